//! `G_GLOBAL_VALUE`, as llc-14's legalizer lowers it (reference §6):
//! - an LDS variable (address space 3) the module defines gets a static offset in the kernel's
//!   LDS block: the running LDS size aligned to the variable's alignment, then the size grows by
//!   the variable's size (`machineFunctionInfo.ldsSize` is updated); the address is a
//!   `G_CONSTANT` of the offset. The variables are allocated in the order llc-14's Legalizer
//!   reaches them: its worklist holds the instructions in reverse post-order and is popped
//!   from the back, so the last `G_GLOBAL_VALUE` of the function is allocated first
//!   ([`lds_layout`], which the interpreters use too);
//! - a global in another address space is PC-relative: `SI_PC_ADD_REL_OFFSET` of the symbol
//!   (`rel32` for a variable the module defines; for an external one the `gotprel32` address of
//!   its GOT slot, then a load of the pointer from the GOT).
//!
//! Sizes and alignments follow the AMDGPU data layout: `iN`/FP types their size (alignment
//! their size up to 8 bytes), pointers 8 bytes except address spaces 2, 3, 5, 6 (4), arrays
//! `N x` their element, vectors their size rounded up to a power of two, structs laid out
//! in order with padding.

use std::collections::HashMap;

use super::{G, Legalizer, Rewrite};
use crate::mir::{GlobalAddress, InstId, Llt, MemAccess, MemOperand, MemSize, Operand, PhysReg, RegConstraint, sym};
use crate::target::instrs::op;
use crate::target::regclass::class;

/// What the IR block says about one global variable.
#[derive(Clone, Debug)]
struct GlobalVar {
    external: bool,
    size: u64,
    align: u64,
}

