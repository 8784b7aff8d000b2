//! The MIR printer: writes a module the way llc-14 does, so llc reads it back and a diff against
//! llc's own output shows only real differences.
//!
//! Two llc conventions matter for reading the output: a virtual register's bank or class is
//! printed where it is defined, and an LLT is printed once per type index of a generic opcode
//! (`%2:_(s32) = G_ADD %0, %1` needs no types on the uses; `G_ICMP intpred(eq), %0(s32), %1`
//! prints the compared type once).
//!
//! How the text is made: everything is appended to one fixed-size byte buffer, [`Out`], which
//! hands its text to a [`Sink`] (a `fmt::Write` for `Display`, an `io::Write` for
//! [`Module::write_to`]) whenever the next piece does not fit, so a large function's text
//! never sits in memory whole. Printing a 20,000-instruction function is a few hundred
//! thousand short appends, so their cost decides the printer's speed: `Out` copies a short piece
//! as a few fixed-size moves instead of a `memcpy` call, and writes numbers straight into place.
//! An instruction's line is written into a [`Window`] of the buffer, which keeps the write
//! position in a register and checks for room once per operand.
//! What can be worked out once is: the body printer spells each virtual register's `%N` and
//! type once, up front (`%N` by counting up), and then copies each as eight bytes; it learns
//! which registers have a definition while printing them rather than by a pass over the
//! function ([`Printer`]); which operand of an opcode prints its type is a table made once
//! ([`type_slots`]); and the `:class` spellings are a table made once ([`class_texts`]), which
//! the `registers:` entries use too.

use std::fmt::{self, Write as _};
use std::io;
use std::sync::OnceLock;

use super::inst::{FpKind, GlobalAddress, Inst, MemAccess, MemOperand, MemSize, MiFlags, Operand, RegFlags, RegOperand};
use super::opcode::{GenericOpcode, OpKind, Opcode};
use super::reg::{Bank, Half, PhysReg, Reg, RegConstraint, SubReg, VReg};
use super::types::Llt;
use super::{Function, HeaderEntry, KnownKey, Module};
use crate::target::regclass::RegClass;

/// The size of [`Out`]'s buffer, so of the pieces the sink gets: a selected function's body or
/// register list is megabytes, and fresh memory costs a page fault per 4 KB.
const CHUNK: usize = 1 << 15;

impl Module {
    /// Writes the module's text to `w`, as `Display` does, but as bytes: this skips checking
    /// that the text is UTF-8 (it is) and the `fmt` layers, which `mir-run` notices.
    pub fn write_to(&self, w: &mut dyn io::Write) -> io::Result<()> {
        let mut sink = IoSink { w, error: None };
        match self.print(&mut sink) {
            Ok(()) => Ok(()),
            Err(fmt::Error) => Err(sink.error.unwrap_or_else(|| io::Error::other("cannot print the module"))),
        }
    }

    fn print(&self, sink: &mut dyn Sink) -> fmt::Result {
        let mut out = Out::new(sink);
        if let Some(ir) = &self.ir {
            out.push("--- |\n");
            for line in ir.lines() {
                if !line.is_empty() {
                    out.push("  ");
                    out.push(line);
                }
                out.byte(b'\n');
            }
            out.push("\n...\n");
        }
        for func in &self.functions {
            func.print(&mut out)?;
        }
        out.finish()
    }
}

impl fmt::Display for Module {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.print(&mut FmtSink(f))
    }
}

impl fmt::Display for Function {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut sink = FmtSink(f);
        let mut out = Out::new(&mut sink);
        self.print(&mut out)?;
        out.finish()
    }
}

/// Where printed text goes, a chunk at a time.
trait Sink {
    fn put(&mut self, text: &[u8]) -> fmt::Result;
}

struct FmtSink<'a>(&'a mut dyn fmt::Write);

impl Sink for FmtSink<'_> {
    fn put(&mut self, text: &[u8]) -> fmt::Result {
        // Always UTF-8: only `str`s and ASCII digits go into `Out`, and it never splits one
        // between chunks.
        self.0.write_str(std::str::from_utf8(text).map_err(|_| fmt::Error)?)
    }
}

struct IoSink<'a> {
    w: &'a mut dyn io::Write,
    /// The error behind a `fmt::Error`, for [`Module::write_to`] to return.
    error: Option<io::Error>,
}

impl Sink for IoSink<'_> {
    fn put(&mut self, text: &[u8]) -> fmt::Result {
        self.w.write_all(text).map_err(|e| {
            self.error = Some(e);
            fmt::Error
        })
    }
}

/// `key:` padded so the value starts in column 18, as llc aligns it.
fn key(out: &mut Out, key: &str) {
    out.push(key);
    out.push(": ");
    for _ in key.len() + 2..17 {
        out.byte(b' ');
    }
}

fn quote_if_needed(s: &str) -> String {
    let plain =
        !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'-')) && !s.starts_with('-');
    if plain { s.to_string() } else { format!("'{}'", s.replace('\'', "''")) }
}

impl Function {
    /// The function's document, `---` to `...`.
    fn print(&self, out: &mut Out) -> fmt::Result {
        let mut printer = Printer::new(self);
        out.push("---\n");
        for entry in &self.header {
            match entry {
                HeaderEntry::Raw { key, value } => {
                    out.push(key);
                    out.byte(b':');
                    out.push(value);
                    out.byte(b'\n');
                }
                HeaderEntry::Known(k) => self.print_known(&mut printer, out, *k)?,
            }
        }
        out.push("...\n");
        Ok(())
    }

    fn print_known(&self, printer: &mut Printer, out: &mut Out, k: KnownKey) -> fmt::Result {
        let flag = |out: &mut Out, v: bool| {
            key(out, k.key());
            out.push(if v { "true\n" } else { "false\n" });
        };
        match k {
            KnownKey::Name => {
                key(out, "name");
                out.push(&quote_if_needed(self.name.as_str()));
                out.byte(b'\n');
            }
            KnownKey::Legalized => flag(out, self.props.legalized),
            KnownKey::RegBankSelected => flag(out, self.props.reg_bank_selected),
            KnownKey::Selected => flag(out, self.props.selected),
            KnownKey::FailedIsel => flag(out, self.props.failed_isel),
            KnownKey::TracksRegLiveness => flag(out, self.props.tracks_reg_liveness),
            KnownKey::Registers => printer.write_registers(out),
            KnownKey::LiveIns => {
                if self.liveins.is_empty() {
                    out.push("liveins:         []\n");
                    return Ok(());
                }
                out.push("liveins:\n");
                for l in &self.liveins {
                    out.push("  - { reg: '");
                    push_phys(out, l.reg);
                    out.push("', virtual-reg: '");
                    if let Some(v) = l.vreg {
                        self.push_vreg(out, v);
                    }
                    out.push("' }\n");
                }
            }
            KnownKey::Body => {
                out.push("body:             |\n");
                printer.write_body(out)?;
            }
        }
        Ok(())
    }

    /// `%5` or `%name`.
    pub fn vreg_name(&self, v: VReg) -> String {
        match self.vreg(v).name() {
            Some(n) => format!("%{n}"),
            None => format!("%{}", v.0),
        }
    }

    fn push_vreg(&self, out: &mut Out, v: VReg) {
        out.byte(b'%');
        match self.vreg(v).name() {
            Some(n) => out.push(&n),
            None => out.u32(v.0),
        }
    }

    /// The body text (block headers and instructions), as printed under `body: |`.
    pub fn write_body(&self, out: &mut String) -> fmt::Result {
        let mut sink = FmtSink(out);
        let mut buf = Out::new(&mut sink);
        Printer::new(self).write_body(&mut buf)?;
        buf.finish()
    }

    /// One instruction on one line, as llc prints it.
    pub fn inst_to_string(&self, inst: &Inst) -> String {
        let mut text = String::new();
        let mut sink = FmtSink(&mut text);
        let mut out = Out::new(&mut sink);
        let mut printer = Printer::new(self);
        // The instruction may be in no block, and its own definitions do not count.
        printer.see_all_defs();
        printer.write_inst(&mut out, inst);
        // Into a `String`: cannot fail.
        let _ = out.finish();
        // Without the line's indent and newline.
        match text.strip_prefix("    ").and_then(|t| t.strip_suffix('\n')) {
            Some(line) => line.to_string(),
            None => text,
        }
    }
}

