package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The pages a user reads, for the checks of the docs ({@link DocsLinksTest}, {@link DocBlocksTest}):
 * {@code README.md}, {@code SECURITY.md}, every Markdown page under {@code docs/} (but the run records in
 * {@code docs/runs/}) and each example's {@code README.md}.
 *
 * <p>Maven runs the tests with the module folder as working directory, so the repository root is
 * its parent.
 */
final class DocPages {

    private DocPages() {
    }

    static Path repositoryRoot() {
        Path root = Path.of("..").toAbsolutePath().normalize();
        assertThat(root.resolve("README.md")).as("README.md in the repository root %s (tests run in the module folder)", root).isRegularFile();
        assertThat(root.resolve("docs")).isDirectory();
        return root;
    }

    /** README.md, SECURITY.md, docs/**.md but docs/runs/, and examples/&#42;/README.md, in a fixed order. */
    static List<Path> pages(Path root) throws IOException {
        List<Path> pages = new ArrayList<>();
        pages.add(root.resolve("README.md"));
        pages.add(root.resolve("SECURITY.md"));
        Path runs = root.resolve("docs/runs");
        try (Stream<Path> docs = Files.walk(root.resolve("docs"))) {
            docs.filter(p -> p.getFileName().toString().endsWith(".md") && !p.startsWith(runs)).sorted().forEach(pages::add);
        }
        Path examples = root.resolve("examples");
        if (Files.isDirectory(examples)) {
            try (Stream<Path> apps = Files.list(examples)) {
                apps.map(p -> p.resolve("README.md")).filter(Files::isRegularFile).sorted().forEach(pages::add);
            }
        }
        return pages;
    }

    static List<String> readLines(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
