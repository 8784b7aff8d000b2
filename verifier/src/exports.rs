//! V040: a pixel shader (`amdgpu_ps`) runs at most one `done` export on any path from the entry
//! to a return (DESIGN.md "exit-unify": frontends guarantee it, and exit-unify must keep it).
//!
//! A `done` export is `EXP_DONE` after selection and, before, an `llvm.amdgcn.exp` /
//! `llvm.amdgcn.exp.compr` intrinsic whose `done` operand is true. The analysis is a forward
//! dataflow over the blocks reachable from the entry, on the lattice "no `done` export yet" <
//! "some `done` export may have run" (carrying one such export as the witness, the lowest
//! instruction id among those that reach, so the output is deterministic). A `done` export
//! reached in the second state, in a block from which a return block can be reached, is a
//! second one on some entry-to-return path; it is reported with the witness. An export that
//! reaches itself around a loop is its own witness. Paths that never return (a loop left only
//! by `llvm.amdgcn.kill`) are not entry-to-return paths and are not judged.

use isel::mir::{BlockId, CallingConv, Function, GenericOpcode, Inst, InstId, Opcode, Operand};

use crate::cfg::Cfg;
use crate::facts::is_return;
use crate::violation::Violation;

/// Is this a `done` export?
pub fn is_done_export(inst: &Inst) -> bool {
    match inst.opcode {
        Opcode::Target(t) => t.name() == "EXP_DONE",
        Opcode::Unknown(name) => name.as_str() == "EXP_DONE",
        Opcode::Generic(GenericOpcode::G_INTRINSIC_W_SIDE_EFFECTS | GenericOpcode::G_INTRINSIC) => {
            let ndefs = inst.num_defs();
            let Some(Operand::Intrinsic(id)) = inst.operands.get(ndefs) else { return false };
            // Operands after the intrinsic ID: exp (tgt, en, src0..src3, done, vm),
            // exp.compr (tgt, en, src0, src1, done, vm).
            let done_at = match id.as_str() {
                "llvm.amdgcn.exp" => 6,
                "llvm.amdgcn.exp.compr" => 4,
                _ => return false,
            };
            inst.operands.get(ndefs + 1 + done_at).and_then(Operand::as_imm).is_some_and(|v| v != 0)
        }
        Opcode::Generic(_) => false,
    }
}

pub fn check(f: &Function, cfg: &Cfg, out: &mut Vec<Violation>) {
    if f.ir.as_ref().map(|ir| ir.cc) != Some(CallingConv::AmdgpuPs) {
        return;
    }
    let exports: Vec<Vec<InstId>> =
        f.block_ids().map(|b| f.block_insts(b).filter(|(_, i)| is_done_export(i)).map(|(id, _)| id).collect()).collect();
    if exports.iter().all(Vec::is_empty) {
        return;
    }
    let returns: Vec<BlockId> = f.block_ids().filter(|&b| f.block_insts(b).last().is_some_and(|(_, i)| is_return(i))).collect();
    let can_return = cfg.reaching(returns);

    // Forward dataflow: the witness reaching each block's entry.
    let n = f.blocks.len();
    let mut inb: Vec<Option<InstId>> = vec![None; n];
    let out_of = |b: BlockId, inb: &[Option<InstId>]| exports[b.index()].last().copied().or(inb[b.index()]);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &cfg.rpo {
            let w = cfg.preds[b.index()].iter().filter(|p| cfg.is_reachable(**p)).filter_map(|&p| out_of(p, &inb)).min();
            // Once some export reaches a block, it stays reached; only the witness may shrink.
            let new = match (inb[b.index()], w) {
                (Some(a), Some(c)) => Some(a.min(c)),
                (a, c) => a.or(c),
            };
            if new != inb[b.index()] {
                inb[b.index()] = new;
                changed = true;
            }
        }
    }

    for &b in &cfg.rpo {
        if !can_return[b.index()] {
            continue;
        }
        let mut seen = inb[b.index()];
        for &e in &exports[b.index()] {
            if let Some(first) = seen {
                out.push(Violation::SecondDoneExport { inst: e, first, same: first == e });
            }
            seen = Some(e);
        }
    }
}
