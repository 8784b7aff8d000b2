//! Runs one of our passes on every function of MIR files and checks with the interpreter
//! (`mir_tests::equiv`) that each result means what its input meant:
//!
//! ```sh
//! cargo run -p mir-tests --example equiv-pass -- PASS FILE...
//! ```
//!
//! Prints one line per function: `FILE/FUNCTION equivalent`, `... not run: WHY` (the pass
//! rejected it), `... not checked: WHY` (the interpreter cannot run it) or `... MISMATCH: WHY`,
//! then a summary line. The input is llc-14's stage output (`-stop-before=PASS`), run as one wave
//! under an exec mask. Exit status: 0; 1 if any function mismatched; 2 on bad arguments.

use std::process::ExitCode;

use isel::pipeline::{Options, PassContext};
use mir_tests::equiv::{EquivError, InputSpace, assert_equivalent};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((pass_name, files)) = args.split_first() else {
        eprintln!("usage: equiv-pass PASS FILE...");
        return ExitCode::from(2);
    };
    let Some(pass) = isel::pipeline::pass(pass_name) else {
        eprintln!("equiv-pass: unknown pass `{pass_name}`");
        return ExitCode::from(2);
    };
    let (mut equivalent, mut not_run, mut not_checked, mut mismatched) = (0, 0, 0, 0);
    for file in files {
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("equiv-pass: cannot read {file}: {e}");
                return ExitCode::from(2);
            }
        };
        let module = match isel::mir::parse(&text) {
            Ok(m) => m,
            Err(e) => {
                println!("{file} not run: {e}");
                not_run += 1;
                continue;
            }
        };
        let ir: Option<std::sync::Arc<str>> = module.ir.as_deref().map(Into::into);
        for before in &module.functions {
            let st = isel::pipeline::subtarget_for(before, &Options::default());
            let mut ctx = PassContext::new(st);
            ctx.module_ir = ir.clone();
            let mut after = before.clone();
            let name = format!("{file}/{}", before.name);
            if let Err(e) = (pass.run)(&mut after, &mut ctx) {
                println!("{name} not run: {}", e.message);
                not_run += 1;
                continue;
            }
            match assert_equivalent(before, &after, &InputSpace::for_functions(before, &after, st.wave_size)) {
                Ok(_) => {
                    println!("{name} equivalent");
                    equivalent += 1;
                }
                Err(e @ EquivError::Mismatch { .. }) => {
                    println!("{name} MISMATCH: {}", e.to_string().replace('\n', " | "));
                    mismatched += 1;
                }
                Err(e) => {
                    println!("{name} not checked: {}", e.to_string().replace('\n', " | "));
                    not_checked += 1;
                }
            }
        }
    }
    println!("equiv-pass {pass_name}: {equivalent} equivalent, {mismatched} mismatched, {not_checked} not checked, {not_run} not run");
    if mismatched > 0 { ExitCode::from(1) } else { ExitCode::SUCCESS }
}
