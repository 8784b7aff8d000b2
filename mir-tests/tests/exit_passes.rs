//! `exit-unify` and `lower-returns` on llc-14's generic MIR for the whole corpus, both CPUs.
//!
//! llc-14's IR passes (AMDGPUUnifyDivergentExitNodes, StructurizeCFG, SIAnnotateControlFlow)
//! have already run on that MIR, so it has one return per function; what the passes must do
//! there is little, and this test holds them to it:
//! * after each pass every function is in SSA form and keeps the `done`-export rule;
//! * `lower-returns` leaves exactly one return block (none in the few functions that never
//!   return: an infinite loop or `unreachable` ends); a function that already had one, and
//!   any function for `exit-unify` whose only exit is a return, comes back unchanged;
//! * running a pass twice changes nothing more;
//! * every module a pass changed is read back by llc-14 with `-verify-machineinstrs`.

// Helpers of this test report failures by panicking, like the test itself.
#![allow(clippy::panic)]

use isel::analysis::exports::done_export_violations;
use isel::analysis::ssa::ssa_violations;
use isel::analysis::{PostDomTree, reachable, return_blocks, return_inst};
use isel::mir::{Function, Module};
use isel::pipeline::{PassContext, PassError};
use mir_tests::oracle;

type PassFn = fn(&mut Function, &mut PassContext) -> Result<(), PassError>;

fn live_returns(f: &Function) -> usize {
    let live = reachable(f);
    return_blocks(f).into_iter().filter(|b| live[b.index()]).count()
}

/// The function's only exit is a return: nothing for exit-unify to do.
fn single_return_exit(f: &Function) -> bool {
    let live = reachable(f);
    let roots: Vec<_> = PostDomTree::compute(f).roots().iter().copied().filter(|b| live[b.index()]).collect();
    roots.len() == 1 && return_inst(f, roots[0]).is_some()
}

fn llc_reads(text: &str, cpu: &str) -> Result<(), String> {
    let mut child = std::process::Command::new("llc-14")
        .args(["-march=amdgcn", &format!("-mcpu={cpu}"), "-run-pass=none", "-verify-machineinstrs", "-x", "mir", "-", "-o", "/dev/null"])
        .stdin(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| format!("llc-14 is required by this test: {e}"))?;
    if let Some(mut stdin) = child.stdin.take() {
        use std::io::Write;
        stdin.write_all(text.as_bytes()).map_err(|e| e.to_string())?;
    }
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if out.status.success() { Ok(()) } else { Err(String::from_utf8_lossy(&out.stderr).into_owned()) }
}

#[test]
fn passes_on_llc_output_for_the_corpus() {
    let files = oracle::corpus();
    let passes: [(&str, PassFn); 2] = [("exit-unify", isel::passes::exit_unify::run), ("lower-returns", isel::passes::lower_returns::run)];
    let mut problems: Vec<String> = Vec::new();
    let (mut functions, mut changed, mut llc_own_unreadable) = (0usize, Vec::new(), Vec::new());
    for cpu in ["gfx900", "gfx1030"] {
        for (name, outs) in oracle::stages(&files, cpu, &["irtranslator"]).unwrap_or_else(|e| panic!("{e}")) {
            let Some(text) = outs.and_then(|o| o.into_iter().next()) else { continue };
            let module = isel::mir::parse(&text).unwrap_or_else(|e| panic!("{name}: our parser rejects llc's MIR: {e:?}"));
            for (pass, run) in passes {
                let mut out = Module { ir: module.ir.clone(), functions: Vec::new() };
                let mut any_change = false;
                for f in &module.functions {
                    if f.props.failed_isel {
                        out.functions.push(f.clone());
                        continue;
                    }
                    functions += 1;
                    let place = format!("{name} ({cpu}) `{}` after {pass}", f.name);
                    let mut g = f.clone();
                    if let Err(e) = run(&mut g, &mut PassContext::new(Default::default())) {
                        problems.push(format!("{place}: {e}"));
                        out.functions.push(f.clone());
                        continue;
                    }
                    for v in ssa_violations(&g) {
                        problems.push(format!("{place}: {}", v.message(&g)));
                    }
                    for v in done_export_violations(&g) {
                        problems.push(format!("{place}: {}", v.message(&g)));
                    }
                    let unchanged_expected = if pass == "lower-returns" { live_returns(f) == 1 } else { single_return_exit(f) };
                    // Functions that never return (infinite loops, `unreachable` ends) keep none.
                    let want = live_returns(f).min(1);
                    if pass == "lower-returns" && live_returns(&g) != want {
                        problems.push(format!("{place}: {} return blocks", live_returns(&g)));
                    }
                    if g != *f {
                        if unchanged_expected {
                            problems.push(format!("{place}: changed a function that needed nothing"));
                        }
                        changed.push(place.clone());
                        any_change = true;
                    }
                    let mut again = g.clone();
                    match run(&mut again, &mut PassContext::new(Default::default())) {
                        Ok(()) if again == g => {}
                        Ok(()) => problems.push(format!("{place}: a second run changed it again")),
                        Err(e) => problems.push(format!("{place}: a second run failed: {e}")),
                    }
                    out.functions.push(g);
                }
                if any_change {
                    // Read back only what llc-14 reads in its own form.
                    if llc_reads(&text, cpu).is_err() {
                        llc_own_unreadable.push(format!("{name} ({cpu})"));
                    } else if let Err(e) = llc_reads(&out.to_string(), cpu) {
                        problems.push(format!("{name} ({cpu}) after {pass}: llc-14 rejects the output:\n{e}"));
                    }
                }
            }
        }
    }
    println!("functions run through a pass: {functions}");
    println!("functions a pass changed ({}): {changed:#?}", changed.len());
    println!("changed modules llc-14 cannot read in its own form (not checked): {llc_own_unreadable:?}");
    assert!(functions > 300, "too few functions ({functions}): did llc-14 run?");
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}
