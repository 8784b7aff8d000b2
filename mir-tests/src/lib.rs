//! Test support (to come).
