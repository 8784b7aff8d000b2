//! Analyses over MIR that every later pass reuses: dominator and post-dominator trees
//! ([`dom`]), natural loops ([`loops`]), uniformity ([`uniformity`]), the `done` export rule
//! ([`exports`]) and SSA sanity ([`ssa`]).
//!
//! Each analysis is computed from a [`Function`] and holds no reference to it, so a pass can
//! compute one, change the function, and compute it again. They work at every stage, but the
//! facts they know about instructions are those of generic MIR (`G_*` opcodes and the few AMDGPU
//! pseudos that appear before selection: `S_ENDPGM`, `SI_RETURN_TO_EPILOG`, ...).
//!
//! This module also holds the small CFG vocabulary the analyses and passes share: which
//! instruction returns, which blocks are reachable, reverse post-order.

pub mod dom;
pub mod exports;
pub mod loops;
pub mod ssa;
pub mod uniformity;

pub use dom::{DomTree, PostDomTree};
pub use loops::{LoopId, LoopInfo};
pub use uniformity::Uniformity;

use crate::mir::{BlockId, Function, GenericOpcode, Inst, InstId, Opcode, Operand};

/// The opcode's name as MIR spells it.
pub fn opcode_name(op: Opcode) -> &'static str {
    match op {
        Opcode::Generic(g) => g.name(),
        Opcode::Target(t) => t.name(),
        Opcode::Unknown(s) => s.as_str(),
    }
}

/// Instructions that end the function: `S_ENDPGM` (void shaders and kernels),
/// `SI_RETURN_TO_EPILOG` (shaders returning values), `SI_RETURN` and `S_SETPC_B64_return*`
/// (callable functions), as llc-14's IRTranslator emits them.
pub fn is_return(inst: &Inst) -> bool {
    matches!(
        opcode_name(inst.opcode),
        "S_ENDPGM" | "S_ENDPGM_SAVED" | "SI_RETURN_TO_EPILOG" | "SI_RETURN" | "S_SETPC_B64_return" | "S_SETPC_B64_return_gfx"
    )
}

/// The block's return instruction, if its last instruction returns.
pub fn return_inst(f: &Function, b: BlockId) -> Option<InstId> {
    f.block(b).insts.last().copied().filter(|&i| is_return(f.inst(i)))
}

/// Blocks whose last instruction returns, in layout order.
pub fn return_blocks(f: &Function) -> Vec<BlockId> {
    f.block_ids().filter(|&b| return_inst(f, b).is_some()).collect()
}

/// The intrinsic a `G_INTRINSIC*` instruction calls (`llvm.amdgcn.if`), without the `@`.
pub fn intrinsic_name(inst: &Inst) -> Option<&'static str> {
    match inst.opcode {
        Opcode::Generic(GenericOpcode::G_INTRINSIC | GenericOpcode::G_INTRINSIC_W_SIDE_EFFECTS) => {
            inst.uses().iter().find_map(|o| match o {
                Operand::Intrinsic(s) => Some(s.as_str()),
                _ => None,
            })
        }
        _ => None,
    }
}

/// True for `G_PHI` and `PHI`.
pub fn is_phi(inst: &Inst) -> bool {
    matches!(inst.opcode, Opcode::Generic(GenericOpcode::G_PHI | GenericOpcode::PHI))
}

/// The (value, predecessor) pairs of a phi.
pub fn phi_incoming(inst: &Inst) -> impl Iterator<Item = (&Operand, BlockId)> + '_ {
    inst.uses().chunks_exact(2).filter_map(|pair| pair[1].as_block().map(|b| (&pair[0], b)))
}

/// Which blocks the entry reaches.
pub fn reachable(f: &Function) -> Vec<bool> {
    let mut seen = vec![false; f.blocks.len()];
    if f.blocks.is_empty() {
        return seen;
    }
    let mut stack = vec![f.entry()];
    seen[0] = true;
    while let Some(b) = stack.pop() {
        for s in f.successors(b) {
            if let Some(slot) = seen.get_mut(s.index())
                && !*slot
            {
                *slot = true;
                stack.push(s);
            }
        }
    }
    seen
}

/// Reverse post-order of the blocks the entry reaches (successors visited in list order), so
/// every block comes after its dominators and, in a reducible CFG, after all its predecessors
/// but the ones reached through back edges.
pub fn reverse_post_order(f: &Function) -> Vec<BlockId> {
    let succs: Vec<Vec<usize>> = f.block_ids().map(|b| f.successors(b).map(BlockId::index).collect()).collect();
    if f.blocks.is_empty() {
        return Vec::new();
    }
    dom::reverse_post_order(&succs, 0).into_iter().map(|i| BlockId(i as u32)).collect()
}

/// Successor lists by block index, the form the graph algorithms take.
pub(crate) fn successor_lists(f: &Function) -> Vec<Vec<usize>> {
    f.block_ids().map(|b| f.successors(b).map(BlockId::index).collect()).collect()
}

/// The name people see for a block: `bb.3.Flow` or `bb.4` (with a comment name when it has one).
pub fn block_label(f: &Function, b: BlockId) -> String {
    let block = f.block(b);
    match block.display_name() {
        Some(n) => format!("bb.{}.{}", block.number, n),
        None => format!("bb.{}", block.number),
    }
}