impl Legalizer<'_> {
    pub(super) fn lower_global_value(&mut self, id: InstId) -> Rewrite {
        let inst = self.inst(id);
        let Some(dst) = inst.def_vreg(0) else { return Ok(None) };
        let Some(Operand::Global(&GlobalAddress { name, offset })) = inst.operands.get(1).copied() else { return Ok(None) };
        let Some(ty) = self.ty(dst) else { return Ok(None) };
        let var = self.module_ir.as_deref().and_then(|ir| global_var(ir, name.as_str()));
        self.begin(id);
        match ty {
            Llt::Pointer(3) => {
                let Some(var) = var else { return Ok(None) };
                if var.external {
                    // An LDS variable defined elsewhere (dynamic shared memory): its address is
                    // an absolute 32-bit relocation. llc leaves a `G_GLOBAL_VALUE` that only its
                    // C++ selector handles; the pattern DSL has no global operands, so this
                    // emits the move llc selects it to.
                    self.f.vreg_mut(dst).constraint = RegConstraint::Class(class::SREG_32);
                    let mut mov = crate::mir::Inst::new(op::S_MOV_B32);
                    mov.operands.push(Operand::vreg_def(dst));
                    mov.operands.push(Operand::Other(sym(&format!("target-flags(amdgpu-abs32-lo) @{name}"))));
                    self.emit_inst(mov);
                    return Ok(self.end());
                }
                let off = self.allocate_lds(name.as_str(), &var);
                let addr = i64::try_from(off).unwrap_or(0) + offset;
                self.emit(G::G_CONSTANT, &[dst], &[Operand::cimm(32, addr)]);
                Ok(self.end())
            }
            Llt::Pointer(1 | 4 | 0) => {
                let external = var.as_ref().is_none_or(|v| v.external);
                let sym_op = |flag: &str, add: i64| Operand::Other(sym(&format!("target-flags({flag}) @{name} + {}", add + offset)));
                let (lo, hi) =
                    if external { ("amdgpu-gotprel32-lo", "amdgpu-gotprel32-hi") } else { ("amdgpu-rel32-lo", "amdgpu-rel32-hi") };
                let pc = if external { self.new_reg(Llt::Pointer(4)) } else { dst };
                self.f.vreg_mut(pc).constraint = RegConstraint::Class(class::SREG_64);
                let mut add = crate::mir::Inst::new(op::SI_PC_ADD_REL_OFFSET);
                add.operands.push(Operand::vreg_def(pc));
                add.operands.push(sym_op(lo, 4));
                add.operands.push(sym_op(hi, 12));
                add.operands.push(Operand::implicit_def(PhysReg::SCC));
                self.emit_inst(add);
                if external {
                    let mut load = crate::mir::Inst::new(G::G_LOAD);
                    load.operands.push(Operand::vreg_def(dst));
                    load.operands.push(Operand::vreg(pc));
                    let mut m = MemOperand::new(MemAccess::Load, MemSize::Type(ty), 4);
                    m.flags.push(sym("dereferenceable"));
                    m.flags.push(sym("invariant"));
                    m.value = Some(sym("got"));
                    load.push_memop(m);
                    self.emit_inst(load);
                }
                Ok(self.end())
            }
            _ => {
                self.seq.clear();
                Ok(None)
            }
        }
    }

    /// The LDS offset of `name`, allocating it on first use (the whole function's layout at
    /// once, in llc-14's order: see [`lds_layout`]).
    fn allocate_lds(&mut self, name: &str, var: &GlobalVar) -> u64 {
        if self.lds.is_empty()
            && let Some(ir) = self.module_ir.clone()
        {
            let info = self.f.raw_header("machineFunctionInfo").unwrap_or("").to_string();
            let size_now = lds_size_of(&info);
            let layout = lds_layout(self.f, &ir, size_now);
            for (n, off) in &layout.offsets {
                self.lds.insert(n.clone(), *off);
            }
            if !layout.offsets.is_empty() {
                self.set_lds_size(layout.size);
            }
        }
        if let Some(&off) = self.lds.get(name) {
            return off;
        }
        let info = self.f.raw_header("machineFunctionInfo").unwrap_or("").to_string();
        let size_now = lds_size_of(&info);
        let align = var.align.max(1);
        let off = size_now.div_ceil(align) * align;
        let new_size = off + var.size;
        self.lds.insert(name.to_string(), off);
        self.set_lds_size(new_size);
        off
    }

    /// Sets the header's `ldsSize`, as llc does when it allocates.
    fn set_lds_size(&mut self, new_size: u64) {
        for e in &mut self.f.header {
            if let crate::mir::HeaderEntry::Raw { key, value } = e
                && key == "machineFunctionInfo"
            {
                let mut out = String::new();
                for (i, l) in value.split('\n').enumerate() {
                    if i > 0 {
                        out.push('\n');
                    }
                    if let Some(rest) = l.trim_start().strip_prefix("ldsSize:") {
                        let indent = &l[..l.len() - l.trim_start().len()];
                        let pad = rest.len() - rest.trim_start().len();
                        out.push_str(&format!("{indent}ldsSize:{}{new_size}", " ".repeat(pad.max(1))));
                    } else {
                        out.push_str(l);
                    }
                }
                *value = out;
            }
        }
    }
}

/// `ldsSize` of a `machineFunctionInfo` block (0 without one).
fn lds_size_of(info: &str) -> u64 {
    info.lines().find_map(|l| l.trim().strip_prefix("ldsSize:").map(|v| v.trim().parse::<u64>().unwrap_or(0))).unwrap_or(0)
}

/// Where the LDS variables a function takes the address of go, and the LDS size after them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct LdsLayout {
    /// Variable name and offset, in allocation order.
    offsets: Vec<(String, u64)>,
    /// The function's LDS size with them (`ldsSize` after the legalizer).
    size: u64,
}

impl LdsLayout {
    fn offset(&self, name: &str) -> Option<u64> {
        self.offsets.iter().find(|(n, _)| n == name).map(|&(_, o)| o)
    }
}

