//! Intrinsics llc-14's legalizer rewrites whatever the table says (reference §8):
//! - `llvm.amdgcn.if`/`else`/`loop` with the `G_BRCOND` on their result and the `G_BR` after it
//!   become `SI_IF`/`SI_ELSE`/`SI_LOOP` to the `G_BR` target, then a `G_BR` to the `G_BRCOND`
//!   target (the pseudo branches when no lane takes the path). The condition and mask registers
//!   get the lane-mask class (`sreg_64_xexec` on wave64, `sreg_32_xm0_xexec` on wave32), as do
//!   `llvm.amdgcn.if.break` results;
//! - `workitem.id.*`, `workgroup.id.*` and `kernarg.segment.ptr` read the registers the
//!   function's `argumentInfo` names: a copy of the live-in virtual register (created at the
//!   entry if the body has none yet), or undef where the function has no such input.

use smallvec::SmallVec;

use super::{G, Legalizer, Rewrite, intrinsic_name, r};
use crate::mir::{InstId, Llt, Opcode, Operand, PhysReg, RegConstraint, VReg};
use crate::pass::PassError;
use crate::target::instrs::{lane_mask_class, op};
use crate::target::regclass::argument_class;

/// What an input intrinsic reads where the function has no register for it: llc-14 reads a
/// missing kernarg segment pointer as null (a kernel without arguments) and anything else as
/// undefined.
#[derive(Clone, Copy)]
enum Absent {
    Null,
    Undef,
}

/// The intrinsics that read a preloaded input, the `argumentInfo` field naming its register,
/// and what they read without one.
const PRELOADED_INPUTS: &[(&str, &str, Absent)] = &[
    ("llvm.amdgcn.workitem.id.x", "workItemIDX", Absent::Undef),
    ("llvm.amdgcn.workitem.id.y", "workItemIDY", Absent::Undef),
    ("llvm.amdgcn.workitem.id.z", "workItemIDZ", Absent::Undef),
    ("llvm.amdgcn.workgroup.id.x", "workGroupIDX", Absent::Undef),
    ("llvm.amdgcn.workgroup.id.y", "workGroupIDY", Absent::Undef),
    ("llvm.amdgcn.workgroup.id.z", "workGroupIDZ", Absent::Undef),
    ("llvm.amdgcn.kernarg.segment.ptr", "kernargSegmentPtr", Absent::Null),
    ("llvm.amdgcn.implicitarg.ptr", "implicitArgPtr", Absent::Undef),
    ("llvm.amdgcn.dispatch.ptr", "dispatchPtr", Absent::Undef),
    ("llvm.amdgcn.queue.ptr", "queuePtr", Absent::Undef),
    ("llvm.amdgcn.dispatch.id", "dispatchID", Absent::Undef),
    ("llvm.amdgcn.implicit.buffer.ptr", "implicitBufferPtr", Absent::Undef),
];

/// Where a kernel's implicit arguments start in its kernarg segment (what
/// `llvm.amdgcn.implicitarg.ptr` adds to the segment pointer where the function has no register
/// for it): after the explicit ones (`explicitKernArgSize`), which start at byte 36 outside HSA
/// and Mesa (the ABI's nine dwords of grid and group sizes come first), aligned to 8 bytes on
/// HSA and 4 elsewhere (llc-14's `getImplicitParameterOffset`).
pub fn implicit_arg_offset(f: &crate::mir::Function, module_ir: Option<&str>) -> i64 {
    let triple = module_ir.and_then(|ir| ir.lines().find(|l| l.starts_with("target triple"))).unwrap_or("");
    let hsa = triple.contains("amdhsa");
    let explicit_start = if hsa || triple.contains("mesa3d") { 0 } else { 36 };
    let align = if hsa { 8 } else { 4 };
    let size = f
        .raw_header("machineFunctionInfo")
        .and_then(|info| info.lines().find_map(|l| l.trim_start().strip_prefix("explicitKernArgSize:")))
        .and_then(|v| v.trim().parse::<i64>().ok())
        .unwrap_or(0);
    explicit_start + (size + align - 1) / align * align
}

