//! The legalizer's acceptance figure: on llc-14's `-stop-after=irtranslator` output of every
//! corpus program (`mir-tests/corpus/programs`, `$SHARED_CORPUS/llvm/ir`,
//! `$SHARED_CORPUS/llc14-quirks`; `SHARED_CORPUS` defaults to `<repo>/../shared/corpus`), on
//! gfx900 and gfx1030, how many functions of our `legalizer` output llc-14 accepts through
//! `-run-pass=regbankselect,instruction-select` (no fallback, no crash).
//!
//! llc-14 itself fails on some inputs (see `mir-tests/corpus/programs/README.md`): each function
//! is also run through llc's own `-run-pass=legalizer` and the same two passes, and the functions
//! llc fails on are counted apart. The figure is accepted / (all − llc's own failures); the test
//! fails below 95 %, and prints every failure with its cause.
//!
//! Inputs are regenerated with llc-14 at test time; a missing llc-14 or corpus is a failure.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use isel::pipeline::{self, AbortMode, Options};

const LLC: &str = "llc-14";
const CPUS: [&str; 2] = ["gfx900", "gfx1030"];
const THRESHOLD: f64 = 0.95;

/// What happened to one function.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Status {
    Ok,
    /// Our legalizer gave up (its message).
    Legalizer(String),
    /// llc fell back or crashed on our output (its remark).
    Llc(String),
}

#[derive(Debug, Default)]
struct FileResult {
    /// Per function: llc's own status, ours.
    functions: BTreeMap<String, (Status, Status)>,
}

