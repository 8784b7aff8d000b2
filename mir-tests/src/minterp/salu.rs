//! Scalar ALU instructions (SOP1, SOP2, SOPC, SOPK) and scalar branches (SOPP): one value for
//! the wave, `scc` as a one-bit register. Facts from the GFX9 and RDNA2 ISA manuals, chapter
//! "Scalar ALU Operations": which operations set `scc` and to what (carry, borrow, signed
//! overflow, result non-zero, or the comparison), shift amounts taken modulo the width, BFE's
//! offset in bits [5:0] and width in bits [22:16] of its second source.

use isel::mir::{Operand, PhysReg};

use super::{Ops, read_scalar, read_scc, write_scalar, write_scc};
use crate::interp::Val;
use crate::interp::exec::{Flow, R, Wave};

/// What `scc` becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scc {
    /// Not written.
    Keep,
    /// The operation's own flag (carry, borrow, overflow, comparison).
    Flag,
    /// Result != 0.
    NonZero,
}

/// How poison in a source reaches the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Poison {
    /// Any poison bit makes the whole result poison.
    Smear,
    /// Bit `i` of the result is poison when bit `i` of a source is (and, or, moves).
    Bitwise,
    /// A bit-field extract: poison when a bit of the extracted field (or the control) is.
    Field,
    /// A shift of `src0` by a defined `src1`: each result bit is a copy of one bit of `src0`
    /// (or 0, or its sign), so poison moves with the bits (the function applied to `src0`'s
    /// poison marks); a poison amount poisons the whole result.
    Moves,
}

/// A scalar operation: sources (by width) and `scc` in, result and flag out.
pub type Fun = fn(&[u64], bool) -> (u64, bool);

#[derive(Clone, Copy, Debug)]
pub struct AluOp {
    /// Widths of `src0`, `src1` (or `simm16` for SOPK).
    pub srcs: &'static [u32],
    /// Width of `sdst` (0: no result, a comparison).
    pub dst: u32,
    pub scc: Scc,
    pub poison: Poison,
    /// Reads `scc` (carry in, select).
    pub reads_scc: bool,
    pub f: Fun,
}

/// A branch of the SOPP family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Branch {
    Always,
    Scc0,
    Scc1,
    Vccz,
    Vccnz,
    Execz,
    Execnz,
}

const M32: u64 = 0xffff_ffff;

fn s32(x: u64) -> i64 {
    i64::from(x as u32 as i32)
}

/// A SOPK immediate read as a signed 16-bit value.
fn k16(x: u64) -> i64 {
    i64::from(x as u16 as i16)
}

fn bfe(x: u64, ctl: u64, w: u32, signed: bool) -> u64 {
    let off = (ctl & if w == 64 { 63 } else { 31 }) as u32;
    let width = ((ctl >> 16) & 0x7f) as u32;
    if width == 0 {
        return 0;
    }
    let width = width.min(w);
    let shifted = x.checked_shr(off).unwrap_or(0);
    let m = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };
    let v = shifted & m;
    let r = if signed && width < 64 && (v >> (width - 1)) & 1 == 1 { v | !m } else { v };
    if w == 32 { r & M32 } else { r }
}

fn wqm(x: u64) -> u64 {
    (0..16).filter(|q| (x >> (4 * q)) & 0xf != 0).fold(0, |m, q| m | (0xf << (4 * q)))
}

macro_rules! sop {
    ($srcs:expr, $dst:expr, $scc:ident, $poison:ident, $reads:expr, $f:expr) => {
        AluOp { srcs: &$srcs, dst: $dst, scc: Scc::$scc, poison: Poison::$poison, reads_scc: $reads, f: $f }
    };
}

