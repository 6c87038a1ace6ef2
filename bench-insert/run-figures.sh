#!/usr/bin/env sh
# The runs behind the figures of docs/bench-insert.md: ROWS rows per key (default
# 1,000,000) on embedded PostgreSQL 18 and embedded MariaDB 11.4, each with the server's default
# cache and with a 16 MB one (PostgreSQL shared_buffers, MariaDB innodb_buffer_pool_size), so the
# index outgrows the cache. Each run writes report.md, report.json, insert-times.png and
# insert-times.svg into its own directory under bench-insert/results/RUN/ (gitignored), next to
# machine.txt, which describes the machine the figures were measured on.
#
#   bench-insert/run-figures.sh               # 1,000,000 rows per key, 3 rounds
#   ROWS=2000000 bench-insert/run-figures.sh  # the SequentialGuid article's scale
#   RUNS="postgres-default postgres-cache-16MB" bench-insert/run-figures.sh   # some of the runs
#
# Each run measures every key ROUNDS times (default 3; --rounds), alternating the keys' order, and
# reports each key's median round. MariaDB with a 16 MB pool is slow for the random keys: about
# 8 minutes per round for v4 at 1,000,000 rows.
#
# Run it on an otherwise idle machine. A run that fails (or in which the database refuses a key's
# rows: MariaDB refuses some ids of the version-less seqguid layouts, see
# docs/layouts.md#mariadb-guard) does not stop the others;
# the script exits with 1 if any run did not exit with 0.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
rows=${ROWS:-1000000}
rounds=${ROUNDS:-3}
runs=${RUNS:-postgres-default postgres-cache-16MB mariadb-default mariadb-cache-16MB}
out="$root/bench-insert/results/$(date -u +%Y%m%dT%H%M%SZ)-$rows"
mkdir -p "$out"

{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "commit: $(cd "$root" && git rev-parse --short HEAD 2>/dev/null)$(cd "$root" && git diff --quiet 2>/dev/null || echo ' (with uncommitted changes)')"
  echo "rows per key: $rows"
  echo "rounds: $rounds"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ *//'), $(nproc) CPUs"
  echo "memory: $(free -h 2>/dev/null | awk '/^Mem:/ {print $2}')"
  echo "os: $(uname -srm)"
  echo "java: $(java -version 2>&1 | head -n 1)"
  echo "disk of java.io.tmpdir: $(df -h "${TMPDIR:-/tmp}" 2>/dev/null | awk 'NR == 2 {print $1 ", " $2}')"
  echo "load at start: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
} > "$out/machine.txt"
cat "$out/machine.txt"

status=0
run() {
  name=$1
  shift
  case " $runs " in *" $name "*) ;; *) return ;; esac
  echo
  echo "=== $name: ./seqid bench-insert $* --rows $rows --rounds $rounds --out $out/$name"
  start=$(date +%s)
  "$root/seqid" bench-insert "$@" --rows "$rows" --rounds "$rounds" --out "$out/$name"
  code=$?
  echo "=== $name: exit $code after $(( $(date +%s) - start )) s" | tee -a "$out/machine.txt"
  [ "$code" -eq 0 ] || status=1
}

run postgres-default     --db postgres
run postgres-cache-16MB  --db postgres --cache 16MB
run mariadb-default      --db mariadb
run mariadb-cache-16MB   --db mariadb --cache 16MB

echo
echo "Results: $out"
exit $status
