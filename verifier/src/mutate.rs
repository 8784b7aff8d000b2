//! The mutation tool: breaks one rule at a time in valid MIR, to show that the verifier catches
//! every kind of violation at the right place, and that its constant-bus verdict is LLVM's.
//!
//! Each [`Kind`] is a small, deliberate edit of one function that breaks exactly one rule at
//! one instruction (where it can, by inserting a new instruction rather than changing an
//! existing register, so that nothing else changes meaning). [`mutants`] applies every kind
//! that fits a function, at the first place it fits, and says where the verifier must report
//! it: a [`Mutant`] carries the whole mutated module and the expected rule and instruction
//! position. Some kinds are *legal variants*: edits near a limit that must not be reported (the
//! same SGPR twice, an inline constant with an SGPR), which keep the constant-bus check honest.
//!
//! [`judge`] prints a mutant, parses the text back (so that lines are those of the file), runs
//! the verifier and tells whether the expected diagnostic is there. [`llc_verdict`] asks
//! `llc-14 -run-pass=none -verify-machineinstrs` about the same text.

use std::collections::{BTreeMap, HashSet};
use std::io::Write;
use std::process::{Command, Stdio};

use isel::mir::{
    Bank, BlockId, CallingConv, Function, GenericOpcode, Inst, InstId, Llt, Module, Operand, PhysReg, Reg, RegConstraint, RegFlags,
    Special, Successor, VReg,
};
use isel::target::instrs::{Family, OperandKind};
use isel::target::regclass::{Family as ClassFamily, RegClass, class};
use isel::target::{Cpu, Subtarget};

use crate::exports::is_done_export;
use crate::facts::{class_file, is_debug, is_phi, is_terminator};
use crate::{Rule, Verifier};

/// One way of breaking a rule (or of coming close to a limit without breaking it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    SecondDef,
    UseBeforeDef,
    UndefinedUse,
    PhiMissingInput,
    PhiNotAtStart,
    TerminatorNotAtEnd,
    SuccessorNotBranchedTo,
    OperandTypeMismatch,
    CopySizeMismatch,
    IllegalType,
    MissingBank,
    VccOnS32,
    PhiMixingVccAndSgpr,
    VgprToSgprCopy,
    VccToSgprCopy,
    GenericOpcodeAfterSelection,
    GenericVregAfterSelection,
    SaluReadsVgpr,
    ValuWithoutExec,
    TwoSgprsGfx900,
    ThreeSgprsGfx1030,
    TwoSgprs64BitShiftGfx1030,
    LiteralPlusSgprGfx900,
    SecondDoneExport,
    SccBank,
    OperandMissing,
    RegClassMismatch,
    SgprPlusImplicitVccGfx900,
    Vop3LiteralGfx900,
    TwoLiteralsGfx1030,
    // Legal variants: the constant-bus (or literal) rule must stay silent.
    SameSgprTwice,
    InlineConstantPlusSgpr,
    TwoSgprsGfx1030,
    LiteralPlusSgprVop3Gfx1030,
    VgprPlusImplicitVccGfx900,
    SameLiteralTwiceGfx1030,
}

impl Kind {
    pub const ALL: [Kind; 36] = [
        Kind::SecondDef,
        Kind::UseBeforeDef,
        Kind::UndefinedUse,
        Kind::PhiMissingInput,
        Kind::PhiNotAtStart,
        Kind::TerminatorNotAtEnd,
        Kind::SuccessorNotBranchedTo,
        Kind::OperandTypeMismatch,
        Kind::CopySizeMismatch,
        Kind::IllegalType,
        Kind::MissingBank,
        Kind::VccOnS32,
        Kind::PhiMixingVccAndSgpr,
        Kind::VgprToSgprCopy,
        Kind::VccToSgprCopy,
        Kind::GenericOpcodeAfterSelection,
        Kind::GenericVregAfterSelection,
        Kind::SaluReadsVgpr,
        Kind::ValuWithoutExec,
        Kind::TwoSgprsGfx900,
        Kind::ThreeSgprsGfx1030,
        Kind::TwoSgprs64BitShiftGfx1030,
        Kind::LiteralPlusSgprGfx900,
        Kind::SecondDoneExport,
        Kind::SccBank,
        Kind::OperandMissing,
        Kind::RegClassMismatch,
        Kind::SgprPlusImplicitVccGfx900,
        Kind::Vop3LiteralGfx900,
        Kind::TwoLiteralsGfx1030,
        Kind::SameSgprTwice,
        Kind::InlineConstantPlusSgpr,
        Kind::TwoSgprsGfx1030,
        Kind::LiteralPlusSgprVop3Gfx1030,
        Kind::VgprPlusImplicitVccGfx900,
        Kind::SameLiteralTwiceGfx1030,
    ];

    /// The rule the mutant breaks; for legal variants, the rule that must not fire.
    pub fn rule(self) -> Rule {
        match self {
            Kind::SecondDef => Rule::MultipleDefs,
            Kind::UseBeforeDef => Rule::UseNotDominated,
            Kind::UndefinedUse => Rule::UndefinedUse,
            Kind::PhiMissingInput => Rule::PhiInputs,
            Kind::PhiNotAtStart => Rule::PhiNotAtBlockStart,
            Kind::TerminatorNotAtEnd => Rule::TerminatorNotAtEnd,
            Kind::SuccessorNotBranchedTo => Rule::Successors,
            Kind::OperandTypeMismatch => Rule::OperandTypes,
            Kind::CopySizeMismatch => Rule::CopySize,
            Kind::IllegalType => Rule::Illegal,
            Kind::MissingBank => Rule::MissingBank,
            Kind::VccOnS32 => Rule::VccNotS1,
            Kind::PhiMixingVccAndSgpr => Rule::PhiMixesVcc,
            Kind::VgprToSgprCopy => Rule::VgprToSgprCopy,
            Kind::VccToSgprCopy => Rule::VccToSgprCopy,
            Kind::GenericOpcodeAfterSelection => Rule::GenericOpcode,
            Kind::GenericVregAfterSelection => Rule::GenericVreg,
            Kind::SaluReadsVgpr => Rule::SaluReadsVgpr,
            Kind::ValuWithoutExec => Rule::ValuWithoutExec,
            Kind::TwoSgprsGfx900
            | Kind::ThreeSgprsGfx1030
            | Kind::TwoSgprs64BitShiftGfx1030
            | Kind::LiteralPlusSgprGfx900
            | Kind::SameSgprTwice
            | Kind::InlineConstantPlusSgpr
            | Kind::TwoSgprsGfx1030
            | Kind::LiteralPlusSgprVop3Gfx1030
            | Kind::SgprPlusImplicitVccGfx900
            | Kind::VgprPlusImplicitVccGfx900 => Rule::ConstantBus,
            Kind::SecondDoneExport => Rule::SecondDoneExport,
            Kind::SccBank => Rule::SccBank,
            Kind::OperandMissing => Rule::OperandCount,
            Kind::RegClassMismatch => Rule::RegClass,
            Kind::Vop3LiteralGfx900 | Kind::TwoLiteralsGfx1030 | Kind::SameLiteralTwiceGfx1030 => Rule::Literal,
        }
    }

