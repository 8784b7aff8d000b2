//! Atomic read-modify-write memory operations, shared by the generic interpreter
//! (`G_ATOMICRMW_*`, `G_ATOMIC_CMPXCHG`, `G_ATOMIC_CMPXCHG_WITH_SUCCESS`,
//! `G_AMDGPU_ATOMIC_CMPXCHG`) and the machine interpreter (`GLOBAL_ATOMIC_*`, `FLAT_ATOMIC_*`,
//! `DS_*_RTN_*`).
//!
//! Semantics (LLVM LangRef `atomicrmw`/`cmpxchg`; GFX9 and RDNA2 ISA manuals, "FLAT, Scratch and
//! Global Instructions" and "LDS" atomic opcode tables): each active lane in turn reads the old
//! value at its address, writes `op(old, data)` there, and returns the old value. The lanes of one
//! instruction run in ascending lane order at both stages, so lanes hitting one address see the
//! same sequence in the generic and the selected program. A compare-and-swap writes `new` where
//! `old == cmp` and leaves the memory as it was otherwise (it still counts as a store).
//! Poison in `old` or the data makes the written value and the result poison.

use super::Val;
use super::exec::{Flow, R, Wave, lanes};
use super::memory::Space;
use isel::mir::{GenericOpcode as G, Inst, Operand};

/// The operation of an atomic read-modify-write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RmwOp {
    Xchg,
    Add,
    Sub,
    And,
    Or,
    Xor,
    Min,
    Max,
    UMin,
    UMax,
    FAdd,
}

impl RmwOp {
    /// The operation of a generic `G_ATOMICRMW_*` opcode.
    pub fn of_generic(g: G) -> Option<RmwOp> {
        Some(match g {
            G::G_ATOMICRMW_XCHG => RmwOp::Xchg,
            G::G_ATOMICRMW_ADD => RmwOp::Add,
            G::G_ATOMICRMW_SUB => RmwOp::Sub,
            G::G_ATOMICRMW_AND => RmwOp::And,
            G::G_ATOMICRMW_OR => RmwOp::Or,
            G::G_ATOMICRMW_XOR => RmwOp::Xor,
            G::G_ATOMICRMW_MIN => RmwOp::Min,
            G::G_ATOMICRMW_MAX => RmwOp::Max,
            G::G_ATOMICRMW_UMIN => RmwOp::UMin,
            G::G_ATOMICRMW_UMAX => RmwOp::UMax,
            G::G_ATOMICRMW_FADD => RmwOp::FAdd,
            _ => return None,
        })
    }

    /// The operation of a machine opcode's name part (`ADD`, `SMIN`, `SWAP`, `WRXCHG`, ...;
    /// `ADD_F32` for LDS float add).
    pub fn of_machine(part: &str) -> Option<RmwOp> {
        Some(match part {
            "SWAP" | "WRXCHG" => RmwOp::Xchg,
            "ADD" => RmwOp::Add,
            "SUB" => RmwOp::Sub,
            "AND" => RmwOp::And,
            "OR" => RmwOp::Or,
            "XOR" => RmwOp::Xor,
            "SMIN" => RmwOp::Min,
            "SMAX" => RmwOp::Max,
            "UMIN" => RmwOp::UMin,
            "UMAX" => RmwOp::UMax,
            _ => return None,
        })
    }

    /// The value written back: `op(old, v)`, both `bits` wide.
    pub fn apply(self, old: &Val, v: &Val, bits: u32) -> Val {
        let (a, b) = (old.bits.as_u64(), v.bits.as_u64());
        let mask = if bits >= 64 { u64::MAX } else { (1u64 << bits) - 1 };
        let sa = super::Bits::from_u64(bits, a).as_i128();
        let sb = super::Bits::from_u64(bits, b).as_i128();
        let r = match self {
            RmwOp::Xchg => b,
            RmwOp::Add => a.wrapping_add(b),
            RmwOp::Sub => a.wrapping_sub(b),
            RmwOp::And => a & b,
            RmwOp::Or => a | b,
            RmwOp::Xor => a ^ b,
            RmwOp::Min => {
                if sa <= sb {
                    a
                } else {
                    b
                }
            }
            RmwOp::Max => {
                if sa >= sb {
                    a
                } else {
                    b
                }
            }
            RmwOp::UMin => (a & mask).min(b & mask),
            RmwOp::UMax => (a & mask).max(b & mask),
            RmwOp::FAdd if bits == 32 => u64::from((f32::from_bits(a as u32) + f32::from_bits(b as u32)).to_bits()),
            RmwOp::FAdd => (f64::from_bits(a) + f64::from_bits(b)).to_bits(),
        };
        let out = Val::from_u64(bits, r & mask);
        let defined = if self == RmwOp::Xchg { v.is_defined() } else { old.is_defined() && v.is_defined() };
        if defined { out } else { Val::poisoned(out.bits) }
    }
}

/// What one lane's atomic does: the op, or a compare-and-swap with its compare value.
#[derive(Clone, Debug)]
pub enum AtomicKind {
    Rmw(RmwOp),
    CmpSwap { cmp: Val },
}

