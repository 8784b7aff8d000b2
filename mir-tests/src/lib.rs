//! Test support for the AMDGPU selector: the lit-style `.mir` test runner.

pub mod lit;
