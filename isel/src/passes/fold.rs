//! `si-fold-operands`: after selection, puts scalar values back into the VALU operands that can
//! read them, under the constant bus limit (DESIGN.md, "Constant bus"), then picks the short
//! (e32) encoding where the operands allow it.
//!
//! RegBankSelect copies every VALU input to a VGPR. Here, for each VALU instruction, every
//! source operand that is a VGPR copy of an SGPR or of a constant is a candidate:
//! - an inline constant (−16..64, ±0.5, ±1, ±2, ±4, 1/(2π) in the operand's format) folds
//!   for free;
//! - an SGPR, or a literal where the encoding takes one (VOP1/VOP2/VOPC `src0`; any VOP3 source
//!   from GFX10), uses the constant bus.
//!
//! The instruction is judged as a whole: the distinct scalar values it would read (SGPRs it
//! already reads, implicit `$vcc`/`$m0` reads, one per distinct folded SGPR or literal) must
//! not exceed the subtarget's limit — 1 before GFX10, 2 from GFX10, 1 for 64-bit shifts. The
//! values filling the most operands are taken first. Copies left without users are removed.
//!
//! Shrinking: an `_e64` instruction whose `_e32` twin has the same defs, whose dropped operands
//! (modifiers, clamp, omod) are all zero, and whose VGPR-only `src1` gets a VGPR (swapping the
//! sources of a commutable instruction if that helps, which for `V_SUB*` and the reversed
//! shifts means taking the reversed twin, `V_SUBREV*`) becomes the `_e32` form: 4 bytes instead
//! of 8. Which operands exist is read from the instruction declarations, by operand name.

use std::collections::HashMap;

use crate::mir::{Function, GenericOpcode, Inst, InstId, Opcode, Operand, Reg, RegConstraint, VReg};
use crate::pass::{PassContext, PassError};
use crate::target::Subtarget;
use crate::target::instrs::{Family, InstrFlags, OperandKind, TargetOpcode};
use crate::target::pattern_rt::is_inline_constant;
use crate::target::regclass::Family as ClassFamily;

/// Runs the fold and the shrink on `f`.
pub fn run(f: &mut Function, cx: &mut PassContext) -> Result<(), PassError> {
    let st = cx.subtarget;
    let defs = f.def_map();
    let ids: Vec<InstId> = f.blocks.iter().flat_map(|b| b.insts.iter().copied()).collect();
    for &id in &ids {
        fold_inst(f, id, &defs, st);
    }
    for &id in &ids {
        shrink(f, id);
    }
    remove_dead_copies(f);
    Ok(())
}

/// A scalar value an operand could read instead of its VGPR copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Scalar {
    Sgpr(VReg),
    Imm(i64),
}

/// The scalar behind a VGPR operand: `%v = COPY %sgpr`, or a move of a constant (`V_MOV_B32
/// imm`, or a copy of `S_MOV_B32 imm`).
fn scalar_source(f: &Function, defs: &[Option<InstId>], v: VReg) -> Option<Scalar> {
    let def = f.inst((*defs.get(v.index())?)?);
    let src = def.operands.get(1)?;
    match def.opcode {
        Opcode::Generic(GenericOpcode::COPY) => {
            let r = src.as_reg()?;
            let s = r.reg.vreg()?;
            if r.subreg.is_some() {
                return None;
            }
            let class = f.vreg(s).constraint.class()?;
            if class.family() != ClassFamily::Sgpr {
                return None;
            }
            // A copy of a scalar move of a constant folds as the constant itself.
            if let Some(Scalar::Imm(c)) = mov_imm(f, defs, s) {
                return Some(Scalar::Imm(c));
            }
            Some(Scalar::Sgpr(s))
        }
        Opcode::Target(t) if t.name() == "V_MOV_B32_e32" => src.as_imm().map(Scalar::Imm),
        _ => None,
    }
}

