//! The legalizer, RegBankSelect and instruction selection, each on generated kernels of 5,000,
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

/// Each pass by its pipeline name, with the stage its input is at.
const PASSES: &[(&str, Stage)] =
    &[("legalizer", Stage::IrTranslator), ("regbankselect", Stage::Legalizer), ("instruction-select", Stage::RegBankSelect)];

// A generated input that does not parse, or that the pass rejects, is a bug in the generator
// or the pass: nothing to measure.
#[allow(clippy::panic)]
fn bench(c: &mut Criterion) {
    let st = Subtarget::new(Cpu::Gfx900);
    for &(name, stage) in PASSES {
        let Some(pass) = isel::pipeline::pass(name) else { panic!("no pass named `{name}`") };
        let mut group = c.benchmark_group(name);
        for insts in SIZES {
            let text = generate(stage, insts);
            let module = match isel::mir::parse(&text) {
                Ok(m) => m,
                Err(e) => panic!("the generated input of {name} does not parse: {e} at {}:{}", e.line, e.col),
            };
            let f = module.functions[0].clone();
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
