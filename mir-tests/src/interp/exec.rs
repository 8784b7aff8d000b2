//! The wave: registers, exec mask, blocks and instructions (the rules are in the parent
//! module's documentation).

use std::collections::HashMap;

use isel::mir::{
    BlockId, Function, GenericOpcode as G, HeaderEntry, Inst, InstId, Llt, Opcode, Operand, PhysReg, Reg, RegConstraint, RegFile,
    RegOperand, Special, SubReg, Symbol, VReg,
};
use smallvec::{SmallVec, smallvec};

use super::arith::{self, ArithError, Fp, FpOp, FpUnary, IntOp, ShiftOp};
use super::bits::{Bits, Val};
use super::memory::{Memory, Space};
use super::{End, Export, Inputs, InterpError, Returned, RunResult, lane_mask};

pub(crate) type R<T> = Result<T, InterpError>;

/// What the wave does after an instruction.
pub(crate) enum Flow {
    Next,
    Jump(BlockId),
    End(End),
}

/// Facts about the function computed once per run.
pub(crate) struct FnInfo {
    /// The leading phis of each block.
    phis: Vec<Vec<InstId>>,
    /// Per block, the phis of its successors that name it: (slot, phi, operand index of the value).
    outgoing: Vec<Vec<(usize, InstId, usize)>>,
    /// Phi slot by instruction.
    slot: HashMap<InstId, usize>,
    /// Virtual registers that hold a lane mask of the control-flow intrinsics, and (in
    /// selected code) every virtual register of an SGPR class: wave-uniform values that phi
    /// copies and `COPY` move in every lane, as SALU instructions do.
    pub(crate) is_mask: Vec<bool>,
    /// Per block: its `else` (intrinsic or `SI_ELSE`), whose first half runs at block entry.
    else_of: Vec<Option<InstId>>,
    /// Per block: the `end.cf`s that run at block entry.
    prologue_end_cf: Vec<Vec<InstId>>,
    /// Bit width of every virtual register.
    width: Vec<u32>,
    /// `machineFunctionInfo: argumentInfo:` entries: field → (register, mask).
    arg_info: HashMap<String, (PhysReg, Option<u64>)>,
    /// Machine code: the function says `selected: true`, or has no generic instruction (llc
    /// clears the flag in passes after selection, e.g. `si-lower-control-flow`).
    pub(crate) selected: bool,
}

/// Whether `f` is machine code (see [`FnInfo::selected`]).
fn is_selected(f: &Function) -> bool {
    f.props.selected || f.all_insts().all(|(_, _, i)| !matches!(i.opcode, Opcode::Generic(g) if g.name().starts_with("G_")))
}

/// The private address of the stack object `%stack.N...` (or `%fixed-stack.N`).
fn frame_address(text: &str) -> Option<u64> {
    let (fixed, rest) = match text.strip_prefix("%fixed-stack.") {
        Some(r) => (true, r),
        None => (false, text.strip_prefix("%stack.")?),
    };
    let n: u64 = rest.split('.').next().and_then(|d| d.parse().ok())?;
    Some(if fixed { 0x1000_0000 + n * 0x1_0000 } else { (n + 1) * 0x1_0000 })
}

/// The register holding the named scalar register `r` (vcc for its halves), the offset and
/// the width of `r` in it.
fn special_part(r: Special) -> (Special, u32, u32) {
    match r {
        Special::VccLo => (Special::Vcc, 0, 32),
        Special::VccHi => (Special::Vcc, 32, 32),
        other => (other, 0, other.bits()),
    }
}

pub(crate) fn opcode_name(op: Opcode) -> &'static str {
    match op {
        Opcode::Generic(g) => g.name(),
        Opcode::Target(t) => t.name(),
        Opcode::Unknown(s) => s.as_str(),
    }
}

fn intrinsic_of(inst: &Inst) -> Option<Symbol> {
    if !matches!(inst.opcode, Opcode::Generic(G::G_INTRINSIC | G::G_INTRINSIC_W_SIDE_EFFECTS)) {
        return None;
    }
    inst.uses().iter().find_map(|o| match o {
        Operand::Intrinsic(s) => Some(*s),
        _ => None,
    })
}

fn is_phi(inst: &Inst) -> bool {
    matches!(inst.opcode, Opcode::Generic(G::G_PHI | G::PHI))
}

/// The registers a function's inputs must give: the physical registers its instructions read
/// explicitly (`COPY $vgpr0`; implicit operands such as a return's `implicit $vgpr0` are not
/// inputs) and the registers of its `argumentInfo` (read by the preloaded-value intrinsics), as
/// 32-bit units, sorted.
pub fn live_in_registers(f: &Function) -> Vec<PhysReg> {
    let mut out = Vec::new();
    let mut push = |p: PhysReg| {
        if let PhysReg::Gpr { file, first, count, .. } = p {
            for i in 0..count {
                let unit = PhysReg::Gpr { file, first: first + i, count: 1, half: isel::mir::Half::Full };
                if !out.contains(&unit) {
                    out.push(unit);
                }
            }
        }
    };
    for (_, _, inst) in f.all_insts() {
        for o in inst.uses() {
            if let Some(r) = o.as_reg()
                && let Reg::Phys(p) = r.reg
                && !r.is_def()
                && !r.is_implicit()
            {
                push(p);
            }
        }
    }
    for (_, (reg, _)) in preloaded_registers(f) {
        push(reg);
    }
    out.sort();
    out
}

/// The operand llc-14 selects `llvm.amdgcn.groupstaticsize` to outside HSA and PAL.
pub const GROUP_STATIC_SIZE_SYMBOL: &str = "target-flags(amdgpu-abs32-lo) @llvm.amdgcn.groupstaticsize";

/// The variable AMDGPULowerModuleLDS packs the LDS of callable functions into.
const MODULE_LDS: &str = "llvm.amdgcn.module.lds";

/// `machineFunctionInfo.ldsSize` (0 without one).
fn header_lds_size(f: &Function) -> u64 {
    f.header
        .iter()
        .find_map(|e| match e {
            HeaderEntry::Raw { key, value } if key == "machineFunctionInfo" => Some(value.as_str()),
            _ => None,
        })
        .and_then(|info| info.lines().find_map(|l| l.trim().strip_prefix("ldsSize:")))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(0)
}

/// The function's `argumentInfo`: each preloaded value's name (`workItemIDX`,
/// `kernargSegmentPtr`, ...) with its register and mask, in the order written.
pub fn preloaded_registers(f: &Function) -> Vec<(String, (PhysReg, Option<u64>))> {
    let Some(mfi) = f.header.iter().find_map(|e| match e {
        HeaderEntry::Raw { key, value } if key == "machineFunctionInfo" => Some(value.as_str()),
        _ => None,
    }) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut in_args: Option<usize> = None;
    for line in mfi.lines() {
        let indent = line.len() - line.trim_start().len();
        let t = line.trim();
        if t.is_empty() {
            continue;
        }
        match in_args {
            None => {
                if t == "argumentInfo:" {
                    in_args = Some(indent);
                }
            }
            Some(base) => {
                if indent <= base {
                    break;
                }
                let Some((name, rest)) = t.split_once(':') else { continue };
                let Some(reg) = rest.split("reg: '$").nth(1).and_then(|r| r.split('\'').next()).and_then(PhysReg::from_name) else {
                    continue;
                };
                let mask =
                    rest.split("mask: ").nth(1).and_then(|m| m.split(|c: char| !c.is_ascii_digit()).next()).and_then(|m| m.parse().ok());
                out.push((name.trim().to_string(), (reg, mask)));
            }
        }
    }
    out
}

impl FnInfo {
    fn new(f: &Function) -> FnInfo {
        let selected = is_selected(f);
        let n = f.blocks.len();
        let mut phis = vec![Vec::new(); n];
        let mut outgoing = vec![Vec::new(); n];
        let mut slot = HashMap::new();
        let mut else_of = vec![None; n];
        let mut prologue_end_cf = vec![Vec::new(); n];
        let width: Vec<u32> = (0..f.vregs.len() as u32)
            .map(|i| {
                let v = VReg(i);
                match f.vreg_type(v) {
                    Some(t) => t.bits(),
                    None => match f.vreg(v).constraint {
                        RegConstraint::Class(c) => c.bits().max(1),
                        _ => 32,
                    },
                }
            })
            .collect();
        let mut def_block: Vec<Option<(BlockId, bool)>> = vec![None; f.vregs.len()];
        for b in f.block_ids() {
            let mut leading = true;
            for (id, inst) in f.block_insts(b) {
                if is_phi(inst) && leading {
                    phis[b.index()].push(id);
                    let s = slot.len();
                    slot.insert(id, s);
                    let uses = inst.uses();
                    let base = inst.num_defs();
                    for k in (0..uses.len()).step_by(2) {
                        if let Some(Operand::Block(p)) = uses.get(k + 1)
                            && let Some(list) = outgoing.get_mut(p.index())
                        {
                            list.push((s, id, base + k));
                        }
                    }
                } else {
                    leading = false;
                }
                for v in inst.defined_vregs() {
                    if let Some(d) = def_block.get_mut(v.index()) {
                        *d = Some((b, is_phi(inst)));
                    }
                }
                let name = intrinsic_of(inst).map(|s| s.as_str()).unwrap_or_else(|| opcode_name(inst.opcode));
                if matches!(name, "llvm.amdgcn.else" | "SI_ELSE") {
                    else_of[b.index()] = Some(id);
                }
            }
        }
        for b in f.block_ids() {
            for (id, inst) in f.block_insts(b) {
                if intrinsic_of(inst).is_some_and(|s| s.as_str() == "llvm.amdgcn.end.cf")
                    || (selected && opcode_name(inst.opcode) == "SI_END_CF")
                {
                    let mask = inst.explicit_uses().find_map(Operand::as_vreg);
                    let here = mask.and_then(|m| def_block.get(m.index()).copied().flatten()).is_some_and(|(db, phi)| db == b && !phi);
                    if !here {
                        prologue_end_cf[b.index()].push(id);
                    }
                }
            }
        }
        let is_mask = mask_registers(f, selected);
        FnInfo {
            phis,
            outgoing,
            slot,
            is_mask,
            else_of,
            prologue_end_cf,
            width,
            arg_info: preloaded_registers(f).into_iter().collect(),
            selected,
        }
    }
}

