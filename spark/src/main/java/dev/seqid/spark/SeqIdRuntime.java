package dev.seqid.spark;

import dev.seqid.StripedUuidGenerator;
import dev.seqid.UuidCodec;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import dev.seqid.UuidParser;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * What the seqid expressions call per row, on the executors: static methods the generated code calls
 * directly ({@code StaticInvoke}), with Spark's internal types ({@link UTF8String}, {@code byte[]},
 * microseconds). Public because generated code lives in another package; not an API.
 *
 * <p><b>One generator per layout per JVM, taken per thread.</b> Every task of an executor takes its
 * ids from the {@linkplain UuidGenerator#striped() striped view} of the same {@link UuidGenerator}
 * of the layout, made on first use with the core's defaults (cryptographic entropy). The striped
 * view is the one home of per-thread leasing: each thread leases a range of the generator's
 * positions and hands them out without touching shared state, and takes a new lease once the clock
 * has moved past its lease's tick. What that guarantees here:
 * <ul>
 *   <li>unique: no two ids of one executor JVM are equal, across tasks and jobs;</li>
 *   <li>increasing per thread, so <b>per partition</b>: a partition's rows are evaluated by one task
 *   thread, and their ids are strictly increasing in the layout's database order;</li>
 *   <li>not ordered across threads: two tasks running at once on one executor interleave their
 *   leases, so an id made later in the JVM may sort before one made earlier by another task (within
 *   a clock tick).</li>
 * </ul>
 */
public final class SeqIdRuntime {

    /** The layouts the functions accept, by index: the index is what the generated code passes. */
    private static final List<String> LAYOUTS = UuidLayout.names();
    private static final AtomicReferenceArray<StripedUuidGenerator> GENERATORS = new AtomicReferenceArray<>(LAYOUTS.size());
    private static final UuidLayout[] LAYOUT = new UuidLayout[LAYOUTS.size()];
    /** Per layout: whether its database stores the 16 bytes in .NET order (SQL Server, the binary COMBs). */
    private static final boolean[] DOTNET_BYTES = new boolean[LAYOUTS.size()];

    static {
        for (int i = 0; i < LAYOUT.length; i++) {
            LAYOUT[i] = UuidLayout.named(LAYOUTS.get(i));
            Object order = LAYOUT[i].databaseOrder();
            DOTNET_BYTES[i] = order == UuidOrder.SQL_SERVER || order == UuidOrder.DOTNET_BYTES;
        }
    }

    private SeqIdRuntime() {
    }

    /**
     * The index of {@code name} among the layouts, for the expressions' builders.
     *
     * @throws IllegalArgumentException naming the layouts there are, if there is no such layout
     */
    static int layoutIndex(String function, String name) {
        int i = name == null ? -1 : LAYOUTS.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException(function + ": unknown layout " + (name == null ? "null" : "'" + name + "'")
                    + "; expected one of " + String.join(", ", LAYOUTS));
        }
        return i;
    }


    /**
     * The next id of {@code layout} as its canonical lower-case string.
     *
     * @param layout the layout's index among {@code UuidLayout.names()}
     * @return the id's canonical string
     */
    public static UTF8String uuid(int layout) {
        UUID id = generator(layout).next();
        return UTF8String.fromBytes(Hex.canonical(id.getMostSignificantBits(), id.getLeastSignificantBits()));
    }

    /**
     * The next id of {@code layout} as the 16 bytes its database stores: .NET byte order for the
     * layouts kept in SQL Server's {@code uniqueidentifier} or in .NET-ordered binary columns,
     * big-endian (the order of the string) for the others.
     *
     * @param layout the layout's index among {@code UuidLayout.names()}
     * @return a new array of the id's 16 bytes
     */
    public static byte[] uuidBytes(int layout) {
        UUID id = generator(layout).next();
        return DOTNET_BYTES[layout] ? UuidCodec.toDotNetBytes(id) : UuidCodec.toBytes(id);
    }

    /**
     * The instant of an id given as a string, in microseconds since 1970 (Spark's {@code TIMESTAMP}).
     *
     * @param id the id's string
     * @param layout the layout's index among {@code UuidLayout.names()}
     * @return the id's instant in microseconds
     */
    public static long instantOfString(UTF8String id, int layout) {
        return micros(LAYOUT[layout].instantOf(UuidParser.parse(id.toString())));
    }

    /**
     * The instant of an id given in the bytes {@link #uuidBytes} makes for {@code layout}.
     *
     * @param id the id's 16 bytes
     * @param layout the layout's index among {@code UuidLayout.names()}
     * @return the id's instant in microseconds since 1970
     * @throws IllegalArgumentException if {@code id} does not hold 16 bytes
     */
    public static long instantOfBytes(byte[] id, int layout) {
        if (id.length != 16) {
            throw new IllegalArgumentException("an id in bytes has 16 bytes, got " + id.length);
        }
        UUID uuid = DOTNET_BYTES[layout] ? UuidCodec.fromDotNetBytes(id, 0) : UuidCodec.fromBytes(id, 0);
        return micros(LAYOUT[layout].instantOf(uuid));
    }

    /**
     * The smallest id of {@code layout} at or after {@code micros}, as a string (see {@link UuidLayout#rangeStart}).
     *
     * @param micros the start of the range, in microseconds since 1970
     * @param layout the layout's index among {@code UuidLayout.names()}
     * @return the id's canonical string
     */
    public static UTF8String rangeStart(long micros, int layout) {
        UUID id = LAYOUT[layout].rangeStart(instant(micros));
        return UTF8String.fromBytes(Hex.canonical(id.getMostSignificantBits(), id.getLeastSignificantBits()));
    }

    /**
     * The largest id of {@code layout} at or before {@code micros}, as a string (see {@link UuidLayout#rangeEnd}).
     *
     * @param micros the end of the range, in microseconds since 1970
     * @param layout the layout's index among {@code UuidLayout.names()}
     * @return the id's canonical string
     */
    public static UTF8String rangeEnd(long micros, int layout) {
        UUID id = LAYOUT[layout].rangeEnd(instant(micros));
        return UTF8String.fromBytes(Hex.canonical(id.getMostSignificantBits(), id.getLeastSignificantBits()));
    }

    /**
     * The façade of an id given as a string ({@code seqid_facade}).
     *
     * @param setting the façade the query was analysed with
     * @param id the id's canonical string
     * @return the façade's canonical string
     * @throws dev.seqid.UuidFormatException if {@code id} is not a canonical UUID
     * @throws IllegalArgumentException if {@code id} lacks the version or variant of the façade's layout
     */
    public static UTF8String facade(FacadeSetting setting, UTF8String id) {
        UUID facade = setting.facade().encode(UuidParser.parse(id.toString()));
        return UTF8String.fromBytes(Hex.canonical(facade.getMostSignificantBits(), facade.getLeastSignificantBits()));
    }

    /**
     * The id whose façade the string is ({@code seqid_unfacade}).
     *
     * @param setting the façade the query was analysed with
     * @param facade the façade's canonical string
     * @return the id's canonical string
     * @throws dev.seqid.UuidFormatException if {@code facade} is not a canonical UUID or not a façade
     */
    public static UTF8String unfacade(FacadeSetting setting, UTF8String facade) {
        UUID id = setting.facade().decode(UuidParser.parse(facade.toString()));
        return UTF8String.fromBytes(Hex.canonical(id.getMostSignificantBits(), id.getLeastSignificantBits()));
    }

    private static long micros(Instant instant) {
        return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), 1_000_000L), instant.getNano() / 1_000);
    }

    private static Instant instant(long micros) {
        return Instant.EPOCH.plus(micros, ChronoUnit.MICROS);
    }

    /** The striped view of the generator of {@code layout}, made on first use; one per JVM. */
    static StripedUuidGenerator generator(int layout) {
        StripedUuidGenerator g = GENERATORS.get(layout);
        if (g == null) {
            GENERATORS.compareAndSet(layout, null, UuidGenerator.builder().layout(LAYOUT[layout]).build().striped());
            g = GENERATORS.get(layout);
        }
        return g;
    }
}
