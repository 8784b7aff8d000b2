//! One test per rule: a small function that breaks it, checked for the code and the line, and
//! the same function without the fault, checked clean.

use isel::target::{Cpu, Subtarget};

use crate::{Rule, Verifier};

/// A module with one function `f` (an `amdgpu_ps` shader when `ps`), stage flags and body.
fn module(flags: &str, body: &str, ps: bool) -> String {
    let ir = if ps { "--- |\n  define amdgpu_ps void @f() {\n    ret void\n  }\n...\n" } else { "" };
    format!("{ir}---\nname: f\n{flags}tracksRegLiveness: true\nbody: |\n{body}...\n")
}

const GENERIC: &str = "";
const LEGAL: &str = "legalized: true\n";
const BANKED: &str = "legalized: true\nregBankSelected: true\n";
const SELECTED: &str = "legalized: true\nregBankSelected: true\nselected: true\n";

/// The codes reported, each with its line.
fn report(text: &str, cpu: Cpu) -> Vec<(String, u32)> {
    let m = isel::mir::parse(text).unwrap_or_else(|e| panic!("test MIR does not parse: {e}\n{text}"));
    let v = Verifier::new(Subtarget::new(cpu)).file("t.mir", Some(text));
    m.functions.iter().flat_map(|f| v.verify(f)).map(|d| (d.code, d.line)).collect()
}

/// The 1-based line of the first line containing `needle`.
fn line_of(text: &str, needle: &str) -> u32 {
    text.lines().position(|l| l.contains(needle)).map(|i| i as u32 + 1).unwrap_or_else(|| panic!("`{needle}` not in the text"))
}

#[track_caller]
fn expect(text: &str, cpu: Cpu, want: &[(Rule, &str)]) {
    let got = report(text, cpu);
    let want: Vec<(String, u32)> = want.iter().map(|(r, at)| (r.code().to_string(), line_of(text, at))).collect();
    assert_eq!(got, want, "\n{text}");
}

#[track_caller]
fn clean(text: &str, cpu: Cpu) {
    assert_eq!(report(text, cpu), Vec::<(String, u32)>::new(), "\n{text}");
}

// ---- always ------------------------------------------------------------------------------------

const DIAMOND: &str = "  bb.0:
    successors: %bb.1, %bb.2
    liveins: $sgpr0
    %0:_(s32) = COPY $sgpr0
    %1:_(s32) = G_CONSTANT i32 0
    %2:_(s1) = G_ICMP intpred(eq), %0(s32), %1
    G_BRCOND %2(s1), %bb.2
    G_BR %bb.1
  bb.1:
    successors: %bb.2
    %3:_(s32) = G_ADD %0, %0
    G_BR %bb.2
  bb.2:
    %4:_(s32) = G_PHI %1(s32), %bb.0, %3(s32), %bb.1
    $sgpr0 = COPY %4(s32)
    SI_RETURN_TO_EPILOG implicit $sgpr0
";

#[test]
fn a_well_formed_generic_function_is_clean() {
    clean(&module(GENERIC, DIAMOND, false), Cpu::Gfx900);
}

#[test]
fn v001_second_def() {
    let t = module(
        GENERIC,
        &DIAMOND.replace("    %3:_(s32) = G_ADD %0, %0\n", "    %3:_(s32) = G_ADD %0, %0\n    %3:_(s32) = G_SUB %0, %0\n"),
        false,
    );
    expect(&t, Cpu::Gfx900, &[(Rule::MultipleDefs, "G_SUB")]);
}

#[test]
fn v002_use_without_def() {
    let t = module(GENERIC, &DIAMOND.replace("G_ADD %0, %0", "G_ADD %0, %9:_(s32)"), false);
    expect(&t, Cpu::Gfx900, &[(Rule::UndefinedUse, "G_ADD")]);
}