/// The SALU table: opcode → model.
static TABLE: &[(&str, AluOp)] = &[
    // ---- SOP1 ----------------------------------------------------------------------------
    ("S_MOV_B32", sop!([32], 32, Keep, Bitwise, false, |s, _| (s[0], false))),
    ("S_MOV_B64", sop!([64], 64, Keep, Bitwise, false, |s, _| (s[0], false))),
    ("S_MOV_B64_term", sop!([64], 64, Keep, Bitwise, false, |s, _| (s[0], false))),
    ("S_MOV_B32_term", sop!([32], 32, Keep, Bitwise, false, |s, _| (s[0], false))),
    ("S_MOV_B64_IMM_PSEUDO", sop!([64], 64, Keep, Bitwise, false, |s, _| (s[0], false))),
    ("S_NOT_B32", sop!([32], 32, NonZero, Bitwise, false, |s, _| (!s[0] & M32, false))),
    ("S_NOT_B64", sop!([64], 64, NonZero, Bitwise, false, |s, _| (!s[0], false))),
    // Whole quad mode: each 4-bit group of the result is all ones where the source has a bit in it.
    ("S_WQM_B32", sop!([32], 32, NonZero, Smear, false, |s, _| (wqm(s[0]) & M32, false))),
    ("S_WQM_B64", sop!([64], 64, NonZero, Smear, false, |s, _| (wqm(s[0]), false))),
    ("S_BREV_B32", sop!([32], 32, Keep, Smear, false, |s, _| (u64::from((s[0] as u32).reverse_bits()), false))),
    ("S_BCNT1_I32_B32", sop!([32], 32, NonZero, Smear, false, |s, _| (u64::from(s[0].count_ones()), false))),
    ("S_BCNT1_I32_B64", sop!([64], 32, NonZero, Smear, false, |s, _| (u64::from(s[0].count_ones()), false))),
    ("S_FF1_I32_B32", sop!([32], 32, Keep, Smear, false, |s, _| (if s[0] == 0 { M32 } else { u64::from(s[0].trailing_zeros()) }, false))),
    (
        "S_FLBIT_I32_B32",
        sop!([32], 32, Keep, Smear, false, |s, _| (if s[0] == 0 { M32 } else { u64::from((s[0] as u32).leading_zeros()) }, false)),
    ),
    (
        "S_FLBIT_I32",
        sop!([32], 32, Keep, Smear, false, |s, _| {
            let x = s[0] as u32;
            let y = if x >> 31 == 1 { !x } else { x };
            (if x == 0 || x == M32 as u32 { M32 } else { u64::from(y.leading_zeros()) }, false)
        }),
    ),
    // The 64-bit forms and the zero-bit twins (ISA manuals, SOP1): a bit index from the lsb
    // (FF0/FF1) or the msb (FLBIT), all ones when there is none; FLBIT_I32_I64 finds the
    // first bit unlike the sign bit; BCNT0 counts zeros.
    ("S_FF1_I32_B64", sop!([64], 32, Keep, Smear, false, |s, _| (if s[0] == 0 { M32 } else { u64::from(s[0].trailing_zeros()) }, false))),
    (
        "S_FF0_I32_B32",
        sop!([32], 32, Keep, Smear, false, |s, _| (if s[0] & M32 == M32 { M32 } else { u64::from(s[0].trailing_ones()) }, false)),
    ),
    (
        "S_FF0_I32_B64",
        sop!([64], 32, Keep, Smear, false, |s, _| (if s[0] == u64::MAX { M32 } else { u64::from(s[0].trailing_ones()) }, false)),
    ),
    ("S_FLBIT_I32_B64", sop!([64], 32, Keep, Smear, false, |s, _| (if s[0] == 0 { M32 } else { u64::from(s[0].leading_zeros()) }, false))),
    (
        "S_FLBIT_I32_I64",
        sop!([64], 32, Keep, Smear, false, |s, _| {
            let x = s[0];
            let y = if x >> 63 == 1 { !x } else { x };
            (if x == 0 || x == u64::MAX { M32 } else { u64::from(y.leading_zeros()) }, false)
        }),
    ),
    ("S_BCNT0_I32_B32", sop!([32], 32, NonZero, Smear, false, |s, _| (u64::from((!s[0] & M32).count_ones()), false))),
    ("S_BCNT0_I32_B64", sop!([64], 32, NonZero, Smear, false, |s, _| (u64::from((!s[0]).count_ones()), false))),
    ("S_BREV_B64", sop!([64], 64, Keep, Smear, false, |s, _| (s[0].reverse_bits(), false))),
    ("S_SEXT_I32_I8", sop!([32], 32, Keep, Smear, false, |s, _| (i64::from(s[0] as u8 as i8) as u64 & M32, false))),
    ("S_SEXT_I32_I16", sop!([32], 32, Keep, Smear, false, |s, _| (i64::from(s[0] as u16 as i16) as u64 & M32, false))),
    ("S_ABS_I32", sop!([32], 32, NonZero, Smear, false, |s, _| (s32(s[0]).unsigned_abs() & M32, false))),
    // ---- SOP2: integer arithmetic ----------------------------------------------------------
    ("S_ADD_U32", sop!([32, 32], 32, Flag, Smear, false, |s, _| ((s[0] + s[1]) & M32, s[0] + s[1] > M32))),
    ("S_ADDC_U32", sop!([32, 32], 32, Flag, Smear, true, |s, c| ((s[0] + s[1] + u64::from(c)) & M32, s[0] + s[1] + u64::from(c) > M32))),
    ("S_SUB_U32", sop!([32, 32], 32, Flag, Smear, false, |s, _| (s[0].wrapping_sub(s[1]) & M32, s[1] > s[0]))),
    (
        "S_SUBB_U32",
        sop!([32, 32], 32, Flag, Smear, true, |s, c| (s[0].wrapping_sub(s[1] + u64::from(c)) & M32, s[1] + u64::from(c) > s[0])),
    ),
    (
        "S_ADD_I32",
        sop!([32, 32], 32, Flag, Smear, false, |s, _| {
            let r = s32(s[0]) + s32(s[1]);
            (r as u64 & M32, r != i64::from(r as i32))
        }),
    ),
    (
        "S_SUB_I32",
        sop!([32, 32], 32, Flag, Smear, false, |s, _| {
            let r = s32(s[0]) - s32(s[1]);
            (r as u64 & M32, r != i64::from(r as i32))
        }),
    ),
    (
        "S_ADDK_I32",
        sop!([32, 16], 32, Flag, Smear, false, |s, _| {
            let r = s32(s[0]) + i64::from(s[1] as u16 as i16);
            (r as u64 & M32, r != i64::from(r as i32))
        }),
    ),
    ("S_MOVK_I32", sop!([16], 32, Keep, Smear, false, |s, _| (i64::from(s[0] as u16 as i16) as u64 & M32, false))),
    (
        "S_MULK_I32",
        sop!([32, 16], 32, Keep, Smear, false, |s, _| ((s32(s[0]).wrapping_mul(i64::from(s[1] as u16 as i16))) as u64 & M32, false)),
    ),
    ("S_MUL_I32", sop!([32, 32], 32, Keep, Smear, false, |s, _| (s[0].wrapping_mul(s[1]) & M32, false))),
    ("S_MUL_HI_U32", sop!([32, 32], 32, Keep, Smear, false, |s, _| ((s[0] * s[1]) >> 32, false))),
    ("S_MUL_HI_I32", sop!([32, 32], 32, Keep, Smear, false, |s, _| (((s32(s[0]) * s32(s[1])) >> 32) as u64 & M32, false))),
    ("S_MIN_I32", sop!([32, 32], 32, Flag, Smear, false, |s, _| if s32(s[0]) < s32(s[1]) { (s[0], true) } else { (s[1], false) })),
    ("S_MIN_U32", sop!([32, 32], 32, Flag, Smear, false, |s, _| if s[0] < s[1] { (s[0], true) } else { (s[1], false) })),
    ("S_MAX_I32", sop!([32, 32], 32, Flag, Smear, false, |s, _| if s32(s[0]) > s32(s[1]) { (s[0], true) } else { (s[1], false) })),
    ("S_MAX_U32", sop!([32, 32], 32, Flag, Smear, false, |s, _| if s[0] > s[1] { (s[0], true) } else { (s[1], false) })),
    ("S_ABSDIFF_I32", sop!([32, 32], 32, NonZero, Smear, false, |s, _| ((s32(s[0]) - s32(s[1])).unsigned_abs() & M32, false))),
    ("S_LSHL1_ADD_U32", sop!([32, 32], 32, Flag, Smear, false, |s, _| (((s[0] << 1) + s[1]) & M32, ((s[0] << 1) + s[1]) > M32))),
    ("S_LSHL2_ADD_U32", sop!([32, 32], 32, Flag, Smear, false, |s, _| (((s[0] << 2) + s[1]) & M32, ((s[0] << 2) + s[1]) > M32))),
    ("S_LSHL3_ADD_U32", sop!([32, 32], 32, Flag, Smear, false, |s, _| (((s[0] << 3) + s[1]) & M32, ((s[0] << 3) + s[1]) > M32))),
    ("S_LSHL4_ADD_U32", sop!([32, 32], 32, Flag, Smear, false, |s, _| (((s[0] << 4) + s[1]) & M32, ((s[0] << 4) + s[1]) > M32))),
    // ---- SOP2: bitwise -------------------------------------------------------------------
    ("S_AND_B32", sop!([32, 32], 32, NonZero, Bitwise, false, |s, _| (s[0] & s[1], false))),
    ("S_AND_B64", sop!([64, 64], 64, NonZero, Bitwise, false, |s, _| (s[0] & s[1], false))),
    ("S_OR_B32", sop!([32, 32], 32, NonZero, Bitwise, false, |s, _| (s[0] | s[1], false))),
    ("S_OR_B64", sop!([64, 64], 64, NonZero, Bitwise, false, |s, _| (s[0] | s[1], false))),
    ("S_XOR_B32", sop!([32, 32], 32, NonZero, Bitwise, false, |s, _| (s[0] ^ s[1], false))),
    ("S_XOR_B64", sop!([64, 64], 64, NonZero, Bitwise, false, |s, _| (s[0] ^ s[1], false))),
    ("S_ANDN2_B32", sop!([32, 32], 32, NonZero, Bitwise, false, |s, _| (s[0] & !s[1] & M32, false))),
    ("S_ANDN2_B64", sop!([64, 64], 64, NonZero, Bitwise, false, |s, _| (s[0] & !s[1], false))),
    ("S_ORN2_B32", sop!([32, 32], 32, NonZero, Bitwise, false, |s, _| ((s[0] | !s[1]) & M32, false))),
    ("S_ORN2_B64", sop!([64, 64], 64, NonZero, Bitwise, false, |s, _| (s[0] | !s[1], false))),
    ("S_NAND_B32", sop!([32, 32], 32, NonZero, Bitwise, false, |s, _| (!(s[0] & s[1]) & M32, false))),
    ("S_NAND_B64", sop!([64, 64], 64, NonZero, Bitwise, false, |s, _| (!(s[0] & s[1]), false))),
    ("S_NOR_B32", sop!([32, 32], 32, NonZero, Bitwise, false, |s, _| (!(s[0] | s[1]) & M32, false))),
    ("S_NOR_B64", sop!([64, 64], 64, NonZero, Bitwise, false, |s, _| (!(s[0] | s[1]), false))),
    ("S_XNOR_B32", sop!([32, 32], 32, NonZero, Bitwise, false, |s, _| (!(s[0] ^ s[1]) & M32, false))),
    ("S_XNOR_B64", sop!([64, 64], 64, NonZero, Bitwise, false, |s, _| (!(s[0] ^ s[1]), false))),
    // The exec-mask terminators of `si-lower-control-flow` (the SOP2 operation, marked as a
    // terminator so that nothing is scheduled after the exec write).
    ("S_AND_B32_term", sop!([32, 32], 32, NonZero, Bitwise, false, |s, _| (s[0] & s[1], false))),
    ("S_AND_B64_term", sop!([64, 64], 64, NonZero, Bitwise, false, |s, _| (s[0] & s[1], false))),
    ("S_OR_B32_term", sop!([32, 32], 32, NonZero, Bitwise, false, |s, _| (s[0] | s[1], false))),
    ("S_OR_B64_term", sop!([64, 64], 64, NonZero, Bitwise, false, |s, _| (s[0] | s[1], false))),
    ("S_XOR_B32_term", sop!([32, 32], 32, NonZero, Bitwise, false, |s, _| (s[0] ^ s[1], false))),
    ("S_XOR_B64_term", sop!([64, 64], 64, NonZero, Bitwise, false, |s, _| (s[0] ^ s[1], false))),
    ("S_ANDN2_B32_term", sop!([32, 32], 32, NonZero, Bitwise, false, |s, _| (s[0] & !s[1] & M32, false))),
    ("S_ANDN2_B64_term", sop!([64, 64], 64, NonZero, Bitwise, false, |s, _| (s[0] & !s[1], false))),
    // ---- SOP2: shifts and bit fields -----------------------------------------------------
    ("S_LSHL_B32", sop!([32, 32], 32, NonZero, Moves, false, |s, _| ((s[0] << (s[1] & 31)) & M32, false))),
    ("S_LSHL_B64", sop!([64, 32], 64, NonZero, Moves, false, |s, _| (s[0] << (s[1] & 63), false))),
    ("S_LSHR_B32", sop!([32, 32], 32, NonZero, Moves, false, |s, _| (s[0] >> (s[1] & 31), false))),
    ("S_LSHR_B64", sop!([64, 32], 64, NonZero, Moves, false, |s, _| (s[0] >> (s[1] & 63), false))),
    ("S_ASHR_I32", sop!([32, 32], 32, NonZero, Moves, false, |s, _| ((s32(s[0]) >> (s[1] & 31)) as u64 & M32, false))),
    ("S_ASHR_I64", sop!([64, 32], 64, NonZero, Moves, false, |s, _| (((s[0] as i64) >> (s[1] & 63)) as u64, false))),
    ("S_BFE_U32", sop!([32, 32], 32, NonZero, Field, false, |s, _| (bfe(s[0], s[1], 32, false), false))),
    ("S_BFE_I32", sop!([32, 32], 32, NonZero, Field, false, |s, _| (bfe(s[0], s[1], 32, true), false))),
    ("S_BFE_U64", sop!([64, 32], 64, NonZero, Field, false, |s, _| (bfe(s[0], s[1], 64, false), false))),
    ("S_BFE_I64", sop!([64, 32], 64, NonZero, Field, false, |s, _| (bfe(s[0], s[1], 64, true), false))),
    ("S_BFM_B32", sop!([32, 32], 32, Keep, Smear, false, |s, _| ((((1u64 << (s[0] & 31)) - 1) << (s[1] & 31)) & M32, false))),
    ("S_BFM_B64", sop!([32, 32], 64, Keep, Smear, false, |s, _| ((1u64 << (s[0] & 63)).wrapping_sub(1) << (s[1] & 63), false))),
    ("S_PACK_LL_B32_B16", sop!([32, 32], 32, Keep, Bitwise, false, |s, _| ((s[0] & 0xffff) | ((s[1] & 0xffff) << 16), false))),
    ("S_PACK_LH_B32_B16", sop!([32, 32], 32, Keep, Bitwise, false, |s, _| ((s[0] & 0xffff) | (s[1] & 0xffff_0000), false))),
    ("S_PACK_HH_B32_B16", sop!([32, 32], 32, Keep, Bitwise, false, |s, _| ((s[0] >> 16) | (s[1] & 0xffff_0000), false))),
    // ---- SOP2: select --------------------------------------------------------------------
    ("S_CSELECT_B32", sop!([32, 32], 32, Keep, Bitwise, true, |s, c| (if c { s[0] } else { s[1] }, false))),
    ("S_CSELECT_B64", sop!([64, 64], 64, Keep, Bitwise, true, |s, c| (if c { s[0] } else { s[1] }, false))),
    // ---- SOPC ----------------------------------------------------------------------------
    ("S_CMP_EQ_I32", sop!([32, 32], 0, Flag, Smear, false, |s, _| (0, s[0] == s[1]))),
    ("S_CMP_LG_I32", sop!([32, 32], 0, Flag, Smear, false, |s, _| (0, s[0] != s[1]))),
    ("S_CMP_GT_I32", sop!([32, 32], 0, Flag, Smear, false, |s, _| (0, s32(s[0]) > s32(s[1])))),
    ("S_CMP_GE_I32", sop!([32, 32], 0, Flag, Smear, false, |s, _| (0, s32(s[0]) >= s32(s[1])))),
    ("S_CMP_LT_I32", sop!([32, 32], 0, Flag, Smear, false, |s, _| (0, s32(s[0]) < s32(s[1])))),
    ("S_CMP_LE_I32", sop!([32, 32], 0, Flag, Smear, false, |s, _| (0, s32(s[0]) <= s32(s[1])))),
    ("S_CMP_EQ_U32", sop!([32, 32], 0, Flag, Smear, false, |s, _| (0, s[0] == s[1]))),
    ("S_CMP_LG_U32", sop!([32, 32], 0, Flag, Smear, false, |s, _| (0, s[0] != s[1]))),
    ("S_CMP_GT_U32", sop!([32, 32], 0, Flag, Smear, false, |s, _| (0, s[0] > s[1]))),
    ("S_CMP_GE_U32", sop!([32, 32], 0, Flag, Smear, false, |s, _| (0, s[0] >= s[1]))),
    ("S_CMP_LT_U32", sop!([32, 32], 0, Flag, Smear, false, |s, _| (0, s[0] < s[1]))),
    ("S_CMP_LE_U32", sop!([32, 32], 0, Flag, Smear, false, |s, _| (0, s[0] <= s[1]))),
    ("S_CMP_EQ_U64", sop!([64, 64], 0, Flag, Smear, false, |s, _| (0, s[0] == s[1]))),
    ("S_CMP_LG_U64", sop!([64, 64], 0, Flag, Smear, false, |s, _| (0, s[0] != s[1]))),
    // SOPK compares: `sdst` against the 16-bit immediate, sign-extended for the signed forms
    // and zero-extended for the unsigned ones.
    ("S_CMPK_EQ_I32", sop!([32, 16], 0, Flag, Smear, false, |s, _| (0, s32(s[0]) == k16(s[1])))),
    ("S_CMPK_LG_I32", sop!([32, 16], 0, Flag, Smear, false, |s, _| (0, s32(s[0]) != k16(s[1])))),
    ("S_CMPK_GT_I32", sop!([32, 16], 0, Flag, Smear, false, |s, _| (0, s32(s[0]) > k16(s[1])))),
    ("S_CMPK_GE_I32", sop!([32, 16], 0, Flag, Smear, false, |s, _| (0, s32(s[0]) >= k16(s[1])))),
    ("S_CMPK_LT_I32", sop!([32, 16], 0, Flag, Smear, false, |s, _| (0, s32(s[0]) < k16(s[1])))),
    ("S_CMPK_LE_I32", sop!([32, 16], 0, Flag, Smear, false, |s, _| (0, s32(s[0]) <= k16(s[1])))),
    ("S_CMPK_EQ_U32", sop!([32, 16], 0, Flag, Smear, false, |s, _| (0, s[0] == s[1]))),
    ("S_CMPK_LG_U32", sop!([32, 16], 0, Flag, Smear, false, |s, _| (0, s[0] != s[1]))),
    ("S_CMPK_GT_U32", sop!([32, 16], 0, Flag, Smear, false, |s, _| (0, s[0] > s[1]))),
    ("S_CMPK_GE_U32", sop!([32, 16], 0, Flag, Smear, false, |s, _| (0, s[0] >= s[1]))),
    ("S_CMPK_LT_U32", sop!([32, 16], 0, Flag, Smear, false, |s, _| (0, s[0] < s[1]))),
    ("S_CMPK_LE_U32", sop!([32, 16], 0, Flag, Smear, false, |s, _| (0, s[0] <= s[1]))),
    ("S_BITCMP0_B32", sop!([32, 32], 0, Flag, Smear, false, |s, _| (0, (s[0] >> (s[1] & 31)) & 1 == 0))),
    ("S_BITCMP1_B32", sop!([32, 32], 0, Flag, Smear, false, |s, _| (0, (s[0] >> (s[1] & 31)) & 1 == 1))),
];

