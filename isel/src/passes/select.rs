//! `instruction-select`: replaces every generic instruction with AMDGPU machine instructions,
//! driven by the matcher `patterns!` generates (see `target/patterns.rs`).
//!
//! The algorithm is LLVM's InstructionSelect: blocks bottom-up, instructions bottom-up, so an
//! instruction's users are selected before it. A pattern may fold a single-use nested
//! instruction (a `G_FMUL` into an FMA, a `G_PTR_ADD` into an addressing mode); that instruction
//! is then dead when the walk reaches it, and is deleted. What is not generic is kept: target
//! instructions the legalizer already produced (`SI_IF`, ...) only get register classes.
//! `COPY`s are selected by pattern where one exists (into the `vcc` bank) and otherwise keep
//! their shape, their registers getting the class of their bank and size. At the end every
//! virtual register has a class and no LLT, and the function is marked `selected`.

use crate::mir::{Bank, BlockId, Function, GenericOpcode, Inst, InstId, Llt, Opcode, Operand, RegConstraint, VReg};
use crate::pipeline::{PassContext, PassError};
use crate::target::Subtarget;
use crate::target::instrs::{InstrFlags, OperandKind};
use crate::target::pattern_rt::{Emitter, MatchCx, class_for};
use crate::target::patterns::match_patterns;

/// Runs instruction selection on `f`.
pub fn run(f: &mut Function, cx: &mut PassContext) -> Result<(), PassError> {
    let st = cx.subtarget;
    let mut defs = f.def_map();
    let mut uses = f.use_counts();
    for b in f.block_ids().rev() {
        let mut pos = f.block(b).insts.len();
        while pos > 0 {
            pos -= 1;
            let id = f.block(b).insts[pos];
            let inst = f.inst(id).clone();
            if is_dead(&inst, &uses) {
                remove_at(f, b, pos, &mut uses);
                continue;
            }
            match inst.opcode {
                Opcode::Target(_) | Opcode::Unknown(_) => {
                    constrain_target_operands(f, &inst, st.wave_size);
                    continue;
                }
                Opcode::Generic(g) if !g.is_pre_isel() && g != GenericOpcode::COPY => {
                    // PHI, REG_SEQUENCE, IMPLICIT_DEF, ... already machine-level.
                    continue;
                }
                Opcode::Generic(_) => {}
            }
            let mut matched = {
                let mcx = MatchCx { f, defs: &defs, uses: &uses, st };
                match_patterns(&mcx, &inst)
            };
            let mut inst = inst;
            if matched.is_none() && inst.opcode != Opcode::Generic(GenericOpcode::COPY) {
                // Scalar inputs of a vector operation: copy them to VGPRs (or lane masks) as
                // RegBankSelect does canonically, then try again.
                let added = copy_scalar_inputs(f, b, pos, &mut defs, &mut uses);
                if added > 0 {
                    pos += added;
                    inst = f.inst(f.block(b).insts[pos]).clone();
                    let mcx = MatchCx { f, defs: &defs, uses: &uses, st };
                    matched = match_patterns(&mcx, &inst);
                }
            }
            let Some((mut m, emit)) = matched else {
                if inst.opcode == Opcode::Generic(GenericOpcode::COPY) {
                    continue;
                }
                return Err(PassError::at(format!("cannot select `{}`", f.inst_to_string(&inst)), inst.loc));
            };
            let root_defs: Vec<VReg> = inst.defs().iter().filter_map(Operand::as_vreg).collect();
            let mut e = Emitter::new(f, st, inst.loc);
            emit(&mut m, &root_defs, &mut e);
            let mut new = std::mem::take(&mut e.out);
            for n in &mut new {
                n.flags = inst.flags;
                if n.memops.is_empty()
                    && n.opcode.target().is_some_and(|t| t.desc().flags.intersects(InstrFlags::MAY_LOAD | InstrFlags::MAY_STORE))
                {
                    n.memops = inst.memops.clone();
                }
            }
            replace_at(f, b, pos, new, &mut defs, &mut uses);
        }
    }
    finish_classes(f, st);
    resolve_reserved_registers(f, st);
    f.props.selected = true;
    Ok(())
}