/// Prints a function's register list and body. It spells every virtual register's `%N`, its
/// type and which class spelling it has once, up front, and learns which registers have a
/// definition (a register without one has its class and type printed at every use) as it
/// prints them: a definition is nearly always printed before its uses, and only a use of a
/// register not yet seen defined makes it look at the whole function ([`Printer::entry`]).
///
/// An instruction is written into a [`Window`] of the output buffer: the write position stays
/// in a register instead of going back to the buffer's record after every piece, and one check
/// for room covers each operand. The operands with a short spelling of bounded length (virtual
/// registers whose spellings are all packed, immediates, `implicit $exec`, ...) are written
/// there ([`Printer::put_operand`]); any other operand closes the window, is written by the
/// general code, and a new window opens after it.
struct Printer<'f> {
    f: &'f Function,
    vregs: Vec<VregText>,
    /// [`class_texts`].
    class_texts: &'static [u128],
    /// [`type_slots`].
    type_slots: &'static [u64],
}

/// What the printer keeps per virtual register: all it needs of it, in one place, in 16 bytes
/// (with the type's text itself in the entry, 24 bytes made the table of a 20,000-register
/// function 156 KB larger).
#[derive(Clone, Copy)]
struct VregText {
    /// `%N` as [`Out::put_packed`] takes it, or [`UNPACKED`] for registers spelled otherwise
    /// (named ones, numbers of seven digits or more).
    name: u64,
    /// The type's index into [`TYPES_IN_PARENS`], [`NO_TYPE`] for a register without a type,
    /// or [`UNPACKED_TYPE`] for a type without a table entry (spelled by its `Display`).
    ty: u16,
    /// The bank or class, as an index into [`class_texts`] (0 is `_`, no constraint).
    class: u16,
    defined: Defined,
    /// `name` and `ty` are packed and the class's spelling is in [`class_texts`]: the register
    /// is written by the window code.
    fast: bool,
}

const _: () = assert!(std::mem::size_of::<VregText>() == 16);

/// What the printer knows about a register's definitions.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Defined {
    /// None printed so far, and the function not yet searched for one.
    NotYetSeen,
    Yes,
    /// No instruction of the function defines it.
    No,
}

/// [`VregText::name`] of a register whose `%N` is spelled on each use.
const UNPACKED: u64 = 1;

/// [`VregText::ty`] of a register without a type.
const NO_TYPE: u16 = u16::MAX;

/// [`VregText::ty`] of a type spelled on each use.
const UNPACKED_TYPE: u16 = u16::MAX - 1;

/// The entry of a register number past the function's table: spelled on each use, no type.
const OUT_OF_TABLE: VregText = VregText { name: UNPACKED, ty: NO_TYPE, class: 0, defined: Defined::No, fast: false };

/// The packed `%N` of 0, 1, 2, ... in turn, as [`pack_vreg_number`] spells them ([`UNPACKED`]
/// from 1,000,000 on): nine times in ten one addition to the last digit, and
/// [`next_vreg_number`], with its carry, the tenth. [`next_vreg_number`] for every register
/// looked for the last digit's byte each time: counting this way made the table of the
/// regbankselect bench row's 25,000 registers 1.99M -> 1.61M instructions.
struct VregNumbers {
    next: u64,
    /// One in the last digit's byte of `next` (0 once it is [`UNPACKED`]).
    step: u64,
    /// The last digit of `next`.
    digit: u8,
}

impl VregNumbers {
    fn new() -> VregNumbers {
        VregNumbers { next: pack_vreg_number(0).unwrap_or(UNPACKED), step: 1 << 8, digit: 0 }
    }

    #[inline(always)]
    fn next(&mut self) -> u64 {
        let n = self.next;
        if self.digit < 9 {
            self.next = n + self.step;
            self.digit += 1;
        } else {
            self.carry();
        }
        n
    }

    #[inline(never)]
    fn carry(&mut self) {
        self.next = next_vreg_number(self.next);
        self.digit = 0;
        self.step = if self.next == UNPACKED { 0 } else { 1 << (8 * ((self.next >> 56) - 1)) };
    }
}

/// Makes sure the window `$w` onto `$out` has `$n` bytes of room: if not, it hands its text over
/// and a fresh window of [`LINE_ROOM`] bytes takes its place.
macro_rules! room {
    ($w:ident, $out:ident, $n:expr) => {
        if !$w.fits($n) {
            $w.finish();
            $w = $out.window::<LINE_ROOM>();
        }
    };
}

/// The room a line's window starts with.
const LINE_ROOM: usize = 256;

/// The room the window must have before one operand and the `, ` before it: the longest that
/// [`Printer::put_operand`] writes, stores past the text included, is under 50 bytes.
const OPERAND_ROOM: usize = 64;

/// The room a `registers:` entry needs: `  - { id: N, class: C, preferred-register: '' }` with
/// a packed `%N` and class spelling, stores past the text included.
const REGISTER_ROOM: usize = 80;

/// The room the `registers:` list's window starts with: a few dozen entries.
const REGISTERS_WINDOW: usize = 4096;

/// The room the window must have before a memory operand and the `, ` or ` :: ` before it:
/// the longest that [`put_memop`] writes, stores past the text included, is under 90 bytes.
const MEMOP_ROOM: usize = 96;

