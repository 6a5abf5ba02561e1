#!/usr/bin/env bash
# Installs everything the tests need on a fresh Debian machine and runs every test:
# content, lint, types, unit (with a real PostgreSQL), production build, browser tests in
# Chromium, the key journeys in Firefox and WebKit, and the plain Next.js build's smoke tests.
#
#   scripts/test.sh                 every step, in order
#   scripts/test.sh lint typecheck  only the named steps (the CI workflow runs one step at a time)
#
# The steps, in order, are the functions named step_* below; .github/workflows/ci.yml calls the
# same steps and a unit test (scripts/ci-workflow.test.ts) keeps the two in step. Two more steps
# run only when named: `latest` and `speed`, the workflow's guard for the next Next.js release.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 CI="${CI:-1}"

steps=(system install content lint typecheck unit build e2e engines plain)
optional=(latest speed)

# From Debian's packages: Chromium's headless shell for the browser tests (e2e/support/chromium.ts),
# PostgreSQL for the store tests, and for the journeys in other engines (e2e/engines) Firefox ESR,
# WebKitGTK's WebDriver with the GTK bindings its small browser window is written in, and Xvfb.
step_system() {
  local need_apt=()
  [ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] || need_apt+=(chromium-headless-shell)
  [ -z "${CHROMIUM_PATH:-}" ] || [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable" >&2; exit 1; }
  ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || need_apt+=(postgresql)
  [ -n "${FIREFOX_PATH:-}" ] || [ -x /usr/bin/firefox-esr ] || need_apt+=(firefox-esr)
  [ -x /usr/bin/WebKitWebDriver ] || need_apt+=(webkit2gtk-driver)
  /usr/bin/python3 -c 'import gi; gi.require_version("WebKit2", "4.1")' 2>/dev/null || need_apt+=(python3-gi gir1.2-webkit2-4.1)
  command -v Xvfb >/dev/null || need_apt+=(xvfb)
  if [ "${#need_apt[@]}" -gt 0 ]; then
    echo "Installing from Debian's packages: ${need_apt[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
  fi
}

# Exactly what package-lock.json records, as CI systems install.
step_install() { npm ci --no-audit --no-fund; }

# Every content file; on GitHub Actions each problem is also an annotation on its line.
step_content() { npm run content:check; }

step_lint() { npm run lint; }

step_typecheck() { npm run typecheck; }

# The store's tests and the two-instance browser tests need PostgreSQL: a private server started
# here (or the one TEST_POSTGRES_URL names), and REQUIRE_POSTGRES=1 makes them fail, never skip,
# without it, whether the steps run in one shell or one by one as in the workflow.
use_postgres() {
  export REQUIRE_POSTGRES=1
  [ -z "${TEST_POSTGRES_URL:-}" ] || return 0
  TEST_POSTGRES_URL="$(scripts/postgres-test-server.sh)"
  export TEST_POSTGRES_URL
  trap 'scripts/postgres-test-server.sh stop' EXIT
}

step_unit() { use_postgres; npm run test:unit; }

# Build with no network but loopback where the machine allows it: proves the build fetches
# nothing. (Turbopack talks to its PostCSS workers over loopback, so `lo` must be up.)
step_build() {
  if unshare --net sh -c 'ip link set lo up' 2>/dev/null; then
    unshare --net sh -c 'ip link set lo up && exec npm run build'
  else
    npm run build
  fi
}

step_e2e() { use_postgres; npm run test:e2e; }

# The key journeys in Firefox ESR and WebKitGTK, against the same production build.
step_engines() { npx playwright test --config e2e/engines/playwright.config.ts; }

# The plain Next.js build (PLAIN_NEXT=1, lib/speed/README.md), built in a scratch copy, and the
# journeys every build must keep.
step_plain() {
  local site
  site="$(npx tsx scripts/plain-build.ts)"
  E2E_PLAIN=1 E2E_SITE_DIR="$site" npx playwright test e2e/smoke.spec.ts
}

# The newest Next.js and React in place of the pinned ones, without touching package.json.
step_latest() { npm install --no-save --no-audit --no-fund next@latest react@latest react-dom@latest; }

# The speed module's own tests: does the build still hold every assumption it relies on?
step_speed() {
  npx jest lib/speed
  npx playwright test e2e/smoke.spec.ts e2e/first-frame.spec.ts e2e/budgets.spec.ts e2e/frame.spec.ts e2e/link-navigation.spec.ts e2e/prefetch.spec.ts e2e/menu-first-tap.spec.ts e2e/article-contents.spec.ts
}

[ "$#" -gt 0 ] || set -- "${steps[@]}"
for step in "$@"; do
  if ! declare -F "step_$step" >/dev/null; then
    echo "scripts/test.sh: unknown step \"$step\"; the steps are: ${steps[*]} ${optional[*]}" >&2
    exit 2
  fi
done
# Each step's time, so the whole line can be kept well inside CI's limit.
for step in "$@"; do
  echo "== $step"
  started=$SECONDS
  "step_$step"
  echo "== $step took $((SECONDS - started)) s (line so far: ${SECONDS} s)"
done
