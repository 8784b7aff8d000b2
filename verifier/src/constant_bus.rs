//! The constant bus (V036) and literal constants (V037) of selected VALU instructions.
//!
//! A VALU instruction reads scalar values (SGPRs, `$vcc`, `$m0`, literal constants) through the
//! constant bus, which carries `limit` distinct values per instruction: 1 before GFX10, 2 from
//! GFX10 on, 1 for the 64-bit shifts on GFX10 too (DESIGN.md "Constant bus"). Counting follows
//! the hardware as LLVM 14's `SIInstrInfo::verifyInstruction` models it, so our verdict can be
//! compared with `llc -verify-machineinstrs`:
//!
//! - the sources counted are the operands named `src0`, `src1`, `src2` in the declaration (a
//!   lane-mask `src2`, as in `V_CNDMASK_B32_e64`, is one), plus a `kimm` immediate (`V_MADAK_F32`)
//!   which is always a literal;
//! - a register source counts if it is an SGPR (a virtual register of an SGPR class, a physical
//!   SGPR, `$vcc`, `$exec`, `$m0`); `$sgpr_null` is free; the same register read twice counts once
//!   (sub-registers of one virtual register are one register);
//! - an immediate counts unless it is an inline constant for the operand's type; identical
//!   literals count once, and a second, different literal is an error of its own (V037);
//! - one implicit read of `$vcc`, `$vcc_lo`, `$vcc_hi`, `$m0` or `$flat_scr` (VOP2/VOPC `e32`
//!   forms reading the carry or the condition) counts, unless an explicit source already reads
//!   an overlapping register; `$exec` does not count;
//! - `V_WRITELANE_B32` is exempt (its lane select is read by other means).
//!
//! V037 also holds the encoding limits on literals: a VOP3 instruction has no room for one before
//! GFX10; an operand declared inline-only takes inline constants only.
//!
//! The inline constants depend on the operand type, which the catalogue gives only as a width:
//! 64-bit operands take the 64-bit set, 32-bit operands the 32-bit set (after truncating the
//! immediate to 32 bits), and 32-bit operands of 16-bit instructions (the last type in the name,
//! `V_ADD_F16`, `V_CVT_F32_F16`: `F16`, `I16`, `U16`, `B16`; `V_PK_*`: packed halves) the 16-bit set.

use isel::mir::{Bank, FpKind, Function, Half, Inst, InstId, Operand, PhysReg, Reg, Special};
use isel::target::Subtarget;
use isel::target::instrs::{Family, InstrDesc, OperandKind};
use isel::target::pattern_rt::is_inline_constant;

use crate::facts::{class_file, phys_bank};
use crate::violation::Violation;

/// The operand type an immediate is judged by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ImmType {
    B64,
    B32,
    Int16,
    Fp16,
    Packed16,
}

/// The immediate's value if it has one (symbolic operands such as globals are literals of
/// unknown value).
fn imm_value(op: &Operand) -> Option<Option<i64>> {
    match *op {
        Operand::Imm(_) | Operand::CImm { .. } => Some(op.as_imm()),
        Operand::FpImm { kind, bits } => Some(Some(match kind {
            FpKind::Float => i64::from(bits.get() as u32),
            _ => bits.get() as i64,
        })),
        Operand::Global(_) | Operand::Other(_) => Some(None),
        _ => None,
    }
}

fn imm_type(desc: &InstrDesc, width: u32) -> ImmType {
    if width == 64 {
        return ImmType::B64;
    }
    if desc.name.starts_with("V_PK_") {
        return ImmType::Packed16;
    }
    let base = desc.name.trim_end_matches("_e32").trim_end_matches("_e64");
    let last_type =
        base.rsplit('_').find(|w| w.len() >= 2 && w[1..].bytes().all(|b| b.is_ascii_digit()) && w.starts_with(['F', 'I', 'U', 'B']));
    match last_type {
        Some("F16") => ImmType::Fp16,
        Some("I16" | "U16" | "B16") => ImmType::Int16,
        _ => ImmType::B32,
    }
}

