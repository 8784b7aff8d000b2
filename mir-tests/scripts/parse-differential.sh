#!/usr/bin/env bash
# parse-differential.sh [N] [SEED]
#
# Differential parsing against llc-14 (issue 30): N (default 20000) one-fault mutants of
# llc-14's stage files of the project's programs, each read by `llc-14 -march=amdgcn
# -run-pass=none` and by our parser; prints the table of verdicts by fault kind and fails if any
# verdict differs (or a rejection of ours points outside the file). The same test runs with
# 2,000 mutants in `cargo test` (mir-tests/tests/parse_differential.rs).
# Disagreeing mutants are kept under target/tmp/parse-differential/disagree/.
set -euo pipefail
N=${1:-20000}
SEED=${2:-30}
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
rm -rf target/tmp/parse-differential/disagree
MIR_PARSE_MUTANTS=$N MIR_PARSE_MUTANT_SEED=$SEED \
    cargo test -p mir-tests --test parse_differential -- --nocapture 2>&1 | grep -v '^\s*[0-9]*: \|^\s*at '
