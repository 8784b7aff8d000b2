//! Vector ALU instructions (VOP1, VOP2, VOP3, VOPC, VOP3P): one value per active lane.
//!
//! The table is keyed by the opcode without its encoding suffix (`V_ADD_U32` for
//! `V_ADD_U32_e32` and `V_ADD_U32_e64`): the two encodings compute the same function and differ
//! in where operands come from (the instruction table's operand names say: an `_e32` carry or
//! compare writes `vcc`, an `_e64` one its `sdst`; an `_e32` `V_CNDMASK` or carry-in reads
//! `vcc`, an `_e64` one its `src2`). Compares are named by predicate and type
//! (`V_CMP_<pred>_<type>`) and decoded from the name. Facts from the GFX9 and RDNA2 ISA
//! manuals ("Vector ALU Operations", "VOP3P"): `REV` opcodes swap `src0` and `src1`, shift
//! amounts use the low 4/5/6 bits, the 24-bit multiplies read bits [23:0], VOPC writes 0 for the
//! inactive lanes.

use half::f16;
use isel::mir::PhysReg;
use smallvec::SmallVec;

use super::{FpMode, Ops, fit, read_scalar, write_scalar};
use crate::interp::arith::{self, Fp, FpOp, FpUnary};
use crate::interp::exec::{Flow, R, Wave, lanes};
use crate::interp::{Bits, Val};

/// The type of a source or result: its width and whether source modifiers and `clamp`/`omod`
/// treat it as a float.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    B16,
    B32,
    B64,
    F16,
    F32,
    F64,
}

impl Ty {
    pub fn bits(self) -> u32 {
        match self {
            Ty::B16 | Ty::F16 => 16,
            Ty::B32 | Ty::F32 => 32,
            Ty::B64 | Ty::F64 => 64,
        }
    }
    pub fn is_float(self) -> bool {
        matches!(self, Ty::F16 | Ty::F32 | Ty::F64)
    }
}

/// What a lane computes besides its sources.
#[derive(Clone, Copy, Debug)]
pub struct Env {
    pub lane: u32,
    pub rcp_ulps: i8,
}

