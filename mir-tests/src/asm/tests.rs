use super::select::instruction;
use super::*;

fn mir(text: &str, cpu: Cpu) -> String {
    instruction(text, cpu, &|l: &str| (l == ".LBB0_2").then_some(2)).map(|s| s.mir).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn vop3_source_and_output_modifiers() {
    assert_eq!(
        mir("v_add_f32_e64 v0, -v1, |v2| clamp mul:2", Cpu::Gfx900),
        "$vgpr0 = V_ADD_F32_e64 1, $vgpr1, 2, $vgpr2, 1, 1, implicit $mode, implicit $exec"
    );
    assert_eq!(
        mir("v_fma_f32 v0, -|v1|, s0, 1.0 div:2", Cpu::Gfx900),
        "$vgpr0 = V_FMA_F32_e64 3, $vgpr1, 0, $sgpr0, 0, 1065353216, 0, 3, implicit $mode, implicit $exec"
    );
}

#[test]
fn float_constants_follow_the_operand_type() {
    assert!(mir("v_add_f16_e32 v0, 1.0, v1", Cpu::Gfx900).contains("V_ADD_F16_e32 15360, $vgpr1"));
    assert!(mir("v_add_f64 v[0:1], v[2:3], 0.5", Cpu::Gfx900).contains(&format!("{}", 0.5f64.to_bits() as i64)));
    // A 32-bit hex literal in an f64 operand is its high half; in an integer one the value.
    assert!(mir("s_mov_b64 s[8:9], 0xffff", Cpu::Gfx900).contains("S_MOV_B64 65535"));
    assert!(mir("v_mul_f32_e32 v0, 0.15915494, v0", Cpu::Gfx900).contains(&format!("{}", 0x3e22_f983)));
}

#[test]
fn implicit_vcc_of_e32_forms_and_tied_sources() {
    assert_eq!(
        mir("v_addc_co_u32_e32 v1, vcc, v2, v3, vcc", Cpu::Gfx900),
        "$vgpr1 = V_ADDC_U32_e32 $vgpr2, $vgpr3, implicit-def $vcc, implicit $vcc, implicit $exec"
    );
    assert!(mir("v_cmp_eq_u32_e32 vcc_lo, 0, v0", Cpu::Gfx1030).starts_with("V_CMP_EQ_U32_e32 0, $vgpr0, implicit-def $vcc_lo"));
    assert!(mir("v_fmac_f32_e32 v0, v1, v2", Cpu::Gfx1030).starts_with("$vgpr0 = V_FMAC_F32_e32 $vgpr1, $vgpr2, $vgpr0,"));
}

#[test]
fn memory_forms_are_told_apart_by_their_operands() {
    assert!(mir("global_load_dword v0, v[0:1], off", Cpu::Gfx900).starts_with("$vgpr0 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0"));
    assert!(
        mir("global_load_dword v0, v1, s[2:3] offset:16 glc", Cpu::Gfx900)
            .starts_with("$vgpr0 = GLOBAL_LOAD_DWORD_SADDR $sgpr2_sgpr3, $vgpr1, 16, 1")
    );
    assert!(
        mir("buffer_store_dword v4, v2, s[4:7], 0 offen", Cpu::Gfx900)
            .starts_with("BUFFER_STORE_DWORD_OFFEN $vgpr4, $vgpr2, $sgpr4_sgpr5_sgpr6_sgpr7, 0,")
    );
    assert!(mir("s_load_dwordx2 s[2:3], s[0:1], 0x24", Cpu::Gfx900).starts_with("$sgpr2_sgpr3 = S_LOAD_DWORDX2_IMM $sgpr0_sgpr1, 36, 0"));
    assert!(mir("ds_write_b32 v0, v1 offset:4", Cpu::Gfx900).starts_with("DS_WRITE_B32_gfx9 $vgpr0, $vgpr1, 4, 0"));
}

#[test]
fn exports_branches_and_waits() {
    assert_eq!(
        mir("exp mrt0 v0, v0, v1, v1 done compr vm", Cpu::Gfx900),
        "EXP_DONE 0, $vgpr0, $vgpr1, $vgpr0, $vgpr1, 1, 1, 15, implicit $exec"
    );
    assert_eq!(
        mir("exp mrt0 v1, v0, off, off done", Cpu::Gfx900),
        "EXP_DONE 0, $vgpr1, $vgpr0, undef $vgpr0, undef $vgpr0, 0, 0, 3, implicit $exec"
    );
    assert_eq!(mir("s_cbranch_execz .LBB0_2", Cpu::Gfx900), "S_CBRANCH_EXECZ %bb.2, implicit $exec");
    assert_eq!(mir("s_waitcnt vmcnt(0) lgkmcnt(0)", Cpu::Gfx900), "S_WAITCNT 0");
    assert_eq!(
        mir("s_and_saveexec_b32 s0, vcc_lo", Cpu::Gfx1030),
        "$sgpr0 = S_AND_SAVEEXEC_B32 $vcc_lo, implicit-def $exec, implicit-def $scc, implicit $exec"
    );
}

#[test]
fn what_it_cannot_map_is_a_named_error() {
    let err = |t: &str| instruction(t, Cpu::Gfx900, &|_| None).err().unwrap_or_else(|| panic!("{t} was read"));
    assert!(matches!(err("v_frobnicate_b32 v0, v1"), AsmErrorKind::UnknownMnemonic(m) if m == "v_frobnicate_b32"));
    assert!(matches!(err("v_or_b32_sdwa v2, v2, v1 dst_sel:DWORD"), AsmErrorKind::Encoding(e) if e == "sdwa"));
    assert!(matches!(err("s_mov_b32 s4, SCRATCH_RSRC_DWORD0"), AsmErrorKind::Relocation(_)));
    assert!(matches!(err("s_branch .LBB9_9"), AsmErrorKind::UnknownLabel(_)));
    assert!(matches!(err("v_add_u32_e32 v0, v1"), AsmErrorKind::NoForm { .. }));
}

const GENERIC: &str = "---
name: f
tracksRegLiveness: true
machineFunctionInfo:
  isEntryFunction: true
body: |
  bb.1:
    liveins: $vgpr0, $vgpr1
    %0:_(s32) = COPY $vgpr0
    %1:_(s32) = COPY $vgpr1
    %2:_(s32) = G_ADD %0, %1
    $vgpr0 = COPY %2(s32)
    SI_RETURN_TO_EPILOG implicit $vgpr0
...
";

const ASM: &str = "\t.text
\t.globl\tf
\t.p2align\t8
\t.type\tf,@function
f:                                      ; @f
; %bb.0:
\tv_add_u32_e32 v0, v0, v1
\t; return to shader part epilog
.Lfunc_end0:
";

#[test]
fn a_shader_reads_and_runs_like_its_generic_function() {
    let generic = isel::mir::parse(GENERIC).unwrap();
    let read = read(ASM, Cpu::Gfx900, &generic);
    assert!(read.errors.is_empty(), "{:?}", read.errors);
    let f = &read.module.functions[0];
    let add = f.all_insts().next().unwrap().2;
    assert_eq!((add.loc.line, add.loc.col), (7, 2), "locations are the assembly's");
    let reports = crate::equiv::check_modules(&generic, &read.module, &crate::equiv::ModuleCheck::default());
    assert!(reports[0].result.is_ok(), "{:?}", reports[0].result);
    // A changed instruction is a mismatch.
    let wrong = read_text(&ASM.replace("v_add_u32", "v_sub_u32"), &generic);
    let reports = crate::equiv::check_modules(&generic, &wrong, &crate::equiv::ModuleCheck::default());
    assert!(matches!(reports[0].result, Err(crate::equiv::EquivError::Mismatch { .. })), "{:?}", reports[0].result);
}

fn read_text(asm: &str, generic: &Module) -> Module {
    read(asm, Cpu::Gfx900, generic).module
}

#[test]
fn an_unmappable_line_names_its_line_and_column() {
    let generic = isel::mir::parse(GENERIC).unwrap();
    let read = read(&ASM.replace("v_add_u32_e32 v0, v0, v1", "v_add_u32_sdwa v0, v0, v1"), Cpu::Gfx900, &generic);
    let (name, e) = &read.errors[0];
    assert_eq!((name.as_str(), e.line, e.col), ("f", 7, 2));
    assert!(read.module.functions.is_empty());
}
