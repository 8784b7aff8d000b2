//! Operand types of generic instructions (V008) and copy sizes (V009).
//!
//! V008 follows the opcode signatures of LLVM 14's `GenericOpcodes.td` (`OpKind::Ty(n)`: operands
//! sharing a type index share an LLT), plus the relations between type indices that LLVM's
//! machine verifier checks: extensions widen and truncations narrow (lane counts equal),
//! comparisons give `s1` per lane, merges and unmerges preserve the total size, `G_PTR_ADD`
//! offsets a pointer. V009 is LLVM's COPY rule: two typed registers must have the same type; a
//! typed register and an untyped one must have the same size (lane masks excepted: their width
//! is the wave's); untyped copies are not judged.

use isel::mir::{Function, GenericOpcode, Inst, InstId, Llt, OpKind, Operand, Reg};

use crate::facts::operand_width;
use crate::violation::{Violation, opcode_name};

fn fail(id: InstId, inst: &Inst, operand: Option<usize>, other: Option<usize>, detail: String) -> Violation {
    Violation::OperandTypes { inst: id, operand, opcode: opcode_name(inst.opcode).to_string(), detail, other }
}

/// V008 for one pre-selection generic instruction.
pub fn check_generic(f: &Function, id: InstId, inst: &Inst, out: &mut Vec<Violation>) {
    let Some(g) = inst.opcode.generic().filter(|g| g.is_pre_isel()) else { return };
    let sig = g.signature();
    let ndefs = inst.num_defs();
    let explicit: Vec<usize> = (0..inst.operands.len()).filter(|&i| !inst.operands[i].as_reg().is_some_and(|r| r.is_implicit())).collect();
    let variadic_defs =
        matches!(g, GenericOpcode::G_UNMERGE_VALUES | GenericOpcode::G_INTRINSIC | GenericOpcode::G_INTRINSIC_W_SIDE_EFFECTS);
    if !variadic_defs && ndefs != sig.defs.len() {
        out.push(fail(id, inst, None, None, format!("expects {} def(s), found {ndefs}", sig.defs.len())));
        return;
    }
    let nuses = explicit.len() - ndefs;
    let fixed_uses = sig.uses.len();
    if (!sig.variadic && nuses != fixed_uses) || nuses < fixed_uses {
        let what = if sig.variadic { "at least " } else { "" };
        out.push(fail(id, inst, None, None, format!("expects {what}{fixed_uses} use operand(s), found {nuses}")));
        return;
    }

    // Operand index → signature kind, for the fixed part.
    let mut kinds: Vec<(usize, OpKind)> = Vec::new();
    if !variadic_defs {
        kinds.extend(sig.defs.iter().enumerate().map(|(i, &k)| (i, k)));
    }
    kinds.extend(sig.uses.iter().enumerate().map(|(i, &k)| (explicit[ndefs + i], k)));

    let mut by_index: [Option<(Llt, usize)>; 4] = [None; 4];
    for &(o, kind) in &kinds {
        let op = &inst.operands[o];
        match kind {
            OpKind::Ty(n) => {
                let Some(ty) = typed_vreg(f, id, inst, o, out) else { continue };
                let slot = &mut by_index[usize::from(n).min(3)];
                match *slot {
                    None => *slot = Some((ty, o)),
                    Some((want, first)) if want != ty => {
                        out.push(fail(id, inst, Some(o), Some(first), format!("operand {o} has type {ty} but type index {n} is {want}")));
                    }
                    Some(_) => {}
                }
            }
            OpKind::Imm if !matches!(op, Operand::Imm(_) | Operand::CImm { .. } | Operand::FpImm { .. }) => {
                out.push(fail(id, inst, Some(o), None, format!("operand {o} must be an immediate")));
            }
            OpKind::Pred if !matches!(op, Operand::Pred(_)) => {
                out.push(fail(id, inst, Some(o), None, format!("operand {o} must be a predicate")));
            }
            OpKind::Intrinsic if !matches!(op, Operand::Intrinsic(_)) => {
                out.push(fail(id, inst, Some(o), None, format!("operand {o} must be an intrinsic ID")));
            }
            OpKind::Block if !matches!(op, Operand::Block(_)) => {
                out.push(fail(id, inst, Some(o), None, format!("operand {o} must be a block")));
            }
            _ => {}
        }
    }
    let t = |n: usize| by_index[n];
    let variadic_regs = || explicit[ndefs + fixed_uses..].iter().copied();

    use GenericOpcode as G;
    match g {
        G::G_PHI => {
            for o in variadic_regs().step_by(2) {
                if let (Some(ty), Some((want, d))) = (typed_vreg(f, id, inst, o, out), t(0))
                    && ty != want
                {
                    out.push(fail(id, inst, Some(o), Some(d), format!("input has type {ty}, the PHI is {want}")));
                }
            }
        }
        G::G_ZEXT | G::G_SEXT | G::G_ANYEXT | G::G_TRUNC | G::G_FPEXT | G::G_FPTRUNC => {
            if let (Some((dst, d)), Some((src, s))) = (t(0), t(1)) {
                let widen = !matches!(g, G::G_TRUNC | G::G_FPTRUNC);
                if dst.is_vector() != src.is_vector() || dst.lanes() != src.lanes() {
                    out.push(fail(id, inst, Some(s), Some(d), format!("source {src} and result {dst} differ in lanes")));
                } else if widen && dst.scalar_type().bits() <= src.scalar_type().bits() {
                    out.push(fail(id, inst, Some(d), Some(s), format!("result {dst} must be wider than source {src}")));
                } else if !widen && dst.scalar_type().bits() >= src.scalar_type().bits() {
                    out.push(fail(id, inst, Some(d), Some(s), format!("result {dst} must be narrower than source {src}")));
                }
            }
        }
        // AMDGPU compares and selects on uniform values use an s32 condition (a widened SCC), so
        // only the lane counts are checked, as LLVM does.
        G::G_ICMP | G::G_FCMP => {
            if let (Some((dst, d)), Some((src, s))) = (t(0), t(1))
                && (dst.lanes() != src.lanes() || dst.is_vector() != src.is_vector())
            {
                out.push(fail(id, inst, Some(d), Some(s), format!("result {dst} must have one lane per lane of {src}")));
            }
        }
        G::G_SELECT => {
            if let (Some((cond, c)), Some((val, v))) = (t(1), t(0))
                && cond.is_vector()
                && (!val.is_vector() || cond.lanes() != val.lanes())
            {
                out.push(fail(id, inst, Some(c), Some(v), format!("vector condition {cond} must have one lane per lane of {val}")));
            }
        }
        G::G_PTR_ADD => {
            if let (Some((p, po)), Some((off, oo))) = (t(0), t(1)) {
                if !p.scalar_type().is_pointer() {
                    out.push(fail(id, inst, Some(po), None, format!("{p} is not a pointer")));
                } else if off.scalar_type().is_pointer() {
                    out.push(fail(id, inst, Some(oo), None, format!("the offset {off} must be a scalar")));
                }
            }
        }
        G::G_MERGE_VALUES | G::G_BUILD_VECTOR | G::G_CONCAT_VECTORS => {
            let Some((src, s)) = t(1) else { return };
            let mut n = 1u32;
            for o in variadic_regs() {
                n += 1;
                if let Some(ty) = typed_vreg(f, id, inst, o, out)
                    && ty != src
                {
                    out.push(fail(id, inst, Some(o), Some(s), format!("source has type {ty}, the first is {src}")));
                }
            }
            if let Some((dst, d)) = t(0)
                && dst.bits() != n * src.bits()
            {
                out.push(fail(id, inst, Some(d), Some(s), format!("result {dst} is not {n} x {src}")));
            }
        }
        G::G_UNMERGE_VALUES => {
            let Some(&src_o) = explicit.get(ndefs) else { return };
            if explicit.len() != ndefs + 1 {
                out.push(fail(id, inst, None, None, format!("expects one source, found {}", explicit.len() - ndefs)));
                return;
            }
            let mut first: Option<(Llt, usize)> = None;
            for o in 0..ndefs {
                let Some(ty) = typed_vreg(f, id, inst, o, out) else { continue };
                match first {
                    None => first = Some((ty, o)),
                    Some((want, fo)) if want != ty => {
                        out.push(fail(id, inst, Some(o), Some(fo), format!("result has type {ty}, the first is {want}")));
                    }
                    Some(_) => {}
                }
            }
            if let (Some(src), Some((dst, d))) = (typed_vreg(f, id, inst, src_o, out), first)
                && src.bits() != ndefs as u32 * dst.bits()
            {
                out.push(fail(id, inst, Some(src_o), Some(d), format!("source {src} is not {ndefs} x {dst}")));
            }
        }
        G::G_CONSTANT => {
            if let (Some((dst, d)), Some(Operand::CImm { bits, .. })) = (t(0), explicit.get(1).map(|&o| &inst.operands[o]))
                && u32::from(*bits) != dst.bits()
            {
                out.push(fail(id, inst, Some(d), None, format!("an i{bits} constant cannot define {dst}")));
            }
        }
        _ => {}
    }
}

