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
# 4. builds mir-run again with rustc -Cprofile-use.
#
# On x86_64 Linux with glibc's static libraries, both builds are also linked statically and
# not position-independent (-Ctarget-feature=+crt-static -Crelocation-model=static): such a
# binary starts without the dynamic loader and its relocations, which saves 0.4-0.7 ms of
# every run, a tenth of parsing and printing a 20,000-instruction function. (Static and
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

STATIC=""
case $HOST in
    x86_64-*-linux-gnu)
        # `cc -print-file-name` prints a bare name when it finds no such file.
        [[ $(cc -print-file-name=libc.a 2>/dev/null) == /* ]] && STATIC="-Ctarget-feature=+crt-static -Crelocation-model=static"
        ;;
esac
[ -n "$STATIC" ] || echo "pgo-build: linking dynamically (no static glibc for $HOST)" >&2

rm -rf "$OUT/profiles" "$OUT/stages"
mkdir -p "$OUT/profiles"

# --target keeps the flags off build scripts and the pattern proc-macro: only mir-run's own code
# is instrumented and optimised.
build() { # build TARGET-SUBDIR RUSTFLAGS
    (cd "$REPO" && CFLAGS="${CFLAGS:-} -DMI_SKIP_COLLECT_ON_EXIT=1" RUSTFLAGS="$2" \
        cargo build --quiet --release --target "$HOST" --target-dir "$OUT/$1" -p mir-tests --bin mir-run)
    echo "$OUT/$1/$HOST/release/mir-run"
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
build use "-Cprofile-use=$OUT/merged.profdata $STATIC"
