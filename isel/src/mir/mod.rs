//! The MIR model: modules, functions, blocks, instructions and operands, as LLVM's MIR text
//! format spells them, with a parser ([`parse`]) and a printer (`Display`).
//!
//! The model is index-based: a function owns an arena of instructions ([`InstId`]), blocks list
//! their instructions by id in order, and virtual registers are numbers indexing
//! [`Function::vregs`], which holds each register's bank or class and LLT. Strings (intrinsic names,
//! IR references, opcodes nobody knows) are interned [`Symbol`]s, so an operand is a few bytes and
//! copying one never allocates.
//!
//! ```
//! let text = "---\nname: f\nbody: |\n  bb.0:\n    %0:_(s32) = G_CONSTANT i32 7\n    %1:_(s32) = G_ADD %0, %0\n...\n";
//! let module = isel::mir::parse(text)?;
//! let f = &module.functions[0];
//! assert_eq!(f.name.as_str(), "f");
//! assert_eq!(f.block_insts(f.entry()).count(), 2);
//! // Printing gives MIR that llc-14 reads back, and that parses to the same module.
//! assert_eq!(isel::mir::parse(&module.to_string())?, module);
//! # Ok::<(), isel::mir::ParseError>(())
//! ```

mod inst;
mod ir;
mod llvm14_names;
mod nearest;
mod opcode;
mod parser;
mod printer;
mod reg;
mod symbol;
mod types;

use std::collections::HashMap;

pub use inst::{
    FpKind, GlobalAddress, Inst, MemAccess, MemOperand, MemSize, MiFlags, Operand, Packed, Predicate, RegFlags, RegOperand, Trailing,
};
pub use ir::{CallingConv, IrArg, IrFunction};
pub use nearest::nearest_name;
pub use opcode::{GenericOpcode, OpKind, Opcode, Signature, UnknownOpcode, is_llvm14_opcode_name, nearest_opcode_name};
pub use parser::{MAX_VREG_NUMBER, ParseError, operand_columns, parse, parse_for_passes, parse_function_text, parse_without_common_lines};
pub use printer::format_fp;
pub use reg::{Bank, Half, PhysReg, Reg, RegConstraint, RegFile, Special, SubReg, VReg};
pub use types::{Elem, Llt, pointer_bits};

pub use symbol::{ShortSymbol, Symbol};

/// Interns a string.
pub fn sym(s: &str) -> Symbol {
    Symbol::new(s)
}

/// Where some text began in the input: 1-based line and column.
///
/// Locations say where a thing came from, not what it is: any two compare equal, so a module
/// equals its own re-parsed print.
#[derive(Clone, Copy, Debug, Default, Eq)]
pub struct SourceLoc {
    pub line: u32,
    pub col: u32,
}

impl PartialEq for SourceLoc {
    fn eq(&self, _: &SourceLoc) -> bool {
        true
    }
}

impl SourceLoc {
    /// False for things a pass created.
    pub fn is_known(self) -> bool {
        self.line != 0
    }
}

/// An instruction, by index into [`Function::insts`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InstId(pub u32);

/// A basic block, by index into [`Function::blocks`] (layout order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(pub u32);

impl BlockId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl InstId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A parsed MIR file: the optional LLVM IR block and the functions.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Module {
    /// The text between `--- |` and `...`, verbatim (each line without its two-space indent).
    pub ir: Option<String>,
    pub functions: Vec<Function>,
}

/// What each virtual register is: its bank or class, its LLT, and the rest of its
/// `registers:` entry. Sixteen bytes (checked below): the name and preferred register, which
/// few registers have, are one number standing for the interned pair (see [`VRegInfo::name`]),
/// where two `Option<Symbol>`s made every record 32 bytes (on a 20,000-instruction function,
/// 0.5 MB more to touch).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct VRegInfo {
    /// False for numbers no instruction or `registers:` entry mentions.
    pub exists: bool,
    pub constraint: RegConstraint,
    pub ty: Option<Llt>,
    /// The number of its [`VRegNames`] (equal pairs have equal numbers); 0 for neither.
    names: u32,
}

#[cfg(target_pointer_width = "64")]
const _: () = assert!(std::mem::size_of::<VRegInfo>() == 16);

impl VRegInfo {
    /// A register with a constraint and a type, and no name or preferred register.
    pub const fn new(constraint: RegConstraint, ty: Option<Llt>) -> VRegInfo {
        VRegInfo { exists: true, constraint, ty, names: 0 }
    }