/// The type of the virtual register at operand `o`, reporting operands that are not typed
/// virtual registers.
fn typed_vreg(f: &Function, id: InstId, inst: &Inst, o: usize, out: &mut Vec<Violation>) -> Option<Llt> {
    let r = match inst.operands.get(o).and_then(Operand::as_reg) {
        Some(r) => r,
        None => {
            out.push(fail(id, inst, Some(o), None, format!("operand {o} must be a register")));
            return None;
        }
    };
    match r.reg {
        Reg::Virt(v) => match f.vreg_type(v) {
            Some(t) => Some(t),
            None => {
                out.push(fail(id, inst, Some(o), None, format!("%{} has no type (LLT)", v.0)));
                None
            }
        },
        Reg::Phys(p) => {
            out.push(fail(id, inst, Some(o), None, format!("a generic instruction cannot name physical register ${p}")));
            None
        }
        Reg::NoReg => None,
    }
}

/// V009.
pub fn check_copy(f: &Function, id: InstId, inst: &Inst, out: &mut Vec<Violation>) {
    if inst.opcode.generic() != Some(GenericOpcode::COPY) {
        return;
    }
    let (Some(dst), Some(src)) = (inst.operands.first().and_then(Operand::as_reg), inst.operands.get(1).and_then(Operand::as_reg)) else {
        return;
    };
    let (Some((db, dt)), Some((sb, st))) = (operand_width(f, dst), operand_width(f, src)) else { return };
    // As in LLVM: copies between untyped registers (selected code, physical registers) are
    // not judged by size; sub-register copies between classes are how selection narrows.
    if dt.is_none() && st.is_none() {
        return;
    }
    let mismatch = match (dt, st) {
        (Some(a), Some(b)) => a != b,
        _ => db != sb,
    };
    if mismatch {
        let show = |bits: u32, t: Option<Llt>| match t {
            Some(t) => format!("{bits} ({t})"),
            None => bits.to_string(),
        };
        out.push(Violation::CopySize { inst: id, dst: show(db, dt), src: show(sb, st) });
    }
}
