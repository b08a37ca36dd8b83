#!/bin/sh
# bench/products.ts on a store of a million products, with fewer timed runs per query.
# Seeding alone takes minutes on PGlite; set DATABASE_URL to use a server PostgreSQL instead
# (a throwaway database is made there and dropped). Any BENCH_* setting given still wins.
#   sh bench/products-1m.sh
set -e
cd "$(dirname "$0")/.."
export BENCH_PRODUCTS="${BENCH_PRODUCTS:-1000000}"
export BENCH_RUNS="${BENCH_RUNS:-20}"
exec npx tsx bench/products.ts
