//! The MIR printer: writes a module the way llc-14 does, so llc reads it back and a diff against
//! llc's own output shows only real differences.
//!
//! Two llc conventions matter for reading the output: a virtual register's bank or class is
//! printed where it is defined, and an LLT is printed once per type index of a generic opcode
//! (`%2:_(s32) = G_ADD %0, %1` needs no types on the uses; `G_ICMP intpred(eq), %0(s32), %1`
//! prints the compared type once).

use std::fmt::{self, Write};

use super::inst::{FpKind, Inst, MemAccess, MemOperand, MemSize, MiFlags, Operand, RegFlags, RegOperand};
use super::opcode::{OpKind, Opcode};
use super::reg::{Reg, RegConstraint};
use super::types::{Elem, Llt};
use super::{Function, HeaderEntry, KnownKey, Module};

impl fmt::Display for Module {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(ir) = &self.ir {
            f.write_str("--- |\n")?;
            for line in ir.lines() {
                if line.is_empty() {
                    f.write_str("\n")?;
                } else {
                    writeln!(f, "  {line}")?;
                }
            }
            f.write_str("\n...\n")?;
        }
        for func in &self.functions {
            write!(f, "{func}")?;
        }
        Ok(())
    }
}

/// `key:` padded so the value starts in column 18, as llc aligns it.
fn key(f: &mut fmt::Formatter<'_>, key: &str) -> fmt::Result {
    write!(f, "{:<17}", format!("{key}: "))
}

fn quote_if_needed(s: &str) -> String {
    let plain =
        !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'-')) && !s.starts_with('-');
    if plain { s.to_string() } else { format!("'{}'", s.replace('\'', "''")) }
}

impl fmt::Display for Function {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("---\n")?;
        for entry in &self.header {
            match entry {
                HeaderEntry::Raw { key, value } => writeln!(f, "{key}:{value}")?,
                HeaderEntry::Known(k) => self.print_known(f, *k)?,
            }
        }
        f.write_str("...\n")
    }
}

