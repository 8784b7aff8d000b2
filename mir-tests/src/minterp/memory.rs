//! Memory instructions (SMEM, GLOBAL, FLAT, SCRATCH, MUBUF, DS) on the shared sparse memory
//! model of [`crate::interp`].
//!
//! The model of an opcode is read from its name, as LLVM composes it: family prefix
//! (`S_LOAD_`, `GLOBAL_`, `FLAT_`, `SCRATCH_`, `BUFFER_`, `DS_`), direction (`LOAD`/`STORE`,
//! `READ`/`WRITE`), the access (`DWORD`, `DWORDX2`..`X16`, `UBYTE`/`SBYTE`/`USHORT`/`SSHORT`,
//! `BYTE`/`SHORT`; DS: `B8`..`B128`, `U8`/`I8`/`U16`/`I16`) and the addressing form (`_IMM`,
//! `_SADDR`, `_OFFEN`, `_OFFSET`). Addresses (GFX9 and RDNA2 ISA manuals, "Scalar Memory",
//! "Flat, Scratch and Global", "Buffer", "LDS"):
//! - SMEM: `sbase + offset` (bytes);
//! - GLOBAL: `vaddr + offset`, or with `_SADDR` `saddr + zext(vaddr) + offset`; FLAT: `vaddr +
//!   offset`; SCRATCH: `vaddr + offset` or `saddr + offset`, per lane;
//! - MUBUF `_OFFEN`: `vaddr + soffset + offset` of the lane's private memory (the scratch
//!   resource's base is the lane's private segment, as the generic interpreter's frame
//!   addresses are); `_OFFSET`: `soffset + offset`;
//! - DS: `addr + offset` in LDS;
//! - MUBUF through another resource than the scratch one (a memory operand outside the private
//!   address space), `_IDXEN`/`_BOTHEN`, and `S_BUFFER_LOAD_*`: the buffer intrinsics, through
//!   the V# model of [`crate::interp::buffer`] (see [`super::buffer`]).
//!
//! The address space is the memory operand's (the IR's), as in the generic interpreter, so the
//! same bytes are read at both stages. Sub-dword loads zero- or sign-extend to 32 bits.

use isel::mir::Operand;

use super::{Ops, fit, read_scalar, write_scalar};
use crate::interp::Val;
use crate::interp::exec::{Flow, R, Wave, lanes};
use crate::interp::memory::Space;

/// How the address is formed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Addr {
    Smem,
    Global,
    GlobalSaddr,
    Flat,
    Scratch,
    ScratchSaddr,
    BufferOffen,
    BufferOffset,
    /// The buffer intrinsics' other MUBUF forms and the scalar buffer loads (see
    /// [`super::buffer`]).
    BufferIdxen,
    BufferBothen,
    SBufferImm,
    SBufferSgpr,
    Ds,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Op {
    pub addr: Addr,
    pub bytes: u32,
    pub store: bool,
    pub signed: bool,
}

/// Access sizes by name part: (part, bytes, sign-extends).
static ACCESS: &[(&str, u32, bool)] = &[
    ("DWORD", 4, false),
    ("DWORDX2", 8, false),
    ("DWORDX3", 12, false),
    ("DWORDX4", 16, false),
    ("DWORDX8", 32, false),
    ("DWORDX16", 64, false),
    ("UBYTE", 1, false),
    ("SBYTE", 1, true),
    ("USHORT", 2, false),
    ("SSHORT", 2, true),
    ("BYTE", 1, false),
    ("SHORT", 2, false),
    ("B8", 1, false),
    ("B16", 2, false),
    ("B32", 4, false),
    ("B64", 8, false),
    ("B96", 12, false),
    ("B128", 16, false),
    ("U8", 1, false),
    ("I8", 1, true),
    ("U16", 2, false),
    ("I16", 2, true),
];

