//! `instruction-select`: replaces every generic instruction with AMDGPU machine instructions,
//! driven by the matcher `patterns!` generates (see `target/patterns.rs`).
//!
//! The algorithm is LLVM's InstructionSelect: blocks bottom-up, instructions bottom-up, so an
//! instruction's users are selected before it. A pattern may fold a single-use nested
//! instruction (a `G_FMUL` into an FMA, a `G_PTR_ADD` into an addressing mode); that instruction
//! is then dead when the walk reaches it, and is deleted. What is not generic is kept: target
//! instructions the legalizer already produced (`SI_IF`, ...) only get register classes.
//! `COPY`s are selected by pattern where one exists (into the `vcc` bank) and otherwise keep
//! their shape, their registers getting the class of their bank and size. At the end every
//! virtual register has a class and no LLT, and the function is marked `selected`.

use smallvec::SmallVec;

use crate::mir::{
    Bank, Function, GenericOpcode, HeaderEntry, Inst, InstId, Llt, Opcode, Operand, PhysReg, Reg, RegConstraint, RegFile, Special, VReg,
};
use crate::pass::{PassContext, PassError};
use crate::target::Subtarget;
use crate::target::instrs::{InstrFlags, OperandKind};
use crate::target::pattern_rt::{ArmCache, Emitter, MatchCx, Matched, class_for};
use crate::target::patterns::match_patterns_cached;

/// Runs instruction selection on `f`.
///
/// Each block's instruction list is taken out and consumed from its end as a stack; what
/// selection keeps or emits is collected in reverse and put back when the block is done. So an
/// instruction replaced by several never shifts the rest of the block, and the walk is linear
/// in the block's length.
pub fn run(f: &mut Function, cx: &mut PassContext) -> Result<(), PassError> {
    let st = cx.subtarget;
    let (mut defs, mut uses) = defs_and_uses(f);
    let mut s = Selector {
        st,
        group_static_size: group_static_size(f, cx.module_ir.as_deref()),
        rsrc: reserved_rsrc(f, st),
        rsrc_used: false,
        arms: ArmCache::default(),
        matched: Matched::default(),
        free: Vec::new(),
        emitted: Vec::new(),
    };
    // The emptied list of the block before, whose buffer the next block's result reuses: a
    // fresh one per block opened a new page of heap (with the printer's 16-byte register
    // entries, the 20,000-instruction bench row touches one 2 MB page fewer).
    let mut spare: Vec<InstId> = Vec::new();
    for b in f.block_ids().rev() {
        let mut todo = std::mem::take(&mut f.block_mut(b).insts);
        let mut done = std::mem::take(&mut spare);
        done.reserve(todo.len() + todo.len() / 2);
        while let Some(id) = todo.pop() {
            match s.select_one(f, id, &mut todo, &mut done, &mut defs, &mut uses) {
                Ok(()) => {}
                Err(e) => {
                    // Put the block back together (unselected above, selected below) so the
                    // function stays whole for whoever reports the error.
                    todo.push(id);
                    todo.extend(done.into_iter().rev());
                    f.block_mut(b).insts = todo;
                    return Err(e);
                }
            }
        }
        done.reverse();
        f.block_mut(b).insts = done;
        spare = todo;
    }
    finish_classes(f, st);
    if s.rsrc_used {
        name_reserved_registers(f, s.rsrc);
    }
    f.props.selected = true;
    Ok(())
}

/// The defining instruction and the number of uses of every virtual register, in one walk.
fn defs_and_uses(f: &Function) -> (Vec<Option<InstId>>, Vec<u32>) {
    // With room for the registers selection adds (about a third more), so that they do not
    // grow by copying.
    let n = f.vregs.len();
    let mut defs = Vec::with_capacity(n + n / 2);
    defs.resize(n, None);
    let mut uses = Vec::with_capacity(n + n / 2);
    uses.resize(n, 0u32);
    for b in &f.blocks {
        for &id in &b.insts {
            for op in &f.inst(id).operands {
                let Some(r) = op.as_reg() else { continue };
                let Some(v) = r.reg.vreg() else { continue };
                if r.is_def() {
                    if let Some(slot) = defs.get_mut(v.index()) {
                        *slot = Some(id);
                    }
                } else if let Some(c) = uses.get_mut(v.index()) {
                    *c += 1;
                }
            }
        }
    }
    (defs, uses)
}