/// Is `v` an inline constant for an operand of type `t`? (GFX9 and GFX10 both have 1/(2π).)
fn is_inline(v: i64, t: ImmType) -> bool {
    let fits16 = (-(1 << 15)..(1 << 16)).contains(&v);
    match t {
        ImmType::B64 => is_inline_constant(v, 64),
        ImmType::B32 => is_inline_constant(i64::from(v as i32), 32),
        ImmType::Int16 => fits16 && (-16..=64).contains(&i64::from(v as i16)),
        ImmType::Fp16 => fits16 && is_inline_constant(i64::from(v as i16), 16),
        ImmType::Packed16 => {
            if fits16 {
                return is_inline_constant(i64::from(v as i16), 16);
            }
            let lo = i64::from(v as i16);
            let hi = i64::from((v >> 16) as i16);
            if v & 0xFFFF == 0 {
                return is_inline_constant(hi, 16);
            }
            lo == hi && is_inline_constant(lo, 16)
        }
    }
}

fn uses_bus_reg(f: &Function, op: &Operand) -> Option<Reg> {
    let r = op.as_reg()?;
    if r.is_def() {
        return None;
    }
    match r.reg {
        Reg::Virt(v) => f.vreg(v).constraint.class().and_then(class_file).filter(|b| *b == Bank::Sgpr).map(|_| r.reg),
        Reg::Phys(PhysReg::Special { reg: Special::SgprNull, .. }) => None,
        Reg::Phys(p) => (phys_bank(p) == Some(Bank::Sgpr) && p.bits() <= 64).then_some(r.reg),
        Reg::NoReg => None,
    }
}

fn implicit_bus_read(inst: &Inst) -> Option<(usize, PhysReg)> {
    inst.operands.iter().enumerate().find_map(|(o, op)| {
        let r = op.as_reg().filter(|r| r.is_implicit() && !r.is_def())?;
        match r.reg {
            Reg::Phys(
                p @ PhysReg::Special {
                    reg: Special::Vcc | Special::VccLo | Special::VccHi | Special::M0 | Special::FlatScr,
                    half: Half::Full,
                },
            ) => Some((o, p)),
            _ => None,
        }
    })
}

/// Do two of the registers `implicit_bus_read` returns, or an explicit source, overlap?
fn overlaps(a: PhysReg, b: PhysReg) -> bool {
    use Special::*;
    // (group, first bit, bits)
    let span = |p: PhysReg| match p {
        PhysReg::Special { reg: Vcc, .. } => Some((0, 0, 64)),
        PhysReg::Special { reg: VccLo, .. } => Some((0, 0, 32)),
        PhysReg::Special { reg: VccHi, .. } => Some((0, 32, 32)),
        PhysReg::Special { reg: M0, .. } => Some((1, 0, 32)),
        PhysReg::Special { reg: FlatScr, .. } => Some((2, 0, 64)),
        PhysReg::Special { reg: FlatScrLo, .. } => Some((2, 0, 32)),
        PhysReg::Special { reg: FlatScrHi, .. } => Some((2, 32, 32)),
        _ => None,
    };
    match (span(a), span(b)) {
        (Some((ga, sa, la)), Some((gb, sb, lb))) => ga == gb && sa < sb + lb && sb < sa + la,
        _ => a == b,
    }
}

fn is_vop(desc: &InstrDesc) -> bool {
    matches!(desc.family, Family::Vop1 | Family::Vop2 | Family::Vop3 | Family::Vop3p | Family::Vopc)
}

/// What a VALU instruction reads through the constant bus.
#[derive(Clone, Debug, Default)]
pub struct Analysis {
    /// Each counted read: operand index and what it is.
    pub reads: Vec<(usize, String)>,
    /// The first literal source, if any.
    pub literal: Option<usize>,
    /// Literal-encoding errors: (operand, why, other operand involved).
    pub literal_errors: Vec<(usize, String, Option<usize>)>,
}

