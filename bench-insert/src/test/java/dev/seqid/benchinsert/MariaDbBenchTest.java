package dev.seqid.benchinsert;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
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
        JsonNode report = ReportAssertions.assertCompleteRun(run, out, "MariaDB", ReportAssertions.DEFAULT_KEYS);

        JsonNode database = report.path("database");
        assertThat(database.path("settings").path("version").asText()).startsWith("11.4");
        assertThat(database.path("settings").path("innodb_buffer_pool_size").asText()).isEqualTo("16MB");
        assertThat(database.path("idOrder").asText()).isEqualTo("mariadb");
        assertThat(database.path("idType").asText()).isEqualTo("UUID");
        assertThat(report.path("run").path("logName").asText()).isEqualTo("redo log");
        for (JsonNode key : report.path("keys")) {
            String name = key.path("name").asText();
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
