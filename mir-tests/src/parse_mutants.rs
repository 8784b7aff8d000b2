//! Differential parsing against llc-14: one-fault mutants of llc-14's own stage files, each read
//! by llc-14's MIR parser (`llc-14 -march=amdgcn -run-pass=none`) and by ours, whose verdicts
//! (accepted or rejected) must agree.
//!
//! A mutant is a seed file llc-14 reads, with exactly one fault of one [`Fault`] kind put in at a
//! place chosen by a seeded generator: an unknown or misspelt opcode, a bad type or register
//! class, an unknown physical register or block, a bracket dropped or doubled, a register id
//! given twice in `registers:`, the file cut off (in the IR block, the header, the body, at a line
//! end or inside a line), a header value or key llc-14 does not take. A kind that finds no place
//! in a seed picks another seed. The same seed number gives the same mutants on every machine.
//!
//! What is compared is only the verdict: llc-14's message and ours differ in wording. A run of
//! llc-14 that ends by a signal (its own crash, e.g. printing an instruction it read with
//! operands missing) has no verdict and is counted apart.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rayon::prelude::*;

use crate::llc::run_llc;
use crate::rng::SplitMix64;

/// The fault a mutant carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Fault {
    UnknownGenericOpcode,
    UnknownTargetOpcode,
    MisspeltOpcode,
    BadType,
    BadRegClass,
    UnknownPhysReg,
    UnknownBlock,
    DroppedBracket,
    DoubledBracket,
    DuplicateRegisterId,
    TruncatedInIr,
    TruncatedInHeader,
    TruncatedInBody,
    TruncatedAtLineEnd,
    BadHeaderValue,
    UnknownHeaderKey,
}

impl Fault {
    pub const ALL: [Fault; 16] = [
        Fault::UnknownGenericOpcode,
        Fault::UnknownTargetOpcode,
        Fault::MisspeltOpcode,
        Fault::BadType,
        Fault::BadRegClass,
        Fault::UnknownPhysReg,
        Fault::UnknownBlock,
        Fault::DroppedBracket,
        Fault::DoubledBracket,
        Fault::DuplicateRegisterId,
        Fault::TruncatedInIr,
        Fault::TruncatedInHeader,
        Fault::TruncatedInBody,
        Fault::TruncatedAtLineEnd,
        Fault::BadHeaderValue,
        Fault::UnknownHeaderKey,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Fault::UnknownGenericOpcode => "unknown generic opcode",
            Fault::UnknownTargetOpcode => "unknown target opcode",
            Fault::MisspeltOpcode => "misspelt opcode",
            Fault::BadType => "bad type",
            Fault::BadRegClass => "bad register class or bank",
            Fault::UnknownPhysReg => "unknown physical register",
            Fault::UnknownBlock => "unknown block",
            Fault::DroppedBracket => "dropped bracket",
            Fault::DoubledBracket => "doubled bracket",
            Fault::DuplicateRegisterId => "duplicated register id",
            Fault::TruncatedInIr => "cut off in the IR block",
            Fault::TruncatedInHeader => "cut off in a header",
            Fault::TruncatedInBody => "cut off inside a body line",
            Fault::TruncatedAtLineEnd => "cut off at a body line end",
            Fault::BadHeaderValue => "bad header value",
            Fault::UnknownHeaderKey => "unknown header key",
        }
    }
}

/// Which part of a file a line is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Region {
    /// Comments, `---`, `...`.
    Outside,
    Ir,
    Header,
    Body,
}

/// Each line's region, for lines split on `\n`.
fn regions(lines: &[&str]) -> Vec<Region> {
    let mut out = Vec::with_capacity(lines.len());
    let mut cur = Region::Outside;
    for l in lines {
        let t = l.trim_end();
        if t == "..." {
            out.push(Region::Outside);
            cur = Region::Outside;
        } else if let Some(rest) = t.strip_prefix("---") {
            out.push(Region::Outside);
            cur = if rest.trim_start().starts_with('|') { Region::Ir } else { Region::Header };
        } else if cur == Region::Header && t.starts_with("body:") {
            out.push(Region::Header);
            cur = Region::Body;
        } else {
            out.push(cur);
        }
    }
    out
}