/// Runs one lane's atomic on memory: reads `bytes` at `addr` in `space`, writes the new value,
/// and returns the old one (`bits` wide).
pub(crate) fn lane_atomic(w: &mut Wave<'_>, lane: u32, space: Space, addr: u64, bits: u32, kind: &AtomicKind, data: &Val) -> Val {
    let bytes = bits / 8;
    let old = w.mem.load(space, addr, bytes).extract(0, bits);
    let new = match kind {
        AtomicKind::Rmw(op) => op.apply(&old, data, bits),
        AtomicKind::CmpSwap { cmp } => {
            if !old.is_defined() || !cmp.is_defined() {
                Val::poisoned(old.bits.clone())
            } else if old.bits == cmp.bits {
                data.clone()
            } else {
                old.clone()
            }
        }
    };
    w.store_lane(lane, space, addr, bytes, &new);
    old
}

impl Wave<'_> {
    /// The generic atomics. `G_ATOMICRMW_*`: `old = op(ptr, v)`; `G_ATOMIC_CMPXCHG`:
    /// `old = (ptr, cmp, new)`, with a second `s1` result `old == cmp` in the `_WITH_SUCCESS`
    /// form; `G_AMDGPU_ATOMIC_CMPXCHG`: `old = (ptr, <new, cmp>)`.
    pub(crate) fn generic_atomic(&mut self, inst: &Inst, g: G) -> R<Flow> {
        let (bits, addrspace) = self.access(inst)?;
        let p = *self.arg(inst, 0)?;
        let d = *self.def(inst, 0)?;
        let w = self.op_width(&d);
        if w != bits {
            return Err(self.unsupported(inst, "an atomic whose memory size is not its value's"));
        }
        let mut results = Vec::new();
        for l in lanes(self.exec) {
            let addr = self.address(inst, &self.read(inst, &p, l)?, l)?;
            let (kind, data) = match g {
                G::G_ATOMIC_CMPXCHG | G::G_ATOMIC_CMPXCHG_WITH_SUCCESS => {
                    let cmp = super::fit_width(self.read(inst, self.arg(inst, 1)?, l)?, bits);
                    let new = super::fit_width(self.read(inst, self.arg(inst, 2)?, l)?, bits);
                    (AtomicKind::CmpSwap { cmp }, new)
                }
                G::G_AMDGPU_ATOMIC_CMPXCHG => {
                    let packed = self.read(inst, self.arg(inst, 1)?, l)?;
                    (AtomicKind::CmpSwap { cmp: packed.extract(bits, bits) }, packed.extract(0, bits))
                }
                _ => {
                    let Some(op) = RmwOp::of_generic(g) else { return Err(self.unsupported(inst, "this atomic operation")) };
                    (AtomicKind::Rmw(op), super::fit_width(self.read(inst, self.arg(inst, 1)?, l)?, bits))
                }
            };
            let old = lane_atomic(self, l, Space::of(addrspace, l), addr, bits, &kind, &data);
            let success = match &kind {
                AtomicKind::CmpSwap { cmp } => {
                    let s = Val::from_u64(1, u64::from(old.bits == cmp.bits));
                    if old.is_defined() && cmp.is_defined() { s } else { Val::poisoned(s.bits) }
                }
                AtomicKind::Rmw(_) => Val::from_u64(1, 0),
            };
            results.push((l, old, success));
        }
        let success_def: Option<Operand> = if g == G::G_ATOMIC_CMPXCHG_WITH_SUCCESS { inst.defs().get(1).copied() } else { None };
        for (l, old, success) in results {
            self.write(inst, &d, l, old)?;
            if let Some(s) = &success_def {
                let sw = self.op_width(s);
                self.write(inst, s, l, success.zext(sw))?;
            }
        }
        Ok(Flow::Next)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn signed_and_unsigned_minimum_differ_on_negative_values() {
        let (a, b) = (Val::from_u64(32, 0xffff_fff0), Val::from_u64(32, 5));
        assert_eq!(RmwOp::Min.apply(&a, &b, 32).bits.as_u64(), 0xffff_fff0);
        assert_eq!(RmwOp::UMin.apply(&a, &b, 32).bits.as_u64(), 5);
        assert_eq!(RmwOp::Max.apply(&a, &b, 32).bits.as_u64(), 5);
        assert_eq!(RmwOp::UMax.apply(&a, &b, 32).bits.as_u64(), 0xffff_fff0);
    }

    #[test]
    fn sixty_four_bit_operations_wrap_and_compare_as_64_bits() {
        let (a, b) = (Val::from_u64(64, u64::MAX), Val::from_u64(64, 2));
        assert_eq!(RmwOp::Add.apply(&a, &b, 64).bits.as_u64(), 1);
        assert_eq!(RmwOp::Min.apply(&a, &b, 64).bits.as_u64(), u64::MAX);
        assert_eq!(RmwOp::Sub.apply(&b, &a, 64).bits.as_u64(), 3);
    }

    #[test]
    fn float_add_adds_and_exchange_ignores_the_old_value() {
        let (a, b) = (Val::from_u64(32, u64::from(1.5f32.to_bits())), Val::from_u64(32, u64::from(2.25f32.to_bits())));
        assert_eq!(RmwOp::FAdd.apply(&a, &b, 32).bits.as_u64(), u64::from(3.75f32.to_bits()));
        assert_eq!(RmwOp::Xchg.apply(&Val::undef(32), &b, 32), b);
        assert!(!RmwOp::Add.apply(&Val::undef(32), &b, 32).is_defined());
    }
}
