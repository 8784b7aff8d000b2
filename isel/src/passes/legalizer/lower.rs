//! The per-opcode rules: custom rewrites taken from llc-14 (done whatever the table says) and
//! the widen / narrow / split / lower actions for instructions the table rejects.
//!
//! Rules and where they come from (reference = `/work/notes/legalizer-regbank-reference.md`):
//! - widening (§3, §4): integer ops widen their operands by the extension their semantics need
//!   (sign for signed ops and signed compares, zero for unsigned ones and shift amounts, any for
//!   the rest) and truncate the result; FP operands widen with `G_FPEXT` and narrow back with
//!   `G_FPTRUNC`. The width is the smallest the table has at that type index;
//! - `s64` add/sub → `G_UADDO`/`G_UADDE` (`G_USUBO`/`G_USUBE`) on `s32` halves + merge (§3);
//! - `s64` multiply → `lo*lo`, `hi*lo`, `lo*hi`, `umulh(lo, lo)`, two adds (§3);
//!   multiplication by `2^k` → `G_SHL` by `k` (DESIGN.md; a pre-legalizer combine in llc);
//!   `s64` `G_UMULH` → the upper columns of the schoolbook product of the `s32` words;
//! - `s64` min/max → `G_ICMP` + `G_SELECT` (§3); `G_SEXT_INREG s64` → halves (§3);
//! - integer division and remainder → llc-14's expansions (its AMDGPULegalizerInfo): a float
//!   reciprocal estimate, Newton-Raphson in integers (one step for `s32`, two for `s64`), a
//!   `umulh` quotient estimate and two corrections; signed forms on magnitudes;
//! - `G_FSUB` → `G_FNEG` + `G_FADD` (§5); `G_FDIV` → the `div.scale`/`rcp`/`fma`/`div.fmas`/
//!   `div.fixup` sequence for `s32`/`s64`, and `fpext`/`rcp`/`fmul`/`fptrunc`/`div.fixup` for `s16`
//!   (§5); `G_FMINNUM`/`G_FMAXNUM` in IEEE mode → canonicalized inputs + `_IEEE` (§5);
//! - int↔FP conversions from `s1` → selects of FP constants, `s64` sources and results → the
//!   `s32` sequences llc uses (§5);
//! - vectors the table has no pattern for are split into the widest legal piece (§6);
//! - constant-index `G_EXTRACT_VECTOR_ELT`/`G_INSERT_VECTOR_ELT` → unmerge (+ build) (§6);
//!   `G_SHUFFLE_VECTOR` → extracted elements rebuilt (§6).

use smallvec::SmallVec;

use super::{Ext, G, Legalizer, Rewrite, fp_flags, operand_kinds, r};
use crate::mir::{InstId, Llt, MiFlags, OpKind, Operand, Predicate, VReg};
use crate::pass::PassError;

/// A type per type index (see [`Legalizer::plan_types`]); inline, as no opcode has more than
/// three: a plan is read for every rewrite, and a `Vec` cost an allocation each time.
pub(super) type TypePlan = SmallVec<[Llt; 3]>;

/// How one operand of an instruction is widened or narrowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Conv {
    Int(Ext),
    Fp,
}