/// Wave values: the mask results of `if`/`else`/`if.break` and `SI_IF`/`SI_ELSE`, the phis
/// and copies whose inputs are all masks or constants (at least one a mask), and every register
/// of the SGPR bank (or, in machine code, of an SGPR class).
fn mask_registers(f: &Function, selected: bool) -> Vec<bool> {
    let mut is_mask = vec![false; f.vregs.len()];
    let mut is_const = vec![false; f.vregs.len()];
    for (i, v) in f.vregs.iter().enumerate() {
        if selected
            && let RegConstraint::Class(c) = v.constraint
            && c.family() == isel::target::regclass::Family::Sgpr
            && let Some(m) = is_mask.get_mut(i)
        {
            *m = true;
        }
    }
    let set = |v: Option<VReg>, m: &mut Vec<bool>| {
        if let Some(x) = v.and_then(|v| m.get_mut(v.index())) {
            *x = true;
        }
    };
    for (_, _, inst) in f.all_insts() {
        match intrinsic_of(inst).map(|s| s.as_str()) {
            Some("llvm.amdgcn.if" | "llvm.amdgcn.else") => set(inst.def_vreg(1), &mut is_mask),
            Some("llvm.amdgcn.if.break") => set(inst.def_vreg(0), &mut is_mask),
            _ => {}
        }
        if matches!(opcode_name(inst.opcode), "SI_IF" | "SI_ELSE") {
            set(inst.def_vreg(0), &mut is_mask);
        }
        if matches!(inst.opcode, Opcode::Generic(G::G_CONSTANT)) {
            set(inst.def_vreg(0), &mut is_const);
        }
    }
    loop {
        let mut changed = false;
        for (_, _, inst) in f.all_insts() {
            if !(is_phi(inst) || matches!(inst.opcode, Opcode::Generic(G::COPY))) {
                continue;
            }
            let Some(d) = inst.def_vreg(0) else { continue };
            if is_mask.get(d.index()).copied().unwrap_or(true) {
                continue;
            }
            // A register of a VGPR class holds one value per lane, even when one of its defs
            // (after phi elimination) copies a uniform value into it.
            if let RegConstraint::Class(c) = f.vreg(d).constraint
                && c.family() != isel::target::regclass::Family::Sgpr
            {
                continue;
            }
            let ins: SmallVec<[VReg; 4]> = inst.uses().iter().filter_map(Operand::as_vreg).collect();
            let any = ins.iter().any(|v| is_mask.get(v.index()).copied().unwrap_or(false));
            let all =
                ins.iter().all(|v| is_mask.get(v.index()).copied().unwrap_or(false) || is_const.get(v.index()).copied().unwrap_or(false));
            if any && all {
                set(Some(d), &mut is_mask);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    // Regbank-selected code: a register of the SGPR bank is one value for the wave too (after
    // the propagation above, which is of lane masks: a VGPR phi of SGPR inputs is per lane).
    for (i, v) in f.vregs.iter().enumerate() {
        if v.constraint == RegConstraint::Bank(isel::mir::Bank::Sgpr)
            && let Some(m) = is_mask.get_mut(i)
        {
            *m = true;
        }
    }
    is_mask
}

pub(crate) fn lanes(mask: u64) -> impl Iterator<Item = u32> {
    let mut m = mask;
    std::iter::from_fn(move || {
        if m == 0 {
            return None;
        }
        let l = m.trailing_zeros();
        m &= m - 1;
        Some(l)
    })
}

/// `MIR_INTERP_TRACE=LANE`: every instruction run is printed to stderr with the exec mask and
/// the values its defs hold in lane LANE afterwards (for diagnosing a disagreement by hand).
fn trace_lane() -> Option<u32> {
    static LANE: std::sync::OnceLock<Option<u32>> = std::sync::OnceLock::new();
    *LANE.get_or_init(|| std::env::var("MIR_INTERP_TRACE").ok().and_then(|v| v.parse().ok()))
}

pub(crate) fn lowest_lane(mask: u64) -> u32 {
    if mask == 0 { 0 } else { mask.trailing_zeros() }
}

/// Runs `f`.
pub(super) fn run(f: &Function, inputs: &Inputs) -> R<RunResult> {
    let info = FnInfo::new(f);
    Wave::new(f, &info, inputs).run()
}

pub(crate) struct Wave<'f> {
    pub(crate) f: &'f Function,
    pub(crate) info: &'f FnInfo,
    pub(crate) inputs: &'f Inputs,
    pub(crate) all: u64,
    pub(crate) exec: u64,
    pub(crate) live: u64,
    /// `[vreg][lane]`, empty until first written.
    regs: Vec<Vec<Val>>,
    /// Phi copies in flight, `[slot][lane]`.
    slots: Vec<Vec<Val>>,
    /// 32-bit physical register units written by the function, per lane.
    phys: HashMap<(RegFile, u16), Vec<Val>>,
    pub(crate) mem: Memory,
    /// The scalar named registers a machine instruction wrote: `vcc` (64 bits, `vcc_lo` and
    /// `vcc_hi` are its halves), `m0`, `scc` (1 bit).
    pub(crate) special: HashMap<Special, Val>,
    /// The exec mask the block's terminators set when it is left.
    pending: Option<u64>,
    /// The exec at the start of the current block, when it has an `else`.
    else_then: u64,
    /// The LDS address of each variable the function names (see [`Wave::lds_layout`]),
    /// laid out on first use.
    lds_offsets: Option<Vec<(Symbol, u64)>>,
    steps: u64,
    pub(crate) stores: u64,
    pub(crate) store_log: Vec<super::StoreRecord>,
    /// The instruction being executed.
    pub(crate) current: InstId,
    pub(crate) exports: Vec<Export>,
    pub(crate) returned: Vec<Returned>,
}

impl<'f> Wave<'f> {
    fn new(f: &'f Function, info: &'f FnInfo, inputs: &'f Inputs) -> Wave<'f> {
        let all = lane_mask(inputs.wave_size);
        let exec = inputs.exec & all;
        Wave {
            f,
            info,
            inputs,
            all,
            exec,
            live: exec,
            regs: vec![Vec::new(); f.vregs.len()],
            slots: vec![Vec::new(); info.slot.len()],
            phys: HashMap::new(),
            mem: Memory::new(inputs.memory_seed),
            special: HashMap::new(),
            pending: None,
            else_then: 0,
            lds_offsets: None,
            steps: 0,
            stores: 0,
            store_log: Vec::new(),
            current: InstId(0),
            exports: Vec::new(),
            returned: Vec::new(),
        }
    }

    /// The LDS address of the variable `name` (see [`Wave::lds_layout`]).
    fn lds_address(&mut self, inst: &Inst, name: Symbol) -> R<u64> {
        if name.as_str() == MODULE_LDS {
            return Ok(0);
        }
        if self.lds_offsets.is_none() {
            let (offsets, _) = self.lds_layout(inst)?;
            self.lds_offsets = Some(offsets);
        }
        let found = self.lds_offsets.as_ref().and_then(|l| l.iter().find(|(n, _)| *n == name)).map(|(_, o)| *o);
        found.ok_or_else(|| self.unsupported(inst, "an LDS global outside the function's layout"))
    }

    /// The function's LDS layout, as llc-14 lays it out
    /// (AMDGPUMachineFunction.cpp, allocateModuleLDSGlobal and allocateLDSGlobal; the variables
    /// are the structs AMDGPULowerModuleLDS makes, or a shader's own):
    /// - `llvm.amdgcn.module.lds` is at 0: every kernel and shader allocates it first, when its
    ///   MachineFunctionInfo is made, so the input's `ldsSize` already counts it;
    /// - the function's other variables follow from that `ldsSize`, each at the running size
    ///   rounded up to its alignment, in the order llc-14's legalizer meets them: its worklist
    ///   pops from the back of the instructions in reverse post-order of the blocks
    ///   (Legalizer.cpp), so the last `G_GLOBAL_VALUE` of the last block goes first.
    ///
    /// Sizes and alignments come from the IR block ([`isel::mir::IrFunction::lds_vars`]); a
    /// variable without them is an error unless it is the only one and nothing is allocated
    /// before it (then it is at 0 whatever its size). Gives each variable's offset and the LDS
    /// size after them.
    fn lds_layout(&self, inst: &Inst) -> R<(Vec<(Symbol, u64)>, u64)> {
        let f = self.f;
        let mut order: Vec<Symbol> = Vec::new();
        let mut module_lds = false;
        for b in isel::analysis::reverse_post_order(f).into_iter().rev() {
            for &id in f.block(b).insts.iter().rev() {
                let i = f.inst(id);
                if i.opcode != Opcode::Generic(G::G_GLOBAL_VALUE) {
                    continue;
                }
                if let (Some(d), Some(Operand::Global(g))) = (i.def_vreg(0), i.operands.get(1))
                    && f.vreg_type(d) == Some(Llt::Pointer(3))
                {
                    if g.name.as_str() == MODULE_LDS {
                        module_lds = true;
                    } else if !order.contains(&g.name) {
                        order.push(g.name);
                    }
                }
            }
        }
        let var = |name: &str| f.ir.as_ref().and_then(|ir| ir.lds_vars.iter().find(|(n, _)| n.as_str() == name)).and_then(|(_, l)| *l);
        let mut size = header_lds_size(f);
        // A kernel's `ldsSize` already counts the module LDS; a callable function's does not.
        if module_lds && let Some((bytes, _)) = var(MODULE_LDS) {
            size = size.max(bytes);
        }
        let mut out = Vec::new();
        for (k, name) in order.iter().enumerate() {
            match var(name.as_str()) {
                Some((bytes, align)) if align.is_power_of_two() => {
                    let off = size.div_ceil(align) * align;
                    out.push((*name, off));
                    size = off + bytes;
                }
                None if order.len() == 1 && size == 0 && k == 0 => out.push((*name, 0)),
                _ => {
                    return Err(
                        self.unsupported(inst, format!("the LDS layout needs the size and alignment of `@{name}` from the IR block"))
                    );
                }
            }
        }
        Ok((out, size))
    }

    fn run(mut self) -> R<RunResult> {
        let f = self.f;
        if f.blocks.is_empty() {
            return Err(InterpError::FellOffEnd { block: 0 });
        }
        let mut b = f.entry();
        self.enter(b)?;
        loop {
            let block = f.block(b);
            let start = self.info.phis[b.index()].len();
            let mut next = None;
            for &id in block.insts.get(start..).unwrap_or(&[]) {
                self.tick()?;
                match self.step(id)? {
                    Flow::Next => {}
                    Flow::Jump(t) => {
                        next = Some(t);
                        break;
                    }
                    Flow::End(e) => return Ok(self.finish(e)),
                }
            }
            let target = match next {
                Some(t) => t,
                // A block without successors that does not end the function is IR's
                // `unreachable`: reaching it is undefined behaviour.
                None if block.successors.is_empty() => {
                    let (line, inst) = block.insts.last().map_or((0, String::new()), |&id| self.text(f.inst(id)));
                    return Err(InterpError::UndefinedBehavior { line, inst, why: format!("bb.{} ends in `unreachable`", block.number) });
                }
                None if b.index() + 1 < f.blocks.len() => BlockId(b.0 + 1),
                None => return Err(InterpError::FellOffEnd { block: block.number }),
            };
            self.leave(b)?;
            b = target;
            self.enter(b)?;
        }
    }

    fn tick(&mut self) -> R<()> {
        self.steps += 1;
        if self.steps > self.inputs.step_limit {
            return Err(InterpError::StepLimit { limit: self.inputs.step_limit });
        }
        Ok(())
    }

    fn finish(self, end: End) -> RunResult {
        RunResult {
            end,
            memory: self.mem.into_written(),
            memory_seed: self.inputs.memory_seed,
            stores: self.stores,
            store_log: self.store_log,
            exports: self.exports,
            returns: self.returned,
            exec: self.exec,
            steps: self.steps,
        }
    }

    // ---- errors -------------------------------------------------------------------------

    pub(crate) fn text(&self, inst: &Inst) -> (u32, String) {
        (inst.loc.line, self.f.inst_to_string(inst))
    }

    pub(crate) fn unsupported(&self, inst: &Inst, why: impl Into<String>) -> InterpError {
        let (line, inst) = self.text(inst);
        InterpError::Unsupported { line, inst, why: why.into() }
    }

    pub(crate) fn malformed(&self, inst: &Inst, why: impl Into<String>) -> InterpError {
        let (line, inst) = self.text(inst);
        InterpError::Malformed { line, inst, why: why.into() }
    }

    pub(crate) fn ub(&self, inst: &Inst, why: impl Into<String>) -> InterpError {
        let (line, inst) = self.text(inst);
        InterpError::UndefinedBehavior { line, inst, why: why.into() }
    }

    fn arith(&self, inst: &Inst, e: ArithError) -> InterpError {
        match e {
            ArithError::Width(w) => self.unsupported(inst, format!("not modelled at {w} bits")),
        }
    }

    // ---- blocks -------------------------------------------------------------------------

    fn enter(&mut self, b: BlockId) -> R<()> {
        let f = self.f;
        let info = self.info;
        let phis = &info.phis[b.index()];
        // Mask phis are SGPR copies: all lanes, before the prologue (which may read them).
        for &id in phis {
            let inst = f.inst(id);
            if let Some(d) = inst.def_vreg(0)
                && info.is_mask.get(d.index()).copied().unwrap_or(false)
            {
                self.tick()?;
                let s = info.slot[&id];
                for lane in lanes(self.all) {
                    let v = self.slot_value(s, lane, info.width[d.index()]);
                    self.write_vreg(d, lane, v);
                }
            }
        }
        for &id in &info.prologue_end_cf[b.index()] {
            let inst = f.inst(id);
            let m = self.mask_arg(inst, 0)?;
            self.exec |= m;
        }
        if let Some(id) = info.else_of[b.index()] {
            let inst = f.inst(id);
            let src = self.mask_arg(inst, 0)?;
            self.else_then = self.exec;
            self.exec |= src;
        }
        for &id in phis {
            let inst = f.inst(id);
            let Some(dst) = inst.defs().first().copied() else { return Err(self.malformed(inst, "a phi without a def")) };
            if dst.as_vreg().is_some_and(|d| info.is_mask.get(d.index()).copied().unwrap_or(false)) {
                continue;
            }
            self.tick()?;
            let s = info.slot[&id];
            let w = self.op_width(&dst);
            for lane in lanes(self.exec) {
                let v = self.slot_value(s, lane, w);
                self.write(inst, &dst, lane, v)?;
            }
        }
        Ok(())
    }

    fn slot_value(&self, s: usize, lane: u32, width: u32) -> Val {
        self.slots.get(s).and_then(|l| l.get(lane as usize)).cloned().unwrap_or_else(|| Val::undef(width))
    }

    fn leave(&mut self, b: BlockId) -> R<()> {
        let f = self.f;
        let info = self.info;
        let mut copies = Vec::new();
        for &(s, id, k) in &info.outgoing[b.index()] {
            let inst = f.inst(id);
            let Some(op) = inst.operands.get(k) else { return Err(self.malformed(inst, "a phi operand is missing")) };
            let mask = inst.def_vreg(0).is_some_and(|d| info.is_mask.get(d.index()).copied().unwrap_or(false));
            let which = if mask { self.all } else { self.exec };
            for lane in lanes(which) {
                copies.push((s, lane, self.read(inst, op, lane)?));
            }
        }
        for (s, lane, v) in copies {
            let slot = &mut self.slots[s];
            if slot.is_empty() {
                *slot = vec![Val::undef(v.width()); self.inputs.wave_size as usize];
            }
            if let Some(x) = slot.get_mut(lane as usize) {
                *x = v;
            }
        }
        if let Some(p) = self.pending.take() {
            self.exec = p;
        }
        Ok(())
    }

    // ---- registers ----------------------------------------------------------------------

    pub(crate) fn op_width(&self, op: &Operand) -> u32 {
        match op.as_reg() {
            Some(RegOperand { reg: Reg::Virt(v), subreg: None, .. }) => self.info.width.get(v.index()).copied().unwrap_or(32),
            Some(RegOperand { subreg: Some(s), .. }) => s.bit_range().1,
            Some(RegOperand { reg: Reg::Phys(p), .. }) => p.bits(),
            _ => 64,
        }
    }

    fn ty(&self, op: &Operand) -> Llt {
        match op.as_reg() {
            Some(RegOperand { reg: Reg::Virt(v), subreg: None, .. }) => {
                self.f.vreg_type(*v).unwrap_or(Llt::Scalar(self.info.width.get(v.index()).copied().unwrap_or(32) as u16))
            }
            _ => Llt::Scalar(self.op_width(op) as u16),
        }
    }

    pub(crate) fn read(&self, inst: &Inst, op: &Operand, lane: u32) -> R<Val> {
        match op {
            Operand::Reg(r) => {
                let whole = match r.reg {
                    Reg::Virt(v) => {
                        let w = self.info.width.get(v.index()).copied().unwrap_or(32);
                        self.regs.get(v.index()).and_then(|l| l.get(lane as usize)).cloned().unwrap_or_else(|| Val::undef(w))
                    }
                    Reg::Phys(p) => self.read_phys(inst, p, lane)?,
                    Reg::NoReg => return Err(self.malformed(inst, "reads $noreg")),
                };
                Ok(match r.subreg {
                    Some(s) => {
                        let (off, w) = s.bit_range();
                        whole.extract(off, w)
                    }
                    None => whole,
                })
            }
            op if let Some(v) = op.as_imm() => Ok(Val::defined(Bits::from_i128(64, i128::from(v)))),
            // A frame index operand of a selected instruction (`V_MOV_B32_e32 %stack.0`) is the
            // private address `G_FRAME_INDEX` gives the object.
            Operand::Other(s) if let Some(a) = frame_address(s.as_str()) => Ok(Val::from_u64(32, a)),
            // llc-14's `groupstaticsize` outside HSA/PAL: a relocation the loader resolves to the
            // kernel's LDS size.
            Operand::Other(s) if s.as_str() == GROUP_STATIC_SIZE_SYMBOL => Ok(Val::from_u64(32, self.lds_size(inst)?)),
            _ => Err(self.malformed(inst, "expected a register or an immediate operand")),
        }
    }

    pub(crate) fn read_phys(&self, inst: &Inst, p: PhysReg, lane: u32) -> R<Val> {
        match p {
            PhysReg::Gpr { file, first, count, half } => {
                let mut parts: SmallVec<[Val; 4]> = SmallVec::new();
                for i in 0..count {
                    parts.push(self.read_unit(file, first + i, lane)?);
                }
                let v = Val::concat(parts.iter());
                Ok(match half {
                    isel::mir::Half::Full => v,
                    isel::mir::Half::Lo16 => v.extract(0, 16),
                    isel::mir::Half::Hi16 => v.extract(16, 16),
                })
            }
            PhysReg::Special { reg: Special::Exec, .. } => Ok(Val::from_u64(64, self.exec)),
            PhysReg::Special { reg: Special::ExecLo, .. } => Ok(Val::from_u64(32, self.exec & 0xffff_ffff)),
            PhysReg::Special { reg: Special::ExecHi, .. } => Ok(Val::from_u64(32, self.exec >> 32)),
            PhysReg::Special { reg: r @ (Special::Vcc | Special::VccLo | Special::VccHi | Special::M0 | Special::Scc), .. } => {
                let (whole, off, w) = special_part(r);
                Ok(self.special.get(&whole).map_or_else(|| Val::undef(w), |v| v.extract(off, w)))
            }
            PhysReg::Special { .. } => Err(self.unsupported(inst, format!("reads ${p}"))),
        }
    }

    pub(crate) fn read_unit(&self, file: RegFile, n: u16, lane: u32) -> R<Val> {
        if let Some(v) = self.phys.get(&(file, n)).and_then(|l| l.get(lane as usize)) {
            return Ok(v.clone());
        }
        let missing =
            || InterpError::MissingInput { reg: PhysReg::Gpr { file, first: n, count: 1, half: isel::mir::Half::Full }.to_string() };
        match file {
            RegFile::Vgpr => {
                let v = self.inputs.vgprs.get(&n).and_then(|l| l.get(lane as usize)).ok_or_else(missing)?;
                Ok(Val::from_u64(32, u64::from(*v)))
            }
            RegFile::Sgpr => Ok(Val::from_u64(32, u64::from(*self.inputs.sgprs.get(&n).ok_or_else(missing)?))),
            _ => Err(missing()),
        }
    }

    pub(crate) fn write_vreg(&mut self, v: VReg, lane: u32, val: Val) {
        let size = self.inputs.wave_size as usize;
        let w = self.info.width.get(v.index()).copied().unwrap_or(val.width());
        if let Some(l) = self.regs.get_mut(v.index()) {
            if l.is_empty() {
                *l = vec![Val::undef(w); size];
            }
            if let Some(x) = l.get_mut(lane as usize) {
                *x = val;
            }
        }
    }

    pub(crate) fn write(&mut self, inst: &Inst, op: &Operand, lane: u32, val: Val) -> R<()> {
        let Some(r) = op.as_reg() else { return Err(self.malformed(inst, "expected a register def")) };
        match r.reg {
            Reg::Virt(v) => {
                let val = match r.subreg {
                    // A sub-register def keeps the other bits of the register.
                    Some(s) => {
                        let (off, w) = s.bit_range();
                        let width = self.info.width.get(v.index()).copied().unwrap_or(32);
                        let mut whole =
                            self.regs.get(v.index()).and_then(|l| l.get(lane as usize)).cloned().unwrap_or_else(|| Val::undef(width));
                        whole.insert(off, &val.zext(w).extract(0, w));
                        whole
                    }
                    None => val,
                };
                self.write_vreg(v, lane, val);
                Ok(())
            }
            Reg::Phys(PhysReg::Gpr { file, first, count, half: isel::mir::Half::Full }) => {
                let val = val.zext(32 * u32::from(count));
                for i in 0..count {
                    let unit = val.extract(32 * u32::from(i), 32);
                    let size = self.inputs.wave_size as usize;
                    // A unit first written in some lanes keeps its input value in the others
                    // (a VALU write under exec of an argument register, as post-RA code does).
                    let inputs = self.inputs;
                    let l = self.phys.entry((file, first + i)).or_insert_with(|| {
                        (0..size as u32)
                            .map(|lane| match file {
                                RegFile::Vgpr => inputs.vgprs.get(&(first + i)).and_then(|v| v.get(lane as usize)).copied(),
                                RegFile::Sgpr => inputs.sgprs.get(&(first + i)).copied(),
                                _ => None,
                            })
                            .map(|v| v.map_or_else(|| Val::undef(32), |x| Val::from_u64(32, u64::from(x))))
                            .collect()
                    });
                    if let Some(x) = l.get_mut(lane as usize) {
                        *x = unit;
                    }
                }
                Ok(())
            }
            Reg::Phys(PhysReg::Special {
                reg: r @ (Special::Vcc | Special::VccLo | Special::VccHi | Special::M0 | Special::Scc), ..
            }) => {
                let (whole, off, w) = special_part(r);
                let mut v = self.special.get(&whole).cloned().unwrap_or_else(|| Val::undef(special_part(whole).2));
                v.insert(off, &val.zext(w).extract(0, w));
                self.special.insert(whole, v);
                Ok(())
            }
            Reg::Phys(PhysReg::Special { reg: r @ (Special::Exec | Special::ExecLo | Special::ExecHi), .. }) => {
                if !val.is_defined() {
                    return Err(self.ub(inst, "exec is set to a poison value"));
                }
                let x = val.bits.as_u64();
                self.exec = match r {
                    Special::ExecLo => (self.exec & !0xffff_ffff) | (x & 0xffff_ffff),
                    Special::ExecHi => (self.exec & 0xffff_ffff) | (x << 32),
                    _ => x,
                } & self.all;
                Ok(())
            }
            _ => Err(self.unsupported(inst, "writes this physical register")),
        }
    }

    /// Writes the results of `f` for each lane of `mask` into the explicit defs.
    pub(crate) fn lanewise(&mut self, inst: &Inst, mask: u64, mut f: impl FnMut(&Self, u32) -> R<SmallVec<[Val; 2]>>) -> R<Flow> {
        let mut out = Vec::with_capacity(mask.count_ones() as usize);
        for lane in lanes(mask) {
            out.push((lane, f(self, lane)?));
        }
        let defs: SmallVec<[Operand; 2]> = inst.defs().iter().copied().collect();
        // A register of the SGPR bank holds one value for the wave, computed once whatever the
        // exec mask (as SALU code does): the first lane's result goes to every lane. So a
        // per-lane value wrongly given the SGPR bank shows, where it is used, as a wave value.
        if let Some((_, first)) = out.first()
            && defs.iter().any(|d| self.is_sgpr_bank(d))
        {
            let first = first.clone();
            for (d, v) in defs.iter().zip(first) {
                if self.is_sgpr_bank(d) {
                    for lane in lanes(self.all) {
                        self.write(inst, d, lane, v.clone())?;
                    }
                }
            }
            for (lane, vals) in out {
                for (d, v) in defs.iter().zip(vals) {
                    if !self.is_sgpr_bank(d) {
                        self.write(inst, d, lane, v)?;
                    }
                }
            }
            return Ok(Flow::Next);
        }
        for (lane, vals) in out {
            for (d, v) in defs.iter().zip(vals) {
                self.write(inst, d, lane, v)?;
            }
        }
        Ok(Flow::Next)
    }

    /// A virtual register of the SGPR bank (regbank-selected generic code).
    fn is_sgpr_bank(&self, op: &Operand) -> bool {
        op.as_vreg().is_some_and(|v| matches!(self.f.vreg(v).constraint, RegConstraint::Bank(isel::mir::Bank::Sgpr)))
    }

    /// `lanewise` for one result in the active lanes.
    fn map1(&mut self, inst: &Inst, mut f: impl FnMut(&Self, u32) -> R<Val>) -> R<Flow> {
        let exec = self.exec;
        self.lanewise(inst, exec, |w, l| Ok(smallvec![f(w, l)?]))
    }

    /// A lane mask or other wave-uniform operand (use `i` after the intrinsic name, or of the
    /// instruction): read in the first active lane, or lane 0.
    /// [`Self::mask_arg`] where only the active lanes' bits are read (`SI_IF` and `SI_LOOP`,
    /// lowered to `S_AND_B64 exec, cond` and `exec = S_ANDN2 exec, mask`): poison in the bits
    /// of inactive lanes does not matter.
    pub(crate) fn active_mask_arg(&self, inst: &Inst, i: usize) -> R<u64> {
        let args = self.args(inst);
        let Some(op) = args.get(i) else { return Err(self.malformed(inst, "a lane-mask operand is missing")) };
        let v = self.read(inst, op, lowest_lane(self.exec))?;
        if v.poison.as_u64() & self.exec != 0 {
            return Err(self.ub(inst, "the lane mask is poison in an active lane"));
        }
        Ok(v.bits.as_u64() & self.all)
    }

    pub(crate) fn mask_arg(&self, inst: &Inst, i: usize) -> R<u64> {
        let args = self.args(inst);
        let Some(op) = args.get(i) else { return Err(self.malformed(inst, "a lane-mask operand is missing")) };
        let v = self.read(inst, op, lowest_lane(self.exec))?;
        if !v.is_defined() {
            return Err(self.ub(inst, "the lane mask is poison"));
        }
        Ok(v.bits.as_u64() & self.all)
    }

    /// The bit-0 mask of an `s1` operand over the active lanes; poison in an active lane is UB.
    pub(crate) fn lane_bits(&self, inst: &Inst, op: &Operand) -> R<u64> {
        let mut m = 0;
        for lane in lanes(self.exec) {
            let v = self.read(inst, op, lane)?;
            if !v.poison.extract(0, 1).is_zero() {
                return Err(self.ub(inst, format!("the condition is poison in lane {lane}")));
            }
            if v.bits.bit(0) {
                m |= 1 << lane;
            }
        }
        Ok(m)
    }

    /// A uniform branch condition: the active lanes must agree; with none active, every lane.
    fn uniform_cond(&self, inst: &Inst, op: &Operand) -> R<bool> {
        let which = if self.exec == 0 { self.all } else { self.exec };
        let mut seen = None;
        for lane in lanes(which) {
            let v = self.read(inst, op, lane)?;
            if !v.poison.extract(0, 1).is_zero() {
                if self.exec == 0 {
                    return Err(self.ub(inst, "a branch with no active lane on a condition not known in every lane"));
                }
                return Err(self.ub(inst, format!("branch on poison in lane {lane}")));
            }
            let c = v.bits.bit(0);
            match seen {
                None => seen = Some(c),
                Some(s) if s != c => {
                    let (line, text) = self.text(inst);
                    return Err(InterpError::DivergentBranch { line, inst: text, exec: self.exec });
                }
                _ => {}
            }
        }
        Ok(seen.unwrap_or(false))
    }

    /// The explicit operands after the defs, and after the intrinsic name for intrinsics.
    pub(crate) fn args<'i>(&self, inst: &'i Inst) -> SmallVec<[&'i Operand; 8]> {
        inst.explicit_uses().filter(|o| !matches!(o, Operand::Intrinsic(_))).collect()
    }

    pub(crate) fn arg<'i>(&self, inst: &'i Inst, i: usize) -> R<&'i Operand> {
        inst.explicit_uses()
            .filter(|o| !matches!(o, Operand::Intrinsic(_)))
            .nth(i)
            .ok_or_else(|| self.malformed(inst, format!("operand {i} is missing")))
    }

    pub(crate) fn def<'i>(&self, inst: &'i Inst, i: usize) -> R<&'i Operand> {
        inst.defs().get(i).ok_or_else(|| self.malformed(inst, format!("def {i} is missing")))
    }

    pub(crate) fn imm(&self, inst: &Inst, i: usize) -> R<i64> {
        self.arg(inst, i)?.as_imm().ok_or_else(|| self.malformed(inst, format!("operand {i} should be an immediate")))
    }

    // ---- instructions -------------------------------------------------------------------

    fn step(&mut self, id: InstId) -> R<Flow> {
        let inst = self.f.inst(id);
        self.current = id;
        if let Some(lane) = trace_lane() {
            let flow = self.step_inner(id, inst);
            let defs: Vec<String> = inst.defs().iter().filter_map(|d| self.read(inst, d, lane).ok().map(|v| format!("{v:?}"))).collect();
            eprintln!(
                "trace: exec {:#018x} line {}: {} => lane {lane}: {}",
                self.exec,
                inst.loc.line,
                self.f.inst_to_string(inst),
                defs.join(", ")
            );
            return flow;
        }
        self.step_inner(id, inst)
    }

    fn step_inner(&mut self, id: InstId, inst: &'f Inst) -> R<Flow> {
        if let Some(name) = intrinsic_of(inst) {
            return self.intrinsic(id, inst, name.as_str());
        }
        match inst.opcode {
            Opcode::Generic(g) => self.generic(inst, g),
            other => self.machine(id, inst, opcode_name(other)),
        }
    }

    fn machine(&mut self, id: InstId, inst: &Inst, name: &str) -> R<Flow> {
        match name {
            "S_ENDPGM" => Ok(Flow::End(End::EndPgm)),
            "SI_RETURN_TO_EPILOG" => {
                self.returned = self.returns(inst)?;
                Ok(Flow::End(End::ReturnToEpilog))
            }
            "S_SETPC_B64_return" | "SI_RETURN" => {
                self.returned = self.returns(inst)?;
                Ok(Flow::End(End::Return))
            }
            "SI_IF" => {
                let cond = *self.arg(inst, 0)?;
                // Selected code gives a lane mask (an SGPR-class register); the legalizer's
                // form an `s1` per lane.
                let c = if self.info.selected && self.is_scalar_operand(&cond) {
                    // Lowered to `S_AND_B64 exec, cond`: inactive lanes' bits are not read.
                    self.active_mask_arg(inst, 0)?
                } else {
                    self.lane_bits(inst, &cond)?
                };
                let target = self.arg(inst, 1)?.as_block().ok_or_else(|| self.malformed(inst, "SI_IF needs a block"))?;
                let new = self.exec & c;
                let saved = self.exec & !c;
                let d = *self.def(inst, 0)?;
                for lane in lanes(self.all) {
                    self.write(inst, &d, lane, Val::from_u64(self.inputs.wave_size, saved))?;
                }
                self.pending = Some(new);
                Ok(if new == 0 { Flow::Jump(target) } else { Flow::Next })
            }
            "SI_ELSE" => {
                let target = self.arg(inst, 1)?.as_block().ok_or_else(|| self.malformed(inst, "SI_ELSE needs a block"))?;
                let done = self.exec & self.else_then;
                let new = self.exec & !done;
                let d = *self.def(inst, 0)?;
                for lane in lanes(self.all) {
                    self.write(inst, &d, lane, Val::from_u64(self.inputs.wave_size, done))?;
                }
                self.pending = Some(new);
                Ok(if new == 0 { Flow::Jump(target) } else { Flow::Next })
            }
            "SI_LOOP" => {
                let m = self.active_mask_arg(inst, 0)?;
                let target = self.arg(inst, 1)?.as_block().ok_or_else(|| self.malformed(inst, "SI_LOOP needs a block"))?;
                let new = self.exec & !m;
                self.pending = Some(new);
                Ok(if new != 0 { Flow::Jump(target) } else { Flow::Next })
            }
            _ => crate::minterp::execute(self, id, inst, name),
        }
    }

    /// `REG_SEQUENCE` (parts at their sub-register indices; bits no part covers are poison),
    /// `INSERT_SUBREG`, `EXTRACT_SUBREG` and `SUBREG_TO_REG` (the part, zero elsewhere), in the
    /// lanes a copy into the result writes (all lanes of an SGPR class, else the active ones).
    fn subregister_op(&mut self, inst: &Inst, g: G) -> R<Flow> {
        let dst = *self.def(inst, 0)?;
        let w = self.op_width(&dst);
        let args: SmallVec<[Operand; 8]> = self.args(inst).into_iter().copied().collect();
        let sub = |o: Option<&Operand>| -> R<SubReg> {
            match o {
                Some(Operand::SubRegIndex(s)) => Ok(*s),
                Some(o) if let Some(i) = o.as_imm() => Err(self.unsupported(inst, format!("a numbered sub-register index {i}"))),
                _ => Err(self.malformed(inst, "a sub-register index is missing")),
            }
        };
        let mask = if self.is_scalar_operand(&dst) { self.all } else { self.exec };
        let mut per_lane = Vec::new();
        for lane in lanes(mask) {
            let v = match g {
                G::REG_SEQUENCE => {
                    let mut v = Val::undef(w);
                    for pair in args.chunks(2) {
                        let (off, pw) = sub(pair.get(1))?.bit_range();
                        let part = self.read(inst, &pair[0], lane)?;
                        v.insert(off, &super::fit_width(part, pw));
                    }
                    v
                }
                G::INSERT_SUBREG => {
                    let (Some(base), Some(part)) = (args.first(), args.get(1)) else {
                        return Err(self.malformed(inst, "INSERT_SUBREG needs two registers"));
                    };
                    let (off, pw) = sub(args.get(2))?.bit_range();
                    let mut v = super::fit_width(self.read(inst, base, lane)?, w);
                    v.insert(off, &super::fit_width(self.read(inst, part, lane)?, pw));
                    v
                }
                G::SUBREG_TO_REG => {
                    let Some(part) = args.get(1) else { return Err(self.malformed(inst, "SUBREG_TO_REG needs a register")) };
                    let (off, pw) = sub(args.get(2))?.bit_range();
                    let mut v = Val::from_u64(w, 0);
                    v.insert(off, &super::fit_width(self.read(inst, part, lane)?, pw));
                    v
                }
                _ => {
                    let Some(base) = args.first() else { return Err(self.malformed(inst, "EXTRACT_SUBREG needs a register")) };
                    let (off, pw) = sub(args.get(1))?.bit_range();
                    self.read(inst, base, lane)?.extract(off, pw)
                }
            };
            per_lane.push((lane, v));
        }
        for (lane, v) in per_lane {
            self.write(inst, &dst, lane, super::fit_width(v, w))?;
        }
        Ok(Flow::Next)
    }

    /// Stores `n` bytes of `val` for lane `lane`, and logs it.
    pub(crate) fn store_lane(&mut self, lane: u32, space: Space, addr: u64, n: u32, val: &Val) {
        self.stores += 1;
        self.store_log.push(super::StoreRecord { space, addr, bytes: n, lane, inst: self.current });
        self.mem.store(space, addr, n, val);
    }

    /// True for an operand whose register holds one value for the whole wave: an SGPR-class
    /// virtual register or a scalar physical register.
    pub(crate) fn is_scalar_operand(&self, op: &Operand) -> bool {
        match op.as_reg().map(|r| r.reg) {
            Some(Reg::Virt(v)) => {
                matches!(self.f.vreg(v).constraint, RegConstraint::Class(c) if c.family() == isel::target::regclass::Family::Sgpr)
            }
            Some(Reg::Phys(p)) => p.is_scalar(),
            _ => false,
        }
    }

    /// Whether the `SI_END_CF` `id` runs at the start of its block (see the module docs).
    pub(crate) fn end_cf_in_prologue(&self, id: InstId) -> bool {
        self.info.prologue_end_cf.iter().flatten().any(|&x| x == id)
    }

    fn generic(&mut self, inst: &Inst, g: G) -> R<Flow> {
        use G::*;
        match g {
            COPY => {
                let src = *self.arg(inst, 0)?;
                let dst = *self.def(inst, 0)?;
                let from_sgpr = matches!(src.as_reg().map(|r| r.reg), Some(Reg::Phys(p)) if p.is_scalar());
                let to_mask = dst.as_vreg().is_some_and(|d| self.info.is_mask.get(d.index()).copied().unwrap_or(false));
                let mask = if from_sgpr || to_mask { self.all } else { self.exec };
                let w = self.op_width(&dst);
                // A copy of a per-lane register into an SGPR class reads one lane (llc makes
                // them only of values it knows uniform, as `v_readfirstlane_b32`).
                if self.info.selected
                    && to_mask
                    && dst.as_vreg().is_some_and(|_| self.is_scalar_operand(&dst))
                    && !self.is_scalar_operand(&src)
                    && src.as_reg().is_some()
                {
                    let v = self.read(inst, &src, lowest_lane(self.exec))?;
                    let v = if v.width() == w { v } else { v.zext(w) };
                    return self.lanewise(inst, mask, |_, _| Ok(smallvec![v.clone()]));
                }
                self.lanewise(inst, mask, |s, l| {
                    let v = s.read(inst, &src, l)?;
                    Ok(smallvec![if v.width() == w { v } else { v.zext(w) }])
                })
            }
            IMPLICIT_DEF | G_IMPLICIT_DEF => {
                let d = *self.def(inst, 0)?;
                let w = self.op_width(&d);
                // In selected code a per-lane register's `IMPLICIT_DEF` emits nothing: after
                // phi elimination it stands for the incoming value of a phi on one path only,
                // and the lanes that are not active keep what the other path wrote.
                let mask = if self.info.selected && !self.is_scalar_operand(&d) { self.exec } else { self.all };
                self.lanewise(inst, mask, |_, _| Ok(smallvec![Val::undef(w)]))
            }
            REG_SEQUENCE | INSERT_SUBREG | EXTRACT_SUBREG | SUBREG_TO_REG => self.subregister_op(inst, g),
            KILL | DBG_VALUE | DBG_VALUE_LIST | DBG_INSTR_REF | DBG_PHI | DBG_LABEL | LIFETIME_START | LIFETIME_END => Ok(Flow::Next),
            PHI | G_PHI => Err(self.malformed(inst, "a phi after a non-phi instruction")),
            G_CONSTANT => {
                let w = self.op_width(self.def(inst, 0)?);
                let v = self.imm(inst, 0)?;
                let all = self.all;
                self.lanewise(inst, all, |_, _| Ok(smallvec![Val::defined(Bits::from_i128(w, i128::from(v)))]))
            }
            G_FCONSTANT => {
                let w = self.op_width(self.def(inst, 0)?);
                let bits = match self.arg(inst, 0)? {
                    Operand::FpImm { bits, .. } => bits.get(),
                    _ => return Err(self.malformed(inst, "G_FCONSTANT needs a float immediate")),
                };
                let all = self.all;
                self.lanewise(inst, all, |_, _| Ok(smallvec![Val::from_u64(w, bits)]))
            }
            G_BR => Ok(Flow::Jump(self.arg(inst, 0)?.as_block().ok_or_else(|| self.malformed(inst, "G_BR needs a block"))?)),
            G_BRCOND => {
                let c = self.uniform_cond(inst, self.arg(inst, 0)?)?;
                let t = self.arg(inst, 1)?.as_block().ok_or_else(|| self.malformed(inst, "G_BRCOND needs a block"))?;
                Ok(if c { Flow::Jump(t) } else { Flow::Next })
            }
            G_ADD | G_SUB | G_MUL | G_UDIV | G_SDIV | G_UREM | G_SREM | G_AND | G_OR | G_XOR | G_SMIN | G_SMAX | G_UMIN | G_UMAX
            | G_UMULH | G_SMULH | G_UADDSAT | G_USUBSAT | G_SADDSAT | G_SSUBSAT => {
                let op = match g {
                    G_UADDSAT => IntOp::UAddSat,
                    G_USUBSAT => IntOp::USubSat,
                    G_SADDSAT => IntOp::SAddSat,
                    G_SSUBSAT => IntOp::SSubSat,
                    G_ADD => IntOp::Add,
                    G_SUB => IntOp::Sub,
                    G_MUL => IntOp::Mul,
                    G_UDIV => IntOp::UDiv,
                    G_SDIV => IntOp::SDiv,
                    G_UREM => IntOp::URem,
                    G_SREM => IntOp::SRem,
                    G_AND => IntOp::And,
                    G_OR => IntOp::Or,
                    G_XOR => IntOp::Xor,
                    G_SMIN => IntOp::SMin,
                    G_SMAX => IntOp::SMax,
                    G_UMIN => IntOp::UMin,
                    G_UMAX => IntOp::UMax,
                    G_UMULH => IntOp::UMulH,
                    _ => IntOp::SMulH,
                };
                self.elementwise(inst, |e| arith::int_binop(op, &e[0], &e[1]))
            }
            G_SHL | G_LSHR | G_ASHR => {
                let op = match g {
                    G_SHL => ShiftOp::Shl,
                    G_LSHR => ShiftOp::LShr,
                    _ => ShiftOp::AShr,
                };
                self.elementwise(inst, |e| arith::shift(op, &e[0], &e[1]))
            }
            G_ABS => self.elementwise(inst, |e| {
                let w = e[0].width();
                let neg = arith::int_binop(IntOp::Sub, &Val::from_u64(w, 0), &e[0])?;
                Ok(if e[0].bits.bit(w.saturating_sub(1)) { neg } else { e[0].clone() }.smear_poison())
            }),
            G_UADDO | G_USUBO | G_UADDE | G_USUBE => {
                let (a, b) = (*self.arg(inst, 0)?, *self.arg(inst, 1)?);
                let c = if matches!(g, G_UADDE | G_USUBE) { Some(*self.arg(inst, 2)?) } else { None };
                let sub = matches!(g, G_USUBO | G_USUBE);
                let exec = self.exec;
                self.lanewise(inst, exec, |s, l| {
                    let (x, y) = (s.read(inst, &a, l)?, s.read(inst, &b, l)?);
                    let cin = c.map(|c| s.read(inst, &c, l)).transpose()?;
                    let (r, co) = arith::add_carry(sub, &x, &y, cin.as_ref()).map_err(|e| s.arith(inst, e))?;
                    Ok(smallvec![r, co])
                })
            }
            G_UMULO | G_SMULO => {
                let (a, b) = (*self.arg(inst, 0)?, *self.arg(inst, 1)?);
                let exec = self.exec;
                self.lanewise(inst, exec, |s, l| {
                    let (r, o) =
                        arith::mul_overflow(g == G_SMULO, &s.read(inst, &a, l)?, &s.read(inst, &b, l)?).map_err(|e| s.arith(inst, e))?;
                    Ok(smallvec![r, o])
                })
            }
            G_SADDO | G_SSUBO => {
                let (a, b) = (*self.arg(inst, 0)?, *self.arg(inst, 1)?);
                let exec = self.exec;
                self.lanewise(inst, exec, |s, l| {
                    let (r, o) = arith::add_overflow_signed(g == G_SSUBO, &s.read(inst, &a, l)?, &s.read(inst, &b, l)?)
                        .map_err(|e| s.arith(inst, e))?;
                    Ok(smallvec![r, o])
                })
            }
            G_ICMP | G_FCMP => {
                let pred = self.arg(inst, 0)?.as_pred().ok_or_else(|| self.malformed(inst, "a compare needs a predicate"))?.0;
                let (a, b) = (*self.arg(inst, 1)?, *self.arg(inst, 2)?);
                let (dty, sty) = (self.ty(self.def(inst, 0)?), self.ty(&a));
                let float = g == G_FCMP;
                self.map1(inst, |s, l| {
                    let (x, y) = (s.read(inst, &a, l)?, s.read(inst, &b, l)?);
                    s.per_element(inst, dty, &[(&x, sty), (&y, sty)], |e| {
                        if float {
                            let w = e[0].width();
                            let r = arith::fcmp(pred, Fp::from_bits(w, e[0].bits.as_u64())?, Fp::from_bits(w, e[1].bits.as_u64())?)
                                .unwrap_or(false);
                            Ok(arith::bool_val(r, e[0].is_defined() && e[1].is_defined()))
                        } else {
                            Ok(arith::icmp(pred, &e[0], &e[1]).unwrap_or_else(|| Val::undef(1)))
                        }
                    })
                })
            }
            G_SELECT => {
                let (c, a, b) = (*self.arg(inst, 0)?, *self.arg(inst, 1)?, *self.arg(inst, 2)?);
                let (dty, cty) = (self.ty(self.def(inst, 0)?), self.ty(&c));
                self.map1(inst, |s, l| {
                    let (cv, x, y) = (s.read(inst, &c, l)?, s.read(inst, &a, l)?, s.read(inst, &b, l)?);
                    s.per_element(inst, dty, &[(&cv, cty), (&x, dty), (&y, dty)], |e| {
                        let pick = if e[0].bits.bit(0) { e[1].clone() } else { e[2].clone() };
                        Ok(if e[0].poison.bit(0) { super::either(&e[1], &e[2], pick.bits) } else { pick })
                    })
                })
            }
            G_ZEXT | G_SEXT | G_ANYEXT | G_TRUNC => {
                let a = *self.arg(inst, 0)?;
                let (dty, sty) = (self.ty(self.def(inst, 0)?), self.ty(&a));
                let ew = dty.scalar_type().bits();
                self.map1(inst, |s, l| {
                    let x = s.read(inst, &a, l)?;
                    s.per_element(inst, dty, &[(&x, sty)], |e| Ok(if g == G_SEXT { e[0].sext(ew) } else { e[0].zext(ew) }))
                })
            }
            G_SEXT_INREG => {
                let a = *self.arg(inst, 0)?;
                let n = self.imm(inst, 1)? as u32;
                let dty = self.ty(self.def(inst, 0)?);
                let ew = dty.scalar_type().bits();
                self.map1(inst, |s, l| {
                    let x = s.read(inst, &a, l)?;
                    s.per_element(inst, dty, &[(&x, dty)], |e| Ok(e[0].extract(0, n).sext(ew)))
                })
            }
            G_FREEZE => {
                let a = *self.arg(inst, 0)?;
                self.map1(inst, |s, l| Ok(Val::defined(s.read(inst, &a, l)?.bits)))
            }
            G_ASSERT_SEXT | G_ASSERT_ZEXT | G_ASSERT_ALIGN => {
                let a = *self.arg(inst, 0)?;
                self.map1(inst, |s, l| s.read(inst, &a, l))
            }
            G_MERGE_VALUES | G_BUILD_VECTOR | G_CONCAT_VECTORS | G_BUILD_VECTOR_TRUNC => {
                let srcs = self.args(inst);
                let dty = self.ty(self.def(inst, 0)?);
                let ew = if g == G_BUILD_VECTOR_TRUNC { dty.scalar_type().bits() } else { 0 };
                self.map1(inst, |s, l| {
                    let mut parts: SmallVec<[Val; 8]> = SmallVec::new();
                    for op in &srcs {
                        let v = s.read(inst, op, l)?;
                        parts.push(if ew > 0 { v.zext(ew) } else { v });
                    }
                    Ok(Val::concat(parts.iter()))
                })
            }
            G_UNMERGE_VALUES => {
                let src = *self.args(inst).last().copied().ok_or_else(|| self.malformed(inst, "G_UNMERGE_VALUES needs a source"))?;
                let widths: SmallVec<[u32; 8]> = inst.defs().iter().map(|d| self.op_width(d)).collect();
                let exec = self.exec;
                self.lanewise(inst, exec, |s, l| {
                    let v = s.read(inst, &src, l)?;
                    let mut at = 0;
                    Ok(widths
                        .iter()
                        .map(|&w| {
                            let p = v.extract(at, w);
                            at += w;
                            p
                        })
                        .collect())
                })
            }
            G_EXTRACT_VECTOR_ELT => {
                let (v, i) = (*self.arg(inst, 0)?, *self.arg(inst, 1)?);
                let vty = self.ty(&v);
                let ew = vty.scalar_type().bits();
                let n = u128::from(vty.lanes());
                self.map1(inst, |s, l| {
                    let (x, idx) = (s.read(inst, &v, l)?, s.read(inst, &i, l)?);
                    let k = idx.bits.as_u128();
                    if !idx.is_defined() || k >= n {
                        return Ok(Val::undef(ew));
                    }
                    Ok(x.extract(k as u32 * ew, ew))
                })
            }
            G_INSERT_VECTOR_ELT => {
                let (v, e, i) = (*self.arg(inst, 0)?, *self.arg(inst, 1)?, *self.arg(inst, 2)?);
                let vty = self.ty(&v);
                let ew = vty.scalar_type().bits();
                let n = u128::from(vty.lanes());
                self.map1(inst, |s, l| {
                    let (mut x, el, idx) = (s.read(inst, &v, l)?, s.read(inst, &e, l)?, s.read(inst, &i, l)?);
                    let k = idx.bits.as_u128();
                    if !idx.is_defined() || k >= n {
                        return Ok(Val::undef(vty.bits()));
                    }
                    x.insert(k as u32 * ew, &el.zext(ew));
                    Ok(x)
                })
            }
            G_EXTRACT => {
                let a = *self.arg(inst, 0)?;
                let off = self.imm(inst, 1)? as u32;
                let w = self.op_width(self.def(inst, 0)?);
                self.map1(inst, |s, l| Ok(s.read(inst, &a, l)?.extract(off, w)))
            }
            G_INSERT => {
                let (a, p) = (*self.arg(inst, 0)?, *self.arg(inst, 1)?);
                let off = self.imm(inst, 2)? as u32;
                self.map1(inst, |s, l| {
                    let mut x = s.read(inst, &a, l)?;
                    x.insert(off, &s.read(inst, &p, l)?);
                    Ok(x)
                })
            }
            G_SHUFFLE_VECTOR => {
                let (a, b) = (*self.arg(inst, 0)?, *self.arg(inst, 1)?);
                let mask_text = match self.arg(inst, 2)? {
                    Operand::Other(s) => s.as_str(),
                    _ => return Err(self.malformed(inst, "G_SHUFFLE_VECTOR needs a shufflemask")),
                };
                let mask: Vec<Option<u32>> =
                    mask_text.trim_start_matches("shufflemask(").trim_end_matches(')').split(',').map(|t| t.trim().parse().ok()).collect();
                let aty = self.ty(&a);
                let (ew, n) = (aty.scalar_type().bits(), u32::from(aty.lanes()));
                self.map1(inst, |s, l| {
                    let (x, y) = (s.read(inst, &a, l)?, s.read(inst, &b, l)?);
                    let parts: Vec<Val> = mask
                        .iter()
                        .map(|m| match m {
                            Some(k) if *k < n => x.extract(k * ew, ew),
                            Some(k) if *k < 2 * n => y.extract((k - n) * ew, ew),
                            _ => Val::undef(ew),
                        })
                        .collect();
                    Ok(Val::concat(parts.iter()))
                })
            }
            G_BITCAST => {
                let a = *self.arg(inst, 0)?;
                self.map1(inst, |s, l| s.read(inst, &a, l))
            }
            G_PTRTOINT | G_INTTOPTR => {
                let a = *self.arg(inst, 0)?;
                let w = self.op_width(self.def(inst, 0)?);
                self.map1(inst, |s, l| Ok(s.read(inst, &a, l)?.zext(w)))
            }
            G_PTR_ADD | G_PTRMASK => {
                let (p, o) = (*self.arg(inst, 0)?, *self.arg(inst, 1)?);
                let (pty, oty) = (self.ty(&p), self.ty(&o));
                self.map1(inst, |s, l| {
                    let (x, y) = (s.read(inst, &p, l)?, s.read(inst, &o, l)?);
                    s.per_element(inst, pty, &[(&x, pty), (&y, oty)], |e| {
                        let w = e[0].width();
                        if g == G_PTR_ADD {
                            arith::int_binop(IntOp::Add, &e[0], &e[1].sext(w))
                        } else {
                            arith::int_binop(IntOp::And, &e[0], &e[1].zext(w))
                        }
                    })
                })
            }
            G_FRAME_INDEX => {
                let text = match self.arg(inst, 0)? {
                    Operand::Other(s) => s.as_str(),
                    _ => return Err(self.malformed(inst, "G_FRAME_INDEX needs a stack object")),
                };
                let addr = frame_address(text).ok_or_else(|| self.malformed(inst, "bad stack object"))?;
                let w = self.op_width(self.def(inst, 0)?);
                let all = self.all;
                self.lanewise(inst, all, |_, _| Ok(smallvec![Val::from_u64(w, addr)]))
            }
            G_GLOBAL_VALUE => {
                let dty = self.ty(self.def(inst, 0)?);
                let (name, offset) = match self.arg(inst, 0)? {
                    Operand::Global(g) => (g.name, g.offset),
                    _ => return Err(self.malformed(inst, "G_GLOBAL_VALUE needs a global")),
                };
                if dty != Llt::Pointer(3) {
                    return Err(self.unsupported(inst, "only LDS globals have an address here"));
                }
                let base = self.lds_address(inst, name)?;
                let addr = base.wrapping_add(offset as u64) & 0xffff_ffff;
                let all = self.all;
                self.lanewise(inst, all, |_, _| Ok(smallvec![Val::from_u64(32, addr)]))
            }
            G_LOAD | G_SEXTLOAD | G_ZEXTLOAD => self.load(inst, g),
            G_STORE => self.store(inst),
            G_ATOMICRMW_XCHG
            | G_ATOMICRMW_ADD
            | G_ATOMICRMW_SUB
            | G_ATOMICRMW_AND
            | G_ATOMICRMW_OR
            | G_ATOMICRMW_XOR
            | G_ATOMICRMW_MIN
            | G_ATOMICRMW_MAX
            | G_ATOMICRMW_UMIN
            | G_ATOMICRMW_UMAX
            | G_ATOMICRMW_FADD
            | G_ATOMIC_CMPXCHG
            | G_ATOMIC_CMPXCHG_WITH_SUCCESS
            | G_AMDGPU_ATOMIC_CMPXCHG => self.generic_atomic(inst, g),
            G_AMDGPU_BUFFER_LOAD
            | G_AMDGPU_BUFFER_LOAD_UBYTE
            | G_AMDGPU_BUFFER_LOAD_SBYTE
            | G_AMDGPU_BUFFER_LOAD_USHORT
            | G_AMDGPU_BUFFER_LOAD_SSHORT
            | G_AMDGPU_BUFFER_STORE
            | G_AMDGPU_BUFFER_STORE_BYTE
            | G_AMDGPU_BUFFER_STORE_SHORT
            | G_AMDGPU_S_BUFFER_LOAD => self.generic_buffer(inst, g),
            G_FADD | G_FSUB | G_FMUL | G_FDIV | G_FMINNUM | G_FMAXNUM | G_FMINNUM_IEEE | G_FMAXNUM_IEEE => {
                let op = match g {
                    G_FADD => FpOp::Add,
                    G_FSUB => FpOp::Sub,
                    G_FMUL => FpOp::Mul,
                    G_FDIV => FpOp::Div,
                    G_FMINNUM | G_FMINNUM_IEEE => FpOp::MinNum,
                    _ => FpOp::MaxNum,
                };
                let ieee = matches!(g, G_FMINNUM_IEEE | G_FMAXNUM_IEEE);
                self.float_elementwise(inst, |x| {
                    if ieee && (x[0].is_snan() || x[1].is_snan()) {
                        return x[0].canonical_nan();
                    }
                    arith::fp_binop(op, x[0], x[1])
                })
            }
            G_FMA => self.float_elementwise(inst, |x| arith::fma(x[0], x[1], x[2])),
            // What llc-14 makes of these on AMDGPU (AMDGPULegalizerInfo's `legalizeFrem` and
            // the G_FPOWI lowering it asks for): the meaning the legalizer's output is held to.
            // `frem`: `fma(-trunc(x / y), y, x)`, the quotient correctly rounded (as G_FDIV).
            G_FREM => self.float_elementwise(inst, |x| {
                let t = arith::fp_unary(FpUnary::Trunc, arith::fp_binop(FpOp::Div, x[0], x[1]));
                let neg = match t {
                    Fp::H(v) => Fp::H(-v),
                    Fp::S(v) => Fp::S(-v),
                    Fp::D(v) => Fp::D(-v),
                };
                arith::fma(neg, x[1], x[0])
            }),
            // `powi(x, n)` of f32: `exp2(log2(x) * sitofp(n))` with the DX9 multiply (a zero
            // factor gives +0), so a negative base gives NaN.
            G_FPOWI => {
                let (a, n) = (*self.arg(inst, 0)?, *self.arg(inst, 1)?);
                if self.op_width(self.def(inst, 0)?) != 32 {
                    return Err(self.unsupported(inst, "G_FPOWI other than f32 is not modelled"));
                }
                self.map1(inst, |s, l| {
                    let (x, e) = (s.read(inst, &a, l)?, s.read(inst, &n, l)?);
                    let lg = arith::fp_unary(FpUnary::Log2, Fp::S(f32::from_bits(x.bits.as_u64() as u32)));
                    let k = Fp::S(e.bits.as_u64() as u32 as i32 as f32);
                    let m = if lg.to_f64() == 0.0 || k.to_f64() == 0.0 { Fp::S(0.0) } else { arith::fp_binop(FpOp::Mul, lg, k) };
                    let r = arith::fp_unary(FpUnary::Exp2, m);
                    Ok(arith::smear(Val::from_u64(32, r.to_bits()), x.is_defined() && e.is_defined()))
                })
            }
            G_FMAD => self.float_elementwise(inst, |x| arith::fp_binop(FpOp::Add, arith::fp_binop(FpOp::Mul, x[0], x[1]), x[2])),
            G_FSQRT
            | G_FFLOOR
            | G_FCEIL
            | G_INTRINSIC_TRUNC
            | G_FRINT
            | G_FNEARBYINT
            | G_INTRINSIC_ROUNDEVEN
            | G_INTRINSIC_ROUND
            | G_FCANONICALIZE
            | G_FEXP2
            | G_FLOG2
            | G_AMDGPU_RCP_IFLAG => {
                let op = match g {
                    G_FSQRT => FpUnary::Sqrt,
                    G_FFLOOR => FpUnary::Floor,
                    G_FCEIL => FpUnary::Ceil,
                    G_INTRINSIC_TRUNC => FpUnary::Trunc,
                    G_FRINT | G_FNEARBYINT | G_INTRINSIC_ROUNDEVEN => FpUnary::Rint,
                    G_INTRINSIC_ROUND => FpUnary::Round,
                    G_FCANONICALIZE => FpUnary::Canonicalize,
                    G_FEXP2 => FpUnary::Exp2,
                    G_FLOG2 => FpUnary::Log2,
                    _ => FpUnary::Rcp,
                };
                let ulps = if op == FpUnary::Rcp { self.inputs.rcp_ulps } else { 0 };
                self.float_elementwise(inst, |x| arith::nudge_ulps(arith::fp_unary(op, x[0]), ulps))
            }
            G_FNEG | G_FABS => {
                let a = *self.arg(inst, 0)?;
                let ty = self.ty(&a);
                self.map1(inst, |s, l| {
                    let x = s.read(inst, &a, l)?;
                    s.per_element(inst, ty, &[(&x, ty)], |e| {
                        let w = e[0].width();
                        let mut v = e[0].clone();
                        let sign = w.saturating_sub(1);
                        let bit = if g == G_FNEG { !v.bits.bit(sign) } else { false };
                        v.bits.set_bit(sign, bit);
                        Ok(v)
                    })
                })
            }
            G_FCOPYSIGN => {
                // Per element: a `<2 x s16>` takes each half's sign from the same half.
                let (a, b) = (*self.arg(inst, 0)?, *self.arg(inst, 1)?);
                let (dty, sty) = (self.ty(self.def(inst, 0)?), self.ty(&b));
                self.map1(inst, |s, l| {
                    let (x, y) = (s.read(inst, &a, l)?, s.read(inst, &b, l)?);
                    s.per_element(inst, dty, &[(&x, dty), (&y, sty)], |e| {
                        let (mut x, y) = (e[0].clone(), &e[1]);
                        let (wx, wy) = (x.width(), y.width());
                        x.bits.set_bit(wx - 1, y.bits.bit(wy - 1));
                        x.poison.set_bit(wx - 1, y.poison.bit(wy - 1));
                        Ok(x)
                    })
                })
            }
            G_FPEXT | G_FPTRUNC => {
                let a = *self.arg(inst, 0)?;
                let (dty, sty) = (self.ty(self.def(inst, 0)?), self.ty(&a));
                let ew = dty.scalar_type().bits();
                self.map1(inst, |s, l| {
                    let x = s.read(inst, &a, l)?;
                    s.per_element(inst, dty, &[(&x, sty)], |e| {
                        let r = arith::fp_convert(Fp::from_bits(e[0].width(), e[0].bits.as_u64())?, ew)?;
                        Ok(arith::smear(Val::from_u64(ew, r.to_bits()), e[0].is_defined()))
                    })
                })
            }
            G_FPTOSI | G_FPTOUI => {
                let a = *self.arg(inst, 0)?;
                let (dty, sty) = (self.ty(self.def(inst, 0)?), self.ty(&a));
                let ew = dty.scalar_type().bits();
                self.map1(inst, |s, l| {
                    let x = s.read(inst, &a, l)?;
                    s.per_element(inst, dty, &[(&x, sty)], |e| {
                        let f = Fp::from_bits(e[0].width(), e[0].bits.as_u64())?;
                        Ok(match arith::fp_to_int(f, ew, g == G_FPTOSI) {
                            Some(v) if e[0].is_defined() => Val::from_u128(ew, v),
                            Some(v) => Val::poisoned(Bits::from_u128(ew, v)),
                            None => Val::undef(ew),
                        })
                    })
                })
            }
            G_SITOFP | G_UITOFP => {
                let a = *self.arg(inst, 0)?;
                let (dty, sty) = (self.ty(self.def(inst, 0)?), self.ty(&a));
                let ew = dty.scalar_type().bits();
                self.map1(inst, |s, l| {
                    let x = s.read(inst, &a, l)?;
                    s.per_element(inst, dty, &[(&x, sty)], |e| {
                        let w = e[0].width();
                        if w > 128 {
                            return Err(ArithError::Width(w));
                        }
                        let r = arith::int_to_fp(e[0].bits.as_u128(), w, g == G_SITOFP, ew)?;
                        Ok(arith::smear(Val::from_u64(ew, r.to_bits()), e[0].is_defined()))
                    })
                })
            }
            G_CTLZ | G_CTLZ_ZERO_UNDEF | G_CTTZ | G_CTTZ_ZERO_UNDEF | G_CTPOP | G_AMDGPU_FFBH_U32 | G_AMDGPU_FFBL_B32 => {
                let a = *self.arg(inst, 0)?;
                let w = self.op_width(self.def(inst, 0)?);
                self.map1(inst, |s, l| {
                    let x = s.read(inst, &a, l)?;
                    let r = match g {
                        G_CTLZ => arith::ctlz(&x, w, None),
                        G_AMDGPU_FFBH_U32 => arith::ctlz(&x, w, Some(u64::MAX)),
                        G_CTTZ => arith::cttz(&x, w, None),
                        G_AMDGPU_FFBL_B32 => arith::cttz(&x, w, Some(u64::MAX)),
                        G_CTPOP => Ok(arith::ctpop(&x, w)),
                        // Zero is poison for the *_ZERO_UNDEF forms.
                        _ if x.bits.is_zero() => Ok(Val::undef(w)),
                        G_CTLZ_ZERO_UNDEF => arith::ctlz(&x, w, None),
                        _ => arith::cttz(&x, w, None),
                    };
                    r.map_err(|e| s.arith(inst, e))
                })
            }
            G_UBFX | G_SBFX => {
                // Bits [offset, offset + width) of the source, zero- or sign-extended; a field
                // reaching past the top is poison.
                let (a, o, n) = (*self.arg(inst, 0)?, *self.arg(inst, 1)?, *self.arg(inst, 2)?);
                let w = self.op_width(self.def(inst, 0)?);
                self.map1(inst, |s, l| {
                    let (x, off_v, len_v) = (s.read(inst, &a, l)?, s.read(inst, &o, l)?, s.read(inst, &n, l)?);
                    let (off, len) = (off_v.bits.as_u64(), len_v.bits.as_u64());
                    if !off_v.is_defined() || !len_v.is_defined() || off.saturating_add(len) > u64::from(w) {
                        return Ok(Val::undef(w));
                    }
                    if len == 0 {
                        // `(x >> off) & 0`: poison in, poison out (as LLVM's `and`), which is
                        // what the machine's V_BFE does with a poison source too.
                        return Ok(arith::smear(Val::from_u64(w, 0), x.is_defined()));
                    }
                    let field = x.extract(off as u32, len as u32);
                    Ok(if g == G_SBFX { field.sext(w) } else { field.zext(w) })
                })
            }
            G_FSHL | G_FSHR | G_ROTL | G_ROTR => {
                // Funnel shifts (LLVM's LangRef): `x:y` as one double-width value shifted by the
                // amount modulo the width, the high (fshl) or low (fshr) half kept; a rotate is
                // the funnel shift of `x:x`. The amount never makes poison; a poison input
                // makes the whole element poison.
                let rotate = matches!(g, G_ROTL | G_ROTR);
                let left = matches!(g, G_FSHL | G_ROTL);
                self.elementwise(inst, |e| {
                    let (x, y, z) = if rotate { (&e[0], &e[0], &e[1]) } else { (&e[0], &e[1], &e[2]) };
                    let w = x.width();
                    if w > 64 {
                        return Err(ArithError::Width(w));
                    }
                    let mask = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
                    let wide = (u128::from(x.bits.as_u64() & mask) << w) | u128::from(y.bits.as_u64() & mask);
                    let k = (z.bits.as_u128() % u128::from(w)) as u32;
                    let r = if left { (wide << k) >> w } else { wide >> k } as u64 & mask;
                    Ok(arith::smear(Val::from_u64(w, r), x.is_defined() && y.is_defined() && z.is_defined()))
                })
            }
            G_BSWAP | G_BITREVERSE => {
                let a = *self.arg(inst, 0)?;
                self.map1(inst, |s, l| {
                    let x = s.read(inst, &a, l)?;
                    let w = x.width();
                    let f = |b: &Bits| -> Bits {
                        if g == G_BSWAP {
                            let mut bytes = b.to_bytes();
                            bytes.reverse();
                            Bits::from_bytes(w, &bytes)
                        } else {
                            let mut out = Bits::zero(w);
                            for i in 0..w {
                                out.set_bit(w - 1 - i, b.bit(i));
                            }
                            out
                        }
                    };
                    Ok(Val { bits: f(&x.bits), poison: f(&x.poison) })
                })
            }
            G_AMDGPU_CVT_F32_UBYTE0 | G_AMDGPU_CVT_F32_UBYTE1 | G_AMDGPU_CVT_F32_UBYTE2 | G_AMDGPU_CVT_F32_UBYTE3 => {
                let a = *self.arg(inst, 0)?;
                let k = match g {
                    G_AMDGPU_CVT_F32_UBYTE0 => 0,
                    G_AMDGPU_CVT_F32_UBYTE1 => 1,
                    G_AMDGPU_CVT_F32_UBYTE2 => 2,
                    _ => 3,
                };
                self.map1(inst, |s, l| {
                    let byte = s.read(inst, &a, l)?.extract(8 * k, 8);
                    Ok(arith::smear(Val::from_u64(32, u64::from((byte.bits.as_u64() as f32).to_bits())), byte.is_defined()))
                })
            }
            G_AMDGPU_SMED3 | G_AMDGPU_UMED3 => self.elementwise(inst, |e| {
                let (mn, mx) = if g == G_AMDGPU_SMED3 { (IntOp::SMin, IntOp::SMax) } else { (IntOp::UMin, IntOp::UMax) };
                let lo = arith::int_binop(mn, &e[0], &e[1])?;
                let hi = arith::int_binop(mx, &e[0], &e[1])?;
                let m = arith::int_binop(mn, &hi, &e[2])?;
                arith::int_binop(mx, &lo, &m)
            }),
            G_AMDGPU_FMED3 => self.float_elementwise(inst, arith::fmed3),
            _ => Err(self.unsupported(inst, "no semantics for this opcode")),
        }
    }

    /// Applies `f` to corresponding elements of every explicit use (vector or scalar operands
    /// of the def's type, or scalars broadcast), in the active lanes.
    fn elementwise(&mut self, inst: &Inst, f: impl Fn(&[Val]) -> Result<Val, ArithError>) -> R<Flow> {
        let srcs = self.args(inst);
        let dty = self.ty(self.def(inst, 0)?);
        let tys: SmallVec<[Llt; 4]> = srcs.iter().map(|o| self.ty(o)).collect();
        self.map1(inst, |s, l| {
            let vals: SmallVec<[Val; 4]> = srcs.iter().map(|o| s.read(inst, o, l)).collect::<R<_>>()?;
            let pairs: SmallVec<[(&Val, Llt); 4]> = vals.iter().zip(tys.iter().copied()).collect();
            s.per_element(inst, dty, &pairs, &f)
        })
    }

    /// Like [`Wave::elementwise`] for float operations: decodes, applies, encodes; any poison
    /// input bit makes the whole element poison.
    fn float_elementwise(&mut self, inst: &Inst, f: impl Fn(&[Fp]) -> Fp) -> R<Flow> {
        self.elementwise(inst, |e| {
            let mut xs: SmallVec<[Fp; 3]> = SmallVec::new();
            for v in e {
                xs.push(Fp::from_bits(v.width(), v.bits.as_u64())?);
            }
            let r = f(&xs);
            let w = e.first().map_or(32, Val::width);
            Ok(arith::smear(Val::from_u64(w, r.to_bits()), e.iter().all(Val::is_defined)))
        })
    }

    fn per_element(&self, inst: &Inst, dty: Llt, srcs: &[(&Val, Llt)], f: impl Fn(&[Val]) -> Result<Val, ArithError>) -> R<Val> {
        let n = u32::from(dty.lanes());
        if n == 1 {
            let vals: SmallVec<[Val; 4]> = srcs.iter().map(|(v, _)| (*v).clone()).collect();
            return f(&vals).map_err(|e| self.arith(inst, e));
        }
        let mut parts: SmallVec<[Val; 8]> = SmallVec::new();
        for i in 0..n {
            let vals: SmallVec<[Val; 4]> = srcs
                .iter()
                .map(|(v, t)| {
                    if u32::from(t.lanes()) == n {
                        let ew = t.scalar_type().bits();
                        v.extract(i * ew, ew)
                    } else {
                        (*v).clone()
                    }
                })
                .collect();
            parts.push(f(&vals).map_err(|e| self.arith(inst, e))?);
        }
        Ok(Val::concat(parts.iter()))
    }

    // ---- memory -------------------------------------------------------------------------

    pub(crate) fn access(&self, inst: &Inst) -> R<(u32, u32)> {
        let mem = inst.memops.first().ok_or_else(|| self.malformed(inst, "a memory access without a memory operand"))?;
        let bits = mem.size.bits().ok_or_else(|| self.unsupported(inst, "a memory access of unknown size"))?;
        Ok((bits as u32, mem.addrspace))
    }

    pub(crate) fn address(&self, inst: &Inst, p: &Val, lane: u32) -> R<u64> {
        if !p.is_defined() {
            return Err(self.ub(inst, format!("the address is poison in lane {lane}")));
        }
        Ok(p.bits.as_u64())
    }

    fn load(&mut self, inst: &Inst, g: G) -> R<Flow> {
        let (bits, addrspace) = self.access(inst)?;
        let p = *self.arg(inst, 0)?;
        let w = self.op_width(self.def(inst, 0)?);
        if g == G::G_LOAD && bits > w {
            return Err(self.malformed(inst, "the memory type is wider than the result"));
        }
        self.map1(inst, |s, l| {
            let addr = s.address(inst, &s.read(inst, &p, l)?, l)?;
            let raw = s.mem.load(Space::of(addrspace, l), addr, bits.div_ceil(8)).extract(0, bits);
            Ok(if g == G::G_SEXTLOAD { raw.sext(w) } else { raw.zext(w) })
        })
    }

    fn store(&mut self, inst: &Inst) -> R<Flow> {
        let (bits, addrspace) = self.access(inst)?;
        let (v, p) = (*self.arg(inst, 0)?, *self.arg(inst, 1)?);
        let mut writes = Vec::new();
        for l in lanes(self.exec) {
            let addr = self.address(inst, &self.read(inst, &p, l)?, l)?;
            writes.push((l, addr, self.read(inst, &v, l)?.extract(0, bits)));
        }
        for (l, addr, val) in writes {
            self.store_lane(l, Space::of(addrspace, l), addr, bits.div_ceil(8), &val);
        }
        Ok(Flow::Next)
    }

    // ---- intrinsics ---------------------------------------------------------------------

    fn preloaded(&mut self, inst: &Inst, name: &str, field: &str, uniform: bool) -> R<Flow> {
        let Some(&(reg, mask)) = self.info.arg_info.get(field) else {
            return Err(InterpError::NoArgumentInfo { intrinsic: name.to_string(), field: field.to_string() });
        };
        let w = self.op_width(self.def(inst, 0)?);
        let which = if uniform { self.all } else { self.exec };
        self.lanewise(inst, which, |s, l| {
            let v = s.read_phys(inst, reg, l)?;
            let v = match mask {
                Some(m) if m != 0 => {
                    let x = (v.bits.as_u64() & m) >> m.trailing_zeros();
                    Val::from_u64(v.width(), x)
                }
                _ => v,
            };
            Ok(smallvec![v.zext(w)])
        })
    }

    /// Whether the hardware starts the function (a kernel or a shader).
    fn is_entry(&self) -> bool {
        let header = self.f.raw_header("machineFunctionInfo").is_some_and(|i| i.lines().any(|l| l.trim() == "isEntryFunction: true"));
        header || self.f.ir.as_ref().is_some_and(|ir| ir.cc.is_entry())
    }

    /// The function's LDS size: its `ldsSize` with the variables its `G_GLOBAL_VALUE`s name
    /// laid out after it (what `llvm.amdgcn.groupstaticsize` reads).
    fn lds_size(&self, inst: &Inst) -> R<u64> {
        Ok(self.lds_layout(inst)?.1)
    }

    /// `llvm.amdgcn.interp.p1(i, chan, attr, m0)`, `interp.p2(p1, j, chan, attr, m0)` and
    /// `interp.mov(slot, chan, attr, m0)`, on the parameters [`super::interp_params`] gives
    /// (see the module documentation).
    fn interp(&mut self, inst: &Inst, name: &str) -> R<Flow> {
        let n = if name.ends_with("p2") { 2 } else { 1 };
        let chan = self.imm(inst, n)? as u64;
        let attr = self.imm(inst, n + 1)? as u64;
        let m = *self.arg(inst, n + 2)?;
        let m0 = self.read(inst, &m, lowest_lane(self.exec))?;
        if !m0.is_defined() {
            return Err(self.ub(inst, "the primitive mask (M0) is poison"));
        }
        let [p0, p10, p20] = super::interp_params(self.inputs.memory_seed, attr, chan, m0.bits.as_u64() as u32);
        if name.ends_with("mov") {
            let v = match self.imm(inst, 0)? {
                0 => p10,
                1 => p20,
                2 => p0,
                _ => return Err(self.malformed(inst, "interp.mov's slot is 0, 1 or 2")),
            };
            let exec = self.exec;
            return self.lanewise(inst, exec, |_, _| Ok(smallvec![Val::from_u64(32, u64::from(v.to_bits()))]));
        }
        let ops = [*self.arg(inst, 0)?, *self.arg(inst, 1)?];
        self.map1(inst, |s, l| {
            let x = s.read(inst, &ops[0], l)?;
            let r = if n == 1 {
                arith::interp_step(p10, x.bits.as_u64(), p0.to_bits().into())
            } else {
                let j = s.read(inst, &ops[1], l)?;
                let r = arith::interp_step(p20, j.bits.as_u64(), x.bits.as_u64());
                return Ok(arith::smear(Val::from_u64(32, r), x.is_defined() && j.is_defined()));
            };
            Ok(arith::smear(Val::from_u64(32, r), x.is_defined()))
        })
    }

    fn intrinsic(&mut self, id: InstId, inst: &Inst, name: &str) -> R<Flow> {
        let ws = self.inputs.wave_size;
        match name {
            "llvm.amdgcn.workitem.id.x" => self.preloaded(inst, name, "workItemIDX", false),
            "llvm.amdgcn.workitem.id.y" => self.preloaded(inst, name, "workItemIDY", false),
            "llvm.amdgcn.workitem.id.z" => self.preloaded(inst, name, "workItemIDZ", false),
            "llvm.amdgcn.workgroup.id.x" => self.preloaded(inst, name, "workGroupIDX", true),
            "llvm.amdgcn.workgroup.id.y" => self.preloaded(inst, name, "workGroupIDY", true),
            "llvm.amdgcn.workgroup.id.z" => self.preloaded(inst, name, "workGroupIDZ", true),
            "llvm.amdgcn.kernarg.segment.ptr" => self.preloaded(inst, name, "kernargSegmentPtr", true),
            "llvm.amdgcn.dispatch.ptr" => self.preloaded(inst, name, "dispatchPtr", true),
            "llvm.amdgcn.queue.ptr" => self.preloaded(inst, name, "queuePtr", true),
            "llvm.amdgcn.implicitarg.ptr" if !self.info.arg_info.contains_key("implicitArgPtr") && self.is_entry() => {
                // A kernel has no register for it: the implicit arguments follow the explicit
                // ones in the kernarg segment (as the legalizer lowers it).
                let off = isel::passes::legalizer::implicit_arg_offset(self.f, self.inputs.module_ir.as_deref()) as u64;
                let base = match self.info.arg_info.get("kernargSegmentPtr") {
                    Some(&(reg, _)) => self.read_phys(inst, reg, lowest_lane(self.all))?,
                    None => Val::from_u64(64, 0),
                };
                let v = Val { bits: Bits::from_u64(64, base.bits.as_u64().wrapping_add(off)), poison: base.poison.clone() };
                let all = self.all;
                self.lanewise(inst, all, |_, _| Ok(smallvec![v.clone()]))
            }
            "llvm.amdgcn.implicitarg.ptr" => self.preloaded(inst, name, "implicitArgPtr", true),
            "llvm.amdgcn.dispatch.id" => self.preloaded(inst, name, "dispatchID", true),
            "llvm.amdgcn.s.barrier" | "llvm.amdgcn.wave.barrier" => Ok(Flow::Next),
            "llvm.amdgcn.raw.buffer.load"
            | "llvm.amdgcn.struct.buffer.load"
            | "llvm.amdgcn.raw.buffer.store"
            | "llvm.amdgcn.struct.buffer.store"
            | "llvm.amdgcn.s.buffer.load" => self.buffer_intrinsic(inst, name),
            "llvm.amdgcn.groupstaticsize" => {
                let size = self.lds_size(inst)?;
                let all = self.all;
                self.lanewise(inst, all, |_, _| Ok(smallvec![Val::from_u64(32, size)]))
            }
            "llvm.amdgcn.readfirstlane" | "llvm.amdgcn.readlane" => {
                let a = *self.arg(inst, 0)?;
                let lane = if name == "llvm.amdgcn.readlane" {
                    let k = self.read(inst, self.arg(inst, 1)?, lowest_lane(self.exec))?;
                    (k.bits.as_u64() as u32) % ws
                } else {
                    lowest_lane(self.exec)
                };
                let v = self.read(inst, &a, lane)?;
                let all = self.all;
                self.lanewise(inst, all, |_, _| Ok(smallvec![v.clone()]))
            }
            "llvm.amdgcn.if" => {
                let c = self.lane_bits(inst, self.arg(inst, 0)?)?;
                let new = self.exec & c;
                let saved = self.exec & !c;
                self.pending = Some(new);
                let all = self.all;
                self.lanewise(inst, all, |_, _| Ok(smallvec![arith::bool_val(new != 0, true), Val::from_u64(ws, saved)]))
            }
            "llvm.amdgcn.else" => {
                let done = self.exec & self.else_then;
                let new = self.exec & !done;
                self.pending = Some(new);
                let all = self.all;
                self.lanewise(inst, all, |_, _| Ok(smallvec![arith::bool_val(new != 0, true), Val::from_u64(ws, done)]))
            }
            "llvm.amdgcn.if.break" => {
                let c = self.lane_bits(inst, self.arg(inst, 0)?)?;
                let m = self.mask_arg(inst, 1)?;
                let r = m | (c & self.exec);
                let all = self.all;
                self.lanewise(inst, all, |_, _| Ok(smallvec![Val::from_u64(ws, r)]))
            }
            "llvm.amdgcn.loop" => {
                let m = self.mask_arg(inst, 0)?;
                let new = self.exec & !m;
                self.pending = Some(new);
                let all = self.all;
                self.lanewise(inst, all, |_, _| Ok(smallvec![arith::bool_val(new == 0, true)]))
            }
            "llvm.amdgcn.end.cf" => {
                let in_prologue = self.info.prologue_end_cf.iter().flatten().any(|&x| x == id);
                if !in_prologue {
                    self.exec |= self.mask_arg(inst, 0)?;
                }
                Ok(Flow::Next)
            }
            "llvm.amdgcn.kill" => {
                let op = *self.arg(inst, 0)?;
                let keep = match op.as_imm() {
                    Some(v) => {
                        if v & 1 == 1 {
                            self.exec
                        } else {
                            0
                        }
                    }
                    None => self.lane_bits(inst, &op)?,
                };
                let killed = self.exec & !keep;
                self.exec &= !killed;
                self.live &= !killed;
                Ok(if self.live == 0 { Flow::End(End::AllLanesKilled) } else { Flow::Next })
            }
            "llvm.amdgcn.exp" | "llvm.amdgcn.exp.compr" => {
                let compressed = name.ends_with("compr");
                let nvals = if compressed { 2 } else { 4 };
                let target = self.imm(inst, 0)?;
                let enabled = self.imm(inst, 1)?;
                let done = self.imm(inst, 2 + nvals)? & 1 == 1;
                let valid_mask = self.imm(inst, 3 + nvals)? & 1 == 1;
                let ops: SmallVec<[Operand; 4]> = (0..nvals).map(|i| self.arg(inst, 2 + i).copied()).collect::<R<_>>()?;
                let mut values = Vec::new();
                for l in lanes(self.exec) {
                    let vals: SmallVec<[Val; 4]> = ops.iter().map(|o| self.read(inst, o, l)).collect::<R<_>>()?;
                    values.push((l, vals));
                }
                self.exports.push(Export { target, enabled, compressed, done, valid_mask, exec: self.exec, values });
                Ok(Flow::Next)
            }
            "llvm.amdgcn.rcp" | "llvm.amdgcn.rsq" | "llvm.amdgcn.sqrt" => {
                let op = match name {
                    "llvm.amdgcn.rcp" => FpUnary::Rcp,
                    "llvm.amdgcn.rsq" => FpUnary::Rsq,
                    _ => FpUnary::Sqrt,
                };
                let ulps = if op == FpUnary::Rcp { self.inputs.rcp_ulps } else { 0 };
                self.float_elementwise(inst, |x| arith::nudge_ulps(arith::fp_unary(op, x[0]), ulps))
            }
            // The fdiv expansions: `div.scale` and `div.fmas` as if no scaling were needed and
            // `div.fixup` as the correctly rounded quotient it is there to produce (see the module
            // documentation).
            "llvm.amdgcn.div.scale" => {
                let (num, den) = (*self.arg(inst, 0)?, *self.arg(inst, 1)?);
                let pick_num = self.imm(inst, 2)? & 1 == 1;
                let exec = self.exec;
                self.lanewise(inst, exec, |s, l| {
                    let v = s.read(inst, if pick_num { &num } else { &den }, l)?;
                    Ok(smallvec![v, arith::bool_val(false, true)])
                })
            }
            "llvm.amdgcn.div.fmas" => {
                let ops = [*self.arg(inst, 0)?, *self.arg(inst, 1)?, *self.arg(inst, 2)?];
                // The scale flag, per lane (V_DIV_FMAS reads it from VCC).
                let flag = *self.arg(inst, 3)?;
                self.map1(inst, |s, l| {
                    let mut xs = [Fp::S(0.0); 3];
                    let mut defined = true;
                    for (x, op) in xs.iter_mut().zip(&ops) {
                        let v = s.read(inst, op, l)?;
                        defined &= v.is_defined();
                        *x = Fp::from_bits(v.width(), v.bits.as_u64()).map_err(|e| s.arith(inst, e))?;
                    }
                    let scale = s.read(inst, &flag, l)?;
                    defined &= scale.is_defined();
                    let r = arith::div_fmas(xs[0], xs[1], xs[2], scale.bits.bit(0));
                    Ok(arith::smear(Val::from_u64(s.op_width(&ops[0]), r.to_bits()), defined))
                })
            }
            "llvm.amdgcn.div.fixup" => self.float_elementwise(inst, |x| arith::fp_binop(FpOp::Div, x[2], x[1])),
            "llvm.amdgcn.interp.p1" | "llvm.amdgcn.interp.p2" | "llvm.amdgcn.interp.mov" => self.interp(inst, name),
            "llvm.amdgcn.ldexp" => {
                let (a, n) = (*self.arg(inst, 0)?, *self.arg(inst, 1)?);
                self.map1(inst, |s, l| {
                    let (x, e) = (s.read(inst, &a, l)?, s.read(inst, &n, l)?);
                    let f = Fp::from_bits(x.width(), x.bits.as_u64()).map_err(|er| s.arith(inst, er))?;
                    // A half's exponent is the low 16 bits, signed (V_LDEXP_F16's `S1.i16`, which
                    // llc-14 gives the 32-bit operand as it is).
                    let n = if x.width() == 16 {
                        i32::from(e.bits.as_u64() as u16 as i16)
                    } else {
                        e.bits.as_i128().clamp(-100_000, 100_000) as i32
                    };
                    let r = arith::ldexp(f, n);
                    Ok(arith::smear(Val::from_u64(x.width(), r.to_bits()), x.is_defined() && e.is_defined()))
                })
            }
            "llvm.amdgcn.mul.u24" | "llvm.amdgcn.mul.i24" => {
                // The low 32 bits of the product of the operands' low 24 bits, taken unsigned
                // or as signed 24-bit values.
                let (a, b) = (*self.arg(inst, 0)?, *self.arg(inst, 1)?);
                let signed = name == "llvm.amdgcn.mul.i24";
                self.map1(inst, |s, l| {
                    let (x, y) = (s.read(inst, &a, l)?, s.read(inst, &b, l)?);
                    let low24 = |v: &Val| -> i64 {
                        let u = (v.bits.as_u64() & 0xff_ffff) as i64;
                        if signed && u & 0x80_0000 != 0 { u - 0x100_0000 } else { u }
                    };
                    let p = low24(&x).wrapping_mul(low24(&y)) as u64 & 0xffff_ffff;
                    Ok(arith::smear(Val::from_u64(32, p), x.is_defined() && y.is_defined()))
                })
            }
            "llvm.amdgcn.sffbh" => {
                let a = *self.arg(inst, 0)?;
                let w = self.op_width(self.def(inst, 0)?);
                self.map1(inst, |s, l| Ok(arith::ffbh_signed(&s.read(inst, &a, l)?, w)))
            }
            // ---- value intrinsics of the coverage matrix (issue 23); the machine models in
            // `minterp::valu` compute the same functions ------------------------------------
            "llvm.amdgcn.sin" | "llvm.amdgcn.cos" | "llvm.amdgcn.fract" => {
                let op = match name {
                    "llvm.amdgcn.sin" => FpUnary::Sin,
                    "llvm.amdgcn.cos" => FpUnary::Cos,
                    _ => FpUnary::Fract,
                };
                self.float_elementwise(inst, |x| arith::fp_unary(op, x[0]))
            }
            // `a * b + c` with two roundings, as `V_MAD_F32` is modelled (neither models the
            // hardware's flushing of f32 denormals in MAD).
            "llvm.amdgcn.fmad.ftz" => {
                self.float_elementwise(inst, |x| arith::fp_binop(FpOp::Add, arith::fp_binop(FpOp::Mul, x[0], x[1]), x[2]))
            }
            "llvm.amdgcn.fmed3" => self.float_elementwise(inst, arith::fmed3),
            // DX9's multiply: a zero operand gives +0 whatever the other is (`V_MUL_LEGACY_F32`).
            "llvm.amdgcn.fmul.legacy" => self.float_elementwise(inst, |x| {
                if x[0].to_f64() == 0.0 || x[1].to_f64() == 0.0 { Fp::S(0.0) } else { arith::fp_binop(FpOp::Mul, x[0], x[1]) }
            }),
            "llvm.amdgcn.frexp.mant" => self.float_elementwise(inst, |x| arith::frexp_mant(x[0])),
            "llvm.amdgcn.frexp.exp" => {
                let a = *self.arg(inst, 0)?;
                let w = self.op_width(self.def(inst, 0)?);
                self.map1(inst, |s, l| {
                    let x = s.read(inst, &a, l)?;
                    let f = Fp::from_bits(x.width(), x.bits.as_u64()).map_err(|e| s.arith(inst, e))?;
                    let e = arith::frexp_exp(f) as i64 as u64;
                    Ok(arith::smear(Val::from_u64(w, e & ((1u64 << w) - 1)), x.is_defined()))
                })
            }
            "llvm.amdgcn.cvt.pkrtz" => {
                let (a, b) = (*self.arg(inst, 0)?, *self.arg(inst, 1)?);
                self.map1(inst, |s, l| {
                    let (x, y) = (s.read(inst, &a, l)?, s.read(inst, &b, l)?);
                    let h = |v: &Val| u64::from(arith::f32_to_f16_rtz(f32::from_bits(v.bits.as_u64() as u32)).to_bits());
                    Ok(arith::smear(Val::from_u64(32, h(&x) | (h(&y) << 16)), x.is_defined() && y.is_defined()))
                })
            }
            "llvm.amdgcn.mulhi.u24" | "llvm.amdgcn.mulhi.i24" => {
                // The high 32 bits of the 48-bit product of the operands' low 24 bits.
                let (a, b) = (*self.arg(inst, 0)?, *self.arg(inst, 1)?);
                let signed = name == "llvm.amdgcn.mulhi.i24";
                self.map1(inst, |s, l| {
                    let (x, y) = (s.read(inst, &a, l)?, s.read(inst, &b, l)?);
                    let low24 = |v: &Val| -> i64 {
                        let u = (v.bits.as_u64() & 0xff_ffff) as i64;
                        if signed && u & 0x80_0000 != 0 { u - 0x100_0000 } else { u }
                    };
                    let p = (low24(&x) * low24(&y)) >> 32;
                    Ok(arith::smear(Val::from_u64(32, p as u64 & 0xffff_ffff), x.is_defined() && y.is_defined()))
                })
            }
            "llvm.amdgcn.ubfe" | "llvm.amdgcn.sbfe" => {
                // The hardware's field (the ISA manuals' V_BFE_U32/V_BFE_I32, as `minterp`
                // models it): offset and width modulo 32, width 0 gives 0, `(x >> offset)`
                // masked to the width, sign-extended from the width's top bit when signed.
                let (a, o, n) = (*self.arg(inst, 0)?, *self.arg(inst, 1)?, *self.arg(inst, 2)?);
                let signed = name == "llvm.amdgcn.sbfe";
                if self.op_width(self.def(inst, 0)?) == 64 {
                    // The 64-bit form is the SALU's S_BFE_U64/S_BFE_I64 (what llc-14 selects
                    // for it, as `minterp` models it): offset modulo 64, a 7-bit width clamped to 64,
                    // width 0 gives 0.
                    return self.map1(inst, |s, l| {
                        let (x, off, len) = (s.read(inst, &a, l)?, s.read(inst, &o, l)?, s.read(inst, &n, l)?);
                        let (off_b, len_b) = ((off.bits.as_u64() & 63) as u32, ((len.bits.as_u64() & 0x7f) as u32).min(64));
                        // The field's bits above bit 63 are zeros (a logical shift), then
                        // sign-extended from the field's top bit when signed.
                        let u = x.bits.as_u64() >> off_b;
                        let r = if len_b == 0 {
                            0
                        } else if signed {
                            ((u << (64 - len_b)) as i64) >> (64 - len_b)
                        } else {
                            ((u << (64 - len_b)) >> (64 - len_b)) as i64
                        };
                        Ok(arith::smear(Val::from_u64(64, r as u64), x.is_defined() && off.is_defined() && len.is_defined()))
                    });
                }
                if self.op_width(self.def(inst, 0)?) != 32 {
                    return Err(self.unsupported(inst, "bit-field extracts of other than 32 or 64 bits are not modelled"));
                }
                self.map1(inst, |s, l| {
                    let (x, off, len) = (s.read(inst, &a, l)?, s.read(inst, &o, l)?, s.read(inst, &n, l)?);
                    let (off_b, len_b) = ((off.bits.as_u64() & 31) as u32, (len.bits.as_u64() & 31) as u32);
                    let r = if len_b == 0 {
                        0
                    } else {
                        let m = (1u64 << len_b) - 1;
                        let v = ((x.bits.as_u64() & 0xffff_ffff) >> off_b) & m;
                        if signed && (v >> (len_b - 1)) & 1 == 1 { (v | !m) & 0xffff_ffff } else { v }
                    };
                    Ok(arith::smear(Val::from_u64(32, r), x.is_defined() && off.is_defined() && len.is_defined()))
                })
            }
            "llvm.amdgcn.mbcnt.lo" | "llvm.amdgcn.mbcnt.hi" => {
                // The count of set bits of the mask half below the lane (bits 0..31 are lanes
                // 0..31, the high half lanes 32..63), plus the second operand.
                let (m, b) = (*self.arg(inst, 0)?, *self.arg(inst, 1)?);
                let hi = name.ends_with(".hi");
                self.map1(inst, |s, l| {
                    let (x, y) = (s.read(inst, &m, l)?, s.read(inst, &b, l)?);
                    let below = if hi { l.saturating_sub(32) } else { l.min(32) };
                    let bits = x.bits.as_u64() & 0xffff_ffff & ((1u64 << below) - 1);
                    let r = (u64::from(bits.count_ones()) + y.bits.as_u64()) & 0xffff_ffff;
                    Ok(arith::smear(Val::from_u64(32, r), x.is_defined() && y.is_defined()))
                })
            }
            "llvm.amdgcn.ballot" | "llvm.amdgcn.icmp" => {
                // The lane mask of a condition over the active lanes (0 in the others).
                let m = if name == "llvm.amdgcn.ballot" {
                    self.lane_bits(inst, self.arg(inst, 0)?)?
                } else {
                    let pred = self.imm(inst, 2)? as u8;
                    let (a, b) = (*self.arg(inst, 0)?, *self.arg(inst, 1)?);
                    let mut m = 0u64;
                    for l in lanes(self.exec) {
                        let (x, y) = (self.read(inst, &a, l)?, self.read(inst, &b, l)?);
                        if !x.is_defined() || !y.is_defined() {
                            return Err(self.ub(inst, format!("a compared value is poison in lane {l}")));
                        }
                        let r = arith::icmp(pred, &x, &y).ok_or_else(|| self.malformed(inst, "not an integer predicate"))?;
                        if r.bits.bit(0) {
                            m |= 1 << l;
                        }
                    }
                    m
                };
                let w = self.op_width(self.def(inst, 0)?);
                let all = self.all;
                self.lanewise(inst, all, |_, _| Ok(smallvec![Val::from_u64(w, m)]))
            }
            "llvm.amdgcn.wqm.vote" => {
                // True in every lane of a quad where the condition holds in an active lane.
                let c = self.lane_bits(inst, self.arg(inst, 0)?)?;
                let mut q = 0u64;
                for quad in 0..16 {
                    if (c >> (4 * quad)) & 0xf != 0 {
                        q |= 0xf << (4 * quad);
                    }
                }
                let q = q & self.all;
                let exec = self.exec;
                self.lanewise(inst, exec, |_, l| Ok(smallvec![arith::bool_val((q >> l) & 1 == 1, true)]))
            }
            "llvm.amdgcn.ps.live" => {
                // The lanes that are not helper lanes: every lane no kill removed.
                let live = self.live;
                let exec = self.exec;
                self.lanewise(inst, exec, |_, l| Ok(smallvec![arith::bool_val((live >> l) & 1 == 1, true)]))
            }
            // A message to the hardware (GS done, interrupts): nothing one wave's registers or
            // memory observe; the message number is checked by the selection's verifier only.
            "llvm.amdgcn.s.sendmsg" => Ok(Flow::Next),
            _ => Err(self.unsupported(inst, format!("no semantics for the intrinsic `{name}`"))),
        }
    }

    /// Ends the run at a return: records the values of its implicit register uses.
    pub(crate) fn returns(&self, inst: &Inst) -> R<Vec<Returned>> {
        let mut out = Vec::new();
        // `SI_RETURN_TO_EPILOG` is variadic: after register allocation its live-out registers
        // may be explicit operands (`SI_RETURN_TO_EPILOG killed $sgpr0`); the explicit operand
        // of the other returns is the return address.
        let explicit_too = opcode_name(inst.opcode) == "SI_RETURN_TO_EPILOG";
        for o in inst.uses() {
            let Some(r) = o.as_reg() else { continue };
            if r.is_def() {
                continue;
            }
            let (Reg::Phys(PhysReg::Gpr { file, first, count, .. }), true) = (r.reg, r.is_implicit() || explicit_too) else { continue };
            for i in 0..count {
                let unit = PhysReg::Gpr { file, first: first + i, count: 1, half: isel::mir::Half::Full };
                let mut lanes_out = Vec::new();
                for l in lanes(self.exec) {
                    lanes_out.push((l, self.read_unit(file, first + i, l)?));
                }
                out.push(Returned { reg: unit.to_string(), lanes: lanes_out });
            }
        }
        Ok(out)
    }
}
