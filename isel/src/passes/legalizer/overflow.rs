//! Overflow-reporting and saturating integer operations, and `G_ABS` of wide scalars, lowered
//! as llc-14's `LegalizerHelper` lowers them (the AMDGPU legalizer marks them `lower` where no
//! instruction exists; the rules are LLVM 14's `lowerSADDO_SSUBO`, `lowerAddSubSatToAddoSubo`,
//! `lowerAbsToAddXor` and the `G_UMULO`/`G_SMULO` expansion through the high product):
//! - `G_UADDO`/`G_USUBO` wider than 32 bits: the `s32` carry chain of `narrow_add_sub`, the
//!   last carry being the overflow;
//! - `G_SADDO`/`G_SSUBO`: `r = a ± b`, overflow iff `(r < a) != (b < 0)` (add) or
//!   `(r < a) != (b > 0)` (sub), signed compares;
//! - `G_UMULO`/`G_SMULO`: `r = a * b`, overflow iff the high product is not `0` (unsigned) or
//!   not the sign of `r` (signed);
//! - `G_UADDSAT`/`G_USUBSAT` the table rejects: the carry picks all ones / zero;
//!   `G_SADDSAT`/`G_SSUBSAT`: on overflow `(r >>s (w-1)) + INT_MIN`, the bound with the sign
//!   opposite to the wrapped result's;
//! - `G_ABS` the table rejects: `s = x >>s (w-1)`, `(x + s) ^ s`; narrower than 32 bits, the
//!   `s32` `G_ABS` of the sign extension, truncated.
//!
//! Every emitted instruction is legalized in turn (the 64-bit adds, compares and selects split
//! into 32-bit pieces).

use super::{G, Legalizer, Rewrite, r};
use crate::mir::{InstId, Llt, Operand, Predicate, VReg};

