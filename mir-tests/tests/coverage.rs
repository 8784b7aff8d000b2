//! The machinery of issue 23 on a small sample: the random program generator (deterministic,
//! its programs compiled by llc-14's GlobalISel without fallback), the coverage matrix (valid
//! IR, every entry checked at every stage) and the stage checks (they report a wrong pass
//! output as a failure). What our passes pass is measured by `mir-coverage` and `mir-gen diff`,
//! not asserted here. llc-14 is required: a missing llc fails these tests.

#![allow(clippy::panic)] // a test fails by panicking, with the reason

use std::path::PathBuf;

use mir_tests::coverage;
use mir_tests::generator::{self, Config};
use mir_tests::stagecheck::{Check, LlcVerdict, Program, Tools, check_batch};

const MIR_RUN: &str = env!("CARGO_BIN_EXE_mir-run");

fn work(tag: &str) -> PathBuf {
    std::env::temp_dir().join(format!("mir-coverage-test-{tag}-{}", std::process::id()))
}

fn tools(tag: &str, mir_run: Option<PathBuf>) -> Tools {
    Tools::find(Some(mir_run.unwrap_or_else(|| PathBuf::from(MIR_RUN))), &work(tag)).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn generator_is_deterministic_and_llc_compiles_its_programs() {
    // Seeds 500..530: a sample apart from the 0..300 measured range and the reserved 1,000,000..
    let seeds = 500..530u64;
    for s in seeds.clone() {
        assert_eq!(generator::generate(s, &Config::SMALL).ir, generator::generate(s, &Config::SMALL).ir, "seed {s}");
    }
    let t = tools("gen", None);
    let programs: Vec<Program> = seeds.map(|s| (format!("gen_{s}"), generator::generate(s, &Config::SMALL).ir)).collect();
    let reports = check_batch(&t, &programs, "gfx900", true).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(reports.len(), programs.len());
    let targets = reports.iter().filter(|r| r.llc == LlcVerdict::Target).count();
    let failures: Vec<String> = reports
        .iter()
        .filter_map(|r| if let LlcVerdict::NotTarget(w) = &r.llc { Some(format!("{}: {w}", r.name)) } else { None })
        .collect();
    assert!(
        targets * 100 >= programs.len() * 95,
        "llc-14 compiles only {targets}/{} generated programs without fallback:\n{}",
        programs.len(),
        failures.join("\n")
    );
    // Every target went through the three stages, and the meaning check ran on some.
    for r in reports.iter().filter(|r| r.llc == LlcVerdict::Target) {
        assert_eq!(r.stages.len(), 3, "{}", r.name);
    }
    let checked = reports.iter().flat_map(|r| &r.stages).filter(|s| !matches!(s.meaning, Check::NotRun(_))).count();
    assert!(checked > 0, "the meaning check ran on no stage of any program");
    let _ = std::fs::remove_dir_all(work("gen"));
}

#[test]
fn matrix_slice_is_valid_ir_and_checked_at_every_stage() {
    let m = coverage::matrix();
    assert!(m.len() > 2000, "the matrix has {} entries", m.len());
    // Every 97th entry: a slice through every family of the table.
    let slice: Vec<&coverage::Entry> = m.iter().step_by(97).collect();
    for e in &slice {
        let out = std::process::Command::new("llvm-as-14")
            .args(["-o", "/dev/null", "-"])
            .stdin(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .and_then(|mut c| {
                use std::io::Write;
                if let Some(i) = c.stdin.as_mut() {
                    i.write_all(e.ir.as_bytes())?;
                }
                c.wait_with_output()
            })
            .unwrap_or_else(|err| panic!("cannot run llvm-as-14 (install llvm-14): {err}"));
        assert!(out.status.success(), "{}: invalid IR: {}\n{}", e.name, String::from_utf8_lossy(&out.stderr), e.ir);
    }
    let t = tools("matrix", None);
    let programs: Vec<Program> = slice.iter().map(|e| (e.name.clone(), e.ir.clone())).collect();
    let reports = check_batch(&t, &programs, "gfx900", false).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(reports.len(), programs.len());
    let targets: Vec<_> = reports.iter().filter(|r| r.llc == LlcVerdict::Target).collect();
    assert!(targets.len() * 2 > reports.len(), "only {} of {} slice entries are llc-14 targets", targets.len(), reports.len());
    for r in &targets {
        assert_eq!(r.stages.len(), 3, "{}", r.name);
        // Our pass either ran or failed with a message; never an empty verdict.
        for s in &r.stages {
            assert!(!matches!(&s.ours, Check::NotRun(w) if w.is_empty()), "{} {}: no verdict", r.name, s.pass);
        }
    }
    let _ = std::fs::remove_dir_all(work("matrix"));
}

/// A `mir-run` that runs the real one and then turns every `G_ADD` of its output into a
/// `G_SUB`: the meaning check must catch it, and one that corrupts a type, which llc-14 must
/// reject.
#[test]
fn harness_detects_wrong_output() {
    let dir = work("fake");
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    let script = dir.join("mir-run");
    let text = format!(
        "#!/bin/sh\n# the output file follows -o\nout=\nprev=\nfor a in \"$@\"; do [ \"$prev\" = -o ] && out=$a; prev=$a; done\n{MIR_RUN} \"$@\" || exit $?\n\
         sed -i -e 's/= G_ADD /= G_SUB /' -e 's/^\\(  *%[0-9]*\\):vgpr_32 = V_ADD_U32_e64/\\1:vgpr_32 = V_SUB_U32_e64/' \"$out\"\n"
    );
    std::fs::write(&script, text).unwrap_or_else(|e| panic!("{e}"));
    let _ = std::process::Command::new("chmod").arg("+x").arg(&script).status();
    let entry =
        coverage::matrix().into_iter().find(|e| e.name == "add.i32.d.kernel").unwrap_or_else(|| panic!("no add.i32.d.kernel entry"));
    let t = tools("fake-run", Some(script));
    let reports = check_batch(&t, &[(entry.name.clone(), entry.ir.clone())], "gfx900", false).unwrap_or_else(|e| panic!("{e}"));
    let r = reports.first().unwrap_or_else(|| panic!("no report"));
    assert_eq!(r.llc, LlcVerdict::Target);
    let rbs = r.stage("regbankselect").unwrap_or_else(|| panic!("no regbankselect stage"));
    assert!(matches!(rbs.meaning, Check::Fail(_)), "the meaning check missed a G_ADD made a G_SUB: {:?}", rbs.meaning);
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(work("fake-run"));
}

/// An llc-14 rejection is reported for the function it names, the other functions of the batch
/// keep their own verdicts.
#[test]
fn llc_rejection_is_blamed_on_its_function() {
    let dir = work("fake2");
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    let script = dir.join("mir-run");
    // Corrupt only the first function's output (`add.i32.u.kernel`): a 32-bit add given a
    // 64-bit result.
    let text = format!(
        "#!/bin/sh\nout=\nprev=\nfor a in \"$@\"; do [ \"$prev\" = -o ] && out=$a; prev=$a; done\n{MIR_RUN} \"$@\" || exit $?\n\
         awk '/^name: *add.i32.u.kernel/{{f=1}} /^name: *add.i64/{{f=0}} {{ if (f && $0 ~ /\\(s32\\) = G_ADD /) sub(/\\(s32\\) = G_ADD /, \"(s64) = G_ADD \"); print }}' \"$out\" > \"$out.t\" && mv \"$out.t\" \"$out\"\n"
    );
    std::fs::write(&script, text).unwrap_or_else(|e| panic!("{e}"));
    let _ = std::process::Command::new("chmod").arg("+x").arg(&script).status();
    let m = coverage::matrix();
    let pick = |n: &str| m.iter().find(|e| e.name == n).map(|e| (e.name.clone(), e.ir.clone())).unwrap_or_else(|| panic!("no {n}"));
    let programs = vec![pick("add.i32.u.kernel"), pick("add.i64.u.kernel")];
    let t = tools("fake2-run", Some(script));
    let reports = check_batch(&t, &programs, "gfx900", false).unwrap_or_else(|e| panic!("{e}"));
    let bad =
        reports.iter().find(|r| r.name == "add.i32.u.kernel").and_then(|r| r.stage("regbankselect")).unwrap_or_else(|| panic!("no stage"));
    assert!(matches!(bad.llc_accepts, Check::Fail(_)), "llc-14's rejection of a corrupt output was missed: {:?}", bad.llc_accepts);
    let good =
        reports.iter().find(|r| r.name == "add.i64.u.kernel").and_then(|r| r.stage("regbankselect")).unwrap_or_else(|| panic!("no stage"));
    assert!(!matches!(&good.llc_accepts, Check::Fail(m) if m.contains("s64")), "the other function was blamed: {:?}", good.llc_accepts);
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(work("fake2-run"));
}
