//! The per-program stage checks of the coverage matrix and of the random differential
//! (issue 23): one LLVM IR program (one function), one CPU, and at each GlobalISel stage llc-14's
//! exact input of the pass, our `mir-run --pass <pass>` on it, llc-14's verdict on our output and
//! the meaning check of [`crate::equiv`].
//!
//! The checks, in order, for a program `p.ll` and a CPU:
//!
//! 1. llc-14 `-global-isel -global-isel-abort=2 -stop-after=instruction-select` compiles `p.ll`
//!    without a fallback remark, a `failedISel: true` function or a crash; otherwise the program
//!    is not a target and nothing else runs ([`LlcVerdict::NotTarget`]).
//! 2. For each pass `legalizer`, `regbankselect`, `instruction-select`: llc-14's
//!    `-stop-before=<pass>` output is the input (the combiners' output, as llc-14 runs the pass
//!    on it); our `mir-run --pass <pass>` must succeed on it, then llc-14 judges our output:
//!    - legalizer: `-run-pass=regbankselect,instruction-select` without a fallback;
//!    - regbankselect: `-run-pass=instruction-select` without a fallback;
//!    - instruction-select: our output has no `failedISel: true` and
//!      `-run-pass=none -verify-machineinstrs` accepts it. Where it rejects it, the same check on
//!      llc-14's own selection (`-stop-after=instruction-select`) decides whether the verdict
//!      counts: llc-14 cannot read back part of its own gfx1030 selection (DESIGN.md), and there
//!      the verdict is "not applicable" with llc's reason.
//! 3. The meaning check: [`crate::equiv::assert_equivalent`] of our output against the input,
//!    per stage. An input the interpreter does not run is "not checked" with its reason.
//! 4. Bank agreement: every generic virtual register without a bank in llc-14's
//!    `-stop-before=regbankselect` output gets the same bank from our regbankselect as from
//!    llc-14's `-run-pass=regbankselect` on the same file (register classes map to their bank
//!    as in `differential.sh`).
//! 5. Selected instruction count: instructions in our selection of llc-14's
//!    `-stop-before=instruction-select` output against llc-14's `-stop-after=instruction-select`,
//!    COPY and PHI excluded.
//!
//! Every external run has a time limit; every failure is a [`Check::Fail`] with the first error
//! line, so that the reports can group failures by message.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use isel::pipeline::{self, Options};

use crate::equiv::{self, EquivError, InputSpace};
use crate::llc::{require_llc, run_llc, strip_position};

/// The three front-half passes, in pipeline order (LLVM's names).
pub const PASSES: [&str; 3] = ["legalizer", "regbankselect", "instruction-select"];

/// What llc-14 runs on our output of each pass in [`PASSES`].
const JUDGE: [&str; 3] = ["regbankselect,instruction-select", "instruction-select", "none"];

/// The outcome of one check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Check {
    Pass,
    /// Failed, with the first error (positions and numbers kept; [`kind`] groups them).
    Fail(String),
    /// Not run or not applicable, with the reason.
    NotRun(String),
}

impl Check {
    pub fn is_pass(&self) -> bool {
        matches!(self, Check::Pass)
    }

    /// `ok`, `FAIL` or `n/a` for a table cell.
    pub fn cell(&self) -> &'static str {
        match self {
            Check::Pass => "ok",
            Check::Fail(_) => "FAIL",
            Check::NotRun(_) => "n/a",
        }
    }
}

/// llc-14's own verdict on a program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LlcVerdict {
    /// Compiled with GlobalISel without fallback: the program is a target.
    Target,
    /// Fell back or failed, with the reason: not a target.
    NotTarget(String),
}

/// One pass's checks.
#[derive(Clone, Debug)]
pub struct StageReport {
    pub pass: &'static str,
    /// `mir-run --pass <pass>` on llc-14's exact input.
    pub ours: Check,
    /// llc-14's verdict on our output.
    pub llc_accepts: Check,
    /// The meaning check of our output against the input.
    pub meaning: Check,
}

/// All checks of one program on one CPU.
#[derive(Clone, Debug)]
pub struct ProgramReport {
    pub name: String,
    pub cpu: String,
    pub llc: LlcVerdict,
    /// One per [`PASSES`] entry (empty when the program is not a target).
    pub stages: Vec<StageReport>,
    /// (agreeing, compared) generic registers, and each disagreement as
    /// `opcode type: ours X, llc Y`.
    pub banks: Option<(usize, usize, Vec<String>)>,
    /// Selected instructions (ours, llc-14's), COPY and PHI excluded.
    pub counts: Option<(usize, usize)>,
}

impl ProgramReport {
    pub fn stage(&self, pass: &str) -> Option<&StageReport> {
        self.stages.iter().find(|s| s.pass == pass)
    }
}

/// The tools and the scratch directory.
#[derive(Clone, Debug)]
pub struct Tools {
    pub llc: PathBuf,
    pub mir_run: PathBuf,
    pub work: PathBuf,
    pub limit: Duration,
    /// Keep the work files of every program (default: removed after the checks).
    pub keep: bool,
    /// Run each meaning check in a child process (`<this> --equiv-one BEFORE AFTER NAME`,
    /// killed after [`Tools::equiv_limit`]) instead of in-process: a check that runs long
    /// then costs its limit, not the run.
    pub equiv_exe: Option<PathBuf>,
    pub equiv_limit: Duration,
}

