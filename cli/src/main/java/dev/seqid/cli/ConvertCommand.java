package dev.seqid.cli;

import dev.seqid.UuidCodec;
import dev.seqid.UuidFormatException;
import dev.seqid.UuidParser;
import java.io.PrintWriter;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.stream.Stream;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code seqid convert}: rewrites UUIDs between v1 and v6 and into the byte orders of drivers and databases. */
@Command(
        name = "convert",
        mixinStandardHelpOptions = true,
        versionProvider = SeqidCommand.Version.class,
        sortOptions = false,
        description = {
            "Converts UUIDs between v1 and v6, and to the byte orders of drivers and databases.",
            "",
            "Prints one line per UUID, in the form --to names:",
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
        exitCodeList = {"0:success", "1:some UUID was malformed or of the wrong version (named on standard error; the others are printed)",
                "2:usage error (missing or unknown --to)"})
final class ConvertCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--to", paramLabel = "FORM", required = true, converter = ConversionConverter.class,
            completionCandidates = ConversionNames.class, description = "What to convert to: ${COMPLETION-CANDIDATES}.")
    Conversion to;

    @Parameters(paramLabel = "UUID", arity = "1..*", description = "The UUIDs, in the canonical 8-4-4-4-12 hex form (either case).")
    List<String> uuids;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        int exitCode = SeqidCommand.EXIT_OK;
        for (String text : uuids) {
            String converted;
            try {
                converted = to.apply(UuidParser.parse(text));
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
        V6("v6", uuid -> UuidCodec.v1ToV6(uuid).toString()),
        V1("v1", uuid -> UuidCodec.v6ToV1(uuid).toString()),
        DOTNET_HEX("dotnet-hex", UuidCodec::toDotNetHex),
        MYSQL_SWAP_HEX("mysql-swap-hex", UuidCodec::toMySqlSwappedHex);

        private final String cliName;
        private final Function<UUID, String> conversion;

        Conversion(String cliName, Function<UUID, String> conversion) {
            this.cliName = cliName;
            this.conversion = conversion;
        }

        /** The converted form of {@code uuid}; throws IllegalArgumentException if the uuid has the wrong version. */
        String apply(UUID uuid) {
            return conversion.apply(uuid);
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
