//! `regbankselect`: gives every virtual register a bank (`sgpr`, `vgpr` or `vcc`) and inserts
//! the copies and rewrites the banks require. The rules are DESIGN.md's "Register banks";
//! which bank combinations exist comes only from the bank table the patterns generate.
//!
//! Algorithm (LLVM's "fast" mode): blocks in reverse post-order, instructions top down, so an
//! instruction's inputs have banks when it is reached (phi inputs along back edges aside). For
//! each instruction, every bank-table entry for its opcode and types is a candidate mapping; a
//! mapping costs one copy per input whose bank it changes, and is impossible if it would need a
//! VGPR or lane mask to become an SGPR. The cheapest wins, the SALU one on a tie: so an
//! operation is scalar exactly when every input is scalar and a scalar pattern exists.
//!
//! Booleans: a divergent `s1` is a `vcc` lane mask. There is no SCC bank: a scalar compare,
//! carry or boolean operation is done on `sgpr(s32)` (the patterns say so) and the `s1` is a
//! `G_TRUNC` of it; a scalar `s1` consumed as a condition is `G_ZEXT`ed to a 0/1 `s32` first. A
//! non-vcc `s1` used as a lane mask is `COPY`ed to `vcc` (selection clears its high bits). An
//! extension of a lane mask becomes a select of constants; `G_TRUNC` never yields `vcc`. No `s1`
//! phi survives: a scalar boolean phi works on `sgpr(s32)`s (truncated after), a divergent one on 0/1
//! `vgpr(s32)`s with the lane mask compared out after the phis (see `map_lane_mask_phi`).
//!
//! Shapes the patterns do not cover on the VALU are rewritten as llc-14 does, so that its
//! selector accepts the result too: uniform 16-bit arithmetic is done in 32 bits on the SALU,
//! 64-bit bitwise operations and selects on the VALU are split into 32-bit halves.
//!
//! Buffer accesses (`G_AMDGPU_BUFFER_*`, `G_AMDGPU_S_BUFFER_LOAD`) follow llc-14's mapping: see
//! `buffer` (a divergent scalar buffer load becomes a MUBUF load; a divergent resource is an
//! error, llc-14's waterfall loop is not built).
//!
//! Loads are scalar (SMEM) when the address is uniform, the memory cannot change under the
//! kernel (constant address space, `invariant`, or `!amdgpu.noclobber`), and the access is
//! aligned dwords; everything else goes through VMEM with a VGPR address. Stores always do.
//!
//! The table search is made once per instruction shape (opcode, types, intrinsic, predicate,
//! the defs' preset banks, the inputs' banks): see `ShapeKey`.

mod bitops;
mod vectors;

use std::collections::VecDeque;

use smallvec::SmallVec;
use thin_vec::ThinVec;

use crate::analysis::Uniformity;
use crate::mir::{
    Bank, BlockId, Function, GenericOpcode, Inst, InstId, Llt, MemAccess, MemSize, Opcode, Operand, PhysReg, Reg, RegConstraint, VReg,
    VRegInfo,
};
use crate::pass::{PassContext, PassError};
use crate::target::Subtarget;
use crate::target::pattern_rt::BankEntry;
use crate::target::patterns::bank_entries;

mod buffer;

/// The function has a divergent branch in the structured form: `amdgcn.if`/`else`/`loop`, or
/// the `SI_IF`/`SI_ELSE`/`SI_LOOP` pseudos llc-14's legalizer makes of them.
fn has_structured_control_flow(f: &Function) -> bool {
    use crate::analysis::{intrinsic_name, opcode_name};
    f.all_insts().any(|(_, _, inst)| match inst.opcode {
        Opcode::Generic(_) => matches!(intrinsic_name(inst), Some("llvm.amdgcn.if" | "llvm.amdgcn.else" | "llvm.amdgcn.loop")),
        op => matches!(opcode_name(op), "SI_IF" | "SI_ELSE" | "SI_LOOP"),
    })
}

/// Runs RegBankSelect on `f`.
pub fn run(f: &mut Function, cx: &mut PassContext) -> Result<(), PassError> {
    let st = cx.subtarget;
    let order = reverse_post_order(f);
    let mut rank = vec![0; f.blocks.len()];
    for (i, b) in order.iter().enumerate() {
        rank[b.index()] = i;
    }
    let mut memo = Memo::default();
    // Phis are the one place where uniform inputs can make a divergent value (at a divergent
    // join, or carried out of a loop that lanes leave in different iterations). Divergent
    // branches come structured (llc-14's input is), so a function without the structured
    // control flow has neither, and is spared the analysis (a fifth of the pass's time).
    let uniformity = if has_structured_control_flow(f) { Uniformity::compute(f) } else { Uniformity::all_uniform(f) };
    for b in order {
        // The block is rebuilt as it is walked: what is done stays in the block, with the
        // current instruction last, so an insertion before it moves one entry; the rest waits
        // in a queue. No insertion shifts the whole block, so the walk is linear in its length.
        let rest: VecDeque<InstId> = std::mem::take(&mut f.block_mut(b).insts).into();
        f.block_mut(b).insts.reserve(rest.len() + rest.len() / 2);
        let mut rb =
            Rewriter { f: &mut *f, b, id: InstId(0), st, rest, after: Vec::new(), rank: &rank, memo: &mut memo, uniformity: &uniformity };
        while let Some(id) = rb.rest.pop_front() {
            rb.f.block_mut(b).insts.push(id);
            rb.id = id;
            let mapped = rb.map();
            if !rb.after.is_empty() {
                let insts = &mut rb.f.blocks[b.index()].insts;
                insts.append(&mut rb.after);
            }
            if let Err(e) = mapped {
                let insts = &mut rb.f.blocks[b.index()].insts;
                insts.extend(rb.rest.drain(..));
                return Err(e);
            }
        }
    }
    // Registers the body mentions but no mapping reached (inputs of phis in unreachable
    // blocks): an SGPR is always a safe home. Registers only the `registers:` list names stay
    // as they are. (Usually every register has a bank by now: then the body need not be read
    // again. A number no instruction mentions is not `exists`.)
    if f.vregs.iter().all(|v| !v.exists || v.constraint != RegConstraint::None) {
        f.props.reg_bank_selected = true;
        return Ok(());
    }
    let mut mentioned = vec![false; f.vregs.len()];
    for (_, _, inst) in f.all_insts() {
        for v in inst.defined_vregs().chain(inst.used_vregs()) {
            if let Some(m) = mentioned.get_mut(v.index()) {
                *m = true;
            }
        }
    }
    for (info, _) in f.vregs.iter_mut().zip(&mentioned).filter(|(v, m)| **m && v.constraint == RegConstraint::None) {
        info.constraint = RegConstraint::Bank(if info.ty == Some(Llt::S1) { Bank::Vcc } else { Bank::Sgpr });
    }
    f.props.reg_bank_selected = true;
    Ok(())
}

/// `%def = opcode %src` at `loc` (built in place: the builder methods move the instruction
/// at each step).
fn unary(opcode: GenericOpcode, def: VReg, src: VReg, loc: crate::mir::SourceLoc) -> Inst {
    let mut operands = SmallVec::new();
    operands.push(Operand::vreg_def(def));
    operands.push(Operand::vreg(src));
    Inst { operands, loc, ..Inst::new(opcode) }
}

/// A copy of `inst` to read while the function changes, without its memory operands:
/// RegBankSelect never changes those, so it reads them from the function (see
/// [`Rewriter::memops`]).
fn copy_inst(inst: &Inst) -> Inst {
    Inst { operands: SmallVec::from_slice(&inst.operands), memops: ThinVec::new(), ..*inst }
}

/// Blocks in reverse post-order from the entry; unreachable blocks follow in layout order.
pub fn reverse_post_order(f: &Function) -> Vec<BlockId> {
    let n = f.blocks.len();
    let mut seen = vec![false; n];
    let mut post = Vec::with_capacity(n);
    let mut stack: Vec<(BlockId, usize)> = Vec::new();
    if n > 0 {
        seen[0] = true;
        stack.push((BlockId(0), 0));
    }
    while let Some((b, i)) = stack.last_mut() {
        let succs = &f.block(*b).successors;
        if let Some(s) = succs.get(*i) {
            *i += 1;
            let s = s.block;
            if s.index() < n && !seen[s.index()] {
                seen[s.index()] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(*b);
            stack.pop();
        }
    }
    post.reverse();
    post.extend((0..n).filter(|&i| !seen[i]).map(|i| BlockId(i as u32)));
    post
}

/// Edits around instruction `id`, the last one so far of block `b` (see [`run`]). One
/// rewriter walks a whole block.
struct Rewriter<'a> {
    f: &'a mut Function,
    b: BlockId,
    id: InstId,
    st: Subtarget,
    /// The block's instructions the walk has not reached yet.
    rest: VecDeque<InstId>,
    /// Instructions inserted after the current one (skipped by the walk), in order; moved
    /// into the block once the current instruction is done.
    after: Vec<InstId>,
    /// Each block's place in the walk: a block ranked below the current one is done.
    rank: &'a [usize],
    /// The mappings chosen so far in the function.
    memo: &'a mut Memo,
    /// The input function's uniformity (registers made by the pass are past its end and read
    /// as uniform; only phis ask).
    uniformity: &'a Uniformity,
}

