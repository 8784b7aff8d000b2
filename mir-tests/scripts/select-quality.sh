#!/usr/bin/env bash
# select-quality.sh [--max-ratio R] [--worst N] [--keep DIR] [--stages DIR] [CPU...]
#
# How much code our instruction selector makes compared with llc-14's, on the corpus:
#   1. regenerates llc-14's `-stop-after=regbankselect` MIR of every corpus program with
#      gen-stages.sh (into a temporary directory, or DIR with --keep), unless --stages DIR names
#      an existing gen-stages.sh output (DIR/CPU/regbankselect/*.mir) to use instead;
#   2. selects each file with `mir-run --pass instruction-select` and with
#      `llc-14 -run-pass=instruction-select` (both with -global-isel-abort=2);
#   3. counts, per function that neither side failed, the instructions other than COPY, PHI,
#      IMPLICIT_DEF and REG_SEQUENCE (which cost nothing or are left to the coalescer);
#   4. runs llc-14's machine verifier on our output of every file whose input llc-14 itself
#      verifies (llc-14's own regbankselect output sometimes does not: that is llc's problem).
# Prints one line per CPU: functions compared, our instructions, llc's, the ratio ours/llc, and
# how many files our output passed llc's verifier on. --worst N also lists the N functions with
# the largest ratio. --max-ratio R makes the exit status 1 when a CPU's ratio exceeds R or any
# verifiable file fails the verifier (for CI). CPUs default to gfx900 gfx1030.
#
# Environment: LLC (default llc-14), MIR_RUN (default: this repository's target/debug/mir-run,
# built first with cargo), SHARED_CORPUS (passed to gen-stages.sh).
set -euo pipefail
export LC_ALL=C

usage() {
    echo "usage: $0 [--max-ratio R] [--worst N] [--keep DIR] [--stages DIR] [CPU...]" >&2
    exit 2
}

MAX_RATIO=
WORST=0
KEEP=
STAGES=
CPUS=()
while [ $# -gt 0 ]; do
    case "$1" in
        --max-ratio) [ $# -ge 2 ] || usage; MAX_RATIO=$2; shift 2 ;;
        --worst) [ $# -ge 2 ] || usage; WORST=$2; shift 2 ;;
        --keep) [ $# -ge 2 ] || usage; KEEP=$2; shift 2 ;;
        --stages) [ $# -ge 2 ] || usage; STAGES=$2; shift 2 ;;
        -h|--help) usage ;;
        -*) usage ;;
        *) CPUS+=("$1"); shift ;;
    esac
