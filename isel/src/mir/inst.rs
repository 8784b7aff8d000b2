//! Instructions and their operands.

use smallvec::SmallVec;
use thin_vec::ThinVec;

use super::opcode::Opcode;
use super::reg::{PhysReg, Reg, SubReg, VReg};
use super::types::Llt;
use super::{BlockId, SourceLoc, Symbol};

bitflags::bitflags! {
    /// Flags on a register operand, as MIR spells them before the register.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    pub struct RegFlags: u16 {
        const DEF = 1 << 0;
        const IMPLICIT = 1 << 1;
        const DEAD = 1 << 2;
        const KILLED = 1 << 3;
        const UNDEF = 1 << 4;
        const INTERNAL = 1 << 5;
        const EARLY_CLOBBER = 1 << 6;
        const DEBUG_USE = 1 << 7;
        const RENAMABLE = 1 << 8;
    }
}

bitflags::bitflags! {
    /// Machine-instruction flags (`nofpexcept`, `nnan`, ...), printed before the opcode.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    pub struct MiFlags: u16 {
        const FRAME_SETUP = 1 << 0;
        const FRAME_DESTROY = 1 << 1;
        const NNAN = 1 << 2;
        const NINF = 1 << 3;
        const NSZ = 1 << 4;
        const ARCP = 1 << 5;
        const CONTRACT = 1 << 6;
        const AFN = 1 << 7;
        const REASSOC = 1 << 8;
        const NUW = 1 << 9;
        const NSW = 1 << 10;
        const EXACT = 1 << 11;
        const NOFPEXCEPT = 1 << 12;
        const NOMERGE = 1 << 13;
    }
}

impl MiFlags {
    /// MIR spellings in the order llc prints them.
    pub const NAMES: [(MiFlags, &'static str); 14] = [
        (MiFlags::FRAME_SETUP, "frame-setup"),
        (MiFlags::FRAME_DESTROY, "frame-destroy"),
        (MiFlags::NNAN, "nnan"),
        (MiFlags::NINF, "ninf"),
        (MiFlags::NSZ, "nsz"),
        (MiFlags::ARCP, "arcp"),
        (MiFlags::CONTRACT, "contract"),
        (MiFlags::AFN, "afn"),
        (MiFlags::REASSOC, "reassoc"),
        (MiFlags::NUW, "nuw"),
        (MiFlags::NSW, "nsw"),
        (MiFlags::EXACT, "exact"),
        (MiFlags::NOFPEXCEPT, "nofpexcept"),
        (MiFlags::NOMERGE, "nomerge"),
    ];
}

/// A register operand: the register, its sub-register index, flags and tie.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegOperand {
    pub reg: Reg,
    pub subreg: Option<SubReg>,
    pub flags: RegFlags,
    /// `(tied-def N)`: the index of the def operand this use is tied to.
    pub tied_def: Option<u8>,
}

impl RegOperand {
    pub fn is_def(&self) -> bool {
        self.flags.contains(RegFlags::DEF)
    }
    pub fn is_implicit(&self) -> bool {
        self.flags.contains(RegFlags::IMPLICIT)
    }
}

/// The IEEE format of an FP immediate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FpKind {
    Half,
    BFloat,
    Float,
    Double,
}

impl FpKind {
    pub fn name(self) -> &'static str {
        match self {
            FpKind::Half => "half",
            FpKind::BFloat => "bfloat",
            FpKind::Float => "float",
            FpKind::Double => "double",
        }
    }
    pub fn bits(self) -> u32 {
        match self {
            FpKind::Half | FpKind::BFloat => 16,
            FpKind::Float => 32,
            FpKind::Double => 64,
        }
    }
}

/// An IR comparison predicate (`intpred(eq)`, `floatpred(oge)`), by LLVM's `CmpInst` numbering:
/// float predicates 0–15, integer predicates 32–41.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Predicate(pub u8);