impl Function {
    fn print_known(&self, f: &mut fmt::Formatter<'_>, k: KnownKey) -> fmt::Result {
        let flag = |f: &mut fmt::Formatter<'_>, v: bool| {
            key(f, k.key())?;
            writeln!(f, "{v}")
        };
        match k {
            KnownKey::Name => {
                key(f, "name")?;
                writeln!(f, "{}", quote_if_needed(self.name.as_str()))
            }
            KnownKey::Legalized => flag(f, self.props.legalized),
            KnownKey::RegBankSelected => flag(f, self.props.reg_bank_selected),
            KnownKey::Selected => flag(f, self.props.selected),
            KnownKey::FailedIsel => flag(f, self.props.failed_isel),
            KnownKey::TracksRegLiveness => flag(f, self.props.tracks_reg_liveness),
            KnownKey::Registers => {
                let mut live = self.vregs.iter().enumerate().filter(|(_, v)| v.exists).peekable();
                if live.peek().is_none() {
                    return writeln!(f, "registers:       []");
                }
                // Built in a buffer handed on whenever it fills: a selected function lists tens
                // of thousands of registers.
                const CHUNK: usize = 1 << 15;
                let mut out = String::with_capacity(CHUNK + 256);
                out.push_str("registers:\n");
                for (id, info) in live {
                    if out.len() >= CHUNK {
                        f.write_str(&out)?;
                        out.clear();
                    }
                    out.push_str("  - { id: ");
                    match info.name {
                        Some(n) => {
                            out.push_str("'%");
                            out.push_str(&n);
                            out.push('\'');
                        }
                        None => push_int(&mut out, id),
                    }
                    out.push_str(", class: ");
                    out.push_str(constraint_name(info.constraint));
                    out.push_str(", preferred-register: '");
                    if let Some(p) = info.preferred {
                        out.push_str(&p);
                    }
                    out.push_str("' }\n");
                }
                f.write_str(&out)
            }
            KnownKey::LiveIns => {
                if self.liveins.is_empty() {
                    return writeln!(f, "liveins:         []");
                }
                f.write_str("liveins:\n")?;
                for l in &self.liveins {
                    let v = l.vreg.map_or(String::new(), |v| self.vreg_name(v));
                    writeln!(f, "  - {{ reg: '${}', virtual-reg: '{v}' }}", l.reg)?;
                }
                Ok(())
            }
            KnownKey::Body => {
                f.write_str("body:             |\n")?;
                self.write_body_to(f)
            }
        }
    }

    /// `%5` or `%name`.
    pub fn vreg_name(&self, v: super::VReg) -> String {
        let mut s = String::new();
        self.push_vreg(&mut s, v);
        s
    }

    fn push_vreg(&self, out: &mut String, v: super::VReg) {
        out.push('%');
        match self.vreg(v).name {
            Some(n) => out.push_str(&n),
            None => push_int(out, v.0),
        }
    }

    /// The body text (block headers and instructions), as printed under `body: |`.
    pub fn write_body(&self, out: &mut String) -> fmt::Result {
        self.write_body_to(out)
    }

    /// The body text, written to `sink` a piece at a time: lines are put together in one small
    /// buffer, handed on and reused whenever it fills, so a large function's text never sits
    /// in memory whole (fresh memory costs a page fault per 4 KB).
    fn write_body_to(&self, sink: &mut dyn fmt::Write) -> fmt::Result {
        const CHUNK: usize = 1 << 15;
        let has_def = self.defined_vregs();
        let mut buf = String::with_capacity(CHUNK + 4096);
        let out = &mut buf;
        for (n, b) in self.blocks.iter().enumerate() {
            if n > 0 {
                out.push('\n');
            }
            write!(out, "  bb.{}", b.number)?;
            if let Some(name) = b.name {
                write!(out, ".{}", name)?;
            }
            if !b.attrs.is_empty() {
                out.push_str(" (");
                for (i, a) in b.attrs.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    out.push_str(a);
                }
                out.push(')');
            }
            out.push(':');
            if let (None, Some(c)) = (b.name, b.comment_name) {
                write!(out, "  ; {c}")?;
            }
            out.push('\n');
            let mut header_lines = false;
            let block_id = super::BlockId(n as u32);
            // An empty list is printed only where llc would otherwise guess successors.
            if !b.successors.is_empty() || !super::parser::guess_successors(self, block_id).is_empty() {
                out.push_str("    successors: ");
                for (i, s) in b.successors.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    write!(out, "%bb.{}", self.block(s.block).number)?;
                    if let Some(p) = s.prob {
                        write!(out, "({p:#010x})")?;
                    }
                }
                out.push('\n');
                header_lines = true;
            }
            if !b.liveins.is_empty() {
                out.push_str("    liveins: ");
                for (i, (r, mask)) in b.liveins.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    write!(out, "${r}")?;
                    if let Some(m) = mask {
                        write!(out, ":{m:#018X}")?;
                    }
                }
                out.push('\n');
                header_lines = true;
            }
            if header_lines && !b.insts.is_empty() {
                out.push_str("  \n");
            }
            for &id in &b.insts {
                out.push_str("    ");
                self.write_inst(out, self.inst(id), &has_def)?;
                out.push('\n');
                if out.len() >= CHUNK {
                    sink.write_str(out)?;
                    out.clear();
                }
            }
        }
        sink.write_str(out)
    }

    fn defined_vregs(&self) -> Vec<bool> {
        let mut has_def = vec![false; self.vregs.len()];
        for (_, _, inst) in self.all_insts() {
            for v in inst.defined_vregs() {
                if let Some(d) = has_def.get_mut(v.index()) {
                    *d = true;
                }
            }
        }
        has_def
    }

    /// One instruction on one line, as llc prints it.
    pub fn inst_to_string(&self, inst: &Inst) -> String {
        let mut s = String::new();
        let _ = self.write_inst(&mut s, inst, &self.defined_vregs());
        s
    }

    fn write_inst(&self, out: &mut String, inst: &Inst, has_def: &[bool]) -> fmt::Result {
        let sig = inst.opcode.generic().filter(|g| g.is_pre_isel()).map(|g| g.signature());
        let mut printed_types = [false; 8];
        let mut type_to_print = |i: usize, op: &RegOperand| -> Option<super::Llt> {
            let v = op.reg.vreg()?;
            let ty = self.vreg_type(v)?;
            // A register nothing defines has its type only where it is used: print it there,
            // or it would be lost.
            if !has_def.get(v.index()).copied().unwrap_or(false) {
                return Some(ty);
            }
            let Some(sig) = sig else { return Some(ty) };
            let kind = if i < sig.defs.len() { sig.defs.get(i) } else { sig.uses.get(i - sig.defs.len()) };
            match kind {
                Some(OpKind::Ty(n)) if !sig.variadic => {
                    let slot = printed_types.get_mut(usize::from(*n))?;
                    if *slot {
                        None
                    } else {
                        *slot = true;
                        Some(ty)
                    }
                }
                _ => Some(ty),
            }
        };
        let ndefs = inst.num_defs();
        for (i, op) in inst.operands[..ndefs].iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            if let Operand::Reg(r) = op {
                let ty = type_to_print(i, r);
                self.write_reg(out, r, ty, true, has_def)?;
            }
        }
        if ndefs > 0 {
            out.push_str(" = ");
        }
        if !inst.flags.is_empty() {
            for (flag, name) in MiFlags::NAMES {
                if inst.flags.contains(flag) {
                    out.push_str(name);
                    out.push(' ');
                }
            }
        }
        match inst.opcode {
            Opcode::Generic(g) => out.push_str(g.name()),
            Opcode::Target(t) => out.push_str(t.name()),
            Opcode::Unknown(s) => out.push_str(&s),
        }
        for (k, op) in inst.operands[ndefs..].iter().enumerate() {
            out.push_str(if k == 0 { " " } else { ", " });
            let i = ndefs + k;
            match op {
                Operand::Reg(r) => {
                    let ty = type_to_print(i, r);
                    self.write_reg(out, r, ty, false, has_def)?;
                }
                _ => self.write_operand(out, op)?,
            }
        }
        if let Some(t) = inst.trailing {
            out.push_str(if inst.operands.len() > ndefs { ", " } else { " " });
            out.push_str(&t);
        }
        if !inst.memops.is_empty() {
            out.push_str(" :: ");
            for (i, m) in inst.memops.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_memop(out, m)?;
            }
        }
        Ok(())
    }

    fn write_reg(&self, out: &mut String, r: &RegOperand, ty: Option<super::Llt>, leading_def: bool, has_def: &[bool]) -> fmt::Result {
        let fl = r.flags;
        if fl.contains(RegFlags::IMPLICIT) {
            out.push_str(if fl.contains(RegFlags::DEF) { "implicit-def " } else { "implicit " });
        } else if fl.contains(RegFlags::DEF) && !leading_def {
            out.push_str("def ");
        }
        let words = RegFlags::INTERNAL
            | RegFlags::DEAD
            | RegFlags::KILLED
            | RegFlags::UNDEF
            | RegFlags::EARLY_CLOBBER
            | RegFlags::RENAMABLE
            | RegFlags::DEBUG_USE;
        for (flag, word) in [
            (RegFlags::INTERNAL, "internal "),
            (RegFlags::DEAD, "dead "),
            (RegFlags::KILLED, "killed "),
            (RegFlags::UNDEF, "undef "),
            (RegFlags::EARLY_CLOBBER, "early-clobber "),
            (RegFlags::RENAMABLE, "renamable "),
            (RegFlags::DEBUG_USE, "debug-use "),
        ] {
            if fl.intersects(words) && fl.contains(flag) {
                out.push_str(word);
            }
        }
        match r.reg {
            Reg::Virt(v) => self.push_vreg(out, v),
            Reg::Phys(p) => write!(out, "${p}")?,
            Reg::NoReg => out.push_str("$noreg"),
        }
        if let Some(s) = r.subreg {
            write!(out, ".{s}")?;
        }
        if let Reg::Virt(v) = r.reg {
            let is_def = fl.contains(RegFlags::DEF);
            let c = self.vreg(v).constraint;
            if is_def || !has_def.get(v.index()).copied().unwrap_or(false) {
                // A register with neither a class nor a type prints no `:_`.
                if c != RegConstraint::None || ty.is_some() {
                    out.push(':');
                    out.push_str(constraint_name(c));
                }
            }
        }
        if let Some(t) = r.tied_def {
            out.push_str("(tied-def ");
            push_int(out, t);
            out.push(')');
        }
        if let Some(t) = ty {
            out.push('(');
            push_llt(out, t);
            out.push(')');
        }
        Ok(())
    }

    fn write_operand(&self, out: &mut String, op: &Operand) -> fmt::Result {
        match *op {
            Operand::Reg(_) => Ok(()),
            Operand::Imm(v) => {
                push_int(out, v);
                Ok(())
            }
            Operand::CImm { bits: 1, value } => write!(out, "i1 {}", if value != 0 { "true" } else { "false" }),
            Operand::CImm { bits, value } => {
                out.push('i');
                push_int(out, bits);
                out.push(' ');
                push_int(out, value);
                Ok(())
            }
            Operand::FpImm { kind, bits } => write!(out, "{} {}", kind.name(), format_fp(kind, bits)),
            Operand::Pred(p) => write!(out, "{}pred({})", if p.is_int() { "int" } else { "float" }, p.name()),
            Operand::Intrinsic(s) => write!(out, "intrinsic(@{s})"),
            Operand::Block(b) => {
                out.push_str("%bb.");
                push_int(out, self.block(b).number);
                Ok(())
            }
            Operand::SubRegIndex(s) => write!(out, "%subreg.{s}"),
            Operand::Global { name, offset } => {
                let plain = name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'-'));
                if plain {
                    write!(out, "@{name}")?;
                } else {
                    write!(out, "@\"{name}\"")?;
                }
                match offset {
                    0 => Ok(()),
                    o if o > 0 => write!(out, " + {o}"),
                    o => write!(out, " - {}", o.unsigned_abs()),
                }
            }
            Operand::Other(s) => out.write_str(&s),
        }
    }
}

