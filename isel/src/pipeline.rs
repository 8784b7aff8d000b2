//! Runs passes by name over a module, function by function, with LLVM's fallback rules.
//!
//! Every pass is a plain function over one [`Function`] and a [`PassContext`]. Between passes
//! the caller may plug in a check (the verifier), so this crate need not depend on the
//! verifier. When a pass or the check fails on a function, `--global-isel-abort` decides, as in
//! llc: `1` stops with the error, `2` marks the function `failedISel: true`, reports a remark
//! and goes on with the other functions, `0` does the same without the remark.

use crate::diag::{Diagnostic, Severity};
use crate::mir::{Function, Module};
use crate::target::{Cpu, Subtarget};

pub use crate::pass::{Pass, PassContext, PassError};

fn no_op(_: &mut Function, _: &mut PassContext) -> Result<(), PassError> {
    Ok(())
}

/// The passes that rewrite generic instructions, each by a rule per opcode.
const GENERIC_PASSES: &[&str] = &["legalizer", "regbankselect", "instruction-select"];

/// The first instruction of `f` that pass `pass` has no rule for: a generic opcode LLVM 14 has
/// that the project knows by name only. Such a function fails the pass before it runs, so that
/// nothing unknown leaves a pass as if handled.
fn unmodelled_instruction(pass: &str, f: &Function) -> Option<PassError> {
    if !GENERIC_PASSES.contains(&pass) {
        return None;
    }
    let (_, _, inst) = f.all_insts().find(|(_, _, i)| matches!(i.opcode, crate::mir::Opcode::Unknown(_)) && i.opcode.is_generic_name())?;
    Some(PassError::at(
        format!("no rule for `{}`: the project knows this LLVM 14 generic opcode by name only", inst.opcode.name()),
        inst.loc,
    ))
}

/// Every pass, in the order of the default pipeline (`none` aside; `lower-returns` is the
/// structured alternative to `exit-unify`, run instead of it by name).
pub static PASSES: &[Pass] = &[
    Pass { name: "none", description: "parse and print, changing nothing", run: no_op, optional: false },
    Pass {
        name: "exit-unify",
        description: "join divergently reached returns, give infinite loops an exit, keep the done-export rule",
        run: crate::passes::exit_unify::run,
        optional: false,
    },
    Pass {
        name: "lower-returns",
        description: "structured single return: a return flag, breaks out of loops, guards after ifs",
        run: crate::passes::lower_returns::run,
        optional: false,
    },
    Pass {
        name: "legalizer",
        description: "widen, narrow, split and lower generic instructions until the selection patterns accept them",
        run: crate::passes::legalizer::run,
        optional: false,
    },
    Pass {
        name: "regbankselect",
        description: "assign register banks (sgpr, vgpr, vcc) from the generated bank table",
        run: crate::passes::regbankselect::run,
        optional: false,
    },
    Pass {
        name: "instruction-select",
        description: "select AMDGPU instructions from the generated patterns",
        run: crate::passes::select::run,
        optional: false,
    },
    Pass {
        name: "si-fold-operands",
        description: "fold SGPRs and constants into VALU operands under the constant bus limit; shrink to e32",
        run: crate::passes::fold::run,
        optional: true,
    },
    Pass {
        name: "phi-node-elimination",
        description: "replace PHIs by copies on the incoming edges, splitting critical edges where LLVM's PHIElimination does",
        run: crate::passes::phi_elim::run,
        optional: false,
    },
    Pass {
        name: "si-lower-control-flow",
        description: "lower SI_IF/SI_ELSE/SI_IF_BREAK/SI_LOOP/SI_END_CF to exec-mask code",
        run: crate::passes::lower_cf::run,
        optional: false,
    },
];

/// Tells from a function's properties that a pass has already run on it.
pub type AlreadyDone = fn(&crate::mir::Properties) -> bool;

/// The default pipeline, in order, with how to tell from a function's properties that a pass
/// has already run on it (so `--stop-after` starts where the input stands).
pub static DEFAULT_PIPELINE: &[(&str, AlreadyDone)] = &[
    ("exit-unify", |p| p.legalized),
    ("legalizer", |p| p.legalized),
    ("regbankselect", |p| p.reg_bank_selected),
    ("instruction-select", |p| p.selected),
    ("si-fold-operands", |_| false),
];

