#!/usr/bin/env bash
# Checks that the release build's memory faults in 2 MiB at a time where the kernel gives
# transparent huge pages (see `AllocatorTuning` and `ThreadArena`): 10,000-target lints, on every
# thread they start, may make at most 300 minor page faults more than printing the version does.
# They made 1,000 to 2,600 more when the job threads' arenas faulted in 4 KiB at a time, and 75 to
# 95 more once they did not. Skipped, with a message, where the kernel gives no huge pages.
# usage: Scripts/page-faults.sh
set -euo pipefail
cd "$(dirname "$0")/.."
setting=/sys/kernel/mm/transparent_hugepage/enabled
if [ ! -r "$setting" ] || grep -q '\[never\]' "$setting"; then
    echo "page faults: skipped, the kernel gives no transparent huge pages"
    exit 0
fi
swift build -c release --product targetlint > /dev/null
bin=$(swift build -c release --show-bin-path)/targetlint
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Scripts/gen_manifest.py 10000 > "$work/m10000.yml"
python3 Scripts/gen_manifest.py 10000 --clean > "$work/c10000.yml"
# faults ARGS...: the minor page faults of one run.
faults() {
    /usr/bin/time -f "%R" -o "$work/faults" "$bin" "$@" > /dev/null 2>&1 || true
    tail -1 "$work/faults"
}
start=$(faults --version)
failures=0
for command in "lint $work/c10000.yml" "lint $work/m10000.yml" "tree Ext0Appclip $work/m10000.yml"; do
    # shellcheck disable=SC2086 # the command's words
    extra=$(($(faults $command) - start))
    if [ "$extra" -gt 300 ]; then
        echo "FAIL ${command/$work\//}: $extra page faults more than --version's $start"
        failures=$((failures + 1))
    else
        echo "ok   ${command/$work\//}: $extra page faults more than --version's $start"
    fi
done
exit "$failures"
