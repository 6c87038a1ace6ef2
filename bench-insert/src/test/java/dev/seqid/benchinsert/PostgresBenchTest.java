package dev.seqid.benchinsert;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The benchmark on embedded PostgreSQL 18: figures, pgstatindex, WAL, the v7 and order cross-checks, clean-up. */
class PostgresBenchTest {

    @BeforeAll
    static void linuxX64() {
        Assumptions.assumeTrue(EmbeddedPlatform.isLinuxX64(), "the embedded servers are Linux x86-64 builds");
    }

    @TempDir
    Path out;

    @Test
    void measuresEveryDefaultKeyAndCrossChecksV7() throws Exception {
        BenchRun run = BenchRun.run(BenchRun.smallRun(out, "--db", "postgres", "--cache", "32MB"));
        JsonNode report = ReportAssertions.assertCompleteRun(run, out, "PostgreSQL", ReportAssertions.DEFAULT_KEYS);

        JsonNode database = report.path("database");
        assertThat(database.path("embedded").asBoolean()).isTrue();
        assertThat(database.path("settings").path("version").asText()).startsWith("18.");
        assertThat(database.path("settings").path("shared_buffers").asText()).isEqualTo("32MB");
        assertThat(database.path("settings").path("synchronous_commit").asText()).isEqualTo("on");
        assertThat(database.path("idOrder").asText()).isEqualTo("unsigned");
        assertThat(report.path("run").path("logName").asText()).isEqualTo("WAL");
        assertThat(report.path("notes")).as("pgstattuple ships with the binaries").isEmpty();

        for (JsonNode key : report.path("keys")) {
            String name = key.path("name").asText();
            JsonNode index = key.path("pkIndex");
            assertThat(index.path("leafPages").asLong()).as(name + " leaf pages").isPositive();
            assertThat(index.path("avgLeafDensity").asDouble()).as(name + " leaf density").isStrictlyBetween(0.0, 100.0);
            assertThat(index.path("leafFragmentation").isNumber()).as(name + " leaf fragmentation measured").isTrue();
            assertThat(key.path("logBytes").asLong()).as(name + " WAL").isPositive();
        }
        // Appended at the right-most leaf, the sequential keys' leaves follow one another on disk.
        for (String sequential : new String[] {"bigint", "v7", "comb-postgres"}) {
            assertThat(ReportAssertions.find(report, sequential).path("pkIndex").path("leafFragmentation").asDouble())
                    .as(sequential + " leaf fragmentation").isZero();
        }
        assertThat(ReportAssertions.find(report, "comb-postgres").path("inGenerationOrder").asBoolean()).isTrue();
        assertThat(ReportAssertions.find(report, "comb-sqlserver").path("inGenerationOrder").asBoolean())
                .as("a SQL Server layout is not sequential in PostgreSQL").isFalse();
        assertThat(ReportAssertions.checksOf(report, "v7")).contains("uuid_extract_timestamp(id) = seqid's instantOf(id)",
                "ORDER BY id = seqid's unsigned order", "ORDER BY id = generation order, as seqid predicts");
        assertThat(ReportAssertions.checksOf(report, "v4")).noneMatch(n -> n.startsWith("uuid_extract_timestamp"));

        EmbeddedPostgresDatabase target = (EmbeddedPostgresDatabase) run.command().lastTarget;
        assertThat(target.directory()).as("the data directory is removed").doesNotExist();
    }

    @Test
    void aServerOfYourOwnByJdbcUrlIsLeftAsItWas() throws Exception {
        try (EmbeddedPostgres own = EmbeddedPostgres.builder().setDataDirectory(out.resolve("own")).start()) {
            String url = own.getJdbcUrl("postgres", "postgres");
            BenchRun run = BenchRun.run(BenchRun.smallRun(out.resolve("results"), "--db", url, "--user", "postgres",
                    "--layouts", "bigint,v7"));
            JsonNode report = ReportAssertions.assertCompleteRun(run, out.resolve("results"), "PostgreSQL", List.of("bigint", "v7"));
            assertThat(report.path("database").path("embedded").asBoolean()).isFalse();
            assertThat(ReportAssertions.find(report, "v7").path("pkIndex").path("avgLeafDensity").asDouble())
                    .as("pgstatindex through the extension the run created").isPositive();
            assertThat(ReportAssertions.checksOf(report, "v7")).contains("uuid_extract_timestamp(id) = seqid's instantOf(id)");
            try (Connection c = own.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
                try (ResultSet rs = s.executeQuery("SELECT count(*) FROM pg_extension WHERE extname = 'pgstattuple'")) {
                    rs.next();
                    assertThat(rs.getInt(1)).as("the extension the run created is dropped").isZero();
                }
                try (ResultSet rs = s.executeQuery("SELECT count(*) FROM pg_tables WHERE tablename LIKE 'seqid_bench_%'")) {
                    rs.next();
                    assertThat(rs.getInt(1)).as("the run's tables are dropped").isZero();
                }
            }
        }
    }

    @Test
    void failureMidRunStopsTheServerAndRemovesItsFiles() throws Exception {
        AtomicLong postmaster = new AtomicLong();
        BenchRun run = BenchRun.run(command -> new InsertBenchmark.Listener() {
            @Override
            public void status(String message) {
            }

            @Override
            public InsertBenchmark.Progress startKey(String key, int rows) {
                if (key.equals("v7")) {
                    try {
                        Path data = ((EmbeddedPostgresDatabase) command.lastTarget).directory().resolve("data");
                        postmaster.set(ReportAssertions.postmasterPid(data));
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                    throw new IllegalStateException("simulated failure before v7");
                }
                return TerminalListener.quiet().startKey(key, rows);
            }
        }, BenchRun.smallRun(out, "--db", "postgres", "--layouts", "bigint,v7"));

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(BenchInsertCommand.EXIT_FAILURE);
        assertThat(run.err()).contains("simulated failure before v7");
        assertThat(run.out()).isEmpty();
        EmbeddedPostgresDatabase target = (EmbeddedPostgresDatabase) run.command().lastTarget;
        assertThat(postmaster.get()).as("the server was running").isPositive();
        assertThat(target.directory()).as("the data directory is removed").doesNotExist();
        assertThat(ReportAssertions.stillRunning(postmaster.get())).as("postmaster " + postmaster.get() + " stopped").isFalse();
    }
}
