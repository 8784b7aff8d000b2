//! `exit-unify`: unify divergent function exits, before the legalizer.
//!
//! The behaviour follows LLVM's `AMDGPUUnifyDivergentExitNodes` (the structurizer cannot handle
//! regions with several exits) with the export rules of the D102830 design review (DESIGN.md,
//! "Downstream passes"; `shared/reviews/exit-unify-null-export-D102830.txt`):
//!
//! 1. The input must keep the frontend's guarantee that no path runs two `done` exports
//!    ([`crate::analysis::exports::done_export_violations`]). Input that breaks it is a
//!    diagnostic naming both exports; it is never rewritten. Divergent exits that each carry
//!    their own `done` export (`if (c) { export done; return } else { export done; return }`)
//!    keep the guarantee on every path: the review names them the first shape frontends
//!    produce, and they are joined like any other exits.
//! 2. The exits are the roots of the post-dominator tree: return blocks, blocks that end without
//!    a successor (`unreachable`), and one block per infinite loop. With a single exit that is
//!    not an infinite loop there is nothing to do (so llc's own output, already unified, comes
//!    back unchanged).
//! 3. Every infinite-loop root gets a dummy exit: its `G_BR %bb.header` becomes
//!    `G_BRCOND true, %bb.header; G_BR %bb.DummyReturnBlock` (a root ending in a conditional
//!    branch first moves that branch into a new `TransitionBlock`). The dummy block returns
//!    undefined values.
//! 4. If some exit is not *uniformly reached* (a transitive predecessor ends in a divergent
//!    branch), every return block, the dummy one and the `unreachable` ends (which get
//!    `llvm.amdgcn.unreachable` and a return) are joined into one `UnifiedReturnBlock`; a
//!    function returning values gets a phi per returned value. Otherwise only the dummy block is
//!    added, as its own return.
//! 5. An `amdgpu_ps` function returning void that gained a dummy exit must still make a `done`
//!    export on the way out, since the frontend's promise covered only the returns it wrote.
//!    The rule is the review's `hasExportDone`, a search of the CFG: a return needs the null
//!    export exactly when no `done` export reaches it along the CFG (none in the block or in
//!    any transitive predecessor). A `done` export across a divergent branch does not count:
//!    when every lane takes the other side, the structurized code branches around that export
//!    with an empty exec mask (`s_cbranch_execz`) and the wave would end without one. If some
//!    return needs the export, all returns are joined (uniformly reached ones too): the needy
//!    ones branch to a `UnifiedExportBlock` holding `exp null off, off, off, off done vm`
//!    (target 9, `done` and valid-mask set), which branches to `UnifiedReturnBlock`, and the
//!    others branch to `UnifiedReturnBlock` directly; if every return needs it, the export sits
//!    in the single return block. The `done` bit of a frontend's export is never cleared.
//!
//! Both searches are linear in the size of the CFG.

use crate::analysis::exports::{EXP_TARGET_NULL, done_export_violations, exports};
use crate::analysis::{PostDomTree, Uniformity, reachable, return_inst};
use crate::mir::{BlockId, CallingConv, Function, GenericOpcode, Inst, Llt, Operand, sym};
use crate::pass::{PassContext, PassError};
use crate::passes::{
    ReturnSequence, bool_constant, check_same_shape, fallthrough, first_non_phi, new_block, opcode_named, replace_phi_pred, retarget,
    set_cond_jump, set_jump, set_successors, terminators, undef_value,
};

