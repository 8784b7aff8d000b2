//! Differential parsing against llc-14 (issue 30): one-fault mutants of llc-14's own stage files
//! (see [`mir_tests::parse_mutants`]) are read by llc-14's MIR parser and ours, and the
//! verdicts must agree; every rejection of ours must point inside the file.
//!
//! No disagreement is allowed. A mutant llc-14 crashes on (a signal or `LLVM ERROR`, e.g. the
//! machine verifier llc-14 runs after reading a cut-off body) has no verdict and is counted apart.
//!
//! `MIR_PARSE_MUTANTS` sets the count (default 2,000), `MIR_PARSE_MUTANT_SEED` the seed;
//! `scripts/parse-differential.sh N` runs it for N. llc-14 is required: a missing llc fails the
//! test. Disagreeing mutants are saved under the target directory's `tmp/parse-differential/`.

#![allow(clippy::panic)]

use mir_tests::corpus;
use mir_tests::llc::require_llc;
use mir_tests::parse_mutants::{Tally, judge, mutants, stage_seeds};

const DEFAULT_MUTANTS: usize = 2_000;

#[test]
fn parser_verdicts_agree_with_llc_14() {
    let llc = require_llc().unwrap_or_else(|e| panic!("{e}"));
    let n = std::env::var("MIR_PARSE_MUTANTS").ok().and_then(|s| s.parse().ok()).unwrap_or(DEFAULT_MUTANTS);
    let seed = std::env::var("MIR_PARSE_MUTANT_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(30);
    let tmp = corpus::repo_root().join("target").join("tmp").join("parse-differential");
    let programs = corpus::files_with_ext(&corpus::programs_dir(), "ll").unwrap_or_else(|e| panic!("{e}"));
    let seeds = stage_seeds(&llc, &tmp.join("seeds"), &programs).unwrap_or_else(|e| panic!("{e}"));
    assert!(seeds.len() >= 100, "only {} stage files llc-14 reads back", seeds.len());
    let ms = mutants(&seeds, n, seed);
    assert_eq!(ms.len(), n, "the seeds gave too few mutants");
    let judged = judge(&seeds, &ms, &llc, &tmp.join("run")).unwrap_or_else(|e| panic!("{e}"));
    let mut tally = Tally::default();
    let mut bad = Vec::new();
    for (i, j) in judged.iter().enumerate() {
        tally.add(j);
        let ours = j.our_error.is_none();
        if j.llc_accepts.is_some_and(|llc| llc != ours) {
            let path = tmp.join("disagree").join(format!("{i}.mir"));
            let _ = std::fs::create_dir_all(path.parent().unwrap_or(&tmp));
            let _ = std::fs::write(&path, &j.text);
            let ours = j.our_error.as_ref().map_or("accepted".to_string(), |e| format!("{}:{}: {e}", e.line, e.col));
            let theirs = if j.llc_accepts == Some(true) { "accepted".to_string() } else { j.llc_error.clone() };
            bad.push(format!("{} ({}, from {}): llc-14 {theirs}; ours {ours}", path.display(), j.fault.name(), j.seed));
        }
    }
    println!("{} seeds, {} mutants (seed {seed})\n{}", seeds.len(), judged.len(), tally.table());
    let t = tally.total();
    assert_eq!(t.bad_position, 0, "rejections pointing outside the file");
    for b in &bad {
        println!("disagreement: {b}");
    }
    assert!(
        bad.is_empty(),
        "{} mutants with verdicts unlike llc-14's:\n{}\n{}",
        bad.len(),
        bad.iter().take(40).cloned().collect::<Vec<_>>().join("\n"),
        tally.table()
    );
}
