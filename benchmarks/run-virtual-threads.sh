#!/usr/bin/env bash
# Runs ShortLivedThreadsBenchmark: ns per task for a new virtual (and platform) thread per task that
# makes one id (none, UUID.randomUUID(), seqid default, seqid threadLocalRandom()), heap held per live
# thread that made an id, and the issue's targets (ratios judged on the median of the rounds' own
# ratios, 9 rounds by default). Prints Markdown tables and keeps them, with the progress log, under
# benchmarks/results/ (gitignored). Two to four minutes on a 2-CPU machine.
#
#   benchmarks/run-virtual-threads.sh                       # the full run
#   benchmarks/run-virtual-threads.sh --virtual-tasks 10000 --platform-tasks 1000 --rounds 1 --live-virtual 1000
#                                                           # a smoke run: proves it works, measures little
#
# Arguments go to the benchmark (see its Javadoc: --virtual-tasks, --platform-tasks, --rounds,
# --warmup, --live-virtual, --live-platform). JVM options come from JAVA_OPTS (default -Xmx4g: 20,000
# live virtual threads of the current default generator hold about 2 GB).
#
# Needs a JDK 21+ to run (the code compiles for 17): JAVA_HOME if it is one, else the newest JDK 21+
# under /usr/lib/jvm or on the PATH. The jar is built when missing or older than the sources
# (REBUILD=1 forces it; see run-common.sh).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/run-common.sh"

pick_java 21
build_jar_if_stale
mkdir -p "$results_dir"
base="$results_dir/virtual-threads-$(date '+%Y%m%d-%H%M%S')"
{
    print_header
    echo "JVM options: ${JAVA_OPTS--Xmx4g}; arguments: ${*:-(defaults)}"
    echo
    # shellcheck disable=SC2086 # JAVA_OPTS is a list of options
    "$java" ${JAVA_OPTS--Xmx4g} -cp "$jar" dev.seqid.benchmarks.ShortLivedThreadsBenchmark "$@" 2> >(tee "$base.log" >&2)
} | tee "$base.md"
echo >&2
echo "Table in $base.md; progress log in $base.log" >&2