/// The SOPP branches.
static BRANCHES: &[(&str, Branch)] = &[
    ("S_BRANCH", Branch::Always),
    ("S_CBRANCH_SCC0", Branch::Scc0),
    ("S_CBRANCH_SCC1", Branch::Scc1),
    ("S_CBRANCH_VCCZ", Branch::Vccz),
    ("S_CBRANCH_VCCNZ", Branch::Vccnz),
    ("S_CBRANCH_EXECZ", Branch::Execz),
    ("S_CBRANCH_EXECNZ", Branch::Execnz),
    ("SI_BR_UNDEF", Branch::Always),
];

/// Scalar instructions that do nothing a single wave can observe.
static NO_OPS: &[&str] = &[
    "S_NOP",
    "S_WAITCNT",
    "S_BARRIER",
    "S_SETPRIO",
    "S_WAITCNT_VSCNT",
    "S_WAITCNT_DEPCTR",
    "S_SLEEP",
    // Scheduling hints of GFX10 (what the assembly reader meets in llc's final code).
    "S_CLAUSE",
    "S_INST_PREFETCH",
];

/// A scalar instruction's model.
#[derive(Clone, Copy, Debug)]
pub enum Op {
    Alu(AluOp),
    Branch(Branch),
    NoOp,
}

/// The SALU model of `name`.
pub fn lookup(name: &str) -> Option<Op> {
    if let Some((_, op)) = TABLE.iter().find(|(n, _)| *n == name) {
        return Some(Op::Alu(*op));
    }
    if let Some((_, b)) = BRANCHES.iter().find(|(n, _)| *n == name) {
        return Some(Op::Branch(*b));
    }
    NO_OPS.contains(&name).then_some(Op::NoOp)
}

