#!/usr/bin/env bash
# Runs the release build over inputs at and past the documented limits (README, "Limits") and checks
# each outcome: the exit code, the message, no signal, no hang (60 s) and memory within 64 × the
# input + 16 MiB; a report piped into `head -1` must also end quietly once the reader is gone.
set -uo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no
swift build -c release --product targetlint > /dev/null || exit 1
bin=$(swift build -c release --show-bin-path)/targetlint
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

# check NAME EXPECTED_EXIT EXPECTED_TEXT INPUT_BYTES -- ARGS...
check() {
    local name=$1 expected=$2 text=$3 input=$4
    shift 5
    local status
    /usr/bin/time -f "%M" -o "$work/rss" timeout 60 "$bin" "$@" > "$work/out" 2> "$work/err"
    status=$?
    local rss_kb
    rss_kb=$(tail -1 "$work/rss" | tr -dc 0-9)
    local limit_kb=$(( (64 * input + 16 * 1024 * 1024) / 1024 ))
    if [ "$status" -ne "$expected" ]; then
        echo "FAIL $name: exit $status, expected $expected"; head -c 400 "$work/err"; echo; failures=$((failures + 1))
    elif ! grep -qF -- "$text" "$work/out" "$work/err"; then
        echo "FAIL $name: no '$text' in the output"; head -c 400 "$work/err"; echo; failures=$((failures + 1))
    elif [ -n "$rss_kb" ] && [ "$rss_kb" -gt "$limit_kb" ]; then
        echo "FAIL $name: ${rss_kb} KB of memory, over ${limit_kb} KB"; failures=$((failures + 1))
    else
        echo "ok   $name (exit $status, ${rss_kb:-?} KB)"
    fi
}

# check_head NAME EXPECTED_EXIT INPUT_BYTES -- ARGS...: the output piped into `head -1`, which leaves
# after one line. The command must end quietly (its own exit status, nothing on standard error),
# within 2 s of the reader leaving rather than rendering the rest, and within the memory limit.
check_head() {
    local name=$1 expected=$2 input=$3
    shift 4
    local start end left status rss_kb
    start=$(date +%s%N)
    /usr/bin/time -f "%M" -o "$work/rss" timeout 60 "$bin" "$@" 2> "$work/err" \
        | { head -1 > "$work/out"; date +%s%N > "$work/left"; }
    status=${PIPESTATUS[0]}
    end=$(date +%s%N)
    left=$(cat "$work/left")
    rss_kb=$(tail -1 "$work/rss" | tr -dc 0-9)
    local limit_kb=$(( (64 * input + 16 * 1024 * 1024) / 1024 ))
    local after_ms=$(( (end - left) / 1000000 )) total_ms=$(( (end - start) / 1000000 ))
    if [ "$status" -ne "$expected" ]; then
        echo "FAIL $name: exit $status, expected $expected"; head -c 400 "$work/err"; echo; failures=$((failures + 1))
    elif [ -s "$work/err" ]; then
        echo "FAIL $name: wrote to standard error"; head -c 400 "$work/err"; echo; failures=$((failures + 1))
    elif ! grep -q ": error: " "$work/out"; then
        echo "FAIL $name: the first line is no finding"; failures=$((failures + 1))
    elif [ "$after_ms" -gt 2000 ]; then
        echo "FAIL $name: ran ${after_ms} ms after the reader left"; failures=$((failures + 1))
    elif [ -n "$rss_kb" ] && [ "$rss_kb" -gt "$limit_kb" ]; then
        echo "FAIL $name: ${rss_kb} KB of memory, over ${limit_kb} KB"; failures=$((failures + 1))
    else
        echo "ok   $name (exit $status, ${rss_kb:-?} KB, ${total_ms} ms, ${after_ms} ms after the reader left)"
    fi
}

