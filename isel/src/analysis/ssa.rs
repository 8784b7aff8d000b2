//! SSA sanity of generic MIR: what a CFG-changing pass must keep.
//!
//! * every virtual register has one definition (function live-ins count as defined at entry);
//! * every use is dominated by its definition: a phi operand by the end of its incoming block,
//!   any other use by an earlier instruction of its block or a dominating block (uses in blocks
//!   the entry does not reach are not checked);
//! * phis come first in their block and name every predecessor exactly once, and nothing else.
//!
//! Registers that are only used are reported too: llc's verifier rejects reading a register
//! nothing defines.

use super::{DomTree, is_phi, phi_incoming};
use crate::mir::{BlockId, Function, InstId, VReg};

/// One break of the SSA rules, with the instruction it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SsaViolation {
    MultipleDefs { vreg: VReg, first: InstId, second: InstId },
    NoDef { vreg: VReg, user: InstId },
    UseNotDominated { vreg: VReg, user: InstId },
    PhiNotFirst { phi: InstId },
    PhiMissingPredecessor { phi: InstId, pred: BlockId },
    PhiNotAPredecessor { phi: InstId, block: BlockId },
    PhiDuplicatePredecessor { phi: InstId, block: BlockId },
}

impl SsaViolation {
    /// The instruction the violation is about.
    pub fn inst(&self) -> InstId {
        match *self {
            SsaViolation::MultipleDefs { second: i, .. }
            | SsaViolation::NoDef { user: i, .. }
            | SsaViolation::UseNotDominated { user: i, .. }
            | SsaViolation::PhiNotFirst { phi: i }
            | SsaViolation::PhiMissingPredecessor { phi: i, .. }
            | SsaViolation::PhiNotAPredecessor { phi: i, .. }
            | SsaViolation::PhiDuplicatePredecessor { phi: i, .. } => i,
        }
    }

    pub fn message(&self, f: &Function) -> String {
        let r = |v: VReg| f.vreg_name(v);
        let b = |x: BlockId| super::block_label(f, x);
        match *self {
            SsaViolation::MultipleDefs { vreg, .. } => format!("{} is defined more than once", r(vreg)),
            SsaViolation::NoDef { vreg, .. } => format!("{} is used but never defined", r(vreg)),
            SsaViolation::UseNotDominated { vreg, .. } => format!("this use of {} is not dominated by its definition", r(vreg)),
            SsaViolation::PhiNotFirst { .. } => "a phi follows a non-phi instruction".to_string(),
            SsaViolation::PhiMissingPredecessor { pred, .. } => format!("the phi has no value for predecessor {}", b(pred)),
            SsaViolation::PhiNotAPredecessor { block, .. } => format!("the phi names {}, which is not a predecessor", b(block)),
            SsaViolation::PhiDuplicatePredecessor { block, .. } => format!("the phi names predecessor {} twice", b(block)),
        }
    }
}

