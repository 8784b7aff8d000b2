//! What the verifier reports: one [`Violation`] per broken rule, naming the instruction and the
//! operand involved, and its rendering as a [`Diagnostic`].

use isel::diag::Diagnostic;
use isel::mir::{BlockId, Function, InstId, Opcode, SourceLoc, VReg, operand_columns};

/// A verifier rule, with its stable code. The catalogue with the reasons is the crate's top doc.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rule {
    MultipleDefs,
    UndefinedUse,
    UseNotDominated,
    PhiNotAtBlockStart,
    PhiInputs,
    TerminatorNotAtEnd,
    Successors,
    OperandTypes,
    CopySize,
    Unmodelled,
    Illegal,
    MissingBank,
    NoBankPattern,
    VccNotS1,
    SccBank,
    PhiMixesVcc,
    VgprToSgprCopy,
    VccToSgprCopy,
    GenericOpcode,
    GenericVreg,
    OperandCount,
    RegClass,
    SaluReadsVgpr,
    ValuWithoutExec,
    ConstantBus,
    Literal,
    SecondDoneExport,
}

/// The stage whose flags turn a rule on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// Every function.
    Always,
    /// `legalized: true` and not yet selected.
    Legalized,
    /// `regBankSelected: true` and not yet selected.
    RegBankSelected,
    /// `selected: true`.
    Selected,
    /// Functions with the `amdgpu_ps` calling convention, at every stage.
    PixelShader,
}

impl Rule {
    pub const ALL: [Rule; 27] = [
        Rule::MultipleDefs,
        Rule::UndefinedUse,
        Rule::UseNotDominated,
        Rule::PhiNotAtBlockStart,
        Rule::PhiInputs,
        Rule::TerminatorNotAtEnd,
        Rule::Successors,
        Rule::OperandTypes,
        Rule::CopySize,
        Rule::Unmodelled,
        Rule::Illegal,
        Rule::MissingBank,
        Rule::NoBankPattern,
        Rule::VccNotS1,
        Rule::SccBank,
        Rule::PhiMixesVcc,
        Rule::VgprToSgprCopy,
        Rule::VccToSgprCopy,
        Rule::GenericOpcode,
        Rule::GenericVreg,
        Rule::OperandCount,
        Rule::RegClass,
        Rule::SaluReadsVgpr,
        Rule::ValuWithoutExec,
        Rule::ConstantBus,
        Rule::Literal,
        Rule::SecondDoneExport,
    ];

