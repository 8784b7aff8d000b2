//! Generated benchmark inputs: one large kernel in generic MIR, as llc-14 would print it after
//! the IRTranslator, the Legalizer or RegBankSelect, with a given number of instructions.
//!
//! The function has four blocks (an entry, two arms of a uniform branch and a join with phis),
//! each a straight line of the code a compute kernel is made of: constants, pointer arithmetic,
//! global loads and stores, integer arithmetic (`G_ADD`, `G_SUB`, `G_MUL`, `G_AND`, `G_XOR`,
//! `G_SHL`), float arithmetic, compares, selects, extensions and copies. Operands are drawn from
//! the values recently defined in scope by a fixed-seed generator, so the same arguments give
//! the same bytes. After the IRTranslator, 64-bit shifts take a 64-bit amount (as LLVM IR's
//! `shl i64` translates); after the Legalizer and RegBankSelect the amount is 32-bit, which is the
//! only legal form, so each later stage's file is what the next pass (ours and llc-14's) takes:
//! `legalizer` reads the IRTranslator file, `regbankselect` the Legalizer file and
//! `instruction-select` the RegBankSelect file. At the RegBankSelect stage values live in `vgpr`
//! (uniform constants and the kernel argument pointer in `sgpr`, copied to `vgpr` before use, as
//! llc does), compare results in `vcc`. llc-14 reads the output back (`-run-pass=none`);
//! `tests/roundtrip.rs` checks that.

use std::fmt::Write as _;

use crate::rng::SplitMix64;

/// The instruction counts of the benchmarks (`benches/`) and of `bench/vs-llc.sh -s`: 20,000 is
/// the size every speed goal is stated at; 5,000 and 50,000 show how the time scales.
pub const SIZES: [usize; 3] = [5_000, 20_000, 50_000];

/// The GlobalISel stage whose output to imitate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// `-stop-after=irtranslator`: generic MIR without banks (`%1:_(s32)`).
    IrTranslator,
    /// `-stop-after=legalizer`: legal generic MIR without banks, `legalized: true`.
    Legalizer,
    /// `-stop-after=regbankselect`: legal generic MIR with banks (`%1:vgpr(s32)`).
    RegBankSelect,
}

impl Stage {
    pub fn from_name(name: &str) -> Option<Stage> {
        match name {
            "irtranslator" => Some(Stage::IrTranslator),
            "legalizer" => Some(Stage::Legalizer),
            "regbankselect" => Some(Stage::RegBankSelect),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Stage::IrTranslator => "irtranslator",
            Stage::Legalizer => "legalizer",
            Stage::RegBankSelect => "regbankselect",
        }
    }
}

/// Register banks at the RegBankSelect stage; `Any` prints `_`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Bank {
    Any,
    Sgpr,
    Vgpr,
    Vcc,
}

impl Bank {
    fn name(self) -> &'static str {
        match self {
            Bank::Any => "_",
            Bank::Sgpr => "sgpr",
            Bank::Vgpr => "vgpr",
            Bank::Vcc => "vcc",
        }
    }
}

struct Gen {
    stage: Stage,
    rng: SplitMix64,
    body: String,
    /// Bank of each virtual register, by number.
    banks: Vec<Bank>,
    insts: usize,
    /// In-scope 32-bit values (vgpr at the RegBankSelect stage), newest last.
    vals: Vec<u32>,
    /// The global pointer every access is relative to (vgpr at the RegBankSelect stage).
    base: u32,
}

impl Gen {
    fn bank(&self, b: Bank) -> Bank {
        if self.stage == Stage::RegBankSelect { b } else { Bank::Any }
    }

    fn new_reg(&mut self, b: Bank) -> u32 {
        let b = self.bank(b);
        self.banks.push(b);
        self.banks.len() as u32 - 1
    }

    /// `%N:bank(ty) = ...`, counting the instruction.
    fn def(&mut self, b: Bank, ty: &str, rhs: std::fmt::Arguments<'_>) -> u32 {
        let r = self.new_reg(b);
        let bank = self.banks[r as usize].name();
        let _ = writeln!(self.body, "    %{r}:{bank}({ty}) = {rhs}");
        self.insts += 1;
        r
    }

