package dev.seqid.benchinsert;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The report as Markdown, like the SequentialGuid article's table: one row per key with total time,
 * rows per second, the ratio to bigint, sizes and log volume; then the time of each tenth, the
 * cross-checks and the notes. Columns that no key has a figure for are left out.
 */
final class ReportTable {

    private ReportTable() {
    }

    private record Column(String title, boolean right, Function<Report.KeyResult, String> cell) {
    }

    static String render(Report report) {
        StringBuilder out = new StringBuilder();
        out.append(headline(report)).append("\n\n");

        String log = report.run().logName() == null ? "log" : report.run().logName();
        boolean rounds = report.run().rounds() > 1;
        List<Column> columns = List.of(
                new Column("key", false, k -> "`" + k.name() + "`"),
                new Column(rounds ? "median s" : "total s", true, k -> k.completed() ? String.format(Locale.ROOT, "%.2f", k.totalMillis() / 1000)
                        : String.format(Locale.ROOT, "refused after %,d rows", k.rowsInserted())),
                new Column("fastest-slowest s", true, k -> !rounds || !k.completed() ? null
                        : String.format(Locale.ROOT, "%.2f-%.2f", k.minMillis() / 1000, k.maxMillis() / 1000)),
                new Column("rows/s", true, k -> k.completed() ? String.format(Locale.ROOT, "%,.0f", k.rowsPerSecond()) : null),
                new Column("vs bigint", true, k -> k.ratioToBigint() == null ? null : String.format(Locale.ROOT, "%.2fx", k.ratioToBigint())),
                new Column("table MiB", true, k -> mib(k.tableBytes())),
                new Column("PK index MiB", true, k -> mib(k.pkIndexBytes())),
                new Column("PK leaf pages", true, k -> k.pkIndex() == null || k.pkIndex().leafPages() == null ? null
                        : String.format(Locale.ROOT, "%,d", k.pkIndex().leafPages())),
                new Column("leaf density", true, k -> k.pkIndex() == null || k.pkIndex().avgLeafDensity() == null ? null
                        : String.format(Locale.ROOT, "%.1f %%", k.pkIndex().avgLeafDensity())),
                new Column("leaf fragmentation", true, k -> k.pkIndex() == null || k.pkIndex().leafFragmentation() == null ? null
                        : String.format(Locale.ROOT, "%.1f %%", k.pkIndex().leafFragmentation())),
                new Column(log + " MiB", true, k -> mib(k.logBytes())),
                new Column("ORDER BY id = generation order", false, k -> k.inGenerationOrder() == null ? null
                        : k.inGenerationOrder() ? "yes" : "no"));
        table(out, columns, report.keys());

        out.append("\nTime per tenth of the rows (").append(String.format(Locale.ROOT, "%,d", report.run().rows() / 10))
                .append(" rows each)").append(rounds ? " in each key's median round" : "").append(", ms:\n\n");
        List<Column> tenths = new ArrayList<>();
        tenths.add(new Column("key", false, k -> "`" + k.name() + "`"));
        for (int i = 0; i < 10; i++) {
            int tenth = i;
            tenths.add(new Column(String.valueOf(i + 1), true,
                    k -> k.completed() ? String.format(Locale.ROOT, "%,.0f", k.millisPerTenth()[tenth]) : null));
        }
        table(out, tenths, report.keys());

        out.append("\nChecks:\n\n");
        if (report.checks().isEmpty()) {
            out.append("* none (no UUID key, or no model of this database's UUID order)\n");
        }
        for (Report.Check check : report.checks()) {
            out.append("* ").append(check.passed() ? "ok" : "**FAILED**").append(" `").append(check.key()).append("` ")
                    .append(check.name()).append(": ").append(check.detail()).append('\n');
        }
        if (!report.notes().isEmpty()) {
            out.append("\nNotes:\n\n");
            for (String note : report.notes()) {
                out.append("* ").append(note).append('\n');
            }
        }
        return out.toString();
    }

    /** The sentence above the table: rows, database, cache, batches, machine. */
    static String headline(Report report) {
        Report.DatabaseInfo db = report.database();
        Report.RunInfo run = report.run();
        String rounds = run.rounds() == 1 ? "1 round" : String.format(Locale.ROOT, "%d rounds (keys in --layouts order, then reversed, "
                + "alternately; each key's median round)", run.rounds());
        return String.format(Locale.ROOT, "seqid bench-insert: %,d rows per key into %s %s (%s%s), key type %s, "
                        + "batches of %,d rows (one transaction each), %s after a warm-up of %,d rows, %d CPUs, Java %s",
                run.rows(), db.product(), db.settings().getOrDefault("version", ""), db.embedded() ? "embedded" : db.url(),
                cacheText(db), db.idType(), run.batch(), rounds, run.warmupRows(), report.machine().cpus(), report.machine().java());
    }

    /** The cache setting as the report names it: ", shared_buffers 16MB". */
    static String cacheText(Report.DatabaseInfo db) {
        for (String name : new String[] {"shared_buffers", "innodb_buffer_pool_size", "cache_size"}) {
            String value = db.settings().get(name);
            if (value != null) {
                return ", " + name + " " + value + (db.cache() == null ? " (default)" : "");
            }
        }
        return "";
    }

    private static void table(StringBuilder out, List<Column> all, List<Report.KeyResult> keys) {
        List<Column> columns = new ArrayList<>();
        for (Column column : all) {
            if (keys.stream().anyMatch(k -> column.cell().apply(k) != null)) {
                columns.add(column);
            }
        }
        out.append('|');
        for (Column c : columns) {
            out.append(' ').append(c.title()).append(" |");
        }
        out.append("\n|");
        for (Column c : columns) {
            out.append(c.right() ? "---:|" : "---|");
        }
        out.append('\n');
        for (Report.KeyResult k : keys) {
            out.append('|');
            for (Column c : columns) {
                String cell = c.cell().apply(k);
                out.append(' ').append(cell == null ? "-" : cell).append(" |");
            }
            out.append('\n');
        }
    }

    private static String mib(Long bytes) {
        return bytes == null ? null : String.format(Locale.ROOT, "%.2f", bytes / (1024.0 * 1024.0));
    }
}
