//! `mir-run`: runs passes of the AMDGPU GlobalISel pipeline over MIR files.

use std::io::{Read, Write};
use std::process::ExitCode;

use clap::Parser;
use isel::diag::{Diagnostic, ErrorFormat, render};
use isel::pipeline::{self, AbortMode, Options};
use isel::target::Cpu;

/// Run passes of the AMDGPU GlobalISel pipeline over a MIR file and print the result.
#[derive(Parser, Debug)]
#[command(name = "mir-run", version, about)]
struct Args {
    /// A pass to run; repeat for several, in order. `none` parses and prints.
    #[arg(long = "pass", value_name = "NAME")]
    passes: Vec<String>,
    /// Run the default pipeline, from where the input's stage flags say it stands, up to and
    /// including this pass.
    #[arg(long, value_name = "NAME")]
    stop_after: Option<String>,
    /// Target CPU (gfx900 or gfx1030); default: each function's "target-cpu", else gfx900.
    #[arg(long, value_name = "CPU")]
    mcpu: Option<String>,
    /// Write the output here instead of standard output.
    #[arg(short = 'o', value_name = "FILE")]
    output: Option<String>,
    /// Run the verifier after every pass.
    #[arg(long)]
    verify: bool,
    /// How to print diagnostics: human, json or github.
    #[arg(long, default_value = "human", value_name = "FORMAT")]
    error_format: ErrorFormat,
    /// What a failing function does: 0 falls back silently, 1 aborts, 2 falls back with a remark.
    #[arg(long = "global-isel-abort", default_value_t = 1, value_name = "0|1|2")]
    global_isel_abort: u8,
    /// List the selection patterns in match order (with their complexity) and exit.
    #[arg(long)]
    print_patterns: bool,
    /// The MIR file to read, or `-` for standard input.
    #[arg(value_name = "FILE", required_unless_present = "print_patterns")]
    file: Option<String>,
}

fn main() -> ExitCode {
    let args = Args::parse();
    if args.print_patterns {
        print_patterns();
        return ExitCode::SUCCESS;
    }
    match run(&args) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &Args) -> Result<ExitCode, String> {
    let cpu = match &args.mcpu {
        None => None,
        Some(name) => Some(Cpu::from_name(name).ok_or_else(|| format!("unknown CPU `{name}` (known: gfx900, gfx1030)"))?),
    };
    let abort = AbortMode::from_level(args.global_isel_abort).ok_or("--global-isel-abort takes 0, 1 or 2")?;
    let mut passes = Vec::new();
    for name in &args.passes {
        let p =
            pipeline::pass(name).ok_or_else(|| format!("unknown pass `{name}`; known passes: {}", pipeline::pass_names().join(", ")))?;
        passes.push(p);
    }
    if let Some(name) = &args.stop_after {
        let stop =
            pipeline::pass(name).ok_or_else(|| format!("unknown pass `{name}`; known passes: {}", pipeline::pass_names().join(", ")))?;
        passes.push(stop);
    }

    let file = args.file.as_deref().unwrap_or("-");
    let (display, text) = if file == "-" {
        let mut s = String::new();
        std::io::stdin().read_to_string(&mut s).map_err(|e| format!("cannot read standard input: {e}"))?;
        ("<stdin>".to_string(), s)
    } else {
        let s = std::fs::read_to_string(file).map_err(|e| format!("cannot read `{file}`: {e}"))?;
        (file.to_string(), s)
    };

    let mut module = match isel::mir::parse(&text) {
        Ok(m) => m,
        Err(e) => {
            eprint!("{}", render(args.error_format, &[Diagnostic::from_parse_error(&e, &display)], &text));
            return Ok(ExitCode::from(1));
        }
    };
    let opts = Options { cpu, abort };
    let verify = args.verify;
    let mut check = |f: &isel::mir::Function, st: &isel::target::Subtarget, pass: &str| {
        if !verify {
            return Vec::new();
        }
        let _ = (f, st, pass);
        Vec::new()
    };
    let outcome = pipeline::run(&mut module, &passes, &opts, &display, &mut check);
    if !outcome.diagnostics.is_empty() {
        eprint!("{}", render(args.error_format, &outcome.diagnostics, &text));
    }
    if outcome.aborted {
        return Ok(ExitCode::from(1));
    }
    let printed = module.to_string();
    match &args.output {
        Some(path) => std::fs::write(path, printed).map_err(|e| format!("cannot write `{path}`: {e}"))?,
        None => {
            let mut out = std::io::stdout().lock();
            // A closed pipe (`mir-run f.mir | head`) is not an error worth reporting.
            let _ = out.write_all(printed.as_bytes());
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `--print-patterns`: one line per pattern, in the order the selector tries them (by root
/// opcode, then from the most to the least complex).
fn print_patterns() {
    let patterns = &isel::target::patterns::PATTERNS;
    let width = |f: fn(&isel::target::pattern_rt::PatternInfo) -> usize| patterns.iter().map(f).max().unwrap_or(0);
    let (w_op, w_name) = (width(|p| p.opcode.len()), width(|p| p.name.len()));
    let mut out = format!("{:w_op$}  {:>5}  {:w_name$}  {:14}  source => result\n", "opcode", "cost", "pattern", "subtargets");
    for p in patterns {
        let cpus: Vec<&str> = p.cpus.iter().map(|c| c.name()).collect();
        out.push_str(&format!(
            "{:w_op$}  {:>5}  {:w_name$}  {:14}  {} => {}\n",
            p.opcode,
            p.complexity,
            p.name,
            cpus.join(","),
            p.source,
            p.result
        ));
    }
    // As for MIR output, a closed pipe is not an error worth reporting.
    let _ = std::io::stdout().lock().write_all(out.as_bytes());
}