/// The memory model of `name`.
pub fn lookup(name: &str) -> Option<Op> {
    let name = name.strip_suffix("_gfx9").unwrap_or(name);
    let name = name.strip_suffix("_exact").unwrap_or(name);
    let (family, rest) = [
        "S_LOAD_",
        "S_BUFFER_LOAD_",
        "GLOBAL_LOAD_",
        "GLOBAL_STORE_",
        "FLAT_LOAD_",
        "FLAT_STORE_",
        "SCRATCH_LOAD_",
        "SCRATCH_STORE_",
        "BUFFER_LOAD_",
        "BUFFER_STORE_",
        "DS_READ_",
        "DS_WRITE_",
    ]
    .iter()
    .find_map(|p| name.strip_prefix(p).map(|r| (*p, r)))?;
    let store = family.contains("STORE") || family.contains("WRITE");
    let (access, form) = match rest.split_once('_') {
        Some((a, f)) => (a, Some(f)),
        None => (rest, None),
    };
    let &(_, bytes, signed) = ACCESS.iter().find(|(n, _, _)| *n == access)?;
    let addr = match (family, form) {
        ("S_LOAD_", Some("IMM")) => Addr::Smem,
        ("GLOBAL_LOAD_" | "GLOBAL_STORE_", None) => Addr::Global,
        ("GLOBAL_LOAD_" | "GLOBAL_STORE_", Some("SADDR")) => Addr::GlobalSaddr,
        ("FLAT_LOAD_" | "FLAT_STORE_", None) => Addr::Flat,
        ("SCRATCH_LOAD_" | "SCRATCH_STORE_", None) => Addr::Scratch,
        ("SCRATCH_LOAD_" | "SCRATCH_STORE_", Some("SADDR")) => Addr::ScratchSaddr,
        ("BUFFER_LOAD_" | "BUFFER_STORE_", Some("OFFEN")) => Addr::BufferOffen,
        ("BUFFER_LOAD_" | "BUFFER_STORE_", Some("OFFSET")) => Addr::BufferOffset,
        ("BUFFER_LOAD_" | "BUFFER_STORE_", Some("IDXEN")) => Addr::BufferIdxen,
        ("BUFFER_LOAD_" | "BUFFER_STORE_", Some("BOTHEN")) => Addr::BufferBothen,
        ("S_BUFFER_LOAD_", Some("IMM")) => Addr::SBufferImm,
        ("S_BUFFER_LOAD_", Some("SGPR")) => Addr::SBufferSgpr,
        ("DS_READ_" | "DS_WRITE_", None) => Addr::Ds,
        _ => return None,
    };
    Some(Op { addr, bytes, store, signed })
}

/// The address space an access without a memory operand reads.
fn default_space(a: Addr) -> u32 {
    match a {
        Addr::Smem => 4,
        Addr::Global | Addr::GlobalSaddr => 1,
        Addr::Flat => 0,
        Addr::Scratch | Addr::ScratchSaddr | Addr::BufferOffen | Addr::BufferOffset => 5,
        Addr::BufferIdxen | Addr::BufferBothen | Addr::SBufferImm | Addr::SBufferSgpr => 4,
        Addr::Ds => 3,
    }
}

fn sext_offset(v: i64) -> u64 {
    v as u64
}