    /// False for the legal variants.
    pub fn is_violation(self) -> bool {
        !matches!(
            self,
            Kind::SameSgprTwice
                | Kind::InlineConstantPlusSgpr
                | Kind::TwoSgprsGfx1030
                | Kind::LiteralPlusSgprVop3Gfx1030
                | Kind::VgprPlusImplicitVccGfx900
                | Kind::SameLiteralTwiceGfx1030
        )
    }

    /// Kinds whose verdict `llc -verify-machineinstrs` can confirm: the constant bus and
    /// literals.
    pub fn is_llc_comparable(self) -> bool {
        matches!(self.rule(), Rule::ConstantBus | Rule::Literal)
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::SecondDef => "a second def",
            Kind::UseBeforeDef => "a use before def",
            Kind::UndefinedUse => "a use with no def",
            Kind::PhiMissingInput => "a phi with a missing input",
            Kind::PhiNotAtStart => "a phi after a non-phi",
            Kind::TerminatorNotAtEnd => "an instruction after a terminator",
            Kind::SuccessorNotBranchedTo => "a successor no branch reaches",
            Kind::OperandTypeMismatch => "operand types that differ",
            Kind::CopySizeMismatch => "a copy changing size",
            Kind::IllegalType => "an illegal type",
            Kind::MissingBank => "a missing bank",
            Kind::VccOnS32 => "vcc on s32",
            Kind::PhiMixingVccAndSgpr => "a phi mixing vcc and sgpr",
            Kind::VgprToSgprCopy => "a vgpr-to-sgpr copy",
            Kind::VccToSgprCopy => "a vcc-to-sgpr copy",
            Kind::GenericOpcodeAfterSelection => "a generic opcode after selection",
            Kind::GenericVregAfterSelection => "a generic vreg after selection",
            Kind::SaluReadsVgpr => "SALU reading a VGPR",
            Kind::ValuWithoutExec => "VALU without implicit $exec",
            Kind::TwoSgprsGfx900 => "two SGPRs on a gfx900 VALU",
            Kind::ThreeSgprsGfx1030 => "three SGPRs on a gfx1030 VALU",
            Kind::TwoSgprs64BitShiftGfx1030 => "two SGPRs on a gfx1030 64-bit shift",
            Kind::LiteralPlusSgprGfx900 => "a literal plus an SGPR on gfx900",
            Kind::SecondDoneExport => "a second done export",
            Kind::SameSgprTwice => "legal: one SGPR read twice (gfx900)",
            Kind::InlineConstantPlusSgpr => "legal: inline constant plus an SGPR (gfx900)",
            Kind::TwoSgprsGfx1030 => "legal: two SGPRs on gfx1030",
            Kind::LiteralPlusSgprVop3Gfx1030 => "legal: literal plus an SGPR in VOP3 (gfx1030)",
            Kind::SccBank => "an SCC-class register",
            Kind::OperandMissing => "a machine operand missing",
            Kind::RegClassMismatch => "a 64-bit register in a 32-bit operand",
            Kind::SgprPlusImplicitVccGfx900 => "an SGPR plus implicit $vcc (gfx900 e32)",
            Kind::Vop3LiteralGfx900 => "a literal in VOP3 on gfx900",
            Kind::TwoLiteralsGfx1030 => "two different literals in VOP3 (gfx1030)",
            Kind::VgprPlusImplicitVccGfx900 => "legal: a VGPR plus implicit $vcc (gfx900 e32)",
            Kind::SameLiteralTwiceGfx1030 => "legal: one literal twice in VOP3 (gfx1030)",
        }
    }
}

/// One mutated function and what the verifier must say about it.
#[derive(Clone, Debug)]
pub struct Mutant {
    pub kind: Kind,
    /// The index of the mutated function in the original module.
    pub function: usize,
    /// The original module's IR block and the mutated function alone.
    pub module: Module,
    /// The block and the index in it of the instruction the diagnostic must point at.
    pub at: (BlockId, usize),
}

/// The stage a function is at, as its flags say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PipelineStage {
    Generic,
    Legalized,
    RegBankSelected,
    Selected,
}

impl PipelineStage {
    pub fn of(f: &Function) -> PipelineStage {
        if f.props.selected {
            PipelineStage::Selected
        } else if f.props.reg_bank_selected {
            PipelineStage::RegBankSelected
        } else if f.props.legalized {
            PipelineStage::Legalized
        } else {
            PipelineStage::Generic
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            PipelineStage::Generic => "generic",
            PipelineStage::Legalized => "legalized",
            PipelineStage::RegBankSelected => "regBankSelected",
            PipelineStage::Selected => "selected",
        }
    }
}

/// Every mutant of every function of `module` on `st` (functions that fell back are left out).
pub fn mutants(module: &Module, st: Subtarget) -> Vec<Mutant> {
    let mut out = Vec::new();
    for (fi, f) in module.functions.iter().enumerate() {
        if f.props.failed_isel || f.blocks.is_empty() {
            continue;
        }
        for kind in Kind::ALL {
            let mut g = f.clone();
            if let Some(at) = apply(&mut g, kind, st) {
                // The mutant alone with the IR: llc reads a module whose IR has functions
                // without MIR, and printing one function is cheaper than all.
                let module = Module { ir: module.ir.clone(), functions: vec![g] };
                out.push(Mutant { kind, function: fi, module, at });
            }
        }
    }
    out
}

/// Applies `kind` to `f` at the first place it fits; returns the expected position.
pub fn apply(f: &mut Function, kind: Kind, st: Subtarget) -> Option<(BlockId, usize)> {
    apply_avoiding(f, kind, st, &HashSet::new())
}

