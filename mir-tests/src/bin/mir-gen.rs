//! `mir-gen`: the random program generator of issue 23 ([`mir_tests::generator`]) and its
//! differential run against llc-14 ([`mir_tests::stagecheck`]).
//!
//! ```text
//! mir-gen print --seed 7                       # one program of 20-200 IR instructions
//! mir-gen print --seed 1 --insts 20000         # a ~20,000-instruction kernel (benchmarks)
//! nice -n 10 mir-gen diff --seeds 0..300       # the differential table, gfx900 and gfx1030
//! nice -n 10 mir-gen diff --seeds 0..50 --stress  # llvm-stress-14's programs of the same seeds
//! ```

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};

use clap::{Parser, Subcommand};
use mir_tests::generator::{self, Config, Conv};
use mir_tests::stagecheck::{Program, Tally, Tools, check_batch, count_lines};
use rayon::prelude::*;

#[derive(Parser, Debug)]
#[command(name = "mir-gen", about = "Random LLVM IR programs for the AMDGPU front half, and their differential run against llc-14")]
struct Args {
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand, Debug)]
enum Cmd {
    /// Print the program of a seed.
    Print {
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// A kernel of about this many IR instructions instead of 20-200 (e.g. 20000).
        #[arg(long)]
        insts: Option<usize>,
        /// Calling convention: ps, vs, gs, cs, kernel, callable (default: drawn from the seed).
        #[arg(long)]
        conv: Option<String>,
    },
    /// Run the programs of a seed range through llc-14 and our passes at every stage and print
    /// the table.
    Diff {
        /// Seeds `A..B` (B excluded).
        #[arg(long)]
        seeds: String,
        /// CPUs (default gfx900 and gfx1030).
        #[arg(long = "cpu")]
        cpus: Vec<String>,
        /// llvm-stress-14's programs of these seeds instead of ours.
        #[arg(long)]
        stress: bool,
        #[arg(long, default_value_t = 2)]
        jobs: usize,
        /// Write every failing program (`.ll`) and its first failure here.
        #[arg(long)]
        failures: Option<PathBuf>,
    },
}