impl Legalizer<'_> {
    /// Rewrites done regardless of legality.
    pub(super) fn custom(&mut self, id: InstId) -> Rewrite {
        let Some(g) = self.inst(id).opcode.generic() else { return Ok(None) };
        match self.custom_rule(g) {
            Some(rule) => rule(self, id),
            None => Ok(None),
        }
    }

    /// The rule [`Legalizer::custom`] applies to `g`, if any. (Called through a pointer, the
    /// rules stay out of the dispatch: inlined into it, they gave it a 2 KB frame and six saved
    /// registers for every instruction; 0.5M instructions of the 15.9M the pass took on the
    /// 20,000-instruction bench kernel.)
    pub(super) fn custom_rule(&self, g: G) -> Option<fn(&mut Self, InstId) -> Rewrite> {
        Some(match g {
            G::G_INTRINSIC | G::G_INTRINSIC_W_SIDE_EFFECTS => Self::lower_input_intrinsic,
            G::G_MUL => Self::mul_by_pow2,
            G::G_FMINNUM | G::G_FMAXNUM if self.ieee => Self::minnum_ieee,
            G::G_EXTRACT_VECTOR_ELT => Self::extract_elt,
            G::G_INSERT_VECTOR_ELT => Self::insert_elt,
            G::G_GLOBAL_VALUE => Self::lower_global_value,
            G::G_ADDRSPACE_CAST => Self::lower_addrspace_cast,
            G::G_MEMCPY | G::G_MEMCPY_INLINE | G::G_MEMMOVE => Self::lower_memcpy,
            G::G_LOAD | G::G_STORE => Self::split_underaligned_lds,
            G::G_ATOMIC_CMPXCHG_WITH_SUCCESS | G::G_ATOMIC_CMPXCHG => Self::lower_cmpxchg,
            _ => return None,
        })
    }

    /// Could [`Legalizer::custom`] change `id` (of opcode `g`)? False where `g` has no rule, or
    /// where its rule's first test declines `id` at once: a load or store outside LDS (see
    /// [`Legalizer::lds_pointer`]). The worklist asks this of every instruction (see
    /// [`Legalizer::settled`]); answering the 2,077 accesses of the 20,000-instruction bench
    /// kernel here costs 0.22M instructions less than calling the rule. (Not so for
    /// multiplications: the same test for [`Legalizer::mul_by_pow2`] made every instruction's
    /// question dearer, 0.1M instructions more in all.)
    #[inline(always)]
    pub(super) fn custom_rule_may_apply(&self, g: G, id: InstId) -> bool {
        self.custom_rule(g).is_some() && !(matches!(g, G::G_LOAD | G::G_STORE) && self.lds_pointer(id).is_none())
    }

    /// Rewrites an instruction the table rejects.
    pub(super) fn rewrite(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let Some(g) = inst.opcode.generic() else { return Ok(None) };
        let Some(types) = self.f.known_types(inst) else { return Ok(None) };
        let t0 = types.first().copied();
        match g {
            G::G_LOAD | G::G_STORE | G::G_ZEXTLOAD | G::G_SEXTLOAD => return self.legalize_memory(id),
            G::G_PHI => return self.widen_phi(id),
            G::G_MERGE_VALUES | G::G_UNMERGE_VALUES | G::G_BUILD_VECTOR => return self.lower_artifact(id),
            _ => {}
        }
        // Floating-point lowerings (`fp`).
        if let Some(rule) = Self::fp_rule(g)
            && let Some(rw) = rule(self, id)?
        {
            return Ok(Some(rw));
        }
        // Vectors: split elementwise operations.
        if t0.is_some_and(Llt::is_vector) && is_elementwise(g) {
            return self.split_vector(id);
        }
        // Wide scalars: rules per opcode.
        if let Some(t) = t0
            && t.is_scalar()
            && t.bits() > 32
            && t.bits() % 32 == 0
        {
            match g {
                G::G_ADD | G::G_SUB => return self.narrow_add_sub(id),
                G::G_MUL => return self.narrow_mul(id),
                G::G_UMULH if t.bits() == 64 => return self.narrow_umulh(id),
                G::G_UMIN | G::G_UMAX | G::G_SMIN | G::G_SMAX => return self.lower_minmax(id),
                G::G_SEXT_INREG => return self.narrow_sext_inreg(id),
                G::G_AND | G::G_OR | G::G_XOR => return self.narrow_bitwise(id),
                G::G_CONSTANT => return self.narrow_constant(id),
                _ => {}
            }
        }
        if let Some(rule) = self.overflow_rule(g, t0)
            && let Some(seq) = rule(self, id)?
        {
            return Ok(Some(seq));
        }
        if let Some(rule) = self.bitops_rule(g, &types)
            && let Some(seq) = rule(self, id)?
        {
            return Ok(Some(seq));
        }
        if let Some(rule) = self.elements_rule(g)
            && let Some(seq) = rule(self, id)?
        {
            return Ok(Some(seq));
        }
        match g {
            G::G_UDIV | G::G_UREM | G::G_SDIV | G::G_SREM if t0 == Some(Llt::S32) => return self.lower_div32(id),
            G::G_UDIV | G::G_UREM | G::G_SDIV | G::G_SREM if t0 == Some(Llt::S64) => return self.lower_div64(id),
            G::G_FSUB => return self.lower_fsub(id),
            G::G_FDIV => return self.lower_fdiv(id),
            G::G_SITOFP | G::G_UITOFP => {
                if let Some(r) = self.lower_itofp(id)? {
                    return Ok(Some(r));
                }
            }
            G::G_FPTOSI | G::G_FPTOUI => {
                if let Some(r) = self.lower_fptoi(id)? {
                    return Ok(Some(r));
                }
            }
            G::G_FPEXT | G::G_FPTRUNC => {
                if let Some(r) = self.two_step_fp_cast(id)? {
                    return Ok(Some(r));
                }
            }
            G::G_INTTOPTR | G::G_PTRTOINT => return self.ptr_int_cast(id),
            G::G_CTLZ | G::G_CTTZ if types.as_slice() == [Llt::S32, Llt::S32] => return self.lower_count_zeros(id),
            G::G_SHUFFLE_VECTOR => return self.lower_shuffle(id),
            G::G_SEXT_INREG if t0.is_some_and(|t| t.bits() > 32) => return self.narrow_sext_inreg(id),
            G::G_SELECT if t0.is_some_and(|t| t.bits() > 32 && t.bits() % 32 == 0) => return self.split_select(id),
            _ => {}
        }
        // Widen or narrow type by type index towards what the table has.
        if let Some(plan) = self.plan_types(g, &types, Self::mem_bits(self.inst(id)))
            && can_retype(g)
        {
            return self.retype(id, &plan);
        }
        // Operations on s16 with no 16-bit pattern (or vectors of them) and FP ops promoted.
        Ok(None)
    }

    /// `G_CTLZ`/`G_CTTZ` of s32 (llc-14's rule): the hardware's find-first-bit gives the count
    /// for a nonzero input and -1 (all ones) for zero, so an unsigned minimum with 32 gives 32
    /// there.
    fn lower_count_zeros(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let (Some(dst), Some(src)) = (inst.def_vreg(0), inst.operands.get(1).and_then(Operand::as_vreg)) else { return Ok(None) };
        let find = if inst.opcode == crate::mir::Opcode::Generic(G::G_CTLZ) { G::G_AMDGPU_FFBH_U32 } else { G::G_AMDGPU_FFBL_B32 };
        self.begin(id);
        let first = self.op(find, Llt::S32, &[r(src)]);
        let c32 = self.cst(Llt::S32, 32);
        self.emit(G::G_UMIN, &[dst], &[r(first), r(c32)]);
        Ok(self.end())
    }

    /// A wide `G_CONSTANT` (`i128 1`) the table has no entry for: its 32-bit words as constants,
    /// built into a vector and bitcast. The parser keeps constants wider than 64 bits as written
    /// (`Operand::Other`), so the value is read back from that text; words above 128 bits repeat
    /// the sign.
    fn narrow_constant(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let Some(dst) = inst.def_vreg(0) else { return Ok(None) };
        let value: i128 = match inst.operands.get(1) {
            Some(Operand::CImm { value, .. }) => i128::from(value.get()),
            Some(Operand::Other(text)) => {
                let Some((_, digits)) = text.as_str().split_once(' ') else { return Ok(None) };
                let Ok(v) = digits.trim().parse::<i128>() else { return Ok(None) };
                v
            }
            _ => return Ok(None),
        };
        let Some(ty) = self.ty(dst) else { return Ok(None) };
        if ty.bits() <= 64 {
            return Ok(None);
        }
        self.begin(id);
        let words: Vec<Operand> = (0..ty.bits() / 32)
            .map(|i| {
                let word = if i < 4 {
                    (value >> (32 * i)) as i32
                } else if value < 0 {
                    -1
                } else {
                    0
                };
                r(self.cst(Llt::S32, i64::from(word)))
            })
            .collect();
        self.bitcast_vector_to(dst, Llt::S32, &words);
        Ok(self.end())
    }

    /// A type per index that the table accepts, reached by widening each index in turn to the
    /// smallest width the table has there (shift amounts may also narrow). A function of its
    /// arguments and the table, so each question is answered once per run.
    fn plan_types(&self, g: G, types: &[Llt], mem: Option<u64>) -> Option<TypePlan> {
        let Some(key) = super::LegalKey::new(g, types, mem) else { return self.plan_types_uncached(g, types, mem) };
        if let Some(plan) = self.plans.borrow().get(&key) {
            return plan.clone();
        }
        let plan = self.plan_types_uncached(g, types, mem);
        self.plans.borrow_mut().insert(key, plan.clone());
        plan
    }

    fn plan_types_uncached(&self, g: G, types: &[Llt], mem: Option<u64>) -> Option<TypePlan> {
        let mut cur: TypePlan = SmallVec::from_slice(types);
        for i in 0..cur.len() {
            let fixed: Vec<Option<Llt>> = cur.iter().enumerate().map(|(j, t)| if j < i { Some(*t) } else { None }).collect();
            let avail = self.table_types_at(g, i, &fixed);
            if avail.contains(&cur[i]) {
                continue;
            }
            if let Some(w) = self.widen_candidate(g, i, cur[i], &fixed) {
                cur[i] = w;
                continue;
            }
            // A condition stays a boolean: widening it would change what it means.
            if (g == G::G_SELECT && i == 1) || g == G::G_BRCOND {
                return None;
            }
            let narrowable = i == 1 && matches!(g, G::G_SHL | G::G_LSHR | G::G_ASHR);
            if narrowable && let Some(n) = self.narrow_candidate(g, i, cur[i], &fixed) {
                cur[i] = n;
                continue;
            }
            return None;
        }
        if cur.as_slice() != types && self.legal(g, &cur, mem) { Some(cur) } else { None }
    }

    /// How operand `i` (defs first) of `id` converts between widths.
    fn conv_of(&self, id: InstId, g: G, i: usize) -> Conv {
        let inst = self.inst(id);
        let defs = inst.num_defs();
        let is_def = i < defs;
        let use_index = i.saturating_sub(defs);
        let fp = match g {
            G::G_FADD
            | G::G_FSUB
            | G::G_FMUL
            | G::G_FDIV
            | G::G_FREM
            | G::G_FMA
            | G::G_FMAD
            | G::G_FNEG
            | G::G_FABS
            | G::G_FSQRT
            | G::G_FFLOOR
            | G::G_FCEIL
            | G::G_FRINT
            | G::G_FNEARBYINT
            | G::G_INTRINSIC_TRUNC
            | G::G_INTRINSIC_ROUND
            | G::G_FEXP2
            | G::G_FLOG2
            | G::G_FMINNUM
            | G::G_FMAXNUM
            | G::G_FMINNUM_IEEE
            | G::G_FMAXNUM_IEEE
            | G::G_FCANONICALIZE
            | G::G_FPEXT
            | G::G_FPTRUNC => true,
            G::G_FCMP => !is_def,
            G::G_FPTOSI | G::G_FPTOUI => !is_def,
            G::G_SITOFP | G::G_UITOFP => is_def,
            _ => false,
        };
        if fp {
            return Conv::Fp;
        }
        let ext = match g {
            G::G_LSHR | G::G_UDIV | G::G_UREM | G::G_UMIN | G::G_UMAX | G::G_UMULH | G::G_UITOFP | G::G_CTPOP => Ext::Zero,
            G::G_ASHR | G::G_SDIV | G::G_SREM | G::G_SMIN | G::G_SMAX | G::G_SMULH | G::G_SITOFP | G::G_ABS => Ext::Sign,
            G::G_ICMP => match inst.operands.get(1).and_then(Operand::as_pred) {
                Some(p) if matches!(p.name(), "sgt" | "sge" | "slt" | "sle") => Ext::Sign,
                _ => Ext::Zero,
            },
            _ => Ext::Any,
        };
        // Shift amounts are unsigned whatever the shift.
        let ext = if matches!(g, G::G_SHL | G::G_LSHR | G::G_ASHR) && use_index == 1 { Ext::Zero } else { ext };
        Conv::Int(ext)
    }

    /// Converts `v` to `to` for operand `conv`.
    fn convert_op(&mut self, v: VReg, to: Llt, conv: Conv) -> VReg {
        let Some(from) = self.ty(v) else { return v };
        if from == to {
            return v;
        }
        match conv {
            Conv::Int(e) => self.convert(v, to, e),
            Conv::Fp => {
                let opc = if from.bits() < to.bits() { G::G_FPEXT } else { G::G_FPTRUNC };
                self.op(opc, to, &[r(v)])
            }
        }
    }

    /// Rebuilds a fixed-signature instruction with the types `new` per type index.
    fn retype(&mut self, id: InstId, new: &[Llt]) -> Rewrite {
        // One copy: the operands are taken out of it and rebuilt.
        let mut out = self.inst(id).clone();
        let Some(g) = out.opcode.generic() else { return Ok(None) };
        let kinds = operand_kinds(g);
        self.begin(id);
        let operands = std::mem::take(&mut out.operands);
        let mut back: SmallVec<[(VReg, VReg, Conv); 2]> = SmallVec::new();
        for (i, op) in operands.iter().enumerate() {
            let kind = kinds.get(i).copied();
            match (kind, op.as_reg()) {
                (Some(OpKind::Ty(t)), Some(reg)) if reg.reg.vreg().is_some() => {
                    let v = reg.reg.vreg().unwrap_or(crate::mir::VReg(0));
                    let want = new.get(usize::from(t)).copied();
                    let have = self.ty(v);
                    match want {
                        Some(w) if have != Some(w) => {
                            let conv = self.conv_of(id, g, i);
                            if reg.is_def() {
                                let nv = self.new_reg(w);
                                out.operands.push(Operand::vreg_def(nv));
                                back.push((nv, v, conv));
                            } else {
                                let c = self.convert_op(v, w, conv);
                                out.operands.push(r(c));
                            }
                        }
                        _ => out.operands.push(*op),
                    }
                }
                (_, _) => {
                    let mut op = *op;
                    if g == G::G_CONSTANT
                        && let Operand::CImm { value, .. } = op
                        && let Some(w) = new.first()
                    {
                        let bits = u16::try_from(w.bits()).unwrap_or(64);
                        op = Operand::cimm(bits, super::sext_to(value.get(), w.bits()));
                    }
                    out.operands.push(op);
                }
            }
        }
        if !matches!(g, G::G_LOAD | G::G_STORE | G::G_ZEXTLOAD | G::G_SEXTLOAD) {
            out.flags = fp_flags(out.flags) | (out.flags & (MiFlags::EXACT));
        }
        self.emit_inst(out);
        for (nv, old, conv) in back {
            let Some(oty) = self.ty(old) else { continue };
            let Some(nty) = self.ty(nv) else { continue };
            let opc = match conv {
                Conv::Fp if nty.bits() > oty.bits() => G::G_FPTRUNC,
                Conv::Fp => G::G_FPEXT,
                Conv::Int(_) if nty.bits() > oty.bits() => G::G_TRUNC,
                Conv::Int(e) => e.opcode(),
            };
            self.emit(opc, &[old], &[r(nv)]);
        }
        Ok(self.end())
    }

    /// A phi of a type the table has no pattern for: widen it (inputs any-extended at the end of
    /// their predecessors, the result truncated after the phis).
    fn widen_phi(&mut self, id: InstId) -> Rewrite {
        let Some(dst) = self.reg_at(id, 0) else { return Ok(None) };
        let Some(ty) = self.ty(dst) else { return Ok(None) };
        let Some(w) = self.widen_candidate(G::G_PHI, 0, ty, &[]) else { return Ok(None) };
        let inst = self.inst(id).clone();
        let wide = self.new_reg(w);
        let mut phi = inst.clone();
        phi.operands[0] = Operand::vreg_def(wide);
        let n = phi.operands.len();
        let mut i = 1;
        while i + 1 < n {
            let (Some(v), Some(pred)) = (phi.operands[i].as_vreg(), phi.operands[i + 1].as_block()) else { break };
            // The extension goes before the predecessor's terminators.
            let Some(at) = self.first_terminator(pred) else { return Ok(None) };
            self.begin(at);
            let e = self.op(G::G_ANYEXT, w, &[r(v)]);
            let seq = std::mem::take(&mut self.seq);
            for s in &seq {
                self.insert_before(at, *s);
            }
            phi.operands[i] = r(e);
            for s in seq {
                self.visit(s, 1)?;
            }
            i += 2;
        }
        self.begin(id);
        self.emit_inst(phi);
        let seq = std::mem::take(&mut self.seq);
        // The truncation goes after the last phi of the block.
        let block = self.info[id.index()].block;
        let first_non_phi = self.f.blocks[block.index()]
            .insts
            .iter()
            .copied()
            .find(|&i| !matches!(self.f.inst(i).opcode, crate::mir::Opcode::Generic(G::G_PHI | G::PHI)));
        self.begin(id);
        let t = self.emit(G::G_TRUNC, &[dst], &[r(wide)]);
        self.seq.clear();
        match first_non_phi {
            Some(at) => self.insert_before(at, t),
            None => self.insert_after(id, t),
        }
        self.visit(t, 1)?;
        Ok(Some(seq))
    }

    /// The first terminator of block `b` (in the input layout).
    fn first_terminator(&self, b: crate::mir::BlockId) -> Option<InstId> {
        let insts = &self.f.blocks.get(b.index())?.insts;
        insts
            .iter()
            .copied()
            .find(|&i| {
                let op = self.f.inst(i).opcode;
                match op {
                    crate::mir::Opcode::Generic(g) => g.is_terminator(),
                    crate::mir::Opcode::Target(t) => t.desc().is_terminator() || crate::target::instrs::is_barrier_name(t.name()),
                    crate::mir::Opcode::Unknown(s) => crate::target::instrs::is_barrier_name(s.as_str()),
                }
            })
            .or_else(|| insts.last().copied())
    }

    // -----------------------------------------------------------------------------------------
    // Integer rules
    // -----------------------------------------------------------------------------------------

    /// `x * 2^k` → `x << k` (either operand may be the constant); `x * 1` → `x`.
    fn mul_by_pow2(&mut self, id: InstId) -> Rewrite {
        let (Some(dst), Some(a), Some(b)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2)) else { return Ok(None) };
        let Some(ty) = self.ty(dst) else { return Ok(None) };
        if !ty.is_scalar() {
            return Ok(None);
        }
        let bits = ty.bits();
        let pow2 = |c: i64| {
            let m = if bits >= 64 { c as u64 } else { (c as u64) & ((1u64 << bits) - 1) };
            (m != 0 && m.is_power_of_two()).then(|| m.trailing_zeros())
        };
        let (x, k) = match (self.const_value(b).and_then(pow2), self.const_value(a).and_then(pow2)) {
            (Some(k), _) => (a, k),
            (None, Some(k)) => (b, k),
            _ => return Ok(None),
        };
        self.begin(id);
        if k == 0 {
            self.emit(G::COPY, &[dst], &[r(x)]);
            return Ok(self.end());
        }
        // The amount type is the one the table pairs with this value type (s32 for s64).
        let amt_ty = self.table_types_at(G::G_SHL, 1, &[Some(ty), None]).into_iter().find(|t| t.is_scalar()).unwrap_or(ty);
        let amt = self.cst(amt_ty, i64::from(k));
        self.emit(G::G_SHL, &[dst], &[r(x), r(amt)]);
        Ok(self.end())
    }

    /// `s64` (or wider) add/sub: a carry chain over `s32` pieces.
    fn narrow_add_sub(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let g = inst.opcode.generic();
        let (Some(dst), Some(a), Some(b)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2)) else { return Ok(None) };
        let Some(ty) = self.ty(dst) else { return Ok(None) };
        let n = (ty.bits() / 32) as usize;
        let (first, next) = if g == Some(G::G_ADD) { (G::G_UADDO, G::G_UADDE) } else { (G::G_USUBO, G::G_USUBE) };
        self.begin(id);
        self.carry_chain(dst, None, a, b, n, (first, next));
        Ok(self.end())
    }

    /// `dst = a op b` over `n` `s32` words, each word's carry into the next (`first` makes the
    /// lowest word's, `next` takes one in); the last carry is `carry_out` if given.
    pub(super) fn carry_chain(&mut self, dst: VReg, carry_out: Option<VReg>, a: VReg, b: VReg, n: usize, (first, next): (G, G)) {
        let xa = self.unmerge(a, Llt::S32, n);
        let xb = self.unmerge(b, Llt::S32, n);
        let mut parts = Vec::with_capacity(n);
        let mut carry: Option<VReg> = None;
        for i in 0..n {
            let d = self.new_reg(Llt::S32);
            let c = match carry_out {
                Some(out) if i + 1 == n => out,
                _ => self.new_reg(Llt::S1),
            };
            match carry {
                None => self.emit(first, &[d, c], &[r(xa[i]), r(xb[i])]),
                Some(cin) => self.emit(next, &[d, c], &[r(xa[i]), r(xb[i]), r(cin)]),
            };
            parts.push(d);
            carry = Some(c);
        }
        self.join_into(dst, &parts);
    }

    /// `s64` multiply from `s32` pieces: `lo = a0*b0`, `hi = a1*b0 + a0*b1 + umulh(a0, b0)`.
    fn narrow_mul(&mut self, id: InstId) -> Rewrite {
        let (Some(dst), Some(a), Some(b)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2)) else { return Ok(None) };
        if self.ty(dst) != Some(Llt::S64) {
            return Ok(None);
        }
        self.begin(id);
        let xa = self.unmerge(a, Llt::S32, 2);
        let xb = self.unmerge(b, Llt::S32, 2);
        let lo = self.op(G::G_MUL, Llt::S32, &[r(xa[0]), r(xb[0])]);
        let m1 = self.op(G::G_MUL, Llt::S32, &[r(xa[1]), r(xb[0])]);
        let m2 = self.op(G::G_MUL, Llt::S32, &[r(xa[0]), r(xb[1])]);
        let h = self.op(G::G_UMULH, Llt::S32, &[r(xa[0]), r(xb[0])]);
        let s = self.op(G::G_ADD, Llt::S32, &[r(m1), r(m2)]);
        let hi = self.op(G::G_ADD, Llt::S32, &[r(s), r(h)]);
        self.join_into(dst, &[lo, hi]);
        Ok(self.end())
    }

    /// `umulh` of `s64`: the upper two columns of the schoolbook product of `a = a1:a0` and
    /// `b = b1:b0` in `s32` words (llc-14 narrows it to the same products). Column 1,
    /// `lo(a1*b0) + lo(a0*b1) + hi(a0*b0)`, only gives its two carries; column 2,
    /// `hi(a1*b0) + hi(a0*b1) + lo(a1*b1)` plus those carries, is the low word, and its two
    /// carries go into column 3, `hi(a1*b1)`, which cannot overflow (the product is below
    /// 2^128). Carries are chained through `G_UADDE` rather than extended and added.
    fn narrow_umulh(&mut self, id: InstId) -> Rewrite {
        let (Some(dst), Some(a), Some(b)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2)) else { return Ok(None) };
        if self.ty(dst) != Some(Llt::S64) {
            return Ok(None);
        }
        let (s32, s1) = (Llt::S32, Llt::S1);
        self.begin(id);
        let xa = self.unmerge(a, s32, 2);
        let xb = self.unmerge(b, s32, 2);
        let l10 = self.op(G::G_MUL, s32, &[r(xa[1]), r(xb[0])]);
        let l01 = self.op(G::G_MUL, s32, &[r(xa[0]), r(xb[1])]);
        let h00 = self.op(G::G_UMULH, s32, &[r(xa[0]), r(xb[0])]);
        let (c1, c2) = (self.new_reg(s1), self.new_reg(s1));
        let s = self.new_reg(s32);
        self.emit(G::G_UADDO, &[s, c1], &[r(l10), r(h00)]);
        let unused = self.new_reg(s32);
        self.emit(G::G_UADDO, &[unused, c2], &[r(s), r(l01)]);
        let h10 = self.op(G::G_UMULH, s32, &[r(xa[1]), r(xb[0])]);
        let h01 = self.op(G::G_UMULH, s32, &[r(xa[0]), r(xb[1])]);
        let l11 = self.op(G::G_MUL, s32, &[r(xa[1]), r(xb[1])]);
        let (c3, c4) = (self.new_reg(s1), self.new_reg(s1));
        let (u, lo) = (self.new_reg(s32), self.new_reg(s32));
        self.emit(G::G_UADDE, &[u, c3], &[r(h10), r(l11), r(c1)]);
        self.emit(G::G_UADDE, &[lo, c4], &[r(u), r(h01), r(c2)]);
        let h11 = self.op(G::G_UMULH, s32, &[r(xa[1]), r(xb[1])]);
        let zero = self.cst(s32, 0);
        let (w, hi) = (self.new_reg(s32), self.new_reg(s32));
        let (c5, c6) = (self.new_reg(s1), self.new_reg(s1));
        self.emit(G::G_UADDE, &[w, c5], &[r(h11), r(zero), r(c3)]);
        self.emit(G::G_UADDE, &[hi, c6], &[r(w), r(zero), r(c4)]);
        self.join_into(dst, &[lo, hi]);
        Ok(self.end())
    }

    /// A select of a value wider than 32 bits: one select per 32-bit piece (`<2 x s16>`
    /// pieces for 16-bit elements), joined again. The table selects 32-bit values on a lane
    /// mask; the condition is shared.
    fn split_select(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let flags = inst.flags;
        let (Some(dst), Some(c), Some(a), Some(b)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2), self.reg_at(id, 3))
        else {
            return Ok(None);
        };
        let Some(ty) = self.ty(dst) else { return Ok(None) };
        let piece = match ty {
            Llt::Vector { .. } if ty.scalar_type().bits() == 16 => Llt::vector(2, Llt::S16),
            Llt::Vector { .. } if ty.scalar_type().bits() == 32 => ty.scalar_type(),
            _ => Llt::S32,
        };
        let n = (ty.bits() / 32) as usize;
        self.begin(id);
        let xa = self.unmerge(a, piece, n);
        let xb = self.unmerge(b, piece, n);
        let parts: Vec<VReg> = (0..n).map(|i| self.op_flags(G::G_SELECT, flags, piece, &[r(c), r(xa[i]), r(xb[i])])).collect();
        self.join_into(dst, &parts);
        Ok(self.end())
    }

    /// Bitwise ops on wide scalars: on each `s32`/`s64` piece the table has.
    fn narrow_bitwise(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let Some(g) = inst.opcode.generic() else { return Ok(None) };
        let (Some(dst), Some(a), Some(b)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2)) else { return Ok(None) };
        let Some(ty) = self.ty(dst) else { return Ok(None) };
        let piece = if self.legal(g, &[Llt::S64], None) && ty.bits() % 64 == 0 { Llt::S64 } else { Llt::S32 };
        let n = (ty.bits() / piece.bits()) as usize;
        self.begin(id);
        let xa = self.unmerge(a, piece, n);
        let xb = self.unmerge(b, piece, n);
        let parts: Vec<VReg> = (0..n).map(|i| self.op(g, piece, &[r(xa[i]), r(xb[i])])).collect();
        self.join_into(dst, &parts);
        Ok(self.end())
    }

    /// Min/max the table has no pattern for: compare and select.
    fn lower_minmax(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let Some(g) = inst.opcode.generic() else { return Ok(None) };
        let (Some(dst), Some(a), Some(b)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2)) else { return Ok(None) };
        let Some(ty) = self.ty(dst) else { return Ok(None) };
        let pred = match g {
            G::G_UMIN => "ult",
            G::G_UMAX => "ugt",
            G::G_SMIN => "slt",
            _ => "sgt",
        };
        let Some(p) = Predicate::int_from_name(pred) else { return Ok(None) };
        self.begin(id);
        let c = self.op(G::G_ICMP, Llt::S1, &[Operand::Pred(p), r(a), r(b)]);
        let _ = ty;
        self.emit(G::G_SELECT, &[dst], &[r(c), r(a), r(b)]);
        Ok(self.end())
    }

    /// `G_SEXT_INREG` of an `s64`: the low half in 32 bits, the high half its sign.
    fn narrow_sext_inreg(&mut self, id: InstId) -> Rewrite {
        let (Some(dst), Some(a)) = (self.reg_at(id, 0), self.reg_at(id, 1)) else { return Ok(None) };
        let Some(bits) = self.inst(id).operands.get(2).and_then(Operand::as_imm) else { return Ok(None) };
        if self.ty(dst) != Some(Llt::S64) {
            return Ok(None);
        }
        self.begin(id);
        let x = self.unmerge(a, Llt::S32, 2);
        let (lo, hi) = if bits < 32 {
            let lo = self.op(G::G_SEXT_INREG, Llt::S32, &[r(x[0]), Operand::Imm(bits)]);
            let k = self.cst(Llt::S32, 31);
            (lo, self.op(G::G_ASHR, Llt::S32, &[r(lo), r(k)]))
        } else if bits == 32 {
            let k = self.cst(Llt::S32, 31);
            (x[0], self.op(G::G_ASHR, Llt::S32, &[r(x[0]), r(k)]))
        } else {
            (x[0], self.op(G::G_SEXT_INREG, Llt::S32, &[r(x[1]), Operand::Imm(bits - 32)]))
        };
        self.join_into(dst, &[lo, hi]);
        Ok(self.end())
    }

    /// Pointer/integer casts between sizes: extend or truncate the integer first.
    fn ptr_int_cast(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let Some(g) = inst.opcode.generic() else { return Ok(None) };
        let (Some(dst), Some(src)) = (self.reg_at(id, 0), self.reg_at(id, 1)) else { return Ok(None) };
        let (Some(dty), Some(sty)) = (self.ty(dst), self.ty(src)) else { return Ok(None) };
        self.begin(id);
        if g == G::G_INTTOPTR {
            let w = Llt::Scalar(u16::try_from(dty.bits()).unwrap_or(64));
            if sty == w {
                self.seq.clear();
                return Ok(None);
            }
            let v = self.convert(src, w, Ext::Zero);
            self.emit(G::G_INTTOPTR, &[dst], &[r(v)]);
        } else {
            let w = Llt::Scalar(u16::try_from(sty.bits()).unwrap_or(64));
            if dty == w {
                self.seq.clear();
                return Ok(None);
            }
            let v = self.op(G::G_PTRTOINT, w, &[r(src)]);
            let c = self.convert(v, dty, Ext::Zero);
            self.alias_to(dst, c);
        }
        Ok(self.end())
    }

    /// Casts between the 64-bit address spaces (flat, global, constant) keep the bits.
    fn lower_addrspace_cast(&mut self, id: InstId) -> Rewrite {
        let (Some(dst), Some(src)) = (self.reg_at(id, 0), self.reg_at(id, 1)) else { return Ok(None) };
        let (Some(dty), Some(sty)) = (self.ty(dst), self.ty(src)) else { return Ok(None) };
        if dty.bits() != 64 || sty.bits() != 64 || !dty.is_pointer() || !sty.is_pointer() {
            return Ok(None);
        }
        self.begin(id);
        let i = self.op(G::G_PTRTOINT, Llt::S64, &[r(src)]);
        self.emit(G::G_INTTOPTR, &[dst], &[r(i)]);
        Ok(self.end())
    }

    /// `memcpy`/`memmove` of a constant length: loads of every piece first, then the stores
    /// (which is also right for overlapping `memmove`), in pieces of the alignment (at most a
    /// dword).
    fn lower_memcpy(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id).clone();
        let (Some(dst), Some(src), Some(len)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2)) else { return Ok(None) };
        let Some(n) = self.const_value(len).and_then(|n| u64::try_from(n).ok()) else { return Ok(None) };
        if n > 1024 {
            return Ok(None);
        }
        let store_m = inst.memops.iter().find(|m| m.access == crate::mir::MemAccess::Store).cloned();
        let load_m = inst.memops.iter().find(|m| m.access == crate::mir::MemAccess::Load).cloned();
        let (Some(sm), Some(lm)) = (store_m, load_m) else { return Ok(None) };
        let (Some(dpty), Some(spty)) = (self.ty(dst), self.ty(src)) else { return Ok(None) };
        let align = sm.align.unwrap_or(1).min(lm.align.unwrap_or(1)).clamp(1, 4);
        let chunk = if n % align == 0 { align } else { 1 };
        self.begin(id);
        let mut vals = Vec::new();
        let mut off = 0;
        while off < n {
            let addr = self.offset_ptr(src, spty, off);
            let v = self.new_reg(Llt::S32);
            let mut ld = crate::mir::Inst::new(G::G_LOAD);
            ld.operands.push(Operand::vreg_def(v));
            ld.operands.push(r(addr));
            ld.push_memop(super::mem_piece(&lm, chunk * 8, off, Some(Llt::Scalar((chunk * 8) as u16))));
            self.emit_inst(ld);
            vals.push((off, v));
            off += chunk;
        }
        for (off, v) in vals {
            let addr = self.offset_ptr(dst, dpty, off);
            let mut st = crate::mir::Inst::new(G::G_STORE);
            st.operands.push(r(v));
            st.operands.push(r(addr));
            st.push_memop(super::mem_piece(&sm, chunk * 8, off, Some(Llt::Scalar((chunk * 8) as u16))));
            self.emit_inst(st);
        }
        Ok(self.end())
    }

    /// `ptr + off` bytes (`ptr` itself for 0).
    pub(super) fn offset_ptr(&mut self, ptr: VReg, pty: Llt, off: u64) -> VReg {
        if off == 0 {
            return ptr;
        }
        let c = self.cst(Llt::Scalar(u16::try_from(pty.bits()).unwrap_or(64)), off as i64);
        self.op(G::G_PTR_ADD, pty, &[r(ptr), r(c)])
    }

    /// 32-bit division and remainder, as llc-14 expands them: an estimate of `2^32 / y` from
    /// the float reciprocal (`G_AMDGPU_RCP_IFLAG` scaled by 4294966784.0), one Newton-Raphson
    /// step in integers, the quotient estimate `umulh(x, z)`, and two correction steps. Signed
    /// forms run on magnitudes (`(v + s) ^ s`, `s = v >> 31`) and fix the sign after.
    fn lower_div32(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let Some(g) = inst.opcode.generic() else { return Ok(None) };
        let (Some(dst), Some(a), Some(b)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2)) else { return Ok(None) };
        let s32 = Llt::S32;
        let signed = matches!(g, G::G_SDIV | G::G_SREM);
        let want_rem = matches!(g, G::G_UREM | G::G_SREM);
        let Some(uge) = Predicate::int_from_name("uge") else { return Ok(None) };
        self.begin(id);
        let (x, y, sx, sy) = if signed {
            let c31 = self.cst(s32, 31);
            let sx = self.op(G::G_ASHR, s32, &[r(a), r(c31)]);
            let sy = self.op(G::G_ASHR, s32, &[r(b), r(c31)]);
            let (x, y) = self.magnitudes(s32, (a, sx), (b, sy));
            (x, y, Some(sx), Some(sy))
        } else {
            (a, b, None, None)
        };
        let fy = self.op(G::G_UITOFP, s32, &[r(y)]);
        let rcp = self.op(G::G_AMDGPU_RCP_IFLAG, s32, &[r(fy)]);
        let k = self.fcst(s32, 0x4F7F_FFFE);
        let scaled = self.op(G::G_FMUL, s32, &[r(rcp), r(k)]);
        let z0 = self.op(G::G_FPTOUI, s32, &[r(scaled)]);
        let zero = self.cst(s32, 0);
        let ny = self.op(G::G_SUB, s32, &[r(zero), r(y)]);
        let nyz = self.op(G::G_MUL, s32, &[r(ny), r(z0)]);
        let corr = self.op(G::G_UMULH, s32, &[r(z0), r(nyz)]);
        let z = self.op(G::G_ADD, s32, &[r(z0), r(corr)]);
        let q = self.op(G::G_UMULH, s32, &[r(x), r(z)]);
        let qy = self.op(G::G_MUL, s32, &[r(q), r(y)]);
        let rem = self.op(G::G_SUB, s32, &[r(x), r(qy)]);
        self.finish_division(s32, dst, (q, rem), y, want_rem, (sx, sy), uge);
        Ok(self.end())
    }

    /// The magnitudes of the operands `a` and `b` of a signed division, given their signs (all
    /// ones or 0): `(v + s) ^ s` each.
    fn magnitudes(&mut self, ty: Llt, (a, sa): (VReg, VReg), (b, sb): (VReg, VReg)) -> (VReg, VReg) {
        let ax = self.op(G::G_ADD, ty, &[r(a), r(sa)]);
        let ay = self.op(G::G_ADD, ty, &[r(b), r(sb)]);
        let x = self.op(G::G_XOR, ty, &[r(ax), r(sa)]);
        let y = self.op(G::G_XOR, ty, &[r(ay), r(sb)]);
        (x, y)
    }

    /// The end of the division expansions: two corrections of the quotient estimate and its
    /// remainder (`if rem >= y { q += 1; rem -= y }`), then for a signed form (`sx`, `sy`: the
    /// operands' signs, all ones or 0) the sign, `sx ^ sy` for the quotient and `sx` for the
    /// remainder, into `dst`.
    #[allow(clippy::too_many_arguments)]
    fn finish_division(
        &mut self,
        ty: Llt,
        dst: VReg,
        (mut q, mut rem): (VReg, VReg),
        y: VReg,
        want_rem: bool,
        (sx, sy): (Option<VReg>, Option<VReg>),
        uge: Predicate,
    ) {
        let one = self.cst(ty, 1);
        for _ in 0..2 {
            let c = self.op(G::G_ICMP, Llt::S1, &[Operand::Pred(uge), r(rem), r(y)]);
            if !want_rem {
                let q1 = self.op(G::G_ADD, ty, &[r(q), r(one)]);
                q = self.op(G::G_SELECT, ty, &[r(c), r(q1), r(q)]);
            }
            let r1 = self.op(G::G_SUB, ty, &[r(rem), r(y)]);
            rem = self.op(G::G_SELECT, ty, &[r(c), r(r1), r(rem)]);
        }
        let (v, sign) = match (want_rem, sx, sy) {
            (false, Some(sx), Some(sy)) => (q, Some(self.op(G::G_XOR, ty, &[r(sx), r(sy)]))),
            (true, Some(sx), _) => (rem, Some(sx)),
            (false, _, _) => (q, None),
            (true, _, _) => (rem, None),
        };
        match sign {
            Some(s) => {
                let t = self.op(G::G_XOR, ty, &[r(v), r(s)]);
                self.emit(G::G_SUB, &[dst], &[r(t), r(s)]);
            }
            None => self.alias_to(dst, v),
        }
    }

    /// 64-bit division and remainder, with the algorithm of llc-14's AMDGPU legalizer (its
    /// unsigned 64-bit div/rem expansion and 64-bit reciprocal estimate):
    /// 1. `z ≈ 2^64 / y` from below: `y` as an `f32` (`hi * 2^32 + lo`), `G_AMDGPU_RCP_IFLAG`,
    ///    times `0x5F7FFFFC` (`2^64 - 2^43`), split into 32-bit words by `trunc(v * 2^-32)` and
    ///    `v - hi * 2^32` (exact). The `2^-21` relative shortfall is larger than the rounding of
    ///    `y` to `f32` and of the products plus the reciprocal's 1 ulp error, so `z * y <= 2^64`.
    /// 2. Two Newton-Raphson steps in 64-bit integers, `z += umulh(z, -y * z)`: from below they
    ///    stay below (so `-y * z` never wraps), each squaring the relative error (2^-21, then
    ///    2^-42, then only the truncations' loss: `z` ends less than 2 below `2^64 / y`).
    /// 3. `q = umulh(x, z)` is then at most 2 short of `x / y`: `r = x - q * y`, and twice
    ///    `if r >= y { q += 1; r -= y }`.
    ///
    /// (`mir-tests/tests/interp_props.rs` checks the bounds of 1 and 2 on a model of this
    /// arithmetic, and the expansion itself in the interpreter, with the reciprocal 1 ulp off.)
    ///
    /// Signed forms run on magnitudes (`(v + s) ^ s`, `s` the sign of `v` in both words) and give
    /// the quotient the sign `sx ^ sy`, the remainder `sx` (llc-14's rule; `INT64_MIN / -1` is
    /// poison in LLVM and gives `INT64_MIN`). The 64-bit adds, multiplies, `umulh` and selects are
    /// split into 32-bit words by the rules above; the compares are legal on `s64`.
    fn lower_div64(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let Some(g) = inst.opcode.generic() else { return Ok(None) };
        let (Some(dst), Some(a), Some(b)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2)) else { return Ok(None) };
        let (s32, s64) = (Llt::S32, Llt::S64);
        let signed = matches!(g, G::G_SDIV | G::G_SREM);
        let want_rem = matches!(g, G::G_UREM | G::G_SREM);
        let Some(uge) = Predicate::int_from_name("uge") else { return Ok(None) };
        self.begin(id);
        let (x, y, sx, sy) = if signed {
            let sx = self.sign_of64(a);
            let sy = self.sign_of64(b);
            let (x, y) = self.magnitudes(s64, (a, sx), (b, sy));
            (x, y, Some(sx), Some(sy))
        } else {
            (a, b, None, None)
        };
        // 1. The estimate, in f32.
        let yw = self.unmerge(y, s32, 2);
        let flo = self.op(G::G_UITOFP, s32, &[r(yw[0])]);
        let fhi = self.op(G::G_UITOFP, s32, &[r(yw[1])]);
        let two32 = self.fcst(s32, 0x4F80_0000);
        let fhi_scaled = self.op(G::G_FMUL, s32, &[r(fhi), r(two32)]);
        let fy = self.op(G::G_FADD, s32, &[r(fhi_scaled), r(flo)]);
        let rcp = self.op(G::G_AMDGPU_RCP_IFLAG, s32, &[r(fy)]);
        let k = self.fcst(s32, 0x5F7F_FFFC);
        let est = self.op(G::G_FMUL, s32, &[r(rcp), r(k)]);
        let two_m32 = self.fcst(s32, 0x2F80_0000);
        let est_hi = self.op(G::G_FMUL, s32, &[r(est), r(two_m32)]);
        let zhi_f = self.op(G::G_INTRINSIC_TRUNC, s32, &[r(est_hi)]);
        let neg_two32 = self.fcst(s32, 0xCF80_0000);
        let zhi_scaled = self.op(G::G_FMUL, s32, &[r(zhi_f), r(neg_two32)]);
        let zlo_f = self.op(G::G_FADD, s32, &[r(zhi_scaled), r(est)]);
        let zlo = self.op(G::G_FPTOUI, s32, &[r(zlo_f)]);
        let zhi = self.op(G::G_FPTOUI, s32, &[r(zhi_f)]);
        let mut z = self.op(G::G_MERGE_VALUES, s64, &[r(zlo), r(zhi)]);
        // 2. Newton-Raphson.
        let zero = self.cst(s64, 0);
        let ny = self.op(G::G_SUB, s64, &[r(zero), r(y)]);
        for _ in 0..2 {
            let e = self.op(G::G_MUL, s64, &[r(ny), r(z)]);
            let h = self.op(G::G_UMULH, s64, &[r(z), r(e)]);
            z = self.op(G::G_ADD, s64, &[r(z), r(h)]);
        }
        // 3. Quotient estimate and corrections.
        let q = self.op(G::G_UMULH, s64, &[r(x), r(z)]);
        let qy = self.op(G::G_MUL, s64, &[r(q), r(y)]);
        let rem = self.op(G::G_SUB, s64, &[r(x), r(qy)]);
        self.finish_division(s64, dst, (q, rem), y, want_rem, (sx, sy), uge);
        Ok(self.end())
    }

    /// All ones if the `s64` `v` is negative, else 0: the high word's sign in both words.
    fn sign_of64(&mut self, v: VReg) -> VReg {
        let w = self.unmerge(v, Llt::S32, 2);
        let c31 = self.cst(Llt::S32, 31);
        let s = self.op(G::G_ASHR, Llt::S32, &[r(w[1]), r(c31)]);
        self.op(G::G_MERGE_VALUES, Llt::S64, &[r(s), r(s)])
    }

    // -----------------------------------------------------------------------------------------
    // Vectors
    // -----------------------------------------------------------------------------------------

    /// Splits an elementwise vector operation into the widest legal pieces: `<2 x s16>` where
    /// the table has the packed form, else single elements.
    pub(super) fn split_vector(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id).clone();
        let Some(g) = inst.opcode.generic() else { return Ok(None) };
        let Some(dst) = inst.def_vreg(0) else { return Ok(None) };
        let Some(ty) = self.ty(dst) else { return Ok(None) };
        let elem = ty.scalar_type();
        let lanes = usize::from(ty.lanes());
        let pair = Llt::vector(2, elem);
        let piece = if elem.bits() == 16 && lanes % 2 == 0 && self.table_types_at(g, 0, &[]).contains(&pair) { pair } else { elem };
        let n = (ty.bits() / piece.bits()) as usize;
        let kinds = operand_kinds(g);
        self.begin(id);
        // Each vector operand unmerged into pieces; scalar operands used as they are.
        let mut split_ops: Vec<Option<Vec<VReg>>> = Vec::new();
        for (i, op) in inst.operands.iter().enumerate().skip(1) {
            let is_vec = op.as_vreg().and_then(|v| self.ty(v)).is_some_and(|t| t.is_vector() && t.lanes() == ty.lanes());
            if is_vec && matches!(kinds.get(i), Some(OpKind::Ty(_))) {
                let v = op.as_vreg().unwrap_or(dst);
                let vt = self.ty(v).unwrap_or(ty);
                let p = if piece.is_vector() { Llt::vector(2, vt.scalar_type()) } else { vt.scalar_type() };
                split_ops.push(Some(self.unmerge(v, p, n)));
            } else {
                split_ops.push(None);
            }
        }
        let mut parts = Vec::with_capacity(n);
        for k in 0..n {
            let mut x = inst.clone();
            x.memops.clear();
            let d = self.new_reg(piece);
            x.operands[0] = Operand::vreg_def(d);
            for (j, s) in split_ops.iter().enumerate() {
                if let Some(pieces) = s {
                    x.operands[j + 1] = r(pieces[k]);
                }
            }
            self.emit_inst(x);
            parts.push(d);
        }
        self.join_into(dst, &parts);
        Ok(self.end())
    }

    /// `G_EXTRACT_VECTOR_ELT` with a constant index: unmerge and take the element.
    fn extract_elt(&mut self, id: InstId) -> Rewrite {
        let (Some(dst), Some(vec), Some(idx)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2)) else { return Ok(None) };
        let Some(i) = self.const_value(idx) else { return Ok(None) };
        let (Some(vty), Some(ety)) = (self.ty(vec), self.ty(dst)) else { return Ok(None) };
        let lanes = usize::from(vty.lanes());
        self.begin(id);
        let Ok(i) = usize::try_from(i) else {
            self.emit(G::G_IMPLICIT_DEF, &[dst], &[]);
            return Ok(self.end());
        };
        if i >= lanes {
            self.emit(G::G_IMPLICIT_DEF, &[dst], &[]);
            return Ok(self.end());
        }
        let parts = self.unmerge(vec, ety, lanes);
        self.emit(G::COPY, &[dst], &[r(parts[i])]);
        Ok(self.end())
    }

    /// `G_INSERT_VECTOR_ELT` with a constant index: unmerge, replace, rebuild.
    fn insert_elt(&mut self, id: InstId) -> Rewrite {
        let (Some(dst), Some(vec), Some(val), Some(idx)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2), self.reg_at(id, 3))
        else {
            return Ok(None);
        };
        let Some(i) = self.const_value(idx) else { return Ok(None) };
        let (Some(vty), Some(ety)) = (self.ty(vec), self.ty(val)) else { return Ok(None) };
        let lanes = usize::from(vty.lanes());
        let Ok(i) = usize::try_from(i) else { return Ok(None) };
        if i >= lanes {
            return Ok(None);
        }
        self.begin(id);
        let mut parts = self.unmerge(vec, ety, lanes);
        parts[i] = val;
        self.join_into(dst, &parts);
        Ok(self.end())
    }

    /// `G_SHUFFLE_VECTOR`: every element extracted from the sources and rebuilt.
    fn lower_shuffle(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id).clone();
        let (Some(dst), Some(a), Some(b)) = (inst.def_vreg(0), self.reg_at(id, 1), self.reg_at(id, 2)) else { return Ok(None) };
        let Some(Operand::Other(mask)) = inst.operands.get(3) else { return Ok(None) };
        let text = mask.as_str();
        let Some(list) = text.strip_prefix("shufflemask(").and_then(|t| t.strip_suffix(')')) else { return Ok(None) };
        let idx: Vec<Option<usize>> = list.split(',').map(|s| s.trim().parse::<usize>().ok()).collect();
        let (Some(sty), Some(dty)) = (self.ty(a), self.ty(dst)) else { return Ok(None) };
        let elem = sty.scalar_type();
        let n = usize::from(sty.lanes());
        self.begin(id);
        let pa = if sty.is_vector() { self.unmerge(a, elem, n) } else { vec![a] };
        let pb = if sty.is_vector() { self.unmerge(b, elem, n) } else { vec![b] };
        let mut parts = Vec::new();
        for i in idx {
            let v = match i {
                Some(i) if i < pa.len() => pa[i],
                Some(i) if i - pa.len() < pb.len() => pb[i - pa.len()],
                _ => self.op(G::G_IMPLICIT_DEF, elem, &[]),
            };
            parts.push(v);
        }
        if dty.is_vector() {
            self.join_into(dst, &parts);
        } else if let Some(&p) = parts.first() {
            self.emit(G::COPY, &[dst], &[r(p)]);
        }
        Ok(self.end())
    }

    // -----------------------------------------------------------------------------------------
    // Floating point
    // -----------------------------------------------------------------------------------------

    /// `a - b` → `a + (-b)`.
    fn lower_fsub(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let flags = fp_flags(inst.flags);
        let (Some(dst), Some(a), Some(b)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2)) else { return Ok(None) };
        let Some(ty) = self.ty(dst) else { return Ok(None) };
        self.begin(id);
        let nb = self.op_flags(G::G_FNEG, flags, ty, &[r(b)]);
        self.emit_flags(G::G_FADD, flags, &[dst], &[r(a), r(nb)]);
        Ok(self.end())
    }

    /// `minnum`/`maxnum` with IEEE mode on: quiet the inputs (unless `nnan`), then the `_IEEE`
    /// form.
    fn minnum_ieee(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let flags = fp_flags(inst.flags);
        let ieee = if inst.opcode == crate::mir::Opcode::Generic(G::G_FMINNUM) { G::G_FMINNUM_IEEE } else { G::G_FMAXNUM_IEEE };
        let (Some(dst), Some(a), Some(b)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2)) else { return Ok(None) };
        let Some(ty) = self.ty(dst) else { return Ok(None) };
        self.begin(id);
        if flags.contains(MiFlags::NNAN) {
            // No NaN, so nothing to quiet.
            self.emit_flags(ieee, flags, &[dst], &[r(a), r(b)]);
            return Ok(self.end());
        }
        let ca = self.op_flags(G::G_FCANONICALIZE, flags, ty, &[r(a)]);
        let cb = self.op_flags(G::G_FCANONICALIZE, flags, ty, &[r(b)]);
        self.emit_flags(ieee, flags, &[dst], &[r(ca), r(cb)]);
        Ok(self.end())
    }

    /// `G_INTRINSIC` of `name` with `defs` and value operands.
    pub(super) fn intrinsic(&mut self, name: &str, flags: MiFlags, defs: &[VReg], args: &[Operand]) {
        let mut uses: SmallVec<[Operand; 6]> = SmallVec::new();
        uses.push(Operand::Intrinsic(crate::mir::sym(name)));
        uses.extend(args.iter().copied());
        self.emit_flags(G::G_INTRINSIC, flags, defs, &uses);
    }

    /// `a / b`, as llc-14 expands it: for `s32`/`s64` scale both (`div.scale`), refine the
    /// reciprocal with FMAs, `div.fmas` then `div.fixup` for the special cases; for `s16`
    /// divide in `s32` through `rcp` and fix up in `s16`.
    fn lower_fdiv(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let flags = fp_flags(inst.flags);
        let (Some(dst), Some(a), Some(b)) = (self.reg_at(id, 0), self.reg_at(id, 1), self.reg_at(id, 2)) else { return Ok(None) };
        let Some(ty) = self.ty(dst) else { return Ok(None) };
        self.begin(id);
        match ty.bits() {
            16 => {
                let ea = self.op_flags(G::G_FPEXT, flags, Llt::S32, &[r(a)]);
                let eb = self.op_flags(G::G_FPEXT, flags, Llt::S32, &[r(b)]);
                let rcp = self.new_reg(Llt::S32);
                self.intrinsic("llvm.amdgcn.rcp", flags, &[rcp], &[r(eb)]);
                let q = self.op_flags(G::G_FMUL, flags, Llt::S32, &[r(ea), r(rcp)]);
                let t = self.op_flags(G::G_FPTRUNC, flags, Llt::S16, &[r(q)]);
                self.intrinsic("llvm.amdgcn.div.fixup", flags, &[dst], &[r(t), r(b), r(a)]);
            }
            32 | 64 => {
                let one = self.fcst(ty, if ty.bits() == 32 { 0x3F80_0000 } else { 0x3FF0_0000_0000_0000 });
                let den = self.new_reg(ty);
                let den_c = self.new_reg(Llt::S1);
                self.intrinsic("llvm.amdgcn.div.scale", flags, &[den, den_c], &[r(a), r(b), Operand::Imm(0)]);
                let num = self.new_reg(ty);
                let num_c = self.new_reg(Llt::S1);
                self.intrinsic("llvm.amdgcn.div.scale", flags, &[num, num_c], &[r(a), r(b), Operand::Imm(-1)]);
                let rcp = self.new_reg(ty);
                self.intrinsic("llvm.amdgcn.rcp", flags, &[rcp], &[r(den)]);
                let nden = self.op_flags(G::G_FNEG, flags, ty, &[r(den)]);
                let e0 = self.op_flags(G::G_FMA, flags, ty, &[r(nden), r(rcp), r(one)]);
                let r1 = self.op_flags(G::G_FMA, flags, ty, &[r(e0), r(rcp), r(rcp)]);
                let (fin, cond) = if ty.bits() == 32 {
                    let q0 = self.op_flags(G::G_FMUL, flags, ty, &[r(num), r(r1)]);
                    let e1 = self.op_flags(G::G_FMA, flags, ty, &[r(nden), r(q0), r(num)]);
                    let q1 = self.op_flags(G::G_FMA, flags, ty, &[r(e1), r(r1), r(q0)]);
                    let e2 = self.op_flags(G::G_FMA, flags, ty, &[r(nden), r(q1), r(num)]);
                    let fmas = self.new_reg(ty);
                    self.intrinsic("llvm.amdgcn.div.fmas", flags, &[fmas], &[r(e2), r(r1), r(q1), r(num_c)]);
                    (fmas, num_c)
                } else {
                    let e1 = self.op_flags(G::G_FMA, flags, ty, &[r(nden), r(r1), r(one)]);
                    let r2 = self.op_flags(G::G_FMA, flags, ty, &[r(r1), r(e1), r(r1)]);
                    let q0 = self.op_flags(G::G_FMUL, flags, ty, &[r(num), r(r2)]);
                    let e2 = self.op_flags(G::G_FMA, flags, ty, &[r(nden), r(q0), r(num)]);
                    let fmas = self.new_reg(ty);
                    self.intrinsic("llvm.amdgcn.div.fmas", flags, &[fmas], &[r(e2), r(r2), r(q0), r(num_c)]);
                    (fmas, num_c)
                };
                let _ = cond;
                self.intrinsic("llvm.amdgcn.div.fixup", flags, &[dst], &[r(fin), r(b), r(a)]);
            }
            _ => {
                self.seq.clear();
                return Ok(None);
            }
        }
        Ok(self.end())
    }

    /// Int → FP conversions the table rejects: from `s1` a select of constants; from narrow
    /// integers an extension to `s32`; from `s64` to `s32` the normalize-and-scale sequence; to
    /// `s64` from `s64` through two `s32` halves.
    fn lower_itofp(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let Some(g) = inst.opcode.generic() else { return Ok(None) };
        let flags = fp_flags(inst.flags);
        let (Some(dst), Some(src)) = (self.reg_at(id, 0), self.reg_at(id, 1)) else { return Ok(None) };
        let (Some(dty), Some(sty)) = (self.ty(dst), self.ty(src)) else { return Ok(None) };
        let signed = g == G::G_SITOFP;
        self.begin(id);
        if sty == Llt::S1 {
            let one: u64 = match dty.bits() {
                16 => 0x3C00,
                32 => 0x3F80_0000,
                _ => 0x3FF0_0000_0000_0000,
            };
            let sign: u64 = 1 << (dty.bits() - 1);
            let t = self.fcst(dty, if signed { one | sign } else { one });
            let z = self.fcst(dty, 0);
            self.emit(G::G_SELECT, &[dst], &[r(src), r(t), r(z)]);
            return Ok(self.end());
        }
        if sty.bits() < 32 && !(sty.bits() == 16 && self.legal(g, &[dty, sty], None)) {
            let e = self.convert(src, Llt::S32, if signed { Ext::Sign } else { Ext::Zero });
            self.emit_flags(g, flags, &[dst], &[r(e)]);
            return Ok(self.end());
        }
        if sty == Llt::S64 && dty == Llt::S64 {
            // hi * 2^32 + lo: exact halves, one rounding in the final add via ldexp.
            let x = self.unmerge(src, Llt::S32, 2);
            let hi = self.op_flags(g, flags, Llt::S64, &[r(x[1])]);
            let lo = self.op_flags(G::G_UITOFP, flags, Llt::S64, &[r(x[0])]);
            let k = self.cst(Llt::S32, 32);
            let sh = self.new_reg(Llt::S64);
            self.intrinsic("llvm.amdgcn.ldexp", flags, &[sh], &[r(hi), r(k)]);
            self.emit_flags(G::G_FADD, flags, &[dst], &[r(sh), r(lo)]);
            return Ok(self.end());
        }
        if sty == Llt::S64 && dty == Llt::S32 {
            // Shift the value left so its top bit is set (unsigned: ctlz; signed: on the
            // magnitude-like form llc uses), keep 32 significant bits with a sticky bit, convert,
            // and scale back with ldexp.
            let x = self.unmerge(src, Llt::S32, 2);
            let (lo, hi) = (x[0], x[1]);
            let shamt = if signed {
                // Number of redundant sign bits of the high word, minus one, capped at 32.
                let t = self.op(G::G_XOR, Llt::S32, &[r(lo), r(hi)]);
                let c31 = self.cst(Llt::S32, 31);
                let sgn = self.op(G::G_ASHR, Llt::S32, &[r(t), r(c31)]);
                let c32 = self.cst(Llt::S32, 32);
                let maxs = self.op(G::G_ADD, Llt::S32, &[r(sgn), r(c32)]);
                let ls = self.new_reg(Llt::S32);
                self.intrinsic("llvm.amdgcn.sffbh", MiFlags::empty(), &[ls], &[r(hi)]);
                let one = self.cst(Llt::S32, 1);
                let ls1 = self.op(G::G_SUB, Llt::S32, &[r(ls), r(one)]);
                self.op(G::G_UMIN, Llt::S32, &[r(ls1), r(maxs)])
            } else {
                let lz = self.op(G::G_AMDGPU_FFBH_U32, Llt::S32, &[r(hi)]);
                let c32 = self.cst(Llt::S32, 32);
                self.op(G::G_UMIN, Llt::S32, &[r(lz), r(c32)])
            };
            let norm = self.op(G::G_SHL, Llt::S64, &[r(src), r(shamt)]);
            let y = self.unmerge(norm, Llt::S32, 2);
            let one = self.cst(Llt::S32, 1);
            let m = self.op(G::G_UMIN, Llt::S32, &[r(one), r(y[0])]);
            let sticky = self.op(G::G_OR, Llt::S32, &[r(y[1]), r(m)]);
            let f = self.op_flags(g, flags, Llt::S32, &[r(sticky)]);
            let c32 = self.cst(Llt::S32, 32);
            let e = self.op(G::G_SUB, Llt::S32, &[r(c32), r(shamt)]);
            self.intrinsic("llvm.amdgcn.ldexp", flags, &[dst], &[r(f), r(e)]);
            return Ok(self.end());
        }
        self.seq.clear();
        Ok(None)
    }

    /// FP → int conversions the table rejects: narrow results through `s32`; `s64` results
    /// from the truncated value split into a high and a low word (llc's sequence).
    fn lower_fptoi(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let Some(g) = inst.opcode.generic() else { return Ok(None) };
        let flags = fp_flags(inst.flags);
        let (Some(dst), Some(src)) = (self.reg_at(id, 0), self.reg_at(id, 1)) else { return Ok(None) };
        let (Some(dty), Some(sty)) = (self.ty(dst), self.ty(src)) else { return Ok(None) };
        let signed = g == G::G_FPTOSI;
        self.begin(id);
        if dty.bits() < 32 && !self.legal(g, &[dty, sty], None) {
            let s = if sty.bits() < 32 { self.op_flags(G::G_FPEXT, flags, Llt::S32, &[r(src)]) } else { src };
            let v = self.op_flags(g, flags, Llt::S32, &[r(s)]);
            self.emit(G::G_TRUNC, &[dst], &[r(v)]);
            return Ok(self.end());
        }
        if dty == Llt::S64 && (sty == Llt::S32 || sty == Llt::S64) {
            let t = self.new_reg(sty);
            self.emit_flags(G::G_INTRINSIC_TRUNC, flags, &[t], &[r(src)]);
            // For signed results work on |t| and fix the sign after (s32 sources; f64 sources
            // keep the sign through the exact split).
            let (val, sign) = if signed && sty == Llt::S32 {
                let a = self.op_flags(G::G_FABS, flags, sty, &[r(t)]);
                let c31 = self.cst(Llt::S32, 31);
                (a, Some(self.op(G::G_ASHR, Llt::S32, &[r(t), r(c31)])))
            } else {
                (t, None)
            };
            let (k0, k1) = if sty == Llt::S32 { (0x2F80_0000u64, 0xCF80_0000u64) } else { (0x3DF0_0000_0000_0000, 0xC1F0_0000_0000_0000) };
            let c0 = self.fcst(sty, k0);
            let c1 = self.fcst(sty, k1);
            let m = self.op_flags(G::G_FMUL, flags, sty, &[r(val), r(c0)]);
            let fl = self.op_flags(G::G_FFLOOR, flags, sty, &[r(m)]);
            let lo_f = self.op_flags(G::G_FMA, flags, sty, &[r(fl), r(c1), r(val)]);
            let hi_op = if signed && sty == Llt::S64 { G::G_FPTOSI } else { G::G_FPTOUI };
            let hi = self.op(hi_op, Llt::S32, &[r(fl)]);
            let lo = self.op(G::G_FPTOUI, Llt::S32, &[r(lo_f)]);
            match sign {
                Some(s) => {
                    let v = self.op(G::G_MERGE_VALUES, Llt::S64, &[r(lo), r(hi)]);
                    let s64 = self.op(G::G_MERGE_VALUES, Llt::S64, &[r(s), r(s)]);
                    let x = self.op(G::G_XOR, Llt::S64, &[r(v), r(s64)]);
                    self.emit(G::G_SUB, &[dst], &[r(x), r(s64)]);
                }
                None => {
                    self.join_into(dst, &[lo, hi]);
                }
            }
            return Ok(self.end());
        }
        self.seq.clear();
        Ok(None)
    }

    /// `fpext s64 ← s16` through `s32` (exact); `fptrunc s16 ← s64` with the round-to-odd step
    /// that makes double rounding through `s32` exact.
    fn two_step_fp_cast(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let Some(g) = inst.opcode.generic() else { return Ok(None) };
        let flags = fp_flags(inst.flags);
        let (Some(dst), Some(src)) = (self.reg_at(id, 0), self.reg_at(id, 1)) else { return Ok(None) };
        let (Some(dty), Some(sty)) = (self.ty(dst), self.ty(src)) else { return Ok(None) };
        self.begin(id);
        if g == G::G_FPEXT && dty == Llt::S64 && sty == Llt::S16 {
            let m = self.op_flags(G::G_FPEXT, flags, Llt::S32, &[r(src)]);
            self.emit_flags(G::G_FPEXT, flags, &[dst], &[r(m)]);
            return Ok(self.end());
        }
        if g == G::G_FPTRUNC && dty == Llt::S16 && sty == Llt::S64 {
            // Round to f32 toward zero-ish with a sticky bit (round to odd): if the f32 result
            // was inexact, set its lowest mantissa bit. An f32 rounded to odd carries enough
            // bits (24 > 11 + 2) that rounding it to f16 gives the correctly rounded result.
            let f = self.op_flags(G::G_FPTRUNC, flags, Llt::S32, &[r(src)]);
            let back = self.op_flags(G::G_FPEXT, flags, Llt::S64, &[r(f)]);
            let fabs_src = self.op(G::G_FABS, Llt::S64, &[r(src)]);
            let fabs_back = self.op(G::G_FABS, Llt::S64, &[r(back)]);
            let Some(ne) = Predicate::float_from_name("one") else { return Ok(None) };
            let inexact = self.op(G::G_FCMP, Llt::S1, &[Operand::Pred(ne), r(src), r(back)]);
            let Some(gt) = Predicate::float_from_name("ogt") else { return Ok(None) };
            let overshoot = self.op(G::G_FCMP, Llt::S1, &[Operand::Pred(gt), r(fabs_back), r(fabs_src)]);
            // (An f32 is an s32: its bits are the register itself.)
            let bits = f;
            // Toward zero first: if the rounded value's magnitude overshoots, step one ulp down.
            let one = self.cst(Llt::S32, 1);
            let down = self.op(G::G_SUB, Llt::S32, &[r(bits), r(one)]);
            let tz = self.op(G::G_SELECT, Llt::S32, &[r(overshoot), r(down), r(bits)]);
            let odd = self.op(G::G_OR, Llt::S32, &[r(tz), r(one)]);
            let rto = self.op(G::G_SELECT, Llt::S32, &[r(inexact), r(odd), r(tz)]);
            self.emit_flags(G::G_FPTRUNC, flags, &[dst], &[r(rto)]);
            return Ok(self.end());
        }
        self.seq.clear();
        Ok(None)
    }

    /// The error for an instruction no rule handles.
    #[allow(dead_code)]
    pub(super) fn no_rule(&self, id: InstId) -> PassError {
        self.illegal(id, "no rule legalizes it")
    }
}

