#!/usr/bin/env bash
# Runs the seqid comparison (GeneratorBenchmark and PeerBenchmark) at 1 and 2 threads with the GC
# profiler, keeps the JMH JSON and logs under benchmarks/results/ (gitignored) and prints a Markdown
# table: benchmark, threads, ops/µs (score ± error), B/op.
#
#   benchmarks/run-comparison.sh                          # the full run (2 forks, 6 x 2 s warm-up, 5 x 1 s measured)
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
# The jar is built when missing (from the repository root: ./mvnw -B -q -pl benchmarks -am -DskipTests
# package); set REBUILD=1 to rebuild it after changing the generator or the benchmarks.
# JAVA_HOME selects the JDK; the default is the java on the PATH.
set -euo pipefail

benchmarks_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo_root="$(dirname "$benchmarks_dir")"
jar="$benchmarks_dir/target/benchmarks.jar"
results_dir="$benchmarks_dir/results"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
selection="${BENCHMARKS:-dev\.seqid\.benchmarks\.(GeneratorBenchmark|PeerBenchmark|ScalingBaselineBenchmark)\.}"

# What the jar was built from, written next to it when this script builds it.
source_note="$jar.source"
if [[ ! -f "$jar" || "${REBUILD:-0}" == 1 ]]; then
    echo "Building $jar ..." >&2
    source_state="commit $(git -C "$repo_root" rev-parse --short HEAD 2>/dev/null || echo '?')"
    if [[ -n "$(git -C "$repo_root" status --porcelain 2>/dev/null)" ]]; then
        source_state+=" plus uncommitted changes"
    fi
    (cd "$repo_root" && ./mvnw -B -q -pl benchmarks -am -DskipTests package)
    echo "$source_state" > "$source_note"
else
    echo "Using $jar of $(date -r "$jar" '+%Y-%m-%d %H:%M'); REBUILD=1 rebuilds it." >&2
fi

mkdir -p "$results_dir"
stamp="$(date '+%Y%m%d-%H%M%S')"
load_before="$(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || echo '?')"
if awk -v load="${load_before%% *}" 'BEGIN { exit !(load + 0 >= 1) }'; then
    echo "WARNING: load average $load_before before the run: something else is using the CPUs, expect noisy numbers." >&2
fi
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
    echo "Date: $(date '+%Y-%m-%d %H:%M %Z'); $("$java" -version 2>&1 | head -n 1); $(nproc 2>/dev/null || echo '?') CPUs;" \
        "load average (1, 5, 15 min) at the start: $load_before"
    if [[ -f "$source_note" && ! "$jar" -nt "$source_note" ]]; then
        echo "Code: jar built $(date -r "$jar" '+%Y-%m-%d %H:%M') from $(cat "$source_note")"
    else
        echo "Code: jar built $(date -r "$jar" '+%Y-%m-%d %H:%M') outside this script (REBUILD=1 records its commit)"
    fi
    echo "JMH args: -t $(echo ${THREADS:-1 2} | sed 's/ / and -t /g'), -prof gc${*:+ $*}"
    echo
    "$java" -cp "$jar" dev.seqid.benchmarks.ResultTable "${result_files[@]}"
} > "$table"
echo
cat "$table"
echo >&2
echo "Table in $table; JSON and logs in $results_dir/comparison-$stamp-t*.{json,log}" >&2
exit "$status"
