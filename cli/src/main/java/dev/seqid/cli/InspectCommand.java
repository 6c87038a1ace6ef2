package dev.seqid.cli;

import dev.seqid.UuidCodec;
import dev.seqid.UuidFormatException;
import dev.seqid.UuidLayout;
import dev.seqid.UuidVariant;
import java.io.PrintWriter;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code seqid inspect}: what a UUID says about itself: the form it was given in (canonical, TypeID
 * with its prefix, ULID text, read as {@link TextForm#read} tells them apart), version, variant,
 * layout, timestamp, counter, node and its .NET byte order.
 *
 * <p>Without {@code --layout} the layout is detected from the version (RFC 9562 variant only):
 * 7, 6 and 1 are themselves (a v1 id is read as the v6 id {@link UuidCodec#v1ToV6} makes of it); 8
 * is the application's own layout, shown as {@code v8} without a timestamp; 4 is taken for a COMB
 * when a 48-bit field where a COMB keeps its Unix milliseconds holds a time in
 * [{@value #PLAUSIBLE_FROM}, {@value #PLAUSIBLE_UNTIL}): bytes 10-15 (SQL Server COMB), else bytes
 * 0-5 (PostgreSQL COMB), else it is a plain v4. That is a guess: about 1 random v4 id in 90 passes
 * each test. Anything else is {@code unknown}.
 */
@Command(
        name = "inspect",
        mixinStandardHelpOptions = true,
        versionProvider = SeqidCommand.Version.class,
        sortOptions = false,
        description = {
            "Shows what UUIDs encode: version, variant, layout, timestamp, counter, node.",
            "",
            "Takes canonical UUIDs, TypeIDs and ULID text: a text with a '_' is a TypeID, one of 26 characters ULID text (a "
                    + "TypeID without a prefix is the same 26 characters), anything else a canonical UUID. For each prints its "
                    + "fields as 'key: value' lines (a blank line between ids), or with --json one JSON object per line: form is "
                    + "uuid, typeid or ulid, prefix the TypeID's prefix; uuid is the canonical form. dotnet_hex is the .NET byte "
                    + "order (Guid.ToByteArray(), what Microsoft's JDBC driver sends) as 32 hex digits.",
            "",
            "Without --layout, the layout follows the version (RFC 9562 variant only):",
            "  7, 6, 1  v7, v6, v1 (a v1 id is read through the v6 id of the same time)",
            "  8        v8, without a timestamp: the layout is the application's; name it",
            "           with --layout (v8-sqlserver, v8-node)",
            "  4        comb-sqlserver if bytes 10-15, else comb-postgres if bytes 0-5,",
            "           hold Unix milliseconds in the years 2000 to 2099, else v4 (a guess:",
            "           about 1 random v4 id in 90 looks like a COMB)",
            "  other    unknown",
            "",
            "Timestamps print in UTC with as many fraction digits as the layout encodes."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:some UUID was malformed or not of the given layout (named on standard error; the others are printed)",
                "2:usage error (unknown layout, no UUID)"})
final class InspectCommand implements Callable<Integer> {

    static final String PLAUSIBLE_FROM = "2000-01-01T00:00:00Z";
    static final String PLAUSIBLE_UNTIL = "2100-01-01T00:00:00Z";
    private static final long PLAUSIBLE_FROM_MILLIS = Instant.parse(PLAUSIBLE_FROM).toEpochMilli();
    private static final long PLAUSIBLE_UNTIL_MILLIS = Instant.parse(PLAUSIBLE_UNTIL).toEpochMilli();
    private static final long LOW_48_BITS = 0xFFFF_FFFF_FFFFL;

    private static final Interpretation V7 = new Interpretation("v7", UuidLayout.v7(), false);
    private static final Interpretation V6 = new Interpretation("v6", UuidLayout.v6(), false);
    private static final Interpretation V1 = new Interpretation("v1", UuidLayout.v6(), true);
    private static final Interpretation V8 = new Interpretation("v8", null, false);
    private static final Interpretation V4 = new Interpretation("v4", UuidLayout.v4(), false);
    private static final Interpretation COMB_SQL_SERVER = new Interpretation("comb-sqlserver", UuidLayout.combSqlServer(), false);
    private static final Interpretation COMB_POSTGRES = new Interpretation("comb-postgres", UuidLayout.combPostgres(), false);
    private static final Interpretation UNKNOWN = new Interpretation("unknown", null, false);

    /** {@code INSTANT_FORMATS[d]} prints an instant in UTC with exactly d fraction digits, truncating. */
    private static final DateTimeFormatter[] INSTANT_FORMATS = new DateTimeFormatter[10];

    static {
        for (int digits = 0; digits < INSTANT_FORMATS.length; digits++) {
            INSTANT_FORMATS[digits] = new DateTimeFormatterBuilder().appendInstant(digits).toFormatter();
        }
    }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--layout", paramLabel = "LAYOUT",
            description = "Read every UUID as this layout instead of detecting it: v1 or one of ${COMPLETION-CANDIDATES}.",
            completionCandidates = OptionConverters.Layouts.class)
    String layoutName;

    @Option(names = "--json", description = "Print one JSON object per UUID per line, with the keys uuid, form, prefix, version, "
            + "variant, layout, timestamp, counter, node and dotnet_hex (null where the id or its layout has no such field).")
    boolean json;

    @Parameters(paramLabel = "ID", arity = "1..*", description = "The ids: canonical UUIDs (either case), TypeIDs or ULID text.")
    List<String> uuids;

    @Override
    public Integer call() {
        Interpretation given = layoutName == null ? null : interpretationNamed(layoutName);
        PrintWriter out = spec.commandLine().getOut();
        int exitCode = SeqidCommand.EXIT_OK;
        boolean first = true;
        for (String text : uuids) {
            Inspection inspection;
            try {
                TextForm.Reading reading = TextForm.read(text);
                inspection = inspect(reading, given != null ? given : detect(reading.uuid()));
            } catch (IllegalArgumentException e) {
                out.flush();
                SeqidCommand.reportBadInput(spec, e instanceof UuidFormatException ? e.getMessage() : text + ": " + e.getMessage());
                exitCode = SeqidCommand.EXIT_BAD_INPUT;
                continue;
            }
            if (json) {
                out.println(inspection.toJson());
            } else {
                if (!first) {
                    out.println();
                }
                out.print(inspection.toText());
            }
            first = false;
        }
        out.flush();
        return exitCode;
    }

    private Interpretation interpretationNamed(String name) {
        if (name.equals("v1")) {
            return V1;
        }
        if (!UuidLayout.names().contains(name)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "unknown layout '" + name + "'; known layouts: v1, "
                    + String.join(", ", UuidLayout.names()));
        }
        return new Interpretation(name, UuidLayout.named(name), false);
    }

    /** The layout that {@code uuid}'s version (and, for version 4, a plausible COMB timestamp) suggests. */
    static Interpretation detect(UUID uuid) {
        if (UuidVariant.of(uuid) != UuidVariant.RFC_9562) {
            return UNKNOWN;
        }
        switch (uuid.version()) {
            case 7:
                return V7;
            case 6:
                return V6;
            case 1:
                return V1;
            case 8:
                return V8;
            case 4:
                if (plausibleUnixMillis(uuid.getLeastSignificantBits() & LOW_48_BITS)) {
                    return COMB_SQL_SERVER;
                }
                return plausibleUnixMillis(uuid.getMostSignificantBits() >>> 16) ? COMB_POSTGRES : V4;
            default:
                return UNKNOWN;
        }
    }

    private static boolean plausibleUnixMillis(long millis) {
        return millis >= PLAUSIBLE_FROM_MILLIS && millis < PLAUSIBLE_UNTIL_MILLIS;
    }

    /**
     * Reads the id of {@code reading} as {@code interpretation} says.
     *
     * @throws IllegalArgumentException if the uuid is not of that layout (version or variant bits,
     *                                  or a timestamp field the layout cannot decode)
     */
    static Inspection inspect(TextForm.Reading reading, Interpretation interpretation) {
        UUID uuid = reading.uuid();
        UuidLayout layout = interpretation.layout();
        String timestamp = null;
        String counter = null;
        String node = null;
        if (layout != null) {
            UUID decoded = uuid;
            if (interpretation.fromV1()) {
                if (uuid.version() != 1 || UuidVariant.of(uuid) != UuidVariant.RFC_9562) {
                    throw new IllegalArgumentException("not a v1 id: it needs version 1 and the RFC 9562 variant, it has version "
                            + uuid.version() + " and variant " + UuidVariant.of(uuid));
                }
                decoded = UuidCodec.v1ToV6(uuid);
            }
            long counterValue = layout.counterOf(decoded); // checks the version and variant bits first
            if (layout.ordered()) {
                timestamp = format(layout.instantOf(decoded), layout.timestamp().ticksPerSecond());
            }
            if (layout.counterBits() > 0) {
                counter = hex(counterValue, layout.counterBits());
            }
            if (layout.nodeBits() > 0) {
                node = hex(layout.nodeOf(decoded), layout.nodeBits());
            } else if (interpretation.fromV1() || layout.name().equals("v6")) {
                node = hex(uuid.getLeastSignificantBits() & LOW_48_BITS, 48); // RFC 9562's node field
            }
        }
        return new Inspection(uuid, reading.form(), reading.prefix(), interpretation.name(), timestamp, counter, node);
    }

    /** {@code instant} in UTC with as many fraction digits as a tick of {@code ticksPerSecond} needs (at most 9). */
    static String format(Instant instant, long ticksPerSecond) {
        return INSTANT_FORMATS[fractionDigits(ticksPerSecond)].format(instant);
    }

    /** ceil(log10(ticksPerSecond)), capped at 9: 3 for milliseconds and for 1/300 s, 7 for 100 ns. */
    static int fractionDigits(long ticksPerSecond) {
        int digits = 0;
        for (long power = 1; power < ticksPerSecond && digits < 9; power *= 10) {
            digits++;
        }
        return digits;
    }

    /** The low {@code bits} bits of {@code value} in lower-case hex, zero-padded to whole digits. */
    private static String hex(long value, int bits) {
        String digits = Long.toHexString(value);
        int width = (bits + 3) / 4;
        return digits.length() >= width ? digits : "0".repeat(width - digits.length()) + digits;
    }

    /**
     * How to read a UUID: the layout name to show, and the layout that decodes it (null: nothing
     * to decode), applied to {@link UuidCodec#v1ToV6} of the id when {@code fromV1}.
     */
    record Interpretation(String name, UuidLayout layout, boolean fromV1) {
    }

    /**
     * What one UUID says, and the form it was given in; null fields are absent from the form (the
     * prefix but for a TypeID) or the layout.
     */
    record Inspection(UUID uuid, TextForm form, String prefix, String layout, String timestamp, String counter, String node) {

        /** {@code key: value} lines, each ending in a line separator. */
        String toText() {
            StringBuilder text = new StringBuilder();
            line(text, "uuid", uuid.toString());
            line(text, "form", form.cliName());
            if (prefix != null) {
                line(text, "prefix", prefix);
            }
            line(text, "version", Integer.toString(uuid.version()));
            line(text, "variant", UuidVariant.of(uuid).name());
            line(text, "layout", layout);
            line(text, "timestamp", timestamp == null ? "none" : timestamp);
            if (counter != null) {
                line(text, "counter", counter);
            }
            if (node != null) {
                line(text, "node", node);
            }
            line(text, "dotnet_hex", UuidCodec.toDotNetHex(uuid));
            return text.toString();
        }

        private static void line(StringBuilder text, String key, String value) {
            text.append(key).append(": ").append(value).append(System.lineSeparator());
        }

        /** One flat JSON object on one line; every key is always present. */
        String toJson() {
            return "{\"uuid\":" + jsonString(uuid.toString())
                    + ",\"form\":" + jsonString(form.cliName())
                    + ",\"prefix\":" + jsonString(prefix)
                    + ",\"version\":" + uuid.version()
                    + ",\"variant\":" + jsonString(UuidVariant.of(uuid).name())
                    + ",\"layout\":" + jsonString(layout)
                    + ",\"timestamp\":" + jsonString(timestamp)
                    + ",\"counter\":" + jsonString(counter)
                    + ",\"node\":" + jsonString(node)
                    + ",\"dotnet_hex\":" + jsonString(UuidCodec.toDotNetHex(uuid)) + "}";
        }

        /** A JSON string literal of {@code value}, or {@code null}. */
        private static String jsonString(String value) {
            if (value == null) {
                return "null";
            }
            StringBuilder literal = new StringBuilder(value.length() + 2).append('"');
            for (int i = 0; i < value.length(); i++) {
                char ch = value.charAt(i);
                if (ch == '"' || ch == '\\') {
                    literal.append('\\').append(ch);
                } else if (ch < 0x20) {
                    literal.append(String.format("\\u%04x", (int) ch));
                } else {
                    literal.append(ch);
                }
            }
            return literal.append('"').toString();
        }
    }
}
