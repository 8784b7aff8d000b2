//! Vector shapes the VALU has no pattern for, rewritten as llc-14's RegBankSelect does
//! (`AMDGPURegisterBankInfo::applyMapping`):
//! - `G_BUILD_VECTOR_TRUNC <2 x s16>` with a VGPR result: `(lo & 0xffff) | (hi << 16)` in 32
//!   bits, bitcast; each half's operation stays on its input's bank. (The SALU has
//!   `S_PACK_LL_B32_B16`, and llc-14's selector only that.)
//! - `G_EXTRACT_VECTOR_ELT`/`G_INSERT_VECTOR_ELT` with a variable index (llc-14's legalizer
//!   keeps them): a compare and select per element (`foldExtractEltToCmpSelect`,
//!   `foldInsertEltToCmpSelect`) while that takes at most 16 instructions
//!   (`shouldExpandVectorDynExt` on GFX9). The generic sequence replaces the instruction
//!   unmapped and the walk maps it next, so each compare and select gets the bank its inputs
//!   give it, as any other. Longer vectors (movrel, waterfall loops) are not handled.

use super::Rewriter;
use crate::mir::{Bank, GenericOpcode, Inst, Llt, Operand, Predicate, RegConstraint, VReg};
use crate::pass::PassError;

impl Rewriter<'_> {
    /// Rewrites the current `G_BUILD_VECTOR_TRUNC` (inputs `ins`, def `d`) if some input is
    /// not an SGPR; `None` for anything else.
    pub(super) fn split_build_vector_trunc(
        &mut self,
        inst: &Inst,
        g: GenericOpcode,
        ins: &[VReg],
        d: VReg,
    ) -> Result<Option<()>, PassError> {
        use GenericOpcode::*;
        let (G_BUILD_VECTOR_TRUNC, &[lo, hi]) = (g, ins) else { return Ok(None) };
        if self.ty(d) != Some(Llt::vector(2, Llt::S16)) || ins.iter().all(|&v| self.bank(v) == Some(Bank::Sgpr)) {
            return Ok(None);
        }
        let bank = |s: &Self, v: VReg| if s.bank(v) == Some(Bank::Sgpr) { Bank::Sgpr } else { Bank::Vgpr };
        let (lo_bank, hi_bank) = (bank(self, lo), bank(self, hi));
        let binary = |s: &mut Self, opc: GenericOpcode, b: Bank, x: VReg, y: VReg| {
            let v = s.new_reg(b, Some(Llt::S32));
            s.insert_before(Inst::new(opc).with(Operand::vreg_def(v)).with(Operand::vreg(x)).with(Operand::vreg(y)));
            v
        };
        let lo = if self.bank(lo) == Some(lo_bank) { lo } else { self.copy_to(lo, lo_bank) };
        let hi = if self.bank(hi) == Some(hi_bank) { hi } else { self.copy_to(hi, hi_bank) };
        let mask = self.constant(lo_bank, Llt::S32, 0xffff);
        let k16 = self.constant(hi_bank, Llt::S32, 16);
        let high = binary(self, G_SHL, hi_bank, hi, k16);
        let low = binary(self, G_AND, lo_bank, lo, mask);
        let [low, high] = [low, high].map(|v| if self.bank(v) == Some(Bank::Vgpr) { v } else { self.copy_to(v, Bank::Vgpr) });
        let packed = binary(self, G_OR, Bank::Vgpr, low, high);
        let id = self.inst_id();
        *self.f.inst_mut(id) = Inst { loc: inst.loc, ..Inst::new(G_BITCAST).with(Operand::vreg_def(d)).with(Operand::vreg(packed)) };
        self.set_bank(d, Bank::Vgpr);
        Ok(Some(()))
    }

    /// Replaces the current variable-index element access (inputs `ins`, def `d`) by its
    /// compare/select expansion, queued to be mapped next; `None` for anything else.
    pub(super) fn expand_dynamic_element(&mut self, inst: &Inst, g: GenericOpcode, ins: &[VReg], d: VReg) -> Result<Option<()>, PassError> {
        use GenericOpcode::*;
        let (vec, val, idx) = match (g, ins) {
            (G_EXTRACT_VECTOR_ELT, &[vec, idx]) => (vec, None, idx),
            (G_INSERT_VECTOR_ELT, &[vec, val, idx]) => (vec, Some(val), idx),
            _ => return Ok(None),
        };
        let Some(vty) = self.ty(vec).filter(|t| t.is_vector()) else { return Ok(None) };
        let (n, elem) = (u32::from(vty.lanes()), vty.scalar_type());
        if n + elem.bits().div_ceil(32) * n > 16 {
            return Ok(None);
        }
        let ity = self.ty(idx).unwrap_or(Llt::S32);
        let Some(eq) = Predicate::int_from_name("eq") else { return Ok(None) };
        let fresh = |s: &mut Self, ty: Llt| s.f.new_vreg(RegConstraint::None, Some(ty));
        let mut seq: Vec<Inst> = Vec::new();
        let parts: Vec<VReg> = (0..n).map(|_| fresh(self, elem)).collect();
        let mut unmerge = Inst::new(G_UNMERGE_VALUES);
        unmerge.operands.extend(parts.iter().map(|&p| Operand::vreg_def(p)));
        unmerge.operands.push(Operand::vreg(vec));
        seq.push(unmerge);
        let compare = |s: &mut Self, seq: &mut Vec<Inst>, k: u32| {
            let c = fresh(s, ity);
            seq.push(Inst::new(G_CONSTANT).with(Operand::vreg_def(c)).with(Operand::cimm(ity.bits() as u16, i64::from(k))));
            let b = fresh(s, Llt::S1);
            seq.push(Inst::new(G_ICMP).with(Operand::vreg_def(b)).with(Operand::Pred(eq)).with(Operand::vreg(idx)).with(Operand::vreg(c)));
            b
        };
        let select = |def: VReg, c: VReg, t: VReg, e: VReg| {
            Inst::new(G_SELECT).with(Operand::vreg_def(def)).with(Operand::vreg(c)).with(Operand::vreg(t)).with(Operand::vreg(e))
        };
        match val {
            None => {
                let mut acc = parts[0];
                for k in 1..n {
                    let c = compare(self, &mut seq, k);
                    let r = if k + 1 == n { d } else { fresh(self, elem) };
                    seq.push(select(r, c, parts[k as usize], acc));
                    acc = r;
                }
                if n == 1 {
                    seq.push(Inst::new(COPY).with(Operand::vreg_def(d)).with(Operand::vreg(acc)));
                }
            }
            Some(v) => {
                let mut new = Vec::new();
                for k in 0..n {
                    let c = compare(self, &mut seq, k);
                    let r = fresh(self, elem);
                    seq.push(select(r, c, v, parts[k as usize]));
                    new.push(r);
                }
                let mut build = Inst::new(G_BUILD_VECTOR).with(Operand::vreg_def(d));
                build.operands.extend(new.into_iter().map(Operand::vreg));
                seq.push(build);
            }
        }
        // The current instruction (last in the block) becomes the sequence's last and goes
        // back to the queue, after the others.
        let id = self.inst_id();
        self.f.block_mut(self.b).insts.pop();
        let Some(last) = seq.pop() else { return Ok(None) };
        *self.f.inst_mut(id) = Inst { loc: inst.loc, ..last };
        self.rest.push_front(id);
        for mut i in seq.into_iter().rev() {
            i.loc = inst.loc;
            let new = self.f.add_inst(i);
            self.rest.push_front(new);
        }
        Ok(Some(()))
    }
}
