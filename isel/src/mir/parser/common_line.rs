//! The common instruction line, read in one pass.
//!
//! Nearly every body line llc writes before instruction selection has one shape: defined
//! virtual registers, ` = `, an opcode, operands separated by `, `, and perhaps ` :: ` and memory
//! operands:
//!
//! ```text
//! %7:_(s32) = G_MUL %1, %6
//! %3:sgpr(s64) = G_CONSTANT i64 8
//! G_STORE %19(s32), %65(p1) :: (store (s32), addrspace 1)
//! ```
//!
//! [`parse_common_inst`] reads such a line with one index over its bytes, numbered virtual
//! registers (`%N`, `%N:bank`, `%N(s32)`) itself and every other operand through the general
//! [`parse_operand`]. It declines a line it does not read exactly as [`super::parse_inst`] would:
//! register or instruction flags, named registers, sub-registers, tied operands, trailing items,
//! unusual spacing, and every error. The caller then parses the line again with `parse_inst`,
//! which gives the error, if any. Declining leaves the parse state unchanged: the classes,
//! banks and types the line gives its registers are checked and recorded as it is read, and
//! put back (see [`Undo`]) when it declines.

use std::collections::HashMap;

use super::{
    Cursor, FnState, MAX_VREG_NUMBER, REG_FLAG_WORDS, TRAILING_WORDS, class_fits, parse_memops, parse_operand, scalar_or_pointer_at,
    short_decimal, sized_type, type_fits,
};
use crate::mir::inst::{Inst, MemAccess, MemOperand, MemSize, Operand, RegFlags, RegOperand};
use crate::mir::reg::{Reg, RegConstraint, VReg};
use crate::mir::types::Llt;
use crate::mir::{Bank, BlockId, SourceLoc, sym};

/// What a line changed in the register records, to put back if it declines: the table's
/// length before the line, and for each numbered register operand, in order, its record's
/// slot and which of its fields were unset before (see [`UNSET_EXISTS`]). Each operand's class
/// or bank and type are checked against the record as the line's earlier operands left it and
/// written at once, which is what checking all of them against the state first and then
/// recording them did, in one pass instead of three (a list of what to record, a check of the
/// list, its recording). At most eight, as few lines name more than eight virtual registers
/// (those the general parser reads). With the register operand read by a local index below,
/// parsing the legalizer bench row went from 27.80M to 25.30M instructions.
struct Undo {
    len: usize,
    /// Each a slot (below [`MAX_VREG_NUMBER`], 2^20) shifted left by three over its `UNSET_*`
    /// bits: one word in a plain array, where keeping the record's old fields (sixteen bytes
    /// pushed on a `SmallVec`) cost about 21 instructions an operand more (parse of the
    /// legalizer bench row 23.42M -> 22.45M).
    saved: [u32; UNDO_ENTRIES],
    count: usize,
}

const UNDO_ENTRIES: usize = 8;

/// An operand sets a field of a register's record only where it was unset (`exists` false,
/// no class or bank, no type) or to what it was (see [`class_fits`] and [`type_fits`]), so
/// which fields were unset is all there is to put back: these bits say so.
const UNSET_EXISTS: u32 = 1;
const UNSET_CONSTRAINT: u32 = 2;
const UNSET_TYPE: u32 = 4;

impl Undo {
    fn new(state: &FnState) -> Undo {
        Undo { len: state.vregs.len(), saved: [0; UNDO_ENTRIES], count: 0 }
    }

    /// Puts the records back as they were before the line: each field that was unset before
    /// an operand is unset again (in any order, as later operands only set fields further).
    #[cold]
    fn restore(&self, state: &mut FnState) {
        for &entry in self.saved.iter().take(self.count) {
            if let Some(info) = state.vregs.get_mut((entry >> 3) as usize) {
                if entry & UNSET_EXISTS != 0 {
                    info.exists = false;
                }
                if entry & UNSET_CONSTRAINT != 0 {
                    info.constraint = RegConstraint::None;
                }
                if entry & UNSET_TYPE != 0 {
                    info.ty = None;
                }
            }
        }
        state.vregs.truncate(self.len);
    }
}

