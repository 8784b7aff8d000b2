//! `lower-returns`: a single, structured return (the alternative to `exit-unify` that the NIR
//! review settled on, as in Mesa's `nir_lower_returns`).
//!
//! The source program is taken to be structured apart from its returns: `if`s whose arms meet
//! again, and loops with one exit. A return becomes "set the return flag and leave the innermost
//! construct": out of an `if` arm to the `if`'s merge, out of a loop (a `break`) to the loop's
//! exit. Where such a jump lands, a guard block tests the flag: set, it leaves the enclosing
//! construct the same way; clear, it runs the code that follows. So after a loop that held a
//! return comes `if (return_flag) return`, after an `if` whose arms returned the code that
//! follows is wrapped in `if (!return_flag)`, and the function ends in one `UnifiedReturnBlock`.
//! The flag and the returned values are SSA values that phis carry to the guards and the end.
//! Simple and correct first: every guard is kept even where the flag is known.
//!
//! The constructs are recovered from the CFG:
//! * a block is *return-only* when everything it reaches is dominated by it (the code there
//!   never rejoins the rest): an early-return arm is a return-only successor an `if` header
//!   owns (it is the arm's only entry); a return-only exit of a loop is a return inside the loop
//!   (a `break` with code before it);
//! * the merge of an `if` header `A` is `A`'s immediate post-dominator once the early-return
//!   arms inside `A` are removed; none when every arm returns;
//! * a loop's normal exit is its one exit block that is not return-only (several are an error:
//!   the loop is not structured); with none, the exit its header (or else a latch) takes;
//! * the construct around a block is found by walking up its dominators: the first loop header
//!   whose loop (or return arms) holds it, or `if` header whose arms do (blocks past the merge,
//!   and blocks outside the header's loop, are not in the `if`).
//!
//! Irreducible control flow is an error.

use std::collections::{BTreeMap, HashMap};

use crate::analysis::{DomTree, LoopInfo, PostDomTree, block_label, is_phi, phi_incoming, reachable, return_blocks};
use crate::mir::{BlockId, Function, GenericOpcode, Inst, InstId, Llt, Operand, VReg};
use crate::pass::{PassContext, PassError};
use crate::passes::{ReturnSequence, check_same_shape, new_block, retarget, set_cond_jump, set_jump, terminators};

/// Runs the pass on one function (see the module documentation).
pub fn run(f: &mut Function, _ctx: &mut PassContext) -> Result<(), PassError> {
    let live = reachable(f);
    let rets: Vec<BlockId> = return_blocks(f).into_iter().filter(|b| live[b.index()]).collect();
    if rets.len() <= 1 {
        return Ok(());
    }
    if !f.predecessors()[f.entry().index()].is_empty() {
        return Err(PassError::new("the entry block has predecessors; lower-returns needs an entry no loop returns to"));
    }
    let plan = Plan::build(f, &rets)?;
    apply(f, &rets, &plan)?;
    let live = reachable(f);
    let left = return_blocks(f).into_iter().filter(|b| live[b.index()]).count();
    if left != 1 {
        return Err(PassError::new(format!("lower-returns left {left} return blocks")));
    }
    Ok(())
}

/// Where lanes that have returned go next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Target {
    /// The unified return block.
    Return,
    /// The guard in front of this block.
    Guard(BlockId),
}

/// What the transformation will do.
#[derive(Debug)]
struct Plan {
    ret_target: Vec<(BlockId, Target)>,
    /// Guarded block → where its flagged lanes go.
    guards: BTreeMap<BlockId, Target>,
}

struct Constructs {
    dom: DomTree,
    loops: LoopInfo,
    normal_exit: Vec<Option<BlockId>>,
    /// Return-only exits of each loop (its `break`s with a return after them).
    return_exits: Vec<Vec<BlockId>>,
    is_if_header: Vec<bool>,
    merge: Vec<Option<BlockId>>,
}

