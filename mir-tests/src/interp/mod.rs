//! An interpreter for generic (pre-selection) MIR: runs one [`Function`] as one wave of 64 or
//! 32 lanes under an exec mask, the way an AMDGPU runs the code llc-14 makes from it, so that
//! two stages of a function can be run on the same inputs and compared ([`crate::equiv`]).
//!
//! # State
//!
//! - Every virtual register holds one [`Val`] per lane; an `s1` holds one bit per lane (a
//!   lane mask is the set of lanes whose bit is 1). A value has a width and a per-bit poison
//!   mark (see [`Val`]); a lane of a register nothing wrote is all poison.
//! - Physical registers are 32-bit units per lane. The caller gives per-lane values for
//!   `$vgprN` and one value for `$sgprN` ([`Inputs`]); `COPY` into a physical register writes it.
//! - Memory is a sparse byte map per address space ([`memory::Space`]), little-endian, whose
//!   unwritten bytes hold a deterministic pseudo-random content chosen by [`Inputs::memory_seed`].
//! - `exec` (the active lanes) and `live` (the lanes no `llvm.amdgcn.kill` removed).
//!
//! # Which lanes an instruction writes
//!
//! An instruction computes and writes its results in the active lanes only, as a VALU
//! instruction does; lanes that are off keep what they had, which is what gives each lane the
//! value of its own last iteration after a divergent loop. Values that are by construction the
//! same in every lane and live in SGPRs are written to every lane, as a SALU instruction writes
//! the whole register: `G_CONSTANT`, `G_FCONSTANT`, `G_IMPLICIT_DEF`, copies of `$sgpr`
//! live-ins, `kernarg.segment.ptr`, `workgroup.id.*`, `readfirstlane`, and the lane masks and
//! branch flags the control-flow intrinsics produce (and phis and copies of those masks).
//!
//! # Control flow, as llc-14 lowers it (SILowerControlFlow)
//!
//! Structured control flow is the exec-mask protocol of `llvm.amdgcn.if/else/if.break/loop/
//! end.cf` (IRTranslator output), or of the `SI_IF`/`SI_ELSE`/`SI_LOOP` pseudos the legalizer
//! makes of them; both forms run identically:
//!
//! - `if(c)`: the new exec is `exec & c`; the mask result is `exec & !c` (the lanes to
//!   re-enable later); the flag result is "some lane is active". `SI_IF` branches to its target
//!   when no lane is active.
//! - `else(saved)` is lowered in two halves: at the *start* of its block (before the phis)
//!   `exec |= saved`, remembering the old exec `then`; at the instruction, the mask result is
//!   `exec & then`, the new exec `exec & !then`, the flag "some lane is active".
//! - `if.break(c, m)` = `m | (c & exec)`.
//! - `loop(m)`: the new exec is `exec & !m`; the flag result is "no lane is left" (the
//!   loop is done). `SI_LOOP` branches back to its target while a lane is left.
//! - `end.cf(m)`: `exec |= m`, at the start of its block (before the phis' copies), unless
//!   `m` is defined there by a non-phi instruction, in which case at the instruction.
//! - The exec change of `if`, `else` and `loop` takes effect when the block is left, after
//!   the phi copies of the outgoing edges: those are terminators in the lowered code, and phi
//!   elimination puts its copies before the terminators.
//!
//! A phi is the pair of copies phi elimination makes of it: leaving a block, every phi of
//! every successor that names the block copies its incoming value into the phi's slot, in the
//! lanes active there; entering a block, each phi copies its slot into its register in the lanes
//! active after the block's prologue (`end.cf`, first half of `else`). Lane-mask phis copy all
//! lanes. This is what makes the values of a structurized join right for every lane, whichever
//! path the wave took.
//!
//! `G_BRCOND` on any other condition is a uniform branch: the active lanes must agree
//! ([`InterpError::DivergentBranch`] otherwise). With no lane active (after a `kill` of every
//! active lane), it takes the condition's value if every lane holds the same one.
//!
//! `llvm.amdgcn.kill(c)` removes the active lanes where `c` is false from `exec` and `live`;
//! when no lane is live the wave ends ([`End::AllLanesKilled`]), as llc-14's early termination
//! does (llc also exports null in a pixel shader then; that export is not recorded).
//!
//! # Values
//!
//! `G_IMPLICIT_DEF` is the value 0 in every bit, marked poison. `G_ANYEXT` is a zero
//! extension whose new bits are defined. Integer ops wrap; division by zero, signed overflow
//! of `G_SDIV`/`G_SREM`, shifts by the width or more and float-to-int conversions out of range
//! give poison, as in LLVM. Floats are IEEE (f16 via `half`), round to nearest even, denormals
//! kept (the corpus' default mode), NaN results canonical. `llvm.amdgcn.rcp` and
//! `G_AMDGPU_RCP_IFLAG` are correctly rounded `1/x` (or off by [`Inputs::rcp_ulps`]). The legalizer's `G_FDIV` expansion is
//! modelled at the level of its contract rather than bit by bit: `div.scale` returns its
//! selected operand unscaled (flag 0), `div.fmas` is an fma (scaled by 2^32 or 2^64 where its flag is set, as V_DIV_FMAS), and `div.fixup(q, d, n)` is the
//! correctly rounded `n / d` (what the hardware sequence computes); so the interpreter checks
//! what flows into the expansion, not its Newton-Raphson steps. `G_FREM` and `G_FPOWI` mean
//! what llc-14 makes of them: `fma(-trunc(x / y), y, x)` and `exp2(log2(x) * sitofp(n))` with the
//! DX9 multiply. `llvm.amdgcn.s.barrier` is a no-op (one
//! wave). `G_FRAME_INDEX %stack.N` is the private address `(N + 1) * 0x10000` of each lane;
//! `G_GLOBAL_VALUE` of an LDS variable is its offset in llc-14's layout of the function's
//! variables (sizes and alignments from the IR block; see `Wave::lds_layout`), and
//! `llvm.amdgcn.groupstaticsize` (or the relocation llc-14 selects it to) the LDS size with
//! them.
//!
//! Preloaded values (`workitem.id.*`, `workgroup.id.*`, `kernarg.segment.ptr`, `dispatch.ptr`,
//! `queue.ptr`, `implicitarg.ptr`, `dispatch.id`) are read from the physical registers the
//! function's `machineFunctionInfo: argumentInfo:` assigns them, so that the intrinsic (before
//! the legalizer) and the `COPY` of the register (after) read the same input.
//!
//! # Attribute interpolation (pixel shaders)
//!
//! `llvm.amdgcn.interp.p1/p2/mov` (and `V_INTERP_P1_F32`/`P2_F32`/`MOV_F32` in
//! [`crate::minterp`]) read the three plane parameters of an attribute channel, P0, P10 and
//! P20, which the hardware finds through the primitive mask in M0 (GFX9 ISA manual, "Parameter
//! Interpolation"). Here they are a deterministic function of the run's inputs
//! ([`interp_params`]: the memory seed, the attribute, the channel and the 32-bit M0 value),
//! the same in every lane: `p1 = fma(P10, i, P0)`, `p2 = fma(P20, j, p1)` (the manual's
//! `D = P10 * S + P0` and `D = P20 * S + D`, one rounding each), and `mov` of slot 0, 1, 2 gives
//! P10, P20, P0.
//!
//! # Ends
//!
//! `S_ENDPGM`, `SI_RETURN_TO_EPILOG` and `S_SETPC_B64_return` end the run; the returns record
//! the values of their implicit register operands in the active lanes. Reaching the end of a
//! block that has no successors (IR's `unreachable`) is undefined behaviour. A run that executes more
//! than [`Inputs::step_limit`] instructions stops with [`InterpError::StepLimit`]. Anything
//! not modelled is an [`InterpError`], never a panic.