/// Reads the instruction line at `cur` into `inst`, a fresh instruction, and returns true; or
/// returns false, leaving `state` as it was and `inst` to be cleared and read by
/// [`parse_inst`](super::parse_inst).
pub(super) fn parse_common_inst(cur: &Cursor, state: &mut FnState, blocks: &HashMap<u32, BlockId>, inst: &mut Inst) -> bool {
    let mut cur = cur.clone();
    let mut undo = Undo::new(state);
    if read_line(&mut cur, state, blocks, inst, &mut undo).is_some() {
        return true;
    }
    undo.restore(state);
    false
}

/// The line's parts in order; `None` where it declines.
fn read_line(cur: &mut Cursor, state: &mut FnState, blocks: &HashMap<u32, BlockId>, inst: &mut Inst, undo: &mut Undo) -> Option<()> {
    inst.loc = SourceLoc { line: cur.line, col: cur.col0 };
    // Defs, if the line starts with a register.
    if matches!(cur.peek(), Some(b'%' | b'$')) {
        loop {
            operand(cur, state, blocks, inst, undo, RegFlags::DEF)?;
            if cur.eat(" = ") {
                break;
            }
            if !cur.eat(", ") {
                return None;
            }
        }
    }
    // The opcode: upper case, no instruction flags before it.
    if !cur.peek()?.is_ascii_uppercase() {
        return None;
    }
    let start = cur.pos;
    cur.pos = cur.end_of_word(start);
    if cur.peek() == Some(b'-') {
        return None;
    }
    inst.opcode = state.opcode_in(cur.s, start, cur.pos)?;
    if cur.at_end() {
        return Some(());
    }
    if cur.eat(" :: ") {
        return memops(cur, inst);
    }
    if !cur.eat_byte(b' ') || cur.peek() == Some(b'{') {
        return None;
    }
    loop {
        operand(cur, state, blocks, inst, undo, RegFlags::empty())?;
        if cur.at_end() {
            return Some(());
        }
        if cur.eat(" :: ") {
            return memops(cur, inst);
        }
        if !cur.eat(", ") {
            return None;
        }
    }
}

/// The memory operands after ` :: `, to the end of the line.
fn memops(cur: &mut Cursor, inst: &mut Inst) -> Option<()> {
    let mut probe = cur.clone();
    if let Some(m) = plain_memop(&mut probe)
        && probe.at_end()
    {
        inst.push_memop(m);
        return Some(());
    }
    parse_memops(cur, inst).ok()?;
    cur.expect_end().ok()
}

/// The memory operand of nearly every load and store, `(load (s32), addrspace 1)`, perhaps
/// with `from %ir.name` or `into %ir.name` and `, align N`, as [`super::parse_memop`] reads it;
/// `None` for anything else.
fn plain_memop(cur: &mut Cursor) -> Option<MemOperand> {
    let access = if cur.eat("(load (") {
        MemAccess::Load
    } else if cur.eat("(store (") {
        MemAccess::Store
    } else {
        return None;
    };
    let ty = cur.scalar_or_pointer()?;
    if !cur.eat_byte(b')') {
        return None;
    }
    let mut m = MemOperand::new(access, MemSize::Type(ty), 0);
    if (cur.eat(" from ") || cur.eat(" into ")) && cur.rest().starts_with("%ir.") {
        let start = cur.pos;
        cur.pos += 4;
        cur.ident_with(super::NAME);
        m.value = Some(sym(cur.slice(start)));
    }
    loop {
        if cur.eat_byte(b')') {
            return Some(m);
        }
        if cur.eat(", align ") {
            m.align = Some(cur.unsigned().ok()?);
        } else if cur.eat(", addrspace ") {
            m.addrspace = u32::try_from(cur.unsigned().ok()?).ok()?;
        } else {
            return None;
        }
    }
}

