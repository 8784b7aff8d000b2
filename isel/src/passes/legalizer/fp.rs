//! Floating-point operations the table has no pattern for, lowered as llc-14's legalizer
//! (its `LegalizerHelper` lowerings, which AMDGPULegalizerInfo asks for) does:
//! - `G_FCOPYSIGN`: the magnitude bits of the first operand or the sign bit of the second
//!   (`and`/`and`/`or`; a sign operand of another width is shifted to the magnitude's sign
//!   position first); `<2 x s16>` with per-half masks;
//! - `G_INTRINSIC_ROUND` (ties away from zero): `t = trunc(x)`, plus `copysign(1, x)` where
//!   `|x - t| >= 0.5` and `copysign(0, x)` elsewhere (llc-14 adds +0 there, which loses the
//!   sign of a negative result that rounds to zero);
//! - `G_INTRINSIC_ROUNDEVEN`: `G_FRINT` (round to nearest even in the default mode);
//! - `G_FREM`: `x - trunc(x / y) * y` as one `fma(-trunc(x / y), y, x)` with the division
//!   lowered as every `G_FDIV` is;
//! - `G_FPOWI` of `s32`: `exp2(log2(x) * sitofp(n))` with the DX9 multiply (`fmul.legacy`),
//!   llc-14's expansion (it gives NaN for negative bases, as llc-14's does).

use super::{G, Legalizer, Rewrite, fp_flags, r};
use crate::mir::{InstId, Llt, Operand, Predicate, VReg};

