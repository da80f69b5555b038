#!/usr/bin/env bash
# Builds targetlint from the action's checkout into $TARGETLINT_BIN.
set -euo pipefail
swift build -c release --package-path "$GITHUB_ACTION_PATH" --product targetlint
mkdir -p "$TARGETLINT_BIN"
cp "$(swift build -c release --package-path "$GITHUB_ACTION_PATH" --show-bin-path)/targetlint" "$TARGETLINT_BIN/"
