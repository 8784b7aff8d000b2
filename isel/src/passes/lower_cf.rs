//! `si-lower-control-flow`: the structured control-flow pseudos become exec-mask code, as
//! LLVM 14's `SILowerControlFlow.cpp` lowers them (the ISA manuals' "EXEC register" and
//! "Data dependency resolution / branching" sections give the meaning: a VALU instruction
//! writes only the lanes set in `exec`; `s_cbranch_execz` jumps when no lane is left).
//!
//! With `B` the lane-mask width (`_B64` and `$exec` on wave64, `_B32` and `$exec_lo` on wave32):
//!
//! | pseudo | lowering |
//! |---|---|
//! | `%s = SI_IF %c, %bb.T` | `%x = COPY $exec, implicit-def $exec`; `%t = S_AND_B %x, %c`; `%s = S_XOR_B %t, %x`; `$exec = S_MOV_B_term killed %t`; `S_CBRANCH_EXECZ %bb.T` before the block's `S_BRANCH` |
//! | `%d = SI_ELSE %s, %bb.T` | at the top of the block `%v = S_OR_SAVEEXEC_B %s`; then `%d = S_AND_B $exec, %v`; `$exec = S_XOR_B_term $exec, %d`; `S_CBRANCH_EXECZ %bb.T` |
//! | `%d = SI_IF_BREAK %c, %s` | `%a = S_AND_B $exec, %c`; `%d = S_OR_B %a, %s` (no `S_AND` when `%c` is a VALU result of the same block: already masked) |
//! | `SI_LOOP %m, %bb.H` | `$exec = S_ANDN2_B_term $exec, %m`; `S_CBRANCH_EXECNZ %bb.H` before the `S_BRANCH` |
//! | `SI_END_CF %s` | `$exec = S_OR_B $exec, %s` at the top of the block (before the copies phi elimination left there, so they run on every lane again) |
//!
//! An `SI_IF` whose mask has one user, an `SI_END_CF` with no kill terminator on the way, is a
//! *simple if*: it saves the whole exec (`%s` is the `COPY`, no `S_XOR`), since the end
//! restores it all anyway (`isSimpleIf`, `hasKill`). An `SI_END_CF` whose block redefines its
//! mask before it splits the block there and ends the first part with `S_OR_B_term` (LLVM's
//! `splitAt`; here the second part goes at the end of the layout, reached by `S_BRANCH`).
//!
//! Kill terminators (`SI_KILL_I1_TERMINATOR`, `SI_KILL_F32_COND_IMM_TERMINATOR`) stay: llc-14
//! lowers them later, in `si-wqm` (the `S_ANDN2` of exec and `SI_EARLY_TERMINATE_SCC0`). Not
//! done here: LLVM's `combineMasks` peephole (`S_AND x, (S_AND x, y)`; it changes nothing
//! observable), and `SI_INIT_EXEC*` and `SI_WATERFALL_LOOP`, which fail with a diagnostic.

use std::collections::{HashMap, HashSet};

use crate::analysis::is_phi;
use crate::mir::{BlockId, Function, GenericOpcode, Inst, InstId, Opcode, Operand, PhysReg, Reg, RegConstraint, RegFlags, Successor, VReg};
use crate::pass::{PassContext, PassError};
use crate::target::instrs::{TargetOpcode, op};
use crate::target::regclass::{RegClass, class};

/// The opcodes and registers of one wave size.
struct Wave {
    and: TargetOpcode,
    or: TargetOpcode,
    xor: TargetOpcode,
    mov_term: TargetOpcode,
    andn2_term: TargetOpcode,
    xor_term: TargetOpcode,
    or_term: TargetOpcode,
    or_saveexec: TargetOpcode,
    exec: PhysReg,
    bool_rc: RegClass,
}

const WAVE64: Wave = Wave {
    and: op::S_AND_B64,
    or: op::S_OR_B64,
    xor: op::S_XOR_B64,
    mov_term: op::S_MOV_B64_term,
    andn2_term: op::S_ANDN2_B64_term,
    xor_term: op::S_XOR_B64_term,
    or_term: op::S_OR_B64_term,
    or_saveexec: op::S_OR_SAVEEXEC_B64,
    exec: PhysReg::EXEC,
    bool_rc: class::SREG_64,
};

