//! `mir-equiv`: checks that two MIR files of the same functions mean the same thing.
//!
//! BEFORE is generic MIR (llc's `irtranslator` output, or any generic stage) and AFTER the
//! same functions at a later stage (`instruction-select`, after any later pass). Each function
//! of BEFORE runs beside its namesake in AFTER on N random inputs ([`mir_tests::equiv`]) in the
//! interpreters of generic MIR and of machine code; every lane's stores, exports and returned
//! registers must agree, poison in BEFORE allowing anything.
//!
//! Exit status: 0 when every function agrees, 1 when one differs (the function, the inputs,
//! the lane and the two values are printed), 2 when a function cannot be checked (the
//! unmodelled instruction named) or a file cannot be read.
//!
//! AFTER may be llc's final assembly (`llc -global-isel prog.ll -o prog.s`): a file named
//! `*.s` (or `--after-format asm`) is read by [`mir_tests::asm`], which takes each function's
//! arguments, ABI registers and returns from its namesake in BEFORE. A function the reader
//! cannot map is not checked (exit 2), with the line and column of the instruction.

use std::process::ExitCode;

use clap::Parser;
use isel::diag::{Diagnostic, ErrorFormat, Severity, render};
use isel::target::Cpu;
use mir_tests::equiv::{EquivError, ModuleCheck, check_modules};

/// Check that AFTER (a later stage of the same functions) refines BEFORE on random inputs.
#[derive(Parser, Debug)]
#[command(name = "mir-equiv", version, about, long_about)]
struct Args {
    /// Target CPU (gfx900 or gfx1030); default: each function's "target-cpu", else gfx900.
    #[arg(long, value_name = "CPU")]
    mcpu: Option<String>,
    /// Random inputs per function.
    #[arg(long, default_value_t = 256, value_name = "N")]
    inputs: u32,
    /// Seed of the input generator (the same seed gives the same inputs).
    #[arg(long, value_name = "S")]
    seed: Option<u64>,
    /// How to print the findings: human or json (github is accepted too).
    #[arg(long, default_value = "human", value_name = "FORMAT")]
    error_format: ErrorFormat,
    /// What AFTER is: mir, asm, or (default) by its extension (`.s`, `.asm`: assembly).
    #[arg(long, default_value = "auto", value_name = "FORMAT")]
    after_format: String,
    /// Print the machine MIR the assembly reader made of AFTER (to standard output) and stop.
    #[arg(long)]
    print_asm_mir: bool,
    /// The generic MIR file.
    before: String,
    /// The same functions at a later stage.
    after: String,
}

fn read(path: &str) -> Result<(String, isel::mir::Module), Box<Diagnostic>> {
    let text =
        std::fs::read_to_string(path).map_err(|e| Box::new(Diagnostic::error("E001", format!("cannot read the file: {e}"), path, 0, 0)))?;
    let module = isel::mir::parse(&text).map_err(|e| Box::new(Diagnostic::from_parse_error(&e, path)))?;
    Ok((text, module))
}

