#!/usr/bin/env bash
# `npm test`: every test — typecheck, lint (with the import table), formatting, unit and API tests, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
# At the end of every run, passed or failed (issue 33): one line per browser test in quarantine
# (tests/quarantine.json), and one line naming every suite whose cases were skipped for a missing
# service (PostgreSQL, Redis, haproxy, promtool). A malformed quarantine fails the run.
notes() {
  local rc=$?
  echo; echo "== ended after ${SECONDS} s (exit $rc)"
  npx tsx tests/support/suite-notes.ts || rc=1
  for s in "${BENCH_ONLY[@]}"; do echo "== not run here (a timed budget: npm run bench -- pictures runs it): $s"; done
  exit "$rc"
}
# Process suites whose point is a timed budget: measured by `npm run bench` (the team's rule: budgets
# are checked by benchmarks, not by the correctness run), left out of both runs here and named at the
# end of every run. tests/api/picture-flood.test.ts (issue 31): /healthz during a picture flood within
# 100 ms + the idle noise, the honest upload within 3 s, memory back within 100 MB; what it checks
# besides timings (costly pictures refused, one at a time per member, the full queue, the time limit)
# is also in platform-api/lib/images.test.ts, which runs here. `npm run bench -- pictures` runs it and
# prints its figures (29 Nov, quiet machine: slowest /healthz 54, 71 and 91 ms in three runs).
BENCH_ONLY=(tests/api/picture-flood.test.ts)
trap notes EXIT
# Each stage says when it starts (seconds since the run began): where a slow CI run spent its time.
stage() { echo "== $1 (at ${SECONDS} s)"; }
bash scripts/ensure-tools.sh
stage "typecheck"; npx tsc --noEmit -p tsconfig.json
stage "lint"; npx eslint . --max-warnings=0
stage "formatting (prettier --check; npm run format fixes it)"; npx prettier --check . --log-level warn
stage "schemas up to date"; npx tsx scripts/emit-schemas.ts --check
# The suites that start the product as processes (npm start, replicas) run after the others, one
# file at a time: they measure stop deadlines and replica timings, which other suites' load skews.
# --no-file-parallelism, not --maxWorkers=1: each project of vitest.config.ts extends the root's
# maxWorkers (3), and the command-line value did not reach them, so the six files ran three at a time
# (CI 29 Nov: 334 s of tests in 140 s; a replica starting beside two other files' replicas shed its
# first console login with 503 at its 1 s event-loop delay limit).
PROCESS_SUITES=(tests/api/server-stop.test.ts tests/api/scale-mode.test.ts tests/api/db-drop-writes.test.ts tests/api/load-shedding.test.ts tests/api/balancer.test.ts tests/api/reward-uploads-event-loop.test.ts)
stage "unit and API tests"; npx vitest run $(printf -- '--exclude %s ' "${PROCESS_SUITES[@]}" "${BENCH_ONLY[@]}")
stage "process suites (the product as processes: stop, replicas)"; npx vitest run "${PROCESS_SUITES[@]}" --no-file-parallelism
stage "browser tests"; bash scripts/test-e2e.sh
stage "production install (clean clone, npm ci --omit=dev, NODE_ENV=production npm start)"; bash scripts/test-production.sh