fn write_memop(out: &mut String, m: &MemOperand) -> fmt::Result {
    out.push('(');
    for fl in &m.flags {
        write!(out, "{fl} ")?;
    }
    out.push_str(match m.access {
        MemAccess::Load => "load",
        MemAccess::Store => "store",
        MemAccess::LoadStore => "load store",
    });
    for o in &m.ordering {
        write!(out, " {o}")?;
    }
    match m.size {
        MemSize::Type(t) => {
            out.push_str(" (");
            push_llt(out, t);
            out.push(')');
        }
        MemSize::Bytes(b) => write!(out, " {b}")?,
        MemSize::Unknown => out.push_str(" unknown-size"),
    }
    if let Some(v) = m.value {
        let word = match m.access {
            MemAccess::Load => "from",
            MemAccess::Store => "into",
            MemAccess::LoadStore => "on",
        };
        write!(out, " {word} {v}")?;
        match m.offset {
            0 => {}
            o if o > 0 => write!(out, " + {o}")?,
            o => write!(out, " - {}", o.unsigned_abs())?,
        }
    }
    if let Some(a) = m.align {
        out.push_str(", align ");
        push_int(out, a);
    }
    if let Some(a) = m.base_align {
        write!(out, ", basealign {a}")?;
    }
    for md in &m.metadata {
        write!(out, ", {md}")?;
    }
    if m.addrspace != 0 {
        out.push_str(", addrspace ");
        push_int(out, m.addrspace);
    }
    out.push(')');
    Ok(())
}