impl Legalizer<'_> {
    /// Rewrites the structured control-flow intrinsics and their branches, before anything else
    /// (they need the branches that follow them in the block).
    pub(super) fn lower_control_flow(&mut self) -> Result<(), PassError> {
        let mask_class = RegConstraint::Class(lane_mask_class(self.st.wave_size));
        for b in self.f.block_ids() {
            let insts = self.f.blocks[b.index()].insts.clone();
            for (pos, &id) in insts.iter().enumerate() {
                let inst = self.f.inst(id);
                if inst.opcode == Opcode::Generic(G::G_INTRINSIC)
                    && intrinsic_name(inst) == Some("llvm.amdgcn.if.break")
                    && let Some(d) = inst.def_vreg(0)
                {
                    self.f.vreg_mut(d).constraint = mask_class;
                    continue;
                }
                if inst.opcode != Opcode::Generic(G::G_INTRINSIC_W_SIDE_EFFECTS) {
                    continue;
                }
                let name = intrinsic_name(inst);
                let pseudo = match name {
                    Some("llvm.amdgcn.if") => op::SI_IF,
                    Some("llvm.amdgcn.else") => op::SI_ELSE,
                    Some("llvm.amdgcn.loop") => op::SI_LOOP,
                    _ => continue,
                };
                let Some(cond_out) = inst.def_vreg(0) else { continue };
                let mask_out = inst.def_vreg(1);
                let Some(input) = inst.explicit_uses().find_map(Operand::as_vreg) else { continue };
                // The G_BRCOND on the intrinsic's boolean, or on its negation (`G_XOR b, true`,
                // which llc-14's pre-legalizer combiner makes of a branch on `!b`), and the G_BR
                // after it, if any.
                let Some((bc_pos, brcond, negation)) = self.branch_on(&insts, pos + 1, cond_out) else {
                    return Err(self.illegal(id, "its boolean does not feed a G_BRCOND in the same block"));
                };
                let Some(cond_target) = self.f.inst(brcond).operands.get(1).and_then(Operand::as_block) else { continue };
                let br = insts.get(bc_pos + 1).copied().filter(|i| self.f.inst(*i).opcode == Opcode::Generic(G::G_BR));
                let uncond_target = match br.and_then(|i| self.f.inst(i).operands.first().and_then(Operand::as_block)) {
                    Some(t) => t,
                    None => {
                        // Falls through to the next block in layout.
                        let next = b.index() + 1;
                        if next >= self.f.blocks.len() {
                            return Err(self.illegal(id, "its branch falls off the end of the function"));
                        }
                        crate::mir::BlockId(next as u32)
                    }
                };
                // The pseudo jumps where the lanes that do not take the path go: the branch's
                // fall-through side, or its taken side when the branch is on the negation.
                let (other, taken) = if negation.is_some() { (cond_target, uncond_target) } else { (uncond_target, cond_target) };
                let flags_ops =
                    [Operand::implicit_def(PhysReg::EXEC), Operand::implicit_def(PhysReg::SCC), Operand::implicit_use(PhysReg::EXEC)];
                self.begin(id);
                let mut pseudo_inst = crate::mir::Inst::new(pseudo);
                if let Some(m) = mask_out {
                    self.f.vreg_mut(m).constraint = mask_class;
                    pseudo_inst.operands.push(Operand::vreg_def(m));
                }
                if pseudo == op::SI_IF {
                    self.f.vreg_mut(input).constraint = mask_class;
                }
                pseudo_inst.operands.push(r(input));
                pseudo_inst.operands.push(Operand::Block(other));
                pseudo_inst.operands.extend(flags_ops);
                // The pseudo takes the place of the G_BRCOND (after anything between them).
                self.cur = brcond;
                self.emit_inst(pseudo_inst);
                let mut g = crate::mir::Inst::new(G::G_BR);
                g.operands.push(Operand::Block(taken));
                self.emit_inst(g);
                let seq = std::mem::take(&mut self.seq);
                self.replace(brcond, seq);
                self.erase(id);
                if let Some(br) = br {
                    self.erase(br);
                }
                if let Some(xor) = negation {
                    self.erase(xor);
                }
            }
        }
        Ok(())
    }

    /// The `G_BRCOND` in `insts[from..]` that branches on `cond`, or on `G_XOR cond, true`
    /// defined there with the branch as its only user: its position, its id and the negation's.
    fn branch_on(&self, insts: &[InstId], from: usize, cond: VReg) -> Option<(usize, InstId, Option<InstId>)> {
        let rest = insts.get(from..)?;
        let is_true = |v: VReg| self.const_value(v).is_some_and(|c| c & 1 == 1);
        let negation = rest.iter().copied().find(|&i| {
            let x = self.f.inst(i);
            let (a, b) = (x.operands.get(1).and_then(Operand::as_vreg), x.operands.get(2).and_then(Operand::as_vreg));
            x.opcode == Opcode::Generic(G::G_XOR)
                && match (a, b) {
                    (Some(a), Some(b)) => (a == cond && is_true(b)) || (b == cond && is_true(a)),
                    _ => false,
                }
        });
        let negated = negation.and_then(|i| self.f.inst(i).def_vreg(0));
        let (k, brcond) = rest.iter().copied().enumerate().find(|&(_, i)| {
            let x = self.f.inst(i);
            let c = x.operands.first().and_then(Operand::as_vreg);
            x.opcode == Opcode::Generic(G::G_BRCOND) && c.is_some() && (c == Some(cond) || c == negated)
        })?;
        let on_negation = self.f.inst(brcond).operands.first().and_then(Operand::as_vreg) != Some(cond);
        if on_negation {
            // The negation must die with the branch: any other reader would be left reading a
            // register nothing defines.
            let n = negated?;
            let read_elsewhere =
                self.f.blocks.iter().flat_map(|blk| blk.insts.iter()).any(|&i| i != brcond && self.f.inst(i).used_vregs().any(|u| u == n));
            if read_elsewhere {
                return None;
            }
        }
        Some((from + k, brcond, if on_negation { negation } else { None }))
    }

    /// Intrinsics that read the function's preloaded inputs.
    pub(super) fn lower_input_intrinsic(&mut self, id: InstId) -> Rewrite {
        if let Some(rw) = self.lower_buffer_intrinsic(id) {
            return rw;
        }
        let inst = self.inst(id);
        let Some(name) = intrinsic_name(inst) else { return Ok(None) };
        let Some(&(_, key, absent)) = PRELOADED_INPUTS.iter().find(|(n, _, _)| *n == name) else {
            return Ok(None);
        };
        let Some(dst) = inst.def_vreg(0) else { return Ok(None) };
        let ty = self.ty(dst).unwrap_or(Llt::Scalar(32));
        let arg = self.argument(key);
        self.begin(id);
        match arg.and_then(|(p, mask)| self.live_in_vreg(p).map(|v| (v, mask))) {
            Some((v, None)) => {
                self.emit(G::COPY, &[dst], &[r(v)]);
            }
            Some((v, Some(mask))) => {
                // Several inputs packed in one register (the work-item ids of gfx90a): shift the
                // field down and clear what is above it.
                let shift = mask.trailing_zeros();
                let field = u64::from(mask) >> shift;
                let mut x = self.op(G::COPY, ty, &[r(v)]);
                if shift != 0 {
                    let k = self.cst(ty, i64::from(shift));
                    x = self.op(G::G_LSHR, ty, &[r(x), r(k)]);
                }
                let m = self.cst(ty, field as i64);
                self.emit(G::G_AND, &[dst], &[r(x), r(m)]);
            }
            None if key == "implicitArgPtr" && self.is_entry_function() => {
                // A kernel has no register for it: the implicit arguments follow the explicit
                // ones in the kernarg segment.
                let base = self.kernarg_base(ty);
                let offset = self.implicit_arg_offset();
                let k = self.cst(Llt::Scalar(64), offset);
                self.emit(G::G_PTR_ADD, &[dst], &[r(base), r(k)]);
            }
            None => match absent {
                Absent::Null => {
                    self.emit(G::G_CONSTANT, &[dst], &[Operand::cimm(64, 0)]);
                }
                Absent::Undef => {
                    self.emit(G::G_IMPLICIT_DEF, &[dst], &[]);
                }
            },
        }
        Ok(self.end())
    }

    /// Whether the hardware starts the function (a kernel or a shader), as its
    /// `machineFunctionInfo` or its IR calling convention says.
    fn is_entry_function(&self) -> bool {
        let header = self.f.raw_header("machineFunctionInfo").is_some_and(|i| i.lines().any(|l| l.trim() == "isEntryFunction: true"));
        header || self.f.ir.as_ref().is_some_and(|ir| ir.cc.is_entry())
    }

    /// The kernarg segment pointer as a value of type `ty` (null where the function has none,
    /// as llc-14 reads it).
    fn kernarg_base(&mut self, ty: Llt) -> VReg {
        let live_in = self.argument("kernargSegmentPtr").and_then(|(p, _)| self.live_in_vreg(p));
        match live_in {
            Some(v) => self.op(G::COPY, ty, &[r(v)]),
            None => self.op(G::G_CONSTANT, ty, &[Operand::cimm(64, 0)]),
        }
    }

    /// Where the implicit kernel arguments start (see [`implicit_arg_offset`]).
    fn implicit_arg_offset(&self) -> i64 {
        implicit_arg_offset(self.f, self.module_ir.as_deref())
    }

    /// The physical register `machineFunctionInfo.argumentInfo.<key>` names, and the mask of
    /// its bits the input occupies where it shares the register.
    fn argument(&self, key: &str) -> Option<(PhysReg, Option<u32>)> {
        let info = self.f.raw_header("machineFunctionInfo")?;
        let line = info.lines().find(|l| l.trim_start().starts_with(&format!("{key}:")))?;
        let reg = line.split("reg: '$").nth(1)?.split('\'').next()?;
        let mask = line
            .split("mask: ")
            .nth(1)
            .and_then(|m| m.split(|c: char| !c.is_ascii_digit()).next())
            .and_then(|m| m.parse::<u32>().ok())
            .filter(|&m| m != 0 && m != u32::MAX);
        Some((PhysReg::from_name(reg)?, mask))
    }

    /// The virtual register holding live-in `p`, defined by a copy at the top of the entry block
    /// (added, with the block live-in, if the body has none).
    fn live_in_vreg(&mut self, p: PhysReg) -> Option<VReg> {
        let v = self.f.liveins.iter().find(|l| l.reg == p).and_then(|l| l.vreg)?;
        let entry = self.f.entry();
        let defined = self.def(v).is_some();
        if !defined {
            let first = *self.f.blocks[entry.index()].insts.first()?;
            let mut copy = crate::mir::Inst::new(G::COPY);
            copy.operands.push(Operand::vreg_def(v));
            copy.operands.push(Operand::phys(p));
            let loc = crate::mir::SourceLoc::default();
            let id = self.add(copy, loc, entry);
            self.insert_before(first, id);
            // The class is the argument register's own (a 64-bit pointer in `sgpr_64`), as the
            // calling convention lowering gives it; without one, a copy of the full register.
            if self.f.vreg(v).constraint == RegConstraint::None && self.f.vreg(v).ty.is_none() {
                match argument_class(p) {
                    Some(class) => self.f.vreg_mut(v).constraint = RegConstraint::Class(class),
                    None => self.f.vreg_mut(v).ty = Some(Llt::Scalar(u16::try_from(p.bits()).unwrap_or(32))),
                }
            }
            let block = &mut self.f.blocks[entry.index()];
            if !block.liveins.iter().any(|(r, _)| *r == p) {
                block.liveins.push((p, None));
            }
        }
        Some(v)
    }

    /// Operands of an intrinsic after its name, for rewrites.
    #[allow(dead_code)]
    pub(super) fn intrinsic_args(&self, id: InstId) -> SmallVec<[Operand; 6]> {
        let inst = self.inst(id);
        inst.explicit_uses().skip(1).copied().collect()
    }

    /// The lane-mask type of the subtarget (`s64` on wave64, `s32` on wave32).
    #[allow(dead_code)]
    pub(super) fn lane_mask_ty(&self) -> Llt {
        Llt::Scalar(self.st.lane_mask_bits())
    }
}