impl Tools {
    /// llc-14 (`$LLC`), `mir-run` (`$MIR_RUN`, else beside the running executable, else `dir`
    /// given by the caller) and a fresh scratch directory under `work`.
    pub fn find(mir_run: Option<PathBuf>, work: &Path) -> Result<Tools, String> {
        let llc = require_llc()?;
        let mir_run = match std::env::var_os("MIR_RUN").filter(|s| !s.is_empty()).map(PathBuf::from).or(mir_run) {
            Some(p) => p,
            None => {
                let exe = std::env::current_exe().map_err(|e| format!("cannot find the running executable: {e}"))?;
                let dir = exe.parent().map(Path::to_path_buf).unwrap_or_default();
                // Test executables live in target/<profile>/deps, binaries one level up.
                let beside = dir.join("mir-run");
                if beside.exists() { beside } else { dir.parent().map(|d| d.join("mir-run")).unwrap_or(beside) }
            }
        };
        if !mir_run.exists() {
            return Err(format!("mir-run not found at {} (build it, or set MIR_RUN)", mir_run.display()));
        }
        std::fs::create_dir_all(work).map_err(|e| format!("cannot create {}: {e}", work.display()))?;
        let secs = std::env::var("MIR_EQUIV_TIMEOUT").ok().and_then(|v| v.parse().ok()).unwrap_or(10);
        Ok(Tools {
            llc,
            mir_run,
            work: work.to_path_buf(),
            limit: Duration::from_secs(120),
            keep: false,
            equiv_exe: None,
            equiv_limit: Duration::from_secs(secs),
        })
    }
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_default()
}

fn s(p: &Path) -> String {
    p.display().to_string()
}

/// The first remark llc printed (`remark: ...`), without its file position.
fn first_remark(stderr: &str) -> Option<String> {
    stderr.lines().find(|l| l.contains("remark:")).map(|l| {
        let msg = l.split_once("remark: ").map_or(l, |(_, m)| m);
        // `<unknown>:0:0: unable to legalize instruction: ...`
        let msg = msg.split_once(": ").filter(|(pos, _)| pos.ends_with(char::is_numeric)).map_or(msg, |(_, m)| m);
        msg.trim().to_string()
    })
}

/// The meaning check of `name` in a child process (see [`Tools::equiv_exe`]).
fn meaning_child(tools: &Tools, exe: &Path, before: &Path, after: &Path, name: &str) -> Result<Check, String> {
    let args = vec!["--equiv-one".to_string(), s(before), s(after), name.to_string()];
    let run = run_llc(&exe.to_path_buf(), &args, tools.equiv_limit)?;
    let verdict = run.stderr.lines().rev().find_map(|l| l.strip_prefix("VERDICT ")).map(str::to_string);
    Ok(match verdict {
        Some(v) => verdict_from_line(&v),
        None if run.status.starts_with("timed out") => {
            Check::NotRun(format!("the meaning check timed out after {}s", tools.equiv_limit.as_secs()))
        }
        None => Check::NotRun(format!("the meaning check ended without a verdict ({})", run.status)),
    })
}

/// `pass`, `fail MESSAGE` or `notrun MESSAGE`: a [`Check`] as the child prints it.
pub fn verdict_line(c: &Check) -> String {
    match c {
        Check::Pass => "pass".into(),
        Check::Fail(m) => format!("fail {}", one_line(m)),
        Check::NotRun(m) => format!("notrun {}", one_line(m)),
    }
}

fn verdict_from_line(v: &str) -> Check {
    match v.split_once(' ') {
        Some(("fail", m)) => Check::Fail(m.to_string()),
        Some(("notrun", m)) => Check::NotRun(m.to_string()),
        _ if v == "pass" => Check::Pass,
        _ => Check::NotRun(format!("unreadable verdict `{v}`")),
    }
}

/// The meaning check of function `name` of the MIR file `after` against `before` (the child
/// side of [`Tools::equiv_exe`]).
pub fn meaning_files(before: &Path, after: &Path, name: &str) -> Check {
    let (b, a) = match (isel::mir::parse(&read(before)), isel::mir::parse(&read(after))) {
        (Ok(b), Ok(a)) => (b, a),
        (Err(e), _) => return Check::NotRun(format!("cannot parse the input: {e}")),
        (_, Err(e)) => return Check::NotRun(format!("cannot parse our output: {e}")),
    };
    meaning_of(&b, &a, name)
}

/// The meaning check of function `name` of `after` (our output) against `before`.
fn meaning_of(before: &isel::mir::Module, after: &isel::mir::Module, name: &str) -> Check {
    let (Some(fb), Some(fa)) = (before.functions.iter().find(|f| f.name == name), after.functions.iter().find(|f| f.name == name)) else {
        return Check::NotRun(format!("`{name}` is missing from the input or our output"));
    };
    equiv_one(fb, fa, before.ir.as_deref())
}

fn equiv_one(fb: &isel::mir::Function, fa: &isel::mir::Function, module_ir: Option<&str>) -> Check {
    let st = pipeline::subtarget_for(fb, &Options::default());
    let mut space = InputSpace::for_functions(fb, fa, st.wave_size);
    space.module_ir = module_ir.map(std::sync::Arc::from);
    if std::env::var_os("MIR_EQUIV_CASES").is_none() {
        space.cases = 32;
    }
    let run = catch_unwind(AssertUnwindSafe(|| equiv::assert_equivalent(fb, fa, &space)));
    match run {
        Ok(Ok(_)) => Check::Pass,
        Ok(Err(EquivError::Mismatch { detail, .. }))
            if detail.contains("the transformed function fails") && detail.contains("is not modelled") =>
        {
            Check::NotRun(format!("the interpreter does not model {} (in our output)", opcode_in(&detail)))
        }
        Ok(Err(EquivError::Mismatch { detail, inputs, .. })) => Check::Fail(one_line(&format!("{detail} (inputs: {inputs})"))),
        Ok(Err(EquivError::Unrunnable { error, .. })) => Check::NotRun(one_line(&format!("the input does not run: {error}"))),
        Ok(Err(EquivError::Unmodelled { error, .. })) => Check::NotRun(one_line(&format!("the interpreter does not model: {error}"))),
        Ok(Err(EquivError::NotChecked { reason, .. })) => Check::NotRun(one_line(&format!("not checked: {reason}"))),
        Ok(Err(EquivError::NoValidInputs { reason, .. })) => Check::NotRun(one_line(&format!("no usable inputs: {reason}"))),
        Err(p) => {
            let msg = p.downcast_ref::<String>().cloned().or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()));
            Check::NotRun(format!("the interpreter panicked: {}", msg.unwrap_or_default()))
        }
    }
}

