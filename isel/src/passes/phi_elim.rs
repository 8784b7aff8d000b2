//! `phi-node-elimination`: takes selected MIR out of SSA form. Every `PHI` becomes copies on
//! its incoming edges into one fresh register, and a copy of that register into the phi's
//! destination at the top of the block, as LLVM 14's `PHIElimination.cpp` lowers them:
//!
//! ```text
//!   bb.P:  ...                          bb.P:  ...
//!          SI_IF ... / S_BRANCH ...  →         %new = COPY %a        (before P's first terminator)
//!   bb.B:  %d = PHI %a, %bb.P, ...             SI_IF ... / S_BRANCH ...
//!                                       bb.B:  %d = COPY killed %new (at the top of B)
//! ```
//!
//! - An incoming value that is `undef`, or defined only by `IMPLICIT_DEF`, becomes
//!   `%new = IMPLICIT_DEF`; a phi whose every value is so becomes `%d = IMPLICIT_DEF`. Two
//!   phis with the same operands share one incoming register (PHIElimination's
//!   `LoweredPHIs`), and a predecessor named twice gets one copy.
//! - The copy goes before the predecessor's first terminator. Before `si-lower-control-flow`,
//!   the exec-changing pseudos `SI_IF`/`SI_ELSE`/`SI_LOOP` are still terminators, so a VGPR
//!   copy there runs under the exec mask the predecessor's own body ran under: every lane that
//!   reaches the phi along that edge. Where the terminator itself defines the value
//!   (`%m = SI_IF ...` feeding a phi), the copy follows it as `S_MOV_B64_term %m, implicit
//!   $exec` (`S_MOV_B32_term` on wave32), which is `SIInstrInfo::createPHISourceCopy`.
//! - Critical edges are split only where `PHIElimination::SplitPHIEdges` splits them: not
//!   back edges into a loop header from its own loop; only when the incoming value is live out
//!   of the predecessor past the phi (LiveVariables' sense: a phi use counts at the end of the
//!   predecessor, not as live out), and then when the value is not live into the phi's block,
//!   or the edge leaves a loop the phi's block is not in (and does not enter an inner loop).
//!   Splitting needs a predecessor whose branches `SIInstrInfo::analyzeBranch` understands:
//!   blocks ending in `SI_IF`, `SI_ELSE`, `SI_LOOP` or a kill terminator are never split
//!   (divergent edges keep their copies in the predecessor, under its exec mask). The new
//!   block goes at the end of the layout and ends with `S_BRANCH` to the phi's block.
//!
//! First, what llc-14's `opt-phis` does just before: a phi whose every value is one register is
//! replaced by it (our front half leaves such one-entry phis at loop exits; llc-14 has removed
//! them by then).
//!
//! Input must be selected MIR (`PHI`, not `G_PHI`). Liveness is computed per register from its
//! uses when an edge asks (a backward walk from the use blocks to the defining block).

use std::collections::HashMap;

use crate::analysis::{DomTree, LoopInfo, is_phi};
use crate::mir::{BlockId, Function, GenericOpcode, Inst, InstId, Opcode, Operand, RegFlags, SubReg, Successor, VReg};
use crate::pass::{PassContext, PassError};
use crate::target::instrs::op;

/// Runs the pass on `f`.
pub fn run(f: &mut Function, cx: &mut PassContext) -> Result<(), PassError> {
    let Some(first) = f.all_insts().find(|(_, _, i)| is_phi(i)).map(|(_, _, i)| (i.opcode, i.loc)) else { return Ok(()) };
    if first.0 == Opcode::Generic(GenericOpcode::G_PHI) {
        return Err(PassError::at("phi-node-elimination runs on selected MIR: found a generic `G_PHI`", first.1));
    }
    for (_, _, inst) in f.all_insts() {
        if is_phi(inst) && inst.uses().len() % 2 != 0 {
            return Err(PassError::at("a `PHI` must list (value, block) pairs", inst.loc));
        }
    }
    fold_single_value_phis(f);
    split_phi_edges(f);
    let mut lowered: HashMap<Vec<(u32, bool, u32)>, VReg> = HashMap::new();
    for b in f.block_ids() {
        lower_block(f, b, cx.subtarget.wave_size == 32, &mut lowered)?;
    }
    Ok(())
}

