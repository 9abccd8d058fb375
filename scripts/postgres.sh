# Sourced by the scripts in this folder: makes sure a local PostgreSQL is running and that the
# role and database Attest uses by default exist. Only touches a server on 127.0.0.1:5432 and only
# when DATABASE_URL is not set (then the operator manages the database).

ATTEST_PG_HOST=127.0.0.1
ATTEST_PG_PORT=5432

attest_postgres_up() {
  if command -v pg_isready >/dev/null 2>&1; then
    pg_isready -h "$ATTEST_PG_HOST" -p "$ATTEST_PG_PORT" -q
  else
    (exec 3<>"/dev/tcp/$ATTEST_PG_HOST/$ATTEST_PG_PORT") 2>/dev/null
  fi
}

attest_start_postgres() {
  attest_postgres_up && return 0
  if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
    local version
    version=$(ls /etc/postgresql | sort -V | tail -n 1)
    echo "Starting PostgreSQL $version (cluster main)..." >&2
    pg_ctlcluster --skip-systemctl-redirect "$version" main start >&2 || true
  elif command -v systemctl >/dev/null 2>&1; then
    systemctl start postgresql >&2 || true
  fi
  local i
  for i in $(seq 1 30); do
    attest_postgres_up && return 0
    sleep 1
  done
  echo "PostgreSQL is not reachable on $ATTEST_PG_HOST:$ATTEST_PG_PORT. Install PostgreSQL 14+ and start it," >&2
  echo "or point DATABASE_URL (server) / TEST_DATABASE_URL (tests) at one." >&2
  return 1
}

# Runs SQL as a PostgreSQL superuser: the postgres role over TCP (trust), or via the local socket as
# the postgres OS user when that is how the machine is set up.
attest_psql_admin() {
  if psql -h "$ATTEST_PG_HOST" -p "$ATTEST_PG_PORT" -U postgres -d postgres -tAc "select 1" >/dev/null 2>&1; then
    psql -h "$ATTEST_PG_HOST" -p "$ATTEST_PG_PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -tAq "$@"
  elif command -v sudo >/dev/null 2>&1 && sudo -n -u postgres psql -d postgres -tAc "select 1" >/dev/null 2>&1; then
    sudo -n -u postgres psql -d postgres -v ON_ERROR_STOP=1 -tAq "$@"
  elif command -v runuser >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- psql -d postgres -v ON_ERROR_STOP=1 -tAq "$@"
  else
    return 1
  fi
}

# The role `attest` (password `attest`, may create the per-test databases) and the database `attest`.
attest_ensure_database() {
  [ -n "${DATABASE_URL:-}" ] && return 0
  command -v psql >/dev/null 2>&1 || { echo "psql not found: create role and database 'attest' yourself (see README)." >&2; return 0; }
  if psql "postgresql://attest:attest@$ATTEST_PG_HOST:$ATTEST_PG_PORT/attest" -tAc "select 1" >/dev/null 2>&1; then
    return 0
  fi
  attest_psql_admin -c "DO \$\$ BEGIN
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'attest') THEN
        CREATE ROLE attest LOGIN PASSWORD 'attest' CREATEDB;
      END IF;
    END \$\$;" || { echo "Could not create the role 'attest' (no superuser access). See README: Database." >&2; return 1; }
  if [ "$(attest_psql_admin -c "SELECT 1 FROM pg_database WHERE datname = 'attest'")" != "1" ]; then
    attest_psql_admin -c "CREATE DATABASE attest OWNER attest" >&2
  fi
}
