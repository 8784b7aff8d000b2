//! Where the test inputs are: this project's `.ll` programs and the shared corpus of LLVM's own
//! tests and llc-14 quirks, with what llc-14 needs to read each (`-opaque-pointers`, `-mcpu`).
//!
//! The shared corpus sits beside the checkout (`<repo>/../shared/corpus`, also in CI);
//! `SHARED_CORPUS` overrides that. Every list is sorted, so test output is deterministic.

use std::path::{Path, PathBuf};

/// The repository root (the workspace directory).
pub fn repo_root() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().unwrap_or(manifest).to_path_buf()
}

/// `$SHARED_CORPUS`, else `<repo>/../shared/corpus`. A checkout kept deeper (a git worktree
/// under `<dir>/wt/NAME`) finds `shared/corpus` beside the nearest ancestor that has one.
pub fn shared_corpus() -> PathBuf {
    if let Some(p) = std::env::var_os("SHARED_CORPUS").filter(|p| !p.is_empty()) {
        return PathBuf::from(p);
    }
    let root = repo_root();
    let beside = root.join("..").join("shared").join("corpus");
    if beside.is_dir() {
        return beside;
    }
    root.ancestors().skip(2).map(|a| a.join("shared").join("corpus")).find(|p| p.is_dir()).unwrap_or(beside)
}

/// This project's test programs, `mir-tests/corpus/programs/*.ll`.
pub fn programs_dir() -> PathBuf {
    repo_root().join("mir-tests").join("corpus").join("programs")
}

/// The files directly in `dir` whose names end in `.ext`, sorted; an error if `dir` is unreadable.
pub fn files_with_ext(dir: &Path, ext: &str) -> Result<Vec<PathBuf>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut out: Vec<PathBuf> =
        entries.flatten().map(|e| e.path()).filter(|p| p.is_file() && p.extension().is_some_and(|x| x == ext)).collect();
    out.sort();
    Ok(out)
}

/// Every `.mir` file under `dir`, at any depth, sorted.
pub fn mir_files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "mir") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// True when LLVM IR text uses opaque pointer types (`ptr`, `ptr addrspace(N)`), which llc-14
/// reads only with `-opaque-pointers`. Names such as `%ptr`, `@ptr` or `%a.ptr` and comments
/// do not count (the same rule as `scripts/gen-stages.sh`).
pub fn uses_opaque_pointers(ir: &str) -> bool {
    ir.lines().any(|line| {
        let code = line.split(';').next().unwrap_or("");
        let bytes = code.as_bytes();
        code.match_indices("ptr").any(|(i, _)| {
            let before_ok =
                i == 0 || !matches!(bytes[i - 1], b'%' | b'@' | b'$' | b'.' | b'"' | b'-' | b'_') && !bytes[i - 1].is_ascii_alphanumeric();
            let after_ok = bytes.get(i + 3).is_none_or(|&b| !(b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'-')));
            before_ok && after_ok
        })
    })
}

/// The IR block of a MIR file (the `--- |` document), if it has one.
pub fn mir_ir_block(text: &str) -> Option<String> {
    let mut lines = text.lines();
    lines.by_ref().find(|l| {
        let t = l.trim_end();
        t == "--- |" || t.starts_with("--- | ")
    })?;
    let mut out = String::new();
    for l in lines {
        if l.trim_end() == "..." || l.starts_with("---") {
            break;
        }
        out.push_str(l);
        out.push('\n');
    }
    Some(out)
}

/// The `-mcpu` of a corpus MIR file's first llc RUN line, else `gfx900`.
pub fn run_line_cpu(text: &str) -> String {
    text.lines()
        .filter(|l| l.trim_start().trim_start_matches(['#', ';']).trim_start().starts_with("RUN:") && l.contains("llc"))
        .find_map(|l| l.split_whitespace().find_map(|w| w.strip_prefix("-mcpu=")).map(str::to_string))
        .unwrap_or_else(|| "gfx900".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opaque_pointer_detection_ignores_names_and_comments() {
        assert!(uses_opaque_pointers("define void @f(ptr addrspace(1) %p) {"));
        assert!(uses_opaque_pointers("  %v = load i32, ptr %p"));
        assert!(!uses_opaque_pointers("define void @f(i32 addrspace(1)* %ptr) {"));
        assert!(!uses_opaque_pointers("  %a.ptr = getelementptr i32, i32* @ptr, i64 1 ; ptr"));
    }

    #[test]
    fn run_line_cpu_defaults_to_gfx900() {
        assert_eq!(run_line_cpu("# RUN: llc -march=amdgcn -mcpu=fiji -run-pass=legalizer %s\n"), "fiji");
        assert_eq!(run_line_cpu("# RUN: llc -march=amdgcn -run-pass=legalizer %s\n"), "gfx900");
    }

    #[test]
    fn ir_block_is_the_first_document() {
        let text = "--- |\n  define void @f() {\n    ret void\n  }\n...\n---\nname: f\n";
        assert_eq!(mir_ir_block(text).as_deref(), Some("  define void @f() {\n    ret void\n  }\n"));
        assert_eq!(mir_ir_block("---\nname: f\n"), None);
    }
}
