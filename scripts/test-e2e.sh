#!/usr/bin/env bash
# `npm run test:e2e`: builds the front ends and runs the Playwright suites in Debian Chromium (390x844).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run --silent build
npx playwright test "$@"
