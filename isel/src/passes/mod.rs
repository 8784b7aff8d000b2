//! The passes of the pipeline, one module each (see DESIGN.md, "The pipeline").

pub mod legalizer;