/// Applies `kind` to `f` at the first place it fits that is not `taken`; returns the expected
/// position.
pub fn apply_avoiding(f: &mut Function, kind: Kind, st: Subtarget, taken: &HashSet<InstId>) -> Option<(BlockId, usize)> {
    let stage = PipelineStage::of(f);
    let selected = stage == PipelineStage::Selected;
    let banked = stage == PipelineStage::RegBankSelected;
    let generic_types = !selected;
    match kind {
        Kind::SecondDef => second_def(f, taken),
        Kind::UseBeforeDef => use_before_def(f, taken),
        Kind::UndefinedUse => undefined_use(f, stage),
        Kind::PhiMissingInput => phi_missing_input(f, taken),
        Kind::PhiNotAtStart => phi_not_at_start(f, stage, taken),
        Kind::TerminatorNotAtEnd => terminator_not_at_end(f, stage),
        Kind::SuccessorNotBranchedTo => successor_not_branched_to(f),
        Kind::OperandTypeMismatch if generic_types => operand_type_mismatch(f, stage, taken),
        Kind::CopySizeMismatch if generic_types => copy_size_mismatch(f, stage, taken),
        Kind::IllegalType if matches!(stage, PipelineStage::Legalized | PipelineStage::RegBankSelected) => illegal_type(f, stage, st),
        Kind::MissingBank if banked => missing_bank(f, taken),
        Kind::VccOnS32 if banked => vcc_on_s32(f),
        Kind::PhiMixingVccAndSgpr if banked => phi_mixing_vcc(f, st),
        Kind::VgprToSgprCopy if banked => copy_into_sgpr(f, Bank::Vgpr, taken),
        Kind::VccToSgprCopy if banked => copy_into_sgpr(f, Bank::Vcc, taken),
        Kind::GenericOpcodeAfterSelection if selected => generic_after_selection(f, taken),
        Kind::GenericVregAfterSelection if selected => generic_vreg_after_selection(f, taken),
        Kind::SaluReadsVgpr if selected => salu_reads_vgpr(f, taken),
        Kind::ValuWithoutExec if selected => valu_without_exec(f, taken),
        Kind::TwoSgprsGfx900 if selected && st.cpu == Cpu::Gfx900 => sgpr_sources(f, st, 2, Opcodes::Any, false, false, taken),
        Kind::ThreeSgprsGfx1030 if selected && st.cpu == Cpu::Gfx1030 => sgpr_sources(f, st, 3, Opcodes::NotShift64, false, false, taken),
        Kind::TwoSgprs64BitShiftGfx1030 if selected && st.cpu == Cpu::Gfx1030 => {
            sgpr_sources(f, st, 2, Opcodes::Shift64, false, false, taken)
        }
        Kind::TwoSgprsGfx1030 if selected && st.cpu == Cpu::Gfx1030 => sgpr_sources(f, st, 2, Opcodes::NotShift64, false, true, taken),
        Kind::SameSgprTwice if selected && st.cpu == Cpu::Gfx900 => sgpr_sources(f, st, 2, Opcodes::Any, true, true, taken),
        Kind::LiteralPlusSgprGfx900 if selected && st.cpu == Cpu::Gfx900 => literal_plus_sgpr(f, st, 1_234_567, false, taken),
        Kind::InlineConstantPlusSgpr if selected && st.cpu == Cpu::Gfx900 => literal_plus_sgpr(f, st, 7, true, taken),
        Kind::LiteralPlusSgprVop3Gfx1030 if selected && st.cpu == Cpu::Gfx1030 => literal_plus_sgpr(f, st, 1_234_567, true, taken),
        Kind::SecondDoneExport => second_done_export(f, taken),
        Kind::SccBank if banked => scc_bank(f),
        Kind::OperandMissing if selected => operand_missing(f, taken),
        Kind::RegClassMismatch if selected => reg_class_mismatch(f, taken),
        Kind::SgprPlusImplicitVccGfx900 if selected && st.cpu == Cpu::Gfx900 => cndmask_e32(f, true, taken),
        Kind::VgprPlusImplicitVccGfx900 if selected && st.cpu == Cpu::Gfx900 => cndmask_e32(f, false, taken),
        Kind::Vop3LiteralGfx900 if selected && st.cpu == Cpu::Gfx900 => vop3_literals(f, st, &[1_234_567], taken),
        Kind::TwoLiteralsGfx1030 if selected && st.cpu == Cpu::Gfx1030 => vop3_literals(f, st, &[1_234_567, 7_654_321], taken),
        Kind::SameLiteralTwiceGfx1030 if selected && st.cpu == Cpu::Gfx1030 => vop3_literals(f, st, &[1_234_567, 1_234_567], taken),
        _ => None,
    }
}

// ---- helpers -----------------------------------------------------------------------------------

/// Index of the first terminator of `b` (the block length if none).
fn first_terminator(f: &Function, b: BlockId) -> usize {
    f.block(b).insts.iter().position(|&i| is_terminator(f.inst(i))).unwrap_or(f.block(b).insts.len())
}

/// Index of the first non-PHI of `b`.
fn after_phis(f: &Function, b: BlockId) -> usize {
    f.block(b).insts.iter().position(|&i| !is_phi(f.inst(i))).unwrap_or(f.block(b).insts.len())
}

fn reachable(f: &Function) -> Vec<bool> {
    let cfg = crate::cfg::Cfg::new(f);
    f.block_ids().map(|b| cfg.is_reachable(b)).collect()
}

/// (block, index, id) of every instruction in reachable blocks, in layout order, but those
/// `taken` by an earlier mutation.
fn sites(f: &Function, taken: &HashSet<InstId>) -> Vec<(BlockId, usize, InstId)> {
    let live = reachable(f);
    f.block_ids()
        .filter(|b| live[b.index()])
        .flat_map(|b| f.block(b).insts.iter().enumerate().map(move |(i, &id)| (b, i, id)).collect::<Vec<_>>())
        .filter(|(_, _, id)| !taken.contains(id))
        .collect()
}

fn fresh_like(f: &mut Function, v: VReg) -> VReg {
    let info = f.vreg(v).clone();
    f.new_vreg(info.constraint, info.ty)
}

/// `%new = COPY <src>` with the given constraint and type, inserted at (b, pos).
fn insert_copy(f: &mut Function, b: BlockId, pos: usize, c: RegConstraint, ty: Option<Llt>, src: Operand) -> VReg {
    let v = f.new_vreg(c, ty);
    f.insert_inst(b, pos, Inst::new(GenericOpcode::COPY).with(Operand::vreg_def(v)).with(src));
    v
}

/// A constraint and type for a new 32-bit scalar value at this stage.
fn scalar32(stage: PipelineStage) -> (RegConstraint, Option<Llt>) {
    match stage {
        PipelineStage::Selected => (RegConstraint::Class(class::SREG_32), None),
        PipelineStage::RegBankSelected => (RegConstraint::Bank(Bank::Sgpr), Some(Llt::S32)),
        _ => (RegConstraint::None, Some(Llt::S32)),
    }
}

fn is_plain_def(inst: &Inst) -> bool {
    !is_phi(inst) && !is_terminator(inst) && !is_debug(inst) && inst.num_defs() == 1 && inst.def_vreg(0).is_some()
}

// ---- the always rules --------------------------------------------------------------------------

fn second_def(f: &mut Function, taken: &HashSet<InstId>) -> Option<(BlockId, usize)> {
    let (b, i, id) = sites(f, taken).into_iter().find(|&(_, _, id)| {
        let inst = f.inst(id);
        is_plain_def(inst) && inst.opcode.generic() != Some(GenericOpcode::G_INTRINSIC_W_SIDE_EFFECTS) && inst.memops.is_empty()
    })?;
    let copy = f.inst(id).clone();
    f.insert_inst(b, i + 1, copy);
    Some((b, i + 1))
}

