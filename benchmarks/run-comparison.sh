#!/usr/bin/env bash
# Runs the seqid comparison (GeneratorBenchmark and PeerBenchmark) at 1 and 2 threads with the GC
# profiler, keeps the JMH JSON and logs under benchmarks/results/ (gitignored) and prints a Markdown
# table: benchmark, threads, ops/µs (score ± error), B/op.
#
#   benchmarks/run-comparison.sh                          # the full run (2 forks, 6 x 2 s warm-up, 8 x 1 s measured)
#   benchmarks/run-comparison.sh -f 1 -wi 1 -w 1 -i 1 -r 1   # a smoke run: proves it works, measures nothing
#   THREADS=1 BENCHMARKS='GeneratorBenchmark\.(nextFast|nextSecure)$' benchmarks/run-comparison.sh -f 10
#                                                         # 10 forks at 1 thread: do the forks agree?
#
# The table gives each row's median over its steady forks and every fork's median; a fork still
# climbing while measured is marked and left out (dev.seqid.benchmarks.ResultTable).
#
# Arguments are passed to JMH after the defaults, so they override the annotations. A benchmark
# regex among them is added to (not substituted for) the default selection; to choose the
# benchmarks instead, set BENCHMARKS, e.g. BENCHMARKS='PeerBenchmark.jug' benchmarks/run-comparison.sh.
#
# The jar is built when it is missing or older than the generator's or the benchmarks' sources, or
# when REBUILD=1 (run-common.sh). JAVA_HOME selects the JDK; the default is the java on the PATH.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/run-common.sh"
selection="${BENCHMARKS:-dev\.seqid\.benchmarks\.(GeneratorBenchmark|PeerBenchmark|ScalingBaselineBenchmark)\.}"

use_path_java 17
build_jar_if_stale

mkdir -p "$results_dir"
stamp="$(date '+%Y%m%d-%H%M%S')"
header="$(print_header)"
echo "$header" >&2
result_files=()
status=0
for threads in ${THREADS:-1 2}; do
    base="$results_dir/comparison-$stamp-t$threads"
    echo "== $threads thread(s): $base.json" >&2
    # jmh.ignoreLock: JMH refuses to start while another JMH run holds /tmp/jmh.lock; on a shared
    # machine a stale lock must not stop the run (the numbers of concurrent runs are still suspect).
    # A failing benchmark makes JMH exit non-zero but the others' results are still written:
    # tabulate what there is, then exit with the failure.
    if ! "$java" -Djmh.ignoreLock=true -jar "$jar" "$selection" \
        -t "$threads" -prof gc -rf json -rff "$base.json" "$@" 2>&1 | tee "$base.log"; then
        echo "JMH failed at $threads thread(s); see $base.log" >&2
        status=1
    fi
    if [[ -s "$base.json" ]]; then
        result_files+=("$base.json")
    fi
done
if [[ ${#result_files[@]} -eq 0 ]]; then
    echo "No results to tabulate." >&2
    exit 1
fi

table="$results_dir/comparison-$stamp.md"
{
    echo "$header"
    echo "JMH args: -t $(echo ${THREADS:-1 2} | sed 's/ / and -t /g'), -prof gc${*:+ $*}"
    echo
    "$java" -cp "$jar" dev.seqid.benchmarks.ResultTable "${result_files[@]}"
} > "$table"
echo
cat "$table"
echo >&2
echo "Table in $table; JSON and logs in $results_dir/comparison-$stamp-t*.{json,log}" >&2
exit "$status"
