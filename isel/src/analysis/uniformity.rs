//! Uniformity (divergence) analysis: which virtual registers may hold different values in the
//! lanes of one wave, and which branches may send the lanes of one wave different ways.
//!
//! The lattice per register is `uniform < divergent`; everything starts uniform and the analysis
//! only ever raises, so it ends at the least fixed point of these rules (after LLVM's
//! `GenericUniformityAnalysis`, adapted to generic MIR):
//!
//! * **Sources.** A copy of a VGPR or AGPR physical register (shader arguments in `$vgprN`,
//!   `workitem.id` live-ins); the divergent AMDGPU intrinsics (`workitem.id.*`, `mbcnt.*`,
//!   `interp.*`, DPP and permlane moves, atomics, `ps.live`, ..., and the `i1` "taken" results of
//!   `amdgcn.if`, `amdgcn.else` and `amdgcn.loop`, whose branches split the wave); atomic
//!   read-modify-write instructions (every lane sees a different old value); loads from flat and
//!   private memory (the same address names per-lane memory). A register whose bank or class is
//!   already VGPR, AGPR or `vcc` (or an SGPR lane-mask class holding an `s1`) is divergent; one
//!   already in the SGPR bank or an SGPR class is uniform whatever it is computed from.
//! * **Data.** An instruction with a divergent operand has divergent results, except results that
//!   are uniform by construction: `readfirstlane`, `readlane`, `ballot`, `amdgcn.icmp`/`fcmp`
//!   lane masks, `if.break`, the mask results of `amdgcn.if`/`else`. Loads through a divergent
//!   address are divergent by this rule.
//! * **Control (sync dependence).** A branch is divergent when its condition is. Where two paths
//!   leaving a divergent branch through different successors first meet (a *join*, found by
//!   propagating one label per successor up to the branch's immediate post-dominator), lanes
//!   arrive from different predecessors, so a phi there is divergent unless its incoming values
//!   are one register (ignoring `G_IMPLICIT_DEF`s).
//! * **Temporal divergence.** A loop has a divergent exit when a divergent branch inside it has
//!   its immediate post-dominator outside it: lanes then leave in different iterations, so a
//!   value defined in the loop is divergent where it is used outside. An exit phi (LCSSA form,
//!   as llc's IRTranslator writes it) becomes divergent and the value stays uniform inside the
//!   loop; any other outside use makes the register itself divergent, as a register has one bank
//!   for all its uses (LLVM marks only the outside uses).
//!
//! The lane masks of structured control flow (`amdgcn.if`/`else`/`if.break` masks and phis of
//! them) are values of the whole wave and stay uniform, also when carried out of a loop.
//!
//! Irreducible cycles are not natural loops; for them the analysis is conservative: a divergent
//! branch in a strongly connected component makes every phi in it, and every register defined in
//! it and used outside it, divergent.

use std::fmt::Write;

use super::{DomTree, LoopInfo, PostDomTree, intrinsic_name, is_phi};
use crate::mir::{
    BlockId, Function, GenericOpcode, Inst, InstId, Llt, Opcode, Operand, PhysReg, Reg, RegConstraint, RegFile, Special, VReg,
};
use crate::target::regclass::Family;

/// Why a register is divergent: the first rule that made it so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// Its bank or class is per-lane (VGPR, AGPR, `vcc`, an SGPR lane mask of `s1`).
    Assigned,
    /// A copy of a per-lane physical register (or a VGPR live-in).
    PhysReg(PhysReg),
    /// The result of a divergent intrinsic.
    Intrinsic(&'static str),
    /// An atomic read-modify-write result.
    Atomic,
    /// A load from flat or private memory.
    PerLaneMemory,
    /// Computed from this divergent register.
    Operand(VReg),
    /// A phi where paths from the divergent branch of this block meet.
    Join(BlockId),
    /// Defined in the loop with this header, which has a divergent exit, and used outside it.
    Temporal(BlockId),
    /// Conservatively divergent in an irreducible cycle.
    Irreducible,
}

