//! Registers: virtual registers, AMDGPU physical registers and tuples, sub-register indices,
//! register banks and register classes, with the spellings LLVM's MIR uses.
//!
//! A physical register name is one LLVM 14's AMDGPU target has, and only that: the numbered
//! registers and tuples llc-14 knows (`$sgpr0`..`$sgpr105`, SGPR tuples aligned as LLVM aligns
//! them, `$vgpr0`..`$vgpr255`, tuples of 1-8, 16 and 32 registers) and its named registers, from
//! LLVM 14's own tables (`llvm14_names.rs`). The named registers the model has no variant for
//! (the `_ci`/`_vi` flat-scratch aliases, the `_vi`/`_gfx9plus` trap temporaries,
//! `$artificial_vgpr`) are not read: llc-14 accepts them and this parser reports them.

use std::fmt;

use super::llvm14_names::{NAMED_REGISTERS, REGISTER_TUPLES};
use crate::target::regclass::RegClass;

/// A virtual register, `%N` in MIR. The number is the one the text used; it indexes
/// [`crate::mir::Function::vregs`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VReg(pub u32);

impl VReg {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A GlobalISel register bank. AMDGPU has no SCC bank (see DESIGN.md, "Register banks").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Bank {
    Sgpr,
    Vgpr,
    Vcc,
    Agpr,
}

impl Bank {
    pub const ALL: [Bank; 4] = [Bank::Sgpr, Bank::Vgpr, Bank::Vcc, Bank::Agpr];

    pub fn name(self) -> &'static str {
        match self {
            Bank::Sgpr => "sgpr",
            Bank::Vgpr => "vgpr",
            Bank::Vcc => "vcc",
            Bank::Agpr => "agpr",
        }
    }

    pub fn from_name(name: &str) -> Option<Bank> {
        Bank::ALL.into_iter().find(|b| b.name() == name)
    }
}

impl fmt::Display for Bank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What constrains a virtual register: nothing yet (`_`), a bank, or a register class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum RegConstraint {
    #[default]
    None,
    Bank(Bank),
    Class(RegClass),
}

impl RegConstraint {
    /// Parses `_`, a bank name or a register class name.
    pub fn from_name(name: &str) -> Option<RegConstraint> {
        if name == "_" {
            return Some(RegConstraint::None);
        }
        if let Some(b) = Bank::from_name(name) {
            return Some(RegConstraint::Bank(b));
        }
        RegClass::from_name(name).map(RegConstraint::Class)
    }

    /// What a name that [`RegConstraint::from_name`] rejects should have been, naming the
    /// nearest class or bank.
    pub fn expectation(name: &str) -> String {
        const WHAT: &str = "a register class, a register bank or `_`";
        let names = Bank::ALL.iter().map(|b| b.name()).chain(RegClass::all().map(RegClass::name));
        match crate::mir::nearest_name(name, names) {
            Some(near) => format!("{WHAT} (the nearest is `{near}`)"),
            None => WHAT.to_string(),
        }
    }

    pub fn bank(self) -> Option<Bank> {
        match self {
            RegConstraint::Bank(b) => Some(b),
            _ => None,
        }
    }

    pub fn class(self) -> Option<RegClass> {
        match self {
            RegConstraint::Class(c) => Some(c),
            _ => None,
        }
    }
}

impl fmt::Display for RegConstraint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RegConstraint::None => f.write_str("_"),
            RegConstraint::Bank(b) => f.write_str(b.name()),
            RegConstraint::Class(c) => f.write_str(c.name()),
        }
    }
}

/// The half of a 32-bit register a 16-bit register names (`$vgpr0_lo16`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Half {
    Full,
    Lo16,
    Hi16,
}

/// A register file with numbered registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RegFile {
    Sgpr,
    Vgpr,
    Agpr,
    Ttmp,
}

impl RegFile {
    fn prefix(self) -> &'static str {
        match self {
            RegFile::Sgpr => "sgpr",
            RegFile::Vgpr => "vgpr",
            RegFile::Agpr => "agpr",
            RegFile::Ttmp => "ttmp",
        }
    }
}

