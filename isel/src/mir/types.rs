//! Low-level types (LLT), as GlobalISel spells them: `s32`, `p1`, `<2 x s16>`, `<4 x p3>`.

use std::fmt;

/// A GlobalISel low-level type: a scalar of some bit width, a pointer into an address space, or a
/// fixed vector of either. Eight bytes, `Copy`, so it can sit in every virtual register's record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Llt {
    /// `sN`: an N-bit scalar with no further meaning (integer and float alike).
    Scalar(u16),
    /// `pN`: a pointer into address space N.
    Pointer(u16),
    /// `<N x sM>` or `<N x pK>`.
    Vector { lanes: u16, elem: Elem },
}

/// The element of a vector type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Elem {
    Scalar(u16),
    Pointer(u16),
}

/// Pointer width in bits for an AMDGPU address space (the data layout `p:64:64-p1:64:64-p2:32:32-
/// p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160`): flat, global and constant pointers are 64-bit,
/// region, LDS, private and 32-bit constant pointers are 32-bit.
pub fn pointer_bits(addrspace: u16) -> u16 {
    match addrspace {
        2 | 3 | 5 | 6 => 32,
        7 => 160,
        8 => 128,
        _ => 64,
    }
}

impl Elem {
    /// Size of one element in bits.
    pub fn bits(self) -> u32 {
        match self {
            Elem::Scalar(b) => u32::from(b),
            Elem::Pointer(a) => u32::from(pointer_bits(a)),
        }
    }
    fn as_llt(self) -> Llt {
        match self {
            Elem::Scalar(b) => Llt::Scalar(b),
            Elem::Pointer(a) => Llt::Pointer(a),
        }
    }
}

impl Llt {
    /// A distinct nonzero number for each type, for comparisons in hot loops (the pattern
    /// matcher's guards) that are a single integer compare.
    pub const fn key(self) -> u64 {
        const fn elem(e: Elem) -> u64 {
            match e {
                Elem::Scalar(b) => 1 << 16 | b as u64,
                Elem::Pointer(a) => 2 << 16 | a as u64,
            }
        }
        match self {
            Llt::Scalar(b) => 1 << 16 | b as u64,
            Llt::Pointer(a) => 2 << 16 | a as u64,
            // A kind of its own, so no vector's key is a scalar's whatever its lane count.
            Llt::Vector { lanes, elem: e } => (lanes as u64) << 32 | 4 << 16 | elem(e),
        }
    }

    pub const S1: Llt = Llt::Scalar(1);
    pub const S16: Llt = Llt::Scalar(16);
    pub const S32: Llt = Llt::Scalar(32);
    pub const S64: Llt = Llt::Scalar(64);

    /// `<lanes x elem>`.
    pub fn vector(lanes: u16, elem: Llt) -> Llt {
        let elem = match elem {
            Llt::Scalar(b) => Elem::Scalar(b),
            Llt::Pointer(a) => Elem::Pointer(a),
            Llt::Vector { elem, .. } => elem,
        };
        Llt::Vector { lanes, elem }
    }

    /// Total size in bits.
    pub fn bits(self) -> u32 {
        match self {
            Llt::Scalar(b) => u32::from(b),
            Llt::Pointer(a) => u32::from(pointer_bits(a)),
            Llt::Vector { lanes, elem } => u32::from(lanes) * elem.bits(),
        }
    }

    pub fn is_scalar(self) -> bool {
        matches!(self, Llt::Scalar(_))
    }
    pub fn is_pointer(self) -> bool {
        matches!(self, Llt::Pointer(_))
    }
    pub fn is_vector(self) -> bool {
        matches!(self, Llt::Vector { .. })
    }

    /// The element type of a vector, or the type itself.
    pub fn scalar_type(self) -> Llt {
        match self {
            Llt::Vector { elem, .. } => elem.as_llt(),
            t => t,
        }
    }

    /// Number of vector lanes, 1 for scalars and pointers.
    pub fn lanes(self) -> u16 {
        match self {
            Llt::Vector { lanes, .. } => lanes,
            _ => 1,
        }
    }

    /// Parses the textual form (`s32`, `p1`, `<2 x s16>`), the whole string.
    pub fn parse(text: &str) -> Option<Llt> {
        let text = text.trim();
        if let Some(inner) = text.strip_prefix('<').and_then(|t| t.strip_suffix('>')) {
            let mut parts = inner.split_whitespace();
            let lanes: u16 = parts.next()?.parse().ok()?;
            if parts.next()? != "x" {
                return None;
            }
            let elem = Llt::parse(parts.next()?)?;
            if parts.next().is_some() || elem.is_vector() || lanes == 0 {
                return None;
            }
            return Some(Llt::vector(lanes, elem));
        }
        let (kind, digits) = text.split_at_checked(1)?;
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let n: u16 = digits.parse().ok()?;
        match kind {
            "s" if n > 0 => Some(Llt::Scalar(n)),
            "p" => Some(Llt::Pointer(n)),
            _ => None,
        }
    }
}

impl fmt::Display for Llt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Llt::Scalar(b) => write!(f, "s{b}"),
            Llt::Pointer(a) => write!(f, "p{a}"),
            Llt::Vector { lanes, elem } => write!(f, "<{lanes} x {}>", elem.as_llt()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_every_form() {
        for text in ["s1", "s32", "s1024", "p0", "p5", "<2 x s16>", "<4 x p3>", "<16 x s32>"] {
            let t = Llt::parse(text).unwrap_or_else(|| panic!("{text} should parse"));
            assert_eq!(t.to_string(), text);
        }
    }

    #[test]
    fn rejects_malformed_types() {
        for text in ["", "s", "s0", "x32", "<2 s16>", "<0 x s32>", "<2 x <2 x s16>>", "s3x", "p"] {
            assert_eq!(Llt::parse(text), None, "{text}");
        }
    }

    #[test]
    fn sizes_follow_the_data_layout() {
        assert_eq!(Llt::parse("p1").map(Llt::bits), Some(64));
        assert_eq!(Llt::parse("p3").map(Llt::bits), Some(32));
        assert_eq!(Llt::parse("<2 x p3>").map(Llt::bits), Some(64));
        assert_eq!(Llt::parse("<3 x s32>").map(Llt::bits), Some(96));
    }
}