/// How the result is computed.
#[derive(Clone, Copy, Debug)]
pub enum Kind {
    /// An integer function; `None` is an undefined result.
    Int(fn(&[u64], &Env) -> Option<u64>),
    /// A bitwise function: result bit `i` is poison where a source bit `i` is.
    Bitwise(fn(&[u64]) -> u64),
    /// A shift or bit-field extract: with its other sources (amount, offset, width) defined,
    /// every result bit is a copy of one bit of the sources listed (the data) or a constant 0,
    /// so poison moves with the bits: the function applied to the data's poison marks gives the
    /// result's. A poison amount poisons the whole result.
    Moves(fn(&[u64]) -> u64, &'static [usize]),
    /// A float function of float sources (all of the op's source type).
    Float(fn(&[Fp], &Env) -> Fp),
    /// An integer compare writing one bit per lane to a lane mask.
    Cmp(fn(&[u64]) -> bool),
    /// A float compare by LLVM predicate number.
    FCmp(u8),
    /// An add/sub with a carry out to a lane mask; `carry_in` reads one.
    Carry { f: fn(u64, u64, bool) -> (u64, bool), carry_in: bool },
    /// `V_CNDMASK_B32`: `mask ? src1 : src0`, bit by bit poison of the chosen source.
    Select,
    /// A packed (VOP3P) operation on each 16-bit half.
    Packed(fn(&[u64]) -> u64),
    /// A packed float operation on each half.
    PackedFloat(fn(&[Fp]) -> Fp),
    /// `V_MAD_U64_U32`/`V_MAD_I64_I32`: 64-bit result with a carry out.
    Mad64 { signed: bool },
    /// `V_DIV_SCALE_*`: the first source unscaled, flag 0 (the contract; see the module docs).
    DivScale,
    /// `V_DIV_FMAS_*`: an fma, scaled where the flag it reads from `vcc` is set.
    DivFmas,
}

#[derive(Clone, Copy, Debug)]
pub struct Op {
    pub srcs: &'static [Ty],
    pub dst: Ty,
    pub kind: Kind,
}

use Ty::*;

const M32: u64 = 0xffff_ffff;

fn s32(x: u64) -> i64 {
    i64::from(x as u32 as i32)
}
fn s16(x: u64) -> i64 {
    i64::from(x as u16 as i16)
}
fn u24(x: u64) -> u64 {
    x & 0xff_ffff
}
fn i24(x: u64) -> i64 {
    ((x << 40) as i64) >> 40
}
/// V_PERM_B32 (GFX9/RDNA2 ISA manuals, VOP3): each result byte chosen by the matching byte of
/// `sel` from the eight bytes of `src0:src1` (`src1` the low four): 0-7 a byte, 8-11 the sign
/// of byte 1, 3, 5 or 7 smeared, 12 zero, 13 and up 0xff.
fn perm_b32(src0: u64, src1: u64, sel: u64) -> u64 {
    let bytes = ((src0 & M32) << 32) | (src1 & M32);
    (0..4).fold(0, |acc, i| {
        let k = (sel >> (8 * i)) & 0xff;
        let byte = match k {
            0..=7 => (bytes >> (8 * k)) & 0xff,
            8..=11 => {
                let sign_byte = 2 * (k - 8) + 1;
                if (bytes >> (8 * sign_byte + 7)) & 1 == 1 { 0xff } else { 0 }
            }
            12 => 0,
            _ => 0xff,
        };
        acc | (byte << (8 * i))
    })
}

fn bfe32(x: u64, off: u64, width: u64, signed: bool) -> u64 {
    let (off, width) = ((off & 31) as u32, (width & 31) as u32);
    if width == 0 {
        return 0;
    }
    let v = ((x as u32) >> off) & ((1u32 << width) - 1);
    let v = u64::from(v);
    if signed && (v >> (width - 1)) & 1 == 1 { (v | !((1u64 << width) - 1)) & M32 } else { v }
}
fn ffbh_u32(x: u64) -> u64 {
    if x as u32 == 0 { M32 } else { u64::from((x as u32).leading_zeros()) }
}
fn ffbh_i32(x: u64) -> u64 {
    let v = x as u32;
    if v == 0 || v == u32::MAX {
        return M32;
    }
    let y = if v >> 31 == 1 { !v } else { v };
    u64::from(y.leading_zeros())
}
fn med3<T: Ord + Copy>(a: T, b: T, c: T) -> T {
    a.max(b).min(a.min(b).max(c))
}

fn f(x: Fp) -> f64 {
    x.to_f64()
}
fn bin(op: FpOp) -> impl Fn(&[Fp]) -> Fp {
    move |s| arith::fp_binop(op, s[0], s[1])
}
fn un(op: FpUnary, s: &[Fp]) -> Fp {
    arith::fp_unary(op, s[0])
}
fn to_int(x: Fp, signed: bool, bits: u32) -> u64 {
    // The hardware conversion saturates (NaN gives 0); LLVM's is poison out of range, so any
    // value refines it.
    let v = f(x);
    if v.is_nan() {
        return 0;
    }
    let t = v.trunc();
    let m = if bits >= 64 { u64::MAX } else { (1u64 << bits) - 1 };
    if signed {
        let hi = (1i64 << (bits - 1)) - 1;
        let lo = -(1i64 << (bits - 1));
        (t.clamp(lo as f64, hi as f64) as i64) as u64 & m
    } else {
        (t.clamp(0.0, m as f64) as u64) & m
    }
}
fn cvt(w: u32, x: f64) -> u64 {
    Fp::from_f64(w, x).map_or(0, |v| v.canonical().to_bits())
}
fn fp_to(x: Fp, w: u32) -> u64 {
    arith::fp_convert(x, w).map_or(0, Fp::to_bits)
}

macro_rules! op {
    ([$($s:ident),*] -> $d:ident, $kind:expr) => {
        Op { srcs: &[$($s),*], dst: $d, kind: $kind }
    };
}
macro_rules! int {
    ([$($s:ident),*] -> $d:ident, |$a:ident, $e:ident| $body:expr) => {
        op!([$($s),*] -> $d, Kind::Int(|$a, $e| { let _ = $e; Some($body) }))
    };
}
macro_rules! bits {
    ([$($s:ident),*] -> $d:ident, |$a:ident| $body:expr) => {
        op!([$($s),*] -> $d, Kind::Bitwise(|$a| $body))
    };
}
macro_rules! moves {
    ([$($s:ident),*] -> $d:ident, $data:expr, |$a:ident| $body:expr) => {
        op!([$($s),*] -> $d, Kind::Moves(|$a| $body, $data))
    };
}
macro_rules! float {
    ([$($s:ident),*] -> $d:ident, |$a:ident, $e:ident| $body:expr) => {
        op!([$($s),*] -> $d, Kind::Float(|$a, $e| { let _ = $e; $body }))
    };
}

/// The VALU table, by opcode without its `_e32`/`_e64` suffix.
static TABLE: &[(&str, Op)] = &[
    // ---- moves and selects -----------------------------------------------------------------
    ("V_MOV_B32", bits!([B32] -> B32, |s| s[0])),
    ("V_CNDMASK_B32", op!([B32, B32] -> B32, Kind::Select)),
    // ---- 32-bit integer arithmetic ---------------------------------------------------------
    ("V_ADD_U32", int!([B32, B32] -> B32, |s, e| (s[0] + s[1]) & M32)),
    ("V_SUB_U32", int!([B32, B32] -> B32, |s, e| s[0].wrapping_sub(s[1]) & M32)),
    ("V_SUBREV_U32", int!([B32, B32] -> B32, |s, e| s[1].wrapping_sub(s[0]) & M32)),
    ("V_ADD_CO_U32", op!([B32, B32] -> B32, Kind::Carry { f: |a, b, _| ((a + b) & M32, a + b > M32), carry_in: false })),
    ("V_SUB_CO_U32", op!([B32, B32] -> B32, Kind::Carry { f: |a, b, _| (a.wrapping_sub(b) & M32, b > a), carry_in: false })),
    ("V_SUBREV_CO_U32", op!([B32, B32] -> B32, Kind::Carry { f: |a, b, _| (b.wrapping_sub(a) & M32, a > b), carry_in: false })),
    (
        "V_ADDC_U32",
        op!([B32, B32] -> B32, Kind::Carry { f: |a, b, c| ((a + b + u64::from(c)) & M32, a + b + u64::from(c) > M32), carry_in: true }),
    ),
    (
        "V_SUBB_U32",
        op!([B32, B32] -> B32, Kind::Carry { f: |a, b, c| (a.wrapping_sub(b + u64::from(c)) & M32, b + u64::from(c) > a), carry_in: true }),
    ),
    (
        "V_SUBBREV_U32",
        op!([B32, B32] -> B32, Kind::Carry { f: |a, b, c| (b.wrapping_sub(a + u64::from(c)) & M32, a + u64::from(c) > b), carry_in: true }),
    ),
    ("V_MUL_LO_U32", int!([B32, B32] -> B32, |s, e| s[0].wrapping_mul(s[1]) & M32)),
    ("V_MUL_HI_U32", int!([B32, B32] -> B32, |s, e| (s[0] * s[1]) >> 32)),
    ("V_MUL_HI_I32", int!([B32, B32] -> B32, |s, e| ((s32(s[0]) * s32(s[1])) >> 32) as u64 & M32)),
    ("V_MUL_U32_U24", int!([B32, B32] -> B32, |s, e| (u24(s[0]) * u24(s[1])) & M32)),
    ("V_MUL_I32_I24", int!([B32, B32] -> B32, |s, e| (i24(s[0]) * i24(s[1])) as u64 & M32)),
    ("V_MUL_HI_U32_U24", int!([B32, B32] -> B32, |s, e| (u24(s[0]) * u24(s[1])) >> 32)),
    ("V_MUL_HI_I32_I24", int!([B32, B32] -> B32, |s, e| ((i24(s[0]) * i24(s[1])) >> 32) as u64 & M32)),
    ("V_MAD_U32_U24", int!([B32, B32, B32] -> B32, |s, e| (u24(s[0]) * u24(s[1]) + s[2]) & M32)),
    ("V_MAD_I32_I24", int!([B32, B32, B32] -> B32, |s, e| (i24(s[0]) * i24(s[1]) + s32(s[2])) as u64 & M32)),
    ("V_MAD_U64_U32", op!([B32, B32, B64] -> B64, Kind::Mad64 { signed: false })),
    ("V_MAD_I64_I32", op!([B32, B32, B64] -> B64, Kind::Mad64 { signed: true })),
    ("V_ADD3_U32", int!([B32, B32, B32] -> B32, |s, e| (s[0] + s[1] + s[2]) & M32)),
    ("V_LSHL_ADD_U32", int!([B32, B32, B32] -> B32, |s, e| ((s[0] << (s[1] & 31)) + s[2]) & M32)),
    ("V_ADD_LSHL_U32", int!([B32, B32, B32] -> B32, |s, e| (((s[0] + s[1]) & M32) << (s[2] & 31)) & M32)),
    ("V_XAD_U32", int!([B32, B32, B32] -> B32, |s, e| ((s[0] ^ s[1]) + s[2]) & M32)),
    ("V_MIN_I32", int!([B32, B32] -> B32, |s, e| if s32(s[0]) < s32(s[1]) { s[0] } else { s[1] })),
    ("V_MAX_I32", int!([B32, B32] -> B32, |s, e| if s32(s[0]) > s32(s[1]) { s[0] } else { s[1] })),
    ("V_MIN_U32", int!([B32, B32] -> B32, |s, e| s[0].min(s[1]))),
    ("V_MAX_U32", int!([B32, B32] -> B32, |s, e| s[0].max(s[1]))),
    ("V_MIN3_I32", int!([B32, B32, B32] -> B32, |s, e| s32(s[0]).min(s32(s[1])).min(s32(s[2])) as u64 & M32)),
    ("V_MAX3_I32", int!([B32, B32, B32] -> B32, |s, e| s32(s[0]).max(s32(s[1])).max(s32(s[2])) as u64 & M32)),
    ("V_MIN3_U32", int!([B32, B32, B32] -> B32, |s, e| s[0].min(s[1]).min(s[2]))),
    ("V_MAX3_U32", int!([B32, B32, B32] -> B32, |s, e| s[0].max(s[1]).max(s[2]))),
    ("V_MED3_I32", int!([B32, B32, B32] -> B32, |s, e| med3(s32(s[0]), s32(s[1]), s32(s[2])) as u64 & M32)),
    ("V_MED3_U32", int!([B32, B32, B32] -> B32, |s, e| med3(s[0], s[1], s[2]))),
    // ---- bitwise, shifts, bit fields ---------------------------------------------------------
    ("V_AND_B32", bits!([B32, B32] -> B32, |s| s[0] & s[1])),
    ("V_OR_B32", bits!([B32, B32] -> B32, |s| s[0] | s[1])),
    ("V_XOR_B32", bits!([B32, B32] -> B32, |s| s[0] ^ s[1])),
    ("V_XNOR_B32", bits!([B32, B32] -> B32, |s| !(s[0] ^ s[1]) & M32)),
    ("V_NOT_B32", bits!([B32] -> B32, |s| !s[0] & M32)),
    ("V_AND_OR_B32", bits!([B32, B32, B32] -> B32, |s| (s[0] & s[1]) | s[2])),
    ("V_OR3_B32", bits!([B32, B32, B32] -> B32, |s| s[0] | s[1] | s[2])),
    ("V_XOR3_B32", bits!([B32, B32, B32] -> B32, |s| s[0] ^ s[1] ^ s[2])),
    ("V_BFI_B32", bits!([B32, B32, B32] -> B32, |s| (s[0] & s[1]) | (!s[0] & s[2] & M32))),
    ("V_LSHLREV_B32", moves!([B32, B32] -> B32, &[1], |s| (s[1] << (s[0] & 31)) & M32)),
    ("V_LSHRREV_B32", moves!([B32, B32] -> B32, &[1], |s| s[1] >> (s[0] & 31))),
    ("V_ASHRREV_I32", moves!([B32, B32] -> B32, &[1], |s| (s32(s[1]) >> (s[0] & 31)) as u64 & M32)),
    ("V_LSHL_OR_B32", int!([B32, B32, B32] -> B32, |s, e| ((s[0] << (s[1] & 31)) & M32) | s[2])),
    ("V_LSHLREV_B64", moves!([B32, B64] -> B64, &[1], |s| s[1] << (s[0] & 63))),
    ("V_LSHRREV_B64", moves!([B32, B64] -> B64, &[1], |s| s[1] >> (s[0] & 63))),
    ("V_ASHRREV_I64", moves!([B32, B64] -> B64, &[1], |s| ((s[1] as i64) >> (s[0] & 63)) as u64)),
    ("V_LSHL_B64", moves!([B64, B32] -> B64, &[0], |s| s[0] << (s[1] & 63))),
    ("V_LSHR_B64", moves!([B64, B32] -> B64, &[0], |s| s[0] >> (s[1] & 63))),
    ("V_ASHR_I64", moves!([B64, B32] -> B64, &[0], |s| ((s[0] as i64) >> (s[1] & 63)) as u64)),
    ("V_BFE_U32", moves!([B32, B32, B32] -> B32, &[0], |s| bfe32(s[0], s[1], s[2], false))),
    ("V_BFE_I32", moves!([B32, B32, B32] -> B32, &[0], |s| bfe32(s[0], s[1], s[2], true))),
    ("V_BFM_B32", int!([B32, B32] -> B32, |s, e| (((1u64 << (s[0] & 31)) - 1) << (s[1] & 31)) & M32)),
    ("V_PERM_B32", int!([B32, B32, B32] -> B32, |s, e| perm_b32(s[0], s[1], s[2]))),
    ("V_ALIGNBIT_B32", moves!([B32, B32, B32] -> B32, &[0, 1], |s| (((s[0] << 32) | s[1]) >> (s[2] & 31)) & M32)),
    ("V_BCNT_U32_B32", int!([B32, B32] -> B32, |s, e| (u64::from(s[0].count_ones()) + s[1]) & M32)),
    ("V_BFREV_B32", moves!([B32] -> B32, &[0], |s| u64::from((s[0] as u32).reverse_bits()))),
    ("V_FFBH_U32", int!([B32] -> B32, |s, e| ffbh_u32(s[0]))),
    ("V_FFBH_I32", int!([B32] -> B32, |s, e| ffbh_i32(s[0]))),
    ("V_FFBL_B32", int!([B32] -> B32, |s, e| if s[0] == 0 { M32 } else { u64::from(s[0].trailing_zeros()) })),
    ("V_MBCNT_LO_U32_B32", int!([B32, B32] -> B32, |s, e| (u64::from((s[0] & ((1u64 << e.lane.min(32)) - 1)).count_ones()) + s[1]) & M32)),
    (
        "V_MBCNT_HI_U32_B32",
        int!([B32, B32] -> B32, |s, e| (u64::from((s[0] & ((1u64 << e.lane.saturating_sub(32)) - 1)).count_ones()) + s[1]) & M32),
    ),
    // ---- 16-bit integer ----------------------------------------------------------------------
    ("V_ADD_U16", int!([B16, B16] -> B16, |s, e| (s[0] + s[1]) & 0xffff)),
    ("V_SUB_U16", int!([B16, B16] -> B16, |s, e| s[0].wrapping_sub(s[1]) & 0xffff)),
    ("V_SUBREV_U16", int!([B16, B16] -> B16, |s, e| s[1].wrapping_sub(s[0]) & 0xffff)),
    ("V_ADD_I16", int!([B16, B16] -> B16, |s, e| (s[0] + s[1]) & 0xffff)),
    ("V_SUB_I16", int!([B16, B16] -> B16, |s, e| s[0].wrapping_sub(s[1]) & 0xffff)),
    ("V_ADD_I32", int!([B32, B32] -> B32, |s, e| (s[0] + s[1]) & M32)),
    ("V_SUB_I32", int!([B32, B32] -> B32, |s, e| s[0].wrapping_sub(s[1]) & M32)),
    ("V_MUL_LO_U16", int!([B16, B16] -> B16, |s, e| (s[0] * s[1]) & 0xffff)),
    ("V_LSHLREV_B16", int!([B16, B16] -> B16, |s, e| (s[1] << (s[0] & 15)) & 0xffff)),
    ("V_LSHRREV_B16", int!([B16, B16] -> B16, |s, e| s[1] >> (s[0] & 15))),
    ("V_ASHRREV_I16", int!([B16, B16] -> B16, |s, e| (s16(s[1]) >> (s[0] & 15)) as u64 & 0xffff)),
    ("V_MIN_I16", int!([B16, B16] -> B16, |s, e| if s16(s[0]) < s16(s[1]) { s[0] } else { s[1] })),
    ("V_MAX_I16", int!([B16, B16] -> B16, |s, e| if s16(s[0]) > s16(s[1]) { s[0] } else { s[1] })),
    ("V_MIN_U16", int!([B16, B16] -> B16, |s, e| s[0].min(s[1]))),
    ("V_MAX_U16", int!([B16, B16] -> B16, |s, e| s[0].max(s[1]))),
    // ---- float arithmetic ---------------------------------------------------------------------
    ("V_ADD_F32", float!([F32, F32] -> F32, |s, e| bin(FpOp::Add)(s))),
    ("V_SUB_F32", float!([F32, F32] -> F32, |s, e| bin(FpOp::Sub)(s))),
    ("V_SUBREV_F32", float!([F32, F32] -> F32, |s, e| arith::fp_binop(FpOp::Sub, s[1], s[0]))),
    ("V_MUL_F32", float!([F32, F32] -> F32, |s, e| bin(FpOp::Mul)(s))),
    ("V_MIN_F32", float!([F32, F32] -> F32, |s, e| bin(FpOp::MinNum)(s))),
    ("V_MAX_F32", float!([F32, F32] -> F32, |s, e| bin(FpOp::MaxNum)(s))),
    ("V_ADD_F64", float!([F64, F64] -> F64, |s, e| bin(FpOp::Add)(s))),
    ("V_MUL_F64", float!([F64, F64] -> F64, |s, e| bin(FpOp::Mul)(s))),
    ("V_MIN_F64", float!([F64, F64] -> F64, |s, e| bin(FpOp::MinNum)(s))),
    ("V_MAX_F64", float!([F64, F64] -> F64, |s, e| bin(FpOp::MaxNum)(s))),
    ("V_ADD_F16", float!([F16, F16] -> F16, |s, e| bin(FpOp::Add)(s))),
    ("V_SUB_F16", float!([F16, F16] -> F16, |s, e| bin(FpOp::Sub)(s))),
    ("V_SUBREV_F16", float!([F16, F16] -> F16, |s, e| arith::fp_binop(FpOp::Sub, s[1], s[0]))),
    ("V_MUL_F16", float!([F16, F16] -> F16, |s, e| bin(FpOp::Mul)(s))),
    ("V_MIN_F16", float!([F16, F16] -> F16, |s, e| bin(FpOp::MinNum)(s))),
    ("V_MAX_F16", float!([F16, F16] -> F16, |s, e| bin(FpOp::MaxNum)(s))),
    ("V_MUL_LEGACY_F32", float!([F32, F32] -> F32, |s, e| if f(s[0]) == 0.0 || f(s[1]) == 0.0 { Fp::S(0.0) } else { bin(FpOp::Mul)(s) })),
    ("V_FMA_F32", float!([F32, F32, F32] -> F32, |s, e| arith::fma(s[0], s[1], s[2]))),
    ("V_FMA_F64", float!([F64, F64, F64] -> F64, |s, e| arith::fma(s[0], s[1], s[2]))),
    ("V_FMA_F16", float!([F16, F16, F16] -> F16, |s, e| arith::fma(s[0], s[1], s[2]))),
    ("V_FMAC_F16", float!([F16, F16, F16] -> F16, |s, e| arith::fma(s[0], s[1], s[2]))),
    ("V_FMAC_F32", float!([F32, F32, F32] -> F32, |s, e| arith::fma(s[0], s[1], s[2]))),
    ("V_MAD_F32", float!([F32, F32, F32] -> F32, |s, e| arith::fp_binop(FpOp::Add, arith::fp_binop(FpOp::Mul, s[0], s[1]), s[2]))),
    ("V_MAC_F32", float!([F32, F32, F32] -> F32, |s, e| arith::fp_binop(FpOp::Add, arith::fp_binop(FpOp::Mul, s[0], s[1]), s[2]))),
    ("V_MED3_F32", float!([F32, F32, F32] -> F32, |s, e| arith::fmed3(s))),
    (
        "V_LDEXP_F32",
        op!([F32, B32] -> F32, Kind::Int(|s, _| Some(arith::ldexp(Fp::S(f32::from_bits(s[0] as u32)), s32(s[1]) as i32).to_bits()))),
    ),
    ("V_LDEXP_F64", op!([F64, B32] -> F64, Kind::Int(|s, _| Some(arith::ldexp(Fp::D(f64::from_bits(s[0])), s32(s[1]) as i32).to_bits())))),
    (
        "V_LDEXP_F16",
        op!([F16, B16] -> F16, Kind::Int(|s, _| Some(arith::ldexp(Fp::H(f16::from_bits(s[0] as u16)), s16(s[1]) as i32).to_bits()))),
    ),
    ("V_SQRT_F32", float!([F32] -> F32, |s, e| un(FpUnary::Sqrt, s))),
    ("V_SQRT_F64", float!([F64] -> F64, |s, e| un(FpUnary::Sqrt, s))),
    ("V_SQRT_F16", float!([F16] -> F16, |s, e| un(FpUnary::Sqrt, s))),
    ("V_RCP_F32", float!([F32] -> F32, |s, e| arith::nudge_ulps(un(FpUnary::Rcp, s), e.rcp_ulps))),
    ("V_RCP_IFLAG_F32", float!([F32] -> F32, |s, e| arith::nudge_ulps(un(FpUnary::Rcp, s), e.rcp_ulps))),
    ("V_RCP_F64", float!([F64] -> F64, |s, e| arith::nudge_ulps(un(FpUnary::Rcp, s), e.rcp_ulps))),
    ("V_RCP_F16", float!([F16] -> F16, |s, e| arith::nudge_ulps(un(FpUnary::Rcp, s), e.rcp_ulps))),
    ("V_RSQ_F32", float!([F32] -> F32, |s, e| un(FpUnary::Rsq, s))),
    ("V_RSQ_F64", float!([F64] -> F64, |s, e| un(FpUnary::Rsq, s))),
    ("V_TRUNC_F32", float!([F32] -> F32, |s, e| un(FpUnary::Trunc, s))),
    ("V_TRUNC_F64", float!([F64] -> F64, |s, e| un(FpUnary::Trunc, s))),
    ("V_TRUNC_F16", float!([F16] -> F16, |s, e| un(FpUnary::Trunc, s))),
    ("V_FLOOR_F32", float!([F32] -> F32, |s, e| un(FpUnary::Floor, s))),
    ("V_FLOOR_F64", float!([F64] -> F64, |s, e| un(FpUnary::Floor, s))),
    ("V_FLOOR_F16", float!([F16] -> F16, |s, e| un(FpUnary::Floor, s))),
    ("V_CEIL_F32", float!([F32] -> F32, |s, e| un(FpUnary::Ceil, s))),
    ("V_CEIL_F64", float!([F64] -> F64, |s, e| un(FpUnary::Ceil, s))),
    ("V_CEIL_F16", float!([F16] -> F16, |s, e| un(FpUnary::Ceil, s))),
    ("V_RNDNE_F32", float!([F32] -> F32, |s, e| un(FpUnary::Rint, s))),
    ("V_RNDNE_F64", float!([F64] -> F64, |s, e| un(FpUnary::Rint, s))),
    ("V_RNDNE_F16", float!([F16] -> F16, |s, e| un(FpUnary::Rint, s))),
    ("V_FRACT_F32", float!([F32] -> F32, |s, e| un(FpUnary::Fract, s))),
    // ---- transcendentals, fract, frexp, med3 and pack of the coverage matrix (issue 23) ----
    // The transcendentals are the functions `arith::FpUnary` documents, rounded once: the same
    // model as the generic intrinsics and opcodes they implement (the hardware is within the
    // manuals' ulp bounds of it, which a meaning check does not try to reproduce).
    ("V_FRACT_F16", float!([F16] -> F16, |s, e| un(FpUnary::Fract, s))),
    ("V_FRACT_F64", float!([F64] -> F64, |s, e| un(FpUnary::Fract, s))),
    ("V_SIN_F32", float!([F32] -> F32, |s, e| un(FpUnary::Sin, s))),
    ("V_SIN_F16", float!([F16] -> F16, |s, e| un(FpUnary::Sin, s))),
    ("V_COS_F32", float!([F32] -> F32, |s, e| un(FpUnary::Cos, s))),
    ("V_COS_F16", float!([F16] -> F16, |s, e| un(FpUnary::Cos, s))),
    ("V_EXP_F32", float!([F32] -> F32, |s, e| un(FpUnary::Exp2, s))),
    ("V_EXP_F16", float!([F16] -> F16, |s, e| un(FpUnary::Exp2, s))),
    ("V_LOG_F32", float!([F32] -> F32, |s, e| un(FpUnary::Log2, s))),
    ("V_LOG_F16", float!([F16] -> F16, |s, e| un(FpUnary::Log2, s))),
    ("V_RSQ_F16", float!([F16] -> F16, |s, e| un(FpUnary::Rsq, s))),
    ("V_FREXP_MANT_F16", float!([F16] -> F16, |s, e| arith::frexp_mant(s[0]))),
    ("V_FREXP_MANT_F32", float!([F32] -> F32, |s, e| arith::frexp_mant(s[0]))),
    ("V_FREXP_MANT_F64", float!([F64] -> F64, |s, e| arith::frexp_mant(s[0]))),
    ("V_FREXP_EXP_I32_F32", op!([F32] -> B32, Kind::Int(|s, _| Some(arith::frexp_exp(Fp::S(f32::from_bits(s[0] as u32))) as u32 as u64)))),
    ("V_FREXP_EXP_I32_F64", op!([F64] -> B32, Kind::Int(|s, _| Some(arith::frexp_exp(Fp::D(f64::from_bits(s[0]))) as u32 as u64)))),
    ("V_MED3_F16", float!([F16, F16, F16] -> F16, |s, e| arith::fmed3(s))),
    (
        "V_CVT_PKRTZ_F16_F32",
        op!([F32, F32] -> B32, Kind::Int(|s, _| {
            let h = |x: u64| u64::from(arith::f32_to_f16_rtz(f32::from_bits(x as u32)).to_bits());
            Some(h(s[0]) | (h(s[1]) << 16))
        })),
    ),
    // ---- division sequence (the contract the generic interpreter uses) ---------------------
    ("V_DIV_SCALE_F32", op!([F32, F32, F32] -> F32, Kind::DivScale)),
    ("V_DIV_SCALE_F64", op!([F64, F64, F64] -> F64, Kind::DivScale)),
    ("V_DIV_FMAS_F32", op!([F32, F32, F32] -> F32, Kind::DivFmas)),
    ("V_DIV_FMAS_F64", op!([F64, F64, F64] -> F64, Kind::DivFmas)),
    ("V_DIV_FIXUP_F32", float!([F32, F32, F32] -> F32, |s, e| arith::fp_binop(FpOp::Div, s[2], s[1]))),
    ("V_DIV_FIXUP_F64", float!([F64, F64, F64] -> F64, |s, e| arith::fp_binop(FpOp::Div, s[2], s[1]))),
    ("V_DIV_FIXUP_F16", float!([F16, F16, F16] -> F16, |s, e| arith::fp_binop(FpOp::Div, s[2], s[1]))),
    // ---- byte permutes, three-operand float min/max, 16-bit multiply-adds, classes (issue 23;
    // the GFX9 ISA manual's VOP3 opcode descriptions) ------------------------------------------
    ("V_PERM_B32", int!([B32, B32, B32] -> B32, |s, e| arith::perm_b32(s[0], s[1], s[2]))),
    ("V_ALIGNBYTE_B32", int!([B32, B32, B32] -> B32, |s, e| ((((s[0] & M32) << 32) | (s[1] & M32)) >> (8 * (s[2] & 3))) & M32)),
    ("V_MIN3_F32", float!([F32, F32, F32] -> F32, |s, e| arith::fp_binop(FpOp::MinNum, arith::fp_binop(FpOp::MinNum, s[0], s[1]), s[2]))),
    ("V_MAX3_F32", float!([F32, F32, F32] -> F32, |s, e| arith::fp_binop(FpOp::MaxNum, arith::fp_binop(FpOp::MaxNum, s[0], s[1]), s[2]))),
    ("V_MIN3_F16", float!([F16, F16, F16] -> F16, |s, e| arith::fp_binop(FpOp::MinNum, arith::fp_binop(FpOp::MinNum, s[0], s[1]), s[2]))),
    ("V_MAX3_F16", float!([F16, F16, F16] -> F16, |s, e| arith::fp_binop(FpOp::MaxNum, arith::fp_binop(FpOp::MaxNum, s[0], s[1]), s[2]))),
    ("V_MAD_U16", int!([B16, B16, B16] -> B16, |s, e| (s[0].wrapping_mul(s[1]) + s[2]) & 0xffff)),
    ("V_MAD_I16", int!([B16, B16, B16] -> B16, |s, e| (s[0].wrapping_mul(s[1]) + s[2]) & 0xffff)),
    ("V_MAD_F16", float!([F16, F16, F16] -> F16, |s, e| arith::fp_binop(FpOp::Add, arith::fp_binop(FpOp::Mul, s[0], s[1]), s[2]))),
    ("V_MAC_F16", float!([F16, F16, F16] -> F16, |s, e| arith::fp_binop(FpOp::Add, arith::fp_binop(FpOp::Mul, s[0], s[1]), s[2]))),
    ("V_CMP_CLASS_F16", op!([F16, B32] -> B32, Kind::Cmp(|s| arith::fp_class(Fp::H(f16::from_bits(s[0] as u16)), s[1])))),
    ("V_CMP_CLASS_F32", op!([F32, B32] -> B32, Kind::Cmp(|s| arith::fp_class(Fp::S(f32::from_bits(s[0] as u32)), s[1])))),
    ("V_CMP_CLASS_F64", op!([F64, B32] -> B32, Kind::Cmp(|s| arith::fp_class(Fp::D(f64::from_bits(s[0])), s[1])))),
    // ---- conversions --------------------------------------------------------------------------
    ("V_CVT_F32_I32", int!([B32] -> F32, |s, e| cvt(32, s32(s[0]) as f64))),
    ("V_CVT_F32_U32", int!([B32] -> F32, |s, e| cvt(32, s[0] as f64))),
    ("V_CVT_F64_I32", int!([B32] -> F64, |s, e| cvt(64, s32(s[0]) as f64))),
    ("V_CVT_F64_U32", int!([B32] -> F64, |s, e| cvt(64, s[0] as f64))),
    ("V_CVT_F16_I16", int!([B16] -> F16, |s, e| cvt(16, s16(s[0]) as f64))),
    ("V_CVT_F16_U16", int!([B16] -> F16, |s, e| cvt(16, s[0] as f64))),
    ("V_CVT_F32_UBYTE0", int!([B32] -> F32, |s, e| cvt(32, (s[0] & 0xff) as f64))),
    ("V_CVT_F32_UBYTE1", int!([B32] -> F32, |s, e| cvt(32, ((s[0] >> 8) & 0xff) as f64))),
    ("V_CVT_F32_UBYTE2", int!([B32] -> F32, |s, e| cvt(32, ((s[0] >> 16) & 0xff) as f64))),
    ("V_CVT_F32_UBYTE3", int!([B32] -> F32, |s, e| cvt(32, ((s[0] >> 24) & 0xff) as f64))),
    ("V_CVT_I32_F32", op!([F32] -> B32, Kind::Int(|s, _| Some(to_int(Fp::S(f32::from_bits(s[0] as u32)), true, 32))))),
    ("V_CVT_U32_F32", op!([F32] -> B32, Kind::Int(|s, _| Some(to_int(Fp::S(f32::from_bits(s[0] as u32)), false, 32))))),
    ("V_CVT_I32_F64", op!([F64] -> B32, Kind::Int(|s, _| Some(to_int(Fp::D(f64::from_bits(s[0])), true, 32))))),
    ("V_CVT_U32_F64", op!([F64] -> B32, Kind::Int(|s, _| Some(to_int(Fp::D(f64::from_bits(s[0])), false, 32))))),
    ("V_CVT_I16_F16", op!([F16] -> B16, Kind::Int(|s, _| Some(to_int(Fp::H(f16::from_bits(s[0] as u16)), true, 16))))),
    ("V_CVT_U16_F16", op!([F16] -> B16, Kind::Int(|s, _| Some(to_int(Fp::H(f16::from_bits(s[0] as u16)), false, 16))))),
    ("V_CVT_F32_F64", op!([F64] -> F32, Kind::Int(|s, _| Some(fp_to(Fp::D(f64::from_bits(s[0])), 32))))),
    ("V_CVT_F64_F32", op!([F32] -> F64, Kind::Int(|s, _| Some(fp_to(Fp::S(f32::from_bits(s[0] as u32)), 64))))),
    ("V_CVT_F16_F32", op!([F32] -> F16, Kind::Int(|s, _| Some(fp_to(Fp::S(f32::from_bits(s[0] as u32)), 16))))),
    ("V_CVT_F32_F16", op!([F16] -> F32, Kind::Int(|s, _| Some(fp_to(Fp::H(f16::from_bits(s[0] as u16)), 32))))),
    // ---- packed (VOP3P) -----------------------------------------------------------------------
    ("V_PK_ADD_U16", op!([B32, B32] -> B32, Kind::Packed(|s| (s[0] + s[1]) & 0xffff))),
    ("V_PK_SUB_U16", op!([B32, B32] -> B32, Kind::Packed(|s| s[0].wrapping_sub(s[1]) & 0xffff))),
    ("V_PK_ADD_I16", op!([B32, B32] -> B32, Kind::Packed(|s| (s[0] + s[1]) & 0xffff))),
    ("V_PK_SUB_I16", op!([B32, B32] -> B32, Kind::Packed(|s| s[0].wrapping_sub(s[1]) & 0xffff))),
    ("V_PK_MUL_LO_U16", op!([B32, B32] -> B32, Kind::Packed(|s| (s[0] * s[1]) & 0xffff))),
    ("V_PK_LSHLREV_B16", op!([B32, B32] -> B32, Kind::Packed(|s| (s[1] << (s[0] & 15)) & 0xffff))),
    ("V_PK_LSHRREV_B16", op!([B32, B32] -> B32, Kind::Packed(|s| s[1] >> (s[0] & 15)))),
    ("V_PK_ASHRREV_I16", op!([B32, B32] -> B32, Kind::Packed(|s| (s16(s[1]) >> (s[0] & 15)) as u64 & 0xffff))),
    ("V_PK_MIN_I16", op!([B32, B32] -> B32, Kind::Packed(|s| if s16(s[0]) < s16(s[1]) { s[0] } else { s[1] }))),
    ("V_PK_MAX_I16", op!([B32, B32] -> B32, Kind::Packed(|s| if s16(s[0]) > s16(s[1]) { s[0] } else { s[1] }))),
    ("V_PK_MIN_U16", op!([B32, B32] -> B32, Kind::Packed(|s| s[0].min(s[1])))),
    ("V_PK_MAX_U16", op!([B32, B32] -> B32, Kind::Packed(|s| s[0].max(s[1])))),
    ("V_PK_ADD_F16", op!([F32, F32] -> B32, Kind::PackedFloat(|s| arith::fp_binop(FpOp::Add, s[0], s[1])))),
    ("V_PK_MUL_F16", op!([F32, F32] -> B32, Kind::PackedFloat(|s| arith::fp_binop(FpOp::Mul, s[0], s[1])))),
    ("V_PK_FMA_F16", op!([F32, F32, F32] -> B32, Kind::PackedFloat(|s| arith::fma(s[0], s[1], s[2])))),
    ("V_PK_MIN_F16", op!([F32, F32] -> B32, Kind::PackedFloat(|s| arith::fp_binop(FpOp::MinNum, s[0], s[1])))),
    ("V_PK_MAX_F16", op!([F32, F32] -> B32, Kind::PackedFloat(|s| arith::fp_binop(FpOp::MaxNum, s[0], s[1])))),
];

/// Compare predicates: name part → (integer compare, float predicate number as LLVM's).
static CMP_PREDICATES: &[(&str, u8)] = &[
    ("F", 0),
    ("EQ", 1),
    ("GT", 2),
    ("GE", 3),
    ("LT", 4),
    ("LE", 5),
    ("LG", 6),
    ("NE", 6),
    ("O", 7),
    ("U", 8),
    ("NLG", 9),
    ("NLE", 10),
    ("NLT", 11),
    ("NGE", 12),
    ("NGT", 13),
    ("NEQ", 14),
    ("TRU", 15),
    ("T", 15),
];

/// The base name of a VALU opcode: without `_e32`/`_e64`/`_e64_gfx...`.
fn base(name: &str) -> &str {
    let b = name.strip_suffix("_e32").or_else(|| name.strip_suffix("_e64")).unwrap_or(name);
    b.strip_suffix("_gfx9").or_else(|| b.strip_suffix("_gfx10")).unwrap_or(b)
}

/// A compare's model, from its name (`V_CMP_LT_I32`).
fn compare(base: &str) -> Option<Op> {
    let rest = base.strip_prefix("V_CMP_")?;
    let (pred, ty) = rest.rsplit_once('_')?;
    let &(_, p) = CMP_PREDICATES.iter().find(|(n, _)| *n == pred)?;
    let (t, int): (Ty, Option<bool>) = match ty {
        "F16" => (F16, None),
        "F32" => (F32, None),
        "F64" => (F64, None),
        "I16" => (B16, Some(true)),
        "I32" => (B32, Some(true)),
        "I64" => (B64, Some(true)),
        "U16" => (B16, Some(false)),
        "U32" => (B32, Some(false)),
        "U64" => (B64, Some(false)),
        _ => return None,
    };
    static T16: [Ty; 2] = [B16, B16];
    static T32: [Ty; 2] = [B32, B32];
    static T64: [Ty; 2] = [B64, B64];
    static F16S: [Ty; 2] = [F16, F16];
    static F32S: [Ty; 2] = [F32, F32];
    static F64S: [Ty; 2] = [F64, F64];
    let srcs: &'static [Ty] = match t {
        B16 => &T16,
        B32 => &T32,
        B64 => &T64,
        F16 => &F16S,
        F32 => &F32S,
        F64 => &F64S,
    };
    let kind = match int {
        None => Kind::FCmp(p),
        Some(signed) => Kind::Cmp(int_compare(p, signed, t.bits())?),
    };
    Some(Op { srcs, dst: B32, kind })
}

