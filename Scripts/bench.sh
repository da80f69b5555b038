#!/bin/sh
# Times targetlint on generated manifests beside libyaml (PyYAML's CSafeLoader) parsing the same
# 10,000-target file, and prints each command's ratio to that parse.
#
# On a shared machine the speed of both moves by tens of percent from minute to minute, so they are
# timed side by side in rounds: each round times the parse (its best of three) and then every
# command (its median of 10 runs, which leaves out the odd run that lost milliseconds while the
# system ran something else on a core its threads were using, as the parse's best of three does).
# Each round's ratios are printed, then each command's median ratio over the rounds.
# usage: Scripts/bench.sh [TARGETLINT [ROUNDS]] (default: .build/release/targetlint, 3 rounds; build
# it with -c release)
# Needs python3 with PyYAML, and hyperfine.
set -eu
targetlint=$(cd "$(dirname "${1:-.build/release/targetlint}")" && pwd)/$(basename "${1:-.build/release/targetlint}")
rounds=${2:-3}
scripts=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
python3 "$scripts/gen_manifest.py" 300 > m300.yml
python3 "$scripts/gen_manifest.py" 10000 > m10000.yml
python3 "$scripts/gen_manifest.py" 10000 --clean > c10000.yml
round=1
while [ "$round" -le "$rounds" ]; do
    libyaml_ms=$(python3 -c '
import time, yaml
data = open("m10000.yml", "rb").read()
best = min(
    (lambda t: (yaml.load(data, Loader=yaml.CSafeLoader), time.perf_counter() - t)[1])(time.perf_counter())
    for _ in range(3))
print(f"{best * 1000:.1f}")')
    hyperfine -N -i -w 2 -r 10 --export-csv "times$round.csv" \
        "$targetlint lint m300.yml" \
        "$targetlint lint m10000.yml" \
        "$targetlint lint m10000.yml --format json" \
        "$targetlint lint c10000.yml" \
        "$targetlint tree Ext0Appclip m10000.yml" \
        "$targetlint why Ext0Appclip Core30Kit m10000.yml" > /dev/null 2>&1
    echo "round $round: libyaml parse of the 10,000-target manifest $libyaml_ms ms (best of 3)"
    tail -n +2 "times$round.csv" | while IFS=, read -r command mean stddev median rest; do
        awk -v c="${command#"$targetlint "}" -v d="$median" -v y="$libyaml_ms" \
            'BEGIN { printf "  %-44s %6.1f ms  %6.1fx\n", c, d * 1000, y / (d * 1000) }'
        echo "${command#"$targetlint "},$median,$libyaml_ms" >> ratios.csv
    done
    round=$((round + 1))
done
echo "median over $rounds rounds:"
awk -F, '
    {
        if (!($1 in count)) names[++n] = $1
        k = ++count[$1]
        ratio[$1, k] = $3 / ($2 * 1000)
    }
    END {
        for (i = 1; i <= n; i++) {
            c = names[i]
            k = count[c]
            # Insertion sort of the command'"'"'s few ratios.
            for (x = 2; x <= k; x++) {
                v = ratio[c, x]
                for (y = x - 1; y >= 1 && ratio[c, y] > v; y--) ratio[c, y + 1] = ratio[c, y]
                ratio[c, y + 1] = v
            }
            median = k % 2 ? ratio[c, (k + 1) / 2] : (ratio[c, k / 2] + ratio[c, k / 2 + 1]) / 2
            printf "  %-44s %6.1fx  (%.1fx to %.1fx)\n", c, median, ratio[c, 1], ratio[c, k]
        }
    }' ratios.csv