const WAVE32: Wave = Wave {
    and: op::S_AND_B32,
    or: op::S_OR_B32,
    xor: op::S_XOR_B32,
    mov_term: op::S_MOV_B32_term,
    andn2_term: op::S_ANDN2_B32_term,
    xor_term: op::S_XOR_B32_term,
    or_term: op::S_OR_B32_term,
    or_saveexec: op::S_OR_SAVEEXEC_B32,
    exec: PhysReg::EXEC_LO,
    bool_rc: class::SREG_32,
};

/// The pseudos this pass lowers, and the ones it knows it does not.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pseudo {
    If,
    Else,
    IfBreak,
    Loop,
    EndCf,
    Unsupported,
}

fn pseudo(inst: &Inst) -> Option<Pseudo> {
    Some(match inst.opcode.name() {
        "SI_IF" => Pseudo::If,
        "SI_ELSE" => Pseudo::Else,
        "SI_IF_BREAK" => Pseudo::IfBreak,
        "SI_LOOP" => Pseudo::Loop,
        "SI_END_CF" => Pseudo::EndCf,
        "SI_WATERFALL_LOOP" | "SI_INIT_EXEC" | "SI_INIT_EXEC_FROM_INPUT" => Pseudo::Unsupported,
        _ => return None,
    })
}

fn is_kill_terminator(inst: &Inst) -> bool {
    matches!(inst.opcode.name(), "SI_KILL_I1_TERMINATOR" | "SI_KILL_F32_COND_IMM_TERMINATOR")
}

/// What the lowering reads about the function as it was: users and definitions of registers.
struct State {
    wave: &'static Wave,
    users: HashMap<VReg, Vec<InstId>>,
    defs: HashMap<VReg, Vec<InstId>>,
    block_of: HashMap<InstId, BlockId>,
    kill_blocks: HashSet<BlockId>,
    erased: HashSet<InstId>,
}

/// Runs the pass on `f`.
pub fn run(f: &mut Function, cx: &mut PassContext) -> Result<(), PassError> {
    if !f.all_insts().any(|(_, _, i)| pseudo(i).is_some()) {
        return Ok(());
    }
    if let Some((_, _, phi)) = f.all_insts().find(|(_, _, i)| is_phi(i)) {
        return Err(PassError::at("si-lower-control-flow runs after phi-node-elimination: the function still has a phi", phi.loc));
    }
    let mut st = State {
        wave: if cx.subtarget.wave_size == 32 { &WAVE32 } else { &WAVE64 },
        users: HashMap::new(),
        defs: HashMap::new(),
        block_of: HashMap::new(),
        kill_blocks: HashSet::new(),
        erased: HashSet::new(),
    };
    for (b, id, inst) in f.all_insts() {
        st.block_of.insert(id, b);
        if is_kill_terminator(inst) {
            st.kill_blocks.insert(b);
        }
        for v in inst.used_vregs() {
            st.users.entry(v).or_default().push(id);
        }
        for v in inst.defined_vregs() {
            st.defs.entry(v).or_default().push(id);
        }
    }
    // Blocks in layout order, with the ones a split adds at the end.
    let mut b = 0;
    while b < f.blocks.len() {
        let block = BlockId(b as u32);
        let todo: Vec<InstId> = f.block_insts(block).filter(|(_, i)| pseudo(i).is_some()).map(|(id, _)| id).collect();
        for id in todo {
            // A split moves the rest of the block; that block is lowered when its turn comes.
            if st.erased.contains(&id) || !f.block(block).insts.contains(&id) {
                continue;
            }
            let inst = f.inst(id);
            match pseudo(inst) {
                Some(Pseudo::If) => emit_if(f, &mut st, block, id)?,
                Some(Pseudo::Else) => emit_else(f, &mut st, block, id)?,
                Some(Pseudo::IfBreak) => emit_if_break(f, &mut st, block, id)?,
                Some(Pseudo::Loop) => emit_loop(f, &mut st, block, id)?,
                Some(Pseudo::EndCf) => emit_end_cf(f, &mut st, block, id)?,
                Some(Pseudo::Unsupported) | None => {
                    return Err(PassError::at(format!("si-lower-control-flow does not lower `{}` yet", inst.opcode.name()), inst.loc));
                }
            }
        }
        b += 1;
    }
    Ok(())
}

