#!/usr/bin/env bash
# Runs a command beside a throw-away PostgreSQL server on loopback, then stops the server and
# removes it, whatever the command did. The command finds the server in CROSSCUT_POSTGRES_URL and
# DATABASE_URL (postgres://postgres@127.0.0.1:PORT/postgres, trust authentication) and can stop it and
# start it again with the shell commands in CROSSCUT_POSTGRES_STOP and CROSSCUT_POSTGRES_START (the
# PostgreSQL outage test does), and pause and resume
# every server process (SIGSTOP, SIGCONT: a server that stops answering without closing a connection)
# with those in CROSSCUT_POSTGRES_PAUSE and CROSSCUT_POSTGRES_RESUME. Installs PostgreSQL
# with apt-get when no initdb is found. As root, the server runs as the `postgres` user.
#
#   Scripts/with-postgres.sh swift test --skip-build --scratch-path .build-traits --traits PostgreSQLCache --filter PostgreSQL
set -euo pipefail

# The newest installed server's programs.
server_bin() {
    local initdb
    initdb="$(ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 || true)"
    [ -n "$initdb" ] || initdb="$(command -v initdb || true)"
    [ -n "$initdb" ] && dirname "$initdb"
}

bin="$(server_bin || true)"
if [ -z "$bin" ]; then
    echo "with-postgres: installing PostgreSQL" >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    bin="$(server_bin)"
fi

work="$(mktemp -d)"
# Runs a command as the server's owner: `postgres` when we are root (initdb refuses root), else us.
as_owner() {
    if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$1"; else sh -c "$1"; fi
}
if [ "$(id -u)" = 0 ]; then chown postgres "$work"; fi

port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
stop="$bin/pg_ctl -D $work/data -m fast -w stop"
# Sends a signal to the server and every process it started.
signal_server() {
    echo "pid=\$(head -n 1 $work/data/postmaster.pid); kill -$1 \$pid \$(pgrep -P \$pid)"
}
cleanup() {
    sh -c "$(signal_server CONT)" >/dev/null 2>&1 || true
    as_owner "$stop" >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT

as_owner "$bin/initdb -D $work/data -U postgres -A trust --no-sync" >"$work/initdb.log" 2>&1 \
    || { cat "$work/initdb.log" >&2; exit 1; }
# Starting and stopping are scripts the server's owner runs, so the commands exported below need no
# nested quoting.
printf '%s\n' "$bin/pg_ctl -D $work/data -l $work/server.log -w -o '-p $port -k $work -c listen_addresses=127.0.0.1 -c fsync=off' start >/dev/null" >"$work/start"
printf '%s\n' "$stop >/dev/null" >"$work/stop"
as_owner "sh $work/start" || { cat "$work/server.log" >&2; exit 1; }
echo "with-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2

export CROSSCUT_POSTGRES_URL="postgres://postgres@127.0.0.1:$port/postgres"
# The name servers read it by (the server example does).
export DATABASE_URL="$CROSSCUT_POSTGRES_URL"
export CROSSCUT_POSTGRES_PAUSE="$(signal_server STOP)"
export CROSSCUT_POSTGRES_RESUME="$(signal_server CONT)"
# Runs a script as the server's owner, as a command for the environment.
owner_command() {
    if [ "$(id -u)" = 0 ]; then echo "su postgres -s /bin/sh -c 'sh $work/$1'"; else echo "sh $work/$1"; fi
}
export CROSSCUT_POSTGRES_STOP="$(owner_command stop)"
export CROSSCUT_POSTGRES_START="$(owner_command start)"
"$@"
