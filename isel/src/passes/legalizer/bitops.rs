//! Integer bit operations the table rejects: bit counts, bit and byte reversal, funnel shifts
//! and rotates, rewritten as llc-14 legalizes them (LLVM 14's `AMDGPULegalizerInfo` rules for
//! `G_CTLZ`/`G_CTTZ` (custom), `G_CTLZ_ZERO_UNDEF`/`G_CTTZ_ZERO_UNDEF`/`G_CTPOP` (legal for
//! `s32` results of `s32`/`s64` sources, clamped and widened otherwise), `G_BITREVERSE`
//! (`s32`/`s64`), `G_BSWAP` (`s16`/`s32`), `G_FSHR` (legal for `s32`), `G_FSHL`, `G_ROTL` and
//! `G_ROTR` (lowered), with `LegalizerHelper`'s `widenScalar`, `narrowScalar`,
//! `lowerFunnelShift` and `lowerRotate` as the recipes):
//! - a count whose result is wider than `s32` is computed in `s32` and zero-extended (the count
//!   of a 64-bit value fits); `G_CTLZ`/`G_CTTZ` of `s32`/`s64` become the hardware's
//!   find-first-bit (`G_AMDGPU_FFBH_U32`/`G_AMDGPU_FFBL_B32`, all ones for 0) and an unsigned
//!   minimum with the source width;
//! - a count of a source narrower than 32 bits works on the `s32` extension: `ctlz` of the zero
//!   extension minus the extra bits, `cttz` of the value with bit `w` set (so it is never 0 and
//!   never counts past `w`; `G_CTTZ_ZERO_UNDEF` of it), `ctpop` of the zero extension;
//! - `G_BITREVERSE` narrower than 32 bits: reverse the `s32` extension and shift right by the
//!   extra bits; `G_BSWAP s64`: swap the two words, each byte-swapped;
//! - `G_FSHL s32`: `fshr(x >> 1, fshr(x, y, 1), ~z)` (`fshr(x, y, 32 - z)` for a constant `z`
//!   that is not a multiple of 32); funnel shifts of other widths:
//!   `fshl: (x << (z & (w-1))) | ((y >> 1) >> (~z & (w-1)))`,
//!   `fshr: ((x << 1) << (~z & (w-1))) | (y >> (z & (w-1)))`;
//! - `G_ROTR s32`: `fshr(x, x, z)`, `G_ROTL s32`: `fshr(x, x, 0 - z)`; other widths:
//!   `rotl: (x << (z & (w-1))) | (x >> (-z & (w-1)))` and `rotr` the mirror image;
//! - vectors of any of these: one operation per element (vector extensions, which llc-14
//!   scalarizes too, are split where artifacts are lowered, `combine.rs`).
//!
//! What is emitted is legalized in turn (64-bit shifts, 16-bit operations without a pattern).

use super::{G, Legalizer, Rewrite, r};
use crate::mir::{InstId, Llt, VReg};