impl<'f> Printer<'f> {
    fn new(f: &'f Function) -> Printer<'f> {
        let class_texts = class_texts();
        let mut numbers = VregNumbers::new();
        let vregs = f
            .vregs
            .iter()
            .map(|i| {
                let number = numbers.next();
                let name = if i.name().is_none() { number } else { UNPACKED };
                let ty = match i.ty {
                    None => NO_TYPE,
                    Some(t) => type_index(t).unwrap_or(UNPACKED_TYPE),
                };
                let class = constraint_index(i.constraint);
                let fast = name != UNPACKED && ty != UNPACKED_TYPE && class_texts.get(usize::from(class)).is_some_and(|&c| c != 0);
                VregText { name, ty, class, defined: Defined::NotYetSeen, fast }
            })
            .collect();
        Printer { f, vregs, class_texts, type_slots: type_slots() }
    }

    /// `v`'s entry, for an operand that defines it (`def`) or uses it. A use of a register not
    /// yet seen defined looks for its definition in the whole function first. Asking twice for
    /// the same operand gives the same answer.
    #[inline(always)]
    fn entry(&mut self, v: VReg, def: bool) -> VregText {
        let Some(t) = self.vregs.get_mut(v.index()) else { return OUT_OF_TABLE };
        if t.defined == Defined::NotYetSeen {
            if !def {
                return self.entry_once_all_defs_seen(v);
            }
            t.defined = Defined::Yes;
        }
        *t
    }

    #[cold]
    #[inline(never)]
    fn entry_once_all_defs_seen(&mut self, v: VReg) -> VregText {
        self.see_all_defs();
        self.vregs.get(v.index()).copied().unwrap_or(OUT_OF_TABLE)
    }

    /// Records every definition in the function: afterwards no register is
    /// [`Defined::NotYetSeen`].
    fn see_all_defs(&mut self) {
        let f = self.f;
        for b in &f.blocks {
            for &id in &b.insts {
                for op in &f.inst(id).operands {
                    if let Operand::Reg(RegOperand { reg: Reg::Virt(v), flags, .. }) = op
                        && flags.contains(RegFlags::DEF)
                        && let Some(t) = self.vregs.get_mut(v.index())
                    {
                        t.defined = Defined::Yes;
                    }
                }
            }
        }
        for t in &mut self.vregs {
            if t.defined == Defined::NotYetSeen {
                t.defined = Defined::No;
            }
        }
    }

    /// The `registers:` list.
    fn write_registers(&mut self, out: &mut Out) {
        let f = self.f;
        if !f.vregs.iter().any(|v| v.exists) {
            out.push("registers:       []\n");
            return;
        }
        out.push("registers:\n");
        // The usual entries go into one window, checked for room once per entry.
        let mut w = out.window::<REGISTERS_WINDOW>();
        for (id, (info, t)) in f.vregs.iter().zip(&self.vregs).enumerate() {
            if !info.exists {
                continue;
            }
            // The usual entry: a packed `%N`, a class spelling from the table, no preferred
            // register.
            if t.name != UNPACKED
                && info.preferred().is_none()
                && let Some(&class) = self.class_texts.get(usize::from(t.class))
                && class != 0
            {
                if !w.fits(REGISTER_ROOM) {
                    w.finish();
                    w = out.window::<REGISTERS_WINDOW>();
                }
                // `%N` goes over the space that ends `  - { id: `, and `:class` over the one
                // that ends `, class: `; both are put back.
                let start = w.at;
                w.lit(b"  - { id:");
                w.packed(t.name);
                w.replace(start + 9, b' ');
                w.lit(b", class:");
                let at = w.at;
                w.packed16(class);
                w.replace(at, b' ');
                w.lit(b", preferred-register: '' }\n");
                continue;
            }
            w.finish();
            out.push("  - { id: ");
            match info.name() {
                Some(n) => {
                    out.push("'%");
                    out.push(&n);
                    out.byte(b'\'');
                }
                None if t.name == UNPACKED => out.u32(id as u32),
                None => out.put_packed(without_percent(t.name)),
            }
            out.push(", class: ");
            out.push(constraint_name(info.constraint));
            out.push(", preferred-register: '");
            if let Some(p) = info.preferred() {
                out.push(&p);
            }
            out.push("' }\n");
            w = out.window::<REGISTERS_WINDOW>();
        }
        w.finish();
    }

    /// The body text.
    fn write_body(&mut self, out: &mut Out) -> fmt::Result {
        let f = self.f;
        for (n, b) in f.blocks.iter().enumerate() {
            if n > 0 {
                out.byte(b'\n');
            }
            out.push("  bb.");
            out.u32(b.number);
            if let Some(name) = b.name {
                out.byte(b'.');
                out.push(&name);
            }
            if !b.attrs.is_empty() {
                out.push(" (");
                for (i, a) in b.attrs.iter().enumerate() {
                    if i > 0 {
                        out.push(", ");
                    }
                    out.push(a);
                }
                out.byte(b')');
            }
            out.byte(b':');
            if let (None, Some(c)) = (b.name, b.comment_name) {
                out.push("  ; ");
                out.push(&c);
            }
            out.byte(b'\n');
            let mut header_lines = false;
            let block_id = super::BlockId(n as u32);
            // An empty list is printed only where llc would otherwise guess successors.
            if !b.successors.is_empty() || !super::parser::guess_successors(f, block_id).is_empty() {
                out.push("    successors: ");
                for (i, s) in b.successors.iter().enumerate() {
                    if i > 0 {
                        out.push(", ");
                    }
                    out.push("%bb.");
                    out.u32(f.block(s.block).number);
                    if let Some(p) = s.prob {
                        write!(out, "({p:#010x})")?;
                    }
                }
                out.byte(b'\n');
                header_lines = true;
            }
            if !b.liveins.is_empty() {
                out.push("    liveins: ");
                for (i, (r, mask)) in b.liveins.iter().enumerate() {
                    if i > 0 {
                        out.push(", ");
                    }
                    push_phys(out, *r);
                    if let Some(m) = mask {
                        write!(out, ":{m:#018X}")?;
                    }
                }
                out.byte(b'\n');
                header_lines = true;
            }
            if header_lines && !b.insts.is_empty() {
                out.push("  \n");
            }
            for &id in &b.insts {
                self.write_inst(out, f.inst(id));
            }
        }
        Ok(())
    }

    /// One instruction's line: the indent, the instruction, the newline.
    #[inline(always)]
    fn write_inst(&mut self, out: &mut Out, inst: &Inst) {
        let mut types = TypesToPrint::new(self.type_slots, inst.opcode);
        let ops = &inst.operands[..];
        let mut w = out.window::<LINE_ROOM>();
        w.lit(b"    ");
        // The explicit definitions (as `Inst::num_defs` counts them), counted as printed.
        let mut ndefs = 0;
        while let Some(Operand::Reg(r)) = ops.get(ndefs)
            && r.is_def()
            && !r.is_implicit()
        {
            let slot = types.next_slot();
            room!(w, out, OPERAND_ROOM);
            if ndefs > 0 {
                w.lit(b", ");
            }
            if !self.put_reg(&mut w, r, slot, &mut types, true) {
                w.finish();
                self.write_reg(out, r, slot, &mut types, true);
                w = out.window::<LINE_ROOM>();
            }
            ndefs += 1;
        }
        let uses = &ops[ndefs..];
        // ` = ` and a padded opcode name.
        room!(w, out, NAME_ROOM + 3);
        if ndefs > 0 {
            w.lit(b" = ");
        }
        if !inst.flags.is_empty() {
            w.finish();
            for (flag, name) in MiFlags::NAMES {
                if inst.flags.contains(flag) {
                    out.push(name);
                    out.byte(b' ');
                }
            }
            w = out.window::<LINE_ROOM>();
        }
        match inst.opcode {
            Opcode::Generic(g) if let Some(Some(name)) = GENERIC_NAMES.get(g as usize) => w.padded(&name.text, name.len),
            Opcode::Target(t) if t.name().len() <= NAME_ROOM => w.short(t.name()),
            opcode => {
                w.finish();
                match opcode {
                    Opcode::Generic(g) => out.push(g.name()),
                    Opcode::Target(t) => out.push(t.name()),
                    Opcode::Unknown(s) => out.push(&s),
                }
                w = out.window::<LINE_ROOM>();
            }
        }
        for (k, op) in uses.iter().enumerate() {
            let slot = types.next_slot();
            room!(w, out, OPERAND_ROOM);
            if k == 0 {
                w.byte(b' ');
            } else {
                w.lit(b", ");
            }
            if !self.put_operand(&mut w, op, slot, &mut types) {
                w.finish();
                match op {
                    Operand::Reg(r) => self.write_reg(out, r, slot, &mut types, false),
                    _ => self.write_operand(out, op),
                }
                w = out.window::<LINE_ROOM>();
            }
        }
        if inst.trailing.is_none() && inst.memops.is_empty() {
            room!(w, out, 1);
            w.byte(b'\n');
            w.finish();
            return;
        }
        if let Some(t) = inst.trailing {
            w.finish();
            out.push(if uses.is_empty() { " " } else { ", " });
            out.push(&t);
            w = out.window::<LINE_ROOM>();
        }
        for (i, m) in inst.memops.iter().enumerate() {
            room!(w, out, MEMOP_ROOM);
            if i == 0 {
                w.lit(b" :: ");
            } else {
                w.lit(b", ");
            }
            if !put_memop(&mut w, m) {
                w.finish();
                write_memop(out, m);
                w = out.window::<LINE_ROOM>();
            }
        }
        room!(w, out, 1);
        w.byte(b'\n');
        w.finish();
    }

    /// Writes an operand after the definitions into `w`, which has [`OPERAND_ROOM`], if it has
    /// a short spelling of bounded length; returns false, having written and learnt nothing,
    /// for the others.
    #[inline(always)]
    fn put_operand(&mut self, w: &mut Window, op: &Operand, slot: u64, types: &mut TypesToPrint) -> bool {
        // Registers first, without going through the jump table of the other kinds.
        if let Operand::Reg(r) = op {
            return self.put_reg(w, r, slot, types, false);
        }
        match *op {
            Operand::Imm(v) => w.i64(v),
            Operand::CImm { bits: 1, value } => {
                if value.get() != 0 {
                    w.lit(b"i1 true");
                } else {
                    w.lit(b"i1 false");
                }
            }
            Operand::CImm { bits, value } => {
                w.byte(b'i');
                w.u32(u32::from(bits));
                w.byte(b' ');
                w.i64(value.get());
            }
            Operand::SubRegIndex(s) => {
                let Some(dotted) = dotted_subreg(s) else { return false };
                w.lit(b"%subreg");
                w.packed(dotted);
            }
            _ => return false,
        }
        true
    }

    /// Writes register operand `r` into `w`, which has [`OPERAND_ROOM`], if it is a virtual
    /// register without flags (but `leading_def`'s), tie or uncommon sub-register and with
    /// packed spellings, or an `implicit` or `implicit-def` special register like `$exec`;
    /// returns false, having written nothing and learnt nothing new, for the others.
    /// `leading_def` for one of the instruction's explicit definitions, printed before the `=`.
    #[inline(always)]
    fn put_reg(&mut self, w: &mut Window, r: &RegOperand, slot: u64, types: &mut TypesToPrint, leading_def: bool) -> bool {
        if r.tied_def.is_some() {
            return false;
        }
        match r.reg {
            Reg::Virt(v) if r.flags == if leading_def { RegFlags::DEF } else { RegFlags::empty() } => {
                let subreg = match r.subreg {
                    None => None,
                    Some(s) => match dotted_subreg(s) {
                        Some(dotted) => Some(dotted),
                        None => return false,
                    },
                };
                // Asking for the entry again in `write_reg` is harmless.
                let t = self.entry(v, leading_def);
                if !t.fast {
                    return false;
                }
                let (print_class, print_ty) = types_and_class(&t, leading_def, slot, types);
                w.packed(t.name);
                if let Some(dotted) = subreg {
                    w.packed(dotted);
                }
                if print_class && let Some(&class) = self.class_texts.get(usize::from(t.class)) {
                    w.packed16(class);
                }
                if print_ty && let Some(&ty) = TYPES_IN_PARENS.get(usize::from(t.ty)) {
                    w.packed(ty);
                }
                true
            }
            Reg::Phys(PhysReg::Special { reg, half: Half::Full }) if r.subreg.is_none() && !leading_def && reg.name().len() <= 32 => {
                if r.flags == RegFlags::IMPLICIT {
                    w.lit(b"implicit $");
                } else if r.flags == RegFlags::IMPLICIT | RegFlags::DEF {
                    w.lit(b"implicit-def $");
                } else {
                    return false;
                }
                w.short(reg.name());
                true
            }
            _ => false,
        }
    }

    /// Register operand `r`, any kind, with the general code; `leading_def` for one of the
    /// instruction's explicit definitions, printed before the `=`.
    #[inline(never)]
    fn write_reg(&mut self, out: &mut Out, r: &RegOperand, slot: u64, types: &mut TypesToPrint, leading_def: bool) {
        let fl = r.flags;
        if fl != if leading_def { RegFlags::DEF } else { RegFlags::empty() } {
            push_reg_flags(out, fl, leading_def);
        }
        let v = match r.reg {
            Reg::Virt(v) => v,
            Reg::Phys(p) => {
                push_phys(out, p);
                push_subreg_and_tie(out, r);
                return;
            }
            Reg::NoReg => {
                out.push("$noreg");
                push_subreg_and_tie(out, r);
                return;
            }
        };
        let def = fl.contains(RegFlags::DEF);
        let t = self.entry(v, def);
        let (print_class, print_ty) = types_and_class(&t, def, slot, types);
        match t.name {
            UNPACKED => self.f.push_vreg(out, v),
            packed => out.put_packed(packed),
        }
        if let Some(s) = r.subreg {
            out.byte(b'.');
            push_subreg(out, s);
        }
        if print_class {
            out.byte(b':');
            out.push(constraint_name(self.f.vreg(v).constraint));
        }
        if let Some(t) = r.tied_def {
            push_tie(out, t);
        }
        if print_ty && let Some(ty) = self.f.vreg(v).ty {
            push_llt_in_parens(out, ty);
        }
    }

    #[inline(never)]
    fn write_operand(&self, out: &mut Out, op: &Operand) {
        match *op {
            Operand::Reg(_) => {}
            Operand::Imm(v) => out.i64(v),
            Operand::CImm { bits: 1, value } => out.push(if value.get() != 0 { "i1 true" } else { "i1 false" }),
            Operand::CImm { bits, value } => {
                out.byte(b'i');
                out.u32(u32::from(bits));
                out.byte(b' ');
                out.i64(value.get());
            }
            Operand::FpImm { kind, bits } => {
                out.push(kind.name());
                out.byte(b' ');
                out.push(&format_fp(kind, bits.get()));
            }
            Operand::Pred(p) => {
                out.push(if p.is_int() { "intpred(" } else { "floatpred(" });
                out.push(p.name());
                out.byte(b')');
            }
            Operand::Intrinsic(s) => {
                out.push("intrinsic(@");
                out.push(&s);
                out.byte(b')');
            }
            Operand::Block(b) => {
                out.push("%bb.");
                out.u32(self.f.block(b).number);
            }
            Operand::SubRegIndex(s) => {
                out.push("%subreg.");
                push_subreg(out, s);
            }
            Operand::Global(&GlobalAddress { name, offset }) => {
                let plain = name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'-'));
                if plain {
                    out.byte(b'@');
                    out.push(&name);
                } else {
                    out.push("@\"");
                    out.push(&name);
                    out.byte(b'"');
                }
                push_offset(out, offset);
            }
            Operand::Other(s) => out.push(&s),
        }
    }
}

