#!/usr/bin/env bash
# `npm test`: every test — typecheck, lint (with the import table), formatting, unit and API tests, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck"; npx tsc --noEmit -p tsconfig.json
echo "== lint"; npx eslint . --max-warnings=0
echo "== formatting (prettier --check; npm run format fixes it)"; npx prettier --check . --log-level warn
echo "== schemas up to date"; npx tsx scripts/emit-schemas.ts --check
echo "== unit and API tests"; npx vitest run
echo "== browser tests"; bash scripts/test-e2e.sh
echo "== production install (clean clone, npm ci --omit=dev, NODE_ENV=production npm start)"; bash scripts/test-production.sh