/// `opc` with `explicit` operands, then the implicit defs and uses its declaration lists.
fn build(opc: TargetOpcode, explicit: &[Operand]) -> Inst {
    let desc = opc.desc();
    let mut inst = Inst::new(opc);
    inst.operands.extend(explicit.iter().copied());
    inst.operands.extend(desc.implicit_defs.iter().map(|&r| Operand::implicit_def(r)));
    inst.operands.extend(desc.implicit_uses.iter().map(|&r| Operand::implicit_use(r)));
    inst
}

/// Marks the implicit `$scc` def of `inst` dead (or not).
fn scc_dead(mut inst: Inst, dead: bool) -> Inst {
    for o in inst.operands.iter_mut() {
        if let Operand::Reg(r) = o
            && r.is_def()
            && r.is_implicit()
            && r.reg == Reg::Phys(PhysReg::SCC)
        {
            r.flags.set(RegFlags::DEAD, dead);
        }
    }
    inst
}

/// Is the implicit `$scc` def of `inst` dead?
fn scc_def_dead(inst: &Inst) -> bool {
    inst.operands
        .iter()
        .any(|o| o.as_reg().is_some_and(|r| r.is_def() && r.reg == Reg::Phys(PhysReg::SCC) && r.flags.contains(RegFlags::DEAD)))
}

/// The explicit operand `k` of `inst`, or a diagnostic naming what is missing.
fn operand(inst: &Inst, k: usize, what: &str) -> Result<Operand, PassError> {
    let explicit: Vec<&Operand> = inst.operands.iter().filter(|o| !o.as_reg().is_some_and(|r| r.is_implicit())).collect();
    explicit.get(k).map(|o| **o).ok_or_else(|| PassError::at(format!("`{}` without its {what} operand", inst.opcode.name()), inst.loc))
}

fn def_vreg(inst: &Inst) -> Result<VReg, PassError> {
    inst.def_vreg(0).ok_or_else(|| PassError::at(format!("`{}` must define a virtual register", inst.opcode.name()), inst.loc))
}

fn block_operand(inst: &Inst, k: usize) -> Result<BlockId, PassError> {
    operand(inst, k, "target block")?
        .as_block()
        .ok_or_else(|| PassError::at(format!("`{}` needs a block as its target", inst.opcode.name()), inst.loc))
}

fn position(f: &Function, b: BlockId, id: InstId) -> usize {
    f.block(b).insts.iter().position(|&i| i == id).unwrap_or(0)
}

fn new_mask(f: &mut Function, st: &State) -> VReg {
    f.new_vreg(RegConstraint::Class(st.wave.bool_rc), None)
}

/// Removes the pseudo `id` from `b`.
fn erase(f: &mut Function, st: &mut State, b: BlockId, id: InstId) {
    f.block_mut(b).insts.retain(|&i| i != id);
    st.erased.insert(id);
}

/// `skipToUncondBrOrEnd`: the position of the first unconditional branch at or after `from`.
fn uncond_branch_or_end(f: &Function, b: BlockId, from: usize) -> usize {
    let insts = &f.block(b).insts;
    (from..insts.len()).find(|&k| f.inst(insts[k]).opcode == Opcode::Target(op::S_BRANCH)).unwrap_or(insts.len())
}

/// Is a kill terminator on some path from `begin`'s successors to `end` (`hasKill`)?
fn has_kill(f: &Function, st: &State, begin: BlockId, end: BlockId) -> bool {
    let mut seen = HashSet::new();
    let mut work: Vec<BlockId> = f.successors(begin).collect();
    while let Some(b) = work.pop() {
        if b == end || !seen.insert(b) {
            continue;
        }
        if st.kill_blocks.contains(&b) {
            return true;
        }
        work.extend(f.successors(b));
    }
    false
}

