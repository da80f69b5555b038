#!/usr/bin/env bash
# Reports what the pull request changes in each App Clip, app extension and watch app against the
# base revision (`targetlint diff BASE --format markdown`): written to the job summary and, when
# asked, as one pull request comment, found by a marker and updated in place on every push. Nothing
# changed: no summary, and an earlier comment says so. The base commit is fetched when the checkout
# lacks it. The report never fails the job; the lint step does.
set -uo pipefail
targetlint="$TARGETLINT_BIN/targetlint"
base="${TARGETLINT_BASE:-}"
[ -n "$base" ] || exit 0
arguments=()
if [ -n "${TARGETLINT_PATH:-}" ]; then arguments+=("$TARGETLINT_PATH"); fi
if ! git cat-file -e "$base^{commit}" 2> /dev/null; then
    git fetch --quiet --no-tags --depth=1 origin "$base" 2> /dev/null || true
fi
report="${RUNNER_TEMP:-/tmp}/targetlint-report.md"
if ! "$targetlint" diff "$base" ${arguments[@]+"${arguments[@]}"} --format markdown > "$report"; then
    echo "::warning::targetlint diff $base could not compare the project with the base revision; see the log"
    exit 0
fi
echo "report=$report" >> "$GITHUB_OUTPUT"
if [ -s "$report" ]; then cat "$report" >> "${GITHUB_STEP_SUMMARY:-/dev/null}"; fi

[ "${TARGETLINT_COMMENT:-false}" = "true" ] && [ -n "${TARGETLINT_PULL_REQUEST:-}" ] || exit 0
marker="<!-- targetlint report -->"
comments="repos/$GITHUB_REPOSITORY/issues/$TARGETLINT_PULL_REQUEST/comments"
existing=$(gh api --paginate "$comments" --jq ".[] | select(.body | startswith(\"$marker\")) | .id" 2> /dev/null | head -n 1)
if [ -s "$report" ]; then
    body="$marker"$'\n'"$(cat "$report")"
elif [ -n "$existing" ]; then
    body="$marker"$'\n'"targetlint: this pull request no longer changes any App Clip's, app extension's or watch app's modules or size, nor the findings."
else
    exit 0
fi
if [ -n "$existing" ]; then
    gh api --method PATCH "repos/$GITHUB_REPOSITORY/issues/comments/$existing" -f body="$body" > /dev/null \
        || echo "::warning::could not update the targetlint comment (the token needs pull-requests: write)"
else
    gh api --method POST "$comments" -f body="$body" > /dev/null \
        || echo "::warning::could not comment on the pull request (the token needs pull-requests: write)"
fi
exit 0