macro_rules! special_registers {
    ($($variant:ident = $name:literal, $bits:literal;)*) => {
        /// Named AMDGPU physical registers that are not numbered GPRs.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Special { $($variant),* }
        impl Special {
            pub const ALL: &'static [Special] = &[$(Special::$variant),*];
            pub fn name(self) -> &'static str { match self { $(Special::$variant => $name),* } }
            /// Width in bits.
            pub fn bits(self) -> u32 { match self { $(Special::$variant => $bits),* } }
        }
    };
}

special_registers! {
    Vcc = "vcc", 64; VccLo = "vcc_lo", 32; VccHi = "vcc_hi", 32;
    Exec = "exec", 64; ExecLo = "exec_lo", 32; ExecHi = "exec_hi", 32;
    Scc = "scc", 1; M0 = "m0", 32; Mode = "mode", 32;
    FlatScr = "flat_scr", 64; FlatScrLo = "flat_scr_lo", 32; FlatScrHi = "flat_scr_hi", 32;
    XnackMask = "xnack_mask", 64; XnackMaskLo = "xnack_mask_lo", 32; XnackMaskHi = "xnack_mask_hi", 32;
    Tba = "tba", 64; TbaLo = "tba_lo", 32; TbaHi = "tba_hi", 32;
    Tma = "tma", 64; TmaLo = "tma_lo", 32; TmaHi = "tma_hi", 32;
    SgprNull = "sgpr_null", 32;
    SrcSharedBase = "src_shared_base", 32; SrcSharedLimit = "src_shared_limit", 32;
    SrcPrivateBase = "src_private_base", 32; SrcPrivateLimit = "src_private_limit", 32;
    SrcPopsExitingWaveId = "src_pops_exiting_wave_id", 32;
    SrcVccz = "src_vccz", 1; SrcExecz = "src_execz", 1; SrcScc = "src_scc", 1;
    LdsDirect = "lds_direct", 32;
    PrivateRsrcReg = "private_rsrc_reg", 128; FpReg = "fp_reg", 32; SpReg = "sp_reg", 32;
    PcReg = "pc_reg", 64;
}

/// An AMDGPU physical register: `$sgpr3`, a tuple such as `$vgpr0_vgpr1`, a 16-bit half such
/// as `$vgpr0_lo16`, or a named register such as `$vcc_lo`, `$exec`, `$scc`, `$m0`, `$mode`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PhysReg {
    /// `count` consecutive registers of `file` starting at `first`.
    Gpr {
        file: RegFile,
        first: u16,
        count: u16,
        half: Half,
    },
    Special {
        reg: Special,
        half: Half,
    },
}

impl PhysReg {
    pub const VCC: PhysReg = PhysReg::Special { reg: Special::Vcc, half: Half::Full };
    pub const VCC_LO: PhysReg = PhysReg::Special { reg: Special::VccLo, half: Half::Full };
    pub const EXEC: PhysReg = PhysReg::Special { reg: Special::Exec, half: Half::Full };
    pub const EXEC_LO: PhysReg = PhysReg::Special { reg: Special::ExecLo, half: Half::Full };
    pub const SCC: PhysReg = PhysReg::Special { reg: Special::Scc, half: Half::Full };
    pub const M0: PhysReg = PhysReg::Special { reg: Special::M0, half: Half::Full };
    pub const MODE: PhysReg = PhysReg::Special { reg: Special::Mode, half: Half::Full };

    pub fn sgpr(n: u16) -> PhysReg {
        PhysReg::Gpr { file: RegFile::Sgpr, first: n, count: 1, half: Half::Full }
    }
    pub fn vgpr(n: u16) -> PhysReg {
        PhysReg::Gpr { file: RegFile::Vgpr, first: n, count: 1, half: Half::Full }
    }

