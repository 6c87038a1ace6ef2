#!/usr/bin/env bash
# Run from the repository root: docs/runs/drops-20261201-193940/prof2.sh JAVA BENCHMARK_REGEX OUTDIR (needs async-profiler in benchmarks/target/async-profiler, as benchmarks/run-profile.sh fetches it)
# one profiled fork of a benchmark with a given java
java="$1"; bench="$2"; d="$3"; mkdir -p "$d"
lib=$PWD/benchmarks/target/async-profiler/linux-x64/libasyncProfiler.so
"$java" -Djmh.ignoreLock=true -jar benchmarks/target/benchmarks.jar "$bench" -t 1 -f 1 -wi 6 -w 2 -i 8 -r 1 \
  -prof "async:libPath=$lib;event=cpu;interval=1000000;output=collapsed;dir=$d" -rf json -rff "$d/r.json" > "$d/jmh.log" 2>&1
python3 -c "
import json,statistics
d=json.load(open('$d/r.json'))[0]['primaryMetric']['rawData'][0]
print('$d', round(statistics.median(d),1), [round(x,1) for x in d])"
c=$(ls $d/*/collapsed*.csv | head -1)
awk '{ count = $NF; $NF = ""; n = split($0, frames, ";"); leaf = frames[n]; sub(/ +$/, "", leaf); self[leaf] += count; total += count } END { for (f in self) printf "%6.1f %%  %s\n", 100 * self[f] / total, f; print total }' "$c" | sort -rn | head -30 > $d/self.txt