/// Byte offset of each line's start.
fn line_starts(text: &str) -> Vec<usize> {
    std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1)).collect()
}

/// The spans (byte ranges in `text`) of words in body lines that `pick` accepts, with the
/// word.
fn body_words(text: &str, pick: impl Fn(&str, &str) -> bool) -> Vec<(usize, usize)> {
    let lines: Vec<&str> = text.split('\n').collect();
    let regs = regions(&lines);
    let starts = line_starts(text);
    let mut out = Vec::new();
    for (k, line) in lines.iter().enumerate() {
        if regs[k] != Region::Body || line.trim_start().starts_with(';') {
            continue;
        }
        let code = line.split(" :: ").next().unwrap_or("");
        let bytes = code.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            let is_word = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'%' | b'-');
            if !is_word(bytes[i]) {
                i += 1;
                continue;
            }
            let s = i;
            while i < bytes.len() && is_word(bytes[i]) {
                i += 1;
            }
            if pick(&code[s..i], line) {
                out.push((starts[k] + s, starts[k] + i));
            }
        }
    }
    out
}

fn is_opcode_word(w: &str) -> bool {
    w.len() > 1
        && w.as_bytes()[0].is_ascii_uppercase()
        && w.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
        && isel::mir::is_llvm14_opcode_name(w)
}

fn replace(text: &str, span: (usize, usize), with: &str) -> String {
    let mut s = String::with_capacity(text.len() + with.len());
    s.push_str(&text[..span.0]);
    s.push_str(with);
    s.push_str(&text[span.1..]);
    s
}