/// llc-14's `opt-phis` (OptimizePHIs.cpp), which runs before PHIElimination: a phi whose every
/// value is one register (or the phi itself) is that register. Its uses read the register
/// instead, where the register's class fits them, and the register's kill flags are cleared.
/// Besides a copy saved, this matters for exec masks: a one-value phi of an `SI_END_CF` mask in
/// its own block would make si-lower-control-flow split the block after the phis' copies, so
/// that VGPR copies there would run before exec is restored.
fn fold_single_value_phis(f: &mut Function) {
    loop {
        let mut folded: Option<(InstId, VReg, VReg)> = None;
        for (_, id, inst) in f.all_insts() {
            if !is_phi(inst) {
                continue;
            }
            let Some(dest) = inst.def_vreg(0) else { continue };
            let mut single: Option<VReg> = None;
            let mut ok = true;
            for (o, _) in crate::analysis::phi_incoming(inst) {
                match o.as_reg() {
                    Some(r) if r.subreg.is_none() && !r.flags.contains(RegFlags::UNDEF) && r.reg.vreg().is_some() => {
                        let v = r.reg.vreg().unwrap_or(dest);
                        if v == dest {
                            continue;
                        }
                        if single.is_some_and(|s| s != v) {
                            ok = false;
                        }
                        single = Some(v);
                    }
                    _ => ok = false,
                }
            }
            if let Some(src) = single.filter(|_| ok)
                && class_fits(f, src, dest)
            {
                folded = Some((id, dest, src));
                break;
            }
        }
        let Some((phi, dest, src)) = folded else { return };
        for b in f.block_ids() {
            f.block_mut(b).insts.retain(|&i| i != phi);
        }
        for inst in f.insts.iter_mut() {
            for o in inst.operands.iter_mut() {
                if let Some(r) = o.as_reg_mut()
                    && let Some(v) = r.reg.vreg()
                    && (v == dest || v == src)
                {
                    r.reg = crate::mir::Reg::Virt(src);
                    r.flags.remove(RegFlags::KILLED);
                }
            }
        }
    }
}

/// Can `src` stand for `dest` (`constrainRegClass` without changing `src`): the same class, or
/// a class of `src` inside `dest`'s (the `_xexec` and `_xm0_xexec` subclasses of the SGPR
/// classes).
fn class_fits(f: &Function, src: VReg, dest: VReg) -> bool {
    use crate::mir::RegConstraint;
    match (f.vreg(src).constraint, f.vreg(dest).constraint) {
        (a, b) if a == b => true,
        (RegConstraint::Class(s), RegConstraint::Class(d)) => {
            let (s, d) = (s.name(), d.name());
            s.strip_suffix("_xexec").is_some_and(|base| base == d || base.strip_suffix("_xm0") == Some(d))
        }
        _ => false,
    }
}

/// Where each virtual register is used: `(block, at_end)`, `at_end` for a phi operand (a use at
/// the end of the incoming block, as LiveVariables counts it).
struct Uses {
    uses: Vec<Vec<(BlockId, bool)>>,
    def_block: Vec<Option<BlockId>>,
    live_in: HashMap<VReg, Vec<bool>>,
}

impl Uses {
    fn compute(f: &Function) -> Uses {
        let n = f.vregs.len();
        let mut uses = vec![Vec::new(); n];
        let mut def_block = vec![None; n];
        for (b, _, inst) in f.all_insts() {
            for v in inst.defined_vregs() {
                if let Some(d) = def_block.get_mut(v.index()) {
                    *d = Some(b);
                }
            }
            if is_phi(inst) {
                for (op, pred) in crate::analysis::phi_incoming(inst) {
                    if let Some(v) = live_vreg(op)
                        && let Some(u) = uses.get_mut(v.index())
                    {
                        u.push((pred, true));
                    }
                }
            } else {
                for op in inst.operands.iter() {
                    if let Some(r) = op.as_reg()
                        && !r.is_def()
                        && !r.flags.contains(RegFlags::UNDEF)
                        && let Some(v) = r.reg.vreg()
                        && let Some(u) = uses.get_mut(v.index())
                    {
                        u.push((b, false));
                    }
                }
            }
        }
        Uses { uses, def_block, live_in: HashMap::new() }
    }

