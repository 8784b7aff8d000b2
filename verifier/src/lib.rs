//! The machine verifier (to come).