/// What one run carries from instruction to instruction.
struct Selector {
    st: Subtarget,
    /// What `llvm.amdgcn.groupstaticsize` moves (see [`group_static_size`]).
    group_static_size: Operand,
    /// The register that stands for `$private_rsrc_reg` (see [`reserved_rsrc`]).
    rsrc: PhysReg,
    /// Whether some instruction named it.
    rsrc_used: bool,
    /// Which patterns can match each root shape met so far.
    arms: ArmCache,
    /// The bindings of the pattern being tried.
    matched: Matched,
    /// Arena slots of deleted instructions, which emitted instructions take.
    free: Vec<InstId>,
    /// The instructions a pattern emitted (kept for its capacity).
    emitted: Vec<InstId>,
}

impl Selector {
    /// Selects instruction `id`, just taken from the end of `todo`: pushes what replaces it (in
    /// reverse order) onto `done`, or nothing when it is dead. Copies it needs before it go onto
    /// `todo`, to be selected next.
    fn select_one(
        &mut self,
        f: &mut Function,
        id: InstId,
        todo: &mut Vec<InstId>,
        done: &mut Vec<InstId>,
        defs: &mut Vec<Option<InstId>>,
        uses: &mut Vec<u32>,
    ) -> Result<(), PassError> {
        let st = self.st;
        // The instruction is read in place, not cloned: matching only reads the function, and
        // emitting adds instructions and registers without touching this one.
        let inst = f.inst(id);
        if is_dead(inst, uses) {
            count(uses, inst, -1);
            // Nothing reads its registers (nothing can start to: patterns and copies only use
            // registers already used), so nothing looks it up again: its slot is free.
            for v in inst.defined_vregs() {
                if let Some(d) = defs.get_mut(v.index())
                    && *d == Some(id)
                {
                    *d = None;
                }
            }
            self.free.push(id);
            return Ok(());
        }
        match inst.opcode {
            Opcode::Target(_) | Opcode::Unknown(_) => {
                constrain_target_operands(f, id, st.wave_size);
                self.keep(f, id, done);
                return Ok(());
            }
            Opcode::Generic(g) if !g.is_pre_isel() && g != GenericOpcode::COPY => {
                // PHI, REG_SEQUENCE, IMPLICIT_DEF, ... already machine-level.
                self.keep(f, id, done);
                return Ok(());
            }
            Opcode::Generic(_) => {}
        }
        let is_copy = inst.opcode == Opcode::Generic(GenericOpcode::COPY);
        let m = &mut self.matched;
        let mut matched = {
            let mcx = MatchCx { f, defs, uses, st };
            match_patterns_cached(&mcx, f.inst(id), &mut self.arms, m)
        };
        if matched.is_none() && !is_copy {
            // Scalar inputs of a vector operation: copy them to VGPRs (or lane masks) as
            // RegBankSelect does canonically, then try again.
            let copies = copy_scalar_inputs(f, id, defs, uses);
            if !copies.is_empty() {
                todo.extend(copies);
                let mcx = MatchCx { f, defs, uses, st };
                matched = match_patterns_cached(&mcx, f.inst(id), &mut self.arms, m);
            }
        }
        let Some(emit) = matched else {
            if is_copy {
                self.keep(f, id, done);
                return Ok(());
            }
            let inst = f.inst(id);
            return Err(PassError::at(format!("cannot select `{}`", f.inst_to_string(inst)), inst.loc));
        };
        let inst = f.inst(id);
        let (loc, flags) = (inst.loc, inst.flags);
        // `Inst::defs`' virtual registers.
        let mut root_defs: SmallVec<[VReg; 2]> = SmallVec::new();
        for op in &inst.operands {
            match op {
                Operand::Reg(r) if r.is_def() && !r.is_implicit() => {
                    if let Some(v) = r.reg.vreg() {
                        root_defs.push(v);
                    }
                }
                _ => break,
            }
        }
        let mut new = std::mem::take(&mut self.emitted);
        new.clear();
        emit(m, &root_defs, &mut Emitter::new(f, st, loc, &mut self.free, &mut new));
        if crate::analysis::intrinsic_name(f.inst(id)) == Some("llvm.amdgcn.groupstaticsize") {
            // The pattern's move takes the LDS size, or its relocation (see `group_static_size`).
            for &n in &new {
                if let Some(src) = f.inst_mut(n).operands.get_mut(1) {
                    *src = self.group_static_size;
                }
            }
        }
        count(uses, f.inst(id), -1);
        // Memory instructions take the root's memory operands: the last of them takes the
        // originals (the root is out of every block now), any others copies.
        let may_access = |n: &Inst| {
            n.memops.is_empty()
                && n.opcode.target().is_some_and(|t| t.desc().flags.intersects(InstrFlags::MAY_LOAD | InstrFlags::MAY_STORE))
        };
        if !f.inst(id).memops.is_empty()
            && let Some(last) = new.iter().rposition(|&n| may_access(f.inst(n)))
        {
            for &n in &new[..last] {
                if may_access(f.inst(n)) {
                    let copy = f.inst(id).memops.clone();
                    f.inst_mut(n).memops = copy;
                }
            }
            let originals = std::mem::take(&mut f.inst_mut(id).memops);
            f.inst_mut(new[last]).memops = originals;
        }
        let n_vregs = f.vregs.len();
        if defs.len() < n_vregs {
            defs.resize(n_vregs, None);
        }
        if uses.len() < n_vregs {
            uses.resize(n_vregs, 0);
        }
        for &nid in &new {
            let n = f.inst_mut(nid);
            n.flags = flags;
            // Its uses counted, its defs recorded, the scratch descriptor named: one pass
            // over its operands.
            for op in &mut n.operands {
                let Operand::Reg(r) = op else { continue };
                match r.reg {
                    Reg::Virt(v) if r.is_def() => {
                        if v.index() >= defs.len() {
                            defs.resize(v.index() + 1, None);
                        }
                        defs[v.index()] = Some(nid);
                    }
                    Reg::Virt(v) => {
                        if v.index() >= uses.len() {
                            uses.resize(v.index() + 1, 0);
                        }
                        uses[v.index()] = uses[v.index()].saturating_add(1);
                    }
                    Reg::Phys(PhysReg::Special { reg: Special::PrivateRsrcReg, .. }) => {
                        r.reg = Reg::Phys(self.rsrc);
                        self.rsrc_used = true;
                    }
                    _ => {}
                }
            }
        }
        done.extend(new.iter().rev());
        self.emitted = new;
        // The root's slot is free too, unless a register of the root still names it as its
        // definition.
        let root_still_defines = f.inst(id).operands.iter().any(|o| match o {
            Operand::Reg(r) if r.is_def() => r.reg.vreg().is_some_and(|v| defs.get(v.index()) == Some(&Some(id))),
            _ => false,
        });
        if !root_still_defines {
            self.free.push(id);
        }
        Ok(())
    }

