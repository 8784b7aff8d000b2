//! `mir-run`: runs passes of the AMDGPU GlobalISel pipeline over MIR files.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use clap::Parser;
use isel::diag::{Diagnostic, ErrorFormat, render};
use isel::pipeline::{self, AbortMode, Options, Plan};
use isel::target::Cpu;
use mir_tests::source::Source;
use rayon::prelude::*;

/// mimalloc rather than glibc's allocator: a run touches megabytes of fresh memory (the
/// instruction arena alone is 3 MB for 20,000 instructions), and mimalloc backs its large
/// segments with transparent huge pages where the kernel offers them, so a 20,000-instruction
/// run takes about 150 page faults instead of 1,500 to 3,200; small allocations (spilled operand
/// lists, strings) are cheaper too. Peak RSS grows (huge pages are counted whole) but stays well
/// below llc's. mimalloc's v2 line rather than v3: on the 20,000-instruction bench kernels it
/// touches a third less memory (17–25 MB peak RSS instead of 25–41 MB; every fresh huge page is
/// zeroed by the kernel) and runs 5–8 % faster.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Run passes of the AMDGPU GlobalISel pipeline over MIR files and print the result.
///
/// With one FILE the result goes to standard output (or `-o FILE`). With several files, or a
/// directory (searched recursively for `.mir` files), the files are processed in parallel, each
/// result is written to `-o DIR` under the file's name (its path below a directory argument), or
/// discarded when there is no `-o`, and a summary line ends the run (files, functions,
/// fallbacks, errors); a progress bar shows on a terminal.
#[derive(Parser, Debug)]
#[command(name = "mir-run", version, about, long_about)]
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
    /// Write the output here instead of standard output (`-` is standard output); with several
    /// inputs, a directory.
    #[arg(short = 'o', value_name = "FILE|DIR")]
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
    /// Regenerate the CHECK lines of each test FILE from its `mir-run ... %s | FileCheck %s` RUN
    /// lines, like LLVM's update_mir_test_checks.py (rewrites the files in place).
    #[arg(long)]
    update_checks: bool,
    /// List the selection patterns in match order (with their complexity) and exit.
    #[arg(long)]
    print_patterns: bool,
    /// Print on standard error the wall time of each phase (reading, parsing, each pass,
    /// printing), like llc's `-time-passes`. With several inputs the times are summed over the
    /// files, which run in parallel, so they can add up to more than the run took.
    #[arg(long)]
    time_passes: bool,
    /// MIR files or directories to read; `-` for standard input.
    #[arg(value_name = "FILE|DIR", required_unless_present = "print_patterns")]
    files: Vec<String>,
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

/// What processing one file gave.
#[derive(Default)]
struct FileOutcome {
    /// The result, unless a failure stopped the run.
    module: Option<isel::mir::Module>,
    /// Rendered diagnostics for standard error.
    diagnostics: String,
    functions: usize,
    fallbacks: usize,
    /// Bad input or an aborted pipeline.
    failed: bool,
    times: Timings,
}

