//! Fuzz target: `isel::mir::parse` must never panic or hang, errors must point inside the input,
//! and whatever parses must print to text that parses to an equal module and prints the same.
//!
//! Run from `mir-tests/`: `fuzz/seed-corpus.sh && cargo +nightly fuzz run parse -- -dict=fuzz/mir.dict`.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // The parser takes `&str`; invalid UTF-8 is the reader's business, not the parser's.
    let Ok(text) = std::str::from_utf8(data) else { return };
    match isel::mir::parse(text) {
        Err(e) => {
            let lines = text.split('\n').count() as u32;
            assert!(e.line >= 1 && e.line <= lines && e.col >= 1 && e.len >= 1, "error outside the input: {e:?}");
        }
        Ok(module) => {
            let printed = module.to_string();
            let again = match isel::mir::parse(&printed) {
                Ok(m) => m,
                Err(e) => panic!("our print does not parse ({}:{}: {e}):\n{printed}", e.line, e.col),
            };
            assert!(again == module, "the print parses to a different module:\n{printed}");
            assert_eq!(again.to_string(), printed, "printing the re-parsed module gives different text");
        }
    }
});
