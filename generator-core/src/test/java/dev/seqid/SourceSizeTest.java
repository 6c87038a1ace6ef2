package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A class past about 400 lines usually holds two jobs: every main source file of this module longer
 * than {@value #LIMIT} lines must say why in its own comment ("... lines because ...").
 */
class SourceSizeTest {

    private static final int LIMIT = 420;

    @Test
    void everyLongSourceFileStatesWhyItIsLong() throws IOException {
        Path main = Path.of("src/main/java");
        List<Path> sources;
        try (Stream<Path> files = Files.walk(main)) {
            sources = files.filter(p -> p.toString().endsWith(".java")).toList();
        }
        assertThat(sources).as("sources under %s", main.toAbsolutePath()).isNotEmpty();
        for (Path source : sources) {
            List<String> lines = Files.readAllLines(source);
            if (lines.size() > LIMIT) {
                assertThat(String.join("\n", lines)).as("%s has %d lines and does not say why", source, lines.size())
                        .containsPattern("lines\\s+(\\*\\s+)?because");
            }
        }
    }
}
