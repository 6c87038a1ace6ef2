package dev.seqid.cli;

import dev.seqid.TypeId;
import dev.seqid.UuidCodec;
import dev.seqid.UuidFormatException;
import java.io.PrintWriter;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code seqid convert}: rewrites ids between their text forms (canonical, TypeID, ULID text), between
 * v1 and v6, and into the byte orders of drivers and databases. Each argument is read in the form its
 * text is in ({@link TextForm#read}).
 */
@Command(
        name = "convert",
        mixinStandardHelpOptions = true,
        versionProvider = SeqidCommand.Version.class,
        sortOptions = false,
        description = {
            "Converts ids between the UUID, TypeID and ULID text forms, between v1 and v6, and to the byte orders of drivers "
                    + "and databases.",
            "",
            "Reads each id in the form its text is in: with a '_' a TypeID (of any prefix), of 26 characters ULID text (either "
                    + "case; a TypeID without a prefix is the same 26 characters), else a canonical UUID.",
            "Prints one line per id, in the form --to names:",
            "  uuid            the canonical 8-4-4-4-12 hex form, lower case",
            "  typeid          the TypeID of --prefix (left out: none, the 26",
            "                  characters alone)",
            "  ulid            the ULID text, 26 characters in upper case",
            "  v6              the v6 UUID with the timestamp, clock sequence and node",
            "                  of a v1 UUID",
            "  v1              the v1 UUID with the timestamp, clock sequence and node",
            "                  of a v6 UUID",
            "  dotnet-hex      the .NET bytes as 32 hex digits: Guid.ToByteArray(),",
            "                  what Microsoft's JDBC driver sends (the first three",
            "                  groups byte-reversed)",
            "  mysql-swap-hex  MySQL's UUID_TO_BIN(uuid, 1) as 32 hex digits (the",
            "                  time-low and time-high groups swapped)"},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:some id was malformed or of the wrong version (named on standard error; the others are printed)",
                "2:usage error (missing or unknown --to, --prefix without --to typeid or not a TypeID prefix)"})
final class ConvertCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--to", paramLabel = "FORM", required = true, converter = ConversionConverter.class,
            completionCandidates = ConversionNames.class, description = "What to convert to: ${COMPLETION-CANDIDATES}.")
    Conversion to;

    @Option(names = "--prefix", paramLabel = "PREFIX",
            description = "The TypeID prefix, with --to typeid only: 1 to 63 characters a-z and '_' that start and end with a letter, "
                    + "such as inv (default: none, the 26 characters alone).")
    String prefix;

    @Parameters(paramLabel = "ID", arity = "1..*", description = "The ids: canonical UUIDs (either case), TypeIDs or ULID text.")
    List<String> uuids;

    @Override
    public Integer call() {
        TypeId.Prefix checkedPrefix = TextForm.prefix(prefix, to == Conversion.TYPEID, "--to", to.cliName, spec);
        PrintWriter out = spec.commandLine().getOut();
        int exitCode = SeqidCommand.EXIT_OK;
        for (String text : uuids) {
            String converted;
            try {
                converted = to.apply(TextForm.read(text).uuid(), checkedPrefix);
            } catch (IllegalArgumentException e) {
                out.flush();
                SeqidCommand.reportBadInput(spec, e instanceof UuidFormatException ? e.getMessage() : text + ": " + e.getMessage());
                exitCode = SeqidCommand.EXIT_BAD_INPUT;
                continue;
            }
            out.println(converted);
        }
        out.flush();
        return exitCode;
    }

    /** The forms {@code --to} names. */
    enum Conversion {
        CANONICAL("uuid", TextForm.CANONICAL::format),
        TYPEID("typeid", TextForm.TYPEID::format),
        ULID("ulid", TextForm.ULID::format),
        V6("v6", (uuid, prefix) -> UuidCodec.v1ToV6(uuid).toString()),
        V1("v1", (uuid, prefix) -> UuidCodec.v6ToV1(uuid).toString()),
        DOTNET_HEX("dotnet-hex", (uuid, prefix) -> UuidCodec.toDotNetHex(uuid)),
        MYSQL_SWAP_HEX("mysql-swap-hex", (uuid, prefix) -> UuidCodec.toMySqlSwappedHex(uuid));

        private final String cliName;
        private final BiFunction<UUID, TypeId.Prefix, String> conversion;

        Conversion(String cliName, BiFunction<UUID, TypeId.Prefix, String> conversion) {
            this.cliName = cliName;
            this.conversion = conversion;
        }

        /**
         * The converted form of {@code uuid}, a TypeID under {@code prefix} (null but for {@link #TYPEID});
         * throws IllegalArgumentException if the uuid has the wrong version.
         */
        String apply(UUID uuid, TypeId.Prefix prefix) {
            return conversion.apply(uuid, prefix);
        }

        static Conversion forName(String name) {
            String lowerCase = name.toLowerCase(Locale.ROOT);
            for (Conversion conversion : values()) {
                if (conversion.cliName.equals(lowerCase)) {
                    return conversion;
                }
            }
            throw new IllegalArgumentException("unknown form '" + name + "'; expected one of: " + String.join(", ", new ConversionNames()));
        }
    }

    static final class ConversionConverter implements ITypeConverter<Conversion> {
        @Override
        public Conversion convert(String name) {
            return OptionConverters.lookUp(name, Conversion::forName);
        }
    }

    static final class ConversionNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Stream.of(Conversion.values()).map(conversion -> conversion.cliName).iterator();
        }
    }
}
