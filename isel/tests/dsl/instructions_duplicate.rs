// One instruction declared twice.

isel_macros::instructions! {
    /// sdst = src0
    S_MOV_B32: SOP1 {
        asm: "s_mov_b32",
        outs: (sdst: sreg_32),
        ins: (src0: src(sreg_32, literal)),
        flags: [salu],
        subtargets: [gfx900, gfx1030],
    }

    /// vdst = src0 + src1
    V_ADD_U32_e64: VOP3 {
        asm: "v_add_u32_e64",
        outs: (vdst: vgpr_32),
        ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), clamp: imm(clamp)),
        implicit_uses: [exec],
        flags: [valu, commutable],
        subtargets: [gfx900, gfx1030],
    }

    /// sdst = src0
    S_MOV_B32: SOP1 {
        asm: "s_mov_b32",
        outs: (sdst: sreg_32),
        ins: (src0: src(sreg_32, literal)),
        flags: [salu],
        subtargets: [gfx900, gfx1030],
    }
}

fn main() {}
