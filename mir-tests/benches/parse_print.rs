//! Parse and print speed on generated kernels of 5,000, 20,000 and 50,000 instructions
//! (`mir_tests::synth`), after the IRTranslator and after RegBankSelect. `bench/vs-llc.sh`
//! compares the whole `mir-run` process against llc-14 on the same input.
//!
//! ```sh
//! cargo bench -p mir-tests --bench parse_print
//! ```

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use mir_tests::synth::{SIZES, Stage, generate};

// A generated input that does not parse is a bug in the generator: nothing to measure.
#[allow(clippy::panic)]
fn parse_print(c: &mut Criterion) {
    for stage in [Stage::IrTranslator, Stage::RegBankSelect] {
        let mut group = c.benchmark_group(format!("parse-print/{}", stage.name()));
        for insts in SIZES {
            let text = generate(stage, insts);
            let module = match isel::mir::parse(&text) {
                Ok(m) => m,
                Err(e) => panic!("the generated {} input does not parse: {e} at {}:{}", stage.name(), e.line, e.col),
            };
            group.throughput(Throughput::Elements(insts as u64));
            group.bench_function(BenchmarkId::new("parse", insts), |b| b.iter(|| isel::mir::parse(black_box(&text))));
            group.bench_function(BenchmarkId::new("print", insts), |b| b.iter(|| black_box(&module).to_string()));
        }
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = parse_print
}
criterion_main!(benches);
