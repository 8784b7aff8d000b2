//! A reader of the LLVM-syntax AMDGPU assembly llc-14 prints (`llc-14 -march=amdgcn
//! -mcpu=gfx900|gfx1030 -global-isel prog.ll -o prog.s`), so that [`crate::minterp`] runs the
//! final text of a program and `mir-equiv BEFORE.mir AFTER.s` compares it with the generic MIR
//! of the same functions.
//!
//! # What it reads
//!
//! - Functions: a label whose name a `.type NAME,@function` declares, up to its `.Lfunc_end`
//!   label. Blocks start at the function label, at each `.LBB` label and at each `; %bb.N:`
//!   comment (the fall-through blocks llc labels only in a comment); a block's successors are
//!   its branch target and, unless it ends in `s_branch`, `s_endpgm` or a return, the next block.
//! - Directives (`.p2align`, `.section`, `.long` of `.AMDGPU.config`, `.amdhsa_*`, `.amdgpu_lds`,
//!   ...) are skipped: none changes what an instruction does. With `-march=amdgcn` (no HSA) there
//!   is no kernel descriptor; the kernel ABI is the generic function's `argumentInfo` (below).
//! - Instructions by mnemonic and encoding suffix (`_e32`, `_e64`; `_sdwa` and `_dpp` are a named
//!   error, [`AsmErrorKind::Encoding`]), mapped onto the opcodes of the project's instruction
//!   table ([`isel::target::instrs::INSTRS`], which records each opcode's mnemonic per CPU): the
//!   candidates are the opcodes with that mnemonic on the CPU (the `_e32`/`_e64` names for those
//!   suffixes), and the first whose operand list the written operands bind to wins, in table
//!   order with the CPU's own variant (`DS_WRITE_B32_gfx9`) first ([`select`]). An instruction
//!   no entry binds is [`AsmErrorKind::NoForm`] with its line and column.
//! - Operands: `v5`, `s[0:1]`, `v[2:5]`, `vcc`, `vcc_lo`, `exec`, `exec_lo`, `m0`, `scc`, `null`;
//!   integers (decimal, hex) and the inline float constants (`1.0`, `-0.5`, `0.15915494`), whose
//!   bits follow the operand's type (the last type in the mnemonic: `v_cvt_f32_f16` reads an
//!   f16); a 32-bit hex literal in an f64 operand is the high half, as the printer writes it;
//!   VOP3 source modifiers `-x`, `|x|`, `neg(x)`, `abs(x)`; `clamp`, `mul:2`, `mul:4`, `div:2`;
//!   VOP3P `op_sel`, `op_sel_hi` (default all ones), `neg_lo`, `neg_hi` (folded into the source
//!   modifiers as LLVM's MIR holds them); memory `offset:N`, `glc`, `slc`, `dlc`, `gds`,
//!   `offen`, `idxen`, and `off` for an absent address operand; branch targets `.LBBn_m`;
//!   exports (`exp mrt0 v0, v1, off, off done compr vm`). A symbol operand (a relocation such as
//!   `SCRATCH_RSRC_DWORD0`, the scratch descriptor of a kernel with a stack) is
//!   [`AsmErrorKind::Relocation`]: where the frame lowering put the stack objects is not what the
//!   generic function's frame indices say, so private memory cannot be compared yet.
//! - The VOP2/VOPC `_e32` forms print their implicit `vcc` (carry out after the destination,
//!   carry in or condition last, a compare's result first); the reader checks it is there. Tied
//!   sources (`v_fmac_f32 v0, v1, v2` accumulates into `v0`) are not printed and are filled in.
//!
//! # The ABI
//!
//! Assembly has no types and no argument list, so the reader takes them from the generic
//! function of the same name (`generic`): its `machineFunctionInfo` (with `argumentInfo`: the
//! kernarg segment pointer in `s[0:1]` as the user-SGPR fields of `.AMDGPU.config` say for these
//! kernels, work-group ids after it, work-item ids in `v0..v2`; and the float mode) is copied, so
//! the interpreter gives both sides the same registers; ps/cs/callable arguments are the
//! physical registers the calling convention assigns, which the generic side reads by `COPY
//! $vgprN` and the assembly by name. The end of a shader is llc's comment `; return to shader
//! part epilog` (`SI_RETURN_TO_EPILOG`) and of a callable function `s_setpc_b64 s[30:31]`; the
//! registers they return are the implicit operands of the generic function's return.
//!
//! A shader's return that is not its last instruction becomes a branch to an empty block at the
//! end of the function, where llc prints nothing: falling off the end of a shader is its return.
//!
//! llc's early-termination block of a pixel shader whose lanes were all killed (`s_mov_b64
//! exec, 0`; `exp null off, off, off, off done vm`; `s_endpgm`, which SIInsertSkips adds) is
//! read as `SI_EARLY_TERMINATE_SCC0` with `scc` clear: the wave's end with every lane killed,
//! the end the generic `llvm.amdgcn.kill` has.
//!
//! # Memory and waits
//!
//! The interpreter's memory is synchronous: a load's result is there when the load ends, so
//! `s_waitcnt`, `s_waitcnt_vscnt`, `s_clause` and `s_nop` do nothing; the check does not show
//! that llc's waits are sufficient (that is the waitcnt pass's verifier's job).
//!
//! # How
//!
//! The reader writes each function as physical-register machine MIR (one instruction a line)
//! and parses it with [`isel::mir::parse`], then puts each instruction's assembly line and
//! column in its location, so every later diagnostic points into the `.s` file.

