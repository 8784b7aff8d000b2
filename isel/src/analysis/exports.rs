//! The `done` export rules of pixel shaders (and every stage that exports).
//!
//! An export with the `done` bit tells the hardware that the wave has made its last export; the
//! wave may not export again after it on any lane's path. Frontends guarantee that, and passes
//! must keep it (DESIGN.md, "Downstream passes"): **no path through the CFG runs two `done`
//! exports** ([`done_export_violations`], the rule of the verifier and of `exit-unify`), i.e. no
//! `done` export reaches another one (or itself, through a cycle).
//!
//! Two `done` exports on different paths are allowed even when a divergent branch separates
//! them: each lane runs one, under its own exec mask. The D102830 review names divergent exits
//! that each end in their own `done` export as the first shape frontends produce.
//!
//! Exports are `G_INTRINSIC_W_SIDE_EFFECTS intrinsic(@llvm.amdgcn.exp[.compr])` with the `done`
//! flag in the second-to-last operand (generic MIR), and `EXP_DONE` (selected MIR).

use super::{intrinsic_name, opcode_name};
use crate::mir::{BlockId, Function, InstId, Operand, SourceLoc};

/// An export instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Export {
    pub inst: InstId,
    pub block: BlockId,
    /// Position in the block.
    pub index: usize,
    /// The target (`0`..`7` MRTs, `8` MRTZ, `9` null, `12`.. positions, `32`.. parameters).
    pub target: Option<i64>,
    pub done: bool,
    pub loc: SourceLoc,
}

/// `llvm.amdgcn.exp` target of the null export.
pub const EXP_TARGET_NULL: i64 = 9;

/// Every export of the function, in layout order.
pub fn exports(f: &Function) -> Vec<Export> {
    let mut out = Vec::new();
    for b in f.block_ids() {
        for (index, (id, inst)) in f.block_insts(b).enumerate() {
            let info = match intrinsic_name(inst) {
                Some("llvm.amdgcn.exp" | "llvm.amdgcn.exp.compr") => {
                    let imms: Vec<i64> = inst.uses().iter().filter_map(Operand::as_imm).collect();
                    let n = inst.operands.len();
                    let done = n >= 2 && inst.operands[n - 2].as_imm().is_some_and(|v| v != 0);
                    Some((imms.first().copied(), done))
                }
                _ => match opcode_name(inst.opcode) {
                    "EXP_DONE" => Some((inst.operands.first().and_then(Operand::as_imm), true)),
                    "EXP" => Some((inst.operands.first().and_then(Operand::as_imm), false)),
                    _ => None,
                },
            };
            if let Some((target, done)) = info {
                out.push(Export { inst: id, block: b, index, target, done, loc: inst.loc });
            }
        }
    }
    out
}

/// A break of the `done` export rules, naming both exports involved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DoneExportViolation {
    /// `second` can run after `first` on one path (`first == second`: it is in a cycle).
    OnOnePath { first: Export, second: Export },
}

impl DoneExportViolation {
    /// The export the diagnostic points at.
    pub fn primary(&self) -> Export {
        match *self {
            DoneExportViolation::OnOnePath { second, .. } => second,
        }
    }

    /// The other export, for a note.
    pub fn secondary(&self) -> Export {
        match *self {
            DoneExportViolation::OnOnePath { first, .. } => first,
        }
    }

    pub fn message(&self, f: &Function) -> String {
        let at = |e: Export| describe(f, e);
        match *self {
            DoneExportViolation::OnOnePath { first, second } if first.inst == second.inst => {
                format!("the `done` export {} can run twice on one path: it is in a cycle", at(first))
            }
            DoneExportViolation::OnOnePath { first, second } => {
                format!("two `done` exports on one path: the export {} can run after the export {}", at(second), at(first))
            }
        }
    }
}

fn describe(f: &Function, e: Export) -> String {
    let block = super::block_label(f, e.block);
    if e.loc.is_known() { format!("at {}:{} (in {block})", e.loc.line, e.loc.col) } else { format!("in {block}") }
}

/// Blocks reachable from each block through at least one edge.
fn reach_sets(f: &Function) -> Vec<Vec<bool>> {
    let n = f.blocks.len();
    (0..n)
        .map(|b| {
            let mut seen = vec![false; n];
            let mut stack: Vec<BlockId> = f.successors(BlockId(b as u32)).collect();
            while let Some(x) = stack.pop() {
                if let Some(slot) = seen.get_mut(x.index())
                    && !*slot
                {
                    *slot = true;
                    stack.extend(f.successors(x));
                }
            }
            seen
        })
        .collect()
}

