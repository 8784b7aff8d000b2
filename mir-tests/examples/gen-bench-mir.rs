//! Writes the generated benchmark kernel (see `mir_tests::synth`):
//!
//! ```sh
//! cargo run --release -p mir-tests --example gen-bench-mir -- [irtranslator|legalizer|regbankselect] [INSTS] [-o FILE]
//! ```
//!
//! Defaults: `irtranslator`, 20000 instructions, standard output.

use std::process::ExitCode;

use mir_tests::synth::{Stage, generate};

fn main() -> ExitCode {
    let mut stage = Stage::IrTranslator;
    let mut insts = 20_000;
    let mut out: Option<String> = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        if a == "-o" {
            out = args.next();
            if out.is_none() {
                eprintln!("gen-bench-mir: -o needs a file name");
                return ExitCode::from(2);
            }
        } else if let Some(s) = Stage::from_name(&a) {
            stage = s;
        } else if let Ok(n) = a.parse() {
            insts = n;
        } else {
            eprintln!("gen-bench-mir: unknown argument `{a}` (expected irtranslator, legalizer, regbankselect, a count or -o FILE)");
            return ExitCode::from(2);
        }
    }
    let text = generate(stage, insts);
    match out {
        Some(path) => {
            if let Err(e) = std::fs::write(&path, text) {
                eprintln!("gen-bench-mir: cannot write {path}: {e}");
                return ExitCode::from(2);
            }
        }
        None => print!("{text}"),
    }
    ExitCode::SUCCESS
}
