package dev.seqid.benchinsert;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Wrong input: a message that says what was wrong and what is right, exit code 2, nothing run or written. */
class BadInputTest {

    @TempDir
    Path temp;

    private BenchRun bad(String... args) {
        BenchRun run = BenchRun.run(args);
        assertThat(run.exitCode()).as(run.toString()).isEqualTo(BenchInsertCommand.EXIT_USAGE);
        assertThat(run.out()).as("nothing on standard output").isEmpty();
        assertThat(run.err()).startsWith("seqid bench-insert: ").contains("Try 'seqid bench-insert --help'");
        return run;
    }

    @Test
    void unreachableJdbcUrl() {
        Path out = temp.resolve("out");
        BenchRun run = bad("--db", "jdbc:postgresql://127.0.0.1:1/nothing", "--rows", "1000", "--out", out.toString());
        assertThat(run.err()).contains("cannot connect to jdbc:postgresql://127.0.0.1:1/nothing")
                .contains("refused").contains("check the URL, that the server is running");
        assertThat(out.resolve("report.json")).doesNotExist();
    }

    @Test
    void unreachableMariaDbUrlWithPasswordMasked() {
        BenchRun run = bad("--db", "jdbc:mariadb://127.0.0.1:1/nothing?password=secret", "--out", temp.toString());
        assertThat(run.err()).contains("cannot connect to jdbc:mariadb://127.0.0.1:1/nothing?password=***").doesNotContain("secret");
    }

    @Test
    void urlWithoutABundledDriver() {
        BenchRun run = bad("--db", "jdbc:sqlserver://localhost;databaseName=x", "--out", temp.toString());
        assertThat(run.err()).contains("no bundled JDBC driver takes jdbc:sqlserver://localhost")
                .contains("jdbc:postgresql:, jdbc:mariadb:, jdbc:sqlite: or jdbc:h2:");
    }

    @Test
    void unknownLayout() {
        BenchRun run = bad("--layouts", "bigint,v7,v9", "--out", temp.toString());
        assertThat(run.err()).contains("unknown layout 'v9'").contains("known layouts: v7, v7-monotonic-random")
                .contains("bigint for the identity-key baseline");
    }

    @Test
    void layoutListedTwice() {
        BenchRun run = bad("--layouts", "v7,v4,v7", "--out", temp.toString());
        assertThat(run.err()).contains("v7 is listed twice");
    }

    @Test
    void tooFewRows() {
        BenchRun run = bad("--rows", "999", "--out", temp.toString());
        assertThat(run.err()).contains("--rows must be from 1,000 to 100,000,000, got 999");
    }

    @Test
    void unwritableOut() throws Exception {
        Path file = Files.writeString(temp.resolve("a-file"), "not a directory");
        BenchRun run = bad("--db", "sqlite", "--out", file.resolve("results").toString());
        assertThat(run.err()).contains("--out " + file.resolve("results") + " is not a writable directory")
                .contains("give a directory you can write to");
    }

    @Test
    void unknownDatabase() {
        BenchRun run = bad("--db", "oracle", "--out", temp.toString());
        assertThat(run.err()).contains("unknown database 'oracle'; expected postgres, mariadb, sqlite, h2 or a JDBC URL");
    }

    @Test
    void cacheOfAServerTheCommandDoesNotRun() {
        BenchRun run = bad("--db", "jdbc:postgresql://127.0.0.1:1/x", "--cache", "16MB", "--out", temp.toString());
        assertThat(run.err()).contains("--cache sets the cache of an embedded database").contains("shared_buffers");
    }

    @Test
    void cacheThatIsNotASize() {
        BenchRun run = bad("--db", "sqlite", "--cache", "lots", "--out", temp.toString());
        assertThat(run.err()).contains("--cache: 'lots' is not a size").contains("16MB");
    }

    @Test
    void badBatch() {
        BenchRun run = bad("--db", "sqlite", "--batch", "0", "--out", temp.toString());
        assertThat(run.err()).contains("--batch must be from 1 to 100,000 rows, got 0");
    }

    @Test
    void unknownOption() {
        BenchRun run = bad("--db", "sqlite", "--row", "5000");
        assertThat(run.err()).contains("Unknown options: '--row', '5000'").contains("Possible solutions: --rows");
    }
}
