//! The AMDGPU instruction declarations: the target description `instructions!` turns into the
//! instruction table, an opcode constant per instruction, and the `patterns!` macro.
//!
//! Read the header comment below for the entry syntax and where the facts come from; check edits
//! with `isel/scripts/check_instructions.py` (llc-14's verifier, MIR parser and llvm-mc).

isel_macros::instructions! {
// AMDGPU machine instructions as LLVM 14.0.6 defines them, for the `instructions!` macro.
//
// Facts come from llc-14 itself: operand counts, register classes, operand types, tied operands,
// implicit operands and flags were read from LLVM 14's MCInstrDesc tables (libLLVM-14); operand
// names follow LLVM 14's TableGen operand names; mnemonics and subtargets are what
// `llc-14 -start-after=branch-relaxation` prints for the opcode and `llvm-mc-14` accepts with the
// same encoding. Every entry is checked by the script kept in notes/check_instructions.py (machine
// verifier on positive and negative MIR, MIR parser on dropped implicit operands, asm printer).
//
// Entry syntax
//   /// one-line doc
//   NAME: FAMILY { asm, outs, ins, [tied], implicit_uses, implicit_defs, flags, counters, subtargets }
//
// Families: SOP1 SOP2 SOPC SOPK SOPP VOP1 VOP2 VOPC VOP3 VOP3P SMEM FLAT GLOBAL SCRATCH MUBUF DS EXP VINTRP
// PSEUDO. The family is LLVM's encoding flag: the _e64 forms of VOP1/VOP2/VOPC opcodes are VOP3
// (they are listed next to their _e32 form). V_READLANE_B32/V_WRITELANE_B32 carry LLVM's VOP2 flag
// although GFX9/GFX10 encode them as VOP3 (8 bytes).
//
// asm: the mnemonic without encoding suffix; `{ gfx900: "..", gfx1030: ".." }` where they differ.
//   The printer appends `_e32` to every VOP1/VOP2/VOPC `_e32` opcode, and `_e64` to an `_e64` opcode
//   whose `_e32` sibling exists on that subtarget (is in this file with that subtarget); an `_e64`
//   opcode that is VOP3-only on the subtarget (v_bcnt_u32_b32, v_mbcnt_*, v_ldexp_f32, v_bfm_b32;
//   on gfx1030 also v_add_co_u32, v_sub_co_u32, v_subrev_co_u32 and the 16-bit integer ops) prints
//   no suffix. PSEUDO entries have asm "" (they are expanded before emission).
//
// Operand kinds
//   CLASS              a register of that class (LLVM's register class name, lowercased)
//   src(CLASS, literal) a register of CLASS or any immediate (OPERAND_REG_IMM_*). A literal (a
//                      non-inline constant) is encodable in VOP1/VOP2/VOPC/SALU everywhere, in
//                      VOP3/VOP3P only on gfx1030; on gfx900 the constant bus (one scalar value per
//                      VALU instruction) also forbids it next to an SGPR operand or an implicit VCC read.
//   src(CLASS, inline) a register of CLASS or an inline constant only (OPERAND_REG_INLINE_C_*)
//   imm(KIND)          an immediate: mods (neg/abs/sext/op_sel bits of the next src), clamp, omod,
//                      op_sel, op_sel_hi, neg_lo, neg_hi, offset, cpol (cache policy bits: glc=1,
//                      slc=2, dlc=4), cpol_glc1 (cpol of a returning atomic: GLC must be set), gds,
//                      tfe, swz, tgt, en, vm, compr (exports), simm16, waitcnt, count, sendmsg,
//                      kimm (a mandatory 32-bit literal), bool, cond (a CmpInst predicate), f32
//                      (bit pattern of a float), i64, mask, global (a global address with a
//                      relocation flag), frame_index (%stack.N)
//   block              a basic block (%bb.N)
//   unknown            any register (LLVM's `unknown` operand class: WQM/WWM wrappers)
//   Lane masks: sreg_1 and sreg_1_xexec are LLVM's wave-size-independent boolean classes. A virtual
//   register for them is sreg_64_xexec on gfx900 (wave64) and sreg_32_xm0_xexec on gfx1030 (wave32),
//   which is what llc's instruction selector creates.
//   Where LLVM declares an AV_* class (VGPR or AGPR: memory data and results) or VRegOrLds_32 this
//   file gives the VGPR class (vgpr_32, vreg_64, ...): neither subtarget has AGPRs.
//
// tied: [use = def]  the use operand must be the same register as the def (two-address).
// implicit_uses / implicit_defs: in LLVM's order; MIR writes implicit-defs first, then uses. In wave32
//   llc rewrites $vcc to $vcc_lo after selection, but the MIR parser still wants `$vcc`.
// flags: salu valu smem vmem (MUBUF) flat global scratch ds exp branch terminator barrier return
//   may_load may_store side_effects pseudo commutable convergent variadic (from LLVM's MCInstrDesc).
// counters: what SIInsertWaitcnts (LLVM 14) counts for the opcode; `{ gfx900: [..], gfx1030: [..] }`
//   where they differ (GFX10 counts stores and no-return atomics in vscnt).
// subtargets: where llc-14 emits the opcode and llvm-mc-14 accepts it with the same encoding.

// ================================================================================================
// Scalar ALU, one source (SOP1)
// ================================================================================================

/// sdst = src0
S_MOV_B32: SOP1 {
    asm: "s_mov_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 (64-bit)
S_MOV_B64: SOP1 {
    asm: "s_mov_b64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// if SCC then sdst = src0 (else sdst unchanged)
S_CMOV_B32: SOP1 {
    asm: "s_cmov_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal)),
    implicit_uses: [scc],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// if SCC then sdst = src0 (64-bit; else unchanged)
S_CMOV_B64: SOP1 {
    asm: "s_cmov_b64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal)),
    implicit_uses: [scc],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = bit-reverse(src0)
S_BREV_B32: SOP1 {
    asm: "s_brev_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = bit-reverse(src0) (64-bit)
S_BREV_B64: SOP1 {
    asm: "s_brev_b64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = ~src0; SCC = (sdst != 0)
S_NOT_B32: SOP1 {
    asm: "s_not_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = ~src0; SCC = (sdst != 0) (64-bit)
S_NOT_B64: SOP1 {
    asm: "s_not_b64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = sign-extend src0[7:0]
S_SEXT_I32_I8: SOP1 {
    asm: "s_sext_i32_i8",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = sign-extend src0[15:0]
S_SEXT_I32_I16: SOP1 {
    asm: "s_sext_i32_i16",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = |src0| (signed); SCC = (sdst != 0)
S_ABS_I32: SOP1 {
    asm: "s_abs_i32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = popcount(src0); SCC = (sdst != 0)
S_BCNT1_I32_B32: SOP1 {
    asm: "s_bcnt1_i32_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = popcount(src0) of a 64-bit source; SCC = (sdst != 0)
S_BCNT1_I32_B64: SOP1 {
    asm: "s_bcnt1_i32_b64",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = number of zero bits in src0; SCC = (sdst != 0)
S_BCNT0_I32_B32: SOP1 {
    asm: "s_bcnt0_i32_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = number of zero bits in 64-bit src0; SCC = (sdst != 0)
S_BCNT0_I32_B64: SOP1 {
    asm: "s_bcnt0_i32_b64",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = index of the lowest set bit of src0 (cttz), -1 if src0 == 0
S_FF1_I32_B32: SOP1 {
    asm: "s_ff1_i32_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = index of the lowest set bit of 64-bit src0, -1 if src0 == 0
S_FF1_I32_B64: SOP1 {
    asm: "s_ff1_i32_b64",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = index of the lowest clear bit of src0, -1 if none
S_FF0_I32_B32: SOP1 {
    asm: "s_ff0_i32_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = index of the lowest clear bit of 64-bit src0, -1 if none
S_FF0_I32_B64: SOP1 {
    asm: "s_ff0_i32_b64",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = number of leading zeros of src0 (ctlz), -1 if src0 == 0
S_FLBIT_I32_B32: SOP1 {
    asm: "s_flbit_i32_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = number of leading zeros of 64-bit src0, -1 if src0 == 0
S_FLBIT_I32_B64: SOP1 {
    asm: "s_flbit_i32_b64",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = number of leading bits equal to the sign bit (minus one), -1 if src0 is 0 or -1
S_FLBIT_I32: SOP1 {
    asm: "s_flbit_i32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = leading sign-bit count of 64-bit src0, -1 if src0 is 0 or -1
S_FLBIT_I32_I64: SOP1 {
    asm: "s_flbit_i32_i64",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = EXEC; EXEC = src0 & EXEC; SCC = (EXEC != 0) (32-bit mask)
S_AND_SAVEEXEC_B32: SOP1 {
    asm: "s_and_saveexec_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [exec, scc],
    flags: [salu, side_effects],
    counters: [],
    subtargets: [gfx1030],
}

/// sdst = EXEC; EXEC = src0 & EXEC; SCC = (EXEC != 0) (64-bit mask)
S_AND_SAVEEXEC_B64: SOP1 {
    asm: "s_and_saveexec_b64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [exec, scc],
    flags: [salu, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = EXEC; EXEC = src0 | EXEC; SCC = (EXEC != 0) (32-bit mask)
S_OR_SAVEEXEC_B32: SOP1 {
    asm: "s_or_saveexec_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [exec, scc],
    flags: [salu, side_effects],
    counters: [],
    subtargets: [gfx1030],
}

/// sdst = EXEC; EXEC = src0 | EXEC; SCC = (EXEC != 0) (64-bit mask)
S_OR_SAVEEXEC_B64: SOP1 {
    asm: "s_or_saveexec_b64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [exec, scc],
    flags: [salu, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = EXEC; EXEC = src0 ^ EXEC; SCC = (EXEC != 0) (32-bit mask)
S_XOR_SAVEEXEC_B32: SOP1 {
    asm: "s_xor_saveexec_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [exec, scc],
    flags: [salu, side_effects],
    counters: [],
    subtargets: [gfx1030],
}

/// sdst = EXEC; EXEC = src0 ^ EXEC; SCC = (EXEC != 0) (64-bit mask)
S_XOR_SAVEEXEC_B64: SOP1 {
    asm: "s_xor_saveexec_b64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [exec, scc],
    flags: [salu, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = EXEC; EXEC = src0 & ~EXEC; SCC = (EXEC != 0) (32-bit mask)
S_ANDN2_SAVEEXEC_B32: SOP1 {
    asm: "s_andn2_saveexec_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [exec, scc],
    flags: [salu, side_effects],
    counters: [],
    subtargets: [gfx1030],
}

/// sdst = EXEC; EXEC = src0 & ~EXEC; SCC = (EXEC != 0) (64-bit mask)
S_ANDN2_SAVEEXEC_B64: SOP1 {
    asm: "s_andn2_saveexec_b64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [exec, scc],
    flags: [salu, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = byte address of the next instruction
S_GETPC_B64: SOP1 {
    asm: "s_getpc_b64",
    outs: (sdst: sreg_64),
    ins: (),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// jump to the byte address in src0 (indirect branch)
S_SETPC_B64: SOP1 {
    asm: "s_setpc_b64",
    outs: (),
    ins: (src0: sreg_64),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu, branch, terminator, barrier],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// return from a callable function: jump to the return address in src0 (s_setpc_b64)
S_SETPC_B64_return: SOP1 {
    asm: "s_setpc_b64",
    outs: (),
    ins: (src0: ccr_sgpr_64),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu, terminator, barrier, return],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = whole quad mode of src0 (each quad's 4 bits set if any is); SCC = (sdst != 0)
S_WQM_B32: SOP1 {
    asm: "s_wqm_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = whole quad mode of src0 (each quad's 4 bits set if any is); SCC = (sdst != 0) (64-bit)
S_WQM_B64: SOP1 {
    asm: "s_wqm_b64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

// ================================================================================================
// Scalar ALU, two sources (SOP2)
// ================================================================================================

/// sdst = src0 & src1; SCC = (sdst != 0)
S_AND_B32: SOP2 {
    asm: "s_and_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 & src1; SCC = (sdst != 0) (64-bit)
S_AND_B64: SOP2 {
    asm: "s_and_b64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 | src1; SCC = (sdst != 0)
S_OR_B32: SOP2 {
    asm: "s_or_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 | src1; SCC = (sdst != 0) (64-bit)
S_OR_B64: SOP2 {
    asm: "s_or_b64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 ^ src1; SCC = (sdst != 0)
S_XOR_B32: SOP2 {
    asm: "s_xor_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 ^ src1; SCC = (sdst != 0) (64-bit)
S_XOR_B64: SOP2 {
    asm: "s_xor_b64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 & ~src1; SCC = (sdst != 0)
S_ANDN2_B32: SOP2 {
    asm: "s_andn2_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 & ~src1; SCC = (sdst != 0) (64-bit)
S_ANDN2_B64: SOP2 {
    asm: "s_andn2_b64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 | ~src1; SCC = (sdst != 0)
S_ORN2_B32: SOP2 {
    asm: "s_orn2_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 | ~src1; SCC = (sdst != 0) (64-bit)
S_ORN2_B64: SOP2 {
    asm: "s_orn2_b64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = ~(src0 & src1); SCC = (sdst != 0)
S_NAND_B32: SOP2 {
    asm: "s_nand_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = ~(src0 & src1); SCC = (sdst != 0) (64-bit)
S_NAND_B64: SOP2 {
    asm: "s_nand_b64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = ~(src0 | src1); SCC = (sdst != 0)
S_NOR_B32: SOP2 {
    asm: "s_nor_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = ~(src0 | src1); SCC = (sdst != 0) (64-bit)
S_NOR_B64: SOP2 {
    asm: "s_nor_b64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = ~(src0 ^ src1); SCC = (sdst != 0)
S_XNOR_B32: SOP2 {
    asm: "s_xnor_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = ~(src0 ^ src1); SCC = (sdst != 0) (64-bit)
S_XNOR_B64: SOP2 {
    asm: "s_xnor_b64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 + src1; SCC = unsigned carry out
S_ADD_U32: SOP2 {
    asm: "s_add_u32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 + src1; SCC = signed overflow
S_ADD_I32: SOP2 {
    asm: "s_add_i32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 + src1 + SCC; SCC = unsigned carry out
S_ADDC_U32: SOP2 {
    asm: "s_addc_u32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [scc],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 - src1; SCC = unsigned borrow
S_SUB_U32: SOP2 {
    asm: "s_sub_u32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 - src1; SCC = signed overflow
S_SUB_I32: SOP2 {
    asm: "s_sub_i32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 - src1 - SCC; SCC = unsigned borrow
S_SUBB_U32: SOP2 {
    asm: "s_subb_u32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [scc],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = low 32 bits of src0 * src1
S_MUL_I32: SOP2 {
    asm: "s_mul_i32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = high 32 bits of the unsigned 64-bit product src0 * src1
S_MUL_HI_U32: SOP2 {
    asm: "s_mul_hi_u32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = high 32 bits of the signed 64-bit product src0 * src1
S_MUL_HI_I32: SOP2 {
    asm: "s_mul_hi_i32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 << src1[4:0]; SCC = (sdst != 0)
S_LSHL_B32: SOP2 {
    asm: "s_lshl_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 << src1[5:0] (64-bit); SCC = (sdst != 0)
S_LSHL_B64: SOP2 {
    asm: "s_lshl_b64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 >> src1[4:0] (logical); SCC = (sdst != 0)
S_LSHR_B32: SOP2 {
    asm: "s_lshr_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 >> src1[5:0] (64-bit logical); SCC = (sdst != 0)
S_LSHR_B64: SOP2 {
    asm: "s_lshr_b64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 >> src1[4:0] (arithmetic); SCC = (sdst != 0)
S_ASHR_I32: SOP2 {
    asm: "s_ashr_i32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 >> src1[5:0] (64-bit arithmetic); SCC = (sdst != 0)
S_ASHR_I64: SOP2 {
    asm: "s_ashr_i64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = (src0 << 1) + src1; SCC = unsigned carry out
S_LSHL1_ADD_U32: SOP2 {
    asm: "s_lshl1_add_u32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = (src0 << 2) + src1; SCC = unsigned carry out
S_LSHL2_ADD_U32: SOP2 {
    asm: "s_lshl2_add_u32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = (src0 << 3) + src1; SCC = unsigned carry out
S_LSHL3_ADD_U32: SOP2 {
    asm: "s_lshl3_add_u32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = (src0 << 4) + src1; SCC = unsigned carry out
S_LSHL4_ADD_U32: SOP2 {
    asm: "s_lshl4_add_u32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = signed min(src0, src1); SCC = (src0 < src1)
S_MIN_I32: SOP2 {
    asm: "s_min_i32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = unsigned min(src0, src1); SCC = (src0 < src1)
S_MIN_U32: SOP2 {
    asm: "s_min_u32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = signed max(src0, src1); SCC = (src0 > src1)
S_MAX_I32: SOP2 {
    asm: "s_max_i32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = unsigned max(src0, src1); SCC = (src0 > src1)
S_MAX_U32: SOP2 {
    asm: "s_max_u32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// signed bitfield extract of src0: offset src1[4:0], width src1[22:16]; SCC = (sdst != 0)
S_BFE_I32: SOP2 {
    asm: "s_bfe_i32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// unsigned bitfield extract of src0: offset src1[4:0], width src1[22:16]; SCC = (sdst != 0)
S_BFE_U32: SOP2 {
    asm: "s_bfe_u32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// signed 64-bit bitfield extract of src0: offset src1[5:0], width src1[22:16]; SCC = (sdst != 0)
S_BFE_I64: SOP2 {
    asm: "s_bfe_i64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// unsigned 64-bit bitfield extract of src0: offset src1[5:0], width src1[22:16]; SCC = (sdst != 0)
S_BFE_U64: SOP2 {
    asm: "s_bfe_u64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = ((1 << src0[4:0]) - 1) << src1[4:0] (bitfield mask)
S_BFM_B32: SOP2 {
    asm: "s_bfm_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = ((1 << src0[5:0]) - 1) << src1[5:0] (64-bit bitfield mask)
S_BFM_B64: SOP2 {
    asm: "s_bfm_b64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = SCC ? src0 : src1
S_CSELECT_B32: SOP2 {
    asm: "s_cselect_b32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [scc],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = SCC ? src0 : src1 (64-bit)
S_CSELECT_B64: SOP2 {
    asm: "s_cselect_b64",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_64, literal)),
    implicit_uses: [scc],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = |src0 - src1| (signed); SCC = (sdst != 0)
S_ABSDIFF_I32: SOP2 {
    asm: "s_absdiff_i32",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = { src1[15:0], src0[15:0] }
S_PACK_LL_B32_B16: SOP2 {
    asm: "s_pack_ll_b32_b16",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = { src1[31:16], src0[15:0] }
S_PACK_LH_B32_B16: SOP2 {
    asm: "s_pack_lh_b32_b16",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = { src1[31:16], src0[31:16] }
S_PACK_HH_B32_B16: SOP2 {
    asm: "s_pack_hh_b32_b16",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

// ================================================================================================
// Scalar compares (SOPC): write SCC
// ================================================================================================

/// SCC = (src0 == src1) (signed 32-bit)
S_CMP_EQ_I32: SOPC {
    asm: "s_cmp_eq_i32",
    outs: (),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (src0 != (ordered) src1) (signed 32-bit)
S_CMP_LG_I32: SOPC {
    asm: "s_cmp_lg_i32",
    outs: (),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (src0 > src1) (signed 32-bit)
S_CMP_GT_I32: SOPC {
    asm: "s_cmp_gt_i32",
    outs: (),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (src0 >= src1) (signed 32-bit)
S_CMP_GE_I32: SOPC {
    asm: "s_cmp_ge_i32",
    outs: (),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (src0 < src1) (signed 32-bit)
S_CMP_LT_I32: SOPC {
    asm: "s_cmp_lt_i32",
    outs: (),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (src0 <= src1) (signed 32-bit)
S_CMP_LE_I32: SOPC {
    asm: "s_cmp_le_i32",
    outs: (),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (src0 == src1) (unsigned 32-bit)
S_CMP_EQ_U32: SOPC {
    asm: "s_cmp_eq_u32",
    outs: (),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (src0 != (ordered) src1) (unsigned 32-bit)
S_CMP_LG_U32: SOPC {
    asm: "s_cmp_lg_u32",
    outs: (),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (src0 > src1) (unsigned 32-bit)
S_CMP_GT_U32: SOPC {
    asm: "s_cmp_gt_u32",
    outs: (),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (src0 >= src1) (unsigned 32-bit)
S_CMP_GE_U32: SOPC {
    asm: "s_cmp_ge_u32",
    outs: (),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (src0 < src1) (unsigned 32-bit)
S_CMP_LT_U32: SOPC {
    asm: "s_cmp_lt_u32",
    outs: (),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (src0 <= src1) (unsigned 32-bit)
S_CMP_LE_U32: SOPC {
    asm: "s_cmp_le_u32",
    outs: (),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (src0 == src1) (unsigned 64-bit)
S_CMP_EQ_U64: SOPC {
    asm: "s_cmp_eq_u64",
    outs: (),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (src0 != (ordered) src1) (unsigned 64-bit)
S_CMP_LG_U64: SOPC {
    asm: "s_cmp_lg_u64",
    outs: (),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (src0[src1[4:0]] == 0)
S_BITCMP0_B32: SOPC {
    asm: "s_bitcmp0_b32",
    outs: (),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (src0[src1[4:0]] == 1)
S_BITCMP1_B32: SOPC {
    asm: "s_bitcmp1_b32",
    outs: (),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

// ================================================================================================
// Scalar ALU with a 16-bit immediate (SOPK)
// ================================================================================================

/// sdst = sign-extended simm16
S_MOVK_I32: SOPK {
    asm: "s_movk_i32",
    outs: (sdst: sreg_32),
    ins: (simm16: imm(simm16)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = sdst + sext(simm16) (src0 is tied to sdst); SCC = signed overflow
S_ADDK_I32: SOPK {
    asm: "s_addk_i32",
    outs: (sdst: sreg_32),
    ins: (src0: sreg_32, simm16: imm(simm16)),
    tied: [src0 = sdst],
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = sdst * sext(simm16) (src0 is tied to sdst)
S_MULK_I32: SOPK {
    asm: "s_mulk_i32",
    outs: (sdst: sreg_32),
    ins: (src0: sreg_32, simm16: imm(simm16)),
    tied: [src0 = sdst],
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (sdst == sext(simm16)) (signed)
S_CMPK_EQ_I32: SOPK {
    asm: "s_cmpk_eq_i32",
    outs: (),
    ins: (sdst: sreg_32, simm16: imm(simm16)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (sdst != (ordered) sext(simm16)) (signed)
S_CMPK_LG_I32: SOPK {
    asm: "s_cmpk_lg_i32",
    outs: (),
    ins: (sdst: sreg_32, simm16: imm(simm16)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (sdst > sext(simm16)) (signed)
S_CMPK_GT_I32: SOPK {
    asm: "s_cmpk_gt_i32",
    outs: (),
    ins: (sdst: sreg_32, simm16: imm(simm16)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (sdst >= sext(simm16)) (signed)
S_CMPK_GE_I32: SOPK {
    asm: "s_cmpk_ge_i32",
    outs: (),
    ins: (sdst: sreg_32, simm16: imm(simm16)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (sdst < sext(simm16)) (signed)
S_CMPK_LT_I32: SOPK {
    asm: "s_cmpk_lt_i32",
    outs: (),
    ins: (sdst: sreg_32, simm16: imm(simm16)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (sdst <= sext(simm16)) (signed)
S_CMPK_LE_I32: SOPK {
    asm: "s_cmpk_le_i32",
    outs: (),
    ins: (sdst: sreg_32, simm16: imm(simm16)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (sdst == zext(simm16)) (unsigned)
S_CMPK_EQ_U32: SOPK {
    asm: "s_cmpk_eq_u32",
    outs: (),
    ins: (sdst: sreg_32, simm16: imm(simm16)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (sdst != (ordered) zext(simm16)) (unsigned)
S_CMPK_LG_U32: SOPK {
    asm: "s_cmpk_lg_u32",
    outs: (),
    ins: (sdst: sreg_32, simm16: imm(simm16)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (sdst > zext(simm16)) (unsigned)
S_CMPK_GT_U32: SOPK {
    asm: "s_cmpk_gt_u32",
    outs: (),
    ins: (sdst: sreg_32, simm16: imm(simm16)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (sdst >= zext(simm16)) (unsigned)
S_CMPK_GE_U32: SOPK {
    asm: "s_cmpk_ge_u32",
    outs: (),
    ins: (sdst: sreg_32, simm16: imm(simm16)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (sdst < zext(simm16)) (unsigned)
S_CMPK_LT_U32: SOPK {
    asm: "s_cmpk_lt_u32",
    outs: (),
    ins: (sdst: sreg_32, simm16: imm(simm16)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// SCC = (sdst <= zext(simm16)) (unsigned)
S_CMPK_LE_U32: SOPK {
    asm: "s_cmpk_le_u32",
    outs: (),
    ins: (sdst: sreg_32, simm16: imm(simm16)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// wait until vscnt (outstanding vector stores) <= sdst + simm16 (GFX10+)
S_WAITCNT_VSCNT: SOPK {
    asm: "s_waitcnt_vscnt",
    outs: (),
    ins: (sdst: sreg_32, simm16: imm(count)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu, may_load, may_store, side_effects],
    counters: [],
    subtargets: [gfx1030],
}

/// wait until vmcnt <= sdst + simm16 (GFX10+ SOPK form)
S_WAITCNT_VMCNT: SOPK {
    asm: "s_waitcnt_vmcnt",
    outs: (),
    ins: (sdst: sreg_32, simm16: imm(count)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu, may_load, may_store, side_effects],
    counters: [],
    subtargets: [gfx1030],
}

/// wait until expcnt <= sdst + simm16 (GFX10+ SOPK form)
S_WAITCNT_EXPCNT: SOPK {
    asm: "s_waitcnt_expcnt",
    outs: (),
    ins: (sdst: sreg_32, simm16: imm(count)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu, may_load, may_store, side_effects],
    counters: [],
    subtargets: [gfx1030],
}

/// wait until lgkmcnt <= sdst + simm16 (GFX10+ SOPK form)
S_WAITCNT_LGKMCNT: SOPK {
    asm: "s_waitcnt_lgkmcnt",
    outs: (),
    ins: (sdst: sreg_32, simm16: imm(count)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu, may_load, may_store, side_effects],
    counters: [],
    subtargets: [gfx1030],
}

// ================================================================================================
// Scalar program control (SOPP)
// ================================================================================================

/// unconditional jump to the target block
S_BRANCH: SOPP {
    asm: "s_branch",
    outs: (),
    ins: (simm16: block),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu, branch, terminator, barrier],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// branch to the target block if SCC == 0
S_CBRANCH_SCC0: SOPP {
    asm: "s_cbranch_scc0",
    outs: (),
    ins: (simm16: block),
    implicit_uses: [scc],
    implicit_defs: [],
    flags: [salu, branch, terminator],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// branch to the target block if SCC == 1
S_CBRANCH_SCC1: SOPP {
    asm: "s_cbranch_scc1",
    outs: (),
    ins: (simm16: block),
    implicit_uses: [scc],
    implicit_defs: [],
    flags: [salu, branch, terminator],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// branch to the target block if VCC == 0 (no lane set)
S_CBRANCH_VCCZ: SOPP {
    asm: "s_cbranch_vccz",
    outs: (),
    ins: (simm16: block),
    implicit_uses: [vcc],
    implicit_defs: [],
    flags: [salu, branch, terminator],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// branch to the target block if VCC != 0
S_CBRANCH_VCCNZ: SOPP {
    asm: "s_cbranch_vccnz",
    outs: (),
    ins: (simm16: block),
    implicit_uses: [vcc],
    implicit_defs: [],
    flags: [salu, branch, terminator],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// branch to the target block if EXEC == 0 (no active lane)
S_CBRANCH_EXECZ: SOPP {
    asm: "s_cbranch_execz",
    outs: (),
    ins: (simm16: block),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [salu, branch, terminator],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// branch to the target block if EXEC != 0
S_CBRANCH_EXECNZ: SOPP {
    asm: "s_cbranch_execnz",
    outs: (),
    ins: (simm16: block),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [salu, branch, terminator],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// end the program
S_ENDPGM: SOPP {
    asm: "s_endpgm",
    outs: (),
    ins: (simm16: imm(simm16)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu, terminator, barrier, return, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// wait until vmcnt, expcnt and lgkmcnt are at most the values encoded in simm16
S_WAITCNT: SOPP {
    asm: "s_waitcnt",
    outs: (),
    ins: (simm16: imm(waitcnt)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// insert simm16 + 1 wait states
S_NOP: SOPP {
    asm: "s_nop",
    outs: (),
    ins: (simm16: imm(count)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// the next simm16 + 1 memory instructions form a clause (a scheduling hint, no effect on results)
S_CLAUSE: SOPP {
    asm: "s_clause",
    outs: (),
    ins: (simm16: imm(count)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx1030],
}

/// instruction prefetch mode hint (no effect on results)
S_INST_PREFETCH: SOPP {
    asm: "s_inst_prefetch",
    outs: (),
    ins: (simm16: imm(count)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu],
    counters: [],
    subtargets: [gfx1030],
}

/// workgroup barrier: wait until every wave of the workgroup reaches it
S_BARRIER: SOPP {
    asm: "s_barrier",
    outs: (),
    ins: (),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu, side_effects, convergent],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// send the message encoded in simm16 to the hardware (M0 may carry data)
S_SENDMSG: SOPP {
    asm: "s_sendmsg",
    outs: (),
    ins: (simm16: imm(sendmsg)),
    implicit_uses: [exec, m0],
    implicit_defs: [],
    flags: [salu, side_effects],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// set the wave priority to simm16[1:0]
S_SETPRIO: SOPP {
    asm: "s_setprio",
    outs: (),
    ins: (simm16: imm(count)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sleep for about 64 * simm16 clocks
S_SLEEP: SOPP {
    asm: "s_sleep",
    outs: (),
    ins: (simm16: imm(count)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [salu, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

// ================================================================================================
// Vector ALU, one source (VOP1, and their VOP3 _e64 forms)
// ================================================================================================

/// vdst = src0
V_MOV_B32_e32: VOP1 {
    asm: "v_mov_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0
V_MOV_B32_e64: VOP3 {
    asm: "v_mov_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = ~src0
V_NOT_B32_e32: VOP1 {
    asm: "v_not_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = ~src0
V_NOT_B32_e64: VOP3 {
    asm: "v_not_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = bit-reverse(src0)
V_BFREV_B32_e32: VOP1 {
    asm: "v_bfrev_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = bit-reverse(src0)
V_BFREV_B32_e64: VOP3 {
    asm: "v_bfrev_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst (an SGPR) = src0 of the first active lane (lane 0 if EXEC == 0)
V_READFIRSTLANE_B32: VOP1 {
    asm: "v_readfirstlane_b32",
    outs: (vdst: sreg_32),
    ins: (src0: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, convergent],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 1 / src0 (approximate, 1 ulp)
V_RCP_F32_e32: VOP1 {
    asm: "v_rcp_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 1 / src0 (approximate, 1 ulp)
V_RCP_F32_e64: VOP3 {
    asm: "v_rcp_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 1 / src0, raising IEEE flags (used for integer division)
V_RCP_IFLAG_F32_e32: VOP1 {
    asm: "v_rcp_iflag_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 1 / src0, raising IEEE flags (used for integer division)
V_RCP_IFLAG_F32_e64: VOP3 {
    asm: "v_rcp_iflag_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 1 / sqrt(src0) (approximate)
V_RSQ_F32_e32: VOP1 {
    asm: "v_rsq_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 1 / sqrt(src0) (approximate)
V_RSQ_F32_e64: VOP3 {
    asm: "v_rsq_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = sqrt(src0)
V_SQRT_F32_e32: VOP1 {
    asm: "v_sqrt_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = sqrt(src0)
V_SQRT_F32_e64: VOP3 {
    asm: "v_sqrt_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 1 / src0 (f64, approximate)
V_RCP_F64_e32: VOP1 {
    asm: "v_rcp_f64",
    outs: (vdst: vreg_64),
    ins: (src0: src(vs_64, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 1 / src0 (f64, approximate)
V_RCP_F64_e64: VOP3 {
    asm: "v_rcp_f64",
    outs: (vdst: vreg_64),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 1 / sqrt(src0) (f64, approximate)
V_RSQ_F64_e32: VOP1 {
    asm: "v_rsq_f64",
    outs: (vdst: vreg_64),
    ins: (src0: src(vs_64, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 1 / sqrt(src0) (f64, approximate)
V_RSQ_F64_e64: VOP3 {
    asm: "v_rsq_f64",
    outs: (vdst: vreg_64),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = sqrt(src0) (f64)
V_SQRT_F64_e32: VOP1 {
    asm: "v_sqrt_f64",
    outs: (vdst: vreg_64),
    ins: (src0: src(vs_64, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = sqrt(src0) (f64)
V_SQRT_F64_e64: VOP3 {
    asm: "v_sqrt_f64",
    outs: (vdst: vreg_64),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 2 ^ src0
V_EXP_F32_e32: VOP1 {
    asm: "v_exp_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 2 ^ src0
V_EXP_F32_e64: VOP3 {
    asm: "v_exp_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = log2(src0)
V_LOG_F32_e32: VOP1 {
    asm: "v_log_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = log2(src0)
V_LOG_F32_e64: VOP3 {
    asm: "v_log_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = sin(src0 * 2 * pi)
V_SIN_F32_e32: VOP1 {
    asm: "v_sin_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = sin(src0 * 2 * pi)
V_SIN_F32_e64: VOP3 {
    asm: "v_sin_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = cos(src0 * 2 * pi)
V_COS_F32_e32: VOP1 {
    asm: "v_cos_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = cos(src0 * 2 * pi)
V_COS_F32_e64: VOP3 {
    asm: "v_cos_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = floor(src0) (f32)
V_FLOOR_F32_e32: VOP1 {
    asm: "v_floor_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = floor(src0) (f32)
V_FLOOR_F32_e64: VOP3 {
    asm: "v_floor_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = ceil(src0) (f32)
V_CEIL_F32_e32: VOP1 {
    asm: "v_ceil_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = ceil(src0) (f32)
V_CEIL_F32_e64: VOP3 {
    asm: "v_ceil_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = trunc(src0) (f32)
V_TRUNC_F32_e32: VOP1 {
    asm: "v_trunc_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = trunc(src0) (f32)
V_TRUNC_F32_e64: VOP3 {
    asm: "v_trunc_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = round to nearest even(src0) (f32)
V_RNDNE_F32_e32: VOP1 {
    asm: "v_rndne_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = round to nearest even(src0) (f32)
V_RNDNE_F32_e64: VOP3 {
    asm: "v_rndne_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 - floor(src0) (f32)
V_FRACT_F32_e32: VOP1 {
    asm: "v_fract_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 - floor(src0) (f32)
V_FRACT_F32_e64: VOP3 {
    asm: "v_fract_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = floor(src0) (f64)
V_FLOOR_F64_e32: VOP1 {
    asm: "v_floor_f64",
    outs: (vdst: vreg_64),
    ins: (src0: src(vs_64, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = floor(src0) (f64)
V_FLOOR_F64_e64: VOP3 {
    asm: "v_floor_f64",
    outs: (vdst: vreg_64),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = ceil(src0) (f64)
V_CEIL_F64_e32: VOP1 {
    asm: "v_ceil_f64",
    outs: (vdst: vreg_64),
    ins: (src0: src(vs_64, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = ceil(src0) (f64)
V_CEIL_F64_e64: VOP3 {
    asm: "v_ceil_f64",
    outs: (vdst: vreg_64),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = trunc(src0) (f64)
V_TRUNC_F64_e32: VOP1 {
    asm: "v_trunc_f64",
    outs: (vdst: vreg_64),
    ins: (src0: src(vs_64, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = trunc(src0) (f64)
V_TRUNC_F64_e64: VOP3 {
    asm: "v_trunc_f64",
    outs: (vdst: vreg_64),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = round to nearest even(src0) (f64)
V_RNDNE_F64_e32: VOP1 {
    asm: "v_rndne_f64",
    outs: (vdst: vreg_64),
    ins: (src0: src(vs_64, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = round to nearest even(src0) (f64)
V_RNDNE_F64_e64: VOP3 {
    asm: "v_rndne_f64",
    outs: (vdst: vreg_64),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 - floor(src0) (f64)
V_FRACT_F64_e32: VOP1 {
    asm: "v_fract_f64",
    outs: (vdst: vreg_64),
    ins: (src0: src(vs_64, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 - floor(src0) (f64)
V_FRACT_F64_e64: VOP3 {
    asm: "v_fract_f64",
    outs: (vdst: vreg_64),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 1 / src0 (f16)
V_RCP_F16_e32: VOP1 {
    asm: "v_rcp_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 1 / src0 (f16)
V_RCP_F16_e64: VOP3 {
    asm: "v_rcp_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = sqrt(src0) (f16)
V_SQRT_F16_e32: VOP1 {
    asm: "v_sqrt_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = sqrt(src0) (f16)
V_SQRT_F16_e64: VOP3 {
    asm: "v_sqrt_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 1 / sqrt(src0) (f16)
V_RSQ_F16_e32: VOP1 {
    asm: "v_rsq_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 1 / sqrt(src0) (f16)
V_RSQ_F16_e64: VOP3 {
    asm: "v_rsq_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = floor(src0) (f16)
V_FLOOR_F16_e32: VOP1 {
    asm: "v_floor_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = floor(src0) (f16)
V_FLOOR_F16_e64: VOP3 {
    asm: "v_floor_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = ceil(src0) (f16)
V_CEIL_F16_e32: VOP1 {
    asm: "v_ceil_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = ceil(src0) (f16)
V_CEIL_F16_e64: VOP3 {
    asm: "v_ceil_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = trunc(src0) (f16)
V_TRUNC_F16_e32: VOP1 {
    asm: "v_trunc_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = trunc(src0) (f16)
V_TRUNC_F16_e64: VOP3 {
    asm: "v_trunc_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = round to nearest even(src0) (f16)
V_RNDNE_F16_e32: VOP1 {
    asm: "v_rndne_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = round to nearest even(src0) (f16)
V_RNDNE_F16_e64: VOP3 {
    asm: "v_rndne_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 - floor(src0) (f16)
V_FRACT_F16_e32: VOP1 {
    asm: "v_fract_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 - floor(src0) (f16)
V_FRACT_F16_e64: VOP3 {
    asm: "v_fract_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 2 ^ src0 (f16)
V_EXP_F16_e32: VOP1 {
    asm: "v_exp_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 2 ^ src0 (f16)
V_EXP_F16_e64: VOP3 {
    asm: "v_exp_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = log2(src0) (f16)
V_LOG_F16_e32: VOP1 {
    asm: "v_log_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = log2(src0) (f16)
V_LOG_F16_e64: VOP3 {
    asm: "v_log_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f32) src0, converted from signed i32
V_CVT_F32_I32_e32: VOP1 {
    asm: "v_cvt_f32_i32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f32) src0, converted from signed i32
V_CVT_F32_I32_e64: VOP3 {
    asm: "v_cvt_f32_i32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f32) src0, converted from unsigned i32
V_CVT_F32_U32_e32: VOP1 {
    asm: "v_cvt_f32_u32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f32) src0, converted from unsigned i32
V_CVT_F32_U32_e64: VOP3 {
    asm: "v_cvt_f32_u32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (signed i32) src0, converted from f32
V_CVT_I32_F32_e32: VOP1 {
    asm: "v_cvt_i32_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (signed i32) src0, converted from f32
V_CVT_I32_F32_e64: VOP3 {
    asm: "v_cvt_i32_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (unsigned i32) src0, converted from f32
V_CVT_U32_F32_e32: VOP1 {
    asm: "v_cvt_u32_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (unsigned i32) src0, converted from f32
V_CVT_U32_F32_e64: VOP3 {
    asm: "v_cvt_u32_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f64) src0, converted from f32
V_CVT_F64_F32_e32: VOP1 {
    asm: "v_cvt_f64_f32",
    outs: (vdst: vreg_64),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f64) src0, converted from f32
V_CVT_F64_F32_e64: VOP3 {
    asm: "v_cvt_f64_f32",
    outs: (vdst: vreg_64),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f32) src0, converted from f64
V_CVT_F32_F64_e32: VOP1 {
    asm: "v_cvt_f32_f64",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_64, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f32) src0, converted from f64
V_CVT_F32_F64_e64: VOP3 {
    asm: "v_cvt_f32_f64",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f16) src0, converted from f32
V_CVT_F16_F32_e32: VOP1 {
    asm: "v_cvt_f16_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f16) src0, converted from f32
V_CVT_F16_F32_e64: VOP3 {
    asm: "v_cvt_f16_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f32) src0, converted from f16
V_CVT_F32_F16_e32: VOP1 {
    asm: "v_cvt_f32_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f32) src0, converted from f16
V_CVT_F32_F16_e64: VOP3 {
    asm: "v_cvt_f32_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f64) src0, converted from signed i32
V_CVT_F64_I32_e32: VOP1 {
    asm: "v_cvt_f64_i32",
    outs: (vdst: vreg_64),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f64) src0, converted from signed i32
V_CVT_F64_I32_e64: VOP3 {
    asm: "v_cvt_f64_i32",
    outs: (vdst: vreg_64),
    ins: (src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f64) src0, converted from unsigned i32
V_CVT_F64_U32_e32: VOP1 {
    asm: "v_cvt_f64_u32",
    outs: (vdst: vreg_64),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f64) src0, converted from unsigned i32
V_CVT_F64_U32_e64: VOP3 {
    asm: "v_cvt_f64_u32",
    outs: (vdst: vreg_64),
    ins: (src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (signed i32) src0, converted from f64
V_CVT_I32_F64_e32: VOP1 {
    asm: "v_cvt_i32_f64",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_64, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (signed i32) src0, converted from f64
V_CVT_I32_F64_e64: VOP3 {
    asm: "v_cvt_i32_f64",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (unsigned i32) src0, converted from f64
V_CVT_U32_F64_e32: VOP1 {
    asm: "v_cvt_u32_f64",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_64, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (unsigned i32) src0, converted from f64
V_CVT_U32_F64_e64: VOP3 {
    asm: "v_cvt_u32_f64",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f32) src0[7:0]
V_CVT_F32_UBYTE0_e32: VOP1 {
    asm: "v_cvt_f32_ubyte0",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f32) src0[7:0]
V_CVT_F32_UBYTE0_e64: VOP3 {
    asm: "v_cvt_f32_ubyte0",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f32) src0[15:8]
V_CVT_F32_UBYTE1_e32: VOP1 {
    asm: "v_cvt_f32_ubyte1",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f32) src0[15:8]
V_CVT_F32_UBYTE1_e64: VOP3 {
    asm: "v_cvt_f32_ubyte1",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f32) src0[23:16]
V_CVT_F32_UBYTE2_e32: VOP1 {
    asm: "v_cvt_f32_ubyte2",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f32) src0[23:16]
V_CVT_F32_UBYTE2_e64: VOP3 {
    asm: "v_cvt_f32_ubyte2",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f32) src0[31:24]
V_CVT_F32_UBYTE3_e32: VOP1 {
    asm: "v_cvt_f32_ubyte3",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f32) src0[31:24]
V_CVT_F32_UBYTE3_e64: VOP3 {
    asm: "v_cvt_f32_ubyte3",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f16) src0, converted from unsigned i16
V_CVT_F16_U16_e32: VOP1 {
    asm: "v_cvt_f16_u16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f16) src0, converted from unsigned i16
V_CVT_F16_U16_e64: VOP3 {
    asm: "v_cvt_f16_u16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f16) src0, converted from signed i16
V_CVT_F16_I16_e32: VOP1 {
    asm: "v_cvt_f16_i16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (f16) src0, converted from signed i16
V_CVT_F16_I16_e64: VOP3 {
    asm: "v_cvt_f16_i16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (unsigned i16) src0, converted from f16
V_CVT_U16_F16_e32: VOP1 {
    asm: "v_cvt_u16_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (unsigned i16) src0, converted from f16
V_CVT_U16_F16_e64: VOP3 {
    asm: "v_cvt_u16_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (signed i16) src0, converted from f16
V_CVT_I16_F16_e32: VOP1 {
    asm: "v_cvt_i16_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (signed i16) src0, converted from f16
V_CVT_I16_F16_e64: VOP3 {
    asm: "v_cvt_i16_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = number of leading zeros of src0 (find first bit high), -1 if src0 == 0
V_FFBH_U32_e32: VOP1 {
    asm: "v_ffbh_u32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = number of leading zeros of src0 (find first bit high), -1 if src0 == 0
V_FFBH_U32_e64: VOP3 {
    asm: "v_ffbh_u32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = position of the first bit that differs from the sign bit, counted from the MSB; -1 if src0 is 0 or -1
V_FFBH_I32_e32: VOP1 {
    asm: "v_ffbh_i32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = position of the first bit that differs from the sign bit, counted from the MSB; -1 if src0 is 0 or -1
V_FFBH_I32_e64: VOP3 {
    asm: "v_ffbh_i32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = index of the lowest set bit of src0 (find first bit low), -1 if src0 == 0
V_FFBL_B32_e32: VOP1 {
    asm: "v_ffbl_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = index of the lowest set bit of src0 (find first bit low), -1 if src0 == 0
V_FFBL_B32_e64: VOP3 {
    asm: "v_ffbl_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

// ---- half-precision transcendentals and frexp (added for issue 23's coverage; operand lists as
// ---- llc-14 prints them in its selections) ------------------------------------------------------

/// vdst = sin(src0 * 2 pi) (f16)
V_SIN_F16_e32: VOP1 {
    asm: "v_sin_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = sin(src0 * 2 pi) (f16)
V_SIN_F16_e64: VOP3 {
    asm: "v_sin_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = cos(src0 * 2 pi) (f16)
V_COS_F16_e32: VOP1 {
    asm: "v_cos_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = cos(src0 * 2 pi) (f16)
V_COS_F16_e64: VOP3 {
    asm: "v_cos_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = the mantissa of src0 in [0.5, 1) with its sign (f16)
V_FREXP_MANT_F16_e32: VOP1 {
    asm: "v_frexp_mant_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = the mantissa of src0 in [0.5, 1) with its sign (f16)
V_FREXP_MANT_F16_e64: VOP3 {
    asm: "v_frexp_mant_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = the mantissa of src0 in [0.5, 1) with its sign (f32)
V_FREXP_MANT_F32_e32: VOP1 {
    asm: "v_frexp_mant_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = the mantissa of src0 in [0.5, 1) with its sign (f32)
V_FREXP_MANT_F32_e64: VOP3 {
    asm: "v_frexp_mant_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = the mantissa of src0 in [0.5, 1) with its sign (f64)
V_FREXP_MANT_F64_e32: VOP1 {
    asm: "v_frexp_mant_f64",
    outs: (vdst: vreg_64),
    ins: (src0: src(vs_64, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = the mantissa of src0 in [0.5, 1) with its sign (f64)
V_FREXP_MANT_F64_e64: VOP3 {
    asm: "v_frexp_mant_f64",
    outs: (vdst: vreg_64),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = the exponent e of src0 = m * 2^e, m in [0.5, 1) (f32)
V_FREXP_EXP_I32_F32_e32: VOP1 {
    asm: "v_frexp_exp_i32_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = the exponent e of src0 = m * 2^e, m in [0.5, 1) (f32)
V_FREXP_EXP_I32_F32_e64: VOP3 {
    asm: "v_frexp_exp_i32_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = the exponent e of src0 = m * 2^e, m in [0.5, 1) (f64)
V_FREXP_EXP_I32_F64_e32: VOP1 {
    asm: "v_frexp_exp_i32_f64",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_64, literal)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = the exponent e of src0 = m * 2^e, m in [0.5, 1) (f64)
V_FREXP_EXP_I32_F64_e64: VOP3 {
    asm: "v_frexp_exp_i32_f64",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

// ================================================================================================
// Vector ALU, two sources (VOP2, and their VOP3 _e64 forms)
// ================================================================================================

/// vdst = src0 + src1 (no carry out; clamp saturates)
V_ADD_U32_e32: VOP2 {
    asm: { gfx900: "v_add_u32", gfx1030: "v_add_nc_u32" },
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 + src1 (no carry out; clamp saturates)
V_ADD_U32_e64: VOP3 {
    asm: { gfx900: "v_add_u32", gfx1030: "v_add_nc_u32" },
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 - src1 (no carry out; clamp saturates)
V_SUB_U32_e32: VOP2 {
    asm: { gfx900: "v_sub_u32", gfx1030: "v_sub_nc_u32" },
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 - src1 (no carry out; clamp saturates)
V_SUB_U32_e64: VOP3 {
    asm: { gfx900: "v_sub_u32", gfx1030: "v_sub_nc_u32" },
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src1 - src0 (no carry out; clamp saturates)
V_SUBREV_U32_e32: VOP2 {
    asm: { gfx900: "v_subrev_u32", gfx1030: "v_subrev_nc_u32" },
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src1 - src0 (no carry out; clamp saturates)
V_SUBREV_U32_e64: VOP3 {
    asm: { gfx900: "v_subrev_u32", gfx1030: "v_subrev_nc_u32" },
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 + src1; per-lane carry out to the lane mask (VCC in e32, sdst in e64)
V_ADD_CO_U32_e32: VOP2 {
    asm: "v_add_co_u32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = src0 + src1; per-lane carry out to the lane mask (VCC in e32, sdst in e64)
V_ADD_CO_U32_e64: VOP3 {
    asm: "v_add_co_u32",
    outs: (vdst: vgpr_32, sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 - src1; per-lane borrow out to the lane mask (VCC in e32, sdst in e64)
V_SUB_CO_U32_e32: VOP2 {
    asm: "v_sub_co_u32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = src0 - src1; per-lane borrow out to the lane mask (VCC in e32, sdst in e64)
V_SUB_CO_U32_e64: VOP3 {
    asm: "v_sub_co_u32",
    outs: (vdst: vgpr_32, sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src1 - src0; per-lane borrow out to the lane mask (VCC in e32, sdst in e64)
V_SUBREV_CO_U32_e32: VOP2 {
    asm: "v_subrev_co_u32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = src1 - src0; per-lane borrow out to the lane mask (VCC in e32, sdst in e64)
V_SUBREV_CO_U32_e64: VOP3 {
    asm: "v_subrev_co_u32",
    outs: (vdst: vgpr_32, sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 + src1 + carry-in (VCC in e32, src2 in e64); carry out to VCC / sdst
V_ADDC_U32_e32: VOP2 {
    asm: { gfx900: "v_addc_co_u32", gfx1030: "v_add_co_ci_u32" },
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [vcc, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 + src1 + carry-in (VCC in e32, src2 in e64); carry out to VCC / sdst
V_ADDC_U32_e64: VOP3 {
    asm: { gfx900: "v_addc_co_u32", gfx1030: "v_add_co_ci_u32" },
    outs: (vdst: vgpr_32, sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: sreg_1_xexec, clamp: imm(clamp)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 - src1 - borrow-in (VCC in e32, src2 in e64); borrow out to VCC / sdst
V_SUBB_U32_e32: VOP2 {
    asm: { gfx900: "v_subb_co_u32", gfx1030: "v_sub_co_ci_u32" },
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [vcc, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 - src1 - borrow-in (VCC in e32, src2 in e64); borrow out to VCC / sdst
V_SUBB_U32_e64: VOP3 {
    asm: { gfx900: "v_subb_co_u32", gfx1030: "v_sub_co_ci_u32" },
    outs: (vdst: vgpr_32, sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: sreg_1_xexec, clamp: imm(clamp)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src1 - src0 - borrow-in (VCC in e32, src2 in e64); borrow out to VCC / sdst
V_SUBBREV_U32_e32: VOP2 {
    asm: { gfx900: "v_subbrev_co_u32", gfx1030: "v_subrev_co_ci_u32" },
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [vcc, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src1 - src0 - borrow-in (VCC in e32, src2 in e64); borrow out to VCC / sdst
V_SUBBREV_U32_e64: VOP3 {
    asm: { gfx900: "v_subbrev_co_u32", gfx1030: "v_subrev_co_ci_u32" },
    outs: (vdst: vgpr_32, sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: sreg_1_xexec, clamp: imm(clamp)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0[23:0] * src1[23:0] (unsigned, low 32 bits)
V_MUL_U32_U24_e32: VOP2 {
    asm: "v_mul_u32_u24",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0[23:0] * src1[23:0] (unsigned, low 32 bits)
V_MUL_U32_U24_e64: VOP3 {
    asm: "v_mul_u32_u24",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0[23:0] * src1[23:0] (signed 24-bit, low 32 bits)
V_MUL_I32_I24_e32: VOP2 {
    asm: "v_mul_i32_i24",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0[23:0] * src1[23:0] (signed 24-bit, low 32 bits)
V_MUL_I32_I24_e64: VOP3 {
    asm: "v_mul_i32_i24",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = high 16 bits of src0[23:0] * src1[23:0] (unsigned)
V_MUL_HI_U32_U24_e32: VOP2 {
    asm: "v_mul_hi_u32_u24",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = high 16 bits of src0[23:0] * src1[23:0] (unsigned)
V_MUL_HI_U32_U24_e64: VOP3 {
    asm: "v_mul_hi_u32_u24",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = high 16 bits of src0[23:0] * src1[23:0] (signed)
V_MUL_HI_I32_I24_e32: VOP2 {
    asm: "v_mul_hi_i32_i24",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = high 16 bits of src0[23:0] * src1[23:0] (signed)
V_MUL_HI_I32_I24_e64: VOP3 {
    asm: "v_mul_hi_i32_i24",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 & src1
V_AND_B32_e32: VOP2 {
    asm: "v_and_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 & src1
V_AND_B32_e64: VOP3 {
    asm: "v_and_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 | src1
V_OR_B32_e32: VOP2 {
    asm: "v_or_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 | src1
V_OR_B32_e64: VOP3 {
    asm: "v_or_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 ^ src1
V_XOR_B32_e32: VOP2 {
    asm: "v_xor_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 ^ src1
V_XOR_B32_e64: VOP3 {
    asm: "v_xor_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = ~(src0 ^ src1)
V_XNOR_B32_e32: VOP2 {
    asm: "v_xnor_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx1030],
}

/// vdst = ~(src0 ^ src1)
V_XNOR_B32_e64: VOP3 {
    asm: "v_xnor_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx1030],
}

/// vdst = src1 << src0[4:0] (shift amount first)
V_LSHLREV_B32_e32: VOP2 {
    asm: "v_lshlrev_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src1 << src0[4:0] (shift amount first)
V_LSHLREV_B32_e64: VOP3 {
    asm: "v_lshlrev_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src1 >> src0[4:0] (logical; shift amount first)
V_LSHRREV_B32_e32: VOP2 {
    asm: "v_lshrrev_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src1 >> src0[4:0] (logical; shift amount first)
V_LSHRREV_B32_e64: VOP3 {
    asm: "v_lshrrev_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src1 >> src0[4:0] (arithmetic; shift amount first)
V_ASHRREV_I32_e32: VOP2 {
    asm: "v_ashrrev_i32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src1 >> src0[4:0] (arithmetic; shift amount first)
V_ASHRREV_I32_e64: VOP3 {
    asm: "v_ashrrev_i32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = signed min(src0, src1)
V_MIN_I32_e32: VOP2 {
    asm: "v_min_i32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = signed min(src0, src1)
V_MIN_I32_e64: VOP3 {
    asm: "v_min_i32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = unsigned min(src0, src1)
V_MIN_U32_e32: VOP2 {
    asm: "v_min_u32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = unsigned min(src0, src1)
V_MIN_U32_e64: VOP3 {
    asm: "v_min_u32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = signed max(src0, src1)
V_MAX_I32_e32: VOP2 {
    asm: "v_max_i32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = signed max(src0, src1)
V_MAX_I32_e64: VOP3 {
    asm: "v_max_i32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = unsigned max(src0, src1)
V_MAX_U32_e32: VOP2 {
    asm: "v_max_u32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = unsigned max(src0, src1)
V_MAX_U32_e64: VOP3 {
    asm: "v_max_u32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = minnum(src0, src1)
V_MIN_F32_e32: VOP2 {
    asm: "v_min_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = minnum(src0, src1)
V_MIN_F32_e64: VOP3 {
    asm: "v_min_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = maxnum(src0, src1)
V_MAX_F32_e32: VOP2 {
    asm: "v_max_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = maxnum(src0, src1)
V_MAX_F32_e64: VOP3 {
    asm: "v_max_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = minnum(src0, src1) (f16)
V_MIN_F16_e32: VOP2 {
    asm: "v_min_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = minnum(src0, src1) (f16)
V_MIN_F16_e64: VOP3 {
    asm: "v_min_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = maxnum(src0, src1) (f16)
V_MAX_F16_e32: VOP2 {
    asm: "v_max_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = maxnum(src0, src1) (f16)
V_MAX_F16_e64: VOP3 {
    asm: "v_max_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = lane-mask bit ? src1 : src0 (mask is VCC in e32, src2 in e64)
V_CNDMASK_B32_e32: VOP2 {
    asm: "v_cndmask_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [vcc, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = lane-mask bit ? src1 : src0 (mask is VCC in e32, src2 in e64)
V_CNDMASK_B32_e64: VOP3 {
    asm: "v_cndmask_b32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2: sreg_1_xexec),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 + src1
V_ADD_F32_e32: VOP2 {
    asm: "v_add_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 + src1
V_ADD_F32_e64: VOP3 {
    asm: "v_add_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 - src1
V_SUB_F32_e32: VOP2 {
    asm: "v_sub_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 - src1
V_SUB_F32_e64: VOP3 {
    asm: "v_sub_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src1 - src0
V_SUBREV_F32_e32: VOP2 {
    asm: "v_subrev_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src1 - src0
V_SUBREV_F32_e64: VOP3 {
    asm: "v_subrev_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 * src1
V_MUL_F32_e32: VOP2 {
    asm: "v_mul_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 * src1
V_MUL_F32_e64: VOP3 {
    asm: "v_mul_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 * src1 with 0 * anything = 0 (legacy DX9 rule)
V_MUL_LEGACY_F32_e32: VOP2 {
    asm: "v_mul_legacy_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 * src1 with 0 * anything = 0 (legacy DX9 rule)
V_MUL_LEGACY_F32_e64: VOP3 {
    asm: "v_mul_legacy_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 + src1 (f16)
V_ADD_F16_e32: VOP2 {
    asm: "v_add_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 + src1 (f16)
V_ADD_F16_e64: VOP3 {
    asm: "v_add_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 - src1 (f16)
V_SUB_F16_e32: VOP2 {
    asm: "v_sub_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 - src1 (f16)
V_SUB_F16_e64: VOP3 {
    asm: "v_sub_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src1 - src0 (f16)
V_SUBREV_F16_e32: VOP2 {
    asm: "v_subrev_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src1 - src0 (f16)
V_SUBREV_F16_e64: VOP3 {
    asm: "v_subrev_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 * src1 (f16)
V_MUL_F16_e32: VOP2 {
    asm: "v_mul_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 * src1 (f16)
V_MUL_F16_e64: VOP3 {
    asm: "v_mul_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 * src1 + vdst (unfused; src2 is tied to vdst)
V_MAC_F32_e32: VOP2 {
    asm: "v_mac_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32, src2: vgpr_32),
    tied: [src2 = vdst],
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = src0 * src1 + vdst (unfused; src2 is tied to vdst)
V_MAC_F32_e64: VOP3 {
    asm: "v_mac_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: vgpr_32, clamp: imm(clamp), omod: imm(omod)),
    tied: [src2 = vdst],
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = src0 * src1 + vdst (f16, unfused; src2 is tied to vdst)
V_MAC_F16_e32: VOP2 {
    asm: "v_mac_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32, src2: vgpr_32),
    tied: [src2 = vdst],
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = src0 * src1 + vdst (f16, unfused; src2 is tied to vdst)
V_MAC_F16_e64: VOP3 {
    asm: "v_mac_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: vgpr_32, clamp: imm(clamp), omod: imm(omod)),
    tied: [src2 = vdst],
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = fma(src0, src1, vdst) (src2 is tied to vdst)
V_FMAC_F32_e32: VOP2 {
    asm: "v_fmac_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32, src2: vgpr_32),
    tied: [src2 = vdst],
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx1030],
}

/// vdst = fma(src0, src1, vdst) (src2 is tied to vdst)
V_FMAC_F32_e64: VOP3 {
    asm: "v_fmac_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: vgpr_32, clamp: imm(clamp), omod: imm(omod)),
    tied: [src2 = vdst],
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx1030],
}

/// vdst = fma(src0, src1, vdst) (f16; src2 is tied to vdst)
V_FMAC_F16_e32: VOP2 {
    asm: "v_fmac_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32, src2: vgpr_32),
    tied: [src2 = vdst],
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx1030],
}

/// vdst = fma(src0, src1, vdst) (f16; src2 is tied to vdst)
V_FMAC_F16_e64: VOP3 {
    asm: "v_fmac_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: vgpr_32, clamp: imm(clamp), omod: imm(omod)),
    tied: [src2 = vdst],
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx1030],
}

/// vdst = src0 * imm + src1 (unfused; imm is a 32-bit literal)
V_MADMK_F32: VOP2 {
    asm: "v_madmk_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), imm: imm(kimm), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = src0 * src1 + imm (unfused; imm is a 32-bit literal)
V_MADAK_F32: VOP2 {
    asm: "v_madak_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32, imm: imm(kimm)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = fma(src0, imm, src1) (imm is a 32-bit literal)
V_FMAMK_F32: VOP2 {
    asm: "v_fmamk_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), imm: imm(kimm), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx1030],
}

/// vdst = fma(src0, src1, imm) (imm is a 32-bit literal)
V_FMAAK_F32: VOP2 {
    asm: "v_fmaak_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32, imm: imm(kimm)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx1030],
}

/// vdst = src0 * 2 ^ src1 (f16; src1 is an i16)
V_LDEXP_F16_e32: VOP2 {
    asm: "v_ldexp_f16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 * 2 ^ src1 (f16; src1 is an i16)
V_LDEXP_F16_e64: VOP3 {
    asm: "v_ldexp_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0[15:0] + src1[15:0] (16-bit)
V_ADD_U16_e32: VOP2 {
    asm: "v_add_u16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = src0[15:0] + src1[15:0] (16-bit)
V_ADD_U16_e64: VOP3 {
    asm: { gfx900: "v_add_u16", gfx1030: "v_add_nc_u16" },
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0[15:0] - src1[15:0] (16-bit)
V_SUB_U16_e32: VOP2 {
    asm: "v_sub_u16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = src0[15:0] - src1[15:0] (16-bit)
V_SUB_U16_e64: VOP3 {
    asm: { gfx900: "v_sub_u16", gfx1030: "v_sub_nc_u16" },
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = low 16 bits of src0[15:0] * src1[15:0]
V_MUL_LO_U16_e32: VOP2 {
    asm: "v_mul_lo_u16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = low 16 bits of src0[15:0] * src1[15:0]
V_MUL_LO_U16_e64: VOP3 {
    asm: "v_mul_lo_u16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src1[15:0] << src0[3:0]
V_LSHLREV_B16_e32: VOP2 {
    asm: "v_lshlrev_b16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = src1[15:0] << src0[3:0]
V_LSHLREV_B16_e64: VOP3 {
    asm: "v_lshlrev_b16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src1[15:0] >> src0[3:0] (logical)
V_LSHRREV_B16_e32: VOP2 {
    asm: "v_lshrrev_b16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = src1[15:0] >> src0[3:0] (logical)
V_LSHRREV_B16_e64: VOP3 {
    asm: "v_lshrrev_b16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src1[15:0] >> src0[3:0] (arithmetic)
V_ASHRREV_I16_e32: VOP2 {
    asm: "v_ashrrev_i16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = src1[15:0] >> src0[3:0] (arithmetic)
V_ASHRREV_I16_e64: VOP3 {
    asm: "v_ashrrev_i16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = { f16(src1), f16(src0) } rounded toward zero
V_CVT_PKRTZ_F16_F32_e32: VOP2 {
    asm: "v_cvt_pkrtz_f16_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx1030],
}

/// vdst = { f16(src1), f16(src0) } rounded toward zero
V_CVT_PKRTZ_F16_F32_e64: VOP3 {
    asm: "v_cvt_pkrtz_f16_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst (an SGPR) = src0 in lane src1 (ignores EXEC)
V_READLANE_B32: VOP2 {
    asm: "v_readlane_b32",
    outs: (vdst: sreg_32),
    ins: (src0: vgpr_32, src1: src(sreg_32, inline)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [valu, convergent],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = vdst_in with lane src1 set to src0 (ignores EXEC; vdst_in is tied to vdst)
V_WRITELANE_B32: VOP2 {
    asm: "v_writelane_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(sreg_32, inline), src1: src(sreg_32, inline), vdst_in: vgpr_32),
    tied: [vdst_in = vdst],
    implicit_uses: [],
    implicit_defs: [],
    flags: [valu, convergent],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = unsigned min(src0[15:0], src1[15:0])
V_MIN_U16_e32: VOP2 {
    asm: "v_min_u16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = unsigned min(src0[15:0], src1[15:0])
V_MIN_U16_e64: VOP3 {
    asm: "v_min_u16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = unsigned max(src0[15:0], src1[15:0])
V_MAX_U16_e32: VOP2 {
    asm: "v_max_u16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = unsigned max(src0[15:0], src1[15:0])
V_MAX_U16_e64: VOP3 {
    asm: "v_max_u16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = signed min(src0[15:0], src1[15:0])
V_MIN_I16_e32: VOP2 {
    asm: "v_min_i16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = signed min(src0[15:0], src1[15:0])
V_MIN_I16_e64: VOP3 {
    asm: "v_min_i16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = signed max(src0[15:0], src1[15:0])
V_MAX_I16_e32: VOP2 {
    asm: "v_max_i16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = signed max(src0[15:0], src1[15:0])
V_MAX_I16_e64: VOP3 {
    asm: "v_max_i16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

// ================================================================================================
// Vector compares (VOPC _e32 write VCC; VOP3 _e64 write sdst)
// ================================================================================================

/// VCC = per-lane false (f32 compare)
V_CMP_F_F32_e32: VOPC {
    asm: "v_cmp_f_f32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane false (f32 compare)
V_CMP_F_F32_e64: VOP3 {
    asm: "v_cmp_f_f32",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane src0 < src1 (ordered) (f32 compare)
V_CMP_LT_F32_e32: VOPC {
    asm: "v_cmp_lt_f32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane src0 < src1 (ordered) (f32 compare)
V_CMP_LT_F32_e64: VOP3 {
    asm: "v_cmp_lt_f32",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane src0 == src1 (ordered) (f32 compare)
V_CMP_EQ_F32_e32: VOPC {
    asm: "v_cmp_eq_f32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane src0 == src1 (ordered) (f32 compare)
V_CMP_EQ_F32_e64: VOP3 {
    asm: "v_cmp_eq_f32",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane src0 <= src1 (ordered) (f32 compare)
V_CMP_LE_F32_e32: VOPC {
    asm: "v_cmp_le_f32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane src0 <= src1 (ordered) (f32 compare)
V_CMP_LE_F32_e64: VOP3 {
    asm: "v_cmp_le_f32",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane src0 > src1 (ordered) (f32 compare)
V_CMP_GT_F32_e32: VOPC {
    asm: "v_cmp_gt_f32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane src0 > src1 (ordered) (f32 compare)
V_CMP_GT_F32_e64: VOP3 {
    asm: "v_cmp_gt_f32",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane src0 != src1 (ordered, i.e. < or >) (f32 compare)
V_CMP_LG_F32_e32: VOPC {
    asm: "v_cmp_lg_f32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane src0 != src1 (ordered, i.e. < or >) (f32 compare)
V_CMP_LG_F32_e64: VOP3 {
    asm: "v_cmp_lg_f32",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane src0 >= src1 (ordered) (f32 compare)
V_CMP_GE_F32_e32: VOPC {
    asm: "v_cmp_ge_f32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane src0 >= src1 (ordered) (f32 compare)
V_CMP_GE_F32_e64: VOP3 {
    asm: "v_cmp_ge_f32",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane ordered (neither is NaN) (f32 compare)
V_CMP_O_F32_e32: VOPC {
    asm: "v_cmp_o_f32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane ordered (neither is NaN) (f32 compare)
V_CMP_O_F32_e64: VOP3 {
    asm: "v_cmp_o_f32",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane unordered (either is NaN) (f32 compare)
V_CMP_U_F32_e32: VOPC {
    asm: "v_cmp_u_f32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane unordered (either is NaN) (f32 compare)
V_CMP_U_F32_e64: VOP3 {
    asm: "v_cmp_u_f32",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane !(src0 >= src1) (f32 compare)
V_CMP_NGE_F32_e32: VOPC {
    asm: "v_cmp_nge_f32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane !(src0 >= src1) (f32 compare)
V_CMP_NGE_F32_e64: VOP3 {
    asm: "v_cmp_nge_f32",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane !(src0 <> src1) (unordered or equal) (f32 compare)
V_CMP_NLG_F32_e32: VOPC {
    asm: "v_cmp_nlg_f32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane !(src0 <> src1) (unordered or equal) (f32 compare)
V_CMP_NLG_F32_e64: VOP3 {
    asm: "v_cmp_nlg_f32",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane !(src0 > src1) (f32 compare)
V_CMP_NGT_F32_e32: VOPC {
    asm: "v_cmp_ngt_f32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane !(src0 > src1) (f32 compare)
V_CMP_NGT_F32_e64: VOP3 {
    asm: "v_cmp_ngt_f32",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane !(src0 <= src1) (f32 compare)
V_CMP_NLE_F32_e32: VOPC {
    asm: "v_cmp_nle_f32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane !(src0 <= src1) (f32 compare)
V_CMP_NLE_F32_e64: VOP3 {
    asm: "v_cmp_nle_f32",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane !(src0 == src1) (unordered or not equal) (f32 compare)
V_CMP_NEQ_F32_e32: VOPC {
    asm: "v_cmp_neq_f32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane !(src0 == src1) (unordered or not equal) (f32 compare)
V_CMP_NEQ_F32_e64: VOP3 {
    asm: "v_cmp_neq_f32",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane !(src0 < src1) (f32 compare)
V_CMP_NLT_F32_e32: VOPC {
    asm: "v_cmp_nlt_f32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane !(src0 < src1) (f32 compare)
V_CMP_NLT_F32_e64: VOP3 {
    asm: "v_cmp_nlt_f32",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane true (f32 compare)
V_CMP_TRU_F32_e32: VOPC {
    asm: "v_cmp_tru_f32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane true (f32 compare)
V_CMP_TRU_F32_e64: VOP3 {
    asm: "v_cmp_tru_f32",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane false (f64 compare)
V_CMP_F_F64_e32: VOPC {
    asm: "v_cmp_f_f64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane false (f64 compare)
V_CMP_F_F64_e64: VOP3 {
    asm: "v_cmp_f_f64",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane src0 < src1 (ordered) (f64 compare)
V_CMP_LT_F64_e32: VOPC {
    asm: "v_cmp_lt_f64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane src0 < src1 (ordered) (f64 compare)
V_CMP_LT_F64_e64: VOP3 {
    asm: "v_cmp_lt_f64",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane src0 == src1 (ordered) (f64 compare)
V_CMP_EQ_F64_e32: VOPC {
    asm: "v_cmp_eq_f64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane src0 == src1 (ordered) (f64 compare)
V_CMP_EQ_F64_e64: VOP3 {
    asm: "v_cmp_eq_f64",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane src0 <= src1 (ordered) (f64 compare)
V_CMP_LE_F64_e32: VOPC {
    asm: "v_cmp_le_f64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane src0 <= src1 (ordered) (f64 compare)
V_CMP_LE_F64_e64: VOP3 {
    asm: "v_cmp_le_f64",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane src0 > src1 (ordered) (f64 compare)
V_CMP_GT_F64_e32: VOPC {
    asm: "v_cmp_gt_f64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane src0 > src1 (ordered) (f64 compare)
V_CMP_GT_F64_e64: VOP3 {
    asm: "v_cmp_gt_f64",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane src0 != src1 (ordered, i.e. < or >) (f64 compare)
V_CMP_LG_F64_e32: VOPC {
    asm: "v_cmp_lg_f64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane src0 != src1 (ordered, i.e. < or >) (f64 compare)
V_CMP_LG_F64_e64: VOP3 {
    asm: "v_cmp_lg_f64",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane src0 >= src1 (ordered) (f64 compare)
V_CMP_GE_F64_e32: VOPC {
    asm: "v_cmp_ge_f64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane src0 >= src1 (ordered) (f64 compare)
V_CMP_GE_F64_e64: VOP3 {
    asm: "v_cmp_ge_f64",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane ordered (neither is NaN) (f64 compare)
V_CMP_O_F64_e32: VOPC {
    asm: "v_cmp_o_f64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane ordered (neither is NaN) (f64 compare)
V_CMP_O_F64_e64: VOP3 {
    asm: "v_cmp_o_f64",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane unordered (either is NaN) (f64 compare)
V_CMP_U_F64_e32: VOPC {
    asm: "v_cmp_u_f64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane unordered (either is NaN) (f64 compare)
V_CMP_U_F64_e64: VOP3 {
    asm: "v_cmp_u_f64",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane !(src0 >= src1) (f64 compare)
V_CMP_NGE_F64_e32: VOPC {
    asm: "v_cmp_nge_f64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane !(src0 >= src1) (f64 compare)
V_CMP_NGE_F64_e64: VOP3 {
    asm: "v_cmp_nge_f64",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane !(src0 <> src1) (unordered or equal) (f64 compare)
V_CMP_NLG_F64_e32: VOPC {
    asm: "v_cmp_nlg_f64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane !(src0 <> src1) (unordered or equal) (f64 compare)
V_CMP_NLG_F64_e64: VOP3 {
    asm: "v_cmp_nlg_f64",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane !(src0 > src1) (f64 compare)
V_CMP_NGT_F64_e32: VOPC {
    asm: "v_cmp_ngt_f64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane !(src0 > src1) (f64 compare)
V_CMP_NGT_F64_e64: VOP3 {
    asm: "v_cmp_ngt_f64",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane !(src0 <= src1) (f64 compare)
V_CMP_NLE_F64_e32: VOPC {
    asm: "v_cmp_nle_f64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane !(src0 <= src1) (f64 compare)
V_CMP_NLE_F64_e64: VOP3 {
    asm: "v_cmp_nle_f64",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane !(src0 == src1) (unordered or not equal) (f64 compare)
V_CMP_NEQ_F64_e32: VOPC {
    asm: "v_cmp_neq_f64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane !(src0 == src1) (unordered or not equal) (f64 compare)
V_CMP_NEQ_F64_e64: VOP3 {
    asm: "v_cmp_neq_f64",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane !(src0 < src1) (f64 compare)
V_CMP_NLT_F64_e32: VOPC {
    asm: "v_cmp_nlt_f64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane !(src0 < src1) (f64 compare)
V_CMP_NLT_F64_e64: VOP3 {
    asm: "v_cmp_nlt_f64",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane true (f64 compare)
V_CMP_TRU_F64_e32: VOPC {
    asm: "v_cmp_tru_f64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane true (f64 compare)
V_CMP_TRU_F64_e64: VOP3 {
    asm: "v_cmp_tru_f64",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane false (f16 compare)
V_CMP_F_F16_e32: VOPC {
    asm: "v_cmp_f_f16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane false (f16 compare)
V_CMP_F_F16_e64: VOP3 {
    asm: "v_cmp_f_f16",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane src0 < src1 (ordered) (f16 compare)
V_CMP_LT_F16_e32: VOPC {
    asm: "v_cmp_lt_f16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane src0 < src1 (ordered) (f16 compare)
V_CMP_LT_F16_e64: VOP3 {
    asm: "v_cmp_lt_f16",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane src0 == src1 (ordered) (f16 compare)
V_CMP_EQ_F16_e32: VOPC {
    asm: "v_cmp_eq_f16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane src0 == src1 (ordered) (f16 compare)
V_CMP_EQ_F16_e64: VOP3 {
    asm: "v_cmp_eq_f16",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane src0 <= src1 (ordered) (f16 compare)
V_CMP_LE_F16_e32: VOPC {
    asm: "v_cmp_le_f16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane src0 <= src1 (ordered) (f16 compare)
V_CMP_LE_F16_e64: VOP3 {
    asm: "v_cmp_le_f16",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane src0 > src1 (ordered) (f16 compare)
V_CMP_GT_F16_e32: VOPC {
    asm: "v_cmp_gt_f16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane src0 > src1 (ordered) (f16 compare)
V_CMP_GT_F16_e64: VOP3 {
    asm: "v_cmp_gt_f16",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane src0 != src1 (ordered, i.e. < or >) (f16 compare)
V_CMP_LG_F16_e32: VOPC {
    asm: "v_cmp_lg_f16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane src0 != src1 (ordered, i.e. < or >) (f16 compare)
V_CMP_LG_F16_e64: VOP3 {
    asm: "v_cmp_lg_f16",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane src0 >= src1 (ordered) (f16 compare)
V_CMP_GE_F16_e32: VOPC {
    asm: "v_cmp_ge_f16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane src0 >= src1 (ordered) (f16 compare)
V_CMP_GE_F16_e64: VOP3 {
    asm: "v_cmp_ge_f16",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane ordered (neither is NaN) (f16 compare)
V_CMP_O_F16_e32: VOPC {
    asm: "v_cmp_o_f16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane ordered (neither is NaN) (f16 compare)
V_CMP_O_F16_e64: VOP3 {
    asm: "v_cmp_o_f16",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane unordered (either is NaN) (f16 compare)
V_CMP_U_F16_e32: VOPC {
    asm: "v_cmp_u_f16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane unordered (either is NaN) (f16 compare)
V_CMP_U_F16_e64: VOP3 {
    asm: "v_cmp_u_f16",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane !(src0 >= src1) (f16 compare)
V_CMP_NGE_F16_e32: VOPC {
    asm: "v_cmp_nge_f16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane !(src0 >= src1) (f16 compare)
V_CMP_NGE_F16_e64: VOP3 {
    asm: "v_cmp_nge_f16",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane !(src0 <> src1) (unordered or equal) (f16 compare)
V_CMP_NLG_F16_e32: VOPC {
    asm: "v_cmp_nlg_f16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane !(src0 <> src1) (unordered or equal) (f16 compare)
V_CMP_NLG_F16_e64: VOP3 {
    asm: "v_cmp_nlg_f16",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane !(src0 > src1) (f16 compare)
V_CMP_NGT_F16_e32: VOPC {
    asm: "v_cmp_ngt_f16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane !(src0 > src1) (f16 compare)
V_CMP_NGT_F16_e64: VOP3 {
    asm: "v_cmp_ngt_f16",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane !(src0 <= src1) (f16 compare)
V_CMP_NLE_F16_e32: VOPC {
    asm: "v_cmp_nle_f16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane !(src0 <= src1) (f16 compare)
V_CMP_NLE_F16_e64: VOP3 {
    asm: "v_cmp_nle_f16",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane !(src0 == src1) (unordered or not equal) (f16 compare)
V_CMP_NEQ_F16_e32: VOPC {
    asm: "v_cmp_neq_f16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane !(src0 == src1) (unordered or not equal) (f16 compare)
V_CMP_NEQ_F16_e64: VOP3 {
    asm: "v_cmp_neq_f16",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane !(src0 < src1) (f16 compare)
V_CMP_NLT_F16_e32: VOPC {
    asm: "v_cmp_nlt_f16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane !(src0 < src1) (f16 compare)
V_CMP_NLT_F16_e64: VOP3 {
    asm: "v_cmp_nlt_f16",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane true (f16 compare)
V_CMP_TRU_F16_e32: VOPC {
    asm: "v_cmp_tru_f16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [mode, exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane true (f16 compare)
V_CMP_TRU_F16_e64: VOP3 {
    asm: "v_cmp_tru_f16",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 == src1) (signed 32-bit compare)
V_CMP_EQ_I32_e32: VOPC {
    asm: "v_cmp_eq_i32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 == src1) (signed 32-bit compare)
V_CMP_EQ_I32_e64: VOP3 {
    asm: "v_cmp_eq_i32",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 != src1) (signed 32-bit compare)
V_CMP_NE_I32_e32: VOPC {
    asm: "v_cmp_ne_i32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 != src1) (signed 32-bit compare)
V_CMP_NE_I32_e64: VOP3 {
    asm: "v_cmp_ne_i32",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 > src1) (signed 32-bit compare)
V_CMP_GT_I32_e32: VOPC {
    asm: "v_cmp_gt_i32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 > src1) (signed 32-bit compare)
V_CMP_GT_I32_e64: VOP3 {
    asm: "v_cmp_gt_i32",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 >= src1) (signed 32-bit compare)
V_CMP_GE_I32_e32: VOPC {
    asm: "v_cmp_ge_i32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 >= src1) (signed 32-bit compare)
V_CMP_GE_I32_e64: VOP3 {
    asm: "v_cmp_ge_i32",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 < src1) (signed 32-bit compare)
V_CMP_LT_I32_e32: VOPC {
    asm: "v_cmp_lt_i32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 < src1) (signed 32-bit compare)
V_CMP_LT_I32_e64: VOP3 {
    asm: "v_cmp_lt_i32",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 <= src1) (signed 32-bit compare)
V_CMP_LE_I32_e32: VOPC {
    asm: "v_cmp_le_i32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 <= src1) (signed 32-bit compare)
V_CMP_LE_I32_e64: VOP3 {
    asm: "v_cmp_le_i32",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 == src1) (unsigned 32-bit compare)
V_CMP_EQ_U32_e32: VOPC {
    asm: "v_cmp_eq_u32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 == src1) (unsigned 32-bit compare)
V_CMP_EQ_U32_e64: VOP3 {
    asm: "v_cmp_eq_u32",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 != src1) (unsigned 32-bit compare)
V_CMP_NE_U32_e32: VOPC {
    asm: "v_cmp_ne_u32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 != src1) (unsigned 32-bit compare)
V_CMP_NE_U32_e64: VOP3 {
    asm: "v_cmp_ne_u32",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 > src1) (unsigned 32-bit compare)
V_CMP_GT_U32_e32: VOPC {
    asm: "v_cmp_gt_u32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 > src1) (unsigned 32-bit compare)
V_CMP_GT_U32_e64: VOP3 {
    asm: "v_cmp_gt_u32",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 >= src1) (unsigned 32-bit compare)
V_CMP_GE_U32_e32: VOPC {
    asm: "v_cmp_ge_u32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 >= src1) (unsigned 32-bit compare)
V_CMP_GE_U32_e64: VOP3 {
    asm: "v_cmp_ge_u32",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 < src1) (unsigned 32-bit compare)
V_CMP_LT_U32_e32: VOPC {
    asm: "v_cmp_lt_u32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 < src1) (unsigned 32-bit compare)
V_CMP_LT_U32_e64: VOP3 {
    asm: "v_cmp_lt_u32",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 <= src1) (unsigned 32-bit compare)
V_CMP_LE_U32_e32: VOPC {
    asm: "v_cmp_le_u32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 <= src1) (unsigned 32-bit compare)
V_CMP_LE_U32_e64: VOP3 {
    asm: "v_cmp_le_u32",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 == src1) (signed 64-bit compare)
V_CMP_EQ_I64_e32: VOPC {
    asm: "v_cmp_eq_i64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 == src1) (signed 64-bit compare)
V_CMP_EQ_I64_e64: VOP3 {
    asm: "v_cmp_eq_i64",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_64, literal), src1: src(vs_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 != src1) (signed 64-bit compare)
V_CMP_NE_I64_e32: VOPC {
    asm: "v_cmp_ne_i64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 != src1) (signed 64-bit compare)
V_CMP_NE_I64_e64: VOP3 {
    asm: "v_cmp_ne_i64",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_64, literal), src1: src(vs_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 > src1) (signed 64-bit compare)
V_CMP_GT_I64_e32: VOPC {
    asm: "v_cmp_gt_i64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 > src1) (signed 64-bit compare)
V_CMP_GT_I64_e64: VOP3 {
    asm: "v_cmp_gt_i64",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_64, literal), src1: src(vs_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 >= src1) (signed 64-bit compare)
V_CMP_GE_I64_e32: VOPC {
    asm: "v_cmp_ge_i64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 >= src1) (signed 64-bit compare)
V_CMP_GE_I64_e64: VOP3 {
    asm: "v_cmp_ge_i64",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_64, literal), src1: src(vs_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 < src1) (signed 64-bit compare)
V_CMP_LT_I64_e32: VOPC {
    asm: "v_cmp_lt_i64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 < src1) (signed 64-bit compare)
V_CMP_LT_I64_e64: VOP3 {
    asm: "v_cmp_lt_i64",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_64, literal), src1: src(vs_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 <= src1) (signed 64-bit compare)
V_CMP_LE_I64_e32: VOPC {
    asm: "v_cmp_le_i64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 <= src1) (signed 64-bit compare)
V_CMP_LE_I64_e64: VOP3 {
    asm: "v_cmp_le_i64",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_64, literal), src1: src(vs_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 == src1) (unsigned 64-bit compare)
V_CMP_EQ_U64_e32: VOPC {
    asm: "v_cmp_eq_u64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 == src1) (unsigned 64-bit compare)
V_CMP_EQ_U64_e64: VOP3 {
    asm: "v_cmp_eq_u64",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_64, literal), src1: src(vs_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 != src1) (unsigned 64-bit compare)
V_CMP_NE_U64_e32: VOPC {
    asm: "v_cmp_ne_u64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 != src1) (unsigned 64-bit compare)
V_CMP_NE_U64_e64: VOP3 {
    asm: "v_cmp_ne_u64",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_64, literal), src1: src(vs_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 > src1) (unsigned 64-bit compare)
V_CMP_GT_U64_e32: VOPC {
    asm: "v_cmp_gt_u64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 > src1) (unsigned 64-bit compare)
V_CMP_GT_U64_e64: VOP3 {
    asm: "v_cmp_gt_u64",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_64, literal), src1: src(vs_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 >= src1) (unsigned 64-bit compare)
V_CMP_GE_U64_e32: VOPC {
    asm: "v_cmp_ge_u64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 >= src1) (unsigned 64-bit compare)
V_CMP_GE_U64_e64: VOP3 {
    asm: "v_cmp_ge_u64",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_64, literal), src1: src(vs_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 < src1) (unsigned 64-bit compare)
V_CMP_LT_U64_e32: VOPC {
    asm: "v_cmp_lt_u64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 < src1) (unsigned 64-bit compare)
V_CMP_LT_U64_e64: VOP3 {
    asm: "v_cmp_lt_u64",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_64, literal), src1: src(vs_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 <= src1) (unsigned 64-bit compare)
V_CMP_LE_U64_e32: VOPC {
    asm: "v_cmp_le_u64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vreg_64),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 <= src1) (unsigned 64-bit compare)
V_CMP_LE_U64_e64: VOP3 {
    asm: "v_cmp_le_u64",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_64, literal), src1: src(vs_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 == src1) (signed 16-bit compare)
V_CMP_EQ_I16_e32: VOPC {
    asm: "v_cmp_eq_i16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 == src1) (signed 16-bit compare)
V_CMP_EQ_I16_e64: VOP3 {
    asm: "v_cmp_eq_i16",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 != src1) (signed 16-bit compare)
V_CMP_NE_I16_e32: VOPC {
    asm: "v_cmp_ne_i16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 != src1) (signed 16-bit compare)
V_CMP_NE_I16_e64: VOP3 {
    asm: "v_cmp_ne_i16",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 > src1) (signed 16-bit compare)
V_CMP_GT_I16_e32: VOPC {
    asm: "v_cmp_gt_i16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 > src1) (signed 16-bit compare)
V_CMP_GT_I16_e64: VOP3 {
    asm: "v_cmp_gt_i16",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 >= src1) (signed 16-bit compare)
V_CMP_GE_I16_e32: VOPC {
    asm: "v_cmp_ge_i16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 >= src1) (signed 16-bit compare)
V_CMP_GE_I16_e64: VOP3 {
    asm: "v_cmp_ge_i16",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 < src1) (signed 16-bit compare)
V_CMP_LT_I16_e32: VOPC {
    asm: "v_cmp_lt_i16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 < src1) (signed 16-bit compare)
V_CMP_LT_I16_e64: VOP3 {
    asm: "v_cmp_lt_i16",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 <= src1) (signed 16-bit compare)
V_CMP_LE_I16_e32: VOPC {
    asm: "v_cmp_le_i16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 <= src1) (signed 16-bit compare)
V_CMP_LE_I16_e64: VOP3 {
    asm: "v_cmp_le_i16",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 == src1) (unsigned 16-bit compare)
V_CMP_EQ_U16_e32: VOPC {
    asm: "v_cmp_eq_u16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 == src1) (unsigned 16-bit compare)
V_CMP_EQ_U16_e64: VOP3 {
    asm: "v_cmp_eq_u16",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 != src1) (unsigned 16-bit compare)
V_CMP_NE_U16_e32: VOPC {
    asm: "v_cmp_ne_u16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 != src1) (unsigned 16-bit compare)
V_CMP_NE_U16_e64: VOP3 {
    asm: "v_cmp_ne_u16",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 > src1) (unsigned 16-bit compare)
V_CMP_GT_U16_e32: VOPC {
    asm: "v_cmp_gt_u16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 > src1) (unsigned 16-bit compare)
V_CMP_GT_U16_e64: VOP3 {
    asm: "v_cmp_gt_u16",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 >= src1) (unsigned 16-bit compare)
V_CMP_GE_U16_e32: VOPC {
    asm: "v_cmp_ge_u16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 >= src1) (unsigned 16-bit compare)
V_CMP_GE_U16_e64: VOP3 {
    asm: "v_cmp_ge_u16",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 < src1) (unsigned 16-bit compare)
V_CMP_LT_U16_e32: VOPC {
    asm: "v_cmp_lt_u16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 < src1) (unsigned 16-bit compare)
V_CMP_LT_U16_e64: VOP3 {
    asm: "v_cmp_lt_u16",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 <= src1) (unsigned 16-bit compare)
V_CMP_LE_U16_e32: VOPC {
    asm: "v_cmp_le_u16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 <= src1) (unsigned 16-bit compare)
V_CMP_LE_U16_e64: VOP3 {
    asm: "v_cmp_le_u16",
    outs: (sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 is in one of the f32 classes selected by mask src1)
V_CMP_CLASS_F32_e32: VOPC {
    asm: "v_cmp_class_f32",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 is in one of the f32 classes selected by mask src1)
V_CMP_CLASS_F32_e64: VOP3 {
    asm: "v_cmp_class_f32",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 is in one of the f64 classes selected by mask src1)
V_CMP_CLASS_F64_e32: VOPC {
    asm: "v_cmp_class_f64",
    outs: (),
    ins: (src0: src(vs_64, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 is in one of the f64 classes selected by mask src1)
V_CMP_CLASS_F64_e64: VOP3 {
    asm: "v_cmp_class_f64",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// VCC = per-lane (src0 is in one of the f16 classes selected by mask src1)
V_CMP_CLASS_F16_e32: VOPC {
    asm: "v_cmp_class_f16",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: vgpr_32),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = per-lane (src0 is in one of the f16 classes selected by mask src1)
V_CMP_CLASS_F16_e64: VOP3 {
    asm: "v_cmp_class_f16",
    outs: (sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

// ================================================================================================
// Vector ALU, VOP3 encoding (_e64 forms of VOP1/VOP2, and VOP3-only opcodes)
// ================================================================================================

/// vdst = src0 + src1 (signed; clamp saturates)
V_ADD_I32_e64: VOP3 {
    asm: { gfx900: "v_add_i32", gfx1030: "v_add_nc_i32" },
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 - src1 (signed; clamp saturates)
V_SUB_I32_e64: VOP3 {
    asm: { gfx900: "v_sub_i32", gfx1030: "v_sub_nc_i32" },
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0[15:0] + src1[15:0] (signed 16-bit; clamp saturates)
V_ADD_I16_e64: VOP3 {
    asm: { gfx900: "v_add_i16", gfx1030: "v_add_nc_i16" },
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0[15:0] - src1[15:0] (signed 16-bit; clamp saturates)
V_SUB_I16_e64: VOP3 {
    asm: { gfx900: "v_sub_i16", gfx1030: "v_sub_nc_i16" },
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 * 2 ^ src1 (src1 is an i32)
V_LDEXP_F32_e64: VOP3 {
    asm: "v_ldexp_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = ((1 << src0[4:0]) - 1) << src1[4:0] (bitfield mask)
V_BFM_B32_e64: VOP3 {
    asm: "v_bfm_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = popcount(src0) + src1
V_BCNT_U32_B32_e64: VOP3 {
    asm: "v_bcnt_u32_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = popcount(src0 & lanes below this one, lanes 0-31) + src1
V_MBCNT_LO_U32_B32_e64: VOP3 {
    asm: "v_mbcnt_lo_u32_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = popcount(src0 & lanes below this one, lanes 32-63) + src1
V_MBCNT_HI_U32_B32_e64: VOP3 {
    asm: "v_mbcnt_hi_u32_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = low 32 bits of src0 * src1
V_MUL_LO_U32_e64: VOP3 {
    asm: "v_mul_lo_u32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = high 32 bits of the unsigned product src0 * src1
V_MUL_HI_U32_e64: VOP3 {
    asm: "v_mul_hi_u32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = high 32 bits of the signed product src0 * src1
V_MUL_HI_I32_e64: VOP3 {
    asm: "v_mul_hi_i32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = zext(src0) * zext(src1) + src2 (64-bit); sdst = per-lane carry out
V_MAD_U64_U32_e64: VOP3 {
    asm: "v_mad_u64_u32",
    outs: (vdst: vreg_64, sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_64, literal), clamp: imm(clamp)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = sext(src0) * sext(src1) + src2 (64-bit); sdst = per-lane carry out
V_MAD_I64_I32_e64: VOP3 {
    asm: "v_mad_i64_i32",
    outs: (vdst: vreg_64, sdst: sreg_1),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_64, literal), clamp: imm(clamp)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0[23:0] * src1[23:0] + src2 (unsigned)
V_MAD_U32_U24_e64: VOP3 {
    asm: "v_mad_u32_u24",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0[23:0] * src1[23:0] + src2 (signed 24-bit)
V_MAD_I32_I24_e64: VOP3 {
    asm: "v_mad_i32_i24",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src1 << src0[5:0] (64-bit; shift amount first)
V_LSHLREV_B64_e64: VOP3 {
    asm: "v_lshlrev_b64",
    outs: (vdst: vreg_64),
    ins: (src0: src(vs_32, literal), src1: src(vs_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src1 >> src0[5:0] (64-bit logical; shift amount first)
V_LSHRREV_B64_e64: VOP3 {
    asm: "v_lshrrev_b64",
    outs: (vdst: vreg_64),
    ins: (src0: src(vs_32, literal), src1: src(vs_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src1 >> src0[5:0] (64-bit arithmetic; shift amount first)
V_ASHRREV_I64_e64: VOP3 {
    asm: "v_ashrrev_i64",
    outs: (vdst: vreg_64),
    ins: (src0: src(vs_32, literal), src1: src(vs_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (src0 << src1[4:0]) + src2
V_LSHL_ADD_U32_e64: VOP3 {
    asm: "v_lshl_add_u32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (src0 + src1) << src2[4:0]
V_ADD_LSHL_U32_e64: VOP3 {
    asm: "v_add_lshl_u32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (src0 << src1[4:0]) | src2
V_LSHL_OR_B32_e64: VOP3 {
    asm: "v_lshl_or_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (src0 & src1) | src2
V_AND_OR_B32_e64: VOP3 {
    asm: "v_and_or_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 | src1 | src2
V_OR3_B32_e64: VOP3 {
    asm: "v_or3_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 + src1 + src2
V_ADD3_U32_e64: VOP3 {
    asm: "v_add3_u32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 ^ src1 ^ src2
V_XOR3_B32_e64: VOP3 {
    asm: "v_xor3_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx1030],
}

/// vdst = (src0 ^ src1) + src2
V_XAD_U32_e64: VOP3 {
    asm: "v_xad_u32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = min(src0, src1, src2)
V_MIN3_F32_e64: VOP3 {
    asm: "v_min3_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = signed min(src0, src1, src2)
V_MIN3_I32_e64: VOP3 {
    asm: "v_min3_i32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = unsigned min(src0, src1, src2)
V_MIN3_U32_e64: VOP3 {
    asm: "v_min3_u32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = max(src0, src1, src2)
V_MAX3_F32_e64: VOP3 {
    asm: "v_max3_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = signed max(src0, src1, src2)
V_MAX3_I32_e64: VOP3 {
    asm: "v_max3_i32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = unsigned max(src0, src1, src2)
V_MAX3_U32_e64: VOP3 {
    asm: "v_max3_u32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = median(src0, src1, src2)
V_MED3_F32_e64: VOP3 {
    asm: "v_med3_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = signed median(src0, src1, src2)
V_MED3_I32_e64: VOP3 {
    asm: "v_med3_i32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = unsigned median(src0, src1, src2)
V_MED3_U32_e64: VOP3 {
    asm: "v_med3_u32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = min(src0, src1, src2) (f16)
V_MIN3_F16_e64: VOP3 {
    asm: "v_min3_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = max(src0, src1, src2) (f16)
V_MAX3_F16_e64: VOP3 {
    asm: "v_max3_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = median(src0, src1, src2) (f16)
V_MED3_F16_e64: VOP3 {
    asm: "v_med3_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = signed bitfield extract of src0 at offset src1[4:0], width src2[4:0]
V_BFE_I32_e64: VOP3 {
    asm: "v_bfe_i32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = unsigned bitfield extract of src0 at offset src1[4:0], width src2[4:0]
V_BFE_U32_e64: VOP3 {
    asm: "v_bfe_u32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = (src0 & src1) | (~src0 & src2) (bitfield insert)
V_BFI_B32_e64: VOP3 {
    asm: "v_bfi_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = ({src0, src1} >> src2[4:0])[31:0]
V_ALIGNBIT_B32_e64: VOP3 {
    asm: "v_alignbit_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = ({src0, src1} >> (8 * src2[1:0]))[31:0]
V_ALIGNBYTE_B32_e64: VOP3 {
    asm: "v_alignbyte_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = bytes of {src0, src1} selected by the byte selectors in src2
V_PERM_B32_e64: VOP3 {
    asm: "v_perm_b32",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = fma(src0, src1, src2)
V_FMA_F32_e64: VOP3 {
    asm: "v_fma_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = fma(src0, src1, src2) (f64)
V_FMA_F64_e64: VOP3 {
    asm: "v_fma_f64",
    outs: (vdst: vreg_64),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), src2_modifiers: imm(mods), src2: src(vs_64, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = fma(src0, src1, src2) (f16); GFX9 form with op_sel
V_FMA_F16_gfx9_e64: VOP3 {
    asm: "v_fma_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 * src1 + src2 (unfused, denormals flushed)
V_MAD_F32_e64: VOP3 {
    asm: "v_mad_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = src0 * src1 + src2 (f16, unfused)
V_MAD_F16_e64: VOP3 {
    asm: "v_mad_legacy_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = src0 * src1 + src2 with 0 * anything = 0 (legacy DX9 rule)
V_MAD_LEGACY_F32_e64: VOP3 {
    asm: "v_mad_legacy_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = src0 + src1 (f64)
V_ADD_F64_e64: VOP3 {
    asm: "v_add_f64",
    outs: (vdst: vreg_64),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 * src1 (f64)
V_MUL_F64_e64: VOP3 {
    asm: "v_mul_f64",
    outs: (vdst: vreg_64),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = minnum(src0, src1) (f64)
V_MIN_F64_e64: VOP3 {
    asm: "v_min_f64",
    outs: (vdst: vreg_64),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = maxnum(src0, src1) (f64)
V_MAX_F64_e64: VOP3 {
    asm: "v_max_f64",
    outs: (vdst: vreg_64),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 * 2 ^ src1 (f64; src1 is an i32)
V_LDEXP_F64_e64: VOP3 {
    asm: "v_ldexp_f64",
    outs: (vdst: vreg_64),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// division helper: scale src0 (numerator or denominator) to avoid denormals; sdst = per-lane "was scaled"
V_DIV_SCALE_F32_e64: VOP3 {
    asm: "v_div_scale_f32",
    outs: (vdst: vgpr_32, sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// f64 division helper: scale src0 to avoid denormals; sdst = per-lane "was scaled"
V_DIV_SCALE_F64_e64: VOP3 {
    asm: "v_div_scale_f64",
    outs: (vdst: vreg_64, sdst: sreg_1),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), src2_modifiers: imm(mods), src2: src(vs_64, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// division helper: fma(src0, src1, src2), scaled by 2^64 in lanes where VCC is set
V_DIV_FMAS_F32_e64: VOP3 {
    asm: "v_div_fmas_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, vcc, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// f64 division helper: fma(src0, src1, src2), scaled in lanes where VCC is set
V_DIV_FMAS_F64_e64: VOP3 {
    asm: "v_div_fmas_f64",
    outs: (vdst: vreg_64),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), src2_modifiers: imm(mods), src2: src(vs_64, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, vcc, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// division helper: fix up the quotient src0 for special cases (src1 = denominator, src2 = numerator)
V_DIV_FIXUP_F32_e64: VOP3 {
    asm: "v_div_fixup_f32",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// f64 division helper: fix up the quotient for special cases
V_DIV_FIXUP_F64_e64: VOP3 {
    asm: "v_div_fixup_f64",
    outs: (vdst: vreg_64),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_64, literal), src2_modifiers: imm(mods), src2: src(vs_64, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// f16 division helper: fix up the quotient for special cases; GFX9 form with op_sel
V_DIV_FIXUP_F16_gfx9_e64: VOP3 {
    asm: "v_div_fixup_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = segment src1 of 2/pi, scaled for large-argument reduction of src0
V_TRIG_PREOP_F64_e64: VOP3 {
    asm: "v_trig_preop_f64",
    outs: (vdst: vreg_64),
    ins: (src0_modifiers: imm(mods), src0: src(vs_64, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0[15:0] * src1[15:0] + src2[15:0] (unsigned, 16-bit)
V_MAD_U16_e64: VOP3 {
    asm: "v_mad_legacy_u16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = src0[15:0] * src1[15:0] + src2[15:0] (signed, 16-bit)
V_MAD_I16_e64: VOP3 {
    asm: "v_mad_legacy_i16",
    outs: (vdst: vgpr_32),
    ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), src2: src(vs_32, literal), clamp: imm(clamp)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900],
}

/// vdst = src0[15:0] * src1[15:0] + src2[15:0] (unsigned, 16-bit); GFX9 form with op_sel
V_MAD_U16_gfx9_e64: VOP3 {
    asm: "v_mad_u16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx1030],
}

/// vdst = src0[15:0] * src1[15:0] + src2[15:0] (signed, 16-bit); GFX9 form with op_sel
V_MAD_I16_gfx9_e64: VOP3 {
    asm: "v_mad_i16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx1030],
}

// ================================================================================================
// Packed 16-bit vector ALU (VOP3P)
// ================================================================================================

/// vdst = packed 2 x 16-bit add of src0, src1 (op_sel/op_sel_hi pick halves)
V_PK_ADD_F16: VOP3P {
    asm: "v_pk_add_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel), op_sel_hi: imm(op_sel_hi), neg_lo: imm(neg_lo), neg_hi: imm(neg_hi)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = packed 2 x 16-bit multiply of src0, src1 (op_sel/op_sel_hi pick halves)
V_PK_MUL_F16: VOP3P {
    asm: "v_pk_mul_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel), op_sel_hi: imm(op_sel_hi), neg_lo: imm(neg_lo), neg_hi: imm(neg_hi)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = packed 2 x 16-bit fused multiply-add of src0, src1, src2 (op_sel/op_sel_hi pick halves)
V_PK_FMA_F16: VOP3P {
    asm: "v_pk_fma_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel), op_sel_hi: imm(op_sel_hi), neg_lo: imm(neg_lo), neg_hi: imm(neg_hi)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = packed 2 x 16-bit minnum of src0, src1 (op_sel/op_sel_hi pick halves)
V_PK_MIN_F16: VOP3P {
    asm: "v_pk_min_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel), op_sel_hi: imm(op_sel_hi), neg_lo: imm(neg_lo), neg_hi: imm(neg_hi)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = packed 2 x 16-bit maxnum of src0, src1 (op_sel/op_sel_hi pick halves)
V_PK_MAX_F16: VOP3P {
    asm: "v_pk_max_f16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel), op_sel_hi: imm(op_sel_hi), neg_lo: imm(neg_lo), neg_hi: imm(neg_hi)),
    implicit_uses: [mode, exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = packed 2 x 16-bit add (wrapping) of src0, src1 (op_sel/op_sel_hi pick halves)
V_PK_ADD_U16: VOP3P {
    asm: "v_pk_add_u16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel), op_sel_hi: imm(op_sel_hi), neg_lo: imm(neg_lo), neg_hi: imm(neg_hi)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = packed 2 x 16-bit subtract (wrapping) of src0, src1 (op_sel/op_sel_hi pick halves)
V_PK_SUB_U16: VOP3P {
    asm: "v_pk_sub_u16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel), op_sel_hi: imm(op_sel_hi), neg_lo: imm(neg_lo), neg_hi: imm(neg_hi)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = packed 2 x 16-bit signed add (clamp saturates) of src0, src1 (op_sel/op_sel_hi pick halves)
V_PK_ADD_I16: VOP3P {
    asm: "v_pk_add_i16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel), op_sel_hi: imm(op_sel_hi), neg_lo: imm(neg_lo), neg_hi: imm(neg_hi)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = packed 2 x 16-bit signed subtract (clamp saturates) of src0, src1 (op_sel/op_sel_hi pick halves)
V_PK_SUB_I16: VOP3P {
    asm: "v_pk_sub_i16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel), op_sel_hi: imm(op_sel_hi), neg_lo: imm(neg_lo), neg_hi: imm(neg_hi)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = packed 2 x 16-bit multiply (low 16 bits) of src0, src1 (op_sel/op_sel_hi pick halves)
V_PK_MUL_LO_U16: VOP3P {
    asm: "v_pk_mul_lo_u16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel), op_sel_hi: imm(op_sel_hi), neg_lo: imm(neg_lo), neg_hi: imm(neg_hi)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = packed 2 x 16-bit signed min of src0, src1 (op_sel/op_sel_hi pick halves)
V_PK_MIN_I16: VOP3P {
    asm: "v_pk_min_i16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel), op_sel_hi: imm(op_sel_hi), neg_lo: imm(neg_lo), neg_hi: imm(neg_hi)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = packed 2 x 16-bit signed max of src0, src1 (op_sel/op_sel_hi pick halves)
V_PK_MAX_I16: VOP3P {
    asm: "v_pk_max_i16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel), op_sel_hi: imm(op_sel_hi), neg_lo: imm(neg_lo), neg_hi: imm(neg_hi)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = packed 2 x 16-bit unsigned min of src0, src1 (op_sel/op_sel_hi pick halves)
V_PK_MIN_U16: VOP3P {
    asm: "v_pk_min_u16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel), op_sel_hi: imm(op_sel_hi), neg_lo: imm(neg_lo), neg_hi: imm(neg_hi)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = packed 2 x 16-bit unsigned max of src0, src1 (op_sel/op_sel_hi pick halves)
V_PK_MAX_U16: VOP3P {
    asm: "v_pk_max_u16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel), op_sel_hi: imm(op_sel_hi), neg_lo: imm(neg_lo), neg_hi: imm(neg_hi)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = packed 2 x 16-bit shift left (amount in src0) of src0, src1 (op_sel/op_sel_hi pick halves)
V_PK_LSHLREV_B16: VOP3P {
    asm: "v_pk_lshlrev_b16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel), op_sel_hi: imm(op_sel_hi), neg_lo: imm(neg_lo), neg_hi: imm(neg_hi)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = packed 2 x 16-bit logical shift right (amount in src0) of src0, src1 (op_sel/op_sel_hi pick halves)
V_PK_LSHRREV_B16: VOP3P {
    asm: "v_pk_lshrrev_b16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel), op_sel_hi: imm(op_sel_hi), neg_lo: imm(neg_lo), neg_hi: imm(neg_hi)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = packed 2 x 16-bit arithmetic shift right (amount in src0) of src0, src1 (op_sel/op_sel_hi pick halves)
V_PK_ASHRREV_I16: VOP3P {
    asm: "v_pk_ashrrev_i16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel), op_sel_hi: imm(op_sel_hi), neg_lo: imm(neg_lo), neg_hi: imm(neg_hi)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = packed 2 x 16-bit unsigned multiply-add of src0, src1, src2 (op_sel/op_sel_hi pick halves)
V_PK_MAD_U16: VOP3P {
    asm: "v_pk_mad_u16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel), op_sel_hi: imm(op_sel_hi), neg_lo: imm(neg_lo), neg_hi: imm(neg_hi)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = packed 2 x 16-bit signed multiply-add of src0, src1, src2 (op_sel/op_sel_hi pick halves)
V_PK_MAD_I16: VOP3P {
    asm: "v_pk_mad_i16",
    outs: (vdst: vgpr_32),
    ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), src2_modifiers: imm(mods), src2: src(vs_32, literal), clamp: imm(clamp), op_sel: imm(op_sel), op_sel_hi: imm(op_sel_hi), neg_lo: imm(neg_lo), neg_hi: imm(neg_hi)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [valu, commutable],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

// ================================================================================================
// Scalar memory loads (SMEM)
// ================================================================================================

/// invalidate the scalar data cache
S_DCACHE_INV: SMEM {
    asm: "s_dcache_inv",
    outs: (),
    ins: (),
    implicit_uses: [],
    implicit_defs: [],
    flags: [smem, may_load, side_effects],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// sdst = 64-bit shader clock counter
S_MEMTIME: SMEM {
    asm: "s_memtime",
    outs: (sdst: sreg_64_xexec),
    ins: (),
    implicit_uses: [],
    implicit_defs: [],
    flags: [smem, side_effects],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// sdst = 64-bit real-time counter
S_MEMREALTIME: SMEM {
    asm: "s_memrealtime",
    outs: (sdst: sreg_64_xexec),
    ins: (),
    implicit_uses: [],
    implicit_defs: [],
    flags: [smem, side_effects],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// sdst = a dword loaded from constant memory at sbase + offset (bytes, immediate)
S_LOAD_DWORD_IMM: SMEM {
    asm: "s_load_dword",
    outs: (sdst: sreg_32_xm0_xexec),
    ins: (sbase: sreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [smem, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// sdst = 2 dwords loaded from constant memory at sbase + offset (bytes, immediate)
S_LOAD_DWORDX2_IMM: SMEM {
    asm: "s_load_dwordx2",
    outs: (sdst: sreg_64_xexec),
    ins: (sbase: sreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [smem, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// sdst = 4 dwords loaded from constant memory at sbase + offset (bytes, immediate)
S_LOAD_DWORDX4_IMM: SMEM {
    asm: "s_load_dwordx4",
    outs: (sdst: sreg_128),
    ins: (sbase: sreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [smem, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// sdst = 8 dwords loaded from constant memory at sbase + offset (bytes, immediate)
S_LOAD_DWORDX8_IMM: SMEM {
    asm: "s_load_dwordx8",
    outs: (sdst: sreg_256),
    ins: (sbase: sreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [smem, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// sdst = 16 dwords loaded from constant memory at sbase + offset (bytes, immediate)
S_LOAD_DWORDX16_IMM: SMEM {
    asm: "s_load_dwordx16",
    outs: (sdst: sreg_512),
    ins: (sbase: sreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [smem, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// sdst = a dword loaded from constant memory at sbase + soff (bytes, SGPR)
S_LOAD_DWORD_SGPR: SMEM {
    asm: "s_load_dword",
    outs: (sdst: sreg_32_xm0_xexec),
    ins: (sbase: sreg_64, soff: sreg_32, cpol: imm(cpol)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [smem, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// sdst = 2 dwords loaded from constant memory at sbase + soff (bytes, SGPR)
S_LOAD_DWORDX2_SGPR: SMEM {
    asm: "s_load_dwordx2",
    outs: (sdst: sreg_64_xexec),
    ins: (sbase: sreg_64, soff: sreg_32, cpol: imm(cpol)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [smem, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// sdst = 4 dwords loaded from constant memory at sbase + soff (bytes, SGPR)
S_LOAD_DWORDX4_SGPR: SMEM {
    asm: "s_load_dwordx4",
    outs: (sdst: sreg_128),
    ins: (sbase: sreg_64, soff: sreg_32, cpol: imm(cpol)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [smem, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// sdst = 8 dwords loaded from constant memory at sbase + soff (bytes, SGPR)
S_LOAD_DWORDX8_SGPR: SMEM {
    asm: "s_load_dwordx8",
    outs: (sdst: sreg_256),
    ins: (sbase: sreg_64, soff: sreg_32, cpol: imm(cpol)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [smem, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// sdst = 16 dwords loaded from constant memory at sbase + soff (bytes, SGPR)
S_LOAD_DWORDX16_SGPR: SMEM {
    asm: "s_load_dwordx16",
    outs: (sdst: sreg_512),
    ins: (sbase: sreg_64, soff: sreg_32, cpol: imm(cpol)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [smem, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// sdst = a dword loaded from the buffer described by sbase + offset (bytes, immediate)
S_BUFFER_LOAD_DWORD_IMM: SMEM {
    asm: "s_buffer_load_dword",
    outs: (sdst: sreg_32_xm0_xexec),
    ins: (sbase: sreg_128, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [smem, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// sdst = 2 dwords loaded from the buffer described by sbase + offset (bytes, immediate)
S_BUFFER_LOAD_DWORDX2_IMM: SMEM {
    asm: "s_buffer_load_dwordx2",
    outs: (sdst: sreg_64_xexec),
    ins: (sbase: sreg_128, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [smem, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// sdst = 4 dwords loaded from the buffer described by sbase + offset (bytes, immediate)
S_BUFFER_LOAD_DWORDX4_IMM: SMEM {
    asm: "s_buffer_load_dwordx4",
    outs: (sdst: sreg_128),
    ins: (sbase: sreg_128, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [smem, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// sdst = 8 dwords loaded from the buffer described by sbase + offset (bytes, immediate)
S_BUFFER_LOAD_DWORDX8_IMM: SMEM {
    asm: "s_buffer_load_dwordx8",
    outs: (sdst: sreg_256),
    ins: (sbase: sreg_128, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [smem, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// sdst = 16 dwords loaded from the buffer described by sbase + offset (bytes, immediate)
S_BUFFER_LOAD_DWORDX16_IMM: SMEM {
    asm: "s_buffer_load_dwordx16",
    outs: (sdst: sreg_512),
    ins: (sbase: sreg_128, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [smem, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// sdst = a dword loaded from the buffer described by sbase + soff (bytes, SGPR)
S_BUFFER_LOAD_DWORD_SGPR: SMEM {
    asm: "s_buffer_load_dword",
    outs: (sdst: sreg_32_xm0_xexec),
    ins: (sbase: sreg_128, soff: sreg_32, cpol: imm(cpol)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [smem, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// sdst = 2 dwords loaded from the buffer described by sbase + soff (bytes, SGPR)
S_BUFFER_LOAD_DWORDX2_SGPR: SMEM {
    asm: "s_buffer_load_dwordx2",
    outs: (sdst: sreg_64_xexec),
    ins: (sbase: sreg_128, soff: sreg_32, cpol: imm(cpol)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [smem, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// sdst = 4 dwords loaded from the buffer described by sbase + soff (bytes, SGPR)
S_BUFFER_LOAD_DWORDX4_SGPR: SMEM {
    asm: "s_buffer_load_dwordx4",
    outs: (sdst: sreg_128),
    ins: (sbase: sreg_128, soff: sreg_32, cpol: imm(cpol)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [smem, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

// ================================================================================================
// Global memory (FLAT encoding, global segment)
// ================================================================================================

/// vdst = a dword loaded from global memory at vaddr + offset
GLOBAL_LOAD_DWORD: GLOBAL {
    asm: "global_load_dword",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 2 dwords loaded from global memory at vaddr + offset
GLOBAL_LOAD_DWORDX2: GLOBAL {
    asm: "global_load_dwordx2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 3 dwords loaded from global memory at vaddr + offset
GLOBAL_LOAD_DWORDX3: GLOBAL {
    asm: "global_load_dwordx3",
    outs: (vdst: vreg_96),
    ins: (vaddr: vreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 4 dwords loaded from global memory at vaddr + offset
GLOBAL_LOAD_DWORDX4: GLOBAL {
    asm: "global_load_dwordx4",
    outs: (vdst: vreg_128),
    ins: (vaddr: vreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = a byte, zero-extended loaded from global memory at vaddr + offset
GLOBAL_LOAD_UBYTE: GLOBAL {
    asm: "global_load_ubyte",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = a byte, sign-extended loaded from global memory at vaddr + offset
GLOBAL_LOAD_SBYTE: GLOBAL {
    asm: "global_load_sbyte",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = a short, zero-extended loaded from global memory at vaddr + offset
GLOBAL_LOAD_USHORT: GLOBAL {
    asm: "global_load_ushort",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = a short, sign-extended loaded from global memory at vaddr + offset
GLOBAL_LOAD_SSHORT: GLOBAL {
    asm: "global_load_sshort",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = a dword loaded from global memory at saddr + zext(vaddr) + offset
GLOBAL_LOAD_DWORD_SADDR: GLOBAL {
    asm: "global_load_dword",
    outs: (vdst: vgpr_32),
    ins: (saddr: sreg_64, vaddr: vgpr_32, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 2 dwords loaded from global memory at saddr + zext(vaddr) + offset
GLOBAL_LOAD_DWORDX2_SADDR: GLOBAL {
    asm: "global_load_dwordx2",
    outs: (vdst: vreg_64),
    ins: (saddr: sreg_64, vaddr: vgpr_32, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 3 dwords loaded from global memory at saddr + zext(vaddr) + offset
GLOBAL_LOAD_DWORDX3_SADDR: GLOBAL {
    asm: "global_load_dwordx3",
    outs: (vdst: vreg_96),
    ins: (saddr: sreg_64, vaddr: vgpr_32, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 4 dwords loaded from global memory at saddr + zext(vaddr) + offset
GLOBAL_LOAD_DWORDX4_SADDR: GLOBAL {
    asm: "global_load_dwordx4",
    outs: (vdst: vreg_128),
    ins: (saddr: sreg_64, vaddr: vgpr_32, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = a byte, zero-extended loaded from global memory at saddr + zext(vaddr) + offset
GLOBAL_LOAD_UBYTE_SADDR: GLOBAL {
    asm: "global_load_ubyte",
    outs: (vdst: vgpr_32),
    ins: (saddr: sreg_64, vaddr: vgpr_32, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = a byte, sign-extended loaded from global memory at saddr + zext(vaddr) + offset
GLOBAL_LOAD_SBYTE_SADDR: GLOBAL {
    asm: "global_load_sbyte",
    outs: (vdst: vgpr_32),
    ins: (saddr: sreg_64, vaddr: vgpr_32, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = a short, zero-extended loaded from global memory at saddr + zext(vaddr) + offset
GLOBAL_LOAD_USHORT_SADDR: GLOBAL {
    asm: "global_load_ushort",
    outs: (vdst: vgpr_32),
    ins: (saddr: sreg_64, vaddr: vgpr_32, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = a short, sign-extended loaded from global memory at saddr + zext(vaddr) + offset
GLOBAL_LOAD_SSHORT_SADDR: GLOBAL {
    asm: "global_load_sshort",
    outs: (vdst: vgpr_32),
    ins: (saddr: sreg_64, vaddr: vgpr_32, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// store a dword of vdata to global memory at vaddr + offset
GLOBAL_STORE_DWORD: GLOBAL {
    asm: "global_store_dword",
    outs: (),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 2 dwords of vdata to global memory at vaddr + offset
GLOBAL_STORE_DWORDX2: GLOBAL {
    asm: "global_store_dwordx2",
    outs: (),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 3 dwords of vdata to global memory at vaddr + offset
GLOBAL_STORE_DWORDX3: GLOBAL {
    asm: "global_store_dwordx3",
    outs: (),
    ins: (vaddr: vreg_64, vdata: vreg_96, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 4 dwords of vdata to global memory at vaddr + offset
GLOBAL_STORE_DWORDX4: GLOBAL {
    asm: "global_store_dwordx4",
    outs: (),
    ins: (vaddr: vreg_64, vdata: vreg_128, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store the low byte of vdata to global memory at vaddr + offset
GLOBAL_STORE_BYTE: GLOBAL {
    asm: "global_store_byte",
    outs: (),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store the low short of vdata to global memory at vaddr + offset
GLOBAL_STORE_SHORT: GLOBAL {
    asm: "global_store_short",
    outs: (),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store a dword of vdata to global memory at saddr + zext(vaddr) + offset
GLOBAL_STORE_DWORD_SADDR: GLOBAL {
    asm: "global_store_dword",
    outs: (),
    ins: (vaddr: vgpr_32, vdata: vgpr_32, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 2 dwords of vdata to global memory at saddr + zext(vaddr) + offset
GLOBAL_STORE_DWORDX2_SADDR: GLOBAL {
    asm: "global_store_dwordx2",
    outs: (),
    ins: (vaddr: vgpr_32, vdata: vreg_64, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 3 dwords of vdata to global memory at saddr + zext(vaddr) + offset
GLOBAL_STORE_DWORDX3_SADDR: GLOBAL {
    asm: "global_store_dwordx3",
    outs: (),
    ins: (vaddr: vgpr_32, vdata: vreg_96, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 4 dwords of vdata to global memory at saddr + zext(vaddr) + offset
GLOBAL_STORE_DWORDX4_SADDR: GLOBAL {
    asm: "global_store_dwordx4",
    outs: (),
    ins: (vaddr: vgpr_32, vdata: vreg_128, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store the low byte of vdata to global memory at saddr + zext(vaddr) + offset
GLOBAL_STORE_BYTE_SADDR: GLOBAL {
    asm: "global_store_byte",
    outs: (),
    ins: (vaddr: vgpr_32, vdata: vgpr_32, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store the low short of vdata to global memory at saddr + zext(vaddr) + offset
GLOBAL_STORE_SHORT_SADDR: GLOBAL {
    asm: "global_store_short",
    outs: (),
    ins: (vaddr: vgpr_32, vdata: vgpr_32, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// atomic add vdata to the dword at vaddr + offset (no return value)
GLOBAL_ATOMIC_ADD: GLOBAL {
    asm: "global_atomic_add",
    outs: (),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// atomic add vdata to the dword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_ADD_RTN: GLOBAL {
    asm: "global_atomic_add",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic add vdata to the dword at saddr + zext(vaddr) + offset (no return value)
GLOBAL_ATOMIC_ADD_SADDR: GLOBAL {
    asm: "global_atomic_add",
    outs: (),
    ins: (vaddr: vgpr_32, vdata: vgpr_32, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// atomic add vdata to the dword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_ADD_SADDR_RTN: GLOBAL {
    asm: "global_atomic_add",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vgpr_32, vdata: vgpr_32, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic compare-and-swap (vdata = {new, cmp}) on the dword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_CMPSWAP_RTN: GLOBAL {
    asm: "global_atomic_cmpswap",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic swap vdata with the dword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_SWAP_RTN: GLOBAL {
    asm: "global_atomic_swap",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic compare-and-swap (vdata = {new, cmp}) on the dword at vaddr + offset (no return value)
GLOBAL_ATOMIC_CMPSWAP: GLOBAL {
    asm: "global_atomic_cmpswap",
    outs: (),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// atomic compare-and-swap (vdata = {new, cmp}) on the dword at saddr + zext(vaddr) + offset (no return value)
GLOBAL_ATOMIC_CMPSWAP_SADDR: GLOBAL {
    asm: "global_atomic_cmpswap",
    outs: (),
    ins: (vaddr: vgpr_32, vdata: vreg_64, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// atomic compare-and-swap (vdata = {new, cmp}) on the dword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_CMPSWAP_SADDR_RTN: GLOBAL {
    asm: "global_atomic_cmpswap",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vgpr_32, vdata: vreg_64, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic swap vdata with the dword at vaddr + offset (no return value)
GLOBAL_ATOMIC_SWAP: GLOBAL {
    asm: "global_atomic_swap",
    outs: (),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// atomic swap vdata with the dword at saddr + zext(vaddr) + offset (no return value)
GLOBAL_ATOMIC_SWAP_SADDR: GLOBAL {
    asm: "global_atomic_swap",
    outs: (),
    ins: (vaddr: vgpr_32, vdata: vgpr_32, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// atomic swap vdata with the dword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_SWAP_SADDR_RTN: GLOBAL {
    asm: "global_atomic_swap",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vgpr_32, vdata: vgpr_32, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

// ================================================================================================
// Flat memory (FLAT encoding, flat segment: may hit global, LDS or private memory)
// ================================================================================================

/// vdst = a dword loaded from flat address space (global, LDS or private) at vaddr + offset
FLAT_LOAD_DWORD: FLAT {
    asm: "flat_load_dword",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 2 dwords loaded from flat address space (global, LDS or private) at vaddr + offset
FLAT_LOAD_DWORDX2: FLAT {
    asm: "flat_load_dwordx2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 3 dwords loaded from flat address space (global, LDS or private) at vaddr + offset
FLAT_LOAD_DWORDX3: FLAT {
    asm: "flat_load_dwordx3",
    outs: (vdst: vreg_96),
    ins: (vaddr: vreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 4 dwords loaded from flat address space (global, LDS or private) at vaddr + offset
FLAT_LOAD_DWORDX4: FLAT {
    asm: "flat_load_dwordx4",
    outs: (vdst: vreg_128),
    ins: (vaddr: vreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = a byte, zero-extended loaded from flat address space (global, LDS or private) at vaddr + offset
FLAT_LOAD_UBYTE: FLAT {
    asm: "flat_load_ubyte",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = a byte, sign-extended loaded from flat address space (global, LDS or private) at vaddr + offset
FLAT_LOAD_SBYTE: FLAT {
    asm: "flat_load_sbyte",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = a short, zero-extended loaded from flat address space (global, LDS or private) at vaddr + offset
FLAT_LOAD_USHORT: FLAT {
    asm: "flat_load_ushort",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = a short, sign-extended loaded from flat address space (global, LDS or private) at vaddr + offset
FLAT_LOAD_SSHORT: FLAT {
    asm: "flat_load_sshort",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// store a dword of vdata to flat address space (global, LDS or private) at vaddr + offset
FLAT_STORE_DWORD: FLAT {
    asm: "flat_store_dword",
    outs: (),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_store],
    counters: { gfx900: [vmcnt(1), lgkmcnt(1)], gfx1030: [vscnt(1), lgkmcnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 2 dwords of vdata to flat address space (global, LDS or private) at vaddr + offset
FLAT_STORE_DWORDX2: FLAT {
    asm: "flat_store_dwordx2",
    outs: (),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_store],
    counters: { gfx900: [vmcnt(1), lgkmcnt(1)], gfx1030: [vscnt(1), lgkmcnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 3 dwords of vdata to flat address space (global, LDS or private) at vaddr + offset
FLAT_STORE_DWORDX3: FLAT {
    asm: "flat_store_dwordx3",
    outs: (),
    ins: (vaddr: vreg_64, vdata: vreg_96, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_store],
    counters: { gfx900: [vmcnt(1), lgkmcnt(1)], gfx1030: [vscnt(1), lgkmcnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 4 dwords of vdata to flat address space (global, LDS or private) at vaddr + offset
FLAT_STORE_DWORDX4: FLAT {
    asm: "flat_store_dwordx4",
    outs: (),
    ins: (vaddr: vreg_64, vdata: vreg_128, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_store],
    counters: { gfx900: [vmcnt(1), lgkmcnt(1)], gfx1030: [vscnt(1), lgkmcnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store the low byte of vdata to flat address space (global, LDS or private) at vaddr + offset
FLAT_STORE_BYTE: FLAT {
    asm: "flat_store_byte",
    outs: (),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_store],
    counters: { gfx900: [vmcnt(1), lgkmcnt(1)], gfx1030: [vscnt(1), lgkmcnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store the low short of vdata to flat address space (global, LDS or private) at vaddr + offset
FLAT_STORE_SHORT: FLAT {
    asm: "flat_store_short",
    outs: (),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_store],
    counters: { gfx900: [vmcnt(1), lgkmcnt(1)], gfx1030: [vscnt(1), lgkmcnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// atomic add vdata to the dword at vaddr + offset; vdst = old value
FLAT_ATOMIC_ADD_RTN: FLAT {
    asm: "flat_atomic_add",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic add vdata to the dword at vaddr + offset (no return value)
FLAT_ATOMIC_ADD: FLAT {
    asm: "flat_atomic_add",
    outs: (),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: { gfx900: [vmcnt(1), lgkmcnt(1)], gfx1030: [vscnt(1), lgkmcnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// atomic compare-and-swap (vdata = {new, cmp}) on the dword at vaddr + offset; vdst = old value
FLAT_ATOMIC_CMPSWAP_RTN: FLAT {
    asm: "flat_atomic_cmpswap",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic swap vdata with the dword at vaddr + offset; vdst = old value
FLAT_ATOMIC_SWAP_RTN: FLAT {
    asm: "flat_atomic_swap",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

// ================================================================================================
// Returning atomics (atomicrmw, cmpxchg) in global, flat and LDS memory: every 32- and 64-bit
// operation G_ATOMICRMW_* and G_AMDGPU_ATOMIC_CMPXCHG / G_ATOMIC_CMPXCHG select to

/// atomic subtract vdata from the dword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_SUB_RTN: GLOBAL {
    asm: "global_atomic_sub",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic subtract vdata from the dword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_SUB_SADDR_RTN: GLOBAL {
    asm: "global_atomic_sub",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vgpr_32, vdata: vgpr_32, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic and vdata into the dword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_AND_RTN: GLOBAL {
    asm: "global_atomic_and",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic and vdata into the dword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_AND_SADDR_RTN: GLOBAL {
    asm: "global_atomic_and",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vgpr_32, vdata: vgpr_32, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic or vdata into the dword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_OR_RTN: GLOBAL {
    asm: "global_atomic_or",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic or vdata into the dword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_OR_SADDR_RTN: GLOBAL {
    asm: "global_atomic_or",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vgpr_32, vdata: vgpr_32, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic xor vdata into the dword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_XOR_RTN: GLOBAL {
    asm: "global_atomic_xor",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic xor vdata into the dword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_XOR_SADDR_RTN: GLOBAL {
    asm: "global_atomic_xor",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vgpr_32, vdata: vgpr_32, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic signed minimum of vdata and the dword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_SMIN_RTN: GLOBAL {
    asm: "global_atomic_smin",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic signed minimum of vdata and the dword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_SMIN_SADDR_RTN: GLOBAL {
    asm: "global_atomic_smin",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vgpr_32, vdata: vgpr_32, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic signed maximum of vdata and the dword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_SMAX_RTN: GLOBAL {
    asm: "global_atomic_smax",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic signed maximum of vdata and the dword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_SMAX_SADDR_RTN: GLOBAL {
    asm: "global_atomic_smax",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vgpr_32, vdata: vgpr_32, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic unsigned minimum of vdata and the dword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_UMIN_RTN: GLOBAL {
    asm: "global_atomic_umin",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic unsigned minimum of vdata and the dword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_UMIN_SADDR_RTN: GLOBAL {
    asm: "global_atomic_umin",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vgpr_32, vdata: vgpr_32, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic unsigned maximum of vdata and the dword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_UMAX_RTN: GLOBAL {
    asm: "global_atomic_umax",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic unsigned maximum of vdata and the dword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_UMAX_SADDR_RTN: GLOBAL {
    asm: "global_atomic_umax",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vgpr_32, vdata: vgpr_32, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic add vdata to the qword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_ADD_X2_RTN: GLOBAL {
    asm: "global_atomic_add_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic add vdata to the qword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_ADD_X2_SADDR_RTN: GLOBAL {
    asm: "global_atomic_add_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vgpr_32, vdata: vreg_64, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic subtract vdata from the qword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_SUB_X2_RTN: GLOBAL {
    asm: "global_atomic_sub_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic subtract vdata from the qword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_SUB_X2_SADDR_RTN: GLOBAL {
    asm: "global_atomic_sub_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vgpr_32, vdata: vreg_64, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic and vdata into the qword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_AND_X2_RTN: GLOBAL {
    asm: "global_atomic_and_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic and vdata into the qword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_AND_X2_SADDR_RTN: GLOBAL {
    asm: "global_atomic_and_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vgpr_32, vdata: vreg_64, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic or vdata into the qword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_OR_X2_RTN: GLOBAL {
    asm: "global_atomic_or_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic or vdata into the qword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_OR_X2_SADDR_RTN: GLOBAL {
    asm: "global_atomic_or_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vgpr_32, vdata: vreg_64, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic xor vdata into the qword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_XOR_X2_RTN: GLOBAL {
    asm: "global_atomic_xor_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic xor vdata into the qword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_XOR_X2_SADDR_RTN: GLOBAL {
    asm: "global_atomic_xor_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vgpr_32, vdata: vreg_64, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic signed minimum of vdata and the qword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_SMIN_X2_RTN: GLOBAL {
    asm: "global_atomic_smin_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic signed minimum of vdata and the qword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_SMIN_X2_SADDR_RTN: GLOBAL {
    asm: "global_atomic_smin_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vgpr_32, vdata: vreg_64, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic signed maximum of vdata and the qword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_SMAX_X2_RTN: GLOBAL {
    asm: "global_atomic_smax_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic signed maximum of vdata and the qword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_SMAX_X2_SADDR_RTN: GLOBAL {
    asm: "global_atomic_smax_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vgpr_32, vdata: vreg_64, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic unsigned minimum of vdata and the qword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_UMIN_X2_RTN: GLOBAL {
    asm: "global_atomic_umin_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic unsigned minimum of vdata and the qword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_UMIN_X2_SADDR_RTN: GLOBAL {
    asm: "global_atomic_umin_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vgpr_32, vdata: vreg_64, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic unsigned maximum of vdata and the qword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_UMAX_X2_RTN: GLOBAL {
    asm: "global_atomic_umax_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic unsigned maximum of vdata and the qword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_UMAX_X2_SADDR_RTN: GLOBAL {
    asm: "global_atomic_umax_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vgpr_32, vdata: vreg_64, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic swap vdata with the qword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_SWAP_X2_RTN: GLOBAL {
    asm: "global_atomic_swap_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic swap vdata with the qword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_SWAP_X2_SADDR_RTN: GLOBAL {
    asm: "global_atomic_swap_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vgpr_32, vdata: vreg_64, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic compare-and-swap (vdata = {new, cmp}) on the qword at vaddr + offset; vdst = old value
GLOBAL_ATOMIC_CMPSWAP_X2_RTN: GLOBAL {
    asm: "global_atomic_cmpswap_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_128, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic compare-and-swap (vdata = {new, cmp}) on the qword at saddr + zext(vaddr) + offset; vdst = old value
GLOBAL_ATOMIC_CMPSWAP_X2_SADDR_RTN: GLOBAL {
    asm: "global_atomic_cmpswap_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vgpr_32, vdata: vreg_128, saddr: sreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [global, may_load, may_store],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic subtract vdata from the dword at vaddr + offset; vdst = old value
FLAT_ATOMIC_SUB_RTN: FLAT {
    asm: "flat_atomic_sub",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic and vdata into the dword at vaddr + offset; vdst = old value
FLAT_ATOMIC_AND_RTN: FLAT {
    asm: "flat_atomic_and",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic or vdata into the dword at vaddr + offset; vdst = old value
FLAT_ATOMIC_OR_RTN: FLAT {
    asm: "flat_atomic_or",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic xor vdata into the dword at vaddr + offset; vdst = old value
FLAT_ATOMIC_XOR_RTN: FLAT {
    asm: "flat_atomic_xor",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic signed minimum of vdata and the dword at vaddr + offset; vdst = old value
FLAT_ATOMIC_SMIN_RTN: FLAT {
    asm: "flat_atomic_smin",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic signed maximum of vdata and the dword at vaddr + offset; vdst = old value
FLAT_ATOMIC_SMAX_RTN: FLAT {
    asm: "flat_atomic_smax",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic unsigned minimum of vdata and the dword at vaddr + offset; vdst = old value
FLAT_ATOMIC_UMIN_RTN: FLAT {
    asm: "flat_atomic_umin",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic unsigned maximum of vdata and the dword at vaddr + offset; vdst = old value
FLAT_ATOMIC_UMAX_RTN: FLAT {
    asm: "flat_atomic_umax",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vreg_64, vdata: vgpr_32, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic add vdata to the qword at vaddr + offset; vdst = old value
FLAT_ATOMIC_ADD_X2_RTN: FLAT {
    asm: "flat_atomic_add_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic subtract vdata from the qword at vaddr + offset; vdst = old value
FLAT_ATOMIC_SUB_X2_RTN: FLAT {
    asm: "flat_atomic_sub_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic and vdata into the qword at vaddr + offset; vdst = old value
FLAT_ATOMIC_AND_X2_RTN: FLAT {
    asm: "flat_atomic_and_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic or vdata into the qword at vaddr + offset; vdst = old value
FLAT_ATOMIC_OR_X2_RTN: FLAT {
    asm: "flat_atomic_or_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic xor vdata into the qword at vaddr + offset; vdst = old value
FLAT_ATOMIC_XOR_X2_RTN: FLAT {
    asm: "flat_atomic_xor_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic signed minimum of vdata and the qword at vaddr + offset; vdst = old value
FLAT_ATOMIC_SMIN_X2_RTN: FLAT {
    asm: "flat_atomic_smin_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic signed maximum of vdata and the qword at vaddr + offset; vdst = old value
FLAT_ATOMIC_SMAX_X2_RTN: FLAT {
    asm: "flat_atomic_smax_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic unsigned minimum of vdata and the qword at vaddr + offset; vdst = old value
FLAT_ATOMIC_UMIN_X2_RTN: FLAT {
    asm: "flat_atomic_umin_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic unsigned maximum of vdata and the qword at vaddr + offset; vdst = old value
FLAT_ATOMIC_UMAX_X2_RTN: FLAT {
    asm: "flat_atomic_umax_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic swap vdata with the qword at vaddr + offset; vdst = old value
FLAT_ATOMIC_SWAP_X2_RTN: FLAT {
    asm: "flat_atomic_swap_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_64, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// atomic compare-and-swap (vdata = {new, cmp}) on the qword at vaddr + offset; vdst = old value
FLAT_ATOMIC_CMPSWAP_X2_RTN: FLAT {
    asm: "flat_atomic_cmpswap_x2",
    outs: (vdst: vreg_64),
    ins: (vaddr: vreg_64, vdata: vreg_128, offset: imm(offset), cpol: imm(cpol_glc1)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [flat, may_load, may_store],
    counters: [vmcnt(1), lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic subtract of data0 and the dword at addr + offset; vdst = old value (GFX9+ form, no M0)
DS_SUB_RTN_U32_gfx9: DS {
    asm: "ds_sub_rtn_u32",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic and of data0 and the dword at addr + offset; vdst = old value (GFX9+ form, no M0)
DS_AND_RTN_B32_gfx9: DS {
    asm: "ds_and_rtn_b32",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic or of data0 and the dword at addr + offset; vdst = old value (GFX9+ form, no M0)
DS_OR_RTN_B32_gfx9: DS {
    asm: "ds_or_rtn_b32",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic xor of data0 and the dword at addr + offset; vdst = old value (GFX9+ form, no M0)
DS_XOR_RTN_B32_gfx9: DS {
    asm: "ds_xor_rtn_b32",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic signed minimum of data0 and the dword at addr + offset; vdst = old value (GFX9+ form, no M0)
DS_MIN_RTN_I32_gfx9: DS {
    asm: "ds_min_rtn_i32",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic signed maximum of data0 and the dword at addr + offset; vdst = old value (GFX9+ form, no M0)
DS_MAX_RTN_I32_gfx9: DS {
    asm: "ds_max_rtn_i32",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic unsigned minimum of data0 and the dword at addr + offset; vdst = old value (GFX9+ form, no M0)
DS_MIN_RTN_U32_gfx9: DS {
    asm: "ds_min_rtn_u32",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic unsigned maximum of data0 and the dword at addr + offset; vdst = old value (GFX9+ form, no M0)
DS_MAX_RTN_U32_gfx9: DS {
    asm: "ds_max_rtn_u32",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic exchange of data0 and the dword at addr + offset; vdst = old value (GFX9+ form, no M0)
DS_WRXCHG_RTN_B32_gfx9: DS {
    asm: "ds_wrxchg_rtn_b32",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic float add of data0 and the dword at addr + offset; vdst = old value (GFX9+ form, no M0)
DS_ADD_RTN_F32_gfx9: DS {
    asm: "ds_add_rtn_f32",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic add of data0 and the qword at addr + offset; vdst = old value (GFX9+ form, no M0)
DS_ADD_RTN_U64_gfx9: DS {
    asm: "ds_add_rtn_u64",
    outs: (vdst: vreg_64),
    ins: (addr: vgpr_32, data0: vreg_64, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic subtract of data0 and the qword at addr + offset; vdst = old value (GFX9+ form, no M0)
DS_SUB_RTN_U64_gfx9: DS {
    asm: "ds_sub_rtn_u64",
    outs: (vdst: vreg_64),
    ins: (addr: vgpr_32, data0: vreg_64, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic and of data0 and the qword at addr + offset; vdst = old value (GFX9+ form, no M0)
DS_AND_RTN_B64_gfx9: DS {
    asm: "ds_and_rtn_b64",
    outs: (vdst: vreg_64),
    ins: (addr: vgpr_32, data0: vreg_64, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic or of data0 and the qword at addr + offset; vdst = old value (GFX9+ form, no M0)
DS_OR_RTN_B64_gfx9: DS {
    asm: "ds_or_rtn_b64",
    outs: (vdst: vreg_64),
    ins: (addr: vgpr_32, data0: vreg_64, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic xor of data0 and the qword at addr + offset; vdst = old value (GFX9+ form, no M0)
DS_XOR_RTN_B64_gfx9: DS {
    asm: "ds_xor_rtn_b64",
    outs: (vdst: vreg_64),
    ins: (addr: vgpr_32, data0: vreg_64, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic signed minimum of data0 and the qword at addr + offset; vdst = old value (GFX9+ form, no M0)
DS_MIN_RTN_I64_gfx9: DS {
    asm: "ds_min_rtn_i64",
    outs: (vdst: vreg_64),
    ins: (addr: vgpr_32, data0: vreg_64, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic signed maximum of data0 and the qword at addr + offset; vdst = old value (GFX9+ form, no M0)
DS_MAX_RTN_I64_gfx9: DS {
    asm: "ds_max_rtn_i64",
    outs: (vdst: vreg_64),
    ins: (addr: vgpr_32, data0: vreg_64, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic unsigned minimum of data0 and the qword at addr + offset; vdst = old value (GFX9+ form, no M0)
DS_MIN_RTN_U64_gfx9: DS {
    asm: "ds_min_rtn_u64",
    outs: (vdst: vreg_64),
    ins: (addr: vgpr_32, data0: vreg_64, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic unsigned maximum of data0 and the qword at addr + offset; vdst = old value (GFX9+ form, no M0)
DS_MAX_RTN_U64_gfx9: DS {
    asm: "ds_max_rtn_u64",
    outs: (vdst: vreg_64),
    ins: (addr: vgpr_32, data0: vreg_64, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic exchange of data0 and the qword at addr + offset; vdst = old value (GFX9+ form, no M0)
DS_WRXCHG_RTN_B64_gfx9: DS {
    asm: "ds_wrxchg_rtn_b64",
    outs: (vdst: vreg_64),
    ins: (addr: vgpr_32, data0: vreg_64, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS compare-and-store: the dword at addr + offset becomes data1 if it equals data0; vdst = old value (GFX9+ form, no M0)
DS_CMPST_RTN_B32_gfx9: DS {
    asm: "ds_cmpst_rtn_b32",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, data0: vgpr_32, data1: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS compare-and-store: the qword at addr + offset becomes data1 if it equals data0; vdst = old value (GFX9+ form, no M0)
DS_CMPST_RTN_B64_gfx9: DS {
    asm: "ds_cmpst_rtn_b64",
    outs: (vdst: vreg_64),
    ins: (addr: vgpr_32, data0: vreg_64, data1: vreg_64, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

// ================================================================================================
// Private memory through flat-scratch addressing (FLAT encoding, scratch segment)
// ================================================================================================

/// vdst = a dword loaded from private (scratch) memory at vaddr + offset
SCRATCH_LOAD_DWORD: SCRATCH {
    asm: "scratch_load_dword",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vgpr_32, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [scratch, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = a dword loaded from private (scratch) memory at saddr + offset
SCRATCH_LOAD_DWORD_SADDR: SCRATCH {
    asm: "scratch_load_dword",
    outs: (vdst: vgpr_32),
    ins: (saddr: sreg_32_xexec_hi, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [scratch, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// store a dword of vdata to private (scratch) memory at vaddr + offset
SCRATCH_STORE_DWORD: SCRATCH {
    asm: "scratch_store_dword",
    outs: (),
    ins: (vdata: vgpr_32, vaddr: vgpr_32, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [scratch, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store a dword of vdata to private (scratch) memory at saddr + offset
SCRATCH_STORE_DWORD_SADDR: SCRATCH {
    asm: "scratch_store_dword",
    outs: (),
    ins: (vdata: vgpr_32, saddr: sreg_32_xexec_hi, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [scratch, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// vdst = a byte, zero-extended loaded from private (scratch) memory at vaddr + offset
SCRATCH_LOAD_UBYTE: SCRATCH {
    asm: "scratch_load_ubyte",
    outs: (vdst: vgpr_32),
    ins: (vaddr: vgpr_32, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [scratch, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// store the low byte of vdata to private (scratch) memory at vaddr + offset
SCRATCH_STORE_BYTE: SCRATCH {
    asm: "scratch_store_byte",
    outs: (),
    ins: (vdata: vgpr_32, vaddr: vgpr_32, offset: imm(offset), cpol: imm(cpol)),
    implicit_uses: [exec, flat_scr],
    implicit_defs: [],
    flags: [scratch, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

// ================================================================================================
// Buffer memory (MUBUF): also private memory via the scratch buffer descriptor
// ================================================================================================

/// vdata = a dword loaded through buffer descriptor srsrc at vaddr (offset) + soffset + offset (also private memory via the scratch descriptor)
BUFFER_LOAD_DWORD_OFFEN: MUBUF {
    asm: "buffer_load_dword",
    outs: (vdata: vgpr_32),
    ins: (vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// invalidate the L1 vector cache for volatile accesses (no effect on a single wave's results)
BUFFER_WBINVL1_VOL: MUBUF {
    asm: "buffer_wbinvl1_vol",
    outs: (),
    ins: (),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load, may_store, side_effects],
    counters: [],
    subtargets: [gfx900],
}

/// invalidate the GL0 cache (no effect on a single wave's results)
BUFFER_GL0_INV: MUBUF {
    asm: "buffer_gl0_inv",
    outs: (),
    ins: (),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load, may_store, side_effects],
    counters: [],
    subtargets: [gfx1030],
}

/// invalidate the GL1 cache (no effect on a single wave's results)
BUFFER_GL1_INV: MUBUF {
    asm: "buffer_gl1_inv",
    outs: (),
    ins: (),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load, may_store, side_effects],
    counters: [],
    subtargets: [gfx1030],
}

/// vdata = a dword loaded through buffer descriptor srsrc at soffset + offset (also private memory via the scratch descriptor)
BUFFER_LOAD_DWORD_OFFSET: MUBUF {
    asm: "buffer_load_dword",
    outs: (vdata: vgpr_32),
    ins: (srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = 2 dwords loaded through buffer descriptor srsrc at vaddr (offset) + soffset + offset (also private memory via the scratch descriptor)
BUFFER_LOAD_DWORDX2_OFFEN: MUBUF {
    asm: "buffer_load_dwordx2",
    outs: (vdata: vreg_64),
    ins: (vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = 4 dwords loaded through buffer descriptor srsrc at vaddr (offset) + soffset + offset (also private memory via the scratch descriptor)
BUFFER_LOAD_DWORDX4_OFFEN: MUBUF {
    asm: "buffer_load_dwordx4",
    outs: (vdata: vreg_128),
    ins: (vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = a byte, zero-extended loaded through buffer descriptor srsrc at vaddr (offset) + soffset + offset (also private memory via the scratch descriptor)
BUFFER_LOAD_UBYTE_OFFEN: MUBUF {
    asm: "buffer_load_ubyte",
    outs: (vdata: vgpr_32),
    ins: (vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = a byte, sign-extended loaded through buffer descriptor srsrc at vaddr (offset) + soffset + offset (also private memory via the scratch descriptor)
BUFFER_LOAD_SBYTE_OFFEN: MUBUF {
    asm: "buffer_load_sbyte",
    outs: (vdata: vgpr_32),
    ins: (vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = a short, zero-extended loaded through buffer descriptor srsrc at vaddr (offset) + soffset + offset (also private memory via the scratch descriptor)
BUFFER_LOAD_USHORT_OFFEN: MUBUF {
    asm: "buffer_load_ushort",
    outs: (vdata: vgpr_32),
    ins: (vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = a short, sign-extended loaded through buffer descriptor srsrc at vaddr (offset) + soffset + offset (also private memory via the scratch descriptor)
BUFFER_LOAD_SSHORT_OFFEN: MUBUF {
    asm: "buffer_load_sshort",
    outs: (vdata: vgpr_32),
    ins: (vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// store a dword of vdata through buffer descriptor srsrc at vaddr (offset) + soffset + offset (also private memory via the scratch descriptor)
BUFFER_STORE_DWORD_OFFEN: MUBUF {
    asm: "buffer_store_dword",
    outs: (),
    ins: (vdata: vgpr_32, vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store a dword of vdata through buffer descriptor srsrc at soffset + offset (also private memory via the scratch descriptor)
BUFFER_STORE_DWORD_OFFSET: MUBUF {
    asm: "buffer_store_dword",
    outs: (),
    ins: (vdata: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 2 dwords of vdata through buffer descriptor srsrc at vaddr (offset) + soffset + offset (also private memory via the scratch descriptor)
BUFFER_STORE_DWORDX2_OFFEN: MUBUF {
    asm: "buffer_store_dwordx2",
    outs: (),
    ins: (vdata: vreg_64, vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 4 dwords of vdata through buffer descriptor srsrc at vaddr (offset) + soffset + offset (also private memory via the scratch descriptor)
BUFFER_STORE_DWORDX4_OFFEN: MUBUF {
    asm: "buffer_store_dwordx4",
    outs: (),
    ins: (vdata: vreg_128, vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store the low byte of vdata through buffer descriptor srsrc at vaddr (offset) + soffset + offset (also private memory via the scratch descriptor)
BUFFER_STORE_BYTE_OFFEN: MUBUF {
    asm: "buffer_store_byte",
    outs: (),
    ins: (vdata: vgpr_32, vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store the low short of vdata through buffer descriptor srsrc at vaddr (offset) + soffset + offset (also private memory via the scratch descriptor)
BUFFER_STORE_SHORT_OFFEN: MUBUF {
    asm: "buffer_store_short",
    outs: (),
    ins: (vdata: vgpr_32, vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// vdata = a byte, zero-extended loaded through buffer descriptor srsrc at soffset + offset (also private memory via the scratch descriptor)
BUFFER_LOAD_UBYTE_OFFSET: MUBUF {
    asm: "buffer_load_ubyte",
    outs: (vdata: vgpr_32),
    ins: (srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// store the low byte of vdata through buffer descriptor srsrc at soffset + offset (also private memory via the scratch descriptor)
BUFFER_STORE_BYTE_OFFSET: MUBUF {
    asm: "buffer_store_byte",
    outs: (),
    ins: (vdata: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// vdata = a dword loaded through buffer descriptor srsrc at index vaddr, soffset + offset (also private memory via the scratch descriptor)
BUFFER_LOAD_DWORD_IDXEN: MUBUF {
    asm: "buffer_load_dword",
    outs: (vdata: vgpr_32),
    ins: (vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = a dword loaded through buffer descriptor srsrc at index vaddr[0], offset vaddr[1] + soffset + offset (also private memory via the scratch descriptor)
BUFFER_LOAD_DWORD_BOTHEN: MUBUF {
    asm: "buffer_load_dword",
    outs: (vdata: vgpr_32),
    ins: (vaddr: vreg_64, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// store a dword of vdata through buffer descriptor srsrc at vaddr (offset) + soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_DWORD_OFFEN_exact: MUBUF {
    asm: "buffer_store_dword",
    outs: (),
    ins: (vdata: vgpr_32, vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store a dword of vdata through buffer descriptor srsrc at soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_DWORD_OFFSET_exact: MUBUF {
    asm: "buffer_store_dword",
    outs: (),
    ins: (vdata: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// vdata = 2 dwords loaded through buffer descriptor srsrc at soffset + offset (the buffer intrinsics)
BUFFER_LOAD_DWORDX2_OFFSET: MUBUF {
    asm: "buffer_load_dwordx2",
    outs: (vdata: vreg_64),
    ins: (srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = 2 dwords loaded through buffer descriptor srsrc at index vaddr, soffset + offset (the buffer intrinsics)
BUFFER_LOAD_DWORDX2_IDXEN: MUBUF {
    asm: "buffer_load_dwordx2",
    outs: (vdata: vreg_64),
    ins: (vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = 2 dwords loaded through buffer descriptor srsrc at index vaddr[0], offset vaddr[1] + soffset + offset (the buffer intrinsics)
BUFFER_LOAD_DWORDX2_BOTHEN: MUBUF {
    asm: "buffer_load_dwordx2",
    outs: (vdata: vreg_64),
    ins: (vaddr: vreg_64, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = 3 dwords loaded through buffer descriptor srsrc at soffset + offset (the buffer intrinsics)
BUFFER_LOAD_DWORDX3_OFFSET: MUBUF {
    asm: "buffer_load_dwordx3",
    outs: (vdata: vreg_96),
    ins: (srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = 3 dwords loaded through buffer descriptor srsrc at vaddr (offset) + soffset + offset (the buffer intrinsics)
BUFFER_LOAD_DWORDX3_OFFEN: MUBUF {
    asm: "buffer_load_dwordx3",
    outs: (vdata: vreg_96),
    ins: (vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = 3 dwords loaded through buffer descriptor srsrc at index vaddr, soffset + offset (the buffer intrinsics)
BUFFER_LOAD_DWORDX3_IDXEN: MUBUF {
    asm: "buffer_load_dwordx3",
    outs: (vdata: vreg_96),
    ins: (vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = 3 dwords loaded through buffer descriptor srsrc at index vaddr[0], offset vaddr[1] + soffset + offset (the buffer intrinsics)
BUFFER_LOAD_DWORDX3_BOTHEN: MUBUF {
    asm: "buffer_load_dwordx3",
    outs: (vdata: vreg_96),
    ins: (vaddr: vreg_64, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = 4 dwords loaded through buffer descriptor srsrc at soffset + offset (the buffer intrinsics)
BUFFER_LOAD_DWORDX4_OFFSET: MUBUF {
    asm: "buffer_load_dwordx4",
    outs: (vdata: vreg_128),
    ins: (srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = 4 dwords loaded through buffer descriptor srsrc at index vaddr, soffset + offset (the buffer intrinsics)
BUFFER_LOAD_DWORDX4_IDXEN: MUBUF {
    asm: "buffer_load_dwordx4",
    outs: (vdata: vreg_128),
    ins: (vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = 4 dwords loaded through buffer descriptor srsrc at index vaddr[0], offset vaddr[1] + soffset + offset (the buffer intrinsics)
BUFFER_LOAD_DWORDX4_BOTHEN: MUBUF {
    asm: "buffer_load_dwordx4",
    outs: (vdata: vreg_128),
    ins: (vaddr: vreg_64, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = a byte, zero-extended loaded through buffer descriptor srsrc at index vaddr, soffset + offset (the buffer intrinsics)
BUFFER_LOAD_UBYTE_IDXEN: MUBUF {
    asm: "buffer_load_ubyte",
    outs: (vdata: vgpr_32),
    ins: (vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = a byte, zero-extended loaded through buffer descriptor srsrc at index vaddr[0], offset vaddr[1] + soffset + offset (the buffer intrinsics)
BUFFER_LOAD_UBYTE_BOTHEN: MUBUF {
    asm: "buffer_load_ubyte",
    outs: (vdata: vgpr_32),
    ins: (vaddr: vreg_64, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = a byte, sign-extended loaded through buffer descriptor srsrc at soffset + offset (the buffer intrinsics)
BUFFER_LOAD_SBYTE_OFFSET: MUBUF {
    asm: "buffer_load_sbyte",
    outs: (vdata: vgpr_32),
    ins: (srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = a byte, sign-extended loaded through buffer descriptor srsrc at index vaddr, soffset + offset (the buffer intrinsics)
BUFFER_LOAD_SBYTE_IDXEN: MUBUF {
    asm: "buffer_load_sbyte",
    outs: (vdata: vgpr_32),
    ins: (vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = a byte, sign-extended loaded through buffer descriptor srsrc at index vaddr[0], offset vaddr[1] + soffset + offset (the buffer intrinsics)
BUFFER_LOAD_SBYTE_BOTHEN: MUBUF {
    asm: "buffer_load_sbyte",
    outs: (vdata: vgpr_32),
    ins: (vaddr: vreg_64, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = a short, zero-extended loaded through buffer descriptor srsrc at soffset + offset (the buffer intrinsics)
BUFFER_LOAD_USHORT_OFFSET: MUBUF {
    asm: "buffer_load_ushort",
    outs: (vdata: vgpr_32),
    ins: (srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = a short, zero-extended loaded through buffer descriptor srsrc at index vaddr, soffset + offset (the buffer intrinsics)
BUFFER_LOAD_USHORT_IDXEN: MUBUF {
    asm: "buffer_load_ushort",
    outs: (vdata: vgpr_32),
    ins: (vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = a short, zero-extended loaded through buffer descriptor srsrc at index vaddr[0], offset vaddr[1] + soffset + offset (the buffer intrinsics)
BUFFER_LOAD_USHORT_BOTHEN: MUBUF {
    asm: "buffer_load_ushort",
    outs: (vdata: vgpr_32),
    ins: (vaddr: vreg_64, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = a short, sign-extended loaded through buffer descriptor srsrc at soffset + offset (the buffer intrinsics)
BUFFER_LOAD_SSHORT_OFFSET: MUBUF {
    asm: "buffer_load_sshort",
    outs: (vdata: vgpr_32),
    ins: (srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = a short, sign-extended loaded through buffer descriptor srsrc at index vaddr, soffset + offset (the buffer intrinsics)
BUFFER_LOAD_SSHORT_IDXEN: MUBUF {
    asm: "buffer_load_sshort",
    outs: (vdata: vgpr_32),
    ins: (vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdata = a short, sign-extended loaded through buffer descriptor srsrc at index vaddr[0], offset vaddr[1] + soffset + offset (the buffer intrinsics)
BUFFER_LOAD_SSHORT_BOTHEN: MUBUF {
    asm: "buffer_load_sshort",
    outs: (vdata: vgpr_32),
    ins: (vaddr: vreg_64, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_load],
    counters: [vmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// store a dword of vdata through buffer descriptor srsrc at index vaddr, soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_DWORD_IDXEN_exact: MUBUF {
    asm: "buffer_store_dword",
    outs: (),
    ins: (vdata: vgpr_32, vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store a dword of vdata through buffer descriptor srsrc at index vaddr[0], offset vaddr[1] + soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_DWORD_BOTHEN_exact: MUBUF {
    asm: "buffer_store_dword",
    outs: (),
    ins: (vdata: vgpr_32, vaddr: vreg_64, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 2 dwords of vdata through buffer descriptor srsrc at soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_DWORDX2_OFFSET_exact: MUBUF {
    asm: "buffer_store_dwordx2",
    outs: (),
    ins: (vdata: vreg_64, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 2 dwords of vdata through buffer descriptor srsrc at vaddr (offset) + soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_DWORDX2_OFFEN_exact: MUBUF {
    asm: "buffer_store_dwordx2",
    outs: (),
    ins: (vdata: vreg_64, vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 2 dwords of vdata through buffer descriptor srsrc at index vaddr, soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_DWORDX2_IDXEN_exact: MUBUF {
    asm: "buffer_store_dwordx2",
    outs: (),
    ins: (vdata: vreg_64, vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 2 dwords of vdata through buffer descriptor srsrc at index vaddr[0], offset vaddr[1] + soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_DWORDX2_BOTHEN_exact: MUBUF {
    asm: "buffer_store_dwordx2",
    outs: (),
    ins: (vdata: vreg_64, vaddr: vreg_64, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 3 dwords of vdata through buffer descriptor srsrc at soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_DWORDX3_OFFSET_exact: MUBUF {
    asm: "buffer_store_dwordx3",
    outs: (),
    ins: (vdata: vreg_96, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 3 dwords of vdata through buffer descriptor srsrc at vaddr (offset) + soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_DWORDX3_OFFEN_exact: MUBUF {
    asm: "buffer_store_dwordx3",
    outs: (),
    ins: (vdata: vreg_96, vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 3 dwords of vdata through buffer descriptor srsrc at index vaddr, soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_DWORDX3_IDXEN_exact: MUBUF {
    asm: "buffer_store_dwordx3",
    outs: (),
    ins: (vdata: vreg_96, vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 3 dwords of vdata through buffer descriptor srsrc at index vaddr[0], offset vaddr[1] + soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_DWORDX3_BOTHEN_exact: MUBUF {
    asm: "buffer_store_dwordx3",
    outs: (),
    ins: (vdata: vreg_96, vaddr: vreg_64, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 4 dwords of vdata through buffer descriptor srsrc at soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_DWORDX4_OFFSET_exact: MUBUF {
    asm: "buffer_store_dwordx4",
    outs: (),
    ins: (vdata: vreg_128, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 4 dwords of vdata through buffer descriptor srsrc at vaddr (offset) + soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_DWORDX4_OFFEN_exact: MUBUF {
    asm: "buffer_store_dwordx4",
    outs: (),
    ins: (vdata: vreg_128, vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 4 dwords of vdata through buffer descriptor srsrc at index vaddr, soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_DWORDX4_IDXEN_exact: MUBUF {
    asm: "buffer_store_dwordx4",
    outs: (),
    ins: (vdata: vreg_128, vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store 4 dwords of vdata through buffer descriptor srsrc at index vaddr[0], offset vaddr[1] + soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_DWORDX4_BOTHEN_exact: MUBUF {
    asm: "buffer_store_dwordx4",
    outs: (),
    ins: (vdata: vreg_128, vaddr: vreg_64, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store the low byte of vdata through buffer descriptor srsrc at soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_BYTE_OFFSET_exact: MUBUF {
    asm: "buffer_store_byte",
    outs: (),
    ins: (vdata: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store the low byte of vdata through buffer descriptor srsrc at vaddr (offset) + soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_BYTE_OFFEN_exact: MUBUF {
    asm: "buffer_store_byte",
    outs: (),
    ins: (vdata: vgpr_32, vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store the low byte of vdata through buffer descriptor srsrc at index vaddr, soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_BYTE_IDXEN_exact: MUBUF {
    asm: "buffer_store_byte",
    outs: (),
    ins: (vdata: vgpr_32, vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store the low byte of vdata through buffer descriptor srsrc at index vaddr[0], offset vaddr[1] + soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_BYTE_BOTHEN_exact: MUBUF {
    asm: "buffer_store_byte",
    outs: (),
    ins: (vdata: vgpr_32, vaddr: vreg_64, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store the low short of vdata through buffer descriptor srsrc at soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_SHORT_OFFSET_exact: MUBUF {
    asm: "buffer_store_short",
    outs: (),
    ins: (vdata: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store the low short of vdata through buffer descriptor srsrc at vaddr (offset) + soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_SHORT_OFFEN_exact: MUBUF {
    asm: "buffer_store_short",
    outs: (),
    ins: (vdata: vgpr_32, vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store the low short of vdata through buffer descriptor srsrc at index vaddr, soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_SHORT_IDXEN_exact: MUBUF {
    asm: "buffer_store_short",
    outs: (),
    ins: (vdata: vgpr_32, vaddr: vgpr_32, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

/// store the low short of vdata through buffer descriptor srsrc at index vaddr[0], offset vaddr[1] + soffset + offset; _exact: vdata class is exactly the data width (selected for buffer-store intrinsics)
BUFFER_STORE_SHORT_BOTHEN_exact: MUBUF {
    asm: "buffer_store_short",
    outs: (),
    ins: (vdata: vgpr_32, vaddr: vreg_64, srsrc: sreg_128, soffset: src(sreg_32, inline), offset: imm(offset), cpol: imm(cpol), tfe: imm(tfe), swz: imm(swz)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [vmem, may_store],
    counters: { gfx900: [vmcnt(1)], gfx1030: [vscnt(1)] },
    subtargets: [gfx900, gfx1030],
}

// ================================================================================================
// Local data share (DS)
// ================================================================================================

/// vdst = 32-bit LDS load from addr + offset (reads M0 as the LDS limit: SI-VI form)
DS_READ_B32: DS {
    asm: "ds_read_b32",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [m0, exec],
    implicit_defs: [],
    flags: [ds, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 64-bit LDS load from addr + offset (reads M0 as the LDS limit: SI-VI form)
DS_READ_B64: DS {
    asm: "ds_read_b64",
    outs: (vdst: vreg_64),
    ins: (addr: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [m0, exec],
    implicit_defs: [],
    flags: [ds, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 96-bit LDS load from addr + offset (reads M0 as the LDS limit: SI-VI form)
DS_READ_B96: DS {
    asm: "ds_read_b96",
    outs: (vdst: vreg_96),
    ins: (addr: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [m0, exec],
    implicit_defs: [],
    flags: [ds, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 128-bit LDS load from addr + offset (reads M0 as the LDS limit: SI-VI form)
DS_READ_B128: DS {
    asm: "ds_read_b128",
    outs: (vdst: vreg_128),
    ins: (addr: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [m0, exec],
    implicit_defs: [],
    flags: [ds, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 8-bit LDS load from addr + offset, zero-extended (reads M0 as the LDS limit: SI-VI form)
DS_READ_U8: DS {
    asm: "ds_read_u8",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [m0, exec],
    implicit_defs: [],
    flags: [ds, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 8-bit LDS load from addr + offset, sign-extended (reads M0 as the LDS limit: SI-VI form)
DS_READ_I8: DS {
    asm: "ds_read_i8",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [m0, exec],
    implicit_defs: [],
    flags: [ds, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 16-bit LDS load from addr + offset, zero-extended (reads M0 as the LDS limit: SI-VI form)
DS_READ_U16: DS {
    asm: "ds_read_u16",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [m0, exec],
    implicit_defs: [],
    flags: [ds, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 16-bit LDS load from addr + offset, sign-extended (reads M0 as the LDS limit: SI-VI form)
DS_READ_I16: DS {
    asm: "ds_read_i16",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [m0, exec],
    implicit_defs: [],
    flags: [ds, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 32-bit LDS load from addr + offset (no M0 operand: GFX9+ form)
DS_READ_B32_gfx9: DS {
    asm: "ds_read_b32",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 64-bit LDS load from addr + offset (no M0 operand: GFX9+ form)
DS_READ_B64_gfx9: DS {
    asm: "ds_read_b64",
    outs: (vdst: vreg_64),
    ins: (addr: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 96-bit LDS load from addr + offset (no M0 operand: GFX9+ form)
DS_READ_B96_gfx9: DS {
    asm: "ds_read_b96",
    outs: (vdst: vreg_96),
    ins: (addr: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 128-bit LDS load from addr + offset (no M0 operand: GFX9+ form)
DS_READ_B128_gfx9: DS {
    asm: "ds_read_b128",
    outs: (vdst: vreg_128),
    ins: (addr: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 8-bit LDS load from addr + offset, zero-extended (no M0 operand: GFX9+ form)
DS_READ_U8_gfx9: DS {
    asm: "ds_read_u8",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 8-bit LDS load from addr + offset, sign-extended (no M0 operand: GFX9+ form)
DS_READ_I8_gfx9: DS {
    asm: "ds_read_i8",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 16-bit LDS load from addr + offset, zero-extended (no M0 operand: GFX9+ form)
DS_READ_U16_gfx9: DS {
    asm: "ds_read_u16",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = 16-bit LDS load from addr + offset, sign-extended (no M0 operand: GFX9+ form)
DS_READ_I16_gfx9: DS {
    asm: "ds_read_i16",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// 32-bit LDS store of data0 to addr + offset (reads M0 as the LDS limit: SI-VI form)
DS_WRITE_B32: DS {
    asm: "ds_write_b32",
    outs: (),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [m0, exec],
    implicit_defs: [],
    flags: [ds, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// 64-bit LDS store of data0 to addr + offset (reads M0 as the LDS limit: SI-VI form)
DS_WRITE_B64: DS {
    asm: "ds_write_b64",
    outs: (),
    ins: (addr: vgpr_32, data0: vreg_64, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [m0, exec],
    implicit_defs: [],
    flags: [ds, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// 96-bit LDS store of data0 to addr + offset (reads M0 as the LDS limit: SI-VI form)
DS_WRITE_B96: DS {
    asm: "ds_write_b96",
    outs: (),
    ins: (addr: vgpr_32, data0: vreg_96, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [m0, exec],
    implicit_defs: [],
    flags: [ds, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// 128-bit LDS store of data0 to addr + offset (reads M0 as the LDS limit: SI-VI form)
DS_WRITE_B128: DS {
    asm: "ds_write_b128",
    outs: (),
    ins: (addr: vgpr_32, data0: vreg_128, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [m0, exec],
    implicit_defs: [],
    flags: [ds, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// 8-bit LDS store of data0 to addr + offset (reads M0 as the LDS limit: SI-VI form)
DS_WRITE_B8: DS {
    asm: "ds_write_b8",
    outs: (),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [m0, exec],
    implicit_defs: [],
    flags: [ds, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// 16-bit LDS store of data0 to addr + offset (reads M0 as the LDS limit: SI-VI form)
DS_WRITE_B16: DS {
    asm: "ds_write_b16",
    outs: (),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [m0, exec],
    implicit_defs: [],
    flags: [ds, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// 32-bit LDS store of data0 to addr + offset (no M0 operand: GFX9+ form)
DS_WRITE_B32_gfx9: DS {
    asm: "ds_write_b32",
    outs: (),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// 64-bit LDS store of data0 to addr + offset (no M0 operand: GFX9+ form)
DS_WRITE_B64_gfx9: DS {
    asm: "ds_write_b64",
    outs: (),
    ins: (addr: vgpr_32, data0: vreg_64, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// 96-bit LDS store of data0 to addr + offset (no M0 operand: GFX9+ form)
DS_WRITE_B96_gfx9: DS {
    asm: "ds_write_b96",
    outs: (),
    ins: (addr: vgpr_32, data0: vreg_96, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// 128-bit LDS store of data0 to addr + offset (no M0 operand: GFX9+ form)
DS_WRITE_B128_gfx9: DS {
    asm: "ds_write_b128",
    outs: (),
    ins: (addr: vgpr_32, data0: vreg_128, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// 8-bit LDS store of data0 to addr + offset (no M0 operand: GFX9+ form)
DS_WRITE_B8_gfx9: DS {
    asm: "ds_write_b8",
    outs: (),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// 16-bit LDS store of data0 to addr + offset (no M0 operand: GFX9+ form)
DS_WRITE_B16_gfx9: DS {
    asm: "ds_write_b16",
    outs: (),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = two 32-bit LDS loads from addr + offset0 * 4 and addr + offset1 * 4 (reads M0 as the LDS limit: SI-VI form)
DS_READ2_B32: DS {
    asm: "ds_read2_b32",
    outs: (vdst: vreg_64),
    ins: (addr: vgpr_32, offset0: imm(offset), offset1: imm(offset), gds: imm(gds)),
    implicit_uses: [m0, exec],
    implicit_defs: [],
    flags: [ds, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = two 32-bit LDS loads from addr + offset0 * 4 and addr + offset1 * 4 (no M0 operand: GFX9+ form)
DS_READ2_B32_gfx9: DS {
    asm: "ds_read2_b32",
    outs: (vdst: vreg_64),
    ins: (addr: vgpr_32, offset0: imm(offset), offset1: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = two 64-bit LDS loads from addr + offset0 * 8 and addr + offset1 * 8 (reads M0 as the LDS limit: SI-VI form)
DS_READ2_B64: DS {
    asm: "ds_read2_b64",
    outs: (vdst: vreg_128),
    ins: (addr: vgpr_32, offset0: imm(offset), offset1: imm(offset), gds: imm(gds)),
    implicit_uses: [m0, exec],
    implicit_defs: [],
    flags: [ds, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = two 64-bit LDS loads from addr + offset0 * 8 and addr + offset1 * 8 (no M0 operand: GFX9+ form)
DS_READ2_B64_gfx9: DS {
    asm: "ds_read2_b64",
    outs: (vdst: vreg_128),
    ins: (addr: vgpr_32, offset0: imm(offset), offset1: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// two 32-bit LDS stores: data0 to addr + offset0 * 4, data1 to addr + offset1 * 4 (reads M0 as the LDS limit: SI-VI form)
DS_WRITE2_B32: DS {
    asm: "ds_write2_b32",
    outs: (),
    ins: (addr: vgpr_32, data0: vgpr_32, data1: vgpr_32, offset0: imm(offset), offset1: imm(offset), gds: imm(gds)),
    implicit_uses: [m0, exec],
    implicit_defs: [],
    flags: [ds, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// two 32-bit LDS stores: data0 to addr + offset0 * 4, data1 to addr + offset1 * 4 (no M0 operand: GFX9+ form)
DS_WRITE2_B32_gfx9: DS {
    asm: "ds_write2_b32",
    outs: (),
    ins: (addr: vgpr_32, data0: vgpr_32, data1: vgpr_32, offset0: imm(offset), offset1: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// two 64-bit LDS stores: data0 to addr + offset0 * 8, data1 to addr + offset1 * 8 (reads M0 as the LDS limit: SI-VI form)
DS_WRITE2_B64: DS {
    asm: "ds_write2_b64",
    outs: (),
    ins: (addr: vgpr_32, data0: vreg_64, data1: vreg_64, offset0: imm(offset), offset1: imm(offset), gds: imm(gds)),
    implicit_uses: [m0, exec],
    implicit_defs: [],
    flags: [ds, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// two 64-bit LDS stores: data0 to addr + offset0 * 8, data1 to addr + offset1 * 8 (no M0 operand: GFX9+ form)
DS_WRITE2_B64_gfx9: DS {
    asm: "ds_write2_b64",
    outs: (),
    ins: (addr: vgpr_32, data0: vreg_64, data1: vreg_64, offset0: imm(offset), offset1: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic add of data0 to the dword at addr + offset (SI-VI form, reads M0)
DS_ADD_U32: DS {
    asm: "ds_add_u32",
    outs: (),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [m0, exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic add of data0 to the dword at addr + offset (GFX9+ form, no M0)
DS_ADD_U32_gfx9: DS {
    asm: "ds_add_u32",
    outs: (),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic add of data0 to the dword at addr + offset; vdst = old value (SI-VI form, reads M0)
DS_ADD_RTN_U32: DS {
    asm: "ds_add_rtn_u32",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [m0, exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// LDS atomic add of data0 to the dword at addr + offset; vdst = old value (GFX9+ form, no M0)
DS_ADD_RTN_U32_gfx9: DS {
    asm: "ds_add_rtn_u32",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset), gds: imm(gds)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, may_load, may_store],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// vdst = data0 of lane addr / 4 (backward permute through LDS hardware, no LDS access)
DS_BPERMUTE_B32: DS {
    asm: "ds_bpermute_b32",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, convergent],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// lane addr / 4 of vdst receives data0 (forward permute through LDS hardware, no LDS access)
DS_PERMUTE_B32: DS {
    asm: "ds_permute_b32",
    outs: (vdst: vgpr_32),
    ins: (addr: vgpr_32, data0: vgpr_32, offset: imm(offset)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [ds, convergent],
    counters: [lgkmcnt(1)],
    subtargets: [gfx900, gfx1030],
}

// ================================================================================================
// Exports (EXP)
// ================================================================================================

/// export src0..src3 (channels enabled by en) to target tgt; compr = packed f16, vm = valid mask
EXP: EXP {
    asm: "exp",
    outs: (),
    ins: (tgt: imm(tgt), src0: vgpr_32, src1: vgpr_32, src2: vgpr_32, src3: vgpr_32, vm: imm(vm), compr: imm(compr), en: imm(en)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [exp, may_store],
    counters: [expcnt(1)],
    subtargets: [gfx900, gfx1030],
}

/// last export of its kind (done bit set): src0..src3 to target tgt
EXP_DONE: EXP {
    asm: "exp",
    outs: (),
    ins: (tgt: imm(tgt), src0: vgpr_32, src1: vgpr_32, src2: vgpr_32, src3: vgpr_32, vm: imm(vm), compr: imm(compr), en: imm(en)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [exp, may_load, may_store],
    counters: [expcnt(1)],
    subtargets: [gfx900, gfx1030],
}

// ================================================================================================
// Pseudo instructions (expanded before emission)
// ================================================================================================

/// structured if: dst = saved EXEC bits of lanes not taking the if; EXEC &= vcc; branch to target if no lane is active
SI_IF: PSEUDO {
    asm: "",
    outs: (dst: sreg_1),
    ins: (vcc: sreg_1, target: block),
    implicit_uses: [exec],
    implicit_defs: [exec, scc],
    flags: [pseudo, salu, terminator, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// structured else: swap to the lanes saved in src, dst = lanes leaving; branch to target if none active
SI_ELSE: PSEUDO {
    asm: "",
    outs: (dst: sreg_1),
    ins: (src: sreg_1, target: block),
    implicit_uses: [exec],
    implicit_defs: [exec, scc],
    flags: [pseudo, salu, terminator, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// loop break mask: dst = src | (vcc & EXEC)
SI_IF_BREAK: PSEUDO {
    asm: "",
    outs: (dst: sreg_1),
    ins: (vcc: sreg_1, src: sreg_1),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [pseudo, salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// loop back-edge: EXEC &= ~saved; branch to target while any lane is still active
SI_LOOP: PSEUDO {
    asm: "",
    outs: (),
    ins: (saved: sreg_1, target: block),
    implicit_uses: [exec],
    implicit_defs: [exec, scc],
    flags: [pseudo, salu, branch, terminator, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// end of structured region: EXEC |= saved (lanes reconverge)
SI_END_CF: PSEUDO {
    asm: "",
    outs: (),
    ins: (saved: sreg_1),
    implicit_uses: [exec],
    implicit_defs: [exec, scc],
    flags: [pseudo, salu, may_load, may_store, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// kill (disable) the lanes where src != killvalue; terminator form after the split
SI_KILL_I1_TERMINATOR: PSEUDO {
    asm: "",
    outs: (),
    ins: (src: src(sreg_1_xexec, literal), killvalue: imm(bool)),
    implicit_uses: [exec],
    implicit_defs: [exec, scc],
    flags: [pseudo, salu, terminator, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// kill the lanes where !(src0 <cond> src1) (src1 is the bit pattern of an f32); terminator form
SI_KILL_F32_COND_IMM_TERMINATOR: PSEUDO {
    asm: "",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: imm(f32), cond: imm(cond)),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [pseudo, salu, terminator, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// kill the lanes where src != killvalue (llvm.amdgcn.kill); split into the terminator form
SI_KILL_I1_PSEUDO: PSEUDO {
    asm: "",
    outs: (),
    ins: (src: src(sreg_1_xexec, literal), killvalue: imm(bool)),
    implicit_uses: [exec],
    implicit_defs: [exec, scc],
    flags: [pseudo, may_load, may_store, side_effects, convergent],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// kill the lanes where !(src0 <cond> src1) (src1 is the bit pattern of an f32)
SI_KILL_F32_COND_IMM_PSEUDO: PSEUDO {
    asm: "",
    outs: (),
    ins: (src0: src(vs_32, literal), src1: imm(f32), cond: imm(cond)),
    implicit_uses: [exec],
    implicit_defs: [vcc],
    flags: [pseudo, may_load, may_store, side_effects, convergent],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// return from a shader part to the epilog; the live-out registers are implicit uses (variadic)
SI_RETURN_TO_EPILOG: PSEUDO {
    asm: "",
    outs: (),
    ins: (),
    implicit_uses: [],
    implicit_defs: [],
    flags: [pseudo, salu, terminator, barrier, return, variadic],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// return from a callable function
SI_RETURN: PSEUDO {
    asm: "",
    outs: (),
    ins: (),
    implicit_uses: [],
    implicit_defs: [],
    flags: [pseudo, salu, terminator, barrier, return, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 (64-bit VGPR move; two v_mov_b32 after register allocation)
V_MOV_B64_PSEUDO: PSEUDO {
    asm: "",
    outs: (vdst: vreg_64),
    ins: (src0: src(vs_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [pseudo, valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = 64-bit immediate src0 (one s_mov_b64 or two s_mov_b32 after register allocation)
S_MOV_B64_IMM_PSEUDO: PSEUDO {
    asm: "",
    outs: (sdst: sreg_64),
    ins: (src0: imm(i64)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [pseudo, salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// EXEC = src (immediate lane mask), at the start of the function
SI_INIT_EXEC: PSEUDO {
    asm: "",
    outs: (),
    ins: (src: imm(mask)),
    implicit_uses: [],
    implicit_defs: [exec],
    flags: [pseudo, salu, may_load, may_store, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// EXEC = lane count taken from input >> shift (bitfield), at the start of the function
SI_INIT_EXEC_FROM_INPUT: PSEUDO {
    asm: "",
    outs: (),
    ins: (input: src(sreg_32, literal), shift: imm(count)),
    implicit_uses: [],
    implicit_defs: [exec],
    flags: [pseudo, salu, may_load, may_store, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// M0 = src
SI_INIT_M0: PSEUDO {
    asm: "",
    outs: (),
    ins: (src: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [m0],
    flags: [pseudo, salu, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// dst = lane mask of the lanes that are not helper lanes (pixel shaders)
SI_PS_LIVE: PSEUDO {
    asm: "",
    outs: (dst: sreg_1),
    ins: (),
    implicit_uses: [],
    implicit_defs: [],
    flags: [pseudo, salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// dst = current live-lane mask (lanes not killed or demoted)
SI_LIVE_MASK: PSEUDO {
    asm: "",
    outs: (dst: sreg_1),
    ins: (),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [pseudo, salu, may_load],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// demote the lanes where src != killvalue to helper lanes
SI_DEMOTE_I1: PSEUDO {
    asm: "",
    outs: (),
    ins: (src: src(sreg_1_xexec, literal), killvalue: imm(bool)),
    implicit_uses: [exec],
    implicit_defs: [exec, scc],
    flags: [pseudo, salu, may_store],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// end the wave early if SCC == 0 (after a kill left no live lane)
SI_EARLY_TERMINATE_SCC0: PSEUDO {
    asm: "",
    outs: (),
    ins: (),
    implicit_uses: [exec, scc],
    implicit_defs: [],
    flags: [pseudo, salu, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// branch on an undefined condition (lowered to s_cbranch_scc1)
SI_BR_UNDEF: PSEUDO {
    asm: "",
    outs: (),
    ins: (simm16: block),
    implicit_uses: [],
    implicit_defs: [],
    flags: [pseudo, salu, branch, terminator, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 + src1 (64-bit; s_add_u32 + s_addc_u32)
S_ADD_U64_PSEUDO: PSEUDO {
    asm: "",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [pseudo, salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = src0 - src1 (64-bit; s_sub_u32 + s_subb_u32)
S_SUB_U64_PSEUDO: PSEUDO {
    asm: "",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [pseudo, salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 + src1 (64-bit; v_add_co_u32 + v_addc_co_u32)
V_ADD_U64_PSEUDO: PSEUDO {
    asm: "",
    outs: (vdst: vreg_64),
    ins: (src0: src(vs_64, literal), src1: src(vs_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [vcc, exec],
    flags: [pseudo, valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0 - src1 (64-bit; v_sub_co_u32 + v_subb_co_u32)
V_SUB_U64_PSEUDO: PSEUDO {
    asm: "",
    outs: (vdst: vreg_64),
    ins: (src0: src(vs_64, literal), src1: src(vs_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [vcc, exec],
    flags: [pseudo, valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = lane-mask bit of src2 ? src1 : src0 (64-bit; two v_cndmask_b32)
V_CNDMASK_B64_PSEUDO: PSEUDO {
    asm: "",
    outs: (vdst: vreg_64),
    ins: (src0: src(vs_64, literal), src1: src(vs_64, literal), src2: src(sreg_64, literal)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [pseudo, valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// dst = PC + relocated offset of a global (s_getpc_b64 + s_add_u32 + s_addc_u32)
SI_PC_ADD_REL_OFFSET: PSEUDO {
    asm: "",
    outs: (dst: sreg_64),
    ins: (ptr_lo: imm(global), ptr_hi: imm(global)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [pseudo, salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src in active lanes, inactive in inactive lanes (src is tied to vdst)
V_SET_INACTIVE_B32: PSEUDO {
    asm: "",
    outs: (vdst: vgpr_32),
    ins: (src: vgpr_32, inactive: src(vs_32, literal)),
    tied: [src = vdst],
    implicit_uses: [exec],
    implicit_defs: [scc],
    flags: [pseudo, valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src in active lanes, inactive in inactive lanes (64-bit; src is tied to vdst)
V_SET_INACTIVE_B64: PSEUDO {
    asm: "",
    outs: (vdst: vreg_64),
    ins: (src: vreg_64, inactive: src(vs_64, literal)),
    tied: [src = vdst],
    implicit_uses: [exec],
    implicit_defs: [scc],
    flags: [pseudo, valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0, computed in whole-quad mode
WQM: PSEUDO {
    asm: "",
    outs: (vdst: unknown),
    ins: (src0: unknown),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [pseudo],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0, computed in whole-quad mode only if the shader needs WQM anyway
SOFT_WQM: PSEUDO {
    asm: "",
    outs: (vdst: unknown),
    ins: (src0: unknown),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [pseudo],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0, computed with all lanes enabled (strict whole-wave mode)
STRICT_WWM: PSEUDO {
    asm: "",
    outs: (vdst: unknown),
    ins: (src0: unknown),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [pseudo],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = src0, computed in strict whole-quad mode
STRICT_WQM: PSEUDO {
    asm: "",
    outs: (vdst: unknown),
    ins: (src0: unknown),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [pseudo],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// sdst = EXEC; EXEC = src0 (enter strict whole-wave mode)
ENTER_STRICT_WWM: PSEUDO {
    asm: "",
    outs: (sdst: sreg_1),
    ins: (src0: imm(mask)),
    implicit_uses: [exec],
    implicit_defs: [exec, scc],
    flags: [pseudo, salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// EXEC = src0 (leave strict whole-wave mode; sdst is the restored mask)
EXIT_STRICT_WWM: PSEUDO {
    asm: "",
    outs: (sdst: sreg_1),
    ins: (src0: sreg_1),
    implicit_uses: [],
    implicit_defs: [],
    flags: [pseudo, salu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// terminator copy of s_mov_b32 (exec-mask update at the end of a block, wave32 only); expanded to it after RA
S_MOV_B32_term: PSEUDO {
    asm: "",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [pseudo, salu, terminator],
    counters: [],
    subtargets: [gfx1030],
}

/// terminator copy of s_mov_b64 (exec-mask update at the end of a block, wave64 only); expanded to it after RA
S_MOV_B64_term: PSEUDO {
    asm: "",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [],
    flags: [pseudo, salu, terminator],
    counters: [],
    subtargets: [gfx900],
}

/// terminator copy of s_xor_b32 (exec-mask update at the end of a block, wave32 only); expanded to it after RA
S_XOR_B32_term: PSEUDO {
    asm: "",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [pseudo, salu, terminator],
    counters: [],
    subtargets: [gfx1030],
}

/// terminator copy of s_xor_b64 (exec-mask update at the end of a block, wave64 only); expanded to it after RA
S_XOR_B64_term: PSEUDO {
    asm: "",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [pseudo, salu, terminator],
    counters: [],
    subtargets: [gfx900],
}

/// terminator copy of s_or_b32 (exec-mask update at the end of a block, wave32 only); expanded to it after RA
S_OR_B32_term: PSEUDO {
    asm: "",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [pseudo, salu, terminator],
    counters: [],
    subtargets: [gfx1030],
}

/// terminator copy of s_or_b64 (exec-mask update at the end of a block, wave64 only); expanded to it after RA
S_OR_B64_term: PSEUDO {
    asm: "",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [pseudo, salu, terminator],
    counters: [],
    subtargets: [gfx900],
}

/// terminator copy of s_andn2_b32 (exec-mask update at the end of a block, wave32 only); expanded to it after RA
S_ANDN2_B32_term: PSEUDO {
    asm: "",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [pseudo, salu, terminator],
    counters: [],
    subtargets: [gfx1030],
}

/// terminator copy of s_andn2_b64 (exec-mask update at the end of a block, wave64 only); expanded to it after RA
S_ANDN2_B64_term: PSEUDO {
    asm: "",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [pseudo, salu, terminator],
    counters: [],
    subtargets: [gfx900],
}

/// terminator copy of s_and_b32 (exec-mask update at the end of a block, wave32 only); expanded to it after RA
S_AND_B32_term: PSEUDO {
    asm: "",
    outs: (sdst: sreg_32),
    ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [pseudo, salu, terminator],
    counters: [],
    subtargets: [gfx1030],
}

/// terminator copy of s_and_b64 (exec-mask update at the end of a block, wave64 only); expanded to it after RA
S_AND_B64_term: PSEUDO {
    asm: "",
    outs: (sdst: sreg_64),
    ins: (src0: src(sreg_64, literal), src1: src(sreg_64, literal)),
    implicit_uses: [],
    implicit_defs: [scc],
    flags: [pseudo, salu, terminator],
    counters: [],
    subtargets: [gfx900],
}

/// spill SGPR data to stack slot addr (lowered to v_writelane_b32)
SI_SPILL_S32_SAVE: PSEUDO {
    asm: "",
    outs: (),
    ins: (data: sreg_32, addr: imm(frame_index)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [pseudo, may_store, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// reload SGPR data from stack slot addr (lowered to v_readlane_b32)
SI_SPILL_S32_RESTORE: PSEUDO {
    asm: "",
    outs: (data: sreg_32),
    ins: (addr: imm(frame_index)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [pseudo, may_load, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// spill VGPR vdata to stack slot vaddr (scratch store)
SI_SPILL_V32_SAVE: PSEUDO {
    asm: "",
    outs: (),
    ins: (vdata: vgpr_32, vaddr: imm(frame_index), soffset: sreg_32, offset: imm(offset)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [pseudo, valu, may_store, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// reload VGPR vdata from stack slot vaddr (scratch load)
SI_SPILL_V32_RESTORE: PSEUDO {
    asm: "",
    outs: (vdata: vgpr_32),
    ins: (vaddr: imm(frame_index), soffset: sreg_32, offset: imm(offset)),
    implicit_uses: [exec],
    implicit_defs: [],
    flags: [pseudo, valu, may_load, side_effects],
    counters: [],
    subtargets: [gfx900, gfx1030],
}
// ================================================================================================
// Parameter interpolation (VINTRP; GFX9 ISA manual "Parameter Interpolation", RDNA2 keeps the
// same three instructions). M0 holds the primitive mask that locates the attribute data.
// ================================================================================================

/// vdst = P10 * vsrc + P0 of attribute attr, channel attrchan (the i coordinate)
V_INTERP_P1_F32: VINTRP {
    asm: "v_interp_p1_f32",
    outs: (vdst: vgpr_32),
    ins: (vsrc: vgpr_32, attr: imm(attr), attrchan: imm(attrchan)),
    implicit_uses: [mode, m0, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = P20 * vsrc + src0 (the j coordinate; src0, the P1 result, is tied to vdst)
V_INTERP_P2_F32: VINTRP {
    asm: "v_interp_p2_f32",
    outs: (vdst: vgpr_32),
    ins: (src0: vgpr_32, vsrc: vgpr_32, attr: imm(attr), attrchan: imm(attrchan)),
    tied: [src0 = vdst],
    implicit_uses: [mode, m0, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}

/// vdst = P10, P20 or P0 (vsrc 0, 1, 2) of attribute attr, channel attrchan
V_INTERP_MOV_F32: VINTRP {
    asm: "v_interp_mov_f32",
    outs: (vdst: vgpr_32),
    ins: (vsrc: imm(interp_slot), attr: imm(attr), attrchan: imm(attrchan)),
    implicit_uses: [mode, m0, exec],
    implicit_defs: [],
    flags: [valu],
    counters: [],
    subtargets: [gfx900, gfx1030],
}
}
