//! Fixed-width bit strings and lane values with per-bit poison.

use smallvec::SmallVec;

/// A bit string of a fixed width, in little-endian 64-bit words. Bits at and above `width` are
/// always zero, so two strings of one width are equal exactly when their words are.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Bits {
    width: u32,
    words: SmallVec<[u64; 2]>,
}

impl std::fmt::Debug for Bits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}'0x", self.width)?;
        if self.words.is_empty() {
            return f.write_str("0");
        }
        for (i, w) in self.words.iter().rev().enumerate() {
            if i == 0 {
                write!(f, "{w:x}")?;
            } else {
                write!(f, "_{w:016x}")?;
            }
        }
        Ok(())
    }
}

fn words_for(width: u32) -> usize {
    width.div_ceil(64) as usize
}

fn low_mask(bits: u32) -> u64 {
    if bits >= 64 { u64::MAX } else { (1u64 << bits) - 1 }
}

impl Bits {
    /// All zeros.
    pub fn zero(width: u32) -> Bits {
        Bits { width, words: SmallVec::from_elem(0, words_for(width)) }
    }

    /// All ones.
    pub fn ones(width: u32) -> Bits {
        let mut b = Bits { width, words: SmallVec::from_elem(u64::MAX, words_for(width)) };
        b.clear_above();
        b
    }

    /// The low `width` bits of `v`.
    pub fn from_u64(width: u32, v: u64) -> Bits {
        let mut b = Bits::zero(width);
        if let Some(w) = b.words.first_mut() {
            *w = v;
        }
        b.clear_above();
        b
    }

    /// The low `width` bits of `v`.
    pub fn from_u128(width: u32, v: u128) -> Bits {
        let mut b = Bits::zero(width);
        if let Some(w) = b.words.get_mut(0) {
            *w = v as u64;
        }
        if let Some(w) = b.words.get_mut(1) {
            *w = (v >> 64) as u64;
        }
        b.clear_above();
        b
    }

    /// The low `width` bits of `v`, sign-extended to fill the width.
    pub fn from_i128(width: u32, v: i128) -> Bits {
        let mut b = Bits::zero(width);
        for (i, w) in b.words.iter_mut().enumerate() {
            let shift = 64 * i as u32;
            *w = if shift >= 128 { if v < 0 { u64::MAX } else { 0 } } else { (v >> shift) as u64 };
        }
        b.clear_above();
        b
    }

    fn clear_above(&mut self) {
        let rem = self.width % 64;
        if rem != 0
            && let Some(last) = self.words.last_mut()
        {
            *last &= low_mask(rem);
        }
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    /// The low 64 bits.
    pub fn as_u64(&self) -> u64 {
        self.words.first().copied().unwrap_or(0)
    }

    /// The low 128 bits.
    pub fn as_u128(&self) -> u128 {
        let lo = u128::from(self.as_u64());
        let hi = u128::from(self.words.get(1).copied().unwrap_or(0));
        lo | (hi << 64)
    }

    /// The value as a signed integer of its width (at most 128 bits are meaningful).
    pub fn as_i128(&self) -> i128 {
        let w = self.width.min(128);
        if w == 0 {
            return 0;
        }
        let v = self.as_u128();
        let shift = 128 - w;
        ((v << shift) as i128) >> shift
    }

    pub fn bit(&self, i: u32) -> bool {
        i < self.width && self.words.get((i / 64) as usize).is_some_and(|w| (w >> (i % 64)) & 1 == 1)
    }

    pub fn set_bit(&mut self, i: u32, v: bool) {
        if i >= self.width {
            return;
        }
        if let Some(w) = self.words.get_mut((i / 64) as usize) {
            if v {
                *w |= 1 << (i % 64);
            } else {
                *w &= !(1 << (i % 64));
            }
        }
    }

    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// `width` bits starting at bit `offset` (bits past the end read as zero).
    pub fn extract(&self, offset: u32, width: u32) -> Bits {
        let mut out = Bits::zero(width);
        if offset.is_multiple_of(64) {
            let first = (offset / 64) as usize;
            for (i, w) in out.words.iter_mut().enumerate() {
                *w = self.words.get(first + i).copied().unwrap_or(0);
            }
            out.clear_above();
            return out;
        }
        for i in 0..width {
            if self.bit(offset + i) {
                out.set_bit(i, true);
            }
        }
        out
    }

    /// Overwrites `part.width()` bits starting at `offset` (bits past the end are dropped).
    pub fn insert(&mut self, offset: u32, part: &Bits) {
        if offset.is_multiple_of(64) && part.width.is_multiple_of(64) {
            let first = (offset / 64) as usize;
            for (i, &w) in part.words.iter().enumerate() {
                if let Some(dst) = self.words.get_mut(first + i) {
                    *dst = w;
                }
            }
            self.clear_above();
            return;
        }
        for i in 0..part.width {
            self.set_bit(offset + i, part.bit(i));
        }
    }

    /// The parts side by side, the first in the lowest bits.
    pub fn concat<'a>(parts: impl IntoIterator<Item = &'a Bits>) -> Bits {
        let parts: SmallVec<[&Bits; 8]> = parts.into_iter().collect();
        let width = parts.iter().map(|p| p.width).sum();
        let mut out = Bits::zero(width);
        let mut at = 0;
        for p in parts {
            out.insert(at, p);
            at += p.width;
        }
        out
    }