impl Legalizer<'_> {
    /// The rewrite for `g`, if this module has one for these types.
    pub(super) fn overflow_rule(&self, g: G, t0: Option<Llt>) -> Option<fn(&mut Self, InstId) -> Rewrite> {
        let t = t0.filter(|t| t.is_scalar())?;
        Some(match g {
            G::G_UADDO | G::G_USUBO if t.bits() > 32 && t.bits() % 32 == 0 => Self::narrow_carry_op,
            G::G_SADDO | G::G_SSUBO => Self::lower_signed_overflow,
            G::G_UMULO | G::G_SMULO => Self::lower_mul_overflow,
            G::G_UADDSAT | G::G_USUBSAT | G::G_SADDSAT | G::G_SSUBSAT => Self::lower_saturating,
            G::G_ABS => Self::lower_abs,
            _ => return None,
        })
    }

    fn icmp(&mut self, pred: &str, a: VReg, b: VReg) -> VReg {
        let p = Predicate::int_from_name(pred).expect("a known integer predicate");
        self.op(G::G_ICMP, Llt::S1, &[Operand::Pred(p), r(a), r(b)])
    }

    /// `(r, c) = a +/- b` on `s32` words with the carry chained; the last carry is `c`.
    fn narrow_carry_op(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let sub = inst.opcode.generic() == Some(G::G_USUBO);
        let (Some(dst), Some(ovf), Some(a), Some(b)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2), self.reg_at(id, 3))
        else {
            return Ok(None);
        };
        let Some(ty) = self.ty(dst) else { return Ok(None) };
        let n = (ty.bits() / 32) as usize;
        let (first, next) = if sub { (G::G_USUBO, G::G_USUBE) } else { (G::G_UADDO, G::G_UADDE) };
        self.begin(id);
        self.carry_chain(dst, Some(ovf), a, b, n, (first, next));
        Ok(self.end())
    }

    fn lower_signed_overflow(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let sub = inst.opcode.generic() == Some(G::G_SSUBO);
        let (Some(dst), Some(ovf), Some(a), Some(b)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2), self.reg_at(id, 3))
        else {
            return Ok(None);
        };
        let Some(ty) = self.ty(dst) else { return Ok(None) };
        self.begin(id);
        self.emit(if sub { G::G_SUB } else { G::G_ADD }, &[dst], &[r(a), r(b)]);
        let below = self.icmp("slt", dst, a);
        let zero = self.cst(ty, 0);
        let rhs = self.icmp(if sub { "sgt" } else { "slt" }, b, zero);
        self.emit(G::G_XOR, &[ovf], &[r(below), r(rhs)]);
        Ok(self.end())
    }

    fn lower_mul_overflow(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let signed = inst.opcode.generic() == Some(G::G_SMULO);
        let (Some(dst), Some(ovf), Some(a), Some(b)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2), self.reg_at(id, 3))
        else {
            return Ok(None);
        };
        let Some(ty) = self.ty(dst) else { return Ok(None) };
        self.begin(id);
        self.emit(G::G_MUL, &[dst], &[r(a), r(b)]);
        let hi = self.op(if signed { G::G_SMULH } else { G::G_UMULH }, ty, &[r(a), r(b)]);
        let expect = if signed {
            let k = self.cst(ty, i64::from(ty.bits()) - 1);
            self.op(G::G_ASHR, ty, &[r(dst), r(k)])
        } else {
            self.cst(ty, 0)
        };
        let p = Predicate::int_from_name("ne").expect("ne");
        self.emit(G::G_ICMP, &[ovf], &[Operand::Pred(p), r(hi), r(expect)]);
        Ok(self.end())
    }

    fn lower_saturating(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let Some(g) = inst.opcode.generic() else { return Ok(None) };
        let flags = inst.flags;
        let (Some(dst), Some(a), Some(b)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2)) else { return Ok(None) };
        let Some(ty) = self.ty(dst) else { return Ok(None) };
        let w = ty.bits();
        if w > 64 {
            return Ok(None);
        }
        let base = match g {
            G::G_UADDSAT => G::G_UADDO,
            G::G_USUBSAT => G::G_USUBO,
            G::G_SADDSAT => G::G_SADDO,
            _ => G::G_SSUBO,
        };
        self.begin(id);
        let v = self.new_reg(ty);
        let o = self.new_reg(Llt::S1);
        self.emit(base, &[v, o], &[r(a), r(b)]);
        let bound = match g {
            G::G_UADDSAT => self.cst(ty, -1),
            G::G_USUBSAT => self.cst(ty, 0),
            _ => {
                let k = self.cst(ty, i64::from(w) - 1);
                let sign = self.op(G::G_ASHR, ty, &[r(v), r(k)]);
                let min = self.cst(ty, if w == 64 { i64::MIN } else { -(1i64 << (w - 1)) });
                self.op(G::G_ADD, ty, &[r(sign), r(min)])
            }
        };
        self.emit_flags(G::G_SELECT, flags, &[dst], &[r(o), r(bound), r(v)]);
        Ok(self.end())
    }

    fn lower_abs(&mut self, id: InstId) -> Rewrite {
        let (Some(dst), Some(x)) = (self.reg_at(id, 0), self.reg_at(id, 1)) else { return Ok(None) };
        let Some(ty) = self.ty(dst) else { return Ok(None) };
        if ty.bits() == 32 {
            return Ok(None);
        }
        self.begin(id);
        if ty.bits() < 32 {
            // Narrower: the absolute value of the sign-extended input, truncated.
            let wide = self.op(G::G_SEXT, Llt::S32, &[r(x)]);
            let a = self.op(G::G_ABS, Llt::S32, &[r(wide)]);
            self.emit(G::G_TRUNC, &[dst], &[r(a)]);
            return Ok(self.end());
        }
        let k = self.cst(ty, i64::from(ty.bits()) - 1);
        let s = self.op(G::G_ASHR, ty, &[r(x), r(k)]);
        let sum = self.op(G::G_ADD, ty, &[r(x), r(s)]);
        self.emit(G::G_XOR, &[dst], &[r(sum), r(s)]);
        Ok(self.end())
    }
}