/// The patterns name the scratch resource descriptor by LLVM's placeholder
/// (`$private_rsrc_reg`); selection puts the real register in its place, as llc does: the
/// reserved top SGPR quad in shaders and kernels (`$sgpr96..99` with GFX9's 102 SGPRs,
/// `$sgpr100..103` with GFX10's 106), `$sgpr0..3` in callable functions (their ABI). The
/// header says so too, and names `$sgpr32` as the stack pointer.
fn resolve_reserved_registers(f: &mut Function, st: Subtarget) {
    use crate::mir::{HeaderEntry, PhysReg, Reg, RegFile, Special};
    let entry = f.ir.as_ref().is_some_and(|ir| ir.cc.is_entry());
    let first = match (entry, st.is_gfx10_plus()) {
        (false, _) => 0,
        (true, false) => 96,
        (true, true) => 100,
    };
    let rsrc = PhysReg::Gpr { file: RegFile::Sgpr, first, count: 4, half: crate::mir::Half::Full };
    let mut used = false;
    let ids: Vec<InstId> = f.blocks.iter().flat_map(|b| b.insts.iter().copied()).collect();
    for id in ids {
        for op in &mut f.inst_mut(id).operands {
            if let Some(r) = op.as_reg_mut()
                && matches!(r.reg, Reg::Phys(PhysReg::Special { reg: Special::PrivateRsrcReg, .. }))
            {
                r.reg = Reg::Phys(rsrc);
                used = true;
            }
        }
    }
    if !used {
        return;
    }
    for e in &mut f.header {
        if let HeaderEntry::Raw { key, value } = e
            && key == "machineFunctionInfo"
        {
            *value = value
                .replace("scratchRSrcReg:  '$private_rsrc_reg'", &format!("scratchRSrcReg:  '${rsrc}'"))
                .replace("stackPtrOffsetReg: '$sp_reg'", "stackPtrOffsetReg: '$sgpr32'");
        }
    }
}

/// For an instruction that writes a VGPR or a lane mask, copies each SGPR input to a VGPR (a
/// scalar boolean to a lane mask) right before it. Returns how many copies it inserted.
fn copy_scalar_inputs(f: &mut Function, b: BlockId, pos: usize, defs: &mut Vec<Option<InstId>>, uses: &mut Vec<u32>) -> usize {
    let id = f.block(b).insts[pos];
    let inst = f.inst(id).clone();
    let vector_def = inst.defs().iter().filter_map(Operand::as_vreg).any(|v| matches!(f.vreg_bank(v), Some(Bank::Vgpr | Bank::Vcc)));
    if !vector_def {
        return 0;
    }
    let mut copies = Vec::new();
    let mut new_ops = inst.operands.clone();
    for (i, op) in inst.operands.iter().enumerate().skip(inst.num_defs()) {
        let Some(r) = op.as_reg() else { continue };
        let Some(v) = r.reg.vreg() else { continue };
        if r.subreg.is_some() || r.is_implicit() || f.vreg(v).constraint != RegConstraint::Bank(Bank::Sgpr) {
            continue;
        }
        let ty = f.vreg_type(v);
        let bank = if ty == Some(Llt::S1) { Bank::Vcc } else { Bank::Vgpr };
        let t = f.new_vreg(RegConstraint::Bank(bank), ty);
        let mut copy = Inst::new(GenericOpcode::COPY).with(Operand::vreg_def(t)).with(Operand::vreg(v));
        copy.loc = inst.loc;
        copies.push(copy);
        if let Some(o) = new_ops.get_mut(i).and_then(Operand::as_reg_mut) {
            o.reg = crate::mir::Reg::Virt(t);
        }
    }
    let n = copies.len();
    if n == 0 {
        return 0;
    }
    count(uses, &inst, -1);
    f.inst_mut(id).operands = new_ops;
    let updated = f.inst(id).clone();
    count(uses, &updated, 1);
    for (k, c) in copies.into_iter().enumerate() {
        count(uses, &c, 1);
        let t = c.def_vreg(0);
        let cid = f.insert_inst(b, pos + k, c);
        if let Some(t) = t {
            if t.index() >= defs.len() {
                defs.resize(t.index() + 1, None);
            }
            defs[t.index()] = Some(cid);
        }
    }
    n
}