impl Legalizer<'_> {
    /// The rewrite for `g` at `types` (one per type index), if this module has one.
    pub(super) fn bitops_rule(&self, g: G, types: &[Llt]) -> Option<fn(&mut Self, InstId) -> Rewrite> {
        let (&t0, t1) = (types.first()?, types.get(1).copied());
        if t0.is_vector() && is_bit_op(g) {
            return Some(Self::split_vector);
        }
        if !t0.is_scalar() {
            return None;
        }
        Some(match g {
            G::G_CTLZ | G::G_CTTZ | G::G_CTLZ_ZERO_UNDEF | G::G_CTTZ_ZERO_UNDEF | G::G_CTPOP => {
                let src = t1?;
                if src.bits() < 32 {
                    Self::widen_count
                } else if t0 != Llt::S32 {
                    Self::narrow_count_result
                } else if matches!(g, G::G_CTLZ | G::G_CTTZ) && src == Llt::S64 {
                    Self::lower_count_zeros64
                } else {
                    return None;
                }
            }
            G::G_BITREVERSE if t0.bits() < 32 => Self::widen_bitreverse,
            G::G_BSWAP if t0 == Llt::S64 => Self::narrow_bswap64,
            G::G_FSHL if t0 == Llt::S32 => Self::fshl_by_fshr,
            G::G_FSHL | G::G_FSHR => Self::funnel_by_shifts,
            G::G_ROTL | G::G_ROTR if t0 == Llt::S32 => Self::rotate_by_fshr,
            G::G_ROTL | G::G_ROTR => Self::rotate_by_shifts,
            _ => return None,
        })
    }

    /// The def, the first source and the opcode of `id`.
    fn unary_parts(&self, id: InstId) -> Option<(VReg, VReg, G)> {
        let g = self.inst(id).opcode.generic()?;
        Some((self.reg_at(id, 0)?, self.reg_at(id, 1)?, g))
    }

    /// A count of a source narrower than 32 bits, on its 32-bit extension.
    fn widen_count(&mut self, id: InstId) -> Rewrite {
        let Some((dst, src, g)) = self.unary_parts(id) else { return Ok(None) };
        let (Some(dty), Some(sty)) = (self.ty(dst), self.ty(src)) else { return Ok(None) };
        let w = i64::from(sty.bits());
        self.begin(id);
        let count = match g {
            G::G_CTLZ | G::G_CTLZ_ZERO_UNDEF => {
                let x = self.op(G::G_ZEXT, Llt::S32, &[r(src)]);
                let n = self.op(g, Llt::S32, &[r(x)]);
                let extra = self.cst(Llt::S32, 32 - w);
                self.op(G::G_SUB, Llt::S32, &[r(n), r(extra)])
            }
            G::G_CTTZ => {
                let x = self.op(G::G_ANYEXT, Llt::S32, &[r(src)]);
                let bit = self.cst(Llt::S32, 1 << w);
                let x = self.op(G::G_OR, Llt::S32, &[r(x), r(bit)]);
                self.op(G::G_CTTZ_ZERO_UNDEF, Llt::S32, &[r(x)])
            }
            G::G_CTTZ_ZERO_UNDEF => {
                let x = self.op(G::G_ANYEXT, Llt::S32, &[r(src)]);
                self.op(g, Llt::S32, &[r(x)])
            }
            _ => {
                let x = self.op(G::G_ZEXT, Llt::S32, &[r(src)]);
                self.op(g, Llt::S32, &[r(x)])
            }
        };
        self.finish_count(dst, dty, count);
        Ok(self.end())
    }

    /// A count with a result wider (or narrower) than `s32`: the `s32` count, converted.
    fn narrow_count_result(&mut self, id: InstId) -> Rewrite {
        let Some((dst, src, g)) = self.unary_parts(id) else { return Ok(None) };
        let Some(dty) = self.ty(dst) else { return Ok(None) };
        self.begin(id);
        let count = self.op(g, Llt::S32, &[r(src)]);
        self.finish_count(dst, dty, count);
        Ok(self.end())
    }

    /// `dst` (of type `dty`) = the `s32` count `count`, zero-extended or truncated.
    fn finish_count(&mut self, dst: VReg, dty: Llt, count: VReg) {
        let opc = match dty.bits() {
            32 => G::COPY,
            b if b > 32 => G::G_ZEXT,
            _ => G::G_TRUNC,
        };
        self.emit(opc, &[dst], &[r(count)]);
    }

    /// `G_CTLZ`/`G_CTTZ` (s32) of an `s64`: find-first-bit of the 64-bit value (all ones for
    /// 0), at most 64.
    fn lower_count_zeros64(&mut self, id: InstId) -> Rewrite {
        let Some((dst, src, g)) = self.unary_parts(id) else { return Ok(None) };
        let find = if g == G::G_CTLZ { G::G_AMDGPU_FFBH_U32 } else { G::G_AMDGPU_FFBL_B32 };
        self.begin(id);
        let first = self.op(find, Llt::S32, &[r(src)]);
        let c64 = self.cst(Llt::S32, 64);
        self.emit(G::G_UMIN, &[dst], &[r(first), r(c64)]);
        Ok(self.end())
    }

    /// `G_BITREVERSE` narrower than 32 bits: the reversed extension, shifted down.
    fn widen_bitreverse(&mut self, id: InstId) -> Rewrite {
        let Some((dst, src, _)) = self.unary_parts(id) else { return Ok(None) };
        let Some(ty) = self.ty(dst) else { return Ok(None) };
        self.begin(id);
        let x = self.op(G::G_ANYEXT, Llt::S32, &[r(src)]);
        let rev = self.op(G::G_BITREVERSE, Llt::S32, &[r(x)]);
        let k = self.cst(Llt::S32, 32 - i64::from(ty.bits()));
        let sh = self.op(G::G_LSHR, Llt::S32, &[r(rev), r(k)]);
        self.emit(G::G_TRUNC, &[dst], &[r(sh)]);
        Ok(self.end())
    }

    /// `G_BSWAP s64`: the byte-swapped words, swapped.
    fn narrow_bswap64(&mut self, id: InstId) -> Rewrite {
        let Some((dst, src, _)) = self.unary_parts(id) else { return Ok(None) };
        self.begin(id);
        let w = self.unmerge(src, Llt::S32, 2);
        let lo = self.op(G::G_BSWAP, Llt::S32, &[r(w[1])]);
        let hi = self.op(G::G_BSWAP, Llt::S32, &[r(w[0])]);
        self.emit(G::G_MERGE_VALUES, &[dst], &[r(lo), r(hi)]);
        Ok(self.end())
    }

    /// `(dst, x, y, z)` of a funnel shift, `(dst, x, x, z)` of a rotate.
    fn shift_parts(&self, id: InstId) -> Option<(VReg, VReg, VReg, VReg)> {
        let g = self.inst(id).opcode.generic()?;
        let d = self.reg_at(id, 0)?;
        let x = self.reg_at(id, 1)?;
        if matches!(g, G::G_ROTL | G::G_ROTR) {
            Some((d, x, x, self.reg_at(id, 2)?))
        } else {
            Some((d, x, self.reg_at(id, 2)?, self.reg_at(id, 3)?))
        }
    }

    /// `G_FSHL s32` through the legal `G_FSHR` (LLVM's `lowerFunnelShiftWithInverse`).
    fn fshl_by_fshr(&mut self, id: InstId) -> Rewrite {
        let Some((dst, x, y, z)) = self.shift_parts(id) else { return Ok(None) };
        let Some(zty) = self.ty(z) else { return Ok(None) };
        self.begin(id);
        match self.const_value(z).map(|c| c.rem_euclid(32)) {
            // fshl(x, y, c) = fshr(x, y, 32 - c) for c in 1..32.
            Some(c) if c != 0 => {
                let k = self.cst(zty, 32 - c);
                self.emit(G::G_FSHR, &[dst], &[r(x), r(y), r(k)]);
            }
            _ => {
                let one = self.cst(zty, 1);
                let low = self.op(G::G_FSHR, Llt::S32, &[r(x), r(y), r(one)]);
                let high = self.op(G::G_LSHR, Llt::S32, &[r(x), r(one)]);
                let ones = self.cst(zty, -1);
                let inv = self.op(G::G_XOR, zty, &[r(z), r(ones)]);
                self.emit(G::G_FSHR, &[dst], &[r(high), r(low), r(inv)]);
            }
        }
        Ok(self.end())
    }

    /// A funnel shift of a width without `G_FSHR`, as two shifts and an or (LLVM's
    /// `lowerFunnelShiftAsShifts`, the form that is right for every amount).
    fn funnel_by_shifts(&mut self, id: InstId) -> Rewrite {
        let Some((dst, x, y, z)) = self.shift_parts(id) else { return Ok(None) };
        let is_left = self.inst(id).opcode.generic() == Some(G::G_FSHL);
        let (Some(ty), Some(zty)) = (self.ty(dst), self.ty(z)) else { return Ok(None) };
        if !ty.bits().is_power_of_two() {
            return Ok(None);
        }
        self.begin(id);
        let mask = self.cst(zty, i64::from(ty.bits()) - 1);
        let amt = self.op(G::G_AND, zty, &[r(z), r(mask)]);
        let ones = self.cst(zty, -1);
        let not_z = self.op(G::G_XOR, zty, &[r(z), r(ones)]);
        let inv = self.op(G::G_AND, zty, &[r(not_z), r(mask)]);
        let one = self.cst(zty, 1);
        let (hi, lo) = if is_left {
            let hi = self.op(G::G_SHL, ty, &[r(x), r(amt)]);
            let y1 = self.op(G::G_LSHR, ty, &[r(y), r(one)]);
            (hi, self.op(G::G_LSHR, ty, &[r(y1), r(inv)]))
        } else {
            let x1 = self.op(G::G_SHL, ty, &[r(x), r(one)]);
            let hi = self.op(G::G_SHL, ty, &[r(x1), r(inv)]);
            (hi, self.op(G::G_LSHR, ty, &[r(y), r(amt)]))
        };
        self.emit(G::G_OR, &[dst], &[r(hi), r(lo)]);
        Ok(self.end())
    }

    /// `G_ROTL`/`G_ROTR s32` as the funnel shift the table has (LLVM's `lowerRotate`).
    fn rotate_by_fshr(&mut self, id: InstId) -> Rewrite {
        let Some((dst, x, _, z)) = self.shift_parts(id) else { return Ok(None) };
        let is_left = self.inst(id).opcode.generic() == Some(G::G_ROTL);
        let Some(zty) = self.ty(z) else { return Ok(None) };
        self.begin(id);
        let amt = if is_left {
            let zero = self.cst(zty, 0);
            self.op(G::G_SUB, zty, &[r(zero), r(z)])
        } else {
            z
        };
        self.emit(G::G_FSHR, &[dst], &[r(x), r(x), r(amt)]);
        Ok(self.end())
    }

    /// A rotate of another power-of-two width: two shifts by the masked amount and its
    /// negation.
    fn rotate_by_shifts(&mut self, id: InstId) -> Rewrite {
        let Some((dst, x, _, z)) = self.shift_parts(id) else { return Ok(None) };
        let is_left = self.inst(id).opcode.generic() == Some(G::G_ROTL);
        let (Some(ty), Some(zty)) = (self.ty(dst), self.ty(z)) else { return Ok(None) };
        if !ty.bits().is_power_of_two() {
            return Ok(None);
        }
        let (first, second) = if is_left { (G::G_SHL, G::G_LSHR) } else { (G::G_LSHR, G::G_SHL) };
        self.begin(id);
        let zero = self.cst(zty, 0);
        let mask = self.cst(zty, i64::from(ty.bits()) - 1);
        let neg = self.op(G::G_SUB, zty, &[r(zero), r(z)]);
        let amt = self.op(G::G_AND, zty, &[r(z), r(mask)]);
        let a = self.op(first, ty, &[r(x), r(amt)]);
        let rev = self.op(G::G_AND, zty, &[r(neg), r(mask)]);
        let b = self.op(second, ty, &[r(x), r(rev)]);
        self.emit(G::G_OR, &[dst], &[r(a), r(b)]);
        Ok(self.end())
    }
}

/// The opcodes of this module (vectors of them are split into elements).
fn is_bit_op(g: G) -> bool {
    matches!(
        g,
        G::G_CTLZ
            | G::G_CTTZ
            | G::G_CTLZ_ZERO_UNDEF
            | G::G_CTTZ_ZERO_UNDEF
            | G::G_CTPOP
            | G::G_BITREVERSE
            | G::G_BSWAP
            | G::G_FSHL
            | G::G_FSHR
            | G::G_ROTL
            | G::G_ROTR
    )
}
