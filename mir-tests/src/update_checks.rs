//! `mir-run --update-checks`: regenerates the CHECK lines of a MIR test from what `mir-run`
//! prints, in the style of LLVM's `update_mir_test_checks.py`.
//!
//! For every RUN line of the form `mir-run ARGS %s | FileCheck [--check-prefix(es)=...] %s`, the
//! `mir-run` part is run on the file, and each function of its output gives a block of checks:
//! `; PREFIX-LABEL: name: <fn>`, then one `; PREFIX:` line and `; PREFIX-NEXT:` lines for the
//! output instructions (with block headers, their `successors:`/`liveins:` lines, and `{{ +$}}` or
//! `CHECK-EMPTY:` for blank lines when the function has several blocks). Virtual registers become FileCheck
//! variables named after the defining opcode (`[[COPY:%[0-9]+]]` where a register first appears,
//! `[[COPY]]` after), so the checks do not depend on register numbers.
//!
//! The block goes into the function's body in the test file, after the first block's header and
//! its `successors:`/`liveins:` lines, replacing the old check lines of the same prefixes. It is a
//! text transform: the MIR parser drops `;` comments, and everything else in the file is kept as
//! it is. When several RUN lines share a prefix and print the same for a function, the shared
//! prefix checks it once; otherwise each RUN line's first prefix of its own does.

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;

/// One `mir-run ... %s | FileCheck ... %s` RUN line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckRun {
    /// The words after `mir-run`, with `%s` still in them.
    pub args: Vec<String>,
    pub prefixes: Vec<String>,
}

/// The RUN lines of `text` that pipe `mir-run` into FileCheck. Other RUN lines are ignored.
pub fn check_runs(text: &str) -> Vec<CheckRun> {
    let mut out = Vec::new();
    for cmd in crate::lit::run_lines(text) {
        let Some((run, check)) = cmd.split_once('|') else { continue };
        let mut words = run.split_whitespace();
        if words.next() != Some("mir-run") {
            continue;
        }
        let args: Vec<String> = words.map(str::to_string).collect();
        let mut check_words = check.split_whitespace();
        if check_words.next() != Some("FileCheck") {
            continue;
        }
        let mut prefixes = Vec::new();
        let rest: Vec<&str> = check_words.collect();
        let mut i = 0;
        while i < rest.len() {
            let w = rest[i];
            let value = |flag: &str| -> Option<String> {
                if let Some(v) = w.strip_prefix(flag).and_then(|v| v.strip_prefix('=')) {
                    Some(v.to_string())
                } else if w == flag {
                    rest.get(i + 1).map(|v| v.to_string())
                } else {
                    None
                }
            };
            for flag in ["--check-prefix", "-check-prefix", "--check-prefixes", "-check-prefixes"] {
                if let Some(v) = value(flag) {
                    prefixes.extend(v.split(',').map(str::to_string));
                    if w == flag {
                        i += 1;
                    }
                    break;
                }
            }
            i += 1;
        }
        if prefixes.is_empty() {
            prefixes.push("CHECK".to_string());
        }
        out.push(CheckRun { args, prefixes });
    }
    out
}

/// The body lines of each function of a printed MIR module, without the two-space YAML indent.
fn function_bodies(mir: &str) -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    let mut name: Option<String> = None;
    let mut in_body = false;
    for line in mir.lines() {
        if line.starts_with("---") || line.starts_with("...") {
            in_body = false;
            name = None;
            continue;
        }
        if in_body {
            if line.starts_with("  ") || line.is_empty() {
                if let Some((_, body)) = out.last_mut() {
                    // A line of spaces stays one space (checked as spaces), an empty line empty.
                    let l = if line.is_empty() {
                        ""
                    } else if line.trim().is_empty() {
                        " "
                    } else {
                        line.get(2..).unwrap_or("")
                    };
                    body.push(l.to_string());
                }
                continue;
            }
            in_body = false;
        }
        if let Some(n) = line.strip_prefix("name:") {
            name = Some(n.trim().trim_matches('\'').trim_matches('"').to_string());
        } else if line.starts_with("body:")
            && let Some(n) = name.take()
        {
            in_body = true;
            out.push((n, Vec::new()));
        }
    }
    for (_, body) in &mut out {
        while body.last().is_some_and(|l| l.trim().is_empty()) {
            body.pop();
        }
    }
    out
}

