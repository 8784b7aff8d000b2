#!/usr/bin/env bash
# pgo-build.sh: builds a profile-guided (PGO) release `mir-run` and prints its path.
#
# 1. builds mir-run instrumented (rustc -Cprofile-generate);
# 2. runs it over training inputs: llc-14's MIR after each GlobalISel stage for the project's
#    programs and the shared corpus (mir-tests/scripts/gen-stages.sh), each through the pass
#    that follows its stage, the default pipeline and a plain parse-print. The generated
#    benchmark kernels are not among them;
# 3. merges the profile with the llvm-profdata of rustc's own LLVM (the `llvm-tools` rustup
#    component, installed if missing);
# 4. builds mir-run again with rustc -Cprofile-use;
# 5. links it again with the functions a run executes together at the start of its text:
#    those valgrind's callgrind sees over a few training runs (lld's --symbol-ordering-file).
#    Scattered over the 3.5 MB of text with the standard library's and libc's, they made
#    every run map 2.5 MB of it, 64 KB per page fault, where about
#    1.4 MB will do: 0.12-0.17 ms (3 %) of a legalizer-row run, whose page faults on the
#    binary's own pages were 7 % of its time. The order only moves code: same code, same
#    output. Without valgrind this step is skipped, with a warning.
#
# On x86_64 Linux both builds are also linked statically and not position-independent
# (-Crelocation-model=static): such a binary starts without the dynamic loader and its
# relocations, which saves 0.4-0.7 ms of every run, a tenth of parsing and printing a
# 20,000-instruction function. The C library linked is musl (target x86_64-unknown-linux-musl)
# where the toolchain can build for it: the target's standard library (added with rustup if
# missing) and a musl C compiler for mimalloc (x86_64-linux-musl-gcc, Debian's musl-tools).
# glibc's start-up asks the CPU about itself 43 times (the `cpuid` instruction; 22 times for
# cache sizes alone) and a virtual machine traps each one, 3.9 us on the machine the figures
# come from: with musl, which asks nothing, a legalizer-row run is 0.3-0.5 ms (9-12 %)
# faster. (Rust's feature detection still asks 7 times, once memchr or simdutf8 wants AVX2.)
# Where musl is out of reach the binary links glibc's static libraries
# (-Ctarget-feature=+crt-static), else glibc dynamically, with a warning. (Static and
# position-independent, glibc's start-up crashes with mimalloc.) mimalloc is compiled with
# MI_SKIP_COLLECT_ON_EXIT: at exit it no longer frees and returns memory the kernel is about
# to reclaim anyway (9 madvise calls; 0.6-2 % of a run).
#
# The result runs the same code as `cargo build --release` and gives the same output; the
# profile only guides the compiler's inlining, code layout and branch order. Everything lives
# under <target>/pgo (CARGO_TARGET_DIR or <repo>/target); a normal build is not touched.
#
# Environment: LLC (default llc-14), CARGO_TARGET_DIR. Progress goes to standard error; the
# binary's path is the one line on standard output.
set -euo pipefail

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$SCRIPT_DIR/../.." && pwd)
OUT=${CARGO_TARGET_DIR:-$REPO/target}/pgo
HOST=$(rustc -vV | sed -n 's/^host: //p')
LLC=${LLC:-llc-14}
command -v "$LLC" >/dev/null 2>&1 || { echo "pgo-build: $LLC not found (apt-get install llvm-14, or set LLC)" >&2; exit 2; }

# The profile format follows rustc's LLVM version, so LLVM 14's llvm-profdata will not do.
profdata() { find "$(rustc --print sysroot)/lib/rustlib" -name llvm-profdata -type f 2>/dev/null | head -n1; }
PROFDATA=$(profdata)
if [ -z "$PROFDATA" ]; then
    echo "pgo-build: installing the llvm-tools rustup component (for llvm-profdata)" >&2
    rustup component add llvm-tools >&2
    PROFDATA=$(profdata)
    [ -n "$PROFDATA" ] || { echo "pgo-build: llvm-profdata still missing after installing llvm-tools" >&2; exit 2; }