/// Whether a virtual register operand prints its bank or class and its type, given its entry,
/// whether it defines the register, and its type slot ([`TypesToPrint::next_slot`]).
#[inline(always)]
fn types_and_class(t: &VregText, def: bool, slot: u64, types: &mut TypesToPrint) -> (bool, bool) {
    let has_def = t.defined == Defined::Yes;
    // A register nothing defines has its type only where it is used: print it there, or it
    // would be lost.
    let print_ty = t.ty != NO_TYPE && (!has_def || types.first_of_its_index(slot));
    // The bank or class; a register with neither a class nor a type prints no `:_`.
    let print_class = (def || !has_def) && (t.class != 0 || print_ty);
    (print_class, print_ty)
}

/// A constraint's index into [`class_texts`]: `_`, the banks, the classes.
fn constraint_index(c: RegConstraint) -> u16 {
    let index = match c {
        RegConstraint::None => 0,
        RegConstraint::Bank(b) => 1 + b as usize,
        RegConstraint::Class(c) => 1 + Bank::ALL.len() + c.index(),
    };
    u16::try_from(index).unwrap_or(u16::MAX)
}

/// How many constraints [`constraint_index`] numbers: `_`, the banks, the classes.
const CONSTRAINTS: usize = 1 + Bank::ALL.len() + RegClass::COUNT;

/// `:_`, `:vgpr`, `:sreg_32`, ... packed for [`Window::packed16`] (0 for a class name too long
/// for it), by [`constraint_index`]: made once.
fn class_texts() -> &'static [u128] {
    // A static array, not a vector: made while printing, a heap table could be the first thing
    // in a fresh 2 MB page of the process's memory, which costs that page's zeroing.
    static TEXTS: OnceLock<[u128; CONSTRAINTS]> = OnceLock::new();
    TEXTS.get_or_init(|| {
        let banks = Bank::ALL.into_iter().map(RegConstraint::Bank);
        let classes = RegClass::all().map(RegConstraint::Class);
        let mut texts = [0; CONSTRAINTS];
        for (text, c) in texts.iter_mut().zip(std::iter::once(RegConstraint::None).chain(banks).chain(classes)) {
            let name = constraint_name(c);
            let mut spelling = [b':'; 16];
            if let Some(room) = spelling.get_mut(1..=name.len())
                && name.len() < 15
            {
                room.copy_from_slice(name.as_bytes());
                *text = pack16(&spelling[..=name.len()]);
            }
        }
        texts
    })
}

/// Up to fifteen bytes of text and their length in one word, for [`Window::packed16`].
fn pack16(text: &[u8]) -> u128 {
    let mut word = (text.len() as u128) << 120;
    for (i, &b) in text.iter().take(15).enumerate() {
        word |= u128::from(b) << (8 * i);
    }
    word
}

/// `.sub0` to `.sub31`, packed: the sub-register indices of selected code, most of them.
static DOTTED_DWORDS: [u64; 32] = dotted_dword_table();

const fn dotted_dword_table() -> [u64; 32] {
    let mut table = [0u64; 32];
    let mut n = 0;
    while n < 32 {
        let text = [b'.', b's', b'u', b'b', b'0' + (n / 10) as u8, b'0' + (n % 10) as u8];
        table[n] = if n < 10 { pack(&[b'.', b's', b'u', b'b', b'0' + n as u8]) } else { pack(&text) };
        n += 1;
    }
    table
}

/// `.sub3` for a single-dword sub-register index, packed.
fn dotted_subreg(s: SubReg) -> Option<u64> {
    match s {
        SubReg::Dwords { first, count: 1 } => DOTTED_DWORDS.get(usize::from(first)).copied(),
        _ => None,
    }
}

/// Which of an instruction's typed operands print their LLT: llc prints each type index of a
/// pre-selection generic opcode once, at its first operand; other opcodes print every one.
struct TypesToPrint {
    /// The opcode's [`type_slots`] of the operands not yet reached, from the lowest four bits.
    slots: u64,
    /// The type indices printed so far, one bit each, by slot value: so also [`NEVER`]'s bit,
    /// from the start, and never [`ALWAYS`]'s.
    printed: u16,
}

