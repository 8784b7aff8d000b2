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
use crate::llc::{LlcRun, require_llc, run_llc};

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
        Ok(Tools { llc, mir_run, work: work.to_path_buf(), limit: Duration::from_secs(120), keep: false })
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

/// Runs llc-14 with `args` on `input`, output to `out`: Pass, or Fail with the remark or first error.
fn llc_check(tools: &Tools, cpu: &str, args: &[&str], input: &Path, out: &Path) -> Result<Check, String> {
    let mut a: Vec<String> = vec!["-march=amdgcn".into(), format!("-mcpu={cpu}"), "-global-isel-abort=2".into()];
    a.push("-pass-remarks-missed=gisel.*".into());
    a.extend(args.iter().map(|s| s.to_string()));
    a.push(s(input));
    a.push("-o".into());
    a.push(s(out));
    let run = run_llc(&tools.llc, &a, tools.limit)?;
    Ok(verdict(&run, &read(out)))
}

fn verdict(run: &LlcRun, output: &str) -> Check {
    if !run.ok {
        let e = run.first_error();
        return Check::Fail(if e.is_empty() { format!("llc-14 {}", run.status) } else { e });
    }
    if let Some(r) = first_remark(&run.stderr) {
        return Check::Fail(format!("fallback: {r}"));
    }
    if output.contains("failedISel: true") {
        return Check::Fail("failedISel: true without a remark".into());
    }
    Check::Pass
}

/// Runs our `mir-run --pass <pass>` on `input` into `out`.
fn ours(tools: &Tools, cpu: &str, pass: &str, input: &Path, out: &Path) -> Check {
    let output = Command::new(&tools.mir_run)
        .args(["--pass", pass, "--mcpu", cpu])
        .arg(input)
        .arg("-o")
        .arg(out)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output();
    match output {
        Err(e) => Check::Fail(format!("cannot run mir-run: {e}")),
        Ok(o) if !o.status.success() => {
            let err = String::from_utf8_lossy(&o.stderr);
            let first = err.lines().find(|l| l.starts_with("error")).or_else(|| err.lines().next()).unwrap_or("");
            Check::Fail(if first.is_empty() { format!("mir-run {}", o.status) } else { first.trim().to_string() })
        }
        Ok(_) if read(out).contains("failedISel: true") => Check::Fail(format!("our {pass} fell back")),
        Ok(_) => Check::Pass,
    }
}

/// The meaning check of `after` (our output) against `before` (the pass input).
pub fn meaning(before: &str, after: &str) -> Check {
    let parse = |t: &str, what: &str| isel::mir::parse(t).map_err(|e| format!("cannot parse {what}: {e}"));
    let (b, a) = match (parse(before, "the input"), parse(after, "our output")) {
        (Ok(b), Ok(a)) => (b, a),
        (Err(e), _) | (_, Err(e)) => return Check::NotRun(e),
    };
    let mut verdict = Check::NotRun("no function".into());
    for fb in &b.functions {
        let Some(fa) = a.functions.iter().find(|f| f.name == fb.name) else {
            return Check::Fail(format!("`{}` is missing from our output", fb.name));
        };
        let st = pipeline::subtarget_for(fb, &Options::default());
        let mut space = InputSpace::for_functions(fb, fa, st.wave_size);
        if std::env::var_os("MIR_EQUIV_CASES").is_none() {
            space.cases = 32;
        }
        let run = catch_unwind(AssertUnwindSafe(|| equiv::assert_equivalent(fb, fa, &space)));
        verdict = match run {
            Ok(Ok(_)) => Check::Pass,
            // Our output uses an instruction the interpreter has no semantics for: not checked.
            Ok(Err(EquivError::Mismatch { detail, .. })) if detail.contains("the transformed function fails") && detail.contains("is not modelled") => {
                return Check::NotRun(format!("the interpreter does not model {} (in our output)", opcode_in(&detail)));
            }
            Ok(Err(e @ EquivError::Mismatch { .. })) => return Check::Fail(one_line(&e.to_string())),
            Ok(Err(e)) => return Check::NotRun(one_line(&e.to_string())),
            Err(p) => {
                let msg = p.downcast_ref::<String>().cloned().or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()));
                return Check::NotRun(format!("the interpreter panicked: {}", msg.unwrap_or_default()));
            }
        };
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

/// Runs every check of the module text `ir` (named `name`) on `cpu`.
pub fn check_program(tools: &Tools, name: &str, ir: &str, cpu: &str, want_banks: bool) -> Result<ProgramReport, String> {
    let dir = tools.work.join(format!("{name}.{cpu}"));
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let ll = dir.join("p.ll");
    std::fs::write(&ll, ir).map_err(|e| format!("cannot write {}: {e}", ll.display()))?;
    let report = check_file(tools, name, &ll, &dir, cpu, want_banks);
    if !tools.keep {
        let _ = std::fs::remove_dir_all(&dir);
    }
    report
}

