//! An interpreter for AMDGPU machine code: the meaning of what `instruction-select` and every
//! later pass produce, so that a selected function can be run beside its generic input on the
//! same inputs and compared ([`crate::equiv`]).
//!
//! # One front end, two instruction sets
//!
//! Machine instructions run on the wave of [`crate::interp`]: the same lanes, exec mask, phi
//! copies, structured control flow (`SI_IF`/`SI_ELSE`/`SI_LOOP`/`SI_END_CF`, whose exec protocol
//! that module documents), memory model (a sparse byte map per address space with a seeded
//! initial content), poison marks, exports and returns. A generic opcode runs there; a target
//! opcode comes here ([`execute`]), where its model is looked up in one table per encoding
//! family: [`salu`] (SOP1, SOP2, SOPC, SOPK, SOPP), [`valu`] (VOP1, VOP2, VOP3, VOPC, VOP3P),
//! [`memory`] (SMEM, FLAT, GLOBAL, SCRATCH, MUBUF, DS) and [`pseudo`] (`SI_*`, `REG_SEQUENCE`,
//! exports, lane reads) and [`interp`] (VINTRP). An opcode in no table is [`InterpError::Unsupported`] naming it, never
//! a guess.
//!
//! # Registers
//!
//! - A virtual register of an SGPR class (`sreg_32`, `sreg_64_xexec`, `sgpr_128`, ...) holds
//!   one value for the wave: scalar instructions and copies into it write every lane the same
//!   value, and a copy from a VGPR into it reads the first active lane (llc makes those only of
//!   values it knows to be uniform). A VGPR-class register holds one value per lane; VALU
//!   instructions write the active lanes only.
//! - Lane masks (`sreg_64_xexec` in wave64, `sreg_32_xm0_xexec` in wave32, `$vcc`, `$vcc_lo`,
//!   `$exec`) are integers whose bit `l` is lane `l`. A VALU compare or carry-out writes 0 for
//!   the inactive lanes, as the hardware does.
//! - Sub-registers (`%5.sub1`, `%9.sub2_sub3`, `$vgpr0_vgpr1`) are bit ranges of the whole
//!   register; physical registers are 32-bit units; `$scc` is one bit, `$m0` 32, `$vcc` 64.
//!
//! # Operands
//!
//! Operands are found by the names LLVM gives them (`src0`, `src1_modifiers`, `clamp`,
//! `vaddr`, `saddr`, `offset`, ...), from the project's instruction table
//! (`isel/src/target/instr_table.rs`), so an operand order is never written twice.
//!
//! # Semantics (GFX9 "Vega" and RDNA2 ISA manuals)
//!
//! - VOP3 source modifiers: `abs` (bit 1) then `neg` (bit 0) on the sign bit of a float source;
//!   the output modifier `omod` (×2, ×4, ÷2) and then `clamp` to [0, 1] (NaN → 0, DX10 clamp) on
//!   a float result; `clamp` of an unsigned add/sub saturates. VOP3P modifiers select each
//!   half (`op_sel`, `op_sel_hi`) and negate it (`neg_lo`, `neg_hi`).
//! - Denormals follow the function's `mode` (`fp32-input-denormals`, ...): a flushed input or
//!   output is a zero of the same sign. Float results are IEEE, round to nearest even, NaNs
//!   canonical (as in [`crate::interp`], since LLVM leaves NaN payloads unspecified).
//! - `V_MUL_U32_U24`/`V_MUL_I32_I24`/`V_MAD_*24` read the low 24 bits (sign-extended for the
//!   signed forms); `S_BFE_*` takes the offset from bits [4:0] ([5:0] for 64 bits) and the
//!   width from bits [22:16] of its second source, `V_BFE_*` the offset from `src1[4:0]` and the
//!   width from `src2[4:0]`; a width of 0 gives 0.
//! - The division sequence is modelled at the level of the contract the generic interpreter
//!   uses: `V_DIV_SCALE` returns its selected operand unscaled with flag 0, `V_DIV_FMAS` is an
//!   fma (scaled by 2^±64 when the flag is set), `V_DIV_FIXUP(q, d, n)` is the correctly rounded
//!   `n / d`, and `V_RCP_*` is the correctly rounded reciprocal (moved by
//!   [`crate::interp::Inputs::rcp_ulps`]). Transcendentals (`V_SIN`, `V_EXP`, ...) are not
//!   modelled.
//! - Poison: an arithmetic result with a poison source bit is poison; bitwise operations,
//!   moves and selects carry poison bit by bit. Shifts, `V_BFE_*`, `V_ALIGNBIT_B32` and
//!   `V_BFREV_B32` move their data bits (each result bit is one source bit or a constant, the
//!   ISA manual's definitions of these opcodes), so a defined amount moves the poison marks
//!   with the bits, as the generic interpreter's `G_LSHR`/`G_UBFX` do.
//!
//! # Kernel arguments
//!
//! The kernarg segment is memory of the constant address space at the pointer the function's
//! `argumentInfo` puts in SGPRs (`kernargSegmentPtr`); the generic loads (`G_LOAD` from the
//! `kernarg.segment.ptr` intrinsic) and the selected `S_LOAD_*_IMM`s at llc-14's offsets read
//! the same bytes of the shared memory model, so both stages see the same arguments.

