#!/usr/bin/env bash
# `npm test`: pinned Bun, dependencies, Debian's Chromium when missing, then every suite
# (scripts/test.ts prints the final `N passed, N failed` line).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-bun.sh
bun install --frozen-lockfile --silent
bash scripts/ensure-chromium.sh
exec bun scripts/test.ts "$@"
