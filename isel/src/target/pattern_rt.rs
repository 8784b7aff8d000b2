//! What the code `patterns!` generates runs on: the matching context, variable bindings, the
//! emitter that builds machine instructions, and the generated tables' entry types.

use smallvec::SmallVec;
use thin_vec::ThinVec;

use super::instrs::{OperandKind, lane_mask_class};
use super::regclass::{RegClass, class};
use super::{Cpu, Subtarget};
use crate::mir::{
    Bank, BlockId, Function, GenericOpcode, Inst, InstId, Llt, MemSize, MiFlags, Opcode, Operand, Predicate, RegConstraint, RegFlags,
    RegOperand, SourceLoc, VReg,
};

/// A pattern, for `mir-run --print-patterns`.
#[derive(Debug)]
pub struct PatternInfo {
    pub name: &'static str,
    pub opcode: &'static str,
    pub complexity: u32,
    /// The source side, as written.
    pub source: &'static str,
    /// The result side, as written.
    pub result: &'static str,
    pub doc: &'static str,
    pub cpus: &'static [Cpu],
}

/// A legality table entry: `opcode` with one type per type index (and a memory size for
/// loads and stores) has a pattern on `cpus`.
#[derive(Debug)]
pub struct LegalEntry {
    pub opcode: GenericOpcode,
    /// For `G_INTRINSIC*`: the intrinsic the pattern matches.
    pub intrinsic: Option<&'static str>,
    pub types: &'static [Llt],
    pub mem_bits: Option<u64>,
    pub cpus: &'static [Cpu],
    pub pattern: &'static str,
}

/// A bank table entry: the banks of the defs and of each use operand (`None`: any bank, or not a
/// register) of a pattern.
#[derive(Debug)]
pub struct BankEntry {
    pub opcode: GenericOpcode,
    /// For `G_INTRINSIC*`: the intrinsic the pattern matches.
    pub intrinsic: Option<&'static str>,
    /// For compares: the predicate the pattern matches.
    pub pred: Option<Predicate>,
    /// For loads and stores: the memory size the pattern accesses.
    pub mem_bits: Option<u64>,
    /// The pattern matches registers only (no nested instruction, no required constant):
    /// the bank combinations RegBankSelect chooses among.
    pub base: bool,
    pub types: &'static [Llt],
    pub defs: &'static [Option<Bank>],
    pub uses: &'static [Option<Bank>],
    pub cpus: &'static [Cpu],
    pub pattern: &'static str,
}

/// What a pattern variable is bound to.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub enum Bound {
    #[default]
    Unbound,
    Reg(VReg),
    Imm(i64),
    Block(BlockId),
    Pred(Predicate),
    /// Any other operand, passed through (a global, a frame index).
    Operand(Operand),
}

/// The bindings of one successful match.
#[derive(Clone, Debug, Default)]
pub struct Matched {
    pub binds: SmallVec<[Bound; 8]>,
    /// Nested instructions the pattern folded into the root (dead once the root is replaced).
    pub folded: SmallVec<[InstId; 2]>,
    /// Index into `PATTERNS`.
    pub pattern: usize,
    /// The operands a `..` matched, for a `PHI ..` result.
    pub rest: SmallVec<[Operand; 4]>,
}

impl Matched {
    pub fn new(vars: usize) -> Matched {
        Matched { binds: SmallVec::from_elem(Bound::Unbound, vars), folded: SmallVec::new(), pattern: 0, rest: SmallVec::new() }
    }

    /// Readies it for another try by a pattern of `vars` variables (a matcher's first step:
    /// one `Matched` serves every try). The bindings of an earlier try are left in place, to be
    /// overwritten: a matcher binds each variable first with [`Matched::set`], which does not
    /// read the old value, and only compares ([`Matched::bind`]) after that.
    pub fn reset(&mut self, vars: usize) {
        if self.binds.len() < vars {
            self.binds.resize(vars, Bound::Unbound);
        }
        self.folded.clear();
        self.pattern = 0;
        self.rest.clear();
    }

    /// Binds variable `id`; if it is bound already, the value must be the same.
    pub fn bind(&mut self, id: usize, b: Bound) -> bool {
        match self.binds.get(id) {
            Some(Bound::Unbound) => {
                self.binds[id] = b;
                true
            }
            Some(&was) => was == b,
            None => {
                while self.binds.len() < id {
                    self.binds.push(Bound::Unbound);
                }
                self.binds.push(b);
                true
            }
        }
    }

