package dev.seqid.cli;

import dev.seqid.UuidOrder;
import dev.seqid.UuidParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code seqid sort}: sorts the UUIDs of standard input as a database would. */
@Command(
        name = "sort",
        mixinStandardHelpOptions = true,
        versionProvider = SeqidCommand.Version.class,
        sortOptions = false,
        description = {
            "Sorts the UUIDs of standard input as a database (or Java) orders them.",
            "",
            "Reads one UUID per line and prints them sorted, in lower case. Blank lines are skipped and surrounding whitespace "
                    + "ignored; a malformed line is reported on standard error with its line number and skipped, and the rest is "
                    + "still sorted and printed.",
            "",
            "Orders:",
            "  unsigned   byte order, the same as the lower-case string order: PostgreSQL,",
            "             Oracle RAW(16), SQLite, H2, MySQL BINARY(16) and CHAR(36)",
            "  sqlserver  SQL Server uniqueidentifier: bytes 10-15 first, then 8-9, 7-6,",
            "             5-4 and 3-0",
            "  dotnet-bytes",
            "             byte order of .NET's Guid.ToByteArray() (BINARY(16), RAW(16) or",
            "             blobs written by .NET code): bytes 3-0, 5-4, 7-6, then 8-15",
            "  mariadb    MariaDB's UUID type (10.10.6, 10.11.5 and later): versions 1-5",
            "             are stored with their groups reversed, others as they are",
            "  java       java.util.UUID.compareTo: signed, matches no database"},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:some line was not a UUID, or standard input could not be read (the rest is printed)",
                "2:usage error (unknown order)"})
final class SortCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--order", paramLabel = "ORDER", defaultValue = "unsigned", converter = OptionConverters.Orders.class,
            completionCandidates = OptionConverters.Orders.class,
            description = "The order: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    UuidOrder order;

    /** Where the UUIDs come from; tests replace it. */
    InputStream in = System.in;

    @Override
    public Integer call() {
        List<UUID> uuids = new ArrayList<>();
        int exitCode = SeqidCommand.EXIT_OK;
        // Not closed: it wraps standard input, which belongs to the caller.
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        long lineNumber = 0;
        try {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lineNumber++;
                String text = line.strip();
                if (text.isEmpty()) {
                    continue;
                }
                try {
                    uuids.add(UuidParser.parse(text));
                } catch (IllegalArgumentException e) {
                    SeqidCommand.reportBadInput(spec, "line " + lineNumber + ": " + e.getMessage());
                    exitCode = SeqidCommand.EXIT_BAD_INPUT;
                }
            }
        } catch (IOException e) {
            SeqidCommand.reportBadInput(spec, "could not read standard input after line " + lineNumber + ": " + e.getMessage()
                    + "; sorting the " + uuids.size() + " UUIDs read so far");
            exitCode = SeqidCommand.EXIT_BAD_INPUT;
        }
        uuids.sort(order);
        PrintWriter out = spec.commandLine().getOut();
        for (UUID uuid : uuids) {
            out.println(uuid);
        }
        out.flush();
        return exitCode;
    }
}
