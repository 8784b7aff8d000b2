//! What one element of one lane computes: integer and floating-point semantics of the generic
//! opcodes and of the AMDGPU operations the legalizer introduces, with poison propagation.
//!
//! Integers are at most 128 bits wide here (wider scalars only move, they never compute).
//! Floats are IEEE binary16/32/64 by width; every arithmetic NaN result is the canonical quiet
//! NaN, since LLVM leaves NaN payloads unspecified and a pass may change them.

use half::f16;

use super::bits::{Bits, Val};

/// Why an element operation has no result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArithError {
    /// The operation is not modelled at this width.
    Width(u32),
}

pub type Res<T> = Result<T, ArithError>;

fn mask(w: u32) -> u128 {
    if w >= 128 { u128::MAX } else { (1u128 << w) - 1 }
}

fn sext(v: u128, w: u32) -> i128 {
    if w == 0 || w >= 128 {
        return v as i128;
    }
    let s = 128 - w;
    ((v << s) as i128) >> s
}

/// Integer binary operations on two operands of one type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntOp {
    Add,
    Sub,
    Mul,
    UDiv,
    SDiv,
    URem,
    SRem,
    And,
    Or,
    Xor,
    SMin,
    SMax,
    UMin,
    UMax,
    UMulH,
    SMulH,
    /// Saturating add/sub (`G_UADDSAT` ... `G_SSUBSAT`): the exact result clamped to the
    /// type's range.
    UAddSat,
    USubSat,
    SAddSat,
    SSubSat,
}

/// `a op b` on `w`-bit integers.
pub fn int_binop(op: IntOp, a: &Val, b: &Val) -> Res<Val> {
    let w = a.width();
    if w > 128 {
        return Err(ArithError::Width(w));
    }
    match op {
        IntOp::And | IntOp::Or | IntOp::Xor => return Ok(bitwise(op, a, b)),
        _ => {}
    }
    let (x, y) = (a.bits.as_u128(), b.bits.as_u128());
    let m = mask(w);
    let (sx, sy) = (sext(x, w), sext(y, w));
    let mut poison_result = false;
    let r: u128 = match op {
        IntOp::Add => x.wrapping_add(y),
        IntOp::Sub => x.wrapping_sub(y),
        IntOp::Mul => x.wrapping_mul(y),
        IntOp::UDiv | IntOp::URem => {
            if y == 0 {
                poison_result = true;
                0
            } else if op == IntOp::UDiv {
                x / y
            } else {
                x % y
            }
        }
        IntOp::SDiv | IntOp::SRem => {
            let min = if w >= 128 { i128::MIN } else { -(1i128 << (w - 1)) };
            if sy == 0 || (sx == min && sy == -1) {
                poison_result = true;
                0
            } else if op == IntOp::SDiv {
                sx.wrapping_div(sy) as u128
            } else {
                sx.wrapping_rem(sy) as u128
            }
        }
        IntOp::SMin => sx.min(sy) as u128,
        IntOp::SMax => sx.max(sy) as u128,
        IntOp::UMin => x.min(y),
        IntOp::UMax => x.max(y),
        IntOp::UMulH => {
            if w > 64 {
                return Err(ArithError::Width(w));
            }
            (x * y) >> w
        }
        IntOp::SMulH => {
            if w > 64 {
                return Err(ArithError::Width(w));
            }
            ((sx * sy) >> w) as u128
        }
        IntOp::UAddSat | IntOp::USubSat | IntOp::SAddSat | IntOp::SSubSat => {
            if w > 64 {
                return Err(ArithError::Width(w));
            }
            let (umax, smin, smax) = (m as i128, -(1i128 << (w - 1)), (1i128 << (w - 1)) - 1);
            let exact = match op {
                IntOp::UAddSat => (x + y) as i128,
                IntOp::USubSat => x as i128 - y as i128,
                IntOp::SAddSat => sx + sy,
                _ => sx - sy,
            };
            let signed = matches!(op, IntOp::SAddSat | IntOp::SSubSat);
            (if signed { exact.clamp(smin, smax) } else { exact.clamp(0, umax) }) as u128
        }
        IntOp::And | IntOp::Or | IntOp::Xor => 0,
    } & m;
    let bits = Bits::from_u128(w, r);
    if poison_result {
        return Ok(Val::poisoned(bits));
    }
    let any = a.poison.zip(&b.poison, |p, q| p | q);
    let poison = match op {
        // Low result bits depend only on low operand bits: poison spreads upward only.
        IntOp::Add | IntOp::Sub | IntOp::Mul => match any.lowest_set() {
            Some(i) => Bits::ones_from(w, i),
            None => Bits::zero(w),
        },
        _ if any.is_zero() => Bits::zero(w),
        _ => Bits::ones(w),
    };
    Ok(Val { bits, poison })
}