/// An instruction whose defs nobody reads and that has no other effect.
fn is_dead(inst: &Inst, uses: &[u32]) -> bool {
    let mut defs = inst.defined_vregs().peekable();
    if defs.peek().is_none() {
        return false;
    }
    if inst.operands.iter().any(|o| o.as_reg().is_some_and(|r| r.is_def() && r.reg.phys().is_some())) {
        return false;
    }
    let pure = match inst.opcode {
        Opcode::Generic(g) => {
            !matches!(
                g,
                GenericOpcode::G_INTRINSIC_W_SIDE_EFFECTS
                    | GenericOpcode::G_STORE
                    | GenericOpcode::G_LOAD
                    | GenericOpcode::G_SEXTLOAD
                    | GenericOpcode::G_ZEXTLOAD
                    | GenericOpcode::G_ATOMICRMW_ADD
            ) && inst.memops.is_empty()
        }
        _ => false,
    };
    pure && defs.all(|v| uses.get(v.index()).copied().unwrap_or(0) == 0)
}

fn count(uses: &mut Vec<u32>, inst: &Inst, delta: i32) {
    for v in inst.used_vregs() {
        if v.index() >= uses.len() {
            uses.resize(v.index() + 1, 0);
        }
        uses[v.index()] = uses[v.index()].saturating_add_signed(delta);
    }
}

fn remove_at(f: &mut Function, b: BlockId, pos: usize, uses: &mut Vec<u32>) {
    let id = f.block_mut(b).insts.remove(pos);
    let inst = f.inst(id).clone();
    count(uses, &inst, -1);
}

/// Replaces the instruction at `pos` with `new`, keeping the def and use tables current.
fn replace_at(f: &mut Function, b: BlockId, pos: usize, new: Vec<Inst>, defs: &mut Vec<Option<InstId>>, uses: &mut Vec<u32>) {
    remove_at(f, b, pos, uses);
    for (k, inst) in new.into_iter().enumerate() {
        count(uses, &inst, 1);
        let vs: Vec<VReg> = inst.defined_vregs().collect();
        let id = f.insert_inst(b, pos + k, inst);
        for v in vs {
            if v.index() >= defs.len() {
                defs.resize(v.index() + 1, None);
            }
            defs[v.index()] = Some(id);
        }
    }
}

/// Gives the virtual registers of an already-target instruction the classes its declaration
/// asks for, where they still have only a bank.
fn constrain_target_operands(f: &mut Function, inst: &Inst, wave: u32) {
    let Some(t) = inst.opcode.target() else { return };
    let desc = t.desc();
    let kinds = desc.outs.iter().chain(desc.ins).map(|o| o.kind);
    for (op, kind) in inst.operands.iter().zip(kinds) {
        let Some(v) = op.as_vreg() else { continue };
        if f.vreg(v).constraint.class().is_some() {
            continue;
        }
        let class = match kind {
            OperandKind::Reg(c) => Some(c),
            OperandKind::LaneMask => Some(crate::target::instrs::lane_mask_class(wave)),
            _ => None,
        };
        if let Some(c) = class {
            let info = f.vreg_mut(v);
            info.constraint = RegConstraint::Class(c);
            info.ty = None;
        }
    }
}

/// Every register left with a bank gets the class of its bank and size; no LLT survives.
fn finish_classes(f: &mut Function, st: Subtarget) {
    for info in f.vregs.iter_mut().filter(|v| v.exists) {
        if let RegConstraint::Bank(b) = info.constraint {
            let bits = info.ty.map_or(32, Llt::bits);
            if let Some(c) = class_for(b, bits, st) {
                info.constraint = RegConstraint::Class(c);
            }
        }
        if info.constraint.class().is_some() {
            info.ty = None;
        }
    }
}
