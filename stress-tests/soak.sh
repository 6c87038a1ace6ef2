#!/bin/sh
# The full soak runs (docs/soak.md): builds the shaded jar if needed, then runs each mode with its
# full-run defaults, or the modes named as arguments. Exits non-zero if any check failed.
#   stress-tests/soak.sh                      # threads, clock-faults, entropy-faults, multi-process
#   stress-tests/soak.sh clock-faults         # one mode
#   SOAK_JAVA_OPTS=-Xmx2g stress-tests/soak.sh threads
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
jar="$root/stress-tests/target/jcstress.jar"
if [ ! -f "$jar" ]; then
  (cd "$root" && ./mvnw -B -q -pl stress-tests -am package -DskipTests)
fi
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
# 2 threads x 50 M ids keep 1.6 GB of ids; the multi-process parent about 1 GB.
opts=${SOAK_JAVA_OPTS:--Xmx4g}
[ $# -eq 0 ] && set -- threads clock-faults entropy-faults multi-process
status=0
for mode in "$@"; do
  # shellcheck disable=SC2086
  "$java" $opts -cp "$jar" dev.seqid.soak.Soak "$mode" || status=1
done
exit $status