/// And, or, xor, bit by bit: an `and` with a defined 0 or an `or` with a defined 1 is defined
/// whatever the other bit is (so `G_AND (G_ANYEXT x), 255` is a defined zero-extension).
fn bitwise(op: IntOp, a: &Val, b: &Val) -> Val {
    let (x, y, px, py) = (&a.bits, &b.bits, &a.poison, &b.poison);
    let bits = match op {
        IntOp::And => x.zip(y, |p, q| p & q),
        IntOp::Or => x.zip(y, |p, q| p | q),
        _ => x.zip(y, |p, q| p ^ q),
    };
    let both = px.zip(py, |p, q| p & q);
    let poison = match op {
        IntOp::And => {
            // Poison where both are, or one is and the other is not a defined 0.
            let one = px.zip(&y.zip(py, |v, p| v & !p), |p, v1| p & v1);
            let two = py.zip(&x.zip(px, |v, p| v & !p), |p, v1| p & v1);
            both.zip(&one, |p, q| p | q).zip(&two, |p, q| p | q)
        }
        IntOp::Or => {
            let one = px.zip(&y.zip(py, |v, p| !v & !p), |p, v0| p & v0);
            let two = py.zip(&x.zip(px, |v, p| !v & !p), |p, v0| p & v0);
            both.zip(&one, |p, q| p | q).zip(&two, |p, q| p | q)
        }
        _ => px.zip(py, |p, q| p | q),
    };
    Val { bits, poison }
}

/// Shift kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShiftOp {
    Shl,
    LShr,
    AShr,
}

/// `a shift amt`; an amount of the width or more gives poison, as in LLVM.
pub fn shift(op: ShiftOp, a: &Val, amt: &Val) -> Res<Val> {
    let w = a.width();
    if w > 128 {
        return Err(ArithError::Width(w));
    }
    let s = amt.bits.as_u128();
    if !amt.is_defined() || s >= u128::from(w) {
        return Ok(Val::poisoned(Bits::zero(w)));
    }
    let s = s as u32;
    let apply = |v: &Bits| -> Bits {
        let x = v.as_u128();
        let r = match op {
            ShiftOp::Shl => x << s,
            ShiftOp::LShr => x >> s,
            ShiftOp::AShr => (sext(x, w) >> s) as u128,
        };
        Bits::from_u128(w, r & mask(w))
    };
    Ok(Val { bits: apply(&a.bits), poison: apply(&a.poison) })
}

/// Integer comparison by LLVM predicate number (32 eq .. 41 sle).
pub fn icmp(pred: u8, a: &Val, b: &Val) -> Option<Val> {
    let w = a.width();
    let (x, y) = (a.bits.as_u128(), b.bits.as_u128());
    let (sx, sy) = (sext(x, w), sext(y, w));
    let r = match pred {
        32 => x == y,
        33 => x != y,
        34 => x > y,
        35 => x >= y,
        36 => x < y,
        37 => x <= y,
        38 => sx > sy,
        39 => sx >= sy,
        40 => sx < sy,
        41 => sx <= sy,
        _ => return None,
    };
    Some(bool_val(r, a.is_defined() && b.is_defined()))
}

/// An `s1` holding `v`, poison unless `defined`.
pub fn bool_val(v: bool, defined: bool) -> Val {
    let bits = Bits::from_u64(1, u64::from(v));
    if defined { Val::defined(bits) } else { Val::poisoned(bits) }
}

/// Add or subtract with carry: `(result, carry-out)`; `carry_in` is an `s1`.
pub fn add_carry(sub: bool, a: &Val, b: &Val, carry_in: Option<&Val>) -> Res<(Val, Val)> {
    let w = a.width();
    if w > 64 {
        return Err(ArithError::Width(w));
    }
    let (x, y) = (a.bits.as_u128(), b.bits.as_u128());
    let c = carry_in.map_or(0, |c| c.bits.as_u128() & 1);
    let (r, carry) = if sub {
        let r = x.wrapping_sub(y).wrapping_sub(c);
        (r, x < y + c)
    } else {
        let r = x + y + c;
        (r, r > mask(w))
    };
    let defined = a.is_defined() && b.is_defined() && carry_in.is_none_or(Val::is_defined);
    let out = Bits::from_u128(w, r & mask(w));
    let out = if defined { Val::defined(out) } else { Val::poisoned(out) };
    Ok((out, bool_val(carry, defined)))
}

/// Signed add or subtract with overflow flag.
pub fn add_overflow_signed(sub: bool, a: &Val, b: &Val) -> Res<(Val, Val)> {
    let w = a.width();
    if w > 64 {
        return Err(ArithError::Width(w));
    }
    let (x, y) = (sext(a.bits.as_u128(), w), sext(b.bits.as_u128(), w));
    let r = if sub { x - y } else { x + y };
    let back = sext(r as u128 & mask(w), w);
    let defined = a.is_defined() && b.is_defined();
    let bits = Bits::from_u128(w, r as u128 & mask(w));
    let out = if defined { Val::defined(bits) } else { Val::poisoned(bits) };
    Ok((out, bool_val(back != r, defined)))
}