impl Plan {
    fn build(f: &Function, rets: &[BlockId]) -> Result<Plan, PassError> {
        let c = Constructs::analyze(f)?;
        let mut ret_target = Vec::new();
        let mut guards: BTreeMap<BlockId, Target> = BTreeMap::new();
        let mut work: Vec<Target> = Vec::new();
        for &r in rets {
            let t = c.target(r);
            ret_target.push((r, t));
            work.push(t);
        }
        while let Some(t) = work.pop() {
            let Target::Guard(m) = t else { continue };
            if guards.contains_key(&m) {
                continue;
            }
            let next = c.target(m);
            guards.insert(m, next);
            work.push(next);
        }
        // Every chain of guards must end at the return.
        for &start in guards.keys() {
            let mut t = Target::Guard(start);
            let mut steps = 0;
            while let Target::Guard(m) = t {
                steps += 1;
                if steps > guards.len() + 1 {
                    return Err(PassError::new(format!(
                        "the constructs around {} do not nest; lower-returns needs structured control flow",
                        block_label(f, start)
                    )));
                }
                t = guards.get(&m).copied().unwrap_or(Target::Return);
            }
        }
        Ok(Plan { ret_target, guards })
    }
}

impl Constructs {
    fn analyze(f: &Function) -> Result<Constructs, PassError> {
        let dom = DomTree::compute(f);
        let loops = LoopInfo::compute(f, &dom);
        if loops.is_irreducible() {
            return Err(PassError::new("irreducible control flow: lower-returns needs structured loops"));
        }
        let n = f.blocks.len();
        let live = reachable(f);
        let preds = f.predecessors();
        let succs: Vec<Vec<BlockId>> = f
            .block_ids()
            .map(|b| {
                let mut s: Vec<BlockId> = f.successors(b).collect();
                s.dedup();
                s
            })
            .collect();

        // Return-only blocks: everything they reach is theirs.
        let return_only: Vec<bool> = f
            .block_ids()
            .map(|b| {
                if !live[b.index()] {
                    return false;
                }
                let mut seen = vec![false; n];
                let mut stack = vec![b];
                while let Some(x) = stack.pop() {
                    if seen[x.index()] {
                        continue;
                    }
                    if !dom.dominates(b, x) {
                        return false;
                    }
                    seen[x.index()] = true;
                    stack.extend(succs[x.index()].iter().copied());
                }
                true
            })
            .collect();

        let mut normal_exit = Vec::new();
        let mut return_exits = Vec::new();
        for l in loops.ids() {
            let lp = loops.get(l);
            let exits = loops.exit_blocks(f, l);
            let continuing: Vec<BlockId> = exits.iter().copied().filter(|x| !return_only[x.index()]).collect();
            if continuing.len() > 1 {
                let names: Vec<String> = continuing.iter().map(|&x| block_label(f, x)).collect();
                return Err(PassError::new(format!(
                    "the loop at {} leaves to several blocks that go on ({}); lower-returns needs loops with one exit",
                    block_label(f, lp.header),
                    names.join(", ")
                )));
            }
            let out_of = |b: BlockId| succs[b.index()].iter().copied().find(|s| !lp.contains(*s));
            let nx = continuing.first().copied().or_else(|| out_of(lp.header)).or_else(|| lp.latches.iter().copied().find_map(out_of));
            normal_exit.push(nx);
            return_exits.push(exits.into_iter().filter(|&x| Some(x) != nx).collect::<Vec<_>>());
        }

        let is_loop_header: Vec<bool> = f.block_ids().map(|b| loops.loop_with_header(b).is_some()).collect();
        let is_if_header: Vec<bool> =
            f.block_ids().map(|b| live[b.index()] && succs[b.index()].len() >= 2 && !is_loop_header[b.index()]).collect();
        let normal_exits: Vec<BlockId> = normal_exit.iter().flatten().copied().collect();
        let mut early_roots: Vec<BlockId> = return_exits.iter().flatten().copied().collect();
        for a in f.block_ids().filter(|a| is_if_header[a.index()]) {
            for &s in &succs[a.index()] {
                if preds[s.index()] == [a] && return_only[s.index()] && !normal_exits.contains(&s) {
                    early_roots.push(s);
                }
            }
        }
        early_roots.sort_unstable();
        early_roots.dedup();

        let mut merge = vec![None; n];
        for a in f.block_ids().filter(|a| is_if_header[a.index()]) {
            let cut: Vec<BlockId> = early_roots.iter().copied().filter(|&s| dom.strictly_dominates(a, s)).collect();
            let keep = |b: BlockId| live[b.index()] && !cut.iter().any(|&s| dom.dominates(s, b));
            let pdt = PostDomTree::compute_on(f, &keep);
            merge[a.index()] = pdt.ipdom(a);
        }
        Ok(Constructs { dom, loops, normal_exit, return_exits, is_if_header, merge })
    }

