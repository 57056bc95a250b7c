#!/usr/bin/env bash
# Tools some suites use besides Chromium (issue 30), from Debian's packages: promtool (package
# prometheus) checks /metrics, haproxy balances the replicas of the balancer suite. Installs them when
# it can (root with apt-get); otherwise says what to install, and those checks are skipped with a loud
# line. Never downloads anything else.
set -euo pipefail
missing=()
command -v promtool >/dev/null 2>&1 || missing+=(prometheus)
command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ] || missing+=(haproxy)
[ ${#missing[@]} -eq 0 ] && exit 0
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "[tests] installing Debian ${missing[*]}…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  # The packages' own services are not wanted: the suites start what they need.
  for s in prometheus haproxy; do
    (command -v service >/dev/null 2>&1 && service "$s" stop >/dev/null 2>&1) || true
  done
else
  echo "WARNING: install ${missing[*]} (sudo apt-get install -y ${missing[*]}): the suites that need them are skipped" >&2
fi
