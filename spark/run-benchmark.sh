#!/usr/bin/env bash
# Rows per second of spark.range(N).selectExpr(EXPR) written to Spark's noop sink on local[2]:
# seqid's uuidv7() against Spark's uuid() and monotonically_increasing_id(), in alternating runs,
# medians (dev.seqid.spark.bench.SparkKeyBenchmark). Figures: docs/spark.md.
#
#   spark/run-benchmark.sh                  # 50,000,000 rows, 7 runs
#   spark/run-benchmark.sh --rows 10000000 --runs 3
#
# Builds the spark module and what it needs first (offline if the dependencies are downloaded:
# MAVEN_ARGS= to go online). Takes about 4 minutes with the defaults on 2 cores (5 runs took 3).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
MAVEN_ARGS="${MAVEN_ARGS--o}" ./mvnw -B -q -pl spark -am test-compile dependency:build-classpath \
    -Dmdep.outputFile=target/benchmark.classpath -Dmdep.includeScope=test -Djcstress.skip=true
java_options="$(sed -n 's:.*<spark.jvm.options>\(.*\)</spark.jvm.options>.*:\1:p' spark/pom.xml)"
echo "Date: $(date -u '+%Y-%m-%d %H:%M UTC'); commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . || echo ' plus uncommitted changes');" \
    "$(java -version 2>&1 | head -1); $(nproc) CPUs; load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
# shellcheck disable=SC2086 # the options are words
exec java $java_options -Xmx3g -cp "spark/target/test-classes:spark/target/classes:$(cat spark/target/benchmark.classpath)" \
    dev.seqid.spark.bench.SparkKeyBenchmark "$@"
