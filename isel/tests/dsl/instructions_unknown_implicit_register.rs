// An implicit register the DSL does not know (`vcc_hi` is not one of the special registers).

isel_macros::instructions! {
    /// vdst = src0 + src1
    V_ADD_U32_e64: VOP3 {
        asm: "v_add_u32_e64",
        outs: (vdst: vgpr_32),
        ins: (src0: src(vs_32, literal), src1: src(vs_32, literal), clamp: imm(clamp)),
        implicit_uses: [exec, vcc_hi],
        flags: [valu, commutable],
        subtargets: [gfx900, gfx1030],
    }
}

fn main() {}
