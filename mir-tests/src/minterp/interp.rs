//! Parameter interpolation (VINTRP): `V_INTERP_P1_F32 vsrc, attr, attrchan` is
//! `P10 * vsrc + P0`, `V_INTERP_P2_F32 src0, vsrc, attr, attrchan` is `P20 * vsrc + src0`, and
//! `V_INTERP_MOV_F32 slot, attr, attrchan` is P10, P20 or P0 for slot 0, 1, 2 (GFX9 ISA manual,
//! "Parameter Interpolation"; RDNA2 has the same three). The parameters of the attribute
//! channel are found through the primitive mask in M0; they are the generic interpreter's
//! ([`crate::interp::interp_params`]), so an intrinsic and the instruction selected for it
//! read the same values.

use isel::mir::{Operand, PhysReg};

use super::{Ops, read_scalar};
use crate::interp::arith;
use crate::interp::exec::{Flow, R, Wave, lanes};
use crate::interp::{Val, interp_params};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    P1,
    P2,
    Mov,
}

static TABLE: &[(&str, Op)] = &[("V_INTERP_P1_F32", Op::P1), ("V_INTERP_P2_F32", Op::P2), ("V_INTERP_MOV_F32", Op::Mov)];

pub fn lookup(name: &str) -> Option<Op> {
    TABLE.iter().find(|(n, _)| *n == name).map(|(_, op)| *op)
}

/// The opcodes of the table.
pub fn names() -> impl Iterator<Item = &'static str> {
    TABLE.iter().map(|(n, _)| *n)
}

pub(crate) fn run(w: &mut Wave<'_>, ops: &Ops<'_>, op: Op) -> R<Flow> {
    let inst = ops.inst;
    let m0 = read_scalar(w, inst, &Operand::phys(PhysReg::M0), 32)?;
    if !m0.is_defined() {
        return Err(w.ub(inst, "M0 (the primitive mask) is poison"));
    }
    let attr = ops.imm(w, "attr")? as u64;
    let chan = ops.imm(w, "attrchan")? as u64;
    let [p0, p10, p20] = interp_params(w.inputs.memory_seed, attr, chan, m0.bits.as_u64() as u32);
    let d = ops.need_def(w, "vdst")?;
    let slot = if op == Op::Mov { Some(ops.imm(w, "vsrc")?) } else { None };
    let (vsrc, src0) = match op {
        Op::Mov => (None, None),
        Op::P1 => (Some(ops.need(w, "vsrc")?), None),
        Op::P2 => (Some(ops.need(w, "vsrc")?), Some(ops.need(w, "src0")?)),
    };
    for lane in lanes(w.exec) {
        let v = match (op, slot) {
            (Op::Mov, Some(s)) => {
                let p = match s {
                    0 => p10,
                    1 => p20,
                    2 => p0,
                    _ => return Err(w.malformed(inst, "V_INTERP_MOV_F32's slot is 0, 1 or 2")),
                };
                Val::from_u64(32, u64::from(p.to_bits()))
            }
            _ => {
                let Some(s) = vsrc else { return Err(w.malformed(inst, "no vsrc")) };
                let x = w.read(inst, &s, lane)?;
                let (p, base, defined) = match src0 {
                    None => (p10, u64::from(p0.to_bits()), x.is_defined()),
                    Some(o) => {
                        let b = w.read(inst, &o, lane)?;
                        (p20, b.bits.as_u64(), x.is_defined() && b.is_defined())
                    }
                };
                arith::smear(Val::from_u64(32, arith::interp_step(p, x.bits.as_u64(), base)), defined)
            }
        };
        w.write(inst, &d, lane, v)?;
    }
    Ok(Flow::Next)
}
