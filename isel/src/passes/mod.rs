//! The passes, one module each. Each is a plain function over one function and a context,
//! registered by name in [`crate::pipeline::PASSES`].
//!
//! The passes that change the CFG of generic MIR share the editing vocabulary below:
//!
//! - [`exit_unify`]: joins divergently reached returns, gives infinite loops an exit, and adds
//!   null exports where the `done`-export rule needs them (LLVM's
//!   `AMDGPUUnifyDivergentExitNodes`, with the rules of DESIGN.md).
//! - [`lower_returns`]: the structured alternative: one return, reached through a return flag.
//!
//! Generic MIR ends a block with an optional `G_BRCOND %c, %bb.t` and an optional `G_BR %bb.f`;
//! without the `G_BR` the block falls through to the next block in layout. The helpers below keep
//! the instructions and the `successors:` lists in step, and clear the branch probabilities of
//! every block they touch (llc then guesses them, as it does for a block that lists none).

pub mod exit_unify;
pub mod fold;
pub mod legalizer;
pub mod lower_cf;
pub mod lower_returns;
pub mod phi_elim;
pub mod regbankselect;
pub mod select;

use crate::analysis::{is_phi, opcode_name};
use crate::mir::{
    BlockId, Function, GenericOpcode, Inst, InstId, Llt, Operand, PhysReg, Reg, RegConstraint, RegFlags, Successor, VReg, sym,
};
use crate::pass::PassError;

/// A block's trailing branch instructions (`G_BRCOND`, `G_BR`, `G_BRJT`, `G_BRINDIRECT`).
pub(crate) fn terminators(f: &Function, b: BlockId) -> Vec<InstId> {
    let insts = &f.block(b).insts;
    let start = insts.iter().rposition(|&i| !is_branch(f.inst(i))).map_or(0, |p| p + 1);
    insts[start..].to_vec()
}

fn is_branch(inst: &Inst) -> bool {
    inst.opcode.generic().is_some_and(GenericOpcode::is_terminator)
}

/// The block the layout puts after `b`, if `b` can fall into it: the last instruction is no
/// barrier and the successor list names the next block without a branch naming it.
pub(crate) fn fallthrough(f: &Function, b: BlockId) -> Option<BlockId> {
    let next = BlockId(b.0 + 1);
    if next.index() >= f.blocks.len() || !f.successors(b).any(|s| s == next) {
        return None;
    }
    let last = f.block(b).insts.last().map(|&i| f.inst(i));
    let barrier = last.is_some_and(|i| {
        matches!(i.opcode.generic(), Some(GenericOpcode::G_BR | GenericOpcode::G_BRJT | GenericOpcode::G_BRINDIRECT))
            || crate::analysis::is_return(i)
    });
    let named = terminators(f, b).iter().any(|&t| f.inst(t).operands.iter().any(|o| o.as_block() == Some(next)));
    (!barrier && !named).then_some(next)
}

/// Sets the successor list, without probabilities.
pub(crate) fn set_successors(f: &mut Function, b: BlockId, succs: &[BlockId]) {
    let mut list: Vec<Successor> = Vec::new();
    for &s in succs {
        if !list.iter().any(|x| x.block == s) {
            list.push(Successor { block: s, prob: None });
        }
    }
    f.block_mut(b).successors = list;
}

/// Makes `b` branch to `new` wherever it went to `old` (through a branch operand or by falling
/// through), and fixes its successor list. Phis in `old` and `new` are the caller's business.
pub(crate) fn retarget(f: &mut Function, b: BlockId, old: BlockId, new: BlockId) {
    let falls = fallthrough(f, b) == Some(old);
    for t in terminators(f, b) {
        for op in f.inst_mut(t).operands.iter_mut() {
            if op.as_block() == Some(old) {
                *op = Operand::Block(new);
            }
        }
    }
    if falls {
        f.push_inst(b, Inst::new(GenericOpcode::G_BR).with(Operand::Block(new)));
    }
    let succs: Vec<BlockId> = f.successors(b).map(|s| if s == old { new } else { s }).collect();
    set_successors(f, b, &succs);
}

/// Replaces the block's branches by `G_BR target`.
pub(crate) fn set_jump(f: &mut Function, b: BlockId, target: BlockId) {
    let terms = terminators(f, b);
    f.block_mut(b).insts.retain(|i| !terms.contains(i));
    f.push_inst(b, Inst::new(GenericOpcode::G_BR).with(Operand::Block(target)));
    set_successors(f, b, &[target]);
}

