//! The `mir-run` driver's `--update-checks` and several-file modes.

use std::path::{Path, PathBuf};
use std::process::Command;

use mir_tests::lit::{Tools, run_file};

const MIR_RUN: &str = env!("CARGO_BIN_EXE_mir-run");

/// A fresh scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mir-run-driver-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("can create a scratch directory");
    dir
}

fn tools() -> Tools {
    Tools { mir_run: MIR_RUN.into(), mir_verify: None }
}

/// A test with two RUN lines (one shared prefix and one of its own), a one-block function with
/// a stale check and a three-block function with a phi.
const TEST: &str = "\
# RUN: mir-run --pass none %s | FileCheck %s
# RUN: mir-run --pass none --mcpu gfx1030 %s | FileCheck --check-prefixes=CHECK,GFX10 --allow-unused-prefixes %s
---
name: add
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $sgpr0, $vgpr0
    ; CHECK-LABEL: name: add
    ; CHECK: this line is stale
    %0:_(s32) = COPY $sgpr0
    %1:_(s32) = COPY $vgpr0
    %2:_(s32) = G_ADD %0, %1
    %3:_(s32) = G_CONSTANT i32 7
    %4:_(s32) = G_MUL %2, %3
    $vgpr0 = COPY %4(s32)
    SI_RETURN_TO_EPILOG implicit $vgpr0
...
---
name: join
tracksRegLiveness: true
body: |
  bb.0:
    successors: %bb.1, %bb.2
    liveins: $sgpr0

    %0:_(s32) = COPY $sgpr0
    %1:_(s32) = G_CONSTANT i32 0
    %2:_(s1) = G_ICMP intpred(eq), %0(s32), %1
    G_BRCOND %2(s1), %bb.2
    G_BR %bb.1

  bb.1:
    successors: %bb.2
    %3:_(s32) = G_ADD %0, %0

  bb.2:
    %4:_(s32) = G_PHI %1(s32), %bb.0, %3(s32), %bb.1
    $sgpr0 = COPY %4(s32)
    SI_RETURN_TO_EPILOG implicit $sgpr0
...
";

#[test]
fn update_checks_writes_checks_that_pass() {
    let dir = scratch("update");
    let file = dir.join("test.mir");
    std::fs::write(&file, TEST).expect("write the scratch test");
    let out = Command::new(MIR_RUN).arg("--update-checks").arg(&file).output().expect("run mir-run");
    assert!(out.status.success(), "mir-run --update-checks failed: {}", String::from_utf8_lossy(&out.stderr));
    let updated = std::fs::read_to_string(&file).expect("read the updated test");
    eprintln!("{updated}");
    assert!(!updated.contains("stale"), "the stale check is gone");
    assert!(updated.contains("    ; CHECK-LABEL: name: add\n    ; CHECK: [[COPY:%[0-9]+]]:_(s32) = COPY $sgpr0\n    ; CHECK-NEXT: [[COPY1:%[0-9]+]]:_(s32) = COPY $vgpr0\n    ; CHECK-NEXT: [[ADD:%[0-9]+]]:_(s32) = G_ADD [[COPY]], [[COPY1]]\n"));
    assert!(updated.contains("; CHECK-NEXT: bb.2:"), "multi-block functions check their block headers");
    assert!(updated.contains("[[PHI:%[0-9]+]]:_(s32) = G_PHI [[C]](s32), %bb.0, [[ADD]](s32), %bb.1"));
    assert!(!updated.contains("; GFX10"), "both RUN lines print the same, so the shared prefix checks them once");
    // The input instructions are as they were.
    assert!(updated.contains("    %2:_(s32) = G_ADD %0, %1\n"));
    run_file(&file, &tools()).unwrap_or_else(|e| panic!("the updated test fails:\n{e}"));
    // Idempotent.
    let again = Command::new(MIR_RUN).arg("--update-checks").arg(&file).output().expect("run mir-run");
    assert!(again.status.success());
    assert_eq!(std::fs::read_to_string(&file).expect("read"), updated);
    // And the checks check: a wrong expectation fails.
    std::fs::write(&file, updated.replacen("= G_ADD [[COPY]], [[COPY1]]", "= G_SUB [[COPY]], [[COPY1]]", 1)).expect("write");
    assert!(run_file(&file, &tools()).is_err(), "a tampered check must fail");
}