fn is_block_header(line: &str) -> bool {
    line.starts_with("bb.")
}

fn is_block_info(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with("successors:") || t.starts_with("liveins:")
}

/// `%12` or `%name` at the start of `s` (not `%bb.`, `%ir.`, `%stack.`, ...): its length.
fn vreg_token(s: &str) -> Option<usize> {
    let rest = s.strip_prefix('%')?;
    for special in ["bb.", "ir.", "ir-block.", "stack.", "fixed-stack.", "subreg.", "const.", "jump-table."] {
        if rest.starts_with(special) {
            return None;
        }
    }
    let len = rest.bytes().take_while(|b| b.is_ascii_alphanumeric() || *b == b'_').count();
    if len == 0 { None } else { Some(len + 1) }
}

/// The vregs a line defines (before ` = `) and the opcode after it.
fn defs_and_opcode(line: &str) -> (Vec<String>, Option<String>) {
    let Some((lhs, rhs)) = line.split_once(" = ") else { return (Vec::new(), None) };
    let mut defs = Vec::new();
    let mut i = 0;
    while i < lhs.len() {
        if let Some(n) = lhs.get(i..).and_then(vreg_token) {
            defs.push(lhs[i..i + n].to_string());
            i += n;
        } else {
            i += lhs[i..].chars().next().map_or(1, char::len_utf8);
        }
    }
    let opcode = rhs.split_whitespace().find(|w| w.starts_with(|c: char| c.is_ascii_uppercase())).map(str::to_string);
    (defs, opcode)
}

/// The variable base name for a register defined by `opcode` (LLVM's convention: the opcode
/// without `G_`, a few long names shortened, `_` after a trailing digit).
fn base_name(opcode: &str) -> String {
    let base = opcode.strip_prefix("G_").unwrap_or(opcode);
    let base = match base {
        "IMPLICIT_DEF" => "DEF",
        "GLOBAL_VALUE" => "GV",
        "CONSTANT" | "FCONSTANT" => "C",
        "MERGE_VALUES" => "MV",
        "UNMERGE_VALUES" => "UV",
        "INTRINSIC" | "INTRINSIC_W_SIDE_EFFECTS" => "INT",
        "INSERT_VECTOR_ELT" => "IVEC",
        "EXTRACT_VECTOR_ELT" => "EVEC",
        "SHUFFLE_VECTOR" => "SHUF",
        b => b,
    };
    let mut base: String = base.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
    if base.ends_with(|c: char| c.is_ascii_digit()) {
        base.push('_');
    }
    base
}

/// Escapes what FileCheck would read as its own syntax.
fn escape(text: &str) -> String {
    text.replace("[[", "{{\\[\\[}}").replace("{{", "{{\\{\\{}}")
}