done
[ ${#CPUS[@]} -gt 0 ] || CPUS=(gfx900 gfx1030)

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$SCRIPT_DIR/../.." && pwd)
LLC=${LLC:-llc-14}
command -v "$LLC" >/dev/null 2>&1 || { echo "select-quality: '$LLC' not found (set LLC)" >&2; exit 2; }
if [ -z "${MIR_RUN:-}" ]; then
    (cd "$REPO" && cargo build -q -p mir-tests --bin mir-run)
    MIR_RUN=$REPO/target/debug/mir-run
fi

if [ -n "$KEEP" ]; then
    WORK=$KEEP
    mkdir -p "$WORK"
else
    WORK=$(mktemp -d)
    trap 'rm -rf "$WORK"' EXIT
fi

if [ -n "$STAGES" ]; then
    for cpu in "${CPUS[@]}"; do
        [ -d "$STAGES/$cpu/regbankselect" ] || { echo "select-quality: no $STAGES/$cpu/regbankselect" >&2; exit 2; }
    done
else
    STAGES=$WORK/stages
    GEN_STAGES=regbankselect "$SCRIPT_DIR/gen-stages.sh" "$STAGES" "${CPUS[@]}" >/dev/null 2>"$WORK/gen-stages.err" || {
        cat "$WORK/gen-stages.err" >&2
        exit 2
    }
fi

# count_instructions FILE: one "function<TAB>count" line per function, "-" as the count of a
# function marked failedISel.
count_instructions() {
    awk '
        function flush() {
            if (name != "") print name "\t" (failed ? "-" : n)
            name = ""; failed = 0; n = 0; body = 0
        }
        /^---/ { flush(); next }
        /^name:/ { name = $2; next }
        /^failedISel:[ \t]+true/ { failed = 1; next }
        /^body:/ { body = 1; next }
        /^\.\.\./ { body = 0; next }
        body {
            line = $0
            sub(/^[ \t]+/, "", line)
            if (line == "" || line ~ /^(bb\.|successors|liveins|;)/) next
            i = index(line, " = ")
            rhs = (i > 0) ? substr(line, i + 3) : line
            split(rhs, w, /[ \t,]+/)
            op = ""
            for (k = 1; k in w; k++) {
                if (w[k] !~ /^(nofpexcept|nnan|ninf|nsz|arcp|contract|afn|reassoc|nuw|nsw|exact)$/) { op = w[k]; break }
            }
            if (op == "" || op ~ /^(COPY|PHI|IMPLICIT_DEF|REG_SEQUENCE)$/) next
            n++
        }
        END { flush() }
    ' "$1"
}

status=0
printf '%-8s %10s %8s %8s %7s %s\n' cpu functions ours llc ratio "llc verifies ours"
for cpu in "${CPUS[@]}"; do
    out=$WORK/$cpu
    mkdir -p "$out"
    : > "$out/counts.tsv"
    files=0 verified=0 unverifiable=0 llc_failed=0
    for f in "$STAGES/$cpu/regbankselect/"*.mir; do
        [ -e "$f" ] || continue
        b=$(basename "$f" .mir)
        extra=()
        if grep -qE '(\bptr\b|ptr addrspace)' "$f"; then extra=(-opaque-pointers); fi
        run_llc() { "$LLC" -march=amdgcn -mcpu="$cpu" ${extra[@]+"${extra[@]}"} "$@"; }
        files=$((files + 1))
        if ! "$MIR_RUN" --mcpu "$cpu" --global-isel-abort=2 --pass instruction-select "$f" -o "$out/$b.ours.mir" 2>"$out/$b.ours.err"; then
            echo "select-quality: $cpu $b: mir-run failed (see $out/$b.ours.err)" >&2
            status=1
            continue
        fi
        # llc-14 crashes on some inputs (the corpus's llc14-quirks): run it in a subshell so
        # that the shell's own crash report goes to the log too.
        if ! (run_llc -run-pass=none -verify-machineinstrs "$f" -o /dev/null) >/dev/null 2>&1; then
            unverifiable=$((unverifiable + 1))
        elif (run_llc -run-pass=none -verify-machineinstrs "$out/$b.ours.mir" -o /dev/null) >"$out/$b.verify.err" 2>&1; then
            verified=$((verified + 1))
        else
            echo "select-quality: $cpu $b: llc's verifier rejects our output (see $out/$b.verify.err)" >&2
            status=1
        fi
        if ! (run_llc -run-pass=instruction-select -global-isel-abort=2 "$f" -o "$out/$b.llc.mir") >/dev/null 2>&1; then
            llc_failed=$((llc_failed + 1))
            continue
        fi
        join -t $'\t' <(count_instructions "$out/$b.ours.mir" | sort) <(count_instructions "$out/$b.llc.mir" | sort) \
            | awk -F'\t' -v file="$b" '$2 != "-" && $3 != "-" { print file "\t" $1 "\t" $2 "\t" $3 }' >> "$out/counts.tsv"
    done
    read -r n ours theirs < <(awk -F'\t' '{ n++; o += $3; t += $4 } END { print n + 0, o + 0, t + 0 }' "$out/counts.tsv")
    ratio=$(awk -v o="$ours" -v t="$theirs" 'BEGIN { if (t > 0) printf "%.3f", o / t; else print "n/a" }')
    printf '%-8s %10d %8d %8d %7s %d/%d files (of %d: %d inputs llc rejects, %d llc cannot select)\n' \
        "$cpu" "$n" "$ours" "$theirs" "$ratio" "$verified" "$((files - unverifiable))" "$files" "$unverifiable" "$llc_failed"
    if [ -n "$MAX_RATIO" ] && awk -v r="$ratio" -v m="$MAX_RATIO" 'BEGIN { exit !(r == "n/a" || r > m) }'; then
        echo "select-quality: $cpu: ratio $ratio exceeds $MAX_RATIO" >&2
        status=1
    fi
    if [ "$WORST" -gt 0 ]; then
        awk -F'\t' '$4 > 0 { printf "%.3f\t%d\t%d\t%s\t%s\n", $3 / $4, $3, $4, $1, $2 }' "$out/counts.tsv" \
            | sort -t $'\t' -k1,1gr -k2,2nr | head -n "$WORST" \
            | awk -F'\t' '{ printf "    %s  ours %4d  llc %4d  %s: %s\n", $1, $2, $3, $4, $5 }'
    fi
done
if [ -z "$MAX_RATIO" ]; then exit 0; fi
exit "$status"