/// Pairs `(a, b)` of `done` exports where `b` can run after `a` on one path.
fn path_pairs(done: &[Export], reach: &[Vec<bool>], live: &[bool]) -> Vec<(Export, Export)> {
    let mut out = Vec::new();
    for &a in done.iter().filter(|e| live[e.block.index()]) {
        for &b in done {
            let later_in_block = a.block == b.block && b.index > a.index;
            if later_in_block || reach[a.block.index()][b.block.index()] {
                out.push((a, b));
            }
        }
    }
    out
}

/// The verifier's rule: at most one `done` export on any path (see the module documentation).
pub fn done_export_violations(f: &Function) -> Vec<DoneExportViolation> {
    let done: Vec<Export> = exports(f).into_iter().filter(|e| e.done).collect();
    if done.is_empty() {
        return Vec::new();
    }
    let reach = reach_sets(f);
    let live = super::reachable(f);
    let mut out = Vec::new();
    for (a, b) in path_pairs(&done, &reach, &live) {
        // A pair on a cycle is reported once, in layout order.
        let back = reach[b.block.index()][a.block.index()] || (a.block == b.block && a.index > b.index);
        if a.inst != b.inst && back && (b.block, b.index) < (a.block, a.index) {
            continue;
        }
        out.push(DoneExportViolation::OnOnePath { first: a, second: b });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn func(body: &str) -> Function {
        crate::mir::parse(&format!("---\nname: f\nbody: |\n{body}...\n")).expect("test MIR parses").functions.remove(0)
    }

    const EXP_DONE: &str = "G_INTRINSIC_W_SIDE_EFFECTS intrinsic(@llvm.amdgcn.exp), 0, 15, %9(s32), %9(s32), %9(s32), %9(s32), -1, -1";
    const EXP: &str = "G_INTRINSIC_W_SIDE_EFFECTS intrinsic(@llvm.amdgcn.exp), 1, 15, %9(s32), %9(s32), %9(s32), %9(s32), 0, 0";

    fn diamond(cond: &str, left: &str, right: &str) -> Function {
        func(&format!(
            "  bb.0:\n    successors: %bb.1, %bb.2\n    liveins: $sgpr0, $vgpr0\n    %0:_(s32) = COPY {cond}\n    %1:_(s32) = G_CONSTANT i32 0\n    %2:_(s1) = G_ICMP intpred(eq), %0(s32), %1\n    %9:_(s32) = G_IMPLICIT_DEF\n    G_BRCOND %2(s1), %bb.1\n    G_BR %bb.2\n  bb.1:\n    {left}\n    G_BR %bb.3\n  bb.2:\n    {right}\n    G_BR %bb.3\n  bb.3:\n    S_ENDPGM 0\n"
        ))
    }

    #[test]
    fn finds_done_bits() {
        let f = diamond("$sgpr0", EXP_DONE, EXP);
        let e = exports(&f);
        assert_eq!(e.len(), 2);
        assert_eq!((e[0].target, e[0].done), (Some(0), true));
        assert_eq!((e[1].target, e[1].done), (Some(1), false));
    }

    #[test]
    fn uniform_if_else_may_hold_one_done_export_per_arm() {
        let f = diamond("$sgpr0", EXP_DONE, EXP_DONE);
        assert!(done_export_violations(&f).is_empty());
    }

    #[test]
    fn divergent_if_else_may_hold_one_done_export_per_arm() {
        // Each lane runs one of them: the review's first expected shape.
        let f = diamond("$vgpr0", EXP_DONE, EXP_DONE);
        assert!(done_export_violations(&f).is_empty());
    }

    #[test]
    fn two_done_exports_in_sequence() {
        let f = func(&format!("  bb.0:\n    %9:_(s32) = G_IMPLICIT_DEF\n    {EXP_DONE}\n    {EXP_DONE}\n    S_ENDPGM 0\n"));
        let v = done_export_violations(&f);
        assert_eq!(v.len(), 1);
        let msg = v[0].message(&f);
        assert!(msg.starts_with("two `done` exports on one path"), "{msg}");
        assert!(msg.contains("at 6:5") && msg.contains("at 7:5"), "{msg}");
    }

    #[test]
    fn done_export_in_a_loop_runs_twice() {
        let f = func(&format!(
            "  bb.0:\n    %9:_(s32) = G_IMPLICIT_DEF\n    %8:_(s1) = G_IMPLICIT_DEF\n  bb.1:\n    successors: %bb.1, %bb.2\n    {EXP_DONE}\n    G_BRCOND %8(s1), %bb.1\n    G_BR %bb.2\n  bb.2:\n    S_ENDPGM 0\n"
        ));
        let v = done_export_violations(&f);
        assert_eq!(v.len(), 1);
        assert!(v[0].message(&f).contains("in a cycle"));
    }
}
