#!/usr/bin/env bash
# Where the nanoseconds go: runs JMH benchmarks under async-profiler (CPU samples of the measured
# iterations, Java frames with their inlined callees) and writes, per benchmark, the collapsed stacks
# and a flame graph under benchmarks/results/profile-STAMP/. async-profiler's library comes from Maven
# Central (tools.profiler:async-profiler, classifier linux-x64), fetched once into
# benchmarks/target/async-profiler/ by Maven; nothing is installed by hand.
#
#   benchmarks/run-profile.sh                                             # nextSecure and nextStriped, 1 thread
#   BENCHMARKS='GeneratorBenchmark\.nextFast$' benchmarks/run-profile.sh -f 4   # 4 forks, one profile each
#   THREADS=2 BENCHMARKS='GeneratorBenchmark\.nextStriped$' benchmarks/run-profile.sh  # 2 threads
#
# Arguments are passed to JMH after the defaults (-t $THREADS, default 1; -f 1). The event is cpu (perf_events'
# software cpu-clock, which works on VMs without hardware counters) and falls back to itimer where
# perf_events is not allowed. Linux x86-64 only.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/run-common.sh"

profiler_version=4.2
profiler_dir="$benchmarks_dir/target/async-profiler"
library="$profiler_dir/linux-x64/libasyncProfiler.so"
selection="${BENCHMARKS:-dev\.seqid\.benchmarks\.GeneratorBenchmark\.(nextSecure|nextStriped)$}"

if [[ ! -f "$library" ]]; then
    echo "Fetching async-profiler $profiler_version (linux-x64) into $profiler_dir ..." >&2
    (cd "$repo_root" && ./mvnw -B -q dependency:copy \
        -Dartifact="tools.profiler:async-profiler:$profiler_version:jar:linux-x64" -DoutputDirectory="$profiler_dir")
    (cd "$profiler_dir" && unzip -o -q "async-profiler-$profiler_version-linux-x64.jar" 'linux-x64/*')
fi

java=""
use_path_java 17
build_jar_if_stale
out="$results_dir/profile-$(date '+%Y%m%d-%H%M%S')"
mkdir -p "$out"
print_header | tee "$out/header.txt" >&2
event=cpu
if [[ "$(cat /proc/sys/kernel/perf_event_paranoid 2>/dev/null || echo 3)" -gt 2 ]]; then
    event=itimer
fi
# JMH's async profiler writes into dir/<benchmark>-<mode>/: collapsed.csv and flame-cpu-forward.html.
"$java" -Djmh.ignoreLock=true -jar "$jar" "$selection" -t "${THREADS:-1}" -f 1 \
    -prof "async:libPath=$library;event=$event;interval=1000000;output=collapsed,flamegraph;dir=$out" -rf json -rff "$out/result.json" "$@" \
    2>&1 | tee "$out/jmh.log"
"$java" -cp "$jar" dev.seqid.benchmarks.ResultTable --per id "$out/result.json" | tee "$out/table.md"
# Self time: the share of the samples whose innermost frame is each method (inlined callees count as
# themselves: async-profiler keeps inlined frames in the stack), per benchmark, the top 25.
for collapsed in "$out"/*/collapsed-*.csv; do
    [[ -f "$collapsed" ]] || continue
    awk '{ count = $NF; $NF = ""; n = split($0, frames, ";"); leaf = frames[n]; sub(/ +$/, "", leaf);
           self[leaf] += count; total += count }
         END { for (f in self) printf "%6.1f %%  %s\n", 100 * self[f] / total, f }' "$collapsed" \
        | sort -rn | head -25 > "$(dirname "$collapsed")/self.txt"
    echo "== $(basename "$(dirname "$collapsed")"): self time, top 25"
    cat "$(dirname "$collapsed")/self.txt"
done
echo "Profiles in $out" >&2
