//! The DSL from outside the `isel` crate (an integration test is a crate of its own): declare two
//! instructions and three patterns, then check the generated tables and run the generated matcher
//! on parsed functions.
//!
//! (The emitters are not run: the opcodes they emit index `isel`'s own instruction table.)

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
    add32_v: (G_ADD:vgpr(s32) a:vgpr, b:vgpr) => (V_ADD_U32_e64 a, b, 0);
    add32_s: (G_ADD:sgpr(s32) a:sgpr, b:sgpr) => (S_ADD_U32 a, b);
    add32_v_inline: (G_ADD:vgpr(s32) a:vgpr, #c:inline) => (V_ADD_U32_e64 a, #c, 0);
}

use isel::mir::{GenericOpcode, Llt};
use isel::target::pattern_rt::MatchCx;
use isel::target::{Cpu, Subtarget};

/// The pattern that matches the last instruction of `body`.
fn chosen(body: &str) -> Option<&'static str> {
    let text = format!(
        "---\nname: t\nlegalized: true\nregBankSelected: true\nbody: |\n  bb.0:\n{}\n...\n",
        body.lines().map(|l| format!("    {l}\n")).collect::<String>()
    );
    let module = isel::mir::parse(&text).expect("the test function parses");
    let f = &module.functions[0];
    let defs = f.def_map();
    let uses = f.use_counts();
    let cx = MatchCx { f, defs: &defs, uses: &uses, st: Subtarget::new(Cpu::Gfx900) };
    let (_, last) = f.block_insts(f.entry()).last().expect("the block has an instruction");
    match_patterns(&cx, last).map(|(m, _)| PATTERNS[m.pattern].name)
}

#[test]
fn tables_follow_the_declarations() {
    let order: Vec<&str> = PATTERNS.iter().map(|p| p.name).collect();
    assert_eq!(order, ["add32_v_inline", "add32_v", "add32_s"]);
    assert_eq!(INSTRS.len(), 2);
    assert_eq!(INSTRS[op::V_ADD_U32_e64.0 as usize].name, "V_ADD_U32_e64");
    assert!(LEGALITY.iter().any(|e| e.opcode == GenericOpcode::G_ADD && e.types == [Llt::S32]));
    assert_eq!(BANKS.len(), 3);
}

#[test]
fn matcher_picks_the_most_complex_pattern() {
    let vector = "%0:vgpr(s32) = COPY $vgpr0\n%1:vgpr(s32) = COPY $vgpr1\n%2:vgpr(s32) = G_ADD %0, %1";
    assert_eq!(chosen(vector), Some("add32_v"));
    let inline = "%0:vgpr(s32) = COPY $vgpr0\n%1:sgpr(s32) = G_CONSTANT i32 7\n%2:vgpr(s32) = COPY %1(s32)\n%3:vgpr(s32) = G_ADD %0, %2";
    assert_eq!(chosen(inline), Some("add32_v_inline"));
    let scalar = "%0:sgpr(s32) = COPY $sgpr0\n%1:sgpr(s32) = COPY $sgpr1\n%2:sgpr(s32) = G_ADD %0, %1";
    assert_eq!(chosen(scalar), Some("add32_s"));
    let mixed = "%0:sgpr(s32) = COPY $sgpr0\n%1:vgpr(s32) = COPY $vgpr0\n%2:sgpr(s32) = G_ADD %0, %1";
    assert_eq!(chosen(mixed), None);
}
