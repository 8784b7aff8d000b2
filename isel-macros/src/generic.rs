//! The generic opcode table, shared with `isel` (one source: `isel/src/mir/generic_table.rs`).

/// The kind of one operand in a generic opcode's signature.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A register of type index N.
    Ty(u8),
    Imm,
    Pred,
    Intrinsic,
    Block,
    Other,
    /// An intrinsic's operand after the id: a register or an immediate (macro-internal).
    Any,
}

#[derive(Clone, Copy, Debug)]
pub struct Generic {
    pub name: &'static str,
    pub defs: &'static [Kind],
    pub uses: &'static [Kind],
    pub variadic: bool,
    pub commutative: bool,
}

impl Generic {
    /// Opcodes with any number of defs: unmerges (all of type index 0) and intrinsics.
    pub fn variadic_defs(&self) -> bool {
        matches!(self.name, "G_UNMERGE_VALUES" | "G_INTRINSIC" | "G_INTRINSIC_W_SIDE_EFFECTS")
    }

    /// The kind of def `i`.
    pub fn def_kind(&self, i: usize) -> Kind {
        match self.defs.get(i) {
            Some(k) => *k,
            None if self.name == "G_UNMERGE_VALUES" => Kind::Ty(0),
            None => Kind::Other,
        }
    }
}

const T0: Kind = Kind::Ty(0);
const T1: Kind = Kind::Ty(1);
const T2: Kind = Kind::Ty(2);
const I: Kind = Kind::Imm;
const P: Kind = Kind::Pred;
const N: Kind = Kind::Intrinsic;
const B: Kind = Kind::Block;
const O: Kind = Kind::Other;

macro_rules! generic_opcodes {
    ($($name:ident : [$($d:expr),*] = [$($u:expr),*] $(+ $attr:ident)*;)*) => {
        pub static GENERIC: &[Generic] = &[$(Generic {
            name: stringify!($name),
            defs: &[$($d),*],
            uses: &[$($u),*],
            variadic: false $(|| generic_opcodes!(@is variadic $attr))*,
            commutative: false $(|| generic_opcodes!(@is commutative $attr))*,
        }),*];
    };
    (@is variadic variadic) => { true };
    (@is commutative commutative) => { true };
    (@is $want:ident $other:ident) => { false };
}

include!(concat!(env!("CARGO_MANIFEST_DIR"), "/../isel/src/mir/generic_table.rs"));

/// Looks a generic opcode up. `COPY` is given the signature of a one-input cast so patterns can
/// match cross-bank copies.
pub fn lookup(name: &str) -> Option<Generic> {
    if name == "COPY" {
        return Some(Generic { name: "COPY", defs: &[T0], uses: &[T1], variadic: false, commutative: false });
    }
    if name == "G_UNMERGE_VALUES" {
        return Some(Generic { name: "G_UNMERGE_VALUES", defs: &[], uses: &[T1], variadic: false, commutative: false });
    }
    GENERIC.iter().find(|g| g.name == name).copied()
}
