//! Register banks of the buffer accesses, as llc-14's AMDGPURegisterBankInfo maps them:
//!
//! - `G_AMDGPU_BUFFER_LOAD*` / `G_AMDGPU_BUFFER_STORE*`: the resource and soffset in SGPRs,
//!   vindex, voffset, the data and the result in VGPRs (the bank table's base pattern says so).
//!   A resource or soffset in a VGPR needs llc-14's waterfall loop (`executeInWaterfallLoop`:
//!   one iteration per distinct value, read with `V_READFIRSTLANE_B32` under the lanes that
//!   hold it), which is not built here: that is a named error, never a lone readfirstlane.
//! - `G_AMDGPU_S_BUFFER_LOAD` stays scalar when the resource and offset are SGPRs. With an SGPR
//!   resource and a VGPR offset it becomes a MUBUF `G_AMDGPU_BUFFER_LOAD` into a VGPR
//!   (`applyMappingSBufferLoad`), the offset split as `setBufferOffsets` splits it: a VGPR base
//!   plus a constant takes the constant as immediate offset (the part past 4095 in a scalar
//!   soffset, `splitMUBUFOffset`), an SGPR base plus a constant below 4096 goes to soffset, a
//!   `G_ADD` of a VGPR and an SGPR gives voffset and soffset, anything else is the voffset with
//!   a zero soffset; the index is a VGPR zero. A VGPR resource needs the waterfall loop (error).

use super::Rewriter;
use crate::mir::{Bank, GenericOpcode, Inst, Llt, Opcode, Operand, VReg};
use crate::pass::PassError;

/// The largest immediate offset of a MUBUF instruction (12 bits, unsigned).
const MAX_IMM_OFFSET: u32 = 4095;

/// Is `g` one of the buffer opcodes this module maps?
pub(super) fn is_buffer_opcode(g: GenericOpcode) -> bool {
    use GenericOpcode::*;
    matches!(
        g,
        G_AMDGPU_BUFFER_LOAD
            | G_AMDGPU_BUFFER_LOAD_UBYTE
            | G_AMDGPU_BUFFER_LOAD_SBYTE
            | G_AMDGPU_BUFFER_LOAD_USHORT
            | G_AMDGPU_BUFFER_LOAD_SSHORT
            | G_AMDGPU_BUFFER_STORE
            | G_AMDGPU_BUFFER_STORE_BYTE
            | G_AMDGPU_BUFFER_STORE_SHORT
            | G_AMDGPU_S_BUFFER_LOAD
    )
}

/// llc-14's `AMDGPU::splitMUBUFOffset` with alignment 1 on GFX9+: the soffset and immediate
/// parts of a constant offset.
fn split_mubuf_offset(imm: u32) -> (u32, u32) {
    if imm <= MAX_IMM_OFFSET {
        (0, imm)
    } else if imm <= MAX_IMM_OFFSET + 64 {
        // An inline constant 1..64 in soffset.
        (imm - MAX_IMM_OFFSET, MAX_IMM_OFFSET)
    } else {
        let high = imm.wrapping_add(1) & !MAX_IMM_OFFSET;
        let low = imm.wrapping_add(1) & MAX_IMM_OFFSET;
        (high.wrapping_sub(1), low)
    }
}