    fn stmt(&mut self, text: std::fmt::Arguments<'_>) {
        let _ = writeln!(self.body, "    {text}");
        self.insts += 1;
    }

    /// A recent in-scope value.
    fn pick(&mut self) -> u32 {
        let window = self.vals.len().min(24);
        let k = self.rng.below(window);
        self.vals[self.vals.len() - 1 - k]
    }

    /// A constant usable as a 32-bit vgpr operand: at the RegBankSelect stage a uniform sgpr
    /// constant copied to vgpr, as llc's RegBankSelect does.
    fn constant32(&mut self, value: i64) -> u32 {
        let c = self.def(Bank::Sgpr, "s32", format_args!("G_CONSTANT i32 {value}"));
        if self.stage == Stage::RegBankSelect { self.def(Bank::Vgpr, "s32", format_args!("COPY %{c}(s32)")) } else { c }
    }

    fn constant64(&mut self, value: i64) -> u32 {
        let c = self.def(Bank::Sgpr, "s64", format_args!("G_CONSTANT i64 {value}"));
        if self.stage == Stage::RegBankSelect { self.def(Bank::Vgpr, "s64", format_args!("COPY %{c}(s64)")) } else { c }
    }

    /// One small group of instructions, as compiled kernels are made of.
    fn chunk(&mut self) {
        let v = Bank::Vgpr;
        match self.rng.below(8) {
            // A load at a constant offset, combined with a value.
            0 | 1 => {
                let off = (self.rng.below(4096) * 4) as i64;
                let off = self.constant64(off);
                let base = self.base;
                let p = self.def(v, "p1", format_args!("G_PTR_ADD %{base}, %{off}(s64)"));
                let x = self.def(v, "s32", format_args!("G_LOAD %{p}(p1) :: (load (s32), addrspace 1)"));
                let y = self.pick();
                let op = ["G_ADD", "G_SUB", "G_MUL", "G_XOR"][self.rng.below(4)];
                let r = self.def(v, "s32", format_args!("{op} %{x}, %{y}"));
                self.vals.extend([x, r]);
            }
            // A store of a value at a computed offset.
            2 => {
                let x = self.pick();
                // llc's RegBankSelect splits a 64-bit VGPR extension into a merge with a zero
                // high half (there is no VALU zero-extend to 64 bits to select).
                let wide = if self.stage == Stage::RegBankSelect {
                    let zero = self.def(v, "s32", format_args!("G_CONSTANT i32 0"));
                    self.def(v, "s64", format_args!("G_MERGE_VALUES %{x}(s32), %{zero}(s32)"))
                } else {
                    self.def(v, "s64", format_args!("G_ZEXT %{x}(s32)"))
                };
                let two = self.constant32(2);
                let off = if self.stage == Stage::IrTranslator {
                    let two64 = self.def(v, "s64", format_args!("G_ZEXT %{two}(s32)"));
                    self.def(v, "s64", format_args!("G_SHL %{wide}, %{two64}(s64)"))
                } else {
                    self.def(v, "s64", format_args!("G_SHL %{wide}, %{two}(s32)"))
                };
                let base = self.base;
                let p = self.def(v, "p1", format_args!("G_PTR_ADD %{base}, %{off}(s64)"));
                let y = self.pick();
                self.stmt(format_args!("G_STORE %{y}(s32), %{p}(p1) :: (store (s32), addrspace 1)"));
            }
            // A compare and select (min/max-like).
            3 => {
                let (a, b) = (self.pick(), self.pick());
                let pred = ["slt", "ult", "sgt", "eq", "ne"][self.rng.below(5)];
                let c = self.def(Bank::Vcc, "s1", format_args!("G_ICMP intpred({pred}), %{a}(s32), %{b}"));
                let r = self.def(v, "s32", format_args!("G_SELECT %{c}(s1), %{a}, %{b}"));
                self.vals.push(r);
            }
            // Integer arithmetic with constants.
            4 => {
                let a = self.pick();
                let k = self.rng.below(1000) as i64 + 1;
                let k = self.constant32(k);
                let m = self.def(v, "s32", format_args!("G_MUL %{a}, %{k}"));
                let mask = self.constant32(0xFFFF);
                let r = self.def(v, "s32", format_args!("G_AND %{m}, %{mask}"));
                self.vals.extend([m, r]);
            }
            // Float arithmetic.
            5 => {
                let (a, b) = (self.pick(), self.pick());
                let f = self.def(v, "s32", format_args!("G_FMUL %{a}, %{b}"));
                let r = self.def(v, "s32", format_args!("G_FADD %{f}, %{a}"));
                self.vals.extend([f, r]);
            }
            // Copies and a shift.
            6 => {
                let a = self.pick();
                let c = self.def(v, "s32", format_args!("COPY %{a}(s32)"));
                let s = self.rng.below(31) as i64 + 1;
                let s = self.constant32(s);
                let r = self.def(v, "s32", format_args!("G_SHL %{c}, %{s}(s32)"));
                self.vals.extend([c, r]);
            }
            // Narrow arithmetic through a truncation.
            _ => {
                let (a, b) = (self.pick(), self.pick());
                let ta = self.def(v, "s16", format_args!("G_TRUNC %{a}(s32)"));
                let tb = self.def(v, "s16", format_args!("G_TRUNC %{b}(s32)"));
                let s = self.def(v, "s16", format_args!("G_ADD %{ta}, %{tb}"));
                let r = self.def(v, "s32", format_args!("G_SEXT %{s}(s16)"));
                self.vals.push(r);
            }
        }
    }

