// A misspelt generic opcode in a nested source node.

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
    add32_v_shl: (G_ADD:vgpr(s32) (G_SHLL a:vgpr, b:vgpr), c:vgpr) => (V_ADD_U32_e64 a, c, 0);
}

fn main() {}
