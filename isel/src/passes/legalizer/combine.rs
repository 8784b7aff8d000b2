//! Artifact combining: folding the casts and merges that rewrites leave behind into the
//! instruction defining their input, and legalizing the artifacts no fold removed.
//!
//! The folds (each keeps the value of the artifact's result):
//! - `anyext(trunc x)` → `x`, `trunc x` or `anyext x` by the sizes of `x` and the result;
//!   `zext(trunc x)` → `x & mask`; `sext(trunc x)` → `G_SEXT_INREG x, bits`;
//! - `ext(ext y)` → `ext y` (the inner kind wins for `anyext` of an extension);
//! - `trunc(trunc x)`, `trunc(ext y)`, `trunc(merge a, ..)` → the shorter form;
//! - an extension or truncation of a constant or of `G_IMPLICIT_DEF` → a new one of the result type;
//! - `unmerge(merge/build_vector/concat parts)` → the parts, split or joined to the piece size;
//! - `merge(unmerge x)` with all the pieces in order → `x`.
//!
//! A fold that keeps a legal artifact legal is done only where it removes an instruction
//! (same-size casts); the others are done when the artifact or its input is illegal.

use smallvec::SmallVec;

use super::{Ext, G, Legalizer, Rewrite, r, sext_to};
use crate::mir::{InstId, Llt, Opcode, Operand, VReg};

