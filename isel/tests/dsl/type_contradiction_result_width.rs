// An s64 def from a 32-bit result instruction.

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
    add64_v: (G_ADD:vgpr(s64) a:vgpr, b:vgpr) => (V_ADD_U32_e64 a, b, 0);
}

fn main() {}