/// `G_UMULO`/`G_SMULO`: the wrapped product and whether the exact one does not fit `w` bits.
pub fn mul_overflow(signed: bool, a: &Val, b: &Val) -> Res<(Val, Val)> {
    let w = a.width();
    if w > 64 {
        return Err(ArithError::Width(w));
    }
    let (ua, ub) = (a.bits.as_u128(), b.bits.as_u128());
    let (r, over) = if signed {
        let p = sext(ua, w) * sext(ub, w);
        (p as u128 & mask(w), sext(p as u128 & mask(w), w) != p)
    } else {
        let p = ua * ub;
        (p & mask(w), p > mask(w))
    };
    let defined = a.is_defined() && b.is_defined();
    let bits = Bits::from_u128(w, r);
    let out = if defined { Val::defined(bits) } else { Val::poisoned(bits) };
    Ok((out, bool_val(over, defined)))
}

/// Count leading zeros (`zero_is` for a zero input).
pub fn ctlz(a: &Val, w_out: u32, zero_is: Option<u64>) -> Res<Val> {
    let w = a.width();
    if w > 128 {
        return Err(ArithError::Width(w));
    }
    let x = a.bits.as_u128();
    let n = if x == 0 { zero_is.unwrap_or(u64::from(w)) } else { u64::from(x.leading_zeros() - (128 - w)) };
    Ok(smear(Val::from_u64(w_out, n), a.is_defined()))
}

/// Count trailing zeros (`zero_is` for a zero input).
pub fn cttz(a: &Val, w_out: u32, zero_is: Option<u64>) -> Res<Val> {
    let w = a.width();
    if w > 128 {
        return Err(ArithError::Width(w));
    }
    let x = a.bits.as_u128();
    let n = if x == 0 { zero_is.unwrap_or(u64::from(w)) } else { u64::from(x.trailing_zeros()) };
    Ok(smear(Val::from_u64(w_out, n), a.is_defined()))
}

/// `v_ffbh_i32`: the number of leading bits equal to the sign bit (counting it), or all ones
/// when the input is 0 or -1.
pub fn ffbh_signed(a: &Val, w_out: u32) -> Val {
    let x = a.bits.as_u64() as u32;
    let flipped = x ^ ((x as i32 >> 31) as u32);
    let n = if flipped == 0 { u64::MAX } else { u64::from(flipped.leading_zeros()) };
    smear(Val::from_u64(w_out, n), a.is_defined())
}

pub fn ctpop(a: &Val, w_out: u32) -> Val {
    let n: u32 = a.bits.to_bytes().iter().map(|b| b.count_ones()).sum();
    smear(Val::from_u64(w_out, u64::from(n)), a.is_defined())
}

/// Marks a result all poison unless `defined`.
pub fn smear(v: Val, defined: bool) -> Val {
    if defined { v } else { Val::poisoned(v.bits) }
}

// ---------------------------------------------------------------------------------------------
// Floating point.

/// A float of one of the three IEEE formats, widened losslessly to `f64` for the operations whose
/// result is exact or correctly rounded after narrowing (see each use).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Fp {
    H(f16),
    S(f32),
    D(f64),
}

impl Fp {
    /// Decodes `w` bits (16, 32 or 64).
    pub fn from_bits(w: u32, bits: u64) -> Res<Fp> {
        match w {
            16 => Ok(Fp::H(f16::from_bits(bits as u16))),
            32 => Ok(Fp::S(f32::from_bits(bits as u32))),
            64 => Ok(Fp::D(f64::from_bits(bits))),
            _ => Err(ArithError::Width(w)),
        }
    }

    pub fn to_bits(self) -> u64 {
        match self {
            Fp::H(x) => u64::from(x.to_bits()),
            Fp::S(x) => u64::from(x.to_bits()),
            Fp::D(x) => x.to_bits(),
        }
    }

    pub fn to_f64(self) -> f64 {
        match self {
            Fp::H(x) => x.to_f64(),
            Fp::S(x) => f64::from(x),
            Fp::D(x) => x,
        }
    }

    /// Rounds `x` to a float of width `w` (one rounding: f64 → f32 and f64 → f16 round directly).
    pub fn from_f64(w: u32, x: f64) -> Res<Fp> {
        match w {
            16 => Ok(Fp::H(f64_to_f16(x))),
            32 => Ok(Fp::S(x as f32)),
            64 => Ok(Fp::D(x)),
            _ => Err(ArithError::Width(w)),
        }
    }

    pub fn is_nan(self) -> bool {
        self.to_f64().is_nan()
    }

    /// The canonical quiet NaN of this format.
    pub fn canonical_nan(self) -> Fp {
        match self {
            Fp::H(_) => Fp::H(f16::from_bits(0x7e00)),
            Fp::S(_) => Fp::S(f32::from_bits(0x7fc0_0000)),
            Fp::D(_) => Fp::D(f64::from_bits(0x7ff8_0000_0000_0000)),
        }
    }

    /// A signalling NaN (quiet bit clear).
    pub fn is_snan(self) -> bool {
        match self {
            Fp::H(v) => v.is_nan() && v.to_bits() & 0x0200 == 0,
            Fp::S(v) => v.is_nan() && v.to_bits() & 0x0040_0000 == 0,
            Fp::D(v) => v.is_nan() && v.to_bits() & 0x0008_0000_0000_0000 == 0,
        }
    }