/// Opcodes whose vector form is the same operation on each element.
fn is_elementwise(g: G) -> bool {
    matches!(
        g,
        G::G_ADD
            | G::G_SUB
            | G::G_MUL
            | G::G_AND
            | G::G_OR
            | G::G_XOR
            | G::G_SHL
            | G::G_LSHR
            | G::G_ASHR
            | G::G_UMIN
            | G::G_UMAX
            | G::G_SMIN
            | G::G_SMAX
            | G::G_FADD
            | G::G_FSUB
            | G::G_FMUL
            | G::G_FDIV
            | G::G_FMA
            | G::G_FMAD
            | G::G_FNEG
            | G::G_FABS
            | G::G_FSQRT
            | G::G_FFLOOR
            | G::G_FCEIL
            | G::G_FRINT
            | G::G_INTRINSIC_TRUNC
            | G::G_FMINNUM
            | G::G_FMAXNUM
            | G::G_FMINNUM_IEEE
            | G::G_FMAXNUM_IEEE
            | G::G_FCANONICALIZE
            | G::G_FEXP2
            | G::G_FLOG2
            | G::G_SITOFP
            | G::G_UITOFP
            | G::G_FPTOSI
            | G::G_FPTOUI
            | G::G_FPEXT
            | G::G_FPTRUNC
            | G::G_SELECT
            | G::G_FREEZE
    )
}

