//! A mutation campaign over a directory of llc-14 stage outputs (`DIR/CPU/STAGE/*.mir`, as
//! `mir-tests/scripts/gen-stages.sh` writes them): the false-alarm check on every unmutated
//! function, every mutant of [`crate::mutate`] judged, and, given `llc-14`, LLVM's verdict on the
//! constant bus of the selected files and of every constant-bus mutant. `mir-mutate` prints the
//! [`Report`]; the crate's mutation test asserts on it.
//!
//! The false-alarm check takes the table-based rules (V010, V021) only where the tables cover the
//! instruction: the generated tables are as complete as the patterns, so a diagnostic about an
//! opcode no table entry names is counted as "not covered", and one about a covered opcode with
//! types no entry has as a "table gap"; only the rest would be false alarms. Files that llc-14's
//! own verifier rejects (llc-14 bugs, see `../shared/corpus/llc14-quirks/`) are counted apart.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use isel::mir::{Function, GenericOpcode, InstId, Module};
use isel::target::patterns::{BANKS, LEGALITY};
use isel::target::{Cpu, Subtarget};

use crate::mutate::{Kind, LlcVerdict, PipelineStage, Tally, combined_llc_mutant, judge, llc_errors, llc_verdict, mutants};
use crate::{Rule, Verifier, Violation};

/// The stage directories, in pipeline order.
pub const STAGES: [&str; 4] = ["irtranslator", "legalizer", "regbankselect", "instruction-select"];

/// What a campaign found.
#[derive(Debug, Default)]
pub struct Report {
    /// (cpu, stage directory) → (files, functions checked, functions skipped as failedISel).
    pub files: BTreeMap<(Cpu, String), (usize, usize, usize)>,
    /// Files the MIR parser rejects (a bug of ours): (path, message).
    pub unparsable: Vec<(String, String)>,
    /// Files llc-14's own verifier rejects: (path, llc's messages). Not checked for false
    /// alarms, not mutated.
    pub llc_rejects: Vec<(String, String)>,
    /// Diagnostics on unmutated functions: (path, line, code, message).
    pub false_alarms: Vec<(String, u32, String, String)>,
    pub table: TableCoverage,
    pub tally: Tally,
    /// Mutants not caught with the right code and line: (path, function, kind, line, what was reported).
    pub misses: Vec<(String, String, Kind, u32, String)>,
    /// Mutants that also drew diagnostics (other than V010/V021) beyond the expected one:
    /// (path, function, kind, the other codes).
    pub noisy: Vec<(String, String, Kind, String)>,
    pub bus: BusAgreement,
}

/// How much of the unmutated code the table-based rules could judge.
#[derive(Debug, Default)]
pub struct TableCoverage {
    /// Opcodes with at least one entry, per rule and CPU.
    pub covered_opcodes: BTreeMap<(Rule, Cpu), Vec<&'static str>>,
    /// Generic instructions judged (their opcode is covered), per rule.
    pub checked: BTreeMap<Rule, usize>,
    /// Generic instructions not judged (opcode not covered), per rule, and by opcode.
    pub not_covered: BTreeMap<Rule, usize>,
    pub not_covered_opcodes: BTreeMap<(Rule, &'static str), usize>,
    /// Judged instructions whose opcode is covered but whose (opcode, types) no entry has.
    pub gaps: BTreeMap<(Rule, String), usize>,
}

/// Our constant-bus verdict against LLVM's.
#[derive(Debug, Default)]
pub struct BusAgreement {
    /// Selected files llc-14 cannot read back (so not compared), per CPU: (path, llc's error).
    pub unreadable: Vec<(Cpu, String, String)>,
    /// Selected files compared: (compared, agreed).
    pub files: (usize, usize),
    /// Constant-bus mutants compared, per kind: (compared, agreed).
    pub mutants: BTreeMap<Kind, (usize, usize)>,
    /// Literal verdicts (V037 vs llc's "uses literal" messages) on mutants llc did not stop
    /// at the constant bus first: (compared, agreed).
    pub literal: (usize, usize),
    /// The other instructions of the mutated functions: (compared, agreed).
    pub other_instructions: (usize, usize),
    /// Disagreements: (path, function, what).
    pub disagreements: Vec<(String, String, String)>,
}

/// One input file of a campaign.
#[derive(Clone, Debug)]
pub struct Input {
    pub path: PathBuf,
    pub cpu: Cpu,
    pub stage: String,
}

/// The `.mir` files under `dir/CPU/STAGE/`, sorted.
pub fn inputs(dir: &Path) -> Vec<Input> {
    let mut out = Vec::new();
    for cpu in Cpu::ALL {
        for stage in STAGES {
            let Ok(entries) = std::fs::read_dir(dir.join(cpu.name()).join(stage)) else { continue };
            let mut paths: Vec<PathBuf> =
                entries.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|e| e == "mir")).collect();
            paths.sort();
            out.extend(paths.into_iter().map(|path| Input { path, cpu, stage: stage.to_string() }));
        }
    }
    out
}