fn use_before_def(f: &mut Function, taken: &HashSet<InstId>) -> Option<(BlockId, usize)> {
    let (b, i, id) = sites(f, taken).into_iter().find(|&(_, _, id)| is_plain_def(f.inst(id)))?;
    let v = f.inst(id).def_vreg(0)?;
    let n = fresh_like(f, v);
    let (tb, tpos) = if b == f.entry() { (b, i) } else { (f.entry(), 0) };
    f.insert_inst(tb, tpos, Inst::new(GenericOpcode::COPY).with(Operand::vreg_def(n)).with(Operand::vreg(v)));
    Some((tb, tpos))
}

fn undefined_use(f: &mut Function, stage: PipelineStage) -> Option<(BlockId, usize)> {
    let (c, ty) = scalar32(stage);
    let ghost = f.new_vreg(c, ty);
    let b = f.entry();
    let pos = first_terminator(f, b);
    insert_copy(f, b, pos, c, ty, Operand::vreg(ghost));
    Some((b, pos))
}

fn phi_missing_input(f: &mut Function, taken: &HashSet<InstId>) -> Option<(BlockId, usize)> {
    let (b, i, id) = sites(f, taken).into_iter().find(|&(_, _, id)| is_phi(f.inst(id)) && f.inst(id).operands.len() >= 5)?;
    let inst = f.inst_mut(id);
    let n = inst.operands.len();
    inst.operands.truncate(n - 2);
    Some((b, i))
}

fn phi_not_at_start(f: &mut Function, stage: PipelineStage, taken: &HashSet<InstId>) -> Option<(BlockId, usize)> {
    let (b, i, _) = sites(f, taken).into_iter().find(|&(_, i, id)| i == 0 && is_phi(f.inst(id)))?;
    let (c, ty) = scalar32(stage);
    insert_copy(f, b, i, c, ty, Operand::phys(PhysReg::sgpr(0)));
    Some((b, i + 1))
}

fn terminator_not_at_end(f: &mut Function, stage: PipelineStage) -> Option<(BlockId, usize)> {
    let live = reachable(f);
    let b = f.block_ids().find(|&b| live[b.index()] && first_terminator(f, b) < f.block(b).insts.len())?;
    let (c, ty) = scalar32(stage);
    let pos = f.block(b).insts.len();
    insert_copy(f, b, pos, c, ty, Operand::phys(PhysReg::sgpr(0)));
    Some((b, pos))
}

fn successor_not_branched_to(f: &mut Function) -> Option<(BlockId, usize)> {
    // A block that ends in a barrier gains the entry as a successor: the entry has no PHIs and
    // dominates everything, so no other rule notices.
    let live = reachable(f);
    let entry = f.entry();
    let b = f.block_ids().find(|&b| {
        live[b.index()]
            && f.block(b).insts.last().is_some_and(|&l| crate::facts::is_barrier(f.inst(l)))
            && !f.successors(b).any(|s| s == entry)
            && !f.block(b).insts.iter().any(|&i| crate::facts::is_indirect_branch(f.inst(i)))
    })?;
    if f.block_insts(entry).any(|(_, i)| is_phi(i)) {
        return None;
    }
    f.block_mut(b).successors.push(Successor { block: entry, prob: None });
    Some((b, f.block(b).insts.len() - 1))
}

/// A generic instruction whose first two uses share a type index gets a second use of another
/// type.
fn operand_type_mismatch(f: &mut Function, stage: PipelineStage, taken: &HashSet<InstId>) -> Option<(BlockId, usize)> {
    let (b, i, id) = sites(f, taken).into_iter().find(|&(_, _, id)| {
        let inst = f.inst(id);
        let Some(g) = inst.opcode.generic().filter(|g| g.is_pre_isel()) else { return false };
        let sig = g.signature();
        sig.defs.len() == 1
            && sig.uses.len() >= 2
            && sig.uses[0] == isel::mir::OpKind::Ty(0)
            && sig.uses[1] == isel::mir::OpKind::Ty(0)
            && inst.num_defs() == 1
            // Not a lane mask (vcc holds s1 only) and not already 64-bit.
            && inst.def_vreg(0).and_then(|v| f.vreg_type(v)).is_some_and(|t| t != Llt::S64 && t != Llt::S1)
    })?;
    let old = f.inst(id).operands.get(2)?.as_vreg()?;
    let bank = f.vreg(old).constraint;
    let c = if stage == PipelineStage::RegBankSelected { bank } else { RegConstraint::None };
    let v = insert_copy(
        f,
        b,
        i,
        c,
        Some(Llt::S64),
        Operand::phys(PhysReg::Gpr { file: isel::mir::RegFile::Sgpr, first: 0, count: 2, half: isel::mir::Half::Full }),
    );
    let id = f.block(b).insts[i + 1];
    f.inst_mut(id).operands[2] = Operand::vreg(v);
    Some((b, i + 1))
}

fn copy_size_mismatch(f: &mut Function, stage: PipelineStage, taken: &HashSet<InstId>) -> Option<(BlockId, usize)> {
    let (b, i, id) = sites(f, taken)
        .into_iter()
        .find(|&(_, _, id)| is_plain_def(f.inst(id)) && f.inst(id).def_vreg(0).and_then(|v| f.vreg_type(v)) == Some(Llt::S32))?;
    let v = f.inst(id).def_vreg(0)?;
    let c = if stage == PipelineStage::RegBankSelected { f.vreg(v).constraint } else { RegConstraint::None };
    insert_copy(f, b, i + 1, c, Some(Llt::S64), Operand::vreg(v));
    Some((b, i + 1))
}

// ---- legalized ---------------------------------------------------------------------------------

/// The illegal type for function `f`: one no legality entry of any opcode has.
fn illegal_llt(f: &Function) -> Llt {
    let odd = Llt::vector(7, Llt::Scalar(9));
    let used = |t: Llt| isel::target::patterns::LEGALITY.iter().any(|e| e.types.contains(&t));
    if f.name.as_str().len() % 2 == 1 && !used(odd) { odd } else { Llt::Scalar(13) }
}

/// Inserts `%a:(T) = G_IMPLICIT_DEF; %b:(T) = <op> %a, %a` with a type T no table entry has, for
/// a binary opcode the legality table covers.
fn illegal_type(f: &mut Function, stage: PipelineStage, st: Subtarget) -> Option<(BlockId, usize)> {
    let op = isel::target::patterns::LEGALITY.iter().map(|e| e.opcode).find(|g| {
        let s = g.signature();
        isel::target::patterns::legal_entries(*g, st.cpu).next().is_some()
            && s.defs == [isel::mir::OpKind::Ty(0)]
            && s.uses == [isel::mir::OpKind::Ty(0), isel::mir::OpKind::Ty(0)]
    })?;
    let t = illegal_llt(f);
    let c = if stage == PipelineStage::RegBankSelected { RegConstraint::Bank(Bank::Sgpr) } else { RegConstraint::None };
    let b = f.entry();
    let pos = first_terminator(f, b);
    let a = f.new_vreg(c, Some(t));
    let r = f.new_vreg(c, Some(t));
    f.insert_inst(b, pos, Inst::new(GenericOpcode::G_IMPLICIT_DEF).with(Operand::vreg_def(a)));
    f.insert_inst(b, pos + 1, Inst::new(op).with(Operand::vreg_def(r)).with(Operand::vreg(a)).with(Operand::vreg(a)));
    Some((b, pos + 1))
}