fn emit_if(f: &mut Function, st: &mut State, b: BlockId, id: InstId) -> Result<(), PassError> {
    let mi = f.inst(id).clone();
    let save = def_vreg(&mi)?;
    let cond = operand(&mi, 1, "condition")?;
    let target = block_operand(&mi, 2)?;
    let users = st.users.get(&save).map_or(&[][..], |u| &u[..]);
    let mut simple = matches!(users, [u] if !st.erased.contains(u) && f.inst(*u).opcode.name() == "SI_END_CF");
    if simple && let Some(&end) = users.first().and_then(|u| st.block_of.get(u)) {
        simple = !has_kill(f, st, b, end);
    }
    let w = st.wave;
    let copy = if simple { save } else { new_mask(f, st) };
    let tmp = new_mask(f, st);
    let mut seq = vec![
        Inst::new(GenericOpcode::COPY).with(Operand::vreg_def(copy)).with(Operand::phys(w.exec)).with(Operand::implicit_def(w.exec)),
        scc_dead(build(w.and, &[Operand::vreg_def(tmp), Operand::vreg(copy), cond]), true),
    ];
    if !simple {
        seq.push(scc_dead(build(w.xor, &[Operand::vreg_def(save), Operand::vreg(tmp), Operand::vreg(copy)]), scc_def_dead(&mi)));
    }
    let mut kill_tmp = Operand::vreg(tmp);
    if let Some(r) = kill_tmp.as_reg_mut() {
        r.flags |= RegFlags::KILLED;
    }
    seq.push(build(w.mov_term, &[Operand::phys_def(w.exec), kill_tmp]));
    let pos = position(f, b, id);
    insert_all(f, st, b, pos, seq, mi.loc);
    erase(f, st, b, id);
    let at = uncond_branch_or_end(f, b, pos);
    insert_all(f, st, b, at, vec![build(op::S_CBRANCH_EXECZ, &[Operand::Block(target)])], mi.loc);
    Ok(())
}

fn emit_else(f: &mut Function, st: &mut State, b: BlockId, id: InstId) -> Result<(), PassError> {
    let mi = f.inst(id).clone();
    let dst = def_vreg(&mi)?;
    let src = operand(&mi, 1, "saved mask")?;
    let target = block_operand(&mi, 2)?;
    let w = st.wave;
    let save = new_mask(f, st);
    insert_all(f, st, b, 0, vec![build(w.or_saveexec, &[Operand::vreg_def(save), src])], mi.loc);
    let pos = position(f, b, id);
    let seq = vec![
        build(w.and, &[Operand::vreg_def(dst), Operand::phys(w.exec), Operand::vreg(save)]),
        build(w.xor_term, &[Operand::phys_def(w.exec), Operand::phys(w.exec), Operand::vreg(dst)]),
    ];
    insert_all(f, st, b, pos, seq, mi.loc);
    erase(f, st, b, id);
    let at = uncond_branch_or_end(f, b, pos);
    insert_all(f, st, b, at, vec![build(op::S_CBRANCH_EXECZ, &[Operand::Block(target)])], mi.loc);
    Ok(())
}

fn emit_if_break(f: &mut Function, st: &mut State, b: BlockId, id: InstId) -> Result<(), PassError> {
    let mi = f.inst(id).clone();
    let dst = def_vreg(&mi)?;
    let cond = operand(&mi, 1, "break condition")?;
    let src = operand(&mi, 2, "loop mask")?;
    // A VALU compare of this block wrote only the active lanes: no AND with exec needed.
    let skip_and = cond.as_vreg().and_then(|v| st.defs.get(&v)).is_some_and(
        |d| matches!(d[..], [def] if st.block_of.get(&def) == Some(&b) && f.inst(def).opcode.target().is_some_and(|t| t.desc().is_valu())),
    );
    let w = st.wave;
    let seq = if skip_and {
        vec![build(w.or, &[Operand::vreg_def(dst), cond, src])]
    } else {
        let and = new_mask(f, st);
        vec![
            build(w.and, &[Operand::vreg_def(and), Operand::phys(w.exec), cond]),
            build(w.or, &[Operand::vreg_def(dst), Operand::vreg(and), src]),
        ]
    };
    let pos = position(f, b, id);
    insert_all(f, st, b, pos, seq, mi.loc);
    erase(f, st, b, id);
    Ok(())
}