fn table_rule_opcode(v: &Violation, f: &Function) -> Option<(Rule, GenericOpcode)> {
    let rule = v.rule();
    if !matches!(rule, Rule::Illegal | Rule::NoBankPattern) {
        return None;
    }
    let id = v.inst()?;
    Some((rule, f.inst(id).opcode.generic()?))
}

fn covered(rule: Rule, g: GenericOpcode, cpu: Cpu) -> bool {
    match rule {
        Rule::Illegal => LEGALITY.iter().any(|e| e.opcode == g && e.cpus.contains(&cpu)),
        _ => BANKS.iter().any(|e| e.opcode == g && e.cpus.contains(&cpu)),
    }
}

fn types_covered(rule: Rule, f: &Function, v: &Violation, cpu: Cpu) -> bool {
    let Some(id) = v.inst() else { return false };
    let Some(g) = f.inst(id).opcode.generic() else { return false };
    let Some((types, _)) = crate::legality::legality_key(f, id) else { return false };
    match rule {
        Rule::Illegal => LEGALITY.iter().any(|e| e.opcode == g && e.cpus.contains(&cpu) && e.types == types.as_slice()),
        _ => BANKS.iter().any(|e| e.opcode == g && e.cpus.contains(&cpu) && e.types == types.as_slice()),
    }
}

/// Runs the campaign. With `llc`, files with diagnostics are checked against llc's own verifier
/// and the constant-bus verdicts are compared; `jobs` llc processes run at once.
pub fn run(inputs: &[Input], llc: Option<&str>, jobs: usize) -> Report {
    let mut report = Report::default();
    for cpu in Cpu::ALL {
        for rule in [Rule::Illegal, Rule::NoBankPattern] {
            let ops: Vec<&'static str> = GenericOpcode::ALL.iter().filter(|g| covered(rule, **g, cpu)).map(|g| g.name()).collect();
            report.table.covered_opcodes.insert((rule, cpu), ops);
        }
    }
    let report = Mutex::new(report);
    let next = Mutex::new(0usize);
    std::thread::scope(|s| {
        for _ in 0..jobs.max(1) {
            s.spawn(|| {
                loop {
                    let i = {
                        let mut n = next.lock().unwrap_or_else(|e| e.into_inner());
                        let i = *n;
                        *n += 1;
                        i
                    };
                    let Some(input) = inputs.get(i) else { break };
                    let part = run_one(input, llc);
                    let mut r = report.lock().unwrap_or_else(|e| e.into_inner());
                    merge(&mut r, part);
                }
            });
        }
    });
    let mut r = report.into_inner().unwrap_or_else(|e| e.into_inner());
    r.false_alarms.sort();
    r.misses.sort_by(|a, b| (&a.0, &a.1, a.2).cmp(&(&b.0, &b.1, b.2)));
    r.noisy.sort_by(|a, b| (&a.0, &a.1, a.2).cmp(&(&b.0, &b.1, b.2)));
    r.llc_rejects.sort();
    r.unparsable.sort();
    r.bus.unreadable.sort();
    r.bus.disagreements.sort();
    r
}

