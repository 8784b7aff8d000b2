//! The passes, one module each. Each is a plain function over one function and a context,
//! registered by name in [`crate::pipeline::PASSES`].

pub mod fold;
pub mod legalizer;
pub mod regbankselect;
pub mod select;