    /// `%name` for a named virtual register.
    #[inline]
    pub fn name(&self) -> Option<Symbol> {
        // Most registers have neither: no call, no lock.
        if self.names == 0 { None } else { self.names().name }
    }

    /// `preferred-register:` (none when empty).
    #[inline]
    pub fn preferred(&self) -> Option<Symbol> {
        if self.names == 0 { None } else { self.names().preferred }
    }

    #[inline]
    pub fn set_name(&mut self, name: Option<Symbol>) {
        if self.names != 0 || name.is_some() {
            self.names = VRegNames { name, ..self.names() }.number();
        }
    }

    #[inline]
    pub fn set_preferred(&mut self, preferred: Option<Symbol>) {
        if self.names != 0 || preferred.is_some() {
            self.names = VRegNames { preferred, ..self.names() }.number();
        }
    }

    fn names(&self) -> VRegNames {
        VRegNames::numbered(self.names)
    }
}

/// A register's name and preferred register. Every distinct pair is stored once for the life
/// of the program, numbered from 1 in order of first use (like a [`Symbol`]'s text; a program
/// names few).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
struct VRegNames {
    name: Option<Symbol>,
    preferred: Option<Symbol>,
}

static VREG_NAMES: symbol::Numbering<VRegNames> = symbol::Numbering::new();

impl VRegNames {
    /// The pair's number: 0 for neither (no lock taken then), else its [`VREG_NAMES`] number.
    fn number(self) -> u32 {
        if self == VRegNames::default() { 0 } else { VREG_NAMES.number(self).get() }
    }

    /// The pair numbered `n`.
    fn numbered(n: u32) -> VRegNames {
        std::num::NonZeroU32::new(n).and_then(|n| VREG_NAMES.get(n)).unwrap_or_default()
    }
}

/// A `liveins:` entry of the function header: `{ reg: '$sgpr0', virtual-reg: '%5' }`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LiveIn {
    pub reg: PhysReg,
    pub vreg: Option<VReg>,
}

/// A successor edge with its branch probability (a numerator over 2^31), if the text gave one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Successor {
    pub block: BlockId,
    pub prob: Option<u32>,
}

/// A basic block.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    /// The `N` of `bb.N`.
    pub number: u32,
    /// The `name` of `bb.N.name` (an IR block name).
    pub name: Option<Symbol>,
    /// A name given only in a trailing comment (`bb.4:  ; UnifiedReturnBlock`), for blocks a pass
    /// created that the IR does not know.
    pub comment_name: Option<Symbol>,
    /// Attributes in the header's parentheses, verbatim (`%ir-block.0`, `align 4`, `address-taken`).
    pub attrs: Vec<Symbol>,
    pub successors: Vec<Successor>,
    /// Live-in physical registers, with an optional lane mask.
    pub liveins: Vec<(PhysReg, Option<u64>)>,
    pub insts: Vec<InstId>,
    pub loc: SourceLoc,
}

impl Block {
    /// An empty block numbered `number`.
    pub fn new(number: u32) -> Block {
        Block {
            number,
            name: None,
            comment_name: None,
            attrs: Vec::new(),
            successors: Vec::new(),
            liveins: Vec::new(),
            insts: Vec::new(),
            loc: SourceLoc::default(),
        }
    }

    /// The block's name for people: its IR name, else its comment name.
    pub fn display_name(&self) -> Option<Symbol> {
        self.name.or(self.comment_name)
    }
}

/// The function properties the GlobalISel passes set, from the YAML header.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Properties {
    pub legalized: bool,
    pub reg_bank_selected: bool,
    pub selected: bool,
    pub failed_isel: bool,
    pub tracks_reg_liveness: bool,
}

/// One entry of the function's YAML header, in input order.
#[derive(Clone, Debug, PartialEq)]
pub enum HeaderEntry {
    /// A key the model holds (`legalized`, `registers`, `body`, ...): printed from the model.
    Known(KnownKey),
    /// Any other key, kept verbatim: `value` is everything after `key:` (with the lines that
    /// continue it), so llc reads back exactly what it wrote.
    Raw { key: String, value: String },
}

/// Header keys the model holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KnownKey {
    Name,
    Legalized,
    RegBankSelected,
    Selected,
    FailedIsel,
    TracksRegLiveness,
    Registers,
    LiveIns,
    Body,
}