python3 - "$work" <<'PY'
import os, sys
work = sys.argv[1]
n = 1_000_000
with open(f"{work}/chain.yml", "w") as f:
    f.write("targets:\n  Clip:\n    type: app-clip\n    dependencies: [M0]\n")
    for i in range(n - 1):
        f.write(f"  M{i}:\n    type: framework\n    dependencies: [{'M%d' % (i + 1) if i + 1 < n - 1 else 'LastFeature'}]\n")
    f.write("  LastFeature:\n    type: framework\n")
with open(f"{work}/wide.yml", "w") as f:
    f.write("targets:\n  Hub:\n    type: framework\n    dependencies: [" + ", ".join(f"D{i}" for i in range(n)) + "]\n")
with open(f"{work}/deep.yml", "w") as f:
    f.write("targets: " + "[" * 100_000 + "]" * 100_000 + "\n")
with open(f"{work}/bomb.yml", "w") as f:
    f.write("x-a: &a [x, x, x, x, x, x, x, x, x, x]\n")
    prev = "a"
    for name in "bcdefghij":
        f.write(f"x-{name}: &{name} [" + ", ".join(["*" + prev] * 10) + "]\n")
        prev = name
    f.write("targets: {}\n")
with open(f"{work}/garbage.yml", "wb") as f:
    f.write(os.urandom(1 << 20))
with open(f"{work}/nul.yml", "wb") as f:
    f.write(b"targets:\n  A:\n    type: fram\x00ework\n")
with open(f"{work}/latin1.yml", "wb") as f:
    f.write(b"targets:\n  Caf\xe9:\n    type: framework\n")
with open(f"{work}/crlf-bom.yml", "wb") as f:
    f.write(b"\xef\xbb\xbftargets:\r\n  A:\r\n    type: framework\r\n")
PY
python3 Scripts/gen_manifest.py 100000 > "$work/m100k.yml"
size() { stat -c %s "$1"; }

check "1,000,000 targets in one chain: lint" 1 "in 1000001 targets" "$(size "$work/chain.yml")" -- lint "$work/chain.yml"
check "1,000,000-step why" 0 "LastFeature" "$(size "$work/chain.yml")" -- why Clip LastFeature "$work/chain.yml"
check "1,000,000-deep tree stops at its output limit" 0 "use --depth" "$(size "$work/chain.yml")" -- tree Clip "$work/chain.yml"
check_head "lint of 100,000 targets, 1.6 million findings, piped into head -1" 1 "$(size "$work/m100k.yml")" -- \
    lint "$work/m100k.yml"
check "a 9 MB line of 1,000,000 dependencies" 1 "unknown-dependency" "$(size "$work/wide.yml")" -- lint "$work/wide.yml"
check "100,000 nested brackets" 2 "nesting deeper than 256" "$(size "$work/deep.yml")" -- lint "$work/deep.yml"
check "an alias bomb" 2 "alias bomb" "$(size "$work/bomb.yml")" -- lint "$work/bomb.yml"
check "1 MiB of random bytes" 2 "garbage.yml:" "$(size "$work/garbage.yml")" -- lint "$work/garbage.yml"
check "a NUL byte" 2 "nul.yml:3:15:" "$(size "$work/nul.yml")" -- lint "$work/nul.yml"
check "Latin-1 bytes" 2 "latin1.yml:2:6:" "$(size "$work/latin1.yml")" -- lint "$work/latin1.yml"
check "CRLF line ends and a BOM are accepted" 0 "0 errors, 0 warnings in 1 target" 100 -- lint "$work/crlf-bom.yml"
truncate -s 300M "$work/huge.yml"
check "a 300 MB file" 2 "larger than 256 MiB" 0 -- lint "$work/huge.yml"
mkfifo "$work/fifo.yml"
check "a FIFO" 2 "not a regular file" 0 -- lint "$work/fifo.yml"
check "a device" 2 "not a regular file" 0 -- lint /dev/zero
mkdir -p "$work/folder/targetlint.yml"
check "a folder where the manifest should be" 2 "folder" 0 -- lint "$work/folder/targetlint.yml/"

[ "$failures" -eq 0 ] && echo "limits: ok" || { echo "limits: $failures failed"; exit 1; }