    /// `x` lies in the arms of the `if` headed by `a`.
    fn in_if(&self, a: BlockId, x: BlockId) -> bool {
        self.dom.dominates(a, x)
            && self.merge[a.index()].is_none_or(|m| m != x && !self.dom.dominates(m, x))
            && self.loops.innermost(a).is_none_or(|l| self.loops.contains(l, x))
    }

    /// Where lanes leaving `x` with the return flag set go: the guard after the innermost
    /// construct around `x` that has somewhere to go, else the return.
    fn target(&self, x: BlockId) -> Target {
        let mut a = self.dom.idom(x);
        while let Some(h) = a {
            if let Some(l) = self.loops.loop_with_header(h) {
                let i = l.0 as usize;
                let held = self.loops.contains(l, x) || self.return_exits[i].iter().any(|&z| self.dom.dominates(z, x));
                if held && let Some(nx) = self.normal_exit[i] {
                    return Target::Guard(nx);
                }
            } else if self.is_if_header[h.index()]
                && self.in_if(h, x)
                && let Some(m) = self.merge[h.index()]
            {
                return Target::Guard(m);
            }
            a = self.dom.idom(h);
        }
        Target::Return
    }
}

/// The variables the SSA updater tracks: the return flag and each returned value.
const FLAG: usize = 0;

fn apply(f: &mut Function, rets: &[BlockId], plan: &Plan) -> Result<(), PassError> {
    let entry = f.entry();
    let dom = DomTree::compute(f);
    let seqs: Vec<(BlockId, ReturnSequence)> = rets.iter().filter_map(|&r| ReturnSequence::of(f, r).map(|s| (r, s))).collect();
    let Some((_, template)) = seqs.first().cloned() else { return Ok(()) };
    check_same_shape(f, &template, &seqs)?;
    let slot_types = template.value_types(f);

    // The flag's two values, made only when some guard reads the flag.
    let (false_c, true_c) = if plan.guards.is_empty() {
        (None, None)
    } else {
        let fc = crate::passes::bool_constant(f, entry, entry_end(f), false);
        (Some(fc), Some(crate::passes::bool_constant(f, entry, entry_end(f), true)))
    };
    let mut guard_block: BTreeMap<BlockId, BlockId> = BTreeMap::new();
    for &m in plan.guards.keys() {
        guard_block.insert(m, new_block(f, "ReturnGuard"));
    }
    // Last in the layout: the function ends with its one return.
    let unified = new_block(f, "UnifiedReturnBlock");
    let block_of = |t: Target, gb: &BTreeMap<BlockId, BlockId>| match t {
        Target::Return => unified,
        Target::Guard(m) => gb.get(&m).copied().unwrap_or(unified),
    };

    // Guards take the forward edges into their block, with the phis' values for them.
    let mut moved: HashMap<BlockId, Vec<InstId>> = HashMap::new();
    let mut forward: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
    for (&m, &g) in &guard_block {
        let fwd: Vec<BlockId> = f.predecessors()[m.index()].iter().copied().filter(|&p| !dom.dominates(m, p)).collect();
        let all_forward = fwd.len() == f.predecessors()[m.index()].len();
        let phis: Vec<InstId> = f.block_insts(m).filter(|(_, i)| is_phi(i)).map(|(id, _)| id).collect();
        let mut gphis = Vec::new();
        for p in phis {
            if all_forward {
                f.block_mut(m).insts.retain(|&i| i != p);
                f.block_mut(g).insts.push(p);
                gphis.push(p);
                continue;
            }
            // Split: the forward entries move to a phi in the guard.
            let inst = f.inst(p).clone();
            let Some(def) = inst.def_vreg(0) else { continue };
            let nd = crate::passes::new_vreg(f, f.vreg_type(def), Some(def));
            let mut gp = Inst::new(GenericOpcode::G_PHI).with(Operand::vreg_def(nd));
            let mut kept = Inst::new(inst.opcode).with(Operand::vreg_def(def));
            for (v, from) in phi_incoming(&inst) {
                if fwd.contains(&from) {
                    gp = gp.with(*v).with(Operand::Block(from));
                } else {
                    kept = kept.with(*v).with(Operand::Block(from));
                }
            }
            kept = kept.with(Operand::vreg(nd)).with(Operand::Block(g));
            *f.inst_mut(p) = kept;
            gphis.push(f.push_inst(g, gp));
        }
        for &p in &fwd {
            retarget(f, p, m, g);
        }
        moved.insert(g, gphis);
        forward.insert(g, fwd);
    }

    // Returns jump; their values become the updater's definitions.
    let mut up = Updater::new(1 + slot_types.len());
    up.initial[FLAG] = false_c;
    for (r, seq) in &seqs {
        let values = seq.values(f);
        for (k, v) in values.iter().enumerate() {
            let Some(v) = v.as_vreg() else {
                return Err(PassError::new(format!("{} returns a value that is not a virtual register", block_label(f, *r))));
            };
            up.defs.insert((1 + k, *r), v);
        }
        if let Some(t) = true_c {
            up.defs.insert((FLAG, *r), t);
        }
        seq.remove(f, *r);
        let t = plan.ret_target.iter().find(|(b, _)| b == r).map_or(Target::Return, |&(_, t)| t);
        set_jump(f, *r, block_of(t, &guard_block));
    }
    for (&m, &g) in &guard_block {
        let t = plan.guards.get(&m).copied().unwrap_or(Target::Return);
        let tb = block_of(t, &guard_block);
        let (Some(fc), Some(tc)) = (false_c, true_c) else { continue };
        set_cond_jump(f, g, fc, tb, m);
        up.edge.insert((FLAG, g, m), fc);
        up.edge.insert((FLAG, g, tb), tc);
    }
    // Flagged lanes reach the guards' phis with values nobody reads.
    let preds = f.predecessors();
    let mut flagged_edges: Vec<(BlockId, BlockId)> = Vec::new();
    for (g, phis) in &moved {
        let flagged: Vec<BlockId> = preds[g.index()].iter().copied().filter(|p| !forward[g].contains(p)).collect();
        flagged_edges.extend(flagged.iter().map(|&s| (s, *g)));
        for &p in phis {
            let ty = f.inst(p).def_vreg(0).and_then(|d| f.vreg_type(d));
            let like = f.inst(p).def_vreg(0);
            for &s in &flagged {
                let u = up.undef(f, ty, like);
                let inst = f.inst_mut(p);
                inst.operands.push(Operand::vreg(u));
                inst.operands.push(Operand::Block(s));
            }
        }
    }

    // The flag at every guard, the values at the end.
    let preds = f.predecessors();
    up.types.extend(slot_types.iter().copied());
    for &g in guard_block.values() {
        let cond = up.read_start(f, &preds, FLAG, g);
        if let Some(&br) = terminators(f, g).first()
            && let Some(op) = f.inst_mut(br).operands.first_mut()
        {
            *op = Operand::vreg(cond);
        }
    }
    let mut values = Vec::new();
    for k in 0..slot_types.len() {
        values.push(Operand::vreg(up.read_start(f, &preds, 1 + k, unified)));
    }
    template.emit(f, unified, &values);
    up.remove_trivial_phis(f);
    repair_ssa(f, &mut up, &flagged_edges);
    up.remove_trivial_phis(f);
    Ok(())
}