    /// Parses a register name without the `$`: one LLVM 14's AMDGPU target has.
    pub fn from_name(name: &str) -> Option<PhysReg> {
        let reg = PhysReg::from_name_shape(name)?;
        let known = match reg {
            PhysReg::Gpr { file, first, count, half } => REGISTER_TUPLES.iter().any(|&(f, c, h, lo, hi, step)| {
                f == file && c == count && h == half && (lo..=hi).contains(&first) && (first - lo) % step == 0
            }),
            PhysReg::Special { .. } => NAMED_REGISTERS.binary_search(&name).is_ok(),
        };
        known.then_some(reg)
    }

    /// What a register name that [`PhysReg::from_name`] rejects should have been: the range of
    /// its file, or the nearest named register.
    pub fn expectation(name: &str) -> String {
        const WHAT: &str = "a physical register LLVM 14's AMDGPU target has";
        if let Some(PhysReg::Gpr { file, count, half, .. }) = PhysReg::from_name_shape(name) {
            let firsts: Vec<(u16, u16, u16)> =
                REGISTER_TUPLES.iter().filter(|t| t.0 == file && t.1 == count && t.2 == half).map(|t| (t.3, t.4, t.5)).collect();
            let p = file.prefix();
            return match firsts.first() {
                Some(&(lo, hi, 1)) if count == 1 => format!("{WHAT} (`${p}{lo}` to `${p}{hi}`)"),
                Some(&(lo, hi, step)) => {
                    format!("{WHAT} (a tuple of {count} starting at `${p}{lo}` to `${p}{hi}`, every {step})")
                }
                None => format!("{WHAT} (no {count}-register tuples of `${p}`)"),
            };
        }
        match crate::mir::nearest_name(name, NAMED_REGISTERS.iter().copied()) {
            Some(near) => format!("{WHAT} (the nearest is `${near}`)"),
            None => WHAT.to_string(),
        }
    }

    /// The register `name` would be if it existed: the spelling's structure only.
    fn from_name_shape(name: &str) -> Option<PhysReg> {
        let (base, half) = if let Some(b) = name.strip_suffix("_lo16") {
            (b, Half::Lo16)
        } else if let Some(b) = name.strip_suffix("_hi16") {
            (b, Half::Hi16)
        } else {
            (name, Half::Full)
        };
        if let Some(&reg) = Special::ALL.iter().find(|s| s.name() == base) {
            return Some(PhysReg::Special { reg, half });
        }
        let mut parts = base.split('_');
        let (file, first) = parse_numbered(parts.next()?)?;
        let mut count: u16 = 1;
        for part in parts {
            let (f, n) = parse_numbered(part)?;
            if f != file || n != first.checked_add(count)? {
                return None;
            }
            count += 1;
        }
        if half != Half::Full && count != 1 {
            return None;
        }
        Some(PhysReg::Gpr { file, first, count, half })
    }

    /// Width in bits.
    pub fn bits(self) -> u32 {
        match self {
            PhysReg::Gpr { half: Half::Lo16 | Half::Hi16, .. } | PhysReg::Special { half: Half::Lo16 | Half::Hi16, .. } => 16,
            PhysReg::Gpr { count, .. } => 32 * u32::from(count),
            PhysReg::Special { reg, .. } => reg.bits(),
        }
    }

    /// True for registers that hold scalar (wave-uniform) values: SGPRs, TTMPs and the named
    /// scalar registers. VGPRs and AGPRs are per-lane.
    pub fn is_scalar(self) -> bool {
        match self {
            PhysReg::Gpr { file, .. } => matches!(file, RegFile::Sgpr | RegFile::Ttmp),
            PhysReg::Special { .. } => true,
        }
    }

    pub fn is_vgpr(self) -> bool {
        matches!(self, PhysReg::Gpr { file: RegFile::Vgpr, .. })
    }
}

fn parse_numbered(part: &str) -> Option<(RegFile, u16)> {
    for file in [RegFile::Sgpr, RegFile::Vgpr, RegFile::Agpr, RegFile::Ttmp] {
        if let Some(digits) = part.strip_prefix(file.prefix()) {
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || (digits.len() > 1 && digits.starts_with('0')) {
                return None;
            }
            return Some((file, digits.parse().ok()?));
        }
    }
    None
}