    /// Zero-extends or truncates to `width`.
    pub fn resize(&self, width: u32) -> Bits {
        self.extract(0, width)
    }

    /// Sign-extends (from this string's top bit) or truncates to `width`.
    pub fn sext(&self, width: u32) -> Bits {
        let mut out = self.resize(width);
        if width > self.width && self.width > 0 && self.bit(self.width - 1) {
            for i in self.width..width {
                out.set_bit(i, true);
            }
        }
        out
    }

    /// Bitwise combination of two strings of one width.
    pub fn zip(&self, other: &Bits, f: impl Fn(u64, u64) -> u64) -> Bits {
        let mut out = Bits::zero(self.width);
        for (i, w) in out.words.iter_mut().enumerate() {
            *w = f(self.words.get(i).copied().unwrap_or(0), other.words.get(i).copied().unwrap_or(0));
        }
        out.clear_above();
        out
    }

    pub fn not(&self) -> Bits {
        let mut out = Bits { width: self.width, words: self.words.iter().map(|w| !w).collect() };
        out.clear_above();
        out
    }

    /// Little-endian bytes, `ceil(width / 8)` of them.
    pub fn to_bytes(&self) -> Vec<u8> {
        let n = self.width.div_ceil(8) as usize;
        (0..n).map(|i| (self.words.get(i / 8).copied().unwrap_or(0) >> (8 * (i % 8))) as u8).collect()
    }

    /// The string of `width` bits whose little-endian bytes are `bytes`.
    pub fn from_bytes(width: u32, bytes: &[u8]) -> Bits {
        let mut out = Bits::zero(width);
        for (i, &b) in bytes.iter().enumerate() {
            if let Some(w) = out.words.get_mut(i / 8) {
                *w |= u64::from(b) << (8 * (i % 8));
            }
        }
        out.clear_above();
        out
    }

    /// Index of the lowest set bit.
    pub fn lowest_set(&self) -> Option<u32> {
        self.words.iter().enumerate().find(|(_, w)| **w != 0).map(|(i, w)| 64 * i as u32 + w.trailing_zeros())
    }

    /// Ones from bit `from` upward.
    pub fn ones_from(width: u32, from: u32) -> Bits {
        let mut b = Bits::ones(width);
        for i in 0..from.min(width) {
            b.set_bit(i, false);
        }
        b
    }
}