/// The result of the analysis for one function.
#[derive(Clone, Debug)]
pub struct Uniformity {
    cause: Vec<Option<Cause>>,
    divergent_branch: Vec<bool>,
}

impl Uniformity {
    /// Runs the analysis (see the module documentation).
    pub fn compute(f: &Function) -> Uniformity {
        Solver::new(f).run()
    }

    /// Every register uniform and every branch too: the result for a function known to have no
    /// divergent control flow, without running the analysis (only phis can tell the difference).
    pub fn all_uniform(f: &Function) -> Uniformity {
        Uniformity { cause: vec![None; f.vregs.len()], divergent_branch: vec![false; f.blocks.len()] }
    }

    /// True when the register may differ between the lanes of a wave.
    pub fn is_divergent(&self, v: VReg) -> bool {
        self.cause.get(v.index()).is_some_and(Option::is_some)
    }

    pub fn is_uniform(&self, v: VReg) -> bool {
        !self.is_divergent(v)
    }

    /// True when the block ends in a branch that may send lanes different ways.
    pub fn is_divergent_branch(&self, b: BlockId) -> bool {
        self.divergent_branch.get(b.index()).copied().unwrap_or(false)
    }

    /// Why a register is divergent.
    pub fn cause(&self, v: VReg) -> Option<Cause> {
        self.cause.get(v.index()).copied().flatten()
    }

    /// The analysis as text, for `mir-run --print-uniformity`: one line per register that exists,
    /// then one per block ending in a conditional or computed branch.
    pub fn print(&self, f: &Function) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "uniformity of `{}`:", f.name);
        for (i, info) in f.vregs.iter().enumerate() {
            if !info.exists {
                continue;
            }
            let v = VReg(i as u32);
            let name = f.vreg_name(v);
            let _ = match self.cause(v) {
                None => writeln!(out, "  {name}: uniform"),
                Some(c) => writeln!(out, "  {name}: divergent ({})", describe(f, c)),
            };
        }
        for b in f.block_ids() {
            if has_conditional_branch(f, b) {
                let word = if self.is_divergent_branch(b) { "divergent" } else { "uniform" };
                let _ = writeln!(out, "  {}: {word} branch", super::block_label(f, b));
            }
        }
        out
    }
}

fn describe(f: &Function, c: Cause) -> String {
    match c {
        Cause::Assigned => "per-lane bank or class".to_string(),
        Cause::PhysReg(p) => format!("copy of ${p}"),
        Cause::Intrinsic(name) => format!("@{name}"),
        Cause::Atomic => "atomic result".to_string(),
        Cause::PerLaneMemory => "load from per-lane memory".to_string(),
        Cause::Operand(v) => format!("operand {}", f.vreg_name(v)),
        Cause::Join(b) => format!("join of the divergent branch in {}", super::block_label(f, b)),
        Cause::Temporal(h) => format!("leaves the loop at {} with a divergent exit", super::block_label(f, h)),
        Cause::Irreducible => "irreducible cycle".to_string(),
    }
}

/// The block ends in `G_BRCOND`, `G_BRJT`, `G_BRINDIRECT` or an `SI_IF`/`SI_ELSE`/`SI_LOOP`
/// pseudo.
fn has_conditional_branch(f: &Function, b: BlockId) -> bool {
    f.block_insts(b).rev().take(2).any(|(_, i)| is_conditional_branch(i))
}

fn is_conditional_branch(inst: &Inst) -> bool {
    match inst.opcode {
        Opcode::Generic(g) => matches!(g, GenericOpcode::G_BRCOND | GenericOpcode::G_BRJT | GenericOpcode::G_BRINDIRECT),
        op => matches!(super::opcode_name(op), "SI_IF" | "SI_ELSE" | "SI_LOOP" | "SI_BRCOND"),
    }
}