    /// The stable code CI matches on.
    pub fn code(self) -> &'static str {
        match self {
            Rule::MultipleDefs => "V001",
            Rule::UndefinedUse => "V002",
            Rule::UseNotDominated => "V003",
            Rule::PhiNotAtBlockStart => "V004",
            Rule::PhiInputs => "V005",
            Rule::TerminatorNotAtEnd => "V006",
            Rule::Successors => "V007",
            Rule::OperandTypes => "V008",
            Rule::CopySize => "V009",
            Rule::Unmodelled => "V011",
            Rule::Illegal => "V010",
            Rule::MissingBank => "V020",
            Rule::NoBankPattern => "V021",
            Rule::VccNotS1 => "V022",
            Rule::SccBank => "V023",
            Rule::PhiMixesVcc => "V024",
            Rule::VgprToSgprCopy => "V025",
            Rule::VccToSgprCopy => "V026",
            Rule::GenericOpcode => "V030",
            Rule::GenericVreg => "V031",
            Rule::OperandCount => "V032",
            Rule::RegClass => "V033",
            Rule::SaluReadsVgpr => "V034",
            Rule::ValuWithoutExec => "V035",
            Rule::ConstantBus => "V036",
            Rule::Literal => "V037",
            Rule::SecondDoneExport => "V040",
        }
    }

    /// Looks a rule up by its code.
    pub fn from_code(code: &str) -> Option<Rule> {
        Rule::ALL.into_iter().find(|r| r.code() == code)
    }

    /// One line on what the rule demands.
    pub fn summary(self) -> &'static str {
        match self {
            Rule::MultipleDefs => "a virtual register has one definition (SSA)",
            Rule::UndefinedUse => "a virtual register that is read has a definition",
            Rule::UseNotDominated => "a definition dominates every use",
            Rule::PhiNotAtBlockStart => "PHIs come first in their block",
            Rule::PhiInputs => "a PHI has exactly one input per predecessor and no other",
            Rule::TerminatorNotAtEnd => "terminators come last in their block",
            Rule::Successors => "branch targets and fall-through agree with the successor list",
            Rule::OperandTypes => "a generic instruction's operands have the types its opcode demands",
            Rule::CopySize => "a COPY's source and destination have the same size",
            Rule::Unmodelled => "no generic opcode that LLVM 14 has but the project does not model (no pass has a rule for it)",
            Rule::Illegal => "a generic instruction of a legalized function is legal per the legality table",
            Rule::MissingBank => "every virtual register of a bank-selected function has a bank",
            Rule::NoBankPattern => "a generic instruction's bank combination has a pattern (bank table)",
            Rule::VccNotS1 => "only s1 values live in the vcc bank",
            Rule::SccBank => "there is no SCC bank",
            Rule::PhiMixesVcc => "a PHI does not mix vcc and non-vcc registers",
            Rule::VgprToSgprCopy => "no COPY from a VGPR into an SGPR",
            Rule::VccToSgprCopy => "no COPY from a vcc lane mask into an SGPR value",
            Rule::GenericOpcode => "no generic opcode is left after selection",
            Rule::GenericVreg => "no generic virtual register is left after selection",
            Rule::OperandCount => "a machine instruction has the explicit operands its declaration lists",
            Rule::RegClass => "each operand's register fits the operand class of the declaration",
            Rule::SaluReadsVgpr => "a scalar ALU instruction never reads a VGPR",
            Rule::ValuWithoutExec => "a vector ALU instruction reads $exec",
            Rule::ConstantBus => "a VALU instruction stays within the constant bus limit",
            Rule::Literal => "a literal constant appears only where the encoding has room for it",
            Rule::SecondDoneExport => "at most one `done` export on any path from entry to return (amdgpu_ps)",
        }
    }

    pub fn stage(self) -> Stage {
        match self {
            Rule::MultipleDefs
            | Rule::UndefinedUse
            | Rule::UseNotDominated
            | Rule::PhiNotAtBlockStart
            | Rule::PhiInputs
            | Rule::TerminatorNotAtEnd
            | Rule::Successors
            | Rule::OperandTypes
            | Rule::CopySize
            | Rule::Unmodelled => Stage::Always,
            Rule::Illegal => Stage::Legalized,
            Rule::MissingBank
            | Rule::NoBankPattern
            | Rule::VccNotS1
            | Rule::SccBank
            | Rule::PhiMixesVcc
            | Rule::VgprToSgprCopy
            | Rule::VccToSgprCopy => Stage::RegBankSelected,
            Rule::GenericOpcode
            | Rule::GenericVreg
            | Rule::OperandCount
            | Rule::RegClass
            | Rule::SaluReadsVgpr
            | Rule::ValuWithoutExec
            | Rule::ConstantBus
            | Rule::Literal => Stage::Selected,
            Rule::SecondDoneExport => Stage::PixelShader,
        }
    }
}

/// A place in a function: an instruction (and one of its operands), or a block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    Inst { inst: InstId, operand: Option<usize> },
    Block(BlockId),
}

impl Place {
    pub fn inst(inst: InstId) -> Place {
        Place::Inst { inst, operand: None }
    }
    pub fn operand(inst: InstId, operand: usize) -> Place {
        Place::Inst { inst, operand: Some(operand) }
    }
}

/// What is wrong with a PHI's inputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PhiProblem {
    /// No input names this predecessor (by block number).
    Missing { pred: u32 },
    /// The input at this operand names a block that is not a predecessor.
    NotAPredecessor { operand: usize, block: u32 },
    /// A second input for the same predecessor.
    Duplicate { operand: usize, block: u32, first: usize },
    /// The operands are not (register, block) pairs.
    Malformed { operand: usize },
}

/// What is wrong with a block's successor list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SuccessorProblem {
    /// A terminator branches to a block the successor list does not hold.
    TargetNotSuccessor { inst: InstId, operand: usize, target: u32 },
    /// A successor no terminator branches to, from a block that cannot fall through.
    Unreached { succ: u32 },
    /// A successor no terminator branches to that is not the layout successor either.
    NotFallThrough { succ: u32, next: Option<u32> },
}