/// `text` with one fault of kind `fault` at a place `rng` picks; `None` if the text has no
/// place for it.
pub fn mutate(text: &str, fault: Fault, rng: &mut SplitMix64) -> Option<String> {
    let lines: Vec<&str> = text.split('\n').collect();
    let regs = regions(&lines);
    let starts = line_starts(text);
    let lines_in = |r: Region| -> Vec<usize> { (0..lines.len()).filter(|&k| regs[k] == r && !lines[k].trim().is_empty()).collect() };
    match fault {
        Fault::UnknownGenericOpcode => {
            let sites = body_words(text, |w, _| w.starts_with("G_") && is_opcode_word(w));
            let span = *sites.get(rng.below(sites.len()))?;
            let word = &text[span.0..span.1];
            let new = match rng.below(3) {
                0 => format!("{word}X"),
                1 => "G_FOO".to_string(),
                _ => format!("G_{}", &word[2..].chars().rev().collect::<String>()),
            };
            Some(replace(text, span, &new))
        }
        Fault::UnknownTargetOpcode => {
            let sites = body_words(text, |w, _| !w.starts_with("G_") && is_opcode_word(w) && w.contains('_'));
            let span = *sites.get(rng.below(sites.len()))?;
            let word = &text[span.0..span.1];
            let new = if rng.below(2) == 0 { format!("{word}_BOGUS") } else { format!("S_{word}") };
            Some(replace(text, span, &new))
        }
        Fault::MisspeltOpcode => {
            let sites = body_words(text, |w, _| is_opcode_word(w) && w.len() > 3);
            let span = *sites.get(rng.below(sites.len()))?;
            let word: Vec<char> = text[span.0..span.1].chars().collect();
            let i = 1 + rng.below(word.len() - 2);
            let mut w = word.clone();
            match rng.below(3) {
                0 => w.swap(i, i + 1),
                1 => {
                    w.remove(i);
                }
                _ => w[i] = w[i].to_ascii_lowercase(),
            }
            Some(replace(text, span, &w.into_iter().collect::<String>()))
        }
        Fault::BadType => {
            let mut sites = Vec::new();
            for (i, _) in text.match_indices("(s").chain(text.match_indices("(p")).chain(text.match_indices("(<")) {
                let k = starts.partition_point(|&s| s <= i) - 1;
                if regs[k] == Region::Body
                    && let Some(close) = text[i..].find(')')
                {
                    sites.push((i + 1, i + close));
                }
            }
            let span = *sites.get(rng.below(sites.len()))?;
            let new = rng.pick(&["q32", "s0", "s", "p", "<2 x s32", "<0 x s32>", "x32", "<2 x q16>", "s32 x", "<2 s32>"]);
            Some(replace(text, span, new))
        }
        Fault::BadRegClass => {
            let mut sites = Vec::new();
            for (i, _) in text.match_indices(':') {
                let k = starts.partition_point(|&s| s <= i) - 1;
                let after = &text[i + 1..];
                let n = after.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(after.len());
                let word = &after[..n];
                if n > 0
                    && isel::mir::RegConstraint::from_name(word).is_some()
                    && word != "_"
                    && (regs[k] == Region::Body && text[..i].ends_with(|c: char| c.is_ascii_alphanumeric()) && text[..i].contains('%')
                        || regs[k] == Region::Header && text[..i].ends_with("class"))
                {
                    sites.push((i + 1, i + 1 + n));
                }
            }
            // `class: x` has a space after the colon.
            for (i, _) in text.match_indices("class: ") {
                let after = &text[i + 7..];
                let n = after.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(after.len());
                if n > 0 && &after[..n] != "_" {
                    sites.push((i + 7, i + 7 + n));
                }
            }
            let span = *sites.get(rng.below(sites.len()))?;
            let word = &text[span.0..span.1];
            let new = match rng.below(3) {
                0 => format!("{word}x"),
                1 => word.replace("32", "33").replace("64", "65").replace("gpr", "gpx"),
                _ => {
                    let mut c: Vec<char> = word.chars().collect();
                    let n = c.len();
                    if n > 2 {
                        c.swap(0, 1);
                    }
                    c.into_iter().collect()
                }
            };
            Some(replace(text, span, &new))
        }
        Fault::UnknownPhysReg => {
            let sites = body_words(text, |w, _| w.starts_with('$') && w != "$noreg" && isel::mir::PhysReg::from_name(&w[1..]).is_some());
            let span = *sites.get(rng.below(sites.len()))?;
            let word = &text[span.0 + 1..span.1];
            let new = if let Some(n) = word.strip_prefix("vgpr").and_then(|d| d.parse::<u32>().ok()) {
                format!("$vgpr{}", n + 256 + rng.below(10000) as u32)
            } else if let Some(n) = word.strip_prefix("sgpr").and_then(|d| d.parse::<u32>().ok()) {
                format!("$sgpr{}", n + 106 + rng.below(200) as u32)
            } else if rng.below(2) == 0 {
                format!("${word}x")
            } else {
                format!("${}", word.to_uppercase())
            };
            Some(replace(text, span, &new))
        }
        Fault::UnknownBlock => {
            let sites = body_words(text, |w, _| w.starts_with("%bb.") && w[4..].bytes().all(|b| b.is_ascii_digit()) && w.len() > 4);
            let span = *sites.get(rng.below(sites.len()))?;
            Some(replace(text, span, &format!("%bb.{}", 100 + rng.below(1000))))
        }
        Fault::DroppedBracket | Fault::DoubledBracket => {
            let mut sites = Vec::new();
            for (k, l) in lines.iter().enumerate() {
                if regs[k] == Region::Outside || l.trim_start().starts_with([';', '#']) {
                    continue;
                }
                for (i, b) in l.bytes().enumerate() {
                    if matches!(b, b'(' | b')' | b'[' | b']' | b'{' | b'}' | b'<' | b'>') {
                        sites.push(starts[k] + i);
                    }
                }
            }
            let at = *sites.get(rng.below(sites.len()))?;
            let with = if fault == Fault::DroppedBracket { String::new() } else { text[at..at + 1].repeat(2) };
            Some(replace(text, (at, at + 1), &with))
        }
        Fault::DuplicateRegisterId => {
            let sites: Vec<usize> =
                (0..lines.len()).filter(|&k| regs[k] == Region::Header && lines[k].trim_start().starts_with("- { id:")).collect();
            let k = *sites.get(rng.below(sites.len()))?;
            let dup = if rng.below(2) == 0 {
                lines[k].to_string()
            } else {
                // The same id with another class.
                let l = lines[k];
                let cls = l.find("class: ")?;
                let end = l[cls + 7..].find([',', ' ', '}']).map_or(l.len(), |e| cls + 7 + e);
                format!("{}{}{}", &l[..cls + 7], if &l[cls + 7..end] == "_" { "sgpr" } else { "_" }, &l[end..])
            };
            Some(replace(text, (starts[k], starts[k]), &format!("{dup}\n")))
        }
        Fault::TruncatedInIr | Fault::TruncatedInHeader | Fault::TruncatedInBody => {
            let region = match fault {
                Fault::TruncatedInIr => Region::Ir,
                Fault::TruncatedInHeader => Region::Header,
                _ => Region::Body,
            };
            let sites = lines_in(region);
            let k = *sites.get(rng.below(sites.len()))?;
            let l = lines[k];
            let body = l.trim_start();
            let indent = l.len() - body.len();
            if body.len() < 2 {
                return None;
            }
            // Inside the line's text, never at its very end (that is a line-end cut).
            let mut cut = indent + 1 + rng.below(body.len() - 1);
            while !l.is_char_boundary(cut) {
                cut -= 1;
            }
            Some(text[..starts[k] + cut].to_string())
        }
        Fault::TruncatedAtLineEnd => {
            let sites = lines_in(Region::Body);
            let k = *sites.get(rng.below(sites.len()))?;
            Some(text[..starts[k] + lines[k].len() + rng.below(2)].to_string())
        }
        Fault::BadHeaderValue => {
            let mut sites = Vec::new();
            for k in lines_in(Region::Header) {
                let l = lines[k];
                if l.starts_with(' ') {
                    continue;
                }
                let Some((key, value)) = l.split_once(':') else { continue };
                let value = value.trim();
                let bad: &[&str] = match key {
                    "legalized"
                    | "regBankSelected"
                    | "selected"
                    | "failedISel"
                    | "tracksRegLiveness"
                    | "exposesReturnsTwice"
                    | "hasWinCFI"
                    | "failsVerification"
                    | "tracksDebugUserValues" => &["maybe", "1", "0", "truex", "tRue", "~", "'yes", "t"],
                    "alignment" => &["3", "x", "-1", "0x10", "1.5", "6"],
                    "name" => &["'f", "\"f", "'a' b"],
                    _ => continue,
                };
                let at = starts[k] + l.len() - l[key.len() + 1..].trim_start().len();
                let _ = value;
                sites.push((at, starts[k] + l.trim_end().len(), bad));
            }
            let (s, e, bad) = *sites.get(rng.below(sites.len()))?;
            Some(replace(text, (s, e), rng.pick(bad)))
        }
        Fault::UnknownHeaderKey => {
            let sites: Vec<usize> =
                lines_in(Region::Header).into_iter().filter(|&k| !lines[k].starts_with(' ') && lines[k].contains(':')).collect();
            let k = *sites.get(rng.below(sites.len()))?;
            let l = lines[k];
            let colon = l.find(':')?;
            let key = &l[..colon];
            let new = match rng.below(3) {
                0 => format!("{key}x"),
                1 => key.to_uppercase(),
                _ => {
                    let mut c: Vec<char> = key.chars().collect();
                    if c.len() > 2 {
                        c.swap(1, 2);
                    }
                    c.into_iter().collect()
                }
            };
            Some(replace(text, (starts[k], starts[k] + colon), &new))
        }
    }
}