/// Appends an integer in decimal, without the formatting machinery.
fn push_int(out: &mut String, n: impl itoa::Integer) {
    out.push_str(itoa::Buffer::new().format(n));
}

/// Appends an LLT (`s32`, `p1`, `<2 x s16>`).
fn push_llt(out: &mut String, t: Llt) {
    match t {
        Llt::Scalar(b) => {
            out.push('s');
            push_int(out, b);
        }
        Llt::Pointer(a) => {
            out.push('p');
            push_int(out, a);
        }
        Llt::Vector { lanes, elem } => {
            out.push('<');
            push_int(out, lanes);
            out.push_str(" x ");
            push_llt(
                out,
                match elem {
                    Elem::Scalar(b) => Llt::Scalar(b),
                    Elem::Pointer(a) => Llt::Pointer(a),
                },
            );
            out.push('>');
        }
    }
}

/// `_`, the bank or the class, as `Display` writes it.
fn constraint_name(c: RegConstraint) -> &'static str {
    match c {
        RegConstraint::None => "_",
        RegConstraint::Bank(b) => b.name(),
        RegConstraint::Class(c) => c.name(),
    }
}

/// Formats an FP immediate as LLVM does: `%e` notation (`1.000000e+00`) when that reads back
/// exactly, otherwise the hex pattern of the value as a double (`0x3FB99999A0000000`, also for
/// `float`), and `0xH`/`0xR` patterns for `half` and `bfloat`.
pub fn format_fp(kind: FpKind, bits: u64) -> String {
    let value = match kind {
        FpKind::Half => return format!("0xH{bits:04X}"),
        FpKind::BFloat => return format!("0xR{bits:04X}"),
        FpKind::Float => f64::from(f32::from_bits(bits as u32)),
        FpKind::Double => f64::from_bits(bits),
    };
    if value.is_finite() {
        let text = c_style_exp(value);
        if text.parse::<f64>().ok().is_some_and(|v| v.to_bits() == value.to_bits()) {
            return text;
        }
    }
    let double_bits = if kind == FpKind::Float && value.is_nan() {
        // Keep the float's payload in the top mantissa bits, as LLVM's APFloat conversion does.
        let b = bits as u32;
        (u64::from(b >> 31) << 63) | (0x7FFu64 << 52) | (u64::from(b & 0x7F_FFFF) << 29)
    } else {
        value.to_bits()
    };
    format!("0x{double_bits:016X}")
}

/// `printf("%e")`: one digit, six decimals, a signed exponent of at least two digits.
fn c_style_exp(v: f64) -> String {
    let s = format!("{v:.6e}");
    let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    format!("{mantissa}e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.unsigned_abs())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fp_formatting_matches_llvm() {
        assert_eq!(format_fp(FpKind::Float, 0x3F80_0000), "1.000000e+00");
        assert_eq!(format_fp(FpKind::Float, 0x3DCC_CCCD), "0x3FB99999A0000000");
        assert_eq!(format_fp(FpKind::Float, 0x8000_0000), "-0.000000e+00");
        assert_eq!(format_fp(FpKind::Double, 0.5f64.to_bits()), "5.000000e-01");
        assert_eq!(format_fp(FpKind::Float, 0x7F80_0000), "0x7FF0000000000000");
        assert_eq!(format_fp(FpKind::Float, 0x7FC0_0000), "0x7FF8000000000000");
        assert_eq!(format_fp(FpKind::Half, 0x3C00), "0xH3C00");
        assert_eq!(format_fp(FpKind::Double, 1e300f64.to_bits()), "1.000000e+300");
    }
}