/// On-demand SSA construction for a few variables (Braun et al., "Simple and Efficient
/// Construction of Static Single Assignment Form"), on a CFG that no longer changes.
struct Updater {
    /// Type of each variable (index 0, the flag, is `s1`), and a register to copy the bank of.
    types: Vec<(Option<Llt>, Option<VReg>)>,
    /// Value at the function's start; undefined when absent.
    initial: Vec<Option<VReg>>,
    /// Value at the end of a block that sets it.
    defs: HashMap<(usize, BlockId), VReg>,
    /// Value on an edge known to carry one (the flag leaving a guard).
    edge: HashMap<(usize, BlockId, BlockId), VReg>,
    /// Value at the start of a block, once known.
    start: HashMap<(usize, BlockId), VReg>,
    phis: Vec<InstId>,
    undefs: HashMap<Option<Llt>, VReg>,
}

impl Updater {
    fn new(vars: usize) -> Updater {
        Updater {
            types: vec![(Some(Llt::S1), None)],
            initial: vec![None; vars],
            defs: HashMap::new(),
            edge: HashMap::new(),
            start: HashMap::new(),
            phis: Vec::new(),
            undefs: HashMap::new(),
        }
    }

    /// An undefined value of a type, made once at the top of the entry block.
    fn undef(&mut self, f: &mut Function, ty: Option<Llt>, like: Option<VReg>) -> VReg {
        if let Some(&v) = self.undefs.get(&ty) {
            return v;
        }
        let v = crate::passes::undef_value(f, f.entry(), entry_end(f), ty, like);
        self.undefs.insert(ty, v);
        v
    }

