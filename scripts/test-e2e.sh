#!/usr/bin/env bash
# `npm run test:e2e`: builds the front ends and runs the Playwright suites in Debian Chromium (390x844).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run --silent build
rc=0
npx playwright test "$@" || rc=$?
if [ "$rc" -ne 0 ]; then
  # A failure in CI leaves only this log: print what each failed test's page held when it failed
  # (Playwright's accessibility snapshot), so an intermittent failure can be read after the run.
  find test-results -name error-context.md 2>/dev/null | while read -r f; do
    echo "== page at the failure: ${f#test-results/}"
    head -c 12000 "$f"
    echo
  done
fi
exit "$rc"
