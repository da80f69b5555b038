#!/usr/bin/env bash
# Runs the GitHub Action's scripts (action.yml) as a runner would, with the release build standing in
# for the cached binary: the cache key, a lint with findings, a clean lint and arguments passed on.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for script in $(grep -o 'Scripts/action/[a-z]*\.sh' action.yml | sort -u); do
    [ -x "$script" ] || { echo "action.yml runs $script, which is not an executable file" >&2; exit 1; }
done
export GITHUB_ACTION_PATH=$root RUNNER_TEMP=$work RUNNER_OS=Linux RUNNER_ARCH=X64 RUNNER_TOOL_CACHE=$work/tools
export GITHUB_OUTPUT=$work/version.out
Scripts/action/version.sh
grep -Eq '^key=targetlint-Linux-X64-[0-9a-f]{8}-[0-9a-f]{16}$' "$GITHUB_OUTPUT" || { cat "$GITHUB_OUTPUT"; exit 1; }
export TARGETLINT_BIN=$work/bin
mkdir -p "$TARGETLINT_BIN"
cp "$(swift build -c release --show-bin-path)/targetlint" "$TARGETLINT_BIN/"

expect_output() { # FILE KEY VALUE
    grep -qx "$2=$3" "$1" || { echo "expected $2=$3 in the step's outputs:" >&2; cat "$1" >&2; exit 1; }
}
# Findings: annotations on standard output, status 1, a SARIF file.
export GITHUB_OUTPUT=$work/violations.out TARGETLINT_PATH=Samples/Violations TARGETLINT_ARGS=""
Scripts/action/lint.sh > "$work/violations.log"
expect_output "$GITHUB_OUTPUT" status 1
expect_output "$GITHUB_OUTPUT" sarif "$work/targetlint.sarif"
grep -q '^::error file=Samples/Violations/targetlint.yml,line=' "$work/violations.log"
grep -q '"version": "2.1.0"' "$work/targetlint.sarif"
# A clean project with arguments: status 0.
export GITHUB_OUTPUT=$work/shop.out TARGETLINT_PATH=Samples/Shop TARGETLINT_ARGS="--strict  --no-env"
Scripts/action/lint.sh > "$work/shop.log"
expect_output "$GITHUB_OUTPUT" status 0
# Arguments on several lines, as a YAML block gives them: all of them reach targetlint (the baseline
# on the second line holds every finding, so the status is 0).
"$TARGETLINT_BIN/targetlint" lint Samples/Violations --write-baseline .build/action-check-baseline.json 2> /dev/null
export GITHUB_OUTPUT=$work/lines.out TARGETLINT_PATH=Samples/Violations
export TARGETLINT_ARGS=$'--strict\n--baseline .build/action-check-baseline.json\n'
Scripts/action/lint.sh > /dev/null
expect_output "$GITHUB_OUTPUT" status 0
rm -f .build/action-check-baseline.json
# An invalid manifest: status 2, an annotation at each error, the errors on standard error, and a
# SARIF file that says the run failed and where.
export GITHUB_OUTPUT=$work/broken.out TARGETLINT_PATH=Samples/Broken TARGETLINT_ARGS=""
Scripts/action/lint.sh > "$work/broken.log" 2> "$work/broken.err"
expect_output "$GITHUB_OUTPUT" status 2
expect_output "$GITHUB_OUTPUT" sarif "$work/targetlint.sarif"
grep -qx "::error file=Samples/Broken/targetlint.yml,line=5,col=5::unknown key 'dependncies' in target 'ShopClip'; did you mean 'dependencies'?" "$work/broken.log" \
    || { echo "no annotation for the broken manifest:" >&2; cat "$work/broken.log" >&2; exit 1; }
grep -q '^Samples/Broken/targetlint.yml:5:5: error: ' "$work/broken.err"
grep -q '"executionSuccessful": false' "$work/targetlint.sarif"
grep -q '"region": {"startLine": 7, "startColumn": 11}' "$work/targetlint.sarif"
if grep -q '"ruleId"' "$work/targetlint.sarif"; then echo "a broken manifest's SARIF has results" >&2; exit 1; fi

# The report of a pull request: a repository with the Shop sample committed, then a change to it.
# The Markdown goes to the job summary; with `comment`, a stand-in `gh` records the comment made,
# then the one updated on the next push.
repository=$work/repository
mkdir -p "$repository" "$work/gh"
cp -R Samples/Shop/. "$repository/"
git -C "$repository" init -q
git -C "$repository" add -A
git -C "$repository" -c user.name=T -c user.email=t@example.com commit -qm base
sed -i.orig 's/dependencies: \[DesignSystem, Storage, SharedConstants\]/dependencies: [DesignSystem, SharedConstants]/' \
    "$repository/targetlint.yml"
cat > "$work/gh/gh" << 'EOF_GH'
#!/usr/bin/env bash
echo "$*" >> "$GH_LOG"
if [ "$1 $2" = "api --paginate" ]; then cat "$GH_EXISTING" 2> /dev/null; fi
exit 0
EOF_GH
chmod +x "$work/gh/gh"
export GH_LOG=$work/gh.log GH_EXISTING=$work/gh.existing
export GITHUB_OUTPUT=$work/report.out GITHUB_STEP_SUMMARY=$work/summary.md GITHUB_REPOSITORY=example/shop
export TARGETLINT_PATH="" TARGETLINT_BASE=HEAD TARGETLINT_COMMENT=true TARGETLINT_PULL_REQUEST=7
(cd "$repository" && PATH="$work/gh:$PATH" "$root/Scripts/action/report.sh")
expect_output "$GITHUB_OUTPUT" report "$work/targetlint-report.md"
grep -q "^### app extension 'ShopShare': 0 added, 1 removed" "$GITHUB_STEP_SUMMARY" \
    || { echo "no report in the job summary:" >&2; cat "$GITHUB_STEP_SUMMARY" >&2; exit 1; }
grep -q '^```mermaid$' "$GITHUB_STEP_SUMMARY"
grep -q '^api --method POST repos/example/shop/issues/7/comments -f body=<!-- targetlint report -->' "$GH_LOG" \
    || { echo "no comment posted:" >&2; cat "$GH_LOG" >&2; exit 1; }
# The next push finds the comment by its marker and updates it; nothing changed, it says so.
echo 4242 > "$GH_EXISTING"
mv "$repository/targetlint.yml.orig" "$repository/targetlint.yml"
: > "$GH_LOG"
: > "$GITHUB_STEP_SUMMARY"
(cd "$repository" && PATH="$work/gh:$PATH" "$root/Scripts/action/report.sh")
[ ! -s "$GITHUB_STEP_SUMMARY" ] || { echo "a report for no change:" >&2; cat "$GITHUB_STEP_SUMMARY" >&2; exit 1; }
grep -q '^api --method PATCH repos/example/shop/issues/comments/4242 -f body=<!-- targetlint report -->' "$GH_LOG" \
    || { echo "the comment was not updated:" >&2; cat "$GH_LOG" >&2; exit 1; }
echo "action: ok"