    /// The blocks `v` is live into (non-phi uses, and phi uses at the end of the incoming block).
    fn live_in(&mut self, f: &Function, preds: &[Vec<BlockId>], v: VReg) -> &[bool] {
        let (uses, def_block) = (&self.uses, &self.def_block);
        self.live_in.entry(v).or_insert_with(|| {
            let mut live = vec![false; f.blocks.len()];
            let def = def_block.get(v.index()).copied().flatten();
            let mut stack: Vec<BlockId> = Vec::new();
            for &(b, _) in uses.get(v.index()).map_or(&[][..], |u| &u[..]) {
                if Some(b) == def {
                    continue;
                }
                // A use at the end of a block (a phi operand) makes the block live in, like any
                // use in a block that does not define the register.
                stack.push(b);
            }
            while let Some(b) = stack.pop() {
                if live[b.index()] || Some(b) == def {
                    continue;
                }
                live[b.index()] = true;
                stack.extend(preds.get(b.index()).into_iter().flatten().copied());
            }
            live
        })
    }

    fn is_live_in(&mut self, f: &Function, preds: &[Vec<BlockId>], v: VReg, b: BlockId) -> bool {
        self.live_in(f, preds, v).get(b.index()).copied().unwrap_or(false)
    }

    fn is_live_out(&mut self, f: &Function, preds: &[Vec<BlockId>], v: VReg, b: BlockId) -> bool {
        let succs: Vec<BlockId> = f.successors(b).collect();
        let live = self.live_in(f, preds, v);
        succs.iter().any(|s| live.get(s.index()).copied().unwrap_or(false))
    }
}

/// The virtual register a phi operand reads, unless the operand is `undef`.
fn live_vreg(op: &Operand) -> Option<VReg> {
    op.as_reg().filter(|r| !r.flags.contains(RegFlags::UNDEF)).and_then(|r| r.reg.vreg())
}

/// PHIElimination's `SplitPHIEdges`, over every block in layout order.
fn split_phi_edges(f: &mut Function) {
    let candidates = f
        .all_insts()
        .any(|(b, _, i)| is_phi(i) && crate::analysis::phi_incoming(i).any(|(_, p)| p != b && f.block(p).successors.len() > 1));
    if !candidates {
        return;
    }
    let dom = DomTree::compute(f);
    let loops = LoopInfo::compute(f, &dom);
    let original = f.blocks.len();
    let loop_of = |b: BlockId| if b.index() < original { loops.innermost(b) } else { None };
    let mut uses = Uses::compute(f);
    let mut preds = f.predecessors();
    for mbb in f.block_ids().take(original) {
        let cur_loop = loop_of(mbb);
        let is_header = cur_loop.is_some_and(|l| loops.get(l).header == mbb);
        let phis: Vec<InstId> = f.block_insts(mbb).take_while(|(_, i)| is_phi(i)).map(|(id, _)| id).collect();
        for phi in phis {
            let pairs = f.inst(phi).uses().len() / 2;
            for k in 0..pairs {
                let (op, pre) = {
                    let u = f.inst(phi).uses();
                    (u[2 * k], u[2 * k + 1].as_block())
                };
                let Some(pre) = pre else { continue };
                if f.block(pre).successors.len() <= 1 || pre == mbb {
                    continue;
                }
                let pre_loop = loop_of(pre);
                if is_header && pre_loop == cur_loop {
                    continue;
                }
                let Some(reg) = live_vreg(&op) else { continue };
                if !uses.is_live_out(f, &preds, reg, pre) {
                    continue;
                }
                let mut split = !uses.is_live_in(f, &preds, reg, mbb);
                if !split && cur_loop != pre_loop {
                    split = pre_loop.is_some_and(|p| cur_loop.is_none_or(|c| !loops.encloses(p, c) && p != c));
                }
                if split && can_split(f, pre, mbb) {
                    let new = split_edge(f, pre, mbb);
                    // The phis of `mbb` now name `new` for `pre`: their operands are used at the end
                    // of `new`.
                    for (_, inst) in f.block_insts(mbb).take_while(|(_, i)| is_phi(i)) {
                        for (o, b) in crate::analysis::phi_incoming(inst) {
                            if b == new
                                && let Some(v) = live_vreg(o)
                                && let Some(list) = uses.uses.get_mut(v.index())
                                && let Some(slot) = list.iter_mut().find(|u| u.1 && u.0 == pre)
                            {
                                slot.0 = new;
                            }
                        }
                    }
                    uses.live_in.clear();
                    preds = f.predecessors();
                }
            }
        }
    }
}