/// One operand, appended to `inst` with `flags` (none, or `DEF` for a def, which must be a
/// register).
#[inline]
fn operand(
    cur: &mut Cursor,
    state: &mut FnState,
    blocks: &HashMap<u32, BlockId>,
    inst: &mut Inst,
    undo: &mut Undo,
    flags: RegFlags,
) -> Option<()> {
    // Nearly every operand: a numbered virtual register, read here.
    if let [b'%', d, ..] = cur.s.as_bytes().get(cur.pos..)?
        && d.is_ascii_digit()
    {
        cur.pos += 1;
        let op = numbered_vreg(cur, state, undo, flags)?;
        inst.operands.push(op);
        return Some(());
    }
    other_operand(cur, state, blocks, inst, flags)
}

/// An operand that is not a numbered virtual register, appended to `inst` with `flags`.
#[inline(never)]
fn other_operand(cur: &mut Cursor, state: &mut FnState, blocks: &HashMap<u32, BlockId>, inst: &mut Inst, flags: RegFlags) -> Option<()> {
    let bytes = cur.s.as_bytes();
    match bytes.get(cur.pos)? {
        // Named registers are numbered in order of appearance: the general parser does that.
        b'%' if !(cur.rest().starts_with("%bb.") || cur.rest().starts_with("%subreg.")) => return None,
        // The general parser skips blanks before an operand.
        b' ' | b'\t' => return None,
        b'i' if let Some(imm) = int_immediate(cur) => {
            // Not a register to define.
            if !flags.is_empty() {
                return None;
            }
            inst.operands.push(imm);
            return Some(());
        }
        // A register or instruction flag, or a trailing item.
        b'a'..=b'z' => {
            let word = cur.peek_word();
            let is_int_type = word.len() > 1 && word.as_bytes()[0] == b'i' && word.as_bytes()[1].is_ascii_digit();
            if !is_int_type && (TRAILING_WORDS.contains(&word) || REG_FLAG_WORDS.iter().any(|(w, _)| *w == word)) {
                return None;
            }
        }
        _ => {}
    }
    // No flags, no numbered or named virtual register: what is left records nothing.
    parse_operand(cur, state, blocks, &mut inst.operands).ok()?;
    if !flags.is_empty() {
        match inst.operands.last_mut()? {
            Operand::Reg(r) => r.flags.insert(flags),
            _ => return None,
        }
    }
    Some(())
}

/// `N`, `N:bank`, `N:class`, `N(s32)` or `N:bank(s32)` after a `%`, as a register operand with
/// `flags`; its class or bank and type are recorded (see [`constrain`]). Read with a local
/// index over the bytes, the cursor moved once at the end.
#[inline]
fn numbered_vreg(cur: &mut Cursor, state: &mut FnState, undo: &mut Undo, flags: RegFlags) -> Option<Operand> {
    let bytes = cur.s.as_bytes();
    let (n, mut at) = short_decimal(bytes, cur.pos, 7)?;
    if n >= u64::from(MAX_VREG_NUMBER) {
        return None;
    }
    let v = VReg(n as u32);
    let mut constraint = None;
    match bytes.get(at) {
        Some(b'x' | b'X' | b'.') => return None,
        Some(b':') => {
            at += 1;
            // The generic stages' spellings, before a type, without a lookup.
            let (c, len) = match bytes.get(at..)? {
                [b'_', b'(', ..] => (RegConstraint::None, 1),
                [b'v', b'g', b'p', b'r', b'(', ..] => (RegConstraint::Bank(Bank::Vgpr), 4),
                [b's', b'g', b'p', b'r', b'(', ..] => (RegConstraint::Bank(Bank::Sgpr), 4),
                [b'v', b'c', b'c', b'(', ..] => (RegConstraint::Bank(Bank::Vcc), 3),
                _ => {
                    cur.pos = at;
                    let c = state.constraint(cur.ident_with(super::ALNUM | super::UNDERSCORE))?;
                    (c, cur.pos - at)
                }
            };
            at += len;
            constraint = Some(c);
        }
        _ => {}
    }
    let mut ty = None;
    if bytes.get(at) == Some(&b'(') {
        at += 1;
        let t = match short_type(bytes, at).or_else(|| scalar_or_pointer_at(bytes, at)) {
            Some((t, end)) => {
                at = end;
                t
            }
            None => {
                if bytes.get(at) == Some(&b't') {
                    return None;
                }
                cur.pos = at;
                let t = cur.llt().ok()?;
                at = cur.pos;
                t
            }
        };
        if bytes.get(at) != Some(&b')') || bytes.get(at + 1) == Some(&b'(') {
            return None;
        }
        at += 1;
        ty = Some(t);
    }
    cur.pos = at;
    constrain(state, undo, v, constraint, ty)?;
    Some(Operand::Reg(RegOperand { reg: Reg::Virt(v), subreg: None, flags, tied_def: None }))
}

