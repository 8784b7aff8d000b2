//! Differential testing of transformations with the [`crate::interp`] interpreter: run a
//! function before and after a pass on the same random inputs and compare what every lane
//! stored, exported and returned.
//!
//! Inputs are drawn with proptest from an [`InputSpace`]: the exec mask at entry (all lanes, or
//! any non-empty set), a per-lane value for every VGPR the functions read and one value for
//! every SGPR (mostly small integers and ordinary floats, so that loops end and indices stay
//! near their buffers; sometimes arbitrary bits), work-item ids in `[0, 1024)` as their `!range`
//! promises (often numbered as hardware does: consecutive lanes from the wave's first id), and a seed for the initial memory content ([`crate::interp::initial_byte`]). The
//! runner is seeded deterministically, so a CI failure reproduces locally; on a mismatch
//! proptest shrinks the inputs before reporting them.
//!
//! The comparison is a refinement check: wherever the original's result is poison (undefined
//! in LLVM's sense), the transformed function may produce anything; everywhere else it must
//! produce the same bits. Inputs on which the *original* has undefined behaviour or does not end
//! within the step limit are discarded and counted, since any behaviour of the transformed
//! function is then correct. The transformed function gets a step limit proportional to the
//! original's actual trace, so that expansions are not mistaken for hangs.

use std::cell::Cell;
use std::fmt::Write as _;
use std::path::Path;

use isel::analysis::exports::EXP_TARGET_NULL;
use isel::mir::{Function, PhysReg, RegFile};
use isel::pipeline::{self, Options, Pass, PassContext};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestError, TestRng, TestRunner};

use crate::interp::{self, Byte, InterpError, RunResult, Val};

/// Where random inputs come from, and how many to try.
#[derive(Clone, Debug)]
pub struct InputSpace {
    pub wave_size: u32,
    /// Random inputs per function (default 64, or `MIR_EQUIV_CASES` from the environment).
    pub cases: u32,
    /// Instructions the original function may run per input.
    pub step_limit: u64,
    /// VGPRs that hold work-item ids (drawn from `[0, 1024)`).
    pub workitem_vgprs: Vec<u16>,
    /// Every VGPR the functions read.
    pub vgprs: Vec<u16>,
    /// Every SGPR the functions read.
    pub sgprs: Vec<u16>,
    /// Run one lane at a time: the thread semantics of a CFG whose divergent branches are not
    /// structurized yet (the input of `exit-unify` and `lower-returns`), where every lane
    /// follows its own path. The interpreter rejects a branch on which active lanes disagree,
    /// so such functions can only be compared lane by lane.
    pub single_lane: bool,
    /// Seeds the input generator (`None`: proptest's fixed deterministic seed).
    pub seed: Option<u64>,
    /// The module's IR block ([`interp::Inputs::module_ir`]: the target triple).
    pub module_ir: Option<std::sync::Arc<str>>,
}

