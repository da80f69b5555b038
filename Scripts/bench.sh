#!/bin/sh
# Times targetlint on generated manifests beside libyaml (PyYAML's CSafeLoader) parsing the same
# 10,000-target file, in one run, and prints each command's ratio to that parse.
# usage: Scripts/bench.sh [TARGETLINT] (default: .build/release/targetlint; build it with -c release)
# Needs python3 with PyYAML, and hyperfine.
set -eu
targetlint=$(cd "$(dirname "${1:-.build/release/targetlint}")" && pwd)/$(basename "${1:-.build/release/targetlint}")
scripts=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
python3 "$scripts/gen_manifest.py" 300 > m300.yml
python3 "$scripts/gen_manifest.py" 10000 > m10000.yml
python3 "$scripts/gen_manifest.py" 10000 --clean > c10000.yml
libyaml_ms=$(python3 -c '
import sys, time, yaml
data = open("m10000.yml", "rb").read()
best = min(
    (lambda t: (yaml.load(data, Loader=yaml.CSafeLoader), time.perf_counter() - t)[1])(time.perf_counter())
    for _ in range(5))
print(f"{best * 1000:.1f}")')
echo "libyaml parse of the 10,000-target manifest: $libyaml_ms ms (best of 5)"
hyperfine -N -i -w 3 -r 20 --export-csv times.csv \
    "$targetlint lint m300.yml" \
    "$targetlint lint m10000.yml" \
    "$targetlint lint m10000.yml --format json" \
    "$targetlint lint c10000.yml" \
    "$targetlint tree Ext0Appclip m10000.yml" \
    "$targetlint why Ext0Appclip Core30Kit m10000.yml" > /dev/null
tail -n +2 times.csv | while IFS=, read -r command mean rest; do
    awk -v c="$command" -v m="$mean" -v y="$libyaml_ms" \
        'BEGIN { printf "%-70s %8.1f ms  %5.1fx faster than the libyaml parse\n", c, m * 1000, y / (m * 1000) }'
done