pub(crate) mod arith;
pub mod atomics;
mod bits;
pub mod buffer;
pub(crate) mod exec;
pub mod memory;

use std::collections::BTreeMap;

use isel::mir::Function;
use smallvec::SmallVec;

pub use bits::{Bits, Val};
pub use exec::{live_in_registers, preloaded_registers};
pub use memory::{Byte, Space, initial_byte};

/// The plane parameters `[P0, P10, P20]` of attribute `attr`, channel `chan`, for the
/// primitive mask `m0`: finite floats in [-8, 8) with 16 fraction bits, drawn by hashing the
/// inputs' memory seed with the three numbers (see the module documentation).
pub fn interp_params(memory_seed: u64, attr: u64, chan: u64, m0: u32) -> [f32; 3] {
    let mut h = memory_seed ^ 0x9e37_79b9_7f4a_7c15;
    for x in [attr, chan, u64::from(m0)] {
        h = (h ^ x).wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
    }
    let mut out = [0.0f32; 3];
    for (k, o) in out.iter_mut().enumerate() {
        let v = (h >> (20 * k)) & 0xf_ffff;
        *o = v as f32 / 65536.0 - 8.0;
    }
    out
}

/// What a run starts from.
#[derive(Clone, Debug)]
pub struct Inputs {
    /// Lanes per wave: 64 (gfx900) or 32 (gfx1030).
    pub wave_size: u32,
    /// The lanes active at entry.
    pub exec: u64,
    /// Per-lane values of `$vgprN` (index = lane).
    pub vgprs: BTreeMap<u16, Vec<u32>>,
    /// Values of `$sgprN`.
    pub sgprs: BTreeMap<u16, u32>,
    /// Chooses the initial content of every memory ([`initial_byte`]).
    pub memory_seed: u64,
    /// Instructions (counted once per wave) after which the run stops.
    pub step_limit: u64,
    /// The error of the hardware's reciprocal (`llvm.amdgcn.rcp`, `G_AMDGPU_RCP_IFLAG`): its
    /// finite non-zero results are moved this many ulps away from zero (toward zero when
    /// negative). 0, the default, is the correctly rounded `1/x`; the hardware is within 1 ulp,
    /// so expansions that use it are checked with -1 and 1 too.
    pub rcp_ulps: i8,
    /// The module's IR block: its target triple places the implicit kernel arguments
    /// (`llvm.amdgcn.implicitarg.ptr`, as the legalizer's `implicit_arg_offset`).
    pub module_ir: Option<std::sync::Arc<str>>,
}