    /// Binds variable `id`, which no binding before it in the matcher names (so nothing to
    /// compare with).
    #[inline]
    pub fn set(&mut self, id: usize, b: Bound) {
        match self.binds.get_mut(id) {
            Some(slot) => *slot = b,
            None => {
                self.bind(id, b);
            }
        }
    }

    fn get(&self, id: usize) -> Bound {
        self.binds.get(id).copied().unwrap_or_default()
    }

    /// The register bound to `id` (the checker guarantees it is one).
    pub fn reg(&self, id: usize) -> VReg {
        match self.get(id) {
            Bound::Reg(v) => v,
            _ => VReg(u32::MAX),
        }
    }

    pub fn imm(&self, id: usize) -> i64 {
        match self.get(id) {
            Bound::Imm(v) => v,
            _ => 0,
        }
    }

    pub fn operand(&self, id: usize) -> Operand {
        match self.get(id) {
            Bound::Operand(o) => o,
            Bound::Reg(v) => Operand::vreg(v),
            Bound::Imm(c) => Operand::Imm(c),
            _ => Operand::Imm(0),
        }
    }

    pub fn block(&self, id: usize) -> BlockId {
        match self.get(id) {
            Bound::Block(b) => b,
            _ => BlockId(u32::MAX),
        }
    }
}

/// The generated emitter of one pattern.
pub type EmitFn = fn(&mut Matched, &[VReg], &mut Emitter<'_>);

/// The bank of a register and its type's [`Llt::key`] (`None` and 0 where the operand is not
/// a plain virtual register, or the register has none).
pub type BankTy = (Option<Bank>, u64);

/// Facts about a root instruction that many patterns test, computed once per instruction so
/// that `match_patterns` can skip patterns that cannot match without calling them (see
/// [`Guard`]): the first def's bank and type as [`Inst::def_vreg`] finds it, each of the first
/// four operands' as [`MatchCx::reg_at`] finds it, and the first memory operand's size in
/// bits. Packed in words (a bank code above a type key; a flag bit above a size), so that
/// comparing and hashing one is cheap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchKey {
    /// The first def, then the first four operands.
    regs: [u64; 5],
    mem: u64,
}

impl std::hash::Hash for MatchKey {
    /// The words folded into one (equal keys fold equally; the map compares whole keys).
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.fold(0));
    }
}

/// Where a packed [`BankTy`] keeps the bank: above the type key, which is below 2^48.
const BANK_SHIFT: u32 = 56;
const TY_MASK: u64 = (1 << BANK_SHIFT) - 1;
/// The flag that tells a known memory size (of any value) from none.
const MEM_KNOWN: u64 = 1 << 63;

fn bank_code(b: Option<Bank>) -> u64 {
    match b {
        None => 0,
        Some(Bank::Sgpr) => 1,
        Some(Bank::Vgpr) => 2,
        Some(Bank::Vcc) => 3,
        Some(Bank::Agpr) => 4,
    }
}

impl MatchKey {
    /// The words folded into one, starting from `seed`.
    fn fold(&self, seed: u64) -> u64 {
        self.regs.iter().fold(self.mem ^ seed, |h, &w| h.rotate_left(13) ^ w)
    }

    pub fn new(cx: &MatchCx<'_>, inst: &Inst) -> MatchKey {
        let of = |v: VReg| {
            let info = cx.f.vreg(v);
            bank_code(bank_of(info.constraint, info.ty)) << BANK_SHIFT | info.ty.map_or(0, Llt::key)
        };
        let mem = inst.memops.first().and_then(|m| m.size.bits()).map_or(0, |b| MEM_KNOWN | b);
        let mut key = MatchKey { regs: [0; 5], mem };
        for (i, op) in inst.operands.iter().take(4).enumerate() {
            let Operand::Reg(r) = op else { continue };
            let Some(v) = r.reg.vreg() else { continue };
            let word = of(v);
            // `Inst::def_vreg(0)`: the first operand, if it is an explicit def (of any
            // sub-register).
            if i == 0 && r.is_def() && !r.is_implicit() {
                key.regs[0] = word;
            }
            // `MatchCx::reg_at`: a virtual register without a sub-register.
            if r.subreg.is_none() {
                key.regs[1 + i] = word;
            }
        }
        key
    }
}