    fn read_start(&mut self, f: &mut Function, preds: &[Vec<BlockId>], var: usize, b: BlockId) -> VReg {
        if let Some(&v) = self.start.get(&(var, b)) {
            return v;
        }
        let ps = preds.get(b.index()).cloned().unwrap_or_default();
        let v = match ps.as_slice() {
            [] => match self.initial.get(var).copied().flatten() {
                Some(v) => v,
                None => {
                    let (ty, like) = self.types.get(var).copied().unwrap_or((None, None));
                    let v = self.undef(f, ty, like);
                    if let Some(slot) = self.initial.get_mut(var) {
                        *slot = Some(v);
                    }
                    v
                }
            },
            [p] => self.read_edge(f, preds, var, *p, b),
            _ => {
                let (ty, like) = self.types.get(var).copied().unwrap_or((None, None));
                let d = crate::passes::new_vreg(f, ty, like);
                let phi = f.insert_inst(b, 0, Inst::new(GenericOpcode::G_PHI).with(Operand::vreg_def(d)));
                self.phis.push(phi);
                self.start.insert((var, b), d);
                for p in ps {
                    let v = self.read_edge(f, preds, var, p, b);
                    let inst = f.inst_mut(phi);
                    inst.operands.push(Operand::vreg(v));
                    inst.operands.push(Operand::Block(p));
                }
                d
            }
        };
        self.start.insert((var, b), v);
        v
    }

    fn read_edge(&mut self, f: &mut Function, preds: &[Vec<BlockId>], var: usize, p: BlockId, b: BlockId) -> VReg {
        match self.edge.get(&(var, p, b)) {
            Some(&v) => v,
            None => self.read_end(f, preds, var, p),
        }
    }

    fn read_end(&mut self, f: &mut Function, preds: &[Vec<BlockId>], var: usize, b: BlockId) -> VReg {
        match self.defs.get(&(var, b)) {
            Some(&v) => v,
            None => self.read_start(f, preds, var, b),
        }
    }

    /// Phis whose operands are one value (or the phi itself) are replaced by that value.
    fn remove_trivial_phis(&mut self, f: &mut Function) {
        let mut changed = true;
        while changed {
            changed = false;
            for &p in &self.phis {
                let Some(block) = f.block_ids().find(|&b| f.block(b).insts.contains(&p)) else { continue };
                let inst = f.inst(p);
                let Some(def) = inst.def_vreg(0) else { continue };
                let mut same: Option<VReg> = None;
                let mut trivial = true;
                for (v, _) in phi_incoming(inst) {
                    let Some(v) = v.as_vreg() else {
                        trivial = false;
                        break;
                    };
                    if v == def || same == Some(v) {
                        continue;
                    }
                    if same.is_some() {
                        trivial = false;
                        break;
                    }
                    same = Some(v);
                }
                let Some(with) = same.filter(|_| trivial) else { continue };
                f.block_mut(block).insts.retain(|&i| i != p);
                replace_uses(f, def, with);
                changed = true;
            }
        }
    }
}

/// Where values every block may read go: the end of the entry block, before its branches.
fn entry_end(f: &Function) -> usize {
    f.block(f.entry()).insts.len() - terminators(f, f.entry()).len()
}

fn replace_uses(f: &mut Function, old: VReg, new: VReg) {
    let ids: Vec<InstId> = f.all_insts().map(|(_, id, _)| id).collect();
    for id in ids {
        for op in f.inst_mut(id).operands.iter_mut() {
            if let Operand::Reg(r) = op
                && !r.is_def()
                && r.reg.vreg() == Some(old)
            {
                r.reg = crate::mir::Reg::Virt(new);
            }
        }
    }
}

