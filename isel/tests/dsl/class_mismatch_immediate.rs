// An immediate into a register-class operand (V_ADD_U32_e32's src1 is vgpr_32, not a src).

isel_macros::instructions! {
    /// vdst = src0 + src1 (src1 a VGPR)
    V_ADD_U32_e32: VOP2 {
        asm: "v_add_u32_e32",
        outs: (vdst: vgpr_32),
        ins: (src0: src(vs_32, literal), src1: vgpr_32),
        implicit_uses: [exec],
        flags: [valu, commutable],
        subtargets: [gfx900, gfx1030],
    }
}

patterns! {
    add32_v_imm: (G_ADD:vgpr(s32) a:vgpr, #c) => (V_ADD_U32_e32 a, #c);
}

fn main() {}
