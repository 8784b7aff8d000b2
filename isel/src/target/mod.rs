//! The AMDGPU target description: register classes, machine instructions (declared with
//! `instructions!`), selection patterns (declared with `patterns!`), subtargets.

// `instructions!` defines the `patterns!` macro; `#[macro_use]` makes it visible to `patterns`.
#[macro_use]
mod instr_table;
pub mod instrs;
pub mod pattern_rt;
pub mod patterns;
pub mod regclass;
pub mod subtarget;

pub use subtarget::{Cpu, Subtarget};