    /// The canonical quiet NaN for NaN results.
    pub fn canonical(self) -> Fp {
        if self.is_nan() { self.canonical_nan() } else { self }
    }
}

/// `x` rounded once to half precision. (`half`'s own conversion goes through `f32` on x86 with
/// F16C, rounding twice.) Rounding to `f32` with round-to-odd first keeps a sticky bit, after
/// which rounding to half is exact: `f32` has more than half's precision plus two bits.
pub fn f64_to_f16(x: f64) -> f16 {
    if x.is_nan() {
        return f16::from_f32(x as f32);
    }
    if x.abs() >= 65536.0 {
        return if x < 0.0 { f16::NEG_INFINITY } else { f16::INFINITY };
    }
    let mut t = x as f32;
    if f64::from(t) != x {
        // Truncate toward zero, then make the last bit 1 (round to odd).
        if f64::from(t).abs() > x.abs() {
            t = f32::from_bits(t.to_bits() - 1);
        }
        t = f32::from_bits(t.to_bits() | 1);
    }
    f16::from_f32(t)
}

/// Float binary operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FpOp {
    Add,
    Sub,
    Mul,
    Div,
    MinNum,
    MaxNum,
}

/// `a op b`, correctly rounded. Half-precision add/sub/mul/div are computed in `f32` and
/// rounded once more: `f32` has more than twice half's precision plus two bits, so the double
/// rounding is exact.
pub fn fp_binop(op: FpOp, a: Fp, b: Fp) -> Fp {
    let r = match (a, b) {
        (Fp::S(x), Fp::S(y)) => Fp::S(f32_op(op, x, y)),
        (Fp::D(x), Fp::D(y)) => Fp::D(f64_op(op, x, y)),
        (Fp::H(x), Fp::H(y)) => Fp::H(f16::from_f32(f32_op(op, x.to_f32(), y.to_f32()))),
        // Mixed widths do not occur in well-typed MIR; compute in f64.
        _ => Fp::D(f64_op(op, a.to_f64(), b.to_f64())),
    };
    r.canonical()
}

fn f32_op(op: FpOp, x: f32, y: f32) -> f32 {
    match op {
        FpOp::Add => x + y,
        FpOp::Sub => x - y,
        FpOp::Mul => x * y,
        FpOp::Div => x / y,
        FpOp::MinNum => min_num(x.into(), y.into()) as f32,
        FpOp::MaxNum => max_num(x.into(), y.into()) as f32,
    }
}

fn f64_op(op: FpOp, x: f64, y: f64) -> f64 {
    match op {
        FpOp::Add => x + y,
        FpOp::Sub => x - y,
        FpOp::Mul => x * y,
        FpOp::Div => x / y,
        FpOp::MinNum => min_num(x, y),
        FpOp::MaxNum => max_num(x, y),
    }
}

/// IEEE-754 2008 minNum: a NaN operand loses to a number; -0 is taken as less than +0.
fn min_num(x: f64, y: f64) -> f64 {
    if x.is_nan() {
        return y;
    }
    if y.is_nan() {
        return x;
    }
    if x == y {
        return if x.is_sign_negative() { x } else { y };
    }
    x.min(y)
}

fn max_num(x: f64, y: f64) -> f64 {
    if x.is_nan() {
        return y;
    }
    if y.is_nan() {
        return x;
    }
    if x == y {
        return if x.is_sign_negative() { y } else { x };
    }
    x.max(y)
}

/// Fused multiply-add, one rounding (half precision: computed as an `f64` fma and rounded
/// again, which can differ from a single rounding only in rare ties).
pub fn fma(a: Fp, b: Fp, c: Fp) -> Fp {
    let r = match (a, b, c) {
        (Fp::S(x), Fp::S(y), Fp::S(z)) => Fp::S(libm::fmaf(x, y, z)),
        (Fp::D(x), Fp::D(y), Fp::D(z)) => Fp::D(libm::fma(x, y, z)),
        _ => Fp::H(f64_to_f16(libm::fma(a.to_f64(), b.to_f64(), c.to_f64()))),
    };
    r.canonical()
}

/// `V_DIV_FMAS_F32`/`_F64` and `llvm.amdgcn.div.fmas`: the fma of the three sources, scaled
/// where the lane's scale flag (VCC, which `V_DIV_SCALE` sets when it scaled an operand) is set:
/// by 2^32 for f32 and 2^64 for f64 (the GFX9/RDNA ISA manuals' pseudocode for V_DIV_FMAS). The
/// scaling is modelled as a second, exact-unless-out-of-range step after the fma's rounding.
pub fn div_fmas(a: Fp, b: Fp, c: Fp, scale: bool) -> Fp {
    let r = fma(a, b, c);
    match (scale, r) {
        (false, _) => r,
        (true, Fp::D(_)) => ldexp(r, 64),
        (true, _) => ldexp(r, 32),
    }
}

