//! Buffer memory through a V# resource, shared by the generic interpreter
//! (`G_AMDGPU_BUFFER_LOAD*`, `G_AMDGPU_BUFFER_STORE*`, `G_AMDGPU_S_BUFFER_LOAD`) and the
//! machine interpreter (`BUFFER_LOAD_*`/`BUFFER_STORE_*` through a resource other than the
//! scratch one, `S_BUFFER_LOAD_*`).
//!
//! The model is the GFX9 ("Vega") ISA manual's, chapter "Vector Memory Operations", sections
//! "Buffer Instructions" (addressing), "Buffer Resource" (the V# fields) and "Range Checking":
//! - the V#: `base` = word0 | word1[15:0] << 32 (48 bits), `stride` = word1[29:16],
//!   `swizzle_enable` = word1[31], `num_records` = word2, `add_tid_enable` = word3[23];
//! - the address of an access is `base + soffset + stride * index + offset`, where
//!   `index` = vindex (if idxen) and `offset` = the
//!   instruction's offset + voffset (if offen), a 32-bit sum; the memory is the global memory
//!   of [`super::memory`]. (The sum wraps in the model: llc-14 folds a constant added to
//!   voffset into the instruction's offset, which keeps the meaning only where the 32-bit add
//!   and the address unit agree; later hardware documents a saturating check for a sum that
//!   overflows. The model takes llc-14's view, so that the fold checks as an identity.)
//! - range checking, per dword of a multi-dword access (and once for a byte or short): a raw
//!   buffer (stride 0) is out of range where `offset >= num_records`, a structured one where
//!   `index >= num_records` or `offset >= stride`; soffset is not checked. An out-of-range read
//!   returns 0, an out-of-range write is dropped;
//! - swizzled addressing (`swizzle_enable`) and the lane id in the index (`add_tid_enable`) are
//!   ignored: every buffer is addressed linearly by its index and offset.
//!   The programs compared are run under the same model at every stage, and llc-14 itself
//!   assumes an unswizzled buffer where it rewrites one access form into another (below), so a
//!   random descriptor with the bit set still checks the transformations; what the hardware
//!   would read through a swizzled V# is not claimed.
//!
//! `S_BUFFER_LOAD_*` is modelled as the raw MUBUF access of its offset (voffset = the offset,
//! soffset 0), which is what llc-14 assumes when it rewrites a scalar buffer load with a
//! divergent offset into `BUFFER_LOAD_*_OFFEN` (AMDGPURegisterBankInfo, "we can assume that the
//! buffer is unswizzled").

use isel::mir::{GenericOpcode as G, Inst, Operand};

use super::bits::Val;
use super::exec::{Flow, R, Wave, lanes};
use super::memory::{Memory, Space};

/// The fields of a V# the model reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resource {
    pub base: u64,
    pub stride: u64,
    pub num_records: u64,
    pub swizzle: bool,
    pub add_tid: bool,
}

impl Resource {
    /// The resource in a 128-bit value; `None` where any bit is poison.
    pub fn from_val(v: &Val) -> Option<Resource> {
        if !v.is_defined() || v.width() < 128 {
            return None;
        }
        let word = |i: u32| v.bits.extract(32 * i, 32).as_u64();
        let (w0, w1, w2, w3) = (word(0), word(1), word(2), word(3));
        Some(Resource {
            base: w0 | ((w1 & 0xffff) << 32),
            stride: (w1 >> 16) & 0x3fff,
            num_records: w2,
            swizzle: (w1 >> 31) & 1 == 1,
            add_tid: (w3 >> 23) & 1 == 1,
        })
    }
}

/// One lane's access: the address operands after the instruction's enables are applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    /// vindex if idxen, else 0.
    pub vindex: u64,
    /// The instruction's offset plus voffset if offen.
    pub offset: u64,
    pub soffset: u64,
    pub lane: u32,
}

impl Resource {
    /// The address of the part at `at` bytes into the access, or `None` where the range check
    /// drops it.
    pub fn address(&self, a: &Access, at: u64) -> Option<u64> {
        let index = a.vindex;
        let offset = a.offset + at;
        let in_range = if self.stride == 0 { offset < self.num_records } else { index < self.num_records && offset < self.stride };
        in_range.then(|| self.base.wrapping_add(a.soffset).wrapping_add(self.stride * index).wrapping_add(offset))
    }

    /// The pieces an access of `bytes` is range-checked in: dwords, or the whole byte or short.
    fn pieces(bytes: u32) -> impl Iterator<Item = (u32, u32)> {
        let piece = bytes.min(4);
        (0..bytes.div_ceil(piece)).map(move |i| (i * piece, piece))
    }

