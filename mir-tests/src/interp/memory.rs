//! Memory: a sparse byte map per address space, little-endian, with a deterministic pseudo-random
//! initial content.

use std::collections::BTreeMap;

use super::bits::{Bits, Val};

/// Which memory an address names.
///
/// Flat (0), global (1), constant (4) and 32-bit constant (6) pointers all address the one
/// global memory, as on the hardware (flat's LDS and scratch apertures are not modelled: a
/// flat address is a global one). LDS (3) and GDS/region (2) are shared by the wave; private
/// (scratch, 5) memory is each lane's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Space {
    Global,
    Region,
    Lds,
    Private {
        lane: u8,
    },
    /// Any other address space, kept apart.
    Other(u32),
}

impl Space {
    /// The memory that `addrspace` addresses from `lane`.
    pub fn of(addrspace: u32, lane: u32) -> Space {
        match addrspace {
            0 | 1 | 4 | 6 => Space::Global,
            2 => Space::Region,
            3 => Space::Lds,
            5 => Space::Private { lane: lane as u8 },
            n => Space::Other(n),
        }
    }

    fn id(self) -> u64 {
        match self {
            Space::Global => 1,
            Space::Region => 2,
            Space::Lds => 3,
            Space::Private { lane } => 0x100 + u64::from(lane),
            Space::Other(n) => 0x1_0000 + u64::from(n),
        }
    }

    /// The address width: 64 bits for global memory, 32 for the others.
    pub fn address_bits(self) -> u32 {
        match self {
            Space::Global => 64,
            _ => 32,
        }
    }
}

/// One byte of memory: its value and which of its bits are poison.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Byte {
    pub value: u8,
    pub poison: u8,
}

/// The memory of one run: the bytes written so far over the initial content.
#[derive(Clone, Debug)]
pub struct Memory {
    seed: u64,
    written: BTreeMap<(Space, u64), Byte>,
}

fn mix(mut z: u64) -> u64 {
    // SplitMix64's finaliser: a cheap bijective hash.
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

const NICE_F32: [f32; 16] = [0.0, 1.0, -1.0, 0.5, 2.0, -0.5, 3.0, 0.25, 10.0, -2.5, 100.0, 0.001, -0.0, 1.5, 7.0, -64.0];
const NICE_F64: [f64; 8] = [0.0, 1.0, -1.0, 0.5, 2.0, -3.25, 1.0e10, 0.1];

/// A 32-bit word of initial content: mostly small integers and ordinary floats (so that loop
/// counts, indices and operands loaded from memory make programs finish and compute something
/// interesting), sometimes arbitrary bits.
fn initial_word(h: u64) -> u32 {
    match h >> 60 {
        0..=6 => (h & 31) as u32,
        7..=8 => (-((h & 7) as i32) - 1) as u32,
        9..=11 => NICE_F32[(h & 15) as usize].to_bits(),
        _ => h as u32,
    }
}

/// The initial byte at `addr` of `space` for `seed`.
pub fn initial_byte(seed: u64, space: Space, addr: u64) -> u8 {
    let chunk = addr >> 3;
    let h = mix(seed ^ mix(space.id().wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ chunk));
    let qword: u64 = match h >> 61 {
        0 => NICE_F64[(h & 7) as usize].to_bits(),
        1 => mix(h),
        _ => {
            let lo = initial_word(mix(h ^ 1));
            let hi = initial_word(mix(h ^ 2));
            u64::from(lo) | (u64::from(hi) << 32)
        }
    };
    (qword >> (8 * (addr & 7))) as u8
}

impl Memory {
    pub fn new(seed: u64) -> Memory {
        Memory { seed, written: BTreeMap::new() }
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The byte at `addr`: written, or initial.
    pub fn byte(&self, space: Space, addr: u64) -> Byte {
        self.written.get(&(space, addr)).copied().unwrap_or(Byte { value: initial_byte(self.seed, space, addr), poison: 0 })
    }

    /// `n` bytes from `addr` (wrapping at the space's address width) as a value of `8 * n` bits.
    pub fn load(&self, space: Space, addr: u64, n: u32) -> Val {
        let mut bytes = Vec::with_capacity(n as usize);
        let mut poison = Vec::with_capacity(n as usize);
        for i in 0..u64::from(n) {
            let b = self.byte(space, wrap(space, addr.wrapping_add(i)));
            bytes.push(b.value);
            poison.push(b.poison);
        }
        Val { bits: Bits::from_bytes(8 * n, &bytes), poison: Bits::from_bytes(8 * n, &poison) }
    }

    /// Writes the low `n` bytes of `v` at `addr`.
    pub fn store(&mut self, space: Space, addr: u64, n: u32, v: &Val) {
        let v = v.zext(8 * n);
        let (bytes, poison) = (v.bits.to_bytes(), v.poison.to_bytes());
        for i in 0..n as usize {
            let a = wrap(space, addr.wrapping_add(i as u64));
            let b = Byte { value: bytes.get(i).copied().unwrap_or(0), poison: poison.get(i).copied().unwrap_or(0) };
            self.written.insert((space, a), b);
        }
    }

    /// Every byte written, with its final content.
    pub fn written(&self) -> &BTreeMap<(Space, u64), Byte> {
        &self.written
    }

    pub fn into_written(self) -> BTreeMap<(Space, u64), Byte> {
        self.written
    }
}

fn wrap(space: Space, addr: u64) -> u64 {
    if space.address_bits() == 32 { addr & 0xffff_ffff } else { addr }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_read_back_little_endian_over_initial_content() {
        let mut m = Memory::new(7);
        let before = m.load(Space::Global, 0x100, 8);
        m.store(Space::Global, 0x102, 2, &Val::from_u64(32, 0xbeef));
        let after = m.load(Space::Global, 0x100, 8);
        assert_eq!(after.bits.as_u64() & 0xffff_0000, 0xbeef_0000);
        assert_eq!(after.bits.as_u64() & !0xffff_0000, before.bits.as_u64() & !0xffff_0000);
        assert_eq!(m.written().len(), 2);
        // Private memory is per lane; LDS addresses wrap at 32 bits.
        assert_ne!(Space::of(5, 0), Space::of(5, 1));
        m.store(Space::Lds, 0xffff_ffff, 2, &Val::from_u64(16, 0x1234));
        assert_eq!(m.load(Space::Lds, 0, 1).bits.as_u64(), 0x12);
    }

    #[test]
    fn initial_content_is_deterministic_and_seeded() {
        let a: Vec<u8> = (0..64).map(|i| initial_byte(1, Space::Global, i)).collect();
        let b: Vec<u8> = (0..64).map(|i| initial_byte(1, Space::Global, i)).collect();
        let c: Vec<u8> = (0..64).map(|i| initial_byte(2, Space::Global, i)).collect();
        assert_eq!(a, b);
        assert_ne!(a, c);
    }
}
