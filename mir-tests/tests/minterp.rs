//! The machine-code interpreter checked against llc-14, and selection checked by it.
//!
//! 1. llc-14's `irtranslator` output and its `instruction-select` output of every corpus
//!    program, gfx900 and gfx1030, agree on random inputs (the generic interpreter on one side,
//!    the machine interpreter on the other). Functions not checked are listed with the reason
//!    ([`NOT_CHECKED`]); each must still fail for it, and llc's fallbacks (`failedISel`) are
//!    counted apart.
//! 2. Our `legalizer` + `regbankselect` + `instruction-select` + `si-fold-operands` output of
//!    the same programs agrees with llc's `irtranslator` output.
//! 3. Deliberately wrong selections (`V_SUB` for `V_ADD`, a wrong immediate, a wrong source
//!    modifier) are caught, with the lane, the register and the values in the message.
//! 4. `mir-equiv` exits 0 on agreeing files, 1 on a changed instruction, 2 on an unmodelled one.
//!
//! Inputs per function: `MIR_EQUIV_CASES` (default 64, as the other equivalence tests).

#![allow(clippy::panic)]

use std::path::{Path, PathBuf};
use std::process::Command;

use isel::mir::{Function, Module, Opcode, Operand};
use isel::pipeline::{Options, PassContext};
use mir_tests::equiv::{EquivError, FunctionReport, InputSpace, ModuleCheck, assert_equivalent, check_modules};

/// Functions whose llc-14 stages may differ, with the reason: the `contract` fusions, whose
/// result is allowed to differ in the last bit on some inputs (so they may also agree on the
/// inputs drawn).
const NOT_CHECKED: &[(&str, &str, &str)] = &[
    (
        "gfx900",
        "19-float-fma/fma_divergent",
        "llc's pre-legalizer combiner fuses the `contract` fmul+fadd into one fma, which the flag allows; the fused \
         result differs from the separately rounded one in the last bit",
    ),
    ("gfx900", "19-float-fma/fma_uniform", "as fma_divergent: llc fuses the `contract` fmul+fadd (V_FMA_F32 of SGPR operands)"),
    ("gfx1030", "19-float-fma/fma_divergent", "as on gfx900: llc fuses the `contract` fmul+fadd (V_FMAC_F16)"),
    ("gfx1030", "19-float-fma/fma_uniform", "as on gfx900: llc fuses the `contract` fmul+fadd"),
];

/// Functions our selection changes the meaning of, found by this test, with the diagnosis.
/// Each bug must still differ (the test says so when one starts to agree; the fusions may agree
/// on the inputs drawn); the others must agree.
const OUR_KNOWN_DIFFERENCES: &[(&str, &str)] = &[
    ("19-float-fma/fma_uniform", "our selection fuses the `contract` fmul+fadd into V_FMA_F32, which the flag allows"),
    ("19-float-fma/fma_divergent", "our selection fuses the `contract` fmul+fadd into one fma, which the flag allows"),
];

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/programs")
}

fn corpus_files() -> Vec<PathBuf> {
    mir_tests::corpus::files_with_ext(&corpus_dir(), "ll").unwrap_or_else(|e| panic!("{e}"))
}

/// `llc-14 -march=amdgcn -mcpu=CPU -global-isel -global-isel-abort=2 -stop-after=STAGE FILE`.
fn llc_text(file: &Path, cpu: &str, stage: &str) -> String {
    mir_tests::llc::global_isel_stage(file, cpu, stage).unwrap_or_else(|e| panic!("{e}"))
}

fn llc_stage(file: &Path, cpu: &str, stage: &str) -> Module {
    isel::mir::parse(&llc_text(file, cpu, stage))
        .unwrap_or_else(|e| panic!("cannot parse llc-14's {stage} output for {}: {e}", file.display()))
}

fn stem(file: &Path) -> String {
    file.file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_default()
}

/// Runs `check` on every corpus file in two threads.
fn over_corpus(check: impl Fn(&PathBuf) -> Vec<(String, Result<(), String>)> + Sync) -> Vec<(String, Result<(), String>)> {
    let files = corpus_files();
    assert!(!files.is_empty(), "no corpus programs found");
    let check = &check;
    std::thread::scope(|s| {
        let chunks: Vec<_> = files.chunks(files.len().div_ceil(2)).collect();
        let handles: Vec<_> = chunks.into_iter().map(|c| s.spawn(move || c.iter().flat_map(check).collect::<Vec<_>>())).collect();
        handles.into_iter().flat_map(|h| h.join().expect("a checking thread panicked")).collect()
    })
}