/// The bank of a register with this constraint and type, as [`MatchCx::bank`] says.
fn bank_of(constraint: RegConstraint, ty: Option<Llt>) -> Option<Bank> {
    match constraint {
        RegConstraint::Bank(b) => Some(b),
        RegConstraint::Class(c) if ty == Some(Llt::S1) && c.bank() == Some(Bank::Sgpr) => Some(Bank::Vcc),
        RegConstraint::Class(c) => c.bank(),
        RegConstraint::None => None,
    }
}

/// What a variant of a pattern requires of the root's [`MatchKey`]: a bank (`None`: any) and a
/// type key (0: any) of the first def and of each of the first operands, and a memory size;
/// besides, the opcode of every instruction the pattern nests (not a function of the key:
/// [`Guard::nested_fit`] looks them up).
#[derive(Clone, Copy, Debug)]
pub struct Guard {
    pub def0: BankTy,
    pub ops: [BankTy; 4],
    /// Each nested instruction's opcode, after the path of operand indices that leads to it
    /// from the root (through the defining instruction of each), outer ones first.
    pub nested: &'static [(&'static [u8], GenericOpcode)],
    pub mem: Option<u64>,
}

impl Guard {
    pub fn accepts(&self, k: &MatchKey) -> bool {
        fn slot(want: BankTy, have: u64) -> bool {
            (want.0.is_none() || bank_code(want.0) == have >> BANK_SHIFT) && (want.1 == 0 || want.1 == have & TY_MASK)
        }
        slot(self.def0, k.regs[0])
            && self.ops.iter().zip(&k.regs[1..]).all(|(&w, &h)| slot(w, h))
            && self.mem.is_none_or(|m| MEM_KNOWN | m == k.mem)
    }

    /// Are the instructions the pattern nests of the opcodes it names? Each one's opcode is
    /// what its matcher checks first, reaching it as the matcher does (`MatchCx::reg_at`, then
    /// `MatchCx::def_inst`, at each step); checked here without a call, it rejects most
    /// patterns that nest something different, however deep.
    #[inline]
    pub fn nested_fit(&self, cx: &MatchCx<'_>, inst: &Inst) -> bool {
        self.nested.iter().all(|&(path, g)| {
            let mut at = inst;
            for &idx in path {
                match cx.reg_at(at, usize::from(idx)).and_then(|v| cx.def_inst(v)) {
                    Some((_, d)) => at = d,
                    None => return false,
                }
            }
            at.opcode == Opcode::Generic(g)
        })
    }
}