/// Ends the block with `G_BRCOND cond, taken` then `G_BR other`, replacing its branches.
pub(crate) fn set_cond_jump(f: &mut Function, b: BlockId, cond: VReg, taken: BlockId, other: BlockId) {
    let terms = terminators(f, b);
    f.block_mut(b).insts.retain(|i| !terms.contains(i));
    f.push_inst(b, Inst::new(GenericOpcode::G_BRCOND).with(Operand::vreg(cond)).with(Operand::Block(taken)));
    f.push_inst(b, Inst::new(GenericOpcode::G_BR).with(Operand::Block(other)));
    set_successors(f, b, &[taken, other]);
}

/// In every phi of `block`, the incoming block `old` becomes `new`.
pub(crate) fn replace_phi_pred(f: &mut Function, block: BlockId, old: BlockId, new: BlockId) {
    let phis: Vec<InstId> = f.block_insts(block).filter(|(_, i)| is_phi(i)).map(|(id, _)| id).collect();
    for p in phis {
        for op in f.inst_mut(p).operands.iter_mut() {
            if op.as_block() == Some(old) {
                *op = Operand::Block(new);
            }
        }
    }
}

/// A new empty block at the end of the layout, named only in a trailing comment (llc rejects
/// `bb.N.name` for names the IR does not have).
pub(crate) fn new_block(f: &mut Function, name: &str) -> BlockId {
    let b = f.add_block();
    f.block_mut(b).comment_name = Some(sym(name));
    b
}

/// A new generic virtual register of type `ty`, constrained like `like` when given.
pub(crate) fn new_vreg(f: &mut Function, ty: Option<Llt>, like: Option<VReg>) -> VReg {
    let constraint = like.map_or(RegConstraint::None, |v| f.vreg(v).constraint);
    f.new_vreg(constraint, ty)
}

/// `%d:_(s1) = G_CONSTANT i1 <value>` inserted at position `pos` of `b`.
pub(crate) fn bool_constant(f: &mut Function, b: BlockId, pos: usize, value: bool) -> VReg {
    let d = f.new_vreg(RegConstraint::None, Some(Llt::S1));
    let inst = Inst::new(GenericOpcode::G_CONSTANT).with(Operand::vreg_def(d)).with(Operand::cimm(1, if value { -1 } else { 0 }));
    f.insert_inst(b, pos, inst);
    d
}

/// `%d:_(ty) = G_IMPLICIT_DEF` inserted at position `pos` of `b`.
pub(crate) fn undef_value(f: &mut Function, b: BlockId, pos: usize, ty: Option<Llt>, like: Option<VReg>) -> VReg {
    let d = new_vreg(f, ty, like);
    f.insert_inst(b, pos, Inst::new(GenericOpcode::G_IMPLICIT_DEF).with(Operand::vreg_def(d)));
    d
}

/// Position after the block's phis.
pub(crate) fn first_non_phi(f: &Function, b: BlockId) -> usize {
    f.block_insts(b).take_while(|(_, i)| is_phi(i)).count()
}

/// How a block returns: the return instruction and the copies into the registers it returns in
/// (`$vgpr0 = COPY %5` ... `SI_RETURN_TO_EPILOG implicit $vgpr0`), in the order the return
/// names the registers. A copy is the last one in the block into its register.
#[derive(Clone, Debug)]
pub(crate) struct ReturnSequence {
    pub ret: InstId,
    pub copies: Vec<InstId>,
    /// A returned register the block sets with no copy (set elsewhere), if any.
    pub missing: Option<PhysReg>,
}

impl ReturnSequence {
    pub(crate) fn of(f: &Function, b: BlockId) -> Option<ReturnSequence> {
        let ret = crate::analysis::return_inst(f, b)?;
        let returned: Vec<PhysReg> = f
            .inst(ret)
            .operands
            .iter()
            .filter_map(|o| o.as_reg())
            .filter(|r| r.is_implicit() && !r.is_def())
            .filter_map(|r| r.reg.phys())
            .collect();
        let insts = &f.block(b).insts;
        let mut copies = Vec::new();
        let mut missing = None;
        for p in returned {
            let copy = insts[..insts.len() - 1].iter().rev().copied().find(|&i| {
                let inst = f.inst(i);
                inst.opcode == GenericOpcode::COPY.into()
                    && inst.defs().first().and_then(|o| o.as_reg()).and_then(|r| r.reg.phys()) == Some(p)
            });
            match copy {
                Some(c) => copies.push(c),
                None => missing = missing.or(Some(p)),
            }
        }
        Some(ReturnSequence { ret, copies, missing })
    }

    /// The returned values: the copies' sources, then the return's own virtual register
    /// operands (`S_SETPC_B64_return %ra`).
    pub(crate) fn values(&self, f: &Function) -> Vec<Operand> {
        let mut out: Vec<Operand> = self.copies.iter().filter_map(|&c| f.inst(c).uses().first().copied()).collect();
        out.extend(f.inst(self.ret).operands.iter().filter(|o| o.as_vreg().is_some()).copied());
        out
    }

