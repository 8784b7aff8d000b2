//! No panic and no hang on mutated MIR: a deterministic, seeded mutation test of the parser,
//! the printer and the whole pipeline that runs in every `cargo test` (the bounded smoke run of
//! what the `cargo fuzz` targets do without bound).
//!
//! Each mutant is a seed file from `corpus/seeds/` with one to three mutations stacked:
//! truncation, bit flips and byte replacements (kept valid UTF-8, since `parse` takes `&str`),
//! swaps of two tokens, tokens replaced by others from the file or from a dictionary of MIR
//! syntax and extreme values, inserted tokens, deleted byte ranges, and duplicated, deleted or
//! swapped lines. Every mutant must pass [`mir_tests::robust`]'s checks without a panic
//! (parse errors point inside the input; what parses round-trips through the printer, then
//! goes through the whole pipeline with the verifier, and its result prints to text that
//! parses), and:
//!
//! - no input takes longer than [`HANG_LIMIT`] (a watchdog thread ends the run with the input
//!   saved if one does: a hung thread cannot be stopped any other way).
//!
//! `MIR_MUTANTS` sets the count (default [`DEFAULT_MUTANTS`]), `MIR_MUTANT_SEED` the seed;
//! `MIR_MUTANT_DUMP=N` saves and checks mutant N alone. Failing inputs are saved under the
//! target directory's `tmp/mutants/`.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use libtest_mimic::{Arguments, Failed, Trial};
use mir_tests::rng::SplitMix64;
use mir_tests::robust;

const DEFAULT_MUTANTS: usize = 100_000;
const HANG_LIMIT: Duration = Duration::from_secs(2);
/// Mutants checked per batch a worker takes.
const BATCH: usize = 256;

fn main() {
    let args = Arguments::from_args();
    libtest_mimic::run(&args, vec![Trial::test("mutated_inputs_never_panic_or_hang", || run().map_err(Failed::from))]).exit();
}

/// Syntax and values worth dropping into MIR: delimiters, keywords, and numbers at the edges.
const DICTIONARY: &[&str] = &[
    "---",
    "--- |",
    "...",
    "|",
    ":",
    "::",
    ",",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    "=",
    "%",
    "$",
    "@",
    "!",
    "'",
    "\"",
    "`",
    ";",
    "#",
    "\t",
    "\n",
    "\n  ",
    " ",
    "bb.",
    "bb.0:",
    "%bb.",
    "%bb.0",
    "%bb.4294967296",
    "%subreg.",
    "%subreg.sub0",
    "%ir.",
    "%ir-block.",
    "%stack.0",
    "%fixed-stack.",
    "successors:",
    "liveins:",
    "body:",
    "name:",
    "registers:",
    "- { id: 0, class: _ }",
    "- { id: 99999999999, class: sgpr }",
    "{ reg: '$sgpr0', virtual-reg: '%0' }",
    "G_PHI",
    "PHI",
    "G_BR",
    "G_BRCOND",
    "G_ADD",
    "G_LOAD",
    "G_ICMP",
    "G_FCONSTANT",
    "G_CONSTANT",
    "COPY",
    "REG_SEQUENCE",
    "S_ENDPGM",
    "SI_IF",
    "V_ADD_CO_U32_e64",
    "intpred(eq)",
    "floatpred(",
    "intrinsic(@",
    "intrinsic(@)",
    "i1 true",
    "i64 -9223372036854775808",
    "i128 ",
    "i0 0",
    "i65536 1",
    "float ",
    "float 0x",
    "half 0xH",
    "double -",
    "float nan",
    "0x",
    "0xFFFFFFFFFFFFFFFFFF",
    "-0",
    "18446744073709551616",
    "4294967295",
    "1073741823",
    "1073741824",
    "-1",
    "%0",
    "%4294967295",
    "%1073741824",
    "%_",
    "%x",
    "$noreg",
    "$vgpr255",
    "$sgpr104",
    "$vcc",
    "$vcc_lo",
    "$exec",
    "_",
    ":_",
    ":sgpr",
    ":vgpr",
    ":vcc",
    ":sreg_64",
    ":vreg_1024",
    "(s32)",
    "(s0)",
    "(s4294967296)",
    "(p999)",
    "(<2 x s16>)",
    "(<0 x s32>)",
    "(<4294967295 x s64>)",
    "(<2 x p1>)",
    "(tied-def 0)",
    "(tied-def 300)",
    ".sub0",
    ".hi16",
    "implicit",
    "implicit-def",
    "def",
    "dead",
    "killed",
    "undef",
    "renamable",
    "early-clobber",
    "debug-location !1",
    "(load (s32))",
    "(store (s32) into %ir.p, addrspace 1)",
    ":: (load 4 from `i32 addrspace(1)* poison` + 18446744073709551615, align 0)",
    ":: (",
    "align 4294967296",
    "addrspace 4294967296",
    "syncscope(\"",
    "unknown-size",
    "nnan",
    "nsz",
    "arcp",
    "contract",
    "afn",
    "reassoc",
    "nuw",
    "nsw",
    "exact",
    "+ 8",
    "- 9223372036854775808",
    "é",
    "\u{2028}",
    "\u{feff}",
    "\r",
    "\0",
];

