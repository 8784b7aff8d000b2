#!/usr/bin/env bash
# vs-llc.sh [-n REPS] [-i INSTS] [-s] [-p] [-g SEED] [ROW...]
#
# Times the whole mir-run process against llc-14 doing the same job on the same file, in the
# same run: the median wall time and user+sys CPU time of REPS runs each, the two commands
# taking turns, each spawned without a shell (examples/time-pair.rs), and the peak resident set
# size of each (GNU time's "Maximum resident set size").
#
# Inputs are generated kernels of INSTS instructions (default 20000; mir-tests/src/synth.rs,
# through `cargo run --example gen-bench-mir`). Each ROW of the table below names the input
# stage, our command and llc's; FILE stands for the input. Default: every row. A pass row reads
# the stage before it: legalizer the irtranslator file, regbankselect the legalizer file,
# instruction-select the regbankselect file.
#
# -g SEED: the inputs are instead a kernel of about INSTS IR instructions from the project's random
# program generator (`mir-gen print --seed SEED --insts INSTS --conv kernel`), taken to each input
# stage by `llc-14 -global-isel -stop-after=<stage>` (issue 23's speed rows).
#
# -s (scaling): instead, time each row at 5,000 and at 50,000 instructions and print
# time(50k)/time(5k) for ours and for llc (10 is linear; more means a super-linear spot).
#
# The mir-run timed is the profile-guided build of bench/pgo-build.sh (same code, same output;
# it takes a few minutes to build). -p (plain): time the plain `cargo build --release` instead.
#
# Environment: LLC (default llc-14), CARGO_TARGET_DIR, MIR_RUN (a mir-run binary to time instead
# of building one).
set -euo pipefail

LLC=${LLC:-llc-14}
ROWS=(
    # name                   | input stage   | ours                                   | llc
    "parse-print/irtranslator|irtranslator|mir-run --pass none FILE -o /dev/null|$LLC -march=amdgcn -mcpu=gfx900 -run-pass=none FILE -o /dev/null"
    "parse-print/regbankselect|regbankselect|mir-run --pass none FILE -o /dev/null|$LLC -march=amdgcn -mcpu=gfx900 -run-pass=none FILE -o /dev/null"
    "legalizer|irtranslator|mir-run --pass legalizer FILE -o /dev/null|$LLC -march=amdgcn -mcpu=gfx900 -run-pass=legalizer FILE -o /dev/null"
    "regbankselect|legalizer|mir-run --pass regbankselect FILE -o /dev/null|$LLC -march=amdgcn -mcpu=gfx900 -run-pass=regbankselect FILE -o /dev/null"
    "instruction-select|regbankselect|mir-run --pass instruction-select FILE -o /dev/null|$LLC -march=amdgcn -mcpu=gfx900 -run-pass=instruction-select FILE -o /dev/null"
)
GOAL_SPEEDUP=20

REPS=15
INSTS=20000
SCALING=0
PLAIN=0
GEN_SEED=
while getopts "n:i:sphg:" opt; do
    case $opt in
        n) REPS=$OPTARG ;;
        i) INSTS=$OPTARG ;;
        s) SCALING=1 ;;
        p) PLAIN=1 ;;
        g) GEN_SEED=$OPTARG ;;
        *) sed -n '2,27p' "$0" >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
WANT=("$@")

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$SCRIPT_DIR/../.." && pwd)
TARGET=${CARGO_TARGET_DIR:-$REPO/target}

