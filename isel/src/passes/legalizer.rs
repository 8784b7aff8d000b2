//! The legalizer: rewrites generic MIR until every generic instruction is one the selection
//! patterns accept, then sets `legalized: true`.
//!
//! # What "legal" means
//!
//! Legality is decided only by the table `patterns!` generates from the selection patterns
//! ([`crate::target::patterns::is_legal`] and [`crate::target::patterns::legal_entries`], read
//! through an index by opcode): an opcode with one type per type
//! index (and, for memory operations, a memory size) is legal iff some pattern accepts it on the
//! subtarget; an intrinsic is legal iff some pattern matches it. This module holds no list of its
//! own of what is legal: it decides *how* to reach a legal form, by trying candidate rewrites and
//! checking their result against the table (e.g. "widen to the smallest scalar width the table
//! has at this type index").
//!
//! # Algorithm
//!
//! 1. **Worklist, top-down.** Every instruction is visited in layout order (blocks in order,
//!    instructions in order). An instruction is replaced by a sequence of new instructions, which
//!    are visited in turn (depth-first, bounded), so a rewrite may produce illegal instructions
//!    that a later rule handles (an `s64` multiply becomes `s32` multiplies, a `<4 x s32>` op
//!    becomes four `s32` ops). The actions tried for one instruction, in order:
//!    - *custom*: rewrites that do not depend on legality, taken from llc-14's legalizer (see
//!      `/work/notes/legalizer-regbank-reference.md` §2–§9): `llvm.amdgcn.if/else/loop` with their
//!      `G_BRCOND`/`G_BR` become `SI_IF`/`SI_ELSE`/`SI_LOOP` with lane-mask register classes;
//!      `workitem.id.*`, `workgroup.id.*` and `kernarg.segment.ptr` become copies of the
//!      function's live-in registers; the buffer intrinsics become `G_AMDGPU_BUFFER_*` and
//!      `G_AMDGPU_S_BUFFER_LOAD` (`buffer`); multiplication by a power of two becomes `G_SHL` (DESIGN.md,
//!      a combine in llc); `G_FMINNUM`/`G_FMAXNUM` in IEEE-mode functions become the `_IEEE` forms
//!      on canonicalized inputs; `G_GLOBAL_VALUE` becomes an LDS offset or a PC-relative (GOT)
//!      address (`globals`); constant-index vector element accesses become unmerges;
//!      constant-length `memcpy`/`memmove` become loads and stores; LDS accesses wider than a
//!      dword without their natural alignment are split (the table does not key on alignment,
//!      the patterns need it);
//!    - *legal*: the table accepts it: keep it;
//!    - *widen / narrow / split / lower*: per opcode, see `Legalizer::rewrite`. Scalars too
//!      narrow for any pattern are widened to the smallest width the table has at that type index
//!      (so `s16` stays where 16-bit patterns exist); `s64` integer arithmetic is split into `s32`
//!      halves (`G_UADDO`/`G_UADDE` carry chains, the four-product multiply); wide loads and stores
//!      are split into the widest accesses the table has for the address space; vectors are split
//!      into the widest legal piece (`<2 x s16>` where packed patterns exist, else scalars);
//!      `G_SEXT_INREG`, `G_FSUB`, `G_FDIV`, 32- and 64-bit division, min/max of `s64`, selects wider
//!      than 32 bits, conversions from `s1` and `s64` are lowered to sequences of legal
//!      operations. Conditions (of `G_SELECT`, `G_BRCOND`) are never widened.
//! 2. **Artifact combining.** Widening and splitting leave *artifacts* (`G_TRUNC`, `G_ZEXT`,
//!    `G_SEXT`, `G_ANYEXT`, `G_MERGE_VALUES`, `G_UNMERGE_VALUES`, `G_BUILD_VECTOR`,
//!    `G_CONCAT_VECTORS`) that are folded into the instruction defining their input:
//!    `anyext(trunc x)` is `x` (or a shorter extension/truncation), `zext(trunc x)` is `x & mask`,
//!    `sext(trunc x)` is `G_SEXT_INREG x`, `unmerge(merge a, b)` is `a, b`, and so on. An artifact
//!    whose input is not yet legalized (a phi input from a back edge) is retried after the
//!    worklist empties, until nothing changes; an artifact still illegal then is legalized on its
//!    own (e.g. `G_ZEXT s64 ← s16` in two steps).
//! 3. **Dead code.** Instructions without side effects whose results are unused are removed
//!    (what folding left behind, like llc's legalizer).
//! 4. **Check.** Any generic instruction the table still rejects is a diagnostic naming it, its
//!    line and its types; the pipeline's `--global-isel-abort` decides what happens then.
//!
//! New instructions are placed through *groups*: every instruction may be replaced by a sequence,
//! and have instructions inserted before or after it; the block lists are rebuilt from the groups
//! at the end, so insertion is O(1) and the result is deterministic.

mod atomics;
mod bitops;
mod buffer;
mod combine;
mod elements;
mod fp;
mod globals;
pub(crate) use globals::lds_var_layout;
pub use intrinsics::implicit_arg_offset;
mod intrinsics;
mod lower;
mod memory;
mod overflow;

use smallvec::SmallVec;

use crate::mir::{
    BlockId, Function, GenericOpcode, Inst, InstId, Llt, MemOperand, MiFlags, OpKind, Opcode, Operand, RegConstraint, SourceLoc, VReg,
};
use crate::pass::{PassContext, PassError};
use crate::target::Subtarget;
use crate::target::pattern_rt::LegalEntry;
use crate::target::patterns::{LEGALITY, patterns_of};

use GenericOpcode as G;

/// Runs the legalizer on one function.
pub fn run(f: &mut Function, cx: &mut PassContext) -> Result<(), PassError> {
    if f.props.legalized {
        return Ok(());
    }
    let mut l = Legalizer::new(f, cx.subtarget);
    l.module_ir = cx.module_ir.clone();
    l.run()?;
    f.props.legalized = true;
    Ok(())
}

/// The number of slots of the memo of recent legality answers (a power of two; a function asks a
/// few dozen distinct questions, and with fewer slots they evict each other).
const RECENT: usize = 256;

/// How deep rewrites of rewrites may nest before the legalizer gives up (a rule that keeps
/// producing what it started from would otherwise never end).
const MAX_DEPTH: u32 = 24;

/// How a narrow value is widened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ext {
    Any,
    Zero,
    Sign,
}

impl Ext {
    fn opcode(self) -> GenericOpcode {
        match self {
            Ext::Any => G::G_ANYEXT,
            Ext::Zero => G::G_ZEXT,
            Ext::Sign => G::G_SEXT,
        }
    }
}

/// Where an instruction's replacement and its neighbours go: `before`, then the instruction
/// itself or what replaced it (`core`), then `after`.
#[derive(Clone, Debug, Default)]
struct Group {
    before: Vec<InstId>,
    /// `None`: the instruction itself.
    core: Option<Vec<InstId>>,
    after: Vec<InstId>,
}

/// The bits of an instruction's [`InstInfo::state`].
mod state {
    /// Erased: no longer part of the function.
    pub(super) const ERASED: u8 = 1;
    /// Its legality has been asked (see [`super::Legalizer::is_legal_id`]) ...
    pub(super) const KNOWN: u8 = 2;
    /// ... and it is legal.
    pub(super) const LEGAL: u8 = 4;
    /// In the body after [`super::Legalizer::rebuild_layout`] (until dead-code removal takes it
    /// out).
    pub(super) const PLACED: u8 = 8;
}

/// What the legalizer keeps about each instruction.
#[derive(Clone)]
struct InstInfo {
    /// Its group: an index into [`Legalizer::groups`], 0 for none.
    group: u32,
    /// The block it is placed in.
    block: BlockId,
    /// Its [`state`] bits. (A `Cell`: legality is remembered while it is asked.)
    state: std::cell::Cell<u8>,
}