fn main() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap_or(Path::new(".")).to_path_buf();
    // SHARED_CORPUS, else shared/corpus beside the checkout or beside the nearest ancestor (a
    // worktree), as mir_tests::corpus finds it.
    let shared = mir_tests::corpus::shared_corpus();
    if Command::new(LLC).arg("--version").output().is_err() {
        eprintln!("legalizer_llc: `{LLC}` is not installed; this test needs it");
        std::process::exit(1);
    }
    let mut inputs = Vec::new();
    for dir in [repo.join("mir-tests/corpus/programs"), shared.join("llvm/ir"), shared.join("llc14-quirks")] {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            eprintln!("legalizer_llc: cannot read {} (set SHARED_CORPUS to the shared corpus)", dir.display());
            std::process::exit(1);
        };
        let mut files: Vec<PathBuf> = entries.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "ll")).collect();
        files.sort();
        inputs.extend(files);
    }
    let tmp = std::env::temp_dir().join(format!("legalizer-llc-{}", std::process::id()));
    if let Err(e) = std::fs::create_dir_all(&tmp) {
        eprintln!("legalizer_llc: cannot create {}: {e}", tmp.display());
        std::process::exit(1);
    }
    let jobs: Vec<(PathBuf, &str)> = inputs.iter().flat_map(|f| CPUS.iter().map(move |c| (f.clone(), *c))).collect();
    let results: Mutex<BTreeMap<(String, String), FileResult>> = Mutex::new(BTreeMap::new());
    let next = Mutex::new(0usize);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).min(4);
    std::thread::scope(|s| {
        for t in 0..threads {
            let (jobs, results, next, tmp) = (&jobs, &results, &next, &tmp);
            s.spawn(move || {
                loop {
                    let i = {
                        let Ok(mut n) = next.lock() else { return };
                        let i = *n;
                        *n += 1;
                        i
                    };
                    let Some((file, cpu)) = jobs.get(i) else { return };
                    let dir = tmp.join(format!("{t}"));
                    let _ = std::fs::create_dir_all(&dir);
                    let r = run_one(file, cpu, &dir);
                    let name = file.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
                    if let Ok(mut m) = results.lock() {
                        m.insert((name, cpu.to_string()), r);
                    }
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&tmp);
    let results = results.into_inner().unwrap_or_default();

    let (mut total, mut llc_own, mut accepted, mut ours_only_ok) = (0usize, 0usize, 0usize, 0usize);
    let mut failures: Vec<String> = Vec::new();
    let mut own: Vec<String> = Vec::new();
    let mut kinds: BTreeMap<String, usize> = BTreeMap::new();
    for ((file, cpu), r) in &results {
        for (func, (theirs, ours)) in &r.functions {
            total += 1;
            if *theirs != Status::Ok {
                llc_own += 1;
                if *ours == Status::Ok {
                    ours_only_ok += 1;
                }
                own.push(format!("  {file} {cpu} {func}: llc on its own legalizer output: {}", describe(theirs)));
                continue;
            }
            if *ours == Status::Ok {
                accepted += 1;
            } else {
                *kinds.entry(kind(ours)).or_default() += 1;
                failures.push(format!("  {file} {cpu} {func}: {}", describe(ours)));
            }
        }
    }
    let counted = total - llc_own;
    let ratio = if counted == 0 { 0.0 } else { accepted as f64 / counted as f64 };
    println!("legalizer acceptance by llc-14 (-run-pass=regbankselect,instruction-select on our legalizer output):");
    println!(
        "  {accepted} / {counted} functions accepted ({:.1} %); {llc_own} more functions on which llc-14 fails with its own legalizer \
         counted apart (we pass {ours_only_ok} of those); {} files x {} CPUs, {total} functions",
        ratio * 100.0,
        inputs.len(),
        CPUS.len()
    );
    if !kinds.is_empty() {
        println!("failure kinds:");
        for (k, n) in &kinds {
            println!("  {n:3}  {k}");
        }
        println!("failures:");
        for f in &failures {
            println!("{f}");
        }
    }
    println!("llc-14's own failures (counted apart):");
    for f in &own {
        println!("{f}");
    }
    let passed = ratio >= THRESHOLD;
    println!("{} passed, {} failed", usize::from(passed), usize::from(!passed));
    if !passed {
        eprintln!("legalizer_llc: {:.1} % is below the required {:.0} %", ratio * 100.0, THRESHOLD * 100.0);
        std::process::exit(1);
    }
}

fn describe(s: &Status) -> String {
    match s {
        Status::Ok => "ok".into(),
        Status::Legalizer(m) => format!("our legalizer: {m}"),
        Status::Llc(m) => format!("llc: {m}"),
    }
}

/// A short class of a failure, for the summary.
fn kind(s: &Status) -> String {
    match s {
        Status::Ok => "ok".into(),
        Status::Legalizer(m) => {
            let m = m.split(" (line").next().unwrap_or(m);
            let m = m.split(": no rule").next().unwrap_or(m);
            format!("legalizer: {}", m.trim())
        }
        Status::Llc(m) => {
            let m = m.split(" %").next().unwrap_or(m);
            format!("llc: {}", m.trim())
        }
    }
}

fn uses_opaque_pointers(text: &str) -> bool {
    text.lines().map(|l| l.split(';').next().unwrap_or("")).any(|l| {
        l.match_indices("ptr").any(|(i, _)| {
            let before = l[..i].chars().last();
            let after = l[i + 3..].chars().next();
            !before.is_some_and(|c| c.is_ascii_alphanumeric() || "%@$._\"-".contains(c))
                && !after.is_some_and(|c| c.is_ascii_alphanumeric() || "_.$-".contains(c))
        })
    })
}

fn llc(args: &[&str]) -> (bool, String) {
    match Command::new(LLC).args(args).output() {
        Ok(o) => (o.status.success(), String::from_utf8_lossy(&o.stderr).to_string()),
        Err(e) => (false, format!("cannot run {LLC}: {e}")),
    }
}

/// Function names and whether each is marked `failedISel: true`, from MIR text.
fn function_states(mir: &str) -> Vec<(String, bool)> {
    let mut out = Vec::new();
    for doc in mir.split("\n---") {
        let mut name = None;
        let mut failed = false;
        for line in doc.lines() {
            if let Some(n) = line.strip_prefix("name:") {
                name.get_or_insert_with(|| n.trim().trim_matches('\'').trim_matches('"').to_string());
            } else if line.starts_with("failedISel:") && line.contains("true") {
                failed = true;
            } else if line.starts_with("body:") {
                break;
            }
        }
        if let Some(n) = name {
            out.push((n, failed));
        }
    }
    out
}

/// The first GlobalISel remark about `func` in llc's stderr.
fn remark_for(stderr: &str, func: &str) -> String {
    stderr
        .lines()
        .find(|l| l.contains("remark:") && l.contains(&format!("(in function: {func})")))
        .map(|l| {
            let l = l.split("remark: ").nth(1).unwrap_or(l);
            let l = l.trim_start_matches("<unknown>:0:0: ");
            l.replace(&format!(" (in function: {func})"), "")
        })
        .unwrap_or_else(|| "failedISel without a remark".into())
}

/// Runs llc's RegBankSelect and InstructionSelect on `mir`; the status of each function.
fn select(mir: &Path, cpu: &str, extra: &[&str], out: &Path) -> BTreeMap<String, Status> {
    let cpu_arg = format!("-mcpu={cpu}");
    let mut args = vec!["-march=amdgcn", &cpu_arg, "-run-pass=regbankselect,instruction-select", "-global-isel-abort=2"];
    args.push("-pass-remarks-missed=gisel.*");
    args.extend_from_slice(extra);
    let (mir_s, out_s) = (mir.to_string_lossy().to_string(), out.to_string_lossy().to_string());
    args.extend([mir_s.as_str(), "-o", out_s.as_str()]);
    let (ok, stderr) = llc(&args);
    let input = std::fs::read_to_string(mir).unwrap_or_default();
    let mut map = BTreeMap::new();
    if !ok {
        let why = stderr.lines().find(|l| l.contains("LLVM ERROR") || l.contains("error:")).unwrap_or("crashed").to_string();
        let why = if why == "crashed" && stderr.contains("Stack dump") { "crashed (stack dump)".to_string() } else { why };
        for (f, _) in function_states(&input) {
            map.insert(f, Status::Llc(why.clone()));
        }
        return map;
    }
    let output = std::fs::read_to_string(out).unwrap_or_default();
    for (f, failed) in function_states(&output) {
        map.insert(f.clone(), if failed { Status::Llc(remark_for(&stderr, &f)) } else { Status::Ok });
    }
    map
}

fn run_one(file: &Path, cpu: &str, dir: &Path) -> FileResult {
    let mut res = FileResult::default();
    let text = std::fs::read_to_string(file).unwrap_or_default();
    let opaque = uses_opaque_pointers(&text);
    let extra: Vec<&str> = if opaque { vec!["-opaque-pointers"] } else { vec![] };
    let irt = dir.join("irt.mir");
    let cpu_arg = format!("-mcpu={cpu}");
    let (file_s, irt_s) = (file.to_string_lossy().to_string(), irt.to_string_lossy().to_string());
    let mut args = vec!["-march=amdgcn", &cpu_arg, "-global-isel", "-global-isel-abort=2", "-stop-after=irtranslator"];
    args.extend_from_slice(&extra);
    args.extend([file_s.as_str(), "-o", irt_s.as_str()]);
    let (ok, stderr) = llc(&args);
    if !ok {
        res.functions.insert("<file>".into(), (Status::Llc(format!("irtranslator: {}", stderr.lines().next().unwrap_or(""))), Status::Ok));
        return res;
    }
    let irt_text = std::fs::read_to_string(&irt).unwrap_or_default();
    let irt_failed: BTreeMap<String, bool> = function_states(&irt_text).into_iter().collect();

    // llc's own legalizer, then selection.
    let leg = dir.join("llc-leg.mir");
    let leg_s = leg.to_string_lossy().to_string();
    let mut args = vec!["-march=amdgcn", &cpu_arg, "-run-pass=legalizer", "-global-isel-abort=2"];
    args.extend_from_slice(&extra);
    args.extend([irt_s.as_str(), "-o", leg_s.as_str()]);
    let (ok, stderr) = llc(&args);
    let theirs = if ok {
        let mut m = select(&leg, cpu, &extra, &dir.join("llc-sel.mir"));
        for (f, failed) in function_states(&std::fs::read_to_string(&leg).unwrap_or_default()) {
            if failed {
                m.insert(f.clone(), Status::Llc(format!("legalizer: {}", remark_for(&stderr, &f))));
            }
        }
        m
    } else {
        irt_failed.keys().map(|f| (f.clone(), Status::Llc("legalizer crashed".into()))).collect()
    };

    // Ours.
    let ours_mir = dir.join("ours.mir");
    let mut ours: BTreeMap<String, Status> = BTreeMap::new();
    match isel::mir::parse(&irt_text) {
        Ok(mut module) => {
            let opts = Options { cpu: isel::target::Cpu::from_name(cpu), abort: AbortMode::Remark };
            let Some(pass) = pipeline::pass("legalizer") else {
                eprintln!("the legalizer pass is not registered");
                std::process::exit(1);
            };
            let outcome = pipeline::run(&mut module, &pipeline::Plan::Passes(vec![pass]), &opts, "irt.mir", &mut |_, _, _| Vec::new());
            for f in &module.functions {
                if f.props.failed_isel && !irt_failed.get(f.name.as_str()).copied().unwrap_or(false) {
                    let why = outcome
                        .diagnostics
                        .iter()
                        .find(|d| d.message.contains(&format!("`{}`", f.name)))
                        .and_then(|d| d.notes.first().map(|n| n.message.clone()))
                        .unwrap_or_else(|| "failed".into());
                    ours.insert(f.name.to_string(), Status::Legalizer(why));
                }
            }
            let _ = std::fs::write(&ours_mir, module.to_string());
            for (f, s) in select(&ours_mir, cpu, &extra, &dir.join("ours-sel.mir")) {
                ours.entry(f).or_insert(s);
            }
        }
        Err(e) => {
            for f in irt_failed.keys() {
                ours.insert(f.clone(), Status::Legalizer(format!("parse error: {e}")));
            }
        }
    }
    for (f, failed_at_irt) in &irt_failed {
        let t = if *failed_at_irt {
            Status::Llc("irtranslator fell back".into())
        } else {
            theirs.get(f).cloned().unwrap_or_else(|| Status::Llc("missing from llc's output".into()))
        };
        let o = ours.get(f).cloned().unwrap_or_else(|| Status::Llc("missing from llc's output of ours".into()));
        res.functions.insert(f.clone(), (t, o));
    }
    res
}
