//! One assembly instruction to one machine instruction: its operands tokenized, then bound to
//! the operand list of each instruction-table opcode with its mnemonic until one fits.
//!
//! Binding walks the opcode's explicit defs and uses in LLVM's order (the order the printer
//! writes them, except the `saddr vaddr` pair of the GLOBAL/SCRATCH loads, which it writes
//! `vaddr, saddr`): a register operand takes the next written operand if its register file and
//! width fit the class; `srcN_modifiers` reads the modifiers written on the source after it;
//! an immediate with a role (`offset`, `cpol`, `clamp`, `omod`, `op_sel`, ...) takes its keyword
//! (`offset:16`, `glc`, `clamp`, `mul:2`, ...) or a written immediate, else 0; a tied use is the
//! def it is tied to. It fits when every written operand and keyword was taken. The MUBUF
//! addressing keywords `offen`/`idxen` are taken only by the `_OFFEN`/`_IDXEN`/`_BOTHEN`
//! opcodes, and `off` (an absent address) by no operand, which separates the forms.

use isel::mir::PhysReg;
use isel::target::Cpu;
use isel::target::instrs::{Family, INSTRS, InstrDesc, OperandKind};
use isel::target::regclass::Family as RcFamily;

use super::AsmErrorKind;

/// A machine instruction made of one line of assembly.
#[derive(Clone, Debug)]
pub struct Selected {
    /// The opcode's name.
    pub opcode: &'static str,
    /// The MIR text of the instruction (physical registers).
    pub mir: String,
    /// The block it branches to, by index.
    pub target: Option<usize>,
    /// It ends its block without fall-through (`s_branch`, `s_endpgm`, a return).
    pub ends: bool,
}

/// A register as written: a file and a range of 32-bit units, or a named register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reg {
    S(u16, u16),
    V(u16, u16),
    /// A named scalar register (`vcc`, `exec_lo`, `m0`, `null`, ...): its MIR name and width.
    Named(&'static str, u32),
}

#[derive(Clone, Debug, PartialEq)]
enum Val {
    Reg(Reg),
    Int(i64),
    Hex(u64),
    Float(String),
    Label(String),
    Symbol(String),
    /// `hwreg(...)`, `sendmsg(...)` and other function-like immediates.
    Call(String),
}

/// A written operand with its source modifiers.
#[derive(Clone, Debug, PartialEq)]
struct Op {
    val: Val,
    neg: bool,
    abs: bool,
    sext: bool,
    text: String,
}

/// Splits at `sep` outside brackets and parentheses.
fn split_top(s: &str, sep: impl Fn(char) -> bool) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for (i, c) in s.char_indices() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            c if depth == 0 && sep(c) => {
                out.push(&s[start..i]);
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out.into_iter().map(str::trim).filter(|t| !t.is_empty()).collect()
}

const FLAG_KEYWORDS: &[&str] =
    &["clamp", "glc", "slc", "dlc", "gds", "offen", "idxen", "done", "vm", "compr", "lds", "tfe", "swz", "addr64"];

fn is_keyword(t: &str) -> bool {
    FLAG_KEYWORDS.contains(&t)
        || split_top(t, |c| c == ':').len() > 1
        || ["vmcnt(", "expcnt(", "lgkmcnt(", "vscnt("].iter().any(|p| t.starts_with(p))
}

fn parse_reg(t: &str) -> Option<Reg> {
    let named = match t {
        "vcc" => Some(("vcc", 64)),
        "vcc_lo" => Some(("vcc_lo", 32)),
        "vcc_hi" => Some(("vcc_hi", 32)),
        "exec" => Some(("exec", 64)),
        "exec_lo" => Some(("exec_lo", 32)),
        "exec_hi" => Some(("exec_hi", 32)),
        "m0" => Some(("m0", 32)),
        "scc" => Some(("scc", 1)),
        "null" => Some(("sgpr_null", 32)),
        _ => None,
    };
    if let Some((n, w)) = named {
        return Some(Reg::Named(n, w));
    }
    let (file, rest) = (t.chars().next()?, t.get(1..)?);
    let (first, count) = if let Some(r) = rest.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
        let (a, b) = r.split_once(':')?;
        let (a, b): (u16, u16) = (a.trim().parse().ok()?, b.trim().parse().ok()?);
        (a, b.checked_sub(a)? + 1)
    } else {
        (rest.parse().ok()?, 1)
    };
    match file {
        's' => Some(Reg::S(first, count)),
        'v' => Some(Reg::V(first, count)),
        _ => None,
    }
}

