package dev.seqid.benchinsert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
 * native UUID type against seqid's mariadb order, the one check of {@code UuidOrder.MARIADB} against a
 * real server.
 *
 * <p>Where the server does not start the test fails with the command's message (the missing library,
 * the refusal to run as root, ...), since a skip would hide that the order went unchecked. With
 * {@code -Dseqid.mariadb.skip=true} (docs/bench-insert.md) it is skipped instead, saying why on
 * standard error as well as in the skip reason.
 */
class MariaDbBenchTest {

    /** Set to {@code true} to skip, rather than fail, where embedded MariaDB cannot start. */
    static final String SKIP_PROPERTY = "seqid.mariadb.skip";

    @BeforeAll
    static void linuxX64() {
        Assumptions.assumeTrue(EmbeddedPlatform.isLinuxX64(), "the embedded servers are Linux x86-64 builds");
    }

    @TempDir
    Path out;

    @Test
    void measuresEveryDefaultKeyAndMatchesSeqidsMariaDbOrder() throws Exception {
        // the default keys, and seqguid-atend, whose ids MariaDB's UUID type refuses about one in two
        // (no version, byte 6 random: docs/layouts.md#mariadb-guard), for the refusal path
        List<String> keys = new ArrayList<>(ReportAssertions.DEFAULT_KEYS);
        keys.add("seqguid-atend");
        BenchRun run = BenchRun.run(BenchRun.smallRun(out, "--db", "mariadb", "--cache", "16MB", "--layouts", String.join(",", keys)));
        if (run.exitCode() == BenchInsertCommand.EXIT_FAILURE && run.err().contains("embedded MariaDB did not start")) {
            serverDidNotStart(run.err());
        }
        JsonNode report = ReportAssertions.assertRun(run, out, "MariaDB", keys, Set.of("seqguid-atend"));
        // the v8 layout carries the MariaDB guard: every row accepted
        assertThat(ReportAssertions.find(report, "v8-sqlserver").path("error").isNull()).as(report.toString()).isTrue();
        JsonNode refusedKey = ReportAssertions.find(report, "seqguid-atend");
        assertThat(refusedKey.path("error").isNull()).as("seqguid-atend is refused").isFalse();
        Matcher refused = Pattern.compile("Incorrect uuid value: '([0-9a-f-]{36})'").matcher(refusedKey.path("error").asText());
        assertThat(refused.find()).as(refusedKey.toString()).isTrue();
        UUID id = UUID.fromString(refused.group(1));
        assertThat(MariaDbDialect.cannotStore(id)).as(id + " is one the UUID type cannot store").isTrue();
        assertThat(refusedKey.path("error").asText()).contains("cannot store a value whose byte 6 is 0x80 or more");
        assertThat(report.path("notes").toString()).contains("seqguid-atend not measured");

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

    /** Fails the test with the command's message, or skips it loudly where {@value #SKIP_PROPERTY} is set. */
    static void serverDidNotStart(String message) {
        String why = "embedded MariaDB " + EmbeddedMariaDbDatabase.version() + " did not start, so UuidOrder.MARIADB was not checked "
                + "against a real server:\n" + message;
        if (!Boolean.getBoolean(SKIP_PROPERTY)) {
            fail(why + "\n(-D" + SKIP_PROPERTY + "=true skips this test instead, on a machine that cannot run the server)");
        }
        System.err.println("*** MariaDbBenchTest SKIPPED (-D" + SKIP_PROPERTY + "=true): " + why);
        Assumptions.abort("-D" + SKIP_PROPERTY + "=true: " + why);
    }
}
