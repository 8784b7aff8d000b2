//! The buffer intrinsics, as llc-14's AMDGPULegalizerInfo lowers them (`legalizeBufferLoad`,
//! `legalizeBufferStore`, `legalizeSBufferLoad`, `splitBufferOffsets`, `updateBufferMMO`):
//!
//! - `llvm.amdgcn.raw.buffer.load` / `struct.buffer.load` become `G_AMDGPU_BUFFER_LOAD`
//!   (`_UBYTE` / `_USHORT` for a 1- or 2-byte access, whose `s32` result is truncated to the
//!   intrinsic's type) with the operands `rsrc, vindex, voffset, soffset, imm offset, aux, idxen`:
//!   the raw forms have a constant 0 index and idxen 0, the struct forms idxen -1;
//! - `raw.buffer.store` / `struct.buffer.store` become `G_AMDGPU_BUFFER_STORE` (`_BYTE` /
//!   `_SHORT`, the `s8`/`s16` data any-extended to `s32`) with the data first;
//! - the voffset is split into a register and the immediate offset the MUBUF encoding holds
//!   (12 bits): a constant, or a `G_ADD` of a constant, moves into the immediate up to 4095, the
//!   rest stays in (or is added back to) the register;
//! - the memory operand keeps its pseudo value with the access's total offset when vindex is 0
//!   and voffset and soffset are constants, and loses it otherwise;
//! - `llvm.amdgcn.s.buffer.load` becomes `G_AMDGPU_S_BUFFER_LOAD rsrc, offset, cachepolicy` with
//!   a dereferenceable invariant load memory operand of the result's size, aligned to 4.
//!
//! Result and data types the selection patterns have no entry for (llc-14 accepts `s64` here and
//! then cannot select it) are left to the final legality check, which names them; result types
//! llc-14 widens or bitcasts first (`<3 x s32>` scalar loads, vectors of 16-bit elements of
//! `s.buffer.load`) are a named error.

use super::{G, Legalizer, Rewrite, intrinsic_name, r};
use crate::mir::{Inst, InstId, Llt, MemAccess, MemOperand, MemSize, Operand, Symbol, VReg};

/// The largest immediate offset of a MUBUF instruction (12 bits, unsigned).
const MAX_IMM_OFFSET: u64 = 4095;

/// The buffer intrinsics: name, whether it stores, whether it takes a vindex (the struct forms).
const BUFFER_INTRINSICS: &[(&str, bool, bool)] = &[
    ("llvm.amdgcn.raw.buffer.load", false, false),
    ("llvm.amdgcn.struct.buffer.load", false, true),
    ("llvm.amdgcn.raw.buffer.store", true, false),
    ("llvm.amdgcn.struct.buffer.store", true, true),
];

