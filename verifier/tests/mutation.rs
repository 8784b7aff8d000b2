//! The mutation test. It regenerates llc-14's MIR after each GlobalISel stage for the project's
//! programs (`mir-tests/corpus/programs/*.ll`) on gfx900 and gfx1030, as
//! `mir-tests/scripts/gen-stages.sh` does, and then runs the mutation campaign
//! (`verifier::campaign`):
//!
//! - every unmutated function passes (the table-based rules only where the tables cover the
//!   opcode; the coverage is printed);
//! - every mutant of every kind is caught with the right code at the right line, and every
//!   legal variant is left alone;
//! - on selected MIR that llc-14 reads back, our constant-bus and literal verdicts equal
//!   `llc-14 -run-pass=none -verify-machineinstrs`, instruction by instruction, on every
//!   mutated function and every unmutated file.
//!
//! It needs llc-14 (or `$LLC`) and fails if it is missing. Run it with `--nocapture` to see the
//! report.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use isel::target::Cpu;
use verifier::campaign::{self, STAGES};
use verifier::mutate::Kind;

fn llc() -> String {
    let llc = std::env::var("LLC").unwrap_or_else(|_| "llc-14".to_string());
    let ok = Command::new(&llc).arg("--version").output().is_ok_and(|o| o.status.success());
    assert!(ok, "the mutation test needs llc-14 (Debian package llvm-14), or LLC=path; `{llc} --version` failed");
    llc
}

/// Removes the scratch directory however the test ends.
struct Scratch(PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Runs llc on every (program, cpu, stage) into `out/CPU/STAGE/NAME.mir`; returns the runs
/// that crashed (llc-14 bugs), which leave no file.
fn generate(llc: &str, programs: &[PathBuf], out: &Path) -> Result<Vec<String>, String> {
    let mut jobs = Vec::new();
    for p in programs {
        for cpu in Cpu::ALL {
            for stage in STAGES {
                jobs.push((p.clone(), cpu, stage));
            }
        }
    }
    for cpu in Cpu::ALL {
        for stage in STAGES {
            std::fs::create_dir_all(out.join(cpu.name()).join(stage)).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
        }
    }
    let queue = Mutex::new(jobs);
    let crashed = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                while let Some((p, cpu, stage)) = queue.lock().unwrap_or_else(|e| e.into_inner()).pop() {
                    let name = p.file_stem().unwrap_or_default().to_string_lossy().into_owned();
                    let dst = out.join(cpu.name()).join(stage).join(format!("{name}.mir"));
                    let ir = std::fs::read_to_string(&p).unwrap_or_default();
                    let mut cmd = Command::new(llc);
                    cmd.args(["-march=amdgcn", &format!("-mcpu={}", cpu.name()), "-global-isel", "-global-isel-abort=2"])
                        .arg(format!("-stop-after={stage}"));
                    if verifier::mutate::uses_opaque_pointers(&ir) {
                        cmd.arg("-opaque-pointers");
                    }
                    let status = cmd.arg(&p).arg("-o").arg(&dst).output().map(|o| o.status.success());
                    if status.ok() != Some(true) {
                        let _ = std::fs::remove_file(&dst);
                        crashed.lock().unwrap_or_else(|e| e.into_inner()).push(format!("{name} {cpu} {stage}"));
                    }
                }
            });
        }
    });
    let mut c = crashed.into_inner().unwrap_or_else(|e| e.into_inner());
    c.sort();
    Ok(c)
}

#[test]
fn every_mutant_is_caught_no_false_alarm_and_llc_agrees_on_the_constant_bus() {
    let llc = llc();
    let programs_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../mir-tests/corpus/programs");
    let mut programs: Vec<PathBuf> = std::fs::read_dir(&programs_dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", programs_dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    programs.sort();
    assert!(!programs.is_empty(), "no programs in {}", programs_dir.display());

    let scratch = Scratch(std::env::temp_dir().join(format!("verifier-mutation-{}", std::process::id())));
    let crashed = generate(&llc, &programs, &scratch.0).unwrap_or_else(|e| panic!("{e}"));
    let inputs = campaign::inputs(&scratch.0);
    println!(
        "{} programs x 2 CPUs x 4 stages: {} MIR files; llc-14 crashed on {}: {crashed:?}",
        programs.len(),
        inputs.len(),
        crashed.len()
    );
    let report = campaign::run(&inputs, Some(&llc), 2);
    println!("{}", report.render());

    assert!(report.unparsable.is_empty(), "files our parser rejects: {:?}", report.unparsable);
    assert!(report.llc_rejects.is_empty(), "programs llc-14's own verifier rejects: {:?}", report.llc_rejects);
    assert!(report.false_alarms.is_empty(), "false alarms: {:#?}", report.false_alarms);
    let (made, caught) = report.tally.total();
    assert_eq!(caught, made, "missed mutants: {:#?}", report.misses);
    for kind in Kind::ALL {
        let n = report.tally.by_kind.get(&kind).map_or(0, |e| e.0);
        assert!(n > 0, "no mutant of kind `{}` could be made: the corpus no longer has a place for it", kind.name());
        if kind.is_llc_comparable() {
            let compared = report.bus.mutants.get(&kind).map_or(0, |e| e.0);
            assert!(compared > 0, "no `{}` mutant was compared with llc", kind.name());
        }
    }
    assert!(report.bus.files.0 > 0, "no selected file was compared with llc");
    assert!(report.bus.disagreements.is_empty(), "constant-bus or literal verdicts differ from llc's: {:#?}", report.bus.disagreements);
}
