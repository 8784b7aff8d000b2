//! 64-bit bit counts and bit reversal on the VALU, which has only 32-bit forms: split into
//! the source's halves as llc-14's RegBankSelect does (`AMDGPURegisterBankInfo::applyMapping`
//! for `G_CTPOP`/`G_BITREVERSE`, narrowed by `LegalizerHelper::narrowScalar`, and for
//! `G_AMDGPU_FFBH_U32`/`G_AMDGPU_FFBL_B32`/`G_CTLZ_ZERO_UNDEF`/`G_CTTZ_ZERO_UNDEF`):
//! - `ctpop(hi:lo) = ctpop(hi) + ctpop(lo)`;
//! - `bitreverse(hi:lo) = bitreverse(lo):bitreverse(hi)`;
//! - `ctlz_zero_undef(hi:lo) = umin(ffbh(hi), ffbh(lo) + 32)` and
//!   `cttz_zero_undef(hi:lo) = umin(ffbl(lo), ffbl(hi) + 32)`: find-first-bit gives all ones
//!   for a zero half, so the minimum picks the other half's count;
//! - `ffbh`/`ffbl` of 64 bits, which must stay all ones for 0: the same with a saturating add
//!   (`G_UADDSAT`), so that a zero half's all ones stays all ones.
//!
//! The SALU has the 64-bit forms (`S_BCNT1_I32_B64`, `S_BREV_B64`, `S_FLBIT_I32_B64`,
//! `S_FF1_I32_B64`), so a uniform source keeps its pattern.
//!
//! 64-bit bit-field extracts (`G_UBFX`/`G_SBFX s64`, which llc-14's combiner forms from a shift
//! and a mask) have no pattern on either bank; they are rewritten as llc-14's RegBankSelect
//! does (`applyMappingBFE`): on the SALU `S_BFE_U64`/`S_BFE_I64` with the offset (bits [5:0])
//! and the width (bits [22:16]) packed in one operand, as the instruction (and llc-14's
//! selector, which has no SGPR `G_UBFX`) needs; on the VALU
//! `((x >> offset) << (64 - width)) >> (64 - width)`, the shifts arithmetic when signed.

use super::Rewriter;
use crate::mir::{Bank, GenericOpcode, Inst, Llt, Operand, PhysReg, RegConstraint, VReg};
use crate::pass::PassError;
use crate::target::instrs::op;
use crate::target::regclass::class;