fn parse_val(t: &str) -> Option<Val> {
    if let Some(r) = parse_reg(t) {
        return Some(Val::Reg(r));
    }
    if let Some(h) = t.strip_prefix("0x") {
        return u64::from_str_radix(h, 16).ok().map(Val::Hex);
    }
    if let Ok(i) = t.parse::<i64>() {
        return Some(Val::Int(i));
    }
    if t.contains('.') && t.parse::<f64>().is_ok() {
        return Some(Val::Float(t.to_string()));
    }
    if t.starts_with(".L") {
        return Some(Val::Label(t.to_string()));
    }
    if t.contains('(') && t.ends_with(')') {
        return Some(Val::Call(t.to_string()));
    }
    if t.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'@' | b'+' | b'-' | b'$')) {
        return Some(Val::Symbol(t.to_string()));
    }
    None
}

fn parse_op(t: &str) -> Result<Op, AsmErrorKind> {
    let bad = || AsmErrorKind::BadOperand(t.to_string());
    let mut s = t;
    let (mut neg, mut abs, mut sext) = (false, false, false);
    if let Some(r) = s.strip_prefix("neg(").and_then(|r| r.strip_suffix(')')) {
        neg = true;
        s = r;
    }
    if let Some(r) = s.strip_prefix("sext(").and_then(|r| r.strip_suffix(')')) {
        sext = true;
        s = r;
    }
    if let Some(r) = s.strip_prefix('-')
        && parse_val(s).is_none_or(|v| matches!(v, Val::Symbol(_)))
    {
        neg = true;
        s = r;
    }
    if let Some(r) = s.strip_prefix('|').and_then(|r| r.strip_suffix('|')) {
        abs = true;
        s = r;
    } else if let Some(r) = s.strip_prefix("abs(").and_then(|r| r.strip_suffix(')')) {
        abs = true;
        s = r;
    }
    let val = parse_val(s).ok_or_else(bad)?;
    Ok(Op { val, neg, abs, sext, text: t.to_string() })
}

/// A keyword: its name and value (`offset:16` → ("offset", "16"); `glc` → ("glc", "")).
#[derive(Clone, Debug)]
struct Kw {
    name: String,
    value: String,
    used: bool,
}

fn parse_kw(t: &str) -> Kw {
    if let Some(p) = t.find('(')
        && !t.contains(':')
    {
        return Kw { name: t[..p].to_string(), value: t[p..].to_string(), used: false };
    }
    match t.split_once(':') {
        Some((k, v)) => Kw { name: k.to_string(), value: v.to_string(), used: false },
        None => Kw { name: t.to_string(), value: String::new(), used: false },
    }
}

/// `[0,1,1]` → bits 0b110.
fn bit_list(v: &str) -> Option<i64> {
    let inner = v.strip_prefix('[')?.strip_suffix(']')?;
    let mut bits = 0i64;
    for (i, b) in inner.split(',').enumerate() {
        match b.trim() {
            "0" => {}
            "1" => bits |= 1 << i,
            _ => return None,
        }
    }
    Some(bits)
}

fn parse_int(v: &str) -> Option<i64> {
    if let Some(h) = v.strip_prefix("0x") { u64::from_str_radix(h, 16).ok().map(|x| x as i64) } else { v.parse().ok() }
}

/// The mnemonic's operand type for constants: the width of its last `_f16`/`_b32`/`_u64`-like
/// part, and whether that part is a float type.
fn operand_type(mnemonic: &str) -> (u32, bool) {
    let mut ty = (32, false);
    for part in mnemonic.split('_') {
        let bits = part.get(1..).and_then(|n| n.parse::<u32>().ok());
        if let Some(b @ (16 | 32 | 64)) = bits
            && matches!(part.as_bytes()[0], b'f' | b'b' | b'i' | b'u')
        {
            ty = (b, part.as_bytes()[0] == b'f');
        }
    }
    ty
}