/// The meaning check of every function of `after` (our output) against `before` (the pass
/// input, MIR text): the first failure, else the first "not checked", else Pass.
pub fn meaning(before: &str, after: &str) -> Check {
    let parse = |t: &str, what: &str| isel::mir::parse(t).map_err(|e| format!("cannot parse {what}: {e}"));
    let (b, a) = match (parse(before, "the input"), parse(after, "our output")) {
        (Ok(b), Ok(a)) => (b, a),
        (Err(e), _) | (_, Err(e)) => return Check::NotRun(e),
    };
    let mut verdict = Check::NotRun("no function".into());
    for f in &b.functions {
        match meaning_of(&b, &a, &f.name) {
            Check::Fail(m) => return Check::Fail(m),
            Check::NotRun(m) if !matches!(verdict, Check::NotRun(_)) || verdict == Check::NotRun("no function".into()) => {
                verdict = Check::NotRun(m)
            }
            Check::Pass if verdict == Check::NotRun("no function".into()) => verdict = Check::Pass,
            _ => {}
        }
    }
    verdict
}

/// The opcode of the first backquoted instruction in `msg`.
fn opcode_in(msg: &str) -> String {
    let inst = msg.split('`').nth(1).unwrap_or("");
    let rhs = inst.split_once(" = ").map_or(inst, |(_, r)| r);
    rhs.split_whitespace().find(|w| !FLAGS.contains(w)).unwrap_or("?").to_string()
}