/// One lane's value of a register: its bits and which of them are poison.
///
/// Poison marks bits whose value the program does not define: never-written registers,
/// `G_IMPLICIT_DEF`, results LLVM calls poison (shifts by the width or more, out-of-range
/// float-to-int conversions, division by zero) and whatever those flow into. The bits under
/// poison are still a definite value (zero for `G_IMPLICIT_DEF`), so runs are deterministic; the
/// poison mark only tells [`crate::equiv`] that a transformed program may put anything there.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Val {
    pub bits: Bits,
    pub poison: Bits,
}

impl std::fmt::Debug for Val {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.poison.is_zero() { write!(f, "{:?}", self.bits) } else { write!(f, "{:?}(poison {:?})", self.bits, self.poison) }
    }
}

impl Val {
    /// A fully defined value.
    pub fn defined(bits: Bits) -> Val {
        let poison = Bits::zero(bits.width());
        Val { bits, poison }
    }

    /// A fully defined value from an integer.
    pub fn from_u64(width: u32, v: u64) -> Val {
        Val::defined(Bits::from_u64(width, v))
    }

    pub fn from_u128(width: u32, v: u128) -> Val {
        Val::defined(Bits::from_u128(width, v))
    }

    /// Zero bits, all poison: what `G_IMPLICIT_DEF` and never-written registers hold.
    pub fn undef(width: u32) -> Val {
        Val { bits: Bits::zero(width), poison: Bits::ones(width) }
    }

    /// The value `bits`, all poison.
    pub fn poisoned(bits: Bits) -> Val {
        let poison = Bits::ones(bits.width());
        Val { bits, poison }
    }

    pub fn width(&self) -> u32 {
        self.bits.width()
    }

    pub fn is_defined(&self) -> bool {
        self.poison.is_zero()
    }

    pub fn extract(&self, offset: u32, width: u32) -> Val {
        Val { bits: self.bits.extract(offset, width), poison: self.poison.extract(offset, width) }
    }

    pub fn insert(&mut self, offset: u32, part: &Val) {
        self.bits.insert(offset, &part.bits);
        self.poison.insert(offset, &part.poison);
    }

    pub fn concat<'a>(parts: impl IntoIterator<Item = &'a Val> + Clone) -> Val {
        Val { bits: Bits::concat(parts.clone().into_iter().map(|p| &p.bits)), poison: Bits::concat(parts.into_iter().map(|p| &p.poison)) }
    }

    /// Zero-extends (the new bits defined) or truncates.
    pub fn zext(&self, width: u32) -> Val {
        Val { bits: self.bits.resize(width), poison: self.poison.resize(width) }
    }

    /// Sign-extends (the new bits as defined as the sign bit) or truncates.
    pub fn sext(&self, width: u32) -> Val {
        Val { bits: self.bits.sext(width), poison: self.poison.sext(width) }
    }

    /// Same bits, with every bit poison if any is.
    pub fn smear_poison(self) -> Val {
        if self.is_defined() { self } else { Val::poisoned(self.bits) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extract_insert_and_concat_move_bits() {
        let a = Bits::from_u64(16, 0xabcd);
        let b = Bits::from_u64(16, 0x1234);
        let c = Bits::concat([&a, &b]);
        assert_eq!(c.as_u64(), 0x1234_abcd);
        assert_eq!(c.extract(8, 16).as_u64(), 0x34ab);
        let mut wide = Bits::zero(128);
        wide.insert(60, &Bits::from_u64(8, 0xff));
        assert_eq!(wide.as_u128(), 0xffu128 << 60);
        assert_eq!(Bits::from_bytes(24, &wide.to_bytes()[7..10]).as_u64(), 0x0f_f0);
    }

    #[test]
    fn extensions() {
        let v = Bits::from_u64(8, 0x80);
        assert_eq!(v.sext(32).as_u64(), 0xffff_ff80);
        assert_eq!(v.resize(32).as_u64(), 0x80);
        assert_eq!(v.as_i128(), -128);
        assert_eq!(Bits::from_i128(96, -1).words.len(), 2);
        assert_eq!(Bits::from_i128(96, -1), Bits::ones(96));
        assert_eq!(Bits::ones_from(8, 3).as_u64(), 0xf8);
    }
}