/// Runs the pass on one function (see the module documentation).
pub fn run(f: &mut Function, _ctx: &mut PassContext) -> Result<(), PassError> {
    if f.blocks.is_empty() {
        return Ok(());
    }
    check_done_exports(f)?;
    let uniformity = Uniformity::compute(f);

    let live = reachable(f);
    let pdt = PostDomTree::compute(f);
    let roots: Vec<BlockId> = pdt.roots().iter().copied().filter(|b| live[b.index()]).collect();
    let mut returns = Vec::new();
    let mut unreachables = Vec::new();
    let mut infinite = Vec::new();
    for &r in &roots {
        if return_inst(f, r).is_some() {
            returns.push(r);
        } else if f.successors(r).next().is_none() {
            unreachables.push(r);
        } else {
            infinite.push(r);
        }
    }
    if roots.len() <= 1 && infinite.is_empty() {
        return Ok(());
    }
    let divergent_exit = roots.iter().any(|&r| !uniformly_reached(f, &uniformity, r));
    let ps_void = f.ir.as_ref().is_some_and(|ir| ir.cc == CallingConv::AmdgpuPs && ir.returns_void());
    let template = returns.first().and_then(|&b| ReturnSequence::of(f, b));

    let mut dummy = None;
    if !infinite.is_empty() {
        let d = new_block(f, "DummyReturnBlock");
        emit_undef_return(f, d, template.as_ref())?;
        for &r in &infinite {
            add_dummy_edge(f, r, d);
        }
        dummy = Some(d);
    }

    let mut all: Vec<BlockId> = returns.clone();
    if divergent_exit && (!returns.is_empty() || dummy.is_some()) {
        for &u in &unreachables {
            let call = Inst::new(GenericOpcode::G_INTRINSIC_W_SIDE_EFFECTS).with(Operand::Intrinsic(sym("llvm.amdgcn.unreachable")));
            f.push_inst(u, call);
            emit_undef_return(f, u, template.as_ref())?;
            all.push(u);
        }
    }
    all.extend(dummy);

    if ps_void && dummy.is_some() {
        let needy = needs_null_export(f, &all);
        if !needy.is_empty() {
            return add_null_export(f, &all, &needy);
        }
    }
    let to_join: Vec<BlockId> = if divergent_exit { all } else { Vec::new() };
    if to_join.len() >= 2 {
        join_returns(f, &to_join, "UnifiedReturnBlock")?;
    }
    Ok(())
}

/// Reports the first break of the frontend's `done`-export guarantee (rule 1), naming both
/// exports.
fn check_done_exports(f: &Function) -> Result<(), PassError> {
    let violations = done_export_violations(f);
    let Some(first) = violations.first() else { return Ok(()) };
    let mut err = PassError::at(first.message(f), first.primary().loc).with_note(first.secondary().loc, "the other `done` export");
    for v in &violations[1..] {
        err = err.with_note(v.primary().loc, v.message(f));
    }
    Err(err)
}

/// LLVM's `isUniformlyReached`: no transitive predecessor of `b` ends in a divergent branch.
fn uniformly_reached(f: &Function, uniformity: &Uniformity, b: BlockId) -> bool {
    let preds = f.predecessors();
    let mut seen = vec![false; f.blocks.len()];
    let mut stack: Vec<BlockId> = preds[b.index()].clone();
    while let Some(x) = stack.pop() {
        if seen[x.index()] {
            continue;
        }
        seen[x.index()] = true;
        if uniformity.is_divergent_branch(x) {
            return false;
        }
        stack.extend(preds[x.index()].iter().copied());
    }
    true
}

/// Appends a return of undefined values shaped like `template`, or `S_ENDPGM 0` when the
/// function has no return to copy and returns nothing.
fn emit_undef_return(f: &mut Function, b: BlockId, template: Option<&ReturnSequence>) -> Result<(), PassError> {
    match template {
        Some(t) => {
            let types = t.value_types(f);
            let mut values = Vec::new();
            for &(ty, like) in types.iter().take(t.copies.len()) {
                let pos = f.block(b).insts.len();
                values.push(Operand::vreg(undef_value(f, b, pos, ty, like)));
            }
            t.emit(f, b, &values);
            Ok(())
        }
        None => {
            let returns_value = f.ir.as_ref().is_some_and(|ir| !ir.returns_void());
            let callable = f.ir.as_ref().is_some_and(|ir| !ir.cc.is_entry());
            if returns_value || callable {
                return Err(PassError::new(format!(
                    "`{}` has an infinite loop but no return instruction to copy; only void shaders and kernels get one made",
                    f.name
                )));
            }
            f.push_inst(b, Inst::new(opcode_named("S_ENDPGM")).with(Operand::Imm(0)));
            Ok(())
        }
    }
}

