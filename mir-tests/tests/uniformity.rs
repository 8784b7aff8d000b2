//! The uniformity analysis against llc-14's register banks.
//!
//! For every corpus program (this project's `mir-tests/corpus/programs`, and when present the
//! shared corpus's `llvm/ir` and `llc14-quirks` sets) and both CPUs, llc-14 writes the generic
//! MIR after `irtranslator` (the analysis's input) and after `regbankselect` (llc's banks).
//! Virtual register numbers survive between the two, so each register llc-14 put in the VGPR
//! or `vcc` bank (or a VGPR class, or an SGPR lane-mask class holding an `s1`) must be divergent
//! by our analysis, unless one of the explained reasons below applies. Registers llc-14 made
//! uniform that we call divergent are counted, not failed: llc-14's RegBankSelect knows no
//! sync dependence (its phis after divergent branches in SGPRs are the bug behind
//! `gisel-fallback-vcc-i1-phi.ll`).
//!
//! The explained reasons, each checked on llc-14's own output:
//! * **no scalar instruction**: the value is uniform, but GFX9/GFX10.3 have no SALU form of its
//!   operation (floating point arithmetic, conversions and compares, the VALU-only intrinsics),
//!   so llc-14 computes it on the VALU;
//! * **vector memory**: a uniform load that llc-14 cannot do with `s_load` (not from the
//!   constant address spaces, or not invariant/`amdgpu-noclobber`) returns in VGPRs;
//! * **operand in VGPR**: llc-14 computes the value from one that is in a VGPR for one of these
//!   reasons (llc-14 banks follow operands), directly or through a phi.
//!
//! The test fails loudly when llc-14 is missing, and prints the figures with `--nocapture`.

// Helpers of this test report failures by panicking, like the test itself.
#![allow(clippy::panic)]

use std::collections::BTreeMap;

use isel::analysis::Uniformity;
use isel::mir::{Bank, Function, GenericOpcode, Llt, Opcode, RegConstraint, VReg};
use isel::target::regclass::Family;
use mir_tests::oracle;

