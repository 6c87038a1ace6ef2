package dev.seqid.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code seqid} command: entry point and the list of subcommands. */
@Command(
        name = "seqid",
        mixinStandardHelpOptions = true,
        versionProvider = SeqidCommand.Version.class,
        description = "Generates and inspects sequential, time-ordered UUIDs.",
        subcommands = {GenerateCommand.class, CommandLine.HelpCommand.class})
public final class SeqidCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing subcommand: try 'seqid generate --count 5'");
    }

    /** Runs the command line and exits with its status. */
    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The configured command line, for tests that run it in-process. */
    public static CommandLine commandLine() {
        return new CommandLine(new SeqidCommand());
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