impl KnownKey {
    pub const ALL: [KnownKey; 9] = [
        KnownKey::Name,
        KnownKey::Legalized,
        KnownKey::RegBankSelected,
        KnownKey::Selected,
        KnownKey::FailedIsel,
        KnownKey::TracksRegLiveness,
        KnownKey::Registers,
        KnownKey::LiveIns,
        KnownKey::Body,
    ];

    pub fn key(self) -> &'static str {
        match self {
            KnownKey::Name => "name",
            KnownKey::Legalized => "legalized",
            KnownKey::RegBankSelected => "regBankSelected",
            KnownKey::Selected => "selected",
            KnownKey::FailedIsel => "failedISel",
            KnownKey::TracksRegLiveness => "tracksRegLiveness",
            KnownKey::Registers => "registers",
            KnownKey::LiveIns => "liveins",
            KnownKey::Body => "body",
        }
    }
}

/// A machine function.
#[derive(Clone, Debug)]
pub struct Function {
    pub name: Symbol,
    pub props: Properties,
    pub header: Vec<HeaderEntry>,
    /// Indexed by virtual register number.
    pub vregs: Vec<VRegInfo>,
    pub liveins: Vec<LiveIn>,
    /// In layout order; the first is the entry.
    pub blocks: Vec<Block>,
    /// The instruction arena. Blocks refer to it by [`InstId`]; an instruction no block lists is
    /// dead storage.
    pub insts: Vec<Inst>,
    /// What the module's IR block says about this function, if it has one.
    pub ir: Option<IrFunction>,
    pub loc: SourceLoc,
}

impl PartialEq for Function {
    /// Structural equality: the same header, registers, blocks and instructions in layout order.
    /// Arena slots no block uses, and source locations, do not count.
    fn eq(&self, other: &Function) -> bool {
        let live_vregs =
            |f: &Function| f.vregs.iter().enumerate().filter(|(_, v)| v.exists).map(|(i, v)| (i, v.clone())).collect::<Vec<_>>();
        self.name == other.name
            && self.props == other.props
            && self.header == other.header
            && live_vregs(self) == live_vregs(other)
            && self.liveins == other.liveins
            && self.ir == other.ir
            && self.blocks.len() == other.blocks.len()
            && self.blocks.iter().zip(&other.blocks).all(|(a, b)| {
                let shell = |x: &Block| (x.number, x.name, x.comment_name, x.attrs.clone(), x.successors.clone(), x.liveins.clone());
                shell(a) == shell(b)
                    && a.insts.len() == b.insts.len()
                    && a.insts.iter().zip(&b.insts).all(|(&i, &j)| self.inst(i) == other.inst(j))
            })
    }
}

impl Function {
    /// An empty function with the default header.
    pub fn new(name: &str) -> Function {
        Function {
            name: sym(name),
            props: Properties { tracks_reg_liveness: true, ..Properties::default() },
            header: KnownKey::ALL.iter().map(|&k| HeaderEntry::Known(k)).collect(),
            vregs: Vec::new(),
            liveins: Vec::new(),
            blocks: Vec::new(),
            insts: Vec::new(),
            ir: None,
            loc: SourceLoc::default(),
        }
    }

    /// The entry block.
    pub fn entry(&self) -> BlockId {
        BlockId(0)
    }

    pub fn inst(&self, id: InstId) -> &Inst {
        &self.insts[id.index()]
    }

    pub fn inst_mut(&mut self, id: InstId) -> &mut Inst {
        &mut self.insts[id.index()]
    }

    pub fn block(&self, id: BlockId) -> &Block {
        &self.blocks[id.index()]
    }

    pub fn block_mut(&mut self, id: BlockId) -> &mut Block {
        &mut self.blocks[id.index()]
    }

    /// Block ids in layout order.
    pub fn block_ids(&self) -> impl DoubleEndedIterator<Item = BlockId> + ExactSizeIterator + use<> {
        (0..self.blocks.len() as u32).map(BlockId)
    }