pub mod atomics;
pub mod buffer;
pub mod interp;
pub mod memory;
pub mod pseudo;
pub mod salu;
pub mod valu;

#[cfg(test)]
#[allow(clippy::panic, clippy::unwrap_used)]
mod tests;

use isel::mir::{Function, HeaderEntry, Inst, InstId, Operand};
use isel::target::instrs::{Family, InstrDesc, TargetOpcode};
use smallvec::SmallVec;

use crate::interp::exec::{Flow, R, Wave};
use crate::interp::{Inputs, InterpError, RunResult};

/// Runs a function at any stage (generic, selected, or a mix) on `inputs`.
pub fn run(f: &Function, inputs: &Inputs) -> Result<RunResult, InterpError> {
    crate::interp::run(f, inputs)
}

/// What one machine opcode does, by encoding family.
#[derive(Clone, Copy, Debug)]
pub enum Model {
    Salu(salu::Op),
    Valu(valu::Op),
    Memory(memory::Op),
    Atomic(atomics::Op),
    Pseudo(pseudo::Op),
    Interp(interp::Op),
}

/// The model of the opcode `name` (LLVM's spelling), if there is one.
pub fn model(name: &str) -> Option<Model> {
    salu::lookup(name)
        .map(Model::Salu)
        .or_else(|| valu::lookup(name).map(Model::Valu))
        .or_else(|| memory::lookup(name).map(Model::Memory))
        .or_else(|| atomics::lookup(name).map(Model::Atomic))
        .or_else(|| pseudo::lookup(name).map(Model::Pseudo))
        .or_else(|| interp::lookup(name).map(Model::Interp))
}

/// The instruction-table entry describing `name`: the entry itself, or for the subtarget
/// variants llc prints (`DS_READ_B32_gfx9`) the entry without the suffix.
pub fn desc_of(name: &str) -> Option<&'static InstrDesc> {
    TargetOpcode::from_name(name)
        .or_else(|| ["_gfx9", "_gfx10"].iter().find_map(|s| name.strip_suffix(s).and_then(TargetOpcode::from_name)))
        .or_else(|| ["_gfx9_", "_gfx10_"].iter().find_map(|s| TargetOpcode::from_name(&name.replacen(s, "_", 1))))
        .map(TargetOpcode::desc)
}

/// The floating-point mode of a function (its `machineFunctionInfo: mode:`); every field
/// defaults to true, as llc-14's defaults for the corpus' calling conventions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FpMode {
    pub fp32_input_denormals: bool,
    pub fp32_output_denormals: bool,
    pub fp64_fp16_input_denormals: bool,
    pub fp64_fp16_output_denormals: bool,
    pub dx10_clamp: bool,
}

impl FpMode {
    pub fn of(f: &Function) -> FpMode {
        let mut m = FpMode {
            fp32_input_denormals: true,
            fp32_output_denormals: true,
            fp64_fp16_input_denormals: true,
            fp64_fp16_output_denormals: true,
            dx10_clamp: true,
        };
        let Some(mfi) = f.header.iter().find_map(|e| match e {
            HeaderEntry::Raw { key, value } if key == "machineFunctionInfo" => Some(value.as_str()),
            _ => None,
        }) else {
            return m;
        };
        for line in mfi.lines() {
            let Some((key, value)) = line.trim().split_once(':') else { continue };
            let v = value.trim().trim_end_matches(',') != "false";
            match key.trim().trim_start_matches('{').trim() {
                "fp32-input-denormals" => m.fp32_input_denormals = v,
                "fp32-output-denormals" => m.fp32_output_denormals = v,
                "fp64-fp16-input-denormals" => m.fp64_fp16_input_denormals = v,
                "fp64-fp16-output-denormals" => m.fp64_fp16_output_denormals = v,
                "dx10-clamp" => m.dx10_clamp = v,
                _ => {}
            }
        }
        m
    }
}