/// A [`type_slots`] entry: the operand prints its type.
const ALWAYS: u64 = 0xF;
/// A [`type_slots`] entry: the operand's type index is too large to track, and it prints none.
const NEVER: u64 = 0xE;
/// The operand positions [`type_slots`] describes; later operands print their type.
const SLOTS: usize = 16;

/// Per opcode, what each of the first [`SLOTS`] operand positions does about its type, four
/// bits each (from the lowest): a type index (0 to 7), [`ALWAYS`] or [`NEVER`]. Made once from
/// the signatures, so that an instruction looks its opcode up once and each operand costs a
/// shift.
fn type_slots() -> &'static [u64] {
    static SLOTS_BY_OPCODE: OnceLock<Vec<u64>> = OnceLock::new();
    SLOTS_BY_OPCODE.get_or_init(|| {
        GenericOpcode::ALL
            .iter()
            .map(|g| {
                let sig = g.signature();
                if !g.is_pre_isel() || sig.variadic {
                    return u64::MAX;
                }
                let mut slots = u64::MAX;
                for (i, kind) in sig.defs.iter().chain(sig.uses).enumerate().take(SLOTS) {
                    let slot = match *kind {
                        OpKind::Ty(n) if n < 8 => u64::from(n),
                        OpKind::Ty(_) => NEVER,
                        _ => ALWAYS,
                    };
                    slots = slots & !(0xF << (4 * i)) | slot << (4 * i);
                }
                slots
            })
            .collect()
    })
}

impl TypesToPrint {
    fn new(slots_by_opcode: &[u64], opcode: Opcode) -> TypesToPrint {
        let slots = match opcode {
            Opcode::Generic(g) => slots_by_opcode.get(g as usize).copied().unwrap_or(u64::MAX),
            _ => u64::MAX,
        };
        TypesToPrint { slots, printed: 1 << NEVER }
    }

    /// The slot of the next operand: called once for each operand, in order. Past the
    /// [`SLOTS`] described, [`ALWAYS`] comes in from the top.
    #[inline(always)]
    fn next_slot(&mut self) -> u64 {
        let slot = self.slots & 0xF;
        self.slots = self.slots >> 4 | ALWAYS << 60;
        slot
    }

    /// Whether an operand with type slot `slot`, a typed register that has a definition, prints
    /// its type: it is the first operand of its type index, or not an operand with a type index.
    #[inline(always)]
    fn first_of_its_index(&mut self, slot: u64) -> bool {
        // One bit test for all three kinds of slot, no branch.
        let bit = 1u16 << slot;
        let first = self.printed & bit == 0;
        self.printed |= bit & !(1 << ALWAYS);
        first
    }
}

/// The room [`PaddedName`] has for a name.
const NAME_ROOM: usize = 32;

/// An opcode's name in a buffer of fixed size, so that it is copied as a few fixed-size moves.
#[derive(Clone, Copy)]
struct PaddedName {
    text: [u8; NAME_ROOM],
    len: usize,
}

impl PaddedName {
    /// `name` padded, or [`None`] if it is longer than [`NAME_ROOM`].
    const fn new(name: &str) -> Option<PaddedName> {
        let bytes = name.as_bytes();
        if bytes.len() > NAME_ROOM {
            return None;
        }
        let mut text = [0; NAME_ROOM];
        let mut i = 0;
        while i < bytes.len() {
            text[i] = bytes[i];
            i += 1;
        }
        Some(PaddedName { text, len: bytes.len() })
    }
}

/// The generic opcodes' names, padded, by opcode number. Built at compile time: made at run
/// time it was the first allocation of its size class, and opened a fresh 2 MB page of heap
/// when the printer started.
static GENERIC_NAMES: [Option<PaddedName>; GenericOpcode::ALL.len()] = {
    let mut names = [None; GenericOpcode::ALL.len()];
    let mut i = 0;
    while i < names.len() {
        names[i] = PaddedName::new(GenericOpcode::ALL[i].name());
        i += 1;
    }
    names
};

/// The words before a register operand that is not a plain explicit definition or use:
/// `implicit-def`, `def`, `killed`, ...
#[inline(never)]
fn push_reg_flags(out: &mut Out, fl: RegFlags, leading_def: bool) {
    if fl.contains(RegFlags::IMPLICIT) {
        out.push(if fl.contains(RegFlags::DEF) { "implicit-def " } else { "implicit " });
    } else if fl.contains(RegFlags::DEF) && !leading_def {
        out.push("def ");
    }
    // Most operands that come here (`implicit $exec`) have none of the rest.
    if !fl.intersects(RegFlags::all().difference(RegFlags::DEF.union(RegFlags::IMPLICIT))) {
        return;
    }
    for (flag, word) in [
        (RegFlags::INTERNAL, "internal "),
        (RegFlags::DEAD, "dead "),
        (RegFlags::KILLED, "killed "),
        (RegFlags::UNDEF, "undef "),
        (RegFlags::EARLY_CLOBBER, "early-clobber "),
        (RegFlags::RENAMABLE, "renamable "),
        (RegFlags::DEBUG_USE, "debug-use "),
    ] {
        if fl.contains(flag) {
            out.push(word);
        }
    }
}

/// `.sub0` and `(tied-def 3)`, as a physical register operand has them.
fn push_subreg_and_tie(out: &mut Out, r: &RegOperand) {
    if let Some(s) = r.subreg {
        out.byte(b'.');
        push_subreg(out, s);
    }
    if let Some(t) = r.tied_def {
        push_tie(out, t);
    }
}

fn push_tie(out: &mut Out, t: u8) {
    out.push("(tied-def ");
    out.u32(u32::from(t));
    out.byte(b')');
}

/// `%N+1` from `%N`, both packed by [`pack_vreg_number`] (or [`UNPACKED`] once past six
/// digits): the last digit counted up, with a carry.
fn next_vreg_number(packed: u64) -> u64 {
    if packed == UNPACKED {
        return UNPACKED;
    }
    let len = (packed >> 56) as u32;
    let mut word = packed;
    // Digits from the last; the first is at byte 1, after `%`.
    for i in (1..len).rev() {
        let shift = 8 * i;
        if (word >> shift) & 0xff != u64::from(b'9') {
            return word + (1 << shift);
        }
        // `9` becomes `0`, and the carry goes on.
        word -= 9 << shift;
    }
    // All nines: a `1`, the zeros, one more `0`.
    if len >= 7 {
        return UNPACKED;
    }
    word + (1 << 8) + (u64::from(b'0') << (8 * len)) + (1 << 56)
}

/// `%N` packed for [`Out::put_packed`], if it fits (up to six digits).
fn pack_vreg_number(n: u32) -> Option<u64> {
    if n >= 1_000_000 {
        return None;
    }
    // `%`, then the digits (`write_u32` wants ten bytes of room); the first eight bytes are the
    // text, the last of them always 0 and replaced by the length.
    let mut text = [0u8; 11];
    text[0] = b'%';
    let [_, digits @ ..] = &mut text;
    let len = write_u32(digits, n);
    let [head @ .., _, _, _] = text;
    Some(u64::from_le_bytes(head) & 0x00ff_ffff_ffff_ffff | ((len as u64 + 1) << 56))
}

/// `N` from a packed `%N`.
fn without_percent(packed: u64) -> u64 {
    ((packed & 0x00ff_ffff_ffff_ffff) >> 8) | ((packed >> 56) - 1) << 56
}

/// Up to seven bytes of text and their length in one word, for [`Out::put_packed`] (at
/// compile time, for the tables of LLT spellings).
const fn pack(text: &[u8]) -> u64 {
    let mut word = (text.len() as u64) << 56;
    let mut i = 0;
    while i < text.len() && i < 7 {
        word |= (text[i] as u64) << (8 * i);
        i += 1;
    }
    word
}

/// `(s32)`, `(p1)`: an LLT in parentheses, packed for [`Out::put_packed`], for the scalars
/// and pointers that have a table entry (all that AMDGPU code uses).
#[inline(always)]
fn llt_in_parens(t: Llt) -> Option<u64> {
    TYPES_IN_PARENS.get(usize::from(type_index(t)?)).copied()
}