/// One variant of one pattern, as the matcher tries it.
#[derive(Debug)]
pub struct Arm {
    pub guard: Guard,
    /// The subtargets the pattern is for.
    pub cpus: &'static [Cpu],
    /// Checks the instruction (its guard having accepted it) and binds the pattern's
    /// variables in the `Matched` it is given.
    pub matcher: fn(&MatchCx<'_>, &Inst, &mut Matched) -> Option<()>,
    pub emit: EmitFn,
    /// Index into `PATTERNS`.
    pub pattern: usize,
}

/// For each root opcode and [`MatchKey`] met so far, the arms (indices into the opcode's run of
/// arms, in order) whose guard accepts it on the subtarget: the guards are a function of the
/// key, so the arms they reject need not be looked at again. One cache serves one table of
/// arms.
///
/// In front of the map sits a small direct-mapped memo of recent answers, indexed by a fold
/// of the key: a function's instructions come in few shapes per opcode, so most roots find
/// their shape there, and comparing one slot costs a fraction of hashing the key into the map
/// and probing it.
#[derive(Debug)]
pub struct ArmCache {
    /// The lists of arms, numbered in the order they were computed.
    lists: Vec<Box<[u16]>>,
    /// The number of each key's list.
    map: ahash::AHashMap<(u32, MatchKey), u32>,
    /// [`RECENT`] slots of (opcode and subtarget, key, list number); [`NO_OPCODE`] marks an
    /// empty slot.
    recent: Box<[(u32, MatchKey, u32)]>,
}

/// How many slots the recent-answer memo of [`ArmCache`] has (a power of two).
const RECENT: usize = 64;
/// The opcode word of an empty memo slot (no opcode and subtarget packs to it).
const NO_OPCODE: u32 = u32::MAX;

impl Default for ArmCache {
    fn default() -> ArmCache {
        let empty = (NO_OPCODE, MatchKey { regs: [0; 5], mem: 0 }, 0);
        ArmCache { lists: Vec::new(), map: ahash::AHashMap::default(), recent: vec![empty; RECENT].into_boxed_slice() }
    }
}

impl ArmCache {
    /// The arms of `arms` (those of opcode `g`) whose guard accepts `k` on `cpu`.
    fn arms_for(&mut self, g: GenericOpcode, cpu: Cpu, k: &MatchKey, arms: &[Arm]) -> &[u16] {
        let op = (g as u32) << 8 | cpu as u32;
        // A multiplicative hash of the fold; its top bits pick the slot.
        let slot = (k.fold(u64::from(op)).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - RECENT.trailing_zeros())) as usize;
        let (o, key, list) = self.recent[slot];
        if o == op && key == *k {
            return &self.lists[list as usize];
        }
        let lists = &mut self.lists;
        let list = *self.map.entry((op, *k)).or_insert_with(|| {
            let fits = |a: &Arm| a.cpus.contains(&cpu) && a.guard.accepts(k);
            lists.push(arms.iter().enumerate().filter(|(_, a)| fits(a)).map(|(i, _)| i as u16).collect());
            (lists.len() - 1) as u32
        });
        self.recent[slot] = (op, *k, list);
        &self.lists[list as usize]
    }
}

/// Tries `arms` (those of `g`, in match order) on `inst`: the emitter of the first that
/// matches, with its bindings in `m`.
pub fn match_arms(
    cx: &MatchCx<'_>,
    inst: &Inst,
    g: GenericOpcode,
    arms: &'static [Arm],
    cache: Option<&mut ArmCache>,
    m: &mut Matched,
) -> Option<EmitFn> {
    if arms.is_empty() {
        return None;
    }
    let k = MatchKey::new(cx, inst);
    let mut try_arm = |arm: &Arm| {
        if !arm.guard.nested_fit(cx, inst) {
            return None;
        }
        (arm.matcher)(cx, inst, m)?;
        m.pattern = arm.pattern;
        Some(arm.emit)
    };
    match cache {
        None => arms.iter().filter(|a| a.guard.accepts(&k)).find_map(try_arm),
        Some(cache) => cache.arms_for(g, cx.st.cpu, &k, arms).iter().find_map(|&i| try_arm(&arms[usize::from(i)])),
    }
}

/// Read-only facts the matcher consults.
#[derive(Debug)]
pub struct MatchCx<'a> {
    pub f: &'a Function,
    /// The defining instruction of each virtual register.
    pub defs: &'a [Option<InstId>],
    /// The number of uses of each virtual register.
    pub uses: &'a [u32],
    pub st: Subtarget,
}

impl<'a> MatchCx<'a> {
    /// The virtual register at operand `idx` (no sub-register).
    pub fn reg_at(&self, inst: &Inst, idx: usize) -> Option<VReg> {
        match inst.operands.get(idx)? {
            Operand::Reg(RegOperand { reg, subreg: None, .. }) => reg.vreg(),
            _ => None,
        }
    }

    /// The register's bank; a register that already has a class counts as in that class's
    /// bank, and an `s1` in an SGPR class is a lane mask (`vcc`).
    pub fn bank(&self, v: VReg) -> Option<Bank> {
        let info = self.f.vreg(v);
        bank_of(info.constraint, info.ty)
    }

    pub fn ty(&self, v: VReg) -> Option<Llt> {
        self.f.vreg_type(v)
    }

    pub fn single_use(&self, v: VReg) -> bool {
        self.uses.get(v.index()).copied() == Some(1)
    }

    pub fn def_inst(&self, v: VReg) -> Option<(InstId, &'a Inst)> {
        let id = (*self.defs.get(v.index())?)?;
        Some((id, self.f.inst(id)))
    }

