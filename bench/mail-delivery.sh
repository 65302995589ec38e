#!/usr/bin/env bash
# CPU per mail delivered (decision 059): one idle built server on a copy of the bench data delivers N mails queued in
# one statement (outbox rows of ~3 kB of HTML, like an order confirmation, and their `mail-deliver` jobs) to `.eml`
# files; the server's CPU and that of the database's backends (/proc/<pid>/stat) from the insert until every row is
# sent. It deletes the database's mail-deliver jobs and outbox rows first: never run it on data you keep.
# Usage: bench/mail-delivery.sh <database on 127.0.0.1> [N, 2000] [server entry, apps/server/dist/server.js] [NAME=value …]
# e.g. bench/mail-delivery.sh bench_mine 2000 apps/server/dist/server.js MAIL_BATCH_SIZE=1
set -euo pipefail
DB=${1:?database name}; N=${2:-2000}; ENTRY=${3:-apps/server/dist/server.js}; shift $(($# < 3 ? $# : 3))
P="psql -h 127.0.0.1 -U postgres -d $DB -qAt"
$P -c "delete from pgboss.job where name = 'mail-deliver'" -c "truncate mail_outbox" >/dev/null
DATA=$(mktemp -d)
PORT=$((30000 + RANDOM % 20000))
env NODE_ENV=production DATABASE_URL="postgres://postgres@127.0.0.1:5432/$DB" DATA_DIR="$DATA" PORT=$PORT HOST=127.0.0.1 \
  PUBLIC_URL="http://127.0.0.1:$PORT" SEED=none LOG_LEVEL=warn PAYMENT_MODE=test PAYMENT_TEST_SECRET=mail-bench \
  ADMIN_SECRET_KEY="$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')" "$@" node "$ENTRY" >"$DATA/server.log" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true; rm -rf "$DATA"' EXIT
for _ in $(seq 1 120); do curl -sf "http://127.0.0.1:$PORT/api/health" >/dev/null && break; sleep 1; done
# A server that did not start (a bad entry, a refused node option) would leave the wait below waiting forever.
curl -sf "http://127.0.0.1:$PORT/api/health" >/dev/null || { tail -5 "$DATA/server.log" >&2; exit 1; }
cpu() { awk '{print $14 + $15}' "/proc/$1/stat" 2>/dev/null || echo 0; }
backends() { $P -c "select pid from pg_stat_activity where datname = '$DB' and pid <> pg_backend_pid()"; }
declare -A BEFORE
for p in $(backends); do BEFORE[$p]=$(cpu "$p"); done
S0=$(cpu $SERVER); T0=$(date +%s.%N)
$P -c "with o as (insert into mail_outbox (to_address, subject, html, text, kind, dedupe_key)
    select 'bench' || g || '@example.in', 'Order #' || g || ' confirmed', repeat('<p>Thank you for your order.</p>', 95),
      repeat('Thank you for your order. ', 20), 'bench', 'mail-bench:' || g from generate_series(1, $N) g returning id)
  insert into pgboss.job (name, data, retry_limit, retry_delay, retry_backoff, expire_in)
  select 'mail-deliver', jsonb_build_object('outboxId', id), 9, 30, true, interval '120 seconds' from o" >/dev/null
until [ "$($P -c "select count(*) from mail_outbox where sent_at is null")" = 0 ]; do sleep 0.5; done
T1=$(date +%s.%N); S1=$(cpu $SERVER)
PG=0
for p in $(backends); do PG=$((PG + $(cpu "$p") - ${BEFORE[$p]:-0})); done
HZ=$(getconf CLK_TCK)
echo "$ENTRY $* N=$N: $(echo "$T1 - $T0" | bc) s; per mail: server $(echo "scale=3; ($S1 - $S0) * 1000 / $HZ / $N" | bc) ms, PostgreSQL backends $(echo "scale=3; $PG * 1000 / $HZ / $N" | bc) ms; load $(cut -d' ' -f1 /proc/loadavg)"