impl Predicate {
    const FLOAT: [&'static str; 16] =
        ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt", "uge", "ult", "ule", "une", "true"];
    const INT: [&'static str; 10] = ["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"];

    pub fn is_int(self) -> bool {
        self.0 >= 32
    }

    /// The predicate's MIR name (`sgt`, `oeq`).
    pub fn name(self) -> &'static str {
        if self.is_int() {
            Predicate::INT.get(usize::from(self.0 - 32)).copied().unwrap_or("?")
        } else {
            Predicate::FLOAT.get(usize::from(self.0)).copied().unwrap_or("?")
        }
    }

    /// `const` so the generated tables can name predicates.
    pub const fn int_from_name(name: &str) -> Option<Predicate> {
        match position(&Predicate::INT, name) {
            Some(i) => Some(Predicate(32 + i as u8)),
            None => None,
        }
    }

    pub const fn float_from_name(name: &str) -> Option<Predicate> {
        match position(&Predicate::FLOAT, name) {
            Some(i) => Some(Predicate(i as u8)),
            None => None,
        }
    }
}

const fn position(names: &[&str], name: &str) -> Option<usize> {
    let mut i = 0;
    while i < names.len() {
        if str_eq(names[i], name) {
            return Some(i);
        }
        i += 1;
    }
    None
}

const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// One machine operand. Sixteen bytes (checked below): the register operand leaves its
/// register's tag free for the other variants' tags, and every other variant's payload fits in
/// the eight bytes after it. That is why the two-field constants keep their 64-bit value in a
/// [`Packed`] and a global address is one interned pointer: with an 8-aligned value beside a
/// second field, or two words, every operand would be 24 bytes, and every instruction 32
/// bytes larger.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Operand {
    Reg(RegOperand),
    /// A plain immediate: `7`, `-1`.
    Imm(i64),
    /// A typed integer constant, `i32 7` (LLVM's `ConstantInt` operand, as in `G_CONSTANT`).
    CImm {
        bits: u16,
        value: Packed<i64>,
    },
    /// A floating-point constant, `float 1.0`, `half 0xH3C00`; `bits` is the IEEE encoding in the
    /// operand's own format.
    FpImm {
        kind: FpKind,
        bits: Packed<u64>,
    },
    Pred(Predicate),
    /// `intrinsic(@llvm.amdgcn.if)`; the symbol is the name without `@`.
    Intrinsic(Symbol),
    /// `%bb.N`.
    Block(BlockId),
    /// `%subreg.sub0`, as in `REG_SEQUENCE`.
    SubRegIndex(SubReg),
    /// `@name`, `@name + 4`.
    Global(&'static GlobalAddress),
    /// Any other operand, kept verbatim (`%stack.0`, `!12`, `target-index(...)`, `<mcsymbol>`, ...).
    Other(Symbol),
}

#[cfg(target_pointer_width = "64")]
const _: () = assert!(std::mem::size_of::<Operand>() == 16);

/// A 64-bit value kept at 4-byte alignment, for [`Operand`]'s two-field variants (see there).
#[derive(Clone, Copy)]
#[repr(C, packed(4))]
pub struct Packed<T: Copy>(T);

impl<T: Copy> Packed<T> {
    pub const fn new(value: T) -> Packed<T> {
        Packed(value)
    }

    pub const fn get(self) -> T {
        self.0
    }
}

impl<T: Copy> From<T> for Packed<T> {
    fn from(value: T) -> Packed<T> {
        Packed(value)
    }
}

impl<T: Copy + PartialEq> PartialEq for Packed<T> {
    fn eq(&self, other: &Packed<T>) -> bool {
        self.get() == other.get()
    }
}

impl<T: Copy + Eq> Eq for Packed<T> {}

impl<T: Copy + std::hash::Hash> std::hash::Hash for Packed<T> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.get().hash(state);
    }
}

impl<T: Copy + std::fmt::Debug> std::fmt::Debug for Packed<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.get().fmt(f)
    }
}

/// The address a global operand names, `@name + offset`. Interned, so that the operand holding
/// it is one pointer (see [`GlobalAddress::new`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GlobalAddress {
    pub name: Symbol,
    pub offset: i64,
}

