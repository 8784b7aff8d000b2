//! What the rules ask about instructions and registers, in one place: which opcodes are PHIs,
//! terminators, barriers and returns, and which bank or register file a register operand is in.

use isel::mir::{Bank, Function, GenericOpcode, Inst, Llt, Opcode, PhysReg, Reg, RegConstraint, RegOperand, Special};
use isel::target::instrs::{InstrFlags, is_barrier_name};
use isel::target::regclass::{Family, RegClass};

pub fn is_phi(inst: &Inst) -> bool {
    matches!(inst.opcode, Opcode::Generic(GenericOpcode::PHI | GenericOpcode::G_PHI))
}

/// Instructions that carry no semantics for ordering rules (debug values, labels).
pub fn is_debug(inst: &Inst) -> bool {
    matches!(
        inst.opcode,
        Opcode::Generic(
            GenericOpcode::DBG_VALUE
                | GenericOpcode::DBG_VALUE_LIST
                | GenericOpcode::DBG_INSTR_REF
                | GenericOpcode::DBG_PHI
                | GenericOpcode::DBG_LABEL
                | GenericOpcode::CFI_INSTRUCTION
                | GenericOpcode::EH_LABEL
        )
    )
}

pub fn is_terminator(inst: &Inst) -> bool {
    match inst.opcode {
        Opcode::Generic(g) => g.is_terminator(),
        Opcode::Target(t) => t.desc().is_terminator(),
        Opcode::Unknown(name) => {
            let n = name.as_str();
            is_barrier_name(n) || n.starts_with("S_CBRANCH") || n.ends_with("_term")
        }
    }
}

/// Ends a block with no fall-through.
pub fn is_barrier(inst: &Inst) -> bool {
    match inst.opcode {
        Opcode::Generic(g) => matches!(g, GenericOpcode::G_BR | GenericOpcode::G_BRINDIRECT | GenericOpcode::G_BRJT),
        Opcode::Target(t) => t.desc().is_barrier(),
        Opcode::Unknown(name) => is_barrier_name(name.as_str()),
    }
}

pub fn is_return(inst: &Inst) -> bool {
    match inst.opcode {
        Opcode::Target(t) => t.desc().flags.contains(InstrFlags::RETURN),
        Opcode::Unknown(name) => {
            matches!(name.as_str(), "S_ENDPGM" | "SI_RETURN_TO_EPILOG" | "SI_RETURN" | "S_SETPC_B64_return")
        }
        Opcode::Generic(_) => false,
    }
}

/// Branches whose targets the operands do not list (jump tables, indirect branches).
pub fn is_indirect_branch(inst: &Inst) -> bool {
    matches!(inst.opcode, Opcode::Generic(GenericOpcode::G_BRINDIRECT | GenericOpcode::G_BRJT))
}

/// The register file a physical register belongs to, as a bank (`$vcc`, `$exec`, `$m0` are
/// scalar registers; `$scc` is none).
pub fn phys_bank(p: PhysReg) -> Option<Bank> {
    match p {
        PhysReg::Special { reg: Special::Scc | Special::SrcScc | Special::SrcVccz | Special::SrcExecz | Special::Mode, .. } => None,
        _ if p.is_vgpr() => Some(Bank::Vgpr),
        PhysReg::Gpr { file: isel::mir::RegFile::Agpr, .. } => Some(Bank::Agpr),
        _ if p.is_scalar() => Some(Bank::Sgpr),
        _ => None,
    }
}

/// What a register operand holds, as far as banks and register files go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegKind {
    /// A generic virtual register in a bank (possibly typed).
    Bank(Bank),
    /// A virtual register with a register class.
    Class(RegClass),
    /// A physical register.
    Phys(PhysReg),
    /// A virtual register with neither bank nor class.
    Unconstrained,
    NoReg,
}

pub fn reg_kind(f: &Function, r: &RegOperand) -> RegKind {
    match r.reg {
        Reg::Virt(v) => match f.vreg(v).constraint {
            RegConstraint::Bank(b) => RegKind::Bank(b),
            RegConstraint::Class(c) => RegKind::Class(c),
            RegConstraint::None => RegKind::Unconstrained,
        },
        Reg::Phys(p) => RegKind::Phys(p),
        Reg::NoReg => RegKind::NoReg,
    }
}

/// The register file (as a bank) of a register operand: its bank, its class's file, or the
/// physical register's file. Lane-mask classes are SGPRs.
pub fn file_of(f: &Function, r: &RegOperand) -> Option<Bank> {
    match reg_kind(f, r) {
        RegKind::Bank(b) => Some(b),
        RegKind::Class(c) => class_file(c),
        RegKind::Phys(p) => phys_bank(p),
        RegKind::Unconstrained | RegKind::NoReg => None,
    }
}

pub fn class_file(c: RegClass) -> Option<Bank> {
    match c.family() {
        Family::Sgpr => Some(Bank::Sgpr),
        Family::Vgpr => Some(Bank::Vgpr),
        Family::Agpr => Some(Bank::Agpr),
        Family::VgprOrAgpr | Family::VgprOrSgpr | Family::Special => None,
    }
}

/// The width in bits of what a register operand reads or writes, and its LLT if it is a typed
/// virtual register without a sub-register. `None` where the width is not known, and for
/// lane masks (`s1` values and 1-bit classes), whose width depends on the wave size.
pub fn operand_width(f: &Function, r: &RegOperand) -> Option<(u32, Option<Llt>)> {
    if let Some(sub) = r.subreg {
        return Some((sub.bit_range().1, None));
    }
    match r.reg {
        Reg::Virt(v) => {
            let info = f.vreg(v);
            if let Some(t) = info.ty {
                return (t.bits() > 1).then_some((t.bits(), Some(t)));
            }
            match info.constraint {
                RegConstraint::Class(c) if c.bits() > 1 => Some((c.bits(), None)),
                _ => None,
            }
        }
        Reg::Phys(p) => (p.bits() > 1).then_some((p.bits(), None)),
        Reg::NoReg => None,
    }
}