pub(crate) fn run(w: &mut Wave<'_>, ops: &Ops<'_>, op: Op) -> R<Flow> {
    let inst = ops.inst;
    let space = inst.memops.first().map_or(default_space(op.addr), |m| m.addrspace);
    // MUBUF through any resource but the scratch one (private memory), and the scalar buffer
    // loads: the V# model.
    if super::buffer::is_buffer_access(op.addr, space) {
        return super::buffer::run(w, ops, op);
    }
    let offset = sext_offset(ops.imm(w, "offset")?);
    let bits = op.bytes * 8;
    if op.addr == Addr::Smem {
        let base = read_scalar(w, inst, &ops.need(w, "sbase")?, 64)?;
        let addr = w.address(inst, &base, 0)?.wrapping_add(offset);
        let v = w.mem.load(Space::of(space, 0), addr, op.bytes).extract(0, bits);
        let d = ops.need_def(w, "sdst")?;
        let width = w.op_width(&d);
        return write_scalar(w, inst, &d, fit(v, width)).map(|()| Flow::Next);
    }
    // A uniform part of the address, read once.
    let scalar_base = match op.addr {
        Addr::GlobalSaddr | Addr::ScratchSaddr => {
            let o = ops.need(w, "saddr")?;
            let width = if op.addr == Addr::GlobalSaddr { 64 } else { 32 };
            Some(read_scalar(w, inst, &o, width)?)
        }
        Addr::BufferOffen | Addr::BufferOffset => Some(read_scalar(w, inst, &ops.need(w, "soffset")?, 32)?),
        _ => None,
    };
    let vaddr: Option<Operand> = match op.addr {
        Addr::Ds => Some(ops.need(w, "addr")?),
        Addr::ScratchSaddr | Addr::BufferOffset => None,
        _ => Some(ops.need(w, "vaddr")?),
    };
    let vwidth = match op.addr {
        Addr::Global | Addr::Flat => 64,
        _ => 32,
    };
    let data = if op.store { Some(ops.need(w, if op.addr == Addr::Ds { "data0" } else { "vdata" })?) } else { None };
    let mut accesses = Vec::new();
    for lane in lanes(w.exec) {
        let mut addr = offset;
        if let Some(b) = &scalar_base {
            addr = addr.wrapping_add(w.address(inst, b, lane)?);
        }
        if let Some(v) = &vaddr {
            let x = fit(w.read(inst, v, lane)?, vwidth);
            addr = addr.wrapping_add(w.address(inst, &x, lane)?);
        }
        if matches!(op.addr, Addr::Ds | Addr::Scratch | Addr::ScratchSaddr | Addr::BufferOffen | Addr::BufferOffset) {
            addr &= 0xffff_ffff;
        }
        let value = match &data {
            Some(d) => Some(fit(w.read(inst, d, lane)?, bits)),
            None => None,
        };
        accesses.push((lane, addr, value));
    }
    if op.store {
        for (lane, addr, value) in accesses {
            if let Some(v) = value {
                w.store_lane(lane, Space::of(space, lane), addr, op.bytes, &v);
            }
        }
        return Ok(Flow::Next);
    }
    let d = ops.first_def().ok_or_else(|| w.malformed(inst, "a load without a result"))?;
    let width = w.op_width(&d);
    for (lane, addr, _) in accesses {
        let raw = w.mem.load(Space::of(space, lane), addr, op.bytes).extract(0, bits);
        let v: Val = if op.signed { raw.sext(width.max(bits)) } else { raw.zext(width.max(bits)) };
        w.write(inst, &d, lane, fit(v, width))?;
    }
    Ok(Flow::Next)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_decode_to_accesses() {
        assert_eq!(lookup("GLOBAL_LOAD_SBYTE_SADDR"), Some(Op { addr: Addr::GlobalSaddr, bytes: 1, store: false, signed: true }));
        assert_eq!(lookup("S_LOAD_DWORDX8_IMM"), Some(Op { addr: Addr::Smem, bytes: 32, store: false, signed: false }));
        assert_eq!(lookup("DS_WRITE_B64_gfx9"), Some(Op { addr: Addr::Ds, bytes: 8, store: true, signed: false }));
        assert_eq!(lookup("BUFFER_STORE_SHORT_OFFEN"), Some(Op { addr: Addr::BufferOffen, bytes: 2, store: true, signed: false }));
        assert_eq!(lookup("GLOBAL_ATOMIC_ADD"), None);
        assert_eq!(lookup("DS_READ2_B32"), None);
    }
}