/// The integer compare for predicate number `p` (in the float numbering: 1 eq, 2 gt, 3 ge, 4 lt,
/// 5 le, 6 ne, 0 false, 15 true).
fn int_compare(p: u8, signed: bool, bits: u32) -> Option<fn(&[u64]) -> bool> {
    macro_rules! cmps {
        ($conv:expr) => {
            match p {
                0 => Some(|_: &[u64]| false),
                1 => Some(|s: &[u64]| $conv(s[0]) == $conv(s[1])),
                2 => Some(|s: &[u64]| $conv(s[0]) > $conv(s[1])),
                3 => Some(|s: &[u64]| $conv(s[0]) >= $conv(s[1])),
                4 => Some(|s: &[u64]| $conv(s[0]) < $conv(s[1])),
                5 => Some(|s: &[u64]| $conv(s[0]) <= $conv(s[1])),
                6 => Some(|s: &[u64]| $conv(s[0]) != $conv(s[1])),
                15 => Some(|_: &[u64]| true),
                _ => None,
            }
        };
    }
    match (signed, bits) {
        (false, _) => cmps!(|x: u64| x),
        (true, 16) => cmps!(s16),
        (true, 32) => cmps!(s32),
        (true, _) => cmps!(|x: u64| x as i64),
    }
}

