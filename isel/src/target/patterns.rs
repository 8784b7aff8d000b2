//! Selection patterns, grouped by generic opcode: the base case first, then each special case
//! with a line saying why it is valid. `isel_macros` documents the syntax and the complexity
//! order; the legality and bank tables that the legalizer, RegBankSelect and the verifier read
//! are generated from these patterns and nothing else.
//!
//! Conventions the patterns follow (from DESIGN.md and llc-14's selector):
//! - VALU patterns take VGPR inputs: RegBankSelect copies every VALU input to a VGPR, and the
//!   post-selection fold puts SGPRs and inline constants back where the constant bus allows.
//! - A uniform boolean is an `sgpr(s32)` holding 0 or 1; a divergent one is a `vcc(s1)` lane mask.
//! - VOP3 source modifiers: 0 none, 1 neg, 2 abs; packed (VOP3P) sources use 8 (`op_sel_hi`).

patterns! {
    // ===== G_CONSTANT / G_FCONSTANT ==============================================================
    /// A 32-bit (or narrower) scalar constant: one SALU move; any literal is allowed.
    const32_s: (G_CONSTANT:sgpr(s32|s16|p3|p5) #c) => (S_MOV_B32 lo32(#c));
    /// Scalar booleans are 0 or 1 in an SGPR (`i1 true` is -1 as a signed 1-bit value).
    const1_true_s: (G_CONSTANT:sgpr(s1) -1) => (S_MOV_B32 1);
    const1_false_s: (G_CONSTANT:sgpr(s1) 0) => (S_MOV_B32 0);
    /// Lane-mask constants: all lanes or none.
    const1_true_vcc64: (G_CONSTANT:vcc(s1) -1) where cpu(gfx900) => (S_MOV_B64 -1);
    const1_false_vcc64: (G_CONSTANT:vcc(s1) 0) where cpu(gfx900) => (S_MOV_B64 0);
    const1_true_vcc32: (G_CONSTANT:vcc(s1) -1) where cpu(gfx1030) => (S_MOV_B32 -1);
    const1_false_vcc32: (G_CONSTANT:vcc(s1) 0) where cpu(gfx1030) => (S_MOV_B32 0);
    const32_v: (G_CONSTANT:vgpr(s32|s16|p3|p5) #c) => (V_MOV_B32_e32 lo32(#c));
    /// A 64-bit constant as two 32-bit moves...
    const64_s: (G_CONSTANT:sgpr(s64|p0|p1|p4) #c)
        => (REG_SEQUENCE:sreg_64 (S_MOV_B32 lo32(#c)), subreg(sub0), (S_MOV_B32 hi32(#c)), subreg(sub1));
    /// ...or one, when it sign-extends from 32 bits (S_MOV_B64 sign-extends its literal).
    const64_s_small: (G_CONSTANT:sgpr(s64|p0|p1|p4) #c:simm(32)) => (S_MOV_B64 #c);
    const64_v: (G_CONSTANT:vgpr(s64|p0|p1|p4) #c)
        => (REG_SEQUENCE:vreg_64 (V_MOV_B32_e32 lo32(#c)), subreg(sub0), (V_MOV_B32_e32 hi32(#c)), subreg(sub1));
    fconst32_s: (G_FCONSTANT:sgpr(s32|s16) #c) => (S_MOV_B32 lo32(#c));
    fconst32_v: (G_FCONSTANT:vgpr(s32|s16) #c) => (V_MOV_B32_e32 lo32(#c));
    fconst64_s: (G_FCONSTANT:sgpr(s64) #c)
        => (REG_SEQUENCE:sreg_64 (S_MOV_B32 lo32(#c)), subreg(sub0), (S_MOV_B32 hi32(#c)), subreg(sub1));
    /// 64-bit inline constants (0.5, 1.0, 2.0, 4.0 and their negatives, small integers) need no literal.
    fconst64_s_inline: (G_FCONSTANT:sgpr(s64) #c:inline) => (S_MOV_B64 #c);
    fconst64_v: (G_FCONSTANT:vgpr(s64) #c)
        => (REG_SEQUENCE:vreg_64 (V_MOV_B32_e32 lo32(#c)), subreg(sub0), (V_MOV_B32_e32 hi32(#c)), subreg(sub1));

    // ===== G_IMPLICIT_DEF =======================================================================
    undef32_s: (G_IMPLICIT_DEF:sgpr(s32|s16|s1|p3|p5|<2 x s16>)) => (IMPLICIT_DEF:sreg_32);
    undef64_s: (G_IMPLICIT_DEF:sgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>)) => (IMPLICIT_DEF:sreg_64);
    undef128_s: (G_IMPLICIT_DEF:sgpr(<4 x s32>|s128|<2 x s64>)) => (IMPLICIT_DEF:sgpr_128);
    undef32_v: (G_IMPLICIT_DEF:vgpr(s32|s16|s1|p3|p5|<2 x s16>)) => (IMPLICIT_DEF:vgpr_32);
    undef64_v: (G_IMPLICIT_DEF:vgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>)) => (IMPLICIT_DEF:vreg_64);
    undef96_v: (G_IMPLICIT_DEF:vgpr(<3 x s32>|s96)) => (IMPLICIT_DEF:vreg_96);
    undef128_v: (G_IMPLICIT_DEF:vgpr(<4 x s32>|s128|<2 x s64>)) => (IMPLICIT_DEF:vreg_128);
    undef1_vcc: (G_IMPLICIT_DEF:vcc(s1)) => (IMPLICIT_DEF:sreg_1);

    // ===== G_PHI ================================================================================
    // Phis keep their operands; the result takes the class of its bank and size.
    phi32_s: (G_PHI:sgpr(s32|s16|s1|p3|p5|<2 x s16>) ..) => (PHI ..);
    phi64_s: (G_PHI:sgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>) ..) => (PHI ..);
    phi128_s: (G_PHI:sgpr(<4 x s32>|s128|<2 x s64>) ..) => (PHI ..);
    phi32_v: (G_PHI:vgpr(s32|s16|s1|p3|p5|<2 x s16>) ..) => (PHI ..);
    phi64_v: (G_PHI:vgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>) ..) => (PHI ..);
    phi96_v: (G_PHI:vgpr(<3 x s32>|s96) ..) => (PHI ..);
    phi128_v: (G_PHI:vgpr(<4 x s32>|s128|<2 x s64>) ..) => (PHI ..);
    /// A lane-mask phi (llc-14 falls back here; selecting it is plain).
    phi1_vcc: (G_PHI:vcc(s1) ..) => (PHI ..);

    // ===== G_ADD / G_SUB / G_MUL ================================================================
    /// The base case: a 32-bit VALU add (carry-less from GFX9).
    add32_v: (G_ADD:vgpr(s32) a:vgpr, b:vgpr) => (V_ADD_U32_e64 a, b, 0);
    /// Every input scalar: SALU add (it also writes SCC, which nobody reads).
    add32_s: (G_ADD:sgpr(s32) a:sgpr, b:sgpr) => (S_ADD_U32 a, b);
    /// An inline constant operand needs no register (and no constant-bus slot).
    add32_v_inline: (G_ADD:vgpr(s32) a:vgpr, #c:inline) => (V_ADD_U32_e64 a, #c, 0);
    /// Three-operand VOP3 fusions (GFX9+), as llc's `ThreeOp_i32_Pats`: the inner operation must
    /// have no other user, or it would be computed twice. `(a + b) + c`:
    add3_v: (G_ADD:vgpr(s32) (G_ADD:vgpr(s32) a:vgpr, b:vgpr), c:vgpr) => (V_ADD3_U32_e64 a, b, c);
    /// `(a << b) + c`.
    lshl_add_v: (G_ADD:vgpr(s32) (G_SHL a:vgpr, b:vgpr(s32)), c:vgpr) => (V_LSHL_ADD_U32_e64 a, b, c);
    /// `(a ^ b) + c`.
    xad_v: (G_ADD:vgpr(s32) (G_XOR a:vgpr, b:vgpr), c:vgpr) => (V_XAD_U32_e64 a, b, c);
    add16_v: (G_ADD:vgpr(s16) a:vgpr, b:vgpr) => (V_ADD_U16_e64 a, b, 0);
    add2x16_v: (G_ADD:vgpr(<2 x s16>) a:vgpr, b:vgpr) => (V_PK_ADD_U16 8, a, 8, b, 0, 0, 0, 0, 0);
    sub32_v: (G_SUB:vgpr(s32) a:vgpr, b:vgpr) => (V_SUB_U32_e64 a, b, 0);
    sub32_s: (G_SUB:sgpr(s32) a:sgpr, b:sgpr) => (S_SUB_U32 a, b);
    sub16_v: (G_SUB:vgpr(s16) a:vgpr, b:vgpr) => (V_SUB_U16_e64 a, b, 0);
    sub2x16_v: (G_SUB:vgpr(<2 x s16>) a:vgpr, b:vgpr) => (V_PK_SUB_U16 8, a, 8, b, 0, 0, 0, 0, 0);
    mul32_v: (G_MUL:vgpr(s32) a:vgpr, b:vgpr) => (V_MUL_LO_U32_e64 a, b);
    mul32_s: (G_MUL:sgpr(s32) a:sgpr, b:sgpr) => (S_MUL_I32 a, b);
    mul16_v: (G_MUL:vgpr(s16) a:vgpr, b:vgpr) => (V_MUL_LO_U16_e64 a, b);
    mul2x16_v: (G_MUL:vgpr(<2 x s16>) a:vgpr, b:vgpr) => (V_PK_MUL_LO_U16 8, a, 8, b, 0, 0, 0, 0, 0);
    umulh32_v: (G_UMULH:vgpr(s32) a:vgpr, b:vgpr) => (V_MUL_HI_U32_e64 a, b);
    umulh32_s: (G_UMULH:sgpr(s32) a:sgpr, b:sgpr) => (S_MUL_HI_U32 a, b);
    smulh32_v: (G_SMULH:vgpr(s32) a:vgpr, b:vgpr) => (V_MUL_HI_I32_e64 a, b);
    smulh32_s: (G_SMULH:sgpr(s32) a:sgpr, b:sgpr) => (S_MUL_HI_I32 a, b);

    // ----- Saturating add/sub (cov-ops): the VALU's clamp bit, as llc-14 selects them; there
    // are no SALU forms, so RegBankSelect copies uniform inputs to VGPRs.
    uaddsat32_v: (G_UADDSAT:vgpr(s32) a:vgpr, b:vgpr) => (V_ADD_U32_e64 a, b, 1);
    usubsat32_v: (G_USUBSAT:vgpr(s32) a:vgpr, b:vgpr) => (V_SUB_U32_e64 a, b, 1);
    saddsat32_v: (G_SADDSAT:vgpr(s32) a:vgpr, b:vgpr) => (V_ADD_I32_e64 a, b, 1);
    ssubsat32_v: (G_SSUBSAT:vgpr(s32) a:vgpr, b:vgpr) => (V_SUB_I32_e64 a, b, 1);
    uaddsat16_v: (G_UADDSAT:vgpr(s16) a:vgpr, b:vgpr) => (V_ADD_U16_e64 a, b, 1);
    usubsat16_v: (G_USUBSAT:vgpr(s16) a:vgpr, b:vgpr) => (V_SUB_U16_e64 a, b, 1);
    saddsat16_v: (G_SADDSAT:vgpr(s16) a:vgpr, b:vgpr) => (V_ADD_I16_e64 0, a, 0, b, 1, 0);
    ssubsat16_v: (G_SSUBSAT:vgpr(s16) a:vgpr, b:vgpr) => (V_SUB_I16_e64 0, a, 0, b, 1, 0);
    uaddsat2x16_v: (G_UADDSAT:vgpr(<2 x s16>) a:vgpr, b:vgpr) => (V_PK_ADD_U16 8, a, 8, b, 1, 0, 0, 0, 0);
    usubsat2x16_v: (G_USUBSAT:vgpr(<2 x s16>) a:vgpr, b:vgpr) => (V_PK_SUB_U16 8, a, 8, b, 1, 0, 0, 0, 0);
    saddsat2x16_v: (G_SADDSAT:vgpr(<2 x s16>) a:vgpr, b:vgpr) => (V_PK_ADD_I16 8, a, 8, b, 1, 0, 0, 0, 0);
    ssubsat2x16_v: (G_SSUBSAT:vgpr(<2 x s16>) a:vgpr, b:vgpr) => (V_PK_SUB_I16 8, a, 8, b, 1, 0, 0, 0, 0);

    // ===== Carries ==============================================================================
    /// SALU carry-out lands in SCC; copy it out (a scalar boolean is an s32).
    uaddo_s: (G_UADDO:sgpr(s32):sgpr(s32) a:sgpr, b:sgpr)
        => { let r = (S_ADD_U32 a, b); let c = (COPY:sreg_32 phys(scc)); (r, c) };
    uaddo_v: (G_UADDO:vgpr(s32):vcc(s1) a:vgpr, b:vgpr) => (V_ADD_CO_U32_e64 a, b, 0);
    usubo_s: (G_USUBO:sgpr(s32):sgpr(s32) a:sgpr, b:sgpr)
        => { let r = (S_SUB_U32 a, b); let c = (COPY:sreg_32 phys(scc)); (r, c) };
    usubo_v: (G_USUBO:vgpr(s32):vcc(s1) a:vgpr, b:vgpr) => (V_SUB_CO_U32_e64 a, b, 0);
    /// A scalar carry-in (0 or 1) becomes SCC through a compare with zero.
    /// A scalar carry-in is 0 or 1 (RegBankSelect guarantees it): it is copied to SCC as it is.
    uadde_s: (G_UADDE:sgpr(s32):sgpr(s32) a:sgpr, b:sgpr, cin:sgpr(s32))
        => { let phys(scc) = (COPY cin); let r = (S_ADDC_U32 a, b); let c = (COPY:sreg_32 phys(scc)); (r, c) };
    uadde_v: (G_UADDE:vgpr(s32):vcc(s1) a:vgpr, b:vgpr, cin:vcc(s1)) => (V_ADDC_U32_e64 a, b, cin, 0);
    usube_s: (G_USUBE:sgpr(s32):sgpr(s32) a:sgpr, b:sgpr, cin:sgpr(s32))
        => { let phys(scc) = (COPY cin); let r = (S_SUBB_U32 a, b); let c = (COPY:sreg_32 phys(scc)); (r, c) };
    usube_v: (G_USUBE:vgpr(s32):vcc(s1) a:vgpr, b:vgpr, cin:vcc(s1)) => (V_SUBB_U32_e64 a, b, cin, 0);

    // ===== G_PTR_ADD ============================================================================
    /// 64-bit pointers: add the halves with a carry.
    ptradd64_s: (G_PTR_ADD:sgpr(p1|p4|p0) p:sgpr, o:sgpr(s64))
        => { let lo = (S_ADD_U32 p.sub0, o.sub0); let hi = (S_ADDC_U32 p.sub1, o.sub1);
             (REG_SEQUENCE:sreg_64 lo, subreg(sub0), hi, subreg(sub1)) };
    ptradd64_v: (G_PTR_ADD:vgpr(p1|p4|p0) p:vgpr, o:vgpr(s64))
        => { let (lo, c) = (V_ADD_CO_U32_e64 p.sub0, o.sub0, 0); let (hi, c2) = (V_ADDC_U32_e64 p.sub1, o.sub1, c, 0);
             (REG_SEQUENCE:vreg_64 lo, subreg(sub0), hi, subreg(sub1)) };
    /// 32-bit pointers (LDS, private) are plain adds.
    ptradd32_s: (G_PTR_ADD:sgpr(p3|p5) p:sgpr, o:sgpr(s32)) => (S_ADD_U32 p, o);
    ptradd32_v: (G_PTR_ADD:vgpr(p3|p5) p:vgpr, o:vgpr(s32)) => (V_ADD_U32_e64 p, o, 0);

    // ===== Bitwise ops ==========================================================================
    and32_s: (G_AND:sgpr(s32|s16|<2 x s16>) a:sgpr, b:sgpr) => (S_AND_B32 a, b);
    and64_s: (G_AND:sgpr(s64|<2 x s32>|<4 x s16>) a:sgpr, b:sgpr) => (S_AND_B64 a, b);
    and32_v: (G_AND:vgpr(s32|s16|<2 x s16>) a:vgpr, b:vgpr) => (V_AND_B32_e64 a, b);
    /// Lane masks combine with SALU ops on the mask register.
    and1_vcc64: (G_AND:vcc(s1) a:vcc, b:vcc) where cpu(gfx900) => (S_AND_B64 a, b);
    and1_vcc32: (G_AND:vcc(s1) a:vcc, b:vcc) where cpu(gfx1030) => (S_AND_B32 a, b);
    or32_s: (G_OR:sgpr(s32|s16|<2 x s16>) a:sgpr, b:sgpr) => (S_OR_B32 a, b);
    or64_s: (G_OR:sgpr(s64|<2 x s32>|<4 x s16>) a:sgpr, b:sgpr) => (S_OR_B64 a, b);
    or32_v: (G_OR:vgpr(s32|s16|<2 x s16>) a:vgpr, b:vgpr) => (V_OR_B32_e64 a, b);
    or1_vcc64: (G_OR:vcc(s1) a:vcc, b:vcc) where cpu(gfx900) => (S_OR_B64 a, b);
    or1_vcc32: (G_OR:vcc(s1) a:vcc, b:vcc) where cpu(gfx1030) => (S_OR_B32 a, b);
    xor32_s: (G_XOR:sgpr(s32|s16|<2 x s16>) a:sgpr, b:sgpr) => (S_XOR_B32 a, b);
    xor64_s: (G_XOR:sgpr(s64|<2 x s32>|<4 x s16>) a:sgpr, b:sgpr) => (S_XOR_B64 a, b);
    xor32_v: (G_XOR:vgpr(s32|s16|<2 x s16>) a:vgpr, b:vgpr) => (V_XOR_B32_e64 a, b);
    xor1_vcc64: (G_XOR:vcc(s1) a:vcc, b:vcc) where cpu(gfx900) => (S_XOR_B64 a, b);
    xor1_vcc32: (G_XOR:vcc(s1) a:vcc, b:vcc) where cpu(gfx1030) => (S_XOR_B32 a, b);
    /// `x ^ -1` is a single NOT...
    not32_s: (G_XOR:sgpr(s32) a:sgpr, -1) => (S_NOT_B32 a);
    not32_v: (G_XOR:vgpr(s32) a:vgpr, -1) => (V_NOT_B32_e64 a);
    /// ...and `(a ^ b) ^ -1` a single XNOR.
    xnor32_s: (G_XOR:sgpr(s32) (G_XOR a:sgpr, b:sgpr), -1) => (S_XNOR_B32 a, b);
    xnor32_v: (G_XOR:vgpr(s32) (G_XOR a:vgpr, b:vgpr), -1) => (V_XNOR_B32_e64 a, b);
    /// VOP3 fusions (see `add3_v`): `(a & b) | c`, `(a << b) | c`, `(a | b) | c`, and from
    /// GFX10 `(a ^ b) ^ c`.
    and_or_v: (G_OR:vgpr(s32) (G_AND:vgpr(s32) a:vgpr, b:vgpr), c:vgpr) => (V_AND_OR_B32_e64 a, b, c);
    lshl_or_v: (G_OR:vgpr(s32) (G_SHL a:vgpr, b:vgpr(s32)), c:vgpr) => (V_LSHL_OR_B32_e64 a, b, c);
    or3_v: (G_OR:vgpr(s32) (G_OR a:vgpr, b:vgpr), c:vgpr) => (V_OR3_B32_e64 a, b, c);
    xor3_v: (G_XOR:vgpr(s32) (G_XOR a:vgpr, b:vgpr), c:vgpr) where cpu(gfx1030) => (V_XOR3_B32_e64 a, b, c);

    // ===== Shifts (VALU shifts take the amount first: the "rev" forms) ==========================
    shl32_s: (G_SHL:sgpr(s32) a:sgpr, b:sgpr(s32)) => (S_LSHL_B32 a, b);
    shl32_v: (G_SHL:vgpr(s32) a:vgpr, b:vgpr(s32)) => (V_LSHLREV_B32_e64 b, a);
    /// `(a + b) << c` in one VOP3 (see `add3_v`).
    add_lshl_v: (G_SHL:vgpr(s32) (G_ADD a:vgpr, b:vgpr), c:vgpr(s32)) => (V_ADD_LSHL_U32_e64 a, b, c);
    shl64_s: (G_SHL:sgpr(s64) a:sgpr, b:sgpr(s32)) => (S_LSHL_B64 a, b);
    shl64_v: (G_SHL:vgpr(s64) a:vgpr, b:vgpr(s32)) => (V_LSHLREV_B64_e64 b, a);
    shl16_v: (G_SHL:vgpr(s16) a:vgpr, b:vgpr(s16)) => (V_LSHLREV_B16_e64 b, a);
    shl2x16_v: (G_SHL:vgpr(<2 x s16>) a:vgpr, b:vgpr(<2 x s16>)) => (V_PK_LSHLREV_B16 8, b, 8, a, 0, 0, 0, 0, 0);
    lshr32_s: (G_LSHR:sgpr(s32) a:sgpr, b:sgpr(s32)) => (S_LSHR_B32 a, b);
    lshr32_v: (G_LSHR:vgpr(s32) a:vgpr, b:vgpr(s32)) => (V_LSHRREV_B32_e64 b, a);
    lshr64_s: (G_LSHR:sgpr(s64) a:sgpr, b:sgpr(s32)) => (S_LSHR_B64 a, b);
    lshr64_v: (G_LSHR:vgpr(s64) a:vgpr, b:vgpr(s32)) => (V_LSHRREV_B64_e64 b, a);
    lshr16_v: (G_LSHR:vgpr(s16) a:vgpr, b:vgpr(s16)) => (V_LSHRREV_B16_e64 b, a);
    lshr2x16_v: (G_LSHR:vgpr(<2 x s16>) a:vgpr, b:vgpr(<2 x s16>)) => (V_PK_LSHRREV_B16 8, b, 8, a, 0, 0, 0, 0, 0);
    ashr32_s: (G_ASHR:sgpr(s32) a:sgpr, b:sgpr(s32)) => (S_ASHR_I32 a, b);
    ashr32_v: (G_ASHR:vgpr(s32) a:vgpr, b:vgpr(s32)) => (V_ASHRREV_I32_e64 b, a);
    ashr64_s: (G_ASHR:sgpr(s64) a:sgpr, b:sgpr(s32)) => (S_ASHR_I64 a, b);
    ashr64_v: (G_ASHR:vgpr(s64) a:vgpr, b:vgpr(s32)) => (V_ASHRREV_I64_e64 b, a);
    ashr16_v: (G_ASHR:vgpr(s16) a:vgpr, b:vgpr(s16)) => (V_ASHRREV_I16_e64 b, a);
    ashr2x16_v: (G_ASHR:vgpr(<2 x s16>) a:vgpr, b:vgpr(<2 x s16>)) => (V_PK_ASHRREV_I16 8, b, 8, a, 0, 0, 0, 0, 0);

    // ===== Min / max ============================================================================
    umin32_s: (G_UMIN:sgpr(s32) a:sgpr, b:sgpr) => (S_MIN_U32 a, b);
    umin32_v: (G_UMIN:vgpr(s32) a:vgpr, b:vgpr) => (V_MIN_U32_e64 a, b);
    umax32_s: (G_UMAX:sgpr(s32) a:sgpr, b:sgpr) => (S_MAX_U32 a, b);
    umax32_v: (G_UMAX:vgpr(s32) a:vgpr, b:vgpr) => (V_MAX_U32_e64 a, b);
    smin32_s: (G_SMIN:sgpr(s32) a:sgpr, b:sgpr) => (S_MIN_I32 a, b);
    smin32_v: (G_SMIN:vgpr(s32) a:vgpr, b:vgpr) => (V_MIN_I32_e64 a, b);
    smax32_s: (G_SMAX:sgpr(s32) a:sgpr, b:sgpr) => (S_MAX_I32 a, b);
    smax32_v: (G_SMAX:vgpr(s32) a:vgpr, b:vgpr) => (V_MAX_I32_e64 a, b);
    umin2x16_v: (G_UMIN:vgpr(<2 x s16>) a:vgpr, b:vgpr) => (V_PK_MIN_U16 8, a, 8, b, 0, 0, 0, 0, 0);
    umax2x16_v: (G_UMAX:vgpr(<2 x s16>) a:vgpr, b:vgpr) => (V_PK_MAX_U16 8, a, 8, b, 0, 0, 0, 0, 0);
    smin2x16_v: (G_SMIN:vgpr(<2 x s16>) a:vgpr, b:vgpr) => (V_PK_MIN_I16 8, a, 8, b, 0, 0, 0, 0, 0);
    smax2x16_v: (G_SMAX:vgpr(<2 x s16>) a:vgpr, b:vgpr) => (V_PK_MAX_I16 8, a, 8, b, 0, 0, 0, 0, 0);
    abs32_s: (G_ABS:sgpr(s32) a:sgpr) => (S_ABS_I32 a);
    umin16_v: (G_UMIN:vgpr(s16) a:vgpr, b:vgpr) => (V_MIN_U16_e64 a, b);
    umax16_v: (G_UMAX:vgpr(s16) a:vgpr, b:vgpr) => (V_MAX_U16_e64 a, b);
    smin16_v: (G_SMIN:vgpr(s16) a:vgpr, b:vgpr) => (V_MIN_I16_e64 a, b);
    smax16_v: (G_SMAX:vgpr(s16) a:vgpr, b:vgpr) => (V_MAX_I16_e64 a, b);

    // ===== Bit-field ops ========================================================================
    sext_inreg8_s: (G_SEXT_INREG:sgpr(s32) a:sgpr, 8) => (S_SEXT_I32_I8 a);
    sext_inreg16_s: (G_SEXT_INREG:sgpr(s32) a:sgpr, 16) => (S_SEXT_I32_I16 a);
    /// Any other width: a signed bit-field extract at offset 0 (width in bits 16..22).
    sext_inreg_s: (G_SEXT_INREG:sgpr(s32) a:sgpr, #w) => (S_BFE_I32 a, shl16(#w));
    sext_inreg_v: (G_SEXT_INREG:vgpr(s32) a:vgpr, #w) => (V_BFE_I32_e64 a, 0, #w);
    sext_inreg64_s: (G_SEXT_INREG:sgpr(s64) a:sgpr, #w) => (S_BFE_I64 a, shl16(#w));
    ubfx_v: (G_UBFX:vgpr(s32) a:vgpr, o:vgpr(s32), w:vgpr) => (V_BFE_U32_e64 a, o, w);
    sbfx_v: (G_SBFX:vgpr(s32) a:vgpr, o:vgpr(s32), w:vgpr) => (V_BFE_I32_e64 a, o, w);
    ffbh_v: (G_AMDGPU_FFBH_U32:vgpr(s32) a:vgpr(s32)) => (V_FFBH_U32_e64 a);
    ffbl_v: (G_AMDGPU_FFBL_B32:vgpr(s32) a:vgpr(s32)) => (V_FFBL_B32_e64 a);
    ctlz_zu_v: (G_CTLZ_ZERO_UNDEF:vgpr(s32) a:vgpr(s32)) => (V_FFBH_U32_e64 a);
    cttz_zu_v: (G_CTTZ_ZERO_UNDEF:vgpr(s32) a:vgpr(s32)) => (V_FFBL_B32_e64 a);
    /// The scalar forms (both give -1 for a zero input, as the vector ones do).
    ffbh_s: (G_AMDGPU_FFBH_U32:sgpr(s32) a:sgpr(s32)) => (S_FLBIT_I32_B32 a);
    ffbl_s: (G_AMDGPU_FFBL_B32:sgpr(s32) a:sgpr(s32)) => (S_FF1_I32_B32 a);
    ctlz_zu_s: (G_CTLZ_ZERO_UNDEF:sgpr(s32) a:sgpr(s32)) => (S_FLBIT_I32_B32 a);
    cttz_zu_s: (G_CTTZ_ZERO_UNDEF:sgpr(s32) a:sgpr(s32)) => (S_FF1_I32_B32 a);
    ctpop_v: (G_CTPOP:vgpr(s32) a:vgpr(s32)) => (V_BCNT_U32_B32_e64 a, 0);
    ctpop_s: (G_CTPOP:sgpr(s32) a:sgpr(s32)) => (S_BCNT1_I32_B32 a);
    bitrev_v: (G_BITREVERSE:vgpr(s32) a:vgpr) => (V_BFREV_B32_e64 a);
    bitrev_s: (G_BITREVERSE:sgpr(s32) a:sgpr) => (S_BREV_B32 a);
    // ----- 64-bit sources on the SALU (cov-ops): the B64 forms (-1 for a zero input, as the
    // 32-bit ones); the VALU has none, RegBankSelect splits those into halves.
    ffbh64_s: (G_AMDGPU_FFBH_U32:sgpr(s32) a:sgpr(s64)) => (S_FLBIT_I32_B64 a);
    ffbl64_s: (G_AMDGPU_FFBL_B32:sgpr(s32) a:sgpr(s64)) => (S_FF1_I32_B64 a);
    ctlz_zu64_s: (G_CTLZ_ZERO_UNDEF:sgpr(s32) a:sgpr(s64)) => (S_FLBIT_I32_B64 a);
    cttz_zu64_s: (G_CTTZ_ZERO_UNDEF:sgpr(s32) a:sgpr(s64)) => (S_FF1_I32_B64 a);
    ctpop64_s: (G_CTPOP:sgpr(s32) a:sgpr(s64)) => (S_BCNT1_I32_B64 a);
    bitrev64_s: (G_BITREVERSE:sgpr(s64) a:sgpr) => (S_BREV_B64 a);
    /// `fshr(a, b, c)`: the low 32 bits of `a:b >> (c & 31)`, one V_ALIGNBIT (VALU only).
    fshr32_v: (G_FSHR:vgpr(s32) a:vgpr, b:vgpr, c:vgpr(s32)) => (V_ALIGNBIT_B32_e64 a, b, c);
    /// Byte swaps are byte permutes (VALU only): selector 0x00010203 reverses the four bytes of
    /// src1, 0x0c0c0001 swaps the low two and zeroes the high half.
    bswap32_v: (G_BSWAP:vgpr(s32) a:vgpr) => (V_PERM_B32_e64 0, a, (S_MOV_B32 66051));
    bswap16_v: (G_BSWAP:vgpr(s16) a:vgpr) => (V_PERM_B32_e64 0, a, (S_MOV_B32 202113025));

    // ===== Extensions and truncation ============================================================
    /// Truncation is free: a copy, of the low half for 64-bit sources.
    trunc_s: (G_TRUNC:sgpr(s16|s1) a:sgpr(s32)) => a;
    trunc_v: (G_TRUNC:vgpr(s16|s1) a:vgpr(s32)) => a;
    trunc64_s: (G_TRUNC:sgpr(s32|s16|s1) a:sgpr(s64)) => (COPY:sreg_32 a.sub0);
    trunc64_v: (G_TRUNC:vgpr(s32|s16|s1) a:vgpr(s64)) => (COPY:vgpr_32 a.sub0);
    trunc128_s: (G_TRUNC:sgpr(s64) a:sgpr(s128)) => (COPY:sreg_64 a.sub0_sub1);
    trunc128_v: (G_TRUNC:vgpr(s64) a:vgpr(s128)) => (COPY:vreg_64 a.sub0_sub1);
    trunc128_32_s: (G_TRUNC:sgpr(s32) a:sgpr(s128)) => (COPY:sreg_32 a.sub0);
    trunc128_32_v: (G_TRUNC:vgpr(s32) a:vgpr(s128)) => (COPY:vgpr_32 a.sub0);
    /// 96-bit sources (three dword kernel arguments, loaded as one `s96`): the low dword(s).
    /// (Not 64 bits of an SGPR tuple: `SGPR_96` starts at odd registers, where `sub0_sub1` is
    /// no `SReg_64`.)
    trunc96_s: (G_TRUNC:sgpr(s32|s16|s1) a:sgpr(s96)) => (COPY:sreg_32 a.sub0);
    trunc96_v: (G_TRUNC:vgpr(s32|s16|s1) a:vgpr(s96)) => (COPY:vgpr_32 a.sub0);
    trunc96_64_v: (G_TRUNC:vgpr(s64) a:vgpr(s96)) => (COPY:vreg_64 a.sub0_sub1);
    trunc16_s: (G_TRUNC:sgpr(s1) a:sgpr(s16)) => a;
    trunc16_v: (G_TRUNC:vgpr(s1) a:vgpr(s16)) => a;
    /// A scalar boolean may carry junk above bit 0: mask it.
    zext1_s: (G_ZEXT:sgpr(s32|s16) a:sgpr(s1)) => (S_AND_B32 a, 1);
    zext16_s: (G_ZEXT:sgpr(s32) a:sgpr(s16)) => (S_AND_B32 a, 65535);
    zext1_v: (G_ZEXT:vgpr(s32|s16) a:vgpr(s1)) => (V_AND_B32_e64 1, a);
    zext16_v: (G_ZEXT:vgpr(s32) a:vgpr(s16)) => (V_AND_B32_e32 65535, a);
    /// GFX9's 16-bit VALU operations write zeros to the high half (GFX10's keep it): zero-
    /// extending their result is free (llc's `Arithmetic_i16_0Hi_Pats`).
    zext_add16_v: (G_ZEXT:vgpr(s32) (G_ADD:vgpr(s16) a:vgpr, b:vgpr)) where cpu(gfx900) => (V_ADD_U16_e64 a, b, 0);
    zext_sub16_v: (G_ZEXT:vgpr(s32) (G_SUB:vgpr(s16) a:vgpr, b:vgpr)) where cpu(gfx900) => (V_SUB_U16_e64 a, b, 0);
    zext_mul16_v: (G_ZEXT:vgpr(s32) (G_MUL:vgpr(s16) a:vgpr, b:vgpr)) where cpu(gfx900) => (V_MUL_LO_U16_e64 a, b);
    zext_smin16_v: (G_ZEXT:vgpr(s32) (G_SMIN:vgpr(s16) a:vgpr, b:vgpr)) where cpu(gfx900) => (V_MIN_I16_e64 a, b);
    zext_smax16_v: (G_ZEXT:vgpr(s32) (G_SMAX:vgpr(s16) a:vgpr, b:vgpr)) where cpu(gfx900) => (V_MAX_I16_e64 a, b);
    zext_umin16_v: (G_ZEXT:vgpr(s32) (G_UMIN:vgpr(s16) a:vgpr, b:vgpr)) where cpu(gfx900) => (V_MIN_U16_e64 a, b);
    zext_umax16_v: (G_ZEXT:vgpr(s32) (G_UMAX:vgpr(s16) a:vgpr, b:vgpr)) where cpu(gfx900) => (V_MAX_U16_e64 a, b);
    zext_shl16_v: (G_ZEXT:vgpr(s32) (G_SHL:vgpr(s16) a:vgpr, b:vgpr(s16))) where cpu(gfx900) => (V_LSHLREV_B16_e64 b, a);
    zext_lshr16_v: (G_ZEXT:vgpr(s32) (G_LSHR:vgpr(s16) a:vgpr, b:vgpr(s16))) where cpu(gfx900) => (V_LSHRREV_B16_e64 b, a);
    zext_ashr16_v: (G_ZEXT:vgpr(s32) (G_ASHR:vgpr(s16) a:vgpr, b:vgpr(s16))) where cpu(gfx900) => (V_ASHRREV_I16_e64 b, a);
    zext64_s: (G_ZEXT:sgpr(s64) a:sgpr(s32)) => (REG_SEQUENCE:sreg_64 a, subreg(sub0), (S_MOV_B32 0), subreg(sub1));
    zext64_v: (G_ZEXT:vgpr(s64) a:vgpr(s32)) => (REG_SEQUENCE:vreg_64 a, subreg(sub0), (V_MOV_B32_e32 0), subreg(sub1));
    zext1_64_s: (G_ZEXT:sgpr(s64) a:sgpr(s1)) => (REG_SEQUENCE:sreg_64 (S_AND_B32 a, 1), subreg(sub0), (S_MOV_B32 0), subreg(sub1));
    sext1_s: (G_SEXT:sgpr(s32|s16) a:sgpr(s1)) => (S_BFE_I32 a, 65536);
    sext16_s: (G_SEXT:sgpr(s32) a:sgpr(s16)) => (S_SEXT_I32_I16 a);
    sext1_v: (G_SEXT:vgpr(s32|s16) a:vgpr(s1)) => (V_BFE_I32_e64 a, 0, 1);
    sext16_v: (G_SEXT:vgpr(s32) a:vgpr(s16)) => (V_BFE_I32_e64 a, 0, 16);
    sext64_s: (G_SEXT:sgpr(s64) a:sgpr(s32)) => (REG_SEQUENCE:sreg_64 a, subreg(sub0), (S_ASHR_I32 a, 31), subreg(sub1));
    sext64_v: (G_SEXT:vgpr(s64) a:vgpr(s32)) => (REG_SEQUENCE:vreg_64 a, subreg(sub0), (V_ASHRREV_I32_e64 31, a), subreg(sub1));
    anyext_s: (G_ANYEXT:sgpr(s32|s32|s16) a:sgpr(s1|s16|s1)) => a;
    anyext_v: (G_ANYEXT:vgpr(s32|s32|s16) a:vgpr(s1|s16|s1)) => a;
    anyext64_s: (G_ANYEXT:sgpr(s64) a:sgpr(s32)) => (REG_SEQUENCE:sreg_64 a, subreg(sub0), (IMPLICIT_DEF:sreg_32), subreg(sub1));
    anyext64_v: (G_ANYEXT:vgpr(s64) a:vgpr(s32)) => (REG_SEQUENCE:vreg_64 a, subreg(sub0), (IMPLICIT_DEF:vgpr_32), subreg(sub1));
    /// A constant boolean becomes the all-lanes or no-lanes mask.
    copy_to_vcc_false64: (COPY:vcc(s1) (G_CONSTANT[shared]:sgpr(s1) 0)) where cpu(gfx900) => (S_MOV_B64 0);
    copy_to_vcc_true64: (COPY:vcc(s1) (G_CONSTANT[shared]:sgpr(s1) -1)) where cpu(gfx900) => (S_MOV_B64 -1);
    copy_to_vcc_false32: (COPY:vcc(s1) (G_CONSTANT[shared]:sgpr(s1) 0)) where cpu(gfx1030) => (S_MOV_B32 0);
    copy_to_vcc_true32: (COPY:vcc(s1) (G_CONSTANT[shared]:sgpr(s1) -1)) where cpu(gfx1030) => (S_MOV_B32 -1);
    /// A non-vcc boolean becomes a lane mask: clear the junk bits, then compare with zero.
    copy_to_vcc_s: (COPY:vcc(s1) a:sgpr(s1)) => (V_CMP_NE_U32_e64 0, (S_AND_B32 a, 1));
    copy_to_vcc_v: (COPY:vcc(s1) a:vgpr(s1)) => (V_CMP_NE_U32_e64 0, (V_AND_B32_e64 1, a));

    // ===== Casts, merges, vectors ===============================================================
    cast32_s: (G_BITCAST:sgpr(s32|<2 x s16>) a:sgpr(<2 x s16>|s32)) => a;
    cast32_v: (G_BITCAST:vgpr(s32|<2 x s16>) a:vgpr(<2 x s16>|s32)) => a;
    cast64_s: (G_BITCAST:sgpr(s64|<2 x s32>|s64|<4 x s16>) a:sgpr(<2 x s32>|s64|<4 x s16>|s64)) => a;
    cast64_v: (G_BITCAST:vgpr(s64|<2 x s32>|s64|<4 x s16>) a:vgpr(<2 x s32>|s64|<4 x s16>|s64)) => a;
    cast128_s: (G_BITCAST:sgpr(s128|<4 x s32>|<2 x s64>|s128) a:sgpr(<2 x s64>|s128|s128|<4 x s32>)) => a;
    cast128_v: (G_BITCAST:vgpr(s128|<4 x s32>|<2 x s64>|s128) a:vgpr(<2 x s64>|s128|s128|<4 x s32>)) => a;
    /// Flat and global pointers have the same bits (llc's legalizer casts with G_BITCAST).
    castptr64_s: (G_BITCAST:sgpr(p1|p0|p4|p1) a:sgpr(p0|p1|p1|p4)) => a;
    castptr64_v: (G_BITCAST:vgpr(p1|p0|p4|p1) a:vgpr(p0|p1|p1|p4)) => a;
    // ----- Vector-to-vector casts of the same size (cov-ops): no bits move.
    castvec64_s: (G_BITCAST:sgpr(<2 x s32>|<4 x s16>) a:sgpr(<4 x s16>|<2 x s32>)) => a;
    castvec64_v: (G_BITCAST:vgpr(<2 x s32>|<4 x s16>) a:vgpr(<4 x s16>|<2 x s32>)) => a;
    castvec128_s: (G_BITCAST:sgpr(<2 x s64>|<4 x s32>|<8 x s16>|<4 x s32>) a:sgpr(<4 x s32>|<2 x s64>|<4 x s32>|<8 x s16>)) => a;
    castvec128_v: (G_BITCAST:vgpr(<2 x s64>|<4 x s32>|<8 x s16>|<4 x s32>) a:vgpr(<4 x s32>|<2 x s64>|<4 x s32>|<8 x s16>)) => a;
    cast96_s: (G_BITCAST:sgpr(s96|<3 x s32>) a:sgpr(<3 x s32>|s96)) => a;
    cast96_v: (G_BITCAST:vgpr(s96|<3 x s32>) a:vgpr(<3 x s32>|s96)) => a;
    /// `<2 x s32>` to `<2 x s16>`: the low halves packed (llc-14's selectG_TRUNC does the same
    /// on the SALU; on the VALU it uses SDWA, here a mask and a shift-or).
    trunc2x16_s: (G_TRUNC:sgpr(<2 x s16>) a:sgpr(<2 x s32>)) => (S_PACK_LL_B32_B16 a.sub0, a.sub1);
    trunc2x16_v: (G_TRUNC:vgpr(<2 x s16>) a:vgpr(<2 x s32>))
        => (V_LSHL_OR_B32_e64 a.sub1, 16, (V_AND_B32_e32 65535, a.sub0));
    inttoptr64_s: (G_INTTOPTR:sgpr(p0|p1|p4) a:sgpr(s64)) => a;
    inttoptr64_v: (G_INTTOPTR:vgpr(p0|p1|p4) a:vgpr(s64)) => a;
    inttoptr32_s: (G_INTTOPTR:sgpr(p3|p5) a:sgpr(s32)) => a;
    inttoptr32_v: (G_INTTOPTR:vgpr(p3|p5) a:vgpr(s32)) => a;
    ptrtoint64_s: (G_PTRTOINT:sgpr(s64|s64|s64) a:sgpr(p0|p1|p4)) => a;
    ptrtoint64_v: (G_PTRTOINT:vgpr(s64|s64|s64) a:vgpr(p0|p1|p4)) => a;
    ptrtoint32_s: (G_PTRTOINT:sgpr(s32|s32) a:sgpr(p3|p5)) => a;
    ptrtoint32_v: (G_PTRTOINT:vgpr(s32|s32) a:vgpr(p3|p5)) => a;
    freeze32_s: (G_FREEZE:sgpr(s32|s16|s1|s64) a:sgpr) => a;
    freeze32_v: (G_FREEZE:vgpr(s32|s16|s1|s64) a:vgpr) => a;
    merge64_s: (G_MERGE_VALUES:sgpr(s64|p1|p4|p0) lo:sgpr(s32), hi:sgpr) => (REG_SEQUENCE:sreg_64 lo, subreg(sub0), hi, subreg(sub1));
    merge64_v: (G_MERGE_VALUES:vgpr(s64|p1|p4|p0) lo:vgpr(s32), hi:vgpr) => (REG_SEQUENCE:vreg_64 lo, subreg(sub0), hi, subreg(sub1));
    bv2x32_s: (G_BUILD_VECTOR:sgpr(<2 x s32>|<2 x p3>) lo:sgpr(s32|p3), hi:sgpr) => (REG_SEQUENCE:sreg_64 lo, subreg(sub0), hi, subreg(sub1));
    bv2x32_v: (G_BUILD_VECTOR:vgpr(<2 x s32>|<2 x p3>) lo:vgpr(s32|p3), hi:vgpr) => (REG_SEQUENCE:vreg_64 lo, subreg(sub0), hi, subreg(sub1));
    bv3x32_s: (G_BUILD_VECTOR:sgpr(<3 x s32>) a:sgpr(s32), b:sgpr, c:sgpr)
        => (REG_SEQUENCE:sgpr_96 a, subreg(sub0), b, subreg(sub1), c, subreg(sub2));
    bv3x32_v: (G_BUILD_VECTOR:vgpr(<3 x s32>) a:vgpr(s32), b:vgpr, c:vgpr)
        => (REG_SEQUENCE:vreg_96 a, subreg(sub0), b, subreg(sub1), c, subreg(sub2));
    bv4x32_s: (G_BUILD_VECTOR:sgpr(<4 x s32>) a:sgpr(s32), b:sgpr, c:sgpr, d:sgpr)
        => (REG_SEQUENCE:sgpr_128 a, subreg(sub0), b, subreg(sub1), c, subreg(sub2), d, subreg(sub3));
    bv4x32_v: (G_BUILD_VECTOR:vgpr(<4 x s32>) a:vgpr(s32), b:vgpr, c:vgpr, d:vgpr)
        => (REG_SEQUENCE:vreg_128 a, subreg(sub0), b, subreg(sub1), c, subreg(sub2), d, subreg(sub3));
    bv2x64_v: (G_BUILD_VECTOR:vgpr(<2 x s64>|<2 x p1>) a:vgpr(s64|p1), b:vgpr)
        => (REG_SEQUENCE:vreg_128 a, subreg(sub0_sub1), b, subreg(sub2_sub3));
    bv2x64_s: (G_BUILD_VECTOR:sgpr(<2 x s64>|<2 x p1>) a:sgpr(s64|p1), b:sgpr)
        => (REG_SEQUENCE:sgpr_128 a, subreg(sub0_sub1), b, subreg(sub2_sub3));
    /// Two 32-bit values truncated to 16 bits and packed: the SALU pack of their low halves.
    bv_trunc2x16_s: (G_BUILD_VECTOR_TRUNC:sgpr(<2 x s16>) lo:sgpr(s32), hi:sgpr) => (S_PACK_LL_B32_B16 lo, hi);
    concat4x16_v: (G_CONCAT_VECTORS:vgpr(<4 x s16>) a:vgpr(<2 x s16>), b:vgpr) => (REG_SEQUENCE:vreg_64 a, subreg(sub0), b, subreg(sub1));
    concat4x16_s: (G_CONCAT_VECTORS:sgpr(<4 x s16>) a:sgpr(<2 x s16>), b:sgpr) => (REG_SEQUENCE:sreg_64 a, subreg(sub0), b, subreg(sub1));
    unmerge64_s: (G_UNMERGE_VALUES:sgpr(s32|s32|s32|p3|<2 x s16>|s32):sgpr a:sgpr(s64|p1|<2 x s32>|<2 x p3>|<4 x s16>|<4 x s16>))
        => { let lo = (COPY:sreg_32 a.sub0); let hi = (COPY:sreg_32 a.sub1); (lo, hi) };
    unmerge64_v: (G_UNMERGE_VALUES:vgpr(s32|s32|s32|p3|<2 x s16>|s32):vgpr a:vgpr(s64|p1|<2 x s32>|<2 x p3>|<4 x s16>|<4 x s16>))
        => { let lo = (COPY:vgpr_32 a.sub0); let hi = (COPY:vgpr_32 a.sub1); (lo, hi) };
    unmerge128_2_s: (G_UNMERGE_VALUES:sgpr(s64|<2 x s32>|s64|p1):sgpr a:sgpr(<2 x s64>|<4 x s32>|s128|<2 x p1>))
        => { let lo = (COPY:sreg_64 a.sub0_sub1); let hi = (COPY:sreg_64 a.sub2_sub3); (lo, hi) };
    unmerge128_2_v: (G_UNMERGE_VALUES:vgpr(s64|<2 x s32>|s64|p1):vgpr a:vgpr(<2 x s64>|<4 x s32>|s128|<2 x p1>))
        => { let lo = (COPY:vreg_64 a.sub0_sub1); let hi = (COPY:vreg_64 a.sub2_sub3); (lo, hi) };
    unmerge128_4_s: (G_UNMERGE_VALUES:sgpr(s32):sgpr:sgpr:sgpr a:sgpr(<4 x s32>))
        => { let w = (COPY:sreg_32 a.sub0); let x = (COPY:sreg_32 a.sub1); let y = (COPY:sreg_32 a.sub2); let z = (COPY:sreg_32 a.sub3); (w, x, y, z) };
    unmerge128_4_v: (G_UNMERGE_VALUES:vgpr(s32):vgpr:vgpr:vgpr a:vgpr(<4 x s32>))
        => { let w = (COPY:vgpr_32 a.sub0); let x = (COPY:vgpr_32 a.sub1); let y = (COPY:vgpr_32 a.sub2); let z = (COPY:vgpr_32 a.sub3); (w, x, y, z) };
    /// 256-bit values (scalar loads of eight dwords) into 64-bit or 32-bit pieces.
    unmerge256_4_s: (G_UNMERGE_VALUES:sgpr(s64|s64|<2 x s32>):sgpr:sgpr:sgpr a:sgpr(<4 x s64>|<8 x s32>|<8 x s32>))
        => { let w = (COPY:sreg_64 a.sub0_sub1); let x = (COPY:sreg_64 a.sub2_sub3); let y = (COPY:sreg_64 a.sub4_sub5); let z = (COPY:sreg_64 a.sub6_sub7); (w, x, y, z) };
    unmerge256_2_s: (G_UNMERGE_VALUES:sgpr(<2 x s64>|<4 x s32>):sgpr a:sgpr(<4 x s64>|<8 x s32>))
        => { let lo = (COPY:sgpr_128 a.sub0_sub1_sub2_sub3); let hi = (COPY:sgpr_128 a.sub4_sub5_sub6_sub7); (lo, hi) };
    unmerge256_8_s: (G_UNMERGE_VALUES:sgpr(s32):sgpr:sgpr:sgpr:sgpr:sgpr:sgpr:sgpr a:sgpr(<8 x s32>))
        => { let a0 = (COPY:sreg_32 a.sub0); let a1 = (COPY:sreg_32 a.sub1); let a2 = (COPY:sreg_32 a.sub2); let a3 = (COPY:sreg_32 a.sub3);
             let a4 = (COPY:sreg_32 a.sub4); let a5 = (COPY:sreg_32 a.sub5); let a6 = (COPY:sreg_32 a.sub6); let a7 = (COPY:sreg_32 a.sub7);
             (a0, a1, a2, a3, a4, a5, a6, a7) };
    unmerge96_3_s: (G_UNMERGE_VALUES:sgpr(s32):sgpr:sgpr a:sgpr(<3 x s32>))
        => { let x = (COPY:sreg_32 a.sub0); let y = (COPY:sreg_32 a.sub1); let z = (COPY:sreg_32 a.sub2); (x, y, z) };
    unmerge96_3_v: (G_UNMERGE_VALUES:vgpr(s32):vgpr:vgpr a:vgpr(<3 x s32>))
        => { let x = (COPY:vgpr_32 a.sub0); let y = (COPY:vgpr_32 a.sub1); let z = (COPY:vgpr_32 a.sub2); (x, y, z) };

    // ===== G_ICMP: scalar compares set SCC, which is copied out as a 0/1 s32 ====================
    icmp_eq_s: (G_ICMP:sgpr(s32) intpred(eq), a:sgpr(s32|p3|p5), b:sgpr) => { (S_CMP_EQ_U32 a, b); (COPY:sreg_32 phys(scc)) };
    icmp_ne_s: (G_ICMP:sgpr(s32) intpred(ne), a:sgpr(s32|p3|p5), b:sgpr) => { (S_CMP_LG_U32 a, b); (COPY:sreg_32 phys(scc)) };
    icmp_ugt_s: (G_ICMP:sgpr(s32) intpred(ugt), a:sgpr(s32|p3|p5), b:sgpr) => { (S_CMP_GT_U32 a, b); (COPY:sreg_32 phys(scc)) };
    icmp_uge_s: (G_ICMP:sgpr(s32) intpred(uge), a:sgpr(s32|p3|p5), b:sgpr) => { (S_CMP_GE_U32 a, b); (COPY:sreg_32 phys(scc)) };
    icmp_ult_s: (G_ICMP:sgpr(s32) intpred(ult), a:sgpr(s32|p3|p5), b:sgpr) => { (S_CMP_LT_U32 a, b); (COPY:sreg_32 phys(scc)) };
    icmp_ule_s: (G_ICMP:sgpr(s32) intpred(ule), a:sgpr(s32|p3|p5), b:sgpr) => { (S_CMP_LE_U32 a, b); (COPY:sreg_32 phys(scc)) };
    icmp_sgt_s: (G_ICMP:sgpr(s32) intpred(sgt), a:sgpr(s32), b:sgpr) => { (S_CMP_GT_I32 a, b); (COPY:sreg_32 phys(scc)) };
    icmp_sge_s: (G_ICMP:sgpr(s32) intpred(sge), a:sgpr(s32), b:sgpr) => { (S_CMP_GE_I32 a, b); (COPY:sreg_32 phys(scc)) };
    icmp_slt_s: (G_ICMP:sgpr(s32) intpred(slt), a:sgpr(s32), b:sgpr) => { (S_CMP_LT_I32 a, b); (COPY:sreg_32 phys(scc)) };
    icmp_sle_s: (G_ICMP:sgpr(s32) intpred(sle), a:sgpr(s32), b:sgpr) => { (S_CMP_LE_I32 a, b); (COPY:sreg_32 phys(scc)) };
    /// 64-bit scalar compares exist for equality only (GFX8+).
    icmp_eq64_s: (G_ICMP:sgpr(s32) intpred(eq), a:sgpr(s64|p0|p1|p4), b:sgpr) => { (S_CMP_EQ_U64 a, b); (COPY:sreg_32 phys(scc)) };
    icmp_ne64_s: (G_ICMP:sgpr(s32) intpred(ne), a:sgpr(s64|p0|p1|p4), b:sgpr) => { (S_CMP_LG_U64 a, b); (COPY:sreg_32 phys(scc)) };

    // ===== G_ICMP: vector compares write a lane mask ============================================
    icmp_eq_v: (G_ICMP:vcc(s1) intpred(eq), a:vgpr(s32|p3|p5), b:vgpr) => (V_CMP_EQ_U32_e64 a, b);
    icmp_ne_v: (G_ICMP:vcc(s1) intpred(ne), a:vgpr(s32|p3|p5), b:vgpr) => (V_CMP_NE_U32_e64 a, b);
    icmp_ugt_v: (G_ICMP:vcc(s1) intpred(ugt), a:vgpr(s32|p3|p5), b:vgpr) => (V_CMP_GT_U32_e64 a, b);
    icmp_uge_v: (G_ICMP:vcc(s1) intpred(uge), a:vgpr(s32|p3|p5), b:vgpr) => (V_CMP_GE_U32_e64 a, b);
    icmp_ult_v: (G_ICMP:vcc(s1) intpred(ult), a:vgpr(s32|p3|p5), b:vgpr) => (V_CMP_LT_U32_e64 a, b);
    icmp_ule_v: (G_ICMP:vcc(s1) intpred(ule), a:vgpr(s32|p3|p5), b:vgpr) => (V_CMP_LE_U32_e64 a, b);
    icmp_sgt_v: (G_ICMP:vcc(s1) intpred(sgt), a:vgpr(s32), b:vgpr) => (V_CMP_GT_I32_e64 a, b);
    icmp_sge_v: (G_ICMP:vcc(s1) intpred(sge), a:vgpr(s32), b:vgpr) => (V_CMP_GE_I32_e64 a, b);
    icmp_slt_v: (G_ICMP:vcc(s1) intpred(slt), a:vgpr(s32), b:vgpr) => (V_CMP_LT_I32_e64 a, b);
    icmp_sle_v: (G_ICMP:vcc(s1) intpred(sle), a:vgpr(s32), b:vgpr) => (V_CMP_LE_I32_e64 a, b);
    icmp_eq64_v: (G_ICMP:vcc(s1) intpred(eq), a:vgpr(s64|p0|p1|p4), b:vgpr) => (V_CMP_EQ_U64_e64 a, b);
    icmp_ne64_v: (G_ICMP:vcc(s1) intpred(ne), a:vgpr(s64|p0|p1|p4), b:vgpr) => (V_CMP_NE_U64_e64 a, b);
    icmp_ugt64_v: (G_ICMP:vcc(s1) intpred(ugt), a:vgpr(s64|p0|p1|p4), b:vgpr) => (V_CMP_GT_U64_e64 a, b);
    icmp_uge64_v: (G_ICMP:vcc(s1) intpred(uge), a:vgpr(s64|p0|p1|p4), b:vgpr) => (V_CMP_GE_U64_e64 a, b);
    icmp_ult64_v: (G_ICMP:vcc(s1) intpred(ult), a:vgpr(s64|p0|p1|p4), b:vgpr) => (V_CMP_LT_U64_e64 a, b);
    icmp_ule64_v: (G_ICMP:vcc(s1) intpred(ule), a:vgpr(s64|p0|p1|p4), b:vgpr) => (V_CMP_LE_U64_e64 a, b);
    icmp_sgt64_v: (G_ICMP:vcc(s1) intpred(sgt), a:vgpr(s64), b:vgpr) => (V_CMP_GT_I64_e64 a, b);
    icmp_sge64_v: (G_ICMP:vcc(s1) intpred(sge), a:vgpr(s64), b:vgpr) => (V_CMP_GE_I64_e64 a, b);
    icmp_slt64_v: (G_ICMP:vcc(s1) intpred(slt), a:vgpr(s64), b:vgpr) => (V_CMP_LT_I64_e64 a, b);
    icmp_sle64_v: (G_ICMP:vcc(s1) intpred(sle), a:vgpr(s64), b:vgpr) => (V_CMP_LE_I64_e64 a, b);
    icmp_eq16_v: (G_ICMP:vcc(s1) intpred(eq), a:vgpr(s16), b:vgpr) => (V_CMP_EQ_U16_e64 a, b);
    icmp_ne16_v: (G_ICMP:vcc(s1) intpred(ne), a:vgpr(s16), b:vgpr) => (V_CMP_NE_U16_e64 a, b);
    icmp_ugt16_v: (G_ICMP:vcc(s1) intpred(ugt), a:vgpr(s16), b:vgpr) => (V_CMP_GT_U16_e64 a, b);
    icmp_uge16_v: (G_ICMP:vcc(s1) intpred(uge), a:vgpr(s16), b:vgpr) => (V_CMP_GE_U16_e64 a, b);
    icmp_ult16_v: (G_ICMP:vcc(s1) intpred(ult), a:vgpr(s16), b:vgpr) => (V_CMP_LT_U16_e64 a, b);
    icmp_ule16_v: (G_ICMP:vcc(s1) intpred(ule), a:vgpr(s16), b:vgpr) => (V_CMP_LE_U16_e64 a, b);
    icmp_sgt16_v: (G_ICMP:vcc(s1) intpred(sgt), a:vgpr(s16), b:vgpr) => (V_CMP_GT_I16_e64 a, b);
    icmp_sge16_v: (G_ICMP:vcc(s1) intpred(sge), a:vgpr(s16), b:vgpr) => (V_CMP_GE_I16_e64 a, b);
    icmp_slt16_v: (G_ICMP:vcc(s1) intpred(slt), a:vgpr(s16), b:vgpr) => (V_CMP_LT_I16_e64 a, b);
    icmp_sle16_v: (G_ICMP:vcc(s1) intpred(sle), a:vgpr(s16), b:vgpr) => (V_CMP_LE_I16_e64 a, b);

    // ===== G_FCMP (no scalar float compares before GFX11) ======================================
    // The left operand may be an SGPR as llc-14 leaves it; the constant bus allows one.
    fcmp_oeq32: (G_FCMP:vcc(s1) floatpred(oeq), mods(a:_(s32), #ma), mods(b:vgpr, #mb)) => (V_CMP_EQ_F32_e64 #ma, a, #mb, b, 0);
    fcmp_ogt32: (G_FCMP:vcc(s1) floatpred(ogt), mods(a:_(s32), #ma), mods(b:vgpr, #mb)) => (V_CMP_GT_F32_e64 #ma, a, #mb, b, 0);
    fcmp_oge32: (G_FCMP:vcc(s1) floatpred(oge), mods(a:_(s32), #ma), mods(b:vgpr, #mb)) => (V_CMP_GE_F32_e64 #ma, a, #mb, b, 0);
    fcmp_olt32: (G_FCMP:vcc(s1) floatpred(olt), mods(a:_(s32), #ma), mods(b:vgpr, #mb)) => (V_CMP_LT_F32_e64 #ma, a, #mb, b, 0);
    fcmp_ole32: (G_FCMP:vcc(s1) floatpred(ole), mods(a:_(s32), #ma), mods(b:vgpr, #mb)) => (V_CMP_LE_F32_e64 #ma, a, #mb, b, 0);
    fcmp_one32: (G_FCMP:vcc(s1) floatpred(one), mods(a:_(s32), #ma), mods(b:vgpr, #mb)) => (V_CMP_LG_F32_e64 #ma, a, #mb, b, 0);
    fcmp_ord32: (G_FCMP:vcc(s1) floatpred(ord), mods(a:_(s32), #ma), mods(b:vgpr, #mb)) => (V_CMP_O_F32_e64 #ma, a, #mb, b, 0);
    fcmp_uno32: (G_FCMP:vcc(s1) floatpred(uno), mods(a:_(s32), #ma), mods(b:vgpr, #mb)) => (V_CMP_U_F32_e64 #ma, a, #mb, b, 0);
    fcmp_ueq32: (G_FCMP:vcc(s1) floatpred(ueq), mods(a:_(s32), #ma), mods(b:vgpr, #mb)) => (V_CMP_NLG_F32_e64 #ma, a, #mb, b, 0);
    fcmp_ugt32: (G_FCMP:vcc(s1) floatpred(ugt), mods(a:_(s32), #ma), mods(b:vgpr, #mb)) => (V_CMP_NLE_F32_e64 #ma, a, #mb, b, 0);
    fcmp_uge32: (G_FCMP:vcc(s1) floatpred(uge), mods(a:_(s32), #ma), mods(b:vgpr, #mb)) => (V_CMP_NLT_F32_e64 #ma, a, #mb, b, 0);
    fcmp_ult32: (G_FCMP:vcc(s1) floatpred(ult), mods(a:_(s32), #ma), mods(b:vgpr, #mb)) => (V_CMP_NGE_F32_e64 #ma, a, #mb, b, 0);
    fcmp_ule32: (G_FCMP:vcc(s1) floatpred(ule), mods(a:_(s32), #ma), mods(b:vgpr, #mb)) => (V_CMP_NGT_F32_e64 #ma, a, #mb, b, 0);
    fcmp_une32: (G_FCMP:vcc(s1) floatpred(une), mods(a:_(s32), #ma), mods(b:vgpr, #mb)) => (V_CMP_NEQ_F32_e64 #ma, a, #mb, b, 0);
    fcmp_false32: (G_FCMP:vcc(s1) floatpred(false), mods(a:_(s32), #ma), mods(b:vgpr, #mb)) => (V_CMP_F_F32_e64 #ma, a, #mb, b, 0);
    fcmp_true32: (G_FCMP:vcc(s1) floatpred(true), mods(a:_(s32), #ma), mods(b:vgpr, #mb)) => (V_CMP_TRU_F32_e64 #ma, a, #mb, b, 0);
    fcmp_oeq64: (G_FCMP:vcc(s1) floatpred(oeq), mods(a:_(s64), #ma), mods(b:vgpr, #mb)) => (V_CMP_EQ_F64_e64 #ma, a, #mb, b, 0);
    fcmp_ogt64: (G_FCMP:vcc(s1) floatpred(ogt), mods(a:_(s64), #ma), mods(b:vgpr, #mb)) => (V_CMP_GT_F64_e64 #ma, a, #mb, b, 0);
    fcmp_oge64: (G_FCMP:vcc(s1) floatpred(oge), mods(a:_(s64), #ma), mods(b:vgpr, #mb)) => (V_CMP_GE_F64_e64 #ma, a, #mb, b, 0);
    fcmp_olt64: (G_FCMP:vcc(s1) floatpred(olt), mods(a:_(s64), #ma), mods(b:vgpr, #mb)) => (V_CMP_LT_F64_e64 #ma, a, #mb, b, 0);
    fcmp_ole64: (G_FCMP:vcc(s1) floatpred(ole), mods(a:_(s64), #ma), mods(b:vgpr, #mb)) => (V_CMP_LE_F64_e64 #ma, a, #mb, b, 0);
    fcmp_one64: (G_FCMP:vcc(s1) floatpred(one), mods(a:_(s64), #ma), mods(b:vgpr, #mb)) => (V_CMP_LG_F64_e64 #ma, a, #mb, b, 0);
    fcmp_ord64: (G_FCMP:vcc(s1) floatpred(ord), mods(a:_(s64), #ma), mods(b:vgpr, #mb)) => (V_CMP_O_F64_e64 #ma, a, #mb, b, 0);
    fcmp_uno64: (G_FCMP:vcc(s1) floatpred(uno), mods(a:_(s64), #ma), mods(b:vgpr, #mb)) => (V_CMP_U_F64_e64 #ma, a, #mb, b, 0);
    fcmp_ueq64: (G_FCMP:vcc(s1) floatpred(ueq), mods(a:_(s64), #ma), mods(b:vgpr, #mb)) => (V_CMP_NLG_F64_e64 #ma, a, #mb, b, 0);
    fcmp_ugt64: (G_FCMP:vcc(s1) floatpred(ugt), mods(a:_(s64), #ma), mods(b:vgpr, #mb)) => (V_CMP_NLE_F64_e64 #ma, a, #mb, b, 0);
    fcmp_uge64: (G_FCMP:vcc(s1) floatpred(uge), mods(a:_(s64), #ma), mods(b:vgpr, #mb)) => (V_CMP_NLT_F64_e64 #ma, a, #mb, b, 0);
    fcmp_ult64: (G_FCMP:vcc(s1) floatpred(ult), mods(a:_(s64), #ma), mods(b:vgpr, #mb)) => (V_CMP_NGE_F64_e64 #ma, a, #mb, b, 0);
    fcmp_ule64: (G_FCMP:vcc(s1) floatpred(ule), mods(a:_(s64), #ma), mods(b:vgpr, #mb)) => (V_CMP_NGT_F64_e64 #ma, a, #mb, b, 0);
    fcmp_une64: (G_FCMP:vcc(s1) floatpred(une), mods(a:_(s64), #ma), mods(b:vgpr, #mb)) => (V_CMP_NEQ_F64_e64 #ma, a, #mb, b, 0);
    fcmp_oeq16: (G_FCMP:vcc(s1) floatpred(oeq), mods(a:_(s16), #ma), mods(b:vgpr, #mb)) => (V_CMP_EQ_F16_e64 #ma, a, #mb, b, 0);
    fcmp_ogt16: (G_FCMP:vcc(s1) floatpred(ogt), mods(a:_(s16), #ma), mods(b:vgpr, #mb)) => (V_CMP_GT_F16_e64 #ma, a, #mb, b, 0);
    fcmp_oge16: (G_FCMP:vcc(s1) floatpred(oge), mods(a:_(s16), #ma), mods(b:vgpr, #mb)) => (V_CMP_GE_F16_e64 #ma, a, #mb, b, 0);
    fcmp_olt16: (G_FCMP:vcc(s1) floatpred(olt), mods(a:_(s16), #ma), mods(b:vgpr, #mb)) => (V_CMP_LT_F16_e64 #ma, a, #mb, b, 0);
    fcmp_ole16: (G_FCMP:vcc(s1) floatpred(ole), mods(a:_(s16), #ma), mods(b:vgpr, #mb)) => (V_CMP_LE_F16_e64 #ma, a, #mb, b, 0);
    fcmp_one16: (G_FCMP:vcc(s1) floatpred(one), mods(a:_(s16), #ma), mods(b:vgpr, #mb)) => (V_CMP_LG_F16_e64 #ma, a, #mb, b, 0);
    fcmp_une16: (G_FCMP:vcc(s1) floatpred(une), mods(a:_(s16), #ma), mods(b:vgpr, #mb)) => (V_CMP_NEQ_F16_e64 #ma, a, #mb, b, 0);
    fcmp_ult16: (G_FCMP:vcc(s1) floatpred(ult), mods(a:_(s16), #ma), mods(b:vgpr, #mb)) => (V_CMP_NGE_F16_e64 #ma, a, #mb, b, 0);
    fcmp_ugt16: (G_FCMP:vcc(s1) floatpred(ugt), mods(a:_(s16), #ma), mods(b:vgpr, #mb)) => (V_CMP_NLE_F16_e64 #ma, a, #mb, b, 0);
    fcmp_ord16: (G_FCMP:vcc(s1) floatpred(ord), mods(a:_(s16), #ma), mods(b:vgpr, #mb)) => (V_CMP_O_F16_e64 #ma, a, #mb, b, 0);
    fcmp_uno16: (G_FCMP:vcc(s1) floatpred(uno), mods(a:_(s16), #ma), mods(b:vgpr, #mb)) => (V_CMP_U_F16_e64 #ma, a, #mb, b, 0);
    fcmp_ueq16: (G_FCMP:vcc(s1) floatpred(ueq), mods(a:_(s16), #ma), mods(b:vgpr, #mb)) => (V_CMP_NLG_F16_e64 #ma, a, #mb, b, 0);
    fcmp_uge16: (G_FCMP:vcc(s1) floatpred(uge), mods(a:_(s16), #ma), mods(b:vgpr, #mb)) => (V_CMP_NLT_F16_e64 #ma, a, #mb, b, 0);
    fcmp_ule16: (G_FCMP:vcc(s1) floatpred(ule), mods(a:_(s16), #ma), mods(b:vgpr, #mb)) => (V_CMP_NGT_F16_e64 #ma, a, #mb, b, 0);
    fcmp_false16: (G_FCMP:vcc(s1) floatpred(false), mods(a:_(s16), #ma), mods(b:vgpr, #mb)) => (V_CMP_F_F16_e64 #ma, a, #mb, b, 0);
    fcmp_true16: (G_FCMP:vcc(s1) floatpred(true), mods(a:_(s16), #ma), mods(b:vgpr, #mb)) => (V_CMP_TRU_F16_e64 #ma, a, #mb, b, 0);

    // ===== G_SELECT =============================================================================
    /// A scalar select reads its 0/1 condition through SCC (a copy: the condition is 0 or 1).
    select32_s: (G_SELECT:sgpr(s32|s16|p3|p5|<2 x s16>) c:sgpr(s32), a:sgpr, b:sgpr) => { let phys(scc) = (COPY c); (S_CSELECT_B32 a, b) };
    select64_s: (G_SELECT:sgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>) c:sgpr(s32), a:sgpr, b:sgpr) => { let phys(scc) = (COPY c); (S_CSELECT_B64 a, b) };
    /// V_CNDMASK picks src1 where the mask is set, so the true value goes second.
    select32_v: (G_SELECT:vgpr(s32|s16|p3|p5|<2 x s16>) c:vcc(s1), a:vgpr, b:vgpr) => (V_CNDMASK_B32_e64 0, b, 0, a, c);

    // ===== Floating point =======================================================================
    // `mods(a, #ma)`: a `G_FNEG`/`G_FABS` of a source folds into the VOP3 source modifiers (as
    // llc's VOP3Mods), whatever other users it has; it dies when all of them fold it. Packed
    // (VOP3P) and integer instructions have no such modifiers.
    fadd32: (G_FADD:vgpr(s32) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_ADD_F32_e64 #ma, a, #mb, b, 0, 0);
    /// `a * b + c` with contraction allowed on both is one fused multiply-add.
    fadd32_fma: (G_FADD[contract]:vgpr(s32) (G_FMUL[contract] mods(a:vgpr, #ma), mods(b:vgpr, #mb)), mods(c:vgpr, #mc))
        => (V_FMA_F32_e64 #ma, a, #mb, b, #mc, c, 0, 0);
    fadd64: (G_FADD:vgpr(s64) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_ADD_F64_e64 #ma, a, #mb, b, 0, 0);
    fadd16: (G_FADD:vgpr(s16) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_ADD_F16_e64 #ma, a, #mb, b, 0, 0);
    fadd2x16: (G_FADD:vgpr(<2 x s16>) a:vgpr, b:vgpr) => (V_PK_ADD_F16 8, a, 8, b, 0, 0, 0, 0, 0);
    fsub32: (G_FSUB:vgpr(s32) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_SUB_F32_e64 #ma, a, #mb, b, 0, 0);
    fsub16: (G_FSUB:vgpr(s16) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_SUB_F16_e64 #ma, a, #mb, b, 0, 0);
    fmul32: (G_FMUL:vgpr(s32) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_MUL_F32_e64 #ma, a, #mb, b, 0, 0);
    fmul64: (G_FMUL:vgpr(s64) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_MUL_F64_e64 #ma, a, #mb, b, 0, 0);
    fmul16: (G_FMUL:vgpr(s16) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_MUL_F16_e64 #ma, a, #mb, b, 0, 0);
    fmul2x16: (G_FMUL:vgpr(<2 x s16>) a:vgpr, b:vgpr) => (V_PK_MUL_F16 8, a, 8, b, 0, 0, 0, 0, 0);
    fma32: (G_FMA:vgpr(s32) mods(a:vgpr, #ma), mods(b:vgpr, #mb), mods(c:vgpr, #mc)) => (V_FMA_F32_e64 #ma, a, #mb, b, #mc, c, 0, 0);
    fma64: (G_FMA:vgpr(s64) mods(a:vgpr, #ma), mods(b:vgpr, #mb), mods(c:vgpr, #mc)) => (V_FMA_F64_e64 #ma, a, #mb, b, #mc, c, 0, 0);
    fma16: (G_FMA:vgpr(s16) mods(a:vgpr, #ma), mods(b:vgpr, #mb), mods(c:vgpr, #mc)) => (V_FMA_F16_gfx9_e64 #ma, a, #mb, b, #mc, c, 0, 0);
    fma2x16: (G_FMA:vgpr(<2 x s16>) a:vgpr, b:vgpr, c:vgpr) => (V_PK_FMA_F16 8, a, 8, b, 8, c, 0, 0, 0, 0, 0);
    fmad32: (G_FMAD:vgpr(s32) mods(a:vgpr, #ma), mods(b:vgpr, #mb), mods(c:vgpr, #mc)) => (V_MAD_F32_e64 #ma, a, #mb, b, #mc, c, 0, 0);
    /// Negation and absolute value flip or clear the sign bit.
    fneg32_s: (G_FNEG:sgpr(s32) a:sgpr) => (S_XOR_B32 a, -2147483648);
    /// (VOP3 takes no literal before GFX10: the VOP2 form carries the mask.)
    fneg32_v: (G_FNEG:vgpr(s32) a:vgpr) => (V_XOR_B32_e32 -2147483648, a);
    fneg16_s: (G_FNEG:sgpr(s16) a:sgpr) => (S_XOR_B32 a, 32768);
    fneg16_v: (G_FNEG:vgpr(s16) a:vgpr) => (V_XOR_B32_e32 32768, a);
    fneg2x16_v: (G_FNEG:vgpr(<2 x s16>) a:vgpr) => (V_XOR_B32_e32 -2147450880, a);
    fneg64_v: (G_FNEG:vgpr(s64) a:vgpr)
        => (REG_SEQUENCE:vreg_64 (COPY:vgpr_32 a.sub0), subreg(sub0), (V_XOR_B32_e32 -2147483648, a.sub1), subreg(sub1));
    fneg64_s: (G_FNEG:sgpr(s64) a:sgpr)
        => (REG_SEQUENCE:sreg_64 (COPY:sreg_32 a.sub0), subreg(sub0), (S_XOR_B32 a.sub1, -2147483648), subreg(sub1));
    /// `-|x|` sets the sign bit.
    fneg_fabs32_s: (G_FNEG:sgpr(s32) (G_FABS a:sgpr)) => (S_OR_B32 a, -2147483648);
    fneg_fabs32_v: (G_FNEG:vgpr(s32) (G_FABS a:vgpr)) => (V_OR_B32_e32 -2147483648, a);
    fneg_fabs64_s: (G_FNEG:sgpr(s64) (G_FABS a:sgpr))
        => (REG_SEQUENCE:sreg_64 (COPY:sreg_32 a.sub0), subreg(sub0), (S_OR_B32 a.sub1, -2147483648), subreg(sub1));
    fneg_fabs64_v: (G_FNEG:vgpr(s64) (G_FABS a:vgpr))
        => (REG_SEQUENCE:vreg_64 (COPY:vgpr_32 a.sub0), subreg(sub0), (V_OR_B32_e32 -2147483648, a.sub1), subreg(sub1));
    fabs32_s: (G_FABS:sgpr(s32) a:sgpr) => (S_AND_B32 a, 2147483647);
    fabs32_v: (G_FABS:vgpr(s32) a:vgpr) => (V_AND_B32_e32 2147483647, a);
    fabs16_s: (G_FABS:sgpr(s16) a:sgpr) => (S_AND_B32 a, 32767);
    fabs16_v: (G_FABS:vgpr(s16) a:vgpr) => (V_AND_B32_e32 32767, a);
    // ----- Packed halves (cov-ops): both sign bits at once.
    fabs2x16_s: (G_FABS:sgpr(<2 x s16>) a:sgpr) => (S_AND_B32 a, 2147450879);
    fabs2x16_v: (G_FABS:vgpr(<2 x s16>) a:vgpr) => (V_AND_B32_e32 2147450879, a);
    fneg2x16_s: (G_FNEG:sgpr(<2 x s16>) a:sgpr) => (S_XOR_B32 a, -2147450880);
    fabs64_s: (G_FABS:sgpr(s64) a:sgpr)
        => (REG_SEQUENCE:sreg_64 (COPY:sreg_32 a.sub0), subreg(sub0), (S_AND_B32 a.sub1, 2147483647), subreg(sub1));
    fabs64_v: (G_FABS:vgpr(s64) a:vgpr)
        => (REG_SEQUENCE:vreg_64 (COPY:vgpr_32 a.sub0), subreg(sub0), (V_AND_B32_e32 2147483647, a.sub1), subreg(sub1));
    fminnum32: (G_FMINNUM:vgpr(s32) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_MIN_F32_e64 #ma, a, #mb, b, 0, 0);
    fmaxnum32: (G_FMAXNUM:vgpr(s32) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_MAX_F32_e64 #ma, a, #mb, b, 0, 0);
    fminnum_ieee32: (G_FMINNUM_IEEE:vgpr(s32) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_MIN_F32_e64 #ma, a, #mb, b, 0, 0);
    fmaxnum_ieee32: (G_FMAXNUM_IEEE:vgpr(s32) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_MAX_F32_e64 #ma, a, #mb, b, 0, 0);
    fminnum64: (G_FMINNUM:vgpr(s64) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_MIN_F64_e64 #ma, a, #mb, b, 0, 0);
    fmaxnum64: (G_FMAXNUM:vgpr(s64) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_MAX_F64_e64 #ma, a, #mb, b, 0, 0);
    fminnum_ieee64: (G_FMINNUM_IEEE:vgpr(s64) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_MIN_F64_e64 #ma, a, #mb, b, 0, 0);
    fmaxnum_ieee64: (G_FMAXNUM_IEEE:vgpr(s64) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_MAX_F64_e64 #ma, a, #mb, b, 0, 0);
    fminnum16: (G_FMINNUM:vgpr(s16) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_MIN_F16_e64 #ma, a, #mb, b, 0, 0);
    fmaxnum16: (G_FMAXNUM:vgpr(s16) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_MAX_F16_e64 #ma, a, #mb, b, 0, 0);
    fminnum_ieee16: (G_FMINNUM_IEEE:vgpr(s16) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_MIN_F16_e64 #ma, a, #mb, b, 0, 0);
    fmaxnum_ieee16: (G_FMAXNUM_IEEE:vgpr(s16) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_MAX_F16_e64 #ma, a, #mb, b, 0, 0);
    /// Canonicalizing is `max(x, x)`, which quiets signalling NaNs and flushes per the mode.
    fcanon32: (G_FCANONICALIZE:vgpr(s32) mods(a:vgpr, #ma)) => (V_MAX_F32_e64 #ma, a, #ma, a, 0, 0);
    fcanon64: (G_FCANONICALIZE:vgpr(s64) mods(a:vgpr, #ma)) => (V_MAX_F64_e64 #ma, a, #ma, a, 0, 0);
    fsqrt32: (G_FSQRT:vgpr(s32) mods(a:vgpr, #ma)) => (V_SQRT_F32_e64 #ma, a, 0, 0);
    fsqrt64: (G_FSQRT:vgpr(s64) mods(a:vgpr, #ma)) => (V_SQRT_F64_e64 #ma, a, 0, 0);
    fsqrt16: (G_FSQRT:vgpr(s16) mods(a:vgpr, #ma)) => (V_SQRT_F16_e64 #ma, a, 0, 0);
    ffloor32: (G_FFLOOR:vgpr(s32) mods(a:vgpr, #ma)) => (V_FLOOR_F32_e64 #ma, a, 0, 0);
    ffloor64: (G_FFLOOR:vgpr(s64) mods(a:vgpr, #ma)) => (V_FLOOR_F64_e64 #ma, a, 0, 0);
    ffloor16: (G_FFLOOR:vgpr(s16) mods(a:vgpr, #ma)) => (V_FLOOR_F16_e64 #ma, a, 0, 0);
    fceil32: (G_FCEIL:vgpr(s32) mods(a:vgpr, #ma)) => (V_CEIL_F32_e64 #ma, a, 0, 0);
    fceil64: (G_FCEIL:vgpr(s64) mods(a:vgpr, #ma)) => (V_CEIL_F64_e64 #ma, a, 0, 0);
    fceil16: (G_FCEIL:vgpr(s16) mods(a:vgpr, #ma)) => (V_CEIL_F16_e64 #ma, a, 0, 0);
    ftrunc32: (G_INTRINSIC_TRUNC:vgpr(s32) a:vgpr) => (V_TRUNC_F32_e64 0, a, 0, 0);
    ftrunc64: (G_INTRINSIC_TRUNC:vgpr(s64) a:vgpr) => (V_TRUNC_F64_e64 0, a, 0, 0);
    ftrunc16: (G_INTRINSIC_TRUNC:vgpr(s16) a:vgpr) => (V_TRUNC_F16_e64 0, a, 0, 0);
    frint32: (G_FRINT:vgpr(s32) mods(a:vgpr, #ma)) => (V_RNDNE_F32_e64 #ma, a, 0, 0);
    frint64: (G_FRINT:vgpr(s64) mods(a:vgpr, #ma)) => (V_RNDNE_F64_e64 #ma, a, 0, 0);
    frint16: (G_FRINT:vgpr(s16) mods(a:vgpr, #ma)) => (V_RNDNE_F16_e64 #ma, a, 0, 0);
    fexp2_32: (G_FEXP2:vgpr(s32) mods(a:vgpr, #ma)) => (V_EXP_F32_e64 #ma, a, 0, 0);
    fexp2_16: (G_FEXP2:vgpr(s16) mods(a:vgpr, #ma)) => (V_EXP_F16_e64 #ma, a, 0, 0);
    flog2_32: (G_FLOG2:vgpr(s32) mods(a:vgpr, #ma)) => (V_LOG_F32_e64 #ma, a, 0, 0);
    flog2_16: (G_FLOG2:vgpr(s16) mods(a:vgpr, #ma)) => (V_LOG_F16_e64 #ma, a, 0, 0);
    rcp_iflag: (G_AMDGPU_RCP_IFLAG:vgpr(s32) mods(a:vgpr(s32), #ma)) => (V_RCP_IFLAG_F32_e64 #ma, a, 0, 0);
    ubyte0: (G_AMDGPU_CVT_F32_UBYTE0:vgpr(s32) a:vgpr) => (V_CVT_F32_UBYTE0_e64 a, 0, 0);
    ubyte1: (G_AMDGPU_CVT_F32_UBYTE1:vgpr(s32) a:vgpr) => (V_CVT_F32_UBYTE1_e64 a, 0, 0);
    ubyte2: (G_AMDGPU_CVT_F32_UBYTE2:vgpr(s32) a:vgpr) => (V_CVT_F32_UBYTE2_e64 a, 0, 0);
    ubyte3: (G_AMDGPU_CVT_F32_UBYTE3:vgpr(s32) a:vgpr) => (V_CVT_F32_UBYTE3_e64 a, 0, 0);

    // ===== Conversions ==========================================================================
    fptosi32: (G_FPTOSI:vgpr(s32) mods(a:vgpr(s32), #ma)) => (V_CVT_I32_F32_e64 #ma, a, 0, 0);
    fptoui32: (G_FPTOUI:vgpr(s32) mods(a:vgpr(s32), #ma)) => (V_CVT_U32_F32_e64 #ma, a, 0, 0);
    fptosi64to32: (G_FPTOSI:vgpr(s32) mods(a:vgpr(s64), #ma)) => (V_CVT_I32_F64_e64 #ma, a, 0, 0);
    fptoui64to32: (G_FPTOUI:vgpr(s32) mods(a:vgpr(s64), #ma)) => (V_CVT_U32_F64_e64 #ma, a, 0, 0);
    fptosi16: (G_FPTOSI:vgpr(s16) mods(a:vgpr(s16), #ma)) => (V_CVT_I16_F16_e64 #ma, a, 0, 0);
    fptoui16: (G_FPTOUI:vgpr(s16) mods(a:vgpr(s16), #ma)) => (V_CVT_U16_F16_e64 #ma, a, 0, 0);
    sitofp32: (G_SITOFP:vgpr(s32) a:vgpr(s32)) => (V_CVT_F32_I32_e64 a, 0, 0);
    uitofp32: (G_UITOFP:vgpr(s32) a:vgpr(s32)) => (V_CVT_F32_U32_e64 a, 0, 0);
    sitofp32to64: (G_SITOFP:vgpr(s64) a:vgpr(s32)) => (V_CVT_F64_I32_e64 a, 0, 0);
    uitofp32to64: (G_UITOFP:vgpr(s64) a:vgpr(s32)) => (V_CVT_F64_U32_e64 a, 0, 0);
    sitofp16: (G_SITOFP:vgpr(s16) a:vgpr(s16)) => (V_CVT_F16_I16_e64 a, 0, 0);
    uitofp16: (G_UITOFP:vgpr(s16) a:vgpr(s16)) => (V_CVT_F16_U16_e64 a, 0, 0);
    /// A 32-bit integer to half goes through f32, as llc-14 selects it: f32's 24-bit significand
    /// is at least 2 * 11 + 2 bits, so rounding to f32 and then to f16 rounds as once to f16.
    sitofp32to16: (G_SITOFP:vgpr(s16) a:vgpr(s32))
        => { let f = (V_CVT_F32_I32_e64 a, 0, 0); (V_CVT_F16_F32_e64 0, f, 0, 0) };
    uitofp32to16: (G_UITOFP:vgpr(s16) a:vgpr(s32))
        => { let f = (V_CVT_F32_U32_e64 a, 0, 0); (V_CVT_F16_F32_e64 0, f, 0, 0) };
    /// Half to a 32-bit integer through f32: every half is exactly an f32.
    fptosi16to32: (G_FPTOSI:vgpr(s32) mods(a:vgpr(s16), #ma))
        => { let f = (V_CVT_F32_F16_e64 #ma, a, 0, 0); (V_CVT_I32_F32_e64 0, f, 0, 0) };
    fptoui16to32: (G_FPTOUI:vgpr(s32) mods(a:vgpr(s16), #ma))
        => { let f = (V_CVT_F32_F16_e64 #ma, a, 0, 0); (V_CVT_U32_F32_e64 0, f, 0, 0) };
    fpext32to64: (G_FPEXT:vgpr(s64) mods(a:vgpr(s32), #ma)) => (V_CVT_F64_F32_e64 #ma, a, 0, 0);
    fpext16to32: (G_FPEXT:vgpr(s32) mods(a:vgpr(s16), #ma)) => (V_CVT_F32_F16_e64 #ma, a, 0, 0);
    fptrunc64to32: (G_FPTRUNC:vgpr(s32) mods(a:vgpr(s64), #ma)) => (V_CVT_F32_F64_e64 #ma, a, 0, 0);
    fptrunc32to16: (G_FPTRUNC:vgpr(s16) mods(a:vgpr(s32), #ma)) => (V_CVT_F16_F32_e64 #ma, a, 0, 0);

    // ===== Memory addressing ====================================================================
    // Every memory pattern takes its address as `p + #o:offset(KIND)`: a `G_PTR_ADD` of a
    // constant the instruction family encodes folds into the instruction's offset field (the
    // add may have other users: the fold duplicates nothing), any other address is used as it
    // is with offset 0. The ranges per subtarget are `pattern_rt::MemOffset`'s.

    // ===== Scalar loads (SMEM): uniform, constant or invariant memory ===========================
    // Constant (p4) and global (p1) pointers alike: RegBankSelect gives a load an SGPR result
    // only where the memory is uniform and unclobbered.
    sload32: (G_LOAD:sgpr(s32|p3|p5|<2 x s16>) p:sgpr(p4) + #o:offset(smem)) where mem(s32) => (S_LOAD_DWORD_IMM p, #o, 0);
    sload32_g: (G_LOAD:sgpr(s32|p3|p5|<2 x s16>) p:sgpr(p1) + #o:offset(smem)) where mem(s32) => (S_LOAD_DWORD_IMM p, #o, 0);
    sload64: (G_LOAD:sgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>) p:sgpr(p4) + #o:offset(smem)) where mem(s64) => (S_LOAD_DWORDX2_IMM p, #o, 0);
    sload64_g: (G_LOAD:sgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>) p:sgpr(p1) + #o:offset(smem)) where mem(s64) => (S_LOAD_DWORDX2_IMM p, #o, 0);
    sload128: (G_LOAD:sgpr(<4 x s32>|s128|<2 x s64>|<8 x s16>|<2 x p1>) p:sgpr(p4) + #o:offset(smem)) where mem(s128) => (S_LOAD_DWORDX4_IMM p, #o, 0);
    sload128_g: (G_LOAD:sgpr(<4 x s32>|s128|<2 x s64>|<8 x s16>|<2 x p1>) p:sgpr(p1) + #o:offset(smem)) where mem(s128) => (S_LOAD_DWORDX4_IMM p, #o, 0);
    sload256: (G_LOAD:sgpr(<8 x s32>|s256|<4 x s64>) p:sgpr(p4) + #o:offset(smem)) where mem(s256) => (S_LOAD_DWORDX8_IMM p, #o, 0);
    sload256_g: (G_LOAD:sgpr(<8 x s32>|s256|<4 x s64>) p:sgpr(p1) + #o:offset(smem)) where mem(s256) => (S_LOAD_DWORDX8_IMM p, #o, 0);
    sload512: (G_LOAD:sgpr(<16 x s32>|s512|<8 x s64>) p:sgpr(p4) + #o:offset(smem)) where mem(s512) => (S_LOAD_DWORDX16_IMM p, #o, 0);
    sload512_g: (G_LOAD:sgpr(<16 x s32>|s512|<8 x s64>) p:sgpr(p1) + #o:offset(smem)) where mem(s512) => (S_LOAD_DWORDX16_IMM p, #o, 0);

    // ===== Vector memory: global (and constant through a VGPR pointer) ==========================
    // The base case: a 64-bit VGPR address (plus a 13-bit signed offset on GFX9, 12 on GFX10).
    gload32: (G_LOAD:vgpr(s32|p3|p5|<2 x s16>) p:vgpr(p1) + #o:offset(global)) where mem(s32) => (GLOBAL_LOAD_DWORD p, #o, 0);
    gload32_c: (G_LOAD:vgpr(s32|p3|p5|<2 x s16>) p:vgpr(p4) + #o:offset(global)) where mem(s32) => (GLOBAL_LOAD_DWORD p, #o, 0);
    gload64: (G_LOAD:vgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>) p:vgpr(p1) + #o:offset(global)) where mem(s64) => (GLOBAL_LOAD_DWORDX2 p, #o, 0);
    gload64_c: (G_LOAD:vgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>) p:vgpr(p4) + #o:offset(global)) where mem(s64) => (GLOBAL_LOAD_DWORDX2 p, #o, 0);
    gload96: (G_LOAD:vgpr(<3 x s32>|s96) p:vgpr(p1) + #o:offset(global)) where mem(s96) => (GLOBAL_LOAD_DWORDX3 p, #o, 0);
    gload96_c: (G_LOAD:vgpr(<3 x s32>|s96) p:vgpr(p4) + #o:offset(global)) where mem(s96) => (GLOBAL_LOAD_DWORDX3 p, #o, 0);
    gload128: (G_LOAD:vgpr(<4 x s32>|s128|<2 x s64>|<8 x s16>|<2 x p1>) p:vgpr(p1) + #o:offset(global)) where mem(s128) => (GLOBAL_LOAD_DWORDX4 p, #o, 0);
    gload128_c: (G_LOAD:vgpr(<4 x s32>|s128|<2 x s64>|<8 x s16>|<2 x p1>) p:vgpr(p4) + #o:offset(global)) where mem(s128) => (GLOBAL_LOAD_DWORDX4 p, #o, 0);
    /// Sub-dword loads into a 32-bit register: any-extending loads use the zero-extending form.
    gload8: (G_LOAD:vgpr(s32|s16) p:vgpr(p1) + #o:offset(global)) where mem(s8) => (GLOBAL_LOAD_UBYTE p, #o, 0);
    gload8_c: (G_LOAD:vgpr(s32|s16) p:vgpr(p4) + #o:offset(global)) where mem(s8) => (GLOBAL_LOAD_UBYTE p, #o, 0);
    gload16: (G_LOAD:vgpr(s32|s16) p:vgpr(p1) + #o:offset(global)) where mem(s16) => (GLOBAL_LOAD_USHORT p, #o, 0);
    gload16_c: (G_LOAD:vgpr(s32|s16) p:vgpr(p4) + #o:offset(global)) where mem(s16) => (GLOBAL_LOAD_USHORT p, #o, 0);
    gzextload8: (G_ZEXTLOAD:vgpr(s32) p:vgpr(p1|p4) + #o:offset(global)) where mem(s8) => (GLOBAL_LOAD_UBYTE p, #o, 0);
    gzextload16: (G_ZEXTLOAD:vgpr(s32) p:vgpr(p1|p4) + #o:offset(global)) where mem(s16) => (GLOBAL_LOAD_USHORT p, #o, 0);
    gsextload8: (G_SEXTLOAD:vgpr(s32) p:vgpr(p1|p4) + #o:offset(global)) where mem(s8) => (GLOBAL_LOAD_SBYTE p, #o, 0);
    gsextload16: (G_SEXTLOAD:vgpr(s32) p:vgpr(p1|p4) + #o:offset(global)) where mem(s16) => (GLOBAL_LOAD_SSHORT p, #o, 0);
    gstore32: (G_STORE v:vgpr(s32|p3|p5|<2 x s16>), p:vgpr(p1) + #o:offset(global)) where mem(s32) => (GLOBAL_STORE_DWORD p, v, #o, 0);
    gstore64: (G_STORE v:vgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>), p:vgpr(p1) + #o:offset(global)) where mem(s64) => (GLOBAL_STORE_DWORDX2 p, v, #o, 0);
    gstore96: (G_STORE v:vgpr(<3 x s32>|s96), p:vgpr(p1) + #o:offset(global)) where mem(s96) => (GLOBAL_STORE_DWORDX3 p, v, #o, 0);
    gstore128: (G_STORE v:vgpr(<4 x s32>|s128|<2 x s64>|<8 x s16>|<2 x p1>), p:vgpr(p1) + #o:offset(global)) where mem(s128) => (GLOBAL_STORE_DWORDX4 p, v, #o, 0);
    /// Truncating stores write the low bits.
    gstore8: (G_STORE v:vgpr(s32|s16), p:vgpr(p1) + #o:offset(global)) where mem(s8) => (GLOBAL_STORE_BYTE p, v, #o, 0);
    gstore16: (G_STORE v:vgpr(s32|s16), p:vgpr(p1) + #o:offset(global)) where mem(s16) => (GLOBAL_STORE_SHORT p, v, #o, 0);

    // ===== Global memory: SGPR base plus a 32-bit VGPR offset (the SADDR forms) =================
    // `base + zext(v)`, with the base uniform (copied to VGPRs for the 64-bit add) and the
    // offset a zero-extended 32-bit VGPR (`G_MERGE_VALUES v, 0`), is what SADDR addressing
    // computes in the memory unit: the 64-bit VALU add disappears. The copy, the merge and the
    // add may have other users (a merge typically feeds several addresses).
    gload32_saddr: (G_LOAD:vgpr(s32|p3|p5|<2 x s16>) (G_PTR_ADD[shared]:vgpr(p1) (COPY[shared] s:sgpr(p1)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s32) => (GLOBAL_LOAD_DWORD_SADDR s, v, #o, 0);
    gload32_saddr_c: (G_LOAD:vgpr(s32|p3|p5|<2 x s16>) (G_PTR_ADD[shared]:vgpr(p4) (COPY[shared] s:sgpr(p4)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s32) => (GLOBAL_LOAD_DWORD_SADDR s, v, #o, 0);
    gload64_saddr: (G_LOAD:vgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>) (G_PTR_ADD[shared]:vgpr(p1) (COPY[shared] s:sgpr(p1)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s64) => (GLOBAL_LOAD_DWORDX2_SADDR s, v, #o, 0);
    gload64_saddr_c: (G_LOAD:vgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>) (G_PTR_ADD[shared]:vgpr(p4) (COPY[shared] s:sgpr(p4)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s64) => (GLOBAL_LOAD_DWORDX2_SADDR s, v, #o, 0);
    gload96_saddr: (G_LOAD:vgpr(<3 x s32>|s96) (G_PTR_ADD[shared]:vgpr(p1) (COPY[shared] s:sgpr(p1)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s96) => (GLOBAL_LOAD_DWORDX3_SADDR s, v, #o, 0);
    gload96_saddr_c: (G_LOAD:vgpr(<3 x s32>|s96) (G_PTR_ADD[shared]:vgpr(p4) (COPY[shared] s:sgpr(p4)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s96) => (GLOBAL_LOAD_DWORDX3_SADDR s, v, #o, 0);
    gload128_saddr: (G_LOAD:vgpr(<4 x s32>|s128|<2 x s64>|<8 x s16>|<2 x p1>) (G_PTR_ADD[shared]:vgpr(p1) (COPY[shared] s:sgpr(p1)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s128) => (GLOBAL_LOAD_DWORDX4_SADDR s, v, #o, 0);
    gload128_saddr_c: (G_LOAD:vgpr(<4 x s32>|s128|<2 x s64>|<8 x s16>|<2 x p1>) (G_PTR_ADD[shared]:vgpr(p4) (COPY[shared] s:sgpr(p4)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s128) => (GLOBAL_LOAD_DWORDX4_SADDR s, v, #o, 0);
    gload8_saddr: (G_LOAD:vgpr(s32|s16) (G_PTR_ADD[shared]:vgpr(p1) (COPY[shared] s:sgpr(p1)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s8) => (GLOBAL_LOAD_UBYTE_SADDR s, v, #o, 0);
    gload8_saddr_c: (G_LOAD:vgpr(s32|s16) (G_PTR_ADD[shared]:vgpr(p4) (COPY[shared] s:sgpr(p4)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s8) => (GLOBAL_LOAD_UBYTE_SADDR s, v, #o, 0);
    gload16_saddr: (G_LOAD:vgpr(s32|s16) (G_PTR_ADD[shared]:vgpr(p1) (COPY[shared] s:sgpr(p1)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s16) => (GLOBAL_LOAD_USHORT_SADDR s, v, #o, 0);
    gload16_saddr_c: (G_LOAD:vgpr(s32|s16) (G_PTR_ADD[shared]:vgpr(p4) (COPY[shared] s:sgpr(p4)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s16) => (GLOBAL_LOAD_USHORT_SADDR s, v, #o, 0);
    gzextload8_saddr: (G_ZEXTLOAD:vgpr(s32) (G_PTR_ADD[shared]:vgpr(p1|p4) (COPY[shared] s:sgpr(p1|p4)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s8) => (GLOBAL_LOAD_UBYTE_SADDR s, v, #o, 0);
    gzextload16_saddr: (G_ZEXTLOAD:vgpr(s32) (G_PTR_ADD[shared]:vgpr(p1|p4) (COPY[shared] s:sgpr(p1|p4)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s16) => (GLOBAL_LOAD_USHORT_SADDR s, v, #o, 0);
    gsextload8_saddr: (G_SEXTLOAD:vgpr(s32) (G_PTR_ADD[shared]:vgpr(p1|p4) (COPY[shared] s:sgpr(p1|p4)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s8) => (GLOBAL_LOAD_SBYTE_SADDR s, v, #o, 0);
    gsextload16_saddr: (G_SEXTLOAD:vgpr(s32) (G_PTR_ADD[shared]:vgpr(p1|p4) (COPY[shared] s:sgpr(p1|p4)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s16) => (GLOBAL_LOAD_SSHORT_SADDR s, v, #o, 0);
    gstore32_saddr: (G_STORE x:vgpr(s32|p3|p5|<2 x s16>), (G_PTR_ADD[shared]:vgpr(p1) (COPY[shared] s:sgpr(p1)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s32) => (GLOBAL_STORE_DWORD_SADDR v, x, s, #o, 0);
    gstore64_saddr: (G_STORE x:vgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>), (G_PTR_ADD[shared]:vgpr(p1) (COPY[shared] s:sgpr(p1)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s64) => (GLOBAL_STORE_DWORDX2_SADDR v, x, s, #o, 0);
    gstore96_saddr: (G_STORE x:vgpr(<3 x s32>|s96), (G_PTR_ADD[shared]:vgpr(p1) (COPY[shared] s:sgpr(p1)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s96) => (GLOBAL_STORE_DWORDX3_SADDR v, x, s, #o, 0);
    gstore128_saddr: (G_STORE x:vgpr(<4 x s32>|s128|<2 x s64>|<8 x s16>|<2 x p1>), (G_PTR_ADD[shared]:vgpr(p1) (COPY[shared] s:sgpr(p1)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s128) => (GLOBAL_STORE_DWORDX4_SADDR v, x, s, #o, 0);
    gstore8_saddr: (G_STORE x:vgpr(s32|s16), (G_PTR_ADD[shared]:vgpr(p1) (COPY[shared] s:sgpr(p1)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s8) => (GLOBAL_STORE_BYTE_SADDR v, x, s, #o, 0);
    gstore16_saddr: (G_STORE x:vgpr(s32|s16), (G_PTR_ADD[shared]:vgpr(p1) (COPY[shared] s:sgpr(p1)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global))
        where mem(s16) => (GLOBAL_STORE_SHORT_SADDR v, x, s, #o, 0);

    // ===== Flat memory (unsigned offsets: 12 bits on GFX9, 11 on GFX10) ========================
    fload32: (G_LOAD:vgpr(s32|p3|p5|<2 x s16>) p:vgpr(p0) + #o:offset(flat)) where mem(s32) => (FLAT_LOAD_DWORD p, #o, 0);
    fload64: (G_LOAD:vgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>) p:vgpr(p0) + #o:offset(flat)) where mem(s64) => (FLAT_LOAD_DWORDX2 p, #o, 0);
    fload96: (G_LOAD:vgpr(<3 x s32>|s96) p:vgpr(p0) + #o:offset(flat)) where mem(s96) => (FLAT_LOAD_DWORDX3 p, #o, 0);
    fload128: (G_LOAD:vgpr(<4 x s32>|s128|<2 x s64>|<8 x s16>|<2 x p1>) p:vgpr(p0) + #o:offset(flat)) where mem(s128) => (FLAT_LOAD_DWORDX4 p, #o, 0);
    fload8: (G_LOAD:vgpr(s32|s16) p:vgpr(p0) + #o:offset(flat)) where mem(s8) => (FLAT_LOAD_UBYTE p, #o, 0);
    fload16: (G_LOAD:vgpr(s32|s16) p:vgpr(p0) + #o:offset(flat)) where mem(s16) => (FLAT_LOAD_USHORT p, #o, 0);
    fsextload8: (G_SEXTLOAD:vgpr(s32) p:vgpr(p0) + #o:offset(flat)) where mem(s8) => (FLAT_LOAD_SBYTE p, #o, 0);
    fsextload16: (G_SEXTLOAD:vgpr(s32) p:vgpr(p0) + #o:offset(flat)) where mem(s16) => (FLAT_LOAD_SSHORT p, #o, 0);
    fzextload8: (G_ZEXTLOAD:vgpr(s32) p:vgpr(p0) + #o:offset(flat)) where mem(s8) => (FLAT_LOAD_UBYTE p, #o, 0);
    fzextload16: (G_ZEXTLOAD:vgpr(s32) p:vgpr(p0) + #o:offset(flat)) where mem(s16) => (FLAT_LOAD_USHORT p, #o, 0);
    fstore32: (G_STORE v:vgpr(s32|p3|p5|<2 x s16>), p:vgpr(p0) + #o:offset(flat)) where mem(s32) => (FLAT_STORE_DWORD p, v, #o, 0);
    fstore64: (G_STORE v:vgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>), p:vgpr(p0) + #o:offset(flat)) where mem(s64) => (FLAT_STORE_DWORDX2 p, v, #o, 0);
    fstore96: (G_STORE v:vgpr(<3 x s32>|s96), p:vgpr(p0) + #o:offset(flat)) where mem(s96) => (FLAT_STORE_DWORDX3 p, v, #o, 0);
    fstore128: (G_STORE v:vgpr(<4 x s32>|s128|<2 x s64>|<8 x s16>|<2 x p1>), p:vgpr(p0) + #o:offset(flat)) where mem(s128) => (FLAT_STORE_DWORDX4 p, v, #o, 0);
    fstore8: (G_STORE v:vgpr(s32|s16), p:vgpr(p0) + #o:offset(flat)) where mem(s8) => (FLAT_STORE_BYTE p, v, #o, 0);
    fstore16: (G_STORE v:vgpr(s32|s16), p:vgpr(p0) + #o:offset(flat)) where mem(s16) => (FLAT_STORE_SHORT p, v, #o, 0);

    // ===== Global and flat memory through a uniform address plus a constant ===================
    // A VGPR copy of an SGPR pointer plus a constant: the add stays scalar and the constant
    // folds into the offset. Global memory takes the SGPR base directly (SADDR with a zero VGPR
    // offset, as llc does); flat memory reads the copied base.
    gload32_uniform: (G_LOAD:vgpr(s32|p3|p5|<2 x s16>) (COPY[shared]:vgpr(p1) (G_PTR_ADD[shared] s:sgpr(p1), #o:offset(global))))
        where mem(s32) => (GLOBAL_LOAD_DWORD_SADDR s, (V_MOV_B32_e32 0), #o, 0);
    gload32_uniform_c: (G_LOAD:vgpr(s32|p3|p5|<2 x s16>) (COPY[shared]:vgpr(p4) (G_PTR_ADD[shared] s:sgpr(p4), #o:offset(global))))
        where mem(s32) => (GLOBAL_LOAD_DWORD_SADDR s, (V_MOV_B32_e32 0), #o, 0);
    gload64_uniform: (G_LOAD:vgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>) (COPY[shared]:vgpr(p1) (G_PTR_ADD[shared] s:sgpr(p1), #o:offset(global))))
        where mem(s64) => (GLOBAL_LOAD_DWORDX2_SADDR s, (V_MOV_B32_e32 0), #o, 0);
    gload64_uniform_c: (G_LOAD:vgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>) (COPY[shared]:vgpr(p4) (G_PTR_ADD[shared] s:sgpr(p4), #o:offset(global))))
        where mem(s64) => (GLOBAL_LOAD_DWORDX2_SADDR s, (V_MOV_B32_e32 0), #o, 0);
    gload96_uniform: (G_LOAD:vgpr(<3 x s32>|s96) (COPY[shared]:vgpr(p1) (G_PTR_ADD[shared] s:sgpr(p1), #o:offset(global))))
        where mem(s96) => (GLOBAL_LOAD_DWORDX3_SADDR s, (V_MOV_B32_e32 0), #o, 0);
    gload96_uniform_c: (G_LOAD:vgpr(<3 x s32>|s96) (COPY[shared]:vgpr(p4) (G_PTR_ADD[shared] s:sgpr(p4), #o:offset(global))))
        where mem(s96) => (GLOBAL_LOAD_DWORDX3_SADDR s, (V_MOV_B32_e32 0), #o, 0);
    gload128_uniform: (G_LOAD:vgpr(<4 x s32>|s128|<2 x s64>|<8 x s16>|<2 x p1>) (COPY[shared]:vgpr(p1) (G_PTR_ADD[shared] s:sgpr(p1), #o:offset(global))))
        where mem(s128) => (GLOBAL_LOAD_DWORDX4_SADDR s, (V_MOV_B32_e32 0), #o, 0);
    gload128_uniform_c: (G_LOAD:vgpr(<4 x s32>|s128|<2 x s64>|<8 x s16>|<2 x p1>) (COPY[shared]:vgpr(p4) (G_PTR_ADD[shared] s:sgpr(p4), #o:offset(global))))
        where mem(s128) => (GLOBAL_LOAD_DWORDX4_SADDR s, (V_MOV_B32_e32 0), #o, 0);
    gload8_uniform: (G_LOAD:vgpr(s32|s16) (COPY[shared]:vgpr(p1) (G_PTR_ADD[shared] s:sgpr(p1), #o:offset(global))))
        where mem(s8) => (GLOBAL_LOAD_UBYTE_SADDR s, (V_MOV_B32_e32 0), #o, 0);
    gload8_uniform_c: (G_LOAD:vgpr(s32|s16) (COPY[shared]:vgpr(p4) (G_PTR_ADD[shared] s:sgpr(p4), #o:offset(global))))
        where mem(s8) => (GLOBAL_LOAD_UBYTE_SADDR s, (V_MOV_B32_e32 0), #o, 0);
    gload16_uniform: (G_LOAD:vgpr(s32|s16) (COPY[shared]:vgpr(p1) (G_PTR_ADD[shared] s:sgpr(p1), #o:offset(global))))
        where mem(s16) => (GLOBAL_LOAD_USHORT_SADDR s, (V_MOV_B32_e32 0), #o, 0);
    gload16_uniform_c: (G_LOAD:vgpr(s32|s16) (COPY[shared]:vgpr(p4) (G_PTR_ADD[shared] s:sgpr(p4), #o:offset(global))))
        where mem(s16) => (GLOBAL_LOAD_USHORT_SADDR s, (V_MOV_B32_e32 0), #o, 0);
    gzextload8_uniform: (G_ZEXTLOAD:vgpr(s32) (COPY[shared]:vgpr(p1|p4) (G_PTR_ADD[shared] s:sgpr(p1|p4), #o:offset(global))))
        where mem(s8) => (GLOBAL_LOAD_UBYTE_SADDR s, (V_MOV_B32_e32 0), #o, 0);
    gzextload16_uniform: (G_ZEXTLOAD:vgpr(s32) (COPY[shared]:vgpr(p1|p4) (G_PTR_ADD[shared] s:sgpr(p1|p4), #o:offset(global))))
        where mem(s16) => (GLOBAL_LOAD_USHORT_SADDR s, (V_MOV_B32_e32 0), #o, 0);
    gsextload8_uniform: (G_SEXTLOAD:vgpr(s32) (COPY[shared]:vgpr(p1|p4) (G_PTR_ADD[shared] s:sgpr(p1|p4), #o:offset(global))))
        where mem(s8) => (GLOBAL_LOAD_SBYTE_SADDR s, (V_MOV_B32_e32 0), #o, 0);
    gsextload16_uniform: (G_SEXTLOAD:vgpr(s32) (COPY[shared]:vgpr(p1|p4) (G_PTR_ADD[shared] s:sgpr(p1|p4), #o:offset(global))))
        where mem(s16) => (GLOBAL_LOAD_SSHORT_SADDR s, (V_MOV_B32_e32 0), #o, 0);
    gstore32_uniform: (G_STORE x:vgpr(s32|p3|p5|<2 x s16>), (COPY[shared]:vgpr(p1) (G_PTR_ADD[shared] s:sgpr(p1), #o:offset(global))))
        where mem(s32) => (GLOBAL_STORE_DWORD_SADDR (V_MOV_B32_e32 0), x, s, #o, 0);
    gstore64_uniform: (G_STORE x:vgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>), (COPY[shared]:vgpr(p1) (G_PTR_ADD[shared] s:sgpr(p1), #o:offset(global))))
        where mem(s64) => (GLOBAL_STORE_DWORDX2_SADDR (V_MOV_B32_e32 0), x, s, #o, 0);
    gstore96_uniform: (G_STORE x:vgpr(<3 x s32>|s96), (COPY[shared]:vgpr(p1) (G_PTR_ADD[shared] s:sgpr(p1), #o:offset(global))))
        where mem(s96) => (GLOBAL_STORE_DWORDX3_SADDR (V_MOV_B32_e32 0), x, s, #o, 0);
    gstore128_uniform: (G_STORE x:vgpr(<4 x s32>|s128|<2 x s64>|<8 x s16>|<2 x p1>), (COPY[shared]:vgpr(p1) (G_PTR_ADD[shared] s:sgpr(p1), #o:offset(global))))
        where mem(s128) => (GLOBAL_STORE_DWORDX4_SADDR (V_MOV_B32_e32 0), x, s, #o, 0);
    gstore8_uniform: (G_STORE x:vgpr(s32|s16), (COPY[shared]:vgpr(p1) (G_PTR_ADD[shared] s:sgpr(p1), #o:offset(global))))
        where mem(s8) => (GLOBAL_STORE_BYTE_SADDR (V_MOV_B32_e32 0), x, s, #o, 0);
    gstore16_uniform: (G_STORE x:vgpr(s32|s16), (COPY[shared]:vgpr(p1) (G_PTR_ADD[shared] s:sgpr(p1), #o:offset(global))))
        where mem(s16) => (GLOBAL_STORE_SHORT_SADDR (V_MOV_B32_e32 0), x, s, #o, 0);
    fload32_uniform: (G_LOAD:vgpr(s32|p3|p5|<2 x s16>) (COPY[shared]:vgpr(p0) (G_PTR_ADD[shared] s:sgpr(p0), #o:offset(flat))))
        where mem(s32) => (FLAT_LOAD_DWORD (COPY:vreg_64 s), #o, 0);
    fload64_uniform: (G_LOAD:vgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>) (COPY[shared]:vgpr(p0) (G_PTR_ADD[shared] s:sgpr(p0), #o:offset(flat))))
        where mem(s64) => (FLAT_LOAD_DWORDX2 (COPY:vreg_64 s), #o, 0);
    fload96_uniform: (G_LOAD:vgpr(<3 x s32>|s96) (COPY[shared]:vgpr(p0) (G_PTR_ADD[shared] s:sgpr(p0), #o:offset(flat))))
        where mem(s96) => (FLAT_LOAD_DWORDX3 (COPY:vreg_64 s), #o, 0);
    fload128_uniform: (G_LOAD:vgpr(<4 x s32>|s128|<2 x s64>|<8 x s16>|<2 x p1>) (COPY[shared]:vgpr(p0) (G_PTR_ADD[shared] s:sgpr(p0), #o:offset(flat))))
        where mem(s128) => (FLAT_LOAD_DWORDX4 (COPY:vreg_64 s), #o, 0);
    fload8_uniform: (G_LOAD:vgpr(s32|s16) (COPY[shared]:vgpr(p0) (G_PTR_ADD[shared] s:sgpr(p0), #o:offset(flat))))
        where mem(s8) => (FLAT_LOAD_UBYTE (COPY:vreg_64 s), #o, 0);
    fload16_uniform: (G_LOAD:vgpr(s32|s16) (COPY[shared]:vgpr(p0) (G_PTR_ADD[shared] s:sgpr(p0), #o:offset(flat))))
        where mem(s16) => (FLAT_LOAD_USHORT (COPY:vreg_64 s), #o, 0);
    fzextload8_uniform: (G_ZEXTLOAD:vgpr(s32) (COPY[shared]:vgpr(p0) (G_PTR_ADD[shared] s:sgpr(p0), #o:offset(flat))))
        where mem(s8) => (FLAT_LOAD_UBYTE (COPY:vreg_64 s), #o, 0);
    fzextload16_uniform: (G_ZEXTLOAD:vgpr(s32) (COPY[shared]:vgpr(p0) (G_PTR_ADD[shared] s:sgpr(p0), #o:offset(flat))))
        where mem(s16) => (FLAT_LOAD_USHORT (COPY:vreg_64 s), #o, 0);
    fsextload8_uniform: (G_SEXTLOAD:vgpr(s32) (COPY[shared]:vgpr(p0) (G_PTR_ADD[shared] s:sgpr(p0), #o:offset(flat))))
        where mem(s8) => (FLAT_LOAD_SBYTE (COPY:vreg_64 s), #o, 0);
    fsextload16_uniform: (G_SEXTLOAD:vgpr(s32) (COPY[shared]:vgpr(p0) (G_PTR_ADD[shared] s:sgpr(p0), #o:offset(flat))))
        where mem(s16) => (FLAT_LOAD_SSHORT (COPY:vreg_64 s), #o, 0);
    fstore32_uniform: (G_STORE x:vgpr(s32|p3|p5|<2 x s16>), (COPY[shared]:vgpr(p0) (G_PTR_ADD[shared] s:sgpr(p0), #o:offset(flat))))
        where mem(s32) => (FLAT_STORE_DWORD (COPY:vreg_64 s), x, #o, 0);
    fstore64_uniform: (G_STORE x:vgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>), (COPY[shared]:vgpr(p0) (G_PTR_ADD[shared] s:sgpr(p0), #o:offset(flat))))
        where mem(s64) => (FLAT_STORE_DWORDX2 (COPY:vreg_64 s), x, #o, 0);
    fstore96_uniform: (G_STORE x:vgpr(<3 x s32>|s96), (COPY[shared]:vgpr(p0) (G_PTR_ADD[shared] s:sgpr(p0), #o:offset(flat))))
        where mem(s96) => (FLAT_STORE_DWORDX3 (COPY:vreg_64 s), x, #o, 0);
    fstore128_uniform: (G_STORE x:vgpr(<4 x s32>|s128|<2 x s64>|<8 x s16>|<2 x p1>), (COPY[shared]:vgpr(p0) (G_PTR_ADD[shared] s:sgpr(p0), #o:offset(flat))))
        where mem(s128) => (FLAT_STORE_DWORDX4 (COPY:vreg_64 s), x, #o, 0);
    fstore8_uniform: (G_STORE x:vgpr(s32|s16), (COPY[shared]:vgpr(p0) (G_PTR_ADD[shared] s:sgpr(p0), #o:offset(flat))))
        where mem(s8) => (FLAT_STORE_BYTE (COPY:vreg_64 s), x, #o, 0);
    fstore16_uniform: (G_STORE x:vgpr(s32|s16), (COPY[shared]:vgpr(p0) (G_PTR_ADD[shared] s:sgpr(p0), #o:offset(flat))))
        where mem(s16) => (FLAT_STORE_SHORT (COPY:vreg_64 s), x, #o, 0);

    // ===== Private memory: MUBUF through the scratch resource descriptor =======================
    // A 12-bit unsigned offset; from GFX9 the descriptor is not range checked, so the base's sign
    // does not matter.
    pload32: (G_LOAD:vgpr(s32|p3|p5|<2 x s16>) p:vgpr(p5) + #o:offset(mubuf)) where mem(s32) => (BUFFER_LOAD_DWORD_OFFEN p, phys(private_rsrc_reg), 0, #o, 0, 0, 0);
    pload8: (G_LOAD:vgpr(s32|s16) p:vgpr(p5) + #o:offset(mubuf)) where mem(s8) => (BUFFER_LOAD_UBYTE_OFFEN p, phys(private_rsrc_reg), 0, #o, 0, 0, 0);
    pload16: (G_LOAD:vgpr(s32|s16) p:vgpr(p5) + #o:offset(mubuf)) where mem(s16) => (BUFFER_LOAD_USHORT_OFFEN p, phys(private_rsrc_reg), 0, #o, 0, 0, 0);
    pzextload8: (G_ZEXTLOAD:vgpr(s32) p:vgpr(p5) + #o:offset(mubuf)) where mem(s8) => (BUFFER_LOAD_UBYTE_OFFEN p, phys(private_rsrc_reg), 0, #o, 0, 0, 0);
    pzextload16: (G_ZEXTLOAD:vgpr(s32) p:vgpr(p5) + #o:offset(mubuf)) where mem(s16) => (BUFFER_LOAD_USHORT_OFFEN p, phys(private_rsrc_reg), 0, #o, 0, 0, 0);
    psextload8: (G_SEXTLOAD:vgpr(s32) p:vgpr(p5) + #o:offset(mubuf)) where mem(s8) => (BUFFER_LOAD_SBYTE_OFFEN p, phys(private_rsrc_reg), 0, #o, 0, 0, 0);
    psextload16: (G_SEXTLOAD:vgpr(s32) p:vgpr(p5) + #o:offset(mubuf)) where mem(s16) => (BUFFER_LOAD_SSHORT_OFFEN p, phys(private_rsrc_reg), 0, #o, 0, 0, 0);
    pstore32: (G_STORE v:vgpr(s32|p3|p5|<2 x s16>), p:vgpr(p5) + #o:offset(mubuf)) where mem(s32) => (BUFFER_STORE_DWORD_OFFEN v, p, phys(private_rsrc_reg), 0, #o, 0, 0, 0);
    pstore8: (G_STORE v:vgpr(s32|s16), p:vgpr(p5) + #o:offset(mubuf)) where mem(s8) => (BUFFER_STORE_BYTE_OFFEN v, p, phys(private_rsrc_reg), 0, #o, 0, 0, 0);
    pstore16: (G_STORE v:vgpr(s32|s16), p:vgpr(p5) + #o:offset(mubuf)) where mem(s16) => (BUFFER_STORE_SHORT_OFFEN v, p, phys(private_rsrc_reg), 0, #o, 0, 0, 0);
    /// A stack object's address: its frame index, resolved after frame lowering.
    frame_index: (G_FRAME_INDEX:vgpr(p5) fi) => (V_MOV_B32_e32 fi);
    /// LDS globals are absolute 32-bit addresses (a relocation in the literal).
    global_value32: (G_GLOBAL_VALUE:sgpr(p3) g) => (S_MOV_B32 g);

    // ===== LDS (the _gfx9 forms need no M0 set-up; 16-bit unsigned offsets) ====================
    dsload32: (G_LOAD:vgpr(s32|p3|p5|<2 x s16>) p:vgpr(p3) + #o:offset(ds)) where mem(s32) => (DS_READ_B32_gfx9 p, #o, 0);
    dsload64: (G_LOAD:vgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>) p:vgpr(p3) + #o:offset(ds)) where mem(s64), align(8) => (DS_READ_B64_gfx9 p, #o, 0);
    /// Without 8-byte alignment, a 64-bit access is two dwords at consecutive offsets (in dwords).
    dsload64_2: (G_LOAD:vgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>) p:vgpr(p3) + #o:offset(ds2)) where mem(s64) => (DS_READ2_B32_gfx9 p, dw(#o), dw1(#o), 0);
    dsload128: (G_LOAD:vgpr(<4 x s32>|s128|<2 x s64>) p:vgpr(p3) + #o:offset(ds)) where mem(s128), align(16) => (DS_READ_B128_gfx9 p, #o, 0);
    dsload8: (G_LOAD:vgpr(s32|s16) p:vgpr(p3) + #o:offset(ds)) where mem(s8) => (DS_READ_U8_gfx9 p, #o, 0);
    dsload16: (G_LOAD:vgpr(s32|s16) p:vgpr(p3) + #o:offset(ds)) where mem(s16) => (DS_READ_U16_gfx9 p, #o, 0);
    dszextload8: (G_ZEXTLOAD:vgpr(s32) p:vgpr(p3) + #o:offset(ds)) where mem(s8) => (DS_READ_U8_gfx9 p, #o, 0);
    dszextload16: (G_ZEXTLOAD:vgpr(s32) p:vgpr(p3) + #o:offset(ds)) where mem(s16) => (DS_READ_U16_gfx9 p, #o, 0);
    dssextload8: (G_SEXTLOAD:vgpr(s32) p:vgpr(p3) + #o:offset(ds)) where mem(s8) => (DS_READ_I8_gfx9 p, #o, 0);
    dssextload16: (G_SEXTLOAD:vgpr(s32) p:vgpr(p3) + #o:offset(ds)) where mem(s16) => (DS_READ_I16_gfx9 p, #o, 0);
    dsstore32: (G_STORE v:vgpr(s32|p3|p5|<2 x s16>), p:vgpr(p3) + #o:offset(ds)) where mem(s32) => (DS_WRITE_B32_gfx9 p, v, #o, 0);
    dsstore64: (G_STORE v:vgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>), p:vgpr(p3) + #o:offset(ds)) where mem(s64), align(8) => (DS_WRITE_B64_gfx9 p, v, #o, 0);
    dsstore64_2: (G_STORE v:vgpr(s64|p0|p1|p4|<2 x s32>|<4 x s16>), p:vgpr(p3) + #o:offset(ds2)) where mem(s64)
        => (DS_WRITE2_B32_gfx9 p, v.sub0, v.sub1, dw(#o), dw1(#o), 0);
    dsstore128: (G_STORE v:vgpr(<4 x s32>|s128|<2 x s64>), p:vgpr(p3) + #o:offset(ds)) where mem(s128), align(16) => (DS_WRITE_B128_gfx9 p, v, #o, 0);
    dsstore8: (G_STORE v:vgpr(s32|s16), p:vgpr(p3) + #o:offset(ds)) where mem(s8) => (DS_WRITE_B8_gfx9 p, v, #o, 0);
    dsstore16: (G_STORE v:vgpr(s32|s16), p:vgpr(p3) + #o:offset(ds)) where mem(s16) => (DS_WRITE_B16_gfx9 p, v, #o, 0);

    // ===== Atomics (atomicrmw, cmpxchg) =========================================================
    // The returning forms (GLC set: cpol 1 on FLAT/GLOBAL), as llc-14's FLATInstructions.td and
    // DSInstructions.td atomic patterns: every operand in VGPRs, the old value returned in a VGPR.
    // Global and flat take a constant offset like their loads; LDS the 16-bit DS offset.
    // Global and flat compare-and-swap is G_AMDGPU_ATOMIC_CMPXCHG of `<new, cmp>` (the legalizer
    // packs it, as llc's legalizeAtomicCmpXChg); LDS keeps G_ATOMIC_CMPXCHG (DS_CMPST: cmp, new).
    gatomic_xchg32: (G_ATOMICRMW_XCHG:vgpr(s32) p:vgpr(p1) + #o:offset(global), v:vgpr(s32)) where mem(s32) => (GLOBAL_ATOMIC_SWAP_RTN p, v, #o, 1);
    fatomic_xchg32: (G_ATOMICRMW_XCHG:vgpr(s32) p:vgpr(p0) + #o:offset(flat), v:vgpr(s32)) where mem(s32) => (FLAT_ATOMIC_SWAP_RTN p, v, #o, 1);
    dsatomic_xchg32: (G_ATOMICRMW_XCHG:vgpr(s32) p:vgpr(p3) + #o:offset(ds), v:vgpr(s32)) where mem(s32) => (DS_WRXCHG_RTN_B32_gfx9 p, v, #o, 0);
    gatomic_xchg64: (G_ATOMICRMW_XCHG:vgpr(s64) p:vgpr(p1) + #o:offset(global), v:vgpr(s64)) where mem(s64) => (GLOBAL_ATOMIC_SWAP_X2_RTN p, v, #o, 1);
    fatomic_xchg64: (G_ATOMICRMW_XCHG:vgpr(s64) p:vgpr(p0) + #o:offset(flat), v:vgpr(s64)) where mem(s64) => (FLAT_ATOMIC_SWAP_X2_RTN p, v, #o, 1);
    dsatomic_xchg64: (G_ATOMICRMW_XCHG:vgpr(s64) p:vgpr(p3) + #o:offset(ds), v:vgpr(s64)) where mem(s64) => (DS_WRXCHG_RTN_B64_gfx9 p, v, #o, 0);
    gatomic_add32: (G_ATOMICRMW_ADD:vgpr(s32) p:vgpr(p1) + #o:offset(global), v:vgpr(s32)) where mem(s32) => (GLOBAL_ATOMIC_ADD_RTN p, v, #o, 1);
    fatomic_add32: (G_ATOMICRMW_ADD:vgpr(s32) p:vgpr(p0) + #o:offset(flat), v:vgpr(s32)) where mem(s32) => (FLAT_ATOMIC_ADD_RTN p, v, #o, 1);
    dsatomic_add32: (G_ATOMICRMW_ADD:vgpr(s32) p:vgpr(p3) + #o:offset(ds), v:vgpr(s32)) where mem(s32) => (DS_ADD_RTN_U32_gfx9 p, v, #o, 0);
    gatomic_add64: (G_ATOMICRMW_ADD:vgpr(s64) p:vgpr(p1) + #o:offset(global), v:vgpr(s64)) where mem(s64) => (GLOBAL_ATOMIC_ADD_X2_RTN p, v, #o, 1);
    fatomic_add64: (G_ATOMICRMW_ADD:vgpr(s64) p:vgpr(p0) + #o:offset(flat), v:vgpr(s64)) where mem(s64) => (FLAT_ATOMIC_ADD_X2_RTN p, v, #o, 1);
    dsatomic_add64: (G_ATOMICRMW_ADD:vgpr(s64) p:vgpr(p3) + #o:offset(ds), v:vgpr(s64)) where mem(s64) => (DS_ADD_RTN_U64_gfx9 p, v, #o, 0);
    gatomic_sub32: (G_ATOMICRMW_SUB:vgpr(s32) p:vgpr(p1) + #o:offset(global), v:vgpr(s32)) where mem(s32) => (GLOBAL_ATOMIC_SUB_RTN p, v, #o, 1);
    fatomic_sub32: (G_ATOMICRMW_SUB:vgpr(s32) p:vgpr(p0) + #o:offset(flat), v:vgpr(s32)) where mem(s32) => (FLAT_ATOMIC_SUB_RTN p, v, #o, 1);
    dsatomic_sub32: (G_ATOMICRMW_SUB:vgpr(s32) p:vgpr(p3) + #o:offset(ds), v:vgpr(s32)) where mem(s32) => (DS_SUB_RTN_U32_gfx9 p, v, #o, 0);
    gatomic_sub64: (G_ATOMICRMW_SUB:vgpr(s64) p:vgpr(p1) + #o:offset(global), v:vgpr(s64)) where mem(s64) => (GLOBAL_ATOMIC_SUB_X2_RTN p, v, #o, 1);
    fatomic_sub64: (G_ATOMICRMW_SUB:vgpr(s64) p:vgpr(p0) + #o:offset(flat), v:vgpr(s64)) where mem(s64) => (FLAT_ATOMIC_SUB_X2_RTN p, v, #o, 1);
    dsatomic_sub64: (G_ATOMICRMW_SUB:vgpr(s64) p:vgpr(p3) + #o:offset(ds), v:vgpr(s64)) where mem(s64) => (DS_SUB_RTN_U64_gfx9 p, v, #o, 0);
    gatomic_and32: (G_ATOMICRMW_AND:vgpr(s32) p:vgpr(p1) + #o:offset(global), v:vgpr(s32)) where mem(s32) => (GLOBAL_ATOMIC_AND_RTN p, v, #o, 1);
    fatomic_and32: (G_ATOMICRMW_AND:vgpr(s32) p:vgpr(p0) + #o:offset(flat), v:vgpr(s32)) where mem(s32) => (FLAT_ATOMIC_AND_RTN p, v, #o, 1);
    dsatomic_and32: (G_ATOMICRMW_AND:vgpr(s32) p:vgpr(p3) + #o:offset(ds), v:vgpr(s32)) where mem(s32) => (DS_AND_RTN_B32_gfx9 p, v, #o, 0);
    gatomic_and64: (G_ATOMICRMW_AND:vgpr(s64) p:vgpr(p1) + #o:offset(global), v:vgpr(s64)) where mem(s64) => (GLOBAL_ATOMIC_AND_X2_RTN p, v, #o, 1);
    fatomic_and64: (G_ATOMICRMW_AND:vgpr(s64) p:vgpr(p0) + #o:offset(flat), v:vgpr(s64)) where mem(s64) => (FLAT_ATOMIC_AND_X2_RTN p, v, #o, 1);
    dsatomic_and64: (G_ATOMICRMW_AND:vgpr(s64) p:vgpr(p3) + #o:offset(ds), v:vgpr(s64)) where mem(s64) => (DS_AND_RTN_B64_gfx9 p, v, #o, 0);
    gatomic_or32: (G_ATOMICRMW_OR:vgpr(s32) p:vgpr(p1) + #o:offset(global), v:vgpr(s32)) where mem(s32) => (GLOBAL_ATOMIC_OR_RTN p, v, #o, 1);
    fatomic_or32: (G_ATOMICRMW_OR:vgpr(s32) p:vgpr(p0) + #o:offset(flat), v:vgpr(s32)) where mem(s32) => (FLAT_ATOMIC_OR_RTN p, v, #o, 1);
    dsatomic_or32: (G_ATOMICRMW_OR:vgpr(s32) p:vgpr(p3) + #o:offset(ds), v:vgpr(s32)) where mem(s32) => (DS_OR_RTN_B32_gfx9 p, v, #o, 0);
    gatomic_or64: (G_ATOMICRMW_OR:vgpr(s64) p:vgpr(p1) + #o:offset(global), v:vgpr(s64)) where mem(s64) => (GLOBAL_ATOMIC_OR_X2_RTN p, v, #o, 1);
    fatomic_or64: (G_ATOMICRMW_OR:vgpr(s64) p:vgpr(p0) + #o:offset(flat), v:vgpr(s64)) where mem(s64) => (FLAT_ATOMIC_OR_X2_RTN p, v, #o, 1);
    dsatomic_or64: (G_ATOMICRMW_OR:vgpr(s64) p:vgpr(p3) + #o:offset(ds), v:vgpr(s64)) where mem(s64) => (DS_OR_RTN_B64_gfx9 p, v, #o, 0);
    gatomic_xor32: (G_ATOMICRMW_XOR:vgpr(s32) p:vgpr(p1) + #o:offset(global), v:vgpr(s32)) where mem(s32) => (GLOBAL_ATOMIC_XOR_RTN p, v, #o, 1);
    fatomic_xor32: (G_ATOMICRMW_XOR:vgpr(s32) p:vgpr(p0) + #o:offset(flat), v:vgpr(s32)) where mem(s32) => (FLAT_ATOMIC_XOR_RTN p, v, #o, 1);
    dsatomic_xor32: (G_ATOMICRMW_XOR:vgpr(s32) p:vgpr(p3) + #o:offset(ds), v:vgpr(s32)) where mem(s32) => (DS_XOR_RTN_B32_gfx9 p, v, #o, 0);
    gatomic_xor64: (G_ATOMICRMW_XOR:vgpr(s64) p:vgpr(p1) + #o:offset(global), v:vgpr(s64)) where mem(s64) => (GLOBAL_ATOMIC_XOR_X2_RTN p, v, #o, 1);
    fatomic_xor64: (G_ATOMICRMW_XOR:vgpr(s64) p:vgpr(p0) + #o:offset(flat), v:vgpr(s64)) where mem(s64) => (FLAT_ATOMIC_XOR_X2_RTN p, v, #o, 1);
    dsatomic_xor64: (G_ATOMICRMW_XOR:vgpr(s64) p:vgpr(p3) + #o:offset(ds), v:vgpr(s64)) where mem(s64) => (DS_XOR_RTN_B64_gfx9 p, v, #o, 0);
    gatomic_min32: (G_ATOMICRMW_MIN:vgpr(s32) p:vgpr(p1) + #o:offset(global), v:vgpr(s32)) where mem(s32) => (GLOBAL_ATOMIC_SMIN_RTN p, v, #o, 1);
    fatomic_min32: (G_ATOMICRMW_MIN:vgpr(s32) p:vgpr(p0) + #o:offset(flat), v:vgpr(s32)) where mem(s32) => (FLAT_ATOMIC_SMIN_RTN p, v, #o, 1);
    dsatomic_min32: (G_ATOMICRMW_MIN:vgpr(s32) p:vgpr(p3) + #o:offset(ds), v:vgpr(s32)) where mem(s32) => (DS_MIN_RTN_I32_gfx9 p, v, #o, 0);
    gatomic_min64: (G_ATOMICRMW_MIN:vgpr(s64) p:vgpr(p1) + #o:offset(global), v:vgpr(s64)) where mem(s64) => (GLOBAL_ATOMIC_SMIN_X2_RTN p, v, #o, 1);
    fatomic_min64: (G_ATOMICRMW_MIN:vgpr(s64) p:vgpr(p0) + #o:offset(flat), v:vgpr(s64)) where mem(s64) => (FLAT_ATOMIC_SMIN_X2_RTN p, v, #o, 1);
    dsatomic_min64: (G_ATOMICRMW_MIN:vgpr(s64) p:vgpr(p3) + #o:offset(ds), v:vgpr(s64)) where mem(s64) => (DS_MIN_RTN_I64_gfx9 p, v, #o, 0);
    gatomic_max32: (G_ATOMICRMW_MAX:vgpr(s32) p:vgpr(p1) + #o:offset(global), v:vgpr(s32)) where mem(s32) => (GLOBAL_ATOMIC_SMAX_RTN p, v, #o, 1);
    fatomic_max32: (G_ATOMICRMW_MAX:vgpr(s32) p:vgpr(p0) + #o:offset(flat), v:vgpr(s32)) where mem(s32) => (FLAT_ATOMIC_SMAX_RTN p, v, #o, 1);
    dsatomic_max32: (G_ATOMICRMW_MAX:vgpr(s32) p:vgpr(p3) + #o:offset(ds), v:vgpr(s32)) where mem(s32) => (DS_MAX_RTN_I32_gfx9 p, v, #o, 0);
    gatomic_max64: (G_ATOMICRMW_MAX:vgpr(s64) p:vgpr(p1) + #o:offset(global), v:vgpr(s64)) where mem(s64) => (GLOBAL_ATOMIC_SMAX_X2_RTN p, v, #o, 1);
    fatomic_max64: (G_ATOMICRMW_MAX:vgpr(s64) p:vgpr(p0) + #o:offset(flat), v:vgpr(s64)) where mem(s64) => (FLAT_ATOMIC_SMAX_X2_RTN p, v, #o, 1);
    dsatomic_max64: (G_ATOMICRMW_MAX:vgpr(s64) p:vgpr(p3) + #o:offset(ds), v:vgpr(s64)) where mem(s64) => (DS_MAX_RTN_I64_gfx9 p, v, #o, 0);
    gatomic_umin32: (G_ATOMICRMW_UMIN:vgpr(s32) p:vgpr(p1) + #o:offset(global), v:vgpr(s32)) where mem(s32) => (GLOBAL_ATOMIC_UMIN_RTN p, v, #o, 1);
    fatomic_umin32: (G_ATOMICRMW_UMIN:vgpr(s32) p:vgpr(p0) + #o:offset(flat), v:vgpr(s32)) where mem(s32) => (FLAT_ATOMIC_UMIN_RTN p, v, #o, 1);
    dsatomic_umin32: (G_ATOMICRMW_UMIN:vgpr(s32) p:vgpr(p3) + #o:offset(ds), v:vgpr(s32)) where mem(s32) => (DS_MIN_RTN_U32_gfx9 p, v, #o, 0);
    gatomic_umin64: (G_ATOMICRMW_UMIN:vgpr(s64) p:vgpr(p1) + #o:offset(global), v:vgpr(s64)) where mem(s64) => (GLOBAL_ATOMIC_UMIN_X2_RTN p, v, #o, 1);
    fatomic_umin64: (G_ATOMICRMW_UMIN:vgpr(s64) p:vgpr(p0) + #o:offset(flat), v:vgpr(s64)) where mem(s64) => (FLAT_ATOMIC_UMIN_X2_RTN p, v, #o, 1);
    dsatomic_umin64: (G_ATOMICRMW_UMIN:vgpr(s64) p:vgpr(p3) + #o:offset(ds), v:vgpr(s64)) where mem(s64) => (DS_MIN_RTN_U64_gfx9 p, v, #o, 0);
    gatomic_umax32: (G_ATOMICRMW_UMAX:vgpr(s32) p:vgpr(p1) + #o:offset(global), v:vgpr(s32)) where mem(s32) => (GLOBAL_ATOMIC_UMAX_RTN p, v, #o, 1);
    fatomic_umax32: (G_ATOMICRMW_UMAX:vgpr(s32) p:vgpr(p0) + #o:offset(flat), v:vgpr(s32)) where mem(s32) => (FLAT_ATOMIC_UMAX_RTN p, v, #o, 1);
    dsatomic_umax32: (G_ATOMICRMW_UMAX:vgpr(s32) p:vgpr(p3) + #o:offset(ds), v:vgpr(s32)) where mem(s32) => (DS_MAX_RTN_U32_gfx9 p, v, #o, 0);
    gatomic_umax64: (G_ATOMICRMW_UMAX:vgpr(s64) p:vgpr(p1) + #o:offset(global), v:vgpr(s64)) where mem(s64) => (GLOBAL_ATOMIC_UMAX_X2_RTN p, v, #o, 1);
    fatomic_umax64: (G_ATOMICRMW_UMAX:vgpr(s64) p:vgpr(p0) + #o:offset(flat), v:vgpr(s64)) where mem(s64) => (FLAT_ATOMIC_UMAX_X2_RTN p, v, #o, 1);
    dsatomic_umax64: (G_ATOMICRMW_UMAX:vgpr(s64) p:vgpr(p3) + #o:offset(ds), v:vgpr(s64)) where mem(s64) => (DS_MAX_RTN_U64_gfx9 p, v, #o, 0);
    dsatomic_fadd32: (G_ATOMICRMW_FADD:vgpr(s32) p:vgpr(p3) + #o:offset(ds), v:vgpr(s32)) where mem(s32) => (DS_ADD_RTN_F32_gfx9 p, v, #o, 0);
    gcmpswap32: (G_AMDGPU_ATOMIC_CMPXCHG:vgpr(s32) p:vgpr(p1) + #o:offset(global), d:vgpr(<2 x s32>)) where mem(s32) => (GLOBAL_ATOMIC_CMPSWAP_RTN p, d, #o, 1);
    fcmpswap32: (G_AMDGPU_ATOMIC_CMPXCHG:vgpr(s32) p:vgpr(p0) + #o:offset(flat), d:vgpr(<2 x s32>)) where mem(s32) => (FLAT_ATOMIC_CMPSWAP_RTN p, d, #o, 1);
    dscmpst32: (G_ATOMIC_CMPXCHG:vgpr(s32) p:vgpr(p3) + #o:offset(ds), c:vgpr(s32), n:vgpr(s32)) where mem(s32) => (DS_CMPST_RTN_B32_gfx9 p, c, n, #o, 0);
    gcmpswap64: (G_AMDGPU_ATOMIC_CMPXCHG:vgpr(s64) p:vgpr(p1) + #o:offset(global), d:vgpr(<2 x s64>)) where mem(s64) => (GLOBAL_ATOMIC_CMPSWAP_X2_RTN p, d, #o, 1);
    fcmpswap64: (G_AMDGPU_ATOMIC_CMPXCHG:vgpr(s64) p:vgpr(p0) + #o:offset(flat), d:vgpr(<2 x s64>)) where mem(s64) => (FLAT_ATOMIC_CMPSWAP_X2_RTN p, d, #o, 1);
    dscmpst64: (G_ATOMIC_CMPXCHG:vgpr(s64) p:vgpr(p3) + #o:offset(ds), c:vgpr(s64), n:vgpr(s64)) where mem(s64) => (DS_CMPST_RTN_B64_gfx9 p, c, n, #o, 0);

    // ===== Branches =============================================================================
    br: (G_BR bb) => (S_BRANCH bb);
    /// A uniform branch tests its 0/1 condition through SCC (a copy: the condition is 0 or 1).
    brcond_s: (G_BRCOND c:sgpr(s32), bb) => { let phys(scc) = (COPY c); (S_CBRANCH_SCC1 bb) };
    /// A divergent condition branches if any active lane has it: mask with EXEC into VCC.
    brcond_vcc64: (G_BRCOND c:vcc(s1), bb) where cpu(gfx900) => { let phys(vcc) = (S_AND_B64 phys(exec), c); (S_CBRANCH_VCCNZ bb) };
    brcond_vcc32: (G_BRCOND c:vcc(s1), bb) where cpu(gfx1030) => { let phys(vcc_lo) = (S_AND_B32 phys(exec_lo), c); (S_CBRANCH_VCCNZ bb) };

    // ===== Intrinsics ===========================================================================
    readfirstlane: (G_INTRINSIC:sgpr(s32|p3|p5) intrinsic(llvm.amdgcn.readfirstlane), a:vgpr(s32|p3|p5)) => (V_READFIRSTLANE_B32 a);
    if_break64: (G_INTRINSIC:_(s64) intrinsic(llvm.amdgcn.if.break), c:vcc(s1), m:_(s64)) where cpu(gfx900) => (SI_IF_BREAK c, m);
    if_break32: (G_INTRINSIC:_(s32) intrinsic(llvm.amdgcn.if.break), c:vcc(s1), m:_(s32)) where cpu(gfx1030) => (SI_IF_BREAK c, m);
    end_cf: (G_INTRINSIC_W_SIDE_EFFECTS intrinsic(llvm.amdgcn.end.cf), m:_(s64|s32)) => (SI_END_CF m);
    /// Exports: target, channel-enable mask, four values, done, valid-mask.
    exp: (G_INTRINSIC_W_SIDE_EFFECTS intrinsic(llvm.amdgcn.exp), #tgt, #en, a:vgpr(s32), b:vgpr, c:vgpr, d:vgpr, 0, #vm)
        => (EXP #tgt, a, b, c, d, #vm, 0, #en);
    exp_done: (G_INTRINSIC_W_SIDE_EFFECTS intrinsic(llvm.amdgcn.exp), #tgt, #en, a:vgpr(s32), b:vgpr, c:vgpr, d:vgpr, -1, #vm)
        => (EXP_DONE #tgt, a, b, c, d, #vm, 0, #en);
    /// Compressed exports carry two packed 16-bit pairs.
    exp_compr: (G_INTRINSIC_W_SIDE_EFFECTS intrinsic(llvm.amdgcn.exp.compr), #tgt, #en, a:vgpr(<2 x s16>), b:vgpr, 0, #vm)
        => { let u = (IMPLICIT_DEF:vgpr_32); (EXP #tgt, a, b, u, u, #vm, 1, #en) };
    exp_compr_done: (G_INTRINSIC_W_SIDE_EFFECTS intrinsic(llvm.amdgcn.exp.compr), #tgt, #en, a:vgpr(<2 x s16>), b:vgpr, -1, #vm)
        => { let u = (IMPLICIT_DEF:vgpr_32); (EXP_DONE #tgt, a, b, u, u, #vm, 1, #en) };
    /// Lanes whose condition is false are killed: SI_KILL_I1_PSEUDO kills the lanes where the
    /// mask equals its second operand (0 here; -1 would kill where the condition holds).
    kill: (G_INTRINSIC_W_SIDE_EFFECTS intrinsic(llvm.amdgcn.kill), c:vcc(s1)) => (SI_KILL_I1_PSEUDO c, 0);
    barrier: (G_INTRINSIC_W_SIDE_EFFECTS intrinsic(llvm.amdgcn.s.barrier)) => (S_BARRIER);
    /// 24-bit multiplies (the low 32 bits of the 48-bit product); VALU only, as in llc-14.
    mul_u24: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.mul.u24), a:vgpr(s32), b:vgpr(s32)) => (V_MUL_U32_U24_e64 a, b, 0);
    mul_i24: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.mul.i24), a:vgpr(s32), b:vgpr(s32)) => (V_MUL_I32_I24_e64 a, b, 0);
    rcp32: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.rcp), mods(a:vgpr(s32), #ma)) => (V_RCP_F32_e64 #ma, a, 0, 0);
    rcp64: (G_INTRINSIC:vgpr(s64) intrinsic(llvm.amdgcn.rcp), mods(a:vgpr(s64), #ma)) => (V_RCP_F64_e64 #ma, a, 0, 0);
    rsq32: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.rsq), mods(a:vgpr(s32), #ma)) => (V_RSQ_F32_e64 #ma, a, 0, 0);
    fract32: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.fract), mods(a:vgpr(s32), #ma)) => (V_FRACT_F32_e64 #ma, a, 0, 0);
    sin32: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.sin), mods(a:vgpr(s32), #ma)) => (V_SIN_F32_e64 #ma, a, 0, 0);
    cos32: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.cos), mods(a:vgpr(s32), #ma)) => (V_COS_F32_e64 #ma, a, 0, 0);
    ldexp32: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.ldexp), mods(a:vgpr(s32), #ma), e:vgpr(s32)) => (V_LDEXP_F32_e64 #ma, a, 0, e, 0, 0);
    ldexp64: (G_INTRINSIC:vgpr(s64) intrinsic(llvm.amdgcn.ldexp), mods(a:vgpr(s64), #ma), e:vgpr(s32)) => (V_LDEXP_F64_e64 #ma, a, 0, e, 0, 0);
    fmad_ftz32: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.fmad.ftz), mods(a:vgpr(s32), #ma), mods(b:vgpr, #mb), mods(c:vgpr, #mc)) => (V_MAD_F32_e64 #ma, a, #mb, b, #mc, c, 0, 0);
    fmul_legacy: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.fmul.legacy), mods(a:vgpr(s32), #ma), mods(b:vgpr, #mb)) => (V_MUL_LEGACY_F32_e64 #ma, a, #mb, b, 0, 0);
    /// The second result is a lane mask (VCC in the VOP2 form).
    div_scale32: (G_INTRINSIC:vgpr(s32):vcc(s1) intrinsic(llvm.amdgcn.div.scale), a:vgpr(s32), b:vgpr, #sel:nonzero)
        => (V_DIV_SCALE_F32_e64 0, a, 0, b, 0, a, 0, 0);
    div_scale32_den: (G_INTRINSIC:vgpr(s32):vcc(s1) intrinsic(llvm.amdgcn.div.scale), a:vgpr(s32), b:vgpr, #sel:eq(0))
        => (V_DIV_SCALE_F32_e64 0, b, 0, b, 0, a, 0, 0);
    div_scale64: (G_INTRINSIC:vgpr(s64):vcc(s1) intrinsic(llvm.amdgcn.div.scale), a:vgpr(s64), b:vgpr, #sel:nonzero)
        => (V_DIV_SCALE_F64_e64 0, a, 0, b, 0, a, 0, 0);
    div_scale64_den: (G_INTRINSIC:vgpr(s64):vcc(s1) intrinsic(llvm.amdgcn.div.scale), a:vgpr(s64), b:vgpr, #sel:eq(0))
        => (V_DIV_SCALE_F64_e64 0, b, 0, b, 0, a, 0, 0);
    /// V_DIV_FMAS reads its condition from VCC.
    div_fmas32_64: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.div.fmas), mods(a:vgpr(s32), #ma), mods(b:vgpr, #mb), mods(c:vgpr, #mc), s:vcc(s1)) where cpu(gfx900)
        => { let phys(vcc) = (COPY s); (V_DIV_FMAS_F32_e64 #ma, a, #mb, b, #mc, c, 0, 0) };
    div_fmas32_32: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.div.fmas), mods(a:vgpr(s32), #ma), mods(b:vgpr, #mb), mods(c:vgpr, #mc), s:vcc(s1)) where cpu(gfx1030)
        => { let phys(vcc_lo) = (COPY s); (V_DIV_FMAS_F32_e64 #ma, a, #mb, b, #mc, c, 0, 0) };
    div_fmas64_64: (G_INTRINSIC:vgpr(s64) intrinsic(llvm.amdgcn.div.fmas), mods(a:vgpr(s64), #ma), mods(b:vgpr, #mb), mods(c:vgpr, #mc), s:vcc(s1)) where cpu(gfx900)
        => { let phys(vcc) = (COPY s); (V_DIV_FMAS_F64_e64 #ma, a, #mb, b, #mc, c, 0, 0) };
    div_fmas64_32: (G_INTRINSIC:vgpr(s64) intrinsic(llvm.amdgcn.div.fmas), mods(a:vgpr(s64), #ma), mods(b:vgpr, #mb), mods(c:vgpr, #mc), s:vcc(s1)) where cpu(gfx1030)
        => { let phys(vcc_lo) = (COPY s); (V_DIV_FMAS_F64_e64 #ma, a, #mb, b, #mc, c, 0, 0) };
    div_fixup32: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.div.fixup), mods(a:vgpr(s32), #ma), mods(b:vgpr, #mb), mods(c:vgpr, #mc)) => (V_DIV_FIXUP_F32_e64 #ma, a, #mb, b, #mc, c, 0, 0);
    div_fixup16: (G_INTRINSIC:vgpr(s16) intrinsic(llvm.amdgcn.div.fixup), mods(a:vgpr(s16), #ma), mods(b:vgpr, #mb), mods(c:vgpr, #mc)) => (V_DIV_FIXUP_F16_gfx9_e64 #ma, a, #mb, b, #mc, c, 0, 0);
    div_fixup64: (G_INTRINSIC:vgpr(s64) intrinsic(llvm.amdgcn.div.fixup), mods(a:vgpr(s64), #ma), mods(b:vgpr, #mb), mods(c:vgpr, #mc)) => (V_DIV_FIXUP_F64_e64 #ma, a, #mb, b, #mc, c, 0, 0);
    mbcnt_lo: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.mbcnt.lo), a:_(s32), b:vgpr(s32)) => (V_MBCNT_LO_U32_B32_e64 a, b);
    mbcnt_hi: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.mbcnt.hi), a:_(s32), b:vgpr(s32)) => (V_MBCNT_HI_U32_B32_e64 a, b);
    sffbh: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.sffbh), a:vgpr(s32)) => (V_FFBH_I32_e64 a);

    // ===== Intrinsics: half and double forms, lane and message intrinsics (issue 23) ===========
    // The instruction each llc-14 selects (its AMDGPUInstructions/VOP*Instructions patterns).
    sin16: (G_INTRINSIC:vgpr(s16) intrinsic(llvm.amdgcn.sin), mods(a:vgpr(s16), #ma)) => (V_SIN_F16_e64 #ma, a, 0, 0);
    cos16: (G_INTRINSIC:vgpr(s16) intrinsic(llvm.amdgcn.cos), mods(a:vgpr(s16), #ma)) => (V_COS_F16_e64 #ma, a, 0, 0);
    fract16: (G_INTRINSIC:vgpr(s16) intrinsic(llvm.amdgcn.fract), mods(a:vgpr(s16), #ma)) => (V_FRACT_F16_e64 #ma, a, 0, 0);
    fract64: (G_INTRINSIC:vgpr(s64) intrinsic(llvm.amdgcn.fract), mods(a:vgpr(s64), #ma)) => (V_FRACT_F64_e64 #ma, a, 0, 0);
    rcp16: (G_INTRINSIC:vgpr(s16) intrinsic(llvm.amdgcn.rcp), mods(a:vgpr(s16), #ma)) => (V_RCP_F16_e64 #ma, a, 0, 0);
    rsq16: (G_INTRINSIC:vgpr(s16) intrinsic(llvm.amdgcn.rsq), mods(a:vgpr(s16), #ma)) => (V_RSQ_F16_e64 #ma, a, 0, 0);
    rsq64: (G_INTRINSIC:vgpr(s64) intrinsic(llvm.amdgcn.rsq), mods(a:vgpr(s64), #ma)) => (V_RSQ_F64_e64 #ma, a, 0, 0);
    /// V_LDEXP_F16 reads the low 16 bits of its exponent as a signed integer (llc-14 passes the
    /// 32-bit exponent as it is).
    ldexp16: (G_INTRINSIC:vgpr(s16) intrinsic(llvm.amdgcn.ldexp), mods(a:vgpr(s16), #ma), e:vgpr(s32)) => (V_LDEXP_F16_e64 #ma, a, 0, e, 0, 0);
    frexp_mant16: (G_INTRINSIC:vgpr(s16) intrinsic(llvm.amdgcn.frexp.mant), mods(a:vgpr(s16), #ma)) => (V_FREXP_MANT_F16_e64 #ma, a, 0, 0);
    frexp_mant32: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.frexp.mant), mods(a:vgpr(s32), #ma)) => (V_FREXP_MANT_F32_e64 #ma, a, 0, 0);
    frexp_mant64: (G_INTRINSIC:vgpr(s64) intrinsic(llvm.amdgcn.frexp.mant), mods(a:vgpr(s64), #ma)) => (V_FREXP_MANT_F64_e64 #ma, a, 0, 0);
    frexp_exp32: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.frexp.exp), mods(a:vgpr(s32), #ma)) => (V_FREXP_EXP_I32_F32_e64 #ma, a, 0);
    frexp_exp64: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.frexp.exp), mods(a:vgpr(s64), #ma)) => (V_FREXP_EXP_I32_F64_e64 #ma, a, 0, 0);
    mulhi_u24: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.mulhi.u24), a:vgpr(s32), b:vgpr(s32)) => (V_MUL_HI_U32_U24_e64 a, b);
    mulhi_i24: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.mulhi.i24), a:vgpr(s32), b:vgpr(s32)) => (V_MUL_HI_I32_I24_e64 a, b);
    fmed3_32: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.fmed3), mods(a:vgpr(s32), #ma), mods(b:vgpr, #mb), mods(c:vgpr, #mc))
        => (V_MED3_F32_e64 #ma, a, #mb, b, #mc, c, 0, 0);
    fmed3_16: (G_INTRINSIC:vgpr(s16) intrinsic(llvm.amdgcn.fmed3), mods(a:vgpr(s16), #ma), mods(b:vgpr, #mb), mods(c:vgpr, #mc))
        => (V_MED3_F16_e64 #ma, a, #mb, b, #mc, c, 0, 0);
    /// Two floats to a pair of halves, each rounded toward zero.
    cvt_pkrtz: (G_INTRINSIC:vgpr(<2 x s16>) intrinsic(llvm.amdgcn.cvt.pkrtz), mods(a:vgpr(s32), #ma), mods(b:vgpr(s32), #mb))
        => (V_CVT_PKRTZ_F16_F32_e64 #ma, a, #mb, b, 0, 0);
    /// Bit-field extracts of a VGPR (llc-14's RegBankSelect turns the uniform ones into S_BFE).
    ubfe32_v: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.ubfe), a:vgpr(s32), o:vgpr(s32), w:vgpr(s32)) => (V_BFE_U32_e64 a, o, w);
    sbfe32_v: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.sbfe), a:vgpr(s32), o:vgpr(s32), w:vgpr(s32)) => (V_BFE_I32_e64 a, o, w);
    /// The value of a lane given by an SGPR, into an SGPR.
    readlane: (G_INTRINSIC:sgpr(s32) intrinsic(llvm.amdgcn.readlane), a:vgpr(s32), l:sgpr(s32)) => (V_READLANE_B32 a, l);
    /// Every quad with a lane set gets all four set.
    wqm_vote64: (G_INTRINSIC:vcc(s1) intrinsic(llvm.amdgcn.wqm.vote), c:vcc(s1)) where cpu(gfx900) => (S_WQM_B64 c);
    wqm_vote32: (G_INTRINSIC:vcc(s1) intrinsic(llvm.amdgcn.wqm.vote), c:vcc(s1)) where cpu(gfx1030) => (S_WQM_B32 c);
    /// The lanes that are not helper lanes.
    ps_live: (G_INTRINSIC:vcc(s1) intrinsic(llvm.amdgcn.ps.live)) => (SI_PS_LIVE);
    /// The message's data goes through M0.
    sendmsg: (G_INTRINSIC_W_SIDE_EFFECTS intrinsic(llvm.amdgcn.s.sendmsg), #m, v:sgpr(s32)) => { let phys(m0) = (COPY v); (S_SENDMSG #m) };
    /// A ballot is the lane mask itself.
    ballot64: (G_INTRINSIC:sgpr(s64) intrinsic(llvm.amdgcn.ballot), c:vcc(s1)) where cpu(gfx900) => (COPY:sreg_64 c);
    ballot32: (G_INTRINSIC:sgpr(s32) intrinsic(llvm.amdgcn.ballot), c:vcc(s1)) where cpu(gfx1030) => (COPY:sreg_32 c);
    /// `llvm.amdgcn.icmp` of 32-bit integers: the compare's lane mask (predicate numbers as
    /// LLVM's CmpInst: 32 eq .. 41 sle).
    amdgcn_icmp_eq: (G_INTRINSIC:sgpr(s64) intrinsic(llvm.amdgcn.icmp), a:vgpr(s32), b:vgpr, #p:eq(32)) where cpu(gfx900) => (V_CMP_EQ_U32_e64 a, b);
    amdgcn_icmp_ne: (G_INTRINSIC:sgpr(s64) intrinsic(llvm.amdgcn.icmp), a:vgpr(s32), b:vgpr, #p:eq(33)) where cpu(gfx900) => (V_CMP_NE_U32_e64 a, b);
    amdgcn_icmp_ugt: (G_INTRINSIC:sgpr(s64) intrinsic(llvm.amdgcn.icmp), a:vgpr(s32), b:vgpr, #p:eq(34)) where cpu(gfx900) => (V_CMP_GT_U32_e64 a, b);
    amdgcn_icmp_uge: (G_INTRINSIC:sgpr(s64) intrinsic(llvm.amdgcn.icmp), a:vgpr(s32), b:vgpr, #p:eq(35)) where cpu(gfx900) => (V_CMP_GE_U32_e64 a, b);
    amdgcn_icmp_ult: (G_INTRINSIC:sgpr(s64) intrinsic(llvm.amdgcn.icmp), a:vgpr(s32), b:vgpr, #p:eq(36)) where cpu(gfx900) => (V_CMP_LT_U32_e64 a, b);
    amdgcn_icmp_ule: (G_INTRINSIC:sgpr(s64) intrinsic(llvm.amdgcn.icmp), a:vgpr(s32), b:vgpr, #p:eq(37)) where cpu(gfx900) => (V_CMP_LE_U32_e64 a, b);
    amdgcn_icmp_sgt: (G_INTRINSIC:sgpr(s64) intrinsic(llvm.amdgcn.icmp), a:vgpr(s32), b:vgpr, #p:eq(38)) where cpu(gfx900) => (V_CMP_GT_I32_e64 a, b);
    amdgcn_icmp_sge: (G_INTRINSIC:sgpr(s64) intrinsic(llvm.amdgcn.icmp), a:vgpr(s32), b:vgpr, #p:eq(39)) where cpu(gfx900) => (V_CMP_GE_I32_e64 a, b);
    amdgcn_icmp_slt: (G_INTRINSIC:sgpr(s64) intrinsic(llvm.amdgcn.icmp), a:vgpr(s32), b:vgpr, #p:eq(40)) where cpu(gfx900) => (V_CMP_LT_I32_e64 a, b);
    amdgcn_icmp_sle: (G_INTRINSIC:sgpr(s64) intrinsic(llvm.amdgcn.icmp), a:vgpr(s32), b:vgpr, #p:eq(41)) where cpu(gfx900) => (V_CMP_LE_I32_e64 a, b);
    /// Canonicalizing halves is `max(x, x)`, as for f32.
    fcanon16: (G_FCANONICALIZE:vgpr(s16) mods(a:vgpr, #ma)) => (V_MAX_F16_e64 #ma, a, #ma, a, 0, 0);
    fcanon2x16: (G_FCANONICALIZE:vgpr(<2 x s16>) a:vgpr) => (V_PK_MAX_F16 8, a, 8, a, 0, 0, 0, 0, 0);
    fminnum2x16: (G_FMINNUM:vgpr(<2 x s16>) a:vgpr, b:vgpr) => (V_PK_MIN_F16 8, a, 8, b, 0, 0, 0, 0, 0);
    fmaxnum2x16: (G_FMAXNUM:vgpr(<2 x s16>) a:vgpr, b:vgpr) => (V_PK_MAX_F16 8, a, 8, b, 0, 0, 0, 0, 0);
    fminnum_ieee2x16: (G_FMINNUM_IEEE:vgpr(<2 x s16>) a:vgpr, b:vgpr) => (V_PK_MIN_F16 8, a, 8, b, 0, 0, 0, 0, 0);
    fmaxnum_ieee2x16: (G_FMAXNUM_IEEE:vgpr(<2 x s16>) a:vgpr, b:vgpr) => (V_PK_MAX_F16 8, a, 8, b, 0, 0, 0, 0, 0);
    /// The median of three, which llc-14's combiner makes of clamps (min(max(x, lo), hi)).
    smed3_v: (G_AMDGPU_SMED3:vgpr(s32) a:vgpr, b:vgpr, c:vgpr) => (V_MED3_I32_e64 a, b, c);
    umed3_v: (G_AMDGPU_UMED3:vgpr(s32) a:vgpr, b:vgpr, c:vgpr) => (V_MED3_U32_e64 a, b, c);
    fmed3_g32: (G_AMDGPU_FMED3:vgpr(s32) mods(a:vgpr, #ma), mods(b:vgpr, #mb), mods(c:vgpr, #mc)) => (V_MED3_F32_e64 #ma, a, #mb, b, #mc, c, 0, 0);
    fmed3_g16: (G_AMDGPU_FMED3:vgpr(s16) mods(a:vgpr, #ma), mods(b:vgpr, #mb), mods(c:vgpr, #mc)) => (V_MED3_F16_e64 #ma, a, #mb, b, #mc, c, 0, 0);
    /// The LDS size: instruction selection puts the size, or its relocation, in place of the
    /// 0 (`select.rs`'s `group_static_size`, as llc-14's `selectGroupStaticSize`).
    groupstaticsize: (G_INTRINSIC:sgpr(s32) intrinsic(llvm.amdgcn.groupstaticsize)) => (S_MOV_B32 0);

    // ===== Parameter interpolation (pixel shaders) =============================================
    // llc-14's VINTRP patterns (VOP/VINTRP instruction definitions): the intrinsic's operands are
    // (coordinate, channel, attribute, prim mask), the instruction's (coordinate, attribute,
    // channel) with the prim mask in M0, which is set before each one.
    interp_p1: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.interp.p1), i:vgpr(s32), #chan, #attr, m:sgpr(s32))
        => { let phys(m0) = (COPY m); (V_INTERP_P1_F32 i, #attr, #chan) };
    interp_p2: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.interp.p2), p:vgpr(s32), j:vgpr(s32), #chan, #attr, m:sgpr(s32))
        => { let phys(m0) = (COPY m); (V_INTERP_P2_F32 p, j, #attr, #chan) };
    /// One of the three parameters as it is: slot 0 P10, 1 P20, 2 P0.
    interp_mov: (G_INTRINSIC:vgpr(s32) intrinsic(llvm.amdgcn.interp.mov), #slot, #chan, #attr, m:sgpr(s32))
        => { let phys(m0) = (COPY m); (V_INTERP_MOV_F32 #slot, #attr, #chan) };
    // No VGPR `G_BUILD_VECTOR_TRUNC`: RegBankSelect makes it and/shl/or + bitcast, as llc-14's
    // does (its selector has no VGPR form either); see `regbankselect/vectors.rs`.

    // ===== Buffer intrinsics (G_AMDGPU_BUFFER_* from the legalizer) ============================
    // As llc-14's BUFInstructions.td MUBUF_LoadIntrinsicPat/MUBUF_StoreIntrinsicPat: operands
    // rsrc, vindex, voffset, soffset, imm offset, aux, idxen. idxen -1 (struct) is _IDXEN, or
    // _BOTHEN with a voffset; idxen 0 (raw, vindex 0) is _OFFSET, or _OFFEN with a voffset. The
    // BOTHEN form is the base pattern (every operand a register) RegBankSelect maps with: rsrc and
    // soffset SGPRs, vindex and voffset VGPRs, results VGPRs. aux below 8 is the cache policy with
    // no swizzle (extract_cpol/extract_swz); a swizzled aux has no pattern.
    bufload32_bothen: (G_AMDGPU_BUFFER_LOAD:vgpr(s32|<2 x s16>) rs:sgpr(<4 x s32>), vi:vgpr(s32), vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), -1)
        => (BUFFER_LOAD_DWORD_BOTHEN (REG_SEQUENCE:vreg_64 vi, subreg(sub0), vo, subreg(sub1)), rs, so, #o, #aux, 0, 0);
    bufload32_idxen: (G_AMDGPU_BUFFER_LOAD:vgpr(s32|<2 x s16>) rs:sgpr(<4 x s32>), vi:vgpr(s32), 0, so:sgpr(s32), #o, #aux:uimm(3), -1) => (BUFFER_LOAD_DWORD_IDXEN vi, rs, so, #o, #aux, 0, 0);
    bufload32_offen: (G_AMDGPU_BUFFER_LOAD:vgpr(s32|<2 x s16>) rs:sgpr(<4 x s32>), 0, vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_LOAD_DWORD_OFFEN vo, rs, so, #o, #aux, 0, 0);
    bufload32_offset: (G_AMDGPU_BUFFER_LOAD:vgpr(s32|<2 x s16>) rs:sgpr(<4 x s32>), 0, 0, so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_LOAD_DWORD_OFFSET rs, so, #o, #aux, 0, 0);
    bufload64_bothen: (G_AMDGPU_BUFFER_LOAD:vgpr(<2 x s32>|<4 x s16>) rs:sgpr(<4 x s32>), vi:vgpr(s32), vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), -1)
        => (BUFFER_LOAD_DWORDX2_BOTHEN (REG_SEQUENCE:vreg_64 vi, subreg(sub0), vo, subreg(sub1)), rs, so, #o, #aux, 0, 0);
    bufload64_idxen: (G_AMDGPU_BUFFER_LOAD:vgpr(<2 x s32>|<4 x s16>) rs:sgpr(<4 x s32>), vi:vgpr(s32), 0, so:sgpr(s32), #o, #aux:uimm(3), -1) => (BUFFER_LOAD_DWORDX2_IDXEN vi, rs, so, #o, #aux, 0, 0);
    bufload64_offen: (G_AMDGPU_BUFFER_LOAD:vgpr(<2 x s32>|<4 x s16>) rs:sgpr(<4 x s32>), 0, vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_LOAD_DWORDX2_OFFEN vo, rs, so, #o, #aux, 0, 0);
    bufload64_offset: (G_AMDGPU_BUFFER_LOAD:vgpr(<2 x s32>|<4 x s16>) rs:sgpr(<4 x s32>), 0, 0, so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_LOAD_DWORDX2_OFFSET rs, so, #o, #aux, 0, 0);
    bufload96_bothen: (G_AMDGPU_BUFFER_LOAD:vgpr(<3 x s32>) rs:sgpr(<4 x s32>), vi:vgpr(s32), vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), -1)
        => (BUFFER_LOAD_DWORDX3_BOTHEN (REG_SEQUENCE:vreg_64 vi, subreg(sub0), vo, subreg(sub1)), rs, so, #o, #aux, 0, 0);
    bufload96_idxen: (G_AMDGPU_BUFFER_LOAD:vgpr(<3 x s32>) rs:sgpr(<4 x s32>), vi:vgpr(s32), 0, so:sgpr(s32), #o, #aux:uimm(3), -1) => (BUFFER_LOAD_DWORDX3_IDXEN vi, rs, so, #o, #aux, 0, 0);
    bufload96_offen: (G_AMDGPU_BUFFER_LOAD:vgpr(<3 x s32>) rs:sgpr(<4 x s32>), 0, vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_LOAD_DWORDX3_OFFEN vo, rs, so, #o, #aux, 0, 0);
    bufload96_offset: (G_AMDGPU_BUFFER_LOAD:vgpr(<3 x s32>) rs:sgpr(<4 x s32>), 0, 0, so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_LOAD_DWORDX3_OFFSET rs, so, #o, #aux, 0, 0);
    bufload128_bothen: (G_AMDGPU_BUFFER_LOAD:vgpr(<4 x s32>|<8 x s16>) rs:sgpr(<4 x s32>), vi:vgpr(s32), vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), -1)
        => (BUFFER_LOAD_DWORDX4_BOTHEN (REG_SEQUENCE:vreg_64 vi, subreg(sub0), vo, subreg(sub1)), rs, so, #o, #aux, 0, 0);
    bufload128_idxen: (G_AMDGPU_BUFFER_LOAD:vgpr(<4 x s32>|<8 x s16>) rs:sgpr(<4 x s32>), vi:vgpr(s32), 0, so:sgpr(s32), #o, #aux:uimm(3), -1) => (BUFFER_LOAD_DWORDX4_IDXEN vi, rs, so, #o, #aux, 0, 0);
    bufload128_offen: (G_AMDGPU_BUFFER_LOAD:vgpr(<4 x s32>|<8 x s16>) rs:sgpr(<4 x s32>), 0, vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_LOAD_DWORDX4_OFFEN vo, rs, so, #o, #aux, 0, 0);
    bufload128_offset: (G_AMDGPU_BUFFER_LOAD:vgpr(<4 x s32>|<8 x s16>) rs:sgpr(<4 x s32>), 0, 0, so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_LOAD_DWORDX4_OFFSET rs, so, #o, #aux, 0, 0);
    bufloadu8_bothen: (G_AMDGPU_BUFFER_LOAD_UBYTE:vgpr(s32) rs:sgpr(<4 x s32>), vi:vgpr(s32), vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), -1)
        => (BUFFER_LOAD_UBYTE_BOTHEN (REG_SEQUENCE:vreg_64 vi, subreg(sub0), vo, subreg(sub1)), rs, so, #o, #aux, 0, 0);
    bufloadu8_idxen: (G_AMDGPU_BUFFER_LOAD_UBYTE:vgpr(s32) rs:sgpr(<4 x s32>), vi:vgpr(s32), 0, so:sgpr(s32), #o, #aux:uimm(3), -1) => (BUFFER_LOAD_UBYTE_IDXEN vi, rs, so, #o, #aux, 0, 0);
    bufloadu8_offen: (G_AMDGPU_BUFFER_LOAD_UBYTE:vgpr(s32) rs:sgpr(<4 x s32>), 0, vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_LOAD_UBYTE_OFFEN vo, rs, so, #o, #aux, 0, 0);
    bufloadu8_offset: (G_AMDGPU_BUFFER_LOAD_UBYTE:vgpr(s32) rs:sgpr(<4 x s32>), 0, 0, so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_LOAD_UBYTE_OFFSET rs, so, #o, #aux, 0, 0);
    bufloads8_bothen: (G_AMDGPU_BUFFER_LOAD_SBYTE:vgpr(s32) rs:sgpr(<4 x s32>), vi:vgpr(s32), vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), -1)
        => (BUFFER_LOAD_SBYTE_BOTHEN (REG_SEQUENCE:vreg_64 vi, subreg(sub0), vo, subreg(sub1)), rs, so, #o, #aux, 0, 0);
    bufloads8_idxen: (G_AMDGPU_BUFFER_LOAD_SBYTE:vgpr(s32) rs:sgpr(<4 x s32>), vi:vgpr(s32), 0, so:sgpr(s32), #o, #aux:uimm(3), -1) => (BUFFER_LOAD_SBYTE_IDXEN vi, rs, so, #o, #aux, 0, 0);
    bufloads8_offen: (G_AMDGPU_BUFFER_LOAD_SBYTE:vgpr(s32) rs:sgpr(<4 x s32>), 0, vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_LOAD_SBYTE_OFFEN vo, rs, so, #o, #aux, 0, 0);
    bufloads8_offset: (G_AMDGPU_BUFFER_LOAD_SBYTE:vgpr(s32) rs:sgpr(<4 x s32>), 0, 0, so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_LOAD_SBYTE_OFFSET rs, so, #o, #aux, 0, 0);
    bufloadu16_bothen: (G_AMDGPU_BUFFER_LOAD_USHORT:vgpr(s32) rs:sgpr(<4 x s32>), vi:vgpr(s32), vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), -1)
        => (BUFFER_LOAD_USHORT_BOTHEN (REG_SEQUENCE:vreg_64 vi, subreg(sub0), vo, subreg(sub1)), rs, so, #o, #aux, 0, 0);
    bufloadu16_idxen: (G_AMDGPU_BUFFER_LOAD_USHORT:vgpr(s32) rs:sgpr(<4 x s32>), vi:vgpr(s32), 0, so:sgpr(s32), #o, #aux:uimm(3), -1) => (BUFFER_LOAD_USHORT_IDXEN vi, rs, so, #o, #aux, 0, 0);
    bufloadu16_offen: (G_AMDGPU_BUFFER_LOAD_USHORT:vgpr(s32) rs:sgpr(<4 x s32>), 0, vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_LOAD_USHORT_OFFEN vo, rs, so, #o, #aux, 0, 0);
    bufloadu16_offset: (G_AMDGPU_BUFFER_LOAD_USHORT:vgpr(s32) rs:sgpr(<4 x s32>), 0, 0, so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_LOAD_USHORT_OFFSET rs, so, #o, #aux, 0, 0);
    bufloads16_bothen: (G_AMDGPU_BUFFER_LOAD_SSHORT:vgpr(s32) rs:sgpr(<4 x s32>), vi:vgpr(s32), vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), -1)
        => (BUFFER_LOAD_SSHORT_BOTHEN (REG_SEQUENCE:vreg_64 vi, subreg(sub0), vo, subreg(sub1)), rs, so, #o, #aux, 0, 0);
    bufloads16_idxen: (G_AMDGPU_BUFFER_LOAD_SSHORT:vgpr(s32) rs:sgpr(<4 x s32>), vi:vgpr(s32), 0, so:sgpr(s32), #o, #aux:uimm(3), -1) => (BUFFER_LOAD_SSHORT_IDXEN vi, rs, so, #o, #aux, 0, 0);
    bufloads16_offen: (G_AMDGPU_BUFFER_LOAD_SSHORT:vgpr(s32) rs:sgpr(<4 x s32>), 0, vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_LOAD_SSHORT_OFFEN vo, rs, so, #o, #aux, 0, 0);
    bufloads16_offset: (G_AMDGPU_BUFFER_LOAD_SSHORT:vgpr(s32) rs:sgpr(<4 x s32>), 0, 0, so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_LOAD_SSHORT_OFFSET rs, so, #o, #aux, 0, 0);
    bufstore32_bothen: (G_AMDGPU_BUFFER_STORE d:vgpr(s32|<2 x s16>), rs:sgpr(<4 x s32>), vi:vgpr(s32), vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), -1)
        => (BUFFER_STORE_DWORD_BOTHEN_exact d, (REG_SEQUENCE:vreg_64 vi, subreg(sub0), vo, subreg(sub1)), rs, so, #o, #aux, 0, 0);
    bufstore32_idxen: (G_AMDGPU_BUFFER_STORE d:vgpr(s32|<2 x s16>), rs:sgpr(<4 x s32>), vi:vgpr(s32), 0, so:sgpr(s32), #o, #aux:uimm(3), -1) => (BUFFER_STORE_DWORD_IDXEN_exact d, vi, rs, so, #o, #aux, 0, 0);
    bufstore32_offen: (G_AMDGPU_BUFFER_STORE d:vgpr(s32|<2 x s16>), rs:sgpr(<4 x s32>), 0, vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_STORE_DWORD_OFFEN_exact d, vo, rs, so, #o, #aux, 0, 0);
    bufstore32_offset: (G_AMDGPU_BUFFER_STORE d:vgpr(s32|<2 x s16>), rs:sgpr(<4 x s32>), 0, 0, so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_STORE_DWORD_OFFSET_exact d, rs, so, #o, #aux, 0, 0);
    bufstore64_bothen: (G_AMDGPU_BUFFER_STORE d:vgpr(<2 x s32>|<4 x s16>), rs:sgpr(<4 x s32>), vi:vgpr(s32), vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), -1)
        => (BUFFER_STORE_DWORDX2_BOTHEN_exact d, (REG_SEQUENCE:vreg_64 vi, subreg(sub0), vo, subreg(sub1)), rs, so, #o, #aux, 0, 0);
    bufstore64_idxen: (G_AMDGPU_BUFFER_STORE d:vgpr(<2 x s32>|<4 x s16>), rs:sgpr(<4 x s32>), vi:vgpr(s32), 0, so:sgpr(s32), #o, #aux:uimm(3), -1) => (BUFFER_STORE_DWORDX2_IDXEN_exact d, vi, rs, so, #o, #aux, 0, 0);
    bufstore64_offen: (G_AMDGPU_BUFFER_STORE d:vgpr(<2 x s32>|<4 x s16>), rs:sgpr(<4 x s32>), 0, vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_STORE_DWORDX2_OFFEN_exact d, vo, rs, so, #o, #aux, 0, 0);
    bufstore64_offset: (G_AMDGPU_BUFFER_STORE d:vgpr(<2 x s32>|<4 x s16>), rs:sgpr(<4 x s32>), 0, 0, so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_STORE_DWORDX2_OFFSET_exact d, rs, so, #o, #aux, 0, 0);
    bufstore96_bothen: (G_AMDGPU_BUFFER_STORE d:vgpr(<3 x s32>), rs:sgpr(<4 x s32>), vi:vgpr(s32), vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), -1)
        => (BUFFER_STORE_DWORDX3_BOTHEN_exact d, (REG_SEQUENCE:vreg_64 vi, subreg(sub0), vo, subreg(sub1)), rs, so, #o, #aux, 0, 0);
    bufstore96_idxen: (G_AMDGPU_BUFFER_STORE d:vgpr(<3 x s32>), rs:sgpr(<4 x s32>), vi:vgpr(s32), 0, so:sgpr(s32), #o, #aux:uimm(3), -1) => (BUFFER_STORE_DWORDX3_IDXEN_exact d, vi, rs, so, #o, #aux, 0, 0);
    bufstore96_offen: (G_AMDGPU_BUFFER_STORE d:vgpr(<3 x s32>), rs:sgpr(<4 x s32>), 0, vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_STORE_DWORDX3_OFFEN_exact d, vo, rs, so, #o, #aux, 0, 0);
    bufstore96_offset: (G_AMDGPU_BUFFER_STORE d:vgpr(<3 x s32>), rs:sgpr(<4 x s32>), 0, 0, so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_STORE_DWORDX3_OFFSET_exact d, rs, so, #o, #aux, 0, 0);
    bufstore128_bothen: (G_AMDGPU_BUFFER_STORE d:vgpr(<4 x s32>|<8 x s16>), rs:sgpr(<4 x s32>), vi:vgpr(s32), vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), -1)
        => (BUFFER_STORE_DWORDX4_BOTHEN_exact d, (REG_SEQUENCE:vreg_64 vi, subreg(sub0), vo, subreg(sub1)), rs, so, #o, #aux, 0, 0);
    bufstore128_idxen: (G_AMDGPU_BUFFER_STORE d:vgpr(<4 x s32>|<8 x s16>), rs:sgpr(<4 x s32>), vi:vgpr(s32), 0, so:sgpr(s32), #o, #aux:uimm(3), -1) => (BUFFER_STORE_DWORDX4_IDXEN_exact d, vi, rs, so, #o, #aux, 0, 0);
    bufstore128_offen: (G_AMDGPU_BUFFER_STORE d:vgpr(<4 x s32>|<8 x s16>), rs:sgpr(<4 x s32>), 0, vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_STORE_DWORDX4_OFFEN_exact d, vo, rs, so, #o, #aux, 0, 0);
    bufstore128_offset: (G_AMDGPU_BUFFER_STORE d:vgpr(<4 x s32>|<8 x s16>), rs:sgpr(<4 x s32>), 0, 0, so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_STORE_DWORDX4_OFFSET_exact d, rs, so, #o, #aux, 0, 0);
    bufstore8_bothen: (G_AMDGPU_BUFFER_STORE_BYTE d:vgpr(s32), rs:sgpr(<4 x s32>), vi:vgpr(s32), vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), -1)
        => (BUFFER_STORE_BYTE_BOTHEN_exact d, (REG_SEQUENCE:vreg_64 vi, subreg(sub0), vo, subreg(sub1)), rs, so, #o, #aux, 0, 0);
    bufstore8_idxen: (G_AMDGPU_BUFFER_STORE_BYTE d:vgpr(s32), rs:sgpr(<4 x s32>), vi:vgpr(s32), 0, so:sgpr(s32), #o, #aux:uimm(3), -1) => (BUFFER_STORE_BYTE_IDXEN_exact d, vi, rs, so, #o, #aux, 0, 0);
    bufstore8_offen: (G_AMDGPU_BUFFER_STORE_BYTE d:vgpr(s32), rs:sgpr(<4 x s32>), 0, vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_STORE_BYTE_OFFEN_exact d, vo, rs, so, #o, #aux, 0, 0);
    bufstore8_offset: (G_AMDGPU_BUFFER_STORE_BYTE d:vgpr(s32), rs:sgpr(<4 x s32>), 0, 0, so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_STORE_BYTE_OFFSET_exact d, rs, so, #o, #aux, 0, 0);
    bufstore16_bothen: (G_AMDGPU_BUFFER_STORE_SHORT d:vgpr(s32), rs:sgpr(<4 x s32>), vi:vgpr(s32), vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), -1)
        => (BUFFER_STORE_SHORT_BOTHEN_exact d, (REG_SEQUENCE:vreg_64 vi, subreg(sub0), vo, subreg(sub1)), rs, so, #o, #aux, 0, 0);
    bufstore16_idxen: (G_AMDGPU_BUFFER_STORE_SHORT d:vgpr(s32), rs:sgpr(<4 x s32>), vi:vgpr(s32), 0, so:sgpr(s32), #o, #aux:uimm(3), -1) => (BUFFER_STORE_SHORT_IDXEN_exact d, vi, rs, so, #o, #aux, 0, 0);
    bufstore16_offen: (G_AMDGPU_BUFFER_STORE_SHORT d:vgpr(s32), rs:sgpr(<4 x s32>), 0, vo:vgpr(s32), so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_STORE_SHORT_OFFEN_exact d, vo, rs, so, #o, #aux, 0, 0);
    bufstore16_offset: (G_AMDGPU_BUFFER_STORE_SHORT d:vgpr(s32), rs:sgpr(<4 x s32>), 0, 0, so:sgpr(s32), #o, #aux:uimm(3), 0) => (BUFFER_STORE_SHORT_OFFSET_exact d, rs, so, #o, #aux, 0, 0);
    // The scalar buffer load (SMInstructions.td's SMRD_Pattern for SIsbuffer_load): the _IMM
    // form for a constant offset the encoding holds (llc-14's selectSMRDBufferImm: unsigned
    // 20-bit bytes on GFX9 and GFX10), else the offset in an SGPR. A divergent offset or rsrc is
    // RegBankSelect's (a MUBUF load).
    sbufload32: (G_AMDGPU_S_BUFFER_LOAD:sgpr(s32|<2 x s16>) rs:sgpr(<4 x s32>), o:sgpr(s32), #cp:uimm(3)) => (S_BUFFER_LOAD_DWORD_SGPR rs, o, #cp);
    sbufload32_imm: (G_AMDGPU_S_BUFFER_LOAD:sgpr(s32|<2 x s16>) rs:sgpr(<4 x s32>), (G_CONSTANT[shared]:sgpr(s32) #o:uimm(20)), #cp:uimm(3)) => (S_BUFFER_LOAD_DWORD_IMM rs, #o, #cp);
    sbufload64: (G_AMDGPU_S_BUFFER_LOAD:sgpr(<2 x s32>|s64|<4 x s16>) rs:sgpr(<4 x s32>), o:sgpr(s32), #cp:uimm(3)) => (S_BUFFER_LOAD_DWORDX2_SGPR rs, o, #cp);
    sbufload64_imm: (G_AMDGPU_S_BUFFER_LOAD:sgpr(<2 x s32>|s64|<4 x s16>) rs:sgpr(<4 x s32>), (G_CONSTANT[shared]:sgpr(s32) #o:uimm(20)), #cp:uimm(3)) => (S_BUFFER_LOAD_DWORDX2_IMM rs, #o, #cp);
    sbufload128: (G_AMDGPU_S_BUFFER_LOAD:sgpr(<4 x s32>|s128|<8 x s16>) rs:sgpr(<4 x s32>), o:sgpr(s32), #cp:uimm(3)) => (S_BUFFER_LOAD_DWORDX4_SGPR rs, o, #cp);
    sbufload128_imm: (G_AMDGPU_S_BUFFER_LOAD:sgpr(<4 x s32>|s128|<8 x s16>) rs:sgpr(<4 x s32>), (G_CONSTANT[shared]:sgpr(s32) #o:uimm(20)), #cp:uimm(3)) => (S_BUFFER_LOAD_DWORDX4_IMM rs, #o, #cp);
}

/// Is `opcode` with `types` (one per type index) and, for memory operations, a memory access of
/// `mem_bits`, accepted by some pattern on `cpu`? This is the legality table the legalizer and
/// the verifier read; it comes from the patterns only.
pub fn is_legal(opcode: crate::mir::GenericOpcode, types: &[crate::mir::Llt], mem_bits: Option<u64>, cpu: super::Cpu) -> bool {
    legal_entries(opcode, cpu).any(|e| e.types == types && (e.mem_bits.is_none() || e.mem_bits == mem_bits))
}

/// The legality entries for `opcode` on `cpu`.
pub fn legal_entries(opcode: crate::mir::GenericOpcode, cpu: super::Cpu) -> impl Iterator<Item = &'static super::pattern_rt::LegalEntry> {
    LEGALITY.get(patterns_of(opcode)).unwrap_or_default().iter().filter(move |e| e.cpus.contains(&cpu))
}

/// The bank combinations some pattern accepts for `opcode` with `types` on `cpu`: RegBankSelect
/// and the verifier read this table.
pub fn bank_entries(
    opcode: crate::mir::GenericOpcode,
    types: &'_ [crate::mir::Llt],
    cpu: super::Cpu,
) -> impl Iterator<Item = &'static super::pattern_rt::BankEntry> + '_ {
    BANKS.get(patterns_of(opcode)).unwrap_or_default().iter().filter(move |e| e.types == types && e.cpus.contains(&cpu))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mir::parse;
    use crate::target::pattern_rt::MatchCx;
    use crate::target::{Cpu, Subtarget};

    /// The name of the pattern that matches the last instruction of `body` (on gfx900).
    fn chosen(body: &str) -> Option<&'static str> {
        let text = format!(
            "---\nname: t\nlegalized: true\nregBankSelected: true\nbody: |\n  bb.0:\n{}\n...\n",
            body.lines().map(|l| format!("    {l}")).collect::<Vec<_>>().join("\n")
        );
        let m = parse(&text).expect("test MIR parses");
        let f = &m.functions[0];
        let defs = f.def_map();
        let uses = f.use_counts();
        let cx = MatchCx { f, defs: &defs, uses: &uses, st: Subtarget::new(Cpu::Gfx900) };
        let (_, last) = f.block_insts(f.entry()).last().expect("an instruction");
        match_patterns(&cx, last).map(|(m, _)| PATTERNS[m.pattern].name)
    }

    fn order_of(name: &str) -> usize {
        PATTERNS.iter().position(|p| p.name == name).unwrap_or(usize::MAX)
    }

    #[test]
    fn patterns_of_is_each_opcodes_run_of_the_tables() {
        for &g in crate::mir::GenericOpcode::ALL {
            let want: Vec<usize> = LEGALITY.iter().enumerate().filter(|(_, e)| e.opcode == g).map(|(i, _)| i).collect();
            assert_eq!(patterns_of(g).collect::<Vec<_>>(), want, "{}", g.name());
            assert!(BANKS[patterns_of(g)].iter().all(|e| e.opcode == g));
            assert!(arms_of(g).iter().all(|a| patterns_of(g).contains(&a.pattern)));
        }
    }

    #[test]
    fn fused_multiply_add_beats_plain_fadd() {
        assert!(order_of("fadd32_fma") < order_of("fadd32"));
        let fused = "%0:vgpr(s32) = COPY $vgpr0\n%1:vgpr(s32) = COPY $vgpr1\n%2:vgpr(s32) = COPY $vgpr2\n%3:vgpr(s32) = contract G_FMUL %0, %1\n%4:vgpr(s32) = contract G_FADD %3, %2";
        assert_eq!(chosen(fused), Some("fadd32_fma"));
        // The multiply may sit on either side: G_FADD commutes.
        let swapped = "%0:vgpr(s32) = COPY $vgpr0\n%1:vgpr(s32) = COPY $vgpr1\n%2:vgpr(s32) = COPY $vgpr2\n%3:vgpr(s32) = contract G_FMUL %0, %1\n%4:vgpr(s32) = contract G_FADD %2, %3";
        assert_eq!(chosen(swapped), Some("fadd32_fma"));
        // Without `contract` the fusion would change rounding: plain add.
        let strict = "%0:vgpr(s32) = COPY $vgpr0\n%1:vgpr(s32) = COPY $vgpr1\n%2:vgpr(s32) = COPY $vgpr2\n%3:vgpr(s32) = G_FMUL %0, %1\n%4:vgpr(s32) = G_FADD %3, %2";
        assert_eq!(chosen(strict), Some("fadd32"));
        // A multiply with another user stays: fusing would compute it twice.
        let shared = "%0:vgpr(s32) = COPY $vgpr0\n%1:vgpr(s32) = COPY $vgpr1\n%2:vgpr(s32) = COPY $vgpr2\n%3:vgpr(s32) = contract G_FMUL %0, %1\nG_STORE %3(s32), %5:vgpr(p1) :: (store (s32), addrspace 1)\n%4:vgpr(s32) = contract G_FADD %3, %2";
        assert_eq!(chosen(shared), Some("fadd32"));
    }

    #[test]
    fn inline_constant_operand_beats_register() {
        assert!(order_of("add32_v_inline") < order_of("add32_v"));
        let inline =
            "%0:vgpr(s32) = COPY $vgpr0\n%1:sgpr(s32) = G_CONSTANT i32 64\n%2:vgpr(s32) = COPY %1(s32)\n%3:vgpr(s32) = G_ADD %0, %2";
        assert_eq!(chosen(inline), Some("add32_v_inline"));
        let literal =
            "%0:vgpr(s32) = COPY $vgpr0\n%1:sgpr(s32) = G_CONSTANT i32 65\n%2:vgpr(s32) = COPY %1(s32)\n%3:vgpr(s32) = G_ADD %0, %2";
        assert_eq!(chosen(literal), Some("add32_v"));
    }

    #[test]
    fn salu_pattern_only_when_every_input_is_sgpr() {
        let scalar = "%0:sgpr(s32) = COPY $sgpr0\n%1:sgpr(s32) = COPY $sgpr1\n%2:sgpr(s32) = G_ADD %0, %1";
        assert_eq!(chosen(scalar), Some("add32_s"));
        for mixed in [
            "%0:sgpr(s32) = COPY $sgpr0\n%1:vgpr(s32) = COPY $vgpr0\n%2:sgpr(s32) = G_ADD %0, %1",
            "%0:vgpr(s32) = COPY $vgpr0\n%1:sgpr(s32) = COPY $sgpr0\n%2:sgpr(s32) = G_ADD %0, %1",
        ] {
            assert_eq!(chosen(mixed), None, "{mixed}");
        }
        let vector = "%0:vgpr(s32) = COPY $vgpr0\n%1:vgpr(s32) = COPY $vgpr1\n%2:vgpr(s32) = G_ADD %0, %1";
        assert_eq!(chosen(vector), Some("add32_v"));
    }

    #[test]
    fn tables_come_from_the_patterns() {
        use crate::mir::{GenericOpcode, Llt};
        assert!(is_legal(GenericOpcode::G_ADD, &[Llt::S32], None, Cpu::Gfx900));
        assert!(!is_legal(GenericOpcode::G_ADD, &[Llt::S64], None, Cpu::Gfx900), "s64 adds are split by the legalizer");
        assert!(is_legal(GenericOpcode::G_LOAD, &[Llt::S32, Llt::Pointer(1)], Some(8), Cpu::Gfx900), "an extending byte load");
        assert!(!is_legal(GenericOpcode::G_LOAD, &[Llt::S32, Llt::Pointer(1)], Some(24), Cpu::Gfx900));
        let banks: Vec<_> = bank_entries(GenericOpcode::G_ADD, &[Llt::S32], Cpu::Gfx900).map(|e| e.defs[0]).collect();
        assert!(banks.contains(&Some(crate::mir::Bank::Sgpr)) && banks.contains(&Some(crate::mir::Bank::Vgpr)));
    }
}
