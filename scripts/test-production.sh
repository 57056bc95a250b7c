#!/usr/bin/env bash
# The production install, from a clean clone of the committed tree (issue 9):
#   npm ci && npm run build && npm ci --omit=dev && NODE_ENV=production APP_SECRET=… npm start
# serves /m and /admin with only production dependencies (no tsx, no vite), and stops on SIGTERM.
# Runs in a temporary folder: the working copy's node_modules are never touched. To keep CI short,
# the first `npm ci` is replaced by a hard-linked copy of the working copy's node_modules when that
# was installed from the same package-lock.json (what `npm ci` would produce); PRODUCTION_TEST_CLEAN=1
# always runs the real `npm ci`. The `npm ci --omit=dev` step always runs for real.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
server=""
cleanup() {
  if [ -n "$server" ]; then kill -KILL -- "-$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
src=$(pwd)
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  git clone -q . "$work/app"
else
  # Not a git checkout (an unpacked archive): copy the sources, as a clone would have them.
  mkdir -p "$work/app"
  tar --exclude=./node_modules --exclude=./dist --exclude=./data --exclude=./test-results -cf - . | tar -xf - -C "$work/app"
fi
cd "$work/app"
if [ -z "${PRODUCTION_TEST_CLEAN:-}" ] && [ -f "$src/node_modules/.package-lock.json" ] && cmp -s "$src/package-lock.json" package-lock.json \
  && [ "$src/node_modules/.package-lock.json" -nt "$src/package-lock.json" ]; then
  echo "[production] node_modules: hard-linked copy of the working copy's npm ci (same lock)"
  cp -al "$src/node_modules" node_modules
  rm -rf node_modules/.vite node_modules/.cache
else
  echo "[production] npm ci"; npm ci --no-audit --no-fund --prefer-offline --loglevel=error
fi
echo "[production] npm run build"; npm run --silent build >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
echo "[production] npm ci --omit=dev"; npm ci --omit=dev --no-audit --no-fund --prefer-offline --loglevel=error
for dev in tsx vite esbuild vitest; do
  if [ -e "node_modules/$dev" ]; then echo "[production] devDependency $dev is still installed"; exit 1; fi
done
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
echo "[production] NODE_ENV=production npm start on port $port"
NODE_ENV=production APP_SECRET="production-test-$(date +%s)-secret" PORT=$port HOST=127.0.0.1 DATA_DIR="$work/data" \
  setsid npm start >"$work/server.log" 2>&1 &
server=$!
ok=""
for _ in $(seq 1 120); do
  if curl -sf "http://127.0.0.1:$port/readyz" >/dev/null; then ok=1; break; fi
  sleep 0.5
done
if [ -z "$ok" ]; then echo "[production] not ready within 60 s"; cat "$work/server.log"; exit 1; fi
check() {
  local path=$1 needle=$2 body
  body=$(curl -sf "http://127.0.0.1:$port$path") || { echo "[production] $path failed"; tail -20 "$work/server.log"; exit 1; }
  grep -q "$needle" <<<"$body" || { echo "[production] $path does not contain $needle"; exit 1; }
  echo "[production] $path: 200"
}
check /m/home 'application/json'
check /admin/ '<div id="root"'
check /api/merchants/demo/config '"code":"demo"'
grep -q '"msg":"Server listening' "$work/server.log" || { echo "[production] no JSON log line"; exit 1; }
kill -TERM -- "-$server"
# The whole process group (npm, the launcher, the server), not npm alone: npm exits on the signal at
# once, while the server is still closing its database and writing its last log line.
for _ in $(seq 1 60); do
  if ! kill -0 -- "-$server" 2>/dev/null; then break; fi
  sleep 0.2
done
if kill -0 -- "-$server" 2>/dev/null; then echo "[production] still running 12 s after SIGTERM"; exit 1; fi
server=""
grep -q '"msg":"shutdown complete"' "$work/server.log" || { echo "[production] no clean shutdown"; tail -5 "$work/server.log"; exit 1; }
echo "[production] ok: built, installed without devDependencies, served /m and /admin, stopped cleanly"
