//! A GlobalISel-style instruction selector for AMDGPU, in Rust.
//!
//! [`mir`] is the machine IR model with its parser and printer; [`target`] describes the
//! AMDGPU target; [`analysis`] holds the analyses passes share; [`passes`] the passes;
//! [`pipeline`] runs passes by name; [`diag`] renders diagnostics.
#![forbid(unsafe_code)]

pub mod analysis;
pub mod diag;
pub mod mir;
pub mod pass;
pub mod passes;
pub mod pipeline;
pub mod target;

/// Re-exported for the code `patterns!` generates.
pub use smallvec;
/// Re-exported: [`mir::Inst::memops`] is one, so users can name and build it.
pub use thin_vec;

// Lets the code `isel-macros` generates name this crate `::isel` from inside it too.
extern crate self as isel;
