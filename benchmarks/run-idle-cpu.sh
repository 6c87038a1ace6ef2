#!/usr/bin/env bash
# Runs IdleCpuBenchmark: the CPU a JVM uses while it makes ids at a low rate, with the default
# generator (ClockSource.cached(), whose ticker thread wakes every 250 µs) against
# .clock(ClockSource.system()), and a JVM that does nothing; each in a child JVM of its own, one after
# another. Prints Markdown tables in % of one core and the default's excess over ClockSource.system()
# against the issue's target, and keeps them, with the children's log, under benchmarks/results/
# (gitignored). With the defaults (10 s per JVM at 10, 1,000 and 100,000 ids/s: 7 JVMs) about 1.5 minutes.
#
#   benchmarks/run-idle-cpu.sh                             # the full run
#   benchmarks/run-idle-cpu.sh --rates 10                  # only the idle rate: 3 JVMs, 40 s
#   benchmarks/run-idle-cpu.sh --seconds 2 --rates 10      # a smoke run: proves it works, measures nothing
#
# Arguments go to the benchmark (--seconds N, --rates N[,N...]); JVM options in JAVA_OPTS are passed
# on to every child. The JDK: JAVA_HOME if it is a JDK 17+, else the newest JDK 21+ under /usr/lib/jvm
# or on the PATH (as run-virtual-threads.sh, so that both measure the same JDK). The jar is built when
# missing or older than the sources (REBUILD=1 forces it; see run-common.sh).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/run-common.sh"

pick_java 17
build_jar_if_stale
mkdir -p "$results_dir"
base="$results_dir/idle-cpu-$(date '+%Y%m%d-%H%M%S')"
{
    print_header
    echo "JVM options: ${JAVA_OPTS:-(none)}; arguments: ${*:-(defaults)}"
    echo
    # shellcheck disable=SC2086 # JAVA_OPTS is a list of options
    "$java" ${JAVA_OPTS:-} -cp "$jar" dev.seqid.benchmarks.IdleCpuBenchmark "$@" 2> >(tee "$base.log" >&2)
} | tee "$base.md"
echo >&2
echo "Tables in $base.md; children's commands and log in $base.log" >&2