/// Byte spans of tokens: runs of name characters, or single other characters.
fn tokens(text: &str) -> Vec<(usize, usize)> {
    let is_name = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '%' | '@' | '-');
    let mut out = Vec::new();
    let mut start: Option<usize> = None;
    for (i, c) in text.char_indices() {
        if is_name(c) {
            start.get_or_insert(i);
            continue;
        }
        if let Some(s) = start.take() {
            out.push((s, i));
        }
        if !c.is_whitespace() {
            out.push((i, i + c.len_utf8()));
        }
    }
    if let Some(s) = start {
        out.push((s, text.len()));
    }
    out
}

/// A char boundary at or before `i`.
fn floor_boundary(s: &str, mut i: usize) -> usize {
    i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn line_spans(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, b) in text.bytes().enumerate() {
        if b == b'\n' {
            out.push((start, i + 1));
            start = i + 1;
        }
    }
    if start < text.len() {
        out.push((start, text.len()));
    }
    out
}

/// One mutation, applied in place.
fn mutate_once(text: &mut String, rng: &mut SplitMix64) {
    if text.is_empty() {
        text.push_str(rng.pick(DICTIONARY));
        return;
    }
    let at = floor_boundary(text, rng.below(text.len()));
    match rng.below(11) {
        // Truncation.
        0 => text.truncate(at),
        // Flip one of the low seven bits of an ASCII byte: stays ASCII, so stays UTF-8.
        1 => {
            if text.as_bytes()[at].is_ascii() {
                let flipped = text.as_bytes()[at] ^ (1 << rng.below(7));
                text.replace_range(at..at + 1, &char::from(flipped).to_string());
            }
        }
        // Replace a character with a random ASCII or dictionary character.
        2 => {
            let end = at + text[at..].chars().next().map_or(0, char::len_utf8);
            let repl = if rng.below(4) == 0 {
                rng.pick(DICTIONARY).chars().next().unwrap_or('x').to_string()
            } else {
                char::from((rng.below(95) + 32) as u8).to_string()
            };
            text.replace_range(at..end, &repl);
        }
        // Swap two tokens.
        3 => {
            let toks = tokens(text);
            if toks.len() >= 2 {
                let (mut a, mut b) = (rng.pick(&toks), rng.pick(&toks));
                if a.0 > b.0 {
                    std::mem::swap(&mut a, &mut b);
                }
                if a.1 <= b.0 {
                    let (ta, tb) = (text[a.0..a.1].to_string(), text[b.0..b.1].to_string());
                    text.replace_range(b.0..b.1, &ta);
                    text.replace_range(a.0..a.1, &tb);
                }
            }
        }
        // Replace a token by another token of the file.
        4 => {
            let toks = tokens(text);
            if !toks.is_empty() {
                let (a, b) = (rng.pick(&toks), rng.pick(&toks));
                let donor = text[b.0..b.1].to_string();
                text.replace_range(a.0..a.1, &donor);
            }
        }
        // Replace a token by a dictionary entry.
        5 => {
            let toks = tokens(text);
            if !toks.is_empty() {
                let a = rng.pick(&toks);
                text.replace_range(a.0..a.1, rng.pick(DICTIONARY));
            }
        }
        // Insert a dictionary entry.
        6 => text.insert_str(at, rng.pick(DICTIONARY)),
        // Delete a short range.
        7 => {
            let end = floor_boundary(text, at + 1 + rng.below(16));
            text.replace_range(at..end.max(at), "");
        }
        // Duplicate, delete or swap lines.
        k => {
            let lines = line_spans(text);
            let (a0, a1) = rng.pick(&lines);
            match k {
                8 => {
                    let line = text[a0..a1].to_string();
                    text.insert_str(a0, &line);
                }
                9 => text.replace_range(a0..a1, ""),
                _ => {
                    let (b0, b1) = rng.pick(&lines);
                    let ((x0, x1), (y0, y1)) = if a0 <= b0 { ((a0, a1), (b0, b1)) } else { ((b0, b1), (a0, a1)) };
                    if x1 <= y0 {
                        let (lx, ly) = (text[x0..x1].to_string(), text[y0..y1].to_string());
                        text.replace_range(y0..y1, &lx);
                        text.replace_range(x0..x1, &ly);
                    }
                }
            }
        }
    }
}

