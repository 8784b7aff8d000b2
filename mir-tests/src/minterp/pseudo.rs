//! Pseudo instructions and the instructions that cross between lanes and the wave: the
//! control-flow pseudos' remaining halves (`SI_END_CF` where it runs at its own position,
//! `SI_IF_BREAK`), kill, exports, lane reads, and the exec-mask instructions of the lowered
//! control flow (`S_AND_SAVEEXEC_B64`, ...). `SI_IF`, `SI_ELSE`, `SI_LOOP`, the returns and
//! `S_ENDPGM` run in [`crate::interp`]'s wave, which owns the exec protocol they share with the
//! generic intrinsics.
//!
//! - `SI_IF_BREAK cond, mask` = `mask | (cond & exec)`.
//! - `SI_KILL_I1_PSEUDO src, killvalue`: the active lanes whose bit of `src` equals
//!   `killvalue` end (an immediate `src` is one value for every lane); with no live lane left
//!   the wave ends, as `llvm.amdgcn.kill` does.
//! - `SI_EARLY_TERMINATE_SCC0` (the lowered kill: the live mask is a register, `scc` says
//!   whether a lane of it is left) ends the wave, every lane killed, when `scc` is 0.
//! - `S_<op>_SAVEEXEC_B64 src`: `sdst = exec; exec = src <op> exec; scc = exec != 0` (the
//!   GFX9 ISA manual's SOP1 table; `ANDN2` is `src & !exec`, `ORN2` `src | !exec`).
//! - `V_READFIRSTLANE_B32` reads the lowest active lane (lane 0 when none is active);
//!   `V_READLANE_B32 src, lane` the lane given (modulo the wave size).
//! - `SI_PS_LIVE` is the lane mask of the live lanes; `S_SENDMSG` is not observed.
//! - `EXP`/`EXP_DONE`: an export of `src0..src3` (two packed values when `compr`) in the active
//!   lanes, recorded as the generic `llvm.amdgcn.exp` records it.

use isel::mir::{InstId, Operand};
use smallvec::SmallVec;

use super::{Ops, fit, read_scalar, write_scalar, write_scc};
use crate::interp::exec::{Flow, R, Wave, lanes, lowest_lane};
use crate::interp::{End, Export, Val};

/// An exec-mask operation of the `S_*_SAVEEXEC` family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveExec {
    And,
    Or,
    Xor,
    AndN2,
    OrN2,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    EndCf,
    IfBreak,
    KillI1,
    /// `SI_EARLY_TERMINATE_SCC0`: after a lowered kill left `scc` = (live lanes != 0).
    EarlyTerminateScc0,
    ReadFirstLane,
    ReadLane,
    Export {
        done: bool,
    },
    SaveExec(SaveExec),
    /// `SI_PS_LIVE`: the lane mask of the lanes no kill removed.
    PsLive,
    /// Does nothing one wave can observe (`SI_MASK_BRANCH`, scheduling barriers, `S_SENDMSG`'s
    /// message to the hardware, ...).
    NoOp,
}

static TABLE: &[(&str, Op)] = &[
    ("SI_END_CF", Op::EndCf),
    ("SI_IF_BREAK", Op::IfBreak),
    ("SI_KILL_I1_PSEUDO", Op::KillI1),
    ("SI_KILL_I1_TERMINATOR", Op::KillI1),
    ("SI_EARLY_TERMINATE_SCC0", Op::EarlyTerminateScc0),
    ("V_READFIRSTLANE_B32", Op::ReadFirstLane),
    ("V_READLANE_B32", Op::ReadLane),
    ("EXP", Op::Export { done: false }),
    ("EXP_DONE", Op::Export { done: true }),
    ("S_AND_SAVEEXEC_B64", Op::SaveExec(SaveExec::And)),
    ("S_AND_SAVEEXEC_B32", Op::SaveExec(SaveExec::And)),
    ("S_OR_SAVEEXEC_B64", Op::SaveExec(SaveExec::Or)),
    ("S_OR_SAVEEXEC_B32", Op::SaveExec(SaveExec::Or)),
    ("S_XOR_SAVEEXEC_B64", Op::SaveExec(SaveExec::Xor)),
    ("S_XOR_SAVEEXEC_B32", Op::SaveExec(SaveExec::Xor)),
    ("S_ANDN2_SAVEEXEC_B64", Op::SaveExec(SaveExec::AndN2)),
    ("S_ANDN2_SAVEEXEC_B32", Op::SaveExec(SaveExec::AndN2)),
    ("S_ORN2_SAVEEXEC_B64", Op::SaveExec(SaveExec::OrN2)),
    ("S_ORN2_SAVEEXEC_B32", Op::SaveExec(SaveExec::OrN2)),
    ("SCHED_BARRIER", Op::NoOp),
    ("SI_MASK_BRANCH", Op::NoOp),
    ("S_SENDMSG", Op::NoOp),
    // Cache invalidations: memory is coherent in the single-wave model.
    ("BUFFER_WBINVL1_VOL", Op::NoOp),
    ("BUFFER_GL0_INV", Op::NoOp),
    ("BUFFER_GL1_INV", Op::NoOp),
    ("SI_PS_LIVE", Op::PsLive),
];

/// The pseudo model of `name`.
pub fn lookup(name: &str) -> Option<Op> {
    TABLE.iter().find(|(n, _)| *n == name).map(|(_, op)| *op)
}

