#!/usr/bin/env bash
# The admin dashboard's sign-up figures over a year of 300,000 sign-up log rows (100,000 people,
# three steps each, spread over 365 days), on server PostgreSQL: the distinct-email counts over
# the log (before migration signup_rollups) beside the rollups' daily rows (after), each the
# median of 9 runs. Makes and drops a database of its own; the tables and the trigger are the
# migration's own SQL.
#   DATABASE_URL=postgres://root@127.0.0.1:5432/test bash bench/admin-signups.sh
set -euo pipefail
cd "$(dirname "$0")/.."
base="${DATABASE_URL:?set DATABASE_URL to a server PostgreSQL}"
db="bench_signups_$$"
psql -qX "$base" -c "create database $db"
trap 'psql -qX "$base" -c "drop database if exists $db with (force)"' EXIT
url="${base%/*}/$db"
psql -qX "$url" <<'SQL'
create table signup_log (id uuid primary key default gen_random_uuid(), email text not null, step text not null,
  created_at timestamptz not null default now());
create index signup_log_created_idx on signup_log (created_at);
SQL
# The migration's tables, trigger and backfill (statement breakpoints are drizzle's, not SQL).
sed 's/--> statement-breakpoint//' apps/server/drizzle/*_signup_rollups.sql | psql -qX "$url"
start=$(date +%s)
psql -qX "$url" -c "insert into signup_log (email, step, created_at)
  select 'p' || p || '@example.com', s, timestamptz '2026-01-01' + (p % 365) * interval '1 day' + s_i * interval '1 minute'
  from generate_series(1, 100000) p, unnest(array['email', 'details', 'store_type']) with ordinality as u(s, s_i)"
echo "wrote 300,000 log rows with the trigger in $(( $(date +%s) - start )) s"
psql -qX "$url" -c "analyze"

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
time_of() {
  for _ in 1 2 3 4 5 6 7 8 9; do
    psql -qXt "$url" -c '\timing on' -c "$1" | grep -o 'Time: [0-9.]*' | cut -d' ' -f2
  done | median
}
range="created_at >= '2026-01-01' and created_at < '2027-01-01'"
days="day >= '2026-01-01' and day < '2027-01-01'"
echo "figure (365 days)         | log, distinct emails (ms) | rollup (ms)"
echo "sign-ups per day          | $(time_of "select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD'), count(distinct email) from signup_log where $range group by 1") | $(time_of "select day, people from signup_step_days where step = '*' and $days")"
echo "the funnel                | $(time_of "select step, count(distinct email) from signup_log where $range group by step") | $(time_of "select step, sum(people) from signup_step_days where step <> '*' and $days group by step")"