/// The layout llc-14's legalizer gives the module-defined LDS variables that `f`'s
/// `G_GLOBAL_VALUE`s (with a user) name, starting at `start` (the function's `ldsSize`): each
/// at the running size aligned to its alignment, the last `G_GLOBAL_VALUE` in reverse
/// post-order first (the Legalizer pops its worklist from the back). Variables the IR block
/// does not define, or defines `external`, take no space (their address is a relocation).
fn lds_layout(f: &crate::mir::Function, module_ir: &str, start: u64) -> LdsLayout {
    let mut used = std::collections::HashSet::new();
    for (_, _, inst) in f.all_insts() {
        used.extend(inst.used_vregs());
    }
    let mut order = Vec::new();
    for b in crate::analysis::reverse_post_order(f) {
        for &id in &f.blocks[b.index()].insts {
            let inst = f.inst(id);
            if inst.opcode != crate::mir::Opcode::Generic(G::G_GLOBAL_VALUE) {
                continue;
            }
            let Some(d) = inst.def_vreg(0) else { continue };
            if f.vreg_type(d) != Some(Llt::Pointer(3)) || !used.contains(&d) {
                continue;
            }
            if let Some(Operand::Global(g)) = inst.operands.get(1) {
                order.push(g.name.as_str().to_string());
            }
        }
    }
    let mut out = LdsLayout { offsets: Vec::new(), size: start };
    // `llvm.amdgcn.module.lds` is allocated first, at 0, when the function's
    // MachineFunctionInfo is made (AMDGPUMachineFunction's allocateModuleLDSGlobal): the
    // input's `ldsSize` of a kernel already counts it (a callable function's does not).
    const MODULE_LDS: &str = "llvm.amdgcn.module.lds";
    if order.iter().any(|n| n == MODULE_LDS) {
        if let Some(var) = global_var(module_ir, MODULE_LDS) {
            out.size = out.size.max(var.size);
        }
        out.offsets.push((MODULE_LDS.to_string(), 0));
    }
    for name in order.into_iter().rev() {
        if out.offset(&name).is_some() {
            continue;
        }
        let Some(var) = global_var(module_ir, &name).filter(|v| !v.external) else { continue };
        let align = var.align.max(1);
        let off = out.size.div_ceil(align) * align;
        out.size = off + var.size;
        out.offsets.push((name, off));
    }
    out
}

/// The size and alignment of the LDS variable `name` the IR block `ir` defines (`None` for an
/// external one or a type this does not lay out), as the legalizer allocates it.
pub(crate) fn lds_var_layout(ir: &str, name: &str) -> Option<(u64, u64)> {
    global_var(ir, name).filter(|v| !v.external).map(|v| (v.size, v.align.max(1)))
}

/// Finds `@name = ...` in the IR and computes its size and alignment.
fn global_var(ir: &str, name: &str) -> Option<GlobalVar> {
    let types = named_types(ir);
    let quoted = format!("@\"{name}\" = ");
    let plain = format!("@{name} = ");
    let line = ir.lines().map(str::trim).find(|l| l.starts_with(&plain) || l.starts_with(&quoted))?;
    let rest = line.split_once(" = ")?.1;
    let words: Vec<&str> = rest.split_whitespace().collect();
    let external = words.iter().take_while(|w| **w != "global" && **w != "constant").any(|w| matches!(*w, "external" | "extern_weak"));
    let kw = words.iter().position(|w| *w == "global" || *w == "constant")?;
    // The type follows `global`/`constant`; parse it from the text after that word.
    let after = rest.split_once(&format!(" {} ", words[kw]))?.1;
    let (ty, tail) = parse_type(after.trim_start(), &types)?;
    let explicit_align = tail.split(',').find_map(|p| p.trim().strip_prefix("align ").and_then(|a| a.trim().parse::<u64>().ok()));
    Some(GlobalVar { external, size: ty.size, align: explicit_align.unwrap_or(ty.align) })
}

#[derive(Clone, Copy, Debug)]
struct Layout {
    size: u64,
    align: u64,
}

/// `%name = type { ... }` definitions, as text.
fn named_types(ir: &str) -> HashMap<String, String> {
    let mut m = HashMap::new();
    for l in ir.lines().map(str::trim) {
        if let Some(rest) = l.strip_prefix('%')
            && let Some((n, body)) = rest.split_once(" = type ")
        {
            m.insert(n.trim_matches('"').to_string(), body.trim().to_string());
        }
    }
    m
}

/// Parses one IR type at the start of `s`; returns its layout and the rest of the text.
fn parse_type<'a>(s: &'a str, types: &HashMap<String, String>) -> Option<(Layout, &'a str)> {
    parse_type_depth(s, types, 0)
}

