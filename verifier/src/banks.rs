//! The rules of a bank-selected function (`regBankSelected: true`, not yet selected), from
//! DESIGN.md "Register banks": V020–V026.
//!
//! - Every virtual register has a bank (or already a class); reported once, at its definition.
//! - Each generic instruction's bank combination is one some pattern accepts, per the bank table
//!   generated from the patterns (`isel::target::patterns::bank_entries`); commutative opcodes
//!   match with their first two sources either way round, as the matcher tries both. `G_PHI` has
//!   no pattern (a PHI takes its inputs' bank); V020 and V024 cover it.
//! - `vcc` holds lane masks, so only `s1` lives there; there is no SCC bank (`scc_class` or an
//!   explicit `$scc` on a generic instruction is one in disguise).
//! - A PHI is all-vcc or vcc-free: RegBankSelect copies the inputs of a vcc PHI to vcc.
//! - No COPY moves a VGPR (per-lane) or a vcc lane mask into an SGPR bank register: both need a
//!   real instruction (`V_READFIRSTLANE_B32`, a compare), not a copy.

use isel::mir::{Bank, Function, GenericOpcode, InstId, Llt, Operand, Reg, RegConstraint, Special, VReg};
use isel::target::Subtarget;
use isel::target::pattern_rt::BankEntry;
use isel::target::patterns::bank_entries;
use isel::target::regclass::Family;

use crate::facts::{file_of, is_phi};
use crate::legality::legality_key;
use crate::violation::Violation;

pub fn check(f: &Function, st: &Subtarget, out: &mut Vec<Violation>) {
    check_registers(f, out);
    for (_, id, inst) in f.all_insts() {
        if is_phi(inst) {
            check_phi(f, id, out);
        }
        if inst.opcode.generic() == Some(GenericOpcode::COPY) {
            check_copy(f, id, out);
        }
        if let Some(g) = inst.opcode.generic().filter(|g| g.is_pre_isel() && *g != GenericOpcode::G_PHI) {
            check_pattern(f, st, id, g, out);
            for (o, op) in inst.operands.iter().enumerate() {
                if op.as_reg().is_some_and(|r| !r.is_implicit() && r.reg.phys() == Some(isel::mir::PhysReg::SCC)) {
                    out.push(Violation::SccBank { inst: id, operand: o, what: "an explicit $scc operand".into() });
                }
            }
        }
    }
}

/// V020, V022, V023: once per register, at its first definition (else its first use).
fn check_registers(f: &Function, out: &mut Vec<Violation>) {
    let mut seen = vec![false; f.vregs.len()];
    let mut first_place: Vec<Option<(InstId, usize, bool)>> = vec![None; f.vregs.len()];
    for (_, id, inst) in f.all_insts() {
        for (o, op) in inst.operands.iter().enumerate() {
            let Some(r) = op.as_reg() else { continue };
            let Some(v) = r.reg.vreg() else { continue };
            let Some(slot) = first_place.get_mut(v.index()) else { continue };
            match slot {
                None => *slot = Some((id, o, r.is_def())),
                Some((_, _, false)) if r.is_def() => *slot = Some((id, o, true)),
                _ => {}
            }
        }
    }
    for (i, place) in first_place.iter().enumerate() {
        let Some((inst, operand, _)) = *place else { continue };
        if std::mem::replace(&mut seen[i], true) {
            continue;
        }
        let vreg = VReg(i as u32);
        let info = f.vreg(vreg);
        match info.constraint {
            RegConstraint::None => out.push(Violation::MissingBank { inst, operand, vreg }),
            RegConstraint::Bank(Bank::Vcc) => {
                if let Some(t) = info.ty
                    && t != Llt::S1
                {
                    out.push(Violation::VccNotS1 { inst, operand, vreg, ty: t.to_string() });
                }
            }
            RegConstraint::Class(c) if c.family() == Family::Special => {
                out.push(Violation::SccBank { inst, operand, what: format!("%{} (class {})", vreg.0, c.name()) });
            }
            _ => {}
        }
    }
}

fn is_vcc(f: &Function, op: &Operand) -> Option<bool> {
    let r = op.as_reg()?;
    match r.reg {
        Reg::Virt(v) => f.vreg(v).constraint.bank().map(|b| b == Bank::Vcc),
        Reg::Phys(p) => Some(matches!(p, isel::mir::PhysReg::Special { reg: Special::Vcc | Special::VccLo, .. })),
        Reg::NoReg => None,
    }
}

