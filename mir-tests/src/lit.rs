//! A lit-style runner for `.mir` tests: each file's `# RUN:` lines are shell pipelines, run with
//! `%s` replaced by the file's path and tool names mapped to this project's binaries and to
//! LLVM 14's (`mir-run`, `mir-verify`, `mir-equiv`, `FileCheck` → `FileCheck-14`, `llc` → `llc-14`,
//! `not` → LLVM's `not`).
//!
//! CHECK lines are checked by FileCheck-14 itself rather than a reimplementation: the tests then
//! mean exactly what they mean in LLVM's own suite, and LLVM 14 is needed by the differential
//! tests anyway.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The tools a RUN line may name, and what to run for each.
#[derive(Clone, Debug)]
pub struct Tools {
    pub mir_run: PathBuf,
    pub mir_verify: Option<PathBuf>,
}

/// The RUN commands of a test file, with continuation lines (`\` at the end) joined.
pub fn run_lines(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut pending: Option<String> = None;
    for line in text.lines() {
        let t = line.trim_start();
        let Some(rest) = t.strip_prefix('#').or_else(|| t.strip_prefix(';')) else { continue };
        let Some(cmd) = rest.trim_start().strip_prefix("RUN:") else { continue };
        let cmd = cmd.trim();
        let (part, continues) = match cmd.strip_suffix('\\') {
            Some(p) => (p.trim_end(), true),
            None => (cmd, false),
        };
        let joined = match pending.take() {
            Some(mut p) => {
                p.push(' ');
                p.push_str(part);
                p
            }
            None => part.to_string(),
        };
        if continues {
            pending = Some(joined);
        } else {
            out.push(joined);
        }
    }
    out.extend(pending);
    out
}

/// Replaces `%s` and the tool names of one RUN command.
pub fn substitute(cmd: &str, file: &Path, tools: &Tools) -> String {
    let quoted = |p: &Path| format!("'{}'", p.display().to_string().replace('\'', r"'\''"));
    let mut words = Vec::new();
    for word in cmd.split(' ') {
        let w = match word {
            "%s" => quoted(file),
            "mir-run" => quoted(&tools.mir_run),
            // Built beside mir-run (cargo builds every binary of the package for its tests).
            "mir-equiv" => quoted(&tools.mir_run.with_file_name("mir-equiv")),
            "mir-verify" => tools.mir_verify.as_deref().map_or_else(|| word.to_string(), quoted),
            "FileCheck" => "FileCheck-14".to_string(),
            "llc" => "llc-14".to_string(),
            "llvm-mc" => "llvm-mc-14".to_string(),
            "not" => "not-14".to_string(),
            _ => word.to_string(),
        };
        words.push(w);
    }
    words.join(" ")
}

/// Runs every RUN line of a test file; the error names the failing command and shows its
/// output (FileCheck's message names the file, line and unmatched text).
pub fn run_file(file: &Path, tools: &Tools) -> Result<(), String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let cmds = run_lines(&text);
    if cmds.is_empty() {
        return Err(format!("{}: no RUN lines", file.display()));
    }
    for cmd in cmds {
        let shell = substitute(&cmd, file, tools);
        let out = Command::new("bash")
            .arg("-o")
            .arg("pipefail")
            .arg("-c")
            .arg(&shell)
            .current_dir(file.parent().unwrap_or(Path::new(".")))
            .output()
            .map_err(|e| format!("cannot run bash: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "RUN: {cmd}\nfailed ({})\n--- stdout ---\n{}\n--- stderr ---\n{}",
                out.status,
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_lines_join_continuations() {
        let text = "# RUN: mir-run --pass none %s \\\n# RUN:   | FileCheck %s\n---\n# RUN: llc -run-pass=none %s\n";
        assert_eq!(run_lines(text), ["mir-run --pass none %s | FileCheck %s", "llc -run-pass=none %s"]);
    }

    #[test]
    fn substitution_maps_tools_and_quotes_paths() {
        let tools = Tools { mir_run: PathBuf::from("/b/mir-run"), mir_verify: None };
        let s = substitute("mir-run %s | FileCheck %s", Path::new("/t/a b.mir"), &tools);
        assert_eq!(s, "'/b/mir-run' '/t/a b.mir' | FileCheck-14 '/t/a b.mir'");
    }
}