/// Wall time per phase, in the order the phases first ran (`--time-passes`).
#[derive(Default)]
struct Timings(Vec<(&'static str, Duration)>);

impl Timings {
    fn add(&mut self, phase: &'static str, spent: Duration) {
        match self.0.iter_mut().find(|(name, _)| *name == phase) {
            Some((_, total)) => *total += spent,
            None => self.0.push((phase, spent)),
        }
    }

    /// Runs `work`, adding its wall time to `phase`.
    fn time<T>(&mut self, phase: &'static str, work: impl FnOnce() -> T) -> T {
        let started = Instant::now();
        let result = work();
        self.add(phase, started.elapsed());
        result
    }

    fn merge(&mut self, other: &Timings) {
        for &(phase, spent) in &other.0 {
            self.add(phase, spent);
        }
    }

    /// The report, in the layout of llc's `-time-passes` (wall time only).
    fn report(&self) -> String {
        let total: Duration = self.0.iter().map(|(_, t)| *t).sum();
        let share = |t: Duration| if total.is_zero() { 0.0 } else { 100.0 * t.as_secs_f64() / total.as_secs_f64() };
        let mut out = String::from("===-------------------------------------------------------------------------===\n");
        out.push_str("                      ... Pass execution timing report ...\n");
        out.push_str("===-------------------------------------------------------------------------===\n");
        out.push_str(&format!("  Total Execution Time: {:.4} seconds ({:.4} wall clock)\n\n", total.as_secs_f64(), total.as_secs_f64()));
        out.push_str("   --Wall Time--  --- Name ---\n");
        for &(phase, t) in &self.0 {
            out.push_str(&format!("   {:.4} ({:5.1}%)  {phase}\n", t.as_secs_f64(), share(t)));
        }
        out.push_str(&format!("   {:.4} (100.0%)  Total\n", total.as_secs_f64()));
        out
    }
}

fn run(args: &Args) -> Result<ExitCode, String> {
    if args.update_checks {
        return update_checks(args);
    }
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
    let opts = Options { cpu, abort };

    if let [file] = args.files.as_slice()
        && (file == "-" || !Path::new(file).is_dir())
    {
        return run_one_file(args, &plan, &opts, file);
    }
    run_many(args, &plan, &opts)
}

/// One input: output to standard output or `-o FILE`, exactly as llc does.
fn run_one_file(args: &Args, plan: &Plan, opts: &Options, file: &str) -> Result<ExitCode, String> {
    let mut times = Timings::default();
    let read_started = Instant::now();
    let (display, source) = if file == "-" {
        ("<stdin>".to_string(), Source::stdin().map_err(|e| format!("cannot read standard input: {e}"))?)
    } else {
        (file.to_string(), Source::open(Path::new(file)).map_err(|e| format!("cannot read `{file}`: {e}"))?)
    };
    let text = source.text().map_err(|e| format!("cannot read `{display}`: {e}"))?;
    times.add("read", read_started.elapsed());
    let outcome = process(args, plan, opts, &display, text);
    eprint!("{}", outcome.diagnostics);
    times.merge(&outcome.times);
    let Some(module) = outcome.module else {
        report_times(args, &times);
        return Ok(ExitCode::from(1));
    };
    let module = Output { module, uniformity: args.print_uniformity };
    // Written straight out rather than through one big string: a large function's text is
    // megabytes, and building it twice costs more than printing it.
    // `-o -` is standard output, as for llc.
    let print_started = Instant::now();
    match args.output.as_deref().filter(|p| *p != "-") {
        Some(path) => {
            let mut file = std::fs::File::create(path).map_err(|e| format!("cannot write `{path}`: {e}"))?;
            module.write_to(&mut file).map_err(|e| format!("cannot write `{path}`: {e}"))?;
        }
        None => {
            let mut out = std::io::stdout().lock();
            // A closed pipe (`mir-run f.mir | head`) is not an error worth reporting.
            let _ = module.write_to(&mut out).and_then(|()| out.flush());
        }
    }
    times.add("print", print_started.elapsed());
    report_times(args, &times);
    // The process ends here: freeing a large module piece by piece only delays that (llc
    // skips it the same way).
    std::mem::forget(module);
    Ok(ExitCode::SUCCESS)
}

/// `--time-passes`: the report on standard error.
fn report_times(args: &Args, times: &Timings) {
    if args.time_passes {
        eprint!("{}", times.report());
    }
}

/// What a run prints: the module, or with `--print-uniformity` each function's uniformity.
struct Output<M> {
    module: M,
    uniformity: bool,
}

impl<M: std::borrow::Borrow<isel::mir::Module>> Output<M> {
    /// Writes the output to `w`, which needs no buffer: the printer hands over its text in
    /// large chunks, as bytes (quicker than through `Display`).
    fn write_to(&self, w: &mut dyn Write) -> std::io::Result<()> {
        if self.uniformity {
            let mut buffered = std::io::BufWriter::new(w);
            write!(buffered, "{self}")?;
            return buffered.flush();
        }
        self.module.borrow().write_to(w)
    }
}

impl<M: std::borrow::Borrow<isel::mir::Module>> std::fmt::Display for Output<M> {
    fn fmt(&self, out: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let module = self.module.borrow();
        if !self.uniformity {
            return write!(out, "{module}");
        }
        module.functions.iter().try_for_each(|f| out.write_str(&isel::analysis::Uniformity::compute(f).print(f)))
    }
}

/// Parses `text` and runs the passes over it.
fn process(args: &Args, plan: &Plan, opts: &Options, display: &str, text: &str) -> FileOutcome {
    let mut times = Timings::default();
    let parse = if plan.runs_passes() { isel::mir::parse_for_passes } else { isel::mir::parse };
    let mut module = match times.time("parse", || parse(text)) {
        Ok(m) => m,
        Err(e) => {
            return FileOutcome {
                diagnostics: render(args.error_format, &[Diagnostic::from_parse_error(&e, display)], text),
                failed: true,
                times,
                ..FileOutcome::default()
            };
        }
    };
    let verify = args.verify;
    let mut check = |f: &isel::mir::Function, st: &isel::target::Subtarget, pass: &str| {
        if !verify {
            return Vec::new();
        }
        verifier::Verifier::new(*st).file(display, Some(text)).after_pass(pass).verify(f)
    };
    let outcome = pipeline::run(&mut module, plan, opts, display, &mut check);
    for &(pass, spent) in &outcome.pass_times {
        times.add(pass, spent);
    }
    let mut diagnostics =
        if outcome.diagnostics.is_empty() { String::new() } else { render(args.error_format, &outcome.diagnostics, text) };
    if module.functions.is_empty() {
        // As llc-14, which reads such a file as an empty module and exits 0 (silently).
        diagnostics.insert_str(0, &format!("warning: {display}: the input holds no machine function\n"));
    }
    FileOutcome {
        module: (!outcome.aborted).then_some(module),
        diagnostics,
        functions: outcome.functions,
        fallbacks: outcome.fallbacks,
        failed: outcome.aborted,
        times,
    }
}

/// Every `.mir` file an argument names: the file itself, or the files below a directory
/// (sorted), each with the path its output takes under `-o DIR`.
fn expand_inputs(files: &[String]) -> Result<Vec<(PathBuf, PathBuf)>, String> {
    let mut out = Vec::new();
    for f in files {
        if f == "-" {
            return Err("standard input (`-`) can only be the one input".into());
        }
        let path = PathBuf::from(f);
        if path.is_dir() {
            for file in mir_tests::corpus::mir_files_under(&path) {
                let rel = file.strip_prefix(&path).map(Path::to_path_buf).unwrap_or_else(|_| file.clone());
                out.push((file, rel));
            }
        } else {
            let name = path.file_name().map(PathBuf::from).ok_or_else(|| format!("`{f}` is not a file name"))?;
            out.push((path, name));
        }
    }
    Ok(out)
}

/// Several inputs: in parallel, outputs under `-o DIR` or discarded, a summary at the end.
fn run_many(args: &Args, plan: &Plan, opts: &Options) -> Result<ExitCode, String> {
    let inputs = expand_inputs(&args.files)?;
    let out_dir = args.output.as_ref().map(PathBuf::from);
    if let Some(dir) = &out_dir {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot create `{}`: {e}", dir.display()))?;
    }
    let bar = std::io::stderr().is_terminal().then(|| {
        let bar = indicatif::ProgressBar::new(inputs.len() as u64);
        if let Ok(style) = indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} {wide_msg}") {
            bar.set_style(style);
        }
        bar
    });
    let (functions, fallbacks, errors) = (AtomicUsize::new(0), AtomicUsize::new(0), AtomicUsize::new(0));
    let all_times = std::sync::Mutex::new(Timings::default());
    inputs.par_iter().for_each(|(path, rel)| {
        let display = path.display().to_string();
        let mut times = Timings::default();
        let source = times.time("read", || Source::open(path));
        let outcome = match source.as_ref().map_err(ToString::to_string).and_then(|s| s.text().map_err(|e| e.to_string())) {
            Ok(text) => process(args, plan, opts, &display, text),
            Err(e) => FileOutcome { diagnostics: format!("error: cannot read `{display}`: {e}\n"), failed: true, ..FileOutcome::default() },
        };
        times.merge(&outcome.times);
        functions.fetch_add(outcome.functions, Ordering::Relaxed);
        fallbacks.fetch_add(outcome.fallbacks, Ordering::Relaxed);
        let mut failed = outcome.failed;
        let mut diagnostics = outcome.diagnostics;
        if let (Some(dir), Some(module)) = (&out_dir, &outcome.module) {
            let printed = times.time("print", || Output { module, uniformity: args.print_uniformity }.to_string());
            let target = dir.join(rel);
            let written = target.parent().map_or(Ok(()), std::fs::create_dir_all).and_then(|()| std::fs::write(&target, &printed));
            if let Err(e) = written {
                diagnostics.push_str(&format!("error: cannot write `{}`: {e}\n", target.display()));
                failed = true;
            }
        }
        if failed {
            errors.fetch_add(1, Ordering::Relaxed);
        }
        if let Ok(mut all) = all_times.lock() {
            all.merge(&times);
        }
        match &bar {
            Some(bar) => {
                if !diagnostics.is_empty() {
                    bar.suspend(|| eprint!("{diagnostics}"));
                }
                bar.set_message(display);
                bar.inc(1);
            }
            None => eprint!("{diagnostics}"),
        }
    });
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    let (functions, fallbacks, errors) = (functions.into_inner(), fallbacks.into_inner(), errors.into_inner());
    if let Ok(times) = all_times.lock() {
        report_times(args, &times);
    }
    eprintln!("mir-run: {} files, {functions} functions, {fallbacks} fallbacks, {errors} errors", inputs.len());
    Ok(if errors == 0 { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

/// `--update-checks`: for each file, runs the `mir-run` part of its RUN lines and rewrites its
/// CHECK lines.
fn update_checks(args: &Args) -> Result<ExitCode, String> {
    use mir_tests::update_checks::{check_runs, output_checks, rewrite};
    let exe = std::env::current_exe().map_err(|e| format!("cannot find the mir-run executable: {e}"))?;
    for (file, _) in expand_inputs(&args.files)? {
        let text = std::fs::read_to_string(&file).map_err(|e| format!("cannot read `{}`: {e}", file.display()))?;
        let runs = check_runs(&text);
        if runs.is_empty() {
            return Err(format!("{}: no `mir-run ... %s | FileCheck ... %s` RUN line", file.display()));
        }
        let mut results = Vec::new();
        for run in runs {
            let argv: Vec<String> = run.args.iter().map(|a| if a == "%s" { file.display().to_string() } else { a.clone() }).collect();
            let out = std::process::Command::new(&exe).args(&argv).output().map_err(|e| format!("cannot run mir-run: {e}"))?;
            if !out.status.success() {
                return Err(format!(
                    "{}: `mir-run {}` failed ({}):\n{}",
                    file.display(),
                    argv.join(" "),
                    out.status,
                    String::from_utf8_lossy(&out.stderr)
                ));
            }
            results.push((run, output_checks(&String::from_utf8_lossy(&out.stdout))));
        }
        let new = rewrite(&text, &results);
        for (run, _) in &results {
            for p in &run.prefixes {
                if !new.contains(&format!("; {p}-LABEL:")) {
                    eprintln!("warning: {}: prefix `{p}` checks nothing (FileCheck needs --allow-unused-prefixes)", file.display());
                }
            }
        }
        if new != text {
            std::fs::write(&file, new).map_err(|e| format!("cannot write `{}`: {e}", file.display()))?;
            eprintln!("updated {}", file.display());
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