// ---- regBankSelected ---------------------------------------------------------------------------

fn missing_bank(f: &mut Function, taken: &HashSet<InstId>) -> Option<(BlockId, usize)> {
    let (b, i, id) = sites(f, taken)
        .into_iter()
        .find(|&(_, _, id)| is_plain_def(f.inst(id)) && f.inst(id).def_vreg(0).is_some_and(|v| f.vreg(v).constraint.bank().is_some()))?;
    let v = f.inst(id).def_vreg(0)?;
    f.vreg_mut(v).constraint = RegConstraint::None;
    Some((b, i))
}

fn vcc_on_s32(f: &mut Function) -> Option<(BlockId, usize)> {
    let b = f.entry();
    let pos = first_terminator(f, b);
    insert_copy(f, b, pos, RegConstraint::Bank(Bank::Vcc), Some(Llt::S32), Operand::phys(PhysReg::sgpr(0)));
    Some((b, pos))
}

fn phi_mixing_vcc(f: &mut Function, st: Subtarget) -> Option<(BlockId, usize)> {
    let cfg = crate::cfg::Cfg::new(f);
    let join = cfg
        .rpo
        .iter()
        .copied()
        .filter(|&b| b != f.entry() && !cfg.preds[b.index()].is_empty() && cfg.preds[b.index()].iter().all(|p| cfg.is_reachable(*p)))
        .max_by_key(|&b| (cfg.preds[b.index()].len().min(2), std::cmp::Reverse(b)))?;
    let entry = f.entry();
    let pos = first_terminator(f, entry);
    let vcc_reg = if st.wave_size == 32 { PhysReg::VCC_LO } else { PhysReg::VCC };
    let c = insert_copy(f, entry, pos, RegConstraint::Bank(Bank::Vcc), Some(Llt::S1), Operand::phys(vcc_reg));
    let s = insert_copy(f, entry, pos + 1, RegConstraint::Bank(Bank::Sgpr), Some(Llt::S1), Operand::phys(PhysReg::sgpr(0)));
    let p = f.new_vreg(RegConstraint::Bank(Bank::Vcc), Some(Llt::S1));
    let mut phi = Inst::new(GenericOpcode::G_PHI).with(Operand::vreg_def(p));
    for (k, &pred) in cfg.preds[join.index()].iter().enumerate() {
        phi.operands.push(Operand::vreg(if k == 0 { s } else { c }));
        phi.operands.push(Operand::Block(pred));
    }
    f.insert_inst(join, 0, phi);
    Some((join, 0))
}

fn copy_into_sgpr(f: &mut Function, from: Bank, taken: &HashSet<InstId>) -> Option<(BlockId, usize)> {
    let (b, i, id) = sites(f, taken).into_iter().find(|&(_, _, id)| {
        let inst = f.inst(id);
        !is_terminator(inst) && inst.def_vreg(0).is_some_and(|v| f.vreg(v).constraint.bank() == Some(from))
    })?;
    let v = f.inst(id).def_vreg(0)?;
    let ty = f.vreg_type(v);
    let pos = if is_phi(f.inst(id)) { after_phis(f, b) } else { i + 1 };
    insert_copy(f, b, pos, RegConstraint::Bank(Bank::Sgpr), ty, Operand::vreg(v));
    Some((b, pos))
}

// ---- selected ----------------------------------------------------------------------------------

fn generic_after_selection(f: &mut Function, taken: &HashSet<InstId>) -> Option<(BlockId, usize)> {
    let (b, i, id) = sites(f, taken)
        .into_iter()
        .find(|&(_, _, id)| is_plain_def(f.inst(id)) && f.inst(id).def_vreg(0).is_some_and(|v| f.vreg(v).constraint.class().is_some()))?;
    let v = f.inst(id).def_vreg(0)?;
    let n = fresh_like(f, v);
    f.insert_inst(b, i + 1, Inst::new(GenericOpcode::G_FREEZE).with(Operand::vreg_def(n)).with(Operand::vreg(v)));
    Some((b, i + 1))
}

fn generic_vreg_after_selection(f: &mut Function, taken: &HashSet<InstId>) -> Option<(BlockId, usize)> {
    let (b, i, id) = sites(f, taken).into_iter().find(|&(_, _, id)| {
        is_plain_def(f.inst(id)) && f.inst(id).def_vreg(0).is_some_and(|v| f.vreg(v).constraint.class() == Some(class::VGPR_32))
    })?;
    let v = f.inst(id).def_vreg(0)?;
    insert_copy(f, b, i + 1, RegConstraint::Bank(Bank::Vgpr), Some(Llt::S32), Operand::vreg(v));
    Some((b, i + 1))
}

fn salu_reads_vgpr(f: &mut Function, taken: &HashSet<InstId>) -> Option<(BlockId, usize)> {
    let found = sites(f, taken).into_iter().find_map(|(b, i, id)| {
        let inst = f.inst(id);
        let t = inst.opcode.target()?;
        let d = t.desc();
        if !d.is_salu() || d.family == Family::Pseudo {
            return None;
        }
        let explicit: Vec<usize> =
            (0..inst.operands.len()).filter(|&k| !inst.operands[k].as_reg().is_some_and(|r| r.is_implicit())).collect();
        if explicit.len() != d.outs.len() + d.ins.len() {
            return None;
        }
        d.ins.iter().enumerate().find_map(|(k, info)| {
            let o = explicit[d.outs.len() + k];
            let r = inst.operands[o].as_reg()?;
            let v = r.reg.vreg().filter(|_| r.subreg.is_none() && !r.is_def())?;
            let c = f.vreg(v).constraint.class()?;
            let width = c.bits();
            (matches!(info.kind, OperandKind::Reg(_) | OperandKind::Src { .. })
                && class_file(c) == Some(Bank::Sgpr)
                && (width == 32 || width == 64))
                .then_some((b, i, id, o, v, width))
        })
    });
    let (b, i, id, o, v, width) = found?;
    let vclass = if width == 64 { class::VREG_64 } else { class::VGPR_32 };
    let n = insert_copy(f, b, i, RegConstraint::Class(vclass), None, Operand::vreg(v));
    if let Some(r) = f.inst_mut(id).operands[o].as_reg_mut() {
        r.reg = Reg::Virt(n);
    }
    Some((b, i + 1))
}

fn valu_without_exec(f: &mut Function, taken: &HashSet<InstId>) -> Option<(BlockId, usize)> {
    let (b, i, id) = sites(f, taken).into_iter().find(|&(_, _, id)| {
        let inst = f.inst(id);
        inst.opcode.target().is_some_and(|t| t.desc().is_valu() && t.desc().implicit_uses.contains(&PhysReg::EXEC))
    })?;
    let inst = f.inst_mut(id);
    inst.operands.retain(|op| {
        !op.as_reg().is_some_and(|r| {
            r.is_implicit() && !r.is_def() && matches!(r.reg, Reg::Phys(PhysReg::Special { reg: Special::Exec | Special::ExecLo, .. }))
        })
    });
    Some((b, i))
}