/// The mappings of one run, by instruction shape.
#[derive(Default)]
struct Memo {
    /// The mapping chosen for each [`ShapeKey`] met so far. Sound because
    /// [`Rewriter::choose`] reads nothing but the key (and the CPU, fixed per run).
    decisions: ahash::AHashMap<ShapeKey, Decision>,
    /// What each operand shape met so far maps to, by its words: a word per operand (for a
    /// virtual register its def/implicit flags, bank and type; for an intrinsic or predicate,
    /// which one; for anything else its kind), then the opcode and operand count. A finer key
    /// than [`ShapeKey`] (which these words determine, with the types), but one walk over the
    /// operands makes it, where a `ShapeKey` takes the signature's type indices.
    shapes: std::collections::HashMap<ShapeWords, Shape, std::hash::BuildHasherDefault<FoldedHash>>,
    /// The fixes of every [`Mapping`] in `shapes`, end to end: a shape holds the range of its
    /// own, so it is `Copy` and read without a clone per instruction.
    fixes: Vec<(usize, Fix)>,
    /// The words of the instruction at hand (a buffer reused for every instruction, so an
    /// instruction whose shape is known allocates nothing).
    words: ShapeWords,
}

/// An instruction's shape words (see [`Memo::shapes`]) and their fold.
///
/// (A table of its own instead of the `HashMap`, a masked index and a compare in place, ran
/// 0.25M fewer instructions on the bench kernel but touched one more fresh 2 MB huge page per
/// run, 6 instead of 5, whether its lists grew on the heap, were reserved at once or lived
/// inline on the stack. Not understood; perhaps later allocations reuse what the map frees as
/// it grows.)
#[derive(Clone, Default)]
struct ShapeWords {
    words: Vec<u64>,
    hash: u64,
}

impl PartialEq for ShapeWords {
    /// Element by element: a slice `==` on `u64`s is a `bcmp` call, dearer than the handful
    /// of words an instruction has.
    fn eq(&self, other: &ShapeWords) -> bool {
        self.hash == other.hash && self.words.len() == other.words.len() && self.words.iter().zip(&other.words).all(|(a, b)| a == b)
    }
}

impl Eq for ShapeWords {}

impl std::hash::Hash for ShapeWords {
    /// Equal words fold equally; the fold was made with the words.
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

/// Passes on a hash folded beforehand (see [`ShapeWords`]), mixing its high bits, which the
/// fold's multiply stirs best, into the low ones the table indexes by.
#[derive(Default)]
struct FoldedHash(u64);

impl std::hash::Hasher for FoldedHash {
    /// Not used by [`ShapeWords`]; folds anything else all the same.
    fn write(&mut self, bytes: &[u8]) {
        let mut h = Fold(self.0);
        for &b in bytes {
            h.add(u64::from(b));
        }
        self.0 = h.0;
    }

    fn write_u64(&mut self, w: u64) {
        self.0 = w;
    }

    fn finish(&self) -> u64 {
        self.0 ^ self.0 >> 29
    }
}

/// What the shape words of an instruction say besides its mapping (see [`scan`]): they
/// determine it, so a [`Shape`] keeps it and an instruction whose shape is known does not
/// work it out again.
#[derive(Clone, Copy)]
struct Scan {
    n_defs: usize,
    /// The first operand is a virtual-register def.
    def0: bool,
    /// Every explicit register input is in the SGPR bank.
    uniform: bool,
}

/// What [`Rewriter::decide`] found for a shape: how many types the instruction has (all that
/// the rewrites read of them once the mapping is chosen), the mapping, and what else the
/// shape's words say.
#[derive(Clone, Copy)]
struct Shape {
    n_types: u32,
    mapping: Option<Mapping>,
    scan: Scan,
    /// Uniform 16-bit arithmetic with no SALU mapping: tried in 32 bits first (see
    /// [`Rewriter::map_shape`]).
    widen16: bool,
    /// The bank of the one def, when giving it that is all the mapping does (no input
    /// changes, no rewrite): what [`Rewriter::map_generic`] reads first.
    def_only: Option<Bank>,
}

/// A chosen mapping as a [`Shape`] keeps it: the inputs it changes are
/// `Memo::fixes[fixes.0..fixes.1]`, `(operand index, fix)` (the shape fixes where the
/// explicit register inputs are), so one that changes none costs nothing to apply.
#[derive(Clone, Copy)]
struct Mapping {
    salu: bool,
    entry: &'static BankEntry,
    widened: bool,
    fixes: (u32, u32),
    /// At most one def, which takes the bank the entry gives it and nothing more: not a
    /// lane mask the pattern computes as a plain boolean, nor an `s1` of a widened mapping
    /// (the shape has the def's bank and type, so it tells).
    plain_def: bool,
}

/// What the choice of a generic instruction's mapping depends on (see [`Rewriter::choose`]).
/// Kernels repeat few shapes, so the choice is made once per shape and function.
#[derive(Clone, PartialEq, Eq)]
struct ShapeKey {
    opcode: GenericOpcode,
    types: SmallVec<[Llt; 3]>,
    intrinsic: Option<crate::mir::Symbol>,
    pred: Option<crate::mir::Predicate>,
    n_defs: usize,
    /// Each def's preset bank and whether it is an `s1`.
    defs: SmallVec<[(Option<Bank>, bool); 2]>,
    /// Each explicit virtual-register input: operand index, bank, whether it is an `s1`.
    uses: SmallVec<[(usize, Option<Bank>, bool); 4]>,
}

impl std::hash::Hash for ShapeKey {
    /// Every field folded into one word, hashed once (equal keys fold equally; the map
    /// compares whole keys).
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        fn bank(b: Option<Bank>) -> u64 {
            b.map_or(0, |b| b as u64 + 1)
        }
        let mut h = Fold(self.opcode as u64);
        h.add(self.types.len() as u64);
        for t in &self.types {
            h.add(t.key());
        }
        h.add(self.intrinsic.map_or(0, |s| s.as_str().as_ptr() as u64));
        h.add(self.pred.map_or(0, |p| u64::from(p.0) + 1));
        h.add(self.n_defs as u64);
        h.add(self.defs.len() as u64);
        for &(b, s1) in &self.defs {
            h.add(bank(b) << 1 | u64::from(s1));
        }
        h.add(self.uses.len() as u64);
        for &(i, b, s1) in &self.uses {
            h.add((i as u64) << 8 | bank(b) << 1 | u64::from(s1));
        }
        state.write_u64(h.0);
    }
}

/// A running fold of words into one.
struct Fold(u64);

