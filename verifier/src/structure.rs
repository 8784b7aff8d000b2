//! The rules every function obeys whatever its stage: SSA (V001–V003), PHI placement and inputs
//! (V004, V005), terminators and successors (V006, V007).

use std::collections::HashMap;

use isel::mir::{BlockId, Function, InstId, Operand, RegFlags, VReg};

use crate::cfg::Cfg;
use crate::facts::{is_barrier, is_debug, is_indirect_branch, is_phi, is_terminator};
use crate::violation::{PhiProblem, Place, SuccessorProblem, Violation};

/// Where each instruction sits: its block and its index in the block.
pub type Positions = HashMap<InstId, (BlockId, usize)>;

pub fn positions(f: &Function) -> Positions {
    let mut out = HashMap::new();
    for b in f.block_ids() {
        for (i, &id) in f.block(b).insts.iter().enumerate() {
            out.insert(id, (b, i));
        }
    }
    out
}

/// V001–V003. A register defined twice is reported at every def after the first; its uses are
/// then not checked for dominance, since "the" definition is ambiguous.
pub fn check_ssa(f: &Function, cfg: &Cfg, pos: &Positions, out: &mut Vec<Violation>) {
    let mut defs: Vec<Option<InstId>> = vec![None; f.vregs.len()];
    let mut multiple = vec![false; f.vregs.len()];
    for (_, id, inst) in f.all_insts() {
        for (o, op) in inst.operands.iter().enumerate() {
            let Some(r) = op.as_reg().filter(|r| r.is_def()) else { continue };
            let Some(v) = r.reg.vreg() else { continue };
            let Some(slot) = defs.get_mut(v.index()) else { continue };
            match *slot {
                None => *slot = Some(id),
                Some(first) => {
                    multiple[v.index()] = true;
                    out.push(Violation::MultipleDefs { inst: id, operand: o, vreg: v, first });
                }
            }
        }
    }
    // Registers the function's `liveins:` binds are defined on entry.
    let live_in: Vec<VReg> = f.liveins.iter().filter_map(|l| l.vreg).collect();

    for (b, id, inst) in f.all_insts() {
        if !cfg.is_reachable(b) || is_debug(inst) {
            continue;
        }
        let phi = is_phi(inst);
        for (o, op) in inst.operands.iter().enumerate() {
            let Some(r) = op.as_reg() else { continue };
            if r.is_def() || r.flags.contains(RegFlags::UNDEF) {
                continue;
            }
            let Some(v) = r.reg.vreg() else { continue };
            if multiple.get(v.index()).copied().unwrap_or(false) {
                continue;
            }
            let Some(def) = defs.get(v.index()).copied().flatten() else {
                if !live_in.contains(&v) {
                    out.push(Violation::UndefinedUse { inst: id, operand: o, vreg: v });
                }
                continue;
            };
            let Some(&(db, di)) = pos.get(&def) else { continue };
            if phi {
                // A PHI reads its input at the end of the incoming block.
                let Some(pred) = inst.operands.get(o + 1).and_then(Operand::as_block) else { continue };
                if !cfg.is_reachable(pred) {
                    continue;
                }
                if !cfg.dominates(db, pred) {
                    let n = f.block(pred).number;
                    out.push(Violation::UseNotDominated { inst: id, operand: o, vreg: v, def, pred: Some(n) });
                }
                continue;
            }
            let Some(&(_, ui)) = pos.get(&id) else { continue };
            let ok = if db == b { di < ui } else { cfg.dominates(db, b) };
            if !ok {
                out.push(Violation::UseNotDominated { inst: id, operand: o, vreg: v, def, pred: None });
            }
        }
    }
}

/// V004 and V005.
pub fn check_phis(f: &Function, cfg: &Cfg, out: &mut Vec<Violation>) {
    for b in f.block_ids() {
        let mut first_non_phi: Option<InstId> = None;
        for (id, inst) in f.block_insts(b) {
            if !is_phi(inst) {
                if first_non_phi.is_none() && !is_debug(inst) {
                    first_non_phi = Some(id);
                }
                continue;
            }
            if let Some(after) = first_non_phi {
                out.push(Violation::PhiNotAtBlockStart { inst: id, after, block: f.block(b).number });
            }
            check_phi_inputs(f, cfg, b, id, out);
        }
    }
}

