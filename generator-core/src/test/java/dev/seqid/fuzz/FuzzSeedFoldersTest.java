package dev.seqid.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Jazzer finds a fuzz test's regression seeds by name, in {@code <Class>Inputs/<method>/} next to
 * the class's package among the test resources; a renamed class or method would silently run on
 * no seeds. Every {@link FuzzTest} of this package must find a folder with at least one seed.
 */
class FuzzSeedFoldersTest {

    private static final List<Class<?>> FUZZ_TESTS = List.of(UuidCodecFuzzTest.class, UuidLayoutDecodingFuzzTest.class, UuidParserFuzzTest.class);

    @Test
    void everyFuzzTestHasItsSeedFolder() throws IOException {
        Path resources = Path.of("src/test/resources/dev/seqid/fuzz");
        int fuzzTests = 0;
        for (Class<?> test : FUZZ_TESTS) {
            for (Method m : test.getDeclaredMethods()) {
                if (m.isAnnotationPresent(FuzzTest.class)) {
                    fuzzTests++;
                    Path seeds = resources.resolve(test.getSimpleName() + "Inputs").resolve(m.getName());
                    assertThat(seeds).as("seeds of %s.%s", test.getSimpleName(), m.getName()).isDirectory();
                    try (Stream<Path> files = Files.list(seeds)) {
                        assertThat(files.count()).as("seeds in %s", seeds).isPositive();
                    }
                }
            }
        }
        assertThat(fuzzTests).isEqualTo(FUZZ_TESTS.size());
        // Every folder belongs to a fuzz test: a folder left behind by a rename is caught too.
        try (Stream<Path> folders = Files.list(resources)) {
            assertThat(folders.map(p -> p.getFileName().toString()))
                    .containsExactlyInAnyOrderElementsOf(FUZZ_TESTS.stream().map(c -> c.getSimpleName() + "Inputs").toList());
        }
    }
}
