//! The rules of a selected function (`selected: true`): V030–V035. The constant bus and
//! literals (V036, V037) are in [`crate::constant_bus`].
//!
//! - No generic opcode and no generic virtual register (one with a type, a bank or nothing instead
//!   of a register class) is left; registers only the `registers:` list still names do not count.
//! - A machine instruction has the explicit operands its `instructions!` entry declares, and each
//!   register fits the operand's class: the same register file (an `vs_*` operand takes SGPRs
//!   and VGPRs, an `av_*` one VGPRs and AGPRs) and the same width (after the sub-register index).
//!   Lane masks (`sreg_1`, and the wave-sized lane-mask classes) fit one another. The catalogue
//!   has no sub-class lattice, so `sreg_64` and `sreg_64_xexec` count as the same class.
//! - A SALU instruction reads no VGPR: scalar units cannot see per-lane registers. This is
//!   reported instead of the class mismatch it also is.
//! - A VALU instruction whose declaration reads `$exec` carries `implicit $exec` (`$exec_lo` in
//!   wave32 also counts): without it later passes would move it across `$exec` changes.

use isel::mir::{Bank, Function, Inst, InstId, Operand, Reg, RegConstraint, RegFlags, RegOperand, Special, VReg};
use isel::target::Subtarget;
use isel::target::instrs::{InstrFlags, OperandKind, TargetOpcode};
use isel::target::regclass::Family;

use crate::facts::{file_of, operand_width};
use crate::violation::Violation;

pub fn check(f: &Function, st: &Subtarget, out: &mut Vec<Violation>) {
    let mut reported = vec![false; f.vregs.len()];
    for (_, id, inst) in f.all_insts() {
        match inst.opcode {
            _ if inst.opcode.is_generic_name() => {
                let opcode = crate::violation::opcode_name(inst.opcode).to_string();
                out.push(Violation::GenericOpcode { inst: id, opcode });
                // Its registers are generic because the instruction is: one report is enough.
                for v in inst.operands.iter().filter_map(Operand::as_vreg) {
                    if let Some(r) = reported.get_mut(v.index()) {
                        *r = true;
                    }
                }
                continue;
            }
            isel::mir::Opcode::Target(t) => check_target(f, st, id, inst, t, out),
            _ => {}
        }
        for (o, op) in inst.operands.iter().enumerate() {
            let Some(v) = op.as_vreg() else { continue };
            if reported.get(v.index()).copied().unwrap_or(true) {
                continue;
            }
            let info = f.vreg(v);
            let what = match (info.constraint, info.ty) {
                (_, Some(t)) => format!("type {t}"),
                (RegConstraint::Bank(b), None) => format!("bank {b}"),
                (RegConstraint::None, None) => "no class".to_string(),
                (RegConstraint::Class(_), None) => continue,
            };
            reported[v.index()] = true;
            out.push(Violation::GenericVreg { inst: id, operand: o, vreg: VReg(v.0), what });
        }
    }
}

fn is_explicit(op: &Operand) -> bool {
    !op.as_reg().is_some_and(RegOperand::is_implicit)
}

fn check_target(f: &Function, st: &Subtarget, id: InstId, inst: &Inst, t: TargetOpcode, out: &mut Vec<Violation>) {
    let desc = t.desc();
    if desc.is_valu() && desc.implicit_uses.contains(&isel::mir::PhysReg::EXEC) && !reads_exec(inst) {
        out.push(Violation::ValuWithoutExec { inst: id, opcode: desc.name });
    }
    let explicit: Vec<usize> = (0..inst.operands.len()).filter(|&i| is_explicit(&inst.operands[i])).collect();
    let declared = desc.outs.len() + desc.ins.len();
    let variadic = desc.flags.contains(InstrFlags::VARIADIC);
    if explicit.len() != declared && !(variadic && explicit.len() > declared) {
        out.push(Violation::OperandCount { inst: id, opcode: desc.name, expected: declared, found: explicit.len() });
        return;
    }
    for (k, info) in desc.outs.iter().chain(desc.ins).enumerate() {
        let o = explicit[k];
        let op = &inst.operands[o];
        let is_use = k >= desc.outs.len();
        if is_use
            && desc.is_salu()
            && let Some(r) = op.as_reg()
            && file_of(f, r) == Some(Bank::Vgpr)
        {
            out.push(Violation::SaluReadsVgpr { inst: id, operand: o, opcode: desc.name, reg: describe(f, op) });
            continue;
        }
        if let Some((expected, found)) = misfit(f, st, info.kind, op) {
            out.push(Violation::RegClass { inst: id, operand: o, opcode: desc.name, name: info.name, expected, found });
        }
    }
}

