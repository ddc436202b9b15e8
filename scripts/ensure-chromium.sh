#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (Playwright cannot download its own browser here).
# CJK fonts make screenshots of Chinese pages readable; they are optional.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] && exit 0
echo "Installing Debian's Chromium for the browser tests ..."
SUDO=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Chromium is missing and this user cannot install packages: install the 'chromium' package or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >/dev/null
$SUDO apt-get install -y -qq chromium >/dev/null
$SUDO apt-get install -y -qq fonts-noto-cjk >/dev/null 2>&1 || true
[ -x "$CHROMIUM" ] || { echo "Chromium did not install at $CHROMIUM." >&2; exit 1; }
