//! Running llc-14 as an oracle: find it (a missing llc is a test failure, never a skip), run it
//! with a time limit, and read its first error.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The llc binary: `$LLC`, else `llc-14`.
pub fn llc_path() -> PathBuf {
    std::env::var_os("LLC").filter(|s| !s.is_empty()).map_or_else(|| PathBuf::from("llc-14"), PathBuf::from)
}

/// Checks that llc runs; the error says how to install it.
pub fn require_llc() -> Result<PathBuf, String> {
    let llc = llc_path();
    match Command::new(&llc).arg("--version").stdout(Stdio::null()).stderr(Stdio::null()).status() {
        Ok(s) if s.success() => Ok(llc),
        Ok(s) => Err(format!("`{} --version` failed ({s}); this test needs LLVM 14's llc", llc.display())),
        Err(e) => Err(format!(
            "cannot run `{}` ({e}): this test needs LLVM 14's llc; install it with `apt-get install llvm-14` \
             (or set LLC to its path)",
            llc.display()
        )),
    }
}

/// How one llc run ended.
#[derive(Debug)]
pub struct LlcRun {
    /// Exited with status 0.
    pub ok: bool,
    /// Exit status, signal or timeout, for messages.
    pub status: String,
    pub stderr: String,
}

impl LlcRun {
    /// What llc complained about, without files and positions: each `error:` message and each
    /// machine verifier finding (`*** Bad machine code: ... ***`), in order. Two runs that fail
    /// for the same reasons on differently numbered text have the same signature.
    pub fn error_signature(&self) -> Vec<String> {
        self.stderr
            .lines()
            .filter_map(|l| {
                if let Some((_, msg)) = l.split_once("error: ") {
                    Some(strip_position(msg).to_string())
                } else if l.starts_with("*** Bad machine code:") || l.starts_with("LLVM ERROR:") {
                    Some(l.trim().to_string())
                } else {
                    None
                }
            })
            .collect()
    }

    /// The first line of [`LlcRun::error_signature`], or of stderr.
    pub fn first_error(&self) -> String {
        self.error_signature().into_iter().next().unwrap_or_else(|| self.stderr.lines().next().unwrap_or("").trim().to_string())
    }
}

/// `file.mir:12:5: message` → `message` (a plain message is trimmed).
pub fn strip_position(msg: &str) -> &str {
    let mut parts = msg.splitn(4, ':');
    match (parts.next(), parts.next(), parts.next(), parts.next()) {
        (Some(_), Some(l), Some(c), Some(rest))
            if !l.is_empty() && l.bytes().all(|b| b.is_ascii_digit()) && c.bytes().all(|b| b.is_ascii_digit()) =>
        {
            rest.trim_start()
        }
        _ => msg.trim(),
    }
}

/// llc-14's GlobalISel output of the IR file `file` after `stage`:
/// `llc-14 -march=amdgcn -mcpu=CPU -global-isel -global-isel-abort=2 -stop-after=STAGE FILE -o -`.
pub fn global_isel_stage(file: &Path, cpu: &str, stage: &str) -> Result<String, String> {
    let out = Command::new("llc-14")
        .args(["-march=amdgcn", &format!("-mcpu={cpu}"), "-global-isel", "-global-isel-abort=2", &format!("-stop-after={stage}")])
        .arg(file)
        .args(["-o", "-"])
        .output()
        .map_err(|e| format!("cannot run llc-14 (install LLVM 14: apt-get install llvm-14): {e}"))?;
    if !out.status.success() {
        return Err(format!("llc-14 failed on {}: {}", file.display(), String::from_utf8_lossy(&out.stderr)));
    }
    String::from_utf8(out.stdout).map_err(|_| format!("llc-14 printed non-UTF-8 for {}", file.display()))
}

/// Runs llc with `args`, killing it after `limit`. Stdout is discarded.
pub fn run_llc(llc: &PathBuf, args: &[String], limit: Duration) -> Result<LlcRun, String> {
    let mut child = Command::new(llc)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", llc.display()))?;
    // Drain stderr on a thread so a chatty llc cannot block on a full pipe while we wait.
    let mut pipe = child.stderr.take();
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        if let Some(p) = pipe.as_mut() {
            let _ = p.read_to_string(&mut s);
        }
        s
    });
    let start = Instant::now();
    let status = loop {
        match child.try_wait().map_err(|e| format!("waiting for llc: {e}"))? {
            Some(s) => break Some(s),
            None if start.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            None => std::thread::sleep(Duration::from_millis(5)),
        }
    };
    let stderr = reader.join().unwrap_or_default();
    Ok(match status {
        Some(s) => LlcRun { ok: s.success(), status: s.to_string(), stderr },
        None => LlcRun { ok: false, status: format!("timed out after {}s", limit.as_secs()), stderr },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_error_drops_file_and_position() {
        let run = LlcRun {
            ok: false,
            status: "exit status: 1".into(),
            stderr: "bb.0:error: /tmp/a.mir:12:5: missing implicit register operand 'implicit $vcc'\n   %1 = X\n\
                     *** Bad machine code: Virtual register defs don't dominate all uses. ***\n"
                .into(),
        };
        assert_eq!(run.first_error(), "missing implicit register operand 'implicit $vcc'");
        assert_eq!(run.error_signature().len(), 2);
    }
}
