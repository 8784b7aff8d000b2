// The generic opcode table, shared by `isel` (src/mir/opcode.rs) and `isel-macros` (which needs
// the signatures to check patterns): each crate defines its own `generic_opcodes!` and includes
// this file. Entries follow LLVM 14's `GenericOpcodes.td`:
//   NAME: [def kinds] = [use kinds] (+ variadic) (+ commutative);
// T0, T1, T2 are registers of type index 0, 1, 2; I an immediate; P a predicate; N an
// intrinsic id; B a block; O anything else. `commutative`: the first two uses may swap.
generic_opcodes! {
    // Target-independent opcodes: registers of any type, printed with their types.
    COPY: [] = [] + variadic;
    PHI: [] = [] + variadic;
    IMPLICIT_DEF: [] = [] + variadic;
    REG_SEQUENCE: [] = [] + variadic;
    INSERT_SUBREG: [] = [] + variadic;
    EXTRACT_SUBREG: [] = [] + variadic;
    SUBREG_TO_REG: [] = [] + variadic;
    COPY_TO_REGCLASS: [] = [] + variadic;
    KILL: [] = [] + variadic;
    DBG_VALUE: [] = [] + variadic;
    DBG_VALUE_LIST: [] = [] + variadic;
    DBG_INSTR_REF: [] = [] + variadic;
    DBG_PHI: [] = [] + variadic;
    DBG_LABEL: [] = [] + variadic;
    BUNDLE: [] = [] + variadic;
    LIFETIME_START: [] = [] + variadic;
    LIFETIME_END: [] = [] + variadic;
    INLINEASM: [] = [] + variadic;
    INLINEASM_BR: [] = [] + variadic;
    CFI_INSTRUCTION: [] = [] + variadic;
    EH_LABEL: [] = [] + variadic;
    FAULTING_OP: [] = [] + variadic;
    ARITH_FENCE: [] = [] + variadic;
    PSEUDO_PROBE: [] = [] + variadic;

    // Integer arithmetic and logic.
    G_ADD: [T0] = [T0, T0] + commutative;
    G_SUB: [T0] = [T0, T0];
    G_MUL: [T0] = [T0, T0] + commutative;
    G_SDIV: [T0] = [T0, T0];
    G_UDIV: [T0] = [T0, T0];
    G_SREM: [T0] = [T0, T0];
    G_UREM: [T0] = [T0, T0];
    G_SDIVREM: [T0, T0] = [T0, T0];
    G_UDIVREM: [T0, T0] = [T0, T0];
    G_AND: [T0] = [T0, T0] + commutative;
    G_OR: [T0] = [T0, T0] + commutative;
    G_XOR: [T0] = [T0, T0] + commutative;
    G_SHL: [T0] = [T0, T1];
    G_LSHR: [T0] = [T0, T1];
    G_ASHR: [T0] = [T0, T1];
    G_FSHL: [T0] = [T0, T0, T1];
    G_FSHR: [T0] = [T0, T0, T1];
    G_ROTR: [T0] = [T0, T1];
    G_ROTL: [T0] = [T0, T1];
    G_SMIN: [T0] = [T0, T0] + commutative;
    G_SMAX: [T0] = [T0, T0] + commutative;
    G_UMIN: [T0] = [T0, T0] + commutative;
    G_UMAX: [T0] = [T0, T0] + commutative;
    G_ABS: [T0] = [T0];
    G_UMULH: [T0] = [T0, T0] + commutative;
    G_SMULH: [T0] = [T0, T0] + commutative;
    G_UADDO: [T0, T1] = [T0, T0] + commutative;
    G_USUBO: [T0, T1] = [T0, T0];
    G_SADDO: [T0, T1] = [T0, T0] + commutative;
    G_SSUBO: [T0, T1] = [T0, T0];
    G_UMULO: [T0, T1] = [T0, T0] + commutative;
    G_SMULO: [T0, T1] = [T0, T0] + commutative;
    G_UADDE: [T0, T1] = [T0, T0, T1] + commutative;
    G_USUBE: [T0, T1] = [T0, T0, T1];
    G_SADDE: [T0, T1] = [T0, T0, T1] + commutative;
    G_SSUBE: [T0, T1] = [T0, T0, T1];
    G_UADDSAT: [T0] = [T0, T0] + commutative;
    G_SADDSAT: [T0] = [T0, T0] + commutative;
    G_USUBSAT: [T0] = [T0, T0];
    G_SSUBSAT: [T0] = [T0, T0];
    G_USHLSAT: [T0] = [T0, T1];
    G_SSHLSAT: [T0] = [T0, T1];
    G_SMULFIX: [T0] = [T0, T0, I];
    G_UMULFIX: [T0] = [T0, T0, I];
    G_SMULFIXSAT: [T0] = [T0, T0, I];
    G_UMULFIXSAT: [T0] = [T0, T0, I];
    G_SDIVFIX: [T0] = [T0, T0, I];
    G_UDIVFIX: [T0] = [T0, T0, I];
    G_SDIVFIXSAT: [T0] = [T0, T0, I];
    G_UDIVFIXSAT: [T0] = [T0, T0, I];
    G_CTTZ: [T0] = [T1];
    G_CTTZ_ZERO_UNDEF: [T0] = [T1];
    G_CTLZ: [T0] = [T1];
    G_CTLZ_ZERO_UNDEF: [T0] = [T1];
    G_CTPOP: [T0] = [T1];
    G_BSWAP: [T0] = [T0];
    G_BITREVERSE: [T0] = [T0];
    G_SBFX: [T0] = [T0, T1, T1];
    G_UBFX: [T0] = [T0, T1, T1];

    // Values, casts and extensions.
    G_IMPLICIT_DEF: [T0] = [];
    G_CONSTANT: [T0] = [I];
    G_FCONSTANT: [T0] = [I];
    G_FREEZE: [T0] = [T0];
    G_ANYEXT: [T0] = [T1];
    G_SEXT: [T0] = [T1];
    G_ZEXT: [T0] = [T1];
    G_TRUNC: [T0] = [T1];
    G_SEXT_INREG: [T0] = [T0, I];
    G_ASSERT_SEXT: [T0] = [T0, I];
    G_ASSERT_ZEXT: [T0] = [T0, I];
    G_ASSERT_ALIGN: [T0] = [T0, I];
    G_PTRTOINT: [T0] = [T1];
    G_INTTOPTR: [T0] = [T1];
    G_BITCAST: [T0] = [T1];
    G_ADDRSPACE_CAST: [T0] = [T1];
    G_PTR_ADD: [T0] = [T0, T1];
    G_PTRMASK: [T0] = [T0, T1];
    G_FRAME_INDEX: [T0] = [O];
    G_GLOBAL_VALUE: [T0] = [O];
    G_BLOCK_ADDR: [T0] = [O];
    G_JUMP_TABLE: [T0] = [O];
    G_DYN_STACKALLOC: [T0] = [T1, I];

    // Aggregates and vectors.
    G_EXTRACT: [T0] = [T1, I];
    G_INSERT: [T0] = [T0, T1, I];
    G_UNMERGE_VALUES: [T0] = [] + variadic;
    G_MERGE_VALUES: [T0] = [T1] + variadic;
    G_BUILD_VECTOR: [T0] = [T1] + variadic;
    G_BUILD_VECTOR_TRUNC: [T0] = [T1] + variadic;
    G_CONCAT_VECTORS: [T0] = [T1] + variadic;
    G_INSERT_VECTOR_ELT: [T0] = [T0, T1, T2];
    G_EXTRACT_VECTOR_ELT: [T0] = [T1, T2];
    G_SHUFFLE_VECTOR: [T0] = [T1, T1, O];

    // Comparisons and selects.
    G_ICMP: [T0] = [P, T1, T1];
    G_FCMP: [T0] = [P, T1, T1];
    G_SELECT: [T0] = [T1, T0, T0];

    // Floating point.
    G_FADD: [T0] = [T0, T0] + commutative;
    G_FSUB: [T0] = [T0, T0];
    G_FMUL: [T0] = [T0, T0] + commutative;
    G_FMA: [T0] = [T0, T0, T0] + commutative;
    G_FMAD: [T0] = [T0, T0, T0] + commutative;
    G_FDIV: [T0] = [T0, T0];
    G_FREM: [T0] = [T0, T0];
    G_FPOW: [T0] = [T0, T0];
    G_FPOWI: [T0] = [T0, T1];
    G_FEXP: [T0] = [T0];
    G_FEXP2: [T0] = [T0];
    G_FLOG: [T0] = [T0];
    G_FLOG2: [T0] = [T0];
    G_FLOG10: [T0] = [T0];
    G_FNEG: [T0] = [T0];
    G_FABS: [T0] = [T0];
    G_FCOPYSIGN: [T0] = [T0, T1];
    G_FCANONICALIZE: [T0] = [T0];
    G_FMINNUM: [T0] = [T0, T0] + commutative;
    G_FMAXNUM: [T0] = [T0, T0] + commutative;
    G_FMINNUM_IEEE: [T0] = [T0, T0] + commutative;
    G_FMAXNUM_IEEE: [T0] = [T0, T0] + commutative;
    G_FMINIMUM: [T0] = [T0, T0] + commutative;
    G_FMAXIMUM: [T0] = [T0, T0] + commutative;
    G_FCEIL: [T0] = [T0];
    G_FFLOOR: [T0] = [T0];
    G_FCOS: [T0] = [T0];
    G_FSIN: [T0] = [T0];
    G_FSQRT: [T0] = [T0];
    G_FRINT: [T0] = [T0];
    G_FNEARBYINT: [T0] = [T0];
    G_INTRINSIC_TRUNC: [T0] = [T0];
    G_INTRINSIC_ROUND: [T0] = [T0];
    G_INTRINSIC_ROUNDEVEN: [T0] = [T0];
    G_INTRINSIC_LRINT: [T0] = [T1];
    G_LROUND: [T0] = [T1];
    G_LLROUND: [T0] = [T1];
    G_FPEXT: [T0] = [T1];
    G_FPTRUNC: [T0] = [T1];
    G_FPTOSI: [T0] = [T1];
    G_FPTOUI: [T0] = [T1];
    G_SITOFP: [T0] = [T1];
    G_UITOFP: [T0] = [T1];
    G_STRICT_FADD: [T0] = [T0, T0] + commutative;
    G_STRICT_FSUB: [T0] = [T0, T0];
    G_STRICT_FMUL: [T0] = [T0, T0] + commutative;
    G_STRICT_FDIV: [T0] = [T0, T0];
    G_STRICT_FREM: [T0] = [T0, T0];
    G_STRICT_FMA: [T0] = [T0, T0, T0];
    G_STRICT_FSQRT: [T0] = [T0];

    // Memory.
    G_LOAD: [T0] = [T1];
    G_SEXTLOAD: [T0] = [T1];
    G_ZEXTLOAD: [T0] = [T1];
    G_STORE: [] = [T0, T1];
    G_INDEXED_LOAD: [T0, T1] = [T1, T2, I];
    G_INDEXED_SEXTLOAD: [T0, T1] = [T1, T2, I];
    G_INDEXED_ZEXTLOAD: [T0, T1] = [T1, T2, I];
    G_INDEXED_STORE: [T0] = [T1, T0, T2, I];
    G_ATOMIC_CMPXCHG_WITH_SUCCESS: [T0, T1] = [T2, T0, T0];
    G_ATOMIC_CMPXCHG: [T0] = [T1, T0, T0];
    G_ATOMICRMW_XCHG: [T0] = [T1, T0];
    G_ATOMICRMW_ADD: [T0] = [T1, T0];
    G_ATOMICRMW_SUB: [T0] = [T1, T0];
    G_ATOMICRMW_AND: [T0] = [T1, T0];
    G_ATOMICRMW_NAND: [T0] = [T1, T0];
    G_ATOMICRMW_OR: [T0] = [T1, T0];
    G_ATOMICRMW_XOR: [T0] = [T1, T0];
    G_ATOMICRMW_MAX: [T0] = [T1, T0];
    G_ATOMICRMW_MIN: [T0] = [T1, T0];
    G_ATOMICRMW_UMAX: [T0] = [T1, T0];
    G_ATOMICRMW_UMIN: [T0] = [T1, T0];
    G_ATOMICRMW_FADD: [T0] = [T1, T0];
    G_ATOMICRMW_FSUB: [T0] = [T1, T0];
    G_FENCE: [] = [I, I];
    G_MEMCPY: [] = [T0, T1, T2, I];
    G_MEMCPY_INLINE: [] = [T0, T1, T2];
    G_MEMMOVE: [] = [T0, T1, T2, I];
    G_MEMSET: [] = [T0, T1, T2, I];
    G_BZERO: [] = [T0, T1, I];
    G_VASTART: [] = [T0];
    G_VAARG: [T0] = [T1, I];
    G_READ_REGISTER: [T0] = [O];
    G_WRITE_REGISTER: [] = [O, T0];
    G_READCYCLECOUNTER: [T0] = [];

    // Control flow and intrinsics.
    G_PHI: [T0] = [] + variadic;
    G_BR: [] = [B];
    G_BRCOND: [] = [T0, B];
    G_BRINDIRECT: [] = [T0];
    G_BRJT: [] = [T0, O, T1];
    G_INTRINSIC: [] = [N] + variadic;
    G_INTRINSIC_W_SIDE_EFFECTS: [] = [N] + variadic;

    // Vector reductions.
    G_VECREDUCE_SEQ_FADD: [T0] = [T1, T2];
    G_VECREDUCE_SEQ_FMUL: [T0] = [T1, T2];
    G_VECREDUCE_FADD: [T0] = [T1];
    G_VECREDUCE_FMUL: [T0] = [T1];
    G_VECREDUCE_FMAX: [T0] = [T1];
    G_VECREDUCE_FMIN: [T0] = [T1];
    G_VECREDUCE_ADD: [T0] = [T1];
    G_VECREDUCE_MUL: [T0] = [T1];
    G_VECREDUCE_AND: [T0] = [T1];
    G_VECREDUCE_OR: [T0] = [T1];
    G_VECREDUCE_XOR: [T0] = [T1];
    G_VECREDUCE_SMAX: [T0] = [T1];
    G_VECREDUCE_SMIN: [T0] = [T1];
    G_VECREDUCE_UMAX: [T0] = [T1];
    G_VECREDUCE_UMIN: [T0] = [T1];

    // AMDGPU's own generic opcodes that llc-14's legalizer emits.
    G_AMDGPU_FFBH_U32: [T0] = [T1];
    G_AMDGPU_FFBL_B32: [T0] = [T1];
    G_AMDGPU_RCP_IFLAG: [T0] = [T1];
    G_AMDGPU_CVT_F32_UBYTE0: [T0] = [T0];
    G_AMDGPU_CVT_F32_UBYTE1: [T0] = [T0];
    G_AMDGPU_CVT_F32_UBYTE2: [T0] = [T0];
    G_AMDGPU_CVT_F32_UBYTE3: [T0] = [T0];
    G_AMDGPU_FMIN_LEGACY: [T0] = [T0, T0] + commutative;
    G_AMDGPU_FMAX_LEGACY: [T0] = [T0, T0] + commutative;
    G_AMDGPU_CLAMP: [T0] = [T0];
    G_AMDGPU_SMED3: [T0] = [T0, T0, T0];
    G_AMDGPU_UMED3: [T0] = [T0, T0, T0];
    G_AMDGPU_FMED3: [T0] = [T0, T0, T0];
    // The packed compare-and-swap of global and flat memory, `old = (ptr, <new, cmp>)`.
    G_AMDGPU_ATOMIC_CMPXCHG: [T0] = [T1, T2];
    // Buffer accesses (SIInstructions.td's BufferLoadGenericInstruction and
    // BufferStoreGenericInstruction): rsrc, vindex, voffset, soffset, then the immediate offset,
    // the cache policy (aux) and idxen (-1 for the struct forms).
    G_AMDGPU_BUFFER_LOAD: [T0] = [T1, T2, T2, T2, I, I, I];
    G_AMDGPU_BUFFER_LOAD_UBYTE: [T0] = [T1, T2, T2, T2, I, I, I];
    G_AMDGPU_BUFFER_LOAD_SBYTE: [T0] = [T1, T2, T2, T2, I, I, I];
    G_AMDGPU_BUFFER_LOAD_USHORT: [T0] = [T1, T2, T2, T2, I, I, I];
    G_AMDGPU_BUFFER_LOAD_SSHORT: [T0] = [T1, T2, T2, T2, I, I, I];
    G_AMDGPU_BUFFER_STORE: [] = [T0, T1, T2, T2, T2, I, I, I];
    G_AMDGPU_BUFFER_STORE_BYTE: [] = [T0, T1, T2, T2, T2, I, I, I];
    G_AMDGPU_BUFFER_STORE_SHORT: [] = [T0, T1, T2, T2, T2, I, I, I];
    // The scalar buffer load: rsrc, offset, cache policy.
    G_AMDGPU_S_BUFFER_LOAD: [T0] = [T1, T2, I];
}
