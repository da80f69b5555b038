#!/usr/bin/env bash
# Builds the libFuzzer target under Fuzz/ and runs it. An input (at most 64 KiB) that crashes, runs
# over 1 s, or allocates over 20 MiB at once (64 × 64 KiB + 16 MiB) is saved under Fuzz/Regressions.
#   Scripts/fuzz.sh [SECONDS]      replay the saved inputs, then fuzz from the seeds for SECONDS
#                                  (default 60); fails on any crash
#   Scripts/fuzz.sh --regressions  only replay every saved input once (Fuzz/Regressions/)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
export SWIFT_BACKTRACE=enable=no
# A clean build every time: an incremental optimized build has linked objects compiled against an
# older layout of a changed type, which AddressSanitizer then reports as a stack overflow.
rm -rf .build-fuzz
swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address --scratch-path .build-fuzz \
    --target TargetLintFuzz > /dev/null
# Every module the target depends on, and nothing else, was just built into a clean folder.
objects=$(swift build --package-path Fuzz -c release --scratch-path .build-fuzz --show-bin-path)
fuzzer=.build-fuzz/TargetLintFuzz
swiftc -sanitize=fuzzer,address "$objects"/*.build/*.o \
    -o "$fuzzer" 2> "$root/.build-fuzz/link.log" || { grep -v "Cannot export local symbol" "$root/.build-fuzz/link.log"; exit 1; }

shopt -s nullglob
inputs=(Fuzz/Regressions/[!.]*)
if [ ${#inputs[@]} -gt 0 ]; then
    "$fuzzer" -runs=1 "${inputs[@]}"
    echo "regressions: ${#inputs[@]} inputs, no crash"
else
    echo "regressions: none saved"
fi
[ "${1:-}" = "--regressions" ] && exit 0

seconds=${1:-60}
corpus=$(mktemp -d)
trap 'rm -rf "$corpus"' EXIT
# Seeds: the samples, the test fixtures' manifests, and the corpora when they are there.
find Samples Tests -name '*.yml' -exec cp {} "$corpus" \; 2>/dev/null || true
n=0
for file in $(find ../shared/corpus -name '*.yml' 2>/dev/null); do n=$((n + 1)); cp "$file" "$corpus/corpus-$n.yml"; done
# Project files and package manifests under 64 KiB: the samples' and the Xcode corpus's.
while IFS= read -r file; do
    n=$((n + 1))
    cp "$file" "$corpus/xcode-$n"
done < <(find Samples Tests ../shared/corpus-xcodeproj \( -name project.pbxproj -o -name '*.swift' \) -size -64k 2>/dev/null)
mkdir -p Fuzz/Regressions
"$fuzzer" "$corpus" -dict=Fuzz/manifest.dict -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 \
    -max_len=65536 -malloc_limit_mb=20 -artifact_prefix="$root/Fuzz/Regressions/" -print_final_stats=1
