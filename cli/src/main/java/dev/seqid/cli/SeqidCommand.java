package dev.seqid.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The {@code seqid} command: entry point and the list of subcommands.
 *
 * <p>Exit codes, the same for every subcommand: {@value #EXIT_OK} when everything was handled,
 * {@value #EXIT_BAD_INPUT} when some input (a UUID argument, a line of standard input) was wrong:
 * the others are still handled and printed, and each wrong one is named on standard error;
 * {@value #EXIT_USAGE} when an option or its value is wrong (unknown layout, instant that is not
 * ISO-8601 or outside the layout's range, ...), in which case nothing is printed on standard output.
 *
 * <p>Every subcommand writes through {@code spec.commandLine().getOut()} and {@code getErr()}, so a
 * test can capture both by setting the writers of {@link #commandLine()}.
 */
@Command(
        name = "seqid",
        mixinStandardHelpOptions = true,
        versionProvider = SeqidCommand.Version.class,
        description = "Generates, inspects, sorts and converts sequential, time-ordered UUIDs, and turns them into façades that reveal nothing.",
        subcommands = {GenerateCommand.class, InspectCommand.class, SortCommand.class, ConvertCommand.class, FacadeCommand.class,
                BenchInsertCommand.class, CommandLine.HelpCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:bad input (each bad UUID or line named on standard error; the others still handled)",
                "2:usage error (unknown option, bad option value)"})
public final class SeqidCommand implements Runnable {

    /** Everything was handled. */
    static final int EXIT_OK = 0;
    /** At least one input (UUID argument or input line) was wrong; the others were handled. */
    static final int EXIT_BAD_INPUT = 1;
    /** An option or option value was wrong (picocli's usage error code); nothing was done. */
    static final int EXIT_USAGE = 2;

    @CommandLine.Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing subcommand: try 'seqid generate --count 5' or 'seqid --help'");
    }

    /** Runs the command line and exits with its status. */
    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The configured command line, for tests that run it in-process. */
    public static CommandLine commandLine() {
        CommandLine commandLine = new CommandLine(new SeqidCommand());
        commandLine.setParameterExceptionHandler(SeqidCommand::reportUsageError);
        // Arguments are UUIDs and options, never picocli's "@file" argument files: "@x" is a bad UUID,
        // not a file to read (an "@/dev/zero" would otherwise hang the command).
        commandLine.setExpandAtFiles(false);
        return commandLine;
    }

    /**
     * Prints a usage error as one clear line and a hint, instead of picocli's default of the whole
     * usage help, which buries the message.
     */
    private static int reportUsageError(CommandLine.ParameterException e, String[] args) {
        CommandLine failed = e.getCommandLine();
        PrintWriter err = failed.getErr();
        err.println(failed.getColorScheme().errorText(failed.getCommandSpec().qualifiedName() + ": " + e.getMessage()));
        CommandLine.UnmatchedArgumentException.printSuggestions(e, err);
        err.println("Try '" + failed.getCommandSpec().qualifiedName() + " --help' for more information.");
        err.flush();
        return EXIT_USAGE;
    }

    /** Writes {@code message} on the command's standard error, prefixed with the command's name. */
    static void reportBadInput(CommandSpec spec, String message) {
        PrintWriter err = spec.commandLine().getErr();
        err.println(spec.qualifiedName() + ": " + message);
        err.flush();
    }

    /** Reports the version from the jar manifest, or "development" when run from classes. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = SeqidCommand.class.getPackage().getImplementationVersion();
            return new String[] {"seqid " + (v == null ? "development" : v)};
        }
    }
}