/// Which VALU opcodes a constant-bus mutant may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Opcodes {
    Any,
    Shift64,
    NotShift64,
}

const SHIFT64: [&str; 3] = ["V_LSHLREV_B64_e64", "V_LSHRREV_B64_e64", "V_ASHRREV_I64_e64"];

/// The explicit operand index and width of each source (`src0`..`src2`) of a VALU instruction
/// that takes an SGPR, and whether it takes a literal.
fn sgpr_capable_sources(f: &Function, st: Subtarget, id: InstId) -> Vec<(usize, u32, bool)> {
    let inst = f.inst(id);
    let Some(t) = inst.opcode.target() else { return Vec::new() };
    let d = t.desc();
    if !d.is_valu()
        || !matches!(d.family, Family::Vop1 | Family::Vop2 | Family::Vop3 | Family::Vop3p | Family::Vopc)
        || d.name == "V_WRITELANE_B32"
    {
        return Vec::new();
    }
    let explicit: Vec<usize> = (0..inst.operands.len()).filter(|&k| !inst.operands[k].as_reg().is_some_and(|r| r.is_implicit())).collect();
    if explicit.len() != d.outs.len() + d.ins.len() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for name in ["src0", "src1", "src2"] {
        let Some(k) = d.ins.iter().position(|i| i.name == name) else { break };
        let kind = d.ins[k].kind;
        let Some(c) = kind.class(st.wave_size) else { continue };
        let takes_sgpr = matches!(c.family(), ClassFamily::VgprOrSgpr | ClassFamily::Sgpr);
        // Only plain registers and immediates are replaced (not sub-registers of tuples).
        let op = &inst.operands[explicit[d.outs.len() + k]];
        let plain = op.as_reg().is_some_and(|r| r.subreg.is_none() && r.reg.vreg().is_some()) || op.as_imm().is_some();
        if takes_sgpr && plain && (c.bits() == 32 || c.bits() == 64) && c.bits() > 1 {
            out.push((explicit[d.outs.len() + k], c.bits(), matches!(kind, OperandKind::Src { literal: true, .. })));
        }
    }
    out
}

/// Inserts `%s:sreg_N = IMPLICIT_DEF` before (b, i) and returns it.
fn new_sgpr(f: &mut Function, b: BlockId, i: usize, bits: u32) -> VReg {
    let c = if bits == 64 { class::SREG_64 } else { class::SREG_32 };
    let v = f.new_vreg(RegConstraint::Class(c), None);
    f.insert_inst(b, i, Inst::new(GenericOpcode::IMPLICIT_DEF).with(Operand::vreg_def(v)));
    v
}

fn set_reg(f: &mut Function, id: InstId, o: usize, v: VReg) {
    f.inst_mut(id).operands[o] = Operand::vreg(v);
}

/// Makes `n` sources of one VALU instruction distinct SGPRs (or, with `same`, one SGPR twice).
fn sgpr_sources(
    f: &mut Function,
    st: Subtarget,
    n: usize,
    which: Opcodes,
    same: bool,
    legal: bool,
    taken: &HashSet<InstId>,
) -> Option<(BlockId, usize)> {
    let (b, i, id, srcs) = sites(f, taken).into_iter().find_map(|(b, i, id)| {
        let name = f.inst(id).opcode.target()?.name();
        let shift = SHIFT64.contains(&name);
        let ok = match which {
            Opcodes::Any => true,
            Opcodes::Shift64 => shift,
            Opcodes::NotShift64 => !shift,
        };
        let srcs = sgpr_capable_sources(f, st, id);
        // Two reads of one register need two sources of the same width.
        let fits = if same { srcs.len() >= 2 && srcs[0].1 == srcs[1].1 } else { srcs.len() >= n };
        // The legal variants must not gain reads elsewhere.
        let clean = !legal || !has_other_bus_reads(f, st, id, &srcs[..n.min(srcs.len())]);
        (ok && fits && clean).then_some((b, i, id, srcs))
    })?;
    let mut pos = i;
    if same {
        let s = new_sgpr(f, b, pos, srcs[0].1);
        pos += 1;
        set_reg(f, id, srcs[0].0, s);
        set_reg(f, id, srcs[1].0, s);
    } else {
        for &(o, bits, _) in srcs.iter().take(n) {
            let s = new_sgpr(f, b, pos, bits);
            pos += 1;
            set_reg(f, id, o, s);
        }
    }
    Some((b, pos))
}

/// Does the instruction read the constant bus other than through `replaced`? The legal
/// variants need instructions that do not, so that they stay legal.
fn has_other_bus_reads(f: &Function, st: Subtarget, id: InstId, replaced: &[(usize, u32, bool)]) -> bool {
    let mut probe = f.inst(id).clone();
    for &(o, _, _) in replaced {
        probe.operands[o] = Operand::Reg(isel::mir::RegOperand { reg: Reg::NoReg, subreg: None, flags: RegFlags::empty(), tied_def: None });
    }
    crate::constant_bus::reads(f, &st, &probe).is_some_and(|r| !r.is_empty())
}

/// Puts a constant (`value`) in a literal-capable 32-bit source of a VOP3 instruction and a new
/// SGPR in another source.
fn literal_plus_sgpr(f: &mut Function, st: Subtarget, value: i64, legal: bool, taken: &HashSet<InstId>) -> Option<(BlockId, usize)> {
    let (b, i, id, lit, sgpr) = sites(f, taken).into_iter().find_map(|(b, i, id)| {
        let d = f.inst(id).opcode.target()?.desc();
        if d.family != Family::Vop3 || SHIFT64.contains(&d.name) {
            return None;
        }
        let srcs = sgpr_capable_sources(f, st, id);
        let lit = *srcs.iter().find(|s| s.2 && s.1 == 32)?;
        let sgpr = *srcs.iter().find(|s| s.0 != lit.0)?;
        (!legal || !has_other_bus_reads(f, st, id, &[lit, sgpr])).then_some((b, i, id, lit, sgpr))
    })?;
    f.inst_mut(id).operands[lit.0] = Operand::Imm(value);
    let s = new_sgpr(f, b, i, sgpr.1);
    set_reg(f, id, sgpr.0, s);
    Some((b, i + 1))
}

fn scc_bank(f: &mut Function) -> Option<(BlockId, usize)> {
    let b = f.entry();
    let pos = first_terminator(f, b);
    insert_copy(f, b, pos, RegConstraint::Class(RegClass::named("scc_class")), None, Operand::phys(PhysReg::SCC));
    Some((b, pos))
}

