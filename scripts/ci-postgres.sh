#!/usr/bin/env bash
# Runs the server test suite (npx vitest run --project server) against Debian's PostgreSQL.
# Installs PostgreSQL when missing, starts the cluster, creates a throw-away user and database. The user may create
# databases: the tests seed a template ($DB_NAME_tpl) once and give each server a copy of it ($DB_NAME_f_*), see
# server/test/testDb.ts.
set -euo pipefail
cd "$(dirname "$0")/.."

DB_NAME="${WPS_PG_DB:-wps_test}"
DB_USER="${WPS_PG_USER:-wps_test}"
DB_PASS="${WPS_PG_PASSWORD:-wps_test_pw}"
DB_PORT="${WPS_PG_PORT:-5432}"

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
fi

# Start the (first) installed cluster if it is not running.
read -r PG_VERSION PG_CLUSTER _ < <(pg_lsclusters --no-header | head -n 1)
if ! pg_lsclusters --no-header | head -n 1 | grep -q online; then
  pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" start || service postgresql start
fi
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "$DB_PORT" && break
  sleep 1
done

as_postgres() { if [ "$(id -u)" = 0 ]; then su postgres -c "$1"; else sudo -u postgres sh -c "$1"; fi; }
as_postgres "psql -v ON_ERROR_STOP=1 -q -p $DB_PORT" <<SQL
DROP DATABASE IF EXISTS $DB_NAME;
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$DB_USER') THEN
    CREATE ROLE $DB_USER LOGIN PASSWORD '$DB_PASS';
  END IF;
END \$\$;
ALTER ROLE $DB_USER CREATEDB;
-- DROP DATABASE … WITH (FORCE) of a finished test's copy must be able to end an autovacuum worker in it.
GRANT pg_signal_backend TO $DB_USER;
CREATE DATABASE $DB_NAME OWNER $DB_USER;
SQL

export DATABASE_URL="postgres://$DB_USER:$DB_PASS@127.0.0.1:$DB_PORT/$DB_NAME"
echo "server tests on PostgreSQL $PG_VERSION ($DATABASE_URL)"
# CI shows only the last lines of the log: on failure, repeat the errors there, counted (vitest prints them before its summary).
log="$(mktemp)"
if ! npx vitest run --project server 2>&1 | tee "$log"; then
  echo "---- the errors of this run, again ----"
  sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E 'FAIL|[A-Za-z]*Error:|originated in' | sort | uniq -c | head -12
  exit 1
fi