/// The VALU model of `name`.
pub fn lookup(name: &str) -> Option<Op> {
    let b = base(name);
    TABLE.iter().find(|(n, _)| *n == b).map(|(_, op)| *op).or_else(|| compare(b))
}

/// Whether `name` has a VALU model.
pub fn names() -> impl Iterator<Item = &'static str> {
    TABLE.iter().map(|(n, _)| *n)
}

const SRC: [&str; 3] = ["src0", "src1", "src2"];
const MODS: [&str; 3] = ["src0_modifiers", "src1_modifiers", "src2_modifiers"];

/// SISrcMods bits in `srcN_modifiers`.
const NEG: i64 = 1;
const ABS: i64 = 2;
const OP_SEL_0: i64 = 4;
const OP_SEL_1: i64 = 8;

fn sign_bit(t: Ty) -> u64 {
    1u64 << (t.bits() - 1)
}

fn is_denormal(t: Ty, x: u64) -> bool {
    let (exp, man) = match t {
        F16 => ((x >> 10) & 0x1f, x & 0x3ff),
        F32 => ((x >> 23) & 0xff, x & 0x7f_ffff),
        F64 => ((x >> 52) & 0x7ff, x & 0xf_ffff_ffff_ffff),
        _ => return false,
    };
    exp == 0 && man != 0
}

