//! Instruction selection on a generated 20,000-instruction kernel after RegBankSelect
//! (`mir_tests::synth`, the file `bench/vs-llc.sh` gives our `mir-run --pass instruction-select` and
//! llc-14's `-run-pass=instruction-select`).
//!
//! ```sh
//! cargo bench -p mir-tests --bench instruction_select
//! ```

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use isel::pipeline::PassContext;
use isel::target::{Cpu, Subtarget};
use mir_tests::synth::{Stage, generate};

const INSTS: usize = 20_000;

// A generated input that does not parse, or that the pass rejects, is a bug in the generator
// or the pass: nothing to measure.
#[allow(clippy::panic)]
fn bench(c: &mut Criterion) {
    let text = generate(Stage::RegBankSelect, INSTS);
    let module = match isel::mir::parse(&text) {
        Ok(m) => m,
        Err(e) => panic!("the generated regbankselect-stage input does not parse: {e} at {}:{}", e.line, e.col),
    };
    let f = module.functions[0].clone();
    let st = Subtarget::new(Cpu::Gfx900);
    if let Err(e) = isel::passes::select::run(&mut f.clone(), &mut PassContext::new(st)) {
        panic!("instruction-select fails on the generated input: {}", e.message);
    }
    let mut group = c.benchmark_group("instruction-select-20k");
    group.throughput(Throughput::Elements(INSTS as u64));
    group.bench_function("instruction-select", |b| {
        b.iter_batched(
            || f.clone(),
            |mut f| isel::passes::select::run(&mut f, &mut PassContext::new(st)).map(|()| f),
            BatchSize::LargeInput,
        )
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench
}
criterion_main!(benches);
