# Sourced by run-comparison.sh, run-reactive.sh, run-kotlin.sh, run-virtual-threads.sh, run-idle-cpu.sh, run-ab.sh and run-profile.sh (not run by
# itself): finds the JDK to run with, builds benchmarks/target/benchmarks.jar when it is missing or
# older than the sources, and prints the header that says what was measured.
#
# The jar is rebuilt when any file under generator-core/src/main, reactor-adapter/src/main,
# kotlin-dsl/src/main or benchmarks/src/main, or a pom, is newer than it, or when REBUILD=1. The build
# runs offline (MAVEN_ARGS=-o: the dependencies are in the local repository after the first build); set
# MAVEN_ARGS= (empty) to let Maven download. It uses the JDK Maven finds (JAVA_HOME or the PATH), not
# the one picked here for the run.

benchmarks_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo_root="$(dirname "$benchmarks_dir")"
jar="$benchmarks_dir/target/benchmarks.jar"
results_dir="$benchmarks_dir/results"
# What the jar was built from, written next to it by build_jar_if_stale.
source_note="$jar.source"

# The Java feature version (17, 21, 25) of the java command $1; nothing if it does not run.
java_feature() {
    "$1" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = \(1\.\)\{0,1\}\([0-9]*\).*/\2/p'
}