impl GlobalAddress {
    /// The one copy of `@name + offset`, stored for the life of the program (like a
    /// [`Symbol`]'s text: a program names few global addresses).
    pub fn new(name: Symbol, offset: i64) -> &'static GlobalAddress {
        type Table = std::collections::HashMap<GlobalAddress, &'static GlobalAddress, ahash::RandomState>;
        static ADDRESSES: std::sync::LazyLock<std::sync::Mutex<Table>> = std::sync::LazyLock::new(Default::default);
        let key = GlobalAddress { name, offset };
        // Inserting a leaked copy is the only change: a poisoned lock is still good.
        let mut table = ADDRESSES.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        table.entry(key).or_insert_with(|| Box::leak(Box::new(key)))
    }
}

impl Operand {
    /// A typed integer constant of `bits` bits, `i32 7`.
    pub fn cimm(bits: u16, value: i64) -> Operand {
        Operand::CImm { bits, value: Packed::new(value) }
    }

    /// A floating-point constant of `kind` with the IEEE encoding `bits`.
    pub fn fp_imm(kind: FpKind, bits: u64) -> Operand {
        Operand::FpImm { kind, bits: Packed::new(bits) }
    }

    /// `@name + offset`.
    pub fn global(name: Symbol, offset: i64) -> Operand {
        Operand::Global(GlobalAddress::new(name, offset))
    }

    /// A use of a virtual register.
    pub fn vreg(v: VReg) -> Operand {
        Operand::Reg(RegOperand { reg: Reg::Virt(v), subreg: None, flags: RegFlags::empty(), tied_def: None })
    }

    /// A def of a virtual register.
    pub fn vreg_def(v: VReg) -> Operand {
        Operand::Reg(RegOperand { reg: Reg::Virt(v), subreg: None, flags: RegFlags::DEF, tied_def: None })
    }

    /// A use of a virtual register's sub-register.
    pub fn vreg_sub(v: VReg, sub: SubReg) -> Operand {
        Operand::Reg(RegOperand { reg: Reg::Virt(v), subreg: Some(sub), flags: RegFlags::empty(), tied_def: None })
    }

    /// An explicit use of a physical register.
    pub fn phys(p: PhysReg) -> Operand {
        Operand::Reg(RegOperand { reg: Reg::Phys(p), subreg: None, flags: RegFlags::empty(), tied_def: None })
    }

    /// An explicit def of a physical register.
    pub fn phys_def(p: PhysReg) -> Operand {
        Operand::Reg(RegOperand { reg: Reg::Phys(p), subreg: None, flags: RegFlags::DEF, tied_def: None })
    }

    /// `implicit $reg`.
    pub fn implicit_use(p: PhysReg) -> Operand {
        Operand::Reg(RegOperand { reg: Reg::Phys(p), subreg: None, flags: RegFlags::IMPLICIT, tied_def: None })
    }

    /// `implicit-def $reg`.
    pub fn implicit_def(p: PhysReg) -> Operand {
        Operand::Reg(RegOperand { reg: Reg::Phys(p), subreg: None, flags: RegFlags::IMPLICIT | RegFlags::DEF, tied_def: None })
    }

    pub fn as_reg(&self) -> Option<&RegOperand> {
        match self {
            Operand::Reg(r) => Some(r),
            _ => None,
        }
    }

    pub fn as_reg_mut(&mut self) -> Option<&mut RegOperand> {
        match self {
            Operand::Reg(r) => Some(r),
            _ => None,
        }
    }

    /// The virtual register, if this is a virtual register operand.
    pub fn as_vreg(&self) -> Option<VReg> {
        self.as_reg().and_then(|r| r.reg.vreg())
    }

    /// The integer value of an `Imm` or `CImm` operand.
    pub fn as_imm(&self) -> Option<i64> {
        match *self {
            Operand::Imm(v) => Some(v),
            Operand::CImm { value, .. } => Some(value.get()),
            _ => None,
        }
    }

