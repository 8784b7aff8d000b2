//! The instruction and pattern DSL (to come).