/// Intrinsics whose results differ per lane whatever their operands (LLVM's
/// `SourcesOfDivergence` table, plus the atomics and matrix intrinsics by prefix).
fn is_divergent_intrinsic(name: &str) -> bool {
    let Some(rest) = name.strip_prefix("llvm.amdgcn.") else { return false };
    matches!(
        rest,
        "workitem.id.x"
            | "workitem.id.y"
            | "workitem.id.z"
            | "interp.mov"
            | "interp.p1"
            | "interp.p2"
            | "interp.p1.f16"
            | "interp.p2.f16"
            | "lds.direct.load"
            | "lds.param.load"
            | "mbcnt.lo"
            | "mbcnt.hi"
            | "ps.live"
            | "live.mask"
            | "wqm.helper"
            | "ds.swizzle"
            | "ds.ordered.add"
            | "ds.ordered.swap"
            | "ds.fadd"
            | "ds.fmin"
            | "ds.fmax"
            | "permlane16"
            | "permlanex16"
            | "mov.dpp"
            | "mov.dpp8"
            | "update.dpp"
            | "writelane"
            | "atomic.inc"
            | "atomic.dec"
    ) || rest.contains("atomic")
        || rest.starts_with("mfma.")
}

/// Results uniform by construction, whatever the operands: `(intrinsic, result index)`.
fn is_always_uniform_result(name: &str, def_index: usize) -> bool {
    let Some(rest) = name.strip_prefix("llvm.amdgcn.") else { return false };
    match rest {
        "readfirstlane"
        | "readlane"
        | "ballot"
        | "icmp"
        | "fcmp"
        | "if.break"
        | "s.getpc"
        | "s.memtime"
        | "s.memrealtime"
        | "workgroup.id.x"
        | "workgroup.id.y"
        | "workgroup.id.z"
        | "kernarg.segment.ptr"
        | "implicitarg.ptr"
        | "dispatch.ptr"
        | "queue.ptr"
        | "dispatch.id" => true,
        // The lane-mask results of the structured control-flow intrinsics live in SGPRs.
        "if" | "else" => def_index == 1,
        _ => false,
    }
}

/// What a register's bank or class says about it, if anything.
fn assigned(f: &Function, v: VReg) -> Option<bool> {
    let info = f.vreg(v);
    match info.constraint {
        RegConstraint::None => None,
        RegConstraint::Bank(b) => Some(!matches!(b, crate::mir::Bank::Sgpr)),
        RegConstraint::Class(c) => match c.family() {
            Family::Vgpr | Family::Agpr | Family::VgprOrAgpr => Some(true),
            // An `s1` in an SGPR class is a lane mask: one bit per lane.
            Family::Sgpr => Some(info.ty == Some(Llt::S1)),
            Family::Special => Some(false),
            Family::VgprOrSgpr => None,
        },
    }
}

/// The lane masks of structured control flow: the mask results of `amdgcn.if`, `amdgcn.else`
/// and `amdgcn.if.break`, and phis merging only those (and constants). They are values of the
/// wave, not of its lanes, read whole by `end.cf` and `loop`: a mask carried out of a loop is
/// still one value for the wave, so temporal divergence does not apply to it.
fn wave_masks(f: &Function) -> Vec<VReg> {
    let n = f.vregs.len();
    let mut mask = vec![false; n];
    let mut constant = vec![false; n];
    let mut phis = Vec::new();
    for (_, _, inst) in f.all_insts() {
        if let Some(name) = intrinsic_name(inst) {
            let d = match name {
                "llvm.amdgcn.if" | "llvm.amdgcn.else" => inst.def_vreg(1),
                "llvm.amdgcn.if.break" => inst.def_vreg(0),
                _ => None,
            };
            if let Some(slot) = d.and_then(|d| mask.get_mut(d.index())) {
                *slot = true;
            }
        } else if matches!(inst.opcode, Opcode::Generic(GenericOpcode::G_CONSTANT | GenericOpcode::G_IMPLICIT_DEF)) {
            if let Some(slot) = inst.def_vreg(0).and_then(|d| constant.get_mut(d.index())) {
                *slot = true;
            }
        } else if is_phi(inst) {
            phis.push(inst);
        }
    }
    let mut changed = true;
    while changed {
        changed = false;
        for phi in &phis {
            let Some(d) = phi.def_vreg(0) else { continue };
            if mask.get(d.index()).copied().unwrap_or(true) {
                continue;
            }
            let ins: Vec<Option<VReg>> = super::phi_incoming(phi).map(|(o, _)| o.as_vreg()).collect();
            let of = |v: &Option<VReg>, set: &[bool]| v.is_some_and(|v| set.get(v.index()).copied().unwrap_or(false));
            if ins.iter().any(|v| of(v, &mask)) && ins.iter().all(|v| of(v, &mask) || of(v, &constant)) {
                mask[d.index()] = true;
                changed = true;
            }
        }
    }
    (0..n).filter(|&i| mask[i]).map(|i| VReg(i as u32)).collect()
}

