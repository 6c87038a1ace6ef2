package dev.seqid.benchmarks;

import com.github.f4b6a3.ulid.Ulid;
import dev.seqid.TypeId;
import dev.seqid.UlidText;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidParser;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Throughput of the text forms per id, written and read, side by side in one run: the JDK's
 * canonical text ({@link UUID#toString()}, {@link UUID#fromString}), seqid's canonical parser
 * ({@link UuidParser#parse}), TypeID text under one prefix ({@link TypeId.Prefix#format},
 * {@link TypeId.Prefix#parse}, prefix {@code inv}), ULID text ({@link UlidText#format},
 * {@link UlidText#parse}) and the peer a user would pick for ULID text, ulid-creator
 * ({@code Ulid.from(uuid).toString()}, {@code Ulid.from(text).toUuid()}).
 *
 * <p>Each thread cycles through its own {@value #IDS} v7 ids and their three texts, made in setup by
 * a default generator, so that no call makes an id or sees a constant the JIT could fold; the index
 * step is one add and one mask. Units are those of {@link FacadeBenchmark} (ids per microsecond).
 *
 * <p>Run, from the repository root, after
 * {@code ./mvnw -B -o -pl benchmarks -am -Djcstress.skip=true -DskipTests package}:
 * <pre>
 * java -Djmh.ignoreLock=true -jar benchmarks/target/benchmarks.jar 'TextFormBenchmark' -t 1 -prof gc -rf json -rff result.json
 * </pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 2, jvmArgsAppend = {ForkHeap.MIN, ForkHeap.MAX, ForkHeap.PRE_TOUCH})
@Warmup(iterations = 6, time = 2)
@Measurement(iterations = 8, time = 1)
public class TextFormBenchmark {

    /** Ids per thread; a power of two, so that the index wraps with a mask. */
    static final int IDS = 1024;

    /** One thread's ids, their canonical, TypeID and ULID texts, and its cursor. */
    @State(Scope.Thread)
    public static class Ids {
        final TypeId.Prefix inv = TypeId.prefix("inv");
        final UUID[] ids = new UUID[IDS];
        final String[] canonical = new String[IDS];
        final String[] typeIds = new String[IDS];
        final String[] ulids = new String[IDS];
        int next;

        @Setup
        public void make() {
            UuidGenerator generator = UuidGenerator.builder().build();
            for (int i = 0; i < IDS; i++) {
                ids[i] = generator.next();
                canonical[i] = ids[i].toString();
                typeIds[i] = inv.format(ids[i]);
                ulids[i] = UlidText.format(ids[i]);
                if (!Ulid.from(ids[i]).toString().equals(ulids[i])) {
                    throw new IllegalStateException("ulid-creator writes " + Ulid.from(ids[i]) + ", seqid " + ulids[i]);
                }
            }
        }

        int nextIndex() {
            return next = (next + 1) & (IDS - 1);
        }
    }

    @Benchmark
    public String jdkToString(Ids ids) {
        return ids.ids[ids.nextIndex()].toString();
    }

    @Benchmark
    public UUID jdkFromString(Ids ids) {
        return UUID.fromString(ids.canonical[ids.nextIndex()]);
    }

    @Benchmark
    public UUID uuidParserParse(Ids ids) {
        return UuidParser.parse(ids.canonical[ids.nextIndex()]);
    }

    @Benchmark
    public String typeIdFormat(Ids ids) {
        return ids.inv.format(ids.ids[ids.nextIndex()]);
    }

    @Benchmark
    public UUID typeIdParse(Ids ids) {
        return ids.inv.parse(ids.typeIds[ids.nextIndex()]);
    }

    @Benchmark
    public String ulidTextFormat(Ids ids) {
        return UlidText.format(ids.ids[ids.nextIndex()]);
    }

    @Benchmark
    public UUID ulidTextParse(Ids ids) {
        return UlidText.parse(ids.ulids[ids.nextIndex()]);
    }

    @Benchmark
    public String ulidCreatorFormat(Ids ids) {
        return Ulid.from(ids.ids[ids.nextIndex()]).toString();
    }

    @Benchmark
    public UUID ulidCreatorParse(Ids ids) {
        return Ulid.from(ids.ulids[ids.nextIndex()]).toUuid();
    }
}
