#!/usr/bin/env bash
# Builds and tests each example outside this build, as a user's project: copied to a temporary
# directory, resolving seqid-bom and the seqid-* jars from the local Maven repository only. Run it
# after ./mvnw -B install (docs/contributing.md#building-a-release).
#
#   examples/build-outside.sh                  # both examples
#   examples/build-outside.sh kotlin-app
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
version="$(sed -n 's:.*<artifactId>seqid-parent</artifactId>.*::;/<version>/{s:.*<version>\(.*\)</version>.*:\1:p;q}' "$root/pom.xml")"
if [[ ! -f "$HOME/.m2/repository/dev/seqid/seqid-bom/$version/seqid-bom-$version.pom" ]]; then
    echo "seqid-bom $version is not in ~/.m2/repository: run ./mvnw -B install first" >&2
    exit 1
fi
examples=("$@")
(( ${#examples[@]} )) || examples=(spring-boot-app kotlin-app)
for example in "${examples[@]}"; do
    if [[ ! -f "$root/examples/$example/pom.xml" ]]; then
        echo "no example '$example'; expected spring-boot-app or kotlin-app" >&2
        exit 2
    fi
    dir="$(mktemp -d)"
    cp -r "$root/examples/$example/." "$dir/"
    rm -rf "$dir/target"
    echo "== $example in $dir" >&2
    # The wrapper of this repository, pointed at the copy: nothing of the seqid build is in reach.
    (cd "$dir" && MAVEN_ARGS="${MAVEN_ARGS--o}" "$root/mvnw" -B -q -f "$dir/pom.xml" verify)
    rm -rf "$dir"
    echo "== $example: built and tested outside the build" >&2
done
