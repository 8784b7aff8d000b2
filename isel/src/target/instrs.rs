//! AMDGPU machine instructions (the target description). Placeholder table until the
//! `instructions!` macro generates it.

/// An AMDGPU machine opcode, by index into the instruction table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TargetOpcode(pub u16);

/// What the target description says about one instruction.
#[derive(Debug)]
pub struct InstrDesc {
    pub name: &'static str,
    pub barrier: bool,
}

impl InstrDesc {
    pub fn is_barrier(&self) -> bool {
        self.barrier
    }
}

static INSTRS: &[InstrDesc] = &[];

impl TargetOpcode {
    pub fn from_name(name: &str) -> Option<TargetOpcode> {
        INSTRS.iter().position(|d| d.name == name).map(|i| TargetOpcode(i as u16))
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
