//! The legalizer on a generated function of about 20,000 generic instructions: a straight-line
//! mix of what it rewrites (s64 add/mul, s8 arithmetic and loads, mul by powers of two, 64-bit
//! selects, f32 division, constant-index extracts) and what it keeps.

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use isel::mir::{Function, parse};
use isel::pipeline::PassContext;
use isel::target::{Cpu, Subtarget};

/// MIR text of one function with `blocks` repetitions of a 20-instruction pattern.
fn generate(blocks: usize) -> String {
    let mut body = String::new();
    body.push_str("    %0:_(p1) = COPY $vgpr0_vgpr1\n    %1:_(s64) = COPY $vgpr2_vgpr3\n    %2:_(s32) = COPY $vgpr4\n");
    let mut n = 3usize;
    for _ in 0..blocks {
        let b = n;
        body.push_str(&format!(
            "    %{a}:_(s64) = G_ADD %1, %1\n\
             \x20   %{m}:_(s64) = G_MUL %{a}, %1\n\
             \x20   %{c8}:_(s64) = G_CONSTANT i64 8\n\
             \x20   %{sh}:_(s64) = G_MUL %{m}, %{c8}\n\
             \x20   %{t}:_(s8) = G_TRUNC %2(s32)\n\
             \x20   %{ld}:_(s8) = G_LOAD %0(p1) :: (load (s8), addrspace 1)\n\
             \x20   %{ad}:_(s8) = G_ADD %{t}, %{ld}\n\
             \x20   %{z}:_(s32) = G_ZEXT %{ad}(s8)\n\
             \x20   %{cmp}:_(s1) = G_ICMP intpred(ult), %{z}(s32), %2\n\
             \x20   %{sel}:_(s64) = G_SELECT %{cmp}(s1), %{sh}, %{a}\n\
             \x20   %{f}:_(s32) = G_FDIV %2, %{z}\n\
             \x20   %{vec}:_(<2 x s32>) = G_BUILD_VECTOR %{f}(s32), %{z}(s32)\n\
             \x20   %{i1}:_(s32) = G_CONSTANT i32 1\n\
             \x20   %{e}:_(s32) = G_EXTRACT_VECTOR_ELT %{vec}(<2 x s32>), %{i1}(s32)\n\
             \x20   %{x}:_(s32) = G_XOR %{e}, %2\n\
             \x20   G_STORE %{sel}(s64), %0(p1) :: (store (s64), addrspace 1)\n\
             \x20   G_STORE %{x}(s32), %0(p1) :: (store (s32), addrspace 1)\n",
            a = b,
            m = b + 1,
            c8 = b + 2,
            sh = b + 3,
            t = b + 4,
            ld = b + 5,
            ad = b + 6,
            z = b + 7,
            cmp = b + 8,
            sel = b + 9,
            f = b + 10,
            vec = b + 11,
            i1 = b + 12,
            e = b + 13,
            x = b + 14,
        ));
        n += 15;
    }
    format!(
        "---\nname: bench\ntracksRegLiveness: true\nbody: |\n  bb.0:\n    liveins: $vgpr0_vgpr1, $vgpr2_vgpr3, $vgpr4\n\n{body}    S_ENDPGM 0\n...\n"
    )
}

// A bench has no error path: a generator bug must stop it loudly.
#[allow(clippy::panic)]
fn bench(c: &mut Criterion) {
    let text = generate(1200);
    let module = match parse(&text) {
        Ok(m) => m,
        Err(e) => panic!("the generated function does not parse: {e:?}"),
    };
    let f: Function = module.functions[0].clone();
    let insts: usize = f.blocks.iter().map(|b| b.insts.len()).sum();
    eprintln!("legalizer bench: {insts} instructions in, per iteration");
    let st = Subtarget::new(Cpu::Gfx900);
    c.bench_function("legalizer_20k", |b| {
        b.iter_batched(
            || f.clone(),
            |mut f| {
                let mut cx = PassContext::new(st);
                isel::passes::legalizer::run(&mut f, &mut cx).map(|()| f.blocks.iter().map(|b| b.insts.len()).sum::<usize>())
            },
            BatchSize::LargeInput,
        )
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}
criterion_main!(benches);
