#!/usr/bin/env bash
# Persisting through Hibernate: seqid's @SeqIdGenerated against Hibernate's own
# @UuidGenerator(style = VERSION_7), on embedded PostgreSQL 18 (HibernateInsertBenchmark, a timed
# loop in the hibernate module's test sources; not a unit test).
#
#   hibernate/run-insert-benchmark.sh [entities per round, default 100000] [measured rounds, default 5]
#
# Builds the hibernate module and what it needs (offline: MAVEN_ARGS= to let Maven download), then
# runs the loop with the JDK Maven uses. About 2 minutes at the defaults on 2 shared cores.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
cp_file="$root/hibernate/target/insert-benchmark.classpath"
# -am: the generator is built from this tree, not taken from ~/.m2. Every module of the run writes
# the classpath file; hibernate is the last, so the file ends up with its test classpath.
./mvnw -B -q ${MAVEN_ARGS--o} -pl hibernate -am test-compile dependency:build-classpath \
    -Dmdep.includeScope=test -Dmdep.outputFile="$cp_file"
java_cmd="${JAVA_HOME:+$JAVA_HOME/bin/}java"
exec "$java_cmd" -Xmx1g -cp "$root/hibernate/target/test-classes:$root/hibernate/target/classes:$(cat "$cp_file")" \
    dev.seqid.hibernate.bench.HibernateInsertBenchmark "$@"
