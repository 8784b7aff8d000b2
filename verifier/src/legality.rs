//! V010: in a legalized function every generic instruction is legal, and legal means what the
//! legality table generated from the patterns says (`isel::target::patterns::is_legal`): some
//! pattern accepts the opcode with these types (one LLT per type index, as
//! `Function::type_indices` computes them) and, for memory operations, this access size.

use isel::mir::{Function, InstId, Llt};
use isel::target::Subtarget;
use isel::target::patterns::is_legal;

use crate::violation::Violation;

/// The types and memory size the legality table is keyed by, if every type index has a type.
pub fn legality_key(f: &Function, id: InstId) -> Option<(Vec<Llt>, Option<u64>)> {
    let inst = f.inst(id);
    let types: Option<Vec<Llt>> = f.type_indices(inst).into_iter().collect();
    Some((types?, inst.memops.first().and_then(|m| m.size.bits())))
}

pub fn check(f: &Function, st: &Subtarget, out: &mut Vec<Violation>) {
    for (_, id, inst) in f.all_insts() {
        let Some(g) = inst.opcode.generic().filter(|g| g.is_pre_isel()) else { continue };
        // Instructions missing a type are V008's; there is nothing to look up.
        let Some((types, mem_bits)) = legality_key(f, id) else { continue };
        if !is_legal(g, &types, mem_bits, st.cpu) {
            out.push(Violation::Illegal {
                inst: id,
                opcode: g.name().to_string(),
                types: types.iter().map(ToString::to_string).collect::<Vec<_>>().join(", "),
                mem_bits,
                cpu: st.cpu.name(),
            });
        }
    }
}