/// The bits of a written float constant in a `bits`-wide operand (inline constants only: the
/// printer writes every other literal in hex).
fn float_imm(text: &str, bits: u32) -> Option<i64> {
    let neg = text.starts_with('-');
    let mag = text.trim_start_matches('-');
    // 1/(2*pi), the one inline constant that is not a short decimal.
    if mag == "0.15915494" {
        let v: u64 = match bits {
            16 => 0x3118,
            64 => 0x3fc4_5f30_6dc9_c882,
            _ => 0x3e22_f983,
        };
        let sign = if neg { 1u64 << (bits - 1) } else { 0 };
        return Some((v | sign) as i64);
    }
    let x: f64 = text.parse().ok()?;
    Some(match bits {
        16 => i64::from(half::f16::from_f64(x).to_bits()),
        64 => x.to_bits() as i64,
        _ => i64::from((x as f32).to_bits()),
    })
}

/// Whether a written register fits an operand of `kind` on a wave of `wave` lanes.
fn fits(kind: OperandKind, r: Reg, wave: u32) -> bool {
    let (file_s, file_v, width) = match r {
        Reg::S(_, n) => (true, false, 32 * u32::from(n)),
        Reg::V(_, n) => (false, true, 32 * u32::from(n)),
        Reg::Named("scc", _) => return matches!(kind, OperandKind::Reg(c) if c.family() == RcFamily::Special) || kind == OperandKind::Any,
        Reg::Named(_, w) => (true, false, w),
    };
    let class = match kind {
        OperandKind::Any => return true,
        OperandKind::LaneMask => return file_s && width == wave,
        OperandKind::Reg(c) | OperandKind::Src { class: c, .. } => c,
        _ => return false,
    };
    let want = if class.bits() == 1 { wave } else { class.bits() };
    let file_ok = match class.family() {
        RcFamily::Sgpr => file_s,
        RcFamily::Vgpr | RcFamily::VgprOrAgpr | RcFamily::Agpr => file_v,
        RcFamily::VgprOrSgpr => file_s || file_v,
        RcFamily::Special => false,
    };
    file_ok && width == want
}

fn reg_mir(r: Reg) -> String {
    let units = |p: &str, first: u16, n: u16| (first..first + n).map(|i| format!("{p}{i}")).collect::<Vec<_>>().join("_");
    match r {
        Reg::S(f, n) => format!("${}", units("sgpr", f, n)),
        Reg::V(f, n) => format!("${}", units("vgpr", f, n)),
        Reg::Named(n, _) => format!("${n}"),
    }
}

/// The export target names of `exp` (SIDefines.h's `Exp` targets).
fn export_target(t: &str) -> Option<i64> {
    let num = |p: &str| t.strip_prefix(p).and_then(|n| n.parse::<i64>().ok());
    match t {
        "mrtz" => Some(8),
        "null" => Some(9),
        "prim" => Some(20),
        _ => num("mrt")
            .filter(|n| *n < 8)
            .or_else(|| num("pos").filter(|n| *n < 4).map(|n| 12 + n))
            .or_else(|| num("param").filter(|n| *n < 32).map(|n| 32 + n)),
    }
}

/// The encoding suffix of a mnemonic.
fn split_suffix(m: &str) -> (&str, &'static str) {
    for s in ["_e32", "_e64", "_sdwa", "_dpp"] {
        if let Some(b) = m.strip_suffix(s) {
            return (b, s);
        }
    }
    (m, "")
}

/// The table's opcodes that print as `mnemonic` on `cpu`, the CPU's own variants first.
fn candidates(mnemonic: &str, cpu: Cpu) -> Result<Vec<&'static InstrDesc>, AsmErrorKind> {
    let (base, suffix) = split_suffix(mnemonic);
    if matches!(suffix, "_sdwa" | "_dpp") {
        return Err(AsmErrorKind::Encoding(suffix.trim_start_matches('_').to_string()));
    }
    let own = if cpu == Cpu::Gfx900 { "_gfx9" } else { "_gfx10" };
    let mut c: Vec<&'static InstrDesc> = INSTRS
        .iter()
        .filter(|d| d.family != Family::Pseudo && d.available_on(cpu) && d.mnemonic(cpu) == Some(base))
        .filter(|d| match suffix {
            "_e32" => d.name.ends_with("_e32"),
            "_e64" => d.name.ends_with("_e64"),
            _ => !d.name.ends_with("_e32"),
        })
        .collect();
    if c.is_empty() {
        return Err(AsmErrorKind::UnknownMnemonic(mnemonic.to_string()));
    }
    // The CPU's own variant, then a return before a plain branch (`s_setpc_b64 s[30:31]` ends
    // a callable function).
    c.sort_by_key(|d| (!d.name.contains(own), !d.name.ends_with("_return")));
    Ok(c)
}