/// `V_CMP_CLASS_*` and `llvm.amdgcn.class`: whether `x`'s class is among the mask's bits
/// (GFX9 ISA manual, V_CMP_CLASS_F32: bit 0 signaling NaN, 1 quiet NaN, 2 -inf, 3 -normal,
/// 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf).
pub fn fp_class(x: Fp, mask: u64) -> bool {
    let (bits, w, mant_bits) = match x {
        Fp::H(v) => (u64::from(v.to_bits()), 16u32, 10u32),
        Fp::S(v) => (u64::from(v.to_bits()), 32, 23),
        Fp::D(v) => (v.to_bits(), 64, 52),
    };
    let neg = (bits >> (w - 1)) & 1 == 1;
    let exp_mask = (1u64 << (w - 1 - mant_bits)) - 1;
    let e = (bits >> mant_bits) & exp_mask;
    let m = bits & ((1u64 << mant_bits) - 1);
    let class = if e == exp_mask {
        if m == 0 {
            if neg { 2 } else { 9 }
        } else if (m >> (mant_bits - 1)) & 1 == 1 {
            1
        } else {
            0
        }
    } else if e == 0 {
        match (m == 0, neg) {
            (true, true) => 5,
            (true, false) => 6,
            (false, true) => 4,
            (false, false) => 7,
        }
    } else if neg {
        3
    } else {
        8
    };
    (mask >> class) & 1 == 1
}

/// `V_PERM_B32` (GFX9 ISA manual): each result byte `k` is chosen by byte `k` of the selector
/// from the eight bytes of `{s0, s1}` (`s1` the low dword): 0..7 that byte, 8..11 the sign of
/// byte 1, 3, 5 or 7 smeared over the byte, 12 zero, 13 and above 0xff.
pub fn perm_b32(s0: u64, s1: u64, sel: u64) -> u64 {
    let data = ((s0 & 0xffff_ffff) << 32) | (s1 & 0xffff_ffff);
    let byte = |k: u64| (data >> (8 * k)) & 0xff;
    let mut out = 0;
    for i in 0..4 {
        let s = (sel >> (8 * i)) & 0xff;
        let b = match s {
            0..=7 => byte(s),
            8..=11 => {
                let src = 2 * (s - 8) + 1;
                if byte(src) & 0x80 != 0 { 0xff } else { 0 }
            }
            12 => 0,
            _ => 0xff,
        };
        out |= b << (8 * i);
    }
    out
}

/// One interpolation step, `fma(p, s, d)` on f32 bits: `V_INTERP_P1_F32` (`P10 * i + P0`)
/// and `V_INTERP_P2_F32` (`P20 * j + p1`), and their intrinsics.
pub fn interp_step(p: f32, s: u64, d: u64) -> u64 {
    let r = fma(Fp::S(p), Fp::S(f32::from_bits(s as u32)), Fp::S(f32::from_bits(d as u32)));
    r.to_bits()
}

/// Unary float operations computed exactly or correctly rounded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FpUnary {
    Sqrt,
    Trunc,
    Floor,
    Ceil,
    /// Round to nearest, ties to even (`G_FRINT`, `G_FNEARBYINT`, `G_INTRINSIC_ROUNDEVEN`).
    Rint,
    /// Round to nearest, ties away from zero.
    Round,
    /// `1 / x` correctly rounded: `llvm.amdgcn.rcp` and `G_AMDGPU_RCP_IFLAG`. The hardware is
    /// accurate to 1 ulp; the legalizer's expansions are built to tolerate that, so the exact
    /// value is one of the results the hardware may give.
    Rcp,
    /// `1 / sqrt(x)`.
    Rsq,
    /// Quiets NaNs, keeps everything else.
    Canonicalize,
    /// `sin(2 pi x)` and `cos(2 pi x)` (`llvm.amdgcn.sin`/`cos`, `V_SIN_*`/`V_COS_*`: the input
    /// is in revolutions), `2^x` and `log2 x` (`G_FEXP2`/`G_FLOG2`, `V_EXP_*`/`V_LOG_*`). The
    /// hardware approximates them (the ISA manuals give no bound below 1 ulp for f32 and leave
    /// `sin`/`cos` outside [-256, 256] revolutions undefined); the model is the function computed
    /// in f64 and rounded once to the type (twice for f16: through f32), on both sides of a
    /// meaning check, so the check verifies that the selection computes the same function of
    /// the same operands, not the hardware's accuracy.
    Sin,
    Cos,
    Exp2,
    Log2,
    /// `x - floor(x)`, at most the largest value below 1; infinities give NaN
    /// (`llvm.amdgcn.fract`, `V_FRACT_*`: the ISA manual's clamp to 0x3f7fffff for f32).
    Fract,
}

/// `x` moved `ulps` units in the last place away from zero (toward zero when `ulps` is
/// negative). Zeros, infinities and NaNs stay; a step past the largest finite value is an
/// infinity, one below the smallest denormal a zero.
pub fn nudge_ulps(x: Fp, ulps: i8) -> Fp {
    let v = x.to_f64();
    if ulps == 0 || v == 0.0 || !v.is_finite() {
        return x;
    }
    // Floats are sign and magnitude: the magnitude grows with its bit pattern.
    let k = i64::from(ulps);
    match x {
        Fp::H(h) => Fp::H(f16::from_bits((i64::from(h.to_bits()) + k) as u16)),
        Fp::S(f) => Fp::S(f32::from_bits((i64::from(f.to_bits()) + k) as u32)),
        Fp::D(d) => Fp::D(f64::from_bits((d.to_bits() as i64).wrapping_add(k) as u64)),
    }
}