pub mod select;

use std::collections::HashMap;
use std::fmt::Write as _;

use isel::mir::{Function, HeaderEntry, Module};
use isel::target::Cpu;

/// Why a line of assembly could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AsmErrorKind {
    #[error("unknown mnemonic `{0}`: no opcode of the instruction table has it on this CPU")]
    UnknownMnemonic(String),
    #[error("`{mnemonic}`: no form in the instruction table takes these operands (tried {tried})")]
    NoForm { mnemonic: String, tried: String },
    #[error("the `{0}` encoding is not read (no opcode of the instruction table has it)")]
    Encoding(String),
    #[error("operand `{0}` is not understood")]
    BadOperand(String),
    #[error("operand `{0}` is a relocated symbol, whose value the assembly does not give")]
    Relocation(String),
    #[error("branch to the unknown label `{0}`")]
    UnknownLabel(String),
    #[error("no generic function `{0}` to take the types, arguments and returns from")]
    NoGenericFunction(String),
    #[error("the machine MIR made of it does not parse: {0}")]
    Internal(String),
}

/// A reading error at a line and column of the assembly.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: {kind}")]
pub struct AsmError {
    pub line: u32,
    pub col: u32,
    pub kind: AsmErrorKind,
}

/// What [`read`] made of an assembly file: the functions it read, and the ones it could not.
#[derive(Debug)]
pub struct AsmModule {
    pub module: Module,
    /// Functions that could not be read, by name, with the first error.
    pub errors: Vec<(String, AsmError)>,
}

/// Whether `path` names an assembly file (`.s`, `.asm`).
pub fn is_asm_path(path: &str) -> bool {
    path.ends_with(".s") || path.ends_with(".asm")
}

/// Lines of the generated MIR → (line, column) of the assembly.
type LineMap = HashMap<u32, (u32, u32)>;

/// One written instruction.
#[derive(Clone, Debug)]
struct Line {
    line: u32,
    col: u32,
    text: String,
}

#[derive(Clone, Debug, Default)]
struct Block {
    label: Option<String>,
    marked: bool,
    insts: Vec<Line>,
}

struct AsmFunction {
    name: String,
    line: u32,
    /// The line of its `.Lfunc_end` label.
    end: u32,
    blocks: Vec<Block>,
}