/// Can `SIInstrInfo::analyzeBranch` read the branches of `pre`, so that the edge to `succ` can
/// be split (`MachineBasicBlock::canSplitCriticalEdge`)?
fn can_split(f: &Function, pre: BlockId, succ: BlockId) -> bool {
    let mut targets = Vec::new();
    for (_, inst) in f.block_insts(pre).skip_while(|(_, i)| !is_terminator(i)) {
        let name = inst.opcode.name();
        if name.ends_with("_term") {
            continue;
        }
        match name {
            "S_BRANCH" | "S_CBRANCH_SCC0" | "S_CBRANCH_SCC1" | "S_CBRANCH_VCCNZ" | "S_CBRANCH_VCCZ" | "S_CBRANCH_EXECZ"
            | "S_CBRANCH_EXECNZ" => targets.extend(inst.operands.iter().filter_map(Operand::as_block)),
            _ => return false,
        }
    }
    // A conditional branch and a fall-through or branch to the same block: a degenerate edge.
    let to_succ = targets.iter().filter(|&&t| t == succ).count();
    let falls = targets.len() < 2 && fallthrough_block(f, pre) == Some(succ);
    to_succ + usize::from(falls) == 1
}

/// The block `b` falls into, if its last instruction is no barrier.
fn fallthrough_block(f: &Function, b: BlockId) -> Option<BlockId> {
    let next = BlockId(b.0 + 1);
    let last = f.block(b).insts.last().map(|&i| f.inst(i));
    let barrier = last.is_some_and(|i| match i.opcode {
        Opcode::Target(t) => t.desc().is_barrier(),
        Opcode::Generic(g) => matches!(g, GenericOpcode::G_BR),
        Opcode::Unknown(_) => crate::target::instrs::is_barrier_name(i.opcode.name()),
    });
    (!barrier && next.index() < f.blocks.len()).then_some(next)
}

fn is_terminator(inst: &Inst) -> bool {
    match inst.opcode {
        Opcode::Target(t) => t.desc().is_terminator(),
        Opcode::Generic(g) => g.is_terminator(),
        Opcode::Unknown(_) => false,
    }
}

/// Splits the edge `pre → succ` with a new block at the end of the layout that branches to
/// `succ`; `pre`'s branches and `succ`'s phis name the new block.
fn split_edge(f: &mut Function, pre: BlockId, succ: BlockId) -> BlockId {
    let falls = fallthrough_block(f, pre) == Some(succ)
        && !f.block_insts(pre).any(|(_, i)| is_terminator(i) && i.operands.iter().any(|o| o.as_block() == Some(succ)));
    let new = f.add_block();
    let terms: Vec<InstId> = f.block_insts(pre).skip_while(|(_, i)| !is_terminator(i)).map(|(id, _)| id).collect();
    for t in terms {
        for o in f.inst_mut(t).operands.iter_mut() {
            if o.as_block() == Some(succ) {
                *o = Operand::Block(new);
            }
        }
    }
    if falls {
        f.push_inst(pre, Inst::new(op::S_BRANCH).with(Operand::Block(new)));
    }
    for s in f.block_mut(pre).successors.iter_mut() {
        if s.block == succ {
            s.block = new;
        }
    }
    f.push_inst(new, Inst::new(op::S_BRANCH).with(Operand::Block(succ)));
    f.block_mut(new).successors = vec![Successor { block: succ, prob: None }];
    super::replace_phi_pred(f, succ, pre, new);
    new
}

/// Is `v` undefined: no definition, or only `IMPLICIT_DEF`s?
fn implicitly_defined(f: &Function, defs: &[Option<InstId>], v: VReg) -> bool {
    match defs.get(v.index()).copied().flatten() {
        None => true,
        Some(d) => f.inst(d).opcode == Opcode::Generic(GenericOpcode::IMPLICIT_DEF),
    }
}