    /// The value of a `G_CONSTANT`/`G_FCONSTANT` defining `v`, looking through copies.
    pub fn constant(&self, v: VReg) -> Option<i64> {
        let mut v = v;
        for _ in 0..8 {
            let (_, inst) = self.def_inst(v)?;
            match inst.opcode {
                Opcode::Generic(GenericOpcode::G_CONSTANT) => return inst.operands.get(1)?.as_imm(),
                Opcode::Generic(GenericOpcode::G_FCONSTANT) => match inst.operands.get(1)? {
                    Operand::FpImm { bits, .. } => return Some(bits.get() as i64),
                    _ => return None,
                },
                Opcode::Generic(GenericOpcode::COPY) => v = self.reg_at(inst, 1)?,
                _ => return None,
            }
        }
        None
    }

    /// An immediate operand's value, or the constant a register operand holds.
    pub fn value_at(&self, inst: &Inst, idx: usize) -> Option<i64> {
        match inst.operands.get(idx)? {
            op @ (Operand::Imm(_) | Operand::CImm { .. }) => op.as_imm(),
            Operand::FpImm { bits, .. } => Some(bits.get() as i64),
            Operand::Reg(_) => self.constant(self.reg_at(inst, idx)?),
            _ => None,
        }
    }

    /// A floating-point source and its VOP3 source modifiers (1 neg, 2 abs), as LLVM's
    /// `selectVOP3ModsImpl`: through a `G_FNEG`, then a `G_FABS`, while the source stays in the
    /// same bank with the same type (a modifier never moves a value across banks).
    pub fn source_mods(&self, v: VReg) -> (VReg, i64) {
        let (mut v, mut mods) = (v, 0);
        for (op, bit) in [(GenericOpcode::G_FNEG, 1), (GenericOpcode::G_FABS, 2)] {
            let Some((_, inst)) = self.def_inst(v) else { break };
            if inst.opcode != Opcode::Generic(op) {
                continue;
            }
            match self.reg_at(inst, 1) {
                Some(s) if self.bank(s) == self.bank(v) && self.ty(s) == self.ty(v) => {
                    v = s;
                    mods |= bit;
                }
                _ => break,
            }
        }
        (v, mods)
    }

    /// Is `c` an inline constant for the operand at `idx` (judged by the operand's width; the
    /// value of a `G_CONSTANT`/`G_FCONSTANT` by the width of its def)?
    pub fn is_inline(&self, inst: &Inst, idx: usize, c: i64) -> bool {
        let constant_def = matches!(inst.opcode, Opcode::Generic(GenericOpcode::G_CONSTANT | GenericOpcode::G_FCONSTANT));
        let reg = if constant_def { inst.def_vreg(0) } else { self.reg_at(inst, idx) };
        let bits = reg.and_then(|v| self.ty(v)).map_or(32, Llt::bits);
        is_inline_constant(c, bits)
    }

    /// Is the first memory operand's alignment at least `n` bytes?
    pub fn mem_align_at_least(&self, inst: &Inst, n: u64) -> bool {
        inst.memops.first().is_some_and(|m| {
            let natural = match m.size {
                MemSize::Type(t) => u64::from(t.bits() / 8),
                MemSize::Bytes(b) => b,
                MemSize::Unknown => 1,
            };
            m.align.unwrap_or(natural) >= n
        })
    }
}

/// `lo32(#c)`: the low half of a constant as a signed 32-bit immediate (how llc prints them).
pub fn imm_lo32(c: i64) -> i64 {
    i64::from(c as i32)
}

/// `hi32(#c)`: the high half of a 64-bit constant as a signed 32-bit immediate.
pub fn imm_hi32(c: i64) -> i64 {
    i64::from((c >> 32) as i32)
}

/// `shl16(#c)`: the width field of an `S_BFE` operand (offset 0).
pub fn imm_shl16(c: i64) -> i64 {
    c << 16
}

/// `dw(#c)`: a byte offset in dwords (the first offset of a `DS_READ2`/`DS_WRITE2` pair).
pub fn imm_dw(c: i64) -> i64 {
    c / 4
}

/// `dw1(#c)`: the dword after a byte offset (the second offset of a `DS_READ2`/`DS_WRITE2` pair).
pub fn imm_dw1(c: i64) -> i64 {
    c / 4 + 1
}