fi

# TRIPLE: the target built for; STATIC: how it is linked (see the top of this file).
TRIPLE=$HOST
STATIC=""
if [ "$HOST" = x86_64-unknown-linux-gnu ]; then
    MUSL=x86_64-unknown-linux-musl
    if command -v x86_64-linux-musl-gcc >/dev/null 2>&1 \
        && { rustup target list --installed 2>/dev/null | grep -qx "$MUSL" || rustup target add "$MUSL" >&2; }; then
        TRIPLE=$MUSL
        STATIC="-Crelocation-model=static"
        # rustc links a musl binary through cc with the system's linker; its own lld, which
        # takes the symbol order of step 5, is named explicitly.
        GCC_LD=$(rustc --print sysroot)/lib/rustlib/$HOST/bin/gcc-ld
        [ -x "$GCC_LD/ld.lld" ] && STATIC="$STATIC -Clink-arg=-B$GCC_LD -Clink-arg=-fuse-ld=lld"
    else
        echo "pgo-build: linking glibc, whose start-up is 0.3-0.5 ms slower in a virtual machine (for musl: apt-get install musl-tools; rustup target add $MUSL)" >&2
        # `cc -print-file-name` prints a bare name when it finds no such file.
        [[ $(cc -print-file-name=libc.a 2>/dev/null) == /* ]] && STATIC="-Ctarget-feature=+crt-static -Crelocation-model=static"
    fi
fi
[ -n "$STATIC" ] || echo "pgo-build: linking dynamically (no static C library for $HOST)" >&2

rm -rf "$OUT/profiles" "$OUT/stages"
mkdir -p "$OUT/profiles"

# --target keeps the flags off build scripts and the pattern proc-macro: only mir-run's own code
# is instrumented and optimised.
# Further arguments go to rustc for mir-run alone (`cargo rustc`), so that changing them only
# links mir-run again, where a change of RUSTFLAGS would rebuild every dependency.
build() { # build TARGET-SUBDIR RUSTFLAGS [RUSTC-ARG...]
    local dir=$1 flags=$2
    shift 2
    (cd "$REPO" && CFLAGS="${CFLAGS:-} -DMI_SKIP_COLLECT_ON_EXIT=1" RUSTFLAGS="$flags" \
        cargo rustc --quiet --release --target "$TRIPLE" --target-dir "$OUT/$dir" -p mir-tests --bin mir-run -- "$@") || return
    echo "$OUT/$dir/$TRIPLE/release/mir-run"
}

echo "pgo-build: instrumented build..." >&2
TRAIN_BIN=$(build gen "-Cprofile-generate=$OUT/profiles $STATIC")

echo "pgo-build: training inputs from $LLC..." >&2
"$REPO/mir-tests/scripts/gen-stages.sh" "$OUT/stages" >/dev/null

echo "pgo-build: training runs..." >&2
# Bad or unsupported inputs are part of the training too: their exit status does not matter.
train() { "$TRAIN_BIN" "$@" -o /dev/null >/dev/null 2>&1 || true; }
for dir in "$OUT"/stages/*/; do
    for f in "$dir"irtranslator/*.mir; do
        [ -e "$f" ] || continue
        train --pass legalizer "$f"
        train --stop-after instruction-select "$f"
    done
    for f in "$dir"legalizer/*.mir; do [ -e "$f" ] && train --pass regbankselect "$f"; done
    for f in "$dir"regbankselect/*.mir; do [ -e "$f" ] && train --pass instruction-select "$f"; done
    for f in "$dir"*/*.mir; do [ -e "$f" ] && train --pass none "$f"; done
done
for f in $(find "$REPO/mir-tests/tests" -name '*.mir' | LC_ALL=C sort); do train --pass none "$f"; done

"$PROFDATA" merge -o "$OUT/merged.profdata" "$OUT/profiles"

echo "pgo-build: optimised build..." >&2
USE_FLAGS="-Cprofile-use=$OUT/merged.profdata $STATIC"
USE_BIN=$(build use "$USE_FLAGS")

if ! command -v valgrind >/dev/null 2>&1; then
    echo "pgo-build: valgrind not found: the binary's functions keep the linker's order (start-up is 0.1-0.2 ms slower)" >&2
    echo "$USE_BIN"
    exit 0
fi
echo "pgo-build: ordering the executed functions..." >&2
ORDER_RUNS=$OUT/order-runs
rm -rf "$ORDER_RUNS" && mkdir -p "$ORDER_RUNS"
n=0
ordered() { # a run under callgrind, its functions' symbols kept (not demangled)
    n=$((n + 1))
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$(printf '%s/%03d.out' "$ORDER_RUNS" $n)" \
        "$USE_BIN" "$@" -o /dev/null >/dev/null 2>&1 || true
}
largest() { ls -S "$1"/*.mir 2>/dev/null | sed -n 1p; } # (`head` could end the pipe early: SIGPIPE, a failure under pipefail)
# What every run does first (start-up, parsing, printing), then each pass on the largest file
# of the stage before it, then the whole pipeline: a run of one pass touches the start of the
# list and that pass's part.
for dir in "$OUT"/stages/*/; do
    ir=$(largest "${dir}irtranslator") leg=$(largest "${dir}legalizer") rbs=$(largest "${dir}regbankselect")
    [ -n "$ir" ] && [ -n "$leg" ] && [ -n "$rbs" ] || continue
    ordered --pass none "$ir"
    ordered --pass none "$rbs"
    ordered --pass legalizer "$ir"
    ordered --pass regbankselect "$leg"
    ordered --pass instruction-select "$rbs"
    ordered --stop-after instruction-select "$ir"
done
# Each function's symbol (not an address), once, where callgrind first names it (`fn=(id) name`
# or `cfn=(id) name`), the runs in the order above.
# Then every variant of the libc string functions among them (`__memchr_evex`,
# `__memcpy_avx512_unaligned_erms`, ...): libc picks one for the CPU at start-up, and under
# valgrind, which lacks AVX-512, not the one a plain run picks.
cat "$ORDER_RUNS"/*.out | sed -n 's/^c\{0,1\}fn=([0-9]*) \(.*\)$/\1/p' | grep -v '^0x' >"$OUT/executed.txt"
VARIANT='(sse2|ssse3|sse4|avx|evex)'
nm "$USE_BIN" | awk '{print $NF}' >"$OUT/symbols.txt"
# (musl has no variants: no match is no failure.)
{ grep -oE "^__[a-z0-9]+_$VARIANT" "$OUT/executed.txt" || true; } | sed -E "s/$VARIANT\$//" | sort -u | while read -r family; do
    grep -E "^$family$VARIANT" "$OUT/symbols.txt" || true
done >>"$OUT/executed.txt"
awk '!seen[$0]++' "$OUT/executed.txt" >"$OUT/symbol-order.txt"
echo "pgo-build: $(wc -l <"$OUT/symbol-order.txt") functions ordered; linking again..." >&2
if ! build use "$USE_FLAGS" -Clink-arg=-Wl,--symbol-ordering-file="$OUT/symbol-order.txt" \
    -Clink-arg=-Wl,--no-warn-symbol-ordering >/dev/null; then
    # Only lld has the option (rustc links glibc binaries with it by default on x86_64 Linux
    # since 1.90; musl ones with it as asked above).
    echo "pgo-build: the linker took no symbol order: the binary's functions keep the linker's order" >&2
    build use "$USE_FLAGS" >/dev/null
fi
echo "$USE_BIN"