/// The passes `--stop-after stop` runs on a function with properties `props`: the default
/// pipeline from the first pass not yet done through `stop`. Empty if `stop` is already done.
pub fn plan_stop_after(stop: &str, props: &crate::mir::Properties) -> Vec<&'static Pass> {
    let Some(end) = DEFAULT_PIPELINE.iter().position(|(n, _)| *n == stop) else { return Vec::new() };
    let start = DEFAULT_PIPELINE[..=end].iter().rposition(|(_, done)| done(props)).map_or(0, |i| i + 1);
    DEFAULT_PIPELINE[start..=end].iter().filter_map(|(n, _)| pass(n)).collect()
}

/// What to run: named passes, or the default pipeline up to a pass.
#[derive(Clone, Debug)]
pub enum Plan {
    Passes(Vec<&'static Pass>),
    StopAfter(&'static Pass),
}

impl Plan {
    /// Does the plan run a pass that can change a function (anything but `none`)? A caller
    /// parsing for such a plan can use [`crate::mir::parse_for_passes`].
    pub fn runs_passes(&self) -> bool {
        match self {
            Plan::Passes(passes) => passes.iter().any(|p| p.name != "none"),
            Plan::StopAfter(_) => true,
        }
    }
}

/// Looks a pass up by name.
pub fn pass(name: &str) -> Option<&'static Pass> {
    PASSES.iter().find(|p| p.name == name)
}

/// The names of every pass, for error messages.
pub fn pass_names() -> Vec<&'static str> {
    PASSES.iter().map(|p| p.name).collect()
}

/// `--global-isel-abort`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum AbortMode {
    /// 0: fall back silently.
    Silent,
    /// 1: a failure is an error that stops the run.
    #[default]
    Abort,
    /// 2: fall back and report a remark.
    Remark,
}

impl AbortMode {
    pub fn from_level(level: u8) -> Option<AbortMode> {
        match level {
            0 => Some(AbortMode::Silent),
            1 => Some(AbortMode::Abort),
            2 => Some(AbortMode::Remark),
            _ => None,
        }
    }
}

/// Options of one run.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `--mcpu`; when absent each function's `"target-cpu"` attribute decides, then gfx900.
    pub cpu: Option<Cpu>,
    pub abort: AbortMode,
}

/// A check run after every pass: the diagnostics it returns are errors that make the pass
/// count as failed on that function.
pub type Check<'a> = dyn FnMut(&Function, &Subtarget, &str) -> Vec<Diagnostic> + 'a;

/// What a run did.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    /// Errors (abort mode 1), remarks (mode 2) and pass remarks, in order.
    pub diagnostics: Vec<Diagnostic>,
    pub functions: usize,
    /// Functions marked `failedISel: true`.
    pub fallbacks: usize,
    /// Functions an optional pass was undone on because the check rejected its result.
    pub undone: usize,
    /// True when a failure stopped the run (abort mode 1).
    pub aborted: bool,
    /// Wall time spent in each pass, summed over the functions, in the order the passes first
    /// ran (for `--time-passes`). The check after each pass is not counted.
    pub pass_times: Vec<(&'static str, std::time::Duration)>,
}

impl Outcome {
    fn add_time(&mut self, pass: &'static str, spent: std::time::Duration) {
        match self.pass_times.iter_mut().find(|(name, _)| *name == pass) {
            Some((_, total)) => *total += spent,
            None => self.pass_times.push((pass, spent)),
        }
    }
}

/// The subtarget for a function: `--mcpu`, else its `"target-cpu"`, else gfx900.
pub fn subtarget_for(f: &Function, opts: &Options) -> Subtarget {
    let cpu = opts.cpu.or_else(|| f.target_cpu().and_then(|c| Cpu::from_name(c.as_str()))).unwrap_or(Cpu::Gfx900);
    Subtarget::new(cpu)
}