/// The memory instruction families whose constant address offsets `#o:offset(..)` folds, and
/// the offsets each encodes (LLVM 14: `SIInstrInfo::isLegalFLATOffset` with
/// `getNumFlatOffsetBits`, `isLegalSMRDEncodedSignedOffset`, `isDSOffsetLegal`,
/// `isLegalMUBUFImmOffset`; checked against llc-14 and llvm-mc-14).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemOffset {
    /// `S_LOAD_*_IMM`: a signed 21-bit byte offset from GFX9 on.
    Smem,
    /// `GLOBAL_*`: signed, 13 bits on GFX9, 12 on GFX10.
    Global,
    /// `FLAT_*`: unsigned, 12 bits on GFX9, 11 on GFX10.
    Flat,
    /// `DS_READ_*`/`DS_WRITE_*`: an unsigned 16-bit byte offset (GFX9+ has no base-sign bug).
    Ds,
    /// `DS_READ2_B32`/`DS_WRITE2_B32` of two consecutive dwords: a dword-aligned byte offset
    /// whose dword index and the next one fit the two 8-bit fields.
    Ds2,
    /// `BUFFER_*_OFFEN`: an unsigned 12-bit byte offset.
    Mubuf,
}

impl MemOffset {
    /// Does the family encode byte offset `c` on `st`?
    pub fn fits(self, c: i64, st: Subtarget) -> bool {
        let gfx10 = st.is_gfx10_plus();
        match self {
            MemOffset::Smem => fits_signed(c, 21),
            MemOffset::Global => fits_signed(c, if gfx10 { 12 } else { 13 }),
            MemOffset::Flat => fits_unsigned(c, if gfx10 { 11 } else { 12 }),
            MemOffset::Ds => fits_unsigned(c, 16),
            MemOffset::Ds2 => c % 4 == 0 && (0..=254).contains(&(c / 4)),
            MemOffset::Mubuf => fits_unsigned(c, 12),
        }
    }
}

/// Where an emitted instruction's def goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dst {
    Reg(VReg),
    Phys(crate::mir::PhysReg),
}

pub fn fits_unsigned(c: i64, bits: u32) -> bool {
    c >= 0 && (bits >= 63 || c < (1i64 << bits))
}

pub fn fits_signed(c: i64, bits: u32) -> bool {
    bits >= 64 || (c >= -(1i64 << (bits - 1)) && c < (1i64 << (bits - 1)))
}

/// AMDGPU inline constants for an operand of `bits` width: the integers −16..=64 and the FP
/// values ±0.5, ±1.0, ±2.0, ±4.0 and 1/(2π) in the operand's own format (GFX8+).
pub fn is_inline_constant(value: i64, bits: u32) -> bool {
    if (-16..=64).contains(&value) {
        return true;
    }
    match bits {
        16 => [0x3800, 0xB800, 0x3C00, 0xBC00, 0x4000, 0xC000, 0x4400, 0xC400, 0x3118].contains(&(value & 0xFFFF)),
        32 => [0x3F00_0000, 0xBF00_0000, 0x3F80_0000, 0xBF80_0000, 0x4000_0000, 0xC000_0000, 0x4080_0000, 0xC080_0000, 0x3E22_F983]
            .contains(&(value & 0xFFFF_FFFF)),
        64 => [
            0x3FE0_0000_0000_0000u64,
            0xBFE0_0000_0000_0000,
            0x3FF0_0000_0000_0000,
            0xBFF0_0000_0000_0000,
            0x4000_0000_0000_0000,
            0xC000_0000_0000_0000,
            0x4010_0000_0000_0000,
            0xC010_0000_0000_0000,
            0x3FC4_5F30_6DC9_C882,
        ]
        .contains(&(value as u64)),
        _ => false,
    }
}

/// The register class that holds a value of `bits` bits in `bank`.
pub fn class_for(bank: Bank, bits: u32, st: Subtarget) -> Option<RegClass> {
    Some(match (bank, bits) {
        (Bank::Vcc, _) => lane_mask_class(st.wave_size),
        (Bank::Sgpr, 1..=32) => class::SREG_32,
        (Bank::Sgpr, 64) => class::SREG_64,
        (Bank::Sgpr, 96) => class::SGPR_96,
        (Bank::Sgpr, 128) => class::SGPR_128,
        (Bank::Sgpr, 256) => class::SGPR_256,
        (Bank::Sgpr, 512) => class::SGPR_512,
        (Bank::Vgpr, 1..=32) => class::VGPR_32,
        (Bank::Vgpr, 64) => class::VREG_64,
        (Bank::Vgpr, 96) => class::VREG_96,
        (Bank::Vgpr, 128) => class::VREG_128,
        (Bank::Vgpr, 160) => class::VREG_160,
        (Bank::Vgpr, 256) => class::VREG_256,
        (Bank::Vgpr, 512) => class::VREG_512,
        (Bank::Agpr, 32) => class::AGPR_32,
        _ => return None,
    })
}

