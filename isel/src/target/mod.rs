//! The AMDGPU target description: register classes, machine instructions, subtargets.

pub mod instrs;
pub mod regclass;
pub mod subtarget;

pub use subtarget::{Cpu, Subtarget};