pub fn names() -> impl Iterator<Item = &'static str> {
    TABLE.iter().map(|(n, _)| *n)
}

pub(crate) fn run(w: &mut Wave<'_>, id: InstId, ops: &Ops<'_>, op: Op) -> R<Flow> {
    let inst = ops.inst;
    let ws = w.inputs.wave_size;
    match op {
        Op::NoOp => Ok(Flow::Next),
        Op::PsLive => {
            let d = ops.need_def(w, "dst")?;
            let live = w.live & w.all;
            write_scalar(w, inst, &d, Val::from_u64(ws, live))?;
            Ok(Flow::Next)
        }
        Op::EndCf => {
            if !w.end_cf_in_prologue(id) {
                let m = read_scalar(w, inst, &ops.need(w, "saved")?, ws)?;
                if !m.is_defined() {
                    return Err(w.ub(inst, "the saved exec mask is poison"));
                }
                w.exec |= m.bits.as_u64() & w.all;
            }
            Ok(Flow::Next)
        }
        Op::IfBreak => {
            let c = read_scalar(w, inst, &ops.need(w, "vcc")?, ws)?;
            let m = read_scalar(w, inst, &ops.need(w, "src")?, ws)?;
            let r = (m.bits.as_u64() | (c.bits.as_u64() & w.exec)) & w.all;
            // Poison bit by bit, as the lowered `S_AND exec, vcc` then `S_OR src` computes it:
            // the condition's bits of inactive lanes are masked off.
            let poison = (m.poison.as_u64() | (c.poison.as_u64() & w.exec)) & w.all;
            let d = ops.need_def(w, "dst")?;
            write_scalar(w, inst, &d, Val { bits: Val::from_u64(ws, r).bits, poison: Val::from_u64(ws, poison).bits })?;
            Ok(Flow::Next)
        }
        Op::KillI1 => {
            let src = ops.need(w, "src")?;
            let kill_value = ops.imm(w, "killvalue")? & 1 == 1;
            let bits = match src.as_imm() {
                Some(v) => {
                    if v & 1 == 1 {
                        w.all
                    } else {
                        0
                    }
                }
                None => {
                    let m = read_scalar(w, inst, &src, ws)?;
                    if !m.is_defined() {
                        return Err(w.ub(inst, "the kill condition is poison"));
                    }
                    m.bits.as_u64()
                }
            };
            let killed = w.exec & if kill_value { bits } else { !bits };
            w.exec &= !killed;
            w.live &= !killed;
            Ok(if w.live == 0 { Flow::End(End::AllLanesKilled) } else { Flow::Next })
        }
        Op::EarlyTerminateScc0 => {
            let c = crate::minterp::read_scc(w, inst)?;
            if !c.is_defined() {
                return Err(w.ub(inst, "early termination on an undefined scc"));
            }
            if c.bits.bit(0) {
                return Ok(Flow::Next);
            }
            w.exec = 0;
            w.live = 0;
            Ok(Flow::End(End::AllLanesKilled))
        }
        Op::ReadFirstLane | Op::ReadLane => {
            let src = ops.need(w, "src0")?;
            let lane = match op {
                Op::ReadLane => {
                    let l = read_scalar(w, inst, &ops.need(w, "src1")?, 32)?;
                    (l.bits.as_u64() % u64::from(ws)) as u32
                }
                _ => lowest_lane(w.exec),
            };
            let v = fit(w.read(inst, &src, lane)?, 32);
            let d = ops.need_def(w, "vdst")?;
            write_scalar(w, inst, &d, v)?;
            Ok(Flow::Next)
        }
        Op::Export { done } => {
            let compressed = ops.imm(w, "compr")? & 1 == 1;
            let n = if compressed { 2 } else { 4 };
            let srcs: SmallVec<[Operand; 4]> = ["src0", "src1", "src2", "src3"].iter().take(n).map(|s| ops.need(w, s)).collect::<R<_>>()?;
            let mut values = Vec::new();
            for l in lanes(w.exec) {
                let vals: SmallVec<[Val; 4]> = srcs.iter().map(|o| w.read(inst, o, l).map(|v| fit(v, 32))).collect::<R<_>>()?;
                values.push((l, vals));
            }
            let export = Export {
                target: ops.imm(w, "tgt")?,
                enabled: ops.imm(w, "en")?,
                compressed,
                done,
                valid_mask: ops.imm(w, "vm")? & 1 == 1,
                exec: w.exec,
                values,
            };
            w.exports.push(export);
            Ok(Flow::Next)
        }
        Op::SaveExec(kind) => {
            let s = read_scalar(w, inst, &ops.need(w, "src0")?, ws)?;
            if !s.is_defined() {
                return Err(w.ub(inst, "exec is set from a poison value"));
            }
            let (x, e) = (s.bits.as_u64(), w.exec);
            let new = match kind {
                SaveExec::And => x & e,
                SaveExec::Or => x | e,
                SaveExec::Xor => x ^ e,
                SaveExec::AndN2 => x & !e,
                SaveExec::OrN2 => x | !e,
            } & w.all;
            let d = ops.need_def(w, "sdst")?;
            write_scalar(w, inst, &d, Val::from_u64(ws, e))?;
            w.exec = new;
            write_scc(w, inst, Val::from_u64(1, u64::from(new != 0)))?;
            Ok(Flow::Next)
        }
    }
}
