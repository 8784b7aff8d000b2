//! Test support for the AMDGPU selector: the lit-style `.mir` test runner, the test corpus,
//! llc-14 as an oracle, and generated benchmark inputs.

pub mod corpus;
pub mod lit;
pub mod llc;
pub mod synth;
