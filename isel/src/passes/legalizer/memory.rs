//! Loads and stores (reference §7). The table says which (value type, pointer type, memory
//! size) triples have a pattern, per address space; the rules here decide how to get there:
//! - a sub-dword access keeps its memory size and widens its register to the smallest type the
//!   table has for it (an any-extending load, a truncating store; a stored `s1` is zero-extended);
//! - an extending load to a scalar wider than a dword extends to s32 first (a plain load for a
//!   dword of memory), then `G_SEXT`/`G_ZEXT`s the result;
//! - a wider access is split into the widest accesses the table has for the address space, at
//!   increasing offsets (`G_PTR_ADD` of a constant), each with its own memory operand (offset and
//!   alignment adjusted), and the pieces are joined (or the stored value is split) through the
//!   elements of the value;
//! - in LDS (address space 3) an access wider than a dword is split into dwords unless its
//!   alignment is at least its size (the `ds_read_b64`/`b128` patterns need it; llc does the same).

use thin_vec::ThinVec;

use super::{Ext, G, Legalizer, Rewrite, mem_piece, r};
use crate::mir::{Inst, InstId, Llt, MemSize, Operand, VReg};

/// A pointer into LDS (address space 3), whose accesses have their own alignment rules.
const LDS_POINTER: Llt = Llt::Pointer(3);