impl InstInfo {
    fn new(block: BlockId) -> InstInfo {
        InstInfo { group: 0, block, state: std::cell::Cell::new(0) }
    }

    /// Has it any of the [`state`] bits `bits`?
    #[inline]
    fn has(&self, bits: u8) -> bool {
        self.state.get() & bits != 0
    }

    /// Clears the [`state`] bits `clear`, then sets `set`.
    #[inline]
    fn update(&self, set: u8, clear: u8) {
        self.state.set(self.state.get() & !clear | set);
    }
}

/// What the legalizer keeps about each virtual register.
#[derive(Clone, Copy)]
struct RegInfo {
    /// The instruction defining it ([`RegInfo::NO_INST`] for none).
    def: InstId,
    /// The register it was folded into: uses of it are rewritten to that one at the end
    /// ([`RegInfo::NO_VREG`] for a register that stands for itself).
    alias: VReg,
    /// The number of its uses in the body, aliases resolved: counted by
    /// [`Legalizer::rebuild_layout`] for dead-code removal (zero until then).
    uses: u32,
}

impl RegInfo {
    const NO_INST: InstId = InstId(u32::MAX);
    const NO_VREG: VReg = VReg(u32::MAX);
    const NONE: RegInfo = RegInfo { def: RegInfo::NO_INST, alias: RegInfo::NO_VREG, uses: 0 };
}

/// The state of one run. What it keeps by instruction and by register is one table each, of
/// records of 12 bytes (absent values are reserved numbers rather than `Option`s of twice the
/// size): the eight tables they replace were 1 MB on the 20,000-instruction bench kernel, most
/// of the fresh memory the pass touched, and each first touch of a fresh 2 MB page costs about
/// 0.25 ms here.
pub(crate) struct Legalizer<'f> {
    f: &'f mut Function,
    st: Subtarget,
    /// By instruction.
    info: Vec<InstInfo>,
    /// How many instructions the function had before this run: the ones after are what
    /// rewrites added.
    original: usize,
    /// The groups made so far (the first one is a placeholder, so that no group is 0). Made
    /// at once with room for a group per eight instructions (the bench kernel makes one per
    /// fourteen): grown by doubling, or each group boxed, the table or the boxes opened fresh
    /// allocator pages late in the run, past everything else on the heap.
    groups: Vec<Group>,
    /// By virtual register.
    regs: Vec<RegInfo>,
    /// The instructions that stopped being the recorded definition of a register (another
    /// one defines it too, normally what replaced them): see [`Legalizer::remove_dead`].
    redefined: Vec<InstId>,
    /// Artifacts to retry once the worklist is empty.
    deferred: Vec<InstId>,
    /// The instruction being rewritten (location and block of what is emitted).
    cur: InstId,
    /// What the current rewrite has emitted.
    seq: Vec<InstId>,
    /// Whether the function runs with IEEE mode on (kernels): minnum/maxnum need quieting.
    ieee: bool,
    /// Whether the body calls an intrinsic (else there is no control flow to lower).
    intrinsics: bool,
    /// The module's IR block (global variables).
    module_ir: Option<std::sync::Arc<str>>,
    /// LDS offsets given to global variables so far.
    lds: std::collections::HashMap<String, u64>,
    /// The legality table of this run's CPU, by opcode (see [`OpcodeTable`]).
    table: &'static [std::sync::OnceLock<OpcodeTable>; OPCODES],
    /// Which operand gives each type index, by opcode (see [`TypeCarriers::all`]).
    carriers: &'static [Option<TypeCarriers>],
    /// Recent answers of the table, direct-mapped by a hash of the question (see
    /// [`Legalizer::table_accepts`]).
    recent: Vec<std::cell::Cell<(LegalKey, bool)>>,
    /// The type plan for each question asked so far (see `Legalizer::plan_types`).
    plans: std::cell::RefCell<ahash::AHashMap<LegalKey, Option<lower::TypePlan>>>,
}

/// A question about the legality table, packed (the key of the type plans and of the recent
/// answers): the opcode, the [`TypeKey`], and the memory size (flagged, so that no size differs
/// from none).
#[derive(Clone, Copy, Eq)]
struct LegalKey([u64; 5]);

impl PartialEq for LegalKey {
    fn eq(&self, other: &LegalKey) -> bool {
        // Word by word (the derived comparison calls memcmp).
        self.0.iter().zip(&other.0).all(|(a, b)| a == b)
    }
}

impl LegalKey {
    /// `None` for more types than the key holds (no opcode has them).
    fn new(g: GenericOpcode, types: &[Llt], mem: Option<u64>) -> Option<LegalKey> {
        Some(LegalKey::packed(g, type_key(types)?, mem))
    }

    /// The question with its types already packed (their number is where the zeros start).
    fn packed(g: GenericOpcode, [a, b, c]: TypeKey, mem: Option<u64>) -> LegalKey {
        LegalKey([g as u64, a, b, c, mem.map_or(0, |b| 1 << 63 | b)])
    }

    /// A key no question has (its opcode word is out of range), for empty slots.
    const NONE: LegalKey = LegalKey([u64::MAX; 5]);

    /// The words folded into one.
    fn fold(&self) -> u64 {
        self.0.iter().fold(0, |h: u64, &w| h.rotate_left(13) ^ w)
    }
}

impl std::hash::Hash for LegalKey {
    /// The words folded into one (equal keys fold equally; the map compares whole keys).
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.fold());
    }
}

/// Up to three types packed for the table: each one's [`Llt::key`] (never zero), zeros after
/// the last, so that tuples of different lengths differ too.
type TypeKey = [u64; 3];

/// `types` packed, if they fit.
fn type_key(types: &[Llt]) -> Option<TypeKey> {
    if types.len() > 3 {
        return None;
    }
    let mut key = [0; 3];
    for (w, t) in key.iter_mut().zip(types) {
        *w = t.key();
    }
    Some(key)
}

/// One opcode's part of the legality table on one CPU. The table holds an entry per pattern,
/// so the same types recur across patterns: "is this legal" is asked of the distinct type
/// tuples instead (a short list; the answers are remembered, see [`Legalizer::table_accepts`]).
#[derive(Default)]
struct OpcodeTable {
    /// The entries, in table order (for the questions about what the table has).
    entries: Vec<&'static LegalEntry>,
    /// Each distinct tuple of at most three types the entries have, with the accesses accepted
    /// with it, in order of first appearance.
    tuples: Vec<(TypeKey, MemSizes)>,
}

/// For one opcode, the operand that first carries each type index in its signature, found once
/// per process: the legality question then reads at most three operands instead of walking the
/// signature beside the operand list for every instruction (the walk was most of its cost).
#[derive(Clone, Copy)]
struct TypeCarriers {
    /// How many operands the signature fixes (an instruction with fewer is read the long way).
    fixed: usize,
    /// How many type indices the signature has (at most three).
    count: usize,
    /// The first operand carrying type index 0, 1, 2.
    first: [usize; 3],
}

impl TypeCarriers {
    /// The carriers of every opcode, by opcode number (`None` where the signature does not say
    /// them simply), found once per process from the signatures alone: read straight from
    /// this table, the legality question no longer goes through a `OnceLock` of the opcode's
    /// legality table each time (0.2M instructions on the 20,000-instruction bench kernel).
    fn all() -> &'static [Option<TypeCarriers>] {
        static ALL: std::sync::OnceLock<Vec<Option<TypeCarriers>>> = std::sync::OnceLock::new();
        ALL.get_or_init(|| GenericOpcode::ALL.iter().map(|&g| TypeCarriers::of(g)).collect())
    }

    /// `None` for `G_UNMERGE_VALUES` (its defs are variadic) and for a signature with more than
    /// three type indices (none has one): those are read by the signature walk; `None` too for
    /// what the table does not decide by types (opcodes after selection, intrinsics).
    fn of(g: GenericOpcode) -> Option<TypeCarriers> {
        if g == G::G_UNMERGE_VALUES || !g.is_pre_isel() || matches!(g, G::G_INTRINSIC | G::G_INTRINSIC_W_SIDE_EFFECTS) {
            return None;
        }
        let mut c = TypeCarriers { fixed: 0, count: 0, first: [usize::MAX; 3] };
        for (i, kind) in operand_kinds(g).into_iter().enumerate() {
            c.fixed = i + 1;
            if let OpKind::Ty(n) = kind {
                let n = usize::from(n);
                let slot = c.first.get_mut(n)?;
                c.count = c.count.max(n + 1);
                if *slot == usize::MAX {
                    *slot = i;
                }
            }
        }
        Some(c)
    }
}