    /// Keeps instruction `id` as it is (but for the scratch descriptor's placeholder).
    fn keep(&mut self, f: &mut Function, id: InstId, done: &mut Vec<InstId>) {
        self.rsrc_used |= resolve_rsrc(f.inst_mut(id), self.rsrc);
        done.push(id);
    }
}

/// The source of the move `llvm.amdgcn.groupstaticsize` is selected to, as llc-14's
/// `selectGroupStaticSize` (AMDGPUInstructionSelector) makes it: on AMDHSA and AMDPAL the
/// function's LDS size (`ldsSize`, which the legalizer has laid the LDS variables out in), the
/// same in every kernel of the program; elsewhere the size is not known until link time, and the
/// move takes the `abs32-lo` relocation of the intrinsic's symbol.
fn group_static_size(f: &Function, module_ir: Option<&str>) -> Operand {
    let triple = module_ir.and_then(|ir| ir.lines().find(|l| l.starts_with("target triple"))).unwrap_or("");
    if triple.contains("amdhsa") || triple.contains("amdpal") {
        let size = f
            .raw_header("machineFunctionInfo")
            .and_then(|info| info.lines().find_map(|l| l.trim().strip_prefix("ldsSize:")))
            .and_then(|v| v.trim().parse::<i64>().ok())
            .unwrap_or(0);
        Operand::Imm(size)
    } else {
        Operand::Other(crate::mir::sym("target-flags(amdgpu-abs32-lo) @llvm.amdgcn.groupstaticsize"))
    }
}