/// `t`'s index into [`TYPES_IN_PARENS`], if it has one.
#[inline(always)]
fn type_index(t: Llt) -> Option<u16> {
    match t {
        Llt::Scalar(b) if usize::from(b) < SCALARS => Some(b),
        Llt::Pointer(a) if usize::from(a) < POINTERS => Some(SCALARS as u16 + a),
        _ => None,
    }
}

/// The scalars and the pointers [`TYPES_IN_PARENS`] has.
const SCALARS: usize = 1025;
const POINTERS: usize = 10;

/// `(s0)` to `(s1024)`, then `(p0)` to `(p9)`, packed.
static TYPES_IN_PARENS: [u64; SCALARS + POINTERS] = {
    let scalars: [u64; SCALARS] = llt_table(b's');
    let pointers: [u64; POINTERS] = llt_table(b'p');
    let mut table = [0; SCALARS + POINTERS];
    let mut i = 0;
    while i < SCALARS + POINTERS {
        table[i] = if i < SCALARS { scalars[i] } else { pointers[i - SCALARS] };
        i += 1;
    }
    table
};

const fn llt_table<const N: usize>(letter: u8) -> [u64; N] {
    let mut table = [0u64; N];
    let mut n = 0;
    while n < N {
        // `(`, the letter, up to four digits, `)`.
        let mut text = [0u8; 7];
        text[0] = b'(';
        text[1] = letter;
        let digits = if n >= 1000 {
            4
        } else if n >= 100 {
            3
        } else if n >= 10 {
            2
        } else {
            1
        };
        let mut i = 0;
        let mut rest = n;
        while i < digits {
            text[1 + digits - i] = b'0' + (rest % 10) as u8;
            rest /= 10;
            i += 1;
        }
        text[2 + digits] = b')';
        let (used, _) = text.split_at(3 + digits);
        table[n] = pack(used);
        n += 1;
    }
    table
}

/// ` + 4`, ` - 4`, or nothing for 0.
fn push_offset(out: &mut Out, offset: i64) {
    if offset > 0 {
        out.push(" + ");
    } else if offset < 0 {
        out.push(" - ");
    } else {
        return;
    }
    out.u64(offset.unsigned_abs());
}

/// Writes a memory operand of the usual shape (no flags, ordering, value or metadata, a type
/// with a packed spelling, alignments below 2^32) into `w`, which has [`MEMOP_ROOM`], as
/// [`write_memop`] does; returns false, having written nothing, for the others.
#[inline(always)]
fn put_memop(w: &mut Window, m: &MemOperand) -> bool {
    if !m.flags.is_empty() || !m.ordering.is_empty() || m.value.is_some() || !m.metadata.is_empty() {
        return false;
    }
    let MemSize::Type(t) = m.size else { return false };
    let Some(ty) = llt_in_parens(t) else { return false };
    let Ok(align) = m.align.map(u32::try_from).transpose() else { return false };
    let Ok(base_align) = m.base_align.map(u32::try_from).transpose() else { return false };
    match m.access {
        MemAccess::Load => w.lit(b"(load "),
        MemAccess::Store => w.lit(b"(store "),
        MemAccess::LoadStore => w.lit(b"(load store "),
    }
    w.packed(ty);
    if let Some(a) = align {
        w.lit(b", align ");
        w.u32(a);
    }
    if let Some(a) = base_align {
        w.lit(b", basealign ");
        w.u32(a);
    }
    if m.addrspace != 0 {
        w.lit(b", addrspace ");
        w.u32(m.addrspace);
    }
    w.byte(b')');
    true
}

#[inline(never)]
fn write_memop(out: &mut Out, m: &MemOperand) {
    out.byte(b'(');
    for fl in &m.flags {
        out.push(fl);
        out.byte(b' ');
    }
    out.push(match m.access {
        MemAccess::Load => "load",
        MemAccess::Store => "store",
        MemAccess::LoadStore => "load store",
    });
    for o in &m.ordering {
        out.byte(b' ');
        out.push(o);
    }
    match m.size {
        MemSize::Type(t) => {
            out.byte(b' ');
            push_llt_in_parens(out, t);
        }
        MemSize::Bytes(b) => {
            out.byte(b' ');
            out.u64(b);
        }
        MemSize::Unknown => out.push(" unknown-size"),
    }
    if let Some(v) = m.value {
        out.push(match m.access {
            MemAccess::Load => " from ",
            MemAccess::Store => " into ",
            MemAccess::LoadStore => " on ",
        });
        out.push(&v);
        push_offset(out, m.offset);
    }
    if let Some(a) = m.align {
        out.push(", align ");
        out.u64(a);
    }
    if let Some(a) = m.base_align {
        out.push(", basealign ");
        out.u64(a);
    }
    for md in &m.metadata {
        out.push(", ");
        out.push(md);
    }
    if m.addrspace != 0 {
        out.push(", addrspace ");
        out.u32(m.addrspace);
    }
    out.byte(b')');
}

/// Appends an LLT in parentheses (`(s32)`, `(<2 x s16>)`).
#[inline(always)]
fn push_llt_in_parens(out: &mut Out, t: Llt) {
    match llt_in_parens(t) {
        Some(packed) => out.put_packed(packed),
        None => push_other_llt_in_parens(out, t),
    }
}

/// An LLT without a table entry (vectors, odd widths), as its `Display` spells it.
#[inline(never)]
fn push_other_llt_in_parens(out: &mut Out, t: Llt) {
    // Writing to `Out` cannot fail.
    let _ = write!(out, "({t})");
}

/// Appends `$name` for a physical register, spelled by its `Display`; the named registers of
/// selected code (`$exec`, `$mode`, `$vcc`, `$scc`), most of them, without `fmt`.
fn push_phys(out: &mut Out, p: PhysReg) {
    match p {
        PhysReg::Special { reg, half: Half::Full } => {
            out.byte(b'$');
            out.push(reg.name());
        }
        _ => {
            let _ = write!(out, "${p}");
        }
    }
}

/// Appends a sub-register index name, spelled by its `Display` (single dwords, most of them,
/// without `fmt`).
fn push_subreg(out: &mut Out, s: SubReg) {
    match s.dword_name() {
        Some(name) => out.push(name),
        None => {
            let _ = write!(out, "{s}");
        }
    }
}

/// The printer's output buffer.
///
/// Most pieces of a line are short (`%12`, `:vgpr`, `(s32)`, `, `, an opcode name), and
/// `String::push_str` copies each with a call to `memcpy`, which for a few bytes costs more than
/// the copy itself. Here the bytes past the text are scratch space, so a piece of up to 32 bytes
/// is copied as two fixed-size, possibly overlapping, moves that may overrun into the scratch,
/// and a number is written straight into place. The buffer has a fixed size, so the one check
/// for room per piece is a comparison with a constant; when a piece does not fit, the text so
/// far goes to the sink. All safe code: the text is `buf[..pos]`, and it is UTF-8 because only
/// `str`s and ASCII digits go in.
struct Out<'s> {
    /// The text, then scratch. In place, so on the stack: a heap buffer, made when printing
    /// starts, at the end of a run, opened a fresh allocator page past everything else (on
    /// the 20,000-instruction bench kernels, a fresh 2 MB page).
    buf: [u8; CHUNK],
    pos: usize,
    sink: &'s mut dyn Sink,
    /// The sink failed: it gets nothing more, and [`Out::finish`] says so.
    failed: bool,
}