fn flush(t: Ty, x: u64, keep: bool) -> u64 {
    if !keep && is_denormal(t, x) { x & sign_bit(t) } else { x }
}

fn keeps_input_denormals(t: Ty, m: &FpMode) -> bool {
    if t == F32 { m.fp32_input_denormals } else { m.fp64_fp16_input_denormals }
}
fn keeps_output_denormals(t: Ty, m: &FpMode) -> bool {
    if t == F32 { m.fp32_output_denormals } else { m.fp64_fp16_output_denormals }
}

fn decode(t: Ty, x: u64) -> Fp {
    match t {
        F16 | B16 => Fp::H(f16::from_bits(x as u16)),
        F64 | B64 => Fp::D(f64::from_bits(x)),
        _ => Fp::S(f32::from_bits(x as u32)),
    }
}

/// An integer add or subtract with `clamp` set saturates to its result type's range, signed
/// for the `_I16`/`_I32` forms and unsigned for `_U16`/`_U32` (ISA manuals, "clamp"; the
/// packed forms per half, named here without `PK_`). `None`: an opcode whose clamp is not
/// modelled.
fn clamped_int(name: &str, s: &[u64]) -> Option<u64> {
    let base = name.strip_suffix("_e64").or_else(|| name.strip_suffix("_e32")).unwrap_or(name);
    let (sub, rev, rest) = if let Some(r) = base.strip_prefix("V_ADD_") {
        (false, false, r)
    } else if let Some(r) = base.strip_prefix("V_SUBREV_") {
        (true, true, r)
    } else {
        (true, false, base.strip_prefix("V_SUB_")?)
    };
    let (signed, bits) = match rest {
        "U16" => (false, 16),
        "U32" => (false, 32),
        "I16" => (true, 16),
        "I32" => (true, 32),
        _ => return None,
    };
    let m = (1u64 << bits) - 1;
    let val = |x: u64| -> i64 {
        let x = x & m;
        if signed && x >> (bits - 1) & 1 == 1 { x as i64 - (1i64 << bits) } else { x as i64 }
    };
    let (a, b) = if rev { (val(*s.get(1)?), val(*s.first()?)) } else { (val(*s.first()?), val(*s.get(1)?)) };
    let exact = if sub { a - b } else { a + b };
    let (lo, hi) = if signed { (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1) } else { (0, m as i64) };
    Some(exact.clamp(lo, hi) as u64 & m)
}

