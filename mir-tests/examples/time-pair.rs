//! Times two commands in turn, whole process, for `bench/vs-llc.sh`:
//!
//! ```sh
//! cargo run --release -p mir-tests --example time-pair -- REPS COMMAND_A... -- COMMAND_B...
//! ```
//!
//! Runs each command REPS times, A and B taking turns, so that whatever else the machine is
//! doing slows both alike, and prints one line: the median wall time and the median user+sys
//! CPU time of A, then of B, in milliseconds (`A_WALL A_CPU B_WALL B_CPU`).
//!
//! Each run is spawned directly, without a shell, its output discarded, and timed from just
//! before the spawn to just after the exit is reaped. A shell's fork of itself for each run
//! costs 0.1-0.3 ms more, a few percent of a 4 ms run, which is the shell's time and not the
//! command's. CPU time is what the run adds to this process's children's `getrusage`.
//!
//! Exit status: 0; 1 if a run fails (its command is named); 2 on bad arguments.

use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

use nix::sys::resource::{UsageWho, getrusage};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((reps, commands)) = parse_args(&args) else {
        eprintln!("usage: time-pair REPS COMMAND_A... -- COMMAND_B...");
        return ExitCode::from(2);
    };
    let mut wall = [Vec::new(), Vec::new()];
    let mut cpu = [Vec::new(), Vec::new()];
    for _ in 0..reps {
        for (k, command) in commands.iter().enumerate() {
            match time_once(command) {
                Ok((w, c)) => {
                    wall[k].push(w);
                    cpu[k].push(c);
                }
                Err(e) => {
                    eprintln!("time-pair: `{}`: {e}", command.join(" "));
                    return ExitCode::from(1);
                }
            }
        }
    }
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{:.3} {:.3} {:.3} {:.3}",
        ms(median(&mut wall[0])),
        ms(median(&mut cpu[0])),
        ms(median(&mut wall[1])),
        ms(median(&mut cpu[1]))
    );
    ExitCode::SUCCESS
}

/// `REPS A... -- B...`: the repetitions and the two commands, each non-empty.
fn parse_args(args: &[String]) -> Option<(usize, [&[String]; 2])> {
    let (reps, rest) = args.split_first()?;
    let reps = reps.parse().ok().filter(|&n| n > 0)?;
    let split = rest.iter().position(|a| a == "--")?;
    let (a, b) = (&rest[..split], &rest[split + 1..]);
    (!a.is_empty() && !b.is_empty()).then_some((reps, [a, b]))
}

/// One run of `command`: its wall time and the user+sys CPU time it added to this process's
/// reaped children.
fn time_once(command: &[String]) -> Result<(Duration, Duration), String> {
    let before = children_cpu()?;
    let started = Instant::now();
    let status = Command::new(&command[0]).args(&command[1..]).stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::null()).status();
    let wall = started.elapsed();
    let status = status.map_err(|e| format!("cannot run: {e}"))?;
    if !status.success() {
        return Err(format!("failed ({status})"));
    }
    Ok((wall, children_cpu()?.saturating_sub(before)))
}

/// The user+sys CPU time of every child of this process reaped so far.
fn children_cpu() -> Result<Duration, String> {
    let usage = getrusage(UsageWho::RUSAGE_CHILDREN).map_err(|e| format!("getrusage: {e}"))?;
    let time = |t: nix::sys::time::TimeVal| Duration::new(t.tv_sec().max(0) as u64, (t.tv_usec().max(0) as u32) * 1000);
    Ok(time(usage.user_time()) + time(usage.system_time()))
}

/// The median (the upper one of an even count) of `v`, which is not empty.
fn median(v: &mut [Duration]) -> Duration {
    v.sort_unstable();
    v[v.len() / 2]
}
