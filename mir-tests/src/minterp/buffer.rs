//! The buffer intrinsics' machine instructions on the V# model of [`crate::interp::buffer`]
//! (GFX9 ISA manual, "Vector Memory Operations" / "Buffer Instructions" and "Scalar Memory
//! Operations"):
//! - `BUFFER_*_OFFSET` (no VGPR address), `_OFFEN` (`vaddr` the offset), `_IDXEN` (`vaddr` the
//!   index), `_BOTHEN` (`vaddr` the index in `sub0` and the offset in `sub1`), with `srsrc`,
//!   `soffset` and the instruction offset, each lane range-checked on its own;
//! - `S_BUFFER_LOAD_*_IMM` / `_SGPR`: the raw access of the immediate or SGPR byte offset, once
//!   for the wave, into the SGPR result.

use super::memory::{Addr, Op};
use super::{Ops, fit, read_scalar, write_scalar};
use crate::interp::buffer::{Access, Resource};
use crate::interp::exec::{Flow, R, Wave, lanes};
use crate::interp::memory::Space;

/// Does `addr` in address space `space` go through a V# of the buffer intrinsics (rather than
/// the scratch resource of private memory)?
pub(crate) fn is_buffer_access(addr: Addr, space: u32) -> bool {
    match addr {
        Addr::BufferIdxen | Addr::BufferBothen | Addr::SBufferImm | Addr::SBufferSgpr => true,
        Addr::BufferOffen | Addr::BufferOffset => space != 5,
        _ => false,
    }
}

pub(crate) fn run(w: &mut Wave<'_>, ops: &Ops<'_>, op: Op) -> R<Flow> {
    let inst = ops.inst;
    let bits = op.bytes * 8;
    let rsrc_name = if matches!(op.addr, Addr::SBufferImm | Addr::SBufferSgpr) { "sbase" } else { "srsrc" };
    let r = read_scalar(w, inst, &ops.need(w, rsrc_name)?, 128)?;
    let Some(res) = Resource::from_val(&r) else { return Err(w.ub(inst, "the buffer resource is poison")) };
    let u32_of = |w: &Wave<'_>, v: &crate::interp::Val| -> R<u64> {
        if !v.is_defined() {
            return Err(w.ub(inst, "a buffer address operand is poison"));
        }
        Ok(v.bits.as_u64() & 0xffff_ffff)
    };
    if matches!(op.addr, Addr::SBufferImm | Addr::SBufferSgpr) {
        let offset = if op.addr == Addr::SBufferImm {
            ops.imm(w, "offset")? as u64 & 0xffff_ffff
        } else {
            let o = read_scalar(w, inst, &ops.need(w, "soff")?, 32)?;
            u32_of(w, &o)?
        };
        let a = Access { vindex: 0, offset, soffset: 0, lane: crate::interp::exec::lowest_lane(w.exec) };
        let v = res.load(&w.mem, &a, op.bytes);
        let d = ops.need_def(w, "sdst")?;
        let width = w.op_width(&d);
        return write_scalar(w, inst, &d, fit(v, width)).map(|()| Flow::Next);
    }
    let so = read_scalar(w, inst, &ops.need(w, "soffset")?, 32)?;
    let soffset = u32_of(w, &so)?;
    let imm = ops.imm(w, "offset")? as u64 & 0xffff_ffff;
    let vaddr = match op.addr {
        Addr::BufferOffset => None,
        _ => Some(ops.need(w, "vaddr")?),
    };
    let data = if op.store { Some(ops.need(w, "vdata")?) } else { None };
    let mut accesses = Vec::new();
    for lane in lanes(w.exec) {
        let (vindex, voffset) = match (&vaddr, op.addr) {
            (Some(v), Addr::BufferBothen) => {
                let x = fit(w.read(inst, v, lane)?, 64);
                (u32_of(w, &x.extract(0, 32))?, u32_of(w, &x.extract(32, 32))?)
            }
            (Some(v), Addr::BufferIdxen) => (u32_of(w, &fit(w.read(inst, v, lane)?, 32))?, 0),
            (Some(v), _) => (0, u32_of(w, &fit(w.read(inst, v, lane)?, 32))?),
            (None, _) => (0, 0),
        };
        let a = Access { vindex, offset: (imm + voffset) & 0xffff_ffff, soffset, lane };
        let value = match &data {
            Some(d) => Some(fit(w.read(inst, d, lane)?, bits)),
            None => None,
        };
        accesses.push((lane, a, value));
    }
    if op.store {
        let mut writes = Vec::new();
        for (lane, a, value) in accesses {
            if let Some(v) = value {
                writes.extend(res.store(&a, op.bytes, &v).into_iter().map(|(addr, n, v)| (lane, addr, n, v)));
            }
        }
        for (lane, addr, n, v) in writes {
            w.store_lane(lane, Space::Global, addr, n, &v);
        }
        return Ok(Flow::Next);
    }
    let d = ops.first_def().ok_or_else(|| w.malformed(inst, "a load without a result"))?;
    let width = w.op_width(&d);
    for (lane, a, _) in accesses {
        let raw = res.load(&w.mem, &a, op.bytes);
        let v = if op.signed { raw.sext(width.max(bits)) } else { raw.zext(width.max(bits)) };
        w.write(inst, &d, lane, fit(v, width))?;
    }
    Ok(Flow::Next)
}

#[cfg(test)]
mod tests {
    use super::super::memory::lookup;
    use super::*;

    #[test]
    fn buffer_forms_decode_and_route_to_the_resource_model() {
        let bothen = lookup("BUFFER_STORE_DWORDX4_BOTHEN_exact").unwrap();
        assert_eq!(bothen, Op { addr: Addr::BufferBothen, bytes: 16, store: true, signed: false });
        assert_eq!(lookup("BUFFER_LOAD_SSHORT_IDXEN").map(|o| (o.addr, o.signed)), Some((Addr::BufferIdxen, true)));
        assert_eq!(lookup("S_BUFFER_LOAD_DWORDX2_SGPR").map(|o| (o.addr, o.bytes)), Some((Addr::SBufferSgpr, 8)));
        // _OFFEN/_OFFSET are private memory through the scratch resource in address space 5,
        // the buffer intrinsics' resource otherwise.
        let offen = lookup("BUFFER_LOAD_DWORD_OFFEN").unwrap();
        assert!(!is_buffer_access(offen.addr, 5) && is_buffer_access(offen.addr, 4));
        assert!(is_buffer_access(bothen.addr, 5));
    }
}