/// Builds the machine instructions a pattern produces, straight into the function's arena (in
/// no block yet): each into a slot of `free` (the arena slots of deleted instructions, taken
/// from its end) while there is one, else at the arena's end. So the arena grows only by what
/// selection adds beyond what it deletes, and no instruction is moved once built. What it
/// emitted is `emitted`, in order.
#[derive(Debug)]
pub struct Emitter<'a> {
    pub f: &'a mut Function,
    pub st: Subtarget,
    pub loc: SourceLoc,
    pub free: &'a mut Vec<InstId>,
    pub emitted: &'a mut Vec<InstId>,
}

impl<'a> Emitter<'a> {
    pub fn new(f: &'a mut Function, st: Subtarget, loc: SourceLoc, free: &'a mut Vec<InstId>, emitted: &'a mut Vec<InstId>) -> Emitter<'a> {
        Emitter { f, st, loc, free, emitted }
    }

    /// A new virtual register; its class is set by the instruction that defines it.
    pub fn fresh(&mut self) -> VReg {
        self.f.new_vreg(RegConstraint::None, None)
    }

    /// A new virtual register of class `c` (a def whose class its instruction fixes).
    pub fn fresh_in(&mut self, c: RegClass) -> VReg {
        self.f.new_vreg(RegConstraint::Class(c), None)
    }

    /// Builds the next instruction with exactly the operands `ops`. The generated emitters
    /// know an instruction's whole operand list (implicit operands included) when the pattern
    /// is expanded, and have given its defs their classes: so it is written in one go, with no
    /// look-up of the instruction's declaration and no growth check per operand.
    #[inline]
    pub fn build(&mut self, opcode: Opcode, ops: &[Operand]) {
        self.next_inst(opcode, ops.len()).extend_from_slice(ops);
    }

    /// Gives `v` a register class; selected MIR carries no LLTs on classed registers. A lane
    /// mask (a `vcc`-bank register) always gets the lane-mask class, whatever the instruction
    /// that writes it declares (`S_AND_B64` writes any `sreg_64`; `V_CNDMASK` reads only
    /// `sreg_64_xexec`).
    pub fn constrain(&mut self, v: VReg, c: RegClass) {
        let wave = self.st.wave_size;
        let info = self.f.vreg_mut(v);
        let c = if info.constraint == RegConstraint::Bank(Bank::Vcc) { lane_mask_class(wave) } else { c };
        info.constraint = RegConstraint::Class(c);
        info.ty = None;
    }

    /// Constrains each register among `defs` to the class `class_of(self, index, register)`
    /// gives, if any; returns the first def (`VReg(u32::MAX)` when it is no register).
    #[inline(always)]
    fn constrain_defs(&mut self, defs: impl Iterator<Item = Dst>, class_of: impl Fn(&Self, usize, VReg) -> Option<RegClass>) -> VReg {
        let mut first = VReg(u32::MAX);
        for (i, d) in defs.enumerate() {
            if let Dst::Reg(v) = d {
                if i == 0 {
                    first = v;
                }
                if let Some(c) = class_of(self, i, v) {
                    self.constrain(v, c);
                }
            }
        }
        first
    }

    /// The instruction to build next, emptied, with room for `n` operands: a free slot's (whose
    /// operand list's memory it reuses) or a new one at the arena's end.
    fn next_inst(&mut self, opcode: Opcode, n: usize) -> &mut SmallVec<[Operand; 4]> {
        let id = match self.free.pop() {
            Some(slot) => slot,
            None => self.f.add_inst(Inst::new(opcode)),
        };
        self.emitted.push(id);
        let inst = self.f.inst_mut(id);
        inst.opcode = opcode;
        inst.flags = MiFlags::empty();
        inst.operands.clear();
        inst.operands.reserve_exact(n);
        inst.memops = ThinVec::new();
        inst.trailing = None;
        inst.loc = self.loc;
        &mut inst.operands
    }

    /// Emits `COPY`, `REG_SEQUENCE`, `IMPLICIT_DEF` or `PHI` of any operands (the generated
    /// emitters use it where a result takes the matched rest, `..`); without an explicit class
    /// the def's class follows from its bank and type.
    pub fn emit_generic(&mut self, op: GenericOpcode, class: Option<OperandKind>, defs: &[Dst], uses: &[Operand]) -> VReg {
        let wave = self.st.wave_size;
        let first = self.constrain_defs(defs.iter().copied(), |e, _, v| class.and_then(|k| k.class(wave)).or_else(|| e.class_of_value(v)));
        let ops = self.next_inst(Opcode::Generic(op), defs.len() + uses.len());
        push_defs(ops, defs.iter().copied());
        ops.extend_from_slice(uses);
        first
    }

    /// The class for a generic register being selected, from its bank and type.
    pub fn class_of_value(&self, v: VReg) -> Option<RegClass> {
        let info = self.f.vreg(v);
        match info.constraint {
            RegConstraint::Class(c) => Some(c),
            RegConstraint::Bank(b) => class_for(b, info.ty.map_or(32, Llt::bits), self.st),
            RegConstraint::None => None,
        }
    }

    /// `dst = COPY src`.
    pub fn copy_to(&mut self, dst: VReg, src: VReg) {
        self.emit_generic(GenericOpcode::COPY, None, &[Dst::Reg(dst)], &[Operand::vreg(src)]);
    }
}

/// Appends the def operands for `defs`.
fn push_defs(ops: &mut SmallVec<[Operand; 4]>, defs: impl Iterator<Item = Dst>) {
    for d in defs {
        ops.push(match d {
            Dst::Reg(v) => Operand::vreg_def(v),
            Dst::Phys(p) => Operand::phys_def(p),
        });
    }
}

/// The register flags of an implicit def, for callers that build instructions by hand.
pub const IMPLICIT_DEF_FLAGS: RegFlags = RegFlags::IMPLICIT.union(RegFlags::DEF);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_constants() {
        assert!(is_inline_constant(64, 32));
        assert!(is_inline_constant(-16, 32));
        assert!(!is_inline_constant(65, 32));
        assert!(is_inline_constant(0x3F80_0000, 32), "1.0f");
        assert!(!is_inline_constant(0x3F80_0000, 64), "1.0f is no inline double");
        assert!(is_inline_constant(0x3FF0_0000_0000_0000, 64), "1.0");
        assert!(is_inline_constant(0x3C00, 16), "1.0h");
    }