impl Legalizer<'_> {
    /// The buffer intrinsics (see the module documentation); `None` for any other instruction.
    pub(super) fn lower_buffer_intrinsic(&mut self, id: InstId) -> Option<Rewrite> {
        let name = intrinsic_name(self.inst(id))?;
        if name == "llvm.amdgcn.s.buffer.load" {
            return Some(self.lower_s_buffer_load(id));
        }
        let &(_, store, has_vindex) = BUFFER_INTRINSICS.iter().find(|(n, _, _)| *n == name)?;
        Some(self.lower_buffer_access(id, store, has_vindex))
    }

    fn lower_buffer_access(&mut self, id: InstId, store: bool, has_vindex: bool) -> Rewrite {
        let inst = self.inst(id).clone();
        let dst = if store { None } else { inst.def_vreg(0) };
        // The register operands after the intrinsic id, then the aux immediate.
        let mut regs = inst.explicit_uses().filter_map(Operand::as_vreg);
        let vdata = if store { regs.next() } else { None };
        let (Some(rsrc), vindex, Some(voffset), Some(soffset)) =
            (regs.next(), if has_vindex { regs.next() } else { None }, regs.next(), regs.next())
        else {
            return Err(self.illegal(id, "a buffer intrinsic without its rsrc, voffset and soffset operands"));
        };
        let aux = inst.explicit_uses().filter(|o| matches!(o, Operand::Imm(_) | Operand::CImm { .. })).last().and_then(Operand::as_imm);
        let Some(aux) = aux else { return Err(self.illegal(id, "a buffer intrinsic without its aux (cache policy) immediate")) };
        let Some(mut mmo) = inst.memops.first().cloned() else {
            return Err(self.illegal(id, "a buffer intrinsic without a memory operand"));
        };
        let mem_bytes = mmo.size.bits().map(|b| b.div_ceil(8));
        self.begin(id);
        let s32 = Llt::Scalar(32);
        let vindex = match vindex {
            Some(v) => v,
            None => self.cst(s32, 0),
        };
        let (voffset, imm) = self.split_buffer_offset(voffset);
        self.update_buffer_mmo(&mut mmo, voffset, soffset, imm, vindex);
        let idxen = if has_vindex { -1 } else { 0 };
        let tail = [r(rsrc), r(vindex), r(voffset), r(soffset), Operand::Imm(imm as i64), Operand::Imm(aux), Operand::Imm(idxen)];
        if let Some(data) = vdata {
            let (opcode, data) = match mem_bytes {
                Some(1) => (G::G_AMDGPU_BUFFER_STORE_BYTE, self.any_extend_data(data)),
                Some(2) => (G::G_AMDGPU_BUFFER_STORE_SHORT, self.any_extend_data(data)),
                _ => (G::G_AMDGPU_BUFFER_STORE, data),
            };
            let mut x = Inst::new(opcode);
            x.operands.push(r(data));
            x.operands.extend(tail);
            x.push_memop(mmo);
            self.emit_inst(x);
        } else {
            let Some(dst) = dst else { return Err(self.illegal(id, "a buffer load without a result")) };
            let (opcode, ext) = match mem_bytes {
                Some(1) => (G::G_AMDGPU_BUFFER_LOAD_UBYTE, true),
                Some(2) => (G::G_AMDGPU_BUFFER_LOAD_USHORT, true),
                _ => (G::G_AMDGPU_BUFFER_LOAD, false),
            };
            // A 1- or 2-byte load gives an `s32`, truncated to the intrinsic's type.
            let load_dst = if ext { self.new_reg(s32) } else { dst };
            let mut x = Inst::new(opcode);
            x.operands.push(Operand::vreg_def(load_dst));
            x.operands.extend(tail);
            x.push_memop(mmo);
            self.emit_inst(x);
            if ext {
                if self.ty(dst).is_some_and(Llt::is_vector) {
                    return Err(self.illegal(id, "a 1- or 2-byte buffer load of a vector type"));
                }
                self.emit(G::G_TRUNC, &[dst], &[r(load_dst)]);
            }
        }
        Ok(self.end())
    }

    /// `s8`/`s16` store data any-extended to `s32` (llc-14 widens the byte and short stores).
    fn any_extend_data(&mut self, data: VReg) -> VReg {
        match self.ty(data) {
            Some(t) if t.is_scalar() && t.bits() < 32 => self.op(G::G_ANYEXT, Llt::Scalar(32), &[r(data)]),
            _ => data,
        }
    }

    /// llc-14's `splitBufferOffsets`: the voffset register and the immediate offset. A constant,
    /// or the constant of `G_ADD base, c`, goes into the immediate as far as 12 bits hold it; the
    /// part above (or a negative constant, whole) is a constant added back to the register.
    fn split_buffer_offset(&mut self, voffset: VReg) -> (VReg, u64) {
        let s32 = Llt::Scalar(32);
        let (base, offset) = self.base_with_constant_offset(voffset);
        let mut imm = offset;
        let mut overflow = imm & !MAX_IMM_OFFSET;
        imm -= overflow;
        if (overflow as u32 as i32) < 0 {
            overflow += imm;
            imm = 0;
        }
        let base = if overflow != 0 {
            let k = self.cst(s32, overflow as u32 as i32 as i64);
            match base {
                Some(b) => self.op(G::G_ADD, s32, &[r(b), r(k)]),
                None => k,
            }
        } else {
            match base {
                Some(b) => b,
                None => self.cst(s32, 0),
            }
        };
        (base, imm)
    }

    /// llc-14's `AMDGPU::getBaseWithConstantOffset`: `(None, c)` for a constant `c`,
    /// `(Some(b), c)` for `G_ADD b, c`, `(Some(v), 0)` otherwise. Constants are 32-bit unsigned.
    fn base_with_constant_offset(&self, v: VReg) -> (Option<VReg>, u64) {
        if let Some(c) = self.const_value(v) {
            return (None, u64::from(c as u32));
        }
        if let Some((_, d)) = self.def_of(v) {
            let inst = self.f.inst(d);
            if inst.opcode == crate::mir::Opcode::Generic(G::G_ADD)
                && let (Some(a), Some(b)) = (self.reg_at(d, 1), self.reg_at(d, 2))
                && let Some(c) = self.const_value(b)
            {
                return (Some(a), u64::from(c as u32));
            }
        }
        (Some(v), 0)
    }

    /// llc-14's `updateBufferMMO`: with vindex 0 and constant voffset and soffset the memory
    /// operand gets the access's total offset; otherwise it loses its value.
    fn update_buffer_mmo(&self, mmo: &mut MemOperand, voffset: VReg, soffset: VReg, imm: u64, vindex: VReg) {
        match (self.const_value(voffset), self.const_value(soffset), self.const_value(vindex)) {
            (Some(v), Some(s), Some(0)) => {
                mmo.offset = (u64::from(v as u32) + u64::from(s as u32) + imm) as i64;
            }
            _ => mmo.value = None,
        }
    }

    /// `llvm.amdgcn.s.buffer.load` to `G_AMDGPU_S_BUFFER_LOAD` (see the module documentation).
    fn lower_s_buffer_load(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id).clone();
        let Some(dst) = inst.def_vreg(0) else { return Err(self.illegal(id, "an s.buffer.load without a result")) };
        let mut regs = inst.explicit_uses().filter_map(Operand::as_vreg);
        let (Some(rsrc), Some(offset)) = (regs.next(), regs.next()) else {
            return Err(self.illegal(id, "an s.buffer.load without its rsrc and offset operands"));
        };
        let policy = inst.explicit_uses().filter(|o| matches!(o, Operand::Imm(_) | Operand::CImm { .. })).last().and_then(Operand::as_imm);
        let Some(policy) = policy else { return Err(self.illegal(id, "an s.buffer.load without its cache policy immediate")) };
        let Some(ty) = self.ty(dst) else { return Err(self.illegal(id, "an s.buffer.load of an unknown type")) };
        // llc-14 widens a 96-bit result to 128 bits and bitcasts vectors of narrow elements
        // first; neither is done here.
        if !ty.bits().is_power_of_two() || ty.bits() < 32 || (ty.is_vector() && ty.scalar_type().bits() != 32) {
            return Err(self.illegal(id, "an s.buffer.load of a type llc-14 widens or bitcasts first (not done here)"));
        }
        let bytes = u64::from(ty.bits()).div_ceil(8);
        let mut mmo = MemOperand::new(MemAccess::Load, MemSize::Type(Llt::Scalar((bytes * 8) as u16)), 0);
        mmo.flags.push(Symbol::new("dereferenceable"));
        mmo.flags.push(Symbol::new("invariant"));
        mmo.align = if bytes == 4 { None } else { Some(4) };
        self.begin(id);
        let mut x = Inst::new(G::G_AMDGPU_S_BUFFER_LOAD);
        x.operands.push(Operand::vreg_def(dst));
        x.operands.extend([r(rsrc), r(offset), Operand::Imm(policy)]);
        x.push_memop(mmo);
        self.emit_inst(x);
        Ok(self.end())
    }
}