/// `Ok` for agreement; `Err("not checked: ...")` or `Err("MISMATCH: ...")`.
fn verdict(r: &FunctionReport) -> Result<(), String> {
    match &r.result {
        Ok(_) => Ok(()),
        Err(e @ (EquivError::NotChecked { .. } | EquivError::Unmodelled { .. } | EquivError::Unrunnable { .. })) => {
            Err(format!("not checked: {e}"))
        }
        Err(e) => Err(format!("MISMATCH: {e}")),
    }
}

/// Whether llc-14 reads `text` back (`-run-pass=none`): DESIGN.md lists its gfx1030 selected MIR
/// that it cannot ("missing implicit register operand 'implicit $vcc'"), which our parser rejects
/// alike.
fn llc_reads_back(text: &str, cpu: &str) -> bool {
    let dir = std::env::temp_dir().join(format!("minterp-readback-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let file = dir.join(format!("{}.mir", NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)));
    if std::fs::write(&file, text).is_err() {
        return true;
    }
    let args: Vec<String> = ["-march=amdgcn", &format!("-mcpu={cpu}"), "-run-pass=none", "-o", "/dev/null"]
        .iter()
        .map(|a| a.to_string())
        .chain(std::iter::once(file.display().to_string()))
        .collect();
    let ok = mir_tests::llc::run_llc(&mir_tests::llc::llc_path(), &args, std::time::Duration::from_secs(60)).is_ok_and(|r| r.ok);
    let _ = std::fs::remove_file(&file);
    ok
}

fn llc_selection_agrees(cpu: &str) {
    let results = over_corpus(|file| {
        let before = llc_stage(file, cpu, "irtranslator");
        let s = stem(file);
        let text = llc_text(file, cpu, "instruction-select");
        let after = match isel::mir::parse(&text) {
            Ok(m) => m,
            Err(e) if !llc_reads_back(&text, cpu) => {
                return vec![(format!("{s}/*"), Err(format!("llc-14 cannot read back its own selection either: {e}")))];
            }
            Err(e) => panic!("cannot parse llc-14's instruction-select output for {}: {e}", file.display()),
        };
        check_modules(&before, &after, &ModuleCheck::default()).iter().map(|r| (format!("{s}/{}", r.name), verdict(r))).collect()
    });
    let listed = |n: &str| NOT_CHECKED.iter().find(|(c, f, _)| *c == cpu && *f == n);
    let mut failures = Vec::new();
    let (mut agreed, mut fallback, mut listed_count, mut unreadable) = (0, 0, 0, 0);
    for (name, v) in &results {
        match (v, listed(name)) {
            (Ok(()), None) => agreed += 1,
            (Ok(()), Some(_)) => agreed += 1,
            (Err(_), Some((_, _, why))) => {
                listed_count += 1;
                eprintln!("not checked: {name}: {why}");
            }
            (Err(e), None) if e.contains("failedISel") => {
                fallback += 1;
                eprintln!("not checked: {name}: llc-14 fell back (failedISel)");
            }
            (Err(e), None) if e.contains("cannot read back its own selection") => {
                unreadable += 1;
                eprintln!("not checked: {name}: {e}");
            }
            (Err(e), None) => failures.push(format!("{name}: {e}")),
        }
    }
    let total = results.len();
    eprintln!(
        "llc-14 {cpu}: {total} functions: {agreed} agree between irtranslator and instruction-select, {listed_count} listed, \
         {fallback} llc fallbacks, {unreadable} files llc-14 cannot read back (counted apart), {} failed",
        failures.len()
    );
    for f in &failures {
        eprintln!("FAILED {f}\n");
    }
    assert!(failures.is_empty(), "{} functions failed", failures.len());
    assert!(agreed * 100 >= (total - fallback - unreadable) * 98, "fewer than 98% of the functions llc selected were checked");
}

#[test]
fn llc_instruction_select_agrees_with_irtranslator_gfx900() {
    llc_selection_agrees("gfx900");
}

#[test]
fn llc_instruction_select_agrees_with_irtranslator_gfx1030() {
    llc_selection_agrees("gfx1030");
}

/// Our front half from llc's IRTranslator output through `si-fold-operands`.
fn our_selection(b: &Function, ir: Option<std::sync::Arc<str>>) -> Result<Function, String> {
    let st = isel::pipeline::subtarget_for(b, &Options::default());
    let mut f = b.clone();
    for name in ["legalizer", "regbankselect", "instruction-select", "si-fold-operands"] {
        let pass = isel::pipeline::pass(name).ok_or_else(|| format!("no pass {name}"))?;
        let mut ctx = PassContext::new(st);
        ctx.module_ir = ir.clone();
        (pass.run)(&mut f, &mut ctx).map_err(|e| format!("{name}: {}", e.message))?;
    }
    Ok(f)
}

#[test]
fn our_selection_keeps_the_meaning_of_the_corpus_gfx900() {
    let results = over_corpus(|file| {
        let before = llc_stage(file, "gfx900", "irtranslator");
        let ir: Option<std::sync::Arc<str>> = before.ir.as_deref().map(Into::into);
        let s = stem(file);
        before
            .functions
            .iter()
            .map(|b| {
                let name = format!("{s}/{}", b.name);
                let v = match our_selection(b, ir.clone()) {
                    Err(e) => Err(format!("not run: {e}")),
                    Ok(after) => {
                        let r = FunctionReport {
                            name: name.clone(),
                            result: assert_equivalent(b, &after, &InputSpace::for_functions(b, &after, 64)),
                        };
                        verdict(&r)
                    }
                };
                (name, v)
            })
            .collect()
    });
    let known = |n: &str| OUR_KNOWN_DIFFERENCES.iter().find(|(k, _)| *k == n);
    let agreed = results.iter().filter(|(_, v)| v.is_ok()).count();
    let mismatch = |v: &Result<(), String>| v.as_ref().is_err_and(|e| e.starts_with("MISMATCH"));
    let unknown: Vec<_> = results.iter().filter(|(n, v)| mismatch(v) && known(n).is_none()).collect();
    let stale: Vec<_> = results.iter().filter(|(n, v)| !mismatch(v) && known(n).is_some_and(|(_, w)| w.contains("bug"))).collect();
    let listed = results.iter().filter(|(n, v)| mismatch(v) && known(n).is_some()).count();
    eprintln!(
        "our selection (gfx900): {} functions: {agreed} agree with llc's irtranslator output, {listed} known differences, {} new mismatches",
        results.len(),
        unknown.len()
    );
    for (n, v) in results.iter().filter(|(_, v)| v.is_err()) {
        let why = known(n).map_or(String::new(), |(_, w)| format!(" [known: {w}]"));
        eprintln!("{n}: {}{why}", v.as_ref().err().map_or("", String::as_str));
    }
    assert!(stale.is_empty(), "listed as known differences but agree now (remove them): {stale:?}");
    assert!(unknown.is_empty(), "our selection changed the meaning of {} functions", unknown.len());
    let run = results.iter().filter(|(_, v)| v.as_ref().is_ok() || mismatch(v)).count();
    assert!(run * 100 >= results.len() * 98, "fewer than 98% of the functions went through our selection and were checked");
}

/// Changes the first instruction of `f` that `edit` accepts; false when none does.
fn mutate(f: &mut Function, edit: impl Fn(&mut isel::mir::Inst) -> bool) -> bool {
    let ids: Vec<_> = f.all_insts().map(|(_, id, _)| id).collect();
    ids.into_iter().any(|id| edit(f.inst_mut(id)))
}

fn opcode(name: &str) -> Opcode {
    Opcode::Target(isel::target::instrs::TargetOpcode::from_name(name).unwrap_or_else(|| panic!("{name} is in the table")))
}

fn is(inst: &isel::mir::Inst, name: &str) -> bool {
    inst.opcode == opcode(name)
}

/// Applies `edit` to llc's selected `program`/`function` and checks the result is caught, with
/// a lane and values in the message, and returns the message.
fn caught(program: &str, function: &str, edit: impl Fn(&mut isel::mir::Inst) -> bool) -> String {
    let file = corpus_dir().join(program);
    let before = llc_stage(&file, "gfx900", "irtranslator");
    let after = llc_stage(&file, "gfx900", "instruction-select");
    let b = before.function(function).unwrap_or_else(|| panic!("{function}"));
    let mut a = after.function(function).unwrap_or_else(|| panic!("{function}")).clone();
    assert!(mutate(&mut a, edit), "nothing to change in {program}/{function}");
    match assert_equivalent(b, &a, &InputSpace::for_functions(b, &a, 64)) {
        Err(EquivError::Mismatch { detail, inputs, .. }) => {
            assert!(detail.contains("lane"), "the message names no lane: {detail}");
            assert!(detail.contains("the original") && detail.contains("0x"), "the message gives no values: {detail}");
            eprintln!("{program}/{function}: caught: {detail}\n  inputs: {inputs}");
            detail
        }
        other => panic!("{program}/{function}: the wrong selection was not caught: {other:?}"),
    }
}

#[test]
fn wrong_selections_are_caught_with_lane_register_and_values() {
    // V_SUB for V_ADD.
    let d = caught("02-int-add-divergent.ll", "add_tid", |i| {
        if is(i, "V_ADD_U32_e64") {
            i.opcode = opcode("V_SUB_U32_e64");
            true
        } else {
            false
        }
    });
    assert!(d.contains("GLOBAL_STORE") || d.contains("$vgpr"), "the message names no register: {d}");
    // A wrong immediate.
    caught("13-int-mul-pow2-const.ll", "mul_pow2_divergent", |i| {
        if is(i, "S_MOV_B32")
            && let Some(Operand::Imm(v)) = i.operands.get_mut(1)
            && *v > 1
        {
            *v += 1;
            return true;
        }
        false
    });
    // A wrong source modifier: negate src0 of a float add.
    caught("16-float-arith-f32.ll", "f32_divergent", |i| {
        if is(i, "V_ADD_F32_e64")
            && let Some(Operand::Imm(m)) = i.operands.get_mut(1)
        {
            *m ^= 1;
            return true;
        }
        false
    });
}

fn mir_equiv(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_mir-equiv")).args(args).output().expect("mir-equiv runs");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr))
}

#[test]
fn mir_equiv_exit_codes() {
    let dir = std::env::temp_dir().join(format!("minterp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let file = corpus_dir().join("02-int-add-divergent.ll");
    let irt = dir.join("irt.mir");
    let sel = dir.join("sel.mir");
    std::fs::write(&irt, llc_text(&file, "gfx900", "irtranslator")).expect("write");
    let sel_text = llc_text(&file, "gfx900", "instruction-select");
    std::fs::write(&sel, &sel_text).expect("write");
    let p = |x: &PathBuf| x.to_string_lossy().to_string();
    let (code, out) = mir_equiv(&["--inputs", "32", "--seed", "7", &p(&irt), &p(&sel)]);
    assert_eq!(code, 0, "{out}");
    // One selected instruction changed: exit 1 with the function, lane and values.
    let wrong = dir.join("wrong.mir");
    std::fs::write(&wrong, sel_text.replacen("V_ADD_U32_e64", "V_SUB_U32_e64", 1)).expect("write");
    let (code, out) = mir_equiv(&["--inputs", "32", &p(&irt), &p(&wrong)]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("add_tid") && out.contains("lane"), "{out}");
    let (code, json) = mir_equiv(&["--inputs", "32", "--error-format", "json", &p(&irt), &p(&wrong)]);
    assert_eq!(code, 1, "{json}");
    assert!(json.lines().any(|l| l.starts_with('{') && l.contains("\"code\":\"Q001\"")), "{json}");
    // An instruction without a model: exit 2, naming it.
    let unmodelled = dir.join("unmodelled.mir");
    std::fs::write(&unmodelled, sel_text.replacen("V_ADD_U32_e64 ", "V_SAD_U32_e64 0, ", 1)).expect("write");
    let (code, out) = mir_equiv(&["--inputs", "8", &p(&irt), &p(&unmodelled)]);
    assert!(code == 2 && out.contains("V_SAD_U32_e64"), "{code}: {out}");
}

/// The README's table of modelled instructions is what [`mir_tests::minterp::coverage_table`]
/// computes from the instruction table now (`UPDATE_README=1` rewrites it).
#[test]
fn readme_table_of_modelled_instructions_is_current() {
    let readme = Path::new(env!("CARGO_MANIFEST_DIR")).join("../README.md");
    let text = std::fs::read_to_string(&readme).expect("the README exists");
    let (begin, end) = ("<!-- minterp-coverage:begin -->\n", "<!-- minterp-coverage:end -->");
    let table = mir_tests::minterp::coverage_table();
    let (Some(a), Some(b)) = (text.find(begin), text.find(end)) else { panic!("the README has no {begin} ... {end} section") };
    let current = &text[a + begin.len()..b];
    if current != table {
        if std::env::var_os("UPDATE_README").is_some() {
            let new = format!("{}{table}{}", &text[..a + begin.len()], &text[b..]);
            std::fs::write(&readme, new).expect("can rewrite the README");
        } else {
            panic!("the README's table of modelled instructions is stale; rerun with UPDATE_README=1\n{table}");
        }
    }
}