impl fmt::Display for PhysReg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let half = match self {
            PhysReg::Gpr { half, .. } | PhysReg::Special { half, .. } => *half,
        };
        match *self {
            PhysReg::Gpr { file, first, count, .. } => {
                for i in 0..count {
                    if i > 0 {
                        f.write_str("_")?;
                    }
                    write!(f, "{}{}", file.prefix(), u32::from(first) + u32::from(i))?;
                }
            }
            PhysReg::Special { reg, .. } => f.write_str(reg.name())?,
        }
        match half {
            Half::Full => Ok(()),
            Half::Lo16 => f.write_str("_lo16"),
            Half::Hi16 => f.write_str("_hi16"),
        }
    }
}

/// A sub-register index: `sub0`, `sub2_sub3`, `lo16`, `hi16`, `sub1_lo16`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SubReg {
    /// `count` consecutive dwords starting at dword `first`.
    Dwords { first: u8, count: u8 },
    /// A 16-bit half of dword `dword`; `dword: None` is the bare `lo16`/`hi16` of a 32-bit register.
    Half { dword: Option<u8>, high: bool },
}

/// The single-dword indices' names, by dword: the commonest indices, spelled without `fmt`.
const DWORD_NAMES: [&str; 32] = [
    "sub0", "sub1", "sub2", "sub3", "sub4", "sub5", "sub6", "sub7", "sub8", "sub9", "sub10", "sub11", "sub12", "sub13", "sub14", "sub15",
    "sub16", "sub17", "sub18", "sub19", "sub20", "sub21", "sub22", "sub23", "sub24", "sub25", "sub26", "sub27", "sub28", "sub29", "sub30",
    "sub31",
];

impl SubReg {
    pub fn dword(n: u8) -> SubReg {
        SubReg::Dwords { first: n, count: 1 }
    }

    /// The name of a single-dword index below `sub32` (`sub0`, `sub1`, ...); `None` for others.
    pub fn dword_name(self) -> Option<&'static str> {
        match self {
            SubReg::Dwords { first, count: 1 } => DWORD_NAMES.get(usize::from(first)).copied(),
            _ => None,
        }
    }

    /// Parses a sub-register index name.
    pub fn from_name(name: &str) -> Option<SubReg> {
        match name {
            "lo16" => return Some(SubReg::Half { dword: None, high: false }),
            "hi16" => return Some(SubReg::Half { dword: None, high: true }),
            _ => {}
        }
        if let Some((dw, half)) = name.rsplit_once('_')
            && (half == "lo16" || half == "hi16")
        {
            let SubReg::Dwords { first, count: 1 } = SubReg::from_name(dw)? else { return None };
            return Some(SubReg::Half { dword: Some(first), high: half == "hi16" });
        }
        let mut first = None;
        let mut count = 0u8;
        for part in name.split('_') {
            let digits = part.strip_prefix("sub")?;
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            let n: u8 = digits.parse().ok()?;
            match first {
                None => first = Some(n),
                Some(f) if n == f.checked_add(count)? => {}
                Some(_) => return None,
            }
            count = count.checked_add(1)?;
        }
        Some(SubReg::Dwords { first: first?, count })
    }

    /// Offset and width in bits within the full register.
    pub fn bit_range(self) -> (u32, u32) {
        match self {
            SubReg::Dwords { first, count } => (32 * u32::from(first), 32 * u32::from(count)),
            SubReg::Half { dword, high } => (32 * u32::from(dword.unwrap_or(0)) + if high { 16 } else { 0 }, 16),
        }
    }
}

impl fmt::Display for SubReg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(name) = self.dword_name() {
            return f.write_str(name);
        }
        match *self {
            SubReg::Dwords { first, count } => {
                for i in 0..count {
                    if i > 0 {
                        f.write_str("_")?;
                    }
                    write!(f, "sub{}", u32::from(first) + u32::from(i))?;
                }
                Ok(())
            }
            SubReg::Half { dword, high } => {
                if let Some(d) = dword {
                    write!(f, "sub{d}_")?;
                }
                f.write_str(if high { "hi16" } else { "lo16" })
            }
        }
    }
}