#[test]
fn v003_use_before_def_in_a_block_and_across_blocks() {
    let t = module(
        GENERIC,
        &DIAMOND.replace("    %1:_(s32) = G_CONSTANT i32 0\n", "    %5:_(s32) = COPY %1(s32)\n    %1:_(s32) = G_CONSTANT i32 0\n"),
        false,
    );
    expect(&t, Cpu::Gfx900, &[(Rule::UseNotDominated, "%5:_(s32) = COPY %1")]);
    // %3 is defined on one arm only: the join reads it, not through the PHI.
    let t = module(GENERIC, &DIAMOND.replace("$sgpr0 = COPY %4(s32)", "$sgpr0 = COPY %3(s32)"), false);
    expect(&t, Cpu::Gfx900, &[(Rule::UseNotDominated, "$sgpr0 = COPY %3")]);
    // A PHI input must be available at the end of its predecessor.
    let t = module(GENERIC, &DIAMOND.replace("G_PHI %1(s32), %bb.0, %3(s32), %bb.1", "G_PHI %3(s32), %bb.0, %3(s32), %bb.1"), false);
    expect(&t, Cpu::Gfx900, &[(Rule::UseNotDominated, "G_PHI")]);
}

#[test]
fn v004_phi_after_a_non_phi() {
    let t = module(GENERIC, &DIAMOND.replace("  bb.2:\n", "  bb.2:\n    %7:_(s32) = COPY $sgpr0\n"), false);
    expect(&t, Cpu::Gfx900, &[(Rule::PhiNotAtBlockStart, "G_PHI")]);
}

#[test]
fn v005_phi_inputs_against_predecessors() {
    let missing = module(GENERIC, &DIAMOND.replace(", %3(s32), %bb.1", ""), false);
    expect(&missing, Cpu::Gfx900, &[(Rule::PhiInputs, "G_PHI")]);
    let twice = module(GENERIC, &DIAMOND.replace("%3(s32), %bb.1", "%3(s32), %bb.1, %1(s32), %bb.1"), false);
    expect(&twice, Cpu::Gfx900, &[(Rule::PhiInputs, "G_PHI")]);
    let stranger =
        module(GENERIC, &DIAMOND.replace("%1(s32), %bb.0, %3(s32), %bb.1", "%1(s32), %bb.0, %3(s32), %bb.1, %1(s32), %bb.2"), false);
    expect(&stranger, Cpu::Gfx900, &[(Rule::PhiInputs, "G_PHI")]);
}

#[test]
fn v006_instruction_after_a_terminator() {
    let t = module(GENERIC, &DIAMOND.replace("    G_BR %bb.1\n", "    G_BR %bb.1\n    %8:_(s32) = COPY $sgpr0\n"), false);
    expect(&t, Cpu::Gfx900, &[(Rule::TerminatorNotAtEnd, "%8:_(s32)")]);
}

#[test]
fn v007_successors_and_branches_agree() {
    // bb.1 branches to bb.2 but lists bb.0.
    let t = module(GENERIC, &DIAMOND.replace("  bb.1:\n    successors: %bb.2\n", "  bb.1:\n    successors: %bb.0\n"), false);
    let got = report(&t, Cpu::Gfx900);
    assert!(got.contains(&(Rule::Successors.code().to_string(), line_of(&t, "    G_BR %bb.2"))), "{got:?}");
    // A return block with a successor.
    let t = module(GENERIC, &DIAMOND.replace("  bb.2:\n", "  bb.2:\n    successors: %bb.1\n"), false);
    expect(&t, Cpu::Gfx900, &[(Rule::Successors, "SI_RETURN_TO_EPILOG")]);
}

#[test]
fn v008_generic_operand_types() {
    let t = module(
        GENERIC,
        &DIAMOND.replace("    %3:_(s32) = G_ADD %0, %0\n", "    %9:_(s64) = G_ZEXT %0(s32)\n    %3:_(s32) = G_ADD %0, %9\n"),
        false,
    );
    expect(&t, Cpu::Gfx900, &[(Rule::OperandTypes, "G_ADD")]);
    let t = module(
        GENERIC,
        &DIAMOND.replace("    %3:_(s32) = G_ADD %0, %0\n", "    %9:_(s16) = G_ZEXT %0(s32)\n    %3:_(s32) = G_ADD %0, %0\n"),
        false,
    );
    expect(&t, Cpu::Gfx900, &[(Rule::OperandTypes, "G_ZEXT")]);
}

