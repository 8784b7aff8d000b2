//! The parser/printer against llc-14 on every input the project has.
//!
//! At test time llc-14 turns every `.ll` program (this project's `mir-tests/corpus/programs/`,
//! the shared corpus' `llvm/ir/` and `llc14-quirks/`) into MIR at each GlobalISel stage
//! (`-global-isel -stop-after=irtranslator|legalizer|regbankselect|instruction-select`) for gfx900
//! and gfx1030; the shared corpus' `.mir` files are taken as they are, and so is the generated
//! 20,000-instruction benchmark kernel (`mir_tests::synth`) at both of its stages. For every
//! MIR file:
//!
//! 1. `isel::mir::parse` accepts it, with the module `parse_without_common_lines` gives;
//! 2. llc-14 reads our print back (`-run-pass=none`);
//! 3. `parse(print(parse(x))) == parse(x)`.
//!
//! llc-14 cannot read back some of its own output (memory operands naming `poison`, wave32
//! selected MIR lacking `implicit $vcc`, the fneg-combine dominance bug): where llc rejects our
//! print, llc is run on the original, and if it rejects that too with the same message the file
//! is counted as "llc-unreadable", apart from the passes and never silently. Inputs on which llc
//! crashes before writing MIR are counted apart the same way. A summary table is printed; any
//! failure of ours fails the test. A missing llc-14 fails it too.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use libtest_mimic::{Arguments, Failed, Trial};
use mir_tests::corpus;
use mir_tests::llc::{LlcRun, require_llc, run_llc};
use mir_tests::synth::{self, Stage};

const CPUS: [&str; 2] = ["gfx900", "gfx1030"];
const STAGES: [&str; 4] = ["irtranslator", "legalizer", "regbankselect", "instruction-select"];
/// Generous: the slowest llc run on the corpus takes well under a second.
const LLC_LIMIT: Duration = Duration::from_secs(120);

fn main() {
    let args = Arguments::from_args();
    libtest_mimic::run(&args, vec![Trial::test("llc14_roundtrip", || roundtrip().map_err(Failed::from))]).exit();
}

/// Where a MIR file comes from.
#[derive(Clone, Debug)]
enum Source {
    /// llc-14 output for an `.ll` program.
    Generated { ll: PathBuf, cpu: &'static str, stage: &'static str, opaque: bool },
    /// A `.mir` file of the shared corpus.
    Corpus { path: PathBuf, cpu: String, opaque: bool },
    /// The generated benchmark kernel (`mir_tests::synth`), which llc must read too.
    Synth(Stage),
}

#[derive(Clone, Debug)]
struct Job {
    /// Summary row: the input set, and the stage for generated files.
    row: String,
    /// Unique, for file names and messages.
    label: String,
    source: Source,
}

/// What happened to one file.
#[derive(Debug, Default)]
struct Outcome {
    /// llc crashed (or timed out) before writing MIR: there is no file to check.
    no_mir: bool,
    parsed: bool,
    read_back: bool,
    /// llc rejects the original the same way it rejects our print.
    llc_unreadable: bool,
    equal: bool,
    /// Our failures, one line each.
    failures: Vec<String>,
}

fn roundtrip() -> Result<(), String> {
    let llc = require_llc()?;
    let jobs = collect_jobs()?;
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("roundtrip");
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).map_err(|e| format!("cannot create {}: {e}", work.display()))?;

    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Outcome>>> = Mutex::new((0..jobs.len()).map(|_| None).collect());
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(job) = jobs.get(i) else { break };
                    let outcome = check(job, &llc, &work);
                    if let Ok(mut r) = results.lock() {
                        r[i] = Some(outcome);
                    }
                }
            });
        }
    });
    let results = results.into_inner().map_err(|_| "a worker thread panicked".to_string())?;

    let mut rows: Vec<(String, Counts)> = Vec::new();
    let mut total = Counts::default();
    let mut failures = Vec::new();
    let mut apart = Vec::new();
    for (job, outcome) in jobs.iter().zip(results) {
        let Some(o) = outcome else {
            failures.push(format!("{}: not checked (worker thread died)", job.label));
            continue;
        };
        let counts = match rows.iter_mut().find(|(r, _)| *r == job.row) {
            Some((_, c)) => c,
            None => {
                rows.push((job.row.clone(), Counts::default()));
                &mut rows.last_mut().expect("just pushed").1
            }
        };
        counts.add(&o);
        total.add(&o);
        if o.no_mir {
            apart.push(format!("  llc crashed, no MIR: {}", job.label));
        } else if o.llc_unreadable {
            apart.push(format!("  llc-unreadable original: {}", job.label));
        }
        failures.extend(o.failures.iter().map(|f| format!("{}: {f}", job.label)));
    }

    let mut table = String::new();
    let _ = writeln!(table, "\nMIR round trip through isel::mir and llc-14 ({:.1}s, {threads} threads)", started.elapsed().as_secs_f64());
    let header = ["input set / stage", "llc crash", "files", "parsed", "read back", "llc-unreadable", "round-trip equal"];
    let _ = writeln!(
        table,
        "{:<34}{:>10}{:>7}{:>8}{:>11}{:>16}{:>18}",
        header[0], header[1], header[2], header[3], header[4], header[5], header[6]
    );
    for (row, c) in rows.iter().chain(std::iter::once(&("total".to_string(), total))) {
        let _ = writeln!(
            table,
            "{row:<34}{:>10}{:>7}{:>8}{:>11}{:>16}{:>18}",
            c.no_mir, c.files, c.parsed, c.read_back, c.llc_unreadable, c.equal
        );
    }
    let _ = writeln!(table, "llc crash: llc-14 crashed generating the MIR (no file); llc-unreadable: llc-14 rejects its own");
    let _ = writeln!(table, "original as it rejects our print; both are llc-14 bugs, counted apart. Files apart:");
    for a in &apart {
        let _ = writeln!(table, "{a}");
    }
    let _ = writeln!(table, "our failures: {}", failures.len());
    println!("{table}");

    if total.files == 0 {
        return Err("no MIR files were checked: is the corpus there?".into());
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(format!("{} failures (outputs kept in {}):\n{}", failures.len(), work.display(), failures.join("\n")))
    }
}

