#!/usr/bin/env bash
# gen-stages.sh OUTDIR [CPU...]
#
# Runs llc-14's GlobalISel pipeline on every .ll test program and keeps the MIR
# after each GlobalISel pass, for use as oracle data:
#
#   OUTDIR/CPU/STAGE/NAME.mir   output of -stop-after=STAGE (absent on a crash)
#   OUTDIR/CPU/STAGE/NAME.log   the llc command line and its stderr
#   OUTDIR/summary.tsv          one line per (file, cpu, stage), also on stdout
#
# Inputs (sorted, in this order):
#   <repo>/mir-tests/corpus/programs/*.ll    this project's programs
#   $SHARED_CORPUS/llvm/ir/*.ll              LLVM's own tests (Apache-2.0 WITH LLVM-exception)
#   $SHARED_CORPUS/llc14-quirks/*.ll         inputs on which llc-14 falls back or crashes
# SHARED_CORPUS defaults to <repo>/../shared/corpus.
# CPUs default to gfx900 gfx1030. STAGEs: irtranslator legalizer regbankselect
# instruction-select. Files that use opaque pointers (`ptr`) get -opaque-pointers.
#
# Status column:
#   ok        llc exited 0 and no function fell back
#   fallback  a GlobalISel remark (-pass-remarks-missed='gisel.*') on stderr, or a
#             function with `failedISel: true` in the output; detail = functions
#   crash     llc exited nonzero (signal, LLVM ERROR or timeout); detail says which
#             pass was running where llc printed it
# Note: -stop-after=STAGE also runs the combiners scheduled before STAGE, so a
# crash "at legalizer" may be in the pre-legalizer combiner (see the detail).
#
# Environment: LLC (default llc-14), SHARED_CORPUS, LLC_TIMEOUT (seconds per run,
# default 300; needs coreutils `timeout`, skipped if absent), GEN_STAGES (the stages to
# keep, default all four).
# Exit status: 0 when every run finished (whatever its status), 2 on usage errors.
set -euo pipefail

usage() {
    echo "usage: $0 OUTDIR [CPU...]   (default CPUs: gfx900 gfx1030)" >&2
    exit 2
}
[ $# -ge 1 ] || usage
case "$1" in -h|--help) usage ;; esac

