#!/usr/bin/env bash
# backhalf.sh [OUTDIR]
#
# Checks our back-half passes (phi-node-elimination, si-lower-control-flow) on llc-14's own
# MIR, independently of our front half (issue 26, must-show 1 and 2):
#
#   for every input program and CPU (gfx900, gfx1030), and each pass P:
#     pre  = llc-14 -global-isel -global-isel-abort=2 -stop-before=P prog.ll
#     ours = mir-run --pass P pre             (and "both": the two passes on the
#                                              -stop-before=phi-node-elimination MIR;
#                                              "front+both": the two passes on our own
#                                              front half's --stop-after si-fold-operands)
#     (a) llc-14 -run-pass=none -verify-machineinstrs reads and verifies ours; counted only
#         where llc-14 reads and verifies its own `pre` (its failures are counted apart);
#     (b) mir-equiv compares ours with llc-14's -stop-after=irtranslator MIR of the program:
#         every function agrees (0), differs (1) or is not checked (2, an unmodelled
#         instruction or input).
#
# Inputs: mir-tests/corpus/programs/*.ll, $SHARED_CORPUS/llvm/ir/*.ll,
# $SHARED_CORPUS/llc14-quirks/*.ll, the random programs of `mir-gen print --seed S` for S in
# BACKHALF_SEEDS (default 0..39; development seeds only), and every BACKHALF_COVERAGE_EVERY-th
# entry (default 25) of the coverage matrix (`mir-coverage --print`).
#
# Output: OUTDIR/rows.tsv (one row per file, cpu and pass) and a summary table on stdout.
# Environment: LLC (llc-14), MIR_RUN, MIR_EQUIV (default: target/release binaries, built
# if absent), JOBS (default 2), EQUIV_INPUTS (default 64).
# Exit status: 0 when every output is accepted and no function differs; 1 otherwise.
set -euo pipefail

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$SCRIPT_DIR/../.." && pwd)
SHARED_CORPUS=${SHARED_CORPUS:-$REPO/../shared/corpus}
OUTDIR=${1:-$(mktemp -d /tmp/backhalf.XXXXXX)}
LLC=${LLC:-llc-14}
JOBS=${JOBS:-2}
EQUIV_INPUTS=${EQUIV_INPUTS:-64}
SEEDS=${BACKHALF_SEEDS:-0..39}
EVERY=${BACKHALF_COVERAGE_EVERY:-25}
BIN=$REPO/target/release
MIR_RUN=${MIR_RUN:-$BIN/mir-run}
MIR_EQUIV=${MIR_EQUIV:-$BIN/mir-equiv}

command -v "$LLC" >/dev/null 2>&1 || { echo "backhalf: '$LLC' not found (set LLC)" >&2; exit 2; }
if [ ! -x "$MIR_RUN" ] || [ ! -x "$MIR_EQUIV" ]; then
    (cd "$REPO" && nice -n 10 cargo build --release -j 1 -p mir-tests --bin mir-run --bin mir-equiv --bin mir-gen --bin mir-coverage)
fi
mkdir -p "$OUTDIR/in"