impl Fold {
    fn add(&mut self, w: u64) {
        self.0 = (self.0.rotate_left(5) ^ w).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// A copy of a decision (its fixes copied in one go; cloning collects them one by one).
fn copy_decision(d: &Decision) -> Decision {
    d.as_ref().map(|(cost, salu, entry, fixes, widened)| (*cost, *salu, *entry, SmallVec::from_slice(fixes), *widened))
}

/// The chosen mapping: `(cost, salu, entry, fixes, widened)`, or `None` if none is reachable.
type Decision = Option<(u32, bool, &'static BankEntry, Fixes, bool)>;

/// The fix of each input of a mapping, in operand order.
type Fixes = SmallVec<[Fix; 4]>;

/// What an input needs to become to fit a mapping.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fix {
    None,
    /// `COPY` into this bank.
    Copy(Bank),
    /// A scalar `s1` widened to a 0/1 `s32` (`G_ZEXT`) or an any `s32` (`G_ANYEXT`).
    Widen(GenericOpcode),
    /// A VGPR read into an SGPR with `V_READFIRSTLANE_B32`, for an operand that must be
    /// scalar (see [`READFIRSTLANE_INTRINSICS`]).
    ReadFirstLane,
}

/// Intrinsics whose scalar operands llc-14's RegBankSelect reads from the first active lane
/// when they are VGPRs (`constrainOpWithReadfirstlane` in AMDGPURegisterBankInfo's
/// `applyMappingImpl`): the M0 operand of the interpolation intrinsics.
const READFIRSTLANE_INTRINSICS: &[&str] = &["llvm.amdgcn.interp.p1", "llvm.amdgcn.interp.p2", "llvm.amdgcn.interp.mov"];

/// The bank a register's record gives it: its bank, or its class's (an SGPR-class `s1` is a
/// lane mask).
fn bank_of(info: &VRegInfo) -> Option<Bank> {
    match info.constraint {
        RegConstraint::Bank(b) => Some(b),
        RegConstraint::Class(c) if info.ty == Some(Llt::S1) && c.bank() == Some(Bank::Sgpr) => Some(Bank::Vcc),
        RegConstraint::Class(c) => c.bank(),
        RegConstraint::None => None,
    }
}

/// The shape words of a generic instruction with operands `ops` into `out` (see
/// [`Memo::shapes`]), with their fold. Nothing else: what else a walk over the operands could
/// say (defs, uniformity) the words determine, so it is worked out once per shape (see
/// [`scan`]). (Working it out per instruction cost 0.5M of the pass's 10M instructions on the
/// 20,000-instruction bench kernel.)
fn shape_words(f: &Function, g: GenericOpcode, ops: &[Operand], out: &mut ShapeWords) {
    // Resized, then written in place: pushing checked the capacity and stored the length per
    // operand, and a `clear` first made every resize a `memset` call.
    let n = ops.len() + 1;
    out.words.truncate(n);
    out.words.resize(n, 0);
    let out_hash = &mut out.hash;
    let out = &mut out.words[..];
    let mut h = Fold(0);
    for (w, op) in out.iter_mut().zip(ops) {
        *w = match op {
            Operand::Reg(r) => {
                let flags = u64::from(r.is_def()) << 4 | u64::from(r.is_implicit()) << 5;
                match r.reg {
                    Reg::Virt(v) => {
                        let info = f.vreg(v);
                        let bank = bank_of(info).map_or(0, |b| b as u64 + 1);
                        // Scalars first: most operands are, and their key is one `or`.
                        let ty = match info.ty {
                            Some(Llt::Scalar(bits)) => Llt::Scalar(bits).key(),
                            t => t.map_or(0, Llt::key),
                        };
                        1 | flags | bank << 8 | ty << 16
                    }
                    _ => 2 | flags,
                }
            }
            Operand::Intrinsic(name) => 3 | (name.as_str().as_ptr() as u64) << 8,
            Operand::Pred(p) => 4 | u64::from(p.0) << 8,
            // The mapping does not depend on immediates, blocks and the like.
            _ => 5,
        };
        h.add(*w);
    }
    let head = g as u64 | (ops.len() as u64) << 16;
    h.add(head);
    out[ops.len()] = head;
    *out_hash = h.0;
}

/// What [`Scan`] says of `ops`, a generic instruction's operands.
fn scan(f: &Function, ops: &[Operand]) -> Scan {
    let mut n_defs = 0;
    let mut uniform = true;
    let mut def0 = false;
    for (i, op) in ops.iter().enumerate() {
        let Operand::Reg(r) = op else { continue };
        // The explicit defs lead the operands.
        let leading_def = r.is_def() && !r.is_implicit() && n_defs == i;
        if leading_def {
            n_defs += 1;
        }
        if let Reg::Virt(v) = r.reg {
            if leading_def && i == 0 {
                def0 = true;
            }
            if !leading_def && !r.is_implicit() {
                uniform &= bank_of(f.vreg(v)) == Some(Bank::Sgpr);
            }
        }
    }
    Scan { n_defs, def0, uniform }
}

impl Rewriter<'_> {
    fn bank(&self, v: VReg) -> Option<Bank> {
        bank_of(self.f.vreg(v))
    }

    fn ty(&self, v: VReg) -> Option<Llt> {
        self.f.vreg_type(v)
    }

    fn set_bank(&mut self, v: VReg, b: Bank) {
        // The register is in the table but for numbers past its end ([`Function::vreg_mut`]
        // grows it), so the common case needs no call.
        let info = if v.index() < self.f.vregs.len() {
            let info = &mut self.f.vregs[v.index()];
            info.exists = true;
            info
        } else {
            self.f.vreg_mut(v)
        };
        if info.constraint.class().is_none() {
            info.constraint = RegConstraint::Bank(b);
        }
    }

    fn inst_id(&self) -> InstId {
        self.id
    }

    /// Inserts `inst` before the current instruction (the walk does not visit it).
    fn insert_before(&mut self, inst: Inst) {
        let id = self.f.add_inst(inst);
        let insts = &mut self.f.block_mut(self.b).insts;
        // The current instruction, last, moves up one (an `insert` was a `memmove` call).
        let cur = insts.last_mut().map(|last| std::mem::replace(last, id));
        insts.push(cur.unwrap_or(id));
    }

    /// Inserts `inst` after the current instruction (and after earlier insertions there); the
    /// walk does not visit it.
    fn insert_after(&mut self, inst: Inst) {
        let id = self.f.add_inst(inst);
        self.after.push(id);
    }

    /// Inserts `inst` at the end of block `b`, before its terminators; in the current block,
    /// among the instructions the walk has yet to visit.
    fn insert_at_end(&mut self, b: BlockId, inst: Inst) {
        if b != self.b {
            insert_at_end(self.f, b, inst);
            return;
        }
        let mut pos = self.rest.len();
        while pos > 0 && self.rest.get(pos - 1).is_some_and(|&i| is_terminator(self.f.inst(i))) {
            pos -= 1;
        }
        let id = self.f.add_inst(inst);
        self.rest.insert(pos, id);
    }

    fn new_reg(&mut self, bank: Bank, ty: Option<Llt>) -> VReg {
        self.f.new_vreg(RegConstraint::Bank(bank), ty)
    }

    /// `%new:bank = COPY %v` before the current instruction.
    fn copy_to(&mut self, v: VReg, bank: Bank) -> VReg {
        let ty = self.ty(v);
        let t = self.new_reg(bank, ty);
        let loc = self.f.inst(self.inst_id()).loc;
        self.insert_before(unary(GenericOpcode::COPY, t, v, loc));
        t
    }

    /// `%new:sreg_32(s32) = V_READFIRSTLANE_B32 %v(s32), implicit $exec` before the current
    /// instruction, as llc-14 writes it (a selected instruction in RegBankSelect's output).
    fn read_first_lane(&mut self, v: VReg) -> VReg {
        let ty = self.ty(v);
        // The source gets the instruction's class, as llc-14 constrains it.
        if self.f.vreg(v).constraint == RegConstraint::Bank(Bank::Vgpr) {
            self.f.vreg_mut(v).constraint = RegConstraint::Class(crate::target::regclass::class::VGPR_32);
        }
        let t = self.f.new_vreg(RegConstraint::Class(crate::target::regclass::class::SREG_32), ty);
        let loc = self.f.inst(self.inst_id()).loc;
        let rfl = Inst::new(crate::target::instrs::op::V_READFIRSTLANE_B32)
            .with(Operand::vreg_def(t))
            .with(Operand::vreg(v))
            .with(Operand::implicit_use(PhysReg::EXEC));
        self.insert_before(Inst { loc, ..rfl });
        t
    }

    /// `%new:sgpr(s32) = G_ZEXT/G_SEXT/G_ANYEXT %v(s1)` before the current instruction.
    fn widen_bool(&mut self, v: VReg, ext: GenericOpcode) -> VReg {
        let t = self.new_reg(Bank::Sgpr, Some(Llt::S32));
        let loc = self.f.inst(self.inst_id()).loc;
        self.insert_before(unary(ext, t, v, loc));
        t
    }

    fn set_operand(&mut self, idx: usize, v: VReg) {
        let id = self.inst_id();
        if let Some(r) = self.f.inst_mut(id).operands.get_mut(idx).and_then(Operand::as_reg_mut) {
            r.reg = Reg::Virt(v);
        }
    }

    /// Maps the current instruction. The mappings that rewrite it read a copy of it (see
    /// [`copy_inst`]); a plain table mapping reads it in place.
    fn map(&mut self) -> Result<(), PassError> {
        match self.f.inst(self.id).opcode {
            Opcode::Generic(GenericOpcode::COPY) => {
                let inst = copy_inst(self.f.inst(self.id));
                self.map_copy(&inst);
                Ok(())
            }
            Opcode::Generic(GenericOpcode::G_PHI) => {
                let inst = copy_inst(self.f.inst(self.id));
                self.map_phi(&inst);
                Ok(())
            }
            Opcode::Generic(g) if g.is_pre_isel() => self.map_generic(g),
            // Target instructions (from the legalizer) and machine-level generic ones already
            // carry classes; give any banked or unconstrained operand the bank its class says.
            _ => {
                let inst = copy_inst(self.f.inst(self.id));
                self.map_target(&inst);
                Ok(())
            }
        }
    }

    #[inline(never)]
    fn map_copy(&mut self, inst: &Inst) {
        let (Some(dst), Some(src)) = (inst.operands.first(), inst.operands.get(1)) else { return };
        let Some(d) = dst.as_vreg() else { return };
        if self.bank(d).is_some() {
            return;
        }
        let bank = match src.as_reg().map(|r| r.reg) {
            Some(Reg::Phys(p)) => phys_bank(p),
            Some(Reg::Virt(s)) => self.bank(s).unwrap_or(Bank::Sgpr),
            _ => Bank::Sgpr,
        };
        // A copy never makes a lane mask out of something else, nor the reverse.
        let bank = if self.ty(d) == Some(Llt::S1) || bank != Bank::Vcc { bank } else { Bank::Sgpr };
        self.set_bank(d, bank);
    }

    #[inline(never)]
    fn map_target(&mut self, inst: &Inst) {
        for v in inst.defined_vregs() {
            if self.bank(v).is_none() {
                let b = if self.ty(v) == Some(Llt::S1) { Bank::Vcc } else { Bank::Sgpr };
                self.set_bank(v, b);
            }
        }
    }

    /// A phi is scalar when every input already is; a vgpr input, or one not yet reached (a
    /// back edge), makes it a VGPR phi. Lane-mask inputs make a `vcc` phi, whose other inputs
    /// are copied to `vcc` in their predecessors. Scalar boolean phis work on 0/1 `s32`s.
    #[inline(never)]
    fn map_phi(&mut self, inst: &Inst) {
        let Some(d) = inst.def_vreg(0) else { return };
        let inputs: Vec<(usize, VReg, BlockId)> = inst
            .operands
            .iter()
            .enumerate()
            .skip(1)
            .step_by(2)
            .filter_map(|(i, o)| Some((i, o.as_vreg()?, inst.operands.get(i + 1)?.as_block()?)))
            .collect();
        let banks: Vec<Option<Bank>> = inputs.iter().map(|(_, v, _)| self.bank(*v)).collect();
        let is_bool = self.ty(d) == Some(Llt::S1);
        let preset = self.bank(d);
        let bank = if let Some(p) = preset {
            p
        } else if self.uniformity.is_divergent(d) {
            // Uniform inputs, divergent result: the phi's copies run under different exec
            // masks (a join of a divergent branch), or in different iterations for different
            // lanes (temporal divergence); one SGPR would keep only the last copy.
            if is_bool { Bank::Vcc } else { Bank::Vgpr }
        } else if is_bool && banks.contains(&Some(Bank::Vcc)) {
            Bank::Vcc
        } else if banks.iter().all(|b| *b == Some(Bank::Sgpr)) {
            Bank::Sgpr
        } else {
            Bank::Vgpr
        };
        if is_bool && bank != Bank::Vcc && preset.is_none() {
            // Widen: each input extended at the end of its predecessor, the phi on s32, the
            // boolean a truncation after the phis.
            let wide = self.new_reg(bank, Some(Llt::S32));
            for &(i, v, pred) in &inputs {
                let e = self.new_reg(bank, Some(Llt::S32));
                self.insert_at_end(pred, Inst::new(GenericOpcode::G_ANYEXT).with(Operand::vreg_def(e)).with(Operand::vreg(v)));
                self.set_operand(i, e);
            }
            let id = self.inst_id();
            if let Some(r) = self.f.inst_mut(id).operands.first_mut().and_then(Operand::as_reg_mut) {
                r.reg = Reg::Virt(wide);
            }
            self.set_bank(d, bank);
            // The phis end after the current one, among the instructions still to visit.
            let phis_end = self.rest.iter().position(|&i| !is_phi(self.f.inst(i))).unwrap_or(self.rest.len());
            let t = Inst::new(GenericOpcode::G_TRUNC).with(Operand::vreg_def(d)).with(Operand::vreg(wide));
            let t = self.f.add_inst(t);
            self.rest.insert(phis_end, t);
            return;
        }
        if is_bool && bank == Bank::Vcc {
            self.map_lane_mask_phi(d, &inputs);
            return;
        }
        self.set_bank(d, bank);
    }

    /// A divergent boolean phi is done on 0/1 values in a VGPR: each input becomes a 0/1 `s32`
    /// at the end of its predecessor (a select of constants for a lane mask), the phi is a
    /// `vgpr(s32)` one, and the lane mask is compared out of it after the phis.
    ///
    /// Why not a `vcc` phi: an SGPR lane-mask phi is only right after the lane masks of the
    /// incoming edges have been merged under `exec` (LLVM's SILowerI1Copies), since each
    /// predecessor writes the whole mask while running a subset of the lanes; a VGPR is written
    /// per lane, so its phi needs no merging. And llc-14's selector refuses every `s1` G_PHI
    /// (AMDGPUInstructionSelector::selectPHI accepts them only under the hidden
    /// `-amdgpu-global-isel-risky-select`), so it could not select a `vcc` phi either.
    fn map_lane_mask_phi(&mut self, d: VReg, inputs: &[(usize, VReg, BlockId)]) {
        use GenericOpcode::*;
        let wide = self.new_reg(Bank::Vgpr, Some(Llt::S32));
        for &(i, v, pred) in inputs {
            let done = self.rank.get(pred.index()).zip(self.rank.get(self.b.index())).is_some_and(|(p, c)| p < c);
            let e = if !done {
                // The walk maps it when it gets there: a lane mask becomes a select of
                // constants, a scalar boolean a scalar 0/1.
                let e = self.f.new_vreg(RegConstraint::None, Some(Llt::S32));
                self.insert_at_end(pred, Inst::new(G_ZEXT).with(Operand::vreg_def(e)).with(Operand::vreg(v)));
                e
            } else if self.bank(v) == Some(Bank::Vcc) {
                let k1 = self.new_reg(Bank::Vgpr, Some(Llt::S32));
                let k0 = self.new_reg(Bank::Vgpr, Some(Llt::S32));
                let e = self.new_reg(Bank::Vgpr, Some(Llt::S32));
                for (k, value) in [(k1, 1), (k0, 0)] {
                    self.insert_at_end(pred, Inst::new(G_CONSTANT).with(Operand::vreg_def(k)).with(Operand::cimm(32, value)));
                }
                self.insert_at_end(
                    pred,
                    Inst::new(G_SELECT).with(Operand::vreg_def(e)).with(Operand::vreg(v)).with(Operand::vreg(k1)).with(Operand::vreg(k0)),
                );
                e
            } else {
                let b = self.bank(v).unwrap_or(Bank::Sgpr);
                let z = self.new_reg(b, Some(Llt::S32));
                self.insert_at_end(pred, Inst::new(G_ZEXT).with(Operand::vreg_def(z)).with(Operand::vreg(v)));
                if b == Bank::Vgpr {
                    z
                } else {
                    let e = self.new_reg(Bank::Vgpr, Some(Llt::S32));
                    self.insert_at_end(pred, Inst::new(COPY).with(Operand::vreg_def(e)).with(Operand::vreg(z)));
                    e
                }
            };
            self.set_operand(i, e);
        }
        let id = self.inst_id();
        if let Some(r) = self.f.inst_mut(id).operands.first_mut().and_then(Operand::as_reg_mut) {
            r.reg = Reg::Virt(wide);
        }
        // A def with a class (a lane mask llc's legalizer made for SI_IF) keeps it.
        self.set_bank(d, Bank::Vcc);
        // The phis end after the current one, among the instructions still to visit.
        let phis_end = self.rest.iter().position(|&i| !is_phi(self.f.inst(i))).unwrap_or(self.rest.len());
        let zero = self.new_reg(Bank::Vgpr, Some(Llt::S32));
        let k = Inst::new(G_CONSTANT).with(Operand::vreg_def(zero)).with(Operand::cimm(32, 0));
        let cmp = Inst::new(G_ICMP)
            .with(Operand::vreg_def(d))
            // intpred(ne): integer predicates are numbered from 32, `ne` second.
            .with(Operand::Pred(crate::mir::Predicate(33)))
            .with(Operand::vreg(wide))
            .with(Operand::vreg(zero));
        // After all the phis, so the walk (at this phi) maps them when it gets there.
        let (k, cmp) = (self.f.add_inst(k), self.f.add_inst(cmp));
        self.rest.insert(phis_end, cmp);
        self.rest.insert(phis_end, k);
    }

    fn map_generic(&mut self, g: GenericOpcode) -> Result<(), PassError> {
        if has_special_mapping(g) {
            let inst = copy_inst(self.f.inst(self.id));
            if let Some(special) = self.map_special(&inst, g)? {
                return Ok(special);
            }
        }
        let ops = &self.f.inst(self.id).operands;
        let def0 = ops.first().and_then(Operand::as_vreg);
        shape_words(self.f, g, ops, &mut self.memo.words);
        let Some(shape) = self.memo.shapes.get(&self.memo.words) else { return self.map_new_shape(g) };
        // The common case, by far: a known shape whose mapping gives its one def a bank.
        if let (Some(bank), Some(v)) = (shape.def_only, def0) {
            self.set_bank(v, bank);
            return Ok(());
        }
        let shape = *shape;
        self.map_shape(g, shape)
    }

    /// Maps the current instruction, whose shape is not in [`Memo::shapes`] yet.
    #[inline(never)]
    fn map_new_shape(&mut self, g: GenericOpcode) -> Result<(), PassError> {
        let s = self.decide(&copy_inst(self.f.inst(self.id)), g)?;
        self.memo.shapes.insert(self.memo.words.clone(), s);
        self.map_shape(g, s)
    }

    /// Maps the current instruction, of shape `shape`.
    #[inline(never)]
    fn map_shape(&mut self, g: GenericOpcode, shape: Shape) -> Result<(), PassError> {
        // Uniform 16-bit arithmetic has no SALU form; rather than leave the SALU for the VALU,
        // do it in 32 bits (llc-14 does the same).
        if shape.widen16
            && let Some(done) = self.map_by_rewrite(&copy_inst(self.f.inst(self.id)), g, shape.n_types as usize)?
        {
            return Ok(done);
        }
        if let Some(m) = shape.mapping {
            self.apply(&shape.scan, m);
            return Ok(());
        }
        let inst = copy_inst(self.f.inst(self.id));
        if let Some(done) = self.map_by_rewrite(&inst, g, shape.n_types as usize)? {
            return Ok(done);
        }
        Err(PassError::at(
            format!("no register bank mapping for `{}`: no pattern accepts these banks and types", self.f.inst_to_string(&inst)),
            inst.loc,
        ))
    }

    /// The types of an instruction (see [`Function::type_indices`]) and its mapping (see
    /// [`Rewriter::choose`], made once per [`ShapeKey`]), as its shape keeps them.
    fn decide(&mut self, inst: &Inst, g: GenericOpcode) -> Result<Shape, PassError> {
        let scan = scan(self.f, &inst.operands);
        let n_defs = scan.n_defs;
        let mut types: SmallVec<[Llt; 3]> = SmallVec::new();
        for t in self.f.type_indices(inst) {
            let Some(t) = t else {
                return Err(PassError::at(format!("`{}` has an operand without a type", self.f.inst_to_string(inst)), inst.loc));
            };
            types.push(t);
        }
        let intrinsic = inst.operands.iter().find_map(|o| match o {
            Operand::Intrinsic(s) => Some(*s),
            _ => None,
        });
        let pred = inst.operands.iter().find_map(Operand::as_pred);
        let mut key = ShapeKey { opcode: g, types, intrinsic, pred, n_defs, defs: SmallVec::new(), uses: SmallVec::new() };
        for d in &inst.operands[..n_defs] {
            // Defs with a class already (lane masks the legalizer made for SI_IF) keep it.
            let v = d.as_vreg();
            key.defs.push((v.and_then(|v| self.bank(v)), v.and_then(|v| self.ty(v)) == Some(Llt::S1)));
        }
        for (i, v) in explicit_inputs(inst, n_defs) {
            key.uses.push((i, self.bank(v), self.ty(v) == Some(Llt::S1)));
        }
        let decision = match self.memo.decisions.get(&key) {
            Some(d) => copy_decision(d),
            None => {
                let d = self.choose(&key);
                self.memo.decisions.insert(key.clone(), copy_decision(&d));
                d
            }
        };
        let mapping = decision.map(|(_, salu, entry, fixes, widened)| {
            let start = self.memo.fixes.len() as u32;
            let changed = explicit_inputs(inst, n_defs).zip(fixes).filter(|(_, fix)| *fix != Fix::None);
            self.memo.fixes.extend(changed.map(|((i, _), fix)| (i, fix)));
            let plain_def = match key.defs.as_slice() {
                [] => true,
                &[(have, is_bool)] => {
                    let want = def_bank(entry, 0);
                    !(is_bool && (widened || (have == Some(Bank::Vcc) && want != Bank::Vcc)))
                }
                _ => false,
            };
            Mapping { salu, entry, widened, fixes: (start, self.memo.fixes.len() as u32), plain_def }
        });
        let first_type = key.types.first().copied();
        let widen16 = scan.uniform && !mapping.is_some_and(|m| m.salu) && first_type == Some(Llt::S16);
        let def_only = mapping
            .filter(|m| !widen16 && m.fixes.0 == m.fixes.1 && m.plain_def && scan.def0 && scan.n_defs == 1)
            .map(|m| def_bank(m.entry, 0));
        Ok(Shape { n_types: key.types.len() as u32, mapping, scan, widen16, def_only })
    }

    /// The cheapest bank-table mapping for an instruction of shape `key`: `(cost, salu,
    /// entry, fixes, widened)`, or `None` if no entry is reachable. A function of `key` and the
    /// CPU only, which is what makes [`Memo::decisions`] sound.
    fn choose(&self, key: &ShapeKey) -> Decision {
        let mut best: Decision = None;
        for (entry, widened) in self.candidates(key.opcode, &key.types, key.intrinsic, key.pred) {
            // A def that must be a lane mask (a class the legalizer gave it) can be reached
            // from a non-vcc boolean by a copy; nothing else can change a preset bank.
            let mut def_cost = 0;
            let mut reachable = true;
            for (want, &(have, is_bool)) in entry.defs.iter().zip(&key.defs) {
                match (want, have) {
                    (Some(w), Some(h)) if *w != h => {
                        if h == Bank::Vcc && is_bool {
                            def_cost += 1;
                        } else {
                            reachable = false;
                        }
                    }
                    _ => {}
                }
            }
            if !reachable {
                continue;
            }
            let rfl = key.intrinsic.is_some_and(|i| READFIRSTLANE_INTRINSICS.contains(&i.as_str()));
            let Some((cost, fixes)) = self.cost(entry, &key.uses, key.n_defs, widened, key.opcode, rfl) else { continue };
            let cost = cost + def_cost;
            let salu = entry.defs.iter().all(|b| *b != Some(Bank::Vgpr)) && entry.defs.contains(&Some(Bank::Sgpr));
            let better = match &best {
                None => true,
                Some((c, s, ..)) => cost < *c || (cost == *c && salu && !*s),
            };
            if better {
                best = Some((cost, salu, entry, fixes, widened));
            }
        }
        best
    }

    /// Bank-table entries for the instruction's types, and for its types with scalar booleans
    /// widened to `s32` (the SCC-free form of scalar compares, carries and conditions).
    fn candidates(
        &self,
        g: GenericOpcode,
        types: &[Llt],
        intrinsic: Option<crate::mir::Symbol>,
        pred: Option<crate::mir::Predicate>,
    ) -> SmallVec<[(&'static BankEntry, bool); 8]> {
        let filter = |e: &&'static BankEntry| {
            e.base && e.intrinsic.is_none_or(|n| intrinsic.is_some_and(|i| i.as_str() == n)) && (e.pred.is_none() || e.pred == pred)
        };
        let mut out: SmallVec<[(&'static BankEntry, bool); 8]> =
            bank_entries(g, types, self.st.cpu).filter(filter).map(|e| (e, false)).collect();
        if types.contains(&Llt::S1) {
            let wide: SmallVec<[Llt; 3]> = types.iter().map(|&t| if t == Llt::S1 { Llt::S32 } else { t }).collect();
            out.extend(
                bank_entries(g, &wide, self.st.cpu)
                    .filter(filter)
                    .filter(|e| e.defs.iter().all(|b| *b != Some(Bank::Vgpr)))
                    .map(|e| (e, true)),
            );
        }
        out
    }

    /// The copies a mapping needs given each input's (operand index, bank, is `s1`), or `None`
    /// if it cannot be reached.
    fn cost(
        &self,
        entry: &BankEntry,
        uses: &[(usize, Option<Bank>, bool)],
        n_defs: usize,
        widened: bool,
        g: GenericOpcode,
        readfirstlane: bool,
    ) -> Option<(u32, Fixes)> {
        let mut cost = 0;
        let mut fixes = Fixes::new();
        for &(idx, have, is_bool) in uses {
            let want = entry.uses.get(idx - n_defs).copied().flatten();
            let fix = match (want, have) {
                // A boolean operand of a widened (s32) mapping must become an s32, whatever
                // the pattern says of its bank.
                (_, Some(Bank::Sgpr)) if widened && is_bool => Fix::Widen(bool_ext(g)),
                (_, _) if widened && is_bool => return None,
                (None, _) => Fix::None,
                (Some(w), Some(h)) if w == h && !(widened && is_bool) => Fix::None,
                (Some(Bank::Sgpr), Some(Bank::Sgpr)) if widened && is_bool => Fix::Widen(bool_ext(g)),
                (Some(Bank::Vgpr), Some(Bank::Sgpr)) => Fix::Copy(Bank::Vgpr),
                (Some(Bank::Vcc), Some(Bank::Sgpr | Bank::Vgpr)) if is_bool => Fix::Copy(Bank::Vcc),
                (Some(Bank::Sgpr), Some(Bank::Vgpr)) if readfirstlane && !is_bool => Fix::ReadFirstLane,
                (Some(w), None) => Fix::Copy(w),
                _ => return None,
            };
            if fix != Fix::None {
                cost += 1;
            }
            fixes.push(fix);
        }
        Some((cost, fixes))
    }

    /// Applies mapping `m` to the current instruction, which `scan` describes: the copies or
    /// widenings its inputs need, then the defs' banks.
    fn apply(&mut self, scan: &Scan, m: Mapping) {
        let n_defs = scan.n_defs;
        let entry = m.entry;
        let widened = m.widened;
        for k in m.fixes.0..m.fixes.1 {
            let Some(&(idx, fix)) = self.memo.fixes.get(k as usize) else { break };
            let Some(v) = self.f.inst(self.id).operands.get(idx).and_then(Operand::as_vreg) else { continue };
            let new = match fix {
                Fix::None => continue,
                Fix::Copy(b) => self.copy_to(v, b),
                Fix::Widen(ext) => self.widen_bool(v, ext),
                Fix::ReadFirstLane => self.read_first_lane(v),
            };
            self.set_operand(idx, new);
        }
        if m.plain_def {
            if scan.def0
                && n_defs == 1
                && let Some(v) = self.f.inst(self.id).operands.first().and_then(Operand::as_vreg)
            {
                self.set_bank(v, def_bank(entry, 0));
            }
            return;
        }
        for i in 0..n_defs {
            let Some(v) = self.f.inst(self.id).operands.get(i).and_then(Operand::as_vreg) else { continue };
            let bank = def_bank(entry, i);
            if self.bank(v) == Some(Bank::Vcc) && bank != Bank::Vcc && self.ty(v) == Some(Llt::S1) && !widened {
                // The lane-mask def is a copy of the boolean the pattern computes.
                let b = self.new_reg(bank, Some(Llt::S1));
                let id = self.inst_id();
                if let Some(r) = self.f.inst_mut(id).operands.get_mut(i).and_then(Operand::as_reg_mut) {
                    r.reg = Reg::Virt(b);
                }
                self.insert_after(Inst::new(GenericOpcode::COPY).with(Operand::vreg_def(v)).with(Operand::vreg(b)));
                continue;
            }
            if widened && self.ty(v) == Some(Llt::S1) {
                // The pattern computes a 0/1 s32; the boolean is its truncation.
                let wide = self.new_reg(bank, Some(Llt::S32));
                let id = self.inst_id();
                if let Some(r) = self.f.inst_mut(id).operands.get_mut(i).and_then(Operand::as_reg_mut) {
                    r.reg = Reg::Virt(wide);
                }
                self.set_bank(v, Bank::Sgpr);
                self.insert_after(Inst::new(GenericOpcode::G_TRUNC).with(Operand::vreg_def(v)).with(Operand::vreg(wide)));
            } else {
                self.set_bank(v, bank);
            }
        }
    }

    /// Instructions whose mapping is not a plain table choice ([`has_special_mapping`] lists
    /// the opcodes of its arms).
    // Out of line: inlined, it made the common path's frame 1.3 KB.
    #[inline(never)]
    fn map_special(&mut self, inst: &Inst, g: GenericOpcode) -> Result<Option<()>, PassError> {
        use GenericOpcode::*;
        if buffer::is_buffer_opcode(g) {
            return self.map_buffer(inst, g);
        }
        match g {
            G_LOAD | G_SEXTLOAD | G_ZEXTLOAD => {
                let Some(p) = inst.operands.get(1).and_then(Operand::as_vreg) else { return Ok(None) };
                if self.bank(p) == Some(Bank::Sgpr) && self.scalar_load_ok() {
                    if self.has_scalar_pattern(inst, g) {
                        if let Some(d) = inst.def_vreg(0) {
                            self.set_bank(d, Bank::Sgpr);
                        }
                        return Ok(Some(()));
                    }
                    if g == G_LOAD && self.split_scalar_load_96(inst, p) {
                        return Ok(Some(()));
                    }
                }
                let p2 = if self.bank(p) == Some(Bank::Vgpr) { p } else { self.copy_to(p, Bank::Vgpr) };
                self.set_operand(1, p2);
                if let Some(d) = inst.def_vreg(0) {
                    self.set_bank(d, Bank::Vgpr);
                }
                Ok(Some(()))
            }
            G_STORE => {
                for idx in [0, 1] {
                    if let Some(v) = inst.operands.get(idx).and_then(Operand::as_vreg)
                        && self.bank(v) != Some(Bank::Vgpr)
                    {
                        let c = self.copy_to(v, Bank::Vgpr);
                        self.set_operand(idx, c);
                    }
                }
                Ok(Some(()))
            }
            // A VGPR value extended to 64 bits: the low half as it is, the high half zero, a
            // sign copy or undefined, merged (llc-14's selector has no 64-bit VALU extension).
            G_ZEXT | G_SEXT | G_ANYEXT
                if inst.def_vreg(0).and_then(|d| self.ty(d)) == Some(Llt::S64)
                    && inst
                        .operands
                        .get(1)
                        .and_then(Operand::as_vreg)
                        .is_some_and(|s| self.bank(s) == Some(Bank::Vgpr) && self.ty(s) == Some(Llt::S32)) =>
            {
                let (Some(d), Some(s)) = (inst.def_vreg(0), inst.operands.get(1).and_then(Operand::as_vreg)) else { return Ok(None) };
                let hi = match g {
                    G_ZEXT => self.constant(Bank::Vgpr, Llt::S32, 0),
                    G_SEXT => {
                        let k = self.constant(Bank::Vgpr, Llt::S32, 31);
                        let h = self.new_reg(Bank::Vgpr, Some(Llt::S32));
                        self.insert_before(Inst::new(G_ASHR).with(Operand::vreg_def(h)).with(Operand::vreg(s)).with(Operand::vreg(k)));
                        h
                    }
                    _ => {
                        let h = self.new_reg(Bank::Vgpr, Some(Llt::S32));
                        self.insert_before(Inst::new(G_IMPLICIT_DEF).with(Operand::vreg_def(h)));
                        h
                    }
                };
                let id = self.inst_id();
                *self.f.inst_mut(id) = Inst {
                    loc: inst.loc,
                    ..Inst::new(G_MERGE_VALUES).with(Operand::vreg_def(d)).with(Operand::vreg(s)).with(Operand::vreg(hi))
                };
                self.set_bank(d, Bank::Vgpr);
                Ok(Some(()))
            }
            // An extension of a lane mask is a select of constants.
            G_ZEXT | G_SEXT | G_ANYEXT => {
                let (Some(d), Some(s)) = (inst.def_vreg(0), inst.operands.get(1).and_then(Operand::as_vreg)) else { return Ok(None) };
                if self.bank(s) != Some(Bank::Vcc) {
                    return Ok(None);
                }
                let dty = self.ty(d).unwrap_or(Llt::S32);
                let one = if g == G_SEXT { -1 } else { 1 };
                let t = self.new_reg(Bank::Vgpr, Some(Llt::S32));
                let k1 = self.constant(Bank::Vgpr, Llt::S32, one);
                let k0 = self.constant(Bank::Vgpr, Llt::S32, 0);
                let sel =
                    Inst::new(G_SELECT).with(Operand::vreg_def(t)).with(Operand::vreg(s)).with(Operand::vreg(k1)).with(Operand::vreg(k0));
                self.insert_before(sel);
                let id = self.inst_id();
                let rest = match dty.bits() {
                    32 => Inst::new(COPY).with(Operand::vreg_def(d)).with(Operand::vreg(t)),
                    64 => {
                        let hi = if g == G_SEXT { t } else { self.constant(Bank::Vgpr, Llt::S32, 0) };
                        Inst::new(G_MERGE_VALUES).with(Operand::vreg_def(d)).with(Operand::vreg(t)).with(Operand::vreg(hi))
                    }
                    _ => Inst::new(G_TRUNC).with(Operand::vreg_def(d)).with(Operand::vreg(t)),
                };
                let loc = inst.loc;
                *self.f.inst_mut(id) = Inst { loc, ..rest };
                self.set_bank(d, Bank::Vgpr);
                Ok(Some(()))
            }
            // `llvm.amdgcn.ubfe`/`sbfe` of 64 bits with uniform inputs: `S_BFE_U64`/`S_BFE_I64`,
            // as for `G_UBFX`/`G_SBFX` (`bitops`).
            G_INTRINSIC if self.uniform_bfe64(inst).is_some() => {
                let (Some(d), Some(g)) = (inst.def_vreg(0), self.uniform_bfe64(inst)) else { return Ok(None) };
                let ins: Vec<VReg> = inst.operands.iter().skip(1).filter_map(Operand::as_vreg).collect();
                self.split_bfe64(inst, g, &ins, d)
            }
            // readfirstlane of a 32-bit pointer: on its integer, the pointer cast back after.
            // llc-14's selector has V_READFIRSTLANE_B32 for `i32` only (an imported pattern,
            // whose type check refuses p3/p5), and the casts select to nothing on either side.
            G_INTRINSIC
                if inst.operands.iter().any(|o| matches!(o, Operand::Intrinsic(s) if s.as_str() == "llvm.amdgcn.readfirstlane"))
                    && inst.def_vreg(0).and_then(|d| self.ty(d)).is_some_and(|t| t.is_pointer() && t.bits() == 32) =>
            {
                let Some(d) = inst.def_vreg(0) else { return Ok(None) };
                let Some((idx, s)) = inst.operands.iter().enumerate().skip(1).find_map(|(i, o)| o.as_vreg().map(|v| (i, v))) else {
                    return Ok(None);
                };
                let s = if self.bank(s) == Some(Bank::Vgpr) { s } else { self.copy_to(s, Bank::Vgpr) };
                let i = self.new_reg(Bank::Vgpr, Some(Llt::S32));
                self.insert_before(Inst::new(G_PTRTOINT).with(Operand::vreg_def(i)).with(Operand::vreg(s)));
                let r = self.new_reg(Bank::Sgpr, Some(Llt::S32));
                let mut rfl = inst.clone();
                rfl.memops = self.memops().into();
                if let Some(o) = rfl.operands.get_mut(0).and_then(Operand::as_reg_mut) {
                    o.reg = Reg::Virt(r);
                }
                if let Some(o) = rfl.operands.get_mut(idx).and_then(Operand::as_reg_mut) {
                    o.reg = Reg::Virt(i);
                }
                self.insert_before(rfl);
                let id = self.inst_id();
                *self.f.inst_mut(id) = Inst { loc: inst.loc, ..Inst::new(G_INTTOPTR).with(Operand::vreg_def(d)).with(Operand::vreg(r)) };
                self.set_bank(d, Bank::Sgpr);
                Ok(Some(()))
            }
            G_BRCOND => {
                let Some(c) = inst.operands.first().and_then(Operand::as_vreg) else { return Ok(None) };
                match self.bank(c) {
                    Some(Bank::Vcc) => {}
                    Some(Bank::Sgpr) if self.ty(c) == Some(Llt::S1) => {
                        let z = self.widen_bool(c, G_ZEXT);
                        self.set_operand(0, z);
                    }
                    _ => {
                        let v = self.copy_to(c, Bank::Vcc);
                        self.set_operand(0, v);
                    }
                }
                Ok(Some(()))
            }
            _ => Ok(None),
        }
    }

    /// `%k:bank(ty) = G_CONSTANT value` before the current instruction.
    fn constant(&mut self, bank: Bank, ty: Llt, value: i64) -> VReg {
        let k = self.new_reg(bank, Some(ty));
        self.insert_before(Inst::new(GenericOpcode::G_CONSTANT).with(Operand::vreg_def(k)).with(Operand::cimm(ty.bits() as u16, value)));
        k
    }

    /// The memory operands of the current instruction (which the copy the rewrites read has
    /// not: see [`copy_inst`]).
    fn memops(&self) -> &[crate::mir::MemOperand] {
        &self.f.inst(self.inst_id()).memops
    }

    /// Does some scalar pattern load this type and memory size?
    fn has_scalar_pattern(&self, inst: &Inst, g: GenericOpcode) -> bool {
        let Some(types) = self.f.known_types(inst) else { return false };
        let mem = self.memops().first().and_then(|m| m.size.bits());
        bank_entries(g, &types, self.st.cpu)
            .any(|e| e.defs.first() == Some(&Some(Bank::Sgpr)) && (e.mem_bits.is_none() || e.mem_bits == mem))
    }

    /// A uniform 96-bit load (`<3 x s32>` or `s96`, as llc-14's kernel-argument lowering makes
    /// for three dword arguments) where no SMEM instruction loads 96 bits (GFX9 has no
    /// `s_load_dwordx3`): a 64-bit scalar load and a 32-bit one at +8, put back together, as
    /// llc-14's RegBankSelect splits it (`AMDGPURegisterBankInfo::applyMappingLoad`), rather
    /// than the whole load and all its users on the VALU.
    fn split_scalar_load_96(&mut self, inst: &Inst, p: VReg) -> bool {
        use GenericOpcode::*;
        let (Some(d), Some(pty)) = (inst.def_vreg(0), self.ty(p)) else { return false };
        let (lo_ty, join) = match self.ty(d) {
            Some(t) if t == Llt::vector(3, Llt::S32) => (Llt::vector(2, Llt::S32), G_BUILD_VECTOR),
            Some(Llt::Scalar(96)) => (Llt::Scalar(64), G_MERGE_VALUES),
            _ => return false,
        };
        let Some(m) = self.memops().first().cloned() else { return false };
        let scalar = |t: Llt, bits: u64| {
            bank_entries(G_LOAD, &[t, pty], self.st.cpu)
                .any(|e| e.defs.first() == Some(&Some(Bank::Sgpr)) && e.mem_bits.is_none_or(|b| b == bits))
        };
        if !scalar(lo_ty, 64) || !scalar(Llt::S32, 32) {
            return false;
        }
        let loc = inst.loc;
        let part = |size: Llt, offset: i64| {
            let mut mm = m.clone();
            mm.size = MemSize::Type(size);
            mm.offset += offset;
            mm
        };
        let lo = self.new_reg(Bank::Sgpr, Some(lo_ty));
        let mut load_lo = Inst::new(G_LOAD).with(Operand::vreg_def(lo)).with(Operand::vreg(p));
        load_lo.memops.push(part(lo_ty, 0));
        load_lo.loc = loc;
        self.insert_before(load_lo);
        let k = self.constant(Bank::Sgpr, Llt::Scalar(pty.bits() as u16), 8);
        let p8 = self.new_reg(Bank::Sgpr, Some(pty));
        self.insert_before(Inst::new(G_PTR_ADD).with(Operand::vreg_def(p8)).with(Operand::vreg(p)).with(Operand::vreg(k)));
        let hi = self.new_reg(Bank::Sgpr, Some(Llt::S32));
        let mut load_hi = Inst::new(G_LOAD).with(Operand::vreg_def(hi)).with(Operand::vreg(p8));
        let mut mhi = part(Llt::S32, 8);
        // The part at +8 is as aligned as the whole, up to 8 bytes.
        mhi.align = m.align.map(|a| a.min(8));
        load_hi.memops.push(mhi);
        load_hi.loc = loc;
        self.insert_before(load_hi);
        let parts = [lo, hi];
        let (a, b) = (self.new_reg(Bank::Sgpr, Some(Llt::S32)), self.new_reg(Bank::Sgpr, Some(Llt::S32)));
        let ops = if join == G_BUILD_VECTOR {
            self.insert_before(Inst::new(G_UNMERGE_VALUES).with(Operand::vreg_def(a)).with(Operand::vreg_def(b)).with(Operand::vreg(lo)));
            vec![a, b, hi]
        } else {
            parts.to_vec()
        };
        let id = self.inst_id();
        let cur = self.f.inst_mut(id);
        cur.opcode = Opcode::Generic(join);
        cur.memops.clear();
        cur.operands = std::iter::once(Operand::vreg_def(d)).chain(ops.into_iter().map(Operand::vreg)).collect();
        self.set_bank(d, Bank::Sgpr);
        true
    }

    fn scalar_load_ok(&self) -> bool {
        let Some(m) = self.memops().first() else { return false };
        let bits = m.size.bits().unwrap_or(0);
        let natural = match m.size {
            MemSize::Type(t) => u64::from(t.bits() / 8),
            MemSize::Bytes(b) => b,
            MemSize::Unknown => 1,
        };
        let aligned = m.align.unwrap_or(natural) >= 4;
        let atomic = !m.ordering.is_empty();
        let volatile = m.flags.iter().any(|f| f.as_str() == "volatile");
        let invariant = m.flags.iter().any(|f| f.as_str() == "invariant");
        let noclobber = m.value.is_some_and(|v| {
            v.as_str()
                .strip_prefix("%ir.")
                .is_some_and(|name| self.f.ir.as_ref().is_some_and(|ir| ir.noclobber.iter().any(|n| n.as_str() == name)))
        });
        let constant_space = matches!(m.addrspace, 4 | 6);
        let global_ok = m.addrspace == 1 && !volatile && (invariant || noclobber);
        m.access == MemAccess::Load && bits >= 32 && aligned && !atomic && (constant_space || global_ok)
    }

    /// Rewrites for shapes no pattern covers directly.
    fn map_by_rewrite(&mut self, inst: &Inst, g: GenericOpcode, n_types: usize) -> Result<Option<()>, PassError> {
        use GenericOpcode::*;
        let n_defs = inst.num_defs();
        let ins: Vec<VReg> = inst.operands.iter().skip(n_defs).filter_map(Operand::as_vreg).collect();
        let uniform = ins.iter().all(|&v| self.bank(v) == Some(Bank::Sgpr));
        let Some(d) = inst.def_vreg(0) else { return Ok(None) };
        let dty = self.ty(d).unwrap_or(Llt::S32);
        // Uniform 16-bit arithmetic: the SALU has none, so widen to 32 bits (llc-14 does too).
        if uniform && dty == Llt::S16 && inst.num_defs() == 1 {
            let ext = |k: usize| match (g, k) {
                (G_LSHR | G_UMIN | G_UMAX, _) | (G_SHL | G_ASHR, 1) => G_ZEXT,
                // Both sources of a signed min/max compare as signed values.
                (G_SMIN | G_SMAX | G_ABS, _) | (G_ASHR, 0) => G_SEXT,
                _ => G_ANYEXT,
            };
            if bank_entries(g, &vec![Llt::S32; n_types], self.st.cpu).any(|e| e.defs.first() == Some(&Some(Bank::Sgpr))) {
                let mut wide_ops = Vec::new();
                for (k, &v) in ins.iter().enumerate() {
                    let w = self.new_reg(Bank::Sgpr, Some(Llt::S32));
                    self.insert_before(Inst::new(ext(k)).with(Operand::vreg_def(w)).with(Operand::vreg(v)));
                    wide_ops.push(w);
                }
                let wd = self.new_reg(Bank::Sgpr, Some(Llt::S32));
                let mut op = Inst::new(g).with(Operand::vreg_def(wd));
                for w in wide_ops {
                    op.operands.push(Operand::vreg(w));
                }
                op.flags = inst.flags;
                self.insert_before(op);
                let id = self.inst_id();
                *self.f.inst_mut(id) = Inst { loc: inst.loc, ..Inst::new(G_TRUNC).with(Operand::vreg_def(d)).with(Operand::vreg(wd)) };
                self.set_bank(d, Bank::Sgpr);
                return Ok(Some(()));
            }
        }
        // A 64-bit in-register sign extension on the VALU: extend within the half that holds
        // the sign bit, and fill the high half with copies of it.
        if g == G_SEXT_INREG && dty == Llt::S64 && !uniform {
            let (Some(&a), Some(w)) = (ins.first(), inst.operands.get(2).and_then(Operand::as_imm)) else { return Ok(None) };
            let a = if self.bank(a) == Some(Bank::Vgpr) { a } else { self.copy_to(a, Bank::Vgpr) };
            let lo = self.new_reg(Bank::Vgpr, Some(Llt::S32));
            let hi = self.new_reg(Bank::Vgpr, Some(Llt::S32));
            self.insert_before(Inst::new(G_UNMERGE_VALUES).with(Operand::vreg_def(lo)).with(Operand::vreg_def(hi)).with(Operand::vreg(a)));
            let (new_lo, new_hi) = if w < 32 {
                let l = self.new_reg(Bank::Vgpr, Some(Llt::S32));
                self.insert_before(Inst::new(G_SEXT_INREG).with(Operand::vreg_def(l)).with(Operand::vreg(lo)).with(Operand::Imm(w)));
                let k = self.constant(Bank::Vgpr, Llt::S32, 31);
                let h = self.new_reg(Bank::Vgpr, Some(Llt::S32));
                self.insert_before(Inst::new(G_ASHR).with(Operand::vreg_def(h)).with(Operand::vreg(l)).with(Operand::vreg(k)));
                (l, h)
            } else {
                let h = self.new_reg(Bank::Vgpr, Some(Llt::S32));
                self.insert_before(Inst::new(G_SEXT_INREG).with(Operand::vreg_def(h)).with(Operand::vreg(hi)).with(Operand::Imm(w - 32)));
                (lo, h)
            };
            let id = self.inst_id();
            *self.f.inst_mut(id) = Inst {
                loc: inst.loc,
                ..Inst::new(G_MERGE_VALUES).with(Operand::vreg_def(d)).with(Operand::vreg(new_lo)).with(Operand::vreg(new_hi))
            };
            self.set_bank(d, Bank::Vgpr);
            return Ok(Some(()));
        }
        // `G_ABS` on the VALU, which has no abs: `smax(x, 0 - x)` (llc-14's RegBankSelect
        // does the same, `lowerAbsToMaxNeg`).
        if g == G_ABS && !uniform && matches!(dty, Llt::S32 | Llt::S16) {
            let Some(&a) = ins.first() else { return Ok(None) };
            let a = if self.bank(a) == Some(Bank::Vgpr) { a } else { self.copy_to(a, Bank::Vgpr) };
            let zero = self.constant(Bank::Vgpr, dty, 0);
            let neg = self.new_reg(Bank::Vgpr, Some(dty));
            self.insert_before(Inst::new(G_SUB).with(Operand::vreg_def(neg)).with(Operand::vreg(zero)).with(Operand::vreg(a)));
            let id = self.inst_id();
            *self.f.inst_mut(id) =
                Inst { loc: inst.loc, ..Inst::new(G_SMAX).with(Operand::vreg_def(d)).with(Operand::vreg(a)).with(Operand::vreg(neg)) };
            self.set_bank(d, Bank::Vgpr);
            return Ok(Some(()));
        }
        // 64-bit VALU bitwise ops and selects: two 32-bit halves.
        if dty.bits() == 64 && matches!(g, G_AND | G_OR | G_XOR | G_SELECT) {
            let half = Llt::S32;
            let mut halves: Vec<(VReg, VReg)> = Vec::new();
            let values: Vec<VReg> = if g == G_SELECT { ins[1..].to_vec() } else { ins.clone() };
            for v in values {
                let v = if self.bank(v) == Some(Bank::Vgpr) { v } else { self.copy_to(v, Bank::Vgpr) };
                let lo = self.new_reg(Bank::Vgpr, Some(half));
                let hi = self.new_reg(Bank::Vgpr, Some(half));
                self.insert_before(
                    Inst::new(G_UNMERGE_VALUES).with(Operand::vreg_def(lo)).with(Operand::vreg_def(hi)).with(Operand::vreg(v)),
                );
                halves.push((lo, hi));
            }
            let cond = if g == G_SELECT {
                let c = ins[0];
                Some(if self.bank(c) == Some(Bank::Vcc) { c } else { self.copy_to(c, Bank::Vcc) })
            } else {
                None
            };
            let mut parts = Vec::new();
            for k in 0..2 {
                let r = self.new_reg(Bank::Vgpr, Some(half));
                let mut op = Inst::new(g).with(Operand::vreg_def(r));
                if let Some(c) = cond {
                    op.operands.push(Operand::vreg(c));
                }
                for (lo, hi) in &halves {
                    op.operands.push(Operand::vreg(if k == 0 { *lo } else { *hi }));
                }
                self.insert_before(op);
                parts.push(r);
            }
            let id = self.inst_id();
            let merge_op = if dty.is_vector() { G_BUILD_VECTOR } else { G_MERGE_VALUES };
            *self.f.inst_mut(id) = Inst {
                loc: inst.loc,
                ..Inst::new(merge_op).with(Operand::vreg_def(d)).with(Operand::vreg(parts[0])).with(Operand::vreg(parts[1]))
            };
            self.set_bank(d, Bank::Vgpr);
            return Ok(Some(()));
        }
        // 64-bit bit counts and reversal on the VALU: 32-bit halves (`bitops`).
        if let Some(done) = self.split_bit_op64(inst, g, &ins, d)? {
            return Ok(Some(done));
        }
        if let Some(done) = self.split_bfe64(inst, g, &ins, d)? {
            return Ok(Some(done));
        }
        if let Some(done) = self.split_build_vector_trunc(inst, g, &ins, d)? {
            return Ok(Some(done));
        }
        if let Some(done) = self.expand_dynamic_element(inst, g, &ins, d)? {
            return Ok(Some(done));
        }
        Ok(None)
    }
}

/// The explicit virtual-register inputs of `inst`, whose first `n_defs` operands are its
/// defs: `(operand index, register)`.
fn explicit_inputs(inst: &Inst, n_defs: usize) -> impl Iterator<Item = (usize, VReg)> + '_ {
    inst.operands.iter().enumerate().skip(n_defs).filter_map(|(i, op)| match op {
        Operand::Reg(r) if !r.is_implicit() => match r.reg {
            Reg::Virt(v) => Some((i, v)),
            _ => None,
        },
        _ => None,
    })
}

/// The bank `entry` gives def `i`: a def the pattern leaves open (`_`) keeps what it has,
/// else goes scalar.
fn def_bank(entry: &BankEntry, i: usize) -> Bank {
    entry.defs.get(i).copied().flatten().unwrap_or(Bank::Sgpr)
}

/// The opcodes [`Rewriter::map_special`] may map (it decides by more than the opcode).
fn has_special_mapping(g: GenericOpcode) -> bool {
    use GenericOpcode::*;
    matches!(g, G_LOAD | G_SEXTLOAD | G_ZEXTLOAD | G_STORE | G_ZEXT | G_SEXT | G_ANYEXT | G_INTRINSIC | G_BRCOND)
        || buffer::is_buffer_opcode(g)
}

/// How a scalar boolean input is widened for a SALU pattern: the value matters only in bit 0
/// for bitwise operations; a sign extension (and a signed conversion) reads an `s1` as 0/-1,
/// so its widened input must be too (a `G_SEXT` to `s64` of a uniform boolean is
/// `G_SEXT (G_SEXT s1 to s32) to s64`, where a `G_ZEXT` inside made it 0/1); everything else
/// reads it as a 0/1 number.
fn bool_ext(g: GenericOpcode) -> GenericOpcode {
    match g {
        GenericOpcode::G_AND | GenericOpcode::G_OR | GenericOpcode::G_XOR => GenericOpcode::G_ANYEXT,
        GenericOpcode::G_SEXT | GenericOpcode::G_SITOFP => GenericOpcode::G_SEXT,
        _ => GenericOpcode::G_ZEXT,
    }
}

fn is_phi(inst: &Inst) -> bool {
    matches!(inst.opcode, Opcode::Generic(GenericOpcode::G_PHI | GenericOpcode::PHI))
}

/// The bank a physical register's value belongs to.
fn phys_bank(p: PhysReg) -> Bank {
    if p.is_vgpr() { Bank::Vgpr } else { Bank::Sgpr }
}

/// Inserts `inst` at the end of `b`, before its terminators.
fn insert_at_end(f: &mut Function, b: BlockId, inst: Inst) {
    let insts = &f.block(b).insts;
    let mut pos = insts.len();
    while pos > 0 && is_terminator(f.inst(insts[pos - 1])) {
        pos -= 1;
    }
    f.insert_inst(b, pos, inst);
}

fn is_terminator(inst: &Inst) -> bool {
    match inst.opcode {
        Opcode::Generic(g) => g.is_terminator(),
        Opcode::Target(t) => t.desc().is_terminator() || t.desc().is_barrier(),
        Opcode::Unknown(n) => crate::target::instrs::is_barrier_name(n.as_str()),
    }
}
