//! `mir-verify`: checks MIR files against the rules of the stage their flags say they are at.
//!
//! Diagnostics go to standard output in the chosen format (GitHub reads workflow commands
//! there). Exit status: 0 when every function passes, 1 when some rule is broken, 2 when a file
//! cannot be read or parsed (its syntax error is reported as `P001`).

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;
use isel::diag::{Diagnostic, ErrorFormat, render};
use isel::target::{Cpu, Subtarget};
use verifier::Verifier;

/// Check MIR files against the AMDGPU GlobalISel rules of their stage.
#[derive(Parser, Debug)]
#[command(name = "mir-verify", version, about)]
struct Args {
    /// How to print diagnostics: human, json or github.
    #[arg(long, default_value = "human", value_name = "FORMAT")]
    error_format: ErrorFormat,
    /// Target CPU (gfx900 or gfx1030); default: each function's "target-cpu", else gfx900.
    #[arg(long, value_name = "CPU")]
    mcpu: Option<String>,
    /// The function is past register allocation: do not check SSA form (V001-V003).
    #[arg(long)]
    no_ssa: bool,
    /// MIR files to check.
    #[arg(value_name = "FILE", required = true)]
    files: Vec<String>,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let cpu = match &args.mcpu {
        None => None,
        Some(name) => match Cpu::from_name(name) {
            Some(c) => Some(c),
            None => {
                eprintln!("error: unknown CPU `{name}` (known: gfx900, gfx1030)");
                return ExitCode::from(2);
            }
        },
    };
    let mut unreadable = false;
    let mut errors = 0usize;
    let mut stdout = std::io::stdout().lock();
    for file in &args.files {
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("error: cannot read `{file}`: {e}");
                unreadable = true;
                continue;
            }
        };
        let module = match isel::mir::parse(&text) {
            Ok(m) => m,
            Err(e) => {
                let d = Diagnostic::from_parse_error(&e, file);
                let _ = stdout.write_all(render(args.error_format, &[d], &text).as_bytes());
                unreadable = true;
                continue;
            }
        };
        let mut diags = Vec::new();
        for f in &module.functions {
            let cpu = cpu.or_else(|| f.target_cpu().and_then(|c| Cpu::from_name(c.as_str()))).unwrap_or(Cpu::Gfx900);
            let v = Verifier { ssa: !args.no_ssa, ..Verifier::new(Subtarget::new(cpu)).file(file, Some(&text)) };
            diags.extend(v.verify(f));
        }
        errors += diags.len();
        // A closed pipe (`mir-verify f.mir | head`) is not an error worth reporting.
        let _ = stdout.write_all(render(args.error_format, &diags, &text).as_bytes());
    }
    if args.error_format == ErrorFormat::Human && errors > 0 {
        eprintln!("error: {errors} rule violation{} found", if errors == 1 { "" } else { "s" });
    }
    if unreadable {
        ExitCode::from(2)
    } else if errors > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