pub fn fp_unary(op: FpUnary, a: Fp) -> Fp {
    let r = match a {
        Fp::S(x) => Fp::S(f32_unary(op, x)),
        Fp::D(x) => Fp::D(f64_unary(op, x)),
        // Every operation here is exact or correctly rounded in f32 for half inputs.
        Fp::H(x) => Fp::H(f16_unary(op, x)),
    };
    r.canonical()
}

fn f32_unary(op: FpUnary, x: f32) -> f32 {
    match op {
        FpUnary::Sqrt => x.sqrt(),
        FpUnary::Trunc => x.trunc(),
        FpUnary::Floor => x.floor(),
        FpUnary::Ceil => x.ceil(),
        FpUnary::Rint => x.round_ties_even(),
        FpUnary::Round => x.round(),
        FpUnary::Rcp => 1.0 / x,
        FpUnary::Rsq => (1.0 / f64::from(x).sqrt()) as f32,
        FpUnary::Canonicalize => x,
        FpUnary::Sin | FpUnary::Cos | FpUnary::Exp2 | FpUnary::Log2 => f64_unary(op, f64::from(x)) as f32,
        FpUnary::Fract => {
            if x.is_infinite() {
                f32::NAN
            } else {
                (x - x.floor()).min(f32::from_bits(0x3f7f_ffff))
            }
        }
    }
}

fn f64_unary(op: FpUnary, x: f64) -> f64 {
    match op {
        FpUnary::Sqrt => x.sqrt(),
        FpUnary::Trunc => x.trunc(),
        FpUnary::Floor => x.floor(),
        FpUnary::Ceil => x.ceil(),
        FpUnary::Rint => x.round_ties_even(),
        FpUnary::Round => x.round(),
        FpUnary::Rcp => 1.0 / x,
        FpUnary::Rsq => 1.0 / x.sqrt(),
        FpUnary::Canonicalize => x,
        FpUnary::Sin => (x * std::f64::consts::TAU).sin(),
        FpUnary::Cos => (x * std::f64::consts::TAU).cos(),
        FpUnary::Exp2 => x.exp2(),
        FpUnary::Log2 => x.log2(),
        FpUnary::Fract => {
            if x.is_infinite() {
                f64::NAN
            } else {
                (x - x.floor()).min(f64::from_bits(0x3fef_ffff_ffff_ffff))
            }
        }
    }
}

/// The f16 result of `op`: as [`fp_unary`] computes it, except `fract`, whose clamp is half's
/// largest value below 1 (0x3bff).
fn f16_unary(op: FpUnary, x: f16) -> f16 {
    match op {
        FpUnary::Fract => {
            let v = x.to_f32();
            if v.is_infinite() { f16::NAN } else { f16::from_f32(v - v.floor()).min(f16::from_bits(0x3bff)) }
        }
        _ => f16::from_f32(f32_unary(op, x.to_f32())),
    }
}

/// The mantissa of `x` in [0.5, 1) with `x`'s sign; zeros, infinities and NaNs as they are
/// (`llvm.amdgcn.frexp.mant`, `V_FREXP_MANT_*`, the ISA manuals' definition).
pub fn frexp_mant(a: Fp) -> Fp {
    let v = a.to_f64();
    if v == 0.0 || !v.is_finite() {
        return a.canonical();
    }
    let (m, _) = libm::frexp(v);
    match a {
        Fp::H(_) => Fp::H(f16::from_f64(m)),
        Fp::S(_) => Fp::S(m as f32),
        Fp::D(_) => Fp::D(m),
    }
}

/// The exponent `e` of `x = m * 2^e`, `m` in [0.5, 1); 0 for zeros, infinities and NaNs
/// (`llvm.amdgcn.frexp.exp`, `V_FREXP_EXP_*`).
pub fn frexp_exp(a: Fp) -> i32 {
    let v = a.to_f64();
    if v == 0.0 || !v.is_finite() {
        return 0;
    }
    libm::frexp(v).1
}

/// The median of three floats: `max(min(a, b), min(max(a, b), c))`; a NaN operand gives the
/// canonical NaN (the hardware's NaN rules, which depend on the IEEE mode, are not modelled).
pub fn fmed3(s: &[Fp]) -> Fp {
    if s.iter().any(|x| x.is_nan()) {
        return s[0].canonical_nan();
    }
    let (a, b, c) = (s[0].to_f64(), s[1].to_f64(), s[2].to_f64());
    let m = a.max(b).min(a.min(b).max(c));
    // The median is one of the operands: exact in their type.
    match s[0] {
        Fp::H(_) => Fp::H(f16::from_f64(m)),
        Fp::S(_) => Fp::S(m as f32),
        Fp::D(_) => Fp::D(m),
    }
    .canonical()
}