OUTDIR=$1
shift
if [ $# -gt 0 ]; then CPUS=("$@"); else CPUS=(gfx900 gfx1030); fi
# GEN_STAGES (space-separated) limits the stages, e.g. GEN_STAGES=regbankselect.
read -r -a STAGES <<< "${GEN_STAGES:-irtranslator legalizer regbankselect instruction-select}"

LLC=${LLC:-llc-14}
LLC_TIMEOUT=${LLC_TIMEOUT:-300}
SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$SCRIPT_DIR/../.." && pwd)
PROGRAMS=$REPO/mir-tests/corpus/programs
SHARED_CORPUS=${SHARED_CORPUS:-$REPO/../shared/corpus}

command -v "$LLC" >/dev/null 2>&1 || { echo "gen-stages: '$LLC' not found (set LLC)" >&2; exit 2; }
TIMEOUT_CMD=()
if command -v timeout >/dev/null 2>&1; then TIMEOUT_CMD=(timeout "$LLC_TIMEOUT"); fi

# Collect inputs as "label<TAB>path"; the label (set/name.ll) is the summary's file column.
INPUTS=()
add_set() { # add_set LABEL-PREFIX DIR
    local prefix=$1 dir=$2 f
    if [ ! -d "$dir" ]; then
        echo "gen-stages: warning: $dir does not exist, skipping $prefix" >&2
        return 0
    fi
    while IFS= read -r f; do
        [ -n "$f" ] || continue
        INPUTS+=("$prefix/$(basename "$f")"$'\t'"$f")
    done < <(find "$dir" -maxdepth 1 -type f -name '*.ll' | LC_ALL=C sort)
}
add_set programs "$PROGRAMS"
add_set llvm/ir "$SHARED_CORPUS/llvm/ir"
add_set llc14-quirks "$SHARED_CORPUS/llc14-quirks"
[ ${#INPUTS[@]} -gt 0 ] || { echo "gen-stages: no .ll inputs found" >&2; exit 2; }

# Output names are the file names without .ll; refuse ambiguous ones.
dups=$(for e in "${INPUTS[@]}"; do basename "${e%%$'\t'*}" .ll; done | LC_ALL=C sort | uniq -d)
if [ -n "$dups" ]; then
    echo "gen-stages: file names occur in more than one input set: $dups" >&2
    exit 2
fi

# True when the IR uses opaque pointer types (`ptr`, `ptr addrspace(N)`),
# ignoring comments and names such as %ptr, @ptr or %a.ptr.
uses_opaque_pointers() {
    sed -e 's/;.*$//' "$1" | grep -Eq '(^|[^%@$.A-Za-z0-9_"-])ptr([^A-Za-z0-9_.$-]|$)'
}

# Names of functions that have `failedISel: true` in a MIR file, comma separated.
failed_functions() {
    [ -f "$1" ] || return 0
    awk '/^name:/ { n = $2 } /^failedISel:[ \t]+true/ { printf "%s%s", sep, n; sep = "," }' "$1"
}

# Functions named by GlobalISel remarks in a stderr file, comma separated.
remark_functions() {
    { grep -E 'remark: ' "$1" || true; } \
        | sed -n -e 's/.*(in function: \([^)]*\)).*/\1/p' -e 's/.*fallback path for \([^ ]*\).*/\1/p' \
        | awk '!seen[$0]++ { printf "%s%s", sep, $0; sep = "," }'
}

# One-line reason for a nonzero exit.
crash_detail() { # crash_detail RC STDERR-FILE
    local rc=$1 err=$2 why pass
    if [ "$rc" -eq 124 ] && [ ${#TIMEOUT_CMD[@]} -gt 0 ]; then
        why="timeout ${LLC_TIMEOUT}s"
    elif [ "$rc" -gt 128 ]; then
        why="signal $((rc - 128))"
    else
        why="exit $rc"
        local msg
        msg=$({ grep -m1 -E 'LLVM ERROR|error:' "$err" || true; } | cut -c1-160)
        [ -z "$msg" ] || why="$why: $msg"
    fi
    pass=$({ grep -E "Running pass '.*' on function" "$err" || true; } | tail -n 1 \
        | sed -e "s/.*Running pass '\\([^']*\\)' on function '\\([^']*\\)'.*/in '\\1' on '\\2'/")
    [ -z "$pass" ] || why="$why $pass"
    printf '%s' "$why" | tr '\t\n' '  '
}

mkdir -p "$OUTDIR"
SUMMARY=$OUTDIR/summary.tsv
printf 'file\tcpu\tstage\tstatus\tdetail\n' | tee "$SUMMARY"

n_ok=0 n_fallback=0 n_crash=0
err=
trap 'rm -f "$err"' EXIT
for cpu in "${CPUS[@]}"; do
    for stage in "${STAGES[@]}"; do
        mkdir -p "$OUTDIR/$cpu/$stage"
    done
done

for entry in "${INPUTS[@]}"; do
    label=${entry%%$'\t'*}
    src=${entry#*$'\t'}
    name=$(basename "$src" .ll)
    extra=()
    if uses_opaque_pointers "$src"; then extra=(-opaque-pointers); fi
    for cpu in "${CPUS[@]}"; do
        for stage in "${STAGES[@]}"; do
            out=$OUTDIR/$cpu/$stage/$name.mir
            log=$OUTDIR/$cpu/$stage/$name.log
            err=$(mktemp)
            rm -f "$out"
            cmd=("$LLC" -march=amdgcn -mcpu="$cpu" -global-isel -global-isel-abort=2
                 "-pass-remarks-missed=gisel.*" -stop-after="$stage" ${extra[@]+"${extra[@]}"}
                 "$src" -o "$out")
            rc=0
            # The subshell (not exec'd: a command follows) takes bash's own
            # "Segmentation fault" report into $err instead of our stderr.
            ( ${TIMEOUT_CMD[@]+"${TIMEOUT_CMD[@]}"} "${cmd[@]}"; exit $? ) 2>"$err" || rc=$?
            { printf '#'; printf ' %q' "${cmd[@]}"; printf '\n# exit %s\n' "$rc"; cat "$err"; } >"$log"
            if [ "$rc" -ne 0 ]; then
                status=crash
                detail=$(crash_detail "$rc" "$err")
                rm -f "$out"
                n_crash=$((n_crash + 1))
            else
                fns=$(remark_functions "$err")
                ffn=$(failed_functions "$out")
                if [ -n "$fns$ffn" ]; then
                    status=fallback
                    detail=$(printf '%s\n%s\n' "$fns" "$ffn" | tr ',' '\n' \
                        | awk 'NF && !seen[$0]++ { printf "%s%s", sep, $0; sep = "," }')
                    first=$({ grep -m1 -E 'remark: ' "$err" || true; } \
                        | sed -e 's/.*remark: [^ ]* //' -e 's/ (in function: [^)]*)$//' | cut -c1-120 | tr '\t' ' ')
                    detail="functions: $detail"
                    [ -z "$first" ] || detail="$detail; first remark: $first"
                    n_fallback=$((n_fallback + 1))
                else
                    status=ok
                    detail=
                    n_ok=$((n_ok + 1))
                fi
            fi
            rm -f "$err"
            printf '%s\t%s\t%s\t%s\t%s\n' "$label" "$cpu" "$stage" "$status" "$detail" | tee -a "$SUMMARY"
        done
    done
done

echo "gen-stages: ${#INPUTS[@]} files x ${#CPUS[@]} cpus x ${#STAGES[@]} stages:" \
     "$n_ok ok, $n_fallback fallback, $n_crash crash; summary in $SUMMARY" >&2