/// An instruction's explicit operands by their LLVM operand names.
pub(crate) struct Ops<'i> {
    pub inst: &'i Inst,
    pub desc: &'static InstrDesc,
    defs: SmallVec<[(&'static str, Operand); 2]>,
    uses: SmallVec<[(&'static str, Operand); 8]>,
}

impl<'i> Ops<'i> {
    fn new(w: &Wave<'_>, inst: &'i Inst, name: &str) -> R<Ops<'i>> {
        let Some(desc) = desc_of(name) else {
            return Err(w.unsupported(inst, format!("`{name}` is not in the instruction table")));
        };
        let defs = inst.defs();
        let uses: SmallVec<[&Operand; 8]> = inst.explicit_uses().collect();
        if defs.len() != desc.outs.len() || uses.len() < desc.ins.len() {
            return Err(w.malformed(
                inst,
                format!(
                    "`{name}` has {} defs and {} operands; the instruction table gives {} and {}",
                    defs.len(),
                    uses.len(),
                    desc.outs.len(),
                    desc.ins.len()
                ),
            ));
        }
        Ok(Ops {
            inst,
            desc,
            defs: desc.outs.iter().zip(defs).map(|(o, d)| (o.name, *d)).collect(),
            uses: desc.ins.iter().zip(uses).map(|(o, u)| (o.name, *u)).collect(),
        })
    }

    /// The explicit use called `name`.
    pub fn get(&self, name: &str) -> Option<Operand> {
        self.uses.iter().find(|(n, _)| *n == name).map(|(_, o)| *o)
    }

    /// The explicit def called `name`.
    pub fn def(&self, name: &str) -> Option<Operand> {
        self.defs.iter().find(|(n, _)| *n == name).map(|(_, o)| *o)
    }

    /// The first def.
    pub fn first_def(&self) -> Option<Operand> {
        self.defs.first().map(|(_, o)| *o)
    }

    /// The immediate `name`, 0 when the instruction has no such operand.
    pub fn imm(&self, w: &Wave<'_>, name: &str) -> R<i64> {
        match self.get(name) {
            None => Ok(0),
            Some(o) => o.as_imm().ok_or_else(|| w.malformed(self.inst, format!("operand `{name}` should be an immediate"))),
        }
    }

    /// The use `name`, which must be there.
    pub fn need(&self, w: &Wave<'_>, name: &str) -> R<Operand> {
        self.get(name).ok_or_else(|| w.malformed(self.inst, format!("operand `{name}` is missing")))
    }

    /// The def `name`, which must be there.
    pub fn need_def(&self, w: &Wave<'_>, name: &str) -> R<Operand> {
        self.def(name).or_else(|| self.first_def()).ok_or_else(|| w.malformed(self.inst, format!("def `{name}` is missing")))
    }

    pub fn writes_implicit(&self, reg: isel::mir::PhysReg) -> bool {
        self.desc.implicit_defs.contains(&reg)
    }
}

/// Runs the machine instruction `inst` (opcode `name`) on the wave.
pub(crate) fn execute(w: &mut Wave<'_>, id: InstId, inst: &Inst, name: &str) -> R<Flow> {
    let Some(m) = model(name) else {
        return Err(w.unsupported(inst, format!("no model for the machine instruction `{name}`")));
    };
    let ops = Ops::new(w, inst, name)?;
    match m {
        Model::Salu(op) => salu::run(w, &ops, op),
        Model::Valu(op) => valu::run(w, &ops, op),
        Model::Memory(op) => memory::run(w, &ops, op),
        Model::Atomic(op) => atomics::run(w, &ops, op),
        Model::Pseudo(op) => pseudo::run(w, id, &ops, op),
        Model::Interp(op) => interp::run(w, &ops, op),
    }
}

/// Machine opcodes the wave of [`crate::interp`] runs itself (ends and the exec protocol of the
/// control-flow pseudos it shares with the generic intrinsics).
pub const RUN_BY_THE_WAVE: &[&str] = &["S_ENDPGM", "SI_RETURN_TO_EPILOG", "S_SETPC_B64_return", "SI_RETURN", "SI_IF", "SI_ELSE", "SI_LOOP"];

/// One opcode of the instruction table: name, family, whether each CPU has it, whether it has
/// a model.
pub type Coverage = (&'static str, Family, Vec<(isel::target::Cpu, bool)>, bool);

/// Every opcode of the instruction table with its family, whether it exists on each CPU, and
/// whether it has a model: the data of the README's table.
pub fn coverage() -> Vec<Coverage> {
    isel::target::instrs::INSTRS
        .iter()
        .map(|d| {
            let cpus = isel::target::Cpu::ALL.iter().map(|&c| (c, d.available_on(c))).collect();
            (d.name, d.family, cpus, model(d.name).is_some() || RUN_BY_THE_WAVE.contains(&d.name))
        })
        .collect()
}

/// Reads a wave-uniform operand (an SGPR, a named scalar register or an immediate) as `width`
/// bits.
pub(crate) fn read_scalar(w: &Wave<'_>, inst: &Inst, op: &Operand, width: u32) -> R<crate::interp::Val> {
    let lane = crate::interp::exec::lowest_lane(w.exec);
    Ok(fit(w.read(inst, op, lane)?, width))
}

/// `v` truncated or zero-extended to `width` bits (immediates read as 64 bits).
pub(crate) fn fit(v: crate::interp::Val, width: u32) -> crate::interp::Val {
    if v.width() == width {
        v
    } else if v.width() > width {
        v.extract(0, width)
    } else {
        v.zext(width)
    }
}

/// Writes a wave-uniform result: every lane of a register, once for a named register.
pub(crate) fn write_scalar(w: &mut Wave<'_>, inst: &Inst, op: &Operand, v: crate::interp::Val) -> R<()> {
    if let Some(isel::mir::Reg::Phys(isel::mir::PhysReg::Special { .. })) = op.as_reg().map(|r| r.reg) {
        return w.write(inst, op, 0, v);
    }
    for lane in crate::interp::exec::lanes(w.all) {
        w.write(inst, op, lane, v.clone())?;
    }
    Ok(())
}

/// Writes `scc`.
pub(crate) fn write_scc(w: &mut Wave<'_>, inst: &Inst, c: crate::interp::Val) -> R<()> {
    w.write(inst, &Operand::phys_def(isel::mir::PhysReg::SCC), 0, c)
}

/// Reads `scc` as one bit.
pub(crate) fn read_scc(w: &Wave<'_>, inst: &Inst) -> R<crate::interp::Val> {
    w.read(inst, &Operand::phys(isel::mir::PhysReg::SCC), 0)
}

/// The lane mask register of the wave size: `$vcc` or `$vcc_lo`.
pub(crate) fn vcc(w: &Wave<'_>) -> isel::mir::PhysReg {
    if w.inputs.wave_size == 32 { isel::mir::PhysReg::VCC_LO } else { isel::mir::PhysReg::VCC }
}

/// The poison bits of a bitwise function's result: bit `i` is poison when some choice of the
/// poison bits of the sources changes it (so `x & 0` is defined whatever `x` is). Each result
/// bit depends only on bit `i` of each source, so setting every poison bit of a source to the
/// same value enumerates every choice at every bit.
pub(crate) fn bitwise_poison(f: impl Fn(&[u64]) -> u64, raw: &[u64], poison: &[u64]) -> u64 {
    let n = raw.len().min(poison.len());
    let base = f(raw);
    let mut out = 0;
    for choice in 0u32..(1 << n) {
        let x: SmallVec<[u64; 3]> = (0..n).map(|i| if choice >> i & 1 == 1 { raw[i] | poison[i] } else { raw[i] & !poison[i] }).collect();
        out |= f(&x) ^ base;
    }
    out
}

/// The README's table: per encoding family and CPU, how many of the instruction table's
/// opcodes have a model, and which do not.
pub fn coverage_table() -> String {
    use std::fmt::Write as _;
    let rows = coverage();
    let mut families: Vec<Family> = Vec::new();
    for (_, f, _, _) in &rows {
        if !families.contains(f) {
            families.push(*f);
        }
    }
    let mut s = String::from("| family | gfx900 modelled | gfx1030 modelled | not modelled |\n|---|---|---|---|\n");
    for fam in families {
        let of: Vec<_> = rows.iter().filter(|r| r.1 == fam).collect();
        let count = |cpu: isel::target::Cpu| {
            let on: Vec<_> = of.iter().filter(|r| r.2.iter().any(|&(c, a)| c == cpu && a)).collect();
            format!("{} / {}", on.iter().filter(|r| r.3).count(), on.len())
        };
        let missing: Vec<&str> = of.iter().filter(|r| !r.3).map(|r| r.0).collect();
        let _ = writeln!(
            s,
            "| {fam:?} | {} | {} | {} |",
            count(isel::target::Cpu::Gfx900),
            count(isel::target::Cpu::Gfx1030),
            if missing.is_empty() { "—".to_string() } else { missing.iter().map(|m| format!("`{m}`")).collect::<Vec<_>>().join(" ") }
        );
    }
    s
}