command -v "$LLC" >/dev/null 2>&1 || { echo "vs-llc: $LLC not found (apt-get install llvm-14, or set LLC)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "vs-llc: /usr/bin/time not found (apt-get install time)" >&2; exit 2; }

echo "building mir-run and the input generator (release)..." >&2
(cd "$REPO" && cargo build --quiet --release -p mir-tests --bin mir-run --bin mir-gen --example gen-bench-mir --example time-pair)
GEN=$TARGET/release/examples/gen-bench-mir
MIR_GEN=$TARGET/release/mir-gen
TIME_PAIR=$TARGET/release/examples/time-pair
if [ -n "${MIR_RUN:-}" ]; then
    BUILD="$MIR_RUN (given)"
elif [ "$PLAIN" = 1 ]; then
    MIR_RUN=$TARGET/release/mir-run
    BUILD="plain release build"
else
    echo "building the profile-guided mir-run (bench/pgo-build.sh)..." >&2
    MIR_RUN=$("$SCRIPT_DIR/pgo-build.sh")
    BUILD="profile-guided release build (bench/pgo-build.sh)"
fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# The binary timed is a copy, as an installation makes (`cargo install` copies too). The
# linker writes its output through a memory map, which leaves the file's cached pages in 4 KB
# pieces; a file written by `cp`, like one read from disk, is cached in larger pieces (folios,
# where the kernel and file system have them: Linux 6.18 and ext4 here), which a run maps in
# fewer steps. Run as the linker left it, the same binary was 0.12-0.19 ms (4-5 %) slower on
# the legalizer row than a copy of it.
cp "$MIR_RUN" "$WORK/mir-run"
MIR_RUN=$WORK/mir-run

# time_pair: "OURS_WALL OURS_CPU LLC_WALL LLC_CPU", the medians in milliseconds over $REPS runs
# of ours_cmd and llc_cmd (examples/time-pair.rs). The two run in turn, one of each per round,
# so that whatever else the machine is doing slows both alike (CPU time barely moves when other
# work shares the machine; wall time does). Each run is spawned without a shell: a shell's fork
# of itself would add 0.1-0.3 ms to every run, the shell's time rather than the command's.
time_pair() {
    "${ours_cmd[@]}" >/dev/null 2>&1 || true # warm the page cache
    "${llc_cmd[@]}" >/dev/null 2>&1 || true
    "$TIME_PAIR" "$REPS" "${ours_cmd[@]}" -- "${llc_cmd[@]}"
}

# median of the numbers on stdin
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# peak_kb CMD...: peak resident set size in KiB (the median over 3 runs).
peak_kb() {
    for _ in 1 2 3; do
        /usr/bin/time -v -o "$WORK/t.txt" "$@" >/dev/null 2>&1
        awk -F': ' '/Maximum resident set size/ { print $2 }' "$WORK/t.txt"
    done | median
}

# row_cmds ROW INSTS: sets name, ours_cmd and llc_cmd for ROW on a generated INSTS-instruction
# input, and checks that both succeed before their times mean anything.
row_cmds() {
    local stage ours theirs file
    IFS='|' read -r name stage ours theirs <<<"$1"
    file=$WORK/$stage-$2.mir
    if [ ! -f "$file" ] && [ -n "$GEN_SEED" ]; then
        [ -f "$WORK/gen-$2.ll" ] || "$MIR_GEN" print --seed "$GEN_SEED" --insts "$2" --conv kernel >"$WORK/gen-$2.ll"
        "$LLC" -march=amdgcn -mcpu=gfx900 -global-isel -stop-after="$stage" "$WORK/gen-$2.ll" -o "$file"
    fi
    [ -f "$file" ] || "$GEN" "$stage" "$2" -o "$file"
    read -r -a ours_cmd <<<"${ours//FILE/$file}"
    read -r -a llc_cmd <<<"${theirs//FILE/$file}"
    ours_cmd[0]=${ours_cmd[0]/#mir-run/$MIR_RUN}
    "${ours_cmd[@]}" >/dev/null || { echo "vs-llc: ours failed on $file: ${ours_cmd[*]}" >&2; exit 1; }
    "${llc_cmd[@]}" >/dev/null || { echo "vs-llc: llc failed on $file: ${llc_cmd[*]}" >&2; exit 1; }
}

wanted() { [ ${#WANT[@]} -eq 0 ] || [[ " ${WANT[*]} " == *" $1 "* ]]; }

llc_version=$($LLC --version | grep -m1 -o 'LLVM version [0-9.]*')

if [ "$SCALING" = 1 ]; then
    echo "scaling: wall time at 5000 and at 50000 instructions, median of $REPS runs, ours and llc in turn; $llc_version; mir-run: $BUILD"
    echo "ratio = time(50k) / time(5k); 10 is linear; load average: $(cut -d' ' -f1-3 /proc/loadavg)"
    printf '%-27s %9s %9s %7s %9s %9s %7s\n' "row" "ours 5k" "ours 50k" "ratio" "llc 5k" "llc 50k" "ratio"
    for row in "${ROWS[@]}"; do
        wanted "${row%%|*}" || continue
        row_cmds "$row" 5000
        read -r w5_ours _ w5_llc _ <<<"$(time_pair)"
        row_cmds "$row" 50000
        read -r w50_ours _ w50_llc _ <<<"$(time_pair)"
        awk -v n="$name" -v a="$w5_ours" -v b="$w50_ours" -v c="$w5_llc" -v d="$w50_llc" \
            'BEGIN { printf "%-27s %9.2f %9.2f %6.1fx %9.2f %9.2f %6.1fx\n", n, a, b, b / a, c, d, d / c }'
    done
    exit 0
fi

SOURCE="generated kernels (mir-tests/src/synth.rs)"
[ -z "$GEN_SEED" ] || SOURCE="mir-gen kernels of seed $GEN_SEED"
echo "$INSTS-instruction $SOURCE, median of $REPS runs, ours and llc in turn, peak RSS from /usr/bin/time -v; $llc_version; mir-run: $BUILD"
echo "wall = elapsed time, cpu = user+sys time of the process; speed-up = llc-14 / ours; load average: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-27s %9s %9s %8s %9s %9s %8s %9s %9s %7s\n' "row" "ours wall" "llc wall" "speed-up" "ours cpu" "llc cpu" "speed-up" "ours MB" "llc MB" "memory"
missed=0
for row in "${ROWS[@]}"; do
    wanted "${row%%|*}" || continue
    row_cmds "$row" "$INSTS"
    read -r w_ours c_ours w_llc c_llc <<<"$(time_pair)"
    m_ours=$(peak_kb "${ours_cmd[@]}")
    m_llc=$(peak_kb "${llc_cmd[@]}")
    read -r s_wall s_cpu mem_ok ok <<<"$(awk -v wa="$w_ours" -v wb="$w_llc" -v ca="$c_ours" -v cb="$c_llc" \
        -v ma="$m_ours" -v mb="$m_llc" -v g="$GOAL_SPEEDUP" 'BEGIN {
            sw = wb / wa; sc = (ca > 0 ? cb / ca : 0)
            printf "%.1f %.1f %s %s\n", sw, sc, (ma < mb ? "less" : "MORE"), (sw >= g && ma < mb ? 1 : 0) }')"
    [ "$ok" = 1 ] || missed=1
    printf '%-27s %9.2f %9.2f %7sx %9.2f %9.2f %7sx %9.1f %9.1f %7s\n' "$name" "$w_ours" "$w_llc" "$s_wall" \
        "$c_ours" "$c_llc" "$s_cpu" "$(awk -v k="$m_ours" 'BEGIN { print k / 1024 }')" \
        "$(awk -v k="$m_llc" 'BEGIN { print k / 1024 }')" "$mem_ok"
done
if [ "$missed" = 0 ]; then
    echo "goal met: at least ${GOAL_SPEEDUP}x faster (wall) than llc-14 with less peak memory on every row"
else
    echo "goal MISSED on some row: at least ${GOAL_SPEEDUP}x faster (wall) than llc-14 with less peak memory"
fi