    pub fn as_block(&self) -> Option<BlockId> {
        match *self {
            Operand::Block(b) => Some(b),
            _ => None,
        }
    }

    pub fn as_pred(&self) -> Option<Predicate> {
        match *self {
            Operand::Pred(p) => Some(p),
            _ => None,
        }
    }
}

/// Whether a memory access reads, writes, or both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemAccess {
    Load,
    Store,
    LoadStore,
}

/// The size of a memory access: an LLT (`(s32)`), a byte count (older MIR: `load 4`), or unknown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemSize {
    Type(Llt),
    Bytes(u64),
    Unknown,
}

impl MemSize {
    /// Size in bits, if known.
    pub fn bits(self) -> Option<u64> {
        match self {
            MemSize::Type(t) => Some(u64::from(t.bits())),
            MemSize::Bytes(b) => Some(b * 8),
            MemSize::Unknown => None,
        }
    }
}

/// A memory operand, `(load (s32) from %ir.p, align 4, addrspace 1)`.
#[derive(Clone, Debug, PartialEq)]
pub struct MemOperand {
    /// Words before the access kind: `volatile`, `non-temporal`, `dereferenceable`, `invariant`,
    /// and target flags such as `"amdgpu-noclobber"`, verbatim and in order.
    pub flags: SmallVec<[Symbol; 2]>,
    pub access: MemAccess,
    /// `syncscope("agent")`, the ordering and failure ordering, verbatim, in order.
    pub ordering: SmallVec<[Symbol; 2]>,
    pub size: MemSize,
    /// What is accessed (`%ir.p`, `%ir-block.0`, `` `float addrspace(1)* poison` ``,
    /// `%stack.0`, `@g`, `custom "x"`), verbatim, without the `from`/`into`/`on` word.
    pub value: Option<Symbol>,
    pub offset: i64,
    pub align: Option<u64>,
    pub base_align: Option<u64>,
    /// `!tbaa !3`, `!range !4`, ... verbatim, in order.
    pub metadata: SmallVec<[Symbol; 1]>,
    pub addrspace: u32,
}

impl MemOperand {
    /// A plain load or store of `size` in `addrspace`.
    pub fn new(access: MemAccess, size: MemSize, addrspace: u32) -> MemOperand {
        MemOperand {
            flags: SmallVec::new(),
            access,
            ordering: SmallVec::new(),
            size,
            value: None,
            offset: 0,
            align: None,
            base_align: None,
            metadata: SmallVec::new(),
            addrspace,
        }
    }
}

/// An instruction's trailing items (`debug-location !12`, `pcsections !3`, ...), verbatim, as
/// a [`ShortSymbol`](super::ShortSymbol): four bytes where a [`Symbol`] takes eight, so that an
/// [`Inst`] is 104 bytes rather than 112.
pub type Trailing = super::ShortSymbol;

/// One machine instruction. Defs come first among the operands, as in LLVM.
#[derive(Debug, PartialEq)]
pub struct Inst {
    pub opcode: Opcode,
    pub flags: MiFlags,
    pub operands: SmallVec<[Operand; 4]>,
    /// On the heap: most instructions have none, and an inline one would double every
    /// instruction's size (the arena of a 20,000-instruction function by 3 MB). A thin vector,
    /// one pointer wide: two words less than a `Vec` in every instruction (an arena of 20,000
    /// instructions is 320 KB smaller).
    pub memops: ThinVec<MemOperand>,
    /// Trailing `debug-location !N`, `pcsections`, `pre-instr-symbol`, `debug-instr-number`
    /// and similar items, verbatim.
    pub trailing: Option<Trailing>,
    /// Where the instruction's text began in the input (equal to every other location).
    pub loc: SourceLoc,
}

/// Every pass walks the instruction arena, so its entries are kept small (see [`Trailing`]).
const _: () = assert!(std::mem::size_of::<Inst>() == 104);

