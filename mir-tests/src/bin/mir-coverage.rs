//! `mir-coverage`: runs the coverage matrix of issue 23 ([`mir_tests::coverage`]) through
//! llc-14 and our front half at every stage ([`mir_tests::stagecheck`]) and writes the table.
//!
//! ```text
//! nice -n 10 cargo run --release -p mir-tests --bin mir-coverage -- -o mir-tests/coverage/TABLE.md
//! ```

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};

use clap::Parser;
use mir_tests::coverage::{self, Conv, Uniformity};
use mir_tests::stagecheck::{Check, LlcVerdict, PASSES, Program, ProgramReport, Tally, Tools, check_batch, count_lines};
use rayon::prelude::*;

/// Run the coverage matrix through llc-14 and our passes and write its markdown table.
#[derive(Parser, Debug)]
#[command(name = "mir-coverage")]
struct Args {
    /// CPUs (default gfx900 and gfx1030).
    #[arg(long = "cpu")]
    cpus: Vec<String>,
    /// Only entries whose name contains this.
    #[arg(long)]
    filter: Option<String>,
    /// Only every Nth entry (a slice of the matrix).
    #[arg(long, default_value_t = 1)]
    every: usize,
    /// Write the markdown table here (default: standard output).
    #[arg(short = 'o')]
    output: Option<PathBuf>,
    /// Parallel jobs (default 2: the machine is shared; run under `nice`).
    #[arg(long, default_value_t = 2)]
    jobs: usize,
    /// Keep every entry's work files in this directory.
    #[arg(long)]
    keep: Option<PathBuf>,
    /// Entries per batch (one llc-14 process per step for a batch).
    #[arg(long, default_value_t = 16)]
    batch: usize,
    /// Print the IR of the entries instead of running them.
    #[arg(long)]
    print: bool,
    /// Internal: the meaning check of one function (BEFORE AFTER NAME), verdict on stderr.
    #[arg(long, num_args = 3, value_names = ["BEFORE", "AFTER", "NAME"], hide = true)]
    equiv_one: Vec<String>,
}

fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &Args) -> Result<(), String> {
    if let [before, after, name] = args.equiv_one.as_slice() {
        let v = mir_tests::stagecheck::meaning_files(std::path::Path::new(before), std::path::Path::new(after), name);
        eprintln!("VERDICT {}", mir_tests::stagecheck::verdict_line(&v));
        return Ok(());
    }
    let cpus = if args.cpus.is_empty() { vec!["gfx900".to_string(), "gfx1030".to_string()] } else { args.cpus.clone() };
    let entries: Vec<coverage::Entry> = coverage::matrix()
        .into_iter()
        .filter(|e| args.filter.as_deref().is_none_or(|f| e.name.contains(f)))
        .enumerate()
        .filter(|(i, _)| i % args.every.max(1) == 0)
        .map(|(_, e)| e)
        .collect();
    if args.print {
        for e in &entries {
            println!("; ---- {}\n{}", e.name, e.ir);
        }
        return Ok(());
    }
    let work = match &args.keep {
        Some(d) => d.clone(),
        None => std::env::temp_dir().join(format!("mir-coverage-{}", std::process::id())),
    };
    let mut tools = Tools::find(None, &work)?;
    tools.keep = args.keep.is_some();
    tools.equiv_exe = std::env::current_exe().ok();
    // Batches of consecutive entries, one llc-14 process per step for a whole batch.
    let size = args.batch.max(1);
    let batches: Vec<Vec<usize>> = (0..entries.len()).collect::<Vec<_>>().chunks(size).map(<[usize]>::to_vec).collect();
    let jobs: Vec<(usize, &str)> = (0..batches.len()).flat_map(|b| cpus.iter().map(move |c| (b, c.as_str()))).collect();
    let pool = rayon::ThreadPoolBuilder::new().num_threads(args.jobs.max(1)).build().map_err(|e| e.to_string())?;
    let done = AtomicUsize::new(0);
    let started = std::time::Instant::now();
    let reports: Vec<Result<Vec<ProgramReport>, String>> = pool.install(|| {
        jobs.par_iter()
            .map(|&(b, cpu)| {
                let programs: Vec<Program> = batches[b].iter().map(|&i| (entries[i].name.clone(), entries[i].ir.clone())).collect();
                let r = check_batch(&tools, &programs, cpu, false);
                let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                if n.is_multiple_of(20) {
                    eprintln!("mir-coverage: batch {n}/{} ({}s)", jobs.len(), started.elapsed().as_secs());
                }
                r
            })
            .collect()
    });
    if args.keep.is_none() {
        let _ = std::fs::remove_dir_all(&work);
    }
    let mut by: BTreeMap<(usize, &str), ProgramReport> = BTreeMap::new();
    for (&(b, cpu), r) in jobs.iter().zip(reports) {
        for (&i, report) in batches[b].iter().zip(r?) {
            by.insert((i, cpu), report);
        }
    }
    let text = table(args, &entries, &cpus, &by, started.elapsed().as_secs());
    match &args.output {
        Some(p) => std::fs::write(p, text).map_err(|e| format!("cannot write {}: {e}", p.display()))?,
        None => print!("{text}"),
    }
    Ok(())
}

