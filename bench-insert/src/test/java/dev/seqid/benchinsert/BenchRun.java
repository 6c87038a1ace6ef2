package dev.seqid.benchinsert;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/** One in-process run of {@code seqid bench-insert}: exit code, standard output and error, and the command object. */
record BenchRun(int exitCode, String out, String err, BenchInsertCommand command) {

    /** Runs {@code seqid bench-insert args...} with the quiet listener. */
    static BenchRun run(String... args) {
        return run((InsertBenchmark.Listener) null, args);
    }

    /** Runs with {@code listener} (null: the quiet default). */
    static BenchRun run(InsertBenchmark.Listener listener, String... args) {
        return run(command -> listener, args);
    }

    /** Runs with the listener {@code listener} makes for the command (null: the quiet default). */
    static BenchRun run(java.util.function.Function<BenchInsertCommand, InsertBenchmark.Listener> listenerFor, String... args) {
        CommandLine commandLine = BenchInsertCommand.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        BenchInsertCommand command = commandLine.getCommand();
        InsertBenchmark.Listener listener = listenerFor.apply(command);
        if (listener != null) {
            command.listener = listener;
        }
        int exitCode = commandLine.execute(args);
        return new BenchRun(exitCode, out.toString(), err.toString(), command);
    }

    /** The arguments of a small run: {@code --rows 2000 --out DIR --json} and the extra ones. */
    static String[] smallRun(Path out, String... extra) {
        List<String> args = new ArrayList<>(List.of("--rows", "2000", "--out", out.toString(), "--json"));
        args.addAll(List.of(extra));
        return args.toArray(new String[0]);
    }

    /** Standard output parsed as the JSON report. */
    JsonNode json() {
        try {
            return BenchInsertCommand.mapper().readTree(out);
        } catch (java.io.IOException e) {
            throw new UncheckedIOException("standard output is not JSON: " + out + "\nstandard error: " + err, e);
        }
    }

    @Override
    public String toString() {
        return "exit " + exitCode + "\n--- out:\n" + out + "\n--- err:\n" + err;
    }
}