/// `s32)`, `p1)`: a scalar or pointer type of one or two digits and its `)` at `bytes[at..]`,
/// nearly every register operand's type, and where the type ends (at the `)`), as
/// [`scalar_or_pointer_at`] reads it; `None` for anything else. Its bytes tested in place rather
/// than through the general reader of up to five digits: about 11 instructions fewer a typed
/// operand (parse of the legalizer bench row 21.86M -> 21.51M).
#[inline]
fn short_type(bytes: &[u8], at: usize) -> Option<(Llt, usize)> {
    let &[kind, d0, next] = bytes.get(at..)?.first_chunk::<3>()?;
    let d0 = u16::from(d0.wrapping_sub(b'0'));
    if d0 > 9 {
        return None;
    }
    let (n, end) = if next == b')' {
        (d0, at + 2)
    } else {
        let d1 = u16::from(next.wrapping_sub(b'0'));
        if d1 > 9 || bytes.get(at + 3) != Some(&b')') {
            return None;
        }
        (d0 * 10 + d1, at + 3)
    };
    Some((sized_type(kind, n)?, end))
}

/// Records the class or bank `c` and the type `t` an operand gives `v`, as
/// [`FnState::constrain`] does, noting which of the record's fields were unset in `undo`;
/// `None`, changing nothing, where they do not fit what the record has or `undo` is full.
#[inline]
fn constrain(state: &mut FnState, undo: &mut Undo, v: VReg, c: Option<RegConstraint>, t: Option<Llt>) -> Option<()> {
    let k = undo.count;
    if k >= UNDO_ENTRIES {
        return None;
    }
    let slot = v.index();
    if slot >= state.vregs.len() {
        state.grow_to(v);
    }
    let info = state.vregs.get_mut(slot)?;
    if !(c.is_none_or(|c| class_fits(info.constraint, c)) && t.is_none_or(|t| type_fits(info.ty, t))) {
        return None;
    }
    let unset = (u32::from(!info.exists) * UNSET_EXISTS)
        | (u32::from(info.constraint == RegConstraint::None) * UNSET_CONSTRAINT)
        | (u32::from(info.ty.is_none()) * UNSET_TYPE);
    undo.saved[k] = ((slot as u32) << 3) | unset;
    undo.count = k + 1;
    info.exists = true;
    if let Some(c) = c {
        info.constraint = c;
    }
    if t.is_some() {
        info.ty = t;
    }
    if c.is_some() {
        // Not undone on a decline: the general parser reads the same class or bank again.
        state.mark_kinded(v);
    }
    Some(())
}

