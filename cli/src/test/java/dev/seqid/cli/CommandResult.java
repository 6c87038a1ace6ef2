package dev.seqid.cli;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;

/** The outcome of one in-process run of {@link SeqidCommand#commandLine()}: exit code, standard output and error. */
record CommandResult(int exitCode, String out, String err) {

    /** Runs {@code seqid args...} with empty standard input. */
    static CommandResult run(String... args) {
        return runWithInput("", args);
    }

    /** Runs {@code seqid args...} reading {@code stdin} as standard input (for {@code sort}). */
    static CommandResult runWithInput(String stdin, String... args) {
        return runWithEnvironment(Map.of(), stdin, args);
    }

    /** Runs {@code seqid args...} with these environment variables only (for {@code facade}) and {@code stdin} as standard input. */
    static CommandResult runWithEnvironment(Map<String, String> environment, String stdin, String... args) {
        CommandLine commandLine = SeqidCommand.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        SortCommand sort = commandLine.getSubcommands().get("sort").getCommand();
        sort.in = new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8));
        FacadeCommand facade = commandLine.getSubcommands().get("facade").getCommand();
        facade.in = new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8));
        facade.environment = environment::get;
        int exitCode = commandLine.execute(args);
        return new CommandResult(exitCode, out.toString(), err.toString());
    }

    /** The lines of standard output. */
    List<String> lines() {
        return out.lines().toList();
    }
}
