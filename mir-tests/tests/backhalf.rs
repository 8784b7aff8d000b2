//! `phi-node-elimination` and `si-lower-control-flow` on llc-14's own MIR, independently of our
//! front half (issue 26): for a sample of the corpus's control-flow programs, on gfx900 and
//! gfx1030, the input of each pass is llc-14's `-stop-before=<pass>` output, and
//! * llc-14 `-run-pass=none -verify-machineinstrs` accepts our output wherever it accepts its
//!   own input (its own failures are counted apart, and there must be few);
//! * the machine interpreter finds our output equivalent to llc-14's `-stop-after=irtranslator`
//!   MIR of the program: no mismatch, and nearly every function checked.
//!
//! The whole corpus, with the random programs and a slice of the coverage matrix, is
//! `mir-tests/scripts/backhalf.sh`. Without llc-14 this test fails.

// Helpers of this test report failures by panicking, like the test itself.
#![allow(clippy::panic)]

use std::path::{Path, PathBuf};

use isel::mir::Module;
use isel::pipeline::{self, Options, Plan};
use mir_tests::equiv::{EquivError, ModuleCheck, check_modules};

const SAMPLE: &[&str] = &[
    "42-branch-divergent-if.ll",
    "43-branch-divergent-if-else.ll",
    "44-branch-nested-if.ll",
    "46-loop-divergent-trip.ll",
    "47-loop-break.ll",
    "53-kill.ll",
    "56-ps-divergent-early-return.ll",
    "62-loop-break-uniform.ll",
];

fn llc(args: &[&str], file: &Path) -> Result<String, String> {
    let out = std::process::Command::new("llc-14")
        .args(["-march=amdgcn", "-global-isel", "-global-isel-abort=2"])
        .args(args)
        .arg(file)
        .args(["-o", "-"])
        .output()
        .map_err(|e| format!("llc-14 is required by this test (apt-get install llvm-14): {e}"))?;
    if !out.status.success() {
        return Err(format!("llc-14 failed on {}: {}", file.display(), String::from_utf8_lossy(&out.stderr)));
    }
    String::from_utf8(out.stdout).map_err(|_| "llc-14 printed non-UTF-8".to_string())
}

fn llc_reads(text: &str, cpu: &str) -> Result<(), String> {
    let mut child = std::process::Command::new("llc-14")
        .args(["-march=amdgcn", &format!("-mcpu={cpu}"), "-run-pass=none", "-verify-machineinstrs", "-x", "mir", "-", "-o", "/dev/null"])
        .stdin(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| format!("llc-14 is required by this test: {e}"))?;
    if let Some(mut stdin) = child.stdin.take() {
        use std::io::Write;
        stdin.write_all(text.as_bytes()).map_err(|e| e.to_string())?;
    }
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if out.status.success() { Ok(()) } else { Err(String::from_utf8_lossy(&out.stderr).into_owned()) }
}

#[derive(Default, Debug)]
struct Figures {
    files: usize,
    own_unreadable: usize,
    accepted: usize,
    judged: usize,
    functions: usize,
    equivalent: usize,
    mismatched: usize,
    not_checked: usize,
}

#[test]
fn back_half_passes_on_llc_output() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpus/programs");
    let mut problems: Vec<String> = Vec::new();
    let mut figures = Figures::default();
    for cpu in ["gfx900", "gfx1030"] {
        let mcpu = format!("-mcpu={cpu}");
        for name in SAMPLE {
            let file = dir.join(name);
            let irt = llc(&[&mcpu, "-stop-after=irtranslator"], &file).unwrap_or_else(|e| panic!("{e}"));
            let irt = isel::mir::parse(&irt).unwrap_or_else(|e| panic!("{name}: {e:?}"));
            for pass in ["phi-node-elimination", "si-lower-control-flow"] {
                figures.files += 1;
                let place = format!("{name} ({cpu}) {pass}");
                let pre = llc(&[&mcpu, &format!("-stop-before={pass}")], &file).unwrap_or_else(|e| panic!("{e}"));
                let own_ok = llc_reads(&pre, cpu).is_ok();
                let mut module: Module = isel::mir::parse(&pre).unwrap_or_else(|e| panic!("{place}: {e:?}"));
                let plan = Plan::Passes(vec![pipeline::pass(pass).unwrap_or_else(|| panic!("{pass} is registered"))]);
                let outcome = pipeline::run(&mut module, &plan, &Options::default(), name, &mut |_, _, _| Vec::new());
                for d in &outcome.diagnostics {
                    problems.push(format!("{place}: {}", d.message));
                }
                let text = module.to_string();
                if own_ok {
                    figures.judged += 1;
                    match llc_reads(&text, cpu) {
                        Ok(()) => figures.accepted += 1,
                        Err(e) => problems.push(format!("{place}: llc-14 rejects our output:\n{e}")),
                    }
                } else {
                    figures.own_unreadable += 1;
                }
                let check = ModuleCheck { cpu: isel::target::Cpu::from_name(cpu), cases: Some(32), seed: Some(1) };
                for r in check_modules(&irt, &module, &check) {
                    figures.functions += 1;
                    match r.result {
                        Ok(_) => figures.equivalent += 1,
                        Err(e @ EquivError::Mismatch { .. }) => {
                            figures.mismatched += 1;
                            problems.push(format!("{place} `{}`: {e}", r.name));
                        }
                        Err(_) => figures.not_checked += 1,
                    }
                }
            }
        }
    }
    eprintln!("{figures:?}");
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
    assert!(figures.own_unreadable * 4 <= figures.files, "llc-14 cannot read most of its own output: {figures:?}");
    assert!(figures.not_checked * 10 <= figures.functions, "too few functions checked: {figures:?}");
}
