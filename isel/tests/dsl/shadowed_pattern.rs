// add32_v_five can never match: add32_v_small comes first (same complexity, source order) and accepts 5.

isel_macros::instructions! {
    /// vdst = src0 + src1
    V_ADD_U32_e64: VOP3 {
        asm: "v_add_u32_e64",
        outs: (vdst: vgpr_32),
        ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), clamp: imm(clamp)),
        implicit_uses: [exec],
        flags: [valu, commutable],
        subtargets: [gfx900, gfx1030],
    }
}

patterns! {
    add32_v_small: (G_ADD:vgpr(s32) a:vgpr, #c:uimm(4)) => (V_ADD_U32_e64 a, #c, 0);
    add32_v_five: (G_ADD:vgpr(s32) a:vgpr, 5) => (V_ADD_U32_e64 a, 5, 0);
}

fn main() {}