    /// Removes the sequence from its block.
    pub(crate) fn remove(&self, f: &mut Function, b: BlockId) {
        let gone: Vec<InstId> = self.copies.iter().copied().chain([self.ret]).collect();
        f.block_mut(b).insts.retain(|i| !gone.contains(i));
    }

    /// Appends a copy of the sequence to `b`, returning `values` instead of the template's.
    pub(crate) fn emit(&self, f: &mut Function, b: BlockId, values: &[Operand]) {
        let mut k = 0;
        for &c in &self.copies {
            let mut inst = f.inst(c).clone();
            inst.loc = Default::default();
            if let (Some(slot), Some(v)) = (inst.operands.get_mut(1), values.get(k)) {
                *slot = *v;
            }
            k += 1;
            f.push_inst(b, inst);
        }
        let mut ret = f.inst(self.ret).clone();
        ret.loc = Default::default();
        for op in ret.operands.iter_mut() {
            if op.as_vreg().is_some() {
                if let Some(v) = values.get(k) {
                    *op = *v;
                }
                k += 1;
            }
        }
        f.push_inst(b, ret);
    }

    /// The types of the returned values, for making undefined ones.
    pub(crate) fn value_types(&self, f: &Function) -> Vec<(Option<Llt>, Option<VReg>)> {
        self.values(f).iter().map(|o| o.as_vreg().map_or((None, None), |v| (f.vreg_type(v), Some(v)))).collect()
    }
}

/// Checks that every return sequence in `blocks` has the shape of `template`: the same opcode,
/// the same registers, the same operands but for virtual registers.
pub(crate) fn check_same_shape(f: &Function, template: &ReturnSequence, blocks: &[(BlockId, ReturnSequence)]) -> Result<(), PassError> {
    let shape = |s: &ReturnSequence| {
        let copies: Vec<Option<PhysReg>> =
            s.copies.iter().map(|&c| f.inst(c).defs().first().and_then(|o| o.as_reg()).and_then(|r| r.reg.phys())).collect();
        let ret = f.inst(s.ret);
        let ops: Vec<Operand> = ret
            .operands
            .iter()
            .map(|o| match o {
                Operand::Reg(r) if matches!(r.reg, Reg::Virt(_)) => {
                    Operand::Reg(crate::mir::RegOperand { reg: Reg::NoReg, subreg: None, flags: RegFlags::empty(), tied_def: None })
                }
                o => *o,
            })
            .collect();
        (copies, opcode_name(ret.opcode), ops)
    };
    let want = shape(template);
    for (b, s) in blocks {
        if let Some(p) = s.missing {
            return Err(PassError::at(
                format!(
                    "{} returns ${p} without setting it there; the returned values must be copied in the return block",
                    crate::analysis::block_label(f, *b)
                ),
                f.inst(s.ret).loc,
            ));
        }
        if shape(s) != want {
            return Err(PassError::at(
                format!("{} returns differently from the other return blocks; they cannot be joined", crate::analysis::block_label(f, *b)),
                f.inst(s.ret).loc,
            ));
        }
    }
    Ok(())
}

/// The opcode a name stands for, resolved as the parser resolves it.
pub(crate) fn opcode_named(name: &str) -> crate::mir::Opcode {
    use crate::mir::Opcode;
    if let Some(g) = GenericOpcode::from_name(name) {
        Opcode::Generic(g)
    } else if let Some(t) = crate::target::instrs::TargetOpcode::from_name(name) {
        Opcode::Target(t)
    } else {
        Opcode::Unknown(crate::mir::UnknownOpcode::new(name))
    }
}

/// A lane-level interpreter for the control flow of generic MIR, to check that a CFG-changing
/// pass keeps what every path does: the side effects in order and the returned values.
///
/// Values are symbols: a register an instruction computes stands for itself, so the same
/// computation compares equal before and after a pass; `i1` constants are booleans; phis take
/// the value of the edge they were entered by. A branch on a value that is not a known boolean
/// takes the next decision from the caller's list, so a pass that adds branches on its own
/// flags (always known) sees the same decisions as the input.
#[cfg(test)]
pub(crate) mod trace {
    use std::collections::HashMap;

    use crate::analysis::{intrinsic_name, is_phi, is_return, phi_incoming};
    use crate::mir::{BlockId, Function, GenericOpcode, Operand, VReg};

    #[derive(Clone, Debug, PartialEq)]
    enum Val {
        Bool(bool),
        Sym(String),
    }

