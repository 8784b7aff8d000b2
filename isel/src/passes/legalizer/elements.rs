//! Vector element accesses with a variable index (`G_EXTRACT_VECTOR_ELT`,
//! `G_INSERT_VECTOR_ELT`), which no pattern selects: a compare and select per element, the form
//! llc-14's RegBankSelect gives them for the short vectors it handles that way
//! (`AMDGPURegisterBankInfo::foldExtractEltToCmpSelect` / `foldInsertEltToCmpSelect`, used
//! while `SITargetLowering::shouldExpandVectorDynExt` holds: at most 16 compares and selects
//! on GFX9, 15 with movrel). Larger vectors (llc-14's movrel and waterfall loops) are left to
//! the final check, which names them.
//! - extract: `r = e0; r = (idx == k) ? ek : r` for `k = 1..n`;
//! - insert: `ek' = (idx == k) ? v : ek` for every `k`, rebuilt.
//!
//! Vector extensions (`G_ZEXT`/`G_SEXT`/`G_ANYEXT`), which llc-14 scalarizes, are lowered one
//! element at a time too; a `<2 x s16>` source as llc-14 leaves it, on its 32-bit bitcast: the
//! low half masked or sign-extended in place, the high half shifted down.
//!
//! An index out of range gives element 0 (extract) or the vector unchanged (insert): LLVM
//! makes either poison, so any value is right.

use super::{G, Legalizer, Rewrite, r};
use crate::mir::{InstId, Llt, Operand, Predicate, VReg};

/// The most compares and selects the expansion may take (`shouldExpandVectorDynExt`, GFX9).
const MAX_EXPANSION: u32 = 16;

impl Legalizer<'_> {
    /// The rewrite for `g`, if this module has one.
    pub(super) fn elements_rule(&self, g: G) -> Option<fn(&mut Self, InstId) -> Rewrite> {
        Some(match g {
            G::G_EXTRACT_VECTOR_ELT => Self::dynamic_extract_elt,
            G::G_INSERT_VECTOR_ELT => Self::dynamic_insert_elt,
            _ => return None,
        })
    }

    /// `(lanes, element type)` of `vec` if the expansion is small enough.
    fn expandable(&self, vec: VReg) -> Option<(usize, Llt)> {
        let vty = self.ty(vec).filter(|t| t.is_vector())?;
        let (n, elem) = (u32::from(vty.lanes()), vty.scalar_type());
        let insts = n + elem.bits().div_ceil(32) * n;
        (insts <= MAX_EXPANSION).then_some((n as usize, elem))
    }

    /// `idx == k`, `s1`.
    fn index_is(&mut self, idx: VReg, k: usize) -> VReg {
        let ity = self.ty(idx).unwrap_or(Llt::S32);
        let c = self.cst(ity, k as i64);
        let eq = Predicate::int_from_name("eq").expect("eq is an integer predicate");
        self.op(G::G_ICMP, Llt::S1, &[Operand::Pred(eq), r(idx), r(c)])
    }

    fn dynamic_extract_elt(&mut self, id: InstId) -> Rewrite {
        let (Some(dst), Some(vec), Some(idx)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2)) else { return Ok(None) };
        let Some((n, elem)) = self.expandable(vec) else { return Ok(None) };
        self.begin(id);
        let parts = self.unmerge(vec, elem, n);
        let mut acc = parts[0];
        for (k, &p) in parts.iter().enumerate().skip(1) {
            let c = self.index_is(idx, k);
            acc = self.op(G::G_SELECT, elem, &[r(c), r(p), r(acc)]);
        }
        self.emit(G::COPY, &[dst], &[r(acc)]);
        Ok(self.end())
    }

    fn dynamic_insert_elt(&mut self, id: InstId) -> Rewrite {
        let (Some(dst), Some(vec), Some(val), Some(idx)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2), self.reg_at(id, 3))
        else {
            return Ok(None);
        };
        let Some((n, elem)) = self.expandable(vec) else { return Ok(None) };
        self.begin(id);
        let parts = self.unmerge(vec, elem, n);
        let mut new = Vec::with_capacity(n);
        for (k, &p) in parts.iter().enumerate() {
            let c = self.index_is(idx, k);
            new.push(self.op(G::G_SELECT, elem, &[r(c), r(val), r(p)]));
        }
        self.join_into(dst, &new);
        Ok(self.end())
    }

    /// A vector `G_ZEXT`/`G_SEXT`/`G_ANYEXT`, per element.
    pub(super) fn lower_vector_ext(&mut self, id: InstId) -> Rewrite {
        let (Some(dst), Some(src)) = (self.reg_at(id, 0), self.reg_at(id, 1)) else { return Ok(None) };
        let Some(g) = self.inst(id).opcode.generic() else { return Ok(None) };
        let (Some(dty), Some(sty)) = (self.ty(dst), self.ty(src)) else { return Ok(None) };
        if sty != Llt::vector(2, Llt::S16) || dty.scalar_type() != Llt::S32 {
            return self.split_vector(id);
        }
        self.begin(id);
        let w = self.op(G::G_BITCAST, Llt::S32, &[r(src)]);
        let k16 = self.cst(Llt::S32, 16);
        let (lo, hi) = match g {
            G::G_SEXT => {
                let lo = self.op(G::G_SEXT_INREG, Llt::S32, &[r(w), Operand::Imm(16)]);
                (lo, self.op(G::G_ASHR, Llt::S32, &[r(w), r(k16)]))
            }
            G::G_ZEXT => {
                let mask = self.cst(Llt::S32, 0xffff);
                let lo = self.op(G::G_AND, Llt::S32, &[r(w), r(mask)]);
                (lo, self.op(G::G_LSHR, Llt::S32, &[r(w), r(k16)]))
            }
            _ => (w, self.op(G::G_LSHR, Llt::S32, &[r(w), r(k16)])),
        };
        self.emit(G::G_BUILD_VECTOR, &[dst], &[r(lo), r(hi)]);
        Ok(self.end())
    }
}
