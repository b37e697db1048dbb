#!/usr/bin/env bash
# A throw-away PostgreSQL cluster on loopback, for the server tests and the bench on PostgreSQL.
#   tests/pg/cluster.sh start   → prints the URL of its `postgres` database (a superuser, no password)
#   tests/pg/cluster.sh stop    → stops it and removes its folder
# It runs as the `postgres` user when started as root (PostgreSQL refuses root). Durability is off
# (fsync, full pages): the data lives as long as the tests.
set -euo pipefail

dir=${PG_TEST_DIR:-${TMPDIR:-/tmp}/pos-pg-test}
port=${PG_TEST_PORT:-55433}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$bin" ]; then bin=$(dirname "$(command -v initdb)"); fi

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    rm -rf "$dir"
    mkdir -p "$dir"
    if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi
    as_owner "$bin/initdb" -D "$dir/data" --no-locale -E UTF8 -A trust -U postgres >"$dir/initdb.log"
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c jit=off -c fsync=off -c full_page_writes=off -c synchronous_commit=off" \
      start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    if [ -d "$dir/data" ]; then as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true; fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
