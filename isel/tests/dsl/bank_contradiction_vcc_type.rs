// The vcc bank holds lane masks (s1) only.

isel_macros::instructions! {
    /// sdst = src0
    S_MOV_B32: SOP1 {
        asm: "s_mov_b32",
        outs: (sdst: sreg_32),
        ins: (src0: src(sreg_32, literal)),
        flags: [salu],
        subtargets: [gfx900, gfx1030],
    }
}

patterns! {
    const_vcc: (G_CONSTANT:vcc(s32) #c) => (S_MOV_B32 #c);
}

fn main() {}