/// The check patterns (without prefix) for one function's printed body.
pub fn check_patterns(body: &[String]) -> Vec<String> {
    let multi_block = body.iter().filter(|l| is_block_header(l)).count() > 1;
    let lines: Vec<&str> = if multi_block {
        body.iter().map(String::as_str).collect()
    } else {
        body.iter().filter(|l| !is_block_header(l) && !is_block_info(l) && !l.trim().is_empty()).map(|l| l.trim_start()).collect()
    };
    // Name every defined register after its opcode, in order of definition.
    let mut def_opcode: HashMap<String, String> = HashMap::new();
    for l in &lines {
        let (defs, opcode) = defs_and_opcode(l);
        for d in defs {
            def_opcode.entry(d).or_insert_with(|| opcode.clone().unwrap_or_else(|| "VREG".to_string()));
        }
    }
    let mut names: HashMap<String, String> = HashMap::new();
    let mut counts: HashMap<String, u32> = HashMap::new();
    let mut out = Vec::new();
    for l in lines {
        if l.is_empty() {
            // An empty pattern stands for `CHECK-EMPTY:`.
            out.push(String::new());
            continue;
        }
        if l.trim().is_empty() {
            out.push("{{ +$}}".to_string());
            continue;
        }
        let mut s = String::new();
        let mut i = 0;
        let mut plain = String::new();
        while i < l.len() {
            if let Some(n) = l.get(i..).and_then(vreg_token) {
                let tok = &l[i..i + n];
                s.push_str(&escape(&plain));
                plain.clear();
                match names.get(tok) {
                    Some(name) => {
                        let _ = write!(s, "[[{name}]]");
                    }
                    None => {
                        let base = base_name(def_opcode.get(tok).map_or("VREG", String::as_str));
                        let k = counts.entry(base.clone()).or_insert(0);
                        let name = if *k == 0 { base.clone() } else { format!("{base}{k}") };
                        *k += 1;
                        let pattern = if tok[1..].bytes().all(|b| b.is_ascii_digit()) { "%[0-9]+" } else { "%[a-zA-Z0-9_]+" };
                        let _ = write!(s, "[[{name}:{pattern}]]");
                        names.insert(tok.to_string(), name);
                    }
                }
                i += n;
            } else {
                let c = l[i..].chars().next().unwrap_or(' ');
                plain.push(c);
                i += c.len_utf8();
            }
        }
        s.push_str(&escape(&plain));
        out.push(s.trim_end().to_string());
    }
    out
}

/// Check patterns per function, from `mir-run`'s output.
pub fn output_checks(output: &str) -> BTreeMap<String, Vec<String>> {
    function_bodies(output).into_iter().map(|(name, body)| (name, check_patterns(&body))).collect()
}

/// Rewrites the check lines of `text`, given each RUN line's checks per function (in the
/// order of [`check_runs`]).
pub fn rewrite(text: &str, runs: &[(CheckRun, BTreeMap<String, Vec<String>>)]) -> String {
    let all_prefixes: Vec<&str> = {
        let mut v: Vec<&str> = Vec::new();
        for (r, _) in runs {
            for p in &r.prefixes {
                if !v.contains(&p.as_str()) {
                    v.push(p);
                }
            }
        }
        v
    };
    let is_old_check = |line: &str| -> bool {
        let Some(rest) = line.trim_start().strip_prefix(';') else { return false };
        let rest = rest.trim_start();
        all_prefixes.iter().any(|p| {
            rest.strip_prefix(p).is_some_and(|r| {
                let r = r.strip_prefix('-').map_or(r, |r| r.trim_start_matches(|c: char| c.is_ascii_uppercase()));
                r.starts_with(':')
            })
        })
    };
    let lines: Vec<&str> = text.lines().collect();
    let mut out = String::new();
    let mut i = 0;
    let mut name: Option<String> = None;
    while i < lines.len() {
        let line = lines[i];
        if let Some(n) = line.strip_prefix("name:") {
            name = Some(n.trim().trim_matches('\'').trim_matches('"').to_string());
        }
        if line.starts_with("---") || line.starts_with("...") {
            name = None;
        }
        out.push_str(line);
        out.push('\n');
        i += 1;
        if !line.starts_with("body:") {
            continue;
        }
        let Some(fname) = name.take() else { continue };
        // The body: copy through the first block's header, insert, drop old checks.
        let mut phase = 0;
        while i < lines.len() {
            let l = lines[i];
            if !(l.starts_with(' ') || l.is_empty()) {
                break;
            }
            i += 1;
            if is_old_check(l) {
                continue;
            }
            let t = l.trim_start();
            if phase == 0 && t.starts_with("bb.") {
                phase = 1;
            } else if phase == 1 && !(is_block_info(t) || t.is_empty()) {
                emit_checks(&mut out, &fname, runs);
                phase = 2;
            }
            out.push_str(l);
            out.push('\n');
        }
        if phase != 2 {
            emit_checks(&mut out, &fname, runs);
        }
    }
    out
}