/// The names of every scalar instruction modelled.
pub fn names() -> impl Iterator<Item = &'static str> {
    TABLE.iter().map(|(n, _)| *n).chain(BRANCHES.iter().map(|(n, _)| *n)).chain(NO_OPS.iter().copied())
}

pub(crate) fn run(w: &mut Wave<'_>, ops: &Ops<'_>, op: Op) -> R<Flow> {
    let inst = ops.inst;
    match op {
        Op::NoOp => Ok(Flow::Next),
        Op::Branch(b) => {
            let target = ops.need(w, "simm16")?.as_block().ok_or_else(|| w.malformed(inst, "a branch needs a block"))?;
            let cond = match b {
                Branch::Always => true,
                Branch::Scc0 | Branch::Scc1 => {
                    let c = read_scc(w, inst)?;
                    if !c.is_defined() {
                        return Err(w.ub(inst, "branch on an undefined scc"));
                    }
                    c.bits.bit(0) == (b == Branch::Scc1)
                }
                Branch::Vccz | Branch::Vccnz => {
                    let v = w.read(inst, &Operand::phys(super::vcc(w)), 0)?;
                    if !v.is_defined() {
                        return Err(w.ub(inst, "branch on an undefined vcc"));
                    }
                    (v.bits.as_u64() & w.all != 0) == (b == Branch::Vccnz)
                }
                Branch::Execz => w.exec == 0,
                Branch::Execnz => w.exec != 0,
            };
            Ok(if cond { Flow::Jump(target) } else { Flow::Next })
        }
        Op::Alu(op) => alu(w, ops, op),
    }
}