fn merge(r: &mut Report, p: Report) {
    for (k, v) in p.files {
        let e = r.files.entry(k).or_default();
        e.0 += v.0;
        e.1 += v.1;
        e.2 += v.2;
    }
    r.unparsable.extend(p.unparsable);
    r.llc_rejects.extend(p.llc_rejects);
    r.false_alarms.extend(p.false_alarms);
    for (k, v) in p.table.checked {
        *r.table.checked.entry(k).or_default() += v;
    }
    for (k, v) in p.table.not_covered {
        *r.table.not_covered.entry(k).or_default() += v;
    }
    for (k, v) in p.table.not_covered_opcodes {
        *r.table.not_covered_opcodes.entry(k).or_default() += v;
    }
    for (k, v) in p.table.gaps {
        *r.table.gaps.entry(k).or_default() += v;
    }
    for (k, (m, c)) in p.tally.by_kind {
        let e = r.tally.by_kind.entry(k).or_default();
        e.0 += m;
        e.1 += c;
    }
    r.misses.extend(p.misses);
    r.noisy.extend(p.noisy);
    r.bus.unreadable.extend(p.bus.unreadable);
    r.bus.files.0 += p.bus.files.0;
    r.bus.files.1 += p.bus.files.1;
    for (k, (a, b)) in p.bus.mutants {
        let e = r.bus.mutants.entry(k).or_default();
        e.0 += a;
        e.1 += b;
    }
    r.bus.other_instructions.0 += p.bus.other_instructions.0;
    r.bus.other_instructions.1 += p.bus.other_instructions.1;
    r.bus.literal.0 += p.bus.literal.0;
    r.bus.literal.1 += p.bus.literal.1;
    r.bus.disagreements.extend(p.bus.disagreements);
}

fn is_table_rule(code: &str) -> bool {
    code == Rule::Illegal.code() || code == Rule::NoBankPattern.code()
}

fn run_one(input: &Input, llc: Option<&str>) -> Report {
    let mut r = Report::default();
    let path = input.path.display().to_string();
    let st = Subtarget::new(input.cpu);
    let key = (input.cpu, input.stage.clone());
    let text = match std::fs::read_to_string(&input.path) {
        Ok(t) => t,
        Err(e) => {
            r.unparsable.push((path, e.to_string()));
            return r;
        }
    };
    let module = match isel::mir::parse(&text) {
        Ok(m) => m,
        Err(e) => {
            r.unparsable.push((path, e.to_string()));
            return r;
        }
    };
    let entry = r.files.entry(key).or_default();
    entry.0 += 1;

    // The false-alarm check, function by function.
    let v = Verifier::new(st).file(&path, Some(&text));
    let mut alarms = Vec::new();
    let mut clean_functions = vec![true; module.functions.len()];
    for (fi, f) in module.functions.iter().enumerate() {
        if f.props.failed_isel {
            r.files.entry((input.cpu, input.stage.clone())).or_default().2 += 1;
            continue;
        }
        r.files.entry((input.cpu, input.stage.clone())).or_default().1 += 1;
        count_table_coverage(f, st, &mut r.table);
        for viol in v.check(f) {
            if let Some((rule, g)) = table_rule_opcode(&viol, f) {
                if !covered(rule, g, st.cpu) {
                    continue; // counted by count_table_coverage
                }
                if !types_covered(rule, f, &viol, st.cpu) {
                    let types = viol.inst().and_then(|id| crate::legality::legality_key(f, id)).map(|(t, _)| t).unwrap_or_default();
                    let desc = format!("{} ({})", g.name(), types.iter().map(ToString::to_string).collect::<Vec<_>>().join(", "));
                    *r.table.gaps.entry((rule, desc)).or_default() += 1;
                    continue;
                }
            } else {
                clean_functions[fi] = false;
            }
            let d = viol.to_diagnostic(f, &path, Some(&text));
            alarms.push((path.clone(), d.line, d.code, format!("in `{}`: {}", f.name, d.message)));
        }
    }
    if !alarms.is_empty() {
        // An llc-14 bug, if llc's own verifier rejects the file too.
        let rejected = llc.and_then(|l| llc_verdict(l, &text, input.cpu).ok()).and_then(|v| match v {
            LlcVerdict::Bad(m) => Some(m.join("; ")),
            _ => None,
        });
        match rejected {
            Some(m) => {
                r.llc_rejects.push((path.clone(), m));
                return r;
            }
            None => r.false_alarms.extend(alarms),
        }
    }

    // Mutants.
    let selected_stage = input.stage == "instruction-select";
    let file_llc = if selected_stage { llc.map(|l| (l, llc_verdict(l, &text, input.cpu))) } else { None };
    let llc_readable = match &file_llc {
        Some((_, Ok(LlcVerdict::Unreadable(e)))) => {
            r.bus.unreadable.push((input.cpu, path.clone(), e.clone()));
            false
        }
        Some((_, Ok(verdict))) => {
            let ours = module.functions.iter().any(|f| v.check(f).iter().any(|x| x.rule() == Rule::ConstantBus));
            r.bus.files.0 += 1;
            if ours == verdict.constant_bus() {
                r.bus.files.1 += 1;
            } else {
                r.bus.disagreements.push((
                    path.clone(),
                    String::new(),
                    format!("unmutated file: ours {ours}, llc {}", verdict.constant_bus()),
                ));
            }
            true
        }
        Some((_, Err(e))) => {
            r.bus.unreadable.push((input.cpu, path.clone(), e.clone()));
            false
        }
        None => false,
    };
    for m in mutants(&module, st) {
        // The constant-bus and literal kinds are applied all at once per function, below.
        if !clean_functions[m.function] || m.kind.is_llc_comparable() {
            continue;
        }
        let fname = module.functions[m.function].name.to_string();
        let j = match judge(&m, st) {
            Ok(j) => j,
            Err(e) => {
                r.tally.add(m.kind, false);
                r.misses.push((path.clone(), fname, m.kind, 0, e));
                continue;
            }
        };
        r.tally.add(m.kind, j.caught);
        let shown = j.reported.iter().map(|(c, l)| format!("{c}@{l}")).collect::<Vec<_>>().join(" ");
        if !j.caught {
            r.misses.push((path.clone(), fname.clone(), m.kind, j.line, shown.clone()));
        }
        let extra: Vec<&(String, u32)> =
            j.reported.iter().filter(|(c, l)| !(is_table_rule(c) || (c == m.kind.rule().code() && *l == j.line))).collect();
        if !extra.is_empty() {
            let mut codes: Vec<&str> = extra.iter().map(|(c, _)| c.as_str()).collect();
            codes.sort_unstable();
            codes.dedup();
            r.noisy.push((path.clone(), fname.clone(), m.kind, codes.join(" ")));
        }
    }
    for (fi, clean) in clean_functions.iter().enumerate() {
        if *clean {
            combined(&module, fi, st, llc.filter(|_| llc_readable), &path, &mut r);
        }
    }
    r
}

