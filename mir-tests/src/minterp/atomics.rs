//! Atomic memory instructions: `GLOBAL_ATOMIC_<OP>[_X2][_SADDR][_RTN]`,
//! `FLAT_ATOMIC_<OP>[_X2][_RTN]` and `DS_<OP>[_RTN]_<TYPE>` (with `_gfx9`), on the shared memory
//! model, with the lane order and semantics of [`crate::interp::atomics`].
//!
//! Facts (GFX9 and RDNA2 ISA manuals, "FLAT, Scratch and Global Instructions" and "LDS
//! instructions"): the address is formed as for the loads of the same family (see
//! [`super::memory`]); `_X2` works on a qword; `_RTN` (GLC set for FLAT/GLOBAL) returns the old
//! value in `vdst`. `CMPSWAP` takes `vdata = {src, cmp}` (the new value in the low half);
//! `DS_CMPST` takes `data0 = cmp`, `data1 = src`. The DS integer types say the comparison:
//! `MIN_I32`/`MAX_I32` signed, `MIN_U32`/`MAX_U32` unsigned; `ADD_F32` is a float add.

use isel::mir::Operand;

use super::{Ops, fit};
use crate::interp::Val;
use crate::interp::atomics::{AtomicKind, RmwOp, lane_atomic};
use crate::interp::exec::{Flow, R, Wave, lanes};
use crate::interp::memory::Space;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    Global,
    GlobalSaddr,
    Flat,
    Ds,
}

/// `None` for a compare-and-swap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Op {
    pub form: Form,
    pub op: Option<RmwOp>,
    pub bits: u32,
    pub returns: bool,
}

/// The model of `name`, if it is an atomic this module knows.
pub fn lookup(name: &str) -> Option<Op> {
    let name = name.strip_suffix("_gfx9").unwrap_or(name);
    if let Some(rest) = name
        .strip_prefix("GLOBAL_ATOMIC_")
        .map(|r| (Form::Global, r))
        .or_else(|| name.strip_prefix("FLAT_ATOMIC_").map(|r| (Form::Flat, r)))
    {
        let (mut form, mut r) = rest;
        let returns = match r.strip_suffix("_RTN") {
            Some(x) => {
                r = x;
                true
            }
            None => false,
        };
        if form == Form::Global
            && let Some(x) = r.strip_suffix("_SADDR")
        {
            form = Form::GlobalSaddr;
            r = x;
        }
        let (r, bits) = match r.strip_suffix("_X2") {
            Some(x) => (x, 64),
            None => (r, 32),
        };
        let op = if r == "CMPSWAP" { None } else { Some(RmwOp::of_machine(r)?) };
        return Some(Op { form, op, bits, returns });
    }
    let rest = name.strip_prefix("DS_")?;
    let (r, ty) = rest.rsplit_once('_')?;
    let bits = match ty {
        "U32" | "I32" | "B32" | "F32" => 32,
        "U64" | "I64" | "B64" => 64,
        _ => return None,
    };
    let (r, returns) = match r.strip_suffix("_RTN") {
        Some(x) => (x, true),
        None => (r, false),
    };
    let signed = ty.starts_with('I');
    let op = match (r, ty) {
        ("CMPST", "B32" | "B64") => None,
        ("ADD", "F32") => Some(RmwOp::FAdd),
        (_, "F32") => return None,
        ("MIN", _) => Some(if signed { RmwOp::Min } else { RmwOp::UMin }),
        ("MAX", _) => Some(if signed { RmwOp::Max } else { RmwOp::UMax }),
        ("ADD" | "SUB" | "AND" | "OR" | "XOR" | "WRXCHG", _) => Some(RmwOp::of_machine(r)?),
        _ => return None,
    };
    Some(Op { form: Form::Ds, op, bits, returns })
}

pub(crate) fn run(w: &mut Wave<'_>, ops: &Ops<'_>, op: Op) -> R<Flow> {
    let inst = ops.inst;
    let default_space = match op.form {
        Form::Global | Form::GlobalSaddr => 1,
        Form::Flat => 0,
        Form::Ds => 3,
    };
    let space = inst.memops.first().map_or(default_space, |m| m.addrspace);
    let offset = ops.imm(w, "offset")? as u64;
    let saddr = match op.form {
        Form::GlobalSaddr => Some(super::read_scalar(w, inst, &ops.need(w, "saddr")?, 64)?),
        _ => None,
    };
    let (vaddr, vwidth) = match op.form {
        Form::Ds => (ops.need(w, "addr")?, 32),
        Form::GlobalSaddr => (ops.need(w, "vaddr")?, 32),
        _ => (ops.need(w, "vaddr")?, 64),
    };
    let (data, data1): (Operand, Option<Operand>) = match op.form {
        Form::Ds => (ops.need(w, "data0")?, if op.op.is_none() { Some(ops.need(w, "data1")?) } else { None }),
        _ => (ops.need(w, "vdata")?, None),
    };
    let bits = op.bits;
    let mut results = Vec::new();
    for lane in lanes(w.exec) {
        let mut addr = offset;
        if let Some(b) = &saddr {
            addr = addr.wrapping_add(w.address(inst, b, lane)?);
        }
        let x = fit(w.read(inst, &vaddr, lane)?, vwidth);
        addr = addr.wrapping_add(w.address(inst, &x, lane)?);
        if op.form == Form::Ds {
            addr &= 0xffff_ffff;
        }
        let d: Val = w.read(inst, &data, lane)?;
        let (kind, value) = match (op.op, &data1) {
            (Some(o), _) => (AtomicKind::Rmw(o), fit(d, bits)),
            // DS_CMPST: data0 is the compare value, data1 the new one.
            (None, Some(d1)) => (AtomicKind::CmpSwap { cmp: fit(d, bits) }, fit(w.read(inst, d1, lane)?, bits)),
            // CMPSWAP: vdata = {new, cmp}.
            (None, None) => {
                let packed = fit(d, 2 * bits);
                (AtomicKind::CmpSwap { cmp: packed.extract(bits, bits) }, packed.extract(0, bits))
            }
        };
        let old = lane_atomic(w, lane, Space::of(space, lane), addr, bits, &kind, &value);
        results.push((lane, old));
    }
    if op.returns {
        let d = ops.first_def().ok_or_else(|| w.malformed(inst, "a returning atomic without a result"))?;
        for (lane, old) in results {
            w.write(inst, &d, lane, old)?;
        }
    }
    Ok(Flow::Next)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn names_give_form_operation_and_width() {
        let g = lookup("GLOBAL_ATOMIC_UMAX_X2_SADDR_RTN").unwrap();
        assert_eq!((g.form, g.op, g.bits, g.returns), (Form::GlobalSaddr, Some(RmwOp::UMax), 64, true));
        let f = lookup("FLAT_ATOMIC_CMPSWAP_RTN").unwrap();
        assert_eq!((f.form, f.op, f.bits), (Form::Flat, None, 32));
        let d = lookup("DS_MIN_RTN_I32_gfx9").unwrap();
        assert_eq!((d.form, d.op, d.bits), (Form::Ds, Some(RmwOp::Min), 32));
        assert_eq!(lookup("DS_MAX_RTN_U64_gfx9").unwrap().op, Some(RmwOp::UMax));
        assert_eq!(lookup("DS_ADD_RTN_F32_gfx9").unwrap().op, Some(RmwOp::FAdd));
        assert_eq!(lookup("DS_CMPST_RTN_B64_gfx9").unwrap().op, None);
        assert!(lookup("DS_READ_B32_gfx9").is_none());
        assert!(lookup("GLOBAL_ATOMIC_FROB_RTN").is_none());
    }
}