impl<'s> Out<'s> {
    fn new(sink: &'s mut dyn Sink) -> Out<'s> {
        Out { buf: [0; CHUNK], pos: 0, sink, failed: false }
    }

    /// Hands the rest of the text to the sink.
    fn finish(mut self) -> fmt::Result {
        self.flush();
        if self.failed { Err(fmt::Error) } else { Ok(()) }
    }

    /// Hands the text to the sink and empties the buffer.
    #[cold]
    #[inline(never)]
    fn flush(&mut self) {
        if !self.failed && self.pos > 0 {
            self.failed = self.sink.put(&self.buf[..self.pos]).is_err();
        }
        self.pos = 0;
    }

    /// The next `N` bytes of the buffer, emptied first if they are not free.
    #[inline(always)]
    fn room<const N: usize>(&mut self) -> &mut [u8] {
        let pos = if self.pos > CHUNK - N {
            self.flush();
            0
        } else {
            self.pos
        };
        &mut self.buf[pos..pos + N]
    }

    #[inline(always)]
    fn push(&mut self, s: &str) {
        let s = s.as_bytes();
        let n = s.len();
        if n <= 32 {
            copy_short(self.room::<32>(), s);
            self.pos += n;
        } else {
            self.push_long(s);
        }
    }

    #[cold]
    #[inline(never)]
    fn push_long(&mut self, s: &[u8]) {
        if s.len() > CHUNK - self.pos {
            self.flush();
        }
        if s.len() > CHUNK {
            if !self.failed {
                self.failed = self.sink.put(s).is_err();
            }
            return;
        }
        let end = self.pos + s.len();
        self.buf[self.pos..end].copy_from_slice(s);
        self.pos = end;
    }

    /// The next `N` bytes, to fill with a [`Window`]: for a piece of several parts whose total
    /// length has a small bound, one check for room instead of one per part.
    #[inline(always)]
    fn window<const N: usize>(&mut self) -> Window<'_> {
        let start = if self.pos > CHUNK - N {
            self.flush();
            0
        } else {
            self.pos
        };
        let Out { buf, pos, .. } = self;
        Window { room: &mut buf[start..start + N], pos, at: 0 }
    }

    #[inline(always)]
    fn byte(&mut self, b: u8) {
        self.room::<1>()[0] = b;
        self.pos += 1;
    }

    /// Appends text packed by [`pack`]: one eight-byte store.
    #[inline(always)]
    fn put_packed(&mut self, packed: u64) {
        self.room::<8>().copy_from_slice(&packed.to_le_bytes());
        self.pos += (packed >> 56) as usize;
    }

    /// Appends `n` in decimal.
    #[inline]
    fn u32(&mut self, n: u32) {
        let len = write_u32(self.room::<10>(), n);
        self.pos += len;
    }

    fn u64(&mut self, n: u64) {
        match u32::try_from(n) {
            Ok(n) => self.u32(n),
            Err(_) => self.push(itoa::Buffer::new().format(n)),
        }
    }

    fn i64(&mut self, n: i64) {
        if n < 0 {
            self.byte(b'-');
        }
        self.u64(n.unsigned_abs());
    }
}

/// Copies `s`, at most 32 bytes, to the start of `room`, 32 bytes, as two copies of a fixed
/// size that together cover it (each is one load and one store); bytes of `room` past `s` may
/// be overwritten.
#[inline(always)]
fn copy_short(room: &mut [u8], s: &[u8]) {
    let room = &mut room[..32];
    let n = s.len();
    if n >= 16 {
        room[..16].copy_from_slice(&s[..16]);
        room[n - 16..n].copy_from_slice(&s[n - 16..]);
    } else if n >= 8 {
        room[..8].copy_from_slice(&s[..8]);
        room[n - 8..n].copy_from_slice(&s[n - 8..]);
    } else if n >= 4 {
        room[..4].copy_from_slice(&s[..4]);
        room[n - 4..n].copy_from_slice(&s[n - 4..]);
    } else if n >= 2 {
        room[..2].copy_from_slice(&s[..2]);
        room[n - 2..n].copy_from_slice(&s[n - 2..]);
    } else if n == 1 {
        room[0] = s[0];
    }
}

/// Room at the end of an [`Out`] that several parts are written into at increasing offsets;
/// [`Window::finish`] adds them to the text. The caller sizes the window for the longest the
/// parts can be together, or checks [`Window::fits`] before a group of them (an index past it
/// is a bug in the printer, and panics). The write position is a local here, so it stays in a
/// register while the parts are written, where `Out`'s would be stored and loaded around each
/// write to the buffer.
struct Window<'a> {
    room: &'a mut [u8],
    /// The `Out`'s write position.
    pos: &'a mut usize,
    at: usize,
}

impl Window<'_> {
    /// Whether `n` more bytes fit.
    #[inline(always)]
    fn fits(&self, n: usize) -> bool {
        self.at + n <= self.room.len()
    }

    #[inline(always)]
    fn byte(&mut self, b: u8) {
        self.room[self.at] = b;
        self.at += 1;
    }

    #[inline(always)]
    fn lit<const M: usize>(&mut self, s: &[u8; M]) {
        self.room[self.at..self.at + M].copy_from_slice(s);
        self.at += M;
    }

    /// Text packed by [`pack`]; writes eight bytes.
    #[inline(always)]
    fn packed(&mut self, packed: u64) {
        self.room[self.at..self.at + 8].copy_from_slice(&packed.to_le_bytes());
        // The length is at most 7: the mask says so to the compiler, which can then drop the
        // checks of the following writes against the room that `fits` found.
        self.at += (packed >> 56) as usize & 0xF;
    }

    /// Text packed by [`pack16`]; writes sixteen bytes.
    #[inline(always)]
    fn packed16(&mut self, packed: u128) {
        self.room[self.at..self.at + 16].copy_from_slice(&packed.to_le_bytes());
        // At most 15, as in `packed`.
        self.at += (packed >> 120) as usize & 0xF;
    }

    /// Text of at most 32 bytes ([`copy_short`]); writes 32.
    #[inline(always)]
    fn short(&mut self, s: &str) {
        copy_short(&mut self.room[self.at..self.at + 32], s.as_bytes());
        self.at += s.len();
    }

    /// `n` in decimal; writes up to ten bytes.
    #[inline(always)]
    fn u32(&mut self, n: u32) {
        let len = write_u32(&mut self.room[self.at..self.at + 10], n);
        self.at += len;
    }

    /// `n` in decimal; writes up to 33 bytes.
    #[inline(always)]
    fn i64(&mut self, n: i64) {
        if n < 0 {
            self.byte(b'-');
        }
        match u32::try_from(n.unsigned_abs()) {
            Ok(n) => self.u32(n),
            Err(_) => self.short(itoa::Buffer::new().format(n.unsigned_abs())),
        }
    }

    /// Replaces the byte at `at`, written before.
    #[inline(always)]
    fn replace(&mut self, at: usize, b: u8) {
        self.room[at] = b;
    }

    /// The first `len` bytes of `s`; writes all `M`.
    #[inline(always)]
    fn padded<const M: usize>(&mut self, s: &[u8; M], len: usize) {
        self.room[self.at..self.at + M].copy_from_slice(s);
        self.at += len.min(M);
    }

    #[inline(always)]
    fn finish(self) {
        *self.pos += self.at;
    }
}

impl fmt::Write for Out<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.push(s);
        Ok(())
    }
}

/// Two-digit decimal strings, `00` to `99`.
const PAIRS: [[u8; 2]; 100] = {
    let mut t = [[0u8; 2]; 100];
    let mut i = 0;
    while i < 100 {
        t[i] = [b'0' + (i / 10) as u8, b'0' + (i % 10) as u8];
        i += 1;
    }
    t
};

/// Writes `n` in decimal at the start of `dst`; returns the number of digits.
#[inline(always)]
fn write_u32(dst: &mut [u8], n: u32) -> usize {
    let dst = &mut dst[..10];
    if n < 10_000 {
        return write_below_10k(dst, n);
    }
    if n < 100_000_000 {
        // Up to four leading digits, then exactly four.
        let (high, low) = (n / 10_000, n % 10_000);
        let k = write_below_10k(dst, high);
        let [a, b] = [low / 100, low % 100];
        dst[k..k + 2].copy_from_slice(&PAIRS[a as usize]);
        dst[k + 2..k + 4].copy_from_slice(&PAIRS[b as usize]);
        return k + 4;
    }
    let mut digits = itoa::Buffer::new();
    let text = digits.format(n).as_bytes();
    dst[..text.len()].copy_from_slice(text);
    text.len()
}