/// Applies `omod` (1: ×2, 2: ×4, 3: ÷2) and then `clamp` to a float result's bits.
fn output_modifiers(t: Ty, x: u64, omod: i64, clamp: bool) -> u64 {
    let mut v = decode(t, x);
    if omod != 0 {
        let k = match omod {
            1 => 1,
            2 => 2,
            _ => -1,
        };
        v = arith::ldexp(v, k);
    }
    if clamp {
        let y = v.to_f64();
        let c = if y.is_nan() { 0.0 } else { y.clamp(0.0, 1.0) };
        v = Fp::from_f64(t.bits(), c).unwrap_or(v);
    }
    v.to_bits()
}

/// One lane's result: the value (if the op has one) and the flag bit (compare, carry).
struct LaneOut {
    value: Option<Val>,
    flag: Option<(bool, bool)>,
}

pub(crate) fn run(w: &mut Wave<'_>, ops: &Ops<'_>, op: Op) -> R<Flow> {
    let inst = ops.inst;
    let ws = w.inputs.wave_size;
    let mode = FpMode::of(w.f);
    let nsrc = op.srcs.len();
    let mut srcs: SmallVec<[(isel::mir::Operand, i64); 3]> = SmallVec::new();
    for i in 0..nsrc {
        let o = ops.need(w, SRC[i])?;
        srcs.push((o, ops.imm(w, MODS[i])?));
    }
    let clamp = ops.imm(w, "clamp")? != 0;
    let omod = ops.imm(w, "omod")?;
    if ops.imm(w, "op_sel")? != 0 && !matches!(op.kind, Kind::Packed(_) | Kind::PackedFloat(_)) {
        return Err(w.unsupported(inst, "op_sel on a non-packed instruction is not modelled"));
    }
    // The lane-mask source: `src2` of an _e64 select or carry, else vcc.
    let needs_mask = matches!(op.kind, Kind::Select | Kind::Carry { carry_in: true, .. } | Kind::DivFmas);
    let mask_in = if needs_mask {
        let o = match ops.get(SRC[nsrc.min(2)]).filter(|_| nsrc < 3) {
            Some(o) => o,
            None => isel::mir::Operand::phys(super::vcc(w)),
        };
        Some(read_scalar(w, inst, &o, ws)?)
    } else {
        None
    };
    let env_ulps = w.inputs.rcp_ulps;
    let exec = w.exec;
    let mut outs: Vec<(u32, LaneOut)> = Vec::with_capacity(exec.count_ones() as usize);
    for lane in lanes(exec) {
        let mut vals: SmallVec<[Val; 3]> = SmallVec::new();
        for (i, (o, mods)) in srcs.iter().enumerate() {
            let t = op.srcs[i];
            let v = fit(w.read(inst, o, lane)?, if matches!(op.kind, Kind::Packed(_) | Kind::PackedFloat(_)) { 32 } else { t.bits() });
            let mut v = v;
            if t.is_float() && !matches!(op.kind, Kind::PackedFloat(_)) {
                let mut x = v.bits.as_u64();
                if mods & ABS != 0 {
                    x &= !sign_bit(t);
                }
                if mods & NEG != 0 {
                    x ^= sign_bit(t);
                }
                x = flush(t, x, keeps_input_denormals(t, &mode));
                v = Val { bits: Bits::from_u64(t.bits(), x), poison: v.poison };
            } else if mods & (NEG | ABS) != 0 && !matches!(op.kind, Kind::Packed(_) | Kind::PackedFloat(_)) {
                return Err(w.unsupported(inst, "a source modifier on an integer source"));
            }
            vals.push(v);
        }
        let env = Env { lane, rcp_ulps: env_ulps };
        let mbit = mask_in.as_ref().map(|m| (m.bits.bit(lane), m.poison.bit(lane)));
        let out = compute(w, ops, &op, &vals, mbit, &env, &srcs, omod, clamp, &mode)?;
        outs.push((lane, out));
    }
    // Write the per-lane results, then the lane mask (inactive lanes 0).
    let mut mask = 0u64;
    let mut mask_poison = 0u64;
    let mut has_flag = false;
    let vdst = ops.def("vdst");
    for (lane, out) in outs {
        if let (Some(v), Some(d)) = (out.value, vdst) {
            let width = w.op_width(&d);
            w.write(inst, &d, lane, fit(v, width))?;
        }
        if let Some((b, p)) = out.flag {
            has_flag = true;
            mask |= u64::from(b) << lane;
            mask_poison |= u64::from(p) << lane;
        }
    }
    if has_flag || (matches!(op.kind, Kind::Cmp(_) | Kind::FCmp(_) | Kind::Carry { .. } | Kind::Mad64 { .. } | Kind::DivScale)) {
        let dst = match ops.def("sdst") {
            Some(d) => Some(d),
            None if ops.writes_implicit(PhysReg::VCC) || ops.writes_implicit(PhysReg::VCC_LO) => {
                Some(isel::mir::Operand::phys_def(super::vcc(w)))
            }
            None => None,
        };
        if let Some(d) = dst {
            let v = Val { bits: Bits::from_u64(ws, mask), poison: Bits::from_u64(ws, mask_poison) };
            write_scalar(w, inst, &d, v)?;
        }
    }
    Ok(Flow::Next)
}