fn alu(w: &mut Wave<'_>, ops: &Ops<'_>, op: AluOp) -> R<Flow> {
    let inst = ops.inst;
    let names: &[&str] = if ops.get("simm16").is_some() && ops.get("sdst").is_some() {
        // SOPK compares read `sdst`.
        &["sdst", "simm16"]
    } else if ops.get("simm16").is_some() && ops.get("src0").is_none() {
        &["simm16"]
    } else if ops.get("simm16").is_some() {
        &["src0", "simm16"]
    } else {
        &["src0", "src1"]
    };
    let mut vals: smallvec::SmallVec<[Val; 3]> = smallvec::SmallVec::new();
    for (name, &width) in names.iter().zip(op.srcs) {
        vals.push(read_scalar(w, inst, &ops.need(w, name)?, width)?);
    }
    let scc_in = if op.reads_scc { Some(read_scc(w, inst)?) } else { None };
    let raw: smallvec::SmallVec<[u64; 3]> = vals.iter().map(|v| v.bits.as_u64()).collect();
    let (r, flag) = (op.f)(&raw, scc_in.as_ref().is_some_and(|c| c.bits.bit(0)));
    let mut any_poison = vals.iter().any(|v| !v.is_defined()) || scc_in.as_ref().is_some_and(|c| !c.is_defined());
    if op.poison == Poison::Field
        && let (Some(src), Some(ctl)) = (vals.first(), vals.get(1))
        && ctl.is_defined()
    {
        let off = (raw[1] & if op.dst == 64 { 63 } else { 31 }) as u32;
        let width = (((raw[1] >> 16) & 0x7f) as u32).min(op.dst.saturating_sub(off));
        any_poison = width > 0 && !src.poison.extract(off, width).is_zero();
    }
    let mut moved = None;
    if op.poison == Poison::Moves
        && let (Some(src), Some(ctl)) = (vals.first(), vals.get(1))
        && ctl.is_defined()
        && scc_in.is_none()
    {
        let p = (op.f)(&[src.poison.as_u64(), raw[1]], false).0;
        any_poison = p != 0;
        moved = Some(p);
    }
    if op.dst > 0 {
        let mut out = Val::from_u64(op.dst, r);
        if let Some(p) = moved.filter(|_| any_poison) {
            out = Val { bits: out.bits, poison: crate::interp::Bits::from_u64(op.dst, p) };
        } else if any_poison {
            out = match op.poison {
                Poison::Smear | Poison::Field | Poison::Moves => Val::poisoned(out.bits),
                Poison::Bitwise => {
                    let poisons: smallvec::SmallVec<[u64; 3]> = vals.iter().map(|v| v.poison.as_u64()).collect();
                    let c = scc_in.as_ref().is_some_and(|c| c.bits.bit(0));
                    let p = super::bitwise_poison(|x| (op.f)(x, c).0, &raw, &poisons);
                    let p = if scc_in.as_ref().is_some_and(|c| !c.is_defined()) { u64::MAX } else { p };
                    Val { bits: out.bits, poison: crate::interp::Bits::from_u64(op.dst, p) }
                }
            };
        }
        let d = ops.need_def(w, "sdst")?;
        write_scalar(w, inst, &d, out)?;
    }
    if op.scc != Scc::Keep && ops.writes_implicit(PhysReg::SCC) {
        let c = match op.scc {
            Scc::NonZero => r != 0,
            _ => flag,
        };
        let v = Val::from_u64(1, u64::from(c));
        write_scc(w, inst, if any_poison { Val::poisoned(v.bits) } else { v })?;
    }
    Ok(Flow::Next)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(name: &str, x: u64) -> u64 {
        let Some(Op::Alu(op)) = lookup(name) else { panic!("{name} is not modelled") };
        (op.f)(&[x], false).0
    }

    #[test]
    fn find_first_bit_64() {
        assert_eq!(eval("S_FF1_I32_B64", 0), M32);
        assert_eq!(eval("S_FF1_I32_B64", 1 << 40), 40);
        assert_eq!(eval("S_FLBIT_I32_B64", 0), M32);
        assert_eq!(eval("S_FLBIT_I32_B64", 1 << 40), 23);
        assert_eq!(eval("S_FLBIT_I32_B64", 1), 63);
        assert_eq!(eval("S_FLBIT_I32_I64", u64::MAX), M32);
        assert_eq!(eval("S_FLBIT_I32_I64", 0), M32);
        assert_eq!(eval("S_FLBIT_I32_I64", u64::MAX << 40), 24);
        assert_eq!(eval("S_FLBIT_I32_I64", 1 << 40), 23);
    }

    #[test]
    fn zero_bits_and_64_bit_reverse() {
        assert_eq!(eval("S_FF0_I32_B32", M32), M32);
        assert_eq!(eval("S_FF0_I32_B32", 0b0111), 3);
        assert_eq!(eval("S_FF0_I32_B64", u64::MAX), M32);
        assert_eq!(eval("S_FF0_I32_B64", M32), 32);
        assert_eq!(eval("S_BCNT0_I32_B32", 0xff), 24);
        assert_eq!(eval("S_BCNT0_I32_B64", 0xff), 56);
        assert_eq!(eval("S_BREV_B64", 1), 1 << 63);
        assert_eq!(eval("S_BREV_B64", 0x1_0000_0000), 0x8000_0000);
    }
}