impl Rewriter<'_> {
    /// Maps a buffer access (see the module documentation); `None` leaves it to the table.
    pub(super) fn map_buffer(&mut self, inst: &Inst, g: GenericOpcode) -> Result<Option<()>, PassError> {
        // rsrc is operand 1 of every form; soffset operand 4 of the MUBUF ones, the offset
        // operand 2 of the scalar load.
        let vgpr = |rw: &Self, i: usize| inst.operands.get(i).and_then(Operand::as_vreg).is_some_and(|v| rw.bank(v) == Some(Bank::Vgpr));
        let waterfall = |what: &str| {
            PassError::at(
                format!(
                    "`{}` has its {what} in a VGPR: llc-14 reads it in a waterfall loop, which is not built here",
                    self.f.inst_to_string(inst)
                ),
                inst.loc,
            )
        };
        if vgpr(self, 1) {
            return Err(waterfall("buffer resource"));
        }
        if g != GenericOpcode::G_AMDGPU_S_BUFFER_LOAD {
            if vgpr(self, 4) {
                return Err(waterfall("soffset"));
            }
            return Ok(None);
        }
        if !vgpr(self, 2) {
            return Ok(None);
        }
        self.s_buffer_load_to_mubuf(inst).map(Some)
    }

    /// `G_AMDGPU_S_BUFFER_LOAD` with a VGPR offset as a MUBUF load (`applyMappingSBufferLoad`).
    fn s_buffer_load_to_mubuf(&mut self, inst: &Inst) -> Result<(), PassError> {
        let s32 = Llt::S32;
        let (Some(dst), Some(rsrc), Some(offset)) =
            (inst.def_vreg(0), inst.operands.get(1).and_then(Operand::as_vreg), inst.operands.get(2).and_then(Operand::as_vreg))
        else {
            return Err(PassError::at(format!("malformed `{}`", self.f.inst_to_string(inst)), inst.loc));
        };
        if self.ty(dst).is_some_and(|t| t.bits() > 128) {
            return Err(PassError::at(
                format!("`{}`: a divergent s.buffer.load wider than 128 bits is split by llc-14, not here", self.f.inst_to_string(inst)),
                inst.loc,
            ));
        }
        let (voffset, soffset, imm) = self.set_buffer_offsets(offset);
        let vindex = self.constant(Bank::Vgpr, s32, 0);
        let id = self.inst_id();
        let cur = self.f.inst_mut(id);
        cur.opcode = Opcode::Generic(GenericOpcode::G_AMDGPU_BUFFER_LOAD);
        cur.operands.truncate(1);
        cur.operands.extend([
            Operand::vreg(rsrc),
            Operand::vreg(vindex),
            Operand::vreg(voffset),
            Operand::vreg(soffset),
            Operand::Imm(i64::from(imm)),
            // llc-14 gives the MUBUF form a zero cache policy and idxen.
            Operand::Imm(0),
            Operand::Imm(0),
        ]);
        self.set_bank(dst, Bank::Vgpr);
        Ok(())
    }

    /// llc-14's `setBufferOffsets` for a VGPR combined offset: (voffset, soffset, immediate).
    fn set_buffer_offsets(&mut self, offset: VReg) -> (VReg, VReg, u32) {
        let s32 = Llt::S32;
        let (base, k) = self.base_with_constant_offset(offset);
        if let Some(base) = base
            && (k as i32) > 0
        {
            let (soff, imm) = split_mubuf_offset(k);
            if self.bank(base) == Some(Bank::Vgpr) {
                let s = self.constant(Bank::Sgpr, s32, i64::from(soff as i32));
                return (base, s, imm);
            }
            if soff == 0 {
                let v = self.constant(Bank::Vgpr, s32, 0);
                return (v, base, imm);
            }
        }
        // The variable SGPR + VGPR case.
        if (k as i32) >= 0
            && let Some(add) = self.def_inst(self.through_copies(offset)).filter(|i| i.opcode == Opcode::Generic(GenericOpcode::G_ADD))
            && let (Some(a), Some(b)) = (add.operands.get(1).and_then(Operand::as_vreg), add.operands.get(2).and_then(Operand::as_vreg))
        {
            let (a, b) = (self.through_copies(a), self.through_copies(b));
            match (self.bank(a), self.bank(b)) {
                (Some(Bank::Vgpr), Some(Bank::Sgpr)) => return (a, b, 0),
                (Some(Bank::Sgpr), Some(Bank::Vgpr)) => return (b, a, 0),
                _ => {}
            }
        }
        let s = self.constant(Bank::Sgpr, s32, 0);
        (offset, s, 0)
    }

    /// The instruction defining `v`, anywhere in the function (a clone).
    fn def_inst(&self, v: VReg) -> Option<Inst> {
        self.f.all_insts().find(|(_, _, i)| i.defined_vregs().any(|d| d == v)).map(|(_, _, i)| i.clone())
    }

    /// The source of a chain of plain copies ending in `v` (llc-14's `getSrcRegIgnoringCopies`).
    fn through_copies(&self, mut v: VReg) -> VReg {
        for _ in 0..8 {
            match self.def_inst(v) {
                Some(i) if i.opcode == Opcode::Generic(GenericOpcode::COPY) => match i.operands.get(1).and_then(Operand::as_vreg) {
                    Some(s) if self.ty(s).is_some() => v = s,
                    _ => break,
                },
                _ => break,
            }
        }
        v
    }

    /// llc-14's `AMDGPU::getBaseWithConstantOffset`: `(None, c)` for a constant, `(Some(b), c)`
    /// for `G_ADD b, c` (the constant directly or through a copy), `(Some(v), 0)` otherwise.
    fn base_with_constant_offset(&self, v: VReg) -> (Option<VReg>, u32) {
        let src = self.through_copies(v);
        let Some(def) = self.def_inst(src) else { return (Some(v), 0) };
        let constant = |rw: &Self, r: VReg| {
            let d = rw.def_inst(rw.through_copies(r))?;
            if d.opcode == Opcode::Generic(GenericOpcode::G_CONSTANT) { d.operands.get(1)?.as_imm() } else { None }
        };
        match def.opcode {
            Opcode::Generic(GenericOpcode::G_CONSTANT) => (None, def.operands.get(1).and_then(Operand::as_imm).unwrap_or(0) as u32),
            Opcode::Generic(GenericOpcode::G_ADD) => {
                let (Some(a), Some(b)) = (def.operands.get(1).and_then(Operand::as_vreg), def.operands.get(2).and_then(Operand::as_vreg))
                else {
                    return (Some(v), 0);
                };
                match constant(self, b) {
                    Some(c) => (Some(a), c as u32),
                    None => (Some(v), 0),
                }
            }
            _ => (Some(v), 0),
        }
    }
}
