//! A stage-aware machine verifier for AMDGPU MIR.
//!
//! # What is checked, and why
//!
//! A function's stage is what its header flags say: generic (no flag), `legalized`,
//! `regBankSelected`, `selected`. Each stage promises more than the one before, and the
//! verifier checks exactly what the flags promise, so it can run between any two passes
//! (`mir-run --verify`) and on any file a pipeline hands to CI (`mir-verify`). Functions marked
//! `failedISel: true` were left as they were by a fallback and are not checked, as in LLVM.
//!
//! Every rule has a stable code. The rules hold at these stages:
//!
//! **Always** (SSA form, which lasts until register allocation; LLVM's `MachineVerifier`):
//!
//! | code | rule |
//! |---|---|
//! | V001 | a virtual register has one definition |
//! | V002 | a virtual register that is read has a definition (or is bound by `liveins:`) |
//! | V003 | a definition dominates every use; a PHI's input is read at the end of its predecessor |
//! | V004 | PHIs come first in their block |
//! | V005 | a PHI has exactly one input per predecessor, and none for other blocks |
//! | V006 | terminators come last in their block |
//! | V007 | branch targets are successors, and every successor is a branch target or the fall-through block |
//! | V008 | a generic instruction's operands have the kinds and types its opcode's signature demands |
//! | V009 | a COPY's two sides have the same type, or at least the same size |
//! | V011 | no generic opcode LLVM 14 has that the project models by name only (no pass has a rule for it); after selection it is V030 |
//!
//! **legalized** (DESIGN.md: the legality table is generated from the patterns):
//!
//! | code | rule |
//! |---|---|
//! | V010 | every generic instruction is legal per the legality table (opcode, one LLT per type index, memory size) |
//!
//! **regBankSelected** (DESIGN.md "Register banks"):
//!
//! | code | rule |
//! |---|---|
//! | V020 | every virtual register has a bank |
//! | V021 | each generic instruction's bank combination has a pattern (bank table) |
//! | V022 | only `s1` lives in the `vcc` bank |
//! | V023 | there is no SCC bank |
//! | V024 | no PHI mixes vcc and non-vcc registers |
//! | V025 | no COPY from a VGPR into an SGPR |
//! | V026 | no COPY from a vcc lane mask into an SGPR |
//!
//! **selected** (the `instructions!` declarations; DESIGN.md "Constant bus"):
//!
//! | code | rule |
//! |---|---|
//! | V030 | no generic opcode is left (modelled or known by name only) |
//! | V031 | no generic virtual register (typed, banked or unconstrained) is left |
//! | V032 | a machine instruction has the explicit operands its declaration lists |
//! | V033 | each register fits its operand's class (register file and width) |
//! | V034 | a SALU instruction never reads a VGPR |
//! | V035 | a VALU instruction reads `$exec` |
//! | V036 | a VALU instruction reads at most `limit` distinct scalar values through the constant bus (1 before GFX10, 2 from GFX10, 1 for 64-bit shifts; one SGPR read twice counts once; literals count; inline constants are free) |
//! | V037 | literals only where the encoding has room: one per instruction, none in VOP3 before GFX10, none in inline-only operands |
//!
//! **`amdgpu_ps`** functions, at every stage (DESIGN.md "exit-unify"):
//!
//! | code | rule |
//! |---|---|
//! | V040 | at most one `done` export runs on any path from the entry to a return |
//!
//! The stage rules of one stage are not re-checked later when the later stage changes their
//! subject: once selected, banks and types give way to register classes, so the bank rules
//! apply to bank-selected functions that are not yet selected, and the legality rule to
//! legalized functions not yet selected.
//!
//! # How it reports
//!
//! [`check`] returns [`Violation`]s: one per broken rule and place, each naming the instruction
//! and operand involved and the other places that explain it (the first definition, the other
//! constant-bus reads, the first `done` export). [`verify`] renders them as
//! [`isel::diag::Diagnostic`]s, which print as rustc-like text, JSON or GitHub annotations.
//! Where one fault would break several rules, the more specific one is reported alone (a SALU
//! reading a VGPR is V034, not also V033; a generic opcode after selection is V030, not also
//! V031 for its registers; an instruction missing a bank is V020, not also V021).
//!
//! The table-based rules (V010, V021) read `isel::target::patterns`; they are as complete as
//! the patterns are.
#![forbid(unsafe_code)]