/// Explicit operand indices of a target instruction whose operands match its declaration.
fn declared_operands(f: &Function, id: InstId) -> Option<Vec<usize>> {
    let inst = f.inst(id);
    let d = inst.opcode.target()?.desc();
    let explicit: Vec<usize> = (0..inst.operands.len()).filter(|&k| !inst.operands[k].as_reg().is_some_and(|r| r.is_implicit())).collect();
    (explicit.len() == d.outs.len() + d.ins.len() && !d.flags.contains(isel::target::instrs::InstrFlags::VARIADIC)).then_some(explicit)
}

fn operand_missing(f: &mut Function, taken: &HashSet<InstId>) -> Option<(BlockId, usize)> {
    let (b, i, id, o) = sites(f, taken).into_iter().find_map(|(b, i, id)| {
        let explicit = declared_operands(f, id)?;
        let last = *explicit.last()?;
        (explicit.len() >= 2).then_some((b, i, id, last))
    })?;
    f.inst_mut(id).operands.remove(o);
    Some((b, i))
}

fn reg_class_mismatch(f: &mut Function, taken: &HashSet<InstId>) -> Option<(BlockId, usize)> {
    let (b, i, id, o) = sites(f, taken).into_iter().find_map(|(b, i, id)| {
        let explicit = declared_operands(f, id)?;
        let d = f.inst(id).opcode.target()?.desc();
        d.ins.iter().enumerate().find_map(|(k, info)| {
            let o = explicit[d.outs.len() + k];
            let plain = f.inst(id).operands[o].as_reg().is_some_and(|r| r.reg.vreg().is_some() && r.subreg.is_none());
            (matches!(info.kind, OperandKind::Reg(c) if c == class::VGPR_32) && plain).then_some((b, i, id, o))
        })
    })?;
    let v = f.new_vreg(RegConstraint::Class(class::VREG_64), None);
    f.insert_inst(b, i, Inst::new(GenericOpcode::IMPLICIT_DEF).with(Operand::vreg_def(v)));
    set_reg(f, id, o, v);
    Some((b, i + 1))
}

/// Inserts `%d:vgpr_32 = V_CNDMASK_B32_e32 %src0, %v, implicit $vcc, implicit $exec` (after
/// defining what it reads) before the first VALU instruction: an `e32` form reading `$vcc`
/// implicitly, which llc-14's selector never emits on its own.
fn cndmask_e32(f: &mut Function, sgpr: bool, taken: &HashSet<InstId>) -> Option<(BlockId, usize)> {
    let op = isel::target::instrs::TargetOpcode::from_name("V_CNDMASK_B32_e32")?;
    let (b, i, _) = sites(f, taken).into_iter().find(|&(_, _, id)| f.inst(id).opcode.target().is_some_and(|t| t.desc().is_valu()))?;
    let src0 = f.new_vreg(RegConstraint::Class(if sgpr { class::SREG_32 } else { class::VGPR_32 }), None);
    let v = f.new_vreg(RegConstraint::Class(class::VGPR_32), None);
    let d = f.new_vreg(RegConstraint::Class(class::VGPR_32), None);
    f.insert_inst(b, i, Inst::new(GenericOpcode::IMPLICIT_DEF).with(Operand::vreg_def(src0)));
    f.insert_inst(b, i + 1, Inst::new(GenericOpcode::IMPLICIT_DEF).with(Operand::vreg_def(v)));
    f.insert_inst(b, i + 2, Inst::new(GenericOpcode::IMPLICIT_DEF).with(Operand::phys_def(PhysReg::VCC)));
    let inst = Inst::new(op)
        .with(Operand::vreg_def(d))
        .with(Operand::vreg(src0))
        .with(Operand::vreg(v))
        .with(Operand::implicit_use(PhysReg::VCC))
        .with(Operand::implicit_use(PhysReg::EXEC));
    f.insert_inst(b, i + 3, inst);
    Some((b, i + 3))
}

/// Puts the given constants in the first literal-capable 32-bit sources of a VOP3
/// instruction that reads nothing else through the constant bus.
fn vop3_literals(f: &mut Function, st: Subtarget, values: &[i64], taken: &HashSet<InstId>) -> Option<(BlockId, usize)> {
    let (b, i, id, srcs) = sites(f, taken).into_iter().find_map(|(b, i, id)| {
        let d = f.inst(id).opcode.target()?.desc();
        if d.family != Family::Vop3 || SHIFT64.contains(&d.name) {
            return None;
        }
        let srcs: Vec<_> = sgpr_capable_sources(f, st, id).into_iter().filter(|s| s.2 && s.1 == 32).take(values.len()).collect();
        (srcs.len() == values.len() && !has_other_bus_reads(f, st, id, &srcs)).then_some((b, i, id, srcs))
    })?;
    for (s, &v) in srcs.iter().zip(values) {
        f.inst_mut(id).operands[s.0] = Operand::Imm(v);
    }
    Some((b, i))
}

// ---- amdgpu_ps ---------------------------------------------------------------------------------

fn second_done_export(f: &mut Function, taken: &HashSet<InstId>) -> Option<(BlockId, usize)> {
    if f.ir.as_ref().map(|ir| ir.cc) != Some(CallingConv::AmdgpuPs) {
        return None;
    }
    let (b, i, id) = sites(f, taken).into_iter().find(|&(_, _, id)| is_done_export(f.inst(id)))?;
    let copy = f.inst(id).clone();
    f.insert_inst(b, i + 1, copy);
    Some((b, i + 1))
}

/// One function with every constant-bus and literal mutation that fits applied at once, each
/// at its own instruction, for one run of llc's verifier (which reports every bad instruction
/// of a function before it stops): the mutated module, and each mutation's kind and instruction.
pub fn combined_llc_mutant(module: &Module, function: usize, st: Subtarget) -> Option<(Module, Vec<(Kind, InstId)>)> {
    let mut f = module.functions.get(function)?.clone();
    if f.props.failed_isel || !f.props.selected {
        return None;
    }
    let mut taken = HashSet::new();
    let mut done = Vec::new();
    for kind in Kind::ALL.into_iter().filter(|k| k.is_llc_comparable()) {
        if let Some((b, i)) = apply_avoiding(&mut f, kind, st, &taken) {
            let id = f.block(b).insts[i];
            taken.insert(id);
            done.push((kind, id));
        }
    }
    if done.is_empty() {
        return None;
    }
    Some((Module { ir: module.ir.clone(), functions: vec![f] }, done))
}

// ---- judging -----------------------------------------------------------------------------------

/// What the verifier said about one mutant.
#[derive(Clone, Debug)]
pub struct Judgement {
    /// The expected code at the expected line (for legal variants: the code is absent there).
    pub caught: bool,
    /// The line the diagnostic had to be on.
    pub line: u32,
    /// Every diagnostic's (code, line).
    pub reported: Vec<(String, u32)>,
    /// The printed module, as checked.
    pub text: String,
}

