//! Opcodes: LLVM's target-independent opcodes (`COPY`, `PHI`, `REG_SEQUENCE`, ...) and generic
//! opcodes (`G_ADD`, ...) with their operand signatures, AMDGPU machine opcodes from the target
//! description, and any other name kept verbatim.
//!
//! A signature lists each operand's kind and, for registers, its *type index*: operands sharing an
//! index share an LLT. The table follows LLVM 14's `GenericOpcodes.td`. The printer uses it to print
//! each type index once, as llc does; the verifier uses it to check operand types.

use crate::target::instrs::TargetOpcode;

/// The kind of one operand in a generic opcode's signature.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpKind {
    /// A register whose type is the opcode's type index N.
    Ty(u8),
    /// An immediate (plain, `i32 7`, or FP).
    Imm,
    /// `intpred(..)` / `floatpred(..)`.
    Pred,
    /// `intrinsic(@..)`.
    Intrinsic,
    /// `%bb.N`.
    Block,
    /// Anything else (global, frame index, metadata, ...).
    Other,
}

use OpKind::{Block as B, Imm as I, Intrinsic as N, Other as O, Pred as P};
const T0: OpKind = OpKind::Ty(0);
const T1: OpKind = OpKind::Ty(1);
const T2: OpKind = OpKind::Ty(2);

/// Operand layout of a generic opcode: fixed defs, fixed uses, and whether more operands of any
/// kind may follow (LLVM's `variable_ops`).
#[derive(Clone, Copy, Debug)]
pub struct Signature {
    pub defs: &'static [OpKind],
    pub uses: &'static [OpKind],
    pub variadic: bool,
    /// The first two uses may be swapped.
    pub commutative: bool,
}

macro_rules! generic_opcodes {
    ($($name:ident : [$($d:expr),*] = [$($u:expr),*] $(+ $attr:ident)*;)*) => {
        /// LLVM's generic (pre-selection) opcodes and the target-independent ones.
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum GenericOpcode { $($name),* }

        impl GenericOpcode {
            pub const ALL: &'static [GenericOpcode] = &[$(GenericOpcode::$name),*];

            pub const fn name(self) -> &'static str {
                match self { $(GenericOpcode::$name => stringify!($name)),* }
            }

            /// The operand signature, as in LLVM's `GenericOpcodes.td`.
            pub fn signature(self) -> Signature {
                // A table by opcode number: passes ask for it once or more per instruction.
                static SIGNATURES: &[Signature] = &[$(Signature {
                    defs: &[$($d),*],
                    uses: &[$($u),*],
                    variadic: false $(|| generic_opcodes!(@is variadic $attr))*,
                    commutative: false $(|| generic_opcodes!(@is commutative $attr))*,
                }),*];
                SIGNATURES[self as usize]
            }

            /// Pre-selection generic opcodes (`G_*`), whose operands carry LLTs and type indices.
            pub fn is_pre_isel(self) -> bool {
                static PRE_ISEL: &[bool] = &[$(starts_with_g(stringify!($name))),*];
                PRE_ISEL[self as usize]
            }
        }
    };
    (@is variadic variadic) => { true };
    (@is commutative commutative) => { true };
    (@is $want:ident $other:ident) => { false };
}

/// Does an opcode's name start with `G_` (at compile time, for [`GenericOpcode::is_pre_isel`])?
const fn starts_with_g(name: &str) -> bool {
    let b = name.as_bytes();
    b.len() >= 2 && b[0] == b'G' && b[1] == b'_'
}

include!("generic_table.rs");

impl GenericOpcode {
    /// Looks an opcode up by name.
    pub fn from_name(name: &str) -> Option<GenericOpcode> {
        static SORTED: std::sync::OnceLock<Vec<(&'static str, GenericOpcode)>> = std::sync::OnceLock::new();
        let sorted = SORTED.get_or_init(|| {
            let mut v: Vec<_> = GenericOpcode::ALL.iter().map(|&o| (o.name(), o)).collect();
            v.sort_unstable();
            v
        });
        sorted.binary_search_by(|(n, _)| (*n).cmp(name)).ok().map(|i| sorted[i].1)
    }

    /// Ends a basic block.
    pub fn is_terminator(self) -> bool {
        matches!(self, GenericOpcode::G_BR | GenericOpcode::G_BRCOND | GenericOpcode::G_BRINDIRECT | GenericOpcode::G_BRJT)
    }
}

/// An instruction's opcode. Eight bytes (checked below) rather than sixteen, which makes every
/// instruction eight bytes smaller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opcode {
    Generic(GenericOpcode),
    /// An AMDGPU machine instruction from the target description.
    Target(TargetOpcode),
    /// A name neither table knows, kept verbatim.
    Unknown(UnknownOpcode),
}

const _: () = assert!(std::mem::size_of::<Opcode>() == 8);

/// An opcode name neither table knows, as a [`ShortSymbol`](crate::mir::ShortSymbol): a
/// [`Symbol`](crate::mir::Symbol) is a pointer, which made every [`Opcode`] 16 bytes.
pub type UnknownOpcode = crate::mir::ShortSymbol;

impl Opcode {
    pub fn generic(self) -> Option<GenericOpcode> {
        match self {
            Opcode::Generic(g) => Some(g),
            _ => None,
        }
    }

    pub fn target(self) -> Option<TargetOpcode> {
        match self {
            Opcode::Target(t) => Some(t),
            _ => None,
        }
    }

    /// True for `G_*` opcodes.
    pub fn is_pre_isel_generic(self) -> bool {
        self.generic().is_some_and(GenericOpcode::is_pre_isel)
    }
}

impl From<GenericOpcode> for Opcode {
    fn from(g: GenericOpcode) -> Opcode {
        Opcode::Generic(g)
    }
}

impl From<TargetOpcode> for Opcode {
    fn from(t: TargetOpcode) -> Opcode {
        Opcode::Target(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_looks_itself_up() {
        for &op in GenericOpcode::ALL {
            assert_eq!(GenericOpcode::from_name(op.name()), Some(op));
        }
        assert_eq!(GenericOpcode::from_name("G_NOPE"), None);
    }

    #[test]
    fn unknown_opcodes_keep_their_names() {
        let a = UnknownOpcode::new("S_NOT_AN_OPCODE");
        assert_eq!(a, UnknownOpcode::new("S_NOT_AN_OPCODE"));
        assert_ne!(a, UnknownOpcode::new("S_NOT_AN_OPCODE_EITHER"));
        assert_eq!(
            (a.as_str(), a.to_string(), format!("{a:?}")),
            ("S_NOT_AN_OPCODE", "S_NOT_AN_OPCODE".to_string(), "\"S_NOT_AN_OPCODE\"".to_string())
        );
        let text = "---\nname: f\nbody: |\n  bb.0:\n    S_NOT_AN_OPCODE 1\n...\n";
        let m = crate::mir::parse(text).expect("parses");
        assert_eq!(m.functions[0].insts[0].opcode, Opcode::Unknown(a));
        assert!(m.to_string().contains("    S_NOT_AN_OPCODE 1\n"), "{m}");
    }

    #[test]
    fn signatures_follow_generic_opcodes_td() {
        let icmp = GenericOpcode::G_ICMP.signature();
        assert_eq!(icmp.defs, &[OpKind::Ty(0)]);
        assert_eq!(icmp.uses, &[OpKind::Pred, OpKind::Ty(1), OpKind::Ty(1)]);
        assert!(GenericOpcode::G_MERGE_VALUES.signature().variadic);
        assert!(!GenericOpcode::G_ADD.signature().variadic);
    }
}