impl Legalizer<'_> {
    /// The rule for `g` of this module, if it has one.
    pub(super) fn fp_rule(g: G) -> Option<fn(&mut Self, InstId) -> Rewrite> {
        Some(match g {
            G::G_FCOPYSIGN => Self::lower_fcopysign,
            G::G_INTRINSIC_ROUND => Self::lower_round,
            G::G_INTRINSIC_ROUNDEVEN => Self::lower_roundeven,
            G::G_FREM => Self::lower_frem,
            G::G_FPOWI => Self::lower_fpowi,
            _ => return None,
        })
    }

    /// A constant of `ty` with `bits` in every element: a scalar, or a `<2 x s16>` built from two
    /// truncated 32-bit constants (llc-14's form).
    fn splat_bits(&mut self, ty: Llt, bits: i64) -> Option<VReg> {
        if ty.is_scalar() {
            return Some(self.cst(ty, bits));
        }
        if ty == Llt::vector(2, Llt::S16) {
            let c = self.cst(Llt::S32, bits);
            return Some(self.op(G::G_BUILD_VECTOR_TRUNC, ty, &[r(c), r(c)]));
        }
        None
    }

    fn lower_fcopysign(&mut self, id: InstId) -> Rewrite {
        let (Some(dst), Some(mag), Some(sign)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2)) else { return Ok(None) };
        let (Some(ty), Some(sty)) = (self.ty(dst), self.ty(sign)) else { return Ok(None) };
        let ew = ty.scalar_type().bits();
        let shape_ok = ty.is_scalar() || (ty == Llt::vector(2, Llt::S16) && sty == ty);
        if !(ew == 16 || ew == 32 || ew == 64) || !shape_ok || !sty.is_scalar() && sty != ty {
            return Ok(None);
        }
        let sign_bit = 1i64 << (ew - 1);
        let mag_mask = if ew == 64 { i64::MAX } else { (1i64 << (ew - 1)) - 1 };
        self.begin(id);
        // The sign operand at the magnitude's width, its sign bit where the magnitude's is.
        let sign_same = if sty == ty {
            sign
        } else {
            let sw = sty.bits();
            if sw > ew {
                let k = self.cst(Llt::S32, i64::from(sw - ew));
                let sh = self.op(G::G_LSHR, sty, &[r(sign), r(k)]);
                self.op(G::G_TRUNC, ty, &[r(sh)])
            } else {
                let z = self.op(G::G_ZEXT, ty, &[r(sign)]);
                let k = self.cst(Llt::S32, i64::from(ew - sw));
                self.op(G::G_SHL, ty, &[r(z), r(k)])
            }
        };
        let (Some(sm), Some(mm)) = (self.splat_bits(ty, sign_bit), self.splat_bits(ty, mag_mask)) else { return Ok(None) };
        let m = self.op(G::G_AND, ty, &[r(mag), r(mm)]);
        let s = self.op(G::G_AND, ty, &[r(sign_same), r(sm)]);
        self.emit(G::G_OR, &[dst], &[r(m), r(s)]);
        Ok(self.end())
    }

    fn lower_round(&mut self, id: InstId) -> Rewrite {
        let flags = fp_flags(self.inst(id).flags);
        let (Some(dst), Some(x)) = (self.reg_at(id, 0), self.reg_at(id, 1)) else { return Ok(None) };
        let Some(ty) = self.ty(dst) else { return Ok(None) };
        let (half, one, sign) = match ty {
            Llt::S16 => (0x3800u64, 0x3c00i64, 0x8000i64),
            Llt::S32 => (0x3f00_0000, 0x3f80_0000, i64::from(i32::MIN)),
            Llt::S64 => (0x3fe0_0000_0000_0000, 0x3ff0_0000_0000_0000, i64::MIN),
            _ => return Ok(None),
        };
        let Some(oge) = Predicate::float_from_name("oge") else { return Ok(None) };
        self.begin(id);
        let t = self.op_flags(G::G_INTRINSIC_TRUNC, flags, ty, &[r(x)]);
        let d = self.op_flags(G::G_FSUB, flags, ty, &[r(x), r(t)]);
        let ad = self.op_flags(G::G_FABS, flags, ty, &[r(d)]);
        let h = self.fcst(ty, half);
        let sm = self.cst(ty, sign);
        let onec = self.cst(ty, one);
        let xs = self.op(G::G_AND, ty, &[r(x), r(sm)]);
        let signed_one = self.op(G::G_OR, ty, &[r(onec), r(xs)]);
        let c = self.op_flags(G::G_FCMP, flags, Llt::S1, &[Operand::Pred(oge), r(ad), r(h)]);
        // Below a half, `x`'s signed zero (llc-14 adds +0, which makes round(-0.25) +0).
        let add = self.op(G::G_SELECT, ty, &[r(c), r(signed_one), r(xs)]);
        self.emit_flags(G::G_FADD, flags, &[dst], &[r(t), r(add)]);
        Ok(self.end())
    }

    fn lower_roundeven(&mut self, id: InstId) -> Rewrite {
        let flags = fp_flags(self.inst(id).flags);
        let (Some(dst), Some(x)) = (self.reg_at(id, 0), self.reg_at(id, 1)) else { return Ok(None) };
        self.begin(id);
        self.emit_flags(G::G_FRINT, flags, &[dst], &[r(x)]);
        Ok(self.end())
    }

    fn lower_frem(&mut self, id: InstId) -> Rewrite {
        let flags = fp_flags(self.inst(id).flags);
        let (Some(dst), Some(x), Some(y)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2)) else { return Ok(None) };
        let Some(ty) = self.ty(dst) else { return Ok(None) };
        if !matches!(ty, Llt::S16 | Llt::S32 | Llt::S64) {
            return Ok(None);
        }
        self.begin(id);
        let q = self.op_flags(G::G_FDIV, flags, ty, &[r(x), r(y)]);
        let t = self.op_flags(G::G_INTRINSIC_TRUNC, flags, ty, &[r(q)]);
        let nt = self.op_flags(G::G_FNEG, flags, ty, &[r(t)]);
        self.emit_flags(G::G_FMA, flags, &[dst], &[r(nt), r(y), r(x)]);
        Ok(self.end())
    }

    fn lower_fpowi(&mut self, id: InstId) -> Rewrite {
        let flags = fp_flags(self.inst(id).flags);
        let (Some(dst), Some(x), Some(n)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2)) else { return Ok(None) };
        if self.ty(dst) != Some(Llt::S32) || self.ty(n) != Some(Llt::S32) {
            return Ok(None);
        }
        self.begin(id);
        let e = self.op_flags(G::G_SITOFP, flags, Llt::S32, &[r(n)]);
        let l = self.op_flags(G::G_FLOG2, flags, Llt::S32, &[r(x)]);
        let m = self.new_reg(Llt::S32);
        self.intrinsic("llvm.amdgcn.fmul.legacy", flags, &[m], &[r(l), r(e)]);
        self.emit_flags(G::G_FEXP2, flags, &[dst], &[r(m)]);
        Ok(self.end())
    }
}
