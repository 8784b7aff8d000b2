//! The differential suite against llc-14 as a cargo test: runs `scripts/differential.sh` (every
//! oracle on every project program and the shared corpus, both CPUs, with this build's
//! `mir-run`), prints its table, and holds each figure that has a goal to it:
//!
//! | row | goal | issue |
//! |---|---|---|
//! | A  llc-14 selects our regbankselect output | ≥ 98 % | 4.1 |
//! | B  bank agreement with llc-14's regbankselect | ≥ 97 % | 4.2 |
//! | C  llc-14 accepts our legalizer output, where it accepts its own | ≥ 95 % | 4.3 |
//! | D  our selection without fallback (on llc's and on our regbankselect output) | ≥ 95 % | 6.1 |
//! | D  llc-14's verifier accepts our selection, before and after the fold | 100 % | 6.1 |
//! | D  constant-bus errors | 0 | 6.1 |
//! | R  our selected instructions over llc-14's | ≤ 1.05 | 6.2 |
//!
//! Row C counts functions llc-14 also fails on with its *own* legalizer output apart (its
//! RegBankSelect or selector cannot take them whoever legalized them); the script prints the
//! overall figure beside it and lists those functions. llc-14 and python3 are required: a
//! missing tool fails the test.

#![allow(clippy::panic)]

use std::collections::BTreeMap;
use std::process::Command;

use serde_json::Value;

/// (figure key, what it is, the test on its value).
type Goal = (&'static str, &'static str, fn(&str) -> Result<(), String>);

/// `a/b (p%)` as (a, b).
fn fraction(s: &str) -> Result<(u64, u64), String> {
    let head = s.split_whitespace().next().unwrap_or("");
    let (a, b) = head.split_once('/').ok_or_else(|| format!("`{s}` is not a count a/b"))?;
    Ok((a.parse().map_err(|_| format!("`{s}`: bad count"))?, b.parse().map_err(|_| format!("`{s}`: bad count"))?))
}

fn at_least(percent: u64) -> impl Fn(&str) -> Result<(), String> {
    move |s| {
        let (a, b) = fraction(s)?;
        if b == 0 {
            return Err(format!("`{s}`: nothing was counted"));
        }
        if a * 100 >= b * percent { Ok(()) } else { Err(format!("{s} is below {percent}%")) }
    }
}

const GOALS: &[Goal] = &[
    ("A", "llc-14 selects our regbankselect output", |s| at_least(98)(s)),
    ("B", "bank agreement with llc-14's regbankselect", |s| at_least(97)(s)),
    ("C2", "llc-14 accepts our legalizer output (where it accepts its own)", |s| at_least(95)(s)),
    ("D-llc-rbs-sel", "our selection of llc's regbankselect output, no fallback", |s| at_least(95)(s)),
    ("D-our-rbs-sel", "our selection of our regbankselect output, no fallback", |s| at_least(95)(s)),
    ("D-llc-rbs-vsel", "llc-14's verifier accepts our selection (llc RBS)", |s| at_least(100)(s)),
    ("D-llc-rbs-vfold", "llc-14's verifier accepts our selection + fold (llc RBS)", |s| at_least(100)(s)),
    ("D-our-rbs-vsel", "llc-14's verifier accepts our selection (our RBS)", |s| at_least(100)(s)),
    ("D-our-rbs-vfold", "llc-14's verifier accepts our selection + fold (our RBS)", |s| at_least(100)(s)),
    ("D-llc-rbs-cbus", "constant-bus errors (llc RBS)", |s| if s == "0" { Ok(()) } else { Err(format!("{s} errors")) }),
    ("D-our-rbs-cbus", "constant-bus errors (our RBS)", |s| if s == "0" { Ok(()) } else { Err(format!("{s} errors")) }),
    ("R", "selected instructions, ours over llc-14's", |s| {
        let ratio: f64 = s.split_whitespace().next().and_then(|r| r.parse().ok()).ok_or_else(|| format!("`{s}` has no ratio"))?;
        if ratio <= 1.05 { Ok(()) } else { Err(format!("{ratio} is above 1.05")) }
    }),
];

#[test]
fn differential_suite_meets_its_goals() {
    mir_tests::llc::require_llc().unwrap_or_else(|e| panic!("{e}"));
    let root = mir_tests::corpus::repo_root();
    let json = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("differential-figures.json");
    let _ = std::fs::remove_file(&json);
    let jobs = std::thread::available_parallelism().map_or(2, |n| n.get());
    let out = Command::new("bash")
        .arg(root.join("mir-tests/scripts/differential.sh"))
        .env("MIR_RUN", env!("CARGO_BIN_EXE_mir-run"))
        .env("FIGURES_JSON", &json)
        .env("JOBS", jobs.to_string())
        .output()
        .unwrap_or_else(|e| panic!("cannot run differential.sh: {e}"));
    let stdout = String::from_utf8_lossy(&out.stdout);
    println!("{stdout}");
    assert!(out.status.success(), "differential.sh failed ({}):\n{}", out.status, String::from_utf8_lossy(&out.stderr));
    let text = std::fs::read_to_string(&json).unwrap_or_else(|e| panic!("differential.sh wrote no figures to {}: {e}", json.display()));
    let report: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", json.display()));
    let figures: BTreeMap<String, BTreeMap<String, String>> =
        serde_json::from_value(report["figures"].clone()).unwrap_or_else(|e| panic!("{}: figures: {e}", json.display()));
    assert_eq!(figures.keys().map(String::as_str).collect::<Vec<_>>(), ["gfx1030", "gfx900"], "both CPUs are measured");
    let mut missed = Vec::new();
    for (cpu, figs) in &figures {
        for (key, what, test) in GOALS {
            match figs.get(*key) {
                Some(v) => {
                    if let Err(e) = test(v) {
                        missed.push(format!("{cpu} {key} ({what}): {e}"));
                    }
                }
                None => missed.push(format!("{cpu} {key} ({what}): not measured")),
            }
        }
    }
    assert!(missed.is_empty(), "goals missed:\n{}", missed.join("\n"));
}