fn parse_type_depth<'a>(s: &'a str, types: &HashMap<String, String>, depth: u32) -> Option<(Layout, &'a str)> {
    if depth > 32 {
        return None;
    }
    let s = s.trim_start();
    let (mut lay, mut rest) = if let Some(r) = s.strip_prefix('[') {
        let (n, r) = r.trim_start().split_once(" x ")?;
        let n: u64 = n.trim().parse().ok()?;
        let (e, r) = parse_type_depth(r, types, depth + 1)?;
        let r = r.trim_start().strip_prefix(']')?;
        (Layout { size: n * e.size.div_ceil(e.align) * e.align, align: e.align }, r)
    } else if let Some(r) = s.strip_prefix("<{") {
        let (l, r) = parse_struct(r, "}>", true, types, depth)?;
        (l, r)
    } else if let Some(r) = s.strip_prefix('<') {
        let (n, r) = r.trim_start().split_once(" x ")?;
        let n: u64 = n.trim().parse().ok()?;
        let (e, r) = parse_type_depth(r, types, depth + 1)?;
        let r = r.trim_start().strip_prefix('>')?;
        let size = (n * e.size).next_power_of_two();
        (Layout { size, align: size }, r)
    } else if let Some(r) = s.strip_prefix('{') {
        parse_struct(r, "}", false, types, depth)?
    } else if let Some(r) = s.strip_prefix('%') {
        let end = r.find(|c: char| !(c.is_alphanumeric() || "._-$\"".contains(c))).unwrap_or(r.len());
        let name = r[..end].trim_matches('"');
        let body = types.get(name)?;
        let (l, _) = parse_type_depth(body, types, depth + 1)?;
        (l, &r[end..])
    } else {
        let end = s.find(|c: char| !c.is_alphanumeric()).unwrap_or(s.len());
        let word = &s[..end];
        let size = match word {
            "half" | "bfloat" => 2,
            "float" => 4,
            "double" => 8,
            "ptr" => 8,
            w if w.starts_with('i') => w[1..].parse::<u64>().ok()?.div_ceil(8).next_power_of_two(),
            _ => return None,
        };
        (Layout { size, align: size.min(8) }, &s[end..])
    };
    // Pointer suffixes: `addrspace(N)` then `*`.
    loop {
        let t = rest.trim_start();
        if let Some(r) = t.strip_prefix("addrspace(") {
            let (n, r2) = r.split_once(')')?;
            let n: u32 = n.trim().parse().ok()?;
            let bytes = if matches!(n, 2 | 3 | 5 | 6) { 4 } else { 8 };
            lay = Layout { size: bytes, align: bytes };
            rest = r2;
            // A bare `ptr addrspace(N)` ends here; a typed pointer goes on to its `*`.
            if let Some(r3) = rest.trim_start().strip_prefix('*') {
                rest = r3;
            }
        } else if let Some(r) = t.strip_prefix('*') {
            lay = Layout { size: 8, align: 8 };
            rest = r;
        } else {
            break;
        }
    }
    Some((lay, rest))
}

fn parse_struct<'a>(mut r: &'a str, close: &str, packed: bool, types: &HashMap<String, String>, depth: u32) -> Option<(Layout, &'a str)> {
    let mut size = 0u64;
    let mut align = 1u64;
    loop {
        let t = r.trim_start();
        if let Some(rest) = t.strip_prefix(close) {
            let size = if packed { size } else { size.div_ceil(align) * align };
            return Some((Layout { size, align: if packed { 1 } else { align } }, rest));
        }
        let t = t.strip_prefix(',').unwrap_or(t);
        let (e, rest) = parse_type_depth(t, types, depth + 1)?;
        let a = if packed { 1 } else { e.align };
        size = size.div_ceil(a) * a + e.size;
        align = align.max(a);
        r = rest;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_follow_the_data_layout() {
        let ir = "%t = type { [128 x i32], i32 }\n@a = internal addrspace(3) global %t undef, align 16\n@b = external addrspace(1) constant { i32, i64 }, align 8\n@c = internal addrspace(3) global [3 x <3 x float>] undef\n";
        let a = global_var(ir, "a").expect("a");
        assert_eq!((a.size, a.align, a.external), (516, 16, false));
        let b = global_var(ir, "b").expect("b");
        assert_eq!((b.size, b.align, b.external), (16, 8, true));
        let c = global_var(ir, "c").expect("c");
        assert_eq!((c.size, c.align), (48, 16));
    }
}
