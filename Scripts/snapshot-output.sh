#!/usr/bin/env bash
# Records what a targetlint binary prints for every sample and corpus project, in every lint format
# and every view, so two builds can be compared byte for byte:
#
#   Scripts/snapshot-output.sh .build/release/targetlint /tmp/before
#   ... change the code, rebuild ...
#   Scripts/snapshot-output.sh .build/release/targetlint /tmp/after
#   diff -r /tmp/before /tmp/after && echo identical
#
# Each run writes OUTDIR/<project>/<command>.out, .err and .rc (the exit code). The corpora under
# ../shared are used when present.
set -euo pipefail
binary=$(realpath "$1")
out=$2
here=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$out" && mkdir -p "$out"

projects=()
for sample in "$here"/Samples/*/; do projects+=("$sample"); done
for corpus in "$here"/../shared/corpus "$here"/../shared/corpus-xcodeproj; do
    [ -d "$corpus" ] || continue
    for project in "$corpus"/*/; do projects+=("$project"); done
done

record() {  # record NAME PROJECT ARGS...
    local name=$1 project=$2
    shift 2
    (cd "$project" && "$binary" "$@" >"$dir/$name.out" 2>"$dir/$name.err"; echo $? >"$dir/$name.rc") || true
}

for project in "${projects[@]}"; do
    label=$(basename "$(dirname "$project")")-$(basename "$project")
    dir=$out/$label
    mkdir -p "$dir"
    for format in text json sarif github junit checkstyle; do
        record "lint-$format" "$project" lint --format "$format"
    done
    record stats "$project" stats
    for format in dot mermaid json; do
        record "graph-$format" "$project" graph --format "$format"
    done
    # The tree and why of the target with the most dependencies the JSON graph names first.
    first=$(sed -n 's/.*"name" *: *"\([^"]*\)".*/\1/p' "$dir/graph-json.out" | head -1)
    last=$(sed -n 's/.*"name" *: *"\([^"]*\)".*/\1/p' "$dir/graph-json.out" | tail -1)
    if [ -n "$first" ]; then
        record tree "$project" tree "$first"
        record tree-reverse "$project" tree "$last" --reverse
        record why "$project" why "$first" "$last"
    fi
done
echo "recorded $(ls "$out" | wc -l) projects in $out"