impl Rewriter<'_> {
    /// Splits the current instruction `inst` (opcode `g`, inputs `ins`, def `d`) if it is a
    /// 64-bit bit operation on a divergent source; `None` if it is not one.
    pub(super) fn split_bit_op64(&mut self, inst: &Inst, g: GenericOpcode, ins: &[VReg], d: VReg) -> Result<Option<()>, PassError> {
        use GenericOpcode::*;
        if !matches!(g, G_CTPOP | G_BITREVERSE | G_CTLZ_ZERO_UNDEF | G_CTTZ_ZERO_UNDEF | G_AMDGPU_FFBH_U32 | G_AMDGPU_FFBL_B32) {
            return Ok(None);
        }
        let Some(&src) = ins.first() else { return Ok(None) };
        if self.ty(src) != Some(Llt::S64) || self.bank(src) == Some(Bank::Sgpr) {
            return Ok(None);
        }
        let src = if self.bank(src) == Some(Bank::Vgpr) { src } else { self.copy_to(src, Bank::Vgpr) };
        let lo = self.new_reg(Bank::Vgpr, Some(Llt::S32));
        let hi = self.new_reg(Bank::Vgpr, Some(Llt::S32));
        self.insert_before(Inst::new(G_UNMERGE_VALUES).with(Operand::vreg_def(lo)).with(Operand::vreg_def(hi)).with(Operand::vreg(src)));
        let unary = |s: &mut Self, opc: GenericOpcode, x: VReg| {
            let v = s.new_reg(Bank::Vgpr, Some(Llt::S32));
            s.insert_before(Inst::new(opc).with(Operand::vreg_def(v)).with(Operand::vreg(x)));
            v
        };
        let last = match g {
            G_CTPOP => {
                let a = unary(self, G_CTPOP, lo);
                let b = unary(self, G_CTPOP, hi);
                Inst::new(G_ADD).with(Operand::vreg_def(d)).with(Operand::vreg(b)).with(Operand::vreg(a))
            }
            G_BITREVERSE => {
                let a = unary(self, G_BITREVERSE, hi);
                let b = unary(self, G_BITREVERSE, lo);
                Inst::new(G_MERGE_VALUES).with(Operand::vreg_def(d)).with(Operand::vreg(a)).with(Operand::vreg(b))
            }
            _ => {
                let leading = matches!(g, G_CTLZ_ZERO_UNDEF | G_AMDGPU_FFBH_U32);
                let find = if leading { G_AMDGPU_FFBH_U32 } else { G_AMDGPU_FFBL_B32 };
                // The half the count starts from, then the other one, 32 further.
                let (first, second) = if leading { (hi, lo) } else { (lo, hi) };
                let x = unary(self, find, first);
                let y = unary(self, find, second);
                let k = self.constant(Bank::Vgpr, Llt::S32, 32);
                let add = if matches!(g, G_CTLZ_ZERO_UNDEF | G_CTTZ_ZERO_UNDEF) { G_ADD } else { G_UADDSAT };
                let y32 = self.new_reg(Bank::Vgpr, Some(Llt::S32));
                self.insert_before(Inst::new(add).with(Operand::vreg_def(y32)).with(Operand::vreg(y)).with(Operand::vreg(k)));
                Inst::new(G_UMIN).with(Operand::vreg_def(d)).with(Operand::vreg(x)).with(Operand::vreg(y32))
            }
        };
        let id = self.inst_id();
        *self.f.inst_mut(id) = Inst { loc: inst.loc, ..last };
        self.set_bank(d, Bank::Vgpr);
        Ok(Some(()))
    }

    /// Rewrites the current `G_UBFX`/`G_SBFX s64` (inputs `ins`: source, offset, width; def
    /// `d`); `None` for anything else.
    pub(super) fn split_bfe64(&mut self, inst: &Inst, g: GenericOpcode, ins: &[VReg], d: VReg) -> Result<Option<()>, PassError> {
        use GenericOpcode::*;
        let (true, &[src, off, width]) = (matches!(g, G_UBFX | G_SBFX), ins) else { return Ok(None) };
        if self.ty(d) != Some(Llt::S64) {
            return Ok(None);
        }
        let signed = g == G_SBFX;
        let binary = |s: &mut Self, opc: GenericOpcode, bank: Bank, ty: Llt, a: VReg, b: VReg| {
            let v = s.new_reg(bank, Some(ty));
            s.insert_before(Inst::new(opc).with(Operand::vreg_def(v)).with(Operand::vreg(a)).with(Operand::vreg(b)));
            v
        };
        let id = self.inst_id();
        if ins.iter().all(|&v| self.bank(v) == Some(Bank::Sgpr)) {
            let m = self.constant(Bank::Sgpr, Llt::S32, 63);
            let o = binary(self, G_AND, Bank::Sgpr, Llt::S32, off, m);
            let k = self.constant(Bank::Sgpr, Llt::S32, 16);
            let w = binary(self, G_SHL, Bank::Sgpr, Llt::S32, width, k);
            let packed = binary(self, G_OR, Bank::Sgpr, Llt::S32, o, w);
            let bfe = if signed { op::S_BFE_I64 } else { op::S_BFE_U64 };
            // A selected instruction's operands need their classes (llc-14 constrains them).
            let classed = |s: &mut Self, v: VReg, c, ty: Llt| {
                let k = s.f.new_vreg(RegConstraint::Class(c), Some(ty));
                s.insert_before(Inst::new(COPY).with(Operand::vreg_def(k)).with(Operand::vreg(v)));
                k
            };
            let src = classed(self, src, class::SREG_64, Llt::S64);
            let packed = classed(self, packed, class::SREG_32, Llt::S32);
            *self.f.inst_mut(id) = Inst {
                loc: inst.loc,
                ..Inst::new(bfe)
                    .with(Operand::vreg_def(d))
                    .with(Operand::vreg(src))
                    .with(Operand::vreg(packed))
                    .with(Operand::implicit_def(PhysReg::SCC))
            };
            self.f.vreg_mut(d).constraint = RegConstraint::Class(class::SREG_64);
            return Ok(Some(()));
        }
        let known_width = self.constant_value(width);
        let [src, off, width] = [src, off, width].map(|v| if self.bank(v) == Some(Bank::Vgpr) { v } else { self.copy_to(v, Bank::Vgpr) });
        let right = if signed { G_ASHR } else { G_LSHR };
        let shifted = binary(self, right, Bank::Vgpr, Llt::S64, src, off);
        if let Some(w) = known_width.filter(|w| (1..=64).contains(w)) {
            // A constant width: a 32-bit extract from the half the field ends in.
            let lo = self.new_reg(Bank::Vgpr, Some(Llt::S32));
            let hi = self.new_reg(Bank::Vgpr, Some(Llt::S32));
            self.insert_before(
                Inst::new(G_UNMERGE_VALUES).with(Operand::vreg_def(lo)).with(Operand::vreg_def(hi)).with(Operand::vreg(shifted)),
            );
            let zero = self.constant(Bank::Vgpr, Llt::S32, 0);
            let extract = |s: &mut Self, x: VReg, n: VReg| {
                let v = s.new_reg(Bank::Vgpr, Some(Llt::S32));
                s.insert_before(
                    Inst::new(g).with(Operand::vreg_def(v)).with(Operand::vreg(x)).with(Operand::vreg(zero)).with(Operand::vreg(n)),
                );
                v
            };
            let (a, b) = if w <= 32 {
                let e = extract(self, lo, width);
                let ext = if signed {
                    let k = self.constant(Bank::Vgpr, Llt::S32, 31);
                    binary(self, G_ASHR, Bank::Vgpr, Llt::S32, e, k)
                } else {
                    zero
                };
                (e, ext)
            } else {
                let n = self.constant(Bank::Vgpr, Llt::S32, w - 32);
                (lo, extract(self, hi, n))
            };
            *self.f.inst_mut(id) = Inst {
                loc: inst.loc,
                ..Inst::new(G_MERGE_VALUES).with(Operand::vreg_def(d)).with(Operand::vreg(a)).with(Operand::vreg(b))
            };
            self.set_bank(d, Bank::Vgpr);
            return Ok(Some(()));
        }
        let k64 = self.constant(Bank::Vgpr, Llt::S32, 64);
        let up = binary(self, G_SUB, Bank::Vgpr, Llt::S32, k64, width);
        let top = binary(self, G_SHL, Bank::Vgpr, Llt::S64, shifted, up);
        *self.f.inst_mut(id) =
            Inst { loc: inst.loc, ..Inst::new(right).with(Operand::vreg_def(d)).with(Operand::vreg(top)).with(Operand::vreg(up)) };
        self.set_bank(d, Bank::Vgpr);
        Ok(Some(()))
    }

    /// The value of `v` if a `G_CONSTANT` defines it (a search of the function: only the rare
    /// 64-bit extracts ask).
    fn constant_value(&self, v: VReg) -> Option<i64> {
        let (_, _, def) = self.f.all_insts().find(|(_, _, i)| i.def_vreg(0) == Some(v))?;
        (def.opcode == crate::mir::Opcode::Generic(GenericOpcode::G_CONSTANT)).then(|| def.operands.get(1)?.as_imm()).flatten()
    }

    /// `G_UBFX`/`G_SBFX` if `inst` is `llvm.amdgcn.ubfe`/`sbfe` of 64 bits with every input
    /// an SGPR (the SALU instruction is the intrinsic's definition; the divergent form is not
    /// handled).
    pub(super) fn uniform_bfe64(&self, inst: &Inst) -> Option<GenericOpcode> {
        let g = inst.operands.iter().find_map(|o| match o {
            Operand::Intrinsic(s) if s.as_str() == "llvm.amdgcn.ubfe" => Some(GenericOpcode::G_UBFX),
            Operand::Intrinsic(s) if s.as_str() == "llvm.amdgcn.sbfe" => Some(GenericOpcode::G_SBFX),
            _ => None,
        })?;
        let uniform = inst.operands.iter().skip(1).filter_map(Operand::as_vreg).all(|v| self.bank(v) == Some(Bank::Sgpr));
        (self.ty(inst.def_vreg(0)?) == Some(Llt::S64) && uniform).then_some(g)
    }
}