/// The constant-bus and literal mutants of one selected function, all applied at once (see
/// [`crate::mutate::combined_llc_mutant`]): each is judged at its own instruction, and with
/// `llc`, our verdicts are compared with llc's instruction by instruction (llc's verifier reports
/// every bad instruction of a function before it stops, one error per instruction).
fn combined(module: &Module, fi: usize, st: Subtarget, llc: Option<&str>, path: &str, r: &mut Report) {
    let Some((mutant, done)) = combined_llc_mutant(module, fi, st) else { return };
    let Some(mutated) = mutant.functions.first() else { return };
    let fname = mutated.name.to_string();
    let pos = crate::structure::positions(mutated);
    let text = mutant.to_string();
    let Ok(reparsed) = isel::mir::parse(&text) else {
        for (kind, _) in &done {
            r.tally.add(*kind, false);
            r.misses.push((path.to_string(), fname.clone(), *kind, 0, "the printed mutant does not parse".into()));
        }
        return;
    };
    let Some(f) = reparsed.functions.first() else { return };
    let at = |id: InstId| pos.get(&id).and_then(|&(b, i)| f.blocks.get(b.index())?.insts.get(i).copied());
    let mut ours_by_inst: HashMap<InstId, Vec<Rule>> = HashMap::new();
    for v in crate::check(f, &st) {
        if let Some(id) = v.inst() {
            ours_by_inst.entry(id).or_default().push(v.rule());
        }
    }
    let mut mutated_ids = Vec::new();
    for &(kind, id) in &done {
        let Some(id) = at(id) else { continue };
        mutated_ids.push((kind, id));
        let here = ours_by_inst.get(&id).is_some_and(|rs| rs.contains(&kind.rule()));
        let caught = here == kind.is_violation();
        r.tally.add(kind, caught);
        if !caught {
            let line = f.inst(id).loc.line;
            r.misses.push((path.to_string(), fname.clone(), kind, line, format!("{:?}", ours_by_inst.get(&id))));
        }
    }
    let Some(llc) = llc else { return };
    let bus = &mut r.bus;
    let mut fail = |what: String| bus.disagreements.push((path.to_string(), fname.clone(), what));
    let errors = match llc_errors(llc, &text, st.cpu) {
        Ok(e) => e,
        Err(e) => return fail(format!("llc cannot read the mutant: {e}")),
    };
    // llc's errors by instruction, matched through the defined register and the opcode.
    let defs = f.def_map();
    let mut llc_by_inst: HashMap<InstId, Vec<String>> = HashMap::new();
    for e in &errors {
        let (def, opcode) = e.def_and_opcode();
        let id = def.and_then(|d| defs.get(d as usize).copied().flatten());
        match id {
            Some(id) if Some(crate::opcode_name(f.inst(id).opcode)) == opcode => llc_by_inst.entry(id).or_default().push(e.message.clone()),
            _ => fail(format!("cannot match llc's error to an instruction: {} at `{}`", e.message, e.instruction)),
        }
    }
    let verdicts = |id: InstId| {
        let llc = llc_by_inst.get(&id).cloned().unwrap_or_default();
        let ours: Vec<Rule> =
            ours_by_inst.get(&id).into_iter().flatten().copied().filter(|r| matches!(r, Rule::ConstantBus | Rule::Literal)).collect();
        let llc_bus = llc.iter().any(|m| m.contains("constant bus restriction"));
        let llc_lit = llc.iter().any(|m| m.contains("literal") || m.contains("Illegal immediate"));
        let our_bus = ours.contains(&Rule::ConstantBus);
        let our_lit = ours.contains(&Rule::Literal);
        let literal = (!llc_bus).then_some((our_lit, llc_lit));
        (our_bus == llc_bus && literal.is_none_or(|(a, b)| a == b), literal, format!("ours {ours:?}, llc {llc:?}"))
    };
    for &(kind, id) in &mutated_ids {
        let (agree, literal, what) = verdicts(id);
        let e = bus.mutants.entry(kind).or_default();
        e.0 += 1;
        e.1 += usize::from(agree);
        if let Some((a, b)) = literal {
            bus.literal.0 += 1;
            bus.literal.1 += usize::from(a == b);
        }
        if !agree {
            bus.disagreements.push((path.to_string(), fname.clone(), format!("{}: {what}", kind.name())));
        }
    }
    // Every other instruction: neither side may complain about the bus or a literal.
    let is_mutated = |id: &InstId| mutated_ids.iter().any(|(_, m)| m == id);
    let others = f.all_insts().filter(|(_, id, _)| !is_mutated(id)).count();
    let mut complaints: Vec<InstId> = llc_by_inst
        .keys()
        .chain(ours_by_inst.iter().filter(|(_, rs)| rs.iter().any(|r| matches!(r, Rule::ConstantBus | Rule::Literal))).map(|(id, _)| id))
        .copied()
        .filter(|id| !is_mutated(id))
        .collect();
    complaints.sort();
    complaints.dedup();
    bus.other_instructions.0 += others;
    bus.other_instructions.1 += others - complaints.len();
    for id in complaints {
        let (_, _, what) = verdicts(id);
        bus.disagreements.push((path.to_string(), fname.clone(), format!("unmutated instruction: {what}")));
    }
}