/// One broken rule. Every variant names the instruction (and operand) where it is broken, and
/// the other places involved, so that the report needs no further digging.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum Violation {
    #[error("%{} is defined more than once; the function is in SSA form", vreg.0)]
    MultipleDefs { inst: InstId, operand: usize, vreg: VReg, first: InstId },

    #[error("%{} is read but never defined", vreg.0)]
    UndefinedUse { inst: InstId, operand: usize, vreg: VReg },

    #[error("%{} is read where its definition does not dominate{}", vreg.0, match pred { Some(p) => format!(" (the end of predecessor %bb.{p}, for the PHI)"), None => String::new() })]
    UseNotDominated { inst: InstId, operand: usize, vreg: VReg, def: InstId, pred: Option<u32> },

    #[error("PHI after a non-PHI instruction in %bb.{block}")]
    PhiNotAtBlockStart { inst: InstId, after: InstId, block: u32 },

    #[error("{}", phi_message(problem))]
    PhiInputs { inst: InstId, problem: PhiProblem },

    #[error("`{opcode}` follows the terminator `{terminator_opcode}` in %bb.{block}")]
    TerminatorNotAtEnd { inst: InstId, opcode: String, terminator: InstId, terminator_opcode: String, block: u32 },

    #[error("{}", successor_message(*block, problem))]
    Successors { block: u32, at: Place, problem: SuccessorProblem },

    #[error("`{opcode}`: {detail}")]
    OperandTypes { inst: InstId, operand: Option<usize>, opcode: String, detail: String, other: Option<usize> },

    #[error("COPY between registers of different sizes: {dst} bits from {src} bits")]
    CopySize { inst: InstId, dst: String, src: String },

    #[error("`{opcode}` is a generic opcode of LLVM 14 that the project does not model: no pass has a rule for it")]
    Unmodelled { inst: InstId, opcode: &'static str },

    #[error("`{opcode}` with types ({types}){} is not legal on {cpu}: no pattern accepts it", match mem_bits { Some(b) => format!(" and a {b}-bit memory access"), None => String::new() })]
    Illegal { inst: InstId, opcode: String, types: String, mem_bits: Option<u64>, cpu: &'static str },

    #[error("%{} has no register bank", vreg.0)]
    MissingBank { inst: InstId, operand: usize, vreg: VReg },

    #[error("no pattern for `{opcode}` ({types}) with banks {banks} on {cpu}")]
    NoBankPattern { inst: InstId, opcode: String, types: String, banks: String, cpu: &'static str },

    #[error("%{} is in the vcc bank but has type {ty}; only s1 lives in vcc", vreg.0)]
    VccNotS1 { inst: InstId, operand: usize, vreg: VReg, ty: String },

    #[error("{what} uses an SCC bank; there is none (a scalar boolean is an s32 in sgpr)")]
    SccBank { inst: InstId, operand: usize, what: String },

    #[error("PHI mixes vcc and {other_bank} registers")]
    PhiMixesVcc { inst: InstId, vcc_operand: usize, other_operand: usize, other_bank: &'static str, def_is_vcc: bool },

    #[error("COPY from a VGPR into an SGPR")]
    VgprToSgprCopy { inst: InstId },

    #[error("COPY from a vcc lane mask into an SGPR")]
    VccToSgprCopy { inst: InstId },

    #[error("generic opcode `{opcode}` left after instruction selection")]
    GenericOpcode { inst: InstId, opcode: String },

    #[error("%{} is still a generic virtual register ({what}) after instruction selection", vreg.0)]
    GenericVreg { inst: InstId, operand: usize, vreg: VReg, what: String },

    #[error("`{opcode}` takes {expected} explicit operands, found {found}")]
    OperandCount { inst: InstId, opcode: &'static str, expected: usize, found: usize },

    #[error("`{opcode}` operand `{name}` takes {expected}, found {found}")]
    RegClass { inst: InstId, operand: usize, opcode: &'static str, name: &'static str, expected: String, found: String },

    #[error("scalar instruction `{opcode}` reads VGPR {reg}")]
    SaluReadsVgpr { inst: InstId, operand: usize, opcode: &'static str, reg: String },

    #[error("vector instruction `{opcode}` does not read $exec")]
    ValuWithoutExec { inst: InstId, opcode: &'static str },

    #[error("`{opcode}` reads {count} scalar values through the constant bus; the limit on {cpu} is {limit}")]
    ConstantBus { inst: InstId, opcode: &'static str, reads: Vec<(usize, String)>, count: u32, limit: u32, cpu: &'static str },

    #[error("`{opcode}`: {why}")]
    Literal { inst: InstId, operand: usize, opcode: &'static str, why: String, other: Option<usize> },

    #[error("second `done` export on a path from entry to return{}", if *same { " (the same export runs again through a loop)" } else { "" })]
    SecondDoneExport { inst: InstId, first: InstId, same: bool },
}

fn phi_message(p: &PhiProblem) -> String {
    match *p {
        PhiProblem::Missing { pred } => format!("PHI has no input for predecessor %bb.{pred}"),
        PhiProblem::NotAPredecessor { block, .. } => format!("PHI has an input for %bb.{block}, which is not a predecessor"),
        PhiProblem::Duplicate { block, .. } => format!("PHI has two inputs for predecessor %bb.{block}"),
        PhiProblem::Malformed { .. } => "PHI operands are not (register, block) pairs".to_string(),
    }
}

fn successor_message(block: u32, p: &SuccessorProblem) -> String {
    match *p {
        SuccessorProblem::TargetNotSuccessor { target, .. } => {
            format!("%bb.{block} branches to %bb.{target}, which is not in its successor list")
        }
        SuccessorProblem::Unreached { succ } => {
            format!("%bb.{block} lists successor %bb.{succ} but no terminator branches there and the block cannot fall through")
        }
        SuccessorProblem::NotFallThrough { succ, next } => match next {
            Some(n) => {
                format!("%bb.{block} lists successor %bb.{succ}, which no terminator branches to; it can only fall through to %bb.{n}")
            }
            None => format!("%bb.{block} lists successor %bb.{succ}, which no terminator branches to, and it is the last block"),
        },
    }
}

impl Violation {
    pub fn rule(&self) -> Rule {
        match self {
            Violation::MultipleDefs { .. } => Rule::MultipleDefs,
            Violation::UndefinedUse { .. } => Rule::UndefinedUse,
            Violation::UseNotDominated { .. } => Rule::UseNotDominated,
            Violation::PhiNotAtBlockStart { .. } => Rule::PhiNotAtBlockStart,
            Violation::PhiInputs { .. } => Rule::PhiInputs,
            Violation::TerminatorNotAtEnd { .. } => Rule::TerminatorNotAtEnd,
            Violation::Successors { .. } => Rule::Successors,
            Violation::OperandTypes { .. } => Rule::OperandTypes,
            Violation::CopySize { .. } => Rule::CopySize,
            Violation::Unmodelled { .. } => Rule::Unmodelled,
            Violation::Illegal { .. } => Rule::Illegal,
            Violation::MissingBank { .. } => Rule::MissingBank,
            Violation::NoBankPattern { .. } => Rule::NoBankPattern,
            Violation::VccNotS1 { .. } => Rule::VccNotS1,
            Violation::SccBank { .. } => Rule::SccBank,
            Violation::PhiMixesVcc { .. } => Rule::PhiMixesVcc,
            Violation::VgprToSgprCopy { .. } => Rule::VgprToSgprCopy,
            Violation::VccToSgprCopy { .. } => Rule::VccToSgprCopy,
            Violation::GenericOpcode { .. } => Rule::GenericOpcode,
            Violation::GenericVreg { .. } => Rule::GenericVreg,
            Violation::OperandCount { .. } => Rule::OperandCount,
            Violation::RegClass { .. } => Rule::RegClass,
            Violation::SaluReadsVgpr { .. } => Rule::SaluReadsVgpr,
            Violation::ValuWithoutExec { .. } => Rule::ValuWithoutExec,
            Violation::ConstantBus { .. } => Rule::ConstantBus,
            Violation::Literal { .. } => Rule::Literal,
            Violation::SecondDoneExport { .. } => Rule::SecondDoneExport,
        }
    }

    pub fn code(&self) -> &'static str {
        self.rule().code()
    }

    /// Where the rule is broken.
    pub fn place(&self) -> Place {
        use Violation as V;
        match *self {
            V::MultipleDefs { inst, operand, .. }
            | V::UndefinedUse { inst, operand, .. }
            | V::UseNotDominated { inst, operand, .. }
            | V::MissingBank { inst, operand, .. }
            | V::VccNotS1 { inst, operand, .. }
            | V::SccBank { inst, operand, .. }
            | V::GenericVreg { inst, operand, .. }
            | V::RegClass { inst, operand, .. }
            | V::SaluReadsVgpr { inst, operand, .. }
            | V::Literal { inst, operand, .. } => Place::operand(inst, operand),
            // The operand whose bank disagrees with the PHI's own.
            V::PhiMixesVcc { inst, vcc_operand, other_operand, def_is_vcc, .. } => {
                Place::operand(inst, if def_is_vcc { other_operand } else { vcc_operand })
            }
            V::OperandTypes { inst, operand, .. } => Place::Inst { inst, operand },
            V::PhiNotAtBlockStart { inst, .. }
            | V::TerminatorNotAtEnd { inst, .. }
            | V::CopySize { inst, .. }
            | V::Unmodelled { inst, .. }
            | V::Illegal { inst, .. }
            | V::NoBankPattern { inst, .. }
            | V::VgprToSgprCopy { inst }
            | V::VccToSgprCopy { inst }
            | V::GenericOpcode { inst, .. }
            | V::OperandCount { inst, .. }
            | V::ValuWithoutExec { inst, .. }
            | V::ConstantBus { inst, .. }
            | V::SecondDoneExport { inst, .. } => Place::inst(inst),
            V::PhiInputs { inst, problem } => match problem {
                PhiProblem::NotAPredecessor { operand, .. } | PhiProblem::Duplicate { operand, .. } | PhiProblem::Malformed { operand } => {
                    Place::operand(inst, operand)
                }
                PhiProblem::Missing { .. } => Place::inst(inst),
            },
            V::Successors { at, .. } => at,
        }
    }

    /// The instruction the rule is broken at, if the place is an instruction.
    pub fn inst(&self) -> Option<InstId> {
        match self.place() {
            Place::Inst { inst, .. } => Some(inst),
            Place::Block(_) => None,
        }
    }

    /// The other places involved, with what each is.
    pub fn notes(&self) -> Vec<(Place, String)> {
        use Violation as V;
        match self {
            V::MultipleDefs { first, .. } => vec![(Place::inst(*first), "first defined here".into())],
            V::UseNotDominated { def, .. } => vec![(Place::inst(*def), "defined here".into())],
            V::PhiNotAtBlockStart { after, .. } => vec![(Place::inst(*after), "this non-PHI instruction comes first".into())],
            V::PhiInputs { inst, problem: PhiProblem::Duplicate { first, .. }, .. } => {
                vec![(Place::operand(*inst, *first), "the first input for that block".into())]
            }
            V::TerminatorNotAtEnd { terminator, .. } => vec![(Place::inst(*terminator), "the terminator".into())],
            V::OperandTypes { inst, other: Some(o), .. } => vec![(Place::operand(*inst, *o), "the type it must match".into())],
            V::CopySize { inst, dst, src } => vec![
                (Place::operand(*inst, 0), format!("destination: {dst} bits")),
                (Place::operand(*inst, 1), format!("source: {src} bits")),
            ],
            V::PhiMixesVcc { inst, vcc_operand, other_operand, def_is_vcc, other_bank } => {
                if *def_is_vcc {
                    vec![(Place::operand(*inst, *vcc_operand), "a vcc register".into())]
                } else {
                    vec![(Place::operand(*inst, *other_operand), format!("a register in the {other_bank} bank"))]
                }
            }
            V::VgprToSgprCopy { inst } | V::VccToSgprCopy { inst } => {
                vec![(Place::operand(*inst, 0), "the SGPR destination".into()), (Place::operand(*inst, 1), "the source".into())]
            }
            V::ConstantBus { inst, reads, .. } => reads.iter().map(|(o, what)| (Place::operand(*inst, *o), what.clone())).collect(),
            V::Literal { inst, other: Some(o), .. } => vec![(Place::operand(*inst, *o), "the other constant-bus read".into())],
            V::SecondDoneExport { first, same, .. } => {
                let what = if *same { "this export can run twice" } else { "the first `done` export on the path" };
                vec![(Place::inst(*first), what.into())]
            }
            _ => Vec::new(),
        }
    }

    /// The diagnostic for this violation in `f`, read from `file` (whose text, if given, places
    /// the caret and the notes on the operands involved).
    pub fn to_diagnostic(&self, f: &Function, file: &str, source: Option<&str>) -> Diagnostic {
        let locator = Locator { f, source };
        let (line, col, len) = locator.position(self.place());
        let mut d = Diagnostic::error(self.code(), self.to_string(), file, line, col);
        d.len = len;
        d.label = Some(self.rule().summary().to_string());
        for (place, message) in self.notes() {
            let (line, col, len) = locator.position(place);
            d = d.with_note(line, col, len, message);
        }
        d
    }
}

/// Turns places into line, column and length.
struct Locator<'a> {
    f: &'a Function,
    source: Option<&'a str>,
}

impl Locator<'_> {
    fn position(&self, place: Place) -> (u32, u32, u32) {
        match place {
            Place::Block(b) => {
                let loc = self.f.blocks.get(b.index()).map(|b| b.loc).unwrap_or_default();
                (loc.line, loc.col, 1)
            }
            Place::Inst { inst, operand } => {
                let Some(i) = self.f.insts.get(inst.index()) else { return (0, 0, 0) };
                let text = self.instruction_text(i.loc);
                if let Some(o) = operand
                    && let Some((col, len)) = text.and_then(|t| operand_span(t, i.loc, i.opcode, i.operands.len(), o))
                {
                    return (i.loc.line, col, len);
                }
                // The instruction up to the end of its opcode: its defs and what it is.
                let len = text.and_then(|t| t.find(opcode_name(i.opcode)).map(|p| p + opcode_name(i.opcode).len())).unwrap_or(1);
                (i.loc.line, i.loc.col, len as u32)
            }
        }
    }

    /// The source text from the instruction's column to the end of its line.
    fn instruction_text(&self, loc: SourceLoc) -> Option<&str> {
        if !loc.is_known() {
            return None;
        }
        let line = self.source?.lines().nth(loc.line as usize - 1)?;
        line.get((loc.col as usize).checked_sub(1)?..)
    }
}

/// The column and length of operand `o` in `text` (an instruction starting at `loc`), if the
/// text still holds that instruction (a pass may have replaced it and kept the location).
fn operand_span(text: &str, loc: SourceLoc, opcode: Opcode, n_operands: usize, o: usize) -> Option<(u32, u32)> {
    let name = opcode_name(opcode);
    let after_defs = text.split_once(" = ").map_or(text, |(_, rest)| rest);
    let same_opcode = after_defs.split_whitespace().any(|w| w.trim_end_matches(',') == name);
    let cols = operand_columns(text);
    if !same_opcode || cols.len() != n_operands {
        return None;
    }
    let start = *cols.get(o)? as usize - 1;
    // The operand runs to the next comma outside parentheses (or the `=` after a def).
    let mut depth = 0i32;
    let mut len = 0;
    for (k, c) in text.get(start..)?.char_indices() {
        match c {
            '(' | '<' => depth += 1,
            ')' | '>' => depth -= 1,
            ',' if depth == 0 => break,
            ' ' if depth == 0 && text[start + k..].starts_with(" = ") => break,
            ' ' if depth == 0 && text[start + k..].starts_with(" :: ") => break,
            _ => {}
        }
        len = k + c.len_utf8();
    }
    Some((start as u32 + loc.col, len.max(1) as u32))
}

/// LLVM's name of an opcode.
pub fn opcode_name(op: Opcode) -> &'static str {
    match op {
        Opcode::Generic(g) => g.name(),
        Opcode::Target(t) => t.name(),
        Opcode::Unknown(s) => s.as_str(),
    }
}
