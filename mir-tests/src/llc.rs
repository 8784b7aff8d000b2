//! Oracle MIR from llc-14 for the corpus, made at test time: the `.ll` programs the
//! differential tests run on, and llc-14's output after a GlobalISel stage for each, with the
//! same flags as `mir-tests/scripts/gen-stages.sh`.
//!
//! Tests that use these need llc-14: every function here returns an error that says so when
//! llc-14 cannot run, for the test to fail with.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The workspace root.
pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The shared corpus (`$SHARED_CORPUS`, else `../shared/corpus` from the workspace or from
/// the directory above it, where worktrees live).
pub fn shared_corpus() -> Option<PathBuf> {
    std::env::var_os("SHARED_CORPUS")
        .map(PathBuf::from)
        .into_iter()
        .chain([repo().join("../shared/corpus"), repo().join("../../shared/corpus")])
        .find(|p| p.is_dir())
}

/// The corpus programs in gen-stages.sh's order: this project's, then the shared corpus's
/// `llvm/ir` and `llc14-quirks` sets when present.
pub fn corpus() -> Vec<PathBuf> {
    let mut dirs = vec![repo().join("mir-tests/corpus/programs")];
    match shared_corpus() {
        Some(s) => dirs.extend([s.join("llvm/ir"), s.join("llc14-quirks")]),
        None => eprintln!("note: no shared corpus found (set SHARED_CORPUS); using the project's programs only"),
    }
    let mut out = Vec::new();
    for d in dirs {
        let mut files: Vec<PathBuf> = std::fs::read_dir(&d)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ll"))
            .collect();
        files.sort();
        out.extend(files);
    }
    out
}

/// `ptr` used as a type (not inside a name), as gen-stages.sh decides on `-opaque-pointers`.
pub fn uses_opaque_pointers(text: &str) -> bool {
    let name_byte = |c: u8| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'-');
    text.lines().map(|l| l.split(';').next().unwrap_or("")).any(|l| {
        let b = l.as_bytes();
        l.match_indices("ptr").any(|(i, _)| {
            let before = i.checked_sub(1).and_then(|j| b.get(j)).copied();
            let after = b.get(i + 3).copied();
            before.is_none_or(|c| !name_byte(c) && !matches!(c, b'%' | b'@' | b'"')) && after.is_none_or(|c| !name_byte(c))
        })
    })
}

/// An error unless llc-14 runs.
pub fn require_llc() -> Result<(), String> {
    match Command::new("llc-14").arg("--version").output() {
        Ok(o) if o.status.success() => Ok(()),
        Ok(o) => Err(format!("llc-14 is required by this test and failed to run: {}", String::from_utf8_lossy(&o.stderr))),
        Err(e) => Err(format!("llc-14 is required by this test and is not installed or not on PATH: {e}")),
    }
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