/// The memory sizes the entries of one type tuple accept.
#[derive(Default)]
struct MemSizes {
    /// Some entry gives no size: any access, or none, will do.
    any: bool,
    sizes: SmallVec<[u64; 2]>,
}

/// How many generic opcodes there are (the length of a CPU's [`OpcodeTable`]s).
const OPCODES: usize = GenericOpcode::ALL.len();

impl OpcodeTable {
    /// The tables of `cpu`, by opcode number, each built the first time it is asked for (see
    /// [`Legalizer::opcode_table`]). Per opcode rather than the whole CPU at once: a function asks
    /// about a few dozen of the opcodes, and building every one cost 0.6M instructions of a
    /// 17.2M-instruction legalizer run on the 20,000-instruction bench kernel.
    fn for_cpu(cpu: crate::target::Cpu) -> &'static [std::sync::OnceLock<OpcodeTable>; OPCODES] {
        const N: usize = crate::target::Cpu::ALL.len();
        static TABLES: [[std::sync::OnceLock<OpcodeTable>; OPCODES]; N] = [const { [const { std::sync::OnceLock::new() }; OPCODES] }; N];
        let slot = crate::target::Cpu::ALL.iter().position(|&c| c == cpu).unwrap_or(0);
        &TABLES[slot]
    }

    /// The table of `g` on `cpu`: its entries (the run [`patterns_of`] gives) on that CPU, and
    /// their distinct type tuples in order of first appearance (found through a map: a linear
    /// search of the tuples took 0.11M instructions more on the bench kernel, a sort of the
    /// entries more still).
    fn build(cpu: crate::target::Cpu, g: GenericOpcode) -> OpcodeTable {
        let run = LEGALITY.get(patterns_of(g)).unwrap_or_default();
        let mut t = OpcodeTable { entries: Vec::with_capacity(run.len()), tuples: Vec::new() };
        let mut index: ahash::AHashMap<TypeKey, usize> = ahash::AHashMap::default();
        for e in run.iter().filter(|e| e.cpus.contains(&cpu)) {
            t.entries.push(e);
            let Some(key) = type_key(e.types) else { continue };
            let i = *index.entry(key).or_insert_with(|| {
                t.tuples.push((key, MemSizes::default()));
                t.tuples.len() - 1
            });
            let sizes = &mut t.tuples[i].1;
            match e.mem_bits {
                None => sizes.any = true,
                Some(b) if !sizes.sizes.contains(&b) => sizes.sizes.push(b),
                Some(_) => {}
            }
        }
        t
    }

    /// Does some entry have the types `key` and accept an access of `mem` bits?
    fn accepts(&self, key: TypeKey, mem: Option<u64>) -> bool {
        match self.tuples.iter().find(|(k, _)| *k == key) {
            Some((_, sizes)) => sizes.any || mem.is_some_and(|b| sizes.sizes.contains(&b)),
            None => false,
        }
    }
}

/// The result of one rule: `Some(seq)` replaces the instruction by `seq`.
type Rewrite = Result<Option<Vec<InstId>>, PassError>;

impl<'f> Legalizer<'f> {
    fn new(f: &'f mut Function, st: Subtarget) -> Legalizer<'f> {
        let n = f.insts.len();
        // Room for what rewrites add, made before this run's tables exist: grown later, the
        // arena would be copied while those tables sit past it, and the memory it left could
        // not be reused for them. Nothing to do after `parse_for_passes`, which left room;
        // this serves a function parsed or built otherwise.
        f.insts.reserve_exact(n / 4);
        // Each instruction's block, each register's defining instruction (as
        // `Function::def_map`) and whether any instruction calls an intrinsic, in one walk.
        let mut info = with_room(n, InstInfo::new(BlockId(0)));
        let mut regs = with_room(f.vregs.len(), RegInfo::NONE);
        // With room for rewrites redefining a register (the bench kernel has one per 39
        // instructions): grown by doubling late in the run, this list opened fresh allocator
        // pages past the rest of the heap.
        let mut redefined = Vec::with_capacity(n / 16);
        let mut intrinsics = false;
        for (b, block) in f.blocks.iter().enumerate() {
            for &i in &block.insts {
                info[i.index()].block = BlockId(b as u32);
                let inst = &f.insts[i.index()];
                intrinsics |= matches!(inst.opcode, Opcode::Generic(G::G_INTRINSIC | G::G_INTRINSIC_W_SIDE_EFFECTS));
                for op in &inst.operands {
                    if let Some(r) = op.as_reg()
                        && r.is_def()
                        && let Some(v) = r.reg.vreg()
                        && let Some(slot) = regs.get_mut(v.index())
                    {
                        if slot.def != RegInfo::NO_INST {
                            redefined.push(slot.def);
                        }
                        slot.def = i;
                    }
                }
            }
        }
        let ieee = f
            .raw_header("machineFunctionInfo")
            .is_some_and(|m| m.lines().any(|l| l.trim().strip_prefix("ieee:").is_some_and(|v| v.trim() == "true")));
        Legalizer {
            f,
            st,
            info,
            original: n,
            groups: {
                let mut g = Vec::with_capacity(n / 8 + 1);
                g.push(Group::default());
                g
            },
            regs,
            redefined,
            intrinsics,
            deferred: Vec::new(),
            cur: InstId(0),
            seq: Vec::new(),
            ieee,
            module_ir: None,
            lds: std::collections::HashMap::new(),
            table: OpcodeTable::for_cpu(st.cpu),
            carriers: TypeCarriers::all(),
            recent: vec![std::cell::Cell::new((LegalKey::NONE, false)); RECENT],
            plans: std::cell::RefCell::default(),
        }
    }

    fn run(&mut self) -> Result<(), PassError> {
        // The walk for the control-flow intrinsics costs 0.38M instructions on the
        // 20,000-instruction bench kernel, which has none.
        if self.intrinsics {
            self.lower_control_flow()?;
        }
        // By position: visiting places new instructions through the groups and leaves the
        // block lists as they are, so no copy of them is needed.
        for b in 0..self.f.blocks.len() {
            for pos in 0..self.f.blocks[b].insts.len() {
                let id = self.f.blocks[b].insts[pos];
                if !self.settled(id) {
                    self.visit(id, 0)?;
                }
            }
        }
        self.combine_deferred()?;
        self.rebuild_layout();
        self.remove_dead();
        self.check()
    }

    // -----------------------------------------------------------------------------------------
    // Types and legality
    // -----------------------------------------------------------------------------------------

    fn ty(&self, v: VReg) -> Option<Llt> {
        self.f.vreg_type(v)
    }

    fn inst(&self, id: InstId) -> &Inst {
        self.f.inst(id)
    }

    /// The LLT of each type index, as the legality table keys them.
    fn type_indices(&self, inst: &Inst) -> SmallVec<[Option<Llt>; 3]> {
        self.f.type_indices(inst)
    }

    /// The memory size of a load or store, for the table.
    fn mem_bits(inst: &Inst) -> Option<u64> {
        inst.memops.first().and_then(|m| m.size.bits())
    }

    /// The legality table of `g` on this subtarget, built the first time it is asked for.
    #[inline]
    fn opcode_table(&self, g: GenericOpcode) -> Option<&'static OpcodeTable> {
        let cpu = self.st.cpu;
        self.table.get(g as usize).map(|t| t.get_or_init(|| OpcodeTable::build(cpu, g)))
    }