impl InputSpace {
    /// The registers `before` and `after` read, for a wave of `wave_size` lanes.
    pub fn for_functions(before: &Function, after: &Function, wave_size: u32) -> InputSpace {
        let cases = std::env::var("MIR_EQUIV_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(64);
        let mut space = InputSpace {
            wave_size,
            cases,
            step_limit: 5_000,
            workitem_vgprs: Vec::new(),
            vgprs: Vec::new(),
            sgprs: Vec::new(),
            single_lane: false,
            seed: None,
            module_ir: None,
        };
        for f in [before, after] {
            for reg in interp::live_in_registers(f) {
                if let PhysReg::Gpr { file, first, .. } = reg {
                    let list = if file == RegFile::Vgpr { &mut space.vgprs } else { &mut space.sgprs };
                    if !list.contains(&first) {
                        list.push(first);
                    }
                }
            }
            for (name, (reg, _)) in interp::preloaded_registers(f) {
                if let (true, PhysReg::Gpr { file: RegFile::Vgpr, first, .. }) = (name.starts_with("workItemID"), reg)
                    && !space.workitem_vgprs.contains(&first)
                {
                    space.workitem_vgprs.push(first);
                }
            }
        }
        space.vgprs.sort_unstable();
        space.sgprs.sort_unstable();
        space
    }

    /// The proptest strategy for one run's inputs.
    pub fn strategy(&self) -> impl Strategy<Value = interp::Inputs> + use<> {
        let full = interp::lane_mask(self.wave_size);
        let lanes = self.wave_size as usize;
        let wave_size = self.wave_size;
        // Full waves, any non-empty set, a few lanes, one lane: few active lanes let programs
        // whose loops run long on some values finish.
        let exec = if self.single_lane {
            // The first lanes often, where a test of a small work-item id holds.
            prop_oneof![0..4u32, 0..self.wave_size].prop_map(|l| 1u64 << l).boxed()
        } else {
            prop_oneof![
                2 => Just(full),
                2 => 1..=full,
                1 => (any::<u64>(), any::<u64>(), any::<u64>(), 0..self.wave_size)
                    .prop_map(move |(a, b, c, l)| ((a & b & c) | (1 << l)) & full),
                1 => (0..self.wave_size).prop_map(|l| 1u64 << l),
            ]
            .boxed()
        };
        let vgprs: Vec<BoxedStrategy<(u16, Vec<u32>)>> = self
            .vgprs
            .iter()
            .map(|&r| {
                if self.workitem_vgprs.contains(&r) {
                    // As hardware numbers them (the wave's first id plus the lane, the first
                    // wave often), or any ids.
                    let waves = 1024 / wave_size;
                    let first = prop_oneof![Just(0u32), (0..waves).prop_map(move |w| w * wave_size)];
                    prop_oneof![
                        first.prop_map(move |base| (0..wave_size).map(|l| base + l).collect::<Vec<u32>>()),
                        prop::collection::vec(0u32..1024, lanes),
                    ]
                    .prop_map(move |v| (r, v))
                    .boxed()
                } else {
                    // Some registers small in every lane (loop counts that end), some anything.
                    prop_oneof![prop::collection::vec(small_word(), lanes), prop::collection::vec(word(), lanes)]
                        .prop_map(move |v| (r, v))
                        .boxed()
                }
            })
            .collect();
        let sgprs: Vec<BoxedStrategy<(u16, u32)>> = self.sgprs.iter().map(|&r| word().prop_map(move |v| (r, v)).boxed()).collect();
        let step_limit = self.step_limit;
        let module_ir = self.module_ir.clone();
        (exec, vgprs, sgprs, any::<u64>()).prop_map(move |(exec, vgprs, sgprs, memory_seed)| interp::Inputs {
            wave_size,
            exec,
            vgprs: vgprs.into_iter().collect(),
            sgprs: sgprs.into_iter().collect(),
            memory_seed,
            step_limit,
            rcp_ulps: 0,
            module_ir: module_ir.clone(),
        })
    }
}

const NICE_F32: [f32; 12] = [0.0, 1.0, -1.0, 0.5, 2.0, -0.5, 3.0, 0.25, 100.0, -2.5, 1.0e-3, f32::INFINITY];

/// A small integer.
fn small_word() -> impl Strategy<Value = u32> {
    prop_oneof![3 => 0u32..32, 1 => (1u32..9).prop_map(u32::wrapping_neg)]
}

/// A register value: mostly small integers and ordinary floats, sometimes any bits.
fn word() -> impl Strategy<Value = u32> {
    prop_oneof![
        4 => 0u32..32,
        1 => (1u32..9).prop_map(u32::wrapping_neg),
        2 => prop::sample::select(NICE_F32.map(f32::to_bits).to_vec()),
        3 => any::<u32>(),
    ]
}

/// What a successful equivalence check saw.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EquivStats {
    /// Inputs on which both ran and agreed.
    pub agreed: u32,
    /// Inputs discarded because the original had undefined behaviour.
    pub undefined: u32,
    /// Inputs discarded because the original did not end within the step limit.
    pub non_terminating: u32,
    /// Instructions the original and the transformed function executed, summed over `agreed`.
    pub steps: (u64, u64),
}

/// Why two functions were not shown equivalent.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EquivError {
    /// Some input makes them differ (after shrinking).
    #[error("`{function}`: {detail}\n  inputs: {inputs}")]
    Mismatch { function: String, detail: String, inputs: String },
    /// The original cannot be run (an opcode or intrinsic the interpreter does not model, ...).
    #[error("`{function}`: the original does not run: {error}")]
    Unrunnable { function: String, error: InterpError },
    /// The transformed function cannot be run: it uses an instruction without a model.
    #[error("`{function}`: the transformed function cannot be checked: {error}")]
    Unmodelled { function: String, error: InterpError },
    /// The function was not compared (missing from the transformed file, or llc fell back).
    #[error("`{function}`: not checked: {reason}")]
    NotChecked { function: String, reason: String },
    /// Too few inputs were usable (the original is undefined or loops on almost all of them).
    #[error("`{function}`: no usable inputs: {reason}")]
    NoValidInputs { function: String, reason: String },
}