fn mutant(seeds: &[(String, String)], seed: u64, index: usize) -> (usize, String) {
    let mut rng = SplitMix64(seed ^ (index as u64).wrapping_mul(0xD6E8_FEB8_6659_FD93));
    let which = rng.below(seeds.len());
    let mut text = seeds[which].1.clone();
    for _ in 0..1 + rng.below(3) {
        mutate_once(&mut text, &mut rng);
    }
    (which, text)
}

#[derive(Default)]
struct Tally {
    checked: AtomicUsize,
    parsed: AtomicUsize,
    rejected: AtomicUsize,
    /// Functions of parsed mutants the pipeline ran on, and those it selected (that were not
    /// selected before) without fallback.
    functions: AtomicUsize,
    selected: AtomicUsize,
    slowest_us: AtomicU64,
    slowest_index: AtomicUsize,
}

/// Checks one input ([`mir_tests::robust`]); `Err` describes a failure of ours.
fn check(text: &str, tally: &Tally) -> Result<(), String> {
    let Some(module) = robust::check_parse(text)? else {
        tally.rejected.fetch_add(1, Ordering::Relaxed);
        return Ok(());
    };
    tally.parsed.fetch_add(1, Ordering::Relaxed);
    let run = robust::check_pipeline(module, text)?;
    tally.functions.fetch_add(run.functions, Ordering::Relaxed);
    tally.selected.fetch_add(run.selected, Ordering::Relaxed);
    Ok(())
}

fn load_seeds() -> Result<Vec<(String, String)>, String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus").join("seeds");
    let files = mir_tests::corpus::files_with_ext(&dir, "mir")?;
    let mut seeds = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).map_err(|e| format!("cannot read {}: {e}", f.display()))?;
        // Each seed must itself pass, or its mutants prove nothing about mutation.
        check(&text, &Tally::default()).map_err(|e| format!("seed {} fails: {e}", f.display()))?;
        seeds.push((f.file_name().map_or_else(String::new, |n| n.to_string_lossy().into_owned()), text));
    }
    if seeds.is_empty() {
        return Err(format!("no seed files in {}", dir.display()));
    }
    Ok(seeds)
}

fn env_number(name: &str, default: u64) -> Result<u64, String> {
    match std::env::var(name) {
        Ok(v) => v.parse().map_err(|_| format!("{name}={v} is not a number")),
        Err(_) => Ok(default),
    }
}

fn save(dir: &Path, name: &str, text: &str) -> PathBuf {
    let _ = std::fs::create_dir_all(dir);
    let path = dir.join(name);
    let _ = std::fs::write(&path, text);
    path
}

