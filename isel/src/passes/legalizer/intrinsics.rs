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
use crate::pipeline::PassError;
use crate::target::instrs::{lane_mask_class, op};

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
                // The G_BRCOND on the intrinsic's boolean, and the G_BR after it, if any.
                let Some((bc_pos, &brcond)) = insts.iter().enumerate().skip(pos + 1).find(|(_, i)| {
                    let x = self.f.inst(**i);
                    x.opcode == Opcode::Generic(G::G_BRCOND) && x.operands.first().and_then(Operand::as_vreg) == Some(cond_out)
                }) else {
                    return Err(self.illegal(id, "its boolean does not feed a G_BRCOND in the same block"));
                };
                let Some(taken) = self.f.inst(brcond).operands.get(1).and_then(Operand::as_block) else { continue };
                let br = insts.get(bc_pos + 1).copied().filter(|i| self.f.inst(*i).opcode == Opcode::Generic(G::G_BR));
                let other = match br.and_then(|i| self.f.inst(i).operands.first().and_then(Operand::as_block)) {
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
            }
        }
        Ok(())
    }

    /// Intrinsics that read the function's preloaded inputs.
    pub(super) fn lower_input_intrinsic(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let Some(name) = intrinsic_name(inst) else { return Ok(None) };
        let key = match name {
            "llvm.amdgcn.workitem.id.x" => "workItemIDX",
            "llvm.amdgcn.workitem.id.y" => "workItemIDY",
            "llvm.amdgcn.workitem.id.z" => "workItemIDZ",
            "llvm.amdgcn.workgroup.id.x" => "workGroupIDX",
            "llvm.amdgcn.workgroup.id.y" => "workGroupIDY",
            "llvm.amdgcn.workgroup.id.z" => "workGroupIDZ",
            "llvm.amdgcn.kernarg.segment.ptr" => "kernargSegmentPtr",
            "llvm.amdgcn.dispatch.ptr" => "dispatchPtr",
            "llvm.amdgcn.queue.ptr" => "queuePtr",
            "llvm.amdgcn.dispatch.id" => "dispatchID",
            _ => return Ok(None),
        };
        let Some(dst) = inst.def_vreg(0) else { return Ok(None) };
        let phys = self.argument_register(key);
        self.begin(id);
        match phys.and_then(|p| self.live_in_vreg(p).map(|v| (p, v))) {
            Some((_, v)) => {
                self.emit(G::COPY, &[dst], &[r(v)]);
            }
            None => {
                self.emit(G::G_IMPLICIT_DEF, &[dst], &[]);
            }
        }
        Ok(self.end())
    }

    /// The physical register `machineFunctionInfo.argumentInfo.<key>` names.
    fn argument_register(&self, key: &str) -> Option<PhysReg> {
        let info = self.f.raw_header("machineFunctionInfo")?;
        let line = info.lines().find(|l| l.trim_start().starts_with(&format!("{key}:")))?;
        let reg = line.split("reg: '$").nth(1)?.split('\'').next()?;
        PhysReg::from_name(reg)
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
            if self.f.vreg(v).constraint == RegConstraint::None && self.f.vreg(v).ty.is_none() {
                let class = if p.is_vgpr() { crate::target::regclass::class::VGPR_32 } else { crate::target::regclass::class::SREG_32 };
                self.f.vreg_mut(v).constraint = RegConstraint::Class(class);
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