#[test]
fn v009_copy_sizes() {
    let t = module(
        GENERIC,
        &DIAMOND.replace("    %3:_(s32) = G_ADD %0, %0\n", "    %3:_(s32) = G_ADD %0, %0\n    %9:_(s64) = COPY %3(s32)\n"),
        false,
    );
    expect(&t, Cpu::Gfx900, &[(Rule::CopySize, "%9:_(s64) = COPY")]);
}

#[test]
fn failed_isel_functions_are_not_checked() {
    let t = module("failedISel: true\n", &DIAMOND.replace("G_ADD %0, %0", "G_ADD %0, %9:_(s32)"), false);
    clean(&t, Cpu::Gfx900);
}

// ---- legalized ---------------------------------------------------------------------------------

#[test]
fn v010_legality_follows_the_table() {
    let body = "  bb.0:
    liveins: $sgpr0
    %0:_(s32) = COPY $sgpr0
    %1:_(s32) = G_ADD %0, %0
    %2:_(s13) = G_TRUNC %0(s32)
    %3:_(s13) = G_ADD %2, %2
    S_ENDPGM 0
";
    let t = module(LEGAL, body, false);
    let legal = |ty: &[isel::mir::Llt]| isel::target::patterns::is_legal(isel::mir::GenericOpcode::G_ADD, ty, None, Cpu::Gfx900);
    assert!(legal(&[isel::mir::Llt::S32]), "the table has a 32-bit add");
    assert!(!legal(&[isel::mir::Llt::Scalar(13)]));
    let got = report(&t, Cpu::Gfx900);
    assert!(got.contains(&("V010".into(), line_of(&t, "%3:_(s13) = G_ADD"))), "{got:?}");
    assert!(!got.contains(&("V010".into(), line_of(&t, "%1:_(s32) = G_ADD"))), "{got:?}");
    // Not legalized: no legality rule.
    clean(&module(GENERIC, body, false), Cpu::Gfx900);
}

// ---- regBankSelected ---------------------------------------------------------------------------

const BANKED_BODY: &str = "  bb.0:
    successors: %bb.1, %bb.2
    liveins: $sgpr0, $vgpr0
    %0:sgpr(s32) = COPY $sgpr0
    %1:vgpr(s32) = COPY $vgpr0
    %2:vgpr(s32) = COPY %0(s32)
    %3:vgpr(s32) = G_ADD %1, %2
    %4:vcc(s1) = COPY $vcc
    %5:sgpr(s32) = COPY $sgpr0
    G_BRCOND %5(s32), %bb.2
    G_BR %bb.1
  bb.1:
    successors: %bb.2
    %6:vcc(s1) = COPY $vcc
    G_BR %bb.2
  bb.2:
    %7:vcc(s1) = G_PHI %4(s1), %bb.0, %6(s1), %bb.1
    $vgpr0 = COPY %3(s32)
    SI_RETURN_TO_EPILOG implicit $vgpr0
";

#[test]
fn a_well_formed_banked_function_breaks_no_structural_bank_rule() {
    let got = report(&module(BANKED, BANKED_BODY, false), Cpu::Gfx900);
    // The table rules judge what the patterns cover; G_ADD (vgpr) = (vgpr, vgpr) has one.
    assert!(got.iter().all(|(c, _)| c == "V010" || c == "V021"), "{got:?}");
    assert!(!got.contains(&("V021".into(), line_of(&module(BANKED, BANKED_BODY, false), "G_ADD"))), "{got:?}");
}

/// The diagnostics other than the table-based ones (V010, V021), which are tested apart.
fn structural(text: &str, cpu: Cpu) -> Vec<(String, u32)> {
    report(text, cpu).into_iter().filter(|(c, _)| c != "V010" && c != "V021").collect()
}

#[test]
fn v020_missing_bank() {
    let t = module(BANKED, &BANKED_BODY.replace("%1:vgpr(s32) = COPY $vgpr0", "%1:_(s32) = COPY $vgpr0"), false);
    assert_eq!(structural(&t, Cpu::Gfx900), vec![("V020".to_string(), line_of(&t, "%1:_(s32)"))]);
}