/// Uses the new edges left undominated by their definition read the value through phis,
/// undefined on the flagged edges into guards: lanes that returned never read it.
fn repair_ssa(f: &mut Function, up: &mut Updater, flagged_edges: &[(BlockId, BlockId)]) {
    let dom = DomTree::compute(f);
    let mut def_at: HashMap<VReg, (BlockId, usize)> = HashMap::new();
    for b in f.block_ids() {
        for (pos, (_, inst)) in f.block_insts(b).enumerate() {
            for v in inst.defined_vregs() {
                def_at.insert(v, (b, pos));
            }
        }
    }
    // (user, operand index, register, block whose end or start the value is read at, at end?)
    let mut broken: Vec<(InstId, usize, VReg, BlockId, bool)> = Vec::new();
    for b in f.block_ids() {
        if !dom.is_reachable(b) {
            continue;
        }
        for (pos, (id, inst)) in f.block_insts(b).enumerate() {
            let phi = is_phi(inst);
            for (k, op) in inst.operands.iter().enumerate() {
                let Some(r) = op.as_reg() else { continue };
                let Some(v) = r.reg.vreg() else { continue };
                if r.is_def() {
                    continue;
                }
                let Some(&(db, dpos)) = def_at.get(&v) else { continue };
                if phi {
                    let Some(from) = inst.operands.get(k + 1).and_then(Operand::as_block) else { continue };
                    if !dom.dominates(db, from) {
                        broken.push((id, k, v, from, true));
                    }
                } else if !(if db == b { dpos < pos } else { dom.dominates(db, b) }) {
                    broken.push((id, k, v, b, false));
                }
            }
        }
    }
    if broken.is_empty() {
        return;
    }
    let preds = f.predecessors();
    let mut var_of: HashMap<VReg, usize> = HashMap::new();
    for (user, k, v, at, end) in broken {
        let var = match var_of.get(&v) {
            Some(&var) => var,
            None => {
                up.types.push((f.vreg_type(v), Some(v)));
                up.initial.push(None);
                let var = up.types.len() - 1;
                for &(s, g) in flagged_edges {
                    let u = up.undef(f, f.vreg_type(v), Some(v));
                    up.edge.insert((var, s, g), u);
                }
                var_of.insert(v, var);
                var
            }
        };
        if let Some(&(db, _)) = def_at.get(&v) {
            up.defs.insert((var, db), v);
        }
        let value = if end { up.read_end(f, &preds, var, at) } else { up.read_start(f, &preds, var, at) };
        if let Some(Operand::Reg(r)) = f.inst_mut(user).operands.get_mut(k) {
            r.reg = crate::mir::Reg::Virt(value);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::PassContext;
    use crate::passes::trace::assert_same_paths;

    fn lower_all(text: &str) {
        let module = crate::mir::parse(text).expect("test MIR parses");
        for f in &module.functions {
            let mut g = f.clone();
            run(&mut g, &mut PassContext::new(Default::default())).expect("lower-returns succeeds");
            assert_eq!(crate::analysis::ssa::ssa_violations(&g), [], "{g}");
            let live = reachable(&g);
            assert_eq!(return_blocks(&g).into_iter().filter(|b| live[b.index()]).count(), 1, "{g}");
            assert_same_paths(f, &g, 8);
        }
    }

    #[test]
    fn nested_if_return_keeps_every_path() {
        lower_all(include_str!("../../../mir-tests/tests/lower-returns/nested-if-return.mir"));
    }

    #[test]
    fn loop_in_if_keeps_every_path() {
        lower_all(include_str!("../../../mir-tests/tests/lower-returns/loop-in-if.mir"));
    }

    #[test]
    fn loop_return_keeps_every_path() {
        lower_all(include_str!("../../../mir-tests/tests/lower-returns/loop-return.mir"));
    }

    #[test]
    fn values_read_after_a_broken_loop_keep_every_path() {
        lower_all(include_str!("../../../mir-tests/tests/lower-returns/loop-exit-value.mir"));
    }

    #[test]
    fn returned_values_keep_every_path() {
        lower_all(include_str!("../../../mir-tests/tests/lower-returns/if-else-values.mir"));
    }

    #[test]
    #[should_panic(expected = "differ after the pass")]
    fn the_path_check_sees_a_wrong_guard() {
        let module = crate::mir::parse(include_str!("../../../mir-tests/tests/lower-returns/nested-if-return.mir")).expect("parses");
        let f = &module.functions[0];
        let mut g = f.clone();
        run(&mut g, &mut PassContext::new(Default::default())).expect("lower-returns succeeds");
        // Send the flagged lanes of the first guard to the code the flag should skip.
        let guard = g.block_ids().find(|&b| g.block(b).comment_name.is_some_and(|n| n.as_str() == "ReturnGuard")).expect("a guard");
        let br = terminators(&g, guard)[0];
        let skipped = terminators(&g, guard)[1];
        let to = g.inst(skipped).operands[0];
        g.inst_mut(br).operands[1] = to;
        assert_same_paths(f, &g, 8);
    }
}
