//! Test support for the AMDGPU selector: the lit-style `.mir` test runner, an interpreter for
//! generic MIR and one for AMDGPU machine code ([`minterp`]), the equivalence harness built on them, the test corpus, llc-14 as an oracle, and
//! generated benchmark inputs, and the checks every input must pass however malformed.

pub mod asm;
pub mod corpus;
pub mod coverage;
pub mod equiv;
pub mod generator;
pub mod interp;
pub mod lit;
pub mod llc;

pub mod minterp;
pub mod oracle;
pub mod parse_mutants;
pub mod rng;
pub mod robust;
pub mod source;
pub mod stagecheck;
pub mod synth;
pub mod update_checks;