fn is_per_lane_phys(p: PhysReg) -> bool {
    matches!(p, PhysReg::Gpr { file: RegFile::Vgpr | RegFile::Agpr, .. })
}

fn is_lane_mask_phys(p: PhysReg) -> bool {
    matches!(p, PhysReg::Special { reg: Special::Vcc | Special::VccLo, .. })
}

struct Solver<'a> {
    f: &'a Function,
    dom: DomTree,
    pdt: PostDomTree,
    loops: LoopInfo,
    /// The block of every instruction placed in a block.
    inst_block: Vec<Option<BlockId>>,
    users: Vec<Vec<InstId>>,
    /// `Some(false)`: pinned uniform by an SGPR assignment.
    pinned: Vec<Option<bool>>,
    cause: Vec<Option<Cause>>,
    divergent_branch: Vec<bool>,
    divergent_exit: Vec<bool>,
    /// Component of every block in the CFG's strongly connected components, when irreducible.
    scc: Option<Vec<usize>>,
    /// Registers defined by `G_IMPLICIT_DEF`: any value will do for them.
    undef: Vec<bool>,
    work: Vec<VReg>,
}

impl<'a> Solver<'a> {
    fn new(f: &'a Function) -> Solver<'a> {
        let dom = DomTree::compute(f);
        let pdt = PostDomTree::compute(f);
        let loops = LoopInfo::compute(f, &dom);
        let mut inst_block = vec![None; f.insts.len()];
        let mut users = vec![Vec::new(); f.vregs.len()];
        let mut undef = vec![false; f.vregs.len()];
        for (b, id, inst) in f.all_insts() {
            inst_block[id.index()] = Some(b);
            if matches!(inst.opcode, Opcode::Generic(GenericOpcode::G_IMPLICIT_DEF | GenericOpcode::IMPLICIT_DEF))
                && let Some(slot) = inst.def_vreg(0).and_then(|d| undef.get_mut(d.index()))
            {
                *slot = true;
            }
            for v in inst.used_vregs() {
                if let Some(u) = users.get_mut(v.index())
                    && u.last() != Some(&id)
                {
                    u.push(id);
                }
            }
        }
        let mut pinned: Vec<Option<bool>> = (0..f.vregs.len()).map(|i| assigned(f, VReg(i as u32))).collect();
        for v in wave_masks(f) {
            if let Some(p) = pinned.get_mut(v.index())
                && p.is_none()
            {
                *p = Some(false);
            }
        }
        let scc = loops.is_irreducible().then(|| {
            let succs = super::successor_lists(f);
            super::dom::strongly_connected_components(&succs, &vec![true; succs.len()])
        });
        let nloops = loops.loops().len();
        Solver {
            f,
            dom,
            pdt,
            loops,
            inst_block,
            users,
            pinned,
            cause: vec![None; f.vregs.len()],
            divergent_branch: vec![false; f.blocks.len()],
            divergent_exit: vec![false; nloops],
            scc,
            undef,
            work: Vec::new(),
        }
    }

    fn mark(&mut self, v: VReg, why: Cause) {
        let i = v.index();
        if i >= self.cause.len() || self.cause[i].is_some() || self.pinned[i] == Some(false) {
            return;
        }
        self.cause[i] = Some(why);
        self.work.push(v);
    }

    fn run(mut self) -> Uniformity {
        let f = self.f;
        for i in 0..f.vregs.len() {
            if f.vregs[i].exists && self.pinned[i] == Some(true) {
                self.mark(VReg(i as u32), Cause::Assigned);
            }
        }
        for l in &f.liveins {
            if let Some(v) = l.vreg
                && is_per_lane_phys(l.reg)
            {
                self.mark(v, Cause::PhysReg(l.reg));
            }
        }
        for (b, _, inst) in f.all_insts() {
            self.seed(inst);
            // The structured-control-flow pseudos branch on a wave mask, but the lanes they
            // split are the divergent ones, as the "taken" results of the intrinsics they
            // come from (`SI_LOOP` lets lanes leave the loop in different iterations).
            if matches!(super::opcode_name(inst.opcode), "SI_IF" | "SI_ELSE" | "SI_LOOP") {
                self.divergent_branch_at(b);
            }
        }
        while let Some(v) = self.work.pop() {
            let users = std::mem::take(&mut self.users[v.index()]);
            for &u in &users {
                self.propagate(u, v);
            }
            self.users[v.index()] = users;
        }
        Uniformity { cause: self.cause, divergent_branch: self.divergent_branch }
    }

    /// Divergence an instruction creates whatever its operands.
    fn seed(&mut self, inst: &Inst) {
        let defs: Vec<VReg> = (0..inst.num_defs()).filter_map(|i| inst.def_vreg(i)).collect();
        if defs.is_empty() {
            return;
        }
        if let Some(name) = intrinsic_name(inst) {
            let rest = name.strip_prefix("llvm.amdgcn.").unwrap_or("");
            if matches!(rest, "if" | "else" | "loop") {
                // Only the `i1` "taken" result: the mask results are uniform.
                if let Some(&d) = defs.first() {
                    self.mark(d, Cause::Intrinsic(name));
                }
            } else if is_divergent_intrinsic(name) {
                for &d in &defs {
                    self.mark(d, Cause::Intrinsic(name));
                }
            }
            return;
        }
        match inst.opcode {
            Opcode::Generic(g) => {
                use GenericOpcode as G;
                let name = g.name();
                if name.starts_with("G_ATOMIC") {
                    for &d in &defs {
                        self.mark(d, Cause::Atomic);
                    }
                } else if matches!(g, G::G_LOAD | G::G_SEXTLOAD | G::G_ZEXTLOAD) && self.per_lane_memory(inst) {
                    for &d in &defs {
                        self.mark(d, Cause::PerLaneMemory);
                    }
                } else if g == G::COPY
                    && let Some(Reg::Phys(p)) = inst.uses().first().and_then(Operand::as_reg).map(|r| r.reg)
                    && (is_per_lane_phys(p) || (is_lane_mask_phys(p) && self.f.vreg_type(defs[0]) == Some(Llt::S1)))
                {
                    self.mark(defs[0], Cause::PhysReg(p));
                }
            }
            _ => {
                // Selected or target instructions reading per-lane physical registers.
                if let Some(p) = inst.uses().iter().filter_map(Operand::as_reg).filter_map(|r| r.reg.phys()).find(|&p| is_per_lane_phys(p))
                {
                    for &d in &defs {
                        self.mark(d, Cause::PhysReg(p));
                    }
                }
            }
        }
    }

    /// A load whose address space is flat (0) or private (5), from its memory operand or, without
    /// one, its pointer type.
    fn per_lane_memory(&self, inst: &Inst) -> bool {
        let space = inst.memops.first().map(|m| m.addrspace).or_else(|| {
            let ptr = inst.uses().first().and_then(Operand::as_vreg)?;
            match self.f.vreg_type(ptr)? {
                Llt::Pointer(a) => Some(u32::from(a)),
                _ => None,
            }
        });
        matches!(space, Some(0 | 5))
    }

    /// `v` became divergent; `u` reads it.
    fn propagate(&mut self, u: InstId, v: VReg) {
        let inst = self.f.inst(u);
        let Some(b) = self.inst_block.get(u.index()).copied().flatten() else { return };
        if is_conditional_branch(inst) {
            self.divergent_branch_at(b);
            return;
        }
        let name = intrinsic_name(inst);
        for i in 0..inst.num_defs() {
            let Some(d) = inst.def_vreg(i) else { continue };
            if name.is_some_and(|n| is_always_uniform_result(n, i)) {
                continue;
            }
            self.mark(d, Cause::Operand(v));
        }
    }

    fn divergent_branch_at(&mut self, b: BlockId) {
        if self.divergent_branch[b.index()] {
            return;
        }
        self.divergent_branch[b.index()] = true;
        for j in self.joins(b) {
            let phis: Vec<InstId> = self.f.block_insts(j).filter(|(_, i)| is_phi(i)).map(|(id, _)| id).collect();
            for p in phis {
                let inst = self.f.inst(p);
                if self.phi_merges_values(inst)
                    && let Some(d) = inst.def_vreg(0)
                {
                    self.mark(d, Cause::Join(b));
                }
            }
        }
        // Loops this branch lets lanes leave in different iterations.
        let exit = self.pdt.ipdom(b);
        let mut l = self.loops.innermost(b);
        while let Some(id) = l {
            let lp = self.loops.get(id);
            let leaves = exit.is_none_or(|p| !lp.contains(p));
            let (header, blocks, parent) = (lp.header, lp.blocks.clone(), lp.parent);
            if leaves && !self.divergent_exit[id.0 as usize] {
                self.divergent_exit[id.0 as usize] = true;
                self.temporal(&blocks, Cause::Temporal(header));
            }
            l = parent;
        }
        if let Some(scc) = &self.scc {
            let c = scc[b.index()];
            let members: Vec<BlockId> = self.f.block_ids().filter(|x| scc[x.index()] == c).collect();
            let cyclic = members.len() > 1 || self.f.successors(b).any(|s| s == b);
            if cyclic {
                for &m in &members {
                    let phis: Vec<VReg> = self.f.block_insts(m).filter(|(_, i)| is_phi(i)).filter_map(|(_, i)| i.def_vreg(0)).collect();
                    for d in phis {
                        self.mark(d, Cause::Irreducible);
                    }
                }
                self.temporal(&members, Cause::Irreducible);
            }
        }
    }

    /// Registers defined in `blocks` and used outside them (temporal divergence). A phi outside
    /// reading the value from a block inside becomes divergent itself: its copy sits at the end
    /// of that block, inside the loop, where each lane still writes its own last value. Any other
    /// outside use makes the register divergent, since one bank serves all its uses.
    fn temporal(&mut self, blocks: &[BlockId], why: Cause) {
        let inside = |x: BlockId| blocks.binary_search(&x).is_ok();
        let mut found = Vec::new();
        for &bb in blocks {
            for (_, inst) in self.f.block_insts(bb) {
                for d in inst.defined_vregs() {
                    let Some(users) = self.users.get(d.index()) else { continue };
                    for &u in users {
                        let Some(ub) = self.inst_block[u.index()] else { continue };
                        if inside(ub) {
                            continue;
                        }
                        let user = self.f.inst(u);
                        let from_inside = is_phi(user)
                            && super::phi_incoming(user).filter(|(op, _)| op.as_vreg() == Some(d)).all(|(_, from)| inside(from));
                        match (from_inside, user.def_vreg(0)) {
                            (true, Some(phi)) => found.push(phi),
                            _ => found.push(d),
                        }
                    }
                }
            }
        }
        for d in found {
            self.mark(d, why);
        }
    }

    /// A phi chooses between different values (not counting undefined ones).
    fn phi_merges_values(&self, phi: &Inst) -> bool {
        let mut seen: Option<VReg> = None;
        for (op, _) in super::phi_incoming(phi) {
            let Some(v) = op.as_vreg() else { return true };
            if self.undef.get(v.index()).copied().unwrap_or(false) {
                continue;
            }
            match seen {
                None => seen = Some(v),
                Some(s) if s == v => {}
                Some(_) => return true,
            }
        }
        false
    }

    /// Blocks where paths leaving `b` through different successors first meet, up to and
    /// including `b`'s immediate post-dominator (see the module documentation).
    fn joins(&self, b: BlockId) -> Vec<BlockId> {
        let f = self.f;
        let n = f.blocks.len();
        let stop = self.pdt.ipdom(b);
        let mut succs: Vec<BlockId> = f.successors(b).collect();
        succs.sort_unstable();
        succs.dedup();
        if succs.len() < 2 {
            return Vec::new();
        }
        // The region: what the successors reach without passing through `b` or beyond `stop`.
        let mut in_region = vec![false; n];
        let mut stack: Vec<BlockId> = succs.clone();
        while let Some(x) = stack.pop() {
            if x == b || in_region[x.index()] {
                continue;
            }
            in_region[x.index()] = true;
            if Some(x) != stop {
                stack.extend(f.successors(x));
            }
        }
        let order: Vec<BlockId> = self.dom.rpo().iter().copied().filter(|x| in_region[x.index()]).collect();
        let preds = f.predecessors();
        const NONE: usize = usize::MAX;
        let mut label = vec![NONE; n];
        let mut join = vec![false; n];
        let mut changed = true;
        while changed {
            changed = false;
            for &x in &order {
                let mut first = NONE;
                let mut several = false;
                for &p in &preds[x.index()] {
                    let l = if p == b {
                        x.index()
                    } else if in_region[p.index()] {
                        label[p.index()]
                    } else {
                        NONE
                    };
                    if l == NONE {
                        continue;
                    }
                    if first == NONE {
                        first = l;
                    } else if first != l {
                        several = true;
                    }
                }
                let new = if several || join[x.index()] {
                    join[x.index()] = true;
                    x.index()
                } else {
                    first
                };
                if new != label[x.index()] {
                    label[x.index()] = new;
                    changed = true;
                }
            }
        }
        f.block_ids().filter(|x| join[x.index()]).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn func(body: &str) -> Function {
        crate::mir::parse(&format!("---\nname: f\nbody: |\n{body}...\n")).expect("test MIR parses").functions.remove(0)
    }

    #[test]
    fn sources_and_data_flow() {
        let f = func(
            "  bb.0:\n    liveins: $sgpr0, $vgpr0\n    %0:_(s32) = COPY $sgpr0\n    %1:_(s32) = COPY $vgpr0\n    %2:_(s32) = G_ADD %0, %0\n    %3:_(s32) = G_ADD %0, %1\n    %4:_(s32) = G_INTRINSIC intrinsic(@llvm.amdgcn.readfirstlane), %3(s32)\n    %5:_(s32) = G_INTRINSIC intrinsic(@llvm.amdgcn.workitem.id.x)\n    %6:_(p5) = G_CONSTANT i32 0\n    %7:_(s32) = G_LOAD %6(p5) :: (load (s32), addrspace 5)\n    S_ENDPGM 0\n",
        );
        let u = Uniformity::compute(&f);
        let div: Vec<u32> = (0..8).filter(|&i| u.is_divergent(VReg(i))).collect();
        assert_eq!(div, [1, 3, 5, 7]);
        assert_eq!(u.cause(VReg(3)), Some(Cause::Operand(VReg(1))));
    }

    #[test]
    fn phi_at_join_of_divergent_branch() {
        // if (vgpr) x = 1 else x = 2; the phi merges two uniform constants.
        let f = func(
            "  bb.0:\n    successors: %bb.1, %bb.2\n    liveins: $vgpr0\n    %0:_(s32) = COPY $vgpr0\n    %1:_(s32) = G_CONSTANT i32 0\n    %2:_(s1) = G_ICMP intpred(eq), %0(s32), %1\n    %3:_(s32) = G_CONSTANT i32 1\n    %4:_(s32) = G_CONSTANT i32 2\n    G_BRCOND %2(s1), %bb.1\n    G_BR %bb.2\n  bb.1:\n    G_BR %bb.2\n  bb.2:\n    %5:_(s32) = G_PHI %3(s32), %bb.1, %4(s32), %bb.0\n    %6:_(s32) = G_PHI %3(s32), %bb.1, %3(s32), %bb.0\n    S_ENDPGM 0\n",
        );
        let u = Uniformity::compute(&f);
        assert!(u.is_divergent_branch(BlockId(0)));
        assert_eq!(u.cause(VReg(5)), Some(Cause::Join(BlockId(0))));
        assert!(u.is_uniform(VReg(6)), "one value on every path");
    }

    #[test]
    fn uniform_loop_counter_diverges_after_divergent_exit() {
        // i = 0; do { i++ } while (i < vgpr); read i after the loop through an exit phi (%6)
        // and directly (%7).
        let f = func(
            "  bb.0:\n    liveins: $vgpr0\n    %0:_(s32) = COPY $vgpr0\n    %1:_(s32) = G_CONSTANT i32 0\n    %2:_(s32) = G_CONSTANT i32 1\n  bb.1:\n    successors: %bb.1, %bb.2\n    %3:_(s32) = G_PHI %1(s32), %bb.0, %4(s32), %bb.1\n    %4:_(s32) = G_ADD %3, %2\n    %5:_(s1) = G_ICMP intpred(slt), %4(s32), %0\n    G_BRCOND %5(s1), %bb.1\n    G_BR %bb.2\n  bb.2:\n    %6:_(s32) = G_PHI %4(s32), %bb.1\n    S_ENDPGM 0\n",
        );
        let u = Uniformity::compute(&f);
        assert!(u.is_uniform(VReg(3)) && u.is_uniform(VReg(4)), "the counter is uniform inside the loop");
        assert_eq!(u.cause(VReg(6)), Some(Cause::Temporal(BlockId(1))));

        let g = func(
            "  bb.0:\n    liveins: $vgpr0\n    %0:_(s32) = COPY $vgpr0\n    %1:_(s32) = G_CONSTANT i32 0\n    %2:_(s32) = G_CONSTANT i32 1\n  bb.1:\n    successors: %bb.1, %bb.2\n    %3:_(s32) = G_PHI %1(s32), %bb.0, %4(s32), %bb.1\n    %4:_(s32) = G_ADD %3, %2\n    %5:_(s1) = G_ICMP intpred(slt), %4(s32), %0\n    G_BRCOND %5(s1), %bb.1\n    G_BR %bb.2\n  bb.2:\n    %7:_(s32) = G_ADD %4, %2\n    S_ENDPGM 0\n",
        );
        let u = Uniformity::compute(&g);
        assert_eq!(u.cause(VReg(4)), Some(Cause::Temporal(BlockId(1))), "a direct use outside pins the register");
        assert!(u.is_divergent(VReg(7)));
    }

    #[test]
    fn structured_control_flow_intrinsics() {
        let f = func(
            "  bb.0:\n    successors: %bb.1, %bb.2\n    liveins: $vgpr0\n    %0:_(s1) = G_CONSTANT i1 true\n    %1:_(s1), %2:_(s64) = G_INTRINSIC_W_SIDE_EFFECTS intrinsic(@llvm.amdgcn.if), %0(s1)\n    G_BRCOND %1(s1), %bb.1\n    G_BR %bb.2\n  bb.1:\n    G_BR %bb.2\n  bb.2:\n    G_INTRINSIC_W_SIDE_EFFECTS intrinsic(@llvm.amdgcn.end.cf), %2(s64)\n    S_ENDPGM 0\n",
        );
        let u = Uniformity::compute(&f);
        assert!(u.is_divergent(VReg(1)));
        assert!(u.is_uniform(VReg(2)));
        assert!(u.is_divergent_branch(BlockId(0)));
    }

    #[test]
    fn assigned_banks_pin_values() {
        let f = func(
            "  bb.0:\n    liveins: $vgpr0\n    %0:vgpr(s32) = G_CONSTANT i32 1\n    %1:sgpr(s32) = G_INTRINSIC intrinsic(@llvm.amdgcn.workitem.id.x)\n    %2:sreg_64_xexec(s1) = G_ICMP intpred(eq), %0(s32), %0\n    S_ENDPGM 0\n",
        );
        let u = Uniformity::compute(&f);
        assert_eq!(u.cause(VReg(0)), Some(Cause::Assigned));
        assert!(u.is_uniform(VReg(1)), "an SGPR holds one value per wave");
        assert!(u.is_divergent(VReg(2)), "an s1 in an SGPR class is a lane mask");
    }
}