/// Gives the infinite-loop block `r` an edge to `dummy` that is never taken.
fn add_dummy_edge(f: &mut Function, r: BlockId, dummy: BlockId) {
    let succs: Vec<BlockId> = f.successors(r).collect();
    let terms = terminators(f, r);
    let pos = f.block(r).insts.len() - terms.len();
    if let [only] = succs.as_slice() {
        let t = bool_constant(f, r, pos, true);
        set_cond_jump(f, r, t, *only, dummy);
        return;
    }
    // A conditional branch moves to a transition block, so the root can branch to it.
    let trans = new_block(f, "TransitionBlock");
    let falls = fallthrough(f, r);
    f.block_mut(r).insts.retain(|i| !terms.contains(i));
    f.block_mut(trans).insts.extend(terms);
    if let Some(next) = falls {
        f.push_inst(trans, Inst::new(GenericOpcode::G_BR).with(Operand::Block(next)));
    }
    set_successors(f, trans, &succs);
    for &s in &succs {
        replace_phi_pred(f, s, r, trans);
    }
    let t = bool_constant(f, r, pos, true);
    set_cond_jump(f, r, t, trans, dummy);
}

/// The return blocks of `all` that no `done` export reaches along the CFG (rule 5): one
/// forward search from every block holding a `done` export.
fn needs_null_export(f: &Function, all: &[BlockId]) -> Vec<BlockId> {
    let mut reached = vec![false; f.blocks.len()];
    let mut stack: Vec<BlockId> = exports(f).into_iter().filter(|e| e.done).map(|e| e.block).collect();
    while let Some(b) = stack.pop() {
        if let Some(seen) = reached.get_mut(b.index())
            && !*seen
        {
            *seen = true;
            stack.extend(f.successors(b));
        }
    }
    all.iter().copied().filter(|r| !reached.get(r.index()).copied().unwrap_or(false)).collect()
}

/// Inserts `exp null off, off, off, off done vm` at position `pos` of `b`.
fn insert_null_export(f: &mut Function, b: BlockId, pos: usize) {
    let u = undef_value(f, b, pos, Some(Llt::S32), None);
    let mut exp = Inst::new(GenericOpcode::G_INTRINSIC_W_SIDE_EFFECTS)
        .with(Operand::Intrinsic(sym("llvm.amdgcn.exp")))
        .with(Operand::Imm(EXP_TARGET_NULL))
        .with(Operand::Imm(0));
    for _ in 0..4 {
        exp = exp.with(Operand::vreg(u));
    }
    exp = exp.with(Operand::Imm(-1)).with(Operand::Imm(-1));
    f.insert_inst(b, pos + 1, exp);
}

/// Rule 5: join every return, routing the needy ones through the null export.
fn add_null_export(f: &mut Function, all: &[BlockId], needy: &[BlockId]) -> Result<(), PassError> {
    if needy.len() == all.len() {
        let ret = if let [only] = all { *only } else { join_returns(f, all, "UnifiedReturnBlock")? };
        let pos = ReturnSequence::of(f, ret).and_then(|s| s.copies.first().or(Some(&s.ret)).copied());
        let pos = pos.and_then(|i| f.block(ret).insts.iter().position(|&x| x == i)).unwrap_or_else(|| first_non_phi(f, ret));
        insert_null_export(f, ret, pos);
        return Ok(());
    }
    let export = new_block(f, "UnifiedExportBlock");
    let ret = join_returns(f, all, "UnifiedReturnBlock")?;
    insert_null_export(f, export, 0);
    set_jump(f, export, ret);
    for &r in needy {
        retarget(f, r, ret, export);
    }
    Ok(())
}

