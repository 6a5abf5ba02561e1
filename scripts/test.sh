#!/usr/bin/env bash
# Installs everything the tests need on a fresh Debian machine and runs every test:
# lint, types, unit (with a real PostgreSQL), production build, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 CI="${CI:-1}"

need_apt=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need_apt+=(chromium)
ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || need_apt+=(postgresql)
if [ "${#need_apt[@]}" -gt 0 ]; then
  echo "Installing from Debian's packages: ${need_apt[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

# Exactly what package-lock.json records, as CI systems install.
npm ci --no-audit --no-fund

TEST_POSTGRES_URL="$(scripts/postgres-test-server.sh)"
export TEST_POSTGRES_URL REQUIRE_POSTGRES=1
trap 'scripts/postgres-test-server.sh stop' EXIT

npm run lint
npm run typecheck
npm run test:unit
# Build with no network but loopback where the machine allows it: proves the build fetches
# nothing. (Turbopack talks to its PostCSS workers over loopback, so `lo` must be up.)
if unshare --net sh -c 'ip link set lo up' 2>/dev/null; then
  unshare --net sh -c 'ip link set lo up && exec npm run build'
else
  npm run build
fi
npm run test:e2e
