#!/usr/bin/env bash
# Old against new: runs GeneratorBenchmark from an earlier commit (the base) and from the working
# tree (new) in alternating single forks, round after round, and prints the median of the paired
# ratios new/base per benchmark and thread count (dev.seqid.benchmarks.PairedComparison).
#
#   benchmarks/run-ab.sh                                   # base a53c5c6 (before the core's second pass), 16 rounds, 1 and 2 threads
#   benchmarks/run-ab.sh --base 248bd18 --rounds 8 --threads 2 --select 'GeneratorBenchmark\.(nextSecure|nextStriped)$'
#   benchmarks/run-ab.sh --base a6a223b --base-with 6c62f15 ...
#
# --base-with COMMIT applies COMMIT's own changes to benchmarks/ (git diff COMMIT~1 COMMIT) to the
# base's checkout before it is built: for a base whose benchmark code must match the new build's
# where a later commit changed a benchmark (6c62f15 padded the single-id rows' destinations).
#
# Each round runs the selection once per build and thread count (1 fork, 12 warm-up + 4 measured
# iterations of 1 s; --warmup N for N warm-up iterations), the builds' order swapped every round.
# The table counts the forks that were still climbing while measured (last two iterations more than
# 10 % above the first two), which are left out of the pairs: with more than a few, lengthen the
# warm-up. (With 4 warm-up seconds, up to 7 of a row's 20 forks were still climbing on this machine.) On this 2-CPU shared machine a single
# 2-thread fork moves by 20-30 %, so read only the medians over many rounds. The base jar is built once
# in a temporary git worktree and kept as benchmarks/target/ab/base-<commit>.jar; the new jar is
# benchmarks/target/benchmarks.jar, rebuilt when the sources are newer (run-common.sh). Results
# (JSON and logs) go to benchmarks/results/ab-<date>/.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/run-common.sh"

base=a53c5c6
rounds=16
warmup=12
threads="1 2"
base_with=
selection='GeneratorBenchmark\.(nextSecure|nextFast|nextBatch256|nextLongsBatch256|nextLongsSingle|nextLongsSingleFast|nextBytesSingle|nextStriped|nextPerThreadDrbg)$'
while (( $# > 0 )); do
    case "$1" in
        --base) base="$2"; shift 2 ;;
        --base-with) base_with="$2"; shift 2 ;;
        --rounds) rounds="$2"; shift 2 ;;
        --warmup) warmup="$2"; shift 2 ;;
        --threads) threads="$2"; shift 2 ;;
        --select) selection="$2"; shift 2 ;;
        *) echo "unknown argument $1; expected --base COMMIT, --base-with COMMIT, --rounds N, --warmup N, --threads 'T...', --select REGEX" >&2; exit 2 ;;
    esac
done
if ! [[ "$rounds" =~ ^[1-9][0-9]*$ ]]; then
    echo "--rounds must be a positive number, got '$rounds'" >&2
    exit 2
fi
if ! [[ "$warmup" =~ ^[0-9]+$ ]]; then
    echo "--warmup must be a number of 1-second warm-up iterations (0 or more), got '$warmup'" >&2
    exit 2
fi
if [[ -n "$base_with" ]]; then
    with_sha="$(git -C "$repo_root" rev-parse --short "$base_with^{commit}" 2>/dev/null)" || {
        echo "--base-with $base_with is not a commit of this repository" >&2
        exit 2
    }
    base_with="$with_sha"
fi
base_sha="$(git -C "$repo_root" rev-parse --short "$base^{commit}" 2>/dev/null)" || {
    echo "--base $base is not a commit of this repository" >&2
    exit 2
}

use_path_java 17
build_jar_if_stale

base_jar="$benchmarks_dir/target/ab/base-$base_sha${base_with:+-with-$base_with}.jar"
if [[ ! -f "$base_jar" ]]; then
    worktree="$(mktemp -d)"
    trap 'git -C "$repo_root" worktree remove --force "$worktree" 2>/dev/null || true' EXIT
    echo "Building the base jar from $base_sha in $worktree ..." >&2
    git -C "$repo_root" worktree add --quiet --detach "$worktree" "$base_sha"
    if [[ -n "$base_with" ]]; then
        git -C "$repo_root" diff "$base_with~1" "$base_with" -- benchmarks | git -C "$worktree" apply || {
            echo "--base-with $base_with: its changes to benchmarks/ do not apply to $base_sha" >&2
            exit 2
        }
    fi
    (cd "$worktree" && MAVEN_ARGS="${MAVEN_ARGS--o}" ./mvnw -B -q -pl benchmarks -am -DskipTests package)
    mkdir -p "$(dirname "$base_jar")"
    cp "$worktree/benchmarks/target/benchmarks.jar" "$base_jar"
    git -C "$repo_root" worktree remove --force "$worktree"
    trap - EXIT
fi

out="$results_dir/ab-$(date '+%Y%m%d-%H%M%S')"
mkdir -p "$out"
print_header >&2
echo "base: $base_sha${base_with:+ with the benchmarks/ changes of $base_with} ($base_jar); new: $jar, built $(jar_source); $rounds rounds; threads: $threads; results in $out" >&2
for (( round = 1; round <= rounds; round++ )); do
    if (( round % 2 )); then order="base new"; else order="new base"; fi
    for t in $threads; do
        for build in $order; do
            if [[ "$build" == base ]]; then run_jar="$base_jar"; else run_jar="$jar"; fi
            # The same fork heap for both builds, whatever their annotations say (ForkHeap.java).
            "$java" -Djmh.ignoreLock=true -jar "$run_jar" "$selection" -t "$t" -f 1 -wi "$warmup" -w 1 -i 4 -r 1 \
                -jvmArgsAppend "-Xms2g -Xmx2g -XX:+AlwaysPreTouch" \
                -rf json -rff "$out/$build-t$t-r$round.json" > "$out/$build-t$t-r$round.log" 2>&1 || {
                echo "the $build run failed (round $round, $t threads); see $out/$build-t$t-r$round.log" >&2
                exit 1
            }
        done
    done
    echo "round $round of $rounds done, load $(cut -d' ' -f1 /proc/loadavg)" >&2
done
"$java" -cp "$jar" dev.seqid.benchmarks.PairedComparison "$out"