#[test]
fn v021_bank_combination_without_a_pattern() {
    // A scalar add of vector registers: the SALU cannot read them, and no pattern takes them.
    // (A VALU add reading one SGPR is covered: the inline-constant pattern leaves that slot open,
    // as llc-14's own regbankselect output needs.)
    let t = module(BANKED, &BANKED_BODY.replace("%3:vgpr(s32) = G_ADD %1, %2", "%3:sgpr(s32) = G_ADD %1, %2"), false);
    let got = report(&t, Cpu::Gfx900);
    assert!(got.contains(&("V021".into(), line_of(&t, "G_ADD"))), "{got:?}");
}

#[test]
fn v022_vcc_holds_only_s1() {
    let t = module(
        BANKED,
        &BANKED_BODY.replace("%5:sgpr(s32) = COPY $sgpr0", "%5:sgpr(s32) = COPY $sgpr0\n    %9:vcc(s32) = COPY $sgpr0"),
        false,
    );
    assert_eq!(structural(&t, Cpu::Gfx900), vec![("V022".to_string(), line_of(&t, "%9:vcc(s32)"))]);
}

#[test]
fn v023_no_scc_bank() {
    let t = module(
        BANKED,
        &BANKED_BODY.replace("%5:sgpr(s32) = COPY $sgpr0", "%5:sgpr(s32) = COPY $sgpr0\n    %9:scc_class = COPY $scc"),
        false,
    );
    assert_eq!(structural(&t, Cpu::Gfx900), vec![("V023".to_string(), line_of(&t, "%9:scc_class"))]);
}

#[test]
fn v024_phi_mixing_vcc_and_sgpr() {
    let t = module(BANKED, &BANKED_BODY.replace("%6:vcc(s1) = COPY $vcc", "%6:sgpr(s1) = COPY $sgpr1"), false);
    assert_eq!(structural(&t, Cpu::Gfx900), vec![("V024".to_string(), line_of(&t, "G_PHI"))]);
}

#[test]
fn v025_v026_copies_into_sgprs() {
    let t = module(BANKED, &BANKED_BODY.replace("%5:sgpr(s32) = COPY $sgpr0", "%5:sgpr(s32) = COPY %1(s32)"), false);
    assert_eq!(structural(&t, Cpu::Gfx900), vec![("V025".to_string(), line_of(&t, "%5:sgpr(s32) = COPY %1"))]);
    let t = module(BANKED, &BANKED_BODY.replace("    G_BR %bb.2\n  bb.2", "    %9:sgpr(s1) = COPY %6(s1)\n    G_BR %bb.2\n  bb.2"), false);
    assert_eq!(structural(&t, Cpu::Gfx900), vec![("V026".to_string(), line_of(&t, "%9:sgpr(s1)"))]);
}

// ---- selected ----------------------------------------------------------------------------------

const SELECTED_BODY: &str = "  bb.0:
    liveins: $sgpr0, $sgpr1, $vgpr0
    %0:sreg_32 = COPY $sgpr0
    %1:sreg_32 = COPY $sgpr1
    %2:vgpr_32 = COPY $vgpr0
    %3:vgpr_32 = V_ADD_U32_e64 %0, %2, 0, implicit $exec
    %4:sreg_32 = S_ADD_U32 %0, %1, implicit-def dead $scc
    %5:vreg_64 = IMPLICIT_DEF
    %6:vreg_64 = V_LSHLREV_B64_e64 %0, %5, implicit $exec
    %10:sreg_64 = IMPLICIT_DEF
    %7:vgpr_32 = V_ADD_U32_e64 %0, %0, 0, implicit $exec
    %8:vgpr_32 = V_ADD_U32_e64 %0, 64, 0, implicit $exec
    %9:vgpr_32 = V_MOV_B32_e32 1234567, implicit $exec
    $vgpr0 = COPY %3
    SI_RETURN_TO_EPILOG implicit $vgpr0
";