/// Splits the text into functions and blocks.
fn functions(text: &str) -> Vec<AsmFunction> {
    let mut declared: Vec<String> = Vec::new();
    for l in text.lines() {
        let t = l.trim();
        if let Some(rest) = t.strip_prefix(".type")
            && let Some((name, kind)) = rest.trim().split_once(',')
            && kind.trim() == "@function"
        {
            declared.push(name.trim().to_string());
        }
    }
    let mut out: Vec<AsmFunction> = Vec::new();
    let mut cur: Option<AsmFunction> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = i as u32 + 1;
        let code = raw.split(';').next().unwrap_or("");
        // The first comment only (`; %bb.1:   ; %then`).
        let comment = raw.split(';').nth(1).map(str::trim).unwrap_or("");
        let t = code.trim();
        if let Some(label) = t.strip_suffix(':')
            && !label.contains(char::is_whitespace)
        {
            if declared.iter().any(|d| d == label) {
                if let Some(f) = cur.take() {
                    out.push(f);
                }
                cur = Some(AsmFunction {
                    name: label.to_string(),
                    line,
                    end: line,
                    blocks: vec![Block { marked: true, ..Block::default() }],
                });
                continue;
            }
            if label.starts_with(".Lfunc_end") {
                if let Some(mut f) = cur.take() {
                    f.end = line;
                    out.push(f);
                }
                continue;
            }
            if let Some(f) = cur.as_mut()
                && label.starts_with(".LBB")
            {
                new_block(f, Some(label.to_string()));
            }
            continue;
        }
        let Some(f) = cur.as_mut() else { continue };
        if t.is_empty() {
            if comment.starts_with("%bb.") && comment.ends_with(':') {
                new_block(f, None);
            } else if comment == "return to shader part epilog" {
                push(f, Line { line, col: col_of(raw, comment), text: "$return".into() });
            }
            continue;
        }
        if t.starts_with('.') {
            continue;
        }
        push(f, Line { line, col: col_of(raw, t), text: t.to_string() });
    }
    if let Some(f) = cur.take() {
        out.push(f);
    }
    out
}

fn col_of(raw: &str, part: &str) -> u32 {
    raw.find(part).map_or(1, |p| p as u32 + 1)
}

fn new_block(f: &mut AsmFunction, label: Option<String>) {
    // The function's label and a `; %bb.0:` after it open the same (entry) block.
    let only = f.blocks.len() == 1;
    if let Some(last) = f.blocks.last_mut()
        && last.insts.is_empty()
        && only
        && last.label.is_none()
    {
        if label.is_some() {
            last.label = label;
        }
        last.marked = true;
        return;
    }
    f.blocks.push(Block { label, marked: true, insts: Vec::new() });
}

fn push(f: &mut AsmFunction, l: Line) {
    if let Some(b) = f.blocks.last_mut() {
        b.insts.push(l);
    }
}

/// Reads the assembly `text` for `cpu`, taking each function's ABI from its namesake in
/// `generic` (see the module documentation).
pub fn read(text: &str, cpu: Cpu, generic: &Module) -> AsmModule {
    let mut docs = String::new();
    let mut maps: Vec<(String, LineMap)> = Vec::new();
    let mut errors = Vec::new();
    for f in functions(text) {
        let Some(g) = generic.function(&f.name) else {
            errors.push((f.name.clone(), AsmError { line: f.line, col: 1, kind: AsmErrorKind::NoGenericFunction(f.name.clone()) }));
            continue;
        };
        match function_mir(&f, cpu, g) {
            Ok((doc, map)) => {
                // Each document alone first, so that one bad function does not lose the others.
                match isel::mir::parse(&doc) {
                    Ok(_) => {
                        docs.push_str(&doc);
                        maps.push((f.name.clone(), map));
                    }
                    Err(e) => {
                        let at = map.get(&e.line).copied().unwrap_or((f.line, 1));
                        errors.push((f.name.clone(), AsmError { line: at.0, col: at.1, kind: AsmErrorKind::Internal(e.to_string()) }))
                    }
                }
            }
            Err(e) => errors.push((f.name.clone(), e)),
        }
    }
    let mut module = isel::mir::parse(&docs).unwrap_or_default();
    for (name, map) in &maps {
        if let Some(f) = module.functions.iter_mut().find(|f| f.name.as_str() == name) {
            let ids: Vec<_> = f.all_insts().map(|(_, id, _)| id).collect();
            for id in ids {
                let inst = f.inst_mut(id);
                if let Some(&(line, col)) = map.get(&inst.loc.line) {
                    inst.loc.line = line;
                    inst.loc.col = col;
                }
            }
        }
    }
    AsmModule { module, errors }
}

/// The generic function's return opcode and its implicit register operands (`implicit $vgpr0,
/// ...`).
fn return_operands(g: &Function) -> (&'static str, String) {
    for (_, _, inst) in g.all_insts() {
        let name = inst.opcode.name();
        if matches!(name, "SI_RETURN_TO_EPILOG" | "S_SETPC_B64_return" | "SI_RETURN") {
            let text = g.inst_to_string(inst);
            let parts: Vec<&str> = text.split(", ").filter_map(|p| p.find("implicit $").map(|i| &p[i..])).collect();
            return (name, parts.join(", "));
        }
    }
    ("S_ENDPGM", String::new())
}