impl Inputs {
    /// All lanes active, no registers, memory seed 0, a limit of a million instructions.
    pub fn new(wave_size: u32) -> Inputs {
        Inputs {
            wave_size,
            exec: lane_mask(wave_size),
            vgprs: BTreeMap::new(),
            sgprs: BTreeMap::new(),
            memory_seed: 0,
            step_limit: 1_000_000,
            rcp_ulps: 0,
            module_ir: None,
        }
    }
}

/// `v` truncated or zero-extended to `width` bits.
pub(crate) fn fit_width(v: Val, width: u32) -> Val {
    if v.width() == width {
        v
    } else if v.width() > width {
        v.extract(0, width)
    } else {
        v.zext(width)
    }
}

/// The mask of all lanes of a wave.
pub fn lane_mask(wave_size: u32) -> u64 {
    if wave_size >= 64 { u64::MAX } else { (1u64 << wave_size) - 1 }
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// `S_ENDPGM`.
    EndPgm,
    /// `SI_RETURN_TO_EPILOG`.
    ReturnToEpilog,
    /// `S_SETPC_B64_return` (a callable function).
    Return,
    /// Every lane was killed.
    AllLanesKilled,
}

/// One execution of `llvm.amdgcn.exp` or `exp.compr`.
#[derive(Clone, Debug, PartialEq)]
pub struct Export {
    pub target: i64,
    /// The channel enable mask (`en`).
    pub enabled: i64,
    pub compressed: bool,
    pub done: bool,
    pub valid_mask: bool,
    /// The lanes that exported.
    pub exec: u64,
    /// The exported values of each active lane, by lane (4 channels, or 2 when compressed).
    pub values: Vec<(u32, SmallVec<[Val; 4]>)>,
}

