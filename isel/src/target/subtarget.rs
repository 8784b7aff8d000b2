//! Subtargets: the GPU generations the selector targets and the facts passes need about them.

use std::fmt;

/// A supported GPU.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Cpu {
    /// GFX9 (Vega): wave64, constant bus limit 1.
    Gfx900,
    /// GFX10.3 (RDNA2): wave32 by default, constant bus limit 2.
    Gfx1030,
}

impl Cpu {
    pub const ALL: [Cpu; 2] = [Cpu::Gfx900, Cpu::Gfx1030];

    pub fn name(self) -> &'static str {
        match self {
            Cpu::Gfx900 => "gfx900",
            Cpu::Gfx1030 => "gfx1030",
        }
    }

    pub fn from_name(name: &str) -> Option<Cpu> {
        Cpu::ALL.into_iter().find(|c| c.name() == name)
    }
}

impl fmt::Display for Cpu {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The subtarget a function is compiled for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Subtarget {
    pub cpu: Cpu,
    /// Lanes per wave: 64 on gfx900, 32 on gfx1030 (LLVM's default for GFX10+).
    pub wave_size: u32,
}

impl Subtarget {
    pub fn new(cpu: Cpu) -> Subtarget {
        let wave_size = match cpu {
            Cpu::Gfx900 => 64,
            Cpu::Gfx1030 => 32,
        };
        Subtarget { cpu, wave_size }
    }

    /// How many distinct scalar values (SGPRs, literals, `$vcc`/`$m0` reads) one VALU instruction
    /// may read: 1 before GFX10, 2 from GFX10 on (except 64-bit shifts; see
    /// [`Subtarget::constant_bus_limit_for`]).
    pub fn constant_bus_limit(self) -> u32 {
        match self.cpu {
            Cpu::Gfx900 => 1,
            Cpu::Gfx1030 => 2,
        }
    }

    /// Width of a lane mask in bits (`s64` in wave64, `s32` in wave32).
    pub fn lane_mask_bits(self) -> u16 {
        self.wave_size as u16
    }

    /// True from GFX10 on.
    pub fn is_gfx10_plus(self) -> bool {
        self.cpu >= Cpu::Gfx1030
    }
}

impl Default for Subtarget {
    fn default() -> Subtarget {
        Subtarget::new(Cpu::Gfx900)
    }
}