fn poison_any(vals: &[Val]) -> bool {
    vals.iter().any(|v| !v.is_defined())
}

#[allow(clippy::too_many_arguments)]
fn compute(
    w: &Wave<'_>,
    ops: &Ops<'_>,
    op: &Op,
    vals: &[Val],
    mbit: Option<(bool, bool)>,
    env: &Env,
    srcs: &[(isel::mir::Operand, i64)],
    omod: i64,
    clamp: bool,
    mode: &FpMode,
) -> R<LaneOut> {
    let inst = ops.inst;
    let raw: SmallVec<[u64; 3]> = vals.iter().map(|v| v.bits.as_u64()).collect();
    let dbits = op.dst.bits();
    let smear = |x: u64, bad: bool| -> Val {
        let v = Val::from_u64(dbits, x);
        if bad { Val::poisoned(v.bits) } else { v }
    };
    let finish_float = |x: u64| -> u64 {
        let x = if op.dst.is_float() && (omod != 0 || clamp) { output_modifiers(op.dst, x, omod, clamp) } else { x };
        flush(op.dst, x, keeps_output_denormals(op.dst, mode))
    };
    let bad = poison_any(vals);
    Ok(match op.kind {
        Kind::Int(_) if clamp && !op.dst.is_float() => {
            let x =
                clamped_int(ops.desc.name, &raw).ok_or_else(|| w.unsupported(inst, "clamp on this integer operation is not modelled"))?;
            LaneOut { value: Some(smear(x, bad)), flag: None }
        }
        Kind::Int(fun) => match fun(&raw, env) {
            Some(x) => LaneOut { value: Some(smear(finish_float(x), bad)), flag: None },
            None => LaneOut { value: Some(Val::undef(dbits)), flag: None },
        },
        Kind::Bitwise(fun) => {
            let x = fun(&raw);
            let poisons: SmallVec<[u64; 3]> = vals.iter().map(|v| v.poison.as_u64()).collect();
            let p = super::bitwise_poison(fun, &raw, &poisons);
            LaneOut { value: Some(Val { bits: Bits::from_u64(dbits, x), poison: Bits::from_u64(dbits, p) }), flag: None }
        }
        Kind::Moves(fun, data) => {
            let x = fun(&raw);
            let controls_defined = vals.iter().enumerate().all(|(i, v)| data.contains(&i) || v.is_defined());
            let p = if controls_defined {
                let marks: SmallVec<[u64; 3]> =
                    vals.iter().enumerate().map(|(i, v)| if data.contains(&i) { v.poison.as_u64() } else { raw[i] }).collect();
                fun(&marks)
            } else {
                u64::MAX
            };
            LaneOut { value: Some(Val { bits: Bits::from_u64(dbits, x), poison: Bits::from_u64(dbits, p) }), flag: None }
        }
        Kind::Float(fun) => {
            let fs: SmallVec<[Fp; 3]> = op.srcs.iter().zip(&raw).map(|(t, x)| decode(*t, *x)).collect();
            let r = fun(&fs, env).to_bits();
            LaneOut { value: Some(smear(finish_float(r), bad)), flag: None }
        }
        Kind::Cmp(fun) => LaneOut { value: None, flag: Some((fun(&raw), bad)) },
        Kind::FCmp(p) => {
            let a = decode(op.srcs[0], raw[0]);
            let b = decode(op.srcs[1], raw[1]);
            let c = arith::fcmp(p, a, b).ok_or_else(|| w.malformed(inst, "a bad compare predicate"))?;
            LaneOut { value: None, flag: Some((c, bad)) }
        }
        Kind::Carry { f: fun, carry_in } => {
            let (cin, cbad) = if carry_in { mbit.unwrap_or((false, true)) } else { (false, false) };
            let (x, c) = fun(raw[0], raw[1], cin);
            let bad = bad || cbad;
            let x = if clamp {
                // Unsigned saturation: an add that carries gives all ones, a sub that borrows 0.
                let name = ops.desc.name;
                match (c, name.contains("SUB")) {
                    (true, false) => M32,
                    (true, true) => 0,
                    _ => x,
                }
            } else {
                x
            };
            LaneOut { value: Some(smear(x, bad)), flag: Some((c, bad)) }
        }
        Kind::Select => {
            let (m, mbad) = mbit.unwrap_or((false, true));
            let chosen = if m { vals[1].clone() } else { vals[0].clone() };
            let v = if mbad { crate::interp::either(&vals[0], &vals[1], chosen.bits) } else { chosen };
            LaneOut { value: Some(v), flag: None }
        }
        Kind::Mad64 { signed } => {
            let r: u128 = if signed {
                (i128::from(s32(raw[0])) * i128::from(s32(raw[1])) + i128::from(raw[2] as i64)) as u128
            } else {
                u128::from(raw[0]) * u128::from(raw[1]) + u128::from(raw[2])
            };
            LaneOut { value: Some(smear(r as u64, bad)), flag: Some(((r >> 64) & 1 == 1, bad)) }
        }
        Kind::DivScale => {
            // The contract: the scaled operand unscaled, no scaling needed.
            LaneOut { value: Some(smear(raw[0], bad)), flag: Some((false, bad)) }
        }
        Kind::DivFmas => {
            let (m, mbad) = mbit.unwrap_or((false, true));
            let fs: SmallVec<[Fp; 3]> = op.srcs.iter().zip(&raw).map(|(t, x)| decode(*t, *x)).collect();
            let r = arith::div_fmas(fs[0], fs[1], fs[2], m).to_bits();
            LaneOut { value: Some(smear(finish_float(r), bad || mbad)), flag: None }
        }
        Kind::Packed(_) | Kind::PackedFloat(_) => {
            let mods: SmallVec<[i64; 3]> = srcs.iter().map(|(_, m)| *m).collect();
            let half = |i: usize, hi: bool| -> u64 {
                let sel = if hi { mods[i] & OP_SEL_1 != 0 } else { mods[i] & OP_SEL_0 != 0 };
                let x = if sel { (raw[i] >> 16) & 0xffff } else { raw[i] & 0xffff };
                let neg = if hi { mods[i] & ABS != 0 } else { mods[i] & NEG != 0 };
                if neg { x ^ 0x8000 } else { x }
            };
            let mut out = 0u64;
            for (k, hi) in [(0u32, false), (16u32, true)] {
                let hs: SmallVec<[u64; 3]> = (0..vals.len()).map(|i| half(i, hi)).collect();
                let r = match op.kind {
                    Kind::Packed(fun) => {
                        if mods.iter().any(|m| m & (NEG | ABS) != 0) {
                            return Err(w.unsupported(inst, "neg_lo/neg_hi on an integer packed instruction"));
                        }
                        if clamp {
                            let name = ops.desc.name.replacen("V_PK_", "V_", 1);
                            clamped_int(&name, &hs)
                                .ok_or_else(|| w.unsupported(inst, "clamp on this packed integer operation is not modelled"))?
                        } else {
                            fun(&hs) & 0xffff
                        }
                    }
                    Kind::PackedFloat(fun) => {
                        let fs: SmallVec<[Fp; 3]> = hs.iter().map(|x| Fp::H(f16::from_bits(*x as u16))).collect();
                        let r = fun(&fs).to_bits();
                        if clamp { output_modifiers(F16, r, 0, true) } else { r }
                    }
                    _ => 0,
                };
                out |= r << k;
            }
            LaneOut { value: Some(smear(out, bad)), flag: None }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_clamp_saturates() {
        assert_eq!(clamped_int("V_ADD_U32_e64", &[M32, 2]), Some(M32));
        assert_eq!(clamped_int("V_SUB_U16_e64", &[1, 2]), Some(0));
        assert_eq!(clamped_int("V_ADD_I16_e64", &[0x7fff, 1]), Some(0x7fff));
        assert_eq!(clamped_int("V_SUB_I32_e64", &[0x8000_0000, 1]), Some(0x8000_0000));
        assert_eq!(clamped_int("V_SUBREV_U32_e64", &[3, 1]), Some(0));
        assert_eq!(clamped_int("V_ADD_I32_e64", &[5, M32]), Some(4));
        assert_eq!(clamped_int("V_MUL_LO_U32_e64", &[1, 1]), None);
    }

    #[test]
    fn compares_decode_from_their_names() {
        assert!(matches!(lookup("V_CMP_LT_I32_e64").map(|o| o.kind), Some(Kind::Cmp(_))));
        assert!(matches!(lookup("V_CMP_NGE_F32_e32").map(|o| o.kind), Some(Kind::FCmp(12))));
        assert!(lookup("V_CMP_XX_I32_e64").is_none());
        let Some(Op { kind: Kind::Cmp(lt), .. }) = lookup("V_CMP_LT_I32_e64") else { panic!("no compare") };
        assert!(lt(&[0xffff_ffff, 0]));
        let Some(Op { kind: Kind::Cmp(ult), .. }) = lookup("V_CMP_LT_U32_e64") else { panic!("no compare") };
        assert!(!ult(&[0xffff_ffff, 0]));
    }

    #[test]
    fn byte_permute() {
        // The selectors llc-14 and the patterns use for bswap of 32 and 16 bits.
        assert_eq!(perm_b32(0, 0x1122_3344, 0x0001_0203), 0x4433_2211);
        assert_eq!(perm_b32(0, 0x1122_3344, 0x0c0c_0001), 0x4433);
        assert_eq!(perm_b32(0xaabb_ccdd, 0x1122_3344, 0x0407_0d08), 0xddaa_ff00);
    }

    #[test]
    fn bit_field_extract_and_24_bit_multiply() {
        assert_eq!(bfe32(0xf0, 4, 4, false), 0xf);
        assert_eq!(bfe32(0xf0, 4, 4, true), 0xffff_ffff);
        assert_eq!(bfe32(0xf0, 4, 0, true), 0);
        assert_eq!(i24(0x80_0000), -0x80_0000);
        assert_eq!(ffbh_i32(1), 31);
        assert_eq!(ffbh_i32(0xffff_fffe), 31);
    }

    #[test]
    fn output_modifiers_scale_then_clamp() {
        let two = f32::to_bits(2.0) as u64;
        assert_eq!(output_modifiers(F32, two, 3, false), f32::to_bits(1.0) as u64);
        assert_eq!(output_modifiers(F32, two, 1, true), f32::to_bits(1.0) as u64);
        assert_eq!(output_modifiers(F32, f32::NAN.to_bits() as u64, 0, true), 0);
    }
}