#[derive(Clone, Copy, Debug, Default)]
struct Counts {
    no_mir: usize,
    files: usize,
    parsed: usize,
    read_back: usize,
    llc_unreadable: usize,
    equal: usize,
}

impl Counts {
    fn add(&mut self, o: &Outcome) {
        if o.no_mir {
            self.no_mir += 1;
            return;
        }
        self.files += 1;
        self.parsed += usize::from(o.parsed);
        self.read_back += usize::from(o.read_back);
        self.llc_unreadable += usize::from(o.llc_unreadable);
        self.equal += usize::from(o.equal);
    }
}

fn collect_jobs() -> Result<Vec<Job>, String> {
    let shared = corpus::shared_corpus();
    if !shared.is_dir() {
        return Err(format!("the shared corpus is not at {} (set SHARED_CORPUS)", shared.display()));
    }
    let sets =
        [("programs", corpus::programs_dir()), ("llvm/ir", shared.join("llvm").join("ir")), ("llc14-quirks", shared.join("llc14-quirks"))];
    let mut jobs = Vec::new();
    for stage in STAGES {
        for (set, dir) in &sets {
            let files = corpus::files_with_ext(dir, "ll")?;
            if files.is_empty() {
                return Err(format!("no .ll files in {}", dir.display()));
            }
            for ll in files {
                let text = std::fs::read_to_string(&ll).map_err(|e| format!("cannot read {}: {e}", ll.display()))?;
                let opaque = corpus::uses_opaque_pointers(&text);
                let name = ll.file_stem().map_or_else(String::new, |s| s.to_string_lossy().into_owned());
                for cpu in CPUS {
                    jobs.push(Job {
                        row: format!("{set} @ {stage}"),
                        label: format!("{set}/{name}.ll {cpu} {stage}"),
                        source: Source::Generated { ll: ll.clone(), cpu, stage, opaque },
                    });
                }
            }
        }
    }
    let mirs = corpus::mir_files_under(&shared);
    if mirs.is_empty() {
        return Err(format!("no .mir files under {}", shared.display()));
    }
    for path in mirs {
        let text = std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let opaque = corpus::mir_ir_block(&text).is_some_and(|ir| corpus::uses_opaque_pointers(&ir));
        let rel = path.strip_prefix(&shared).unwrap_or(&path).display().to_string();
        jobs.push(Job {
            row: "shared .mir files".into(),
            label: rel,
            source: Source::Corpus { cpu: corpus::run_line_cpu(&text), path, opaque },
        });
    }
    for stage in [Stage::IrTranslator, Stage::Legalizer, Stage::RegBankSelect] {
        jobs.push(Job { row: "generated bench kernel".into(), label: format!("synth-{}-20k", stage.name()), source: Source::Synth(stage) });
    }
    Ok(jobs)
}

fn s(x: impl Into<String>) -> String {
    x.into()
}

fn readback_args(cpu: &str, opaque: bool, file: &Path) -> Vec<String> {
    let mut args = vec![s("-march=amdgcn"), format!("-mcpu={cpu}"), s("-run-pass=none")];
    if opaque {
        args.push(s("-opaque-pointers"));
    }
    args.extend([file.display().to_string(), s("-o"), s("/dev/null")]);
    args
}