/// Checks that `after` refines `before` on random inputs from `space`.
pub fn assert_equivalent(before: &Function, after: &Function, space: &InputSpace) -> Result<EquivStats, EquivError> {
    let function = before.name.to_string();
    let config = Config {
        cases: space.cases,
        failure_persistence: None,
        max_global_rejects: space.cases * 16,
        // Shrinking re-runs both functions per step; a few hundred steps find a small input.
        max_shrink_iters: 300,
        ..Config::default()
    };
    let rng = match space.seed {
        None => TestRng::deterministic_rng(RngAlgorithm::ChaCha),
        Some(seed) => {
            let mut bytes = [0u8; 32];
            for (i, chunk) in bytes.chunks_mut(8).enumerate() {
                chunk.copy_from_slice(&seed.wrapping_mul(0x9e37_79b9_7f4a_7c15).wrapping_add(i as u64).to_le_bytes());
            }
            TestRng::from_seed(RngAlgorithm::ChaCha, &bytes)
        }
    };
    let mut runner = TestRunner::new_with_rng(config, rng);
    let unmodelled: Cell<Option<InterpError>> = Cell::new(None);
    let agreed = Cell::new(0u32);
    let undefined = Cell::new(0u32);
    let looping = Cell::new(0u32);
    let steps = Cell::new((0u64, 0u64));
    let unrunnable: Cell<Option<InterpError>> = Cell::new(None);
    let result = runner.run(&space.strategy(), |inputs| {
        let b = match interp::run(before, &inputs) {
            Ok(r) => r,
            Err(e) if e.is_undefined_behavior() => {
                undefined.set(undefined.get() + 1);
                return Err(TestCaseError::reject("undefined behaviour in the original"));
            }
            Err(InterpError::StepLimit { .. }) => {
                looping.set(looping.get() + 1);
                return Err(TestCaseError::reject("the original does not end"));
            }
            Err(e) => {
                unrunnable.set(Some(e.clone()));
                return Err(TestCaseError::fail(format!("the original does not run: {e}")));
            }
        };
        let after_inputs = interp::Inputs { step_limit: b.steps.saturating_mul(16).saturating_add(10_000), ..inputs };
        let a = interp::run(after, &after_inputs).map_err(|e| {
            if matches!(e, InterpError::Unsupported { .. }) {
                unmodelled.set(Some(e.clone()));
            }
            TestCaseError::fail(format!("the transformed function fails: {e}"))
        })?;
        refines_at(&b, &a).map_err(|(msg, at)| TestCaseError::fail(format!("{msg}{}", provenance(before, after, &b, &a, at))))?;
        agreed.set(agreed.get() + 1);
        let (sb, sa) = steps.get();
        steps.set((sb + b.steps, sa + a.steps));
        Ok(())
    });
    let stats = EquivStats { agreed: agreed.get(), undefined: undefined.get(), non_terminating: looping.get(), steps: steps.get() };
    match result {
        Ok(()) => Ok(stats),
        Err(TestError::Fail(reason, inputs)) => {
            if let Some(error) = unrunnable.take() {
                return Err(EquivError::Unrunnable { function, error });
            }
            if let Some(error) = unmodelled.take() {
                return Err(EquivError::Unmodelled { function, error });
            }
            Err(EquivError::Mismatch { function, detail: reason.to_string(), inputs: describe_inputs(&inputs) })
        }
        Err(TestError::Abort(reason)) => Err(EquivError::NoValidInputs {
            function,
            reason: format!("{reason} ({} undefined, {} non-terminating)", stats.undefined, stats.non_terminating),
        }),
    }
}

fn describe_inputs(i: &interp::Inputs) -> String {
    let mut s = format!("exec {:#x}, memory seed {:#x}", i.exec, i.memory_seed);
    for (r, v) in &i.sgprs {
        let _ = write!(s, ", $sgpr{r} = {v:#x}");
    }
    for (r, v) in &i.vgprs {
        let first: Vec<String> = v.iter().take(4).map(|x| format!("{x:#x}")).collect();
        let _ = write!(s, ", $vgpr{r} = [{}, ...]", first.join(", "));
    }
    s
}

fn refine_val(what: &str, b: &Val, a: &Val) -> Result<(), String> {
    let w = b.width().max(a.width());
    let (bb, ab) = (b.bits.resize(w), a.bits.resize(w));
    let defined = b.poison.resize(w).not();
    let differs = bb.zip(&ab, |x, y| x ^ y).zip(&defined, |d, m| d & m);
    let undefined = a.poison.resize(w).zip(&defined, |p, m| p & m);
    if differs.is_zero() && undefined.is_zero() {
        return Ok(());
    }
    Err(format!("{what}: the original gives {b:?}, the transformed function {a:?}"))
}