    /// Straight-line code until the instruction count reaches `until`.
    fn straight_line(&mut self, until: usize) {
        while self.insts + 8 <= until {
            self.chunk();
        }
    }
}

/// A MIR file with one kernel named `bench` of about `insts` instructions (exactly `insts` when
/// `insts` is at least 100; every instruction is on its own line).
pub fn generate(stage: Stage, insts: usize) -> String {
    let insts = insts.max(100);
    let mut g = Gen { stage, rng: SplitMix64(0x5EED), body: String::new(), banks: Vec::new(), insts: 0, vals: Vec::new(), base: 0 };
    let (sg, vg) = (Bank::Sgpr, Bank::Vgpr);

    // bb.0: arguments, then a quarter of the code, then a uniform branch.
    g.body.push_str("  bb.0:\n    successors: %bb.1(0x40000000), %bb.2(0x40000000)\n    liveins: $sgpr0_sgpr1, $vgpr0\n  \n");
    let kernarg = g.def(sg, "p4", format_args!("COPY $sgpr0_sgpr1"));
    let tid = g.def(vg, "s32", format_args!("COPY $vgpr0"));
    let arg_base = g.def(sg, "p1", format_args!("G_LOAD %{kernarg}(p4) :: (dereferenceable invariant load (p1), align 16, addrspace 4)"));
    g.base = if stage == Stage::RegBankSelect { g.def(vg, "p1", format_args!("COPY %{arg_base}(p1)")) } else { arg_base };
    let n_off = g.def(sg, "s64", format_args!("G_CONSTANT i64 8"));
    let n_ptr = g.def(sg, "p4", format_args!("G_PTR_ADD %{kernarg}, %{n_off}(s64)"));
    let n = g.def(sg, "s32", format_args!("G_LOAD %{n_ptr}(p4) :: (dereferenceable invariant load (s32), addrspace 4)"));
    let n_v = if stage == Stage::RegBankSelect { g.def(vg, "s32", format_args!("COPY %{n}(s32)")) } else { n };
    g.vals.extend([tid, n_v]);
    // Instructions of the blocks' fixed parts: the branch (4), two G_BRs, phis (3), S_ENDPGM.
    let fixed = 4 + 2 + 3 + 1;
    let share = (insts - fixed) / 4;
    g.straight_line(share);
    let zero = g.def(sg, "s32", format_args!("G_CONSTANT i32 0"));
    let (cond_ty, cond) = if stage == Stage::RegBankSelect {
        ("s32", g.def(sg, "s32", format_args!("G_ICMP intpred(eq), %{n}(s32), %{zero}")))
    } else {
        ("s1", g.def(sg, "s1", format_args!("G_ICMP intpred(eq), %{n}(s32), %{zero}")))
    };
    g.stmt(format_args!("G_BRCOND %{cond}({cond_ty}), %bb.2"));
    g.stmt(format_args!("G_BR %bb.1"));
    let entry_vals = g.vals.clone();

    // bb.1 and bb.2: the two arms, each ending in a value for the join's phi.
    let mut arm_results = Vec::new();
    for (block, until) in [(1, 2 * share + 4), (2, 3 * share + 5)] {
        g.vals = entry_vals.clone();
        let _ = write!(g.body, "\n  bb.{block}:\n    successors: %bb.3(0x80000000)\n  \n");
        g.straight_line(until - 1);
        let (x, y) = (g.pick(), g.pick());
        arm_results.push((x, y));
        g.stmt(format_args!("G_BR %bb.3"));
    }

    // bb.3: phis of the arms' values, the rest of the code, the end.
    g.body.push_str("\n  bb.3:\n");
    g.vals = entry_vals;
    let ((a1, a2), (b1, b2)) = (arm_results[0], arm_results[1]);
    let phi = g.def(vg, "s32", format_args!("G_PHI %{a1}(s32), %bb.1, %{b1}(s32), %bb.2"));
    let phi2 = g.def(vg, "s32", format_args!("G_PHI %{a2}(s32), %bb.1, %{b2}(s32), %bb.2"));
    let sum = g.def(vg, "s32", format_args!("G_ADD %{phi}, %{phi2}"));
    g.vals.extend([phi, phi2, sum]);
    g.straight_line(insts - 1);
    // Pad to the exact count with copies.
    while g.insts < insts - 1 {
        let a = g.pick();
        let c = g.def(vg, "s32", format_args!("COPY %{a}(s32)"));
        g.vals.push(c);
    }
    g.stmt(format_args!("S_ENDPGM 0"));

    let mut out = String::with_capacity(g.body.len() + g.banks.len() * 48 + 1024);
    let rbs = stage == Stage::RegBankSelect;
    let legal = stage != Stage::IrTranslator;
    let _ = write!(
        out,
        "# A generated {insts}-instruction kernel in generic MIR after {}, for benchmarks\n\
         # (mir-tests/src/synth.rs).\n---\nname:            bench\nalignment:       1\n\
         exposesReturnsTwice: false\nlegalized:       {legal}\nregBankSelected: {rbs}\nselected:        false\n\
         failedISel:      false\ntracksRegLiveness: true\nhasWinCFI:       false\n",
        stage.name()
    );
    if rbs {
        out.push_str("registers:\n");
        for (i, b) in g.banks.iter().enumerate() {
            let _ = writeln!(out, "  - {{ id: {i}, class: {}, preferred-register: '' }}", b.name());
        }
    } else {
        out.push_str("registers:       []\n");
    }
    let _ = write!(
        out,
        "liveins:\n  - {{ reg: '$sgpr0_sgpr1', virtual-reg: '%{kernarg}' }}\n  - {{ reg: '$vgpr0', virtual-reg: '%{tid}' }}\n\
         frameInfo:\n  maxAlignment:    1\n  hasCalls:        false\n  maxCallFrameSize: 4294967295\n\
         fixedStack:      []\nstack:           []\nconstants:       []\n\
         machineFunctionInfo:\n  explicitKernArgSize: 16\n  maxKernArgAlign: 8\n  isEntryFunction: true\n\
         body:             |\n"
    );
    out.push_str(&g.body);
    out.push_str("...\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generates_the_exact_count_deterministically() {
        for stage in [Stage::IrTranslator, Stage::Legalizer, Stage::RegBankSelect] {
            let text = generate(stage, 2000);
            assert_eq!(text, generate(stage, 2000));
            let m = isel::mir::parse(&text).unwrap_or_else(|e| panic!("{e} at {}:{}", e.line, e.col));
            let f = &m.functions[0];
            assert_eq!(f.blocks.len(), 4);
            assert_eq!(f.all_insts().count(), 2000, "{}", stage.name());
        }
    }
}
