#!/usr/bin/env bash
# `npm start`: pinned Bun, dependencies from the lockfile, then scripts/start.ts (build when
# stale, migrate, seed, serve).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-bun.sh
bun install --frozen-lockfile --silent
exec bun scripts/start.ts "$@"