fn reads_exec(inst: &Inst) -> bool {
    inst.operands.iter().any(|op| {
        op.as_reg().is_some_and(|r| {
            !r.is_def() && matches!(r.reg, Reg::Phys(isel::mir::PhysReg::Special { reg: Special::Exec | Special::ExecLo, .. }))
        })
    })
}

/// Describes what an operand holds, for messages.
fn describe(f: &Function, op: &Operand) -> String {
    match op {
        Operand::Reg(r) => {
            let sub = r.subreg.map(|s| format!(".{s}")).unwrap_or_default();
            match r.reg {
                Reg::Virt(v) => format!("%{}{sub} ({})", v.0, f.vreg(v).constraint),
                Reg::Phys(p) => format!("${p}{sub}"),
                Reg::NoReg => "$noreg".to_string(),
            }
        }
        Operand::Imm(_) | Operand::CImm { .. } | Operand::FpImm { .. } => "an immediate".to_string(),
        Operand::Block(_) => "a block".to_string(),
        _ => "a symbolic operand".to_string(),
    }
}

/// Why `op` does not fit an operand of `kind`, as (expected, found); `None` if it fits.
fn misfit(f: &Function, st: &Subtarget, kind: OperandKind, op: &Operand) -> Option<(String, String)> {
    let found = || describe(f, op);
    match kind {
        OperandKind::Any => None,
        OperandKind::Imm(role) => match op {
            Operand::Imm(_) | Operand::CImm { .. } | Operand::FpImm { .. } | Operand::Global(_) | Operand::Other(_) => None,
            _ => Some((format!("an immediate ({role})"), found())),
        },
        OperandKind::Block => (!matches!(op, Operand::Block(_))).then(|| ("a block".to_string(), found())),
        OperandKind::Reg(_) | OperandKind::Src { .. } | OperandKind::LaneMask => {
            let want = kind.class(st.wave_size)?;
            let expected = || match kind {
                OperandKind::LaneMask => format!("a lane mask ({})", want.name()),
                _ => format!("a {} register", want.name()),
            };
            let r = match op {
                Operand::Reg(r) => r,
                // A frame index stands for a register until frame lowering.
                Operand::Other(s) if s.as_str().starts_with("%stack.") || s.as_str().starts_with("%fixed-stack.") => return None,
                // Immediates in source operands are the constant-bus rules' business.
                _ if matches!(kind, OperandKind::Src { .. }) => return None,
                _ => return Some((expected(), found())),
            };
            if r.reg == Reg::NoReg || r.flags.contains(RegFlags::UNDEF) && r.reg.vreg().is_none() {
                return None;
            }
            // Generic registers are V031's; a register with no file is not judged here.
            if r.reg.vreg().is_some_and(|v| f.vreg(v).constraint.class().is_none()) {
                return None;
            }
            let file = file_of(f, r)?;
            let family_ok = match want.family() {
                Family::Sgpr => file == Bank::Sgpr,
                Family::Vgpr => file == Bank::Vgpr,
                Family::Agpr => file == Bank::Agpr,
                Family::VgprOrSgpr => matches!(file, Bank::Sgpr | Bank::Vgpr),
                Family::VgprOrAgpr => matches!(file, Bank::Vgpr | Bank::Agpr),
                Family::Special => true,
            };
            let lane_mask = matches!(kind, OperandKind::LaneMask) || want.bits() == 1;
            let width_ok = match operand_width(f, r) {
                None => true,
                Some((bits, _)) if lane_mask => bits == st.wave_size || bits == 1,
                Some((bits, _)) => bits == want.bits(),
            };
            (!(family_ok && width_ok)).then(|| (expected(), found()))
        }
    }
}
