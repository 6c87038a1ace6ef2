#!/usr/bin/env bash
# Run from the repository root: docs/runs/drops-20261201-193940/jitfork.sh JAVA BENCHMARK_REGEX OUTDIR (EXTRA= more JVM flags)
java="$1"; bench="$2"; d="$3"; mkdir -p "$d"
"$java" -Djmh.ignoreLock=true -jar benchmarks/target/benchmarks.jar "$bench" -t 1 -f 1 -wi 6 -w 2 -i 8 -r 1 \
  -jvmArgsAppend "-XX:+UnlockDiagnosticVMOptions -XX:+LogCompilation -XX:LogFile=$d/jit.xml ${EXTRA:-}" -rf json -rff "$d/r.json" 2>&1 | python3 "$(dirname "$0")/ts.py" > "$d/jmh.log"
grep -E 'Iteration' "$d/jmh.log" | awk '{print $1, $(NF-1)}' | tr '\n' ' '; echo