impl Legalizer<'_> {
    pub(super) fn legalize_memory(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id).clone();
        let Some(g) = inst.opcode.generic() else { return Ok(None) };
        let is_store = g == G::G_STORE;
        // Loads and stores alike: the value is operand 0, the address operand 1.
        let (val, ptr) = (self.reg_at(id, 0), self.reg_at(id, 1));
        let (Some(val), Some(ptr)) = (val, ptr) else { return Ok(None) };
        let (Some(vty), Some(pty)) = (self.ty(val), self.ty(ptr)) else { return Ok(None) };
        let Some(m) = inst.memops.first().cloned() else { return Ok(None) };
        let Some(mbits) = m.size.bits() else { return Ok(None) };
        let ext_load = matches!(g, G::G_ZEXTLOAD | G::G_SEXTLOAD);

        // An extending load to a scalar wider than a dword (llc's `clampScalar(0, S32, S32)` of
        // G_SEXTLOAD/G_ZEXTLOAD): the extending load to s32 (a plain load when the memory is a
        // whole dword), then the extension to the wide type.
        if ext_load && vty.is_scalar() && vty.bits() > 32 && mbits <= 32 {
            self.begin(id);
            let mut x = inst.clone();
            if mbits == 32 {
                x.opcode = G::G_LOAD.into();
            }
            let d = self.new_reg(Llt::S32);
            x.operands[0] = Operand::vreg_def(d);
            self.emit_inst(x);
            let e = if g == G::G_ZEXTLOAD { G::G_ZEXT } else { G::G_SEXT };
            self.emit(e, &[val], &[r(d)]);
            return Ok(self.end());
        }
        // Sub-dword accesses: the register widens, the access stays.
        if mbits < 32 && vty.is_scalar() {
            let mem = if vty == Llt::S1 && is_store { 8 } else { mbits };
            let cands = self.table_types_at(g, 0, &[None, Some(pty)]);
            let fits = |t: &Llt| t.is_scalar() && t.bits() >= vty.bits().max(mem as u32);
            let mut options: Vec<Llt> = cands.into_iter().filter(fits).filter(|t| self.legal(g, &[*t, pty], Some(mem))).collect();
            // A whole register first, as llc does; else the smallest the table has.
            options.sort_by_key(|t| (t.bits() != 32, t.bits()));
            if let Some(&w) = options.first() {
                self.begin(id);
                let mut x = inst.clone();
                if let Some(mm) = x.memops.first_mut()
                    && mem != mbits
                {
                    mm.size = MemSize::Type(Llt::Scalar(mem as u16));
                }
                if is_store {
                    let ext = if vty == Llt::S1 { Ext::Zero } else { Ext::Any };
                    let v = self.convert(val, w, ext);
                    x.operands[0] = r(v);
                    self.emit_inst(x);
                } else {
                    let d = self.new_reg(w);
                    x.operands[0] = Operand::vreg_def(d);
                    self.emit_inst(x);
                    self.emit(G::G_TRUNC, &[val], &[r(d)]);
                }
                return Ok(self.end());
            }
            if ext_load {
                // An extending load the table lacks: a plain load, then the extension.
                let plain = if self.legal(G::G_LOAD, &[Llt::S32, pty], Some(mbits)) { Llt::S32 } else { return Ok(None) };
                self.begin(id);
                let mut x = inst.clone();
                x.opcode = G::G_LOAD.into();
                let d = self.new_reg(plain);
                x.operands[0] = Operand::vreg_def(d);
                self.emit_inst(x);
                let t = self.op(G::G_TRUNC, Llt::Scalar(mbits as u16), &[r(d)]);
                let e = if g == G::G_ZEXTLOAD { G::G_ZEXT } else { G::G_SEXT };
                self.emit(e, &[val], &[r(t)]);
                return Ok(self.end());
            }
            return Ok(None);
        }
        if ext_load || mbits != u64::from(vty.bits()) {
            return Ok(None);
        }
        self.split_access(id, &inst, is_store, val, vty, ptr, pty, mbits)
    }

    /// An LDS access wider than a dword with less than its natural alignment: the table has
    /// the access (it does not key on alignment) but its pattern needs the alignment, so it is
    /// split into dwords first, as llc does.
    pub(super) fn split_underaligned_lds(&mut self, id: InstId) -> Rewrite {
        // The address space first: every access is asked this, and few are to LDS (reading the
        // rest first cost 0.13M instructions more for the 2,077 accesses of the
        // 20,000-instruction bench kernel).
        let Some(ptr) = self.lds_pointer(id) else { return Ok(None) };
        let pty = LDS_POINTER;
        let inst = self.inst(id);
        let is_store = inst.opcode == crate::mir::Opcode::Generic(G::G_STORE);
        let Some(val) = self.reg_at(id, 0) else { return Ok(None) };
        let Some(vty) = self.ty(val) else { return Ok(None) };
        let Some(m) = inst.memops.first() else { return Ok(None) };
        let Some(mbits) = m.size.bits() else { return Ok(None) };
        let align = m.align.unwrap_or(mbits / 8);
        if mbits <= 32 || align * 8 >= mbits || mbits != u64::from(vty.bits()) {
            return Ok(None);
        }
        // Copied only now: most accesses are not split.
        let inst = inst.clone();
        self.split_access(id, &inst, is_store, val, vty, ptr, pty, mbits)
    }

    /// The address of the load or store `id` if it is an LDS pointer: the first test of
    /// [`Legalizer::split_underaligned_lds`], which declines every other access without
    /// looking further (and without changing anything).
    #[inline]
    pub(super) fn lds_pointer(&self, id: InstId) -> Option<VReg> {
        self.reg_at(id, 1).filter(|&ptr| self.ty(ptr) == Some(LDS_POINTER))
    }

    /// The widest access size the table has for `g` through `pty` that is at most `max` bits
    /// (and that the alignment allows in LDS).
    fn piece_bits(&self, g: G, pty: Llt, max: u64, align: u64) -> Option<u64> {
        let mut best: Option<u64> = None;
        for e in self.entries(g) {
            if e.types.get(1) != Some(&pty) {
                continue;
            }
            let Some(b) = e.mem_bits else { continue };
            if b < 32 || b > max || !max.is_multiple_of(b) && b > 32 && !max.is_multiple_of(32) {
                continue;
            }
            if pty == LDS_POINTER && b > 32 && align * 8 < b {
                continue;
            }
            if best.is_none_or(|x| b > x) {
                best = Some(b);
            }
        }
        best
    }

    /// A type for a piece of `bits` bits of a value of type `vty`, legal for `g` through `pty`.
    fn piece_type(&self, g: G, vty: Llt, pty: Llt, bits: u64) -> Option<Llt> {
        let elem = vty.scalar_type();
        let mut cands: Vec<Llt> = Vec::new();
        if vty.is_vector() && bits.is_multiple_of(u64::from(elem.bits())) {
            let k = (bits / u64::from(elem.bits())) as u16;
            cands.push(if k == 1 { elem } else { Llt::vector(k, elem) });
        }
        cands.push(Llt::Scalar(bits as u16));
        if bits > 32 && bits.is_multiple_of(32) {
            cands.push(Llt::vector((bits / 32) as u16, Llt::S32));
        }
        cands.into_iter().find(|t| self.legal(g, &[*t, pty], Some(bits)))
    }

    #[allow(clippy::too_many_arguments)]
    fn split_access(&mut self, id: InstId, inst: &Inst, is_store: bool, val: VReg, vty: Llt, ptr: VReg, pty: Llt, mbits: u64) -> Rewrite {
        let g = if is_store { G::G_STORE } else { G::G_LOAD };
        let Some(m) = inst.memops.first().cloned() else { return Ok(None) };
        let align = m.align.unwrap_or(mbits / 8).max(1);
        // Plan the pieces: greedy, widest first.
        let mut plan: Vec<(u64, Llt)> = Vec::new();
        let mut off = 0u64;
        while off < mbits {
            let rest = mbits - off;
            let piece_align = if off == 0 { align } else { align.min(1 << ((off / 8).trailing_zeros().min(63))) };
            let Some(b) = self.piece_bits(g, pty, rest, piece_align) else { return Ok(None) };
            let Some(t) = self.piece_type(g, vty, pty, b) else { return Ok(None) };
            plan.push((off, t));
            off += b;
        }
        if plan.len() < 2 {
            return Ok(None);
        }
        // The value's elements: the unit pieces are made of.
        let unit = if vty.is_vector() { vty.scalar_type() } else { Llt::S32 };
        if !vty.bits().is_multiple_of(unit.bits()) || plan.iter().any(|(_, t)| t.bits() % unit.bits() != 0) {
            return Ok(None);
        }
        let n_units = (vty.bits() / unit.bits()) as usize;
        let off_ty = Llt::Scalar(crate::mir::pointer_bits(match pty {
            Llt::Pointer(a) => a,
            _ => 1,
        }));
        self.begin(id);
        let units: Vec<VReg> = if is_store { self.unmerge(val, unit, n_units) } else { Vec::new() };
        let mut loaded: Vec<VReg> = Vec::new();
        let mut unit_at = 0usize;
        for &(off, t) in &plan {
            let addr = if off == 0 {
                ptr
            } else {
                let c = self.cst(off_ty, (off / 8) as i64);
                self.op(G::G_PTR_ADD, pty, &[r(ptr), r(c)])
            };
            let k = (t.bits() / unit.bits()) as usize;
            let mut x = inst.clone();
            x.memops = ThinVec::new();
            x.push_memop(mem_piece(&m, u64::from(t.bits()), off / 8, Some(t)));
            if is_store {
                let piece_units = &units[unit_at..unit_at + k];
                let v = if k == 1 && t == unit {
                    piece_units[0]
                } else {
                    let p = self.new_reg(t);
                    self.join_into(p, piece_units);
                    p
                };
                x.operands[0] = r(v);
                x.operands[1] = r(addr);
                self.emit_inst(x);
            } else {
                let d = self.new_reg(t);
                x.operands[0] = Operand::vreg_def(d);
                x.operands[1] = r(addr);
                self.emit_inst(x);
                if k == 1 && t == unit {
                    loaded.push(d);
                } else {
                    let us = self.unmerge(d, unit, k);
                    loaded.extend(us);
                }
            }
            unit_at += k;
        }
        if !is_store {
            self.join_into(val, &loaded);
        }
        Ok(self.end())
    }
}