/// `x` (f32) to half, rounded toward zero (`llvm.amdgcn.cvt.pkrtz`, `V_CVT_PKRTZ_F16_F32`):
/// the nearest half, stepped one toward zero where that one is larger in magnitude. Out of
/// range values become the largest finite half, as rounding toward zero does.
pub fn f32_to_f16_rtz(x: f32) -> f16 {
    if x.is_nan() {
        return f16::NAN;
    }
    if x.is_infinite() {
        return f16::from_f32(x);
    }
    let h = f16::from_f32(x);
    if h.is_infinite() || h.to_f32().abs() > x.abs() { f16::from_bits(h.to_bits() - 1) } else { h }
}

/// `x * 2^n`, one rounding.
pub fn ldexp(a: Fp, n: i32) -> Fp {
    let r = match a {
        Fp::S(x) => Fp::S(libm::ldexpf(x, n)),
        Fp::D(x) => Fp::D(libm::ldexp(x, n)),
        // x * 2^n is exact in f64 for every half x and any n that keeps it in half's range.
        Fp::H(x) => Fp::H(f64_to_f16(libm::ldexp(x.to_f64(), n.clamp(-100, 100)))),
    };
    r.canonical()
}

/// Float comparison by LLVM predicate number (0 false .. 15 true).
pub fn fcmp(pred: u8, a: Fp, b: Fp) -> Option<bool> {
    let (x, y) = (a.to_f64(), b.to_f64());
    let uno = x.is_nan() || y.is_nan();
    let (lt, eq, gt) = (x < y, x == y, x > y);
    Some(match pred {
        0 => false,
        1 => eq,
        2 => gt,
        3 => gt || eq,
        4 => lt,
        5 => lt || eq,
        6 => lt || gt,
        7 => !uno,
        8 => uno,
        9 => uno || eq,
        10 => uno || gt,
        11 => uno || gt || eq,
        12 => uno || lt,
        13 => uno || lt || eq,
        14 => uno || lt || gt,
        15 => true,
        _ => return None,
    })
}

/// Float to integer, rounding toward zero; `None` (poison in LLVM) when the truncated value
/// does not fit in `w` bits or the input is NaN.
pub fn fp_to_int(a: Fp, w: u32, signed: bool) -> Option<u128> {
    let x = a.to_f64().trunc();
    if x.is_nan() || w > 128 {
        return None;
    }
    if signed {
        let lo = -(2f64.powi(w as i32 - 1));
        let hi = 2f64.powi(w as i32 - 1);
        if x < lo || x >= hi {
            return None;
        }
        Some((x as i128) as u128 & mask(w))
    } else {
        if x <= -1.0 || x >= 2f64.powi(w as i32) {
            return None;
        }
        Some(if x <= 0.0 { 0 } else { x as u128 })
    }
}

/// Integer to float of width `w`, correctly rounded.
pub fn int_to_fp(v: u128, from: u32, signed: bool, w: u32) -> Res<Fp> {
    let sv = sext(v, from);
    match w {
        32 => Ok(Fp::S(if signed { sv as f32 } else { v as f32 })),
        64 => Ok(Fp::D(if signed { sv as f64 } else { v as f64 })),
        // Exact in f64 below 2^53; anything larger rounds to infinity in half anyway.
        16 => Ok(Fp::H(f64_to_f16(if signed { sv as f64 } else { v as f64 }))),
        _ => Err(ArithError::Width(w)),
    }
}