    /// Loads `bytes` for one lane: each in-range piece from global memory, the others 0.
    pub fn load(&self, mem: &Memory, a: &Access, bytes: u32) -> Val {
        let parts: Vec<Val> = Self::pieces(bytes)
            .map(|(at, n)| match self.address(a, u64::from(at)) {
                Some(addr) => mem.load(Space::Global, addr, n),
                None => Val::from_u64(8 * n, 0),
            })
            .collect();
        Val::concat(parts.iter())
    }

    /// The writes of a store of the low `bytes` of `v` for one lane: (address, bytes, value)
    /// of each in-range piece.
    pub fn store(&self, a: &Access, bytes: u32, v: &Val) -> Vec<(u64, u32, Val)> {
        Self::pieces(bytes).filter_map(|(at, n)| Some((self.address(a, u64::from(at))?, n, v.extract(8 * at, 8 * n)))).collect()
    }
}

/// One buffer access of an instruction, its operands located.
struct Form {
    rsrc: Operand,
    /// vindex (read where `idxen`), voffset, soffset; `None` reads 0.
    regs: [Option<Operand>; 3],
    imm: i64,
    idxen: bool,
    bytes: u32,
    signed: bool,
    /// The stored value, for a store.
    data: Option<Operand>,
}

impl Wave<'_> {
    /// The generic buffer accesses: `G_AMDGPU_BUFFER_LOAD*` / `G_AMDGPU_BUFFER_STORE*`
    /// (`[vdata,] rsrc, vindex, voffset, soffset, offset, aux, idxen`: voffset always applies,
    /// vindex where idxen is set) and `G_AMDGPU_S_BUFFER_LOAD` (`rsrc, offset, cachepolicy`).
    pub(crate) fn generic_buffer(&mut self, inst: &Inst, g: G) -> R<Flow> {
        let store = matches!(g, G::G_AMDGPU_BUFFER_STORE | G::G_AMDGPU_BUFFER_STORE_BYTE | G::G_AMDGPU_BUFFER_STORE_SHORT);
        let (bytes, signed) = match g {
            G::G_AMDGPU_BUFFER_LOAD_UBYTE | G::G_AMDGPU_BUFFER_STORE_BYTE => (1, false),
            G::G_AMDGPU_BUFFER_LOAD_SBYTE => (1, true),
            G::G_AMDGPU_BUFFER_LOAD_USHORT | G::G_AMDGPU_BUFFER_STORE_SHORT => (2, false),
            G::G_AMDGPU_BUFFER_LOAD_SSHORT => (2, true),
            _ => (self.access(inst)?.0.div_ceil(8), false),
        };
        let first = usize::from(store);
        let data = if store { Some(*self.arg(inst, 0)?) } else { None };
        let rsrc = *self.arg(inst, first)?;
        let form = if g == G::G_AMDGPU_S_BUFFER_LOAD {
            Form { rsrc, regs: [None, Some(*self.arg(inst, first + 1)?), None], imm: 0, idxen: false, bytes, signed, data }
        } else {
            let regs = [Some(*self.arg(inst, first + 1)?), Some(*self.arg(inst, first + 2)?), Some(*self.arg(inst, first + 3)?)];
            let imm = self.imm_arg(inst, first + 4)?;
            let idxen = self.imm_arg(inst, first + 6)? != 0;
            Form { rsrc, regs, imm, idxen, bytes, signed, data }
        };
        self.buffer_access(inst, &form)
    }

    /// The buffer intrinsics before the legalizer: `raw`/`struct` `buffer.load`/`store`
    /// (`[vdata,] rsrc, [vindex,] voffset, soffset, aux`) and `s.buffer.load`
    /// (`rsrc, offset, cachepolicy`).
    pub(crate) fn buffer_intrinsic(&mut self, inst: &Inst, name: &str) -> R<Flow> {
        let store = name.ends_with(".store");
        let structured = name.starts_with("llvm.amdgcn.struct.");
        let first = usize::from(store);
        let data = if store { Some(*self.arg(inst, 0)?) } else { None };
        let rsrc = *self.arg(inst, first)?;
        let form = if name == "llvm.amdgcn.s.buffer.load" {
            let bytes = self.op_width(self.def(inst, 0)?).div_ceil(8);
            Form { rsrc, regs: [None, Some(*self.arg(inst, first + 1)?), None], imm: 0, idxen: false, bytes, signed: false, data }
        } else {
            let k = first + 1 + usize::from(structured);
            let vindex = if structured { Some(*self.arg(inst, first + 1)?) } else { None };
            let bytes = self.access(inst)?.0.div_ceil(8);
            let regs = [vindex, Some(*self.arg(inst, k)?), Some(*self.arg(inst, k + 1)?)];
            Form { rsrc, regs, imm: 0, idxen: structured, bytes, signed: false, data }
        };
        self.buffer_access(inst, &form)
    }

    fn imm_arg(&self, inst: &Inst, i: usize) -> R<i64> {
        self.arg(inst, i)?.as_imm().ok_or_else(|| self.malformed(inst, format!("operand {i} is not an immediate")))
    }

    fn buffer_access(&mut self, inst: &Inst, form: &Form) -> R<Flow> {
        let mut per_lane = Vec::new();
        for l in lanes(self.exec) {
            let r = self.read(inst, &form.rsrc, l)?;
            let Some(res) = Resource::from_val(&r) else { return Err(self.ub(inst, format!("the buffer resource is poison in lane {l}"))) };
            let word = |i: usize| -> R<u64> {
                let Some(op) = form.regs[i] else { return Ok(0) };
                let v = self.read(inst, &op, l)?;
                if !v.extract(0, 32.min(v.width())).is_defined() {
                    return Err(self.ub(inst, format!("a buffer address operand is poison in lane {l}")));
                }
                Ok(v.bits.as_u64() & 0xffff_ffff)
            };
            let vindex = if form.idxen { word(0)? } else { 0 };
            let a = Access { vindex, offset: form.imm.wrapping_add(word(1)? as i64) as u64 & 0xffff_ffff, soffset: word(2)?, lane: l };
            per_lane.push((l, res, a));
        }
        if let Some(d) = form.data {
            let mut writes = Vec::new();
            for (l, res, a) in per_lane {
                let v = self.read(inst, &d, l)?;
                let v = if v.width() < 8 * form.bytes { v.zext(8 * form.bytes) } else { v };
                writes.extend(res.store(&a, form.bytes, &v).into_iter().map(|(addr, n, v)| (l, addr, n, v)));
            }
            for (l, addr, n, v) in writes {
                self.store_lane(l, Space::Global, addr, n, &v);
            }
            return Ok(Flow::Next);
        }
        let dst = *self.def(inst, 0)?;
        let w = self.op_width(&dst);
        for (l, res, a) in per_lane {
            let raw = res.load(&self.mem, &a, form.bytes);
            let v = if raw.width() > w {
                raw.extract(0, w)
            } else if form.signed {
                raw.sext(w)
            } else {
                raw.zext(w)
            };
            self.write(inst, &dst, l, v)?;
        }
        Ok(Flow::Next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rsrc(base: u64, stride: u64, num_records: u64) -> Resource {
        Resource { base, stride, num_records, swizzle: false, add_tid: false }
    }

    #[test]
    fn the_descriptor_fields() {
        let words = [0x1000_u64, 0x0010_0002 | (1 << 31), 64, 1 << 23];
        let mut v = Val::from_u64(128, 0);
        for (i, w) in words.iter().enumerate() {
            v.insert(32 * i as u32, &Val::from_u64(32, *w));
        }
        let r = Resource::from_val(&v).unwrap();
        assert_eq!(r, Resource { base: 0x2_0000_1000, stride: 16, num_records: 64, swizzle: true, add_tid: true });
    }

    #[test]
    fn raw_and_structured_range_checks() {
        let a = |vindex, offset| Access { vindex, offset, soffset: 100, lane: 0 };
        // Raw: the offset against num_records (bytes); soffset is not checked.
        let raw = rsrc(0x1000, 0, 8);
        assert_eq!(raw.address(&a(0, 4), 0), Some(0x1000 + 100 + 4));
        assert_eq!(raw.address(&a(0, 8), 0), None);
        // A dwordx2 at 4: the first dword in range, the second not.
        assert_eq!(raw.address(&a(0, 4), 4), None);
        // Structured: the index against num_records, the offset against the stride.
        let st = rsrc(0x1000, 16, 2);
        assert_eq!(st.address(&a(1, 12), 0), Some(0x1000 + 100 + 16 + 12));
        assert_eq!(st.address(&a(2, 0), 0), None);
        assert_eq!(st.address(&a(1, 16), 0), None);
    }

    #[test]
    fn out_of_range_loads_are_zero_and_stores_dropped() {
        let mem = Memory::new(7);
        let r = rsrc(0x4000, 0, 6);
        let a = Access { vindex: 0, offset: 0, soffset: 0, lane: 0 };
        let v = r.load(&mem, &a, 16);
        assert_eq!(v.extract(0, 64), mem.load(Space::Global, 0x4000, 8));
        assert_eq!(v.extract(64, 64), Val::from_u64(64, 0));
        let writes = r.store(&a, 16, &Val::from_u64(128, u64::MAX));
        assert_eq!(writes.iter().map(|w| w.0).collect::<Vec<_>>(), vec![0x4000, 0x4004]);
    }
}