fn run() -> Result<(), String> {
    let count = usize::try_from(env_number("MIR_MUTANTS", DEFAULT_MUTANTS as u64)?).map_err(|e| e.to_string())?;
    let seed = env_number("MIR_MUTANT_SEED", 0x4D49_525F_4655_5A5A)?;
    let seeds = load_seeds()?;
    let out_dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("mutants");
    let _ = std::fs::remove_dir_all(&out_dir);
    if let Ok(n) = std::env::var("MIR_MUTANT_DUMP") {
        let i: usize = n.parse().map_err(|_| format!("MIR_MUTANT_DUMP={n} is not a number"))?;
        let (which, text) = mutant(&seeds, seed, i);
        let path = save(&out_dir, &format!("mutant-{i}.mir"), &text);
        println!("mutant #{i} of {} saved to {}", seeds[which].0, path.display());
        return check(&text, &Tally::default());
    }

    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let tally = Tally::default();
    let next = AtomicUsize::new(0);
    let failures: Mutex<Vec<String>> = Mutex::new(Vec::new());
    let done = AtomicBool::new(false);
    // Per worker: the mutant index it is on (+1; 0 when idle) and when it started, in ms.
    let current: Vec<(AtomicUsize, AtomicU64)> = (0..threads).map(|_| (AtomicUsize::new(0), AtomicU64::new(0))).collect();
    let epoch = Instant::now();
    let started = Instant::now();
    std::thread::scope(|s| {
        s.spawn(|| {
            while !done.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(50));
                let now = epoch.elapsed().as_millis() as u64;
                for (idx, since) in &current {
                    let i = idx.load(Ordering::Relaxed);
                    let t = since.load(Ordering::Relaxed);
                    if i != 0 && now.saturating_sub(t) > HANG_LIMIT.as_millis() as u64 && idx.load(Ordering::Relaxed) == i {
                        let (which, text) = mutant(&seeds, seed, i - 1);
                        let path = save(&out_dir, &format!("hang-{}.mir", i - 1), &text);
                        eprintln!(
                            "mutant #{} of {} has run for over {}s: a hang; input saved to {}",
                            i - 1,
                            seeds[which].0,
                            HANG_LIMIT.as_secs(),
                            path.display()
                        );
                        std::process::exit(101);
                    }
                }
            }
        });
        let workers: Vec<_> = current
            .iter()
            .map(|(idx, since)| {
                let (tally, next, failures, seeds) = (&tally, &next, &failures, &seeds);
                let out_dir = &out_dir;
                s.spawn(move || {
                    loop {
                        let first = next.fetch_add(BATCH, Ordering::Relaxed);
                        if first >= count {
                            break;
                        }
                        for i in first..(first + BATCH).min(count) {
                            let (which, text) = mutant(seeds, seed, i);
                            let t0 = epoch.elapsed();
                            since.store(t0.as_millis() as u64, Ordering::Relaxed);
                            idx.store(i + 1, Ordering::Relaxed);
                            let result = catch_unwind(AssertUnwindSafe(|| check(&text, tally)));
                            tally.checked.fetch_add(1, Ordering::Relaxed);
                            idx.store(0, Ordering::Relaxed);
                            let took = (epoch.elapsed() - t0).as_micros() as u64;
                            if tally.slowest_us.fetch_max(took, Ordering::Relaxed) < took {
                                tally.slowest_index.store(i, Ordering::Relaxed);
                            }
                            let problem = match result {
                                Ok(Ok(())) => continue,
                                Ok(Err(e)) => e,
                                Err(_) => "panicked (message above)".to_string(),
                            };
                            let path = save(out_dir, &format!("fail-{i}.mir"), &text);
                            if let Ok(mut f) = failures.lock() {
                                f.push(format!("mutant #{i} of {} (saved to {}): {problem}", seeds[which].0, path.display()));
                            }
                        }
                    }
                })
            })
            .collect();
        for w in workers {
            let _ = w.join();
        }
        done.store(true, Ordering::Relaxed);
    });
    let failures = failures.into_inner().map_err(|_| "a worker thread panicked".to_string())?;
    let (checked, parsed, rejected) =
        (tally.checked.load(Ordering::Relaxed), tally.parsed.load(Ordering::Relaxed), tally.rejected.load(Ordering::Relaxed));
    let (functions, selected) = (tally.functions.load(Ordering::Relaxed), tally.selected.load(Ordering::Relaxed));
    println!(
        "\n{} mutants of {} seed files (seed {seed:#x}) in {:.1}s on {threads} threads: {parsed} parsed and round-tripped, \
         {rejected} rejected with an error; the pipeline ran on {functions} functions of the parsed ones and selected \
         {selected} without fallback; slowest input (#{}) {:.1} ms; {} failures",
        checked,
        seeds.len(),
        started.elapsed().as_secs_f64(),
        tally.slowest_index.load(Ordering::Relaxed),
        tally.slowest_us.load(Ordering::Relaxed) as f64 / 1000.0,
        failures.len()
    );
    if checked < count {
        return Err(format!("only {checked} of {count} mutants were checked"));
    }
    // The pipeline must really run on mutants, not just fall back on them all: at least a tenth
    // of the parsed ones' functions get selected.
    if count >= 1000 && selected * 10 < functions {
        return Err(format!("only {selected} of {functions} functions of parsed mutants were selected: the pipeline is barely exercised"));
    }
    if failures.is_empty() {
        Ok(())
    } else {
        save(&out_dir, "failures.txt", &failures.join("\n\n"));
        let shown: Vec<&String> = failures.iter().take(20).collect();
        Err(format!(
            "{} failing mutants; the first {}:\n{}",
            failures.len(),
            shown.len(),
            shown.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n\n")
        ))
    }
}