/// Runs `plan` over every function of `module`, calling `check` after each pass.
pub fn run(module: &mut Module, plan: &Plan, opts: &Options, file: &str, check: &mut Check<'_>) -> Outcome {
    let mut out = Outcome::default();
    let module_ir: Option<std::sync::Arc<str>> = module.ir.as_deref().map(Into::into);
    for f in &mut module.functions {
        out.functions += 1;
        if f.props.failed_isel {
            continue;
        }
        // What claims to be selected must be: llc-14's verifier reports "Unexpected generic
        // instruction in a Selected function", and no pass would select it now.
        let generic =
            f.props.selected.then(|| f.all_insts().find(|(_, _, i)| i.opcode.is_generic_name()).map(|(_, _, i)| (i.opcode, i.loc)));
        if let Some(Some((op, loc))) = generic {
            let message = format!("`{}` is `selected: true` but holds the generic instruction `{}`", f.name, op.name());
            out.diagnostics.push(Diagnostic::error("E002", message, file, loc.line, loc.col));
            if opts.abort == AbortMode::Abort {
                out.aborted = true;
                return out;
            }
            f.props.failed_isel = true;
            continue;
        }
        let passes = match plan {
            Plan::Passes(p) => p.clone(),
            Plan::StopAfter(stop) => plan_stop_after(stop.name, &f.props),
        };
        let subtarget = subtarget_for(f, opts);
        let mut ctx = PassContext::new(subtarget);
        ctx.module_ir = module_ir.clone();
        // Only a fallback (abort modes 0 and 2) puts the function back as it was, so only then
        // is a copy kept.
        let mut before = (opts.abort != AbortMode::Abort && !passes.is_empty()).then(|| f.clone());
        for p in passes {
            let before_pass = if p.optional { Some(f.clone()) } else { None };
            let started = std::time::Instant::now();
            let result = unmodelled_instruction(p.name, f).map_or_else(|| (p.run)(f, &mut ctx), Err);
            out.add_time(p.name, started.elapsed());
            let mut failure = result.err().map(|e| {
                let mut d = Diagnostic::error("E001", format!("{} failed on `{}`: {}", p.name, f.name, e.message), file, e.line, e.column);
                for (line, column, message) in e.notes {
                    d = d.with_note(line, column, 1, message);
                }
                vec![d]
            });
            if failure.is_none() {
                let diags = check(f, &subtarget, p.name);
                if !diags.is_empty() {
                    failure = Some(diags);
                }
            }
            for r in ctx.remarks.drain(..) {
                out.diagnostics.push(Diagnostic { severity: Severity::Remark, ..Diagnostic::error("R001", r, file, 0, 0) });
            }
            let Some(diags) = failure else { continue };
            if let Some(saved) = before_pass {
                let why = diags.first().map_or_else(String::new, |d| format!("{} {}", d.code, d.message));
                let mut remark = Diagnostic::error("R003", format!("redid `{}` without {}: {why}", f.name, p.name), file, 0, 0);
                remark.severity = Severity::Remark;
                out.diagnostics.push(remark);
                *f = saved;
                out.undone += 1;
                continue;
            }
            match opts.abort {
                AbortMode::Abort => {
                    out.diagnostics.extend(diags);
                    out.aborted = true;
                    return out;
                }
                AbortMode::Remark | AbortMode::Silent => {
                    if opts.abort == AbortMode::Remark {
                        let why = diags.first().map_or_else(String::new, |d| d.message.clone());
                        let mut remark = Diagnostic::error(
                            "R002",
                            format!("{}: falling back: `{}` left unselected ({why})", p.name, f.name),
                            file,
                            0,
                            0,
                        );
                        remark.severity = Severity::Remark;
                        remark.notes = diags
                            .iter()
                            .map(|d| crate::diag::Note { line: d.line, column: d.column, len: 1, message: d.message.clone() })
                            .collect();
                        out.diagnostics.push(remark);
                    }
                    if let Some(b) = before.take() {
                        *f = b;
                    }
                    f.props.failed_isel = true;
                    out.fallbacks += 1;
                    break;
                }
            }
        }
    }
    out
}
