//! The legalizer, RegBankSelect, instruction selection and phi elimination, each on generated kernels of 5,000,
//! 20,000 and 50,000 instructions at the stage before it (`mir_tests::synth`: the files
//! `bench/vs-llc.sh` gives our `mir-run --pass NAME` and llc-14's `-run-pass=NAME`). The three
//! sizes show how each pass scales: throughput (instructions per second) should not drop.
//!
//! ```sh
//! cargo bench -p mir-tests --bench passes
//! ```

use criterion::{BatchSize, BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use isel::pipeline::PassContext;
use isel::target::{Cpu, Subtarget};
use mir_tests::synth::{SIZES, Stage, generate};

/// Each pass by its pipeline name, with the stage its input is at and the passes of ours that
/// take the generated file there first (phi-node-elimination reads our selected output: the
/// kernel's join has phis; it branches uniformly, so there is no exec-mask code to lower).
const PASSES: &[(&str, Stage, &[&str])] = &[
    ("legalizer", Stage::IrTranslator, &[]),
    ("regbankselect", Stage::Legalizer, &[]),
    ("instruction-select", Stage::RegBankSelect, &[]),
    ("phi-node-elimination", Stage::RegBankSelect, &["instruction-select", "si-fold-operands"]),
];

// A generated input that does not parse, or that the pass rejects, is a bug in the generator
// or the pass: nothing to measure.
#[allow(clippy::panic)]
fn bench(c: &mut Criterion) {
    let st = Subtarget::new(Cpu::Gfx900);
    for &(name, stage, before) in PASSES {
        let Some(pass) = isel::pipeline::pass(name) else { panic!("no pass named `{name}`") };
        let mut group = c.benchmark_group(name);
        for insts in SIZES {
            let text = generate(stage, insts);
            let module = match isel::mir::parse(&text) {
                Ok(m) => m,
                Err(e) => panic!("the generated input of {name} does not parse: {e} at {}:{}", e.line, e.col),
            };
            let mut f = module.functions[0].clone();
            for prep in before {
                let Some(p) = isel::pipeline::pass(prep) else { panic!("no pass named `{prep}`") };
                if let Err(e) = (p.run)(&mut f, &mut PassContext::new(st)) {
                    panic!("{prep} fails on the generated input of {name}: {}", e.message);
                }
            }
            if let Err(e) = (pass.run)(&mut f.clone(), &mut PassContext::new(st)) {
                panic!("{name} fails on the generated input: {}", e.message);
            }
            group.throughput(Throughput::Elements(insts as u64));
            group.bench_function(BenchmarkId::from_parameter(insts), |b| {
                b.iter_batched(|| f.clone(), |mut f| (pass.run)(&mut f, &mut PassContext::new(st)).map(|()| f), BatchSize::LargeInput)
            });
        }
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench
}
criterion_main!(benches);
