#!/usr/bin/env bash
# Runs KotlinFlowBenchmark (the Kotlin module's asFlow()/asUuidFlow() collected and nextId()/
# nextUuid() called in one runBlocking per 4096 ids, against the generator's own next() and the
# stdlib's Uuid.generateV7() and Uuid.random(), every row per id) at 1 and 2 threads, that is 1 and 2
# collectors on one generator, with the GC profiler. Keeps the JMH JSON and logs under
# benchmarks/results/ (gitignored) and prints a Markdown table: benchmark, threads, ids/µs (score ±
# error), the ratio to rawNext and to stdlibGenerateV7 of the same JMH run and thread count, and bytes
# allocated per id. The four rows docs/kotlin.md quotes took 12 minutes; every row (ten) takes longer,
# about 2.5 times that if the rows cost alike (not timed).
#
#   benchmarks/run-kotlin.sh                              # the full run (the class's settings: 2 forks, 6 x 2 s warm-up, 8 x 1 s measured)
#   benchmarks/run-kotlin.sh -f 1 -wi 1 -w 1 -i 1 -r 1    # a smoke run: proves it works, measures nothing
#
# Arguments are passed to JMH after the defaults, so they override the annotations. To run some rows
# only, set BENCHMARKS to a regex, e.g.
#   BENCHMARKS='KotlinFlowBenchmark\.(rawNext|stdlibGenerateV7|flowCollect)$' benchmarks/run-kotlin.sh
# and keep rawNext and stdlibGenerateV7 in it, or the ratio columns say n/a.
#
# The JDK: JAVA_HOME, else the java on the PATH (as run-comparison.sh, so that the two compare); 17 or
# later. The jar is built when missing or older than the sources (REBUILD=1 forces it; see
# run-common.sh).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/run-common.sh"

selection="${BENCHMARKS:-dev\.seqid\.benchmarks\.KotlinFlowBenchmark\.}"
baselines=(KotlinFlowBenchmark.rawNext KotlinFlowBenchmark.stdlibGenerateV7)
run_per_id_benchmark kotlin collectors \
    "The coroutine rows run one runBlocking per 4096 ids; runBlockingEmpty is that runBlocking alone (1/score = its µs per id); flowCollectNoTake is flowCollect without take(), whose collector allocates a continuation per element. Targets (issue): flowCollect at 1 thread >= 0.70x rawNext; seqid's Uuid path (uuidFlowCollect, nextUuidSuspend) >= 5x stdlibGenerateV7 at 1 and 2 threads." \
    "$@"
