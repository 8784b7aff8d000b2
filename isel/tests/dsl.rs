//! The pattern DSL's compile-time checks: each file in `tests/dsl/` must fail to compile with the
//! message in its `.stderr` (regenerate with `TRYBUILD=overwrite cargo test -p isel --test dsl`,
//! then read every changed file). `dsl_outside_isel.rs` is the passing case.

#[test]
fn dsl_errors() {
    trybuild::TestCases::new().compile_fail("tests/dsl/*.rs");
}