fn emit_loop(f: &mut Function, st: &mut State, b: BlockId, id: InstId) -> Result<(), PassError> {
    let mi = f.inst(id).clone();
    let mask = operand(&mi, 0, "loop mask")?;
    let target = block_operand(&mi, 1)?;
    let w = st.wave;
    let pos = position(f, b, id);
    insert_all(f, st, b, pos, vec![build(w.andn2_term, &[Operand::phys_def(w.exec), Operand::phys(w.exec), mask])], mi.loc);
    erase(f, st, b, id);
    let at = uncond_branch_or_end(f, b, pos);
    insert_all(f, st, b, at, vec![build(op::S_CBRANCH_EXECNZ, &[Operand::Block(target)])], mi.loc);
    Ok(())
}

fn emit_end_cf(f: &mut Function, st: &mut State, b: BlockId, id: InstId) -> Result<(), PassError> {
    let mi = f.inst(id).clone();
    let data = operand(&mi, 0, "saved mask")?;
    let w = st.wave;
    let pos = position(f, b, id);
    let redefined = data.as_vreg().is_some_and(|v| f.block(b).insts[..pos].iter().any(|&i| f.inst(i).defined_vregs().any(|d| d == v)));
    if !redefined {
        insert_all(f, st, b, 0, vec![build(w.or, &[Operand::phys_def(w.exec), Operand::phys(w.exec), data])], mi.loc);
        erase(f, st, b, id);
        return Ok(());
    }
    // The mask is redefined above the pseudo (a phi's copy): split after it, and end the first
    // part with the terminator form.
    let rest: Vec<InstId> = f.block(b).insts[pos + 1..].to_vec();
    let new = f.add_block();
    f.block_mut(b).insts.truncate(pos + 1);
    let liveins = live_in_phys(f, &rest);
    for &i in &rest {
        st.block_of.insert(i, new);
    }
    f.block_mut(new).insts = rest;
    f.block_mut(new).liveins = liveins;
    f.block_mut(new).successors = std::mem::take(&mut f.block_mut(b).successors);
    f.block_mut(b).successors = vec![Successor { block: new, prob: None }];
    let falls = falls_through(f, new);
    let seq = vec![build(w.or_term, &[Operand::phys_def(w.exec), Operand::phys(w.exec), data])];
    insert_all(f, st, b, pos, seq, mi.loc);
    erase(f, st, b, id);
    f.push_inst(b, Inst::new(op::S_BRANCH).with(Operand::Block(new)));
    // The moved code fell through to the block after `b`: make that explicit.
    if let Some(next) = falls {
        f.push_inst(new, Inst::new(op::S_BRANCH).with(Operand::Block(next)));
    }
    Ok(())
}

/// The block after `b`'s original place that `insts` (now in `b`) fall into, if they do.
fn falls_through(f: &Function, b: BlockId) -> Option<BlockId> {
    let last = f.block(b).insts.last().map(|&i| f.inst(i));
    let barrier = last.is_some_and(|i| match i.opcode {
        Opcode::Target(t) => t.desc().is_barrier(),
        _ => crate::target::instrs::is_barrier_name(i.opcode.name()),
    });
    if barrier {
        return None;
    }
    // The successor no branch names is the fall-through one.
    let named: Vec<BlockId> = f.block(b).insts.iter().flat_map(|&i| f.inst(i).operands.iter().filter_map(Operand::as_block)).collect();
    f.successors(b).find(|s| !named.contains(s))
}

/// Physical registers `insts` read before writing them (allocatable ones: not `$exec`).
fn live_in_phys(f: &Function, insts: &[InstId]) -> Vec<(PhysReg, Option<u64>)> {
    let mut defined: Vec<PhysReg> = Vec::new();
    let mut live: Vec<(PhysReg, Option<u64>)> = Vec::new();
    for &i in insts {
        let inst = f.inst(i);
        for o in inst.operands.iter() {
            if let Some(r) = o.as_reg()
                && let Reg::Phys(p) = r.reg
                && !r.is_def()
                && matches!(p, PhysReg::Gpr { .. } | PhysReg::VCC | PhysReg::VCC_LO | PhysReg::M0)
                && !defined.contains(&p)
                && !live.iter().any(|(q, _)| *q == p)
            {
                live.push((p, None));
            }
        }
        for o in inst.operands.iter() {
            if let Some(r) = o.as_reg()
                && let Reg::Phys(p) = r.reg
                && r.is_def()
            {
                defined.push(p);
            }
        }
    }
    live
}