/// The patterns name the scratch resource descriptor by LLVM's placeholder
/// (`$private_rsrc_reg`); selection puts the real register in its place, as llc does: the
/// reserved top SGPR quad in shaders and kernels (`$sgpr96..99` with GFX9's 102 SGPRs,
/// `$sgpr100..103` with GFX10's 106), `$sgpr0..3` in callable functions (their ABI).
fn reserved_rsrc(f: &Function, st: Subtarget) -> PhysReg {
    let entry = f.ir.as_ref().is_some_and(|ir| ir.cc.is_entry());
    let first = match (entry, st.is_gfx10_plus()) {
        (false, _) => 0,
        (true, false) => 96,
        (true, true) => 100,
    };
    PhysReg::Gpr { file: RegFile::Sgpr, first, count: 4, half: crate::mir::Half::Full }
}

/// Puts `rsrc` in place of `$private_rsrc_reg` in `inst`; whether there was one.
fn resolve_rsrc(inst: &mut Inst, rsrc: PhysReg) -> bool {
    let mut used = false;
    for op in &mut inst.operands {
        if let Operand::Reg(r) = op
            && matches!(r.reg, Reg::Phys(PhysReg::Special { reg: Special::PrivateRsrcReg, .. }))
        {
            r.reg = Reg::Phys(rsrc);
            used = true;
        }
    }
    used
}

/// Once the body names the scratch descriptor, the header does too, and names `$sgpr32` as
/// the stack pointer.
fn name_reserved_registers(f: &mut Function, rsrc: PhysReg) {
    for e in &mut f.header {
        if let HeaderEntry::Raw { key, value } = e
            && key == "machineFunctionInfo"
        {
            *value = value
                .replace("scratchRSrcReg:  '$private_rsrc_reg'", &format!("scratchRSrcReg:  '${rsrc}'"))
                .replace("stackPtrOffsetReg: '$sp_reg'", "stackPtrOffsetReg: '$sgpr32'");
        }
    }
}

/// For an instruction that writes a VGPR or a lane mask, copies each SGPR input to a VGPR (a
/// scalar boolean to a lane mask). Returns the new copies, in the order they go before it (they
/// are added to the function but to no block).
fn copy_scalar_inputs(f: &mut Function, id: InstId, defs: &mut Vec<Option<InstId>>, uses: &mut Vec<u32>) -> Vec<InstId> {
    let vector_def = f.inst(id).defs().iter().filter_map(Operand::as_vreg).any(|v| matches!(f.vreg_bank(v), Some(Bank::Vgpr | Bank::Vcc)));
    if !vector_def {
        return Vec::new();
    }
    let inst = f.inst(id).clone();
    let mut copies = Vec::new();
    let mut new_ops = inst.operands.clone();
    for (i, op) in inst.operands.iter().enumerate().skip(inst.num_defs()) {
        let Some(r) = op.as_reg() else { continue };
        let Some(v) = r.reg.vreg() else { continue };
        if r.subreg.is_some() || r.is_implicit() || f.vreg(v).constraint != RegConstraint::Bank(Bank::Sgpr) {
            continue;
        }
        let ty = f.vreg_type(v);
        let bank = if ty == Some(Llt::S1) { Bank::Vcc } else { Bank::Vgpr };
        let t = f.new_vreg(RegConstraint::Bank(bank), ty);
        let mut copy = Inst::new(GenericOpcode::COPY).with(Operand::vreg_def(t)).with(Operand::vreg(v));
        copy.loc = inst.loc;
        copies.push(copy);
        if let Some(o) = new_ops.get_mut(i).and_then(Operand::as_reg_mut) {
            o.reg = crate::mir::Reg::Virt(t);
        }
    }
    if copies.is_empty() {
        return Vec::new();
    }
    count(uses, &inst, -1);
    f.inst_mut(id).operands = new_ops;
    count(uses, f.inst(id), 1);
    let mut ids = Vec::with_capacity(copies.len());
    for c in copies {
        count(uses, &c, 1);
        let t = c.def_vreg(0);
        let cid = f.add_inst(c);
        if let Some(t) = t {
            if t.index() >= defs.len() {
                defs.resize(t.index() + 1, None);
            }
            defs[t.index()] = Some(cid);
        }
        ids.push(cid);
    }
    ids
}