fn main() -> ExitCode {
    match run(Args::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

fn conv_of(name: &str) -> Result<Conv, String> {
    Conv::ALL
        .into_iter()
        .find(|c| c.name() == name || c.name().strip_prefix("amdgpu_") == Some(name))
        .ok_or_else(|| format!("unknown convention `{name}` (ps, vs, gs, cs, kernel, callable)"))
}

fn seed_range(s: &str) -> Result<std::ops::Range<u64>, String> {
    let (a, b) = s.split_once("..").ok_or_else(|| format!("--seeds takes A..B, not `{s}`"))?;
    let a: u64 = a.trim().parse().map_err(|e| format!("--seeds: `{a}`: {e}"))?;
    let b: u64 = b.trim().parse().map_err(|e| format!("--seeds: `{b}`: {e}"))?;
    if b <= a {
        return Err(format!("--seeds: the range {a}..{b} is empty"));
    }
    Ok(a..b)
}

fn run(args: Args) -> Result<(), String> {
    match args.command {
        Cmd::Print { seed, insts, conv } => {
            let mut config = insts.map_or(Config::SMALL, Config::big);
            if let Some(c) = conv {
                config.conv = Some(conv_of(&c)?);
            }
            print!("{}", generator::generate(seed, &config).ir);
            Ok(())
        }
        Cmd::Diff { seeds, cpus, stress, jobs, failures } => diff(seed_range(&seeds)?, cpus, stress, jobs, failures),
    }
}

fn diff(seeds: std::ops::Range<u64>, cpus: Vec<String>, stress: bool, jobs: usize, failures: Option<PathBuf>) -> Result<(), String> {
    let cpus = if cpus.is_empty() { vec!["gfx900".to_string(), "gfx1030".to_string()] } else { cpus };
    let mut programs: Vec<(String, String)> = Vec::new();
    for seed in seeds.clone() {
        if stress {
            // The function llvm-stress names `autogen_SD<seed>` is named as the program.
            let ir = generator::llvm_stress(seed, 60)?.replace(&format!("@autogen_SD{seed}("), &format!("@stress_{seed}("));
            programs.push((format!("stress_{seed}"), ir));
        } else {
            programs.push((format!("gen_{seed}"), generator::generate(seed, &Config::SMALL).ir));
        }
    }
    let work = std::env::temp_dir().join(format!("mir-gen-{}", std::process::id()));
    let mut tools = Tools::find(None, &work)?;
    // The meaning checks run in `mir-coverage --equiv-one`, beside this binary, with a time limit.
    tools.equiv_exe = std::env::current_exe().ok().and_then(|e| e.parent().map(|d| d.join("mir-coverage"))).filter(|p| p.exists());
    let batches: Vec<Vec<usize>> = (0..programs.len()).collect::<Vec<_>>().chunks(6).map(<[usize]>::to_vec).collect();
    let list: Vec<(usize, &str)> = (0..batches.len()).flat_map(|b| cpus.iter().map(move |c| (b, c.as_str()))).collect();
    let pool = rayon::ThreadPoolBuilder::new().num_threads(jobs.max(1)).build().map_err(|e| e.to_string())?;
    let done = AtomicUsize::new(0);
    let started = std::time::Instant::now();
    let reports: Vec<_> = pool.install(|| {
        list.par_iter()
            .map(|&(b, cpu)| {
                let batch: Vec<Program> = batches[b].iter().map(|&i| programs[i].clone()).collect();
                let r = check_batch(&tools, &batch, cpu, true);
                let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                if n.is_multiple_of(10) {
                    eprintln!("mir-gen: {n}/{} ({}s)", list.len(), started.elapsed().as_secs());
                }
                r
            })
            .collect()
    });
    let _ = std::fs::remove_dir_all(&work);
    let mut tallies: Vec<Tally> = cpus.iter().map(|_| Tally::default()).collect();
    if let Some(d) = &failures {
        std::fs::create_dir_all(d).map_err(|e| format!("cannot create {}: {e}", d.display()))?;
    }
    let mut flat = Vec::new();
    for (&(b, cpu), r) in list.iter().zip(reports) {
        for (&i, report) in batches[b].iter().zip(r?) {
            flat.push((i, cpu, report));
        }
    }
    for (i, cpu, r) in flat {
        let k = cpus.iter().position(|c| c == cpu).unwrap_or(0);
        if let Some(t) = tallies.get_mut(k) {
            t.add(&r);
        }
        if let Some(d) = &failures {
            let fails: Vec<String> = r
                .stages
                .iter()
                .flat_map(|s| [("ours", &s.ours), ("llc", &s.llc_accepts), ("meaning", &s.meaning)].map(|(w, c)| (s.pass, w, c)))
                .filter_map(|(p, w, c)| match c {
                    mir_tests::stagecheck::Check::Fail(m) => Some(format!("; {cpu} {p} {w}: {m}")),
                    _ => None,
                })
                .collect();
            if !fails.is_empty() {
                let (name, ir) = &programs[i];
                let text = format!("{}\n{ir}", fails.join("\n"));
                let _ = std::fs::write(d.join(format!("{name}.{cpu}.ll")), text);
            }
        }
    }
    let mut out = String::new();
    let source = if stress { "llvm-stress-14 -size=60" } else { "mir-gen (20-200 IR instructions)" };
    let _ = writeln!(
        out,
        "mir-gen diff: {} programs from {source}, seeds {}..{}, {} s\n",
        programs.len(),
        seeds.start,
        seeds.end,
        started.elapsed().as_secs()
    );
    let rows: Vec<Vec<(String, String)>> = tallies.iter().map(Tally::rows).collect();
    let w0 = rows.first().map_or(0, |r| r.iter().map(|x| x.0.len()).max().unwrap_or(0));
    let _ = writeln!(out, "{:w0$}  {}", "", cpus.iter().map(|c| format!("{c:24}")).collect::<Vec<_>>().join("  "));
    if let Some(first) = rows.first() {
        for (k, (label, _)) in first.iter().enumerate() {
            let cells: Vec<String> = rows.iter().map(|r| format!("{:24}", r.get(k).map_or("", |x| x.1.as_str()))).collect();
            let _ = writeln!(out, "{label:w0$}  {}", cells.join("  "));
        }
    }
    for (c, t) in cpus.iter().zip(&tallies) {
        let _ = writeln!(out, "\n{c}: failure kinds (count, stage, check, message):");
        for l in t.kind_lines(40) {
            let _ = writeln!(out, "  {l}");
        }
        let _ = writeln!(out, "{c}: bank disagreements (count, defining opcode, type, banks):");
        let mut b: Vec<_> = t.bank_kinds.iter().collect();
        b.sort_by(|x, y| y.1.cmp(x.1).then(x.0.cmp(y.0)));
        for (k, n) in b.into_iter().take(20) {
            let _ = writeln!(out, "  {n:5}  {k}");
        }
        let _ = writeln!(out, "{c}: meaning not checked (count, reason):");
        for l in count_lines(&t.unchecked, 20) {
            let _ = writeln!(out, "  {l}");
        }
        let _ = writeln!(out, "{c}: llc-14's own failures, counted apart (count, reason):");
        for l in count_lines(&t.not_targets, 20) {
            let _ = writeln!(out, "  {l}");
        }
    }
    print!("{out}");
    Ok(())
}
