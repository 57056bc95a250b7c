#!/usr/bin/env bash
# Browser tests need Debian's Chromium (never a tool's own browser download). Installs it when it can
# (root with apt-get); otherwise stops and says exactly what to install. Never skips silently.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "[tests] installing Debian chromium…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
if [ ! -x "$CHROMIUM" ]; then
  echo "ERROR: browser tests need Chromium at $CHROMIUM. Install it with: sudo apt-get install -y chromium" >&2
  echo "       (or set CHROMIUM_PATH to a Chromium binary)" >&2
  exit 1
fi