fn byte_at(r: &RunResult, key: &(interp::Space, u64)) -> Byte {
    r.memory.get(key).copied().unwrap_or(Byte { value: interp::initial_byte(r.memory_seed, key.0, key.1), poison: 0 })
}

/// Checks that the transformed run `a` refines the original run `b`: the same end, the same
/// data exports (target, mask, flags, lanes) with refined values in the enabled channels, refined
/// returned registers, and a refined memory image.
pub fn refines(b: &RunResult, a: &RunResult) -> Result<(), String> {
    refines_at(b, a).map_err(|(m, _)| m)
}

/// The last store of `r` that wrote the byte `at`, described with its lane and instruction.
fn writer(f: &Function, r: &RunResult, at: (interp::Space, u64)) -> Option<String> {
    let s = r.store_log.iter().rev().find(|s| s.space == at.0 && (s.addr..s.addr + u64::from(s.bytes)).contains(&at.1))?;
    let inst = f.inst(s.inst);
    let word: Vec<String> =
        (0..u64::from(s.bytes).min(8)).rev().map(|i| format!("{:02x}", byte_at(r, &(s.space, s.addr + i)).value)).collect();
    Some(format!(
        "lane {} stored {} bytes 0x{} at {:#x} (line {}: `{}`)",
        s.lane,
        s.bytes,
        word.join(""),
        s.addr,
        inst.loc.line,
        f.inst_to_string(inst)
    ))
}

/// Where a memory mismatch came from: the lane and store of each side.
fn provenance(before: &Function, after: &Function, b: &RunResult, a: &RunResult, at: Option<(interp::Space, u64)>) -> String {
    let Some(at) = at else { return String::new() };
    let mut s = String::new();
    if let Some(w) = writer(after, a, at) {
        let _ = write!(s, "\n  transformed: {w}");
    }
    if let Some(w) = writer(before, b, at) {
        let _ = write!(s, "\n  original: {w}");
    }
    s
}

/// [`refines`], with the memory byte that differs.
fn refines_at(b: &RunResult, a: &RunResult) -> Result<(), (String, Option<(interp::Space, u64)>)> {
    let plain = |m: String| (m, None);
    if b.end != a.end {
        return Err(plain(format!("the original ends with {:?}, the transformed function with {:?}", b.end, a.end)));
    }
    for key in b.memory.keys().chain(a.memory.keys()) {
        let (x, y) = (byte_at(b, key), byte_at(a, key));
        let defined = !x.poison;
        if (x.value ^ y.value) & defined != 0 || y.poison & defined != 0 {
            return Err((
                format!(
                    "memory {:?} {:#x}: the original leaves {:#04x} (poison {:#04x}), the transformed function {:#04x} (poison {:#04x})",
                    key.0, key.1, x.value, x.poison, y.value, y.poison
                ),
                Some(*key),
            ));
        }
    }
    refines_values(b, a).map_err(plain)
}

/// The exports and returned registers of [`refines`].
fn refines_values(b: &RunResult, a: &RunResult) -> Result<(), String> {
    // An export to the null target with no channel enabled writes nothing: it only ends the
    // wave's exports (`done`), which `exit-unify` adds where a pixel shader lacked one. That
    // rule is the verifier's to check (one `done` export per wave), not an observable result.
    // Exports to different targets are independent (the scheduler may reorder them: llc-14
    // moves a vertex shader's position export before its parameter exports), so they are
    // compared in target order, and in program order within a target.
    let data = |r: &RunResult| -> Vec<interp::Export> {
        let mut v: Vec<interp::Export> = r.exports.iter().filter(|e| !(e.target == EXP_TARGET_NULL && e.enabled == 0)).cloned().collect();
        v.sort_by_key(|e| e.target);
        v
    };
    let (b_exports, a_exports) = (data(b), data(a));
    if b_exports.len() != a_exports.len() {
        return Err(format!("the original exports {} times, the transformed function {} times", b_exports.len(), a_exports.len()));
    }
    for (i, (x, y)) in b_exports.iter().zip(&a_exports).enumerate() {
        let head = |e: &interp::Export| (e.target, e.enabled, e.compressed, e.done, e.valid_mask, e.exec);
        if head(x) != head(y) {
            return Err(format!("export {i}: the original is {:?}, the transformed function {:?}", head(x), head(y)));
        }
        for ((lane, xv), (_, yv)) in x.values.iter().zip(&y.values) {
            for (c, (p, q)) in xv.iter().zip(yv).enumerate() {
                if x.compressed || x.enabled >> c & 1 == 1 {
                    refine_val(&format!("export {i} (target {}), lane {lane}, channel {c}", x.target), p, q)?;
                }
            }
        }
    }
    if b.returns.len() != a.returns.len() {
        return Err(format!("the original returns {} registers, the transformed function {}", b.returns.len(), a.returns.len()));
    }
    for (x, y) in b.returns.iter().zip(&a.returns) {
        if x.reg != y.reg || x.lanes.len() != y.lanes.len() {
            return Err(format!(
                "the original returns ${} in {} lanes, the transformed function ${} in {}",
                x.reg,
                x.lanes.len(),
                y.reg,
                y.lanes.len()
            ));
        }
        for ((lane, p), (lane2, q)) in x.lanes.iter().zip(&y.lanes) {
            if lane != lane2 {
                return Err(format!("${} is returned from different lanes", x.reg));
            }
            refine_val(&format!("returned ${}, lane {lane}", x.reg), p, q)?;
        }
    }
    Ok(())
}