#[test]
fn a_well_formed_selected_function_is_clean_on_both_targets() {
    let t = module(SELECTED, SELECTED_BODY, false);
    clean(&t, Cpu::Gfx900);
    clean(&t, Cpu::Gfx1030);
}

#[test]
fn v030_v031_generic_leftovers() {
    let t =
        module(SELECTED, &SELECTED_BODY.replace("%9:vgpr_32 = V_MOV_B32_e32 1234567, implicit $exec", "%9:vgpr_32 = G_FREEZE %3"), false);
    expect(&t, Cpu::Gfx900, &[(Rule::GenericOpcode, "G_FREEZE")]);
    let t = module(SELECTED, &SELECTED_BODY.replace("%9:vgpr_32 = V_MOV_B32_e32 1234567, implicit $exec", "%9:vgpr(s32) = COPY %3"), false);
    expect(&t, Cpu::Gfx900, &[(Rule::GenericVreg, "%9:vgpr(s32)")]);
}

#[test]
fn v032_v033_operands_fit_the_declaration() {
    let t = module(SELECTED, &SELECTED_BODY.replace("V_ADD_U32_e64 %0, %2, 0, implicit", "V_ADD_U32_e64 %0, %2, implicit"), false);
    expect(&t, Cpu::Gfx900, &[(Rule::OperandCount, "%3:vgpr_32 = V_ADD_U32_e64")]);
    let t = module(SELECTED, &SELECTED_BODY.replace("V_LSHLREV_B64_e64 %0, %5", "V_LSHLREV_B64_e64 %0, %0"), false);
    expect(&t, Cpu::Gfx900, &[(Rule::RegClass, "V_LSHLREV_B64_e64")]);
}

#[test]
fn v034_salu_never_reads_a_vgpr() {
    let t = module(SELECTED, &SELECTED_BODY.replace("S_ADD_U32 %0, %1", "S_ADD_U32 %0, %2"), false);
    expect(&t, Cpu::Gfx900, &[(Rule::SaluReadsVgpr, "S_ADD_U32")]);
}

#[test]
fn v035_valu_reads_exec() {
    // llc-14's MIR parser (and ours) rejects the text without `implicit $exec`, so the operand
    // is dropped after parsing, as a faulty pass would.
    let t = module(SELECTED, SELECTED_BODY, false);
    let mut m = isel::mir::parse(&t).unwrap_or_else(|e| panic!("test MIR does not parse: {e}"));
    let f = &mut m.functions[0];
    if let Some(inst) = f.insts.iter_mut().find(|i| i.opcode.name() == "V_ADD_U32_e64") {
        inst.operands.retain(|op| !op.as_reg().is_some_and(|r| r.is_implicit()));
    }
    let got: Vec<(String, u32)> =
        Verifier::new(Subtarget::new(Cpu::Gfx900)).file("t.mir", Some(&t)).verify(f).into_iter().map(|d| (d.code, d.line)).collect();
    assert_eq!(got, [(Rule::ValuWithoutExec.code().to_string(), line_of(&t, "%3:vgpr_32"))]);
}

/// Replaces the body's `%9` line with `line`.
fn with_valu(line: &str) -> String {
    module(SELECTED, &SELECTED_BODY.replace("%9:vgpr_32 = V_MOV_B32_e32 1234567, implicit $exec", line), false)
}

