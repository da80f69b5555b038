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

# check NAME EXPECTED_EXIT EXPECTED_TEXT INPUT -- ARGS...
# INPUT is a byte count, or the files the command reads and writes, whose sizes after it ran add up.
# Leaves the run's wall-clock time, in seconds, in $seconds.
check() {
    local name=$1 expected=$2 text=$3 input=$4
    shift 5
    local status
    /usr/bin/time -f "%e %M" -o "$work/rss" timeout 60 "$bin" "$@" > "$work/out" 2> "$work/err"
    status=$?
    local rss_kb
    seconds=$(tail -1 "$work/rss" | cut -d' ' -f1)
    rss_kb=$(tail -1 "$work/rss" | cut -d' ' -f2 | tr -dc 0-9)
    local bytes=0 item
    for item in $input; do
        if [[ $item =~ ^[0-9]+$ ]]; then bytes=$((bytes + item)); else bytes=$((bytes + $(size "$item" 2> /dev/null || echo 0))); fi
    done
    local limit_kb=$(( (64 * bytes + 16 * 1024 * 1024) / 1024 ))
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
import os, random, sys
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
with open(f"{work}/huge-size.yml", "w") as f:
    f.write("targets:\n  Shop:\n    type: app\n    dependencies: [Clip]\n  Clip:\n    type: app-clip\n"
            "    size: 1000000000 GB\n    dependencies: [A, B]\n")
    for name in "AB":
        f.write(f"  {name}:\n    type: framework\n    size: 5000000000 GB\n")
# 10,000 targets depending on one module, spelled right and misspelled: the "did you mean" search
# runs once per distinct name.
for name, dependency in (("spelled", "NetworkService"), ("misspelled", "NetworkServce")):
    with open(f"{work}/{name}.yml", "w") as f:
        f.write("targets:\n  NetworkService:\n    type: framework\n")
        for i in range(10_000):
            f.write(f"  Module{i}:\n    type: framework\n    dependencies: [{dependency}]\n")
# 10,000 different misspellings where a name is expected: a wrapper refining a spec's 10,000
# targets, an allowlist, and targets' layers among 10,000 layers. Only the first 200 distinct names
# get a suggestion, so the time stays linear.
os.makedirs(f"{work}/misspellings/.git", exist_ok=True)
with open(f"{work}/misspellings/project.yml", "w") as f:
    f.write("name: P\ntargets:\n")
    f.writelines(f"  Mod{i}: {{type: framework, platform: iOS}}\n" for i in range(10_000))
with open(f"{work}/misspellings/targetlint.yml", "w") as f:
    f.write("source: project.yml\ntargets:\n")
    f.writelines(f"  Xmod{i}x: {{size: 1 KB}}\n" for i in range(10_000))
with open(f"{work}/misspelled-layers.yml", "w") as f:
    f.write("layers:\n  order: [" + ", ".join(f"layer{i}" for i in range(10_000)) + "]\n")
    f.write("targets:\n")
    f.writelines(f"  Mod{i}: {{type: framework, layer: xmod{i}x}}\n" for i in range(10_000))
with open(f"{work}/misspelled-allowlist.yml", "w") as f:
    f.write("rules:\n  allowed-core-modules:\n    default: [" + ", ".join(f"Xmod{i}x" for i in range(10_000)) + "]\n")
    f.write("targets:\n")
    f.writelines(f"  Mod{i}: {{type: framework}}\n" for i in range(10_000))
# A 200 KB name aliased 1,000 times: 200 MB of text from 200 KB.
with open(f"{work}/long-alias.yml", "w") as f:
    f.write("x-name: &n " + "N" * 200_000 + "\ntargets:\n  A:\n    type: framework\n    dependencies: [")
    f.write(", ".join(["*n"] * 1000) + "]\n")
# XcodeGen specs that expand far: 160,000 aliased copies of 2,000 ${HOME}s; a template of 2,000
# settings in 5,000 targets; a setting group of 2,000 settings in 5,000 targets.
with open(f"{work}/home-bomb.yml", "w") as f:
    f.write("name: P\nx-a: &a \"" + "${HOME}" * 2000 + "\"\n")
    previous = "a"
    for name in "bcde":
        f.write(f"x-{name}: &{name} [" + ", ".join(["*" + previous] * 20) + "]\n")
        previous = name
    f.write("targets:\n  A:\n    type: framework\n    platform: iOS\n")
with open(f"{work}/template-bomb.yml", "w") as f:
    f.write("name: P\ntargetTemplates:\n  T:\n    settings:\n")
    f.writelines(f"      SETTING_{i}: value{i}\n" for i in range(2000))
    f.write("targets:\n")
    f.writelines(f"  Target{i}: {{type: framework, platform: iOS, templates: [T]}}\n" for i in range(5000))
with open(f"{work}/group-bomb.yml", "w") as f:
    f.write("name: P\nsettingGroups:\n  G:\n")
    f.writelines(f"    SETTING_{i}: value{i}\n" for i in range(2000))
    f.write("targets:\n")
    f.writelines(f"  Target{i}: {{type: framework, platform: iOS, settings: {{groups: [G]}}}}\n" for i in range(5000))
# Package.swift shapes the static reader must read in linear time, each in a copy of the Xcode
# sample's local package: a name summed from 200,000 literals, and 50,000 more targets.
import shutil
for name, old, new in (
    ("package-sum", 'name: "Modules",', "name: " + " + ".join(['"M"'] * 200_000) + ","),
    ("package-targets", "    targets: [\n", "    targets: [\n" + "".join(f'        .target(name: "T{i}"),\n' for i in range(50_000))),
):
    shutil.copytree("Samples/xcodeproj", f"{work}/{name}")
    os.makedirs(f"{work}/{name}/.git")
    path = f"{work}/{name}/Modules/Package.swift"
    with open(path) as f:
        text = f.read()
    with open(path, "w") as f:
        f.write(text.replace(old, new, 1))
# A 22 MB project file of 100,000 targets in a chain.
os.makedirs(f"{work}/big-project/Big.xcodeproj", exist_ok=True)
with open(f"{work}/big-project/Big.xcodeproj/project.pbxproj", "w") as f:
    n = 100_000
    f.write("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n\tobjects = {\n")
    f.write("\t\tP = {isa = PBXProject; mainGroup = G; targets = (" + ", ".join(f"T{i}" for i in range(n)) + "); };\n")
    f.write('\t\tG = {isa = PBXGroup; children = (); sourceTree = "<group>"; };\n')
    for i in range(n):
        dependency = f"D{i}" if i + 1 < n else ""
        f.write(f'\t\tT{i} = {{isa = PBXNativeTarget; buildPhases = (); dependencies = ({dependency}); name = Module{i}; productType = "com.apple.product-type.framework"; }};\n')
        if i + 1 < n:
            f.write(f"\t\tD{i} = {{isa = PBXTargetDependency; target = T{i + 1}; }};\n")
    f.write("\t};\n\trootObject = P;\n}\n")
# A 20 MB target name, which every view writes out whole.
with open(f"{work}/long-name.yml", "w") as f:
    name = "N" * 20_000_000
    f.write(f"targets:\n  App:\n    type: app\n    dependencies: [{name}]\n  {name}:\n    type: framework\n    layer: core\n")
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
for command in lint stats "graph --format json"; do
    # shellcheck disable=SC2086
    check "sizes over 1000 GB: $command" 2 "huge-size.yml:7:11: error: expected a size of at most 1000 GB" \
        "$(size "$work/huge-size.yml")" -- $command "$work/huge-size.yml"
done
check "10,000 targets depending on one module" 0 "in 10001 targets" "$(size "$work/spelled.yml")" -- lint "$work/spelled.yml"
spelled_seconds=$seconds
check "10,000 targets depending on a misspelled module" 1 "did you mean 'NetworkService'?" \
    "$(size "$work/misspelled.yml")" -- lint "$work/misspelled.yml"
# The misspelling may cost at most three times the lint spelled right (and half a second for noise).
if ! awk -v a="$seconds" -v b="$spelled_seconds" 'BEGIN { exit !(a <= 3 * b + 0.5) }'; then
    echo "FAIL misspelled: ${seconds} s, over 3 × ${spelled_seconds} s"; failures=$((failures + 1))
fi
check "a wrapper refining 10,000 names its spec lacks" 2 "no target 'Xmod9999x' in " \
    "$(size "$work/misspellings/targetlint.yml") $(size "$work/misspellings/project.yml")" -- \
    lint "$work/misspellings/targetlint.yml"
if ! awk -v a="$seconds" 'BEGIN { exit !(a <= 5) }'; then
    echo "FAIL wrapper misspellings: ${seconds} s, over 5 s"; failures=$((failures + 1))
fi
for kind in "layers:unknown layer 'xmod9999x'" "allowlist:names 'Xmod9999x'"; do
    text=${kind#*:} kind=${kind%%:*}
    check "10,000 unknown names in $kind" 2 "$text" "$(size "$work/misspelled-$kind.yml")" -- \
        lint "$work/misspelled-$kind.yml"
    if ! awk -v a="$seconds" 'BEGIN { exit !(a <= 5) }'; then
        echo "FAIL $kind misspellings: ${seconds} s, over 5 s"; failures=$((failures + 1))
    fi
done
check "a 200 KB name aliased 1,000 times" 2 "is this an alias bomb?" "$(size "$work/long-alias.yml")" -- \
    lint "$work/long-alias.yml"
spec_bomb="the spec expands to more than"
HOME=/home/someone check "an XcodeGen spec of aliased \${HOME} strings" 2 "home-bomb.yml: error: $spec_bomb" \
    "$(size "$work/home-bomb.yml")" -- lint "$work/home-bomb.yml"
check "an XcodeGen template in 5,000 targets" 2 "template-bomb.yml: error: $spec_bomb" \
    "$(size "$work/template-bomb.yml")" -- lint "$work/template-bomb.yml"
check "an XcodeGen setting group in 5,000 targets" 2 "group-bomb.yml: error: $spec_bomb" \
    "$(size "$work/group-bomb.yml")" -- lint "$work/group-bomb.yml"
for shape in "package-sum:a name of 200,000 summed literals:8" "package-targets:50,000 targets:50008"; do
    name=${shape%%:*} targets=${shape##*:} shape=${shape#*:} shape=${shape%:*}
    check "Package.swift with $shape" 1 "in $targets targets" "$(size "$work/$name/Modules/Package.swift")" -- \
        lint "$work/$name"
    if ! awk -v a="$seconds" 'BEGIN { exit !(a <= 1) }'; then
        echo "FAIL Package.swift with $shape: ${seconds} s, over 1 s"; failures=$((failures + 1))
    fi
done
# Every view of a 20 MB name stays within three times the lint of it (and half a second for noise).
check "a 20 MB target name: lint" 0 "in 2 targets" "$(size "$work/long-name.yml")" -- lint "$work/long-name.yml"
lint_seconds=$seconds
for command in stats "graph" "graph --format json" "graph --format mermaid" "tree App"; do
    # shellcheck disable=SC2086
    check "a 20 MB target name: ${command:0:24}" 0 "" "$(size "$work/long-name.yml")" -- $command "$work/long-name.yml"
    if ! awk -v a="$seconds" -v b="$lint_seconds" 'BEGIN { exit !(a <= 3 * b + 0.5) }'; then
        echo "FAIL ${command:0:24} of a 20 MB name: ${seconds} s, over 3 × ${lint_seconds} s"; failures=$((failures + 1))
    fi
done
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
# Memory follows the 1,615,531 findings here, not the 23 MB of YAML, so the bound counts the
# baseline too.
round_trip="$work/m100k.yml $work/b100k.json"
check "a baseline of 100,000 targets' 1,615,531 findings is written" 0 "recorded 1615531 findings" "$round_trip" \
    -- lint --write-baseline "$work/b100k.json" "$work/m100k.yml"
check "and read back: no new finding" 0 "0 errors, 0 warnings in 100000 targets; 1615531 known findings" \
    "$round_trip" -- lint --baseline "$work/b100k.json" "$work/m100k.yml"
if [ "$(size "$work/b100k.json")" -gt $((64 << 20)) ]; then
    echo "FAIL the baseline of 1,615,531 findings is $(size "$work/b100k.json") bytes, over 64 MiB"; failures=$((failures + 1))
fi

# Source folders with link loops, and paths out of the project (a repository of its own).
mkdir -p "$work/loops/.git" "$work/loops/Sources/Sub"
# With the constants module named, every spelling outside it is a finding, so one finding shows the
# file was read once however many links lead to it.
printf 'rules:\n  app-group-constant: {module: Constants}\ntargets:\n  App:\n    type: app\n    app-groups: [group.com.example]\n    sources: [Sources]\n    dependencies: [Constants]\n  Constants:\n    type: framework\n' > "$work/loops/targetlint.yml"
printf 'let group = "group.com.example"\n' > "$work/loops/Sources/Sub/Constants.swift"
for name in a b c d; do ln -s . "$work/loops/Sources/$name"; done
ln -s .. "$work/loops/Sources/Sub/up"
ln -s / "$work/loops/Sources/root"
check "link loops in sources: each folder once" 1 "1 error, 0 warnings in 2 targets" 200 -- lint "$work/loops/targetlint.yml"
mkdir -p "$work/outside/.git"
printf 'include: [/proc/self/environ]\ntargets:\n  App:\n    type: app\n    sources: [/]\n' > "$work/outside/targetlint.yml"
check "an include and sources outside the project" 2 "leaves the project" 100 -- lint "$work/outside/targetlint.yml"
if grep -q "PATH=" "$work/err" "$work/out"; then echo "FAIL the environment was printed"; failures=$((failures + 1)); fi

# Limits on the process's memory: start-up takes no memory it cannot have (the allocator's reserve
# of address space is left out), so a small project lints under limits far below the reserve.
for limit in "-v 120000" "-d 100000"; do
    if (ulimit $limit && "$bin" lint Samples/Shop > "$work/out" 2> "$work/err"); then
        echo "ok   Samples/Shop under ulimit $limit"
    else
        echo "FAIL Samples/Shop under ulimit $limit: exit $?"; head -c 400 "$work/err"; echo; failures=$((failures + 1))
    fi
done

# Inputs too large for the memory limit: exit 3 naming the limit, never a signal. Without the
# limit, both read.
check "a 22 MB project file" 0 "in 100000 targets" "$(size "$work/big-project/Big.xcodeproj/project.pbxproj")" -- \
    lint "$work/big-project/Big.xcodeproj"
for input in "$work/m100k.yml" "$work/big-project/Big.xcodeproj"; do
    for limit in "-v 200000" "-d 200000"; do
        (ulimit $limit && "$bin" lint "$input" > "$work/out" 2> "$work/err")
        status=$?
        if [ "$status" -eq 3 ] && grep -q "error: the memory limit (ulimit -v or -d) of 195 MiB is too small to read" "$work/err"; then
            echo "ok   $(basename "$input") under ulimit $limit: exit 3, the limit named"
        else
            echo "FAIL $(basename "$input") under ulimit $limit: exit $status"; head -c 400 "$work/err"; echo; failures=$((failures + 1))
        fi
    done
done

[ "$failures" -eq 0 ] && echo "limits: ok" || { echo "limits: $failures failed"; exit 1; }
