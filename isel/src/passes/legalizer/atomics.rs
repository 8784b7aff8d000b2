//! Compare-and-swap, as llc-14's legalizer has it (`LegalizerHelper::lower` of
//! `G_ATOMIC_CMPXCHG_WITH_SUCCESS`, `AMDGPULegalizerInfo::legalizeAtomicCmpXChg`):
//! - `G_ATOMIC_CMPXCHG_WITH_SUCCESS old, ok = (p, cmp, new)` becomes the plain
//!   `G_ATOMIC_CMPXCHG old = (p, cmp, new)` and `ok = G_ICMP eq old, cmp`;
//! - in global and flat memory (`p1`, `p0`) the plain form becomes
//!   `G_AMDGPU_ATOMIC_CMPXCHG old = (p, G_BUILD_VECTOR <new, cmp>)`, the packed data operand of
//!   `{GLOBAL,FLAT}_ATOMIC_CMPSWAP`; LDS keeps `G_ATOMIC_CMPXCHG` (`DS_CMPST` takes both apart).
//!
//! The memory operand moves to the new instruction unchanged.

use super::{G, Legalizer, Rewrite, r};
use crate::mir::{Inst, InstId, Llt, Operand, Predicate};

impl Legalizer<'_> {
    pub(super) fn lower_cmpxchg(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id).clone();
        let Some(g) = inst.opcode.generic() else { return Ok(None) };
        let with_success = g == G::G_ATOMIC_CMPXCHG_WITH_SUCCESS;
        let defs = if with_success { 2 } else { 1 };
        let (Some(old), Some(p), Some(cmp), Some(new)) =
            (self.reg_at(id, 0), self.reg_at(id, defs), self.reg_at(id, defs + 1), self.reg_at(id, defs + 2))
        else {
            return Ok(None);
        };
        let (Some(ty), Some(pty)) = (self.ty(old), self.ty(p)) else { return Ok(None) };
        let packed = matches!(pty, Llt::Pointer(0 | 1));
        if !with_success && !packed {
            return Ok(None);
        }
        let Some(eq) = Predicate::int_from_name("eq") else { return Ok(None) };
        self.begin(id);
        let mut x = if packed {
            let vty = Llt::vector(2, ty);
            let v = self.op(G::G_BUILD_VECTOR, vty, &[r(new), r(cmp)]);
            let mut x = Inst::new(G::G_AMDGPU_ATOMIC_CMPXCHG);
            x.operands.push(Operand::vreg_def(old));
            x.operands.push(r(p));
            x.operands.push(r(v));
            x
        } else {
            let mut x = Inst::new(G::G_ATOMIC_CMPXCHG);
            x.operands.push(Operand::vreg_def(old));
            x.operands.extend([r(p), r(cmp), r(new)]);
            x
        };
        for m in &inst.memops {
            x.push_memop(m.clone());
        }
        self.emit_inst(x);
        if with_success && let Some(ok) = self.reg_at(id, 1) {
            self.emit(G::G_ICMP, &[ok], &[Operand::Pred(eq), r(old), r(cmp)]);
        }
        Ok(self.end())
    }
}