pub mod banks;
pub mod campaign;
pub mod cfg;
pub mod constant_bus;
pub mod exports;
pub mod facts;
pub mod legality;
pub mod mutate;

pub mod selected;
pub mod structure;
pub mod types;
mod violation;

use isel::diag::Diagnostic;
use isel::mir::Function;
use isel::target::Subtarget;

pub use violation::{PhiProblem, Place, Rule, Stage, SuccessorProblem, Violation, opcode_name};

/// How to verify: the subtarget, and what the caller knows about the function.
#[derive(Clone, Copy, Debug)]
pub struct Verifier<'a> {
    pub subtarget: Subtarget,
    /// The file name diagnostics carry.
    pub file: &'a str,
    /// The file's text, if the function was read from it: notes then point at operand columns.
    pub source: Option<&'a str>,
    /// Check SSA (V001–V003). True until register allocation.
    pub ssa: bool,
    /// The pass that produced the function, named in the messages (`mir-run --verify`).
    pub pass: Option<&'a str>,
}

impl<'a> Verifier<'a> {
    pub fn new(subtarget: Subtarget) -> Verifier<'a> {
        Verifier { subtarget, file: "", source: None, ssa: true, pass: None }
    }

    pub fn file(self, file: &'a str, source: Option<&'a str>) -> Verifier<'a> {
        Verifier { file, source, ..self }
    }

    pub fn after_pass(self, pass: &'a str) -> Verifier<'a> {
        Verifier { pass: Some(pass), ..self }
    }

    /// The broken rules of `f`, in a deterministic order (by rule stage, then position).
    pub fn check(&self, f: &Function) -> Vec<Violation> {
        let mut out = Vec::new();
        if f.props.failed_isel || f.blocks.is_empty() {
            return out;
        }
        let st = &self.subtarget;
        let cfg = cfg::Cfg::new(f);
        let pos = structure::positions(f);
        if self.ssa {
            structure::check_ssa(f, &cfg, &pos, &mut out);
        }
        structure::check_phis(f, &cfg, &mut out);
        structure::check_terminators(f, &cfg, &mut out);
        for (_, id, inst) in f.all_insts() {
            if !f.props.selected {
                types::check_generic(f, id, inst, &mut out);
                // Selected functions report it as a generic opcode left (V030).
                if let isel::mir::Opcode::Unknown(u) = inst.opcode
                    && inst.opcode.is_generic_name()
                {
                    out.push(Violation::Unmodelled { inst: id, opcode: u.as_str() });
                }
            }
            types::check_copy(f, id, inst, &mut out);
        }
        if f.props.legalized && !f.props.selected {
            legality::check(f, st, &mut out);
        }
        if f.props.reg_bank_selected && !f.props.selected {
            banks::check(f, st, &mut out);
        }
        if f.props.selected {
            selected::check(f, st, &mut out);
            constant_bus::check(f, st, &mut out);
        }
        exports::check(f, &cfg, &mut out);
        // Order by place in the function, then by rule, so output follows the text.
        let order = |v: &Violation| -> (usize, usize, Rule) {
            let (b, i) = match v.place() {
                Place::Inst { inst, .. } => pos.get(&inst).map_or((usize::MAX, 0), |&(b, i)| (b.index(), i + 1)),
                Place::Block(b) => (b.index(), 0),
            };
            (b, i, v.rule())
        };
        out.sort_by_key(order);
        out
    }

    /// The broken rules of `f` as diagnostics.
    pub fn verify(&self, f: &Function) -> Vec<Diagnostic> {
        self.check(f)
            .iter()
            .map(|v| {
                let mut d = v.to_diagnostic(f, self.file, self.source);
                d.message = match self.pass {
                    Some(p) => format!("after `{p}` on `{}`: {}", f.name, d.message),
                    None => format!("in `{}`: {}", f.name, d.message),
                };
                d
            })
            .collect()
    }
}

/// The broken rules of `f` on `st`, as diagnostics without a file name.
pub fn verify(f: &Function, st: &Subtarget) -> Vec<Diagnostic> {
    Verifier::new(*st).verify(f)
}

/// The broken rules of `f` on `st`.
pub fn check(f: &Function, st: &Subtarget) -> Vec<Violation> {
    Verifier::new(*st).check(f)
}

#[cfg(test)]
mod tests;