fn stage_cell(r: &ProgramReport, pass: &str) -> String {
    match r.stage(pass) {
        Some(s) => format!("{} {} {}", s.ours.cell(), s.llc_accepts.cell(), s.meaning.cell()),
        None => "-".into(),
    }
}

fn table(args: &Args, entries: &[coverage::Entry], cpus: &[String], by: &BTreeMap<(usize, &str), ProgramReport>, secs: u64) -> String {
    let mut out = String::new();
    let mut cmd = String::from("nice -n 10 cargo run --release -p mir-tests --bin mir-coverage --");
    for c in &args.cpus {
        let _ = write!(cmd, " --cpu {c}");
    }
    if let Some(f) = &args.filter {
        let _ = write!(cmd, " --filter {f}");
    }
    if args.every > 1 {
        let _ = write!(cmd, " --every {}", args.every);
    }
    cmd.push_str(" -o mir-tests/coverage/TABLE.md");
    let _ = writeln!(out, "# Coverage matrix (issue 23)\n");
    let _ = writeln!(out, "Generated by `{cmd}` ({} entries x {} CPUs, {secs} s); do not edit.\n", entries.len(), cpus.len());
    let _ = writeln!(
        out,
        "Each entry is one operation at one type with uniform (`u`) or divergent (`d`) operands in a kernel or a pixel shader \
         (`mir-tests/src/coverage.rs`). A target is an entry llc-14 compiles with `-global-isel -global-isel-abort=2` without fallback. \
         Per stage the input is llc-14's `-stop-before=<pass>` output; a stage cell reads `ours llc meaning`: our `mir-run --pass <pass>` \
         runs without fallback; llc-14 accepts our output (legalizer: `-run-pass=regbankselect,instruction-select`; regbankselect: \
         `-run-pass=instruction-select`; instruction-select: `-run-pass=none -verify-machineinstrs`, `n/a` where llc-14 rejects its own \
         selection too); the meaning check (`mir_tests::equiv`) passes (`n/a`: not run, reasons below).\n"
    );
    let mut tallies: Vec<Tally> = Vec::new();
    for c in cpus {
        let mut t = Tally::default();
        for i in 0..entries.len() {
            if let Some(r) = by.get(&(i, c.as_str())) {
                t.add(r);
            }
        }
        tallies.push(t);
    }
    let _ = writeln!(out, "## Summary\n");
    let _ = writeln!(out, "| | {} |", cpus.join(" | "));
    let _ = writeln!(out, "|---|{}", "---|".repeat(cpus.len()));
    let rows: Vec<Vec<(String, String)>> = tallies.iter().map(Tally::rows).collect();
    if let Some(first) = rows.first() {
        for (k, (label, _)) in first.iter().enumerate() {
            if label.starts_with("bank") || label.starts_with("selected") {
                continue;
            }
            let cells: Vec<&str> = rows.iter().map(|r| r.get(k).map_or("", |x| x.1.as_str())).collect();
            let _ = writeln!(out, "| {label} | {} |", cells.join(" | "));
        }
    }
    for (c, t) in cpus.iter().zip(&tallies) {
        let _ = writeln!(out, "\n## {c}: failure kinds (count, stage, check, message)\n\n```");
        for l in t.kind_lines(60) {
            let _ = writeln!(out, "{l}");
        }
        let _ = writeln!(out, "```\n\n### {c}: meaning not checked (count, reason)\n\n```");
        for l in count_lines(&t.unchecked, 30) {
            let _ = writeln!(out, "{l}");
        }
        let _ = writeln!(out, "```\n\n### {c}: not targets (llc-14 falls back or fails; count, reason)\n\n```");
        for l in count_lines(&t.not_targets, 40) {
            let _ = writeln!(out, "{l}");
        }
        let _ = writeln!(out, "```");
    }
    let _ = writeln!(out, "\n## Targets\n");
    let mut head = String::from("| entry | op | type | ops | conv |");
    let mut rule = String::from("|---|---|---|---|---|");
    for c in cpus {
        for p in PASSES {
            let _ = write!(head, " {c} {p} |");
            rule.push_str("---|");
        }
    }
    let _ = writeln!(out, "{head}\n{rule}");
    let mut apart = Vec::new();
    for (i, e) in entries.iter().enumerate() {
        let reports: Vec<Option<&ProgramReport>> = cpus.iter().map(|c| by.get(&(i, c.as_str()))).collect();
        let target_somewhere = reports.iter().flatten().any(|r| r.llc == LlcVerdict::Target);
        for (c, r) in cpus.iter().zip(&reports) {
            if let Some(ProgramReport { llc: LlcVerdict::NotTarget(why), .. }) = r {
                apart.push(format!("| {} | {c} | {} |", e.name, why.replace('|', "\\|").chars().take(140).collect::<String>()));
            }
        }
        if !target_somewhere {
            continue;
        }
        let u = if e.uniformity == Uniformity::Uniform { "u" } else { "d" };
        let conv = if e.conv == Conv::Kernel { "kernel" } else { "ps" };
        let _ = write!(out, "| {} | {} | `{}` | {u} | {conv} |", e.name, e.op, e.ty);
        for r in &reports {
            for p in PASSES {
                let cell = match r {
                    Some(r) if r.llc == LlcVerdict::Target => stage_cell(r, p),
                    Some(_) => "not a target".into(),
                    None => "-".into(),
                };
                let _ = write!(out, " {cell} |");
            }
        }
        out.push('\n');
    }
    let _ = writeln!(out, "\n## Not targets (listed apart)\n\n| entry | CPU | llc-14 |\n|---|---|---|");
    for l in apart {
        let _ = writeln!(out, "{l}");
    }
    let _ = writeln!(out, "\n## Failures in full (first message per check)\n\n```");
    for (i, e) in entries.iter().enumerate() {
        for c in cpus {
            let Some(r) = by.get(&(i, c.as_str())) else { continue };
            for s in &r.stages {
                for (what, ch) in [("ours", &s.ours), ("llc", &s.llc_accepts), ("meaning", &s.meaning)] {
                    if let Check::Fail(m) = ch {
                        let m: String = m.chars().take(220).collect();
                        let _ = writeln!(out, "{} {c} {} {what}: {m}", e.name, s.pass);
                    }
                }
            }
        }
    }
    let _ = writeln!(out, "```");
    out
}