/// Prints the mutant, parses it back and verifies the mutated function.
pub fn judge(m: &Mutant, st: Subtarget) -> Result<Judgement, String> {
    let text = m.module.to_string();
    let module = match isel::mir::parse(&text) {
        Ok(module) => module,
        // A VALU instruction without its `implicit $exec` is refused by the reader already, as
        // llc-14's MIR parser refuses it: caught, at the instruction's line, before the verifier.
        Err(e) if m.kind == Kind::ValuWithoutExec && e.to_string().contains("`implicit $exec`") => {
            return Ok(Judgement { caught: true, line: e.line, reported: vec![("parse".into(), e.line)], text });
        }
        Err(e) => return Err(format!("the printed mutant does not parse: {e}")),
    };
    let f = module.functions.first().ok_or("the mutated function is gone")?;
    let id = *f.block(m.at.0).insts.get(m.at.1).ok_or("the expected instruction is gone")?;
    let line = f.inst(id).loc.line;
    let diags = Verifier::new(st).file("mutant.mir", Some(&text)).verify(f);
    let reported: Vec<(String, u32)> = diags.iter().map(|d| (d.code.clone(), d.line)).collect();
    let here = reported.iter().any(|(c, l)| c == m.kind.rule().code() && *l == line);
    let caught = if m.kind.is_violation() { here } else { !reported.iter().any(|(c, _)| c == m.kind.rule().code()) };
    Ok(Judgement { caught, line, reported, text })
}

/// LLVM's machine verifier's opinion of a MIR text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LlcVerdict {
    /// llc read the file and its verifier found nothing.
    Clean,
    /// The verifier's messages (`*** Bad machine code: ... ***`).
    Bad(Vec<String>),
    /// llc could not read the file (its message).
    Unreadable(String),
}

impl LlcVerdict {
    /// Did LLVM report a constant-bus violation?
    pub fn constant_bus(&self) -> bool {
        matches!(self, LlcVerdict::Bad(m) if m.iter().any(|m| m.contains("constant bus restriction")))
    }
}

/// One error of LLVM's machine verifier.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LlcError {
    pub message: String,
    /// The instruction as llc printed it (`%12:vgpr_32 = V_ADD_U32_e64 ...`).
    pub instruction: String,
}

impl LlcError {
    /// The first virtual register the instruction defines, and its opcode.
    pub fn def_and_opcode(&self) -> (Option<u32>, Option<&str>) {
        let text = self.instruction.trim();
        let (lhs, rhs) = match text.split_once(" = ") {
            Some((l, r)) => (Some(l), r),
            None => (None, text),
        };
        let def =
            lhs.and_then(|l| l.strip_prefix('%')).and_then(|l| l.split(|c: char| !c.is_ascii_digit()).next()).and_then(|n| n.parse().ok());
        let opcode = rhs.split_whitespace().find(|w| w.chars().next().is_some_and(|c| c.is_ascii_uppercase()));
        (def, opcode)
    }
}

/// Runs llc's verifier on `text` and returns each error with its instruction; `Err` if llc
/// cannot read the text.
pub fn llc_errors(llc: &str, text: &str, cpu: Cpu) -> Result<Vec<LlcError>, String> {
    let (ok, stderr) = run_llc(llc, text, cpu)?;
    let mut out: Vec<LlcError> = Vec::new();
    for line in stderr.lines() {
        if let Some(m) = line.strip_prefix("*** Bad machine code: ") {
            out.push(LlcError { message: m.trim_end_matches(" ***").to_string(), instruction: String::new() });
        } else if let Some(i) = line.strip_prefix("- instruction: ")
            && let Some(last) = out.last_mut()
        {
            last.instruction = i.to_string();
        }
    }
    if !ok && out.is_empty() {
        return Err(llc_error_line(&stderr));
    }
    Ok(out)
}

/// llc's first error message, without its `error: <stdin>:line:col:` prefix.
fn llc_error_line(stderr: &str) -> String {
    let line = stderr.lines().find(|l| l.contains("error")).unwrap_or("llc failed");
    let m = line.split_once("error: ").map_or(line, |(_, m)| m);
    m.strip_prefix("<stdin>:").and_then(|rest| rest.splitn(3, ':').nth(2)).map_or(m, str::trim).to_string()
}

/// True when IR text uses opaque pointer types (`ptr`), which llc-14 reads only with
/// `-opaque-pointers` (the test `mir-tests/scripts/gen-stages.sh` makes, without a regex).
pub fn uses_opaque_pointers(ir: &str) -> bool {
    let word = |c: u8| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'-');
    ir.lines().map(|l| l.split(';').next().unwrap_or("")).any(|l| {
        let b = l.as_bytes();
        l.match_indices("ptr").any(|(i, _)| {
            let before = i.checked_sub(1).and_then(|j| b.get(j)).copied();
            let after = b.get(i + 3).copied();
            !before.is_some_and(|c| word(c) || matches!(c, b'%' | b'@' | b'"')) && !after.is_some_and(word)
        })
    })
}

fn run_llc(llc: &str, text: &str, cpu: Cpu) -> Result<(bool, String), String> {
    let mut cmd = Command::new(llc);
    // Only the IR block (before the first `...`) decides.
    if uses_opaque_pointers(text.split("\n...\n").next().unwrap_or("")) {
        cmd.arg("-opaque-pointers");
    }
    let mut child = cmd
        .args([
            "-march=amdgcn",
            &format!("-mcpu={}", cpu.name()),
            "-run-pass=none",
            "-verify-machineinstrs",
            "-x",
            "mir",
            "-",
            "-o",
            "/dev/null",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run `{llc}`: {e}"))?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin.write_all(text.as_bytes()).map_err(|e| format!("cannot write to `{llc}`: {e}"))?;
    }
    let out = child.wait_with_output().map_err(|e| format!("`{llc}` failed: {e}"))?;
    Ok((out.status.success(), String::from_utf8_lossy(&out.stderr).into_owned()))
}

/// Runs `llc -march=amdgcn -mcpu=CPU -run-pass=none -verify-machineinstrs` on `text`.
pub fn llc_verdict(llc: &str, text: &str, cpu: Cpu) -> Result<LlcVerdict, String> {
    let (ok, stderr) = run_llc(llc, text, cpu)?;
    let bad: Vec<String> =
        stderr.lines().filter_map(|l| l.strip_prefix("*** Bad machine code: ").map(|m| m.trim_end_matches(" ***").to_string())).collect();
    Ok(if ok {
        LlcVerdict::Clean
    } else if !bad.is_empty() {
        LlcVerdict::Bad(bad)
    } else {
        LlcVerdict::Unreadable(llc_error_line(&stderr))
    })
}

/// Counts per kind: mutants made, and caught with the right code and line.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub by_kind: BTreeMap<Kind, (usize, usize)>,
}

impl Tally {
    pub fn add(&mut self, kind: Kind, caught: bool) {
        let e = self.by_kind.entry(kind).or_default();
        e.0 += 1;
        e.1 += usize::from(caught);
    }

    pub fn total(&self) -> (usize, usize) {
        self.by_kind.values().fold((0, 0), |(a, b), (m, c)| (a + m, b + c))
    }
}
