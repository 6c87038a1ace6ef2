package dev.seqid.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code seqid bench-insert}: listed here so that {@code seqid --help} shows it, but it lives in its
 * own module and jar ({@code bench-insert}, which carries the database servers and drivers and would
 * make this jar 190 MB). The {@code ./seqid} script hands {@code bench-insert} to that jar; this
 * command only runs when this jar is started directly, and says how to run the real one.
 */
@Command(
        name = "bench-insert",
        mixinStandardHelpOptions = true,
        versionProvider = SeqidCommand.Version.class,
        description = {
            "Measures inserts keyed by each layout on a real database (its own jar: ./seqid bench-insert --help).",
            "",
            "Measures what sequential UUIDs are worth on a real database: inserts the same rows keyed by each layout and by a "
                    + "bigint identity into embedded PostgreSQL 18, embedded MariaDB, SQLite, H2 or your own database (JDBC URL), "
                    + "and reports time per tenth of the rows, sizes, WAL and order checks as a table, a chart and JSON.",
            "",
            "It runs from its own jar (it carries the database servers): from a clone of seqid, './seqid bench-insert [OPTIONS]' "
                    + "builds bench-insert/target/seqid-bench-insert.jar on first use and runs it; "
                    + "'./seqid bench-insert --help' lists its options."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"2:always, from this jar: run ./seqid bench-insert instead"})
final class BenchInsertCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Unmatched
    List<String> arguments = new ArrayList<>();

    @Override
    public Integer call() {
        SeqidCommand.reportBadInput(spec, "bench-insert runs from its own jar, not from this one: run './seqid bench-insert"
                + (arguments.isEmpty() ? "" : " " + String.join(" ", arguments))
                + "' from a clone of seqid (it builds bench-insert/target/seqid-bench-insert.jar on first use), "
                + "or 'java -jar bench-insert/target/seqid-bench-insert.jar' after './mvnw -pl bench-insert -am package'");
        return SeqidCommand.EXIT_USAGE;
    }
}
