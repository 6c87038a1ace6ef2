package dev.seqid.cli;

import dev.seqid.FacadeKey;
import dev.seqid.FacadeKeyException;
import dev.seqid.FacadeScheme;
import dev.seqid.TypeId;
import dev.seqid.UuidFacade;
import dev.seqid.UuidLayout;
import dev.seqid.UuidParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Function;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code seqid facade}: turns ids into their façades ({@link UuidFacade#encode}) or, with
 * {@code --decode}, façades back into ids. The façades are printed, and with {@code --decode} read, in
 * the form of {@code --format} ({@link FormatOptions}): canonical, a TypeID of {@code --prefix}, ULID
 * text; the ids are canonical UUIDs both ways. The key comes from the environment variable
 * {@value #KEY_VARIABLE} only, never from an argument, so that it stays out of shell history and
 * process listings; no message shows it.
 */
@Command(
        name = "facade",
        mixinStandardHelpOptions = true,
        versionProvider = SeqidCommand.Version.class,
        defaultValueProvider = FacadeCommand.CoreDefaults.class,
        sortOptions = false,
        description = {
            "Turns time-ordered ids into façades that reveal nothing (or, with --decode, façades back into ids).",
            "",
            "Reads the UUIDs from the arguments, or one per line from standard input when there is none (blank lines "
                    + "skipped), and prints one result per line. The façades are in the form of --format, both printed and, "
                    + "with --decode, read: uuid (lower case), typeid (a TypeID of --prefix: --format typeid --prefix inv "
                    + "prints inv_...; --decode then refuses any other prefix) or ulid; the ids are canonical UUIDs. The key is "
                    + "32 hexadecimal digits in the "
                    + "environment variable " + FacadeCommand.KEY_VARIABLE + " (make one with: openssl rand -hex 16); it is "
                    + "never an argument, so it stays out of shell history.",
            "",
            "Schemes:",
            "  opaque   a keyed permutation of the 122 bits: hides time, counter and order",
            "  uuidv47  the UUIDv47 scheme, for v7 ids: hides the time only"},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:some UUID was malformed, not an id of the layout, or not a façade of this key (named on standard "
                + "error; the others are printed)", "2:usage error (no key, bad key, unknown scheme, layout or format, --prefix without --format typeid or not a TypeID prefix)"})
final class FacadeCommand implements Callable<Integer> {

    static final String KEY_VARIABLE = "SEQID_FACADE_KEY";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--scheme", paramLabel = "SCHEME", converter = OptionConverters.FacadeSchemes.class,
            completionCandidates = OptionConverters.FacadeSchemes.class,
            description = "The scheme: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    FacadeScheme scheme;

    @Option(names = "--layout", paramLabel = "LAYOUT", defaultValue = "v7", converter = OptionConverters.Layouts.class,
            completionCandidates = OptionConverters.Layouts.class,
            description = "The layout of the ids (default: ${DEFAULT-VALUE}); uuidv47 takes v7 layouts only, opaque any with a version "
                    + "and the RFC 9562 variant.")
    UuidLayout layout;

    @Option(names = "--decode", description = "Turn façades back into ids.")
    boolean decode;

    @CommandLine.Mixin
    FormatOptions output;

    @Parameters(paramLabel = "ID", arity = "0..*", description = "The ids (or, with --decode, the façades, in the form of --format); "
            + "none: read standard input.")
    List<String> uuids;

    /** Where the UUIDs come from when there is no argument; tests replace it. */
    InputStream in = System.in;
    /** The environment the key is read from; tests replace it. */
    Function<String, String> environment = System::getenv;

    @Override
    public Integer call() {
        UuidFacade facade = facade();
        TypeId.Prefix prefix = output.checkedPrefix(spec);
        PrintWriter out = spec.commandLine().getOut();
        int exitCode = SeqidCommand.EXIT_OK;
        if (uuids != null && !uuids.isEmpty()) {
            for (String text : uuids) {
                exitCode = Math.max(exitCode, convert(facade, prefix, text, "", out));
            }
        } else {
            // Not closed: it wraps standard input, which belongs to the caller.
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            long lineNumber = 0;
            try {
                for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                    lineNumber++;
                    String text = line.strip();
                    if (!text.isEmpty()) {
                        exitCode = Math.max(exitCode, convert(facade, prefix, text, "line " + lineNumber + ": ", out));
                    }
                }
            } catch (IOException e) {
                out.flush();
                SeqidCommand.reportBadInput(spec, "could not read standard input after line " + lineNumber + ": " + e.getMessage());
                exitCode = SeqidCommand.EXIT_BAD_INPUT;
            }
        }
        out.flush();
        return exitCode;
    }

    /** Prints the result for one UUID, or names it on standard error; the exit code it earns. */
    private int convert(UuidFacade facade, TypeId.Prefix prefix, String text, String where, PrintWriter out) {
        try {
            if (decode) {
                out.println(facade.decode(output.parse(text, prefix)));
            } else {
                out.println(output.format(facade.encode(UuidParser.parse(text)), prefix));
            }
            return SeqidCommand.EXIT_OK;
        } catch (IllegalArgumentException e) {
            out.flush();
            SeqidCommand.reportBadInput(spec, where + e.getMessage());
            return SeqidCommand.EXIT_BAD_INPUT;
        }
    }

    /** The façade of the options and the key; a usage error (nothing printed) if either is wrong. */
    private UuidFacade facade() {
        String hex = environment.apply(KEY_VARIABLE);
        if (hex == null || hex.isBlank()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "no façade key: set the environment variable " + KEY_VARIABLE
                    + " to 32 hexadecimal digits (make one with: openssl rand -hex 16); the key is never an argument, so that it stays"
                    + " out of shell history");
        }
        FacadeKey key;
        try {
            key = FacadeKey.ofHex(hex.strip());
        } catch (FacadeKeyException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), KEY_VARIABLE + ": " + e.getMessage());
        }
        try {
            return UuidFacade.builder(scheme, key).layout(layout).build();
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    /** The defaults of the options, the core's ({@link UuidFacade#DEFAULT_SCHEME}), shown in the help as {@code ${DEFAULT-VALUE}}. */
    static final class CoreDefaults implements CommandLine.IDefaultValueProvider {
        @Override
        public String defaultValue(CommandLine.Model.ArgSpec arg) {
            if (arg instanceof CommandLine.Model.OptionSpec option && option.longestName().equals("--scheme")) {
                return UuidFacade.DEFAULT_SCHEME.configName();
            }
            return null;
        }
    }
}
