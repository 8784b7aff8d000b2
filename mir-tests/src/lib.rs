//! Test support for the AMDGPU selector: the lit-style `.mir` test runner, and llc-14 oracle
//! output for the corpus.

pub mod lit;
pub mod llc;
