//! AMDGPU register classes: every name LLVM 14 accepts in MIR (`sreg_32`, `vreg_64`,
//! `sreg_64_xexec`, ...), with the register file it draws from and its width.
//!
//! The table is generated from llc-14 itself by `isel/scripts/gen-regclass-table.py`, so a name is
//! here exactly when llc accepts it.

use std::fmt;

use crate::mir::Bank;

/// Which register file(s) a class draws from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    Sgpr,
    Vgpr,
    Agpr,
    /// `av_*`: VGPRs or AGPRs.
    VgprOrAgpr,
    /// `vs_*`: VGPRs or SGPRs (an operand class, rarely a vreg class).
    VgprOrSgpr,
    /// `scc_class`.
    Special,
}

include!("regclass_table.rs");

/// A register class, by index into the table of LLVM 14's AMDGPU register classes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RegClass(u16);

impl RegClass {
    /// Looks a class up by its MIR name (`sreg_64_xexec`).
    pub fn from_name(name: &str) -> Option<RegClass> {
        REGISTER_CLASSES.binary_search_by(|(n, _, _)| (*n).cmp(name)).ok().and_then(|i| u16::try_from(i).ok()).map(RegClass)
    }

    /// Like [`RegClass::from_name`], for names the project itself spells (an unknown name is a
    /// bug in the project, not in the input).
    #[allow(clippy::panic)]
    pub fn named(name: &str) -> RegClass {
        RegClass::from_name(name).unwrap_or_else(|| panic!("`{name}` is not an LLVM 14 AMDGPU register class"))
    }

    fn entry(self) -> (&'static str, Family, u16) {
        REGISTER_CLASSES[usize::from(self.0)]
    }

    pub fn name(self) -> &'static str {
        self.entry().0
    }

    /// The class's position in the table, for tables indexed by class (the printer's
    /// spellings).
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// How many classes there are: one past the highest [`RegClass::index`].
    pub const COUNT: usize = REGISTER_CLASSES.len();

    /// Every class, in [`RegClass::index`] order.
    pub fn all() -> impl Iterator<Item = RegClass> {
        (0..RegClass::COUNT).filter_map(|i| u16::try_from(i).ok()).map(RegClass)
    }

    pub fn family(self) -> Family {
        self.entry().1
    }

    /// Width in bits; lane-mask classes (`sreg_1`, `vreg_1`) report 1.
    pub fn bits(self) -> u32 {
        u32::from(self.entry().2)
    }

    /// The bank whose registers this class holds, where there is exactly one.
    pub fn bank(self) -> Option<Bank> {
        match self.family() {
            Family::Sgpr => Some(Bank::Sgpr),
            Family::Vgpr => Some(Bank::Vgpr),
            Family::Agpr => Some(Bank::Agpr),
            _ => None,
        }
    }
}

/// The plain class of a physical argument register, as llc-14's calling convention lowering
/// gives the virtual register that copies it (`sgpr_32`, `sgpr_64`, `vgpr_32`, `vreg_64`, ...):
/// the register file and the width of the register itself, so a 64-bit pointer preloaded in
/// `$sgpr4_sgpr5` is never read through a 32-bit class. `None` for registers no such class holds
/// (named registers, 16-bit halves, tuples wider than any class).
pub fn argument_class(p: crate::mir::PhysReg) -> Option<RegClass> {
    use crate::mir::{Half, PhysReg, RegFile};
    let PhysReg::Gpr { file, count, half: Half::Full, .. } = p else { return None };
    let name = match (file, count) {
        (RegFile::Sgpr, 1) => "sgpr_32".to_string(),
        (RegFile::Sgpr, n) => format!("sgpr_{}", 32 * u32::from(n)),
        (RegFile::Vgpr, 1) => "vgpr_32".to_string(),
        (RegFile::Vgpr, n) => format!("vreg_{}", 32 * u32::from(n)),
        _ => return None,
    };
    RegClass::from_name(&name)
}

impl fmt::Debug for RegClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Display for RegClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_for_binary_search() {
        assert!(REGISTER_CLASSES.windows(2).all(|w| w[0].0 < w[1].0));
    }

    #[test]
    fn common_classes() {
        let c = RegClass::named("sreg_64_xexec");
        assert_eq!((c.name(), c.bank(), c.bits()), ("sreg_64_xexec", Some(Bank::Sgpr), 64));
        assert_eq!(RegClass::named("vreg_128").bits(), 128);
        assert_eq!(RegClass::named("vgpr_32").bank(), Some(Bank::Vgpr));
        assert_eq!(RegClass::from_name("sgpr"), None, "banks are not classes");
        assert_eq!(RegClass::from_name("vreg_33"), None);
    }

    #[test]
    fn argument_classes_keep_the_register_width() {
        use crate::mir::PhysReg;
        let class = |n: &str| PhysReg::from_name(n).and_then(argument_class).map(RegClass::name);
        assert_eq!(class("sgpr4_sgpr5"), Some("sgpr_64"));
        assert_eq!(class("sgpr8"), Some("sgpr_32"));
        assert_eq!(class("vgpr0"), Some("vgpr_32"));
        assert_eq!(class("vgpr0_vgpr1"), Some("vreg_64"));
        assert_eq!(class("sgpr0_sgpr1_sgpr2_sgpr3"), Some("sgpr_128"));
        assert_eq!(class("vcc"), None);
        assert_eq!(class("vgpr0_lo16"), None);
    }
}
