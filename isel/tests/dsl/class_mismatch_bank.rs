// A vgpr-bank variable into an sreg_32 operand.

isel_macros::instructions! {
    /// sdst = src0 + src1, SCC = carry out
    S_ADD_U32: SOP2 {
        asm: "s_add_u32",
        outs: (sdst: sreg_32),
        ins: (src0: src(sreg_32, literal), src1: src(sreg_32, literal)),
        implicit_defs: [scc],
        flags: [salu, commutable],
        subtargets: [gfx900, gfx1030],
    }
}

patterns! {
    add32_s: (G_ADD:sgpr(s32) a:vgpr, b:sgpr) => (S_ADD_U32 a, b);
}

fn main() {}
