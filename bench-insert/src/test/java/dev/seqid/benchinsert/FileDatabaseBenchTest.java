package dev.seqid.benchinsert;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The benchmark on an SQLite and an H2 file. */
class FileDatabaseBenchTest {

    @TempDir
    Path out;

    @Test
    void sqlite() throws Exception {
        BenchRun run = BenchRun.run(BenchRun.smallRun(out, "--db", "sqlite", "--cache", "4MB"));
        JsonNode report = ReportAssertions.assertCompleteRun(run, out, "SQLite", ReportAssertions.DEFAULT_KEYS);
        assertThat(report.path("database").path("idType").asText()).isEqualTo("BLOB (16 bytes)");
        assertThat(report.path("database").path("settings").path("cache_size").asText()).isEqualTo("4096KiB");
        for (JsonNode key : report.path("keys")) {
            assertThat(key.path("pkIndex").path("avgLeafDensity").asDouble()).as(key.path("name").asText())
                    .isStrictlyBetween(0.0, 100.0);
        }
        assertThat(((FileDatabase) run.command().lastTarget).directory()).as("the database file is removed").doesNotExist();
    }

    @Test
    void h2() throws Exception {
        BenchRun run = BenchRun.run(BenchRun.smallRun(out, "--db", "h2", "--layouts", "bigint,v7,v4,v8-sqlserver"));
        JsonNode report = ReportAssertions.assertCompleteRun(run, out, "H2", java.util.List.of("bigint", "v7", "v4", "v8-sqlserver"));
        assertThat(report.path("database").path("idType").asText()).isEqualTo("UUID");
        assertThat(report.path("database").path("idOrder").asText()).isEqualTo("unsigned");
        assertThat(((FileDatabase) run.command().lastTarget).directory()).as("the database file is removed").doesNotExist();
    }

    @Test
    void aDatabaseOfYourOwnByJdbcUrlIsLeftAsItWas() throws Exception {
        String url = "jdbc:h2:file:" + out.resolve("own");
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE mine (x INT)");
        }
        Path results = out.resolve("results");
        BenchRun run = BenchRun.run(BenchRun.smallRun(results, "--db", url, "--layouts", "bigint,v7"));
        JsonNode report = ReportAssertions.assertCompleteRun(run, results, "H2", java.util.List.of("bigint", "v7"));
        assertThat(report.path("database").path("db").asText()).isEqualTo("jdbc");
        assertThat(report.path("database").path("embedded").asBoolean()).isFalse();
        assertThat(tables(url)).as("the benchmark's tables are dropped, the user's stay").containsExactly("MINE");

        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE seqid_bench_v7 (x INT)");
        }
        BenchRun clash = BenchRun.run(BenchRun.smallRun(results, "--db", url, "--layouts", "bigint,v7"));
        assertThat(clash.exitCode()).as(clash.toString()).isEqualTo(BenchInsertCommand.EXIT_USAGE);
        assertThat(clash.err()).contains("table seqid_bench_v7 already exists in " + url).contains("DROP TABLE seqid_bench_v7");
        assertThat(tables(url)).as("nothing created, nothing dropped").containsExactlyInAnyOrder("MINE", "SEQID_BENCH_V7");
    }

    private static List<String> tables(String url) throws Exception {
        List<String> tables = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT TABLE_NAME FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = 'PUBLIC'")) {
            while (rs.next()) {
                tables.add(rs.getString(1));
            }
        }
        return tables;
    }

    @Test
    void withoutJsonPrintsTheTable() {
        BenchRun run = BenchRun.run("--db", "h2", "--rows", "1000", "--layouts", "bigint,v7", "--out", out.toString());
        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.out()).startsWith("seqid bench-insert: 1,000 rows per key into H2")
                .contains("| key | median s | fastest-slowest s | rows/s | vs bigint |")
                .contains("| `bigint` |").contains("| `v7` |")
                .contains("Time per tenth of the rows (100 rows each) in each key's median round, ms:")
                .contains("* ok `v7` ORDER BY id = seqid's unsigned order")
                .contains("Written: " + out.resolve("report.md"));
    }
}