/// The constant-bus reads of `inst`, or `None` if it is not a VALU instruction the rule
/// applies to (or lacks declared operands, which V032 reports).
pub fn analyze(f: &Function, st: &Subtarget, inst: &Inst) -> Option<Analysis> {
    let desc = inst.opcode.target()?.desc();
    if !desc.is_valu() || !is_vop(desc) {
        return None;
    }
    let explicit: Vec<usize> = (0..inst.operands.len()).filter(|&i| !inst.operands[i].as_reg().is_some_and(|r| r.is_implicit())).collect();
    if explicit.len() < desc.outs.len() + desc.ins.len() {
        return None;
    }
    let operand_of = |k: usize| explicit[desc.outs.len() + k];
    let mut a = Analysis::default();
    let mut literal_value: Option<Option<i64>> = None;

    // `src0`, `src1`, `src2` in that order, stopping at the first the declaration lacks.
    for name in ["src0", "src1", "src2"] {
        let Some(k) = desc.ins.iter().position(|i| i.name == name) else { break };
        let o = operand_of(k);
        let op = &inst.operands[o];
        let kind = desc.ins[k].kind;
        if let Some(reg) = uses_bus_reg(f, op) {
            let seen = a.reads.iter().any(|&(p, _)| uses_bus_reg(f, &inst.operands[p]) == Some(reg));
            if !seen {
                let what = match reg {
                    Reg::Phys(p) => format!("reads ${p}"),
                    Reg::Virt(v) => format!("reads SGPR %{}", v.0),
                    Reg::NoReg => "reads an SGPR".to_string(),
                };
                a.reads.push((o, what));
            }
        } else if let Some(v) = imm_value(op) {
            let width = kind.class(st.wave_size).map_or(32, |c| c.bits());
            if v.is_some_and(|v| is_inline(v, imm_type(desc, width))) {
                continue;
            }
            if let OperandKind::Src { literal: false, .. } = kind {
                a.literal_errors.push((o, format!("operand `{name}` takes inline constants only"), None));
            }
            match (a.literal, literal_value) {
                (None, _) => {
                    a.literal = Some(o);
                    literal_value = Some(v);
                    a.reads.push((o, "reads a literal constant".to_string()));
                }
                (Some(_), Some(w)) if w == v && v.is_some() => {}
                (Some(first), _) => a.literal_errors.push((
                    o,
                    "a second, different literal constant; an instruction has room for one".to_string(),
                    Some(first),
                )),
            }
        }
    }
    for (k, info) in desc.ins.iter().enumerate() {
        if matches!(info.kind, OperandKind::Imm("kimm")) {
            // LLVM counts the K constant apart from the source literals.
            a.reads.push((operand_of(k), "the K constant".to_string()));
        }
    }
    if let Some((o, p)) = implicit_bus_read(inst) {
        let overlapped = a.reads.iter().any(|&(q, _)| matches!(uses_bus_reg(f, &inst.operands[q]), Some(Reg::Phys(q)) if overlaps(q, p)));
        if !overlapped {
            a.reads.push((o, format!("reads ${p} implicitly")));
        }
    }
    if let Some(o) = a.literal
        && matches!(desc.family, Family::Vop3 | Family::Vop3p)
        && !st.has_vop3_literal()
    {
        a.literal_errors.push((o, format!("a VOP3 encoding has no room for a literal constant on {}", st.cpu.name()), None));
    }
    Some(a)
}

/// The counted reads of `inst` (see [`analyze`]).
pub fn reads(f: &Function, st: &Subtarget, inst: &Inst) -> Option<Vec<(usize, String)>> {
    analyze(f, st, inst).map(|a| a.reads)
}

/// V036 and V037 for one instruction.
pub fn check_inst(f: &Function, st: &Subtarget, id: InstId, inst: &Inst, out: &mut Vec<Violation>) {
    let Some(t) = inst.opcode.target() else { return };
    let Some(a) = analyze(f, st, inst) else { return };
    let desc = t.desc();
    let count = a.reads.len() as u32;
    let limit = st.constant_bus_limit_for(desc.name);
    // `V_WRITELANE_B32` reads its lane select by other means.
    if count > limit && desc.name != "V_WRITELANE_B32" {
        out.push(Violation::ConstantBus { inst: id, opcode: desc.name, reads: a.reads, count, limit, cpu: st.cpu.name() });
    }
    for (operand, why, other) in a.literal_errors {
        out.push(Violation::Literal { inst: id, operand, opcode: desc.name, why, other });
    }
}

pub fn check(f: &Function, st: &Subtarget, out: &mut Vec<Violation>) {
    for (_, id, inst) in f.all_insts() {
        check_inst(f, st, id, inst, out);
    }
}
