package dev.seqid.benchinsert;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The benchmark on embedded MariaDB 11.4 (InnoDB): figures, redo-log volume, and ORDER BY id of the
 * native UUID type against seqid's mariadb order. Skipped, with the command's message, where the
 * server cannot start.
 */
class MariaDbBenchTest {

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

    @Test
    void theValuesMariaDbCannotStore() {
        // the rule of sql_type_uuid.h, checked against MariaDB 11.4.5 by hand: byte 6 >= 0x80 and byte 8 in 0x01..0x80
        assertThat(MariaDbDialect.cannotStore(UUID.fromString("6b1c92bd-d648-8502-80e2-01a208f990a9"))).isTrue();
        assertThat(MariaDbDialect.cannotStore(UUID.fromString("6b1c92bd-d648-8502-01e2-01a208f990a9"))).isTrue();
        assertThat(MariaDbDialect.cannotStore(UUID.fromString("6b1c92bd-d648-f502-7fe2-01a208f990a9"))).isTrue();
        assertThat(MariaDbDialect.cannotStore(UUID.fromString("6b1c92bd-d648-8502-81e2-01a208f990a9"))).isFalse();
        assertThat(MariaDbDialect.cannotStore(UUID.fromString("6b1c92bd-d648-8502-00e2-01a208f990a9"))).isFalse();
        assertThat(MariaDbDialect.cannotStore(UUID.fromString("6b1c92bd-d648-7502-80e2-01a208f990a9"))).isFalse();
    }

    @Test
    void aRefusedIdIsExplained() {
        MariaDbDialect dialect = new MariaDbDialect();
        String refused = dialect.describeRejection(new java.sql.SQLDataException("(conn=4) Incorrect uuid value: "
                + "'6b1c92bd-d648-8502-80e2-01a208f990a9' for column `bench`.`seqid_bench_v8_sqlserver`.`id` at row 1"));
        assertThat(refused).startsWith("MariaDB refused a row: (conn=4) Incorrect uuid value: '6b1c92bd-d648-8502-80e2-01a208f990a9'")
                .contains("cannot store a value whose byte 6 is 0x80 or more, version 8-15, and whose byte 8 is 0x01-0x80");
        String other = dialect.describeRejection(new java.sql.SQLDataException("Data too long for column 'payload' at row 1"));
        assertThat(other).isEqualTo("MariaDB refused a row: Data too long for column 'payload' at row 1");
    }

    @Test
    void aMissingLibraryIsNamedWithThePackageToInstall() {
        String message = EmbeddedMariaDbDatabase.startFailureMessage(new RuntimeException("mariadb-install-db failed",
                new RuntimeException("bin/mariadbd: error while loading shared libraries: libaio.so.1: cannot open shared object file")));
        assertThat(message).startsWith("embedded MariaDB did not start: mariadb-install-db failed")
                .contains("needs the shared library libaio.so.1").contains("apt-get install libaio1")
                .contains("--db jdbc:mariadb://HOST/DB");

        String unknown = EmbeddedMariaDbDatabase.startFailureMessage(new RuntimeException(
                "bin/mariadbd: error while loading shared libraries: libfoo.so.9: cannot open shared object file"));
        assertThat(unknown).contains("libfoo.so.9").contains("apt-file search libfoo.so.9");
    }
}
