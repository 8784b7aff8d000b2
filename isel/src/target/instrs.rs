//! AMDGPU machine instructions: what the target description (`instructions!` in
//! `instr_table.rs`) says about each, and lookups by name and opcode.

use super::Cpu;
use super::regclass::RegClass;
use crate::mir::PhysReg;

pub use super::instr_table::{INSTRS, op};

/// An AMDGPU machine opcode, by index into [`INSTRS`] (which is sorted by name).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TargetOpcode(pub u16);

/// The encoding family of an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    Sop1,
    Sop2,
    Sopc,
    Sopk,
    Sopp,
    Vop1,
    Vop2,
    Vop3,
    Vop3p,
    Vopc,
    Smem,
    Flat,
    Global,
    Scratch,
    Ds,
    Mubuf,
    Exp,
    Vintrp,
    Pseudo,
}

bitflags::bitflags! {
    /// What kind of instruction it is and what it may do.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct InstrFlags: u32 {
        const SALU = 1 << 0;
        const VALU = 1 << 1;
        const SMEM = 1 << 2;
        const VMEM = 1 << 3;
        const FLAT = 1 << 4;
        const GLOBAL = 1 << 5;
        const SCRATCH = 1 << 6;
        const DS = 1 << 7;
        const EXP = 1 << 8;
        const BRANCH = 1 << 9;
        const TERMINATOR = 1 << 10;
        const BARRIER = 1 << 11;
        const RETURN = 1 << 12;
        const MAY_LOAD = 1 << 13;
        const MAY_STORE = 1 << 14;
        const SIDE_EFFECTS = 1 << 15;
        const PSEUDO = 1 << 16;
        const COMMUTABLE = 1 << 17;
        const CONVERGENT = 1 << 18;
        const VARIADIC = 1 << 19;
    }
}

/// A waitcnt counter (see DESIGN.md, "waitcnt").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Counter {
    Vmcnt,
    Expcnt,
    Lgkmcnt,
    Vscnt,
}

/// What an operand accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OperandKind {
    /// A register of this class.
    Reg(RegClass),
    /// A register of this class or an immediate: any literal if `literal`, else inline
    /// constants only.
    Src {
        class: RegClass,
        literal: bool,
    },
    /// A lane mask: `sreg_64_xexec` in wave64, `sreg_32_xm0_xexec` in wave32.
    LaneMask,
    /// An immediate with a role (`mods`, `clamp`, `omod`, `offset`, `cpol`, ...).
    Imm(&'static str),
    Block,
    /// Anything (operands the catalogue could not classify).
    Any,
}

impl OperandKind {
    /// The register class for a register in this operand on `wave_size`, if it takes registers.
    pub fn class(self, wave_size: u32) -> Option<RegClass> {
        match self {
            OperandKind::Reg(c) | OperandKind::Src { class: c, .. } => Some(c),
            OperandKind::LaneMask => Some(lane_mask_class(wave_size)),
            _ => None,
        }
    }
}

/// The class of a lane mask (a `vcc`-bank `s1` after selection).
pub fn lane_mask_class(wave_size: u32) -> RegClass {
    if wave_size == 32 { super::regclass::class::SREG_32_XM0_XEXEC } else { super::regclass::class::SREG_64_XEXEC }
}

/// One operand of an instruction declaration.
#[derive(Clone, Copy, Debug)]
pub struct OperandInfo {
    pub name: &'static str,
    pub kind: OperandKind,
}

/// What the target description says about one instruction.
#[derive(Debug)]
pub struct InstrDesc {
    /// LLVM's opcode name (`V_ADD_U32_e64`).
    pub name: &'static str,
    pub family: Family,
    /// The mnemonic on each subtarget that has the instruction.
    pub asm: &'static [(Cpu, &'static str)],
    /// Explicit defs, in LLVM's order.
    pub outs: &'static [OperandInfo],
    /// Explicit uses, in LLVM's order.
    pub ins: &'static [OperandInfo],
    pub implicit_uses: &'static [PhysReg],
    pub implicit_defs: &'static [PhysReg],
    pub flags: InstrFlags,
    /// The waitcnt counters it bumps on each subtarget, and by how much.
    pub counters: &'static [(Cpu, Counter, u8)],
    /// The subtargets that have it.
    pub cpus: &'static [Cpu],
    /// (use index, def index) pairs that must be the same register (`S_ADDK_I32`'s `src0 = sdst`).
    pub tied: &'static [(u8, u8)],
    pub doc: &'static str,
}

impl InstrDesc {
    pub fn is_barrier(&self) -> bool {
        self.flags.contains(InstrFlags::BARRIER)
    }
    pub fn is_terminator(&self) -> bool {
        self.flags.contains(InstrFlags::TERMINATOR)
    }
    pub fn is_valu(&self) -> bool {
        self.flags.contains(InstrFlags::VALU)
    }
    pub fn is_salu(&self) -> bool {
        self.flags.contains(InstrFlags::SALU)
    }
    /// The mnemonic on `cpu`, if the instruction exists there.
    pub fn mnemonic(&self, cpu: Cpu) -> Option<&'static str> {
        self.asm.iter().find(|(c, _)| *c == cpu).map(|(_, m)| *m)
    }
    /// The counters it bumps on `cpu`.
    pub fn counters_on(&self, cpu: Cpu) -> impl Iterator<Item = (Counter, u8)> + '_ {
        self.counters.iter().filter(move |(c, _, _)| *c == cpu).map(|&(_, k, n)| (k, n))
    }
    pub fn available_on(&self, cpu: Cpu) -> bool {
        self.cpus.contains(&cpu)
    }
}

impl TargetOpcode {
    /// Looks an opcode up by LLVM's name.
    pub fn from_name(name: &str) -> Option<TargetOpcode> {
        INSTRS.binary_search_by(|d| d.name.cmp(name)).ok().and_then(|i| u16::try_from(i).ok()).map(TargetOpcode)
    }

    pub fn desc(self) -> &'static InstrDesc {
        &INSTRS[usize::from(self.0)]
    }

    pub fn name(self) -> &'static str {
        self.desc().name
    }
}

/// Opcodes that end a block with no fall-through, for names the table does not hold.
pub fn is_barrier_name(name: &str) -> bool {
    matches!(name, "S_BRANCH" | "S_ENDPGM" | "SI_RETURN_TO_EPILOG" | "SI_RETURN" | "S_SETPC_B64_return" | "S_CODE_END")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_and_names_look_themselves_up() {
        assert!(INSTRS.windows(2).all(|w| w[0].name < w[1].name));
        for (i, d) in INSTRS.iter().enumerate() {
            assert_eq!(TargetOpcode::from_name(d.name), Some(TargetOpcode(i as u16)));
        }
    }

    #[test]
    fn opcode_constants_match_the_table() {
        assert_eq!(op::S_ADD_U32.name(), "S_ADD_U32");
        assert_eq!(op::V_ADD_U32_e64.desc().ins.len(), 3);
    }
}
