package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every code block a user may copy from the pages ({@link DocPages}) is code the build compiles and
 * runs, so the docs cannot drift from the API.
 *
 * <p>The rule, for each fenced block of {@code java}, {@code kotlin}, {@code properties} or
 * {@code yaml}:
 * <ul>
 *   <li>it follows a line {@code <!-- snippet: PATH#TAG -->} (the nearest non-blank line above the
 *   fence; {@code PATH} relative to the repository root, in a module's {@code src/test/}), and
 *   equals, line for line, the region of that file between the lines holding {@code tag::TAG[]} and
 *   {@code end::TAG[]}, with the region's common indentation removed and trailing blanks ignored.
 *   The file is a test of its module (package {@code example.docs}, outside {@code dev.seqid}, so it
 *   sees only the public API), which runs the snippet and checks what it made; or</li>
 *   <li>its first line says it is a fragment: {@code // fragment: what it leaves out} (or
 *   {@code # fragment: ...}), visible to the reader.</li>
 * </ul>
 * Build-file blocks ({@code xml}, and {@code kotlin} blocks that open with
 * {@code // build.gradle.kts}) name only artifacts that {@code bom/pom.xml} manages. Blocks of other
 * languages (shell, SQL, C#, text) are not checked.
 */
class DocBlocksTest {

    private static final Set<String> SOURCE_LANGUAGES = Set.of("java", "kotlin", "properties", "yaml", "yml");
    private static final Pattern FENCE_OPEN = Pattern.compile("^( {0,3})```\\s*([A-Za-z0-9_+-]*)\\s*$");
    private static final Pattern FENCE_CLOSE = Pattern.compile("^ {0,3}```\\s*$");
    private static final Pattern SNIPPET = Pattern.compile("^\\s*<!--\\s*snippet:\\s*([^#\\s]+)#([\\w.-]+)\\s*-->\\s*$");
    private static final Pattern FRAGMENT = Pattern.compile("^\\s*(//|#)\\s*fragment:\\s*\\S.*$");
    private static final Pattern BUILD_FILE = Pattern.compile("^\\s*//\\s*build\\.gradle\\.kts\\b.*$");
    private static final Pattern SEQID_ARTIFACT = Pattern.compile("\\bseqid-[a-z][a-z0-9-]*\\b");
    private static final Pattern BOM_ARTIFACT = Pattern.compile("<artifactId>(seqid-[a-z0-9-]+)</artifactId>");

    /** A fenced block: the page, the line of its opening fence (1-based), its language and its lines. */
    record Block(Path page, int line, String language, String marker, List<String> lines) {
        String where(Path root) {
            return root.relativize(page) + ":" + line;
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
                    + " block, and its first line is not '// fragment: what it leaves out'";
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
        return null;
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
