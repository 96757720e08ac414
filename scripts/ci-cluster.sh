#!/usr/bin/env bash
# Many instances on one PostgreSQL, under faults (issue 31; docs/deploy.md, "Faults"): a throw-away PostgreSQL
# cluster of its own (initdb into a temp folder, its own port; never the machine's main cluster), two server
# instances on it as real processes (tsx server/src/main.ts, production settings), and the cross-instance suite
# tests/cluster/ against both over HTTP. The suite starts and kills the instances itself, and restarts this
# PostgreSQL with pg_ctl (tests/cluster/globalSetup.ts, cluster.ts).
set -euo pipefail
cd "$(dirname "$0")/.."

PG_PORT="${CLUSTER_PG_PORT:-55432}"

# Debian's PostgreSQL when missing (as ci-postgres.sh): only its binaries are used here.
if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
fi
PG_BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"

as_postgres() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$1"; else sh -c "$1"; fi; }

WORK="$(mktemp -d /tmp/wps-cluster-XXXXXX)"
chmod 755 "$WORK"
[ "$(id -u)" = 0 ] && chown postgres: "$WORK"
PGDATA="$WORK/data"
stop_pg() {
  as_postgres "$PG_BIN/pg_ctl -D $PGDATA -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap stop_pg EXIT

as_postgres "$PG_BIN/initdb -D $PGDATA -U postgres --auth=trust -E UTF8 --no-sync" >/dev/null
# Listens on loopback and its own socket folder only; trust is safe on this throw-away cluster.
cat >>"$PGDATA/postgresql.conf" <<CONF
port = $PG_PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$WORK'
max_connections = 60
CONF
as_postgres "$PG_BIN/pg_ctl -D $PGDATA -l $WORK/postgres.log -w start" >/dev/null
as_postgres "$PG_BIN/psql -h 127.0.0.1 -p $PG_PORT -U postgres -q -c 'CREATE DATABASE wps_cluster'"

export CLUSTER_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/wps_cluster"
# How the suite restarts this cluster (pg_ctl restart -m fast), as the postgres user when run as root.
export CLUSTER_PG_CTL="$PG_BIN/pg_ctl -D $PGDATA -l $WORK/postgres.log"
export CLUSTER_PG_AS="$([ "$(id -u)" = 0 ] && echo postgres || true)"
export CLUSTER_LOG_DIR="$WORK"
echo "cluster suite on PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') ($CLUSTER_DATABASE_URL)"

if ! npx vitest run --config tests/cluster/vitest.config.ts "$@"; then
  echo "---- the instances' and PostgreSQL's last log lines ----"
  for f in "$WORK"/*.log; do echo "== $f"; tail -n 40 "$f"; done
  exit 1
fi
