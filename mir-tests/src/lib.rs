//! Test support for the AMDGPU selector: the lit-style `.mir` test runner, an interpreter for
//! generic MIR and the equivalence harness built on it.

pub mod equiv;
pub mod interp;
pub mod lit;
pub mod update_checks;
