//! llc-14's output after each GlobalISel stage for the corpus programs, made at test time with
//! the same flags as `mir-tests/scripts/gen-stages.sh`: the input of the uniformity and
//! exit-pass tests.
//!
//! Every function here returns an error that says how to install llc-14 when it cannot run, for
//! the test to fail with.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::corpus::{files_with_ext, programs_dir, shared_corpus, uses_opaque_pointers};
use crate::llc::require_llc;

/// The corpus programs in gen-stages.sh's order: this project's, then the shared corpus's
/// `llvm/ir` and `llc14-quirks` sets when present.
pub fn corpus() -> Vec<PathBuf> {
    let shared = shared_corpus();
    let mut out = Vec::new();
    for d in [programs_dir(), shared.join("llvm/ir"), shared.join("llc14-quirks")] {
        match files_with_ext(&d, "ll") {
            Ok(files) => out.extend(files),
            Err(e) => eprintln!("note: {e}; that set is left out (set SHARED_CORPUS for the shared corpus)"),
        }
    }
    out
}

/// llc-14's output after `stage` (`-stop-after`), or `None` when llc-14 fails on the file
/// (the quirks corpus holds crashes); an error when llc-14 cannot run at all.
pub fn stage(file: &Path, cpu: &str, stage: &str) -> Result<Option<String>, String> {
    let text = std::fs::read_to_string(file).unwrap_or_default();
    let mut cmd = Command::new("llc-14");
    cmd.args(["-march=amdgcn", &format!("-mcpu={cpu}"), "-global-isel", "-global-isel-abort=2", &format!("-stop-after={stage}")]);
    if uses_opaque_pointers(&text) {
        cmd.arg("-opaque-pointers");
    }
    cmd.arg(file).args(["-o", "-"]);
    let out = cmd.output().map_err(|e| format!("llc-14 is required by this test and could not run: {e}"))?;
    Ok(out.status.success().then(|| String::from_utf8_lossy(&out.stdout).into_owned()))
}

/// A program's name and llc-14's outputs after the stages asked for, `None` when llc-14
/// failed on it.
pub type StageOutputs = (String, Option<Vec<String>>);

/// For every file, its name and llc-14's output after each of `stages` (`None` when llc-14
/// failed on one), running two llc-14 processes at a time.
pub fn stages(files: &[PathBuf], cpu: &str, stages: &[&str]) -> Result<Vec<StageOutputs>, String> {
    require_llc()?;
    let failure = std::sync::Mutex::new(None);
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(vec![None; files.len()]);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(file) = files.get(i) else { break };
                    let outs: Result<Option<Vec<String>>, String> =
                        stages.iter().map(|st| stage(file, cpu, st)).collect::<Result<Vec<_>, _>>().map(|v| v.into_iter().collect());
                    let outs = match outs {
                        Ok(o) => o,
                        Err(e) => {
                            if let Ok(mut f) = failure.lock() {
                                *f = Some(e);
                            }
                            break;
                        }
                    };
                    if let Ok(mut r) = results.lock()
                        && let Some(slot) = r.get_mut(i)
                    {
                        *slot = Some(outs);
                    }
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().ok().flatten() {
        return Err(e);
    }
    let results = results.into_inner().unwrap_or_default();
    Ok(files
        .iter()
        .zip(results)
        .map(|(f, r)| (f.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default(), r.flatten()))
        .collect())
}