    /// What one path did: side effects, then `ret ...` (or `stuck` when it ran too long).
    pub(crate) fn run(f: &Function, mut decisions: impl Iterator<Item = bool>) -> Vec<String> {
        let mut vals: HashMap<VReg, Val> = HashMap::new();
        let mut out = Vec::new();
        let (mut block, mut prev): (BlockId, Option<BlockId>) = (f.entry(), None);
        let show = |vals: &HashMap<VReg, Val>, op: &Operand| match op.as_vreg() {
            Some(v) => match vals.get(&v) {
                Some(Val::Sym(s)) => s.clone(),
                Some(Val::Bool(b)) => b.to_string(),
                None => format!("%{}", v.0),
            },
            None => format!("{op:?}"),
        };
        for _ in 0..200 {
            let mut next = None;
            let mut phi_vals = Vec::new();
            for (_, inst) in f.block_insts(block) {
                if is_phi(inst) {
                    let from = phi_incoming(inst).find(|(_, b)| Some(*b) == prev).and_then(|(v, _)| v.as_vreg());
                    let val = from.and_then(|v| vals.get(&v).cloned()).unwrap_or(Val::Sym("undef".into()));
                    phi_vals.extend(inst.def_vreg(0).map(|d| (d, val)));
                    continue;
                }
                vals.extend(phi_vals.drain(..));
                let def = inst.def_vreg(0);
                match inst.opcode.generic() {
                    Some(GenericOpcode::G_CONSTANT) if inst.operands.get(1).is_some_and(|o| matches!(o, Operand::CImm { bits: 1, .. })) => {
                        let b = inst.operands.get(1).and_then(Operand::as_imm).is_some_and(|v| v != 0);
                        vals.extend(def.map(|d| (d, Val::Bool(b))));
                    }
                    Some(GenericOpcode::G_IMPLICIT_DEF) => {
                        vals.extend(def.map(|d| (d, Val::Sym("undef".into()))));
                    }
                    Some(GenericOpcode::G_BR) => next = inst.operands.first().and_then(Operand::as_block),
                    Some(GenericOpcode::G_BRCOND) => {
                        let c = inst.operands.first().and_then(Operand::as_vreg).and_then(|v| vals.get(&v).cloned());
                        let taken = match c {
                            Some(Val::Bool(b)) => b,
                            _ => decisions.next().unwrap_or(false),
                        };
                        if taken {
                            next = inst.operands.get(1).and_then(Operand::as_block);
                            break;
                        }
                    }
                    Some(GenericOpcode::G_STORE) => {
                        out.push(format!("store {} {}", show(&vals, &inst.operands[0]), show(&vals, &inst.operands[1])));
                    }
                    Some(GenericOpcode::G_INTRINSIC_W_SIDE_EFFECTS) if inst.num_defs() == 0 => {
                        let args: Vec<String> = inst.uses().iter().skip(1).map(|o| show(&vals, o)).collect();
                        out.push(format!("{} {}", intrinsic_name(inst).unwrap_or("?"), args.join(" ")));
                    }
                    _ if is_return(inst) => {
                        let rets: Vec<String> = f
                            .block_insts(block)
                            .filter(|(_, i)| {
                                i.opcode == GenericOpcode::COPY.into()
                                    && i.defs().first().and_then(|o| o.as_reg()).is_some_and(|r| r.reg.phys().is_some())
                            })
                            .map(|(_, i)| show(&vals, &i.operands[1]))
                            .collect();
                        out.push(format!("ret {}", rets.join(" ")));
                        return out;
                    }
                    _ => {
                        for d in inst.defined_vregs() {
                            vals.insert(d, Val::Sym(format!("%{}", d.0)));
                        }
                    }
                }
            }
            vals.extend(phi_vals.drain(..));
            // No branch taken: an explicit `G_BR`, or the fall-through.
            let target = next.or_else(|| super::fallthrough(f, block)).or_else(|| f.successors(block).last());
            let Some(t) = target else {
                out.push("stuck".into());
                return out;
            };
            prev = Some(block);
            block = t;
        }
        out.push("stuck".into());
        out
    }

    /// Runs `f` and `g` on every sequence of `bits` decisions and asserts they do the same.
    pub(crate) fn assert_same_paths(f: &Function, g: &Function, bits: u32) {
        for mask in 0u32..(1 << bits) {
            let seq = || (0..bits).map(move |k| mask >> k & 1 == 1);
            let a = run(f, seq());
            if a.last().is_some_and(|s| s == "stuck") {
                continue;
            }
            let b = run(g, seq());
            assert_eq!(a, b, "decisions {mask:0w$b} differ after the pass on `{}`:\n{g}", f.name, w = bits as usize);
        }
    }
}