/// The outcome for one function of [`check_pass`].
#[derive(Debug)]
pub struct FunctionReport {
    pub name: String,
    pub result: Result<EquivStats, EquivError>,
}

/// How the lanes of a wave run in [`check_pass`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lanes {
    /// As one wave under an exec mask: structurized control flow (llc-14's GlobalISel input and
    /// everything after it).
    Wave,
    /// One lane at a time ([`InputSpace::single_lane`]): a CFG with divergent branches that
    /// are not structurized yet.
    OneByOne,
}

/// Runs `pass` on every function of the MIR file `file` and checks each result against the
/// original with [`assert_equivalent`]. A function the pass rejects is reported as a mismatch
/// naming the pass error.
pub fn check_pass(pass: &Pass, file: &Path, lanes: Lanes) -> Result<Vec<FunctionReport>, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let module = isel::mir::parse(&text).map_err(|e| format!("{}: {e}", file.display()))?;
    Ok(module
        .functions
        .iter()
        .map(|before| {
            let subtarget = pipeline::subtarget_for(before, &Options::default());
            let mut after = before.clone();
            let mut ctx = PassContext::new(subtarget);
            let result = match (pass.run)(&mut after, &mut ctx) {
                Ok(()) => {
                    let space = InputSpace {
                        single_lane: lanes == Lanes::OneByOne,
                        ..InputSpace::for_functions(before, &after, subtarget.wave_size)
                    };
                    assert_equivalent(before, &after, &space)
                }
                Err(e) => Err(EquivError::Mismatch {
                    function: before.name.to_string(),
                    detail: format!("{} failed: {}", pass.name, e.message),
                    inputs: String::new(),
                }),
            };
            FunctionReport { name: before.name.to_string(), result }
        })
        .collect())
}

/// How [`check_modules`] runs.
#[derive(Clone, Debug, Default)]
pub struct ModuleCheck {
    /// The subtarget (its wave size); default: each function's `target-cpu`, else gfx900.
    pub cpu: Option<isel::target::Cpu>,
    /// Random inputs per function (default: [`InputSpace::for_functions`]'s).
    pub cases: Option<u32>,
    pub seed: Option<u64>,
}

/// Compares every function of `before` with the function of the same name in `after` (a later
/// stage of the same program: selected MIR, MIR after any later pass) on random inputs. A
/// function missing from `after`, or that llc marked `failedISel`, is reported as not checked.
pub fn check_modules(before: &isel::mir::Module, after: &isel::mir::Module, how: &ModuleCheck) -> Vec<FunctionReport> {
    let module_ir: Option<std::sync::Arc<str>> = before.ir.as_deref().map(std::sync::Arc::from);
    before
        .functions
        .iter()
        .map(|b| {
            let name = b.name.to_string();
            let result = match after.function(b.name.as_str()) {
                None => Err(EquivError::NotChecked { function: name.clone(), reason: "missing from the transformed file".into() }),
                Some(a) if a.props.failed_isel || b.props.failed_isel => {
                    Err(EquivError::NotChecked { function: name.clone(), reason: "marked failedISel (llc fell back)".into() })
                }
                Some(a) => {
                    let opts = Options { cpu: how.cpu, ..Options::default() };
                    let subtarget = pipeline::subtarget_for(b, &opts);
                    let mut space = InputSpace::for_functions(b, a, subtarget.wave_size);
                    if let Some(c) = how.cases {
                        space.cases = c;
                    }
                    space.seed = how.seed;
                    space.module_ir = module_ir.clone();
                    assert_equivalent(b, a, &space)
                }
            };
            FunctionReport { name, result }
        })
        .collect()
}