fn check(job: &Job, llc: &PathBuf, work: &Path) -> Outcome {
    let mut o = Outcome::default();
    let stem: String = job.label.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '.' { c } else { '_' }).collect();
    let (original, cpu, opaque) = match &job.source {
        Source::Generated { ll, cpu, stage, opaque } => {
            let out = work.join(format!("{stem}.orig.mir"));
            let mut args = vec![
                s("-march=amdgcn"),
                format!("-mcpu={cpu}"),
                s("-global-isel"),
                s("-global-isel-abort=2"),
                format!("-stop-after={stage}"),
            ];
            if *opaque {
                args.push(s("-opaque-pointers"));
            }
            args.extend([ll.display().to_string(), s("-o"), out.display().to_string()]);
            match run_llc(llc, &args, LLC_LIMIT) {
                Ok(run) if run.ok && out.is_file() => (out, cpu.to_string(), *opaque),
                Ok(_) => {
                    o.no_mir = true;
                    return o;
                }
                Err(e) => {
                    o.failures.push(e);
                    return o;
                }
            }
        }
        Source::Corpus { path, cpu, opaque } => (path.clone(), cpu.clone(), *opaque),
        Source::Synth(stage) => {
            let out = work.join(format!("{stem}.orig.mir"));
            if let Err(e) = std::fs::write(&out, synth::generate(*stage, 20_000)) {
                o.failures.push(format!("cannot write {}: {e}", out.display()));
                return o;
            }
            (out, "gfx900".to_string(), false)
        }
    };
    let text = match std::fs::read_to_string(&original) {
        Ok(t) => t,
        Err(e) => {
            o.failures.push(format!("cannot read {}: {e}", original.display()));
            return o;
        }
    };

    let module = match isel::mir::parse(&text) {
        Ok(m) => m,
        Err(e) => {
            o.failures.push(format!("parse error at {}:{}:{}: {e}", original.display(), e.line, e.col));
            return o;
        }
    };
    o.parsed = true;
    match isel::mir::parse_without_common_lines(&text) {
        Ok(general) if general == module => {}
        Ok(general) => {
            o.failures.push(format!("the common-line reader and the general parser disagree: {}", first_difference(&general, &module)))
        }
        Err(e) => o.failures.push(format!("the general parser alone rejects it at {}:{}: {e}", e.line, e.col)),
    }
    let printed = module.to_string();
    match isel::mir::parse(&printed) {
        Ok(again) if again == module => o.equal = true,
        Ok(again) => o.failures.push(format!("re-parsed print differs from the parse: {}", first_difference(&module, &again))),
        Err(e) => o.failures.push(format!("our print does not parse at {}:{}: {e}", e.line, e.col)),
    }

    let ours = work.join(format!("{stem}.ours.mir"));
    if let Err(e) = std::fs::write(&ours, &printed) {
        o.failures.push(format!("cannot write {}: {e}", ours.display()));
        return o;
    }
    let run = |file: &Path| run_llc(llc, &readback_args(&cpu, opaque, file), LLC_LIMIT);
    match run(&ours) {
        Ok(r) if r.ok => o.read_back = true,
        Ok(ours_run) => match run(&original) {
            Ok(orig) if !orig.ok && same_error(&orig, &ours_run) => o.llc_unreadable = true,
            Ok(orig) if !orig.ok => o.failures.push(format!(
                "llc-14 rejects our print ({}: {}) and the original differently ({})",
                ours.display(),
                ours_run.first_error(),
                orig.first_error()
            )),
            Ok(_) => o.failures.push(format!(
                "llc-14 reads the original but not our print {} ({}): {}",
                ours.display(),
                ours_run.status,
                ours_run.first_error()
            )),
            Err(e) => o.failures.push(e),
        },
        Err(e) => o.failures.push(e),
    }
    o
}

fn same_error(a: &LlcRun, b: &LlcRun) -> bool {
    let sig = a.error_signature();
    !sig.is_empty() && sig == b.error_signature()
}

/// Where two modules first differ, for the failure message.
fn first_difference(a: &isel::mir::Module, b: &isel::mir::Module) -> String {
    if a.ir != b.ir {
        return "the IR block".into();
    }
    if a.functions.len() != b.functions.len() {
        return format!("{} functions vs {}", a.functions.len(), b.functions.len());
    }
    for (fa, fb) in a.functions.iter().zip(&b.functions) {
        if fa == fb {
            continue;
        }
        let name = fa.name;
        if fa.header != fb.header || fa.props != fb.props {
            return format!("function {name}: header");
        }
        if fa.blocks.len() != fb.blocks.len() {
            return format!("function {name}: {} blocks vs {}", fa.blocks.len(), fb.blocks.len());
        }
        for (ba, bb) in fa.blocks.iter().zip(&fb.blocks) {
            if ba.successors != bb.successors || ba.liveins != bb.liveins || ba.attrs != bb.attrs {
                return format!("function {name}: header of bb.{}", ba.number);
            }
            for (&ia, &ib) in ba.insts.iter().zip(&bb.insts) {
                if fa.inst(ia) != fb.inst(ib) {
                    return format!(
                        "function {name}, bb.{}: `{}` vs `{}`",
                        ba.number,
                        fa.inst_to_string(fa.inst(ia)),
                        fb.inst_to_string(fb.inst(ib))
                    );
                }
            }
            if ba.insts.len() != bb.insts.len() {
                return format!("function {name}, bb.{}: instruction count", ba.number);
            }
        }
        return format!("function {name}: registers or live-ins");
    }
    "unknown".into()
}
