#!/usr/bin/env bash
# Starts (or reuses) a private PostgreSQL cluster for the tests on 127.0.0.1 and prints its URL.
# Installs Debian's postgresql package when no server binaries are present.
#   TEST_PGPORT (default 55432), TEST_PGDATA (default /tmp/arcforge-pg-test)
#   scripts/postgres-test-server.sh stop   stops it again
set -euo pipefail

port="${TEST_PGPORT:-55432}"
data="${TEST_PGDATA:-/tmp/arcforge-pg-test}"

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
bin="$(find_bin)"
if [ -z "$bin" ]; then
  echo "Installing PostgreSQL from Debian's packages..." >&2
  if [ "$(id -u)" -ne 0 ]; then echo "PostgreSQL is missing and installing it needs root" >&2; exit 1; fi
  (apt-get install -y -qq postgresql >/dev/null 2>&1) || (apt-get update -qq >/dev/null && apt-get install -y -qq postgresql >/dev/null)
  bin="$(find_bin)"
fi

# initdb refuses to run as root: use the postgres account the package created.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

if [ "${1:-start}" = "stop" ]; then
  as_owner "'$bin/pg_ctl' -D '$data' -m fast stop" >/dev/null 2>&1 || true
  exit 0
fi

if [ ! -f "$data/PG_VERSION" ]; then
  mkdir -p "$data"
  [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$data"
  as_owner "'$bin/initdb' -D '$data' -U postgres --auth=trust --no-sync -E UTF8 >/dev/null"
fi

if ! as_owner "'$bin/pg_ctl' -D '$data' status" >/dev/null 2>&1; then
  as_owner "'$bin/pg_ctl' -D '$data' -w -t 60 -l '$data/server.log' \
    -o \"-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=on\" start" >/dev/null
fi

echo "postgres://postgres@127.0.0.1:${port}/postgres"