fn check_phi_inputs(f: &Function, cfg: &Cfg, b: BlockId, id: InstId, out: &mut Vec<Violation>) {
    let inst = f.inst(id);
    let ndefs = inst.num_defs();
    let inputs = &inst.operands[ndefs..];
    let mut seen: Vec<(BlockId, usize)> = Vec::new();
    let mut o = ndefs;
    for pair in inputs.chunks(2) {
        let (Some(reg), Some(block)) = (pair.first().and_then(Operand::as_reg), pair.get(1).and_then(Operand::as_block)) else {
            out.push(Violation::PhiInputs { inst: id, problem: PhiProblem::Malformed { operand: o } });
            return;
        };
        let _ = reg;
        let number = f.blocks.get(block.index()).map_or(u32::MAX, |x| x.number);
        if let Some(&(_, first)) = seen.iter().find(|(s, _)| *s == block) {
            out.push(Violation::PhiInputs { inst: id, problem: PhiProblem::Duplicate { operand: o + 1, block: number, first: first + 1 } });
        } else if !cfg.preds[b.index()].contains(&block) {
            out.push(Violation::PhiInputs { inst: id, problem: PhiProblem::NotAPredecessor { operand: o + 1, block: number } });
        }
        seen.push((block, o));
        o += 2;
    }
    for &p in &cfg.preds[b.index()] {
        if !seen.iter().any(|(s, _)| *s == p) {
            out.push(Violation::PhiInputs { inst: id, problem: PhiProblem::Missing { pred: f.block(p).number } });
        }
    }
}

/// V006 and V007.
pub fn check_terminators(f: &Function, cfg: &Cfg, out: &mut Vec<Violation>) {
    for b in f.block_ids() {
        let block = f.block(b);
        let mut first_term: Option<InstId> = None;
        let mut targets: Vec<BlockId> = Vec::new();
        let mut indirect = false;
        let mut last: Option<InstId> = None;
        for (id, inst) in f.block_insts(b) {
            if is_debug(inst) {
                continue;
            }
            last = Some(id);
            if is_terminator(inst) {
                first_term.get_or_insert(id);
                indirect |= is_indirect_branch(inst);
                for (o, op) in inst.operands.iter().enumerate() {
                    let Some(t) = op.as_block() else { continue };
                    targets.push(t);
                    if !cfg.succs[b.index()].contains(&t) {
                        let target = f.blocks.get(t.index()).map_or(u32::MAX, |x| x.number);
                        out.push(Violation::Successors {
                            block: block.number,
                            at: Place::operand(id, o),
                            problem: SuccessorProblem::TargetNotSuccessor { inst: id, operand: o, target },
                        });
                    }
                }
            } else if let Some(t) = first_term {
                out.push(Violation::TerminatorNotAtEnd {
                    inst: id,
                    opcode: crate::violation::opcode_name(inst.opcode).to_string(),
                    terminator: t,
                    terminator_opcode: crate::violation::opcode_name(f.inst(t).opcode).to_string(),
                    block: block.number,
                });
            }
        }
        if indirect {
            continue;
        }
        let falls_through = !last.is_some_and(|l| is_barrier(f.inst(l)));
        let next = BlockId(b.0 + 1);
        let next_number = f.blocks.get(next.index()).map(|x| x.number);
        for &s in &cfg.succs[b.index()] {
            if targets.contains(&s) || (falls_through && s == next) {
                continue;
            }
            let succ = f.block(s).number;
            let at = last.map_or(Place::Block(b), Place::inst);
            let problem = if falls_through {
                SuccessorProblem::NotFallThrough { succ, next: next_number }
            } else {
                SuccessorProblem::Unreached { succ }
            };
            out.push(Violation::Successors { block: block.number, at, problem });
        }
    }
}