/// A register a return hands to the caller or epilog, with its value in each active lane.
#[derive(Clone, Debug, PartialEq)]
pub struct Returned {
    /// `$vgpr0`, `$sgpr2`, ... (one entry per 32-bit register).
    pub reg: String,
    pub lanes: Vec<(u32, Val)>,
}

/// What a run did.
#[derive(Clone, Debug)]
pub struct RunResult {
    pub end: End,
    /// The memory image: every byte written, with its final value.
    pub memory: BTreeMap<(Space, u64), Byte>,
    /// The seed the initial memory content came from (bytes not in `memory` still hold it).
    pub memory_seed: u64,
    /// Lanes that stored (one per lane per store instruction).
    pub stores: u64,
    /// Every store of a lane, in order, to say which lane and instruction wrote a byte.
    pub store_log: Vec<StoreRecord>,
    pub exports: Vec<Export>,
    pub returns: Vec<Returned>,
    /// The exec mask at the end.
    pub exec: u64,
    /// Instructions executed (the trace length, counted once per wave).
    pub steps: u64,
}

/// One lane's store: where, how many bytes, and which instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoreRecord {
    pub space: Space,
    pub addr: u64,
    pub bytes: u32,
    pub lane: u32,
    pub inst: isel::mir::InstId,
}

/// Why a run stopped without an end.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InterpError {
    #[error("line {line}: `{inst}` is not modelled: {why}")]
    Unsupported { line: u32, inst: String, why: String },
    #[error("line {line}: malformed `{inst}`: {why}")]
    Malformed { line: u32, inst: String, why: String },
    #[error("line {line}: `{inst}`: the active lanes disagree on a uniform branch condition (exec {exec:#x})")]
    DivergentBranch { line: u32, inst: String, exec: u64 },
    #[error("line {line}: `{inst}`: undefined behaviour: {why}")]
    UndefinedBehavior { line: u32, inst: String, why: String },
    #[error("the inputs give no value for `${reg}`")]
    MissingInput { reg: String },
    #[error("`{intrinsic}` needs `{field}` in the function's machineFunctionInfo argumentInfo")]
    NoArgumentInfo { intrinsic: String, field: String },
    #[error("control falls off the end of the function after bb.{block}")]
    FellOffEnd { block: u32 },
    #[error("stopped after {limit} instructions (an infinite loop, or raise the step limit)")]
    StepLimit { limit: u64 },
}

impl InterpError {
    /// True for errors that say the program does something undefined (its result is any).
    pub fn is_undefined_behavior(&self) -> bool {
        matches!(self, InterpError::UndefinedBehavior { .. })
    }
}

/// Runs `f` on `inputs`.
pub fn run(f: &Function, inputs: &Inputs) -> Result<RunResult, InterpError> {
    exec::run(f, inputs)
}

/// The result of choosing `a` or `b` on a poison condition (`G_SELECT`, `V_CNDMASK_B32`): the
/// bits `bits` of one of them, poison where the two differ or either is poison. The value is
/// one of the two whichever the condition (the machine's select picks a source), so the bits
/// they agree on are defined.
pub(crate) fn either(a: &Val, b: &Val, bits: Bits) -> Val {
    let differ = a.bits.zip(&b.bits, |x, y| x ^ y);
    let poison = differ.zip(&a.poison, |x, y| x | y).zip(&b.poison, |x, y| x | y);
    Val { bits, poison }
}