#[test]
fn v036_constant_bus_limits() {
    // Two different SGPRs: too many on gfx900, fine on gfx1030.
    let t = with_valu("%9:vgpr_32 = V_ADD_U32_e64 %0, %1, 0, implicit $exec");
    expect(&t, Cpu::Gfx900, &[(Rule::ConstantBus, "%9:vgpr_32")]);
    clean(&t, Cpu::Gfx1030);
    // Three: too many on gfx1030.
    let t = with_valu("%9:vgpr_32 = V_ADD3_U32_e64 %0, %1, %4, implicit $exec");
    expect(&t, Cpu::Gfx1030, &[(Rule::ConstantBus, "%9:vgpr_32")]);
    // A 64-bit shift keeps a limit of 1 on gfx1030.
    let t = with_valu("%9:vreg_64 = V_LSHRREV_B64_e64 %1, %10, implicit $exec");
    expect(&t, Cpu::Gfx1030, &[(Rule::ConstantBus, "%9:vreg_64")]);
    // A literal counts; on gfx900 a VOP3 literal is also not encodable.
    let t = with_valu("%9:vgpr_32 = V_ADD_U32_e64 %1, 1234567, 0, implicit $exec");
    expect(&t, Cpu::Gfx900, &[(Rule::ConstantBus, "%9:vgpr_32"), (Rule::Literal, "%9:vgpr_32")]);
    clean(&t, Cpu::Gfx1030);
    // An implicit read of $vcc counts, $exec does not.
    let t = with_valu("%9:vgpr_32 = V_CNDMASK_B32_e32 %1, %2, implicit $vcc, implicit $exec");
    expect(&t, Cpu::Gfx900, &[(Rule::ConstantBus, "%9:vgpr_32")]);
    // The same SGPR twice counts once (%7 in the body); an inline constant is free (%8).
    clean(&with_valu("%9:vgpr_32 = V_CNDMASK_B32_e32 %2, %2, implicit $vcc, implicit $exec"), Cpu::Gfx900);
}

#[test]
fn v036_notes_point_at_each_read() {
    let t = with_valu("%9:vgpr_32 = V_ADD_U32_e64 %0, %1, 0, implicit $exec");
    let m = isel::mir::parse(&t).unwrap_or_default();
    let d = Verifier::new(Subtarget::new(Cpu::Gfx900)).file("t.mir", Some(&t)).verify(&m.functions[0]);
    let line = line_of(&t, "%9:vgpr_32");
    let text = t.lines().nth(line as usize - 1).unwrap_or("");
    let cols: Vec<u32> = d[0].notes.iter().map(|n| n.column).collect();
    assert_eq!(cols, vec![text.find("%0").unwrap_or(0) as u32 + 1, text.find("%1").unwrap_or(0) as u32 + 1]);
}

#[test]
fn v037_literal_encoding() {
    let t = with_valu("%9:vgpr_32 = V_ADD_U32_e64 7654321, 1234567, 0, implicit $exec");
    expect(&t, Cpu::Gfx1030, &[(Rule::Literal, "%9:vgpr_32")]);
    clean(&with_valu("%9:vgpr_32 = V_ADD_U32_e64 1234567, 1234567, 0, implicit $exec"), Cpu::Gfx1030);
    let t = with_valu("%9:vgpr_32 = V_ADD_U32_e64 %2, 1234567, 0, implicit $exec");
    expect(&t, Cpu::Gfx900, &[(Rule::Literal, "%9:vgpr_32")]);
}

// ---- amdgpu_ps ---------------------------------------------------------------------------------

const EXPORTS: &str = "  bb.0:
    successors: %bb.1, %bb.2
    liveins: $sgpr0, $vgpr0
    %0:_(s32) = COPY $vgpr0
    %1:_(s32) = COPY $sgpr0
    %2:_(s32) = G_CONSTANT i32 0
    %3:_(s1) = G_ICMP intpred(eq), %1(s32), %2
    G_BRCOND %3(s1), %bb.2
    G_BR %bb.1
  bb.1:
    successors: %bb.3
    G_INTRINSIC_W_SIDE_EFFECTS intrinsic(@llvm.amdgcn.exp), 0, 15, %0(s32), %0(s32), %0(s32), %0(s32), -1, 0
    G_BR %bb.3
  bb.2:
    successors: %bb.3
    G_INTRINSIC_W_SIDE_EFFECTS intrinsic(@llvm.amdgcn.exp), 0, 15, %0(s32), %0(s32), %0(s32), %0(s32), -1, 0
    G_BR %bb.3
  bb.3:
    S_ENDPGM 0
";