fn check_file(tools: &Tools, name: &str, ll: &Path, dir: &Path, cpu: &str, want_banks: bool) -> Result<ProgramReport, String> {
    let mut report = ProgramReport {
        name: name.to_string(),
        cpu: cpu.to_string(),
        llc: LlcVerdict::Target,
        stages: Vec::new(),
        banks: None,
        counts: None,
    };
    let llc_sel = dir.join("llc.isel.mir");
    if let Check::Fail(why) = llc_check(tools, cpu, &["-global-isel", "-stop-after=instruction-select"], ll, &llc_sel)? {
        report.llc = LlcVerdict::NotTarget(why);
        return Ok(report);
    }
    for (i, pass) in PASSES.iter().enumerate() {
        let input = dir.join(format!("in.{pass}.mir"));
        let out = dir.join(format!("ours.{pass}.mir"));
        let mut st = StageReport { pass, ours: Check::NotRun(String::new()), llc_accepts: Check::NotRun(String::new()), meaning: Check::NotRun(String::new()) };
        let stop = format!("-stop-before={pass}");
        if let Check::Fail(why) = llc_check(tools, cpu, &["-global-isel", &stop], ll, &input)? {
            let why = format!("llc-14 -stop-before={pass} fails: {why}");
            st.ours = Check::NotRun(why.clone());
            st.llc_accepts = Check::NotRun(why.clone());
            st.meaning = Check::NotRun(why);
            report.stages.push(st);
            continue;
        }
        st.ours = ours(tools, cpu, pass, &input, &out);
        if !st.ours.is_pass() {
            let why = format!("our {pass} failed");
            st.llc_accepts = Check::NotRun(why.clone());
            st.meaning = Check::NotRun(why);
            report.stages.push(st);
            continue;
        }
        let judged = dir.join(format!("judged.{pass}.mir"));
        let run_pass = format!("-run-pass={}", JUDGE[i]);
        let mut args = vec![run_pass.as_str()];
        if *pass == "instruction-select" {
            args.push("-verify-machineinstrs");
        }
        st.llc_accepts = llc_check(tools, cpu, &args, &out, &judged)?;
        if *pass == "instruction-select"
            && let Check::Fail(ours_why) = &st.llc_accepts
        {
            // Counts only where llc-14 reads its own selection back.
            if let Check::Fail(own) = llc_check(tools, cpu, &args, &llc_sel, &dir.join("judged.own.mir"))? {
                st.llc_accepts = Check::NotRun(format!("llc-14 rejects its own selection too ({own}); ours: {ours_why}"));
            }
        }
        let (before, after) = (read(&input), read(&out));
        st.meaning = meaning(&before, &after);
        if *pass == "regbankselect" && want_banks {
            let theirs = dir.join("llc.rbs.mir");
            if llc_check(tools, cpu, &["-run-pass=regbankselect"], &input, &theirs)?.is_pass() {
                report.banks = Some(compare_banks(&before, &after, &read(&theirs)));
            }
        }
        if *pass == "instruction-select" && st.ours.is_pass() {
            report.counts = Some((count_selected(&after), count_selected(&read(&llc_sel))));
        }
        report.stages.push(st);
    }
    Ok(report)
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
            if t.is_empty() || t.starts_with("bb.") || t.starts_with("liveins:") || t.starts_with("successors:") || t.starts_with(';') || t.starts_with('|') {
                continue;
            }
            let rhs = match t.split_once(" = ") {
                Some((lhs, rhs)) if lhs.starts_with('%') || lhs.starts_with('$') => rhs,
                _ => t,
            };
            let op = rhs.split_whitespace().find(|w| !FLAGS.contains(w)).unwrap_or("");
            if !op.is_empty() && op != "COPY" && op != "PHI" && op.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_') {
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
    let mut out = String::with_capacity(msg.len());
    let mut chars = msg.chars().peekable();
    let mut last_digit = false;
    while let Some(c) = chars.next() {
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
        if self.counts.1 == 0 { "n/a".into() } else { format!("{:.3} ({}/{})", self.counts.0 as f64 / self.counts.1 as f64, self.counts.0, self.counts.1) }
    }

    /// The summary rows, label and figure: one column of the table.
    pub fn rows(&self) -> Vec<(String, String)> {
        let mut rows = vec![
            ("programs".to_string(), self.programs.to_string()),
            ("llc-14 compiles without fallback (targets)".into(), pct(self.targets, self.programs)),
        ];
        let judge = ["llc-14 regbankselect,instruction-select accepts our legalizer output", "llc-14 selects our regbankselect output", "llc-14 -verify-machineinstrs accepts our selection"];
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
    }
}
