package dev.seqid.benchinsert;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code seqid bench-insert}: what sequential UUIDs are worth on a real database. Inserts the same
 * rows keyed by each layout (and by a bigint identity, the baseline) into its own table and reports
 * time per tenth of the rows, sizes, log volume and cross-checks of the database's order and
 * timestamps against seqid's; as a table, a chart (PNG and SVG) and JSON.
 *
 * <p>Exit codes: {@value #EXIT_OK} success; {@value #EXIT_FAILURE} the run failed (a server did not
 * start, a statement failed) or was incomplete (the database refused a key's rows, a cross-check
 * failed: the report is still written); {@value #EXIT_USAGE}
 * bad input (option value, unreachable JDBC URL, unwritable --out), before anything is started.
 */
@Command(
        name = "seqid bench-insert",
        mixinStandardHelpOptions = true,
        versionProvider = BenchInsertCommand.Version.class,
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = {
            "Inserts the same rows keyed by each layout, and by a bigint identity as the baseline, into a table of their own in "
                    + "a real database, and reports the time of each tenth of the rows, total time, rows/s and the ratio to bigint, "
                    + "the table's and primary key's size, on PostgreSQL the key's leaf density and fragmentation (pgstatindex) and "
                    + "the WAL volume, and cross-checks of the database's ORDER BY id and uuid_extract_timestamp against seqid. "
                    + "Writes a table (report.md), a chart of the time per tenth (insert-times.png, insert-times.svg) and "
                    + "report.json into --out.",
            "",
            "The embedded databases are started in a temporary directory and removed at the end, also on failure and Ctrl-C."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success: every key measured, every cross-check passed",
                "1:the run failed (a server did not start, a statement failed), or the database refused a key's rows, or a "
                        + "cross-check failed (in the last two cases the report is still written)",
                "2:bad input (option value, unreachable JDBC URL, unwritable --out); nothing was run",
                "130:interrupted (Ctrl-C): the embedded database was stopped and its files removed"},
        footerHeading = "%nExamples:%n",
        footer = {"  ./seqid bench-insert",
                "      embedded PostgreSQL 18, 100,000 rows per key",
                "  ./seqid bench-insert --rows 1000000 --rounds 5",
                "      a million rows per key, the median of 5 rounds",
                "  ./seqid bench-insert --rows 1000000 --cache 16MB",
                "      a million rows per key with shared_buffers 16MB: the index outgrows the cache",
                "  ./seqid bench-insert --db mariadb --layouts bigint,v4,v7",
                "  ./seqid bench-insert --db jdbc:postgresql://HOST/DB --user U --password P --json"})
public final class BenchInsertCommand implements Callable<Integer> {

    static final int EXIT_OK = 0;
    static final int EXIT_FAILURE = 1;
    static final int EXIT_USAGE = 2;
    /** The exit code of a shell for a process ended by SIGINT, for a run the shutdown hook ended. */
    static final int EXIT_INTERRUPTED = 130;

    /** Set by the shutdown hook: the JVM is exiting (Ctrl-C, SIGTERM) while the run goes on. */
    private static volatile boolean interrupted;

    static final int MIN_ROWS = 1_000;
    static final int MAX_ROWS = 100_000_000;
    static final int MAX_BATCH = 100_000;
    static final int MAX_ROUNDS = 25;
    static final List<String> EMBEDDED = List.of("postgres", "mariadb", "sqlite", "h2");

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--db", paramLabel = "postgres|mariadb|sqlite|h2|JDBC_URL", defaultValue = "postgres",
            description = {"The database (default: ${DEFAULT-VALUE}): embedded PostgreSQL 18, embedded MariaDB 11.4 (InnoDB), "
                    + "an SQLite or H2 file, or the JDBC URL of your own PostgreSQL, MariaDB, SQLite or H2 database."})
    String db;

    @Option(names = "--rows", paramLabel = "N", defaultValue = "100000",
            description = "Rows per key (default: ${DEFAULT-VALUE}; at least 1000). 1000000 or more for figures to publish.")
    int rows;

    @Option(names = "--batch", paramLabel = "N", defaultValue = "1000",
            description = "Rows per batch; each batch is one transaction (default: ${DEFAULT-VALUE}).")
    int batch;

    @Option(names = "--layouts", paramLabel = "L,...", defaultValue = "bigint,v4,v7,comb-postgres,comb-sqlserver,v8-sqlserver",
            description = {"Keys to measure, in this order (default: ${DEFAULT-VALUE}): bigint (identity baseline) and seqid layout names."})
    String layouts;

    @Option(names = "--rounds", paramLabel = "N", defaultValue = "3",
            description = {"Rounds (default: ${DEFAULT-VALUE}; 1 to 25): every key is measured once per round, in --layouts order in "
                    + "the first round and reversed in the next, alternately, after an unmeasured warm-up. The report gives each "
                    + "key's median round and the fastest and slowest, so that a key's ratio to bigint does not depend on its "
                    + "place in --layouts."})
    int rounds;

    @Option(names = "--cache", paramLabel = "SIZE",
            description = {"Cache of the embedded database, e.g. 16MB: PostgreSQL shared_buffers, MariaDB innodb_buffer_pool_size, "
                    + "SQLite cache_size, H2 CACHE_SIZE (default: the database's own). A small cache shows the out-of-cache regime "
                    + "of a table larger than memory."})
    String cache;

    @Option(names = "--out", paramLabel = "DIR", defaultValue = "bench-insert-results",
            description = "Directory for report.md, report.json, insert-times.png and insert-times.svg (default: ${DEFAULT-VALUE}; created if missing).")
    Path out;

    @Option(names = "--json", description = "Print the report as JSON (every figure) instead of the table.")
    boolean json;

    @Option(names = "--user", paramLabel = "USER", description = "User for a JDBC URL.")
    String user;

    @Option(names = "--password", paramLabel = "PASSWORD", description = "Password for a JDBC URL.")
    String password;

    /** The listener for progress; tests keep the default quiet one. */
    InsertBenchmark.Listener listener = TerminalListener.quiet();

    /** The target of the last run (tests check that its files are gone). */
    TargetDatabase lastTarget;

    /** The report of the last run (tests read it). */
    Report lastReport;

    /** Runs the command and exits with its status. */
    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        CommandLine commandLine = commandLine();
        BenchInsertCommand command = commandLine.getCommand();
        command.listener = TerminalListener.forConsole();
        System.exit(commandLine.execute(args));
    }

    /** The configured command line, for tests that run it in-process. */
    static CommandLine commandLine() {
        CommandLine commandLine = new CommandLine(new BenchInsertCommand());
        commandLine.setExpandAtFiles(false);
        commandLine.setParameterExceptionHandler(BenchInsertCommand::reportUsageError);
        commandLine.setExecutionExceptionHandler((e, cl, parseResult) -> {
            PrintWriter err = cl.getErr();
            if (interrupted) {
                return EXIT_INTERRUPTED; // the shutdown hook has said what happened; the failure is its consequence
            }
            if (e instanceof BenchInsertException b) {
                err.println("seqid bench-insert: " + b.getMessage());
                if (b.exitCode() == EXIT_USAGE) {
                    err.println("Try 'seqid bench-insert --help' for more information.");
                }
                err.flush();
                return b.exitCode();
            }
            err.println("seqid bench-insert: failed: " + e);
            e.printStackTrace(err);
            err.flush();
            return EXIT_FAILURE;
        });
        return commandLine;
    }

    private static int reportUsageError(CommandLine.ParameterException e, String[] args) {
        CommandLine failed = e.getCommandLine();
        PrintWriter err = failed.getErr();
        err.println("seqid bench-insert: " + e.getMessage());
        CommandLine.UnmatchedArgumentException.printSuggestions(e, err);
        err.println("Try 'seqid bench-insert --help' for more information.");
        err.flush();
        return EXIT_USAGE;
    }

    @Override
    public Integer call() throws Exception {
        System.setProperty("java.awt.headless", "true");
        // Everything the user can get wrong is checked before a server is started.
        if (rows < MIN_ROWS || rows > MAX_ROWS) {
            throw BenchInsertException.usage(String.format(Locale.ROOT, "--rows must be from %,d to %,d, got %,d: each tenth of the rows "
                    + "is timed on its own (1,000,000 or more for figures worth publishing)", MIN_ROWS, MAX_ROWS, rows));
        }
        if (batch < 1 || batch > MAX_BATCH) {
            throw BenchInsertException.usage(String.format(Locale.ROOT, "--batch must be from 1 to %,d rows, got %,d", MAX_BATCH, batch));
        }
        if (rounds < 1 || rounds > MAX_ROUNDS) {
            throw BenchInsertException.usage(String.format(Locale.ROOT, "--rounds must be from 1 to %d, got %d: 3 (the default) or "
                    + "more gives a median per key that does not depend on the order of --layouts", MAX_ROUNDS, rounds));
        }
        List<BenchKey> keys = BenchKey.parseList(layouts);
        CacheSize cacheSize = cache == null ? null : CacheSize.parse(cache);
        String kind = databaseKind(db);
        if (kind.equals("jdbc") && cacheSize != null) {
            throw BenchInsertException.usage("--cache sets the cache of an embedded database (postgres, mariadb, sqlite, h2); for your "
                    + "own server set shared_buffers or innodb_buffer_pool_size there and leave --cache out");
        }
        if (!kind.equals("jdbc") && (user != null || password != null)) {
            throw BenchInsertException.usage("--user and --password apply to a JDBC URL, not to the embedded " + kind);
        }
        OutputFiles files = prepareOut(out);

        TargetDatabase target = null;
        Thread hook = null;
        try {
            long startNanos = System.nanoTime();
            if (!kind.equals("jdbc")) {
                listener.status("starting embedded " + kind + (cacheSize == null ? "" : " (cache " + cacheSize.text() + ")") + " ...");
            }
            // The hook removes the embedded database on Ctrl-C; it is registered before the server starts,
            // and the start checks whether the hook closed the target meanwhile.
            TargetDatabase[] holder = new TargetDatabase[1];
            PrintWriter err = spec.commandLine().getErr();
            hook = new Thread(() -> {
                interrupted = true;
                TargetDatabase t = holder[0];
                if (t != null && t.embedded()) {
                    err.println("seqid bench-insert: interrupted; stopping the embedded " + kind + " and removing its files");
                    err.flush();
                }
                if (t != null) {
                    t.close();
                }
            }, "seqid-bench-insert-cleanup");
            Runtime.getRuntime().addShutdownHook(hook);
            target = switch (kind) {
                case "postgres" -> EmbeddedPostgresDatabase.start(cacheSize);
                case "mariadb" -> EmbeddedMariaDbDatabase.start(cacheSize);
                case "sqlite" -> FileDatabase.sqlite(cacheSize);
                case "h2" -> FileDatabase.h2(cacheSize);
                default -> new JdbcUrlDatabase(db, user, password);
            };
            holder[0] = target;
            lastTarget = target;
            if (target.embedded()) {
                listener.status(String.format(Locale.ROOT, "started in %.1f s: %s", (System.nanoTime() - startNanos) / 1e9,
                        target.displayUrl()));
            }
            Report report = run(target, kind, keys, cacheSize, files);
            lastReport = report;
            print(report);
            if (!report.passed() || !report.complete()) {
                if (!report.complete()) {
                    err.println("seqid bench-insert: the database refused some keys' rows, which are not measured (see Notes in the report)");
                }
                if (!report.passed()) {
                    err.println("seqid bench-insert: a cross-check failed (see Checks in the report)");
                }
                err.flush();
                return EXIT_FAILURE;
            }
            return EXIT_OK;
        } finally {
            if (target != null) {
                target.close();
            }
            if (hook != null) {
                try {
                    Runtime.getRuntime().removeShutdownHook(hook);
                } catch (IllegalStateException shuttingDown) {
                    // the hook is running or has run
                }
            }
        }
    }

    /** postgres, mariadb, sqlite, h2 or jdbc; anything else is a usage error. */
    static String databaseKind(String db) {
        if (db.regionMatches(true, 0, "jdbc:", 0, 5)) {
            return "jdbc";
        }
        String lower = db.toLowerCase(Locale.ROOT);
        if (EMBEDDED.contains(lower)) {
            return lower;
        }
        throw BenchInsertException.usage("--db: unknown database '" + db + "'; expected postgres, mariadb, sqlite, h2 "
                + "or a JDBC URL (jdbc:postgresql://HOST/DB, jdbc:mariadb://HOST/DB, jdbc:sqlite:FILE, jdbc:h2:FILE)");
    }

    /** The output files, in --out, which is created and tried for writing here. */
    record OutputFiles(Path directory, Path png, Path svg, Path json, Path table) {
    }

    static OutputFiles prepareOut(Path out) {
        try {
            Files.createDirectories(out);
            Path probe = Files.createTempFile(out, ".bench-insert-", ".tmp");
            Files.delete(probe);
        } catch (IOException | SecurityException e) {
            throw BenchInsertException.usage("--out " + out + " is not a writable directory (" + describe(e)
                    + "); give a directory you can write to (it is created if missing)", e);
        }
        return new OutputFiles(out, out.resolve("insert-times.png"), out.resolve("insert-times.svg"), out.resolve("report.json"),
                out.resolve("report.md"));
    }

    private static String describe(Exception e) {
        String name = e.getClass().getSimpleName();
        return e.getMessage() == null ? name : name + ": " + e.getMessage();
    }

    private Report run(TargetDatabase target, String kind, List<BenchKey> keys, CacheSize cacheSize, OutputFiles files) throws IOException {
        String startedAt = Instant.now().toString();
        DriverManager.setLoginTimeout(20);
        Connection connection;
        try {
            connection = target.connect();
        } catch (SQLException e) {
            if (target.embedded()) {
                throw BenchInsertException.failure("cannot connect to the embedded " + kind + " at " + target.displayUrl() + ": "
                        + PostgresDialect.firstLine(e), e);
            }
            String message = PostgresDialect.firstLine(e).replaceAll("[.\\s]+$", "");
            if (message.startsWith("No suitable driver")) {
                throw BenchInsertException.usage("--db: no bundled JDBC driver takes " + target.displayUrl()
                        + "; the URL must start with jdbc:postgresql:, jdbc:mariadb:, jdbc:sqlite: or jdbc:h2:", e);
            }
            throw BenchInsertException.usage("--db: cannot connect to " + target.displayUrl() + ": " + message
                    + "; check the URL, that the server is running and reachable, and --user/--password", e);
        }
        List<BenchKey> created = new ArrayList<>();
        Dialect dialect = null;
        try (connection) {
            try {
                dialect = target.dialect(connection);
                if (!target.embedded()) {
                    List<BenchKey> tables = new ArrayList<>(InsertBenchmark.WARMUP_KEYS);
                    tables.addAll(keys);
                    for (BenchKey key : tables) {
                        if (dialect.tableExists(connection, key.table())) {
                            throw BenchInsertException.usage("table " + key.table() + " already exists in " + target.displayUrl()
                                    + " (left by an interrupted run?); drop it (DROP TABLE " + key.table() + ") or use another database");
                        }
                    }
                }
                dialect.prepare(connection);
                Report.DatabaseInfo databaseInfo = new Report.DatabaseInfo(kind, target.embedded(), dialect.product(),
                        target.displayUrl(), cacheSize == null ? null : cacheSize.text(), dialect.uuidType(),
                        dialect.idOrder() == null ? null : dialect.idOrder().configName(), dialect.settings(connection));

                InsertBenchmark benchmark = new InsertBenchmark(connection, dialect, rows, batch, listener);
                benchmark.warmUp();
                // measured.get(key)[round]; a key the database refused is not run again.
                Map<BenchKey, InsertBenchmark.Measured[]> measured = new LinkedHashMap<>();
                for (BenchKey key : keys) {
                    measured.put(key, new InsertBenchmark.Measured[rounds]);
                }
                for (int round = 0; round < rounds; round++) {
                    for (BenchKey key : InsertBenchmark.roundOrder(keys, round)) {
                        InsertBenchmark.Measured[] byRound = measured.get(key);
                        if (round > 0 && !byRound[0].completed()) {
                            continue;
                        }
                        if (rounds > 1) {
                            listener.status("round " + (round + 1) + " of " + rounds + ": " + key.name());
                        }
                        created.add(key);
                        byRound[round] = benchmark.measure(key, round);
                        created.remove(key);
                        if (!byRound[round].completed() && round > 0) {
                            byRound[0] = byRound[round]; // refused in a later round: reported as refused
                        }
                    }
                }
                if (!target.embedded()) {
                    dialect.cleanUp(connection);
                }
                Report report = report(startedAt, databaseInfo, dialect, measured, benchmark.checks(), files);
                write(report, files);
                return report;
            } catch (SQLException e) {
                throw BenchInsertException.failure("a statement failed on " + (dialect == null ? kind : dialect.product()) + ": "
                        + e.getMessage(), e);
            } finally {
                if (!target.embedded() && dialect != null) {
                    for (BenchKey key : created) {
                        try {
                            dialect.dropTable(connection, key.table());
                        } catch (SQLException ignored) {
                            // reported by the failure that got here
                        }
                    }
                    dialect.cleanUp(connection);
                }
            }
        } catch (SQLException closing) {
            throw BenchInsertException.failure("closing the connection failed: " + closing.getMessage(), closing);
        }
    }

    /**
     * A key's median round: the round whose total is the median of its rounds' (for an even count the
     * faster of the two middle ones, so that the figures reported together come from one real round).
     * A refused key's refusal.
     */
    static InsertBenchmark.Measured medianRound(InsertBenchmark.Measured[] byRound) {
        if (!byRound[0].completed()) {
            return byRound[0];
        }
        InsertBenchmark.Measured[] sorted = byRound.clone();
        Arrays.sort(sorted, Comparator.comparingLong(InsertBenchmark.Measured::totalNanos));
        return sorted[(sorted.length - 1) / 2];
    }

    private Report report(String startedAt, Report.DatabaseInfo databaseInfo, Dialect dialect,
            Map<BenchKey, InsertBenchmark.Measured[]> measured, List<Report.Check> checks, OutputFiles files) {
        Long bigintNanos = measured.entrySet().stream().filter(e -> e.getKey().isBigint()).map(e -> medianRound(e.getValue()))
                .filter(InsertBenchmark.Measured::completed).map(InsertBenchmark.Measured::totalNanos).findFirst().orElse(null);
        List<Report.KeyResult> results = new ArrayList<>();
        for (InsertBenchmark.Measured[] byRound : measured.values()) {
            InsertBenchmark.Measured m = medianRound(byRound);
            String keyType = m.key().isBigint() ? "bigint identity" : dialect.uuidType();
            if (!m.completed()) {
                results.add(new Report.KeyResult(m.key().name(), keyType, null, null, null, null, null, null, null, null, null, null,
                        null, null, null, null, m.rowsInserted(), m.error()));
                continue;
            }
            double[] tenths = new double[10];
            for (int i = 0; i < 10; i++) {
                tenths[i] = m.nanosPerTenth()[i] / 1e6;
            }
            double[] roundMillis = new double[byRound.length];
            for (int r = 0; r < byRound.length; r++) {
                roundMillis[r] = byRound[r].totalNanos() / 1e6;
            }
            results.add(new Report.KeyResult(m.key().name(), keyType, tenths,
                    m.totalNanos() / 1e6, roundMillis, Arrays.stream(roundMillis).min().orElseThrow(),
                    Arrays.stream(roundMillis).max().orElseThrow(), rows / (m.totalNanos() / 1e9),
                    bigintNanos == null ? null : (double) m.totalNanos() / bigintNanos,
                    m.sizes().tableBytes(), m.sizes().pkIndexBytes(), m.sizes().pkIndex(), m.logBytes(),
                    m.orderMatchesSeqid(), m.inGenerationOrder(), m.expectedGenerationOrder(), m.rowsInserted(), null));
        }
        List<String> notes = new ArrayList<>(dialect.notes);
        if (bigintNanos == null) {
            notes.add("no bigint baseline measured, so no ratios to it");
        }
        for (Report.KeyResult r : results) {
            if (!r.completed()) {
                notes.add(String.format(Locale.ROOT, "%s not measured: after %,d rows, %s", r.name(), r.rowsInserted(), r.error()));
            }
        }
        if (dialect.idOrder() == null) {
            notes.add("seqid has no model of how " + dialect.product() + " orders its UUID type: ORDER BY id is not checked");
        }
        boolean passed = checks.stream().allMatch(Report.Check::passed);
        boolean complete = results.stream().allMatch(Report.KeyResult::completed);
        Runtime runtime = Runtime.getRuntime();
        Report.MachineInfo machine = new Report.MachineInfo(runtime.availableProcessors(),
                System.getProperty("os.name") + " " + System.getProperty("os.version"), System.getProperty("os.arch"),
                System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")", runtime.maxMemory());
        Report.RunInfo run = new Report.RunInfo(rows, batch, rounds, InsertBenchmark.warmupRows(rows),
                InsertBenchmark.PAYLOAD_LENGTH + " random ASCII characters", dialect.logName());
        return new Report("seqid bench-insert", startedAt, databaseInfo, run, machine, results, List.copyOf(checks), passed, complete,
                new Report.Files(files.png().toString(), files.svg().toString(), files.json().toString(), files.table().toString()),
                notes);
    }

    static ObjectMapper mapper() {
        return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    }

    private static void write(Report report, OutputFiles files) throws IOException {
        Files.writeString(files.json(), mapper().writeValueAsString(report) + "\n", StandardCharsets.UTF_8);
        Files.writeString(files.table(), ReportTable.render(report), StandardCharsets.UTF_8);
        ReportChart.write(report, files.png(), files.svg());
    }

    private void print(Report report) throws IOException {
        PrintWriter stdout = spec.commandLine().getOut();
        if (json) {
            stdout.println(mapper().writeValueAsString(report));
        } else {
            stdout.print(ReportTable.render(report));
            stdout.println();
            stdout.println("Written: " + report.files().table() + ", " + report.files().json() + ", " + report.files().png() + ", "
                    + report.files().svg());
        }
        stdout.flush();
    }

    /** The version from the jar manifest, or "development" when run from classes. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = BenchInsertCommand.class.getPackage().getImplementationVersion();
            return new String[] {"seqid bench-insert " + (v == null ? "development" : v)};
        }
    }
}