/// Opcodes whose operands can be widened one type index at a time (fixed signatures whose
/// narrow result is the truncation of the wide one).
fn can_retype(g: G) -> bool {
    matches!(
        g,
        G::G_ADD
            | G::G_SUB
            | G::G_MUL
            | G::G_AND
            | G::G_OR
            | G::G_XOR
            | G::G_SHL
            | G::G_LSHR
            | G::G_ASHR
            | G::G_UMIN
            | G::G_UMAX
            | G::G_SMIN
            | G::G_SMAX
            | G::G_UDIV
            | G::G_SDIV
            | G::G_UREM
            | G::G_SREM
            | G::G_UMULH
            | G::G_SMULH
            | G::G_ICMP
            | G::G_SELECT
            | G::G_CONSTANT
            | G::G_IMPLICIT_DEF
            | G::G_FREEZE
            | G::G_SEXT_INREG
            | G::G_CTPOP
            | G::G_BRCOND
            | G::G_FPTOSI
            | G::G_FPTOUI
            | G::G_SITOFP
            | G::G_UITOFP
            | G::G_FADD
            | G::G_FSUB
            | G::G_FMUL
            | G::G_FMA
            | G::G_FNEG
            | G::G_FABS
            | G::G_FSQRT
            | G::G_FFLOOR
            | G::G_FCEIL
            | G::G_FRINT
            | G::G_INTRINSIC_TRUNC
            | G::G_FMINNUM
            | G::G_FMAXNUM
            | G::G_FMINNUM_IEEE
            | G::G_FMAXNUM_IEEE
            | G::G_FCANONICALIZE
            | G::G_FCMP
            | G::G_FEXP2
            | G::G_FLOG2
            | G::G_PTR_ADD
    )
}