/// By hand: the operands are `Copy`, and copied in one go they cost a fraction of the derived
/// clone's one-by-one collection (the passes copy instructions they rewrite).
impl Clone for Inst {
    fn clone(&self) -> Inst {
        Inst { operands: SmallVec::from_slice(&self.operands), memops: self.memops.clone(), ..*self }
    }
}

impl Inst {
    /// An instruction with no operands yet.
    pub fn new(opcode: impl Into<Opcode>) -> Inst {
        Inst {
            opcode: opcode.into(),
            flags: MiFlags::empty(),
            operands: SmallVec::new(),
            memops: ThinVec::new(),
            trailing: None,
            loc: SourceLoc::default(),
        }
    }

    /// Appends a memory operand, growing the list by exactly one: [`ThinVec`]'s own first push
    /// reserves room for four (592 bytes where one takes 160), and nearly every instruction
    /// that has memory operands has one. On the 20,000-instruction bench kernels that is about
    /// 0.9 MB less fresh memory per run.
    pub fn push_memop(&mut self, m: MemOperand) {
        self.memops.reserve_exact(1);
        self.memops.push(m);
    }

    /// Appends an operand (builder style).
    pub fn with(mut self, op: Operand) -> Inst {
        self.operands.push(op);
        self
    }

    /// Number of explicit defs: the leading run of explicit def register operands.
    pub fn num_defs(&self) -> usize {
        self.operands.iter().take_while(|o| o.as_reg().is_some_and(|r| r.is_def() && !r.is_implicit())).count()
    }

    /// The explicit def operands.
    pub fn defs(&self) -> &[Operand] {
        &self.operands[..self.num_defs()]
    }

    /// The operands after the explicit defs (explicit uses, then implicit operands).
    pub fn uses(&self) -> &[Operand] {
        &self.operands[self.num_defs()..]
    }

    /// The explicit operands that follow the defs: everything but implicit register operands.
    pub fn explicit_uses(&self) -> impl Iterator<Item = &Operand> {
        self.uses().iter().filter(|o| !o.as_reg().is_some_and(RegOperand::is_implicit))
    }

    /// The virtual register of the `i`-th explicit def.
    pub fn def_vreg(&self, i: usize) -> Option<VReg> {
        self.defs().get(i).and_then(Operand::as_vreg)
    }

    /// Every virtual register this instruction defines.
    pub fn defined_vregs(&self) -> impl Iterator<Item = VReg> + '_ {
        self.operands.iter().filter_map(|o| o.as_reg().filter(|r| r.is_def()).and_then(|r| r.reg.vreg()))
    }

    /// Every virtual register this instruction reads.
    pub fn used_vregs(&self) -> impl Iterator<Item = VReg> + '_ {
        self.operands.iter().filter_map(|o| o.as_reg().filter(|r| !r.is_def()).and_then(|r| r.reg.vreg()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trailing_items_keep_their_text() {
        let a = Trailing::new("debug-location !12");
        assert_eq!(a, Trailing::new("debug-location !12"));
        assert_ne!(a, Trailing::new("debug-location !13"));
        assert_eq!(std::mem::size_of::<Option<Trailing>>(), 4);
        assert_eq!(
            (a.as_str(), a.to_string(), format!("{a:?}")),
            ("debug-location !12", "debug-location !12".to_string(), "\"debug-location !12\"".to_string())
        );
        let text =
            "---\nname: f\nbody: |\n  bb.0:\n    %0:_(s32) = G_CONSTANT i32 1, debug-location !12\n    S_ENDPGM 0, pcsections !3\n...\n";
        let m = crate::mir::parse(text).expect("parses");
        let insts = &m.functions[0].insts;
        assert_eq!(insts[0].trailing, Some(a));
        assert_eq!(insts[1].trailing.as_deref(), Some("pcsections !3"));
        let printed = m.to_string();
        assert!(printed.contains("G_CONSTANT i32 1, debug-location !12\n") && printed.contains("S_ENDPGM 0, pcsections !3\n"), "{printed}");
    }
}