    /// The table's entries for `g` on this subtarget, in table order.
    fn entries(&self, g: GenericOpcode) -> &'static [&'static LegalEntry] {
        self.opcode_table(g).map_or(&[], |t| t.entries.as_slice())
    }

    /// Is instruction `id` legal per the table? Remembered per instruction (its [`state`]):
    /// what decides it (the instruction, its registers' types) does not change once the
    /// instruction exists, until [`Legalizer::apply_aliases_and_count_uses`] rewrites operands
    /// (and forgets those instructions).
    #[inline(always)]
    fn is_legal_id(&self, id: InstId) -> bool {
        match self.known_legality(id) {
            Some(legal) => legal,
            None => self.learn_legality(id),
        }
    }

    /// `id`'s legality if it has been asked before: one load of its bits (the question is
    /// asked of every instruction, and most often answered here).
    #[inline(always)]
    fn known_legality(&self, id: InstId) -> Option<bool> {
        let bits = self.info.get(id.index()).map_or(0, |i| i.state.get());
        (bits & state::KNOWN != 0).then_some(bits & state::LEGAL != 0)
    }

    /// [`Legalizer::is_legal_id`] the first time: asks the table and remembers the answer.
    /// (Apart, so that the remembered answers are a load and a compare at the call.)
    #[inline(never)]
    fn learn_legality(&self, id: InstId) -> bool {
        self.learn_legality_here(id)
    }

    /// [`Legalizer::learn_legality`], inlined where the worklist first meets an instruction
    /// (see [`Legalizer::settled`]).
    #[inline(always)]
    fn learn_legality_here(&self, id: InstId) -> bool {
        let inst = self.f.inst(id);
        let legal = match self.carried_question(inst) {
            Some((g, key)) => self.table_accepts(g, key, Self::mem_bits(inst)),
            None => self.is_legal_inst(inst),
        };
        let answer = if legal { state::KNOWN | state::LEGAL } else { state::KNOWN };
        self.update_state(id, answer, state::KNOWN | state::LEGAL);
        legal
    }

    /// The question [`Legalizer::is_legal_inst`] asks of most instructions: the opcode and the
    /// types read through its [`TypeCarriers`]; `None` where that function decides otherwise
    /// (no carriers: not a pre-isel generic opcode, an intrinsic, `G_UNMERGE_VALUES`; a missing
    /// operand or an untyped carrier). Inlined into [`Legalizer::learn_legality`] with the
    /// rest kept out of line, its frame has no room and saved registers for the rare paths:
    /// 4.2M -> 3.9M instructions for the questions of the 20,000-instruction bench kernel.
    #[inline(always)]
    fn carried_question(&self, inst: &Inst) -> Option<(GenericOpcode, TypeKey)> {
        let g = inst.opcode.generic()?;
        Some((g, self.carried_types(inst, g)?))
    }

    /// Is this instruction legal per the table? Non-generic instructions always are.
    #[inline(never)]
    fn is_legal_inst(&self, inst: &Inst) -> bool {
        let Some(g) = inst.opcode.generic() else { return true };
        if !g.is_pre_isel() {
            return true;
        }
        if matches!(g, G::G_INTRINSIC | G::G_INTRINSIC_W_SIDE_EFFECTS) {
            let Some(name) = intrinsic_name(inst) else { return false };
            return self.entries(g).iter().any(|e| e.intrinsic == Some(name));
        }
        let mem = Self::mem_bits(inst);
        // The common case: every type index read from the operand that first carries it.
        if let Some(key) = self.carried_types(inst, g) {
            return self.table_accepts(g, key, mem);
        }
        // Otherwise (a missing operand, an untyped first carrier) the signature walk decides.
        if g != G::G_UNMERGE_VALUES
            && let Some((types, count)) = self.f.first_type_indices(inst, g)
        {
            let mut key = [0; 3];
            for (w, t) in key.iter_mut().zip(&types[..count]) {
                let Some(t) = t else { return false };
                *w = t.key();
            }
            return self.table_accepts(g, key, mem);
        }
        let Some(types) = self.f.known_types(inst) else { return false };
        self.legal(g, &types, mem)
    }

    /// The types of `inst`'s type indices, packed, read through the opcode's [`TypeCarriers`];
    /// `None` where that does not answer as the signature walk would (the instruction lacks a
    /// fixed operand, or a first carrier has no type, where the walk looks further).
    #[inline(always)]
    fn carried_types(&self, inst: &Inst, g: GenericOpcode) -> Option<TypeKey> {
        let c = self.carriers.get(g as usize)?.as_ref()?;
        // The operands as a slice once: each `len` and `get` of the small vector would test
        // again whether it is inline.
        let ops = inst.operands.as_slice();
        if ops.len() < c.fixed {
            return None;
        }
        let mut key = [0; 3];
        for (w, &i) in key.iter_mut().zip(&c.first[..c.count]) {
            *w = self.ty(ops.get(i)?.as_vreg()?)?.key();
        }
        Some(key)
    }

    /// Is `opcode` with `types` legal (memory size `mem`)? (The same test as
    /// [`crate::target::patterns::is_legal`], on the indexed table.)
    fn legal(&self, g: GenericOpcode, types: &[Llt], mem: Option<u64>) -> bool {
        match type_key(types) {
            Some(key) => self.table_accepts(g, key, mem),
            // More types than a key holds (no opcode has them): ask the entries themselves.
            None => self.entries(g).iter().any(|e| e.types == types && (e.mem_bits.is_none() || e.mem_bits == mem)),
        }
    }

    /// Does the table have `g` with the types `key` and an access of `mem` bits? A function
    /// asks about the same few type tuples again and again: the last answer for each slot of a
    /// small direct-mapped memo is kept, and a hit costs a fraction of the search. (The hit
    /// is inlined into the callers; the search is apart.)
    #[inline]
    fn table_accepts(&self, g: GenericOpcode, key: TypeKey, mem: Option<u64>) -> bool {
        let q = LegalKey::packed(g, key, mem);
        let h = (q.fold().wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - RECENT.trailing_zeros())) as usize;
        let Some(slot) = self.recent.get(h) else { return false };
        let (known, answer) = slot.get();
        if known == q {
            return answer;
        }
        self.table_search(slot, q, g, key, mem)
    }

    /// [`Legalizer::table_accepts`] on a miss: searches the table and remembers the answer in
    /// `slot`.
    #[inline(never)]
    fn table_search(
        &self,
        slot: &std::cell::Cell<(LegalKey, bool)>,
        q: LegalKey,
        g: GenericOpcode,
        key: TypeKey,
        mem: Option<u64>,
    ) -> bool {
        let answer = self.opcode_table(g).is_some_and(|t| t.accepts(key, mem));
        slot.set((q, answer));
        answer
    }

    /// The types the table has at type index `idx` of `g`, among entries whose other indices
    /// agree with `fixed` where `fixed` says something.
    fn table_types_at(&self, g: GenericOpcode, idx: usize, fixed: &[Option<Llt>]) -> Vec<Llt> {
        let mut out: Vec<Llt> = Vec::new();
        for e in self.entries(g) {
            let Some(&t) = e.types.get(idx) else { continue };
            let agrees = fixed.iter().enumerate().all(|(i, f)| i == idx || f.is_none() || e.types.get(i) == f.as_ref());
            if agrees && !out.contains(&t) {
                out.push(t);
            }
        }
        out
    }

    /// The smallest scalar wider than `ty` that the table has at `idx` (given the other indices).
    fn widen_candidate(&self, g: GenericOpcode, idx: usize, ty: Llt, fixed: &[Option<Llt>]) -> Option<Llt> {
        self.table_types_at(g, idx, fixed)
            .into_iter()
            .filter(|t| t.is_scalar() && ty.is_scalar() && t.bits() > ty.bits())
            .min_by_key(|t| t.bits())
    }

    /// The widest scalar narrower than `ty` that the table has at `idx`.
    fn narrow_candidate(&self, g: GenericOpcode, idx: usize, ty: Llt, fixed: &[Option<Llt>]) -> Option<Llt> {
        self.table_types_at(g, idx, fixed)
            .into_iter()
            .filter(|t| t.is_scalar() && ty.is_scalar() && t.bits() < ty.bits())
            .max_by_key(|t| t.bits())
    }

    // -----------------------------------------------------------------------------------------
    // Placement
    // -----------------------------------------------------------------------------------------

    /// The group of `id`, made if it has none.
    fn group(&mut self, id: InstId) -> &mut Group {
        let mut g = self.info[id.index()].group;
        if g == 0 {
            g = self.groups.len() as u32;
            self.groups.push(Group::default());
            self.info[id.index()].group = g;
        }
        &mut self.groups[g as usize]
    }

    /// The group of `id`, if it has one.
    fn group_ref(&self, id: InstId) -> Option<&Group> {
        let g = self.info.get(id.index()).map_or(0, |i| i.group);
        if g == 0 { None } else { self.groups.get(g as usize) }
    }

    /// The group of `id`, if it has one, to change.
    fn group_mut(&mut self, id: InstId) -> Option<&mut Group> {
        let g = self.info.get(id.index()).map_or(0, |i| i.group);
        if g == 0 { None } else { self.groups.get_mut(g as usize) }
    }

    /// Replaces `id` by `seq` (which may contain `id` itself).
    fn replace(&mut self, id: InstId, seq: Vec<InstId>) {
        self.group(id).core = Some(seq);
    }

    fn insert_before(&mut self, at: InstId, new: InstId) {
        self.info[new.index()].block = self.info[at.index()].block;
        self.group(at).before.push(new);
    }

    fn insert_after(&mut self, at: InstId, new: InstId) {
        self.info[new.index()].block = self.info[at.index()].block;
        self.group(at).after.push(new);
    }

    /// Has `id` any of the [`state`] bits `bits`?
    #[inline]
    fn has_state(&self, id: InstId, bits: u8) -> bool {
        self.info.get(id.index()).is_some_and(|i| i.has(bits))
    }

    /// Clears `id`'s [`state`] bits `clear`, then sets `set`.
    #[inline]
    fn update_state(&self, id: InstId, set: u8, clear: u8) {
        if let Some(i) = self.info.get(id.index()) {
            i.update(set, clear);
        }
    }

    fn is_erased(&self, id: InstId) -> bool {
        self.has_state(id, state::ERASED)
    }

    fn erase(&mut self, id: InstId) {
        self.update_state(id, state::ERASED, 0);
    }

    /// Is `id` still part of the function (not erased, not replaced by something else)?
    fn is_live(&self, id: InstId) -> bool {
        !self.is_erased(id) && self.group_ref(id).is_none_or(|g| g.core.as_ref().is_none_or(|c| c.contains(&id)))
    }

    fn layout_into(&self, id: InstId, out: &mut Vec<InstId>) {
        match self.group_ref(id) {
            None => {
                if !self.is_erased(id) {
                    out.push(id);
                }
            }
            Some(g) => {
                for &b in &g.before {
                    self.layout_into(b, out);
                }
                match &g.core {
                    None => {
                        if !self.is_erased(id) {
                            out.push(id);
                        }
                    }
                    Some(seq) => {
                        for &s in seq {
                            if s == id {
                                if !self.is_erased(id) {
                                    out.push(id);
                                }
                            } else {
                                self.layout_into(s, out);
                            }
                        }
                    }
                }
                for &a in &g.after {
                    self.layout_into(a, out);
                }
            }
        }
    }

    /// Rebuilds every block's instruction list from the groups. The same walk, block by block
    /// while the block's instructions are at hand, makes every use of a folded register read
    /// what it stands for and gathers what dead-code removal needs (the registers' use counts,
    /// the instructions [`state::PLACED`]): one walk over the body instead of three.
    fn rebuild_layout(&mut self) {
        if self.regs.len() < self.f.vregs.len() {
            self.regs.resize(self.f.vregs.len(), RegInfo::NONE);
        }
        // Each block's new list reuses the emptied old list of the block before (the first
        // block's takes its own old list's capacity, if that holds it), reserved once at its
        // size: what the block had and what rewrites added to it (some of which were replaced
        // in turn). Fresh lists, or lists grown by doubling, each of a size the allocator had
        // not seen, opened fresh pages of heap: on the 20,000-instruction bench kernel a
        // fresh 2 MB page.
        let mut added = vec![0usize; self.f.blocks.len()];
        for i in self.info.get(self.original..).unwrap_or_default() {
            if let Some(n) = added.get_mut(i.block.index()) {
                *n += 1;
            }
        }
        let mut spare: Vec<InstId> = Vec::new();
        for b in self.f.block_ids() {
            let mut old = std::mem::take(&mut self.f.blocks[b.index()].insts);
            let mut out = std::mem::take(&mut spare);
            let need = old.len() + added[b.index()];
            out.reserve_exact(if out.capacity() == 0 && old.capacity() >= need { old.capacity() } else { need });
            for &id in &old {
                // Most instructions stay as they were: no group to walk.
                if self.info.get(id.index()).is_some_and(|i| i.group == 0 && !i.has(state::ERASED)) {
                    out.push(id);
                } else {
                    self.layout_into(id, &mut out);
                }
            }
            for &id in &out {
                self.apply_aliases_and_count_uses(id);
            }
            self.f.blocks[b.index()].insts = out;
            old.clear();
            spare = old;
        }
        // The groups are spent: nothing is placed through them after this.
        self.groups = Vec::new();
    }

    // -----------------------------------------------------------------------------------------
    // Building instructions
    // -----------------------------------------------------------------------------------------

    /// Adds an instruction to the arena (not yet placed), recording its defs.
    #[inline]
    fn add(&mut self, mut inst: Inst, loc: SourceLoc, block: BlockId) -> InstId {
        inst.loc = loc;
        // The number the arena gives it next (its defs are recorded before it moves there).
        let id = InstId(self.f.insts.len() as u32);
        for v in inst.defined_vregs() {
            let old = std::mem::replace(&mut self.reg_mut(v).def, id);
            if old != RegInfo::NO_INST {
                self.redefined.push(old);
            }
        }
        let added = self.f.add_inst(inst);
        debug_assert_eq!(added, id);
        self.info.push(InstInfo::new(block));
        id
    }

    /// Starts a rewrite of `id`.
    fn begin(&mut self, id: InstId) {
        self.cur = id;
        self.seq.clear();
    }

    /// Ends a rewrite: what was emitted since [`Legalizer::begin`]. (A copy of exactly that
    /// size: the buffer stays for the next rewrite, which would otherwise grow a new one.)
    fn end(&mut self) -> Option<Vec<InstId>> {
        Some(self.seq.clone())
    }

    fn new_reg(&mut self, ty: Llt) -> VReg {
        let v = self.f.new_vreg(RegConstraint::None, Some(ty));
        self.reg_mut(v);
        v
    }

    /// Emits an instruction at the current rewrite's place.
    fn emit_inst(&mut self, inst: Inst) -> InstId {
        let loc = self.f.inst(self.cur).loc;
        let block = self.info[self.cur.index()].block;
        let id = self.add(inst, loc, block);
        self.seq.push(id);
        id
    }

    /// Emits `opcode` defining `defs` from `uses`.
    fn emit(&mut self, opcode: impl Into<Opcode>, defs: &[VReg], uses: &[Operand]) -> InstId {
        let mut inst = Inst::new(opcode);
        inst.operands.extend(defs.iter().map(|&d| Operand::vreg_def(d)));
        inst.operands.extend(uses.iter().copied());
        self.emit_inst(inst)
    }

    /// Emits `opcode` with flags defining `defs` from `uses`.
    fn emit_flags(&mut self, opcode: impl Into<Opcode>, flags: MiFlags, defs: &[VReg], uses: &[Operand]) -> InstId {
        let id = self.emit(opcode, defs, uses);
        self.f.inst_mut(id).flags = flags;
        id
    }

    /// Emits `opcode` with one new def of type `ty`; returns the def.
    fn op(&mut self, opcode: impl Into<Opcode>, ty: Llt, uses: &[Operand]) -> VReg {
        let d = self.new_reg(ty);
        self.emit(opcode, &[d], uses);
        d
    }

    /// Like [`Legalizer::op`], with instruction flags.
    fn op_flags(&mut self, opcode: impl Into<Opcode>, flags: MiFlags, ty: Llt, uses: &[Operand]) -> VReg {
        let d = self.new_reg(ty);
        self.emit_flags(opcode, flags, &[d], uses);
        d
    }

    /// `G_CONSTANT` of `ty` (a scalar or pointer).
    fn cst(&mut self, ty: Llt, value: i64) -> VReg {
        let bits = u16::try_from(ty.bits()).unwrap_or(64);
        self.op(G::G_CONSTANT, ty, &[Operand::cimm(bits, sext_to(value, u32::from(bits)))])
    }

    /// `dst`, a scalar wider than 64 bits, from `parts` of type `part`: a `G_BUILD_VECTOR`
    /// bitcast to the scalar (the table has no wide `G_MERGE_VALUES`).
    fn bitcast_vector_to(&mut self, dst: VReg, part: Llt, parts: &[Operand]) {
        let v = self.op(G::G_BUILD_VECTOR, Llt::vector(parts.len() as u16, part), parts);
        self.emit(G::G_BITCAST, &[dst], &[r(v)]);
    }

    /// `G_FCONSTANT` of `ty` with the IEEE encoding `bits`.
    fn fcst(&mut self, ty: Llt, bits: u64) -> VReg {
        let kind = match ty.bits() {
            16 => crate::mir::FpKind::Half,
            64 => crate::mir::FpKind::Double,
            _ => crate::mir::FpKind::Float,
        };
        self.op(G::G_FCONSTANT, ty, &[Operand::fp_imm(kind, bits)])
    }

    /// Converts the scalar `v` to `to` bits: extension of kind `ext`, or truncation.
    fn convert(&mut self, v: VReg, to: Llt, ext: Ext) -> VReg {
        let Some(from) = self.ty(v) else { return v };
        if from == to {
            return v;
        }
        if from.bits() > to.bits() { self.op(G::G_TRUNC, to, &[r(v)]) } else { self.op(ext.opcode(), to, &[r(v)]) }
    }

    /// Splits `v` into `n` pieces of type `piece`.
    fn unmerge(&mut self, v: VReg, piece: Llt, n: usize) -> Vec<VReg> {
        let parts: Vec<VReg> = (0..n).map(|_| self.new_reg(piece)).collect();
        self.emit(G::G_UNMERGE_VALUES, &parts, &[r(v)]);
        parts
    }

    /// Joins `parts` into `dst` with the artifact that fits the types: `G_MERGE_VALUES` for a
    /// scalar, `G_BUILD_VECTOR` for a vector of the part type, `G_CONCAT_VECTORS` for vectors.
    fn join_into(&mut self, dst: VReg, parts: &[VReg]) {
        let dty = self.ty(dst);
        let pty = parts.first().and_then(|&p| self.ty(p));
        let opc = match (dty, pty) {
            (Some(d), Some(p)) if d.is_vector() && p.is_vector() => G::G_CONCAT_VECTORS,
            (Some(d), _) if d.is_vector() => G::G_BUILD_VECTOR,
            _ => G::G_MERGE_VALUES,
        };
        let uses: SmallVec<[Operand; 4]> = parts.iter().map(|&p| r(p)).collect();
        self.emit(opc, &[dst], &uses);
    }

    // -----------------------------------------------------------------------------------------
    // The worklist
    // -----------------------------------------------------------------------------------------

    /// Would [`Legalizer::visit`] leave `id` as it is without a rule to try: erased or replaced,
    /// not a generic instruction before selection, or legal, neither an artifact nor an opcode
    /// with a custom rule? Most of a body is; the worklist asks this inline, and calls
    /// `visit` for the rest (asking the same in the same order, with the same answers).
    /// Calling `visit` for all of them (its frame, its `Result`, the legality question out of
    /// line) cost 0.55M instructions more on the 20,000-instruction bench kernel.
    #[inline(always)]
    fn settled(&self, id: InstId) -> bool {
        if !self.is_live(id) {
            return true;
        }
        let Some(g) = self.inst(id).opcode.generic() else { return true };
        if !g.is_pre_isel() {
            return true;
        }
        if is_artifact(g) {
            // A cast its fold declines (see `Legalizer::cast_declined`): `visit` would only ask
            // its legality (and defer it if illegal, which `visit` is left to do). Asked here,
            // the 3,210 such casts of the 20,000-instruction bench kernel (of 3,395) cost 0.39M
            // instructions less.
            return matches!(g, G::G_ANYEXT | G::G_ZEXT | G::G_SEXT | G::G_TRUNC) && self.cast_declined(id) && self.is_legal_here(id);
        }
        if self.custom_rule_may_apply(g, id) {
            return false;
        }
        self.is_legal_here(id)
    }

    /// [`Legalizer::is_legal_id`] with the question inlined, for [`Legalizer::settled`]. (Not
    /// in `visit`: there it made the frame of every call larger, 0.24M instructions more.)
    #[inline(always)]
    fn is_legal_here(&self, id: InstId) -> bool {
        match self.known_legality(id) {
            Some(legal) => legal,
            None => self.learn_legality_here(id),
        }
    }

    /// Legalizes one instruction and, depth-first, what replaced it.
    fn visit(&mut self, id: InstId, depth: u32) -> Result<(), PassError> {
        if !self.is_live(id) {
            return Ok(());
        }
        let Some(g) = self.inst(id).opcode.generic() else { return Ok(()) };
        if !g.is_pre_isel() {
            return Ok(());
        }
        if depth > MAX_DEPTH {
            return Err(self.illegal(id, "its rewrites do not end"));
        }
        let seq = if is_artifact(g) {
            match self.combine(id)? {
                Some(seq) => Some(seq),
                None => {
                    if !self.is_legal_id(id) {
                        self.deferred.push(id);
                    }
                    return Ok(());
                }
            }
        } else {
            match self.custom(id)? {
                Some(seq) => Some(seq),
                None if self.is_legal_id(id) => return Ok(()),
                None => match self.rewrite(id)? {
                    Some(seq) => Some(seq),
                    // Maybe dead once its users are rewritten (an undef vector a shuffle read);
                    // the final check reports it otherwise.
                    None => return Ok(()),
                },
            }
        };
        if let Some(seq) = seq {
            // The order to visit in, copied inline: the sequence itself goes to the group.
            let order: SmallVec<[InstId; 8]> = SmallVec::from_slice(&seq);
            self.replace(id, seq);
            for n in order {
                if n != id {
                    self.visit(n, depth + 1)?;
                } else if depth < MAX_DEPTH {
                    // Rewritten in place: look at it again.
                    self.visit_in_place(id, depth + 1)?;
                }
            }
        }
        Ok(())
    }

    /// Revisits an instruction a rule changed in place (it must not have been replaced).
    fn visit_in_place(&mut self, id: InstId, depth: u32) -> Result<(), PassError> {
        if let Some(g) = self.group_mut(id) {
            g.core = None;
        }
        self.visit(id, depth)
    }

    /// Retries deferred artifacts until nothing changes, then legalizes what is left on its own.
    fn combine_deferred(&mut self) -> Result<(), PassError> {
        loop {
            let mut progress = false;
            let list = std::mem::take(&mut self.deferred);
            let mut still = Vec::new();
            for id in list {
                if !self.is_live(id) {
                    continue;
                }
                match self.combine(id)? {
                    Some(seq) => {
                        progress = true;
                        self.replace(id, seq.clone());
                        for n in seq {
                            if n != id {
                                self.visit(n, 1)?;
                            }
                        }
                    }
                    None => still.push(id),
                }
            }
            still.append(&mut self.deferred);
            self.deferred = still;
            if !progress {
                break;
            }
        }
        // What no fold removed: legalize it on its own, unless nothing uses it. (The use
        // counts are of the body before any of these is lowered; made only if one needs them.)
        let mut uses: Option<Vec<u32>> = None;
        let list = std::mem::take(&mut self.deferred);
        for id in list {
            if !self.is_live(id) || self.is_legal_id(id) {
                continue;
            }
            let uses = uses.get_or_insert_with(|| self.live_use_counts());
            let used = self.inst(id).defined_vregs().any(|v| uses.get(v.index()).copied().unwrap_or(0) > 0);
            if !used {
                continue;
            }
            if let Some(seq) = self.lower_artifact(id)? {
                self.replace(id, seq.clone());
                for n in seq {
                    if n != id {
                        self.visit(n, 1)?;
                    }
                }
            }
        }
        if !self.deferred.is_empty() {
            // Lowering produced artifacts that could not be folded yet; one more round.
            let again = std::mem::take(&mut self.deferred);
            for id in again {
                if let Some(seq) = self.combine(id)? {
                    self.replace(id, seq.clone());
                    for n in seq {
                        if n != id {
                            self.visit(n, 1)?;
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Use counts of every register over the current placement (aliases resolved).
    fn live_use_counts(&self) -> Vec<u32> {
        let mut counts = vec![0u32; self.f.vregs.len()];
        for b in self.f.block_ids() {
            let mut ids = Vec::new();
            for &id in &self.f.blocks[b.index()].insts {
                self.layout_into(id, &mut ids);
            }
            for id in ids {
                for v in self.f.inst(id).used_vregs() {
                    let v = self.resolve(v);
                    if let Some(c) = counts.get_mut(v.index()) {
                        *c += 1;
                    }
                }
            }
        }
        counts
    }

    // -----------------------------------------------------------------------------------------
    // Aliases, dead code, the final check
    // -----------------------------------------------------------------------------------------

    /// The register `v` stands for after folds.
    fn resolve(&self, v: VReg) -> VReg {
        resolve_in(&self.regs, v)
    }

    /// Makes uses of `from` read `to` (same type). Registers with a class stay, with a copy.
    fn alias_to(&mut self, from: VReg, to: VReg) {
        let to = self.resolve(to);
        if from == to {
            return;
        }
        self.reg_mut(from).alias = to;
    }

    /// Makes every use of a folded register in `id`, a placed instruction, read what it stands
    /// for, counts the uses after that and marks `id` [`state::PLACED`]. A register's record is
    /// read once for both (it is its own target unless it has an alias): this runs for every
    /// operand of the body, and the separate lookups cost 0.4M instructions more on the
    /// 20,000-instruction bench kernel.
    fn apply_aliases_and_count_uses(&mut self, id: InstId) {
        let Some(info) = self.info.get(id.index()) else { return };
        info.update(state::PLACED, 0);
        let Some(inst) = self.f.insts.get_mut(id.index()) else { return };
        let mut changed = false;
        for op in &mut inst.operands {
            let Some(reg) = op.as_reg_mut() else { continue };
            if reg.is_def() {
                continue;
            }
            let Some(v) = reg.reg.vreg() else { continue };
            let Some(r) = self.regs.get_mut(v.index()) else { continue };
            if r.alias == RegInfo::NO_VREG {
                r.uses += 1;
                continue;
            }
            let to = resolve_in(&self.regs, v);
            if to != v {
                reg.reg = crate::mir::Reg::Virt(to);
                changed = true;
            }
            if let Some(r) = self.regs.get_mut(to.index()) {
                r.uses += 1;
            }
        }
        if changed {
            // Its legality is asked again.
            info.update(0, state::KNOWN | state::LEGAL);
        }
    }

    /// Removes instructions without side effects whose results nobody reads, each removal
    /// retrying the instructions defining what the removed one read (a use count that fell to
    /// zero). A removed instruction is no longer [`state::PLACED`]. Where every placed
    /// instruction is the recorded definition of the registers it defines (none of the
    /// [`Legalizer::redefined`] is placed: the SSA form of a legalizer's input, kept by the
    /// rewrites), the candidates are found through the registers nobody reads, which costs a
    /// fraction of testing every instruction (2.6M -> 1.7M instructions on the 20,000-instruction
    /// bench kernel); otherwise by testing every instruction in layout order. Either order
    /// removes the same instructions: a removal never makes another instruction live.
    fn remove_dead(&mut self) {
        let mut work: Vec<InstId> = Vec::new();
        let defs_exact = self.redefined.iter().all(|&id| !self.is_placed(id));
        if defs_exact {
            for v in 0..self.regs.len() {
                let r = self.regs[v];
                if r.uses == 0 && r.def != RegInfo::NO_INST {
                    work.push(r.def);
                    self.remove_dead_from(&mut work);
                }
            }
        } else {
            for b in 0..self.f.blocks.len() {
                for pos in 0..self.f.blocks[b].insts.len() {
                    work.push(self.f.blocks[b].insts[pos]);
                    self.remove_dead_from(&mut work);
                }
            }
        }
        let info = &self.info;
        for b in &mut self.f.blocks {
            b.insts.retain(|id| info.get(id.index()).is_some_and(|i| i.has(state::PLACED)));
        }
    }

    /// Removes what `work` holds that is dead, and what that leaves dead, until `work` is empty.
    fn remove_dead_from(&mut self, work: &mut Vec<InstId>) {
        while let Some(id) = work.pop() {
            if self.is_trivially_dead(id) {
                self.remove_unused(id, work);
            }
        }
    }

    /// Takes the dead instruction `id` out of the body and lowers the use counts of what it
    /// reads; adds to `work` the instructions defining those no longer read.
    fn remove_unused(&mut self, id: InstId, work: &mut Vec<InstId>) {
        self.update_state(id, 0, state::PLACED);
        for v in self.f.inst(id).used_vregs() {
            if let Some(r) = self.regs.get_mut(v.index()) {
                r.uses = r.uses.saturating_sub(1);
                if r.uses == 0
                    && let Some(d) = self.def(v)
                    && self.is_placed(d)
                {
                    work.push(d);
                }
            }
        }
    }

    /// Is `id` in the body (see [`state::PLACED`])?
    fn is_placed(&self, id: InstId) -> bool {
        self.has_state(id, state::PLACED)
    }

    /// Is `id` in the body, and removable: without side effects and with results nobody reads?
    fn is_trivially_dead(&self, id: InstId) -> bool {
        if !self.is_placed(id) {
            return false;
        }
        let inst = self.f.inst(id);
        let Some(g) = inst.opcode.generic() else { return false };
        // The results first: nearly every instruction has one that is read.
        let mut any_def = false;
        for op in &inst.operands {
            let Some(reg) = op.as_reg() else { continue };
            if !reg.is_def() {
                continue;
            }
            any_def = true;
            // A result that is read keeps the instruction, whatever its register.
            let Some(v) = reg.reg.vreg() else { return false };
            if self.regs.get(v.index()).is_some_and(|r| r.uses > 0) {
                return false;
            }
            if self.f.vreg(v).constraint != RegConstraint::None && g != G::COPY {
                return false;
            }
        }
        if !any_def {
            return false;
        }
        let pure = matches!(g, G::COPY | G::IMPLICIT_DEF | G::PHI | G::G_PHI)
            || (g.is_pre_isel()
                && !matches!(
                    g,
                    G::G_STORE
                        | G::G_LOAD
                        | G::G_INTRINSIC_W_SIDE_EFFECTS
                        | G::G_BR
                        | G::G_BRCOND
                        | G::G_BRINDIRECT
                        | G::G_BRJT
                        | G::G_ZEXTLOAD
                        | G::G_SEXTLOAD
                ));
        let volatile_load = matches!(g, G::G_LOAD | G::G_ZEXTLOAD | G::G_SEXTLOAD)
            && inst.memops.iter().any(|m| m.flags.iter().any(|f| f.as_str() == "volatile") || !m.ordering.is_empty());
        let load_ok = matches!(g, G::G_LOAD | G::G_ZEXTLOAD | G::G_SEXTLOAD) && !volatile_load;
        // An atomic writes memory whether or not its old value is read.
        let writes = inst.memops.iter().any(|m| m.access != crate::mir::MemAccess::Load);
        (pure || load_ok) && !writes
    }

    /// The final check: every generic instruction is legal.
    fn check(&self) -> Result<(), PassError> {
        for b in &self.f.blocks {
            for &id in &b.insts {
                if !self.is_legal_id(id) {
                    let inst = self.f.inst(id);
                    return Err(PassError::at(format!("unable to legalize {}", self.describe(inst)), inst.loc));
                }
            }
        }
        Ok(())
    }

    /// The opcode, intrinsic and types of an instruction, for messages.
    fn describe(&self, inst: &Inst) -> String {
        let name = match inst.opcode {
            Opcode::Generic(g) => g.name().to_string(),
            Opcode::Target(t) => t.name().to_string(),
            Opcode::Unknown(s) => s.to_string(),
        };
        let mut s = format!("`{name}`");
        if let Some(i) = intrinsic_name(inst) {
            s.push_str(&format!(" of `@{i}`"));
        }
        let types: Vec<String> =
            self.type_indices(inst).iter().map(|t| t.map_or_else(|| "untyped".to_string(), |t| t.to_string())).collect();
        if !types.is_empty() {
            s.push_str(&format!(" with type {}", types.join(", ")));
        }
        if let Some(bits) = Self::mem_bits(inst)
            && inst.memops.len() == 1
        {
            let space = inst.memops[0].addrspace;
            s.push_str(&format!(" and a {bits}-bit access to address space {space}"));
        }
        let line = inst.loc.line;
        if line != 0 {
            s.push_str(&format!(" (line {line})"));
        }
        s
    }

    fn illegal(&self, id: InstId, why: &str) -> PassError {
        let inst = self.inst(id);
        // Rewrites keep the location of the instruction they came from.
        PassError::at(format!("unable to legalize {}: {why}", self.describe(inst)), inst.loc)
    }

    // -----------------------------------------------------------------------------------------
    // Lookups through the function
    // -----------------------------------------------------------------------------------------

    /// The live instruction defining `v` (after aliases), looking through generic copies of the
    /// same type.
    fn def_of(&self, v: VReg) -> Option<(VReg, InstId)> {
        let mut v = self.resolve(v);
        for _ in 0..8 {
            let id = self.def(v)?;
            if !self.is_live(id) {
                return None;
            }
            let inst = self.f.inst(id);
            if inst.opcode == Opcode::Generic(G::COPY)
                && let Some(src) = inst.operands.get(1).and_then(Operand::as_vreg)
                && inst.operands.get(1).and_then(Operand::as_reg).is_some_and(|r| r.subreg.is_none())
                && self.ty(src).is_some()
                && self.ty(src) == self.ty(v)
                && self.f.vreg(src).constraint == RegConstraint::None
            {
                v = self.resolve(src);
                continue;
            }
            return Some((v, id));
        }
        None
    }

    /// The value of a `G_CONSTANT` defining `v`, if any.
    fn const_value(&self, v: VReg) -> Option<i64> {
        let (_, id) = self.def_of(v)?;
        let inst = self.f.inst(id);
        match inst.opcode {
            Opcode::Generic(G::G_CONSTANT) => inst.operands.get(1)?.as_imm(),
            _ => None,
        }
    }

    /// What the run keeps about `v`, the table grown to hold it.
    #[inline]
    fn reg_mut(&mut self, v: VReg) -> &mut RegInfo {
        if self.regs.len() <= v.index() {
            self.regs.resize(v.index() + 1, RegInfo::NONE);
        }
        &mut self.regs[v.index()]
    }

    /// The instruction defining `v` (none for a register no instruction defines).
    fn def(&self, v: VReg) -> Option<InstId> {
        self.regs.get(v.index()).map(|r| r.def).filter(|&d| d != RegInfo::NO_INST)
    }

    /// The register of operand `i` of `id`.
    fn reg_at(&self, id: InstId, i: usize) -> Option<VReg> {
        self.f.inst(id).operands.get(i).and_then(Operand::as_vreg)
    }
}

/// `n` copies of `x`, with room for a quarter more: rewrites add instructions and registers,
/// and a table grown past its exact size would be copied.
fn with_room<T: Clone>(n: usize, x: T) -> Vec<T> {
    let mut v = Vec::with_capacity(n + n / 4);
    v.resize(n, x);
    v
}

/// The register `v` stands for after folds, by the aliases in `regs` (see
/// [`Legalizer::resolve`]).
fn resolve_in(regs: &[RegInfo], mut v: VReg) -> VReg {
    for _ in 0..64 {
        match regs.get(v.index()).map(|r| r.alias).filter(|&n| n != RegInfo::NO_VREG) {
            Some(n) => v = n,
            None => break,
        }
    }
    v
}

/// `r(v)`: a use of `v`.
fn r(v: VReg) -> Operand {
    Operand::vreg(v)
}

/// Sign-extends the low `bits` of `v`.
fn sext_to(v: i64, bits: u32) -> i64 {
    if bits >= 64 || bits == 0 { v } else { (v << (64 - bits)) >> (64 - bits) }
}

/// The intrinsic a `G_INTRINSIC*` calls (name without `@`).
fn intrinsic_name(inst: &Inst) -> Option<&'static str> {
    inst.operands.iter().find_map(|o| match o {
        Operand::Intrinsic(s) => Some(s.as_str()),
        _ => None,
    })
}

/// Legalization artifacts: the casts and merges that rewrites leave between values, folded
/// into their inputs rather than legalized on their own.
fn is_artifact(g: GenericOpcode) -> bool {
    matches!(
        g,
        G::G_TRUNC
            | G::G_ZEXT
            | G::G_SEXT
            | G::G_ANYEXT
            | G::G_MERGE_VALUES
            | G::G_UNMERGE_VALUES
            | G::G_BUILD_VECTOR
            | G::G_CONCAT_VECTORS
    )
}

/// The kind of each operand of a fixed-signature generic instruction (defs, then uses).
fn operand_kinds(g: GenericOpcode) -> SmallVec<[OpKind; 6]> {
    let sig = g.signature();
    sig.defs.iter().chain(sig.uses).copied().collect()
}

/// A memory operand for `bits` bits at `offset` bytes into `m` (alignment and offset adjusted).
fn mem_piece(m: &MemOperand, bits: u64, offset: u64, ty: Option<Llt>) -> MemOperand {
    let mut p = m.clone();
    p.size = match ty {
        Some(t) => crate::mir::MemSize::Type(t),
        None => crate::mir::MemSize::Type(Llt::Scalar(u16::try_from(bits).unwrap_or(32))),
    };
    p.offset = m.offset + offset as i64;
    let align = m.align.unwrap_or_else(|| (m.size.bits().unwrap_or(8) / 8).max(1));
    if offset != 0 {
        // The piece is aligned to the largest power of two dividing both.
        let piece_align = 1u64 << (offset.trailing_zeros().min(align.trailing_zeros()));
        p.base_align = Some(m.base_align.unwrap_or(align));
        p.align = Some(piece_align.min(align));
    }
    p
}

/// Flags worth keeping on instructions built from `flags` (fast-math flags; `nuw`/`nsw` do not
/// survive a change of width).
fn fp_flags(flags: MiFlags) -> MiFlags {
    flags
        & (MiFlags::NNAN
            | MiFlags::NINF
            | MiFlags::NSZ
            | MiFlags::ARCP
            | MiFlags::CONTRACT
            | MiFlags::AFN
            | MiFlags::REASSOC
            | MiFlags::NOFPEXCEPT)
}