/// Float to float conversion (`G_FPEXT`, `G_FPTRUNC`), one rounding, NaNs canonical.
pub fn fp_convert(a: Fp, w: u32) -> Res<Fp> {
    let r = match (a, w) {
        (Fp::S(x), 16) => Fp::H(f16::from_f32(x)),
        (Fp::D(x), 16) => Fp::H(f64_to_f16(x)),
        _ => Fp::from_f64(w, a.to_f64())?,
    };
    Ok(r.canonical())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(w: u32, x: u64) -> Val {
        Val::from_u64(w, x)
    }

    #[test]
    fn integer_ops_wrap_and_poison() {
        assert_eq!(int_binop(IntOp::Add, &v(8, 200), &v(8, 100)).map(|r| r.bits.as_u64()), Ok(44));
        assert_eq!(int_binop(IntOp::SDiv, &v(8, 0xf6), &v(8, 3)).map(|r| r.bits.as_u64()), Ok(0xfd));
        assert!(!int_binop(IntOp::UDiv, &v(32, 1), &v(32, 0)).map(|r| r.is_defined()).unwrap_or(true));
        assert!(!int_binop(IntOp::SDiv, &v(8, 0x80), &v(8, 0xff)).map(|r| r.is_defined()).unwrap_or(true));
        assert_eq!(int_binop(IntOp::UMulH, &v(32, 0xffff_ffff), &v(32, 0xffff_ffff)).map(|r| r.bits.as_u64()), Ok(0xffff_fffe));
        assert_eq!(int_binop(IntOp::SMulH, &v(32, 0xffff_ffff), &v(32, 2)).map(|r| r.bits.as_u64()), Ok(0xffff_ffff));
        // Saturation at both ends of the signed and unsigned ranges.
        let sat = |op, w, a, b| int_binop(op, &v(w, a), &v(w, b)).map(|r| r.bits.as_u64());
        assert_eq!(sat(IntOp::UAddSat, 16, 0xfff0, 0x20), Ok(0xffff));
        assert_eq!(sat(IntOp::USubSat, 32, 5, 7), Ok(0));
        assert_eq!(sat(IntOp::SAddSat, 16, 0x7ff0, 0x20), Ok(0x7fff));
        assert_eq!(sat(IntOp::SSubSat, 32, 0x8000_0000, 1), Ok(0x8000_0000));
        assert_eq!(sat(IntOp::SAddSat, 64, 5, u64::MAX), Ok(4));
        let mulo = |signed, a, b| mul_overflow(signed, &v(32, a), &v(32, b)).map(|(r, o)| (r.bits.as_u64(), o.bits.as_u64()));
        assert_eq!(mulo(false, 0x1_0000, 0x1_0000), Ok((0, 1)));
        assert_eq!(mulo(true, 0xffff_ffff, 0xffff_ffff), Ok((1, 0)));
        assert_eq!(mulo(true, 0x4000_0000, 2), Ok((0x8000_0000, 1)));
    }

    #[test]
    fn poison_stays_in_the_high_bits_of_an_add_and_masks_away() {
        // An any-extended byte: the top 24 bits poison.
        let x = Val { bits: Bits::from_u64(32, 0x7f), poison: Bits::from_u64(32, 0xffff_ff00) };
        let sum = int_binop(IntOp::Add, &x, &v(32, 1)).unwrap_or_else(|_| Val::undef(32));
        assert_eq!(sum.poison.as_u64(), 0xffff_ff00);
        let masked = int_binop(IntOp::And, &sum, &v(32, 0xff)).unwrap_or_else(|_| Val::undef(32));
        assert!(masked.is_defined());
        assert_eq!(masked.bits.as_u64(), 0x80);
    }

    #[test]
    fn shifts_by_the_width_are_poison() {
        assert!(!shift(ShiftOp::Shl, &v(32, 1), &v(32, 32)).map(|r| r.is_defined()).unwrap_or(true));
        assert_eq!(shift(ShiftOp::AShr, &v(16, 0x8000), &v(32, 15)).map(|r| r.bits.as_u64()), Ok(0xffff));
    }

    #[test]
    fn carries() {
        let (r, c) = add_carry(false, &v(32, u64::from(u32::MAX)), &v(32, 1), None).unwrap_or((v(1, 0), v(1, 0)));
        assert_eq!((r.bits.as_u64(), c.bits.as_u64()), (0, 1));
        let (r, c) = add_carry(true, &v(32, 0), &v(32, 0), Some(&v(1, 1))).unwrap_or((v(1, 0), v(1, 0)));
        assert_eq!((r.bits.as_u64(), c.bits.as_u64()), (0xffff_ffff, 1));
    }

    #[test]
    fn float_semantics() {
        assert_eq!(fcmp(9, Fp::S(f32::NAN), Fp::S(1.0)), Some(true));
        assert_eq!(fcmp(1, Fp::S(f32::NAN), Fp::S(f32::NAN)), Some(false));
        assert_eq!(fp_binop(FpOp::MinNum, Fp::S(f32::NAN), Fp::S(2.0)), Fp::S(2.0));
        assert_eq!(fp_binop(FpOp::Add, Fp::S(f32::INFINITY), Fp::S(f32::NEG_INFINITY)).to_bits(), 0x7fc0_0000);
        assert_eq!(fp_to_int(Fp::S(-0.5), 32, false), Some(0));
        assert_eq!(fp_to_int(Fp::S(-1.5), 32, false), None);
        assert_eq!(fp_to_int(Fp::S(4294967296.0), 32, false), None);
        assert_eq!(fp_to_int(Fp::S(-2147483648.0), 32, true), Some(0x8000_0000));
        assert_eq!(int_to_fp(0xffff_ffff, 32, true, 32), Ok(Fp::S(-1.0)));
        assert_eq!(ffbh_signed(&v(32, 1), 32).bits.as_u64(), 31);
        assert_eq!(ffbh_signed(&v(32, 0xffff_ffff), 32).bits.as_u64(), 0xffff_ffff);
        assert_eq!(ldexp(Fp::S(1.5), 3), Fp::S(12.0));
    }

    #[test]
    fn f64_to_half_rounds_once() {
        // 1 + 2^-11 + 2^-30: just above the tie between 1 and the next half; through f32 the
        // 2^-30 is lost and the tie rounds to even (1.0).
        let x = 1.0 + 2f64.powi(-11) + 2f64.powi(-30);
        assert_eq!(f64_to_f16(x).to_bits(), 0x3c01);
        assert_eq!(f64_to_f16(1.0 + 2f64.powi(-11)).to_bits(), 0x3c00);
        assert_eq!(f64_to_f16(65519.0).to_bits(), 0x7bff);
        assert_eq!(f64_to_f16(65520.0).to_bits(), 0x7c00);
        assert_eq!(f64_to_f16(-1e-10).to_bits(), 0x8000);
        assert_eq!(f64_to_f16(2f64.powi(-24)).to_bits(), 0x0001);
    }
}