/// Lowers the phis of `b`, first to last.
fn lower_block(f: &mut Function, b: BlockId, wave32: bool, lowered: &mut HashMap<Vec<(u32, bool, u32)>, VReg>) -> Result<(), PassError> {
    let phis: Vec<InstId> = f.block_insts(b).take_while(|(_, i)| is_phi(i)).map(|(id, _)| id).collect();
    if phis.is_empty() {
        return Ok(());
    }
    let defs = f.def_map();
    f.block_mut(b).insts.retain(|i| !phis.contains(i));
    // Each phi's copy goes to the top of the block, above the copies of the phis before it:
    // the order llc-14's PHIElimination leaves them in.
    for phi in phis {
        let inst = f.inst(phi).clone();
        let Some(&Operand::Reg(dest)) = inst.defs().first() else {
            return Err(PassError::at("a `PHI` without a register destination", inst.loc));
        };
        let Some(dest_reg) = dest.reg.vreg() else {
            return Err(PassError::at("a `PHI` of a physical register", inst.loc));
        };
        let pairs: Vec<(Operand, BlockId)> = crate::analysis::phi_incoming(&inst).map(|(o, p)| (*o, p)).collect();
        let undefs: Vec<bool> = pairs.iter().map(|(o, _)| live_vreg(o).is_none_or(|v| implicitly_defined(f, &defs, v))).collect();
        let mut def_op = dest;
        def_op.flags.remove(RegFlags::IMPLICIT);
        if undefs.iter().all(|&u| u) {
            let mut d = Inst::new(GenericOpcode::IMPLICIT_DEF).with(Operand::Reg(def_op));
            d.loc = inst.loc;
            f.insert_inst(b, 0, d);
            continue;
        }
        let key = phi_key(&pairs);
        let (incoming, reused) = match key.as_ref().and_then(|k| lowered.get(k)) {
            Some(&v) => (v, true),
            None => {
                let v = f.new_vreg(f.vreg(dest_reg).constraint, None);
                if let Some(k) = key {
                    lowered.insert(k, v);
                }
                (v, false)
            }
        };
        let mut copy = Inst::new(GenericOpcode::COPY).with(Operand::Reg(def_op)).with(killed(incoming, !reused));
        copy.loc = inst.loc;
        f.insert_inst(b, 0, copy);
        if reused {
            continue;
        }
        let mut done: Vec<BlockId> = Vec::new();
        for ((o, pred), undef) in pairs.into_iter().zip(undefs) {
            if done.contains(&pred) {
                continue;
            }
            done.push(pred);
            if undef {
                let pos = first_terminator(f, pred);
                f.insert_inst(pred, pos, Inst::new(GenericOpcode::IMPLICIT_DEF).with(Operand::vreg_def(incoming)));
                continue;
            }
            let Some(src) = o.as_reg().copied() else { continue };
            insert_source_copy(f, pred, incoming, src.reg.vreg().unwrap_or(dest_reg), src.subreg, wave32);
        }
    }
    Ok(())
}

/// What makes two phis the same (PHIElimination's `LoweredPHIs` compares the operands): each
/// value's register and `undef` flag, and its block. Values with a sub-register are not shared.
fn phi_key(pairs: &[(Operand, BlockId)]) -> Option<Vec<(u32, bool, u32)>> {
    pairs
        .iter()
        .map(|(o, b)| {
            let r = o.as_reg().filter(|r| r.subreg.is_none())?;
            Some((r.reg.vreg()?.0, r.flags.contains(RegFlags::UNDEF), b.0))
        })
        .collect()
}

/// `%v` as a use, `killed` when asked.
fn killed(v: VReg, kill: bool) -> Operand {
    let mut o = Operand::vreg(v);
    if kill && let Some(r) = o.as_reg_mut() {
        r.flags |= RegFlags::KILLED;
    }
    o
}

/// Position of the first terminator of `b` (the end when there is none).
fn first_terminator(f: &Function, b: BlockId) -> usize {
    f.block_insts(b).position(|(_, i)| is_terminator(i)).unwrap_or(f.block(b).insts.len())
}

/// `%incoming = COPY %src` before the first terminator of `pred`, or `S_MOV_B*_term` after it
/// when that terminator is an `SI_IF`/`SI_ELSE`/`SI_IF_BREAK` defining `src`
/// (`SIInstrInfo::createPHISourceCopy`).
fn insert_source_copy(f: &mut Function, pred: BlockId, incoming: VReg, src: VReg, subreg: Option<SubReg>, wave32: bool) {
    let pos = first_terminator(f, pred);
    let at = f.block(pred).insts.get(pos).map(|&i| f.inst(i));
    let src_op = match subreg {
        Some(s) => Operand::vreg_sub(src, s),
        None => Operand::vreg(src),
    };
    let defines_src =
        at.is_some_and(|i| matches!(i.opcode.name(), "SI_IF" | "SI_ELSE" | "SI_IF_BREAK") && i.defined_vregs().any(|v| v == src));
    if defines_src {
        let mov = if wave32 { op::S_MOV_B32_term } else { op::S_MOV_B64_term };
        let exec = if wave32 { crate::mir::PhysReg::EXEC_LO } else { crate::mir::PhysReg::EXEC };
        let inst = Inst::new(mov).with(Operand::vreg_def(incoming)).with(src_op).with(Operand::implicit_use(exec));
        f.insert_inst(pred, pos + 1, inst);
    } else {
        f.insert_inst(pred, pos, Inst::new(GenericOpcode::COPY).with(Operand::vreg_def(incoming)).with(src_op));
    }
}