fn mov_imm(f: &Function, defs: &[Option<InstId>], s: VReg) -> Option<Scalar> {
    let def = f.inst((*defs.get(s.index())?)?);
    match def.opcode {
        Opcode::Target(t) if t.name() == "S_MOV_B32" => def.operands.get(1)?.as_imm().map(Scalar::Imm),
        _ => None,
    }
}

/// How many distinct scalar values `op` may read on `st`.
fn bus_limit(op: TargetOpcode, st: Subtarget) -> usize {
    let name = op.name();
    if name.starts_with("V_LSHLREV_B64") || name.starts_with("V_LSHRREV_B64") || name.starts_with("V_ASHRREV_I64") {
        return 1;
    }
    st.constant_bus_limit() as usize
}

/// Can this encoding take a literal in operand `name`?
fn literal_ok(op: TargetOpcode, name: &str, st: Subtarget) -> bool {
    match op.desc().family {
        Family::Vop1 | Family::Vop2 | Family::Vopc => name == "src0",
        Family::Vop3 | Family::Vop3p => st.is_gfx10_plus(),
        _ => false,
    }
}

fn fold_inst(f: &mut Function, id: InstId, defs: &[Option<InstId>], st: Subtarget) {
    let inst = f.inst(id);
    let Some(op) = inst.opcode.target() else { return };
    let desc = op.desc();
    if !desc.flags.contains(InstrFlags::VALU) {
        return;
    }
    let n_outs = desc.outs.len();
    // What the instruction already reads over the bus.
    let mut reads: Vec<Scalar> = Vec::new();
    let mut literals = 0usize;
    let mut candidates: Vec<(usize, Scalar, &'static str, u32, bool)> = Vec::new();
    for (k, info) in desc.ins.iter().enumerate() {
        let idx = n_outs + k;
        let Some(operand) = inst.operands.get(idx) else { break };
        // Any SGPR the instruction reads (a lane-mask operand too) is on the bus.
        if let Some(v) = operand.as_vreg()
            && f.vreg(v).constraint.class().is_some_and(|c| c.family() == ClassFamily::Sgpr)
            && !matches!(info.kind, OperandKind::Src { .. })
        {
            if !reads.contains(&Scalar::Sgpr(v)) {
                reads.push(Scalar::Sgpr(v));
            }
            continue;
        }
        let OperandKind::Src { class, literal } = info.kind else { continue };
        match *operand {
            Operand::Reg(r) => {
                let Some(v) = r.reg.vreg() else {
                    if let Some(p) = r.reg.phys()
                        && p.is_scalar()
                    {
                        reads.push(Scalar::Imm(i64::MIN + k as i64));
                    }
                    continue;
                };
                let family = f.vreg(v).constraint.class().map(|c| c.family());
                if family == Some(ClassFamily::Sgpr) {
                    if !reads.contains(&Scalar::Sgpr(v)) {
                        reads.push(Scalar::Sgpr(v));
                    }
                    continue;
                }
                if r.subreg.is_some() {
                    continue;
                }
                if let Some(s) = scalar_source(f, defs, v) {
                    candidates.push((idx, s, info.name, class.bits(), literal));
                }
            }
            Operand::Imm(c) if !is_inline_constant(c, class.bits()) => literals += 1,
            _ => {}
        }
    }
    for &r in desc.implicit_uses {
        if matches!(r, crate::mir::PhysReg::VCC | crate::mir::PhysReg::VCC_LO | crate::mir::PhysReg::M0) {
            reads.push(Scalar::Imm(i64::MIN + 100));
        }
    }
    if candidates.is_empty() {
        return;
    }
    let limit = bus_limit(op, st);
    let mut used = reads.len() + literals;
    let mut folds: Vec<(usize, Operand)> = Vec::new();
    // Inline constants are free.
    candidates.retain(|&(idx, s, _, bits, _)| match s {
        Scalar::Imm(c) if is_inline_constant(c, bits) => {
            folds.push((idx, Operand::Imm(c)));
            false
        }
        _ => true,
    });
    // The rest by how many operands each value would fill.
    let mut groups: HashMap<Scalar, Vec<Slot>> = HashMap::new();
    for &(idx, s, name, bits, literal) in &candidates {
        groups.entry(s).or_default().push((idx, name, literal && bits == 32));
    }
    let mut order: Vec<(Scalar, Vec<Slot>)> = groups.into_iter().collect();
    order.sort_by_key(|(s, v)| (std::cmp::Reverse(v.len()), scalar_key(*s)));
    let mut literal_taken = literals > 0;
    for (s, slots) in order {
        if used >= limit {
            break;
        }
        let slots: Vec<Slot> = match s {
            Scalar::Imm(_) => {
                if literal_taken {
                    continue;
                }
                slots.into_iter().filter(|(_, name, lit)| *lit && literal_ok(op, name, st)).collect()
            }
            Scalar::Sgpr(_) => slots,
        };
        if slots.is_empty() {
            continue;
        }
        for (idx, _, _) in slots {
            folds.push((
                idx,
                match s {
                    Scalar::Sgpr(v) => Operand::vreg(v),
                    Scalar::Imm(c) => Operand::Imm(c),
                },
            ));
        }
        if matches!(s, Scalar::Imm(_)) {
            literal_taken = true;
        }
        used += 1;
    }
    let inst = f.inst_mut(id);
    for (idx, new) in folds {
        if let Some(o) = inst.operands.get_mut(idx) {
            *o = new;
        }
    }
}

/// An operand a scalar value could fill: (operand index, operand name, may it hold a literal?).
type Slot = (usize, &'static str, bool);

fn scalar_key(s: Scalar) -> (u8, i64) {
    match s {
        Scalar::Sgpr(v) => (0, i64::from(v.0)),
        Scalar::Imm(c) => (1, c),
    }
}

/// Rewrites an `_e64` instruction into its `_e32` twin where the operands allow.
fn shrink(f: &mut Function, id: InstId) {
    let inst = f.inst(id);
    let Some(op) = inst.opcode.target() else { return };
    let name = op.name();
    let Some(base) = name.strip_suffix("_e64") else { return };
    let Some(short) = TargetOpcode::from_name(&format!("{base}_e32")) else { return };
    let (long, sd) = (op.desc(), short.desc());
    if !matches!(sd.family, Family::Vop1 | Family::Vop2) || sd.outs.len() != long.outs.len() {
        return;
    }
    if sd.implicit_defs.iter().any(|r| !long.implicit_defs.contains(r)) || sd.implicit_uses.iter().any(|r| !long.implicit_uses.contains(r))
    {
        return;
    }
    let n_outs = long.outs.len();
    let by_name = |name: &str| long.ins.iter().position(|o| o.name == name).map(|k| n_outs + k);
    // Dropped operands must be zero (no modifiers, clamp or omod).
    for (k, info) in long.ins.iter().enumerate() {
        if sd.ins.iter().any(|o| o.name == info.name) {
            continue;
        }
        if inst.operands.get(n_outs + k).and_then(Operand::as_imm) != Some(0) {
            return;
        }
    }
    let mut picked: Vec<Option<usize>> = sd.ins.iter().map(|o| by_name(o.name)).collect();
    if picked.iter().any(Option::is_none) {
        return;
    }
    let is_vgpr = |o: Option<&Operand>| {
        o.and_then(Operand::as_reg)
            .and_then(|r| r.reg.vreg())
            .is_some_and(|v| f.vreg(v).constraint.class().is_some_and(|c| c.family() == ClassFamily::Vgpr))
    };
    let fits = |picked: &[Option<usize>]| {
        sd.ins.iter().zip(picked).all(|(info, idx)| {
            let operand = idx.and_then(|i| inst.operands.get(i));
            match info.kind {
                OperandKind::Reg(c) if c.family() == ClassFamily::Vgpr => is_vgpr(operand),
                _ => true,
            }
        })
    };
    let mut short = short;
    if !fits(&picked) {
        let commuted = if long.flags.contains(InstrFlags::COMMUTABLE) && picked.len() >= 2 { commuted_vop2(short) } else { None };
        let Some(commuted) = commuted else { return };
        picked.swap(0, 1);
        if !fits(&picked) {
            return;
        }
        short = commuted;
    }
    let mut new = Inst::new(short);
    new.flags = inst.flags;
    new.loc = inst.loc;
    new.memops = inst.memops.clone();
    new.operands.extend(inst.operands.iter().take(n_outs).copied());
    new.operands.extend(picked.iter().filter_map(|i| i.and_then(|i| inst.operands.get(i)).copied()));
    new.operands.extend(inst.operands.iter().filter(|o| o.as_reg().is_some_and(|r| r.is_implicit())).copied());
    *f.inst_mut(id) = new;
}

/// The VOP2 opcode computing the same value with `src0` and `src1` swapped. LLVM marks
/// `V_SUB*`, `V_SUBREV*` and the reversed shifts commutable because each has a twin with the
/// sources reversed (`SIInstrInfo::commuteOpcode`), so commuting them means taking the twin;
/// `None` where the twin does not exist.
fn commuted_vop2(op: TargetOpcode) -> Option<TargetOpcode> {
    let name = op.name();
    let twin = if name.contains("SUBREV") {
        name.replacen("SUBREV", "SUB", 1)
    } else if name.contains("SUB") {
        name.replacen("SUB", "SUBREV", 1)
    } else if let Some(at) = name.find("REV_") {
        format!("{}{}", &name[..at], &name[at + 3..])
    } else {
        return Some(op);
    };
    TargetOpcode::from_name(&twin)
}

/// A copy or a move whose result nobody reads: no other effect, nothing else written.
fn is_dead_move(inst: &Inst, uses: &[u32]) -> bool {
    let movable = match inst.opcode {
        Opcode::Generic(g) => matches!(g, GenericOpcode::COPY | GenericOpcode::REG_SEQUENCE | GenericOpcode::IMPLICIT_DEF),
        Opcode::Target(t) => {
            let d = t.desc();
            matches!(d.name, "S_MOV_B32" | "S_MOV_B64" | "V_MOV_B32_e32" | "V_MOV_B32_e64") && d.implicit_defs.is_empty()
        }
        Opcode::Unknown(_) => false,
    };
    movable
        && inst.operands.first().is_some_and(|d| match d.as_reg().map(|r| r.reg) {
            Some(Reg::Virt(v)) => uses.get(v.index()).copied() == Some(0),
            _ => false,
        })
}

/// Removes copies and moves whose result nobody reads any more, repeatedly.
fn remove_dead_copies(f: &mut Function) {
    loop {
        let uses = f.use_counts();
        let mut removed = false;
        for b in f.block_ids() {
            let before = f.block(b).insts.len();
            let keep: Vec<InstId> = f.block(b).insts.iter().copied().filter(|&i| !is_dead_move(f.inst(i), &uses)).collect();
            removed |= keep.len() != before;
            f.block_mut(b).insts = keep;
        }
        if !removed {
            break;
        }
    }
    // Registers no instruction mentions any more disappear from the table too.
    let mut mentioned = vec![false; f.vregs.len()];
    for (_, _, inst) in f.all_insts() {
        for v in inst.defined_vregs().chain(inst.used_vregs()) {
            if let Some(m) = mentioned.get_mut(v.index()) {
                *m = true;
            }
        }
    }
    for l in &f.liveins {
        if let Some(v) = l.vreg
            && let Some(m) = mentioned.get_mut(v.index())
        {
            *m = true;
        }
    }
    for (info, m) in f.vregs.iter_mut().zip(mentioned) {
        if !m && info.constraint != RegConstraint::None && info.name().is_none() {
            info.exists = false;
        }
    }
}
