#!/usr/bin/env bash
# seed-corpus.sh [--stages]
#
# Fills mir-tests/fuzz/corpus/parse/ and corpus/pipeline/ (git-ignored) with seed inputs for the
# `parse` and `pipeline` fuzz targets:
#   mir-tests/corpus/seeds/*.mir        small hand-written seeds (also the mutation test's)
#   mir-tests/tests/**/*.mir          the lit tests
#   $SHARED_CORPUS/**/*.mir           LLVM's own GlobalISel tests (default <repo>/../shared/corpus)
# With --stages, also llc-14's output at every GlobalISel stage for every .ll program
# (scripts/gen-stages.sh; needs llc-14, takes a few minutes).
set -euo pipefail

FUZZ_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
TESTS_DIR=$(cd "$FUZZ_DIR/.." && pwd)
REPO=$(cd "$TESTS_DIR/.." && pwd)
SHARED_CORPUS=${SHARED_CORPUS:-$REPO/../shared/corpus}
OUT=$FUZZ_DIR/corpus/parse
mkdir -p "$OUT"

n=0
add() { # add PREFIX FILE
    cp "$2" "$OUT/$1-$(basename "$2")"
    n=$((n + 1))
}
while IFS= read -r f; do add seed "$f"; done < <(find "$TESTS_DIR/corpus/seeds" -name '*.mir' | LC_ALL=C sort)
while IFS= read -r f; do add lit "$f"; done < <(find "$TESTS_DIR/tests" -name '*.mir' | LC_ALL=C sort)
if [ -d "$SHARED_CORPUS" ]; then
    while IFS= read -r f; do add llvm "$f"; done < <(find "$SHARED_CORPUS" -name '*.mir' | LC_ALL=C sort)
else
    echo "seed-corpus: $SHARED_CORPUS not found, skipping the shared corpus (set SHARED_CORPUS)" >&2
fi
if [ "${1:-}" = "--stages" ]; then
    stages=$(mktemp -d)
    trap 'rm -rf "$stages"' EXIT
    "$TESTS_DIR/scripts/gen-stages.sh" "$stages" >/dev/null
    while IFS= read -r f; do
        rel=${f#"$stages"/}
        cp "$f" "$OUT/stage-${rel//\//-}"
        n=$((n + 1))
    done < <(find "$stages" -name '*.mir' | LC_ALL=C sort)
fi
mkdir -p "$FUZZ_DIR/corpus/pipeline"
cp "$OUT"/* "$FUZZ_DIR/corpus/pipeline/"
echo "seed-corpus: $n seeds in $OUT and $FUZZ_DIR/corpus/pipeline"
