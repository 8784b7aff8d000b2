//! llc-14's final assembly checked by running it (issue 25): `mir-equiv BEFORE.mir AFTER.s` on a
//! sample of the corpus, against llc-14's own `irtranslator` output of the same programs, on
//! gfx900 and gfx1030; and a changed instruction in the `.s` is caught (exit 1).
//!
//! The whole corpus and the coverage matrix: `mir-tests/scripts/asm-equiv.sh`.
//! Needs llc-14 (fails loudly without it). Inputs per function: `MIR_EQUIV_CASES` (default 64).

#![allow(clippy::panic)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// Corpus programs whose every function is expected to be read and to agree: straight-line
/// code, divergent branches and loops (exec-mask code), kills (the early-termination block),
/// shader returns in the middle of a function, 64-bit arithmetic with carries, memory forms.
const SAMPLE: &[&str] = &[
    "02-int-add-divergent",
    "06-int-arith-i64",
    "16-float-arith-f32",
    "20-float-fneg-fabs",
    "28-icmp-i32-divergent",
    "42-branch-divergent-if",
    "53-kill",
    "57-ps-kill-infinite-loop",
];

fn llc(args: &[&str]) -> std::process::Output {
    Command::new(mir_tests::llc::llc_path())
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run llc-14 ({e}): this test needs llc-14 (Debian's llvm-14)"))
}

/// llc-14's irtranslator MIR and final assembly of `program` for `cpu`, in `dir`.
fn stages(program: &str, cpu: &str, dir: &Path) -> (PathBuf, PathBuf) {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/programs").join(format!("{program}.ll"));
    let src = src.to_string_lossy().to_string();
    let irt = dir.join(format!("{program}.{cpu}.irt.mir"));
    let asm = dir.join(format!("{program}.{cpu}.s"));
    let mcpu = format!("-mcpu={cpu}");
    for (out, extra) in [(&irt, Some("-stop-after=irtranslator")), (&asm, None)] {
        let o = out.to_string_lossy().to_string();
        let mut args = vec!["-march=amdgcn", mcpu.as_str(), "-global-isel", "-global-isel-abort=2"];
        args.extend(extra);
        args.extend([src.as_str(), "-o", o.as_str()]);
        let r = llc(&args);
        assert!(r.status.success(), "llc-14 {args:?} failed: {}", String::from_utf8_lossy(&r.stderr));
    }
    (irt, asm)
}

fn mir_equiv(before: &Path, after: &Path, cpu: &str) -> (i32, String) {
    let cases = std::env::var("MIR_EQUIV_CASES").unwrap_or_else(|_| "64".into());
    let out = Command::new(env!("CARGO_BIN_EXE_mir-equiv"))
        .args(["--mcpu", cpu, "--inputs", &cases, "--seed", "1"])
        .arg(before)
        .arg(after)
        .output()
        .unwrap_or_else(|e| panic!("cannot run mir-equiv: {e}"));
    (out.status.code().unwrap_or(-1), format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr)))
}

fn work_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("asm-test-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap_or_else(|e| panic!("{e}"));
    d
}

fn sample_agrees(cpu: &str) {
    let dir = work_dir(cpu);
    let mut failures = Vec::new();
    for p in SAMPLE {
        let (irt, asm) = stages(p, cpu, &dir);
        let (code, out) = mir_equiv(&irt, &asm, cpu);
        if code != 0 {
            failures.push(format!("{p} ({cpu}): mir-equiv exited {code}\n{out}"));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn llc_assembly_agrees_with_irtranslator_gfx900() {
    sample_agrees("gfx900");
}

#[test]
fn llc_assembly_agrees_with_irtranslator_gfx1030() {
    sample_agrees("gfx1030");
}

/// One changed instruction in the `.s` (`v_add_u32` for `v_sub_u32`, then a wrong immediate)
/// makes mir-equiv exit 1, naming the function; an unknown mnemonic exits 2 with its line.
#[test]
fn a_changed_instruction_in_the_assembly_is_caught() {
    let dir = work_dir("mutant");
    let (irt, asm) = stages("02-int-add-divergent", "gfx900", &dir);
    let text = std::fs::read_to_string(&asm).unwrap_or_else(|e| panic!("{e}"));
    let cases = [
        ("v_add_u32_e32 v1, s4, v0", "v_sub_u32_e32 v1, s4, v0", 1),
        ("v_lshlrev_b32_e32 v0, 2, v0", "v_lshlrev_b32_e32 v0, 3, v0", 1),
        ("v_add_u32_e32 v1, s4, v0", "v_frob_u32_e32 v1, s4, v0", 2),
    ];
    for (from, to, want) in cases {
        assert!(text.contains(from), "the sample no longer has `{from}`:\n{text}");
        let mutant = dir.join("mutant.s");
        std::fs::write(&mutant, text.replacen(from, to, 1)).unwrap_or_else(|e| panic!("{e}"));
        let (code, out) = mir_equiv(&irt, &mutant, "gfx900");
        assert_eq!(code, want, "`{to}` for `{from}`: mir-equiv exited {code}:\n{out}");
        assert!(out.contains("add_tid"), "the finding names the function:\n{out}");
        if want == 2 {
            assert!(out.contains("v_frob_u32_e32") && out.contains("mutant.s:"), "the line is shown:\n{out}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
