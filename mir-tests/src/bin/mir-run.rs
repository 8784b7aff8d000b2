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
    /// Run the verifier after every pass. Until the verifier crate exists this checks the
    /// rules passes share: SSA form and at most one `done` export on any path.
    #[arg(long)]
    verify: bool,
    /// Print the uniformity analysis of every function (after the passes) instead of the MIR:
    /// each register divergent or uniform, with the reason, and each conditional branch.
    #[arg(long)]
    print_uniformity: bool,
    /// How to print diagnostics: human, json or github.
    #[arg(long, default_value = "human", value_name = "FORMAT")]
    error_format: ErrorFormat,
    /// What a failing function does: 0 falls back silently, 1 aborts, 2 falls back with a remark.
    #[arg(long = "global-isel-abort", default_value_t = 1, value_name = "0|1|2")]
    global_isel_abort: u8,
    /// The MIR file to read, or `-` for standard input.
    #[arg(value_name = "FILE")]
    file: String,
}

fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

/// The rules every pass must keep that the analyses already check, as diagnostics.
fn shared_rules(f: &isel::mir::Function, pass: &str, file: &str) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for v in isel::analysis::ssa::ssa_violations(f) {
        let loc = f.inst(v.inst()).loc;
        out.push(Diagnostic::error("V001", format!("after {pass}, in `{}`: {}", f.name, v.message(f)), file, loc.line, loc.col));
    }
    for v in isel::analysis::exports::done_export_violations(f) {
        let (p, s) = (v.primary().loc, v.secondary().loc);
        let mut d = Diagnostic::error("V002", format!("after {pass}, in `{}`: {}", f.name, v.message(f)), file, p.line, p.col);
        if s.is_known() {
            d = d.with_note(s.line, s.col, 1, "the other `done` export");
        }
        out.push(d);
    }
    out
}

fn run(args: &Args) -> Result<ExitCode, String> {
    let cpu = match &args.mcpu {
        None => None,
        Some(name) => Some(Cpu::from_name(name).ok_or_else(|| format!("unknown CPU `{name}` (known: gfx900, gfx1030)"))?),
    };
    let abort = AbortMode::from_level(args.global_isel_abort).ok_or("--global-isel-abort takes 0, 1 or 2")?;
    let unknown = |name: &str| format!("unknown pass `{name}`; known passes: {}", pipeline::pass_names().join(", "));
    let mut passes = Vec::new();
    for name in &args.passes {
        passes.push(pipeline::pass(name).ok_or_else(|| unknown(name))?);
    }
    let plan = match &args.stop_after {
        Some(_) if !passes.is_empty() => return Err("give either --pass or --stop-after, not both".into()),
        Some(name) => {
            let stop = pipeline::pass(name).ok_or_else(|| unknown(name))?;
            if !pipeline::DEFAULT_PIPELINE.iter().any(|(n, _)| *n == name.as_str()) {
                let order: Vec<&str> = pipeline::DEFAULT_PIPELINE.iter().map(|(n, _)| *n).collect();
                return Err(format!("`{name}` is not in the default pipeline ({})", order.join(", ")));
            }
            pipeline::Plan::StopAfter(stop)
        }
        None => pipeline::Plan::Passes(passes),
    };

    let (display, text) = if args.file == "-" {
        let mut s = String::new();
        std::io::stdin().read_to_string(&mut s).map_err(|e| format!("cannot read standard input: {e}"))?;
        ("<stdin>".to_string(), s)
    } else {
        let s = std::fs::read_to_string(&args.file).map_err(|e| format!("cannot read `{}`: {e}", args.file))?;
        (args.file.clone(), s)
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
        let _ = st;
        shared_rules(f, pass, &display)
    };
    let outcome = pipeline::run(&mut module, &plan, &opts, &display, &mut check);
    if !outcome.diagnostics.is_empty() {
        eprint!("{}", render(args.error_format, &outcome.diagnostics, &text));
    }
    if outcome.aborted {
        return Ok(ExitCode::from(1));
    }
    let printed = if args.print_uniformity {
        module.functions.iter().map(|f| isel::analysis::Uniformity::compute(f).print(f)).collect::<String>()
    } else {
        module.to_string()
    };
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
