//! Parse and print speed on a generated 20,000-instruction kernel (`mir_tests::synth`), after
//! the IRTranslator and after RegBankSelect. `bench/vs-llc.sh` compares the whole `mir-run`
//! process against llc-14 on the same input.
//!
//! ```sh
//! cargo bench -p mir-tests --bench parse_print
//! ```

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mir_tests::synth::{Stage, generate};

const INSTS: usize = 20_000;

// A generated input that does not parse is a bug in the generator: nothing to measure.
#[allow(clippy::panic)]
fn parse_print(c: &mut Criterion) {
    for stage in [Stage::IrTranslator, Stage::RegBankSelect] {
        let text = generate(stage, INSTS);
        let module = match isel::mir::parse(&text) {
            Ok(m) => m,
            Err(e) => panic!("the generated {} input does not parse: {e} at {}:{}", stage.name(), e.line, e.col),
        };
        let mut group = c.benchmark_group(format!("{}-20k", stage.name()));
        group.throughput(Throughput::Elements(INSTS as u64));
        group.bench_function("parse", |b| b.iter(|| isel::mir::parse(black_box(&text))));
        group.bench_function("print", |b| b.iter(|| black_box(&module).to_string()));
        group.finish();
    }
}

criterion_group!(benches, parse_print);
criterion_main!(benches);