/// The register an operand names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reg {
    Virt(VReg),
    Phys(PhysReg),
    /// `$noreg` or `_`: no register.
    NoReg,
}

impl Reg {
    pub fn vreg(self) -> Option<VReg> {
        match self {
            Reg::Virt(v) => Some(v),
            _ => None,
        }
    }
    pub fn phys(self) -> Option<PhysReg> {
        match self {
            Reg::Phys(p) => Some(p),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn physical_register_names_round_trip() {
        for name in [
            "sgpr0",
            "sgpr105",
            "vgpr255",
            "sgpr0_sgpr1",
            "sgpr96_sgpr97_sgpr98_sgpr99",
            "vgpr4_vgpr5_vgpr6",
            "vcc",
            "vcc_lo",
            "exec",
            "exec_lo",
            "scc",
            "m0",
            "mode",
            "vgpr0_lo16",
            "vgpr7_hi16",
            "ttmp0",
            "agpr3",
            "sgpr_null",
            "m0_lo16",
            "private_rsrc_reg",
            "fp_reg",
            "sp_reg",
        ] {
            let r = PhysReg::from_name(name).unwrap_or_else(|| panic!("{name}"));
            assert_eq!(r.to_string(), name);
        }
    }

    #[test]
    fn rejects_non_consecutive_tuples_and_junk() {
        for name in ["sgpr0_sgpr2", "sgpr0_vgpr1", "sgpr", "sgpr01", "vgpr0_vgpr1_lo16", "foo", "vgprx"] {
            assert_eq!(PhysReg::from_name(name), None, "{name}");
        }
    }

    #[test]
    fn only_registers_llvm_14_has() {
        // Probed with `llc-14 -march=amdgcn -mcpu=gfx900 -run-pass=none`.
        for name in
            ["vgpr9999", "vgpr256", "sgpr106", "sgpr200", "sgpr1_sgpr2", "sgpr1_sgpr2_sgpr3", "src_lds_direct", "vcc_lo16", "ttmp16"]
        {
            assert_eq!(PhysReg::from_name(name), None, "{name}");
        }
        for name in ["sgpr3_sgpr4_sgpr5", "sgpr104_sgpr105", "vgpr9_vgpr10", "m0_lo16", "vcc_lo_hi16", "agpr255", "ttmp15"] {
            assert!(PhysReg::from_name(name).is_some(), "{name}");
        }
        assert!(PhysReg::expectation("vgpr9999").contains("`$vgpr0` to `$vgpr255`"), "{}", PhysReg::expectation("vgpr9999"));
        assert!(PhysReg::expectation("exex").contains("`$exec`"), "{}", PhysReg::expectation("exex"));
    }

    #[test]
    fn widths() {
        assert_eq!(PhysReg::from_name("sgpr0_sgpr1").map(PhysReg::bits), Some(64));
        assert_eq!(PhysReg::from_name("vcc").map(PhysReg::bits), Some(64));
        assert_eq!(PhysReg::from_name("vcc_lo").map(PhysReg::bits), Some(32));
        assert_eq!(PhysReg::from_name("vgpr1_hi16").map(PhysReg::bits), Some(16));
    }

    #[test]
    fn subregister_names_round_trip() {
        for name in ["sub0", "sub1", "sub0_sub1", "sub2_sub3", "sub4_sub5_sub6_sub7", "lo16", "hi16", "sub1_lo16", "sub3_hi16"] {
            let s = SubReg::from_name(name).unwrap_or_else(|| panic!("{name}"));
            assert_eq!(s.to_string(), name);
        }
        for name in ["sub0_sub2", "sub", "lo", "sub0_sub1_lo16", "subx"] {
            assert_eq!(SubReg::from_name(name), None, "{name}");
        }
        assert_eq!(SubReg::from_name("sub2_sub3").map(SubReg::bit_range), Some((64, 64)));
    }
}