fn count_table_coverage(f: &Function, st: Subtarget, t: &mut TableCoverage) {
    let stage = PipelineStage::of(f);
    let mut rules = Vec::new();
    if matches!(stage, PipelineStage::Legalized | PipelineStage::RegBankSelected) {
        rules.push(Rule::Illegal);
    }
    if stage == PipelineStage::RegBankSelected {
        rules.push(Rule::NoBankPattern);
    }
    for (_, _, inst) in f.all_insts() {
        let Some(g) = inst.opcode.generic().filter(|g| g.is_pre_isel()) else { continue };
        for &rule in &rules {
            if rule == Rule::NoBankPattern && g == GenericOpcode::G_PHI {
                continue;
            }
            if covered(rule, g, st.cpu) {
                *t.checked.entry(rule).or_default() += 1;
            } else {
                *t.not_covered.entry(rule).or_default() += 1;
                *t.not_covered_opcodes.entry((rule, g.name())).or_default() += 1;
            }
        }
    }
}

impl Report {
    /// The report as text.
    pub fn render(&self) -> String {
        use std::fmt::Write;
        let mut s = String::new();
        let _ = writeln!(s, "== inputs (cpu, stage: files, functions checked, failedISel skipped)");
        for ((cpu, stage), (files, fns, failed)) in &self.files {
            let _ = writeln!(s, "{cpu:8} {stage:20} {files:4} {fns:5} {failed:3}");
        }
        let _ = writeln!(s, "unparsable files: {}", self.unparsable.len());
        for (p, e) in &self.unparsable {
            let _ = writeln!(s, "  {p}: {e}");
        }
        let _ = writeln!(s, "files llc-14's own verifier rejects (llc bugs; not checked, not mutated): {}", self.llc_rejects.len());
        for (p, e) in &self.llc_rejects {
            let _ = writeln!(s, "  {p}: {e}");
        }
        let _ = writeln!(s, "\n== false alarms on unmutated functions: {}", self.false_alarms.len());
        for (p, l, c, m) in &self.false_alarms {
            let _ = writeln!(s, "  {p}:{l}: {c} {m}");
        }
        let _ = writeln!(s, "\n== table-based rules (judged only where the tables cover the opcode)");
        for ((rule, cpu), ops) in &self.table.covered_opcodes {
            let _ = writeln!(
                s,
                "{} covered opcodes on {cpu}: {}",
                rule.code(),
                if ops.is_empty() { "(none)".to_string() } else { ops.join(", ") }
            );
        }
        for rule in [Rule::Illegal, Rule::NoBankPattern] {
            let _ = writeln!(
                s,
                "{}: {} instructions judged, {} not covered",
                rule.code(),
                self.table.checked.get(&rule).copied().unwrap_or(0),
                self.table.not_covered.get(&rule).copied().unwrap_or(0)
            );
        }
        let mut gaps: Vec<_> = self.table.gaps.iter().collect();
        gaps.sort_by_key(|(k, n)| (std::cmp::Reverse(**n), (*k).clone()));
        let _ = writeln!(s, "table gaps (covered opcode, types no entry has): {}", gaps.iter().map(|(_, n)| **n).sum::<usize>());
        for ((rule, what), n) in gaps.iter().take(20) {
            let _ = writeln!(s, "  {} {what}: {n}", rule.code());
        }
        let _ = writeln!(s, "\n== mutants (kind: made, caught with the right code and line)");
        for (kind, (made, caught)) in &self.tally.by_kind {
            let _ = writeln!(s, "{:5} {:45} {made:5} {caught:5}", kind.rule().code(), kind.name());
        }
        let (made, caught) = self.tally.total();
        let _ = writeln!(s, "total: {caught}/{made} caught");
        for (p, f, k, l, what) in &self.misses {
            let _ = writeln!(s, "  MISSED {p} `{f}` {}: expected {} at line {l}; got {what}", k.name(), k.rule().code());
        }
        let _ = writeln!(s, "mutants that also drew other diagnostics (V010/V021 aside): {}", self.noisy.len());
        let mut groups: BTreeMap<(Kind, &str), (usize, &str, &str)> = BTreeMap::new();
        for (p, f, k, codes) in &self.noisy {
            groups.entry((*k, codes.as_str())).or_insert((0, p.as_str(), f.as_str())).0 += 1;
        }
        for ((k, codes), (n, p, f)) in groups {
            let _ = writeln!(s, "  {} ({}): also {codes} in {n} mutant(s), e.g. {p} `{f}`", k.name(), k.rule().code());
        }
        let _ = writeln!(s, "\n== constant bus and literals: ours vs llc-14 -verify-machineinstrs");
        let _ = writeln!(s, "selected files llc-14 cannot read back (not compared): {}", self.bus.unreadable.len());
        for cpu in Cpu::ALL {
            let n = self.bus.unreadable.iter().filter(|(c, _, _)| *c == cpu).count();
            let mut why: BTreeMap<&str, usize> = BTreeMap::new();
            for (_, _, e) in self.bus.unreadable.iter().filter(|(c, _, _)| *c == cpu) {
                *why.entry(e.as_str()).or_default() += 1;
            }
            let _ = writeln!(s, "  {cpu}: {n}");
            for (e, k) in why {
                let _ = writeln!(s, "    {k} x {e}");
            }
        }
        let _ = writeln!(s, "unmutated selected files: {}/{} agree", self.bus.files.1, self.bus.files.0);
        for (kind, (n, a)) in &self.bus.mutants {
            let _ = writeln!(s, "{:45} {a}/{n} agree", kind.name());
        }
        let _ = writeln!(s, "literal verdicts where llc passed the bus check: {}/{} agree", self.bus.literal.1, self.bus.literal.0);
        let _ = writeln!(
            s,
            "other instructions of the mutated functions: {}/{} agree",
            self.bus.other_instructions.1, self.bus.other_instructions.0
        );
        for (p, f, what) in &self.bus.disagreements {
            let _ = writeln!(s, "  DISAGREE {p} `{f}`: {what}");
        }
        s
    }
}