/// Reads one instruction; `label` gives the block index of a `.LBB` label.
pub fn instruction(text: &str, cpu: Cpu, label: &dyn Fn(&str) -> Option<usize>) -> Result<Selected, AsmErrorKind> {
    let (mnemonic, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
    let wave = if cpu == Cpu::Gfx1030 { 32 } else { 64 };
    let mut ops: Vec<&str> = Vec::new();
    let mut kws: Vec<Kw> = Vec::new();
    for field in split_top(rest, |c| c == ',') {
        for tok in split_top(field, char::is_whitespace) {
            if is_keyword(tok) {
                kws.push(parse_kw(tok));
            } else {
                ops.push(tok);
            }
        }
    }
    let cands = candidates(mnemonic, cpu)?;
    let mut tried = Vec::new();
    let mut last_err = None;
    for d in &cands {
        let mut kws = kws.clone();
        match bind(d, mnemonic, &ops, &mut kws, wave, label) {
            Ok(sel) if kws.iter().all(|k| k.used) => return Ok(sel),
            Ok(_) => tried.push(format!("{} (keyword `{}`)", d.name, kws.iter().find(|k| !k.used).map_or("", |k| k.name.as_str()))),
            Err(Bind::NoFit(why)) => tried.push(format!("{} ({why})", d.name)),
            Err(Bind::Fatal(e)) => last_err = Some(e),
        }
    }
    if let Some(e) = last_err {
        return Err(e);
    }
    Err(AsmErrorKind::NoForm { mnemonic: mnemonic.to_string(), tried: tried.join("; ") })
}

enum Bind {
    /// This opcode does not fit; the next may.
    NoFit(String),
    /// The operand cannot be read whatever the opcode.
    Fatal(AsmErrorKind),
}

fn no_fit(s: impl Into<String>) -> Bind {
    Bind::NoFit(s.into())
}

/// SISrcMods bits.
const NEG: i64 = 1;
const ABS: i64 = 2;
const SEXT: i64 = 4;
const OP_SEL_0: i64 = 4;
const OP_SEL_1: i64 = 8;

fn take_kw(kws: &mut [Kw], name: &str) -> Option<String> {
    let k = kws.iter_mut().find(|k| !k.used && k.name == name)?;
    k.used = true;
    Some(k.value.clone())
}

fn bind(
    d: &'static InstrDesc,
    mnemonic: &str,
    written: &[&str],
    kws: &mut [Kw],
    wave: u32,
    label: &dyn Fn(&str) -> Option<usize>,
) -> Result<Selected, Bind> {
    if d.family == Family::Exp {
        return bind_export(d, written, kws);
    }
    let e32 = d.name.ends_with("_e32") && matches!(d.family, Family::Vop2 | Family::Vopc);
    let vcc_name = if wave == 32 { "vcc_lo" } else { "vcc" };
    let mut list: Vec<Op> = Vec::new();
    for t in written {
        if *t == "off" {
            continue;
        }
        list.push(parse_op(t).map_err(Bind::Fatal)?);
    }
    // The implicit vcc an _e32 form prints: a VOPC result first, a carry out after the
    // destination, a carry in or condition last.
    let is_vcc = |o: &Op| matches!(o.val, Val::Reg(Reg::Named(n, _)) if n == vcc_name);
    if e32 && d.implicit_defs.contains(&PhysReg::VCC) {
        let at = d.outs.len();
        if list.get(at).is_some_and(is_vcc) {
            list.remove(at);
        } else {
            return Err(no_fit("the vcc it writes is not written"));
        }
    }
    if e32 && d.implicit_uses.contains(&PhysReg::VCC) {
        if list.last().is_some_and(is_vcc) {
            list.pop();
        } else {
            return Err(no_fit("the vcc it reads is not written"));
        }
    }
    // The printer's operand order: GLOBAL/SCRATCH write `vaddr, saddr`.
    let mut order: Vec<(bool, usize)> = (0..d.outs.len()).map(|i| (true, i)).chain((0..d.ins.len()).map(|i| (false, i))).collect();
    if let (Some(s), Some(v)) = (d.ins.iter().position(|o| o.name == "saddr"), d.ins.iter().position(|o| o.name == "vaddr"))
        && s + 1 == v
    {
        let base = d.outs.len();
        order.swap(base + s, base + v);
    }
    let packed = d.family == Family::Vop3p;
    let op_sel = if packed { take_kw(kws, "op_sel").map(|v| bit_list(&v).unwrap_or(-1)).unwrap_or(0) } else { 0 };
    let op_sel_hi = if packed { take_kw(kws, "op_sel_hi").map(|v| bit_list(&v).unwrap_or(-1)).unwrap_or(7) } else { 0 };
    let neg_lo = if packed { take_kw(kws, "neg_lo").map(|v| bit_list(&v).unwrap_or(-1)).unwrap_or(0) } else { 0 };
    let neg_hi = if packed { take_kw(kws, "neg_hi").map(|v| bit_list(&v).unwrap_or(-1)).unwrap_or(0) } else { 0 };
    if [op_sel, op_sel_hi, neg_lo, neg_hi].contains(&-1) {
        return Err(Bind::Fatal(AsmErrorKind::BadOperand("op_sel/neg list".into())));
    }
    let (fbits, is_float) = operand_type(split_suffix(mnemonic).0);
    let mut defs: Vec<String> = vec![String::new(); d.outs.len()];
    let mut uses: Vec<String> = vec![String::new(); d.ins.len()];
    let mut next = 0usize;
    let mut target = None;
    for (is_def, i) in order {
        let info = if is_def { &d.outs[i] } else { &d.ins[i] };
        if !is_def && let Some(&(_, def)) = d.tied.iter().find(|(u, _)| usize::from(*u) == i) {
            // Filled in from the def below.
            uses[i] = format!("$tied{def}");
            continue;
        }
        let text = match info.kind {
            OperandKind::Imm(role) => match role {
                "mods" => {
                    let src = info.name.trim_end_matches("_modifiers");
                    let k = src.strip_prefix("src").and_then(|n| n.parse::<u32>().ok()).unwrap_or(0);
                    let o = list.get(next);
                    let mut m = 0;
                    if let Some(o) = o {
                        m |= if o.neg { NEG } else { 0 } | if o.abs { ABS } else { 0 } | if o.sext { SEXT } else { 0 };
                    }
                    if packed {
                        if o.is_some_and(|o| o.neg || o.abs) {
                            return Err(no_fit("a packed source takes neg_lo/neg_hi, not -x or |x|"));
                        }
                        m = ((neg_lo >> k & 1) * NEG)
                            | ((neg_hi >> k & 1) * ABS)
                            | ((op_sel >> k & 1) * OP_SEL_0)
                            | ((op_sel_hi >> k & 1) * OP_SEL_1);
                    }
                    m.to_string()
                }
                "clamp" => i64::from(take_kw(kws, "clamp").is_some()).to_string(),
                "omod" => {
                    let m = match (take_kw(kws, "mul").as_deref(), take_kw(kws, "div").as_deref()) {
                        (Some("2"), None) => 1,
                        (Some("4"), None) => 2,
                        (None, Some("2")) => 3,
                        (None, None) => 0,
                        _ => return Err(Bind::Fatal(AsmErrorKind::BadOperand("output modifier".into()))),
                    };
                    m.to_string()
                }
                "op_sel" | "op_sel_hi" | "neg_lo" | "neg_hi" => {
                    if packed {
                        "0".to_string()
                    } else {
                        take_kw(kws, role).map(|v| bit_list(&v).unwrap_or(0)).unwrap_or(0).to_string()
                    }
                }
                "cpol" | "cpol_glc1" => {
                    let mut c = 0;
                    for (k, bit) in [("glc", 1), ("slc", 2), ("dlc", 4)] {
                        if take_kw(kws, k).is_some() {
                            c |= bit;
                        }
                    }
                    c.to_string()
                }
                "gds" | "tfe" | "swz" => i64::from(take_kw(kws, role).is_some()).to_string(),
                "waitcnt" => {
                    // Waits are no-ops in the synchronous memory model; the counters are read
                    // only to be taken.
                    for k in kws.iter_mut() {
                        if matches!(k.name.as_str(), "vmcnt" | "expcnt" | "lgkmcnt") {
                            k.used = true;
                        }
                    }
                    if list.get(next).is_some_and(|o| matches!(o.val, Val::Int(_) | Val::Hex(_))) {
                        next += 1;
                    }
                    "0".to_string()
                }
                "sendmsg" => match list.get(next) {
                    Some(o) if matches!(o.val, Val::Call(_) | Val::Int(_) | Val::Hex(_)) => {
                        next += 1;
                        "0".to_string()
                    }
                    _ => return Err(no_fit("no message")),
                },
                "offset" => {
                    if let Some(v) = take_kw(kws, "offset") {
                        parse_int(&v).ok_or_else(|| Bind::Fatal(AsmErrorKind::BadOperand(format!("offset:{v}"))))?.to_string()
                    } else if let Some(v) = list.get(next).and_then(|o| imm_of(o, 32)) {
                        next += 1;
                        v.to_string()
                    } else {
                        "0".to_string()
                    }
                }
                _ => {
                    let Some(o) = list.get(next) else {
                        // `s_endpgm`, `s_nop` without a count: 0.
                        if matches!(role, "simm16" | "count") && next == list.len() {
                            uses[i] = "0".to_string();
                            continue;
                        }
                        return Err(no_fit(format!("operand `{}` is missing", info.name)));
                    };
                    if let Val::Symbol(s) = &o.val {
                        return Err(Bind::Fatal(AsmErrorKind::Relocation(s.clone())));
                    }
                    let v = imm_of(o, fbits).ok_or_else(|| no_fit(format!("`{}` is not an immediate", o.text)))?;
                    next += 1;
                    v.to_string()
                }
            },
            OperandKind::Block => {
                let Some(o) = list.get(next) else { return Err(no_fit("no branch target")) };
                let Val::Label(l) = &o.val else { return Err(no_fit("the target is not a label")) };
                let b = label(l).ok_or_else(|| Bind::Fatal(AsmErrorKind::UnknownLabel(l.clone())))?;
                next += 1;
                target = Some(b);
                format!("%bb.{b}")
            }
            kind => {
                let Some(o) = list.get(next) else { return Err(no_fit(format!("operand `{}` is missing", info.name))) };
                let src = matches!(kind, OperandKind::Src { .. });
                let t = match &o.val {
                    Val::Reg(r) if fits(kind, *r, wave) => reg_mir(*r),
                    Val::Reg(_) => return Err(no_fit(format!("`{}` does not fit `{}`", o.text, info.name))),
                    Val::Symbol(s) if src => return Err(Bind::Fatal(AsmErrorKind::Relocation(s.clone()))),
                    _ if src => {
                        let bits = match kind.class(wave).map(|c| c.bits()) {
                            Some(64) => 64,
                            _ => fbits.min(32),
                        };
                        let fp64 = bits == 64 && fbits == 64 && is_float;
                        let v = match &o.val {
                            Val::Hex(h) if fp64 && *h <= 0xffff_ffff => (*h << 32) as i64,
                            _ => imm_of(o, bits).ok_or_else(|| no_fit(format!("`{}` is not a source", o.text)))?,
                        };
                        v.to_string()
                    }
                    _ => return Err(no_fit(format!("`{}` is not a register", o.text))),
                };
                // A modifier on a source without a modifiers operand does not fit.
                let has_mods = !is_def && i > 0 && d.ins.get(i - 1).is_some_and(|p| p.kind == OperandKind::Imm("mods"));
                if (o.neg || o.abs || o.sext) && !has_mods && !packed {
                    return Err(no_fit(format!("`{}` takes no source modifiers", info.name)));
                }
                next += 1;
                t
            }
        };
        if is_def {
            defs[i] = text;
        } else {
            uses[i] = text;
        }
    }
    if next < list.len() {
        return Err(no_fit(format!("`{}` is one operand too many", list[next].text)));
    }
    for u in uses.iter_mut() {
        if let Some(def) = u.strip_prefix("$tied").and_then(|n| n.parse::<usize>().ok()) {
            *u = defs.get(def).cloned().unwrap_or_default();
        }
    }
    for k in ["offen", "idxen"] {
        let form = if k == "offen" { "_OFFEN" } else { "_IDXEN" };
        let wants = d.name.contains(form) || d.name.contains("_BOTHEN");
        if wants != take_kw(kws, k).is_some() {
            return Err(no_fit(format!("`{k}` does not match the addressing form")));
        }
    }
    let vcc = if wave == 32 { "$vcc_lo" } else { "$vcc" };
    let phys = |p: &PhysReg| if *p == PhysReg::VCC { vcc.to_string() } else { format!("${p}") };
    let mut parts: Vec<String> = uses;
    parts.extend(d.implicit_defs.iter().map(|p| format!("implicit-def {}", phys(p))));
    parts.extend(d.implicit_uses.iter().map(|p| format!("implicit {}", phys(p))));
    let mut mir = String::new();
    if !defs.is_empty() {
        mir.push_str(&defs.join(", "));
        mir.push_str(" = ");
    }
    mir.push_str(d.name);
    if !parts.is_empty() {
        mir.push(' ');
        mir.push_str(&parts.join(", "));
    }
    let ends = d.is_barrier() || d.flags.contains(isel::target::instrs::InstrFlags::RETURN) || d.name == "S_ENDPGM";
    Ok(Selected { opcode: d.name, mir, target, ends })
}

/// A written immediate as a `bits`-wide value.
fn imm_of(o: &Op, bits: u32) -> Option<i64> {
    let v = match &o.val {
        Val::Int(i) => *i,
        Val::Hex(h) => *h as i64,
        Val::Float(f) => float_imm(f, bits)?,
        _ => return None,
    };
    if o.neg || o.abs {
        return None;
    }
    Some(v)
}

/// `exp TGT a, b, c, d [done] [compr] [vm]`: a source written `off` is a channel disabled.
fn bind_export(d: &'static InstrDesc, written: &[&str], kws: &mut [Kw]) -> Result<Selected, Bind> {
    let done = take_kw(kws, "done").is_some();
    if done != (d.name == "EXP_DONE") {
        return Err(no_fit("`done` decides between EXP and EXP_DONE"));
    }
    let compr = i64::from(take_kw(kws, "compr").is_some());
    let vm = i64::from(take_kw(kws, "vm").is_some());
    let [tgt, srcs @ ..] = written else { return Err(no_fit("no export target")) };
    let tgt = export_target(tgt).ok_or_else(|| Bind::Fatal(AsmErrorKind::BadOperand((*tgt).to_string())))?;
    if srcs.len() != 4 {
        return Err(Bind::Fatal(AsmErrorKind::BadOperand(srcs.join(", "))));
    }
    let mut en = 0;
    let mut regs = Vec::new();
    for (i, s) in srcs.iter().enumerate() {
        if *s == "off" {
            regs.push("undef $vgpr0".to_string());
            continue;
        }
        en |= 1 << i;
        match parse_reg(s) {
            Some(r @ Reg::V(_, 1)) => regs.push(reg_mir(r)),
            _ => return Err(Bind::Fatal(AsmErrorKind::BadOperand((*s).to_string()))),
        }
    }
    // Compressed: two packed registers, written twice each (`v0, v0, v1, v1`).
    if compr == 1 {
        regs = vec![regs[0].clone(), regs[2].clone(), regs[1].clone(), regs[3].clone()];
    }
    let implicit: Vec<String> = d.implicit_uses.iter().map(|p| format!(", implicit ${p}")).collect();
    let mir = format!("{} {tgt}, {}, {vm}, {compr}, {en}{}", d.name, regs.join(", "), implicit.concat());
    Ok(Selected { opcode: d.name, mir, target: None, ends: false })
}
