#!/usr/bin/env bash
# Names the cache of the targetlint build: one per runner system, toolchain and source of the
# action's version, so a new version or toolchain builds again and everything else reuses the binary.
set -euo pipefail
cd "$GITHUB_ACTION_PATH"
source_hash=$(find Package.swift Sources -type f | LC_ALL=C sort | xargs cat | shasum -a 256 | cut -c1-16)
toolchain_hash=$(swift --version 2>&1 | shasum -a 256 | cut -c1-8)
key="targetlint-${RUNNER_OS:-local}-${RUNNER_ARCH:-local}-${toolchain_hash}-${source_hash}"
{
    echo "key=$key"
    echo "folder=${RUNNER_TOOL_CACHE:-$HOME/.cache}/targetlint/$key"
} >> "$GITHUB_OUTPUT"