/// Writes `n` (below 10,000) in decimal at the start of `dst`; returns the number of digits.
#[inline(always)]
fn write_below_10k(dst: &mut [u8], n: u32) -> usize {
    if n < 10 {
        dst[0] = b'0' + n as u8;
        1
    } else if n < 100 {
        dst[..2].copy_from_slice(&PAIRS[n as usize]);
        2
    } else {
        let (high, low) = ((n / 100) as usize, (n % 100) as usize);
        if high < 10 {
            dst[0] = b'0' + high as u8;
            dst[1..3].copy_from_slice(&PAIRS[low]);
            3
        } else {
            dst[..2].copy_from_slice(&PAIRS[high % 100]);
            dst[2..4].copy_from_slice(&PAIRS[low]);
            4
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

    /// Collects what an `Out` hands on, chunk by chunk; fails once `fail_after` chunks came.
    struct Chunks {
        chunks: Vec<Vec<u8>>,
        fail_after: usize,
    }

    impl Sink for Chunks {
        fn put(&mut self, text: &[u8]) -> fmt::Result {
            if self.chunks.len() >= self.fail_after {
                return Err(fmt::Error);
            }
            self.chunks.push(text.to_vec());
            Ok(())
        }
    }

    /// The text `write` appends to an `Out`.
    fn printed(write: impl FnOnce(&mut Out)) -> String {
        let mut sink = Chunks { chunks: Vec::new(), fail_after: usize::MAX };
        let mut out = Out::new(&mut sink);
        write(&mut out);
        out.finish().expect("a collecting sink does not fail");
        String::from_utf8(sink.chunks.concat()).expect("UTF-8")
    }

    #[test]
    fn numbers_as_display_writes_them() {
        let mut n = 1u64;
        let mut numbers = vec![0u64, 1, 9, u64::from(u32::MAX), u64::from(u32::MAX) + 1, u64::MAX];
        while n < u64::MAX / 10 {
            numbers.extend([n - 1, n, n + 1, 5 * n, 10 * n - 1]);
            n *= 10;
        }
        for n in numbers {
            assert_eq!(printed(|out| out.u64(n)), n.to_string());
            if let Ok(small) = u32::try_from(n) {
                assert_eq!(printed(|out| out.u32(small)), n.to_string());
            }
            if let Ok(signed) = i64::try_from(n) {
                assert_eq!(printed(|out| out.i64(-signed)), (-signed).to_string());
            }
        }
        assert_eq!(printed(|out| out.i64(i64::MIN)), i64::MIN.to_string());
    }

    #[test]
    fn packed_spellings_unpack_to_the_text() {
        let unpack = |packed: u64| printed(|out| out.put_packed(packed));
        for n in [0, 7, 10, 99, 12_345, 999_999] {
            assert_eq!(pack_vreg_number(n).map(unpack), Some(format!("%{n}")));
            assert_eq!(pack_vreg_number(n).map(without_percent).map(unpack), Some(n.to_string()));
        }
        assert_eq!(pack_vreg_number(1_000_000), None);
        for bits in 0..=1024 {
            assert_eq!(llt_in_parens(Llt::Scalar(bits)).map(unpack), Some(format!("(s{bits})")));
        }
        for a in 0..10 {
            assert_eq!(llt_in_parens(Llt::Pointer(a)).map(unpack), Some(format!("(p{a})")));
        }
        for t in [Llt::Scalar(1025), Llt::Pointer(10), Llt::vector(2, Llt::S16), Llt::vector(4, Llt::Pointer(3))] {
            assert_eq!(llt_in_parens(t), None);
            assert_eq!(printed(|out| push_llt_in_parens(out, t)), format!("({t})"));
        }
    }

    #[test]
    fn counted_up_numbers_are_the_packed_spellings() {
        let mut packed = pack_vreg_number(0).expect("a short number");
        let mut numbers = VregNumbers::new();
        for n in 0..1_000_000 {
            assert_eq!(Some(packed), pack_vreg_number(n), "%{n}");
            assert_eq!(numbers.next(), packed, "%{n}");
            packed = next_vreg_number(packed);
        }
        assert_eq!(packed, UNPACKED);
        assert_eq!(next_vreg_number(UNPACKED), UNPACKED);
        for _ in 0..30 {
            assert_eq!(numbers.next(), UNPACKED);
        }
    }

    /// The text a window gets from `write`.
    fn in_window(write: impl FnOnce(&mut Window)) -> String {
        printed(|out| {
            let mut w = out.window::<LINE_ROOM>();
            write(&mut w);
            w.finish();
        })
    }

    #[test]
    fn class_and_sub_register_tables_match_display() {
        let banks = Bank::ALL.into_iter().map(RegConstraint::Bank);
        let classes = RegClass::all().map(RegConstraint::Class);
        for c in std::iter::once(RegConstraint::None).chain(banks).chain(classes) {
            let name = constraint_name(c);
            let packed = class_texts()[usize::from(constraint_index(c))];
            if name.len() < 15 {
                assert_eq!(in_window(|w| w.packed16(packed)), format!(":{name}"));
            } else {
                assert_eq!(packed, 0, "{name}");
            }
        }
        for first in 0..40 {
            let s = SubReg::Dwords { first, count: 1 };
            let expected = (first < 32).then(|| format!(".{s}"));
            assert_eq!(dotted_subreg(s).map(|p| in_window(|w| w.packed(p))), expected);
        }
        assert_eq!(dotted_subreg(SubReg::Dwords { first: 0, count: 2 }), None);
    }

    #[test]
    fn window_numbers_as_display_writes_them() {
        for n in [0, 1, -1, 9, -10, 99_999_999, 100_000_000, i64::from(u32::MAX), i64::from(u32::MAX) + 1, i64::MAX, i64::MIN] {
            assert_eq!(in_window(|w| w.i64(n)), n.to_string());
        }
    }

    #[test]
    fn type_slots_follow_the_signatures() {
        for &g in GenericOpcode::ALL {
            let sig = g.signature();
            let mut types = TypesToPrint::new(type_slots(), Opcode::Generic(g));
            let mut printed = Vec::new();
            for i in 0..sig.defs.len() + sig.uses.len() + SLOTS + 2 {
                let kind = sig.defs.iter().chain(sig.uses).nth(i);
                let expected = match kind {
                    Some(&OpKind::Ty(n)) if g.is_pre_isel() && !sig.variadic => !printed.contains(&n) && n < 8,
                    _ => true,
                };
                if let Some(&OpKind::Ty(n)) = kind {
                    printed.push(n);
                }
                let slot = types.next_slot();
                assert_eq!(types.first_of_its_index(slot), expected, "{} operand {i}", g.name());
            }
        }
    }

    #[test]
    fn register_spellings_match_display() {
        for name in ["sgpr0", "vgpr255", "sgpr96_sgpr97_sgpr98_sgpr99", "vcc", "exec_lo", "scc", "vgpr7_hi16", "m0_lo16", "agpr3"] {
            let r = PhysReg::from_name(name).expect("a register name");
            assert_eq!(printed(|out| push_phys(out, r)), format!("${r}"));
        }
        for name in ["sub0", "sub2_sub3", "sub4_sub5_sub6_sub7", "lo16", "hi16", "sub1_lo16", "sub3_hi16"] {
            let s = SubReg::from_name(name).expect("a sub-register name");
            assert_eq!(printed(|out| push_subreg(out, s)), s.to_string());
        }
    }

    #[test]
    fn text_goes_out_in_whole_pieces_of_at_most_a_chunk() {
        let long = "x".repeat(CHUNK + 10);
        let mut expected = String::new();
        let mut sink = Chunks { chunks: Vec::new(), fail_after: usize::MAX };
        let mut out = Out::new(&mut sink);
        for i in 0..5000u32 {
            let piece = ["é", "a", "%12345", "0123456789abcdef0123456789abcdefg", long.as_str()][i as usize % 5];
            let piece = if i % 5 == 4 && i > 20 { "short" } else { piece };
            out.push(piece);
            expected.push_str(piece);
            out.u32(i);
            expected.push_str(&i.to_string());
            let mut w = out.window::<64>();
            w.lit(b", ");
            w.padded(b"sreg_32_xm0_xexec and more", 17);
            w.finish();
            expected.push_str(", sreg_32_xm0_xexec");
        }
        out.finish().expect("a collecting sink does not fail");
        // Each chunk is text on its own (no character split), and only a piece longer than the
        // buffer makes a chunk longer than it.
        assert!(sink.chunks.iter().all(|c| std::str::from_utf8(c).is_ok() && (c.len() <= CHUNK || c == long.as_bytes())));
        assert_eq!(String::from_utf8(sink.chunks.concat()).expect("UTF-8"), expected);
    }

    #[test]
    fn a_failing_sink_is_reported() {
        let mut sink = Chunks { chunks: Vec::new(), fail_after: 1 };
        let mut out = Out::new(&mut sink);
        for _ in 0..3 * CHUNK / 10 {
            out.push("0123456789");
        }
        assert_eq!(out.finish(), Err(fmt::Error));
        assert_eq!(sink.chunks.len(), 1);
    }
}
