#!/usr/bin/env bash
# Runs ReactiveBenchmark (the reactor adapter's publishers against the generator's own next() and
# next(UUID[256]), every row per id) at 1 and 2 threads, that is 1 and 2 subscribers on one
# generator, with the GC profiler. Keeps the JMH JSON and logs under benchmarks/results/ (gitignored)
# and prints a Markdown table: benchmark, threads, ids/µs (score ± error), the ratio to rawNext and
# to rawNextBatch256 of the same JMH run and thread count, and bytes allocated per id. About 18
# minutes with the defaults.
#
#   benchmarks/run-reactive.sh                              # the full run (the class's settings: 2 forks, 6 x 2 s warm-up, 8 x 1 s measured)
#   benchmarks/run-reactive.sh -f 1 -wi 1 -w 1 -i 1 -r 1    # a smoke run: proves it works, measures nothing
#
# Arguments are passed to JMH after the defaults, so they override the annotations. To run some rows
# only, set BENCHMARKS to a regex, e.g.
#   BENCHMARKS='ReactiveBenchmark\.(rawNext|rawNextBatch256|fluxRequest256)$' benchmarks/run-reactive.sh
# and keep rawNext and rawNextBatch256 in it, or the ratio columns say n/a.
#
# The JDK: JAVA_HOME, else the java on the PATH (as run-comparison.sh, so that the two compare); 17 or
# later. The jar is built when missing or older than the sources (REBUILD=1 forces it; see
# run-common.sh).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/run-common.sh"

selection="${BENCHMARKS:-dev\.seqid\.benchmarks\.ReactiveBenchmark\.}"
baselines=(ReactiveBenchmark.rawNext ReactiveBenchmark.rawNextBatch256)
run_per_id_benchmark reactive subscribers \
    "Targets (issue): fluxRequest256 at 1 thread >= 1.0x rawNext and >= 0.70x rawNextBatch256." \
    "$@"
