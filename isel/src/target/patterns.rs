//! Selection patterns, grouped by generic opcode: the base case first, then each special case
//! with a line saying why it is valid (see `isel_macros` for the syntax and the complexity
//! order).

patterns! {
    // ---- G_ADD -------------------------------------------------------------------------------
    /// A 32-bit VALU add; the carry-less form exists from GFX9.
    add_v32: (G_ADD:vgpr(s32) a:vgpr, b:vgpr) => (V_ADD_U32_e64 a, b, 0);
    /// Both inputs scalar: SALU add (it also writes SCC, which nobody reads).
    add_s32: (G_ADD:sgpr(s32) a:sgpr, b:sgpr) => (S_ADD_U32 a, b);
}

/// Is `opcode` with `types` (one per type index) and, for memory operations, a memory access of
/// `mem_bits`, accepted by some pattern on `cpu`? This is the legality table the legalizer and
/// the verifier read; it comes from the patterns only.
pub fn is_legal(opcode: crate::mir::GenericOpcode, types: &[crate::mir::Llt], mem_bits: Option<u64>, cpu: super::Cpu) -> bool {
    legal_entries(opcode, cpu).any(|e| e.types == types && (e.mem_bits.is_none() || e.mem_bits == mem_bits))
}

/// The legality entries for `opcode` on `cpu`.
pub fn legal_entries(opcode: crate::mir::GenericOpcode, cpu: super::Cpu) -> impl Iterator<Item = &'static super::pattern_rt::LegalEntry> {
    LEGALITY.iter().filter(move |e| e.opcode == opcode && e.cpus.contains(&cpu))
}

/// The bank combinations some pattern accepts for `opcode` with `types` on `cpu`: RegBankSelect
/// and the verifier read this table.
pub fn bank_entries(
    opcode: crate::mir::GenericOpcode,
    types: &'_ [crate::mir::Llt],
    cpu: super::Cpu,
) -> impl Iterator<Item = &'static super::pattern_rt::BankEntry> + '_ {
    BANKS.iter().filter(move |e| e.opcode == opcode && e.types == types && e.cpus.contains(&cpu))
}