#[test]
fn v040_one_done_export_per_path() {
    // One on each arm of a branch: one per path.
    clean(&module(GENERIC, EXPORTS, true), Cpu::Gfx900);
    // A second one after the join.
    let t = module(
        GENERIC,
        &EXPORTS.replace(
            "  bb.3:\n",
            "  bb.3:\n    G_INTRINSIC_W_SIDE_EFFECTS intrinsic(@llvm.amdgcn.exp), 1, 15, %0(s32), %0(s32), %0(s32), %0(s32), -1, 0\n",
        ),
        true,
    );
    let got = report(&t, Cpu::Gfx900);
    assert_eq!(got, vec![("V040".to_string(), line_of(&t, "intrinsic(@llvm.amdgcn.exp), 1,"))]);
    let m = isel::mir::parse(&t).unwrap_or_default();
    let d = crate::verify(&m.functions[0], &Subtarget::new(Cpu::Gfx900));
    assert_eq!(d[0].notes.len(), 1, "the note names the first export");
    // Not a pixel shader: no rule.
    clean(
        &module(
            GENERIC,
            &EXPORTS.replace(
                "  bb.3:\n",
                "  bb.3:\n    G_INTRINSIC_W_SIDE_EFFECTS intrinsic(@llvm.amdgcn.exp), 1, 15, %0(s32), %0(s32), %0(s32), %0(s32), -1, 0\n",
            ),
            false,
        ),
        Cpu::Gfx900,
    );
    // A non-done export (done = 0) does not count.
    clean(
        &module(
            GENERIC,
            &EXPORTS.replace(
                "  bb.3:\n",
                "  bb.3:\n    G_INTRINSIC_W_SIDE_EFFECTS intrinsic(@llvm.amdgcn.exp), 1, 15, %0(s32), %0(s32), %0(s32), %0(s32), 0, 0\n",
            ),
            true,
        ),
        Cpu::Gfx900,
    );
}

#[test]
fn v040_a_done_export_in_a_loop_that_returns() {
    let body = "  bb.0:
    successors: %bb.1
    liveins: $vgpr0
    %0:_(s32) = COPY $vgpr0
    G_BR %bb.1
  bb.1:
    successors: %bb.1, %bb.2
    G_INTRINSIC_W_SIDE_EFFECTS intrinsic(@llvm.amdgcn.exp), 0, 15, %0(s32), %0(s32), %0(s32), %0(s32), -1, 0
    %1:_(s1) = G_IMPLICIT_DEF
    G_BRCOND %1(s1), %bb.1
    G_BR %bb.2
  bb.2:
    S_ENDPGM 0
";
    let t = module(GENERIC, body, true);
    assert_eq!(report(&t, Cpu::Gfx900), vec![("V040".to_string(), line_of(&t, "llvm.amdgcn.exp"))]);
    // The same loop with no way out never returns: no entry-to-return path to judge.
    let t = module(
        GENERIC,
        &body
            .replace("successors: %bb.1, %bb.2", "successors: %bb.1")
            .replace("    G_BRCOND %1(s1), %bb.1\n    G_BR %bb.2\n", "    G_BR %bb.1\n"),
        true,
    );
    clean(&t, Cpu::Gfx900);
}

// ---- reporting ---------------------------------------------------------------------------------

#[test]
fn messages_name_the_function_and_the_pass() {
    let t = module(GENERIC, &DIAMOND.replace("G_ADD %0, %0", "G_ADD %0, %9:_(s32)"), false);
    let m = isel::mir::parse(&t).unwrap_or_default();
    let d = Verifier::new(Subtarget::new(Cpu::Gfx900)).file("t.mir", Some(&t)).after_pass("legalizer").verify(&m.functions[0]);
    assert_eq!(d[0].message, "after `legalizer` on `f`: %9 is read but never defined");
    assert_eq!(d[0].file, "t.mir");
}

#[test]
fn every_rule_has_a_distinct_code_and_a_summary() {
    let mut codes: Vec<&str> = Rule::ALL.iter().map(|r| r.code()).collect();
    codes.sort_unstable();
    codes.dedup();
    assert_eq!(codes.len(), Rule::ALL.len());
    for r in Rule::ALL {
        assert_eq!(Rule::from_code(r.code()), Some(r));
        assert!(!r.summary().is_empty());
    }
}