/// Joins the return blocks into a new block `name`: each branches there, and it returns a phi
/// of their values (a value every block returns alike needs none).
fn join_returns(f: &mut Function, blocks: &[BlockId], name: &str) -> Result<BlockId, PassError> {
    let mut seqs = Vec::new();
    for &b in blocks {
        let s =
            ReturnSequence::of(f, b).ok_or_else(|| PassError::new(format!("{} does not return", crate::analysis::block_label(f, b))))?;
        seqs.push((b, s));
    }
    let Some((_, template)) = seqs.first().cloned() else { return Err(PassError::new("no return block to join")) };
    check_same_shape(f, &template, &seqs)?;
    let u = new_block(f, name);
    let values: Vec<Vec<Operand>> = seqs.iter().map(|(_, s)| s.values(f)).collect();
    let mut joined = Vec::new();
    for k in 0..values[0].len() {
        let first = values[0][k];
        if values.iter().all(|v| v.get(k) == Some(&first)) {
            joined.push(first);
            continue;
        }
        let Some(like) = first.as_vreg() else {
            return Err(PassError::new("returned values that are not virtual registers differ between return blocks"));
        };
        let d = crate::passes::new_vreg(f, f.vreg_type(like), Some(like));
        let mut phi = Inst::new(GenericOpcode::G_PHI).with(Operand::vreg_def(d));
        for (i, (b, _)) in seqs.iter().enumerate() {
            let v = values[i].get(k).copied().ok_or_else(|| PassError::new("return blocks return different numbers of values"))?;
            phi = phi.with(v).with(Operand::Block(*b));
        }
        f.push_inst(u, phi);
        joined.push(Operand::vreg(d));
    }
    template.emit(f, u, &joined);
    for (b, s) in &seqs {
        s.remove(f, *b);
        set_jump(f, *b, u);
    }
    Ok(u)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::exports::done_export_violations;
    use crate::analysis::ssa::ssa_violations;
    use crate::passes::trace::assert_same_paths;

    /// Every function of the file either fails with the `done`-export diagnostic or comes out
    /// in SSA form, keeping the rule, and doing on every path what it did before.
    fn unify_all(text: &str) {
        let module = crate::mir::parse(text).expect("test MIR parses");
        for f in &module.functions {
            let mut g = f.clone();
            match run(&mut g, &mut PassContext::new(Default::default())) {
                Err(e) => assert!(e.message.contains("`done` export"), "{}: {}", f.name, e.message),
                Ok(()) => {
                    assert_eq!(ssa_violations(&g), [], "{g}");
                    assert_eq!(done_export_violations(&g), [], "{g}");
                    let added_null = exports(&g).iter().filter(|e| e.target == Some(EXP_TARGET_NULL)).count();
                    // A null export adds an effect to some paths; the others must be the same.
                    if added_null == 0 {
                        assert_same_paths(f, &g, 8);
                    }
                }
            }
        }
    }

    #[test]
    fn test_inputs_keep_their_paths() {
        for text in [
            include_str!("../../../mir-tests/tests/exit-unify/divergent-exits.mir"),
            include_str!("../../../mir-tests/tests/exit-unify/done-export-diagnostics.mir"),
            include_str!("../../../mir-tests/tests/exit-unify/review-tests.mir"),
            include_str!("../../../mir-tests/tests/exit-unify/kill-loop-no-export.mir"),
            include_str!("../../../mir-tests/tests/exit-unify/llc-structurized.mir"),
            include_str!("../../../mir-tests/tests/exit-unify/nested-if-return.mir"),
            include_str!("../../../mir-tests/tests/exit-unify/non-void.mir"),
            include_str!("../../../mir-tests/tests/exit-unify/partial-export.mir"),
            include_str!("../../../mir-tests/tests/exit-unify/uniform-export.mir"),
            include_str!("../../../mir-tests/tests/exit-unify/uniform-only.mir"),
            include_str!("../../../mir-tests/tests/exit-unify/unreachable-and-transition.mir"),
        ] {
            unify_all(text);
        }
    }

    #[test]
    fn running_twice_changes_nothing_more() {
        let module = crate::mir::parse(include_str!("../../../mir-tests/tests/exit-unify/partial-export.mir")).expect("parses");
        let mut f = module.functions[0].clone();
        run(&mut f, &mut PassContext::new(Default::default())).expect("first run");
        let once = f.clone();
        run(&mut f, &mut PassContext::new(Default::default())).expect("second run");
        assert_eq!(f, once);
    }
}