/// Every SSA violation of the function (see the module documentation).
pub fn ssa_violations(f: &Function) -> Vec<SsaViolation> {
    let mut out = Vec::new();
    let dom = DomTree::compute(f);
    let preds = f.predecessors();
    let n = f.vregs.len();
    // (block, position) of each register's definition; live-ins sit before the entry's first.
    let mut def_at: Vec<Option<(BlockId, usize, Option<InstId>)>> = vec![None; n];
    for l in &f.liveins {
        if let Some(v) = l.vreg
            && let Some(slot) = def_at.get_mut(v.index())
        {
            *slot = Some((f.entry(), 0, None));
        }
    }
    for b in f.block_ids() {
        for (pos, (id, inst)) in f.block_insts(b).enumerate() {
            for v in inst.defined_vregs() {
                let Some(slot) = def_at.get_mut(v.index()) else { continue };
                match *slot {
                    Some((_, _, Some(first))) => out.push(SsaViolation::MultipleDefs { vreg: v, first, second: id }),
                    _ => *slot = Some((b, pos + 1, Some(id))),
                }
            }
        }
    }
    for b in f.block_ids() {
        let mut seen_non_phi = false;
        for (pos, (id, inst)) in f.block_insts(b).enumerate() {
            if is_phi(inst) {
                if seen_non_phi {
                    out.push(SsaViolation::PhiNotFirst { phi: id });
                }
                let mut named: Vec<BlockId> = Vec::new();
                for (op, from) in phi_incoming(inst) {
                    if named.contains(&from) {
                        out.push(SsaViolation::PhiDuplicatePredecessor { phi: id, block: from });
                    }
                    named.push(from);
                    if !preds[b.index()].contains(&from) {
                        out.push(SsaViolation::PhiNotAPredecessor { phi: id, block: from });
                    }
                    if let Some(v) = op.as_vreg() {
                        check_use(&dom, &def_at, v, id, from, usize::MAX, &mut out);
                    }
                }
                for &p in &preds[b.index()] {
                    if !named.contains(&p) {
                        out.push(SsaViolation::PhiMissingPredecessor { phi: id, pred: p });
                    }
                }
                continue;
            }
            seen_non_phi = true;
            let mut used: Vec<VReg> = inst.used_vregs().collect();
            used.sort_unstable();
            used.dedup();
            for v in used {
                check_use(&dom, &def_at, v, id, b, pos, &mut out);
            }
        }
    }
    out
}

/// A use at `(block, pos)`; `pos == usize::MAX` stands for the end of the block.
fn check_use(
    dom: &DomTree,
    def_at: &[Option<(BlockId, usize, Option<InstId>)>],
    v: VReg,
    user: InstId,
    block: BlockId,
    pos: usize,
    out: &mut Vec<SsaViolation>,
) {
    match def_at.get(v.index()).copied().flatten() {
        None => out.push(SsaViolation::NoDef { vreg: v, user }),
        Some((db, dpos, _)) => {
            if !dom.is_reachable(block) {
                return;
            }
            let ok = if db == block { dpos <= pos } else { dom.dominates(db, block) };
            if !ok {
                out.push(SsaViolation::UseNotDominated { vreg: v, user });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn func(body: &str) -> Function {
        crate::mir::parse(&format!("---\nname: f\nbody: |\n{body}...\n")).expect("test MIR parses").functions.remove(0)
    }

    #[test]
    fn accepts_a_diamond_with_a_phi() {
        let f = func(
            "  bb.0:\n    successors: %bb.1, %bb.2\n    %0:_(s1) = G_IMPLICIT_DEF\n    %1:_(s32) = G_CONSTANT i32 1\n    G_BRCOND %0(s1), %bb.1\n    G_BR %bb.2\n  bb.1:\n    %2:_(s32) = G_ADD %1, %1\n    G_BR %bb.2\n  bb.2:\n    %3:_(s32) = G_PHI %2(s32), %bb.1, %1(s32), %bb.0\n    S_ENDPGM 0\n",
        );
        assert_eq!(ssa_violations(&f), []);
    }

    #[test]
    fn finds_undominated_uses_and_bad_phis() {
        let f = func(
            "  bb.0:\n    successors: %bb.1, %bb.2\n    %0:_(s1) = G_IMPLICIT_DEF\n    G_BRCOND %0(s1), %bb.1\n    G_BR %bb.2\n  bb.1:\n    %2:_(s32) = G_CONSTANT i32 1\n    G_BR %bb.2\n  bb.2:\n    %4:_(s32) = G_ADD %2, %2\n    %3:_(s32) = G_PHI %2(s32), %bb.1\n    S_ENDPGM 0\n",
        );
        let v = ssa_violations(&f);
        assert!(v.iter().any(|x| matches!(x, SsaViolation::UseNotDominated { vreg: VReg(2), .. })), "{v:?}");
        assert!(v.iter().any(|x| matches!(x, SsaViolation::PhiNotFirst { .. })));
        assert!(v.iter().any(|x| matches!(x, SsaViolation::PhiMissingPredecessor { pred: BlockId(0), .. })));
    }
}