fn emit_checks(out: &mut String, fname: &str, runs: &[(CheckRun, BTreeMap<String, Vec<String>>)]) {
    // Prefixes shared by more RUN lines first, then in order of appearance.
    let mut prefixes: Vec<(&str, Vec<usize>)> = Vec::new();
    for (k, (r, _)) in runs.iter().enumerate() {
        for p in &r.prefixes {
            match prefixes.iter_mut().find(|(q, _)| q == p) {
                Some((_, ks)) => ks.push(k),
                None => prefixes.push((p, vec![k])),
            }
        }
    }
    prefixes.sort_by_key(|(_, ks)| std::cmp::Reverse(ks.len()));
    let mut covered = vec![false; runs.len()];
    for (p, ks) in prefixes {
        if ks.iter().any(|&k| covered[k]) {
            continue;
        }
        let outputs: Vec<Option<&Vec<String>>> = ks.iter().map(|&k| runs[k].1.get(fname)).collect();
        let Some(Some(first)) = outputs.first().copied() else { continue };
        if outputs.iter().any(|o| *o != Some(first)) {
            continue;
        }
        for &k in &ks {
            covered[k] = true;
        }
        let _ = writeln!(out, "    ; {p}-LABEL: name: {fname}");
        for (j, pat) in first.iter().enumerate() {
            if pat.is_empty() {
                let _ = writeln!(out, "    ; {p}-EMPTY:");
                continue;
            }
            let kind = if j == 0 { format!("{p}:") } else { format!("{p}-NEXT:") };
            let _ = writeln!(out, "    ; {kind} {pat}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_runs_and_prefixes() {
        let text = "# RUN: mir-run --pass none %s | FileCheck %s\n# RUN: mir-run --mcpu gfx1030 %s \\\n# RUN:   | FileCheck --check-prefixes=GFX10,CHECK %s\n# RUN: llc -run-pass=none %s\n";
        let runs = check_runs(text);
        assert_eq!(runs.len(), 2);
        assert_eq!(runs[0].args, ["--pass", "none", "%s"]);
        assert_eq!(runs[0].prefixes, ["CHECK"]);
        assert_eq!(runs[1].prefixes, ["GFX10", "CHECK"]);
    }

    #[test]
    fn registers_become_variables_named_after_their_opcode() {
        let body: Vec<String> = [
            "bb.0:",
            "  liveins: $sgpr0",
            "",
            "  %0:sgpr(s32) = COPY $sgpr0",
            "  %1:sgpr(s32) = COPY %0(s32)",
            "  %2:_(s32) = G_ADD %0, %1",
            "  %3:_(s32) = G_CONSTANT i32 1",
        ]
        .map(String::from)
        .to_vec();
        assert_eq!(
            check_patterns(&body),
            [
                "[[COPY:%[0-9]+]]:sgpr(s32) = COPY $sgpr0",
                "[[COPY1:%[0-9]+]]:sgpr(s32) = COPY [[COPY]](s32)",
                "[[ADD:%[0-9]+]]:_(s32) = G_ADD [[COPY]], [[COPY1]]",
                "[[C:%[0-9]+]]:_(s32) = G_CONSTANT i32 1",
            ]
        );
    }

    #[test]
    fn rewrites_a_body_in_place() {
        let text = "# RUN: mir-run --pass none %s | FileCheck %s\n---\nname: f\nbody: |\n  bb.0:\n    liveins: $sgpr0\n\n    ; CHECK: stale\n    %0:_(s32) = COPY $sgpr0\n    S_ENDPGM 0\n...\n";
        let run = check_runs(text).remove(0);
        let checks = output_checks(
            "---\nname: f\nbody:             |\n  bb.0:\n    liveins: $sgpr0\n  \n    %0:_(s32) = COPY $sgpr0\n    S_ENDPGM 0\n...\n",
        );
        let new = rewrite(text, &[(run, checks)]);
        assert_eq!(
            new,
            "# RUN: mir-run --pass none %s | FileCheck %s\n---\nname: f\nbody: |\n  bb.0:\n    liveins: $sgpr0\n\n    ; CHECK-LABEL: name: f\n    ; CHECK: [[COPY:%[0-9]+]]:_(s32) = COPY $sgpr0\n    ; CHECK-NEXT: S_ENDPGM 0\n    %0:_(s32) = COPY $sgpr0\n    S_ENDPGM 0\n...\n"
        );
    }
}