fn one_line(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Runs every check of the module text `ir` (one function, named `name`) on `cpu`.
pub fn check_program(tools: &Tools, name: &str, ir: &str, cpu: &str, want_banks: bool) -> Result<ProgramReport, String> {
    let mut v = check_batch(tools, &[(name.to_string(), ir.to_string())], cpu, want_banks)?;
    v.pop().ok_or_else(|| format!("{name}: no report"))
}

/// One program of a batch: its function's name and its module text.
pub type Program = (String, String);

/// The module holding the functions of `programs` (each program's module-level names made
/// unique, declarations merged).
pub fn batch_module(programs: &[&Program]) -> String {
    let mut decls: Vec<String> = Vec::new();
    let mut out = String::new();
    for (k, (_, ir)) in programs.iter().enumerate() {
        let ir = ir.replace("@lds", &format!("@lds.b{k}."));
        for line in ir.lines() {
            if line.starts_with("declare ") {
                if !decls.iter().any(|d| d == line) {
                    decls.push(line.to_string());
                }
            } else {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    for d in decls {
        out.push_str(&d);
        out.push('\n');
    }
    out
}

/// The machine function documents of a MIR file: (name, first line number (1-based), text).
pub fn mir_docs(text: &str) -> Vec<(String, usize, String)> {
    let mut out: Vec<(String, usize, String)> = Vec::new();
    let mut cur: Option<(String, usize, String)> = None;
    for (n, line) in text.lines().enumerate() {
        if line.starts_with("---") {
            if let Some(d) = cur.take() {
                out.push(d);
            }
            if !line.starts_with("--- |") {
                cur = Some((String::new(), n + 1, String::new()));
            }
        }
        if let Some(d) = cur.as_mut() {
            if d.0.is_empty()
                && let Some(v) = line.strip_prefix("name:")
            {
                d.0 = v.trim().trim_matches(|c| c == '\'' || c == '"').to_string();
            }
            d.2.push_str(line);
            d.2.push('\n');
        }
    }
    if let Some(d) = cur {
        out.push(d);
    }
    out
}

/// The MIR file `text` without the functions `drop`: their documents removed, their IR
/// definitions made declarations.
pub fn drop_functions(text: &str, drop: &[String]) -> String {
    let mut out = String::new();
    let mut in_ir = false;
    let mut skipping = false;
    let mut skip_doc = false;
    let is_def =
        |l: &str, n: &str| l.trim_start().starts_with("define ") && (l.contains(&format!("@{n}(")) || l.contains(&format!("@\"{n}\"(")));
    for line in text.lines() {
        if line.starts_with("---") {
            in_ir = line.starts_with("--- |");
            skip_doc = false;
            if !in_ir {
                let _ = skip_doc;
            }
        }
        if let Some(n) = line.strip_prefix("name:") {
            let n = n.trim().trim_matches(|c| c == '\'' || c == '"');
            if drop.iter().any(|d| d == n) {
                skip_doc = true;
                // Remove the `---` line already written for this document.
                if let Some(i) = out.trim_end_matches('\n').rfind('\n') {
                    out.truncate(i + 1);
                } else {
                    out.clear();
                }
                continue;
            }
        }
        if skip_doc {
            if line.starts_with("...") {
                skip_doc = false;
            }
            continue;
        }
        if in_ir {
            if skipping {
                if line.trim_end() == "  }" {
                    skipping = false;
                }
                continue;
            }
            if drop.iter().any(|n| is_def(line, n)) {
                let decl = line.trim_end().trim_end_matches('{').trim_end().replacen("define ", "declare ", 1);
                out.push_str(&decl);
                out.push('\n');
                skipping = line.trim_end().ends_with('{');
                continue;
            }
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The functions an llc failure names, with the message for each: verifier findings
/// (`- function: NAME`), crashes (`Running pass '...' on function '@NAME'`), MIR errors
/// (`file:LINE:COL: error:` inside a function's document) and `In function: NAME`.
fn blame(stderr: &str, input: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut push = |n: &str, m: String| {
        let n = n.trim().trim_start_matches('@').trim_matches(|c| c == '\'' || c == '"').to_string();
        if !n.is_empty() && !out.iter().any(|(x, _)| *x == n) {
            out.push((n, m));
        }
    };
    let lines: Vec<&str> = stderr.lines().collect();
    let fatal = lines.iter().find(|l| l.starts_with("LLVM ERROR:")).map(|l| l.trim().to_string());
    for (k, l) in lines.iter().enumerate() {
        if l.starts_with("*** Bad machine code:")
            && let Some(f) = lines.iter().skip(k + 1).take(3).find_map(|x| x.strip_prefix("- function:"))
        {
            push(f, l.trim().to_string());
        }
        for key in ["In function: ", "in function: "] {
            if let Some(i) = l.find(key) {
                let rest = &l[i + key.len()..];
                let n: String = rest.chars().take_while(|c| !c.is_whitespace() && *c != ')').collect();
                push(&n, strip_position(l.split_once("error: ").map_or(l, |x| x.1)).to_string());
            }
        }
        if let Some((_, msg)) = l.split_once(": error: ") {
            let pos = l.split(':').nth(1).and_then(|x| x.parse::<usize>().ok());
            if let Some(line) = pos {
                let docs = mir_docs(input);
                if let Some(d) = docs.iter().rev().find(|d| d.1 <= line) {
                    push(&d.0, msg.trim().to_string());
                }
            }
        }
    }
    if let Some(p) = lines.iter().rev().find_map(|l| l.split_once("' on function '").map(|x| x.1)) {
        let n: String = p.chars().take_while(|c| *c != '\'').collect();
        let why = fatal.clone().unwrap_or_else(|| "llc-14 crashed".into());
        push(&n, why);
    }
    out
}

/// Per-function remarks (`... (in function: NAME)`) of a successful run.
fn remarks(stderr: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for l in stderr.lines().filter(|l| l.contains("remark:")) {
        if let Some(i) = l.rfind("(in function: ") {
            let n = l[i + 14..].trim_end().trim_end_matches(')').to_string();
            if !out.iter().any(|(x, _)| *x == n) {
                out.push((n, format!("fallback: {}", first_remark(&l[..i]).unwrap_or_default())));
            }
        }
    }
    out
}

/// Why a batch cannot be judged function by function (an llc failure that names no function).
struct Unattributable;

/// Each function's verdict and the output of the last run, or [`Unattributable`].
type EachResult = Result<(Vec<(String, Check)>, String), Unattributable>;

/// Runs llc-14 with `args` on the functions `names`: the input is `make(excluded)`; a failure
/// that names functions fails those and the run is repeated without them. Returns each
/// function's verdict and the output of the last run (holding the functions that passed).
fn llc_each(
    tools: &Tools,
    cpu: &str,
    args: &[&str],
    names: &[String],
    make: &dyn Fn(&[String]) -> String,
    ext: &str,
    base: &Path,
) -> Result<EachResult, String> {
    let mut verdicts: Vec<(String, Check)> = Vec::new();
    let mut excluded: Vec<String> = Vec::new();
    loop {
        let remaining: Vec<&String> = names.iter().filter(|n| !excluded.contains(n)).collect();
        if remaining.is_empty() {
            return Ok(Ok((verdicts, String::new())));
        }
        let input_text = make(&excluded);
        let input = PathBuf::from(format!("{}.in.{ext}", base.display()));
        let out = PathBuf::from(format!("{}.out.mir", base.display()));
        std::fs::write(&input, &input_text).map_err(|e| format!("cannot write {}: {e}", input.display()))?;
        let _ = std::fs::remove_file(&out);
        let mut a: Vec<String> =
            vec!["-march=amdgcn".into(), format!("-mcpu={cpu}"), "-global-isel-abort=2".into(), "-pass-remarks-missed=gisel.*".into()];
        a.extend(args.iter().map(|s| s.to_string()));
        a.push(s(&input));
        a.push("-o".into());
        a.push(s(&out));
        let run = run_llc(&tools.llc, &a, tools.limit)?;
        if run.ok {
            let output = read(&out);
            let rem = remarks(&run.stderr);
            let docs = mir_docs(&output);
            for n in remaining {
                let failed = docs.iter().find(|d| &d.0 == n).is_some_and(|d| d.2.contains("failedISel: true"));
                let present = docs.iter().any(|d| &d.0 == n);
                let v = match rem.iter().find(|(x, _)| x == n) {
                    Some((_, m)) => Check::Fail(m.clone()),
                    // A program's name must be its function's: never a verdict for nothing.
                    None if !present => Check::Fail(format!("no machine function `{n}` in llc-14's output")),
                    None if failed => Check::Fail("failedISel: true without a remark".into()),
                    None => Check::Pass,
                };
                verdicts.push((n.clone(), v));
            }
            return Ok(Ok((verdicts, output)));
        }
        let blamed: Vec<(String, String)> = blame(&run.stderr, &input_text).into_iter().filter(|(n, _)| remaining.contains(&n)).collect();
        if blamed.is_empty() {
            if let [only] = remaining.as_slice() {
                let e = run.first_error();
                verdicts.push(((*only).clone(), Check::Fail(if e.is_empty() { format!("llc-14 {}", run.status) } else { e })));
                return Ok(Ok((verdicts, String::new())));
            }
            return Ok(Err(Unattributable));
        }
        for (n, m) in blamed {
            verdicts.push((n.clone(), Check::Fail(m)));
            excluded.push(n);
        }
    }
}

fn get<'a>(v: &'a [(String, Check)], n: &str) -> Option<&'a Check> {
    v.iter().find(|(x, _)| x == n).map(|(_, c)| c)
}

/// Runs every check of `programs` (each one function) on `cpu`, as one llc-14 and one mir-run
/// process per step for the whole batch; a step whose failure names no function makes every
/// program be checked alone.
pub fn check_batch(tools: &Tools, programs: &[Program], cpu: &str, want_banks: bool) -> Result<Vec<ProgramReport>, String> {
    let Some(first) = programs.first() else { return Ok(Vec::new()) };
    let dir = tools.work.join(format!("{}.{cpu}.{}", first.0, programs.len()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let r = batch_in(tools, programs, cpu, want_banks, &dir);
    if !tools.keep {
        let _ = std::fs::remove_dir_all(&dir);
    }
    match r? {
        Ok(v) => Ok(v),
        Err(Unattributable) => {
            let mut out = Vec::new();
            for p in programs {
                out.extend(check_batch(tools, std::slice::from_ref(p), cpu, want_banks)?);
            }
            Ok(out)
        }
    }
}

fn batch_in(
    tools: &Tools,
    programs: &[Program],
    cpu: &str,
    want_banks: bool,
    dir: &Path,
) -> Result<Result<Vec<ProgramReport>, Unattributable>, String> {
    let names: Vec<String> = programs.iter().map(|p| p.0.clone()).collect();
    let mut reports: Vec<ProgramReport> = names
        .iter()
        .map(|n| ProgramReport {
            name: n.clone(),
            cpu: cpu.to_string(),
            llc: LlcVerdict::Target,
            stages: Vec::new(),
            banks: None,
            counts: None,
        })
        .collect();
    let module_without = |excluded: &[String]| -> String {
        let keep: Vec<&Program> = programs.iter().filter(|p| !excluded.contains(&p.0)).collect();
        batch_module(&keep)
    };
    // 1. llc-14's verdict and its own selection.
    let sel_args = ["-global-isel", "-stop-after=instruction-select"];
    let (verdicts, llc_sel) = match llc_each(tools, cpu, &sel_args, &names, &module_without, "ll", &dir.join("llc.isel"))? {
        Ok(x) => x,
        Err(u) => return Ok(Err(u)),
    };
    let mut targets: Vec<String> = Vec::new();
    for r in reports.iter_mut() {
        match get(&verdicts, &r.name) {
            Some(Check::Pass) => targets.push(r.name.clone()),
            Some(Check::Fail(why)) | Some(Check::NotRun(why)) => r.llc = LlcVerdict::NotTarget(why.clone()),
            None => r.llc = LlcVerdict::NotTarget("no verdict".into()),
        }
    }
    let non_targets: Vec<String> = names.iter().filter(|n| !targets.contains(n)).cloned().collect();
    let mut own_sel_verify: Option<Vec<(String, Check)>> = None;
    for (i, pass) in PASSES.iter().enumerate() {
        let mut stage: Vec<StageReport> = targets
            .iter()
            .map(|_| StageReport {
                pass,
                ours: Check::NotRun(String::new()),
                llc_accepts: Check::NotRun(String::new()),
                meaning: Check::NotRun(String::new()),
            })
            .collect();
        // llc-14's exact input of the pass.
        let stop = format!("-stop-before={pass}");
        let make_in = |excluded: &[String]| {
            let mut ex = non_targets.clone();
            ex.extend(excluded.iter().cloned());
            module_without(&ex)
        };
        let (stop_v, input) =
            match llc_each(tools, cpu, &["-global-isel", &stop], &targets, &make_in, "ll", &dir.join(format!("in.{pass}")))? {
                Ok(x) => x,
                Err(u) => return Ok(Err(u)),
            };
        let input_path = dir.join(format!("input.{pass}.mir"));
        std::fs::write(&input_path, &input).map_err(|e| format!("cannot write {}: {e}", input_path.display()))?;
        let mut ran: Vec<String> = Vec::new();
        for (k, n) in targets.iter().enumerate() {
            if let Some(Check::Fail(why)) = get(&stop_v, n) {
                let why = format!("llc-14 -stop-before={pass} fails: {why}");
                stage[k] = StageReport {
                    pass,
                    ours: Check::NotRun(why.clone()),
                    llc_accepts: Check::NotRun(why.clone()),
                    meaning: Check::NotRun(why),
                };
            } else {
                ran.push(n.clone());
            }
        }
        // Ours, with fallbacks per function.
        let out_path = dir.join(format!("ours.{pass}.mir"));
        let ours_v = match ours_each(tools, cpu, pass, &input_path, &out_path) {
            Ok(v) => v,
            Err(_) if ran.len() > 1 => return Ok(Err(Unattributable)),
            Err(why) => vec![(ran.first().cloned().unwrap_or_default(), Check::Fail(why))],
        };
        let ours_text = read(&out_path);
        let mut ok: Vec<String> = Vec::new();
        for (k, n) in targets.iter().enumerate() {
            if !ran.contains(n) {
                continue;
            }
            let c = get(&ours_v, n).cloned().unwrap_or(Check::Pass);
            if !c.is_pass() {
                let why = format!("our {pass} failed");
                stage[k].llc_accepts = Check::NotRun(why.clone());
                stage[k].meaning = Check::NotRun(why);
            } else {
                ok.push(n.clone());
            }
            stage[k].ours = c;
        }
        // llc-14's verdict on our output.
        let failed_ours: Vec<String> = ran.iter().filter(|n| !ok.contains(n)).cloned().collect();
        let run_pass = format!("-run-pass={}", JUDGE[i]);
        let mut args = vec![run_pass.as_str()];
        if *pass == "instruction-select" {
            args.push("-verify-machineinstrs");
        }
        let make_ours = |excluded: &[String]| {
            let mut ex = failed_ours.clone();
            ex.extend(excluded.iter().cloned());
            drop_functions(&ours_text, &ex)
        };
        let judged = if ok.is_empty() {
            Vec::new()
        } else {
            match llc_each(tools, cpu, &args, &ok, &make_ours, "mir", &dir.join(format!("judge.{pass}")))? {
                Ok((v, _)) => v,
                Err(u) => return Ok(Err(u)),
            }
        };
        if *pass == "instruction-select" && judged.iter().any(|(_, c)| !c.is_pass()) && own_sel_verify.is_none() {
            let make_sel = |excluded: &[String]| drop_functions(&llc_sel, excluded);
            let sel_names: Vec<String> = mir_docs(&llc_sel).into_iter().map(|d| d.0).filter(|n| targets.contains(n)).collect();
            own_sel_verify = match llc_each(
                tools,
                cpu,
                &["-run-pass=none", "-verify-machineinstrs"],
                &sel_names,
                &make_sel,
                "mir",
                &dir.join("own.verify"),
            )? {
                Ok((v, _)) => Some(v),
                Err(u) => return Ok(Err(u)),
            };
        }
        let input_docs = mir_docs(&input);
        let ours_docs = mir_docs(&ours_text);
        let theirs_rbs = if *pass == "regbankselect" && want_banks && !ok.is_empty() {
            let make_rbs = |excluded: &[String]| drop_functions(&input, excluded);
            match llc_each(tools, cpu, &["-run-pass=regbankselect"], &ok, &make_rbs, "mir", &dir.join("llc.rbs"))? {
                Ok((_, t)) => mir_docs(&t),
                Err(_) => Vec::new(),
            }
        } else {
            Vec::new()
        };
        let sel_docs = if *pass == "instruction-select" { mir_docs(&llc_sel) } else { Vec::new() };
        let before_module = isel::mir::parse(&input);
        let after_module = isel::mir::parse(&ours_text);
        for (k, n) in targets.iter().enumerate() {
            if !ok.contains(n) {
                continue;
            }
            let mut acc = get(&judged, n).cloned().unwrap_or(Check::NotRun("no verdict".into()));
            if let (Check::Fail(ours_why), Some(own)) = (&acc, &own_sel_verify)
                && let Some(Check::Fail(own_why)) = get(own, n)
            {
                acc = Check::NotRun(format!("llc-14 rejects its own selection too ({own_why}); ours: {ours_why}"));
            }
            stage[k].llc_accepts = acc;
            stage[k].meaning = match (&before_module, &after_module, &tools.equiv_exe) {
                (Ok(_), Ok(_), Some(exe)) => meaning_child(tools, exe, &input_path, &out_path, n)?,
                (Ok(b), Ok(a), None) => meaning_of(b, a, n),
                (Err(e), _, _) => Check::NotRun(format!("cannot parse the input: {e}")),
                (_, Err(e), _) => Check::NotRun(format!("cannot parse our output: {e}")),
            };
            let doc = |docs: &[(String, usize, String)]| docs.iter().find(|d| &d.0 == n).map(|d| d.2.clone()).unwrap_or_default();
            let r = reports.iter_mut().find(|r| &r.name == n);
            if let Some(r) = r {
                if *pass == "regbankselect" && want_banks && !theirs_rbs.is_empty() {
                    let t = doc(&theirs_rbs);
                    if !t.is_empty() {
                        r.banks = Some(compare_banks(&doc(&input_docs), &doc(&ours_docs), &t));
                    }
                }
                if *pass == "instruction-select" {
                    r.counts = Some((count_selected(&doc(&ours_docs)), count_selected(&doc(&sel_docs))));
                }
            }
        }
        for (k, n) in targets.iter().enumerate() {
            if let (Some(r), Some(st)) = (reports.iter_mut().find(|r| &r.name == n), stage.get(k)) {
                r.stages.push(st.clone());
            }
        }
    }
    Ok(Ok(reports))
}

/// Our `mir-run --pass <pass> --global-isel-abort=2` on a batch: per function, Fail with the
/// fallback's message. An error when mir-run fails as a whole.
fn ours_each(tools: &Tools, cpu: &str, pass: &str, input: &Path, out: &Path) -> Result<Vec<(String, Check)>, String> {
    let output = Command::new(&tools.mir_run)
        .args(["--pass", pass, "--mcpu", cpu, "--global-isel-abort=2"])
        .arg(input)
        .arg("-o")
        .arg(out)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| format!("cannot run mir-run: {e}"))?;
    let err = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        let first = err.lines().find(|l| l.contains("error")).or_else(|| err.lines().next()).unwrap_or("");
        return Err(if first.is_empty() { format!("mir-run {}", output.status) } else { first.trim().to_string() });
    }
    let mut v: Vec<(String, Check)> = Vec::new();
    let lines: Vec<&str> = err.lines().collect();
    for (k, l) in lines.iter().enumerate() {
        if let Some(i) = l.find("falling back: `") {
            let rest = &l[i + 15..];
            let n: String = rest.chars().take_while(|c| *c != '`').collect();
            let why = rest.split_once("left unselected (").map_or(rest, |x| x.1).trim_end().trim_end_matches(')');
            // The note under the remark carries the instruction; the message is enough to group.
            let _ = lines.get(k + 1);
            if !v.iter().any(|(x, _)| *x == n) {
                v.push((n, Check::Fail(why.to_string())));
            }
        }
    }
    for d in mir_docs(&read(out)) {
        if d.2.contains("failedISel: true") && !v.iter().any(|(x, _)| *x == d.0) {
            v.push((d.0, Check::Fail(format!("our {pass} fell back"))));
        }
    }
    Ok(v)
}

/// The body of every machine function in a MIR file: the text after `body:` up to `...`.
fn bodies(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("\nbody:") {
        let after = &rest[i + 6..];
        let end = after.find("\n...").unwrap_or(after.len());
        out.push(&after[..end]);
        rest = &after[end..];
    }
    out
}

/// Selected instructions in `text`, COPY and PHI excluded.
pub fn count_selected(text: &str) -> usize {
    let mut n = 0;
    for body in bodies(text) {
        for line in body.lines() {
            let t = line.trim();
            if t.is_empty()
                || t.starts_with("bb.")
                || t.starts_with("liveins:")
                || t.starts_with("successors:")
                || t.starts_with(';')
                || t.starts_with('|')
            {
                continue;
            }
            let rhs = match t.split_once(" = ") {
                Some((lhs, rhs)) if lhs.starts_with('%') || lhs.starts_with('$') => rhs,
                _ => t,
            };
            let op = rhs.split_whitespace().find(|w| !FLAGS.contains(w)).unwrap_or("");
            // An opcode: a capital first, then letters, digits and `_` (`V_ADD_F32_e64`).
            let opcode = op.starts_with(|c: char| c.is_ascii_uppercase()) && op.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
            if opcode && op != "COPY" && op != "PHI" {
                n += 1;
            }
        }
    }
    n
}

const FLAGS: [&str; 11] = ["nofpexcept", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "nuw", "nsw", "exact"];

/// `%N:class(type)` at each register's first mention, and its defining opcode.
fn registers(body: &str) -> Vec<(u32, String, String, String)> {
    let mut out: Vec<(u32, String, String, String)> = Vec::new();
    for line in body.lines() {
        let t = line.trim();
        let opcode = t.split_once(" = ").map(|(_, r)| r.split_whitespace().find(|w| !FLAGS.contains(w)).unwrap_or("").to_string());
        let lhs_end = t.find(" = ").unwrap_or(0);
        let mut i = 0;
        let b = t.as_bytes();
        while i < b.len() {
            if b[i] == b'%' {
                let start = i + 1;
                let mut j = start;
                while j < b.len() && b[j].is_ascii_digit() {
                    j += 1;
                }
                if j > start
                    && let Ok(id) = t[start..j].parse::<u32>()
                {
                    let (mut class, mut ty) = (String::new(), String::new());
                    if j < b.len() && b[j] == b':' {
                        let k0 = j + 1;
                        let mut k = k0;
                        while k < b.len() && (b[k].is_ascii_alphanumeric() || b[k] == b'_') {
                            k += 1;
                        }
                        class = t[k0..k].to_string();
                        if k < b.len() && b[k] == b'(' {
                            let close = t[k..].find(')').map_or(b.len(), |c| k + c);
                            ty = t[k + 1..close].to_string();
                        }
                    }
                    let def = if i < lhs_end { opcode.clone().unwrap_or_default() } else { String::new() };
                    match out.iter_mut().find(|r| r.0 == id) {
                        Some(r) => {
                            if r.1.is_empty() {
                                r.1 = class;
                            }
                            if r.2.is_empty() {
                                r.2 = ty;
                            }
                            if r.3.is_empty() {
                                r.3 = def;
                            }
                        }
                        None => out.push((id, class, ty, def)),
                    }
                }
                i = j.max(i + 1);
            } else {
                i += 1;
            }
        }
    }
    out
}

/// A register class's bank, as `differential.sh` maps them.
fn bank_of(class: &str, ty: &str) -> String {
    match class {
        "sgpr" | "vgpr" | "vcc" | "agpr" | "_" | "" => class.to_string(),
        c if c.starts_with("sreg") || c.starts_with("sgpr") || c.starts_with("ccr") => (if ty == "s1" { "vcc" } else { "sgpr" }).into(),
        c if c.starts_with("vreg") || c.starts_with("vgpr") => "vgpr".into(),
        c => c.to_string(),
    }
}

/// Compares the banks of the generic registers of `input` in `ours` and `theirs`.
pub fn compare_banks(input: &str, ours: &str, theirs: &str) -> (usize, usize, Vec<String>) {
    let (bi, bo, bt) = (bodies(input), bodies(ours), bodies(theirs));
    let (mut agree, mut total, mut dis) = (0, 0, Vec::new());
    for (k, body) in bi.iter().enumerate() {
        let (Some(o), Some(t)) = (bo.get(k), bt.get(k)) else { continue };
        let (ro, rt) = (registers(o), registers(t));
        for (id, class, ty, def) in registers(body) {
            if !(class.is_empty() || class == "_") {
                continue;
            }
            let (Some(a), Some(b)) = (ro.iter().find(|r| r.0 == id), rt.iter().find(|r| r.0 == id)) else { continue };
            let (ba, bb) = (bank_of(&a.1, &ty), bank_of(&b.1, &ty));
            total += 1;
            if ba == bb {
                agree += 1;
            } else {
                let def = if def.is_empty() { "(live-in)".to_string() } else { def };
                dis.push(format!("{def} {ty}: ours {ba}, llc {bb}"));
            }
        }
    }
    (agree, total, dis)
}

/// A failure message reduced to its kind, for grouping: register numbers, block numbers,
/// positions and numbers become `N`, quoted IR names become `'...'`.
pub fn kind(msg: &str) -> String {
    let msg = msg.split(" (inputs:").next().unwrap_or(msg);
    // Hexadecimal numbers (addresses, bytes) whole: `0x1f0` -> `0xN`.
    let mut dehexed = String::with_capacity(msg.len());
    let mut rest = msg;
    while let Some(i) = rest.find("0x") {
        dehexed.push_str(&rest[..i]);
        let tail = &rest[i + 2..];
        let n = tail.find(|c: char| !c.is_ascii_hexdigit()).unwrap_or(tail.len());
        dehexed.push_str(if n > 0 { "0x1" } else { "0x" });
        rest = &tail[n..];
    }
    dehexed.push_str(rest);
    let msg = dehexed.as_str();
    let mut out = String::with_capacity(msg.len());
    let mut last_digit = false;
    for c in msg.chars() {
        if c.is_ascii_digit() {
            if !last_digit {
                out.push('N');
            }
            last_digit = true;
            continue;
        }
        last_digit = false;
        out.push(c);
    }
    // Drop file paths (`/tmp/.../in.legalizer.mir:N:N: `).
    let out = match out.find(".mir:N:N: ") {
        Some(i) => {
            let start = out[..i].rfind(' ').map_or(0, |s| s + 1);
            format!("{}{}", &out[..start], &out[i + 10..])
        }
        None => out,
    };
    out.chars().take(160).collect()
}

/// `a/b (p%)`.
pub fn pct(a: usize, b: usize) -> String {
    if b == 0 { "0/0".into() } else { format!("{a}/{b} ({:.1}%)", 100.0 * a as f64 / b as f64) }
}

/// The figures of a set of [`ProgramReport`]s of one CPU.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub programs: usize,
    pub targets: usize,
    /// Per [`PASSES`] entry: (ours ok, llc accepts, llc verdicts applicable, meaning checked,
    /// meaning mismatches).
    pub stages: [(usize, usize, usize, usize, usize); 3],
    pub banks: (usize, usize),
    pub counts: (usize, usize),
    /// Targets every check of which passed (meaning not checked counts as passed).
    pub clean: usize,
    /// Failure kinds: (stage, check, kind) -> (count, an example program).
    pub kinds: std::collections::BTreeMap<(usize, &'static str, String), (usize, String)>,
    /// Why llc-14 did not compile a program: kind -> (count, example).
    pub not_targets: std::collections::BTreeMap<String, (usize, String)>,
    /// Why the meaning check did not run: kind -> (count, example).
    pub unchecked: std::collections::BTreeMap<String, (usize, String)>,
    pub bank_kinds: std::collections::BTreeMap<String, usize>,
}

impl Tally {
    pub fn add(&mut self, r: &ProgramReport) {
        self.programs += 1;
        let note = |m: &mut std::collections::BTreeMap<String, (usize, String)>, k: String, ex: &str| {
            let e = m.entry(k).or_insert((0, ex.to_string()));
            e.0 += 1;
        };
        if let LlcVerdict::NotTarget(why) = &r.llc {
            note(&mut self.not_targets, kind(why), &r.name);
            return;
        }
        self.targets += 1;
        let mut clean = r.stages.len() == PASSES.len();
        for (i, st) in r.stages.iter().enumerate().take(3) {
            let t = &mut self.stages[i];
            t.0 += usize::from(st.ours.is_pass());
            let applicable = !matches!(st.llc_accepts, Check::NotRun(_)) || !st.ours.is_pass();
            t.2 += usize::from(applicable);
            t.1 += usize::from(st.llc_accepts.is_pass());
            t.3 += usize::from(!matches!(st.meaning, Check::NotRun(_)));
            t.4 += usize::from(matches!(st.meaning, Check::Fail(_)));
            for (check, c) in [("ours", &st.ours), ("llc", &st.llc_accepts), ("meaning", &st.meaning)] {
                if let Check::Fail(why) = c {
                    clean = false;
                    let e = self.kinds.entry((i, check, kind(why))).or_insert((0, r.name.clone()));
                    e.0 += 1;
                }
            }
            if st.ours.is_pass()
                && let Check::NotRun(why) = &st.meaning
            {
                note(&mut self.unchecked, format!("{}: {}", st.pass, kind(why)), &r.name);
            }
        }
        if clean {
            self.clean += 1;
        }
        if let Some((a, t, dis)) = &r.banks {
            self.banks.0 += a;
            self.banks.1 += t;
            for d in dis {
                *self.bank_kinds.entry(d.clone()).or_default() += 1;
            }
        }
        if let Some((o, l)) = r.counts {
            self.counts.0 += o;
            self.counts.1 += l;
        }
    }

    /// The ratio of selected instructions, ours to llc-14's.
    pub fn ratio(&self) -> String {
        if self.counts.1 == 0 {
            "n/a".into()
        } else {
            format!("{:.3} ({}/{})", self.counts.0 as f64 / self.counts.1 as f64, self.counts.0, self.counts.1)
        }
    }

    /// The summary rows, label and figure: one column of the table.
    pub fn rows(&self) -> Vec<(String, String)> {
        let mut rows = vec![
            ("programs".to_string(), self.programs.to_string()),
            ("llc-14 compiles without fallback (targets)".into(), pct(self.targets, self.programs)),
        ];
        let judge = [
            "llc-14 regbankselect,instruction-select accepts our legalizer output",
            "llc-14 selects our regbankselect output",
            "llc-14 -verify-machineinstrs accepts our selection",
        ];
        for (i, pass) in PASSES.iter().enumerate() {
            let (ours, llc, applicable, checked, bad) = self.stages[i];
            rows.push((format!("{pass}: our pass runs, no fallback"), pct(ours, self.targets)));
            rows.push((format!("{pass}: {}", judge[i]), pct(llc, applicable)));
            rows.push((format!("{pass}: meaning checked"), pct(checked, self.targets)));
            rows.push((format!("{pass}: meaning mismatches"), bad.to_string()));
        }
        rows.push(("bank agreement with llc-14 regbankselect".into(), pct(self.banks.0, self.banks.1)));
        rows.push(("selected instructions ours/llc-14 (no COPY/PHI)".into(), self.ratio()));
        rows.push(("targets passing every check".into(), pct(self.clean, self.targets)));
        rows
    }

    /// The failure kinds, most frequent first: `count  stage  check  kind  (e.g. program)`.
    pub fn kind_lines(&self, limit: usize) -> Vec<String> {
        let mut v: Vec<_> = self.kinds.iter().collect();
        v.sort_by(|a, b| b.1.0.cmp(&a.1.0).then(a.0.cmp(b.0)));
        v.into_iter().take(limit).map(|((i, check, k), (n, ex))| format!("{n:5}  {} {check}: {k}  (e.g. {ex})", PASSES[*i])).collect()
    }
}

/// Lines `count  kind  (e.g. example)` of a kind map, most frequent first.
pub fn count_lines(m: &std::collections::BTreeMap<String, (usize, String)>, limit: usize) -> Vec<String> {
    let mut v: Vec<_> = m.iter().collect();
    v.sort_by(|a, b| b.1.0.cmp(&a.1.0).then(a.0.cmp(b.0)));
    v.into_iter().take(limit).map(|(k, (n, ex))| format!("{n:5}  {k}  (e.g. {ex})")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_selected_without_copies() {
        let text = "---\nname: f\nbody: |\n  bb.0:\n    liveins: $vgpr0\n    %0:vgpr_32 = COPY $vgpr0\n    %1:vgpr_32 = nofpexcept V_ADD_F32_e64 0, %0, 0, %0, 0, 0, implicit $mode, implicit $exec\n    S_ENDPGM 0\n...\n";
        assert_eq!(count_selected(text), 2);
    }

    #[test]
    fn banks_compare_by_bank() {
        let input = "---\nbody: |\n  bb.0:\n    %0:_(s32) = COPY $vgpr0\n    %1:_(s32) = G_ADD %0, %0\n...\n";
        let ours = "---\nbody: |\n  bb.0:\n    %0:vgpr(s32) = COPY $vgpr0\n    %1:sgpr(s32) = G_ADD %0, %0\n...\n";
        let theirs = "---\nbody: |\n  bb.0:\n    %0:vgpr(s32) = COPY $vgpr0\n    %1:vgpr(s32) = G_ADD %0, %0\n...\n";
        let (agree, total, dis) = compare_banks(input, ours, theirs);
        assert_eq!((agree, total), (1, 2));
        assert_eq!(dis, vec!["G_ADD s32: ours sgpr, llc vgpr".to_string()]);
    }

    #[test]
    fn kinds_group_numbers() {
        assert_eq!(kind("/tmp/x/in.legalizer.mir:12:5: %3 is bad at bb.2"), "%N is bad at bb.N");
        assert_eq!(kind("memory Global 0x1fd0: leaves 0xfa"), kind("memory Global 0x2b4: leaves 0x3"));
    }
}