# Inputs.
cp "$REPO"/mir-tests/corpus/programs/*.ll "$OUTDIR/in/" 2>/dev/null || true
for f in "$SHARED_CORPUS"/llvm/ir/*.ll; do cp "$f" "$OUTDIR/in/llvm-$(basename "$f")"; done
for f in "$SHARED_CORPUS"/llc14-quirks/*.ll; do cp "$f" "$OUTDIR/in/quirk-$(basename "$f")"; done
lo=${SEEDS%..*}
hi=${SEEDS#*..}
for ((s = lo; s < hi; s++)); do
    "$BIN/mir-gen" print --seed "$s" > "$OUTDIR/in/rand-$s.ll"
done
"$BIN/mir-coverage" --print 2>/dev/null | awk -v every="$EVERY" -v dir="$OUTDIR/in" '
    /^; ---- / { n++; keep = (n % every == 1); name = $3; gsub(/[^A-Za-z0-9_.-]/, "_", name); file = dir "/cov-" name ".ll" }
    keep { print > file }'

check_one() { # check_one FILE CPU: prints the rows of one input on one CPU
    local src=$1 cpu=$2
    local base work extra=()
    base=$(basename "$src" .ll)
    work=$OUTDIR/work/$cpu/$base
    mkdir -p "$work"
    if sed -e 's/;.*$//' "$src" | grep -Eq '(^|[^%@$.A-Za-z0-9_"-])ptr([^A-Za-z0-9_.$-]|$)'; then extra=(-opaque-pointers); fi
    local llc=("$LLC" -march=amdgcn -mcpu="$cpu" -global-isel -global-isel-abort=2 "${extra[@]}")
    "${llc[@]}" -stop-after=irtranslator "$src" -o "$work/irt.mir" 2>/dev/null || { echo -e "$base\t$cpu\t-\tllc-crash\t0\t0\t0\t0\t0\t0"; return; }
    local pass pre ours
    for pass in phi-node-elimination si-lower-control-flow both front+both; do
        local stop=$pass passes=(--pass "$pass")
        if [ "$pass" = both ] || [ "$pass" = front+both ]; then stop=phi-node-elimination; passes=(--pass phi-node-elimination --pass si-lower-control-flow); fi
        pre=$work/pre-$stop.mir
        ours=$work/ours-$pass.mir
        if [ "$pass" = front+both ]; then
            # Our own front half's selected output of the program instead of llc-14's.
            stop=front
            pre=$work/pre-front.mir
            "$MIR_RUN" --mcpu "$cpu" --global-isel-abort 2 --stop-after si-fold-operands "$work/irt.mir" -o "$pre" 2>/dev/null || { echo -e "$base\t$cpu\t$pass\tfront-error\t0\t0\t0\t0\t0\t0"; continue; }
        fi
        [ -f "$pre" ] || "${llc[@]}" -stop-before="$stop" "$src" -o "$pre" 2>/dev/null || { echo -e "$base\t$cpu\t$pass\tllc-crash\t0\t0\t0\t0\t0\t0"; continue; }
        local own=ok
        "$LLC" -march=amdgcn -mcpu="$cpu" -run-pass=none -verify-machineinstrs "$pre" -o /dev/null 2>"$work/own-$stop.log" || own=own-fail
        if ! "$MIR_RUN" --mcpu "$cpu" "${passes[@]}" "$pre" -o "$ours" 2>"$work/ours-$pass.log"; then
            echo -e "$base\t$cpu\t$pass\t$own\terror\t0\t0\t0\t0\t0"
            continue
        fi
        local accepted=yes
        "$LLC" -march=amdgcn -mcpu="$cpu" -run-pass=none -verify-machineinstrs "$ours" -o /dev/null 2>"$work/llc-$pass.log" || accepted=no
        # Functions on which llc-14's own input already differs from the IRTranslator MIR are
        # counted apart: the mismatch is llc-14's (or the interpreter's), not the pass's.
        [ -f "$work/equiv-pre-$stop.log" ] || "$MIR_EQUIV" --mcpu "$cpu" --inputs "$EQUIV_INPUTS" --seed 1 "$work/irt.mir" "$pre" >"$work/equiv-pre-$stop.log" 2>&1 || true
        "$MIR_EQUIV" --mcpu "$cpu" --inputs "$EQUIV_INPUTS" --seed 1 "$work/irt.mir" "$ours" >"$work/equiv-$pass.log" 2>&1 || true
        local n agree differ unchecked own_differ
        n=$(grep -E '^[0-9]+ functions:' "$work/equiv-$pass.log" | sed -n 's/^\([0-9]*\) functions:.*/\1/p' | tail -1)
        agree=$(grep -c ': agrees on ' "$work/equiv-$pass.log" || true)
        unchecked=$(grep -c '^error\[Q002\]' "$work/equiv-$pass.log" || true)
        differ=0 own_differ=0
        for fn in $(sed -n 's/^error\[Q001\]: `\([^`]*\)`.*/\1/p' "$work/equiv-$pass.log"); do
            if grep -q "^error\[Q001\]: \`$fn\`" "$work/equiv-pre-$stop.log"; then own_differ=$((own_differ + 1)); else differ=$((differ + 1)); fi
        done
        echo -e "$base\t$cpu\t$pass\t$own\t$accepted\t${n:-0}\t${agree:-0}\t$differ\t${unchecked:-0}\t$own_differ"
    done
}
export -f check_one
export OUTDIR LLC MIR_RUN MIR_EQUIV EQUIV_INPUTS

for cpu in gfx900 gfx1030; do
    for f in "$OUTDIR"/in/*.ll; do echo "$f $cpu"; done
done | xargs -P "$JOBS" -n 2 bash -c 'check_one "$0" "$1"' 2>>"$OUTDIR/stderr.log" | sort > "$OUTDIR/rows.tsv"

# Summary: per pass and CPU.
summary() {
awk -F'\t' '
    $4 == "llc-crash" || $4 == "front-error" { crash[$2 "\t" $3]++; next }
    {
        k = $2 "\t" $3; files[k]++; fn[k] += $6; agree[k] += $7; differ[k] += $8; unchecked[k] += $9; owndiff[k] += $10
        if ($4 == "own-fail") own[k]++
        if ($5 == "error") err[k]++
        else if ($4 != "own-fail") { judged[k]++; if ($5 == "yes") acc[k]++ }
    }
    END {
        for (k in files) {
            split(k, p, "\t")
            printf "| %s | %s | %d | %d | %d | %d | %d / %d (%.1f %%) | %d | %d | %d | %d | %d |\n", p[1], p[2], files[k], crash[k], own[k], err[k], acc[k], judged[k], judged[k] ? 100 * acc[k] / judged[k] : 0, fn[k], agree[k], differ[k], owndiff[k], unchecked[k]
            if (acc[k] < judged[k] || differ[k] > 0 || err[k] > 0) bad = 1
        }
        exit bad
    }' "$OUTDIR/rows.tsv"
}
echo "| cpu | pass | files | llc-14 crashes (front+both: our front half fails) | llc-14 rejects its own input | our errors | accepted by llc-14 | functions | equivalent | mismatched | mismatched in llc-14's own input too | not checked |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
status=0
summary | sort || status=$?
echo "rows: $OUTDIR/rows.tsv"
exit "$status"
