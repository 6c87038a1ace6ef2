package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;

/**
 * docs/settings.md and the Java builders say the same: every public method of
 * {@link UuidGenerator.Builder} and {@link UuidFacade.Builder} has a row, every name in the Builder
 * column is a public method of the code, and the defaults stated are the ones a builder left alone
 * builds with.
 */
class SettingsTableBuilderTest {

    private final List<SettingsTable.Row> rows = SettingsTable.read();

    @Test
    void everyBuilderMethodHasARowAndEveryNameInTheColumnIsAMethod() {
        Set<String> documented = SettingsTable.names(rows, SettingsTable.BUILDER);
        SoftAssertions softly = new SoftAssertions();

        softly.assertThat(documented).as("the Builder column of docs/settings.md names every setting of UuidGenerator.Builder")
                .containsAll(settings(UuidGenerator.Builder.class, ""));
        softly.assertThat(documented).as("the Builder column of docs/settings.md names every setting of UuidFacade.Builder")
                .containsAll(settings(UuidFacade.Builder.class, "UuidFacade.Builder."));
        List<String> unknown = new ArrayList<>();
        for (String name : documented) {
            if (!isPublicMethod(name)) {
                unknown.add(name);
            }
        }
        softly.assertThat(unknown).as("names in the Builder column of docs/settings.md that are no public method of dev.seqid").isEmpty();
        softly.assertAll();
    }

    @Test
    void theDefaultsAreThoseOfABuilderLeftAlone() {
        Map<String, Object> defaults = SettingsTable.settingsOf(UuidGenerator.builder().build());
        Set<String> checked = new TreeSet<>();
        for (SettingsTable.Row row : rows) {
            for (String name : row.names(SettingsTable.BUILDER)) {
                if (defaults.containsKey(name)) {
                    assertThat(checked.add(name)).as("%s: one row per builder setting, %s is on another", row, name).isTrue();
                    assertThat(SettingsTable.sameDefault(defaults.get(name), row.defaultValue()))
                            .as("%s says the default of %s is %s; a builder left alone builds with %s", row, name, row.defaultValue(),
                                    defaults.get(name))
                            .isTrue();
                }
            }
        }
        assertThat(checked).as("every builder setting's default is on the page").isEqualTo(new TreeSet<>(defaults.keySet()));
    }

    @Test
    void aDefaultIsComparedByTheNameItGoesByInTheConfigurations() {
        assertThat(SettingsTable.sameDefault(UuidLayout.v7(), "v7")).isTrue();
        assertThat(SettingsTable.sameDefault(UuidLayout.v7(), "v6")).isFalse();
        assertThat(SettingsTable.sameDefault(EntropySource.secure(), "secure")).isTrue();
        assertThat(SettingsTable.sameDefault(EntropySource.secure(), "per-thread-drbg")).isFalse();
        assertThat(SettingsTable.sameDefault(OverflowPolicy.WAIT, "wait")).isTrue();
        assertThat(SettingsTable.sameDefault(ClockStepBack.REANCHOR, "keep-order")).isFalse();
        assertThat(SettingsTable.sameDefault(java.time.Duration.ofSeconds(1), "1s")).isTrue();
        assertThat(SettingsTable.sameDefault(java.time.Duration.ofSeconds(1), "1000ms")).isTrue();
        assertThat(SettingsTable.sameDefault(java.time.Duration.ofSeconds(1), "999ms")).isFalse();
        assertThat(SettingsTable.sameDefault("PT10S", "10s")).as("the command line's default, ISO-8601").isTrue();
        assertThat(SettingsTable.sameDefault(404, "404")).isTrue();
        assertThat(SettingsTable.sameDefault(ClockSource.cached(), "ClockSource.cached()")).isTrue();
        assertThat(SettingsTable.sameDefault(ClockSource.cached(), "ClockSource.system()")).isFalse();
        assertThat(SettingsTable.sameDefault(null, null)).as("none is none").isTrue();
        assertThat(SettingsTable.sameDefault(UUID.randomUUID(), null)).as("a value is not none").isFalse();
    }

    @Test
    void theReaderTakesTheSettingsTablesOnlyWithTheirSectionsAndNames() {
        List<SettingsTable.Row> parsed = SettingsTable.parse(List.of(
                "## One",
                "| A | B |",
                "|---|---|",
                "| not | read |",
                "",
                "| Setting | Builder | Kotlin DSL | Spring property | Command line | Default |",
                "|---|---|---|---|---|---|",
                "| Layout | `layout(UuidLayout)` | `layout = …`, `layout(\"name\")` | `seqid.layout` | `--layout` | `v7` |",
                "## The façade",
                "| Setting | Builder | Kotlin DSL | Spring property | Command line | Default |",
                "|---|---|---|---|---|---|",
                "| Scheme | `UuidFacade.builder(FacadeScheme, FacadeKey)` | — | — | `facade --scheme` | none, `x` later |"));

        assertThat(parsed).hasSize(2);
        assertThat(parsed.get(0).section()).isEqualTo("One");
        assertThat(parsed.get(0).names(SettingsTable.KOTLIN)).containsExactly("layout", "layout");
        assertThat(parsed.get(0).names(SettingsTable.BUILDER)).containsExactly("layout");
        assertThat(parsed.get(0).defaultValue()).isEqualTo("v7");
        assertThat(parsed.get(1).facade()).isTrue();
        assertThat(parsed.get(1).names(SettingsTable.BUILDER)).containsExactly("UuidFacade.builder");
        assertThat(parsed.get(1).names(SettingsTable.SPRING)).isEmpty();
        assertThat(parsed.get(1).names(SettingsTable.COMMAND_LINE)).containsExactly("facade --scheme");
        assertThat(parsed.get(1).defaultValue()).isEqualTo("x");
        assertThat(SettingsTable.parse(List.of("| Setting | Builder | Kotlin DSL | Spring property | Command line | Default |", "|-|-|-|-|-|-|",
                "| Step | `stepBackTolerance(Duration)` | — | `seqid.step-back-tolerance` | `--step-back-tolerance` | `10s` |"))
                .get(0).names(SettingsTable.SPRING))
                .as("a property's name keeps its hyphens").containsExactly("seqid.step-back-tolerance");
    }

    /** The public setting methods of {@code builder} (all but build()), each prefixed. */
    private static List<String> settings(Class<?> builder, String prefix) {
        return Arrays.stream(builder.getDeclaredMethods())
                .filter(m -> Modifier.isPublic(m.getModifiers()) && !m.isSynthetic() && !m.getName().equals("build"))
                .map(m -> prefix + m.getName()).distinct().sorted().toList();
    }

    /** Whether {@code name} is a public method of UuidGenerator.Builder, or {@code Type.method} of dev.seqid. */
    private static boolean isPublicMethod(String name) {
        int dot = name.lastIndexOf('.');
        String type = dot < 0 ? "UuidGenerator$Builder" : name.substring(0, dot).replace('.', '$');
        try {
            Class<?> owner = Class.forName("dev.seqid." + type);
            return Modifier.isPublic(owner.getModifiers())
                    && Arrays.stream(owner.getMethods()).map(Method::getName).anyMatch(name.substring(dot + 1)::equals);
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}