fn main() -> ExitCode {
    let args = Args::parse();
    let cpu = match args.mcpu.as_deref().map(|c| Cpu::from_name(c).ok_or(c)) {
        Some(Err(c)) => {
            eprintln!("error: unknown CPU `{c}` (expected gfx900 or gfx1030)");
            return ExitCode::from(2);
        }
        Some(Ok(c)) => Some(c),
        None => None,
    };
    let asm = match args.after_format.as_str() {
        "asm" => true,
        "mir" => false,
        "auto" => mir_tests::asm::is_asm_path(&args.after),
        other => {
            eprintln!("error: unknown --after-format `{other}` (expected mir, asm or auto)");
            return ExitCode::from(2);
        }
    };
    let before = match read(&args.before) {
        Ok(b) => b,
        Err(d) => {
            eprint!("{}", render(args.error_format, &[*d], ""));
            return ExitCode::from(2);
        }
    };
    let mut diags = Vec::new();
    let mut asm_errors = Vec::new();
    let after = if asm {
        let text = match std::fs::read_to_string(&args.after) {
            Ok(t) => t,
            Err(e) => {
                let d = Diagnostic::error("E001", format!("cannot read the file: {e}"), &args.after, 0, 0);
                eprint!("{}", render(args.error_format, &[d], ""));
                return ExitCode::from(2);
            }
        };
        // The assembly has no target-cpu attribute: --mcpu, else the generic functions'.
        let asm_cpu = cpu.unwrap_or_else(|| {
            before.1.functions.first().map_or(Cpu::Gfx900, |f| isel::pipeline::subtarget_for(f, &isel::pipeline::Options::default()).cpu)
        });
        let read = mir_tests::asm::read(&text, asm_cpu, &before.1);
        for (name, e) in &read.errors {
            asm_errors.push(name.clone());
            diags.push(Diagnostic::error(
                "Q003",
                format!("`{name}`: the assembly reader cannot map it: {}", e.kind),
                &args.after,
                e.line,
                e.col,
            ));
        }
        if args.print_asm_mir {
            print!("{}", read.module);
            for d in &diags {
                eprint!("{}", render(args.error_format, std::slice::from_ref(d), &text));
            }
            return ExitCode::SUCCESS;
        }
        (text, read.module)
    } else {
        match read(&args.after) {
            Ok(a) => a,
            Err(d) => {
                eprint!("{}", render(args.error_format, &[*d], ""));
                return ExitCode::from(2);
            }
        }
    };
    let how = ModuleCheck { cpu, cases: Some(args.inputs), seed: args.seed };
    let reports: Vec<_> = check_modules(&before.1, &after.1, &how).into_iter().filter(|r| !asm_errors.contains(&r.name)).collect();
    let unread = asm_errors.len();
    let (mut agreed, mut mismatched, mut unchecked) = (0usize, 0usize, unread);
    for r in &reports {
        // The finding points at the function's first instruction in AFTER where there is one.
        let at = after.1.function(&r.name).and_then(|f| f.all_insts().next().map(|(_, _, i)| i.loc.line)).unwrap_or(0);
        match &r.result {
            Ok(stats) => {
                agreed += 1;
                if args.error_format == ErrorFormat::Human {
                    println!(
                        "{}: agrees on {} inputs ({} discarded as undefined, {} as non-terminating)",
                        r.name, stats.agreed, stats.undefined, stats.non_terminating
                    );
                }
            }
            Err(e @ EquivError::Mismatch { .. }) => {
                mismatched += 1;
                diags.push(Diagnostic::error("Q001", e.to_string(), &args.after, at, 1));
            }
            Err(e) => {
                unchecked += 1;
                let (line, what) = match e {
                    EquivError::Unmodelled { error, .. } | EquivError::Unrunnable { error, .. } => {
                        (error_line(error).unwrap_or(at), e.to_string())
                    }
                    _ => (at, e.to_string()),
                };
                let file = if matches!(e, EquivError::Unrunnable { .. }) { &args.before } else { &args.after };
                diags.push(Diagnostic { severity: Severity::Error, ..Diagnostic::error("Q002", what, file, line, 1) });
            }
        }
    }
    // Each finding is shown against the text of its own file.
    for d in diags {
        let source = if d.file == args.before { before.0.as_str() } else { after.0.as_str() };
        eprint!("{}", render(args.error_format, std::slice::from_ref(&d), source));
    }
    if args.error_format == ErrorFormat::Human {
        eprintln!("{} functions: {agreed} agree, {mismatched} differ, {unchecked} not checked", reports.len() + unread);
    }
    if mismatched > 0 {
        ExitCode::from(1)
    } else if unchecked > 0 {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    }
}

fn error_line(e: &mir_tests::interp::InterpError) -> Option<u32> {
    use mir_tests::interp::InterpError as E;
    match e {
        E::Unsupported { line, .. } | E::Malformed { line, .. } | E::UndefinedBehavior { line, .. } | E::DivergentBranch { line, .. } => {
            Some(*line)
        }
        _ => None,
    }
}
