#!/usr/bin/env bash
# `npm stop`: the pinned Bun, then scripts/stop.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-bun.sh
exec bun scripts/stop.ts "$@"
