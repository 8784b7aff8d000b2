//! Fuzz target: the whole pipeline (`mir-run --verify --global-isel-abort=2 --stop-after
//! si-fold-operands`) on whatever parses, after the `parse` target's checks
//! ([`mir_tests::robust`]): no panic, no hang, output that parses.
//!
//! Run from `mir-tests/`: `fuzz/seed-corpus.sh && cargo +nightly fuzz run pipeline -- -dict=fuzz/mir.dict`.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match mir_tests::robust::check_parse(text) {
        Ok(Some(module)) => {
            if let Err(e) = mir_tests::robust::check_pipeline(module, text) {
                panic!("{e}");
            }
        }
        Ok(None) => {}
        Err(e) => panic!("{e}"),
    }
});