#[cfg(test)]
mod tests {
    use crate::pass::PassContext;
    use crate::target::{Cpu, Subtarget};

    fn run(text: &str) -> String {
        let mut m = crate::mir::parse(text).expect("parses");
        for f in &mut m.functions {
            super::run(f, &mut PassContext::new(Subtarget::new(Cpu::Gfx900))).expect("lowers");
        }
        m.to_string()
    }

    const HEAD: &str = "---\nname: f\ntracksRegLiveness: true\nlegalized: true\nregBankSelected: true\nselected: true\nbody: |\n";

    #[test]
    fn a_phi_becomes_copies_before_the_terminators_and_at_the_top() {
        let out = run(&format!(
            "{HEAD}  bb.0:\n    successors: %bb.1, %bb.2\n    %0:sreg_32 = S_MOV_B32 1\n    S_CMP_LG_U32 %0, 0, implicit-def $scc\n    S_CBRANCH_SCC1 %bb.2, implicit $scc\n    S_BRANCH %bb.1\n  bb.1:\n    successors: %bb.2\n    %1:sreg_32 = S_MOV_B32 2\n    S_BRANCH %bb.2\n  bb.2:\n    %2:sreg_32 = PHI %0, %bb.0, %1, %bb.1\n    S_ENDPGM 0, implicit %2\n...\n"
        ));
        // %0 is not live out of bb.0 past the phi: no split; the copy goes before S_CBRANCH_SCC1.
        assert!(
            out.contains("%3:sreg_32 = COPY %0\n    S_CMP_LG_U32") || out.contains("%3:sreg_32 = COPY %0\n    S_CBRANCH_SCC1"),
            "{out}"
        );
        assert!(out.contains("%3:sreg_32 = COPY %1\n    S_BRANCH %bb.2"), "{out}");
        assert!(out.contains("bb.2:\n    %2:sreg_32 = COPY killed %3\n"), "{out}");
        assert!(!out.contains("PHI"), "{out}");
    }

    #[test]
    fn a_value_defined_by_si_if_is_copied_after_it_as_a_terminator() {
        let out = run(&format!(
            "{HEAD}  bb.0:\n    successors: %bb.1, %bb.2\n    liveins: $vgpr0\n    %0:vgpr_32 = COPY $vgpr0\n    %1:sreg_64_xexec = V_CMP_NE_U32_e64 0, %0, implicit $exec\n    %2:sreg_64_xexec = SI_IF %1, %bb.2, implicit-def $exec, implicit-def dead $scc, implicit $exec\n    S_BRANCH %bb.1\n  bb.1:\n    successors: %bb.2\n    %3:sreg_64_xexec = S_MOV_B64 0\n  bb.2:\n    %4:sreg_64_xexec = PHI %2, %bb.0, %3, %bb.1\n    SI_END_CF %4, implicit-def $exec, implicit-def dead $scc, implicit $exec\n    S_ENDPGM 0\n...\n"
        ));
        assert!(out.contains("SI_IF %1, %bb.2, implicit-def $exec, implicit-def dead $scc, implicit $exec\n    %5:sreg_64_xexec = S_MOV_B64_term %2, implicit $exec\n    S_BRANCH %bb.1"), "{out}");
    }

    #[test]
    fn undefined_values_become_implicit_defs_and_one_value_phis_fold() {
        let out = run(&format!(
            "{HEAD}  bb.0:\n    successors: %bb.1, %bb.2\n    %0:sreg_32 = S_MOV_B32 1\n    S_CMP_LG_U32 %0, 0, implicit-def $scc\n    S_CBRANCH_SCC1 %bb.2, implicit $scc\n  bb.1:\n    successors: %bb.2\n    %1:sreg_32 = S_MOV_B32 2\n  bb.2:\n    %2:sreg_32 = PHI undef %9:sreg_32, %bb.0, %1, %bb.1\n    %3:sreg_32 = PHI %0, %bb.0, %0, %bb.1\n    S_ENDPGM 0, implicit %2, implicit %3\n...\n"
        ));
        assert!(out.contains("= IMPLICIT_DEF\n    S_CBRANCH_SCC1"), "{out}");
        assert!(out.contains("S_ENDPGM 0, implicit %2, implicit %0"), "{out}");
    }
}
