#!/bin/sh
# Times targetlint's lint of a generated project of Swift sources beside ripgrep counting the lines
# that start with `import` in the same tree, and prints both medians and their ratio, the tree's
# size and the lint's peak memory.
#
# The import rules (implicit-dependency, unused-dependency, extension-unsafe-api) read every Swift
# file the targets' `sources` name, so on a large app the lint's time is mostly reading and scanning
# them. ripgrep's count is about the least work that reads every byte of the tree, with every core,
# so the ratio is what the lint costs over merely reading the sources. Both are timed in the same
# hyperfine run (the median of 10 runs each, after 2 warm-ups and a first read of the whole tree,
# so that neither pays for the disk), as on a shared machine the speed of both moves by tens of
# percent from minute to minute. The tree (Scripts/gen_source_tree.py: about one module per 40
# files, 1-12 KB each, imports under attributes and `#if`, lines starting with `import` inside
# comments and string literals) is written to a temporary folder and removed at the end.
# usage: Scripts/bench-sources.sh [TARGETLINT [FILES]] (default: .build/release/targetlint, 20000
# files; build it with -c release)
# Needs python3, hyperfine and ripgrep (rg); GNU /usr/bin/time for the peak memory, if present.
set -eu
targetlint=${1:-.build/release/targetlint}
files=${2:-20000}
for tool in python3 hyperfine rg; do
    command -v "$tool" > /dev/null || { echo "bench-sources.sh: needs $tool" >&2; exit 2; }
done
[ -x "$targetlint" ] || { echo "bench-sources.sh: no $targetlint; build it with swift build -c release" >&2; exit 2; }
targetlint=$(cd "$(dirname "$targetlint")" && pwd)/$(basename "$targetlint")
scripts=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tree=$work/tree
echo "generated: $(python3 "$scripts/gen_source_tree.py" "$files" "$tree")"
python3 -c '
import os, sys
count = swift = total = largest = 0
for folder, _, names in os.walk(sys.argv[1]):
    for name in names:
        size = os.path.getsize(os.path.join(folder, name))
        count += 1; total += size
        if name.endswith(".swift"):
            swift += 1; largest = max(largest, size)
print(f"tree: {count} files ({swift} Swift), {total} bytes ({total / 1e6:.1f} MB), largest Swift file {largest} bytes")
' "$tree"

# Read the whole tree once, so that the timed runs find it in the page cache, and check that rg
# finds what it is timed finding (hyperfine -i would time a failing rg as well).
find "$tree" -type f -exec cat {} + > /dev/null
echo "rg: $(rg --count-matches '^\s*import ' "$tree" | awk -F: '{ n += $NF } END { print n + 0 }') lines starting with import (imports and lines in comments and strings)"

# One untimed lint for its exit status, summary line and peak memory.
status=0
if /usr/bin/time -f %M true > /dev/null 2>&1; then
    /usr/bin/time -f %M -o "$work/rss" "$targetlint" lint "$tree" > "$work/lint.out" 2>&1 || status=$?
    rss="$(awk 'END { printf "%.1f MB", $1 / 1024 }' "$work/rss")"
else
    "$targetlint" lint "$tree" > "$work/lint.out" 2>&1 || status=$?
    rss="not measured (no GNU /usr/bin/time)"
fi
echo "lint: exit $status, $(tail -n 1 "$work/lint.out")"
echo "lint peak RSS: $rss"

if ! hyperfine -N -i -w 2 -r 10 --export-csv "$work/times.csv" \
    "$targetlint lint $tree" \
    "rg --count-matches '^\\s*import ' $tree" > "$work/hyperfine.log" 2>&1; then
    cat "$work/hyperfine.log" >&2
    exit 1
fi
# times.csv: a header, then one row per command in the order given: command, mean, stddev, median,
# user, system, min, max (in seconds); the fields are taken from the end, past any comma in a path.
awk -F, '
    NR == 2 { lint = $(NF - 4); lint_min = $(NF - 1); lint_max = $NF }
    NR == 3 { rg = $(NF - 4); rg_min = $(NF - 1); rg_max = $NF }
    END {
        printf "  %-38s %9s  %s\n", "command", "median", "(min to max of 10)"
        printf "  %-38s %6.1f ms  (%.1f to %.1f)\n", "targetlint lint TREE", lint * 1000, lint_min * 1000, lint_max * 1000
        printf "  %-38s %6.1f ms  (%.1f to %.1f)\n", "rg --count-matches '\''^\\s*import '\'' TREE", rg * 1000, rg_min * 1000, rg_max * 1000
        printf "  %-38s %6.1fx\n", "lint / rg", lint / rg
    }' "$work/times.csv"