impl Legalizer<'_> {
    /// Tries to fold the artifact `id` into the instruction defining its input.
    pub(super) fn combine(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let Some(g) = inst.opcode.generic() else { return Ok(None) };
        match g {
            G::G_ANYEXT | G::G_ZEXT | G::G_SEXT | G::G_TRUNC => self.combine_cast(id, g),
            G::G_UNMERGE_VALUES => self.combine_unmerge(id),
            G::G_MERGE_VALUES | G::G_BUILD_VECTOR | G::G_CONCAT_VECTORS => self.combine_merge(id),
            _ => Ok(None),
        }
    }

    /// The first test of [`Legalizer::combine_cast`]: the cast's result and input, and the
    /// instruction defining the input (through copies, with the register read there) and its
    /// opcode, if that is one a cast folds into; `None` where the fold declines, having changed
    /// nothing. Most casts read an operation, and are answered before their types are read or
    /// legality is asked; the worklist asks this too (see [`Legalizer::settled`]).
    #[inline]
    pub(super) fn cast_fold_input(&self, id: InstId) -> Option<(VReg, VReg, VReg, InstId, G)> {
        let (Some(dst), Some(src)) = (self.reg_at(id, 0), self.reg_at(id, 1)) else { return None };
        let (folded_src, def) = self.def_of(src)?;
        let dg = self.inst(def).opcode.generic()?;
        if !matches!(dg, G::G_TRUNC | G::G_ANYEXT | G::G_ZEXT | G::G_SEXT | G::G_MERGE_VALUES | G::G_CONSTANT | G::G_IMPLICIT_DEF) {
            return None;
        }
        Some((dst, src, folded_src, def, dg))
    }

    /// Would [`Legalizer::combine_cast`] decline the cast `id` (changing nothing but the
    /// legality it asks)? Where no fold applies to its input (see
    /// [`Legalizer::cast_fold_input`]), and where the input is a constant or undefined and
    /// both it and the cast are legal (those folds are done only where one is illegal). The
    /// worklist asks this of every cast (see [`Legalizer::settled`]); apart, so that the loop
    /// over the body stays small.
    #[inline(never)]
    pub(super) fn cast_declined(&self, id: InstId) -> bool {
        let Some((_, _, _, def, dg)) = self.cast_fold_input(id) else { return true };
        matches!(dg, G::G_CONSTANT | G::G_IMPLICIT_DEF) && self.is_legal_id(id) && self.is_legal_id(def)
    }

    fn combine_cast(&mut self, id: InstId, g: G) -> Rewrite {
        let Some((dst, src, folded_src, def, dg)) = self.cast_fold_input(id) else { return Ok(None) };
        let (Some(dty), Some(sty)) = (self.ty(dst), self.ty(src)) else { return Ok(None) };
        if !dty.is_scalar() || !sty.is_scalar() {
            return Ok(None);
        }
        let src = folded_src;
        // Asked only by the folds that depend on it: a cast of a cast to its input's type
        // (the truncations the wide shifts leave) folds whatever the legality, which is not
        // asked then (676 questions of the 20,000-instruction bench kernel, 0.1M instructions).
        let worth = |l: &Self| !l.is_legal_id(id) || !l.is_legal_id(def);
        let inner = self.reg_at(def, 1);
        let inner_ty = inner.and_then(|v| self.ty(v));
        self.begin(id);
        match (g, dg) {
            // Casts of a truncation.
            (G::G_ANYEXT | G::G_TRUNC, G::G_TRUNC) => {
                let (Some(x), Some(xty)) = (inner, inner_ty) else { return Ok(None) };
                if !xty.is_scalar() {
                    return Ok(None);
                }
                if xty == dty {
                    self.alias_to(dst, x);
                    return Ok(self.end());
                }
                if !worth(self) {
                    return Ok(None);
                }
                let opc = if xty.bits() > dty.bits() { G::G_TRUNC } else { G::G_ANYEXT };
                self.emit(opc, &[dst], &[r(x)]);
                Ok(self.end())
            }
            (G::G_ZEXT | G::G_SEXT, G::G_TRUNC) if worth(self) => {
                let (Some(x), Some(xty)) = (inner, inner_ty) else { return Ok(None) };
                if !xty.is_scalar() {
                    return Ok(None);
                }
                let bits = sty.bits();
                let v = self.convert(x, dty, Ext::Any);
                if g == G::G_ZEXT {
                    let mask = if bits >= 64 { -1 } else { (1i64 << bits) - 1 };
                    let m = self.cst(dty, mask);
                    self.emit(G::G_AND, &[dst], &[r(v), r(m)]);
                } else {
                    self.emit(G::G_SEXT_INREG, &[dst], &[r(v), Operand::Imm(i64::from(bits))]);
                }
                Ok(self.end())
            }
            // Casts of an extension.
            (G::G_ANYEXT | G::G_ZEXT | G::G_SEXT | G::G_TRUNC, G::G_ANYEXT | G::G_ZEXT | G::G_SEXT) => {
                let (Some(y), Some(yty)) = (inner, inner_ty) else { return Ok(None) };
                let same_kind = g == dg || g == G::G_ANYEXT || g == G::G_TRUNC;
                if !same_kind || !yty.is_scalar() {
                    return Ok(None);
                }
                if yty == dty {
                    self.alias_to(dst, y);
                    return Ok(self.end());
                }
                if !worth(self) {
                    return Ok(None);
                }
                let opc = if yty.bits() > dty.bits() { G::G_TRUNC } else { dg };
                self.emit(opc, &[dst], &[r(y)]);
                Ok(self.end())
            }
            // A truncation of a merge: the low parts.
            (G::G_TRUNC, G::G_MERGE_VALUES) if worth(self) => {
                let parts: SmallVec<[VReg; 4]> = self.inst(def).operands.iter().skip(1).filter_map(Operand::as_vreg).collect();
                let Some(pty) = parts.first().and_then(|&p| self.ty(p)) else { return Ok(None) };
                if pty == dty {
                    self.alias_to(dst, parts[0]);
                } else if dty.bits() < pty.bits() {
                    self.emit(G::G_TRUNC, &[dst], &[r(parts[0])]);
                } else if dty.bits() % pty.bits() == 0 {
                    let k = (dty.bits() / pty.bits()) as usize;
                    let uses: SmallVec<[Operand; 4]> = parts.iter().take(k).map(|&p| r(p)).collect();
                    self.emit(G::G_MERGE_VALUES, &[dst], &uses);
                } else {
                    return Ok(None);
                }
                Ok(self.end())
            }
            // Casts of constants and of undefined values.
            (_, G::G_CONSTANT) if worth(self) && self.legal(G::G_CONSTANT, &[dty], None) => {
                let Some(c) = self.inst(def).operands.get(1).and_then(Operand::as_imm) else { return Ok(None) };
                let value = match g {
                    G::G_ZEXT => {
                        let b = sty.bits();
                        if b >= 64 { c } else { c & ((1i64 << b) - 1) }
                    }
                    G::G_SEXT | G::G_ANYEXT => sext_to(c, sty.bits()),
                    _ => sext_to(c, dty.bits()),
                };
                let bits = u16::try_from(dty.bits()).unwrap_or(64);
                self.emit(G::G_CONSTANT, &[dst], &[Operand::cimm(bits, sext_to(value, dty.bits()))]);
                Ok(self.end())
            }
            (G::G_ANYEXT | G::G_TRUNC, G::G_IMPLICIT_DEF) if worth(self) && self.legal(G::G_IMPLICIT_DEF, &[dty], None) => {
                self.emit(G::G_IMPLICIT_DEF, &[dst], &[]);
                Ok(self.end())
            }
            (G::G_ZEXT | G::G_SEXT, G::G_IMPLICIT_DEF) if worth(self) && self.legal(G::G_CONSTANT, &[dty], None) => {
                // Any value will do for undef; zero is a fine choice for both.
                let bits = u16::try_from(dty.bits()).unwrap_or(64);
                self.emit(G::G_CONSTANT, &[dst], &[Operand::cimm(bits, 0)]);
                Ok(self.end())
            }
            _ => {
                let _ = src;
                Ok(None)
            }
        }
    }

    fn combine_unmerge(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let n = inst.num_defs();
        let pieces: SmallVec<[VReg; 4]> = inst.operands.iter().take(n).filter_map(Operand::as_vreg).collect();
        let Some(src) = inst.operands.get(n).and_then(Operand::as_vreg) else { return Ok(None) };
        let Some(pty) = pieces.first().and_then(|&p| self.ty(p)) else { return Ok(None) };
        let Some((_, def)) = self.def_of(src) else { return Ok(None) };
        let dg = self.inst(def).opcode.generic();
        let self_legal = self.is_legal_id(id);
        match dg {
            Some(G::G_MERGE_VALUES | G::G_BUILD_VECTOR | G::G_CONCAT_VECTORS) => {
                let parts: SmallVec<[VReg; 8]> = self.inst(def).operands.iter().skip(1).filter_map(Operand::as_vreg).collect();
                let Some(part_ty) = parts.first().and_then(|&p| self.ty(p)) else { return Ok(None) };
                self.begin(id);
                if part_ty.bits() == pty.bits() && parts.len() == pieces.len() {
                    for (&piece, &part) in pieces.iter().zip(&parts) {
                        if part_ty == pty {
                            self.alias_to(piece, part);
                        } else {
                            self.emit(G::G_BITCAST, &[piece], &[r(part)]);
                        }
                    }
                    return Ok(self.end());
                }
                if pty.bits() < part_ty.bits() && part_ty.bits() % pty.bits() == 0 {
                    let k = (part_ty.bits() / pty.bits()) as usize;
                    for (chunk, &part) in pieces.chunks(k).zip(&parts) {
                        let uses = [r(part)];
                        self.emit(G::G_UNMERGE_VALUES, chunk, &uses);
                    }
                    return Ok(self.end());
                }
                if pty.bits() > part_ty.bits() && pty.bits() % part_ty.bits() == 0 {
                    let k = (pty.bits() / part_ty.bits()) as usize;
                    for (&piece, chunk) in pieces.iter().zip(parts.chunks(k)) {
                        self.join_into(piece, chunk);
                    }
                    return Ok(self.end());
                }
                Ok(None)
            }
            Some(G::G_IMPLICIT_DEF) if !self_legal => {
                self.begin(id);
                for &p in &pieces {
                    self.emit(G::G_IMPLICIT_DEF, &[p], &[]);
                }
                Ok(self.end())
            }
            Some(G::G_CONSTANT) if !self_legal && pty.is_scalar() => {
                let Some(c) = self.inst(def).operands.get(1).and_then(Operand::as_imm) else { return Ok(None) };
                self.begin(id);
                let b = pty.bits();
                for (i, &p) in pieces.iter().enumerate() {
                    let shift = b * i as u32;
                    let v = if shift >= 64 { if c < 0 { -1 } else { 0 } } else { c >> shift };
                    let bits = u16::try_from(b).unwrap_or(32);
                    self.emit(G::G_CONSTANT, &[p], &[Operand::cimm(bits, sext_to(v, b))]);
                }
                Ok(self.end())
            }
            Some(G::G_ZEXT | G::G_ANYEXT | G::G_SEXT) if !self_legal => {
                let Some(x) = self.reg_at(def, 1) else { return Ok(None) };
                if self.ty(x) != Some(pty) || pieces.len() != 2 {
                    return Ok(None);
                }
                self.begin(id);
                self.alias_to(pieces[0], x);
                match dg {
                    Some(G::G_ZEXT) => {
                        let bits = u16::try_from(pty.bits()).unwrap_or(32);
                        self.emit(G::G_CONSTANT, &[pieces[1]], &[Operand::cimm(bits, 0)]);
                    }
                    Some(G::G_SEXT) => {
                        let amt = self.cst(Llt::S32, i64::from(pty.bits()) - 1);
                        self.emit(G::G_ASHR, &[pieces[1]], &[r(x), r(amt)]);
                    }
                    _ => {
                        self.emit(G::G_IMPLICIT_DEF, &[pieces[1]], &[]);
                    }
                }
                Ok(self.end())
            }
            _ => Ok(None),
        }
    }

    fn combine_merge(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let Some(dst) = inst.def_vreg(0) else { return Ok(None) };
        let parts: SmallVec<[VReg; 8]> = inst.operands.iter().skip(1).filter_map(Operand::as_vreg).collect();
        // merge(unmerge x): every piece of one unmerge, in order.
        let mut source = None;
        for (i, &p) in parts.iter().enumerate() {
            let Some((p, def)) = self.def_of(p) else { return Ok(None) };
            let d = self.inst(def);
            if d.opcode != Opcode::Generic(G::G_UNMERGE_VALUES) || d.num_defs() != parts.len() || d.def_vreg(i) != Some(p) {
                return Ok(None);
            }
            let src = d.operands.get(d.num_defs()).and_then(Operand::as_vreg);
            match source {
                None => source = Some((def, src)),
                Some((s, _)) if s == def => {}
                Some(_) => return Ok(None),
            }
        }
        let Some((_, Some(x))) = source else { return Ok(None) };
        if self.ty(x) != self.ty(dst) {
            return Ok(None);
        }
        self.begin(id);
        self.alias_to(dst, x);
        Ok(self.end())
    }

    /// Legalizes an artifact that no fold removed.
    pub(super) fn lower_artifact(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let Some(g) = inst.opcode.generic() else { return Ok(None) };
        match g {
            G::G_ZEXT | G::G_SEXT | G::G_ANYEXT => {
                let (Some(dst), Some(src)) = (self.reg_at(id, 0), self.reg_at(id, 1)) else { return Ok(None) };
                let (Some(dty), Some(sty)) = (self.ty(dst), self.ty(src)) else { return Ok(None) };
                // Vectors one element at a time (llc-14's `scalarize(0)`; `elements`).
                if dty.is_vector() && sty.is_vector() && dty.lanes() == sty.lanes() {
                    return self.lower_vector_ext(id);
                }
                if !dty.is_scalar() || !sty.is_scalar() {
                    return Ok(None);
                }
                // Two legal steps through an intermediate width, if the table has one.
                for mid in [Llt::S16, Llt::S32] {
                    if mid.bits() > sty.bits()
                        && mid.bits() < dty.bits()
                        && self.legal(g, &[mid, sty], None)
                        && self.legal(g, &[dty, mid], None)
                    {
                        self.begin(id);
                        let m = self.op(g, mid, &[r(src)]);
                        self.emit(g, &[dst], &[r(m)]);
                        return Ok(self.end());
                    }
                }
                // From 32 bits or more, in 32-bit pieces: the source's, then high pieces of
                // zeros, copies of the sign, or undefined bits.
                if sty.bits() >= 32 {
                    if sty.bits() % 32 != 0 || dty.bits() % 32 != 0 {
                        return Ok(None);
                    }
                    self.begin(id);
                    let mut parts: SmallVec<[Operand; 8]> = SmallVec::new();
                    if sty.bits() == 32 {
                        parts.push(r(src));
                    } else {
                        let defs: SmallVec<[VReg; 8]> = (0..sty.bits() / 32).map(|_| self.new_reg(Llt::S32)).collect();
                        self.emit(G::G_UNMERGE_VALUES, &defs, &[r(src)]);
                        parts.extend(defs.iter().map(|&d| r(d)));
                    }
                    let top = parts[parts.len() - 1];
                    let fill = match g {
                        G::G_ZEXT => self.cst(Llt::S32, 0),
                        G::G_SEXT => {
                            let amount = self.cst(Llt::S32, 31);
                            self.op(G::G_ASHR, Llt::S32, &[top, r(amount)])
                        }
                        _ => self.op(G::G_IMPLICIT_DEF, Llt::S32, &[]),
                    };
                    while parts.len() < (dty.bits() / 32) as usize {
                        parts.push(r(fill));
                    }
                    if dty.bits() > 64 {
                        self.bitcast_vector_to(dst, Llt::S32, &parts);
                    } else {
                        self.emit(G::G_MERGE_VALUES, &[dst], &parts);
                    }
                    return Ok(self.end());
                }
                // Otherwise extend to 32 bits (or stay), then mask or shift.
                self.begin(id);
                let wide = if dty.bits() > 32 { Llt::S32 } else { dty };
                let a = self.op(G::G_ANYEXT, wide, &[r(src)]);
                let v = match g {
                    G::G_ZEXT => {
                        let m = self.cst(wide, (1i64 << sty.bits()) - 1);
                        self.op(G::G_AND, wide, &[r(a), r(m)])
                    }
                    G::G_SEXT => self.op(G::G_SEXT_INREG, wide, &[r(a), Operand::Imm(i64::from(sty.bits()))]),
                    _ => a,
                };
                if wide == dty {
                    self.alias_to(dst, v);
                } else {
                    self.emit(g, &[dst], &[r(v)]);
                }
                Ok(self.end())
            }
            G::G_TRUNC => {
                let (Some(dst), Some(src)) = (self.reg_at(id, 0), self.reg_at(id, 1)) else { return Ok(None) };
                let (Some(dty), Some(sty)) = (self.ty(dst), self.ty(src)) else { return Ok(None) };
                if dty.is_scalar() && sty.is_scalar() && sty.bits() > 32 && dty.bits() < 32 {
                    self.begin(id);
                    let m = self.op(G::G_TRUNC, Llt::S32, &[r(src)]);
                    self.emit(G::G_TRUNC, &[dst], &[r(m)]);
                    return Ok(self.end());
                }
                Ok(None)
            }
            G::G_UNMERGE_VALUES => self.lower_unmerge(id),
            G::G_BUILD_VECTOR => self.lower_build_vector(id),
            G::G_MERGE_VALUES => self.lower_merge(id),
            _ => Ok(None),
        }
    }

    /// `G_UNMERGE_VALUES` the table has no pattern for: 16-bit pieces of a 32-bit value by
    /// shifts; otherwise through 32-bit pieces.
    fn lower_unmerge(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let n = inst.num_defs();
        let pieces: SmallVec<[VReg; 8]> = inst.operands.iter().take(n).filter_map(Operand::as_vreg).collect();
        let Some(src) = inst.operands.get(n).and_then(Operand::as_vreg) else { return Ok(None) };
        let (Some(pty), Some(sty)) = (pieces.first().and_then(|&p| self.ty(p)), self.ty(src)) else { return Ok(None) };
        self.begin(id);
        // Pieces narrower than 32 bits: shift them out of 32-bit words (a source of whole words
        // only: a `<3 x s16>` has none to bitcast to).
        if pty.bits() < 32 && (pty.is_scalar() || pty.scalar_type().is_scalar()) && 32 % pty.bits() == 0 && sty.bits() % 32 == 0 {
            let words = (sty.bits() / 32) as usize;
            let wvals: Vec<VReg> = if words <= 1 {
                vec![if sty == Llt::S32 { src } else { self.op(G::G_BITCAST, Llt::S32, &[r(src)]) }]
            } else {
                self.unmerge(src, Llt::S32, words)
            };
            let per = (32 / pty.bits()) as usize;
            for (i, &p) in pieces.iter().enumerate() {
                let w = wvals[i / per];
                let shift = (i % per) as i64 * i64::from(pty.bits());
                let v = if shift == 0 {
                    w
                } else {
                    let a = self.cst(Llt::S32, shift);
                    self.op(G::G_LSHR, Llt::S32, &[r(w), r(a)])
                };
                if pty.is_scalar() {
                    self.emit(G::G_TRUNC, &[p], &[r(v)]);
                } else {
                    let t = self.op(G::G_TRUNC, Llt::Scalar(u16::try_from(pty.bits()).unwrap_or(16)), &[r(v)]);
                    self.emit(G::G_BITCAST, &[p], &[r(t)]);
                }
            }
            return Ok(self.end());
        }
        // Wider sources: through an intermediate type the table unmerges the source into and
        // the pieces out of (a `<4 x s64>` through `<2 x s64>`).
        for mid in [2u32, 4] {
            let lanes = sty.lanes();
            let mid_ty = if sty.is_vector() && u32::from(lanes) % mid == 0 && u32::from(lanes) > mid {
                Llt::vector(lanes / mid as u16, sty.scalar_type())
            } else if sty.is_scalar() && sty.bits() % mid == 0 {
                Llt::Scalar((sty.bits() / mid) as u16)
            } else {
                continue;
            };
            let mid_ty = if mid_ty.is_vector() && mid_ty.lanes() == 1 { mid_ty.scalar_type() } else { mid_ty };
            if mid_ty.bits() <= pty.bits() || mid_ty.bits() % pty.bits() != 0 {
                continue;
            }
            let k = (mid_ty.bits() / pty.bits()) as usize;
            if self.legal(G::G_UNMERGE_VALUES, &[mid_ty, sty], None) && (k == 1 || self.legal(G::G_UNMERGE_VALUES, &[pty, mid_ty], None)) {
                let mids = self.unmerge(src, mid_ty, mid as usize);
                for (chunk, &mv) in pieces.chunks(k).zip(&mids) {
                    self.emit(G::G_UNMERGE_VALUES, chunk, &[r(mv)]);
                }
                return Ok(self.end());
            }
        }
        if pty.bits() < sty.bits() && sty.bits() > 64 && pty.bits() <= 64 {
            let mid = if sty.bits() % 64 == 0 && pty.bits() <= 64 && 64 % pty.bits() == 0 { Llt::S64 } else { Llt::S32 };
            if mid.bits() > pty.bits() && mid.bits() % pty.bits() == 0 {
                let m = (sty.bits() / mid.bits()) as usize;
                let mids = self.unmerge(src, mid, m);
                let k = (mid.bits() / pty.bits()) as usize;
                for (chunk, &mv) in pieces.chunks(k).zip(&mids) {
                    self.emit(G::G_UNMERGE_VALUES, chunk, &[r(mv)]);
                }
                return Ok(self.end());
            }
        }
        self.seq.clear();
        Ok(None)
    }

    /// `G_BUILD_VECTOR` of 16-bit elements: pack pairs into 32-bit words with shifts.
    fn lower_build_vector(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let Some(dst) = inst.def_vreg(0) else { return Ok(None) };
        let parts: SmallVec<[VReg; 8]> = inst.operands.iter().skip(1).filter_map(Operand::as_vreg).collect();
        let (Some(dty), Some(ety)) = (self.ty(dst), parts.first().and_then(|&p| self.ty(p))) else { return Ok(None) };
        self.begin(id);
        if ety.bits() == 16 && parts.len().is_multiple_of(2) {
            let mut words = Vec::new();
            for pair in parts.chunks(2) {
                let lo = self.op(G::G_ZEXT, Llt::S32, &[r(pair[0])]);
                let hi = self.op(G::G_ANYEXT, Llt::S32, &[r(pair[1])]);
                let sixteen = self.cst(Llt::S32, 16);
                let sh = self.op(G::G_SHL, Llt::S32, &[r(hi), r(sixteen)]);
                let w = self.op(G::G_OR, Llt::S32, &[r(lo), r(sh)]);
                words.push(w);
            }
            if words.len() == 1 {
                self.emit(G::G_BITCAST, &[dst], &[r(words[0])]);
            } else {
                let v2 = Llt::vector(2, Llt::S16);
                let halves: Vec<VReg> = words.iter().map(|&w| self.op(G::G_BITCAST, v2, &[r(w)])).collect();
                self.join_into(dst, &halves);
            }
            return Ok(self.end());
        }
        // Vectors wider than the table builds: build halves, then concatenate.
        if parts.len() >= 4 && parts.len().is_multiple_of(2) && dty.is_vector() {
            let half = Llt::vector(dty.lanes() / 2, ety);
            let a = self.new_reg(half);
            let b = self.new_reg(half);
            let (x, y) = parts.split_at(parts.len() / 2);
            self.join_into(a, x);
            self.join_into(b, y);
            self.emit(G::G_CONCAT_VECTORS, &[dst], &[r(a), r(b)]);
            return Ok(self.end());
        }
        self.seq.clear();
        Ok(None)
    }

    /// `G_MERGE_VALUES` the table has no pattern for: 16-bit parts by shifts, wide results
    /// through a vector of 32-bit parts and a bitcast.
    fn lower_merge(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let Some(dst) = inst.def_vreg(0) else { return Ok(None) };
        let parts: SmallVec<[VReg; 8]> = inst.operands.iter().skip(1).filter_map(Operand::as_vreg).collect();
        let (Some(dty), Some(pty)) = (self.ty(dst), parts.first().and_then(|&p| self.ty(p))) else { return Ok(None) };
        self.begin(id);
        if pty.bits() == 16 && dty.bits() == 32 && parts.len() == 2 {
            let lo = self.op(G::G_ZEXT, Llt::S32, &[r(parts[0])]);
            let hi = self.op(G::G_ANYEXT, Llt::S32, &[r(parts[1])]);
            let sixteen = self.cst(Llt::S32, 16);
            let sh = self.op(G::G_SHL, Llt::S32, &[r(hi), r(sixteen)]);
            self.emit(G::G_OR, &[dst], &[r(lo), r(sh)]);
            return Ok(self.end());
        }
        if matches!(pty.bits(), 32 | 64) && dty.bits() > 64 {
            let ops: SmallVec<[Operand; 8]> = parts.iter().map(|&p| r(p)).collect();
            self.bitcast_vector_to(dst, Llt::Scalar(pty.bits() as u16), &ops);
            return Ok(self.end());
        }
        self.seq.clear();
        Ok(None)
    }
}
