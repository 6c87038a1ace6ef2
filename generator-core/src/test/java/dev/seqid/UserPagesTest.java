package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pages a user reads ({@link DocPages}, but the maintainers' pages) say what holds now, not how
 * or when the project found it out: they hold no record of a run and no name of the build's
 * internals. A user page fails when it has
 * <ul>
 *   <li>more than one link into {@code docs/runs/} (a page links the run records behind its figures
 *   from one place, its method), or a run folder's name anywhere but in that link's target;</li>
 *   <li>a date or a time of day: an ISO date in prose of a year of the project's runs (2025 to next
 *   year: {@code 2026-11-29}, with or without a time), a run stamp anywhere ({@code 20261129-212718},
 *   {@code 20261129}) or a clock time in prose ({@code 19:47 UTC}). A date that is a value of such a
 *   year (an example's argument) is written as code, a code span or a source block, where it is
 *   allowed; the dates of formats (epochs, the last day a layout encodes, test vectors) lie outside
 *   those years;</li>
 *   <li>a load figure ({@code load 1.52});</li>
 *   <li>the name of a test class: a word ending in {@code Test}, {@code Tests} or {@code IT} (not an
 *   annotation such as {@code @WebMvcTest}), or a code span naming a class declared only in test
 *   sources. An example's README may name the example's own tests, which its reader runs;</li>
 *   <li>a code span naming a class that is not API: declared in a module's main sources only as a
 *   type that is not {@code public} (Kotlin: {@code private} or {@code internal}), or in a package
 *   named {@code internal}.</li>
 * </ul>
 * Where the build proves things, with test names and runs, is the maintainers' part:
 * {@code docs/reliability.md}, {@code docs/contributing.md} and {@code docs/dev/}, which are not
 * checked. Snippet markers ({@code <!-- snippet: PATH#TAG -->}) are not read: a reader does not see
 * them.
 */
class UserPagesTest {

    /** The maintainers' pages, where test names, runs and dates belong. */
    private static final Set<String> MAINTAINER_PAGES = Set.of("docs/reliability.md", "docs/contributing.md");
    private static final String MAINTAINER_FOLDER = "docs/dev/";


    private static final Pattern FENCE_OPEN = Pattern.compile("^ {0,3}(```|~~~)\\s*([A-Za-z0-9_+-]*)");
    private static final Set<String> SOURCE_LANGUAGES = Set.of("java", "kotlin", "properties", "yaml", "yml", "sql");
    private static final Pattern SNIPPET_MARKER = Pattern.compile("^\\s*<!--.*-->\\s*$");
    private static final Pattern CODE_SPAN = Pattern.compile("(`+)([\\s\\S]+?)\\1");
    private static final Pattern LINK_TARGET = Pattern.compile("(\\]\\(\\s*<?)([^)\\s>]*)");
    private static final Pattern REFERENCE_DEFINITION = Pattern.compile("^( {0,3}\\[[^\\]]+\\]:\\s*<?)(\\S+?)(>?(?:\\s+.*)?)$");

    private static final Pattern ISO_DATE = Pattern.compile("\\b(\\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])(T[\\d:.]+Z?)?\\b");
    /** The first year of the project's runs: an ISO date in prose from this year to next year is a run's date. */
    private static final int FIRST_RUN_YEAR = 2025;
    private static final Pattern RUN_STAMP = Pattern.compile("\\b(19|20)\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])(-\\d{4,6})?\\b");
    private static final Pattern CLOCK_TIME = Pattern.compile("\\b\\d{1,2}:\\d{2}(:\\d{2})?\\s*(UTC|GMT)\\b");
    private static final Pattern LOAD = Pattern.compile("\\bload (average )?(of )?\\d", Pattern.CASE_INSENSITIVE);
    private static final Pattern TEST_WORD = Pattern.compile("(?<![@*\\w.-])([A-Z][A-Za-z0-9]*(?:Test|Tests|[a-z0-9]IT))\\b");
    private static final Pattern LEADING_CLASS = Pattern.compile("^@?([A-Z][A-Za-z0-9_]*)(?:$|[.#(<\\[:])");
    /** A qualified name in a code span: packages, then the class. */
    private static final Pattern QUALIFIED = Pattern.compile("^((?:[a-z]\\w*\\.)+)([A-Z]\\w*)");

    private static final Pattern JAVA_PACKAGE = Pattern.compile("^package\\s+([\\w.]+)\\s*;?", Pattern.MULTILINE);
    private static final Pattern JAVA_TYPE = Pattern.compile(
            "^\\s*((?:(?:public|protected|private|static|final|abstract|sealed|non-sealed|strictfp)\\s+)*)(?:class|interface|enum|record|@interface)\\s+([A-Z]\\w*)",
            Pattern.MULTILINE);
    private static final Pattern KOTLIN_TYPE = Pattern.compile(
            "^\\s*((?:(?:public|protected|private|internal|open|abstract|sealed|data|value|inline|annotation|enum|fun|final)\\s+)*)(?:class|interface|object)\\s+([A-Z]\\w*)",
            Pattern.MULTILINE);
    private static final Pattern TYPE_IN_SOURCE = Pattern.compile(
            "^\\s*(?:(?:public|protected|private|internal|static|final|abstract|sealed|open|data|private|inner)\\s+)*(?:class|interface|enum|record|object)\\s+([A-Z]\\w*)",
            Pattern.MULTILINE);

    @Test
    void userPagesHoldNoRunRecordDateTestNameOrInternalClass() throws IOException {
        Path root = DocPages.repositoryRoot();
        Classes classes = Classes.of(root);

        List<String> problems = new ArrayList<>();
        int checked = 0;
        for (Path page : userPages(root)) {
            checked++;
            problems.addAll(problems(root, page, classes));
        }

        assertThat(checked).as("user pages checked").isGreaterThan(10);
        assertThat(problems).withFailMessage("User pages with a run record, a date, a load figure, a test name or a class that is not API"
                + " (page:line: what; the rules are in UserPagesTest's Javadoc):%n%s", String.join("\n", problems)).isEmpty();
    }

    @Test
    void driftEachKindPlantedInAPageIsFoundAndCodeValuesAreNot(@TempDir Path root) throws IOException {
        Path internal = root.resolve("core/src/main/java/dev/seqid/internal/Hidden.java");
        Files.createDirectories(internal.getParent());
        Files.writeString(internal, "package dev.seqid.internal;\n\npublic final class Hidden {\n}\n");
        Path api = root.resolve("core/src/main/java/dev/seqid/Api.java");
        Files.writeString(api, "package dev.seqid;\n\npublic final class Api {\n    static final class Inner {\n    }\n}\nfinal class Quiet {\n}\n");
        Path kotlin = root.resolve("kt/src/main/kotlin/dev/seqid/kotlin/Spec.kt");
        Files.createDirectories(kotlin.getParent());
        Files.writeString(kotlin, "package dev.seqid.kotlin\n\npublic class Spec\ninternal class Shadow\n");
        Path tool = root.resolve("benchmarks/src/main/java/dev/seqid/benchmarks/Tasks.java");
        Files.createDirectories(tool.getParent());
        Files.writeString(tool, "package dev.seqid.benchmarks;\n\nfinal class Tasks {\n    private static final class Generators {\n    }\n}\n");
        Path test = root.resolve("core/src/test/java/dev/seqid/Helper.java");
        Files.createDirectories(test.getParent());
        Files.writeString(test, "package dev.seqid;\n\nfinal class HelperContract {\n}\n");
        Files.createDirectories(root.resolve("docs/runs/comparison-20261129-212718"));
        Path page = root.resolve("docs/page.md");
        Files.writeString(page, String.join("\n",
                "# Page",
                "Figures: the shared VM, JDK 17 ([the run's files](runs/comparison-20261129-212718)).",
                "The same run again: [here](runs/comparison-20261129-212718/table.md).",
                "In comparison-20261129-212718 the ids were fast.",
                "One run, 2026-11-29, load 1.52 at the start, at 21:27 UTC.",
                "A date as a value: `2026-06-06`; an epoch 1970-01-01, a format's last day 2079-06-06; -DskipTests is an option.",
                "As proved by `FacadeRefusalTest` and UuidFacadeTest.aWindow, and `HelperContract`.",
                "Annotations are fine: `@WebMvcTest`, @FuzzTest; a glob is too: '*FuzzTest'; JIT is a word.",
                "Not API: `PositionState`, `Hidden`, `Api.Inner`, `Quiet`, `Shadow`, `dev.seqid.internal.Hidden`, `dev.seqid.Quiet`; API: `Api`, `Spec`, `dev.seqid.Api`; JUG's: `Generators.timeBasedEpochGenerator()`.",
                "<!-- snippet: core/src/test/java/example/docs/ReadmeSnippetsTest.java#quick -->",
                "```java",
                "Instant at = Instant.parse(\"2026-01-01T00:00:00Z\");",
                "```",
                "```text",
                "Date: 2026-12-01; ./mvnw -Dtest=SoakShortRunTest",
                "```",
                "A code span over two lines: `WHERE t >= TIMESTAMP",
                "'2026-11-01'` is a value."));
        Path source = root.resolve("core/src/main/java/dev/seqid/PositionState.java");
        Files.writeString(source, "package dev.seqid;\n\nfinal class PositionState {\n}\n");

        List<String> problems = problems(root, page, Classes.of(root));

        assertThat(problems).containsExactly(
                "docs/page.md:3: a second link into docs/runs/ (the first on line 2): link a page's run records from one place",
                "docs/page.md:4: a run folder's name: comparison-20261129-212718",
                "docs/page.md:5: a date or time: 2026-11-29",
                "docs/page.md:5: a date or time: 21:27 UTC",
                "docs/page.md:5: a load figure: load 1",
                "docs/page.md:7: a test class: FacadeRefusalTest",
                "docs/page.md:7: a test class: UuidFacadeTest",
                "docs/page.md:7: a test class: HelperContract",
                "docs/page.md:9: a class that is not API: PositionState",
                "docs/page.md:9: a class that is not API: Hidden",
                "docs/page.md:9: a class that is not API: Api.Inner",
                "docs/page.md:9: a class that is not API: Quiet",
                "docs/page.md:9: a class that is not API: Shadow",
                "docs/page.md:9: a class that is not API: dev.seqid.internal.Hidden",
                "docs/page.md:9: a class that is not API: dev.seqid.Quiet",
                "docs/page.md:15: a date or time: 2026-12-01",
                "docs/page.md:15: a test class: SoakShortRunTest");
    }

    @Test
    void anExampleReadmeMayNameItsOwnTests(@TempDir Path root) throws IOException {
        Path own = root.resolve("examples/app/src/test/java/com/example/OrdersApplicationTest.java");
        Files.createDirectories(own.getParent());
        Files.writeString(own, "package com.example;\n\nclass OrdersApplicationTest {\n}\n");
        Path readme = root.resolve("examples/app/README.md");
        Files.writeString(readme, "Run `OrdersApplicationTest`; the library's `UuidGeneratorTest` is not the example's.\n");

        assertThat(problems(root, readme, Classes.of(root))).containsExactly("examples/app/README.md:1: a test class: UuidGeneratorTest");
    }

    /** The pages {@link DocPages} lists, but the maintainers'. */
    static List<Path> userPages(Path root) throws IOException {
        List<Path> pages = new ArrayList<>();
        for (Path page : DocPages.pages(root)) {
            String name = relative(root, page);
            if (!MAINTAINER_PAGES.contains(name) && !name.startsWith(MAINTAINER_FOLDER) && !name.startsWith("docs/runs/")) {
                pages.add(page);
            }
        }
        return pages;
    }

    /** What breaks the rules on one page, as "page:line: what". */
    static List<String> problems(Path root, Path page, Classes classes) throws IOException {
        String name = relative(root, page);
        Set<String> ownTests = name.startsWith("examples/") ? testClassesUnder(page.getParent()) : Set.of();
        Set<String> runFolders = runFolders(root);
        List<String> lines = DocPages.readLines(page);
        List<String> prose = proseOf(lines);
        List<String> problems = new ArrayList<>();
        int firstRunLink = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (SNIPPET_MARKER.matcher(line).matches()) {
                continue;
            }
            String where = name + ":" + (i + 1) + ": ";
            // links into docs/runs/: one per page; their targets are taken out of what is read next
            StringBuilder rest = new StringBuilder();
            int runLinks = 0;
            Matcher link = LINK_TARGET.matcher(line);
            int last = 0;
            while (link.find()) {
                rest.append(line, last, link.start(2));
                if (intoRuns(root, page, link.group(2))) {
                    runLinks++;
                } else {
                    rest.append(link.group(2));
                }
                last = link.end(2);
            }
            rest.append(line.substring(last));
            Matcher reference = REFERENCE_DEFINITION.matcher(rest);
            if (reference.matches() && intoRuns(root, page, reference.group(2))) {
                runLinks++;
                rest = new StringBuilder(reference.group(1) + reference.group(3));
            }
            for (int k = 0; k < runLinks; k++) {
                if (firstRunLink == 0) {
                    firstRunLink = i + 1;
                } else {
                    problems.add(where + "a second link into docs/runs/ (the first on line " + firstRunLink
                            + "): link a page's run records from one place");
                }
            }
            String text = rest.toString();
            for (String folder : runFolders) {
                if (text.contains(folder)) {
                    problems.add(where + "a run folder's name: " + folder);
                }
            }
            String proseLine = prose.get(i);
            for (Pattern date : List.of(RUN_STAMP, ISO_DATE, CLOCK_TIME)) {
                Matcher found = date.matcher(date == RUN_STAMP ? withoutRunLinks(text, runFolders) : proseLine);
                while (found.find()) {
                    if (date != ISO_DATE || isRunYear(Integer.parseInt(found.group(1)))) {
                        problems.add(where + "a date or time: " + found.group());
                    }
                }
            }
            Matcher load = LOAD.matcher(proseLine);
            while (load.find()) {
                problems.add(where + "a load figure: " + load.group());
            }
            Set<String> named = new HashSet<>();
            Matcher word = TEST_WORD.matcher(text);
            while (word.find()) {
                if (!ownTests.contains(word.group(1)) && !classes.exported().contains(word.group(1)) && named.add(word.group(1))) {
                    problems.add(where + "a test class: " + word.group(1));
                }
            }
            for (String span : codeSpans(line)) {
                Matcher qualified = QUALIFIED.matcher(span);
                if (qualified.find()) {
                    if (("." + qualified.group(1)).contains(".internal.") || classes.hidden().contains(qualified.group(2))
                            && !classes.exported().contains(qualified.group(2))) {
                        problems.add(where + "a class that is not API: " + qualified.group());
                    }
                    continue;
                }
                Matcher leading = LEADING_CLASS.matcher(span);
                if (!leading.find() || span.startsWith("@")) {
                    continue;
                }
                String simple = leading.group(1);
                String nested = nestedName(span);
                if (nested != null && classes.hidden().contains(nested) && !classes.exported().contains(nested)) {
                    problems.add(where + "a class that is not API: " + span.substring(0, simple.length() + 1 + nested.length()));
                } else if (classes.hidden().contains(simple) && !classes.exported().contains(simple)) {
                    problems.add(where + "a class that is not API: " + simple);
                } else if (classes.testOnly().contains(simple) && !classes.exported().contains(simple)
                        && !ownTests.contains(simple) && named.add(simple)) {
                    problems.add(where + "a test class: " + simple);
                }
            }
        }
        return problems;
    }

    /**
     * Whether a date of this year in prose is read as a run's date: from the project's first runs
     * to next year. Dates that are facts of a format (an epoch, the last day a layout encodes, a
     * published test vector) lie outside, or are written as code.
     */
    private static boolean isRunYear(int year) {
        return year >= FIRST_RUN_YEAR && year <= java.time.Year.now(java.time.ZoneOffset.UTC).getValue() + 1;
    }

    /** The name after the first '.' of a span such as {@code Api.Inner}, if it starts with a capital. */
    private static String nestedName(String span) {
        Matcher nested = Pattern.compile("^[A-Z]\\w*\\.([A-Z]\\w*)\\b").matcher(span);
        return nested.find() ? nested.group(1) : null;
    }

    private static String withoutRunLinks(String text, Set<String> runFolders) {
        String out = text;
        for (String folder : runFolders) {
            out = out.replace(folder, "");
        }
        return out;
    }

    /**
     * Each line as a reader sees it outside code: lines in fenced blocks of a source language and
     * code spans (also those running over a line's end) blanked, so that a date there, a value, is
     * not read as a date of a run. Fenced blocks of other languages (output, shell) stay prose.
     */
    static List<String> proseOf(List<String> lines) {
        List<String> out = new ArrayList<>();
        StringBuilder paragraph = new StringBuilder();
        int paragraphLines = 0;
        boolean fenced = false;
        boolean sourceBlock = false;
        for (String line : lines) {
            Matcher fence = FENCE_OPEN.matcher(line);
            if (fence.find()) {
                flush(paragraph, paragraphLines, out);
                paragraphLines = 0;
                if (!fenced) {
                    sourceBlock = SOURCE_LANGUAGES.contains(fence.group(2).toLowerCase(java.util.Locale.ROOT));
                }
                fenced = !fenced;
                out.add("");
                continue;
            }
            if (fenced) {
                out.add(sourceBlock ? "" : line);
                continue;
            }
            if (line.isBlank()) {
                flush(paragraph, paragraphLines, out);
                paragraphLines = 0;
                out.add(line);
                continue;
            }
            if (paragraphLines > 0) {
                paragraph.append('\n');
            }
            paragraph.append(SNIPPET_MARKER.matcher(line).matches() ? "" : line);
            paragraphLines++;
        }
        flush(paragraph, paragraphLines, out);
        return out;
    }

    private static void flush(StringBuilder paragraph, int lines, List<String> out) {
        if (lines == 0) {
            return;
        }
        Matcher span = CODE_SPAN.matcher(paragraph);
        StringBuilder blanked = new StringBuilder();
        while (span.find()) {
            span.appendReplacement(blanked, Matcher.quoteReplacement(span.group().replaceAll("[^\\n]", " ")));
        }
        span.appendTail(blanked);
        for (String line : blanked.toString().split("\n", -1)) {
            out.add(line);
        }
        paragraph.setLength(0);
    }

    private static List<String> codeSpans(String line) {
        List<String> spans = new ArrayList<>();
        Matcher span = CODE_SPAN.matcher(line);
        while (span.find()) {
            spans.add(span.group(2).strip());
        }
        return spans;
    }

    private static boolean intoRuns(Path root, Path page, String target) {
        if (target.isEmpty() || target.contains(":")) {
            return false;
        }
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        return !file.isEmpty() && page.getParent().resolve(file).normalize().startsWith(root.resolve("docs/runs"));
    }

    private static Set<String> runFolders(Path root) throws IOException {
        Set<String> folders = new TreeSet<>();
        Path runs = root.resolve("docs/runs");
        if (Files.isDirectory(runs)) {
            try (Stream<Path> list = Files.list(runs)) {
                list.filter(Files::isDirectory).forEach(p -> folders.add(p.getFileName().toString()));
            }
        }
        return folders;
    }

    private static Set<String> testClassesUnder(Path folder) throws IOException {
        Set<String> names = new TreeSet<>();
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : (Iterable<Path>) files.filter(p -> p.toString().contains("/src/test/") && isSource(p))::iterator) {
                Matcher type = TYPE_IN_SOURCE.matcher(Files.readString(file));
                while (type.find()) {
                    names.add(type.group(1));
                }
            }
        }
        return names;
    }

    private static boolean isSource(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(".java") || name.endsWith(".kt");
    }

    /** A source of a module that is not published: its types are no library's API or secret. */
    static boolean isTool(Path root, Path file) {
        Path module = root.relativize(file).getName(0);
        return Set.of("benchmarks", "stress-tests", "bench-insert", "cli", "examples").contains(module.toString());
    }

    private static String relative(Path root, Path page) {
        return root.relativize(page).toString().replace('\\', '/');
    }

    /**
     * The classes of the repository's sources by simple name: exported (a public type of main
     * sources outside an {@code internal} package), hidden (any other type of main sources) and
     * test-only (declared in test sources and nowhere in main).
     */
    record Classes(Set<String> exported, Set<String> hidden, Set<String> testOnly) {

        static Classes of(Path root) throws IOException {
            Set<String> exported = new TreeSet<>();
            Set<String> hidden = new TreeSet<>();
            Set<String> tests = new TreeSet<>();
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : (Iterable<Path>) files.filter(UserPagesTest::isSource)::iterator) {
                    String path = file.toString().replace('\\', '/');
                    if (path.contains("/target/") || path.contains("/.git/")) {
                        continue;
                    }
                    String source = Files.readString(file);
                    if (path.contains("/src/main/")) {
                        Matcher pkg = JAVA_PACKAGE.matcher(source);
                        boolean internal = pkg.find() && ("." + pkg.group(1) + ".").contains(".internal.");
                        boolean kotlin = path.endsWith(".kt");
                        Matcher type = (kotlin ? KOTLIN_TYPE : JAVA_TYPE).matcher(source);
                        while (type.find()) {
                            String modifiers = " " + type.group(1);
                            boolean open = kotlin ? !modifiers.contains(" private ") && !modifiers.contains(" internal ")
                                    : modifiers.contains(" public ");
                            // benchmarks, stress tests, the CLI and the examples publish no API: none
                            // of their types is a secret, and a private one may share a simple name
                            // with a type of a library the pages name (JUG's Generators)
                            (open && !internal || isTool(root, file) ? exported : hidden).add(type.group(2));
                        }
                    } else if (path.contains("/src/test/")) {
                        Matcher type = TYPE_IN_SOURCE.matcher(source);
                        while (type.find()) {
                            // the pages' snippets: their types are what a reader sees in the code blocks
                            (path.contains("/example/docs/") ? exported : tests).add(type.group(1));
                        }
                    }
                }
            }
            tests.removeAll(exported);
            tests.removeAll(hidden);
            return new Classes(exported, hidden, tests);
        }
    }
}