fn write_inputs(dir: &Path) -> PathBuf {
    let inputs = dir.join("in");
    std::fs::create_dir_all(inputs.join("sub")).expect("mkdir");
    std::fs::write(
        inputs.join("a.mir"),
        "---\nname: a\nbody: |\n  bb.0:\n    S_ENDPGM 0\n...\n---\nname: b\nbody: |\n  bb.0:\n    S_ENDPGM 0\n...\n",
    )
    .expect("write");
    std::fs::write(inputs.join("sub/c.mir"), "---\nname: c\nbody: |\n  bb.0:\n    S_ENDPGM 0\n...\n").expect("write");
    inputs
}

#[test]
fn several_files_run_in_parallel_with_a_summary() {
    let dir = scratch("many");
    let inputs = write_inputs(&dir);
    let outdir = dir.join("out");
    let out = Command::new(MIR_RUN).args(["--pass", "none"]).arg(&inputs).arg("-o").arg(&outdir).output().expect("run mir-run");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stdout.is_empty(), "outputs go to -o DIR, not to standard output");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("mir-run: 2 files, 3 functions, 0 fallbacks, 0 errors"), "summary: {stderr}");
    assert!(outdir.join("a.mir").is_file() && outdir.join("sub/c.mir").is_file());
    let printed = std::fs::read_to_string(outdir.join("sub/c.mir")).expect("read output");
    assert!(printed.contains("name:            c"));

    // Without -o the outputs are discarded; a bad file is counted as an error.
    std::fs::write(inputs.join("bad.mir"), "---\nname: bad\nbody: |\n  bb.0:\n    %0:_(s32) = COPY $nosuchreg\n...\n").expect("write");
    let out = Command::new(MIR_RUN).args(["--pass", "none"]).arg(inputs.join("a.mir")).arg(inputs.join("bad.mir")).output().expect("run");
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("mir-run: 2 files, 2 functions, 0 fallbacks, 1 errors"), "summary: {stderr}");
    assert!(stderr.contains("bad.mir"), "the bad file's diagnostic is shown: {stderr}");

    // One file still prints to standard output, with no summary.
    let out = Command::new(MIR_RUN).args(["--pass", "none"]).arg(inputs.join("a.mir")).output().expect("run");
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("name:            b"));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("files,"));
    // `-o -` is standard output too, not a file named `-`.
    let out = Command::new(MIR_RUN).current_dir(&dir).args(["--pass", "none", "-o", "-"]).arg(inputs.join("a.mir")).output().expect("run");
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("name:            b"));
    assert!(!dir.join("-").exists(), "`-o -` wrote a file named `-`");
}

/// `--time-passes` reports each phase that ran, once, on standard error, and changes nothing
/// else: the output is the same as without it.
#[test]
fn time_passes_reports_every_phase() {
    let dir = scratch("time");
    let inputs = write_inputs(&dir);
    let file = inputs.join("a.mir");
    let run = |extra: &[&str]| {
        let out =
            Command::new(MIR_RUN).args(["--pass", "legalizer", "--pass", "regbankselect"]).args(extra).arg(&file).output().expect("run");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        out
    };
    let (plain, timed) = (run(&[]), run(&["--time-passes"]));
    assert_eq!(plain.stdout, timed.stdout, "--time-passes changes the output");
    assert!(plain.stderr.is_empty());
    let report = String::from_utf8_lossy(&timed.stderr);
    assert!(report.contains("Pass execution timing report"), "{report}");
    let phases: Vec<&str> = report.lines().filter_map(|l| l.split_once("%)").map(|(_, name)| name.trim())).collect();
    assert_eq!(phases, ["read", "parse", "legalizer", "regbankselect", "print", "Total"], "{report}");

    // Several files: one report for the run, the phases summed over the files.
    let out = Command::new(MIR_RUN).args(["--pass", "none", "--time-passes"]).arg(&inputs).output().expect("run");
    let report = String::from_utf8_lossy(&out.stderr);
    assert_eq!(report.matches("Pass execution timing report").count(), 1, "{report}");
    assert!(report.contains("  parse\n") && report.contains("  none\n"), "{report}");
}