/// Inserts `seq` at `pos` of `b`, keeping the bookkeeping.
fn insert_all(f: &mut Function, st: &mut State, b: BlockId, pos: usize, seq: Vec<Inst>, loc: crate::mir::SourceLoc) {
    for (k, mut inst) in seq.into_iter().enumerate() {
        inst.loc = loc;
        let id = f.insert_inst(b, pos + k, inst);
        st.block_of.insert(id, b);
        for v in f.inst(id).used_vregs().collect::<Vec<_>>() {
            st.users.entry(v).or_default().push(id);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::pass::PassContext;
    use crate::target::{Cpu, Subtarget};

    fn run(text: &str, cpu: Cpu) -> String {
        let mut m = crate::mir::parse(text).expect("parses");
        for f in &mut m.functions {
            super::run(f, &mut PassContext::new(Subtarget::new(cpu))).expect("lowers");
        }
        m.to_string()
    }

    const IF: &str = "---\nname: f\ntracksRegLiveness: true\nlegalized: true\nregBankSelected: true\nselected: true\nbody: |\n  bb.0:\n    successors: %bb.1, %bb.2\n    liveins: $vgpr0\n    %0:vgpr_32 = COPY $vgpr0\n    %1:sreg_64_xexec = V_CMP_NE_U32_e64 0, %0, implicit $exec\n    %2:sreg_64_xexec = SI_IF %1, %bb.2, implicit-def $exec, implicit-def dead $scc, implicit $exec\n    S_BRANCH %bb.1\n  bb.1:\n    successors: %bb.2\n    %3:vgpr_32 = V_MOV_B32_e32 0, implicit $exec\n  bb.2:\n    %4:vgpr_32 = COPY %0\n    SI_END_CF %2, implicit-def $exec, implicit-def dead $scc, implicit $exec\n    S_ENDPGM 0\n...\n";

    #[test]
    fn a_simple_if_saves_the_whole_exec_and_end_cf_restores_it_at_the_top() {
        let out = run(IF, Cpu::Gfx900);
        assert!(
            out.contains(
                "%2:sreg_64_xexec = COPY $exec, implicit-def $exec\n    %5:sreg_64 = S_AND_B64 %2, %1, implicit-def dead $scc\n    $exec = S_MOV_B64_term killed %5\n    S_CBRANCH_EXECZ %bb.2, implicit $exec\n    S_BRANCH %bb.1"
            ),
            "{out}"
        );
        assert!(out.contains("bb.2:\n    $exec = S_OR_B64 $exec, %2, implicit-def $scc\n    %4:vgpr_32 = COPY %0"), "{out}");
    }

    #[test]
    fn wave32_uses_exec_lo_and_the_b32_forms() {
        let text = IF.replace("sreg_64_xexec", "sreg_32_xm0_xexec");
        let out = run(&text, Cpu::Gfx1030);
        assert!(out.contains("COPY $exec_lo, implicit-def $exec_lo") && out.contains("$exec_lo = S_MOV_B32_term"), "{out}");
        assert!(out.contains("$exec_lo = S_OR_B32 $exec_lo, %2"), "{out}");
    }

    #[test]
    fn a_phi_is_refused() {
        let text = IF.replace("%4:vgpr_32 = COPY %0", "%4:vgpr_32 = PHI %0, %bb.0, %3, %bb.1");
        let mut m = crate::mir::parse(&text).expect("parses");
        let e = super::run(&mut m.functions[0], &mut PassContext::new(Subtarget::new(Cpu::Gfx900))).expect_err("refused");
        assert!(e.message.contains("after phi-node-elimination"), "{}", e.message);
    }
}