/// An instruction whose defs nobody reads and that has no other effect: it defines some
/// virtual register, no physical one, and is a generic instruction without memory access.
fn is_dead(inst: &Inst, uses: &[u32]) -> bool {
    let pure = match inst.opcode {
        Opcode::Generic(g) => {
            !matches!(
                g,
                GenericOpcode::G_INTRINSIC_W_SIDE_EFFECTS
                    | GenericOpcode::G_STORE
                    | GenericOpcode::G_LOAD
                    | GenericOpcode::G_SEXTLOAD
                    | GenericOpcode::G_ZEXTLOAD
                    | GenericOpcode::G_ATOMICRMW_ADD
            ) && inst.memops.is_empty()
        }
        _ => false,
    };
    if !pure {
        return false;
    }
    let mut any = false;
    for op in &inst.operands {
        let Some(r) = op.as_reg().filter(|r| r.is_def()) else { continue };
        match r.reg {
            Reg::Virt(v) if uses.get(v.index()).copied().unwrap_or(0) == 0 => any = true,
            Reg::NoReg => {}
            _ => return false,
        }
    }
    any
}

fn count(uses: &mut Vec<u32>, inst: &Inst, delta: i32) {
    for op in &inst.operands {
        if let Operand::Reg(r) = op
            && !r.is_def()
            && let Reg::Virt(v) = r.reg
        {
            if v.index() >= uses.len() {
                uses.resize(v.index() + 1, 0);
            }
            uses[v.index()] = uses[v.index()].saturating_add_signed(delta);
        }
    }
}

/// Gives the virtual registers of an already-target instruction the classes its declaration
/// asks for, where they still have only a bank.
fn constrain_target_operands(f: &mut Function, id: InstId, wave: u32) {
    let inst = f.inst(id);
    let Some(t) = inst.opcode.target() else { return };
    let desc = t.desc();
    let kinds = desc.outs.iter().chain(desc.ins).map(|o| o.kind);
    let mut classes: SmallVec<[(VReg, crate::target::regclass::RegClass); 4]> = SmallVec::new();
    for (op, kind) in inst.operands.iter().zip(kinds) {
        let Some(v) = op.as_vreg() else { continue };
        let class = match kind {
            OperandKind::Reg(c) => Some(c),
            OperandKind::LaneMask => Some(crate::target::instrs::lane_mask_class(wave)),
            _ => None,
        };
        if let Some(c) = class {
            classes.push((v, c));
        }
    }
    // In operand order, as a register named twice takes the first class it is given.
    for (v, c) in classes {
        if f.vreg(v).constraint.class().is_some() {
            continue;
        }
        let info = f.vreg_mut(v);
        info.constraint = RegConstraint::Class(c);
        info.ty = None;
    }
}

/// Every register left with a bank gets the class of its bank and size; no LLT survives.
fn finish_classes(f: &mut Function, st: Subtarget) {
    for info in f.vregs.iter_mut().filter(|v| v.exists) {
        if let RegConstraint::Bank(b) = info.constraint {
            let bits = info.ty.map_or(32, Llt::bits);
            if let Some(c) = class_for(b, bits, st) {
                info.constraint = RegConstraint::Class(c);
            }
        }
        if info.constraint.class().is_some() {
            info.ty = None;
        }
    }
}