/// llc-14 put the register in a per-lane bank or class.
fn llc_divergent(f: &Function, v: VReg) -> bool {
    let info = f.vreg(v);
    match info.constraint {
        RegConstraint::Bank(b) => matches!(b, Bank::Vgpr | Bank::Vcc | Bank::Agpr),
        RegConstraint::Class(c) => match c.family() {
            Family::Vgpr | Family::Agpr | Family::VgprOrAgpr => true,
            Family::Sgpr => info.ty == Some(Llt::S1),
            _ => false,
        },
        RegConstraint::None => false,
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Reason {
    NoScalarInstruction,
    VectorMemory,
    ScratchAddress,
    LoopPhi,
    OperandInVgpr,
}

/// Opcodes GFX9 and GFX10.3 have no scalar ALU instruction for.
fn valu_only(op: Opcode, intrinsic: Option<&str>) -> bool {
    use GenericOpcode as G;
    if let Some(name) = intrinsic {
        return matches!(
            name.strip_prefix("llvm.amdgcn.").unwrap_or(name),
            "rcp"
                | "rsq"
                | "sqrt"
                | "sin"
                | "cos"
                | "exp2"
                | "log"
                | "fract"
                | "frexp.mant"
                | "frexp.exp"
                | "ldexp"
                | "fmed3"
                | "cvt.pkrtz"
                | "fmul.legacy"
                | "fma.legacy"
                | "div.scale"
                | "div.fmas"
                | "div.fixup"
                | "trig.preop"
                | "class"
        );
    }
    let Some(g) = op.generic() else { return false };
    let name = g.name();
    name.starts_with("G_F") && !matches!(g, G::G_FREEZE | G::G_FRAME_INDEX | G::G_FCONSTANT | G::G_FSHL | G::G_FSHR)
        || matches!(
            g,
            G::G_SITOFP
                | G::G_UITOFP
                | G::G_INTRINSIC_TRUNC
                | G::G_INTRINSIC_ROUND
                | G::G_INTRINSIC_ROUNDEVEN
                | G::G_AMDGPU_RCP_IFLAG
                | G::G_AMDGPU_FFBH_U32
                | G::G_AMDGPU_CVT_F32_UBYTE0
                | G::G_AMDGPU_FMIN_LEGACY
                | G::G_AMDGPU_FMAX_LEGACY
        )
}

/// A 64-bit integer compare other than `eq`/`ne`: SALU compares 64 bits only for equality.
fn is_wide_ordered_compare(llc: &Function, inst: &isel::mir::Inst) -> bool {
    inst.opcode.generic() == Some(GenericOpcode::G_ICMP)
        && inst.uses().get(1).and_then(|o| o.as_vreg()).and_then(|v| llc.vreg_type(v)).is_some_and(|t| t.bits() == 64)
        && inst.uses().first().and_then(|o| o.as_pred()).is_some_and(|p| !matches!(p.name(), "eq" | "ne"))
}

/// A phi reading a value over a back edge (from its own block or one it dominates): llc-14
/// visits blocks in order and banks a phi whose input it has not banked yet as VGPR (a FIXME in
/// `AMDGPURegisterBankInfo::getInstrMapping`).
fn is_loop_phi(llc: &Function, _defs: &[Option<isel::mir::InstId>], inst: &isel::mir::Inst) -> bool {
    let dom = isel::analysis::DomTree::compute(llc);
    let Some(block) = llc.block_ids().find(|&b| llc.block_insts(b).any(|(_, i)| std::ptr::eq(i, inst))) else { return false };
    isel::analysis::phi_incoming(inst).any(|(_, from)| dom.dominates(block, from))
}

/// Why llc-14 put a register our analysis calls uniform in a per-lane bank, if the reason is
/// one the module documentation explains. `llc` is llc-14's `regbankselect` output.
fn explain(llc: &Function, defs: &[Option<isel::mir::InstId>], ours: &Uniformity, v: VReg, seen: &mut Vec<VReg>) -> Option<Reason> {
    if seen.contains(&v) {
        return None;
    }
    seen.push(v);
    let inst = llc.inst(defs.get(v.index()).copied().flatten()?);
    let intrinsic = isel::analysis::intrinsic_name(inst);
    if valu_only(inst.opcode, intrinsic) || is_wide_ordered_compare(llc, inst) {
        return Some(Reason::NoScalarInstruction);
    }
    if inst.opcode.generic() == Some(GenericOpcode::G_FRAME_INDEX) {
        return Some(Reason::ScratchAddress);
    }
    if inst.opcode.generic() == Some(GenericOpcode::G_PHI) && is_loop_phi(llc, defs, inst) {
        return Some(Reason::LoopPhi);
    }
    if matches!(inst.opcode.generic(), Some(GenericOpcode::G_LOAD | GenericOpcode::G_ZEXTLOAD | GenericOpcode::G_SEXTLOAD)) {
        let scalar_ok = inst.memops.first().is_some_and(|m| {
            matches!(m.addrspace, 4 | 6)
                && (m.flags.iter().any(|f| f.as_str() == "invariant" || f.as_str() == "\"amdgpu-noclobber\"") || m.addrspace == 6)
        });
        if !scalar_ok {
            return Some(Reason::VectorMemory);
        }
    }
    // Banks follow operands: a per-lane operand (through llc's copies) that is divergent or
    // itself explained.
    for u in inst.used_vregs() {
        let mut src = u;
        while let Some(d) = defs.get(src.index()).copied().flatten()
            && llc.inst(d).opcode == GenericOpcode::COPY.into()
            && let Some(s) = llc.inst(d).uses().first().and_then(|o| o.as_vreg())
        {
            src = s;
        }
        if llc_divergent(llc, u) && (ours.is_divergent(src) || explain(llc, defs, ours, src, seen).is_some()) {
            return Some(Reason::OperandInVgpr);
        }
    }
    None
}

#[derive(Default)]
struct Figures {
    inputs: usize,
    llc_failed: Vec<String>,
    functions: usize,
    compared: usize,
    llc_per_lane: usize,
    ours_divergent: usize,
    agree_divergent: usize,
    explained: BTreeMap<Reason, usize>,
    examples: BTreeMap<Reason, Vec<String>>,
    we_only: BTreeMap<String, usize>,
    we_only_examples: Vec<String>,
    unexplained: Vec<String>,
}

impl Figures {
    fn print(&self, title: &str) {
        println!("== {title}");
        println!("inputs (file x cpu): {}; llc-14 failed on {}: {:?}", self.inputs, self.llc_failed.len(), self.llc_failed);
        println!("functions compared: {}, registers compared: {}", self.functions, self.compared);
        println!("llc-14 per-lane (vgpr/vcc bank, VGPR class, SGPR lane mask): {}", self.llc_per_lane);
        println!("divergent by our analysis: {}", self.ours_divergent);
        println!("llc-14 per-lane and divergent by ours: {}", self.agree_divergent);
        for (r, n) in &self.explained {
            println!("llc-14 per-lane, uniform by ours, explained as {r:?}: {n}");
            for e in self.examples.get(r).into_iter().flatten() {
                println!("    e.g. {e}");
            }
        }
        println!("llc-14 per-lane, uniform by ours, unexplained: {}", self.unexplained.len());
        println!("divergent by ours, llc-14 uniform (counted, not failed): {:?}", self.we_only);
        for e in &self.we_only_examples {
            println!("    e.g. {e}");
        }
    }
}

fn compare(cpu: &str, inputs: Vec<oracle::StageOutputs>, fig: &mut Figures) {
    for (name, outs) in inputs {
        fig.inputs += 1;
        let Some([ir, rb]) = outs.and_then(|o| <[String; 2]>::try_from(o).ok()) else {
            fig.llc_failed.push(format!("{name} ({cpu})"));
            continue;
        };
        let ir = isel::mir::parse(&ir).unwrap_or_else(|e| panic!("{name}: our parser rejects llc's irtranslator MIR: {e:?}"));
        let rb = isel::mir::parse(&rb).unwrap_or_else(|e| panic!("{name}: our parser rejects llc's regbankselect MIR: {e:?}"));
        for f in &ir.functions {
            let Some(g) = rb.function(f.name.as_str()) else { continue };
            if g.props.failed_isel || f.props.failed_isel {
                continue;
            }
            fig.functions += 1;
            let ours = Uniformity::compute(f);
            let defs = g.def_map();
            for (i, info) in f.vregs.iter().enumerate() {
                let v = VReg(i as u32);
                let Some(def) = defs.get(i).copied().flatten() else { continue };
                if !info.exists || !g.vreg(v).exists {
                    continue;
                }
                fig.compared += 1;
                let llc = llc_divergent(g, v);
                let we = ours.is_divergent(v);
                fig.llc_per_lane += usize::from(llc);
                fig.ours_divergent += usize::from(we);
                let place = format!("{name} ({cpu}) `{}` {}", f.name, f.vreg_name(v));
                let text = g.inst_to_string(g.inst(def));
                match (llc, we) {
                    (true, true) => fig.agree_divergent += 1,
                    (true, false) => match explain(g, &defs, &ours, v, &mut Vec::new()) {
                        Some(r) => {
                            *fig.explained.entry(r).or_default() += 1;
                            let ex = fig.examples.entry(r).or_default();
                            if ex.len() < 3 {
                                ex.push(format!("{place}: {text}"));
                            }
                        }
                        None => fig.unexplained.push(format!("{place}: {text}")),
                    },
                    (false, true) => {
                        let cause =
                            ours.cause(v).map_or_else(String::new, |c| format!("{c:?}").split('(').next().unwrap_or("").to_string());
                        *fig.we_only.entry(cause).or_default() += 1;
                        if fig.we_only_examples.len() < 6 {
                            fig.we_only_examples.push(format!("{place} ({:?}): llc-14 has {text}", ours.cause(v)));
                        }
                    }
                    (false, false) => {}
                }
            }
        }
    }
}

#[test]
fn every_register_llc_puts_in_vgpr_or_vcc_is_divergent_or_explained() {
    let files = oracle::corpus();
    assert!(!files.is_empty(), "no corpus programs found");
    let mut unexplained = Vec::new();
    let mut compared = 0;
    for cpu in ["gfx900", "gfx1030"] {
        let mut fig = Figures::default();
        compare(cpu, oracle::stages(&files, cpu, &["irtranslator", "regbankselect"]).unwrap_or_else(|e| panic!("{e}")), &mut fig);
        fig.print(cpu);
        compared += fig.compared;
        unexplained.extend(fig.unexplained);
    }
    assert!(compared > 1000, "too few registers compared ({compared}): did llc-14 run?");
    assert!(
        unexplained.is_empty(),
        "{} registers llc-14 put in a per-lane bank are uniform by our analysis, for no explained reason:\n{}",
        unexplained.len(),
        unexplained.join("\n")
    );
}