    /// The instructions of a block, in order.
    pub fn block_insts(&self, b: BlockId) -> impl DoubleEndedIterator<Item = (InstId, &Inst)> + '_ {
        self.blocks[b.index()].insts.iter().map(|&i| (i, &self.insts[i.index()]))
    }

    /// Every instruction in layout order, with its block.
    pub fn all_insts(&self) -> impl Iterator<Item = (BlockId, InstId, &Inst)> + '_ {
        self.block_ids().flat_map(move |b| self.block_insts(b).map(move |(i, inst)| (b, i, inst)))
    }

    /// Adds an instruction to the arena without placing it in a block.
    pub fn add_inst(&mut self, inst: Inst) -> InstId {
        let id = InstId(self.insts.len() as u32);
        self.insts.push(inst);
        id
    }

    /// Appends an instruction to the end of `b`.
    pub fn push_inst(&mut self, b: BlockId, inst: Inst) -> InstId {
        let id = self.add_inst(inst);
        self.blocks[b.index()].insts.push(id);
        id
    }

    /// Inserts an instruction into `b` at position `pos`.
    pub fn insert_inst(&mut self, b: BlockId, pos: usize, inst: Inst) -> InstId {
        let id = self.add_inst(inst);
        self.blocks[b.index()].insts.insert(pos, id);
        id
    }

    /// Appends a new empty block numbered one past the highest number in use.
    pub fn add_block(&mut self) -> BlockId {
        let number = self.blocks.iter().map(|b| b.number + 1).max().unwrap_or(0);
        self.blocks.push(Block::new(number));
        BlockId(self.blocks.len() as u32 - 1)
    }

    /// Creates a virtual register with a constraint and a type.
    pub fn new_vreg(&mut self, constraint: RegConstraint, ty: Option<Llt>) -> VReg {
        let v = VReg(self.vregs.len() as u32);
        self.vregs.push(VRegInfo::new(constraint, ty));
        v
    }

    /// The record of a virtual register (a default one for numbers out of range).
    pub fn vreg(&self, v: VReg) -> &VRegInfo {
        static NONE: VRegInfo = VRegInfo { exists: false, ..VRegInfo::new(RegConstraint::None, None) };
        self.vregs.get(v.index()).unwrap_or(&NONE)
    }

    /// Mutable access, growing the table as needed.
    pub fn vreg_mut(&mut self, v: VReg) -> &mut VRegInfo {
        if v.index() >= self.vregs.len() {
            self.vregs.resize(v.index() + 1, VRegInfo::default());
        }
        let info = &mut self.vregs[v.index()];
        info.exists = true;
        info
    }

    pub fn vreg_type(&self, v: VReg) -> Option<Llt> {
        self.vreg(v).ty
    }

    pub fn vreg_bank(&self, v: VReg) -> Option<Bank> {
        match self.vreg(v).constraint {
            RegConstraint::Bank(b) => Some(b),
            RegConstraint::Class(c) => c.bank(),
            RegConstraint::None => None,
        }
    }

    /// The defining instruction of every virtual register (the last one, if the function is not
    /// in SSA form), indexed by register number.
    pub fn def_map(&self) -> Vec<Option<InstId>> {
        let mut defs = vec![None; self.vregs.len()];
        for (_, id, inst) in self.all_insts() {
            for v in inst.defined_vregs() {
                if let Some(slot) = defs.get_mut(v.index()) {
                    *slot = Some(id);
                }
            }
        }
        defs
    }

    /// The number of uses of every virtual register.
    pub fn use_counts(&self) -> Vec<u32> {
        let mut counts = vec![0u32; self.vregs.len()];
        for (_, _, inst) in self.all_insts() {
            for v in inst.used_vregs() {
                if let Some(c) = counts.get_mut(v.index()) {
                    *c += 1;
                }
            }
        }
        counts
    }

    /// Predecessors of every block, from the successor lists.
    pub fn predecessors(&self) -> Vec<Vec<BlockId>> {
        let mut preds = vec![Vec::new(); self.blocks.len()];
        for b in self.block_ids() {
            for s in &self.blocks[b.index()].successors {
                if let Some(p) = preds.get_mut(s.block.index())
                    && !p.contains(&b)
                {
                    p.push(b);
                }
            }
        }
        preds
    }

    /// Successor block ids of `b`.
    pub fn successors(&self, b: BlockId) -> impl Iterator<Item = BlockId> + '_ {
        self.blocks[b.index()].successors.iter().map(|s| s.block)
    }

    /// The LLT of each type index of a generic instruction (by its signature), as the legality
    /// table keys them; `None` where an operand that carries the index has no type.
    pub fn type_indices(&self, inst: &Inst) -> smallvec::SmallVec<[Option<Llt>; 3]> {
        let Some(g) = inst.opcode.generic() else { return smallvec::SmallVec::new() };
        if g == GenericOpcode::G_UNMERGE_VALUES {
            // Any number of defs of type index 0, then the source (type index 1).
            let ty = |o: Option<&Operand>| o.and_then(Operand::as_vreg).and_then(|v| self.vreg_type(v));
            return smallvec::smallvec![ty(inst.operands.first()), ty(inst.operands.last())];
        }
        match self.first_type_indices(inst, g) {
            Some((types, count)) => smallvec::SmallVec::from_slice(&types[..count]),
            None => self.type_indices_general(inst, g.signature()),
        }
    }

    /// [`Function::type_indices`] when every one has a type, else `None`. (The legality and
    /// bank tables are asked this for nearly every instruction: it builds no vector of
    /// `Option`s first.)
    #[inline]
    pub fn known_types(&self, inst: &Inst) -> Option<smallvec::SmallVec<[Llt; 3]>> {
        match inst.opcode.generic().filter(|&g| g != GenericOpcode::G_UNMERGE_VALUES).and_then(|g| self.first_type_indices(inst, g)) {
            Some((types, count)) => {
                let mut out = smallvec::SmallVec::new();
                for t in &types[..count] {
                    out.push((*t)?);
                }
                Some(out)
            }
            None => self.type_indices(inst).into_iter().collect(),
        }
    }

    /// The types of type indices 0, 1 and 2 of `inst` (a `g`, not `G_UNMERGE_VALUES`) and how
    /// many the signature has, in a fixed array; `None` for a signature with more (no generic
    /// opcode has one; the general function stays correct if one ever does).
    #[inline]
    pub(crate) fn first_type_indices(&self, inst: &Inst, g: GenericOpcode) -> Option<([Option<Llt>; 3], usize)> {
        let sig = g.signature();
        let mut types = [None; 3];
        let mut count = 0;
        for (kind, op) in sig.defs.iter().chain(sig.uses).zip(&inst.operands) {
            if let OpKind::Ty(n) = *kind {
                let n = usize::from(n);
                let slot = types.get_mut(n)?;
                count = count.max(n + 1);
                if slot.is_none() {
                    *slot = op.as_vreg().and_then(|v| self.vreg_type(v));
                }
            }
        }
        Some((types, count))
    }

    fn type_indices_general(&self, inst: &Inst, sig: Signature) -> smallvec::SmallVec<[Option<Llt>; 3]> {
        let mut out: smallvec::SmallVec<[Option<Llt>; 3]> = smallvec::SmallVec::new();
        for (kind, op) in sig.defs.iter().chain(sig.uses).zip(&inst.operands) {
            if let OpKind::Ty(n) = kind {
                let n = usize::from(*n);
                if out.len() <= n {
                    out.resize(n + 1, None);
                }
                if out[n].is_none() {
                    out[n] = op.as_vreg().and_then(|v| self.vreg_type(v));
                }
            }
        }
        out
    }

    /// The raw value of a header key the model does not hold (`machineFunctionInfo`, ...).
    pub fn raw_header(&self, key: &str) -> Option<&str> {
        self.header.iter().find_map(|e| match e {
            HeaderEntry::Raw { key: k, value } if k == key => Some(value.as_str()),
            _ => None,
        })
    }

    /// The target CPU named by the function's IR attributes, if any.
    pub fn target_cpu(&self) -> Option<Symbol> {
        self.ir.as_ref().and_then(|ir| ir.target_cpu)
    }

    /// Looks a block up by the number its header gave.
    pub fn block_by_number(&self) -> HashMap<u32, BlockId> {
        self.block_ids().map(|b| (self.blocks[b.index()].number, b)).collect()
    }
}

impl Module {
    /// Finds a function by name.
    pub fn function(&self, name: &str) -> Option<&Function> {
        self.functions.iter().find(|f| f.name.as_str() == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_registers_names_are_kept_apart_and_compare_by_value() {
        let mut a = VRegInfo::new(RegConstraint::None, None);
        let mut b = a.clone();
        a.set_name(Some(sym("x")));
        a.set_preferred(Some(sym("$vgpr1")));
        assert_eq!((a.name(), a.preferred()), (Some(sym("x")), Some(sym("$vgpr1"))));
        assert_ne!(a, b);
        // Set in the other order, the same pair: the same record.
        b.set_preferred(Some(sym("$vgpr1")));
        b.set_name(Some(sym("x")));
        assert_eq!(a, b);
        // Each is changed alone, and clearing both leaves a register with neither.
        a.set_name(Some(sym("y")));
        assert_eq!((a.name(), a.preferred()), (Some(sym("y")), Some(sym("$vgpr1"))));
        a.set_name(None);
        a.set_preferred(None);
        assert_eq!(a, VRegInfo::new(RegConstraint::None, None));
    }
}