/// One seed: a file llc-14 reads, with the `-mcpu` to read it with.
#[derive(Clone, Debug)]
pub struct Seed {
    pub name: String,
    pub text: String,
    pub cpu: String,
}

/// How one mutant was judged.
#[derive(Clone, Debug)]
pub struct Judged {
    pub fault: Fault,
    pub seed: String,
    pub text: String,
    /// llc-14 read it (exit 0); `None` when llc-14 ended by a signal or timed out.
    pub llc_accepts: Option<bool>,
    pub llc_error: String,
    /// Our parser's error, `None` if it accepted.
    pub our_error: Option<isel::mir::ParseError>,
}

/// The figures of a run, by fault kind.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub by_fault: BTreeMap<Fault, Counts>,
}

#[derive(Clone, Copy, Debug, Default)]
pub struct Counts {
    pub mutants: usize,
    pub both_reject: usize,
    pub both_accept: usize,
    /// We accept, llc-14 rejects.
    pub we_accept: usize,
    /// We reject, llc-14 accepts.
    pub we_reject: usize,
    /// llc-14 crashed: no verdict.
    pub llc_crashed: usize,
    /// Our rejection pointed outside the file.
    pub bad_position: usize,
}

impl Tally {
    pub fn add(&mut self, j: &Judged) {
        let c = self.by_fault.entry(j.fault).or_default();
        c.mutants += 1;
        let ours = j.our_error.is_none();
        match j.llc_accepts {
            None => c.llc_crashed += 1,
            Some(true) if ours => c.both_accept += 1,
            Some(false) if !ours => c.both_reject += 1,
            Some(false) => c.we_accept += 1,
            Some(true) => c.we_reject += 1,
        }
        if let Some(e) = &j.our_error {
            let lines = j.text.split('\n').count() as u32;
            if e.line == 0 || e.line > lines || e.col == 0 {
                c.bad_position += 1;
            }
        }
    }