/// Whether a block is llc's early-termination block (see the module documentation).
fn is_early_termination(b: &Block) -> bool {
    let t: Vec<&str> = b.insts.iter().map(|l| l.text.as_str()).collect();
    matches!(t.as_slice(), [m, e, "s_endpgm"]
        if (*m == "s_mov_b64 exec, 0" || *m == "s_mov_b32 exec_lo, 0") && e.starts_with("exp null off, off, off, off done"))
}

/// The machine MIR document of one function, and a map from its lines to assembly positions.
fn function_mir(f: &AsmFunction, cpu: Cpu, g: &Function) -> Result<(String, LineMap), AsmError> {
    let mut s = String::new();
    let _ = writeln!(s, "---\nname: {}", quote(&f.name));
    s.push_str("legalized: true\nregBankSelected: true\nselected: true\ntracksRegLiveness: true\n");
    for e in &g.header {
        if let HeaderEntry::Raw { key, value } = e
            && key == "machineFunctionInfo"
        {
            let _ = writeln!(s, "{key}:{value}");
        }
    }
    s.push_str("body: |\n");
    let labels: HashMap<&str, usize> = f.blocks.iter().enumerate().filter_map(|(i, b)| b.label.as_deref().map(|l| (l, i))).collect();
    let (ret_opcode, returns) = return_operands(g);
    let epilog = format!("SI_RETURN_TO_EPILOG {returns}").trim_end().to_string();
    let mut map = HashMap::new();
    let mut line = s.lines().count() as u32;
    for (bi, b) in f.blocks.iter().enumerate() {
        let mut body: Vec<(String, u32, u32)> = Vec::new();
        let mut succ: Vec<usize> = Vec::new();
        let mut falls = true;
        let early = is_early_termination(b);
        for (k, l) in b.insts.iter().enumerate() {
            if l.text == "$return" {
                body.push((epilog.clone(), l.line, l.col));
                falls = false;
                continue;
            }
            if early && k == 1 {
                body.push(("S_CMP_LG_U32 0, 0, implicit-def $scc".into(), l.line, l.col));
                body.push(("SI_EARLY_TERMINATE_SCC0 implicit $exec, implicit $scc".into(), l.line, l.col));
                continue;
            }
            let r = select::instruction(&l.text, cpu, &|lab: &str| labels.get(lab).copied()).map_err(|kind| AsmError {
                line: l.line,
                col: l.col,
                kind,
            })?;
            let mut text = r.mir;
            if r.opcode == "S_SETPC_B64_return" && !returns.is_empty() {
                let _ = write!(text, ", {returns}");
            }
            if let Some(t) = r.target {
                succ.push(t);
            }
            if r.ends {
                falls = false;
            }
            body.push((text, l.line, l.col));
        }
        if falls && bi + 1 < f.blocks.len() && !succ.contains(&(bi + 1)) {
            succ.push(bi + 1);
        }
        // A shader's return that is not its last instruction is a branch to an empty block at
        // the end, where llc prints nothing (SILateBranchLowering): falling off the end of a
        // shader returns to the epilog.
        if falls && bi + 1 == f.blocks.len() && ret_opcode == "SI_RETURN_TO_EPILOG" {
            body.push((epilog.clone(), f.end, 1));
        }
        let _ = writeln!(s, "  bb.{bi}:");
        line += 1;
        if !succ.is_empty() {
            let list: Vec<String> = succ.iter().map(|t| format!("%bb.{t}")).collect();
            let _ = writeln!(s, "    successors: {}", list.join(", "));
            line += 1;
        }
        for (text, l, c) in body {
            let _ = writeln!(s, "    {text}");
            line += 1;
            map.insert(line, (l, c));
        }
    }
    s.push_str("...\n");
    Ok((s, map))
}

fn quote(name: &str) -> String {
    if name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$')) && !name.starts_with('.') {
        name.to_string()
    } else {
        format!("'{}'", name.replace('\'', "''"))
    }
}

#[cfg(test)]
#[allow(clippy::panic, clippy::unwrap_used)]
mod tests;