    #[test]
    fn immediate_ranges() {
        assert!(fits_unsigned(4095, 12) && !fits_unsigned(4096, 12) && !fits_unsigned(-1, 12));
        assert!(fits_signed(-4096, 13) && !fits_signed(4096, 13));
    }

    #[test]
    fn memory_offsets_per_subtarget() {
        let (gfx9, gfx10) = (Subtarget::new(Cpu::Gfx900), Subtarget::new(Cpu::Gfx1030));
        assert!(MemOffset::Global.fits(-4096, gfx9) && !MemOffset::Global.fits(-4096, gfx10));
        assert!(MemOffset::Global.fits(2047, gfx10) && !MemOffset::Global.fits(2048, gfx10));
        assert!(MemOffset::Flat.fits(4095, gfx9) && !MemOffset::Flat.fits(2048, gfx10) && !MemOffset::Flat.fits(-1, gfx9));
        assert!(MemOffset::Smem.fits(-16, gfx9) && MemOffset::Smem.fits(400_000, gfx10) && !MemOffset::Smem.fits(1 << 20, gfx9));
        assert!(MemOffset::Ds.fits(65535, gfx9) && !MemOffset::Ds.fits(65536, gfx9));
        assert!(MemOffset::Ds2.fits(1016, gfx9) && !MemOffset::Ds2.fits(1020, gfx9) && !MemOffset::Ds2.fits(6, gfx9));
        assert_eq!((imm_dw(1016), imm_dw1(1016)), (254, 255));
    }
}