    pub fn total(&self) -> Counts {
        let mut t = Counts::default();
        for c in self.by_fault.values() {
            t.mutants += c.mutants;
            t.both_reject += c.both_reject;
            t.both_accept += c.both_accept;
            t.we_accept += c.we_accept;
            t.we_reject += c.we_reject;
            t.llc_crashed += c.llc_crashed;
            t.bad_position += c.bad_position;
        }
        t
    }

    /// A table: one row per fault kind and a total.
    pub fn table(&self) -> String {
        let mut s = format!(
            "{:<30} {:>7} {:>8} {:>8} {:>10} {:>10} {:>8} {:>7}\n",
            "fault", "mutants", "both-rej", "both-acc", "we-accept", "we-reject", "llc-crash", "bad-pos"
        );
        let row = |name: &str, c: &Counts| {
            format!(
                "{:<30} {:>7} {:>8} {:>8} {:>10} {:>10} {:>8} {:>7}\n",
                name, c.mutants, c.both_reject, c.both_accept, c.we_accept, c.we_reject, c.llc_crashed, c.bad_position
            )
        };
        for (f, c) in &self.by_fault {
            s.push_str(&row(f.name(), c));
        }
        s.push_str(&row("total", &self.total()));
        s
    }
}

/// `n` mutants of `seeds`, deterministic for `seed`: fault kinds in turn, seed files at random.
pub fn mutants(seeds: &[Seed], n: usize, seed: u64) -> Vec<(Fault, usize, String)> {
    let mut rng = SplitMix64(seed);
    let mut out = Vec::with_capacity(n);
    let mut tries = 0;
    while out.len() < n && !seeds.is_empty() && tries < n * 50 {
        tries += 1;
        let fault = Fault::ALL[out.len() % Fault::ALL.len()];
        let s = rng.below(seeds.len());
        if let Some(text) = mutate(&seeds[s].text, fault, &mut rng)
            && text != seeds[s].text
        {
            out.push((fault, s, text));
        }
    }
    out
}

/// llc-14's verdict on `text`: `Some(accepted)`, or `None` if it crashed or hung.
pub fn llc_verdict(llc: &PathBuf, dir: &Path, index: usize, text: &str, cpu: &str) -> Result<(Option<bool>, String), String> {
    let path = dir.join(format!("mutant-{index}.mir"));
    std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    let args = vec![
        "-march=amdgcn".to_string(),
        format!("-mcpu={cpu}"),
        "-run-pass=none".to_string(),
        "-o".to_string(),
        "/dev/null".to_string(),
        path.display().to_string(),
    ];
    let run = run_llc(llc, &args, Duration::from_secs(60))?;
    let _ = std::fs::remove_file(&path);
    // Exit status 1 is a diagnosed error; a signal, an abort or a timeout is no verdict.
    let verdict = if run.ok {
        Some(true)
    } else if run.status.contains("exit status: 1") && !run.stderr.contains("Stack dump") && !run.stderr.contains("LLVM ERROR") {
        Some(false)
    } else {
        None
    };
    Ok((verdict, run.first_error()))
}