/// V024.
fn check_phi(f: &Function, id: InstId, out: &mut Vec<Violation>) {
    let inst = f.inst(id);
    let Some(def_vcc) = inst.operands.first().and_then(|d| is_vcc(f, d)) else { return };
    let ndefs = inst.num_defs();
    let mut vcc_at = def_vcc.then_some(0);
    let mut other_at = (!def_vcc).then_some(0);
    for o in (ndefs..inst.operands.len()).step_by(2) {
        match is_vcc(f, &inst.operands[o]) {
            Some(true) => {
                vcc_at.get_or_insert(o);
            }
            Some(false) => {
                other_at.get_or_insert(o);
            }
            None => {}
        }
    }
    if let (Some(vcc_operand), Some(other_operand)) = (vcc_at, other_at) {
        let other_bank =
            inst.operands.get(other_operand).and_then(Operand::as_reg).and_then(|r| file_of(f, r)).map_or("non-vcc", Bank::name);
        out.push(Violation::PhiMixesVcc { inst: id, vcc_operand, other_operand, other_bank, def_is_vcc: def_vcc });
    }
}

/// V025, V026.
fn check_copy(f: &Function, id: InstId, out: &mut Vec<Violation>) {
    let inst = f.inst(id);
    let (Some(dst), Some(src)) = (inst.operands.first().and_then(Operand::as_reg), inst.operands.get(1).and_then(Operand::as_reg)) else {
        return;
    };
    let dst_bank = match dst.reg {
        Reg::Virt(v) => f.vreg(v).constraint.bank(),
        _ => None,
    };
    if dst_bank != Some(Bank::Sgpr) {
        return;
    }
    match file_of(f, src) {
        Some(Bank::Vgpr) => out.push(Violation::VgprToSgprCopy { inst: id }),
        Some(Bank::Vcc) => out.push(Violation::VccToSgprCopy { inst: id }),
        _ => {}
    }
}

/// The bank of every register operand, or `None` for operands that are not registers; `Err` if
/// a register has no bank (V020 reports it).
fn operand_banks(f: &Function, ops: &[Operand]) -> Result<Vec<Option<Bank>>, ()> {
    ops.iter()
        .map(|op| match op.as_reg() {
            None => Ok(None),
            Some(r) => match r.reg {
                Reg::Virt(v) => match f.vreg(v).constraint {
                    RegConstraint::Bank(b) => Ok(Some(b)),
                    // A scalar class on an `s1` value is a lane mask (llc-14 constrains
                    // compares feeding SI_IF so): the vcc bank.
                    RegConstraint::Class(c) => match crate::facts::class_file(c) {
                        Some(Bank::Sgpr) if f.vreg_type(v) == Some(Llt::S1) => Ok(Some(Bank::Vcc)),
                        b => b.map(Some).ok_or(()),
                    },
                    RegConstraint::None => Err(()),
                },
                _ => Ok(file_of(f, r)),
            },
        })
        .collect()
}

fn entry_matches(e: &BankEntry, defs: &[Option<Bank>], uses: &[Option<Bank>], commute: bool) -> bool {
    let fits = |want: &[Option<Bank>], have: &[Option<Bank>], is_use: bool| {
        want.len() == have.len()
            && want.iter().zip(have).all(|(w, h)| {
                // An SGPR may stand where a VGPR is read: selection copies it across (llc-14's
                // own regbankselect leaves such reads, e.g. in the halves of split 64-bit ops).
                w.is_none() || h.is_none() || w == h || (is_use && *w == Some(Bank::Vgpr) && *h == Some(Bank::Sgpr))
            })
    };
    if !fits(e.defs, defs, false) {
        return false;
    }
    if fits(e.uses, uses, true) {
        return true;
    }
    if commute && uses.len() >= 2 {
        let mut swapped = uses.to_vec();
        swapped.swap(0, 1);
        return fits(e.uses, &swapped, true);
    }
    false
}

/// V021.
fn check_pattern(f: &Function, st: &Subtarget, id: InstId, g: GenericOpcode, out: &mut Vec<Violation>) {
    let inst = f.inst(id);
    let Some((types, _)) = legality_key(f, id) else { return };
    let ndefs = inst.num_defs();
    let explicit: Vec<Operand> = inst.operands.iter().filter(|o| !o.as_reg().is_some_and(|r| r.is_implicit())).copied().collect();
    let Ok(defs) = operand_banks(f, &explicit[..ndefs]) else { return };
    let Ok(uses) = operand_banks(f, &explicit[ndefs..]) else { return };
    let commute = g.signature().commutative;
    if bank_entries(g, &types, st.cpu).any(|e| entry_matches(e, &defs, &uses, commute)) {
        return;
    }
    let show = |bs: &[Option<Bank>], ops: &[Operand]| {
        bs.iter().zip(ops).filter(|(_, o)| o.as_reg().is_some()).map(|(b, _)| b.map_or("_", Bank::name)).collect::<Vec<_>>().join(", ")
    };
    out.push(Violation::NoBankPattern {
        inst: id,
        opcode: g.name().to_string(),
        types: types.iter().map(ToString::to_string).collect::<Vec<_>>().join(", "),
        banks: format!("({}) = ({})", show(&defs, &explicit[..ndefs]), show(&uses, &explicit[ndefs..])),
        cpu: st.cpu.name(),
    });
}
