#!/usr/bin/env bash
# Lints the workspace: annotations and the log from `--format github`, then the same findings as
# SARIF for code scanning. The exit code goes to the step's `status` output; the job fails in a
# later step, after the upload, so code scanning sees the findings of a failing run too. An invalid
# manifest (exit 2) is annotated at each error, and its SARIF log, marked unsuccessful, names them
# for code scanning's tool status; only an internal failure (exit 3) leaves no SARIF to upload.
set -uo pipefail
targetlint="$TARGETLINT_BIN/targetlint"
arguments=()
if [ -n "${TARGETLINT_PATH:-}" ]; then arguments+=("$TARGETLINT_PATH"); fi
# Split on spaces, tabs and new lines only (a YAML block of several lines included): the arguments
# are never evaluated by the shell.
read -r -d '' -a extra <<< "${TARGETLINT_ARGS:-}" || true
# `${a[@]+"${a[@]}"}` keeps an empty list empty under `set -u` in the bash 3 of macOS runners.
arguments+=(${extra[@]+"${extra[@]}"})
"$targetlint" lint ${arguments[@]+"${arguments[@]}"} --format github
status=$?
echo "status=$status" >> "$GITHUB_OUTPUT"
if [ "$status" -le 2 ]; then
    sarif="${RUNNER_TEMP:-/tmp}/targetlint.sarif"
    "$targetlint" lint ${arguments[@]+"${arguments[@]}"} --format sarif > "$sarif" 2> /dev/null
    echo "sarif=$sarif" >> "$GITHUB_OUTPUT"
fi
exit 0