/// Judges every mutant, in parallel.
pub fn judge(seeds: &[Seed], mutants: &[(Fault, usize, String)], llc: &PathBuf, dir: &Path) -> Result<Vec<Judged>, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    mutants
        .par_iter()
        .enumerate()
        .map(|(i, (fault, s, text))| {
            let seed = &seeds[*s];
            let (llc_accepts, llc_error) = llc_verdict(llc, dir, i, text, &seed.cpu)?;
            let our_error = isel::mir::parse(text).err();
            Ok(Judged { fault: *fault, seed: seed.name.clone(), text: text.clone(), llc_accepts, llc_error, our_error })
        })
        .collect()
}

/// llc-14's stage files of the project's programs: `llc-14 -global-isel -stop-after=STAGE` for
/// each stage on gfx900, kept under `dir` (made once, reused while present), and only those
/// llc-14 itself reads back.
pub fn stage_seeds(llc: &PathBuf, dir: &Path, programs: &[PathBuf]) -> Result<Vec<Seed>, String> {
    const STAGES: [&str; 4] = ["irtranslator", "legalizer", "regbankselect", "instruction-select"];
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let jobs: Vec<(PathBuf, &str)> = programs.iter().flat_map(|p| STAGES.iter().map(move |s| (p.clone(), *s))).collect();
    let seeds: Vec<Option<Seed>> = jobs
        .par_iter()
        .map(|(program, stage)| -> Result<Option<Seed>, String> {
            let stem = program.file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_default();
            let out = dir.join(format!("{stem}.{stage}.mir"));
            let ok_mark = dir.join(format!("{stem}.{stage}.ok"));
            let bad_mark = dir.join(format!("{stem}.{stage}.bad"));
            if bad_mark.exists() {
                return Ok(None);
            }
            if !ok_mark.exists() {
                let ir = std::fs::read_to_string(program).map_err(|e| format!("cannot read {}: {e}", program.display()))?;
                let mut args = vec!["-march=amdgcn".to_string(), "-mcpu=gfx900".to_string(), "-global-isel".to_string()];
                if crate::corpus::uses_opaque_pointers(&ir) {
                    args.push("-opaque-pointers".to_string());
                }
                args.extend([format!("-stop-after={stage}"), "-o".to_string(), out.display().to_string(), program.display().to_string()]);
                let made = run_llc(llc, &args, Duration::from_secs(120))?.ok && out.exists();
                let reads = made && {
                    let back = ["-march=amdgcn", "-mcpu=gfx900", "-run-pass=none", "-o", "/dev/null"]
                        .map(String::from)
                        .into_iter()
                        .chain([out.display().to_string()]);
                    run_llc(llc, &back.collect::<Vec<_>>(), Duration::from_secs(60))?.ok
                };
                let mark = if reads { &ok_mark } else { &bad_mark };
                std::fs::write(mark, "").map_err(|e| format!("cannot write {}: {e}", mark.display()))?;
                if !reads {
                    return Ok(None);
                }
            }
            let text = std::fs::read_to_string(&out).map_err(|e| format!("cannot read {}: {e}", out.display()))?;
            Ok(Some(Seed { name: format!("{stem}.{stage}"), text, cpu: "gfx900".to_string() }))
        })
        .collect::<Result<_, _>>()?;
    Ok(seeds.into_iter().flatten().collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    const SEED: &str = "--- |\n  define void @f() {\n    ret void\n  }\n...\n---\nname: f\nlegalized: true\nregisters:\n  - { id: 0, class: sgpr }\nbody: |\n  bb.0:\n    successors: %bb.1\n    %0:sgpr(s32) = G_CONSTANT i32 1\n    G_BR %bb.1\n  bb.1:\n    $vgpr0 = COPY %0(s32)\n    S_ENDPGM 0, implicit $vgpr0\n...\n";

    #[test]
    fn every_fault_finds_a_place_and_changes_the_text() {
        let mut rng = SplitMix64(7);
        for fault in Fault::ALL {
            let m = (0..20).find_map(|_| mutate(SEED, fault, &mut rng).filter(|m| m != SEED));
            assert!(m.is_some(), "{fault:?} found no place");
        }
    }

    #[test]
    fn regions_follow_the_documents() {
        let lines: Vec<&str> = SEED.split('\n').collect();
        let r = regions(&lines);
        assert_eq!(r[1], Region::Ir);
        assert_eq!(r[6], Region::Header);
        assert_eq!(r[12], Region::Body);
        assert_eq!(r[18], Region::Outside);
    }
}
