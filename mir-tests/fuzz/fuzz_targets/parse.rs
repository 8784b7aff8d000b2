//! Fuzz target: `isel::mir::parse` must never panic or hang, errors must point inside the input,
//! and whatever parses must print to text that parses to an equal module and prints the same
//! ([`mir_tests::robust::check_parse`]).
//!
//! Run from `mir-tests/`: `fuzz/seed-corpus.sh && cargo +nightly fuzz run parse -- -dict=fuzz/mir.dict`.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // The parser takes `&str`; invalid UTF-8 is the reader's business, not the parser's.
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Err(e) = mir_tests::robust::check_parse(text) {
        panic!("{e}");
    }
});