# Sets $java: $JAVA_HOME/bin/java when JAVA_HOME is set and its JDK is at least $1; otherwise the
# newest JDK 21+ among /usr/lib/jvm/*/bin/java and the java on the PATH; otherwise (when $1 is below
# 21) the java on the PATH if it is at least $1.
pick_java() {
    local least="$1" candidate feature best="" best_feature=0
    if [[ -n "${JAVA_HOME:-}" ]]; then
        feature="$(java_feature "$JAVA_HOME/bin/java")"
        if [[ -n "$feature" ]] && (( feature >= least )); then
            java="$JAVA_HOME/bin/java"
            return
        fi
        echo "JAVA_HOME=$JAVA_HOME is not a JDK $least or later (feature version: ${feature:-none}); looking for a JDK 21+ instead." >&2
    fi
    for candidate in /usr/lib/jvm/*/bin/java "$(command -v java || true)"; do
        [[ -x "$candidate" ]] || continue
        feature="$(java_feature "$candidate")"
        if [[ -n "$feature" ]] && (( feature >= 21 && feature > best_feature )); then
            best="$candidate"
            best_feature="$feature"
        fi
    done
    if [[ -z "$best" ]] && (( least < 21 )) && command -v java > /dev/null; then
        feature="$(java_feature java)"
        if [[ -n "$feature" ]] && (( feature >= least )); then
            best="$(command -v java)"
        fi
    fi
    if [[ -z "$best" ]]; then
        echo "No JDK $least or later found (JAVA_HOME, /usr/lib/jvm/*, PATH): set JAVA_HOME to one." >&2
        exit 2
    fi
    java="$best"
}

# Sets $java to JAVA_HOME's java or the one on the PATH (the JDK the JMH scripts measure), and
# exits if it is not a JDK $1 or later.
use_path_java() {
    java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
    local feature
    feature="$(java_feature "$java")"
    if [[ -z "$feature" ]] || (( feature < $1 )); then
        echo "$java is not a JDK $1 or later (feature version: ${feature:-none}): set JAVA_HOME to one." >&2
        exit 2
    fi
}

build_jar_if_stale() {
    local newer=""
    if [[ -f "$jar" ]]; then
        newer="$(find "$repo_root/generator-core/src/main" "$repo_root/reactor-adapter/src/main" \
            "$repo_root/kotlin-dsl/src/main" "$repo_root/benchmarks/src/main" "$repo_root/pom.xml" \
            "$repo_root/generator-core/pom.xml" "$repo_root/reactor-adapter/pom.xml" \
            "$repo_root/kotlin-dsl/pom.xml" "$repo_root/benchmarks/pom.xml" \
            -newer "$jar" -type f -print -quit 2>/dev/null || true)"
    fi
    if [[ -f "$jar" && -z "$newer" && "${REBUILD:-0}" != 1 ]]; then
        echo "Using $jar of $(date -r "$jar" '+%Y-%m-%d %H:%M'); REBUILD=1 rebuilds it." >&2
        return
    fi
    echo "Building $jar${newer:+ ($newer is newer)} ..." >&2
    local source_state
    source_state="commit $(git -C "$repo_root" rev-parse --short HEAD 2>/dev/null || echo '?')"
    if [[ -n "$(git -C "$repo_root" status --porcelain 2>/dev/null)" ]]; then
        source_state+=" plus uncommitted changes"
    fi
    (cd "$repo_root" && MAVEN_ARGS="${MAVEN_ARGS--o}" ./mvnw -B -q -pl benchmarks -am -DskipTests package)
    echo "$source_state" > "$source_note"
}

# What the jar was built from: the note build_jar_if_stale left, unless the jar was rebuilt after it
# (by hand or by Maven), when the note no longer describes it.
jar_source() {
    if [[ -f "$source_note" && ! "$jar" -nt "$source_note" ]]; then
        echo "from $(cat "$source_note")"
    else
        echo "outside these scripts (REBUILD=1 records its commit)"
    fi
}

# The lines above a result: date, JDK, CPUs, load, and the code the jar was built from.
print_header() {
    local load
    load="$(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || echo '?')"
    echo "Date: $(date '+%Y-%m-%d %H:%M %Z'); $("$java" -version 2>&1 | head -n 1) ($java);" \
        "$(nproc 2>/dev/null || echo '?') CPUs; load average (1, 5, 15 min) at the start: $load"
    echo "Code: jar built $(date -r "$jar" '+%Y-%m-%d %H:%M') $(jar_source)"
    if awk -v load="${load%% *}" 'BEGIN { exit !(load + 0 >= 1) }'; then
        echo "WARNING: load average $load before the run: something else is using the CPUs, expect noisy numbers."
    fi
}

# The per-id benchmark runs (run-reactive.sh, run-kotlin.sh): runs the JMH selection $selection at 1
# and 2 threads with the GC profiler into $results_dir/$1-STAMP-t{1,2}.{json,log}, then writes and
# prints the table with ids/µs, B/id and a ratio column for each benchmark in the array $baselines.
#   $1 the result files' prefix; $2 what a thread is ("subscribers", "collectors");
#   $3 the notes printed above the table; the rest: arguments for JMH.
run_per_id_benchmark() {
    local prefix=$1 clients=$2 notes=$3
    shift 3
    local java
    use_path_java 17
    build_jar_if_stale
    mkdir -p "$results_dir"
    local stamp header base threads status=0
    stamp="$(date '+%Y%m%d-%H%M%S')"
    header="$(print_header)"
    echo "$header" >&2
    local result_files=()
    for threads in 1 2; do
        base="$results_dir/$prefix-$stamp-t$threads"
        echo "== $threads thread(s): $base.json" >&2
        # jmh.ignoreLock and the handling of a failing benchmark: as in run-comparison.sh.
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
    local ratio_args=() baseline
    for baseline in "${baselines[@]}"; do
        ratio_args+=(--ratio "$baseline")
    done
    local table="$results_dir/$prefix-$stamp.md"
    {
        echo "$header"
        echo "JMH args: -t 1 and -t 2 (1 and 2 $clients on one generator), -prof gc${*:+ $*}"
        echo "Every row per id (@OperationsPerInvocation(4096)): ids/µs over all threads, B/id of all threads;" \
            "ratios of scores within one JMH run and thread count."
        echo "$notes"
        echo
        "$java" -cp "$jar" dev.seqid.benchmarks.ResultTable --per id "${ratio_args[@]}" "${result_files[@]}"
    } > "$table"
    echo
    cat "$table"
    echo >&2
    echo "Table in $table; JSON and logs in $results_dir/$prefix-$stamp-t*.{json,log}" >&2
    exit "$status"
}