/// `i32 7` or `i64 -1`, a typed integer constant of at most 64 bits, as
/// [`super::parse_non_register`] reads it; `None`, moving nothing, for anything else.
fn int_immediate(cur: &mut Cursor) -> Option<Operand> {
    let bytes = cur.s.as_bytes();
    let (bits, at) = short_decimal(bytes, cur.pos + 1, 2)?;
    if bits > 64 || bytes.get(at) != Some(&b' ') {
        return None;
    }
    let neg = bytes.get(at + 1) == Some(&b'-');
    // Up to 18 digits fit in an `i64` whatever they are.
    let (magnitude, end) = short_decimal(bytes, at + 1 + usize::from(neg), 18)?;
    let magnitude = magnitude as i64;
    cur.pos = end;
    Some(Operand::cimm(bits as u16, if neg { -magnitude } else { magnitude }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mir::opcode::GenericOpcode;
    use crate::mir::{parse, parse_without_common_lines};

    /// Whether the reader takes `line` (in a function whose registers `%0`…`%9` exist), and
    /// what it leaves in the state when it declines.
    fn takes(line: &str) -> bool {
        let mut state = FnState::default();
        let blocks: HashMap<u32, BlockId> = [(0, BlockId(0)), (1, BlockId(1))].into_iter().collect();
        let before = state.vregs.clone();
        let taken = parse_common_inst(&Cursor::new(line, 1, 5), &mut state, &blocks, &mut Inst::new(GenericOpcode::IMPLICIT_DEF));
        assert!(taken || state.vregs == before, "declining `{line}` changed the state");
        taken
    }

    #[test]
    fn reads_the_common_shapes() {
        for line in [
            "%7:_(s32) = G_MUL %1, %6",
            "%3:sgpr(s64) = G_CONSTANT i64 -8",
            "%9:vcc(s1) = G_ICMP intpred(eq), %7(s32), %8",
            "%4:vgpr_32 = V_MOV_B32_e32 %2, implicit $exec",
            "G_STORE %1(s32), %2(p1) :: (store (s32) into %ir.p, align 8, addrspace 1)",
            "%2:_(p1) = G_LOAD %0(p4) :: (dereferenceable invariant load (p1), align 16, addrspace 4)",
            "G_BRCOND %9(s1), %bb.1",
            "$vgpr0 = COPY %5(s32)",
            "SI_RETURN",
        ] {
            assert_eq!(takes(line), !line.contains("implicit"), "{line}");
        }
    }

    #[test]
    fn declines_what_the_general_parser_reads_differently() {
        for line in [
            "%7:_(s32) = nsw G_ADD %1, %6",
            "dead %7:_(s32) = G_ADD %1, %6",
            "%7:_(s32) = G_ADD killed %1, %6",
            "%7:_(s32)  = G_ADD %1, %6",
            "%7:_(s32) = G_ADD  %1, %6",
            "%7:_(s32) = G_ADD %1 , %6",
            "%7.sub0:_(s32) = G_ADD %1, %6",
            "%7:_(s32) = G_ADD %x, %6",
            "%7:_(s32) = G_ADD %0x1, %6",
            "%7:_(s32) = G_ADD %1(s32)(tied-def 0), %6",
            "%7:_(s32) = G_ADD %1, %6, debug-location !12",
            "%7:_(s32) = G_ADD %1, %6 ; comment",
            "%7:_(s32) = G_SUB-X %1, %6",
            "%7:_(s32) = G_ADD %1, %6(s64)(s32)",
            "%7:sgpr(s32) = G_ADD %7, %2(s16), %2:vgpr(s16), %x",
        ] {
            assert!(!takes(line), "{line}");
        }
    }

    /// One line's register constraints conflict with each other or with earlier lines: the
    /// reader must decline without recording anything, and the general parser's error stands.
    #[test]
    fn conflicts_are_the_general_parsers_errors() {
        for body in [
            "%0:_(s32) = G_CONSTANT i32 1\n    %1:_(s32) = G_ADD %0(s64), %0",
            "%0:_(s32) = G_CONSTANT i32 1\n    %1:_(s32) = G_ADD %0:sgpr(s32), %0:vgpr(s32)",
            "%0:sgpr(s32) = G_CONSTANT i32 1\n    %1:_(s32) = G_ADD %0:_(s32), %0",
            "%0:_(s32) = G_CONSTANT i32 1\n    %0:_(s64) = G_CONSTANT i64 1",
            "%0:_(s32) = G_CONSTANT i32 1\n    %1:_(s32) = G_ADD %0:_(s32), %0:sgpr(s32)",
        ] {
            let text = format!("---\nname: f\nbody: |\n  bb.0:\n    {body}\n...\n");
            assert_eq!(parse(&text), parse_without_common_lines(&text), "{body}");
        }
    }
}
