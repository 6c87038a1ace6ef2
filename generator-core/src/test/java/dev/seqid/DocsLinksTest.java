package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every relative link in the pages a user reads ({@link DocPages}) points at a file of the repository
 * that exists, and every {@code #anchor} at a heading of the target Markdown file (or an
 * {@code <a id>} in it), by GitHub's slug rule: the heading's text in lower case, spaces turned
 * into '-', every other character that is not a letter, a digit, '-' or '_' dropped, and '-1',
 * '-2', ... appended to repeated slugs. Links with a scheme ({@code https:}, {@code mailto:}) are
 * not followed; text in code blocks and code spans is not a link.
 */
class DocsLinksTest {

    /** {@code [text](target)} and {@code ![alt](target)}, the target up to a space or ')'; an optional title after it. */
    private static final Pattern INLINE_LINK = Pattern.compile("!?\\[[^\\]]*\\]\\(\\s*<?([^)\\s>]*)>?(?:\\s+\"[^\"]*\")?\\s*\\)");
    /** A reference definition: {@code [label]: target}. */
    private static final Pattern REFERENCE_DEFINITION = Pattern.compile("^ {0,3}\\[[^\\]]+\\]:\\s*<?(\\S+?)>?(?:\\s+.*)?$");
    private static final Pattern HEADING = Pattern.compile("^ {0,3}(#{1,6})\\s+(.*?)\\s*#*\\s*$");
    private static final Pattern HTML_ANCHOR = Pattern.compile("<a\\s+(?:id|name)=\"([^\"]+)\"", Pattern.CASE_INSENSITIVE);
    private static final Pattern FENCE = Pattern.compile("^ {0,3}(```|~~~)");
    private static final Pattern CODE_SPAN = Pattern.compile("(`+)(.+?)\\1");
    private static final Pattern SCHEME = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]*:");

    @Test
    void everyRelativeLinkAndAnchorOfTheDocsResolves() throws IOException {
        Path root = DocPages.repositoryRoot();
        List<Path> pages = DocPages.pages(root);

        List<String> broken = brokenLinks(root, pages);

        assertThat(pages).hasSizeGreaterThan(1);
        assertThat(broken).withFailMessage("Broken links (file:line: target: why):%n%s", String.join("\n", broken)).isEmpty();
    }

    /**
     * A page's sections ({@code #} and {@code ##} headings) each appear once: a section pasted twice
     * by an edit leaves two versions of the same figures, of which a reader cannot tell the current.
     */
    @Test
    void noPageRepeatsASection() throws IOException {
        Path root = DocPages.repositoryRoot();
        List<Path> pages = DocPages.pages(root);

        List<String> repeated = new ArrayList<>();
        for (Path page : pages) {
            repeatedSections(DocPages.readLines(page)).forEach(h -> repeated.add(root.relativize(page) + ": " + h));
        }

        assertThat(repeated).withFailMessage("Sections that appear more than once (page: heading):%n%s", String.join("\n", repeated)).isEmpty();
        assertThat(repeatedSections(List.of("# A", "## B", "### C", "## D", "```", "## B", "```", "### C", "## B")))
                .as("a repeated section is found; repeated ### headings and fenced lines are not sections")
                .containsExactly("## B");
    }

    /** The {@code #} and {@code ##} headings outside code blocks that appear more than once, each listed once. */
    private static List<String> repeatedSections(List<String> lines) {
        Set<String> seen = new HashSet<>();
        Set<String> repeated = new java.util.LinkedHashSet<>();
        boolean fenced = false;
        for (String line : lines) {
            if (FENCE.matcher(line).find()) {
                fenced = !fenced;
                continue;
            }
            Matcher heading = HEADING.matcher(line);
            if (!fenced && heading.matches() && heading.group(1).length() <= 2) {
                String section = heading.group(1) + " " + heading.group(2);
                if (!seen.add(section)) {
                    repeated.add(section);
                }
            }
        }
        return new ArrayList<>(repeated);
    }

    @Test
    void slugsFollowGitHubsRule() {
        assertThat(slug("Hibernate / JPA")).isEqualTo("hibernate--jpa");
        assertThat(slug("MariaDB guard")).isEqualTo("mariadb-guard");
        assertThat(slug("`v7-clock-precision`")).isEqualTo("v7-clock-precision");
        assertThat(slug("Every benchmark, 1 and 2 threads")).isEqualTo("every-benchmark-1-and-2-threads");
        assertThat(slug(".NET byte order")).isEqualTo("net-byte-order");
        assertThat(slug("RFC 9562 test vectors")).isEqualTo("rfc-9562-test-vectors");
        assertThat(slug("a_b [link](x.md) *em*")).isEqualTo("a_b-link-em");
    }

    @Test
    void aMissingFileAnAnchorWithoutHeadingAndALinkOutOfTheRepositoryAreReported(@TempDir Path root) throws IOException {
        Files.createDirectories(root.resolve("docs"));
        Files.writeString(root.resolve("README.md"), String.join("\n",
                "# Title",
                "## Two words",
                "[ok](#two-words) [ok](docs/a.md#section-b) [ok](docs/) ![ok](docs/a.md)",
                "[missing file](docs/none.md) [missing anchor](#nowhere) [bad anchor](docs/a.md#section-c)",
                "[outside](../x.md) [web](https://example.com/#whatever) `[code](nowhere.md)`",
                "```",
                "[fenced](nowhere.md)",
                "```",
                "[ref]: docs/gone.md"));
        Files.writeString(root.resolve("docs/a.md"), "# A\n\n## Section B\n\n[up](../README.md#title) [own](#a)\n");

        List<String> broken = brokenLinks(root, List.of(root.resolve("README.md"), root.resolve("docs/a.md")));

        assertThat(broken).hasSize(5);
        assertThat(String.join("\n", broken))
                .contains("README.md:4: docs/none.md", "README.md:4: #nowhere", "README.md:4: docs/a.md#section-c",
                        "README.md:5: ../x.md", "README.md:9: docs/gone.md")
                .doesNotContain("example.com", "fenced", "[code]");
    }

    /** The broken links of the pages, as "page:line: target: why", page relative to root. */
    static List<String> brokenLinks(Path root, List<Path> pages) {
        Map<Path, Set<String>> anchorsByFile = new HashMap<>();
        List<String> broken = new ArrayList<>();
        for (Path page : pages) {
            List<String> lines = DocPages.readLines(page);
            boolean fenced = false;
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (FENCE.matcher(line).find()) {
                    fenced = !fenced;
                    continue;
                }
                if (fenced) {
                    continue;
                }
                String text = CODE_SPAN.matcher(line).replaceAll("code");
                List<String> targets = new ArrayList<>();
                Matcher inline = INLINE_LINK.matcher(text);
                while (inline.find()) {
                    targets.add(inline.group(1));
                }
                Matcher reference = REFERENCE_DEFINITION.matcher(text);
                if (reference.matches()) {
                    targets.add(reference.group(1));
                }
                for (String target : targets) {
                    String why = check(root, page, target, anchorsByFile);
                    if (why != null) {
                        broken.add(root.relativize(page) + ":" + (i + 1) + ": " + target + ": " + why);
                    }
                }
            }
        }
        return broken;
    }

    /** Null if the target resolves, else why not. */
    private static String check(Path root, Path page, String target, Map<Path, Set<String>> anchorsByFile) {
        if (target.isEmpty()) {
            return "empty target";
        }
        if (SCHEME.matcher(target).find() || target.startsWith("//")) {
            return null;
        }
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        String anchor = hash < 0 ? null : target.substring(hash + 1);
        Path resolved = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
        if (!resolved.startsWith(root)) {
            return "outside the repository";
        }
        if (!Files.exists(resolved)) {
            return "no such file";
        }
        if (anchor == null) {
            return null;
        }
        if (!resolved.getFileName().toString().endsWith(".md") || Files.isDirectory(resolved)) {
            return "an anchor into a file that is not Markdown";
        }
        Set<String> anchors = anchorsByFile.computeIfAbsent(resolved, DocsLinksTest::anchorsOf);
        return anchors.contains(anchor) ? null : "no heading with that anchor in " + root.relativize(resolved);
    }

    /** The anchors GitHub makes for a Markdown file: a slug per heading outside code blocks, and every {@code <a id>}. */
    private static Set<String> anchorsOf(Path file) {
        Set<String> anchors = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean fenced = false;
        for (String line : DocPages.readLines(file)) {
            if (FENCE.matcher(line).find()) {
                fenced = !fenced;
                continue;
            }
            if (fenced) {
                continue;
            }
            Matcher html = HTML_ANCHOR.matcher(line);
            while (html.find()) {
                anchors.add(html.group(1));
            }
            Matcher heading = HEADING.matcher(line);
            if (heading.matches()) {
                String slug = slug(heading.group(2));
                int count = seen.merge(slug, 1, Integer::sum);
                anchors.add(count == 1 ? slug : slug + "-" + (count - 1));
            }
        }
        return anchors;
    }

    /** GitHub's slug of a heading's text: links reduced to their text, lower case, spaces to '-', other punctuation but '-' and '_' dropped. */
    static String slug(String heading) {
        String text = heading.replaceAll("!?\\[([^\\]]*)\\]\\([^)]*\\)", "$1").toLowerCase(java.util.Locale.ROOT);
        StringBuilder slug = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            if (c == ' ') {
                slug.append('-');
            } else if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
                slug.appendCodePoint(c);
            }
        });
        return slug.toString();
    }
}
