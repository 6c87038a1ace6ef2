package dev.seqid.benchinsert;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The benchmark on embedded MariaDB 11.4 (InnoDB): figures, redo-log volume, and ORDER BY id of the
 * native UUID type against seqid's mariadb order. Skipped, with the command's message, where the
 * server cannot start.
 */
class MariaDbBenchTest {

    @BeforeAll
    static void linuxX64() {
        Assumptions.assumeTrue(EmbeddedPlatform.isLinuxX64(), "the embedded servers are Linux x86-64 builds");
    }

    @TempDir
    Path out;

    @Test
    void measuresEveryDefaultKeyAndMatchesSeqidsMariaDbOrder() throws Exception {
        BenchRun run = BenchRun.run(BenchRun.smallRun(out, "--db", "mariadb", "--cache", "16MB"));
        Assumptions.assumeFalse(run.exitCode() == BenchInsertCommand.EXIT_FAILURE && run.err().contains("embedded MariaDB did not start"),
                () -> "MariaDB cannot start here: " + run.err());
        // MariaDB refuses a v8 id whose byte 8 is 0x80 (about one tick in 32 of v8-sqlserver's has one)
        JsonNode report = ReportAssertions.assertRun(run, out, "MariaDB", ReportAssertions.DEFAULT_KEYS, Set.of("v8-sqlserver"));
        JsonNode v8 = ReportAssertions.find(report, "v8-sqlserver");
        if (!v8.path("error").isNull()) {
            Matcher refused = Pattern.compile("Incorrect uuid value: '([0-9a-f-]{36})'").matcher(v8.path("error").asText());
            assertThat(refused.find()).as(v8.toString()).isTrue();
            UUID id = UUID.fromString(refused.group(1));
            assertThat(MariaDbDialect.cannotStore(id)).as(id + " is one the UUID type cannot store").isTrue();
            assertThat(v8.path("error").asText()).contains("cannot store a value whose byte 6 is 0x80 or more");
            assertThat(report.path("notes").toString()).contains("v8-sqlserver not measured");
        }

        JsonNode database = report.path("database");
        assertThat(database.path("settings").path("version").asText()).startsWith("11.4");
        assertThat(database.path("settings").path("innodb_buffer_pool_size").asText()).isEqualTo("16MB");
        assertThat(database.path("idOrder").asText()).isEqualTo("mariadb");
        assertThat(database.path("idType").asText()).isEqualTo("UUID");
        assertThat(report.path("run").path("logName").asText()).isEqualTo("redo log");
        for (JsonNode key : report.path("keys")) {
            String name = key.path("name").asText();
            if (!key.path("error").isNull()) {
                continue;
            }
            assertThat(key.path("logBytes").asLong()).as(name + " redo log").isPositive();
            // the clustered index holds the rows: the primary key is the table
            assertThat(key.path("pkIndexBytes").asLong()).as(name).isEqualTo(key.path("tableBytes").asLong());
            if (!name.equals("bigint")) {
                assertThat(ReportAssertions.checksOf(report, name)).as(name).contains("ORDER BY id = seqid's mariadb order");
            }
        }
        // MariaDB stores a version-4 id time-low last, so a prefix COMB does not sort by its time there.
        assertThat(ReportAssertions.find(report, "comb-postgres").path("inGenerationOrder").asBoolean()).isFalse();

        EmbeddedMariaDbDatabase target = (EmbeddedMariaDbDatabase) run.command().lastTarget;
        assertThat(target.directory()).as("the data directory is removed").doesNotExist();
    }
}
