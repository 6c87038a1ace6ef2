package dev.seqid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.EntropySource;
import dev.seqid.MonotonicMethod;
import dev.seqid.OverflowPolicy;
import dev.seqid.PrefilledEntropySource;
import dev.seqid.StripedUuidGenerator;
import dev.seqid.UuidFacade;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.context.annotation.ImportCandidates;
import org.springframework.boot.context.properties.bind.BindException;
import org.springframework.boot.convert.DurationStyle;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The generator bean and its properties. */
class SeqIdAutoConfigurationTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(SeqIdAutoConfiguration.class));

    @Test
    void thePropertiesDefaultsAreTheCoresConstants() {
        SeqIdProperties properties = new SeqIdProperties();
        assertThat(properties.getLayout()).isEqualTo(UuidGenerator.DEFAULT_LAYOUT);
        assertThat(properties.getEntropy()).isEqualTo(UuidGenerator.DEFAULT_ENTROPY);
        assertThat(properties.getOverflowPolicy()).isEqualTo(UuidGenerator.DEFAULT_OVERFLOW_POLICY);
        assertThat(properties.getMaxLead()).isEqualTo(UuidGenerator.DEFAULT_MAX_LEAD);
    }

    @Test
    void defaultsAreTheGeneratorsDefaults() {
        runner.run(context -> {
            assertThat(context).hasSingleBean(UuidGenerator.class);
            UuidGenerator g = context.getBean(UuidGenerator.class);
            assertThat(g.layout()).isSameAs(UuidLayout.v7());
            assertThat(g.overflowPolicy()).isEqualTo(OverflowPolicy.WAIT);
            assertThat(g.entropy()).isSameAs(PrefilledEntropySource.shared());
            assertThat(context.getBean(StripedUuidGenerator.class)).isSameAs(g.striped());
            assertThat(g.toString()).contains("maxLead=PT1S");
            UUID a = g.next();
            UUID b = g.next();
            assertThat(UuidLayout.v7().databaseOrder().compare(a, b)).isNegative();
        });
    }

    /**
     * The layout each name must give, by its own factory (the names are listed in docs/layouts.md's
     * layout summary), not by {@link UuidLayout#named}, the look-up the auto-configuration itself uses.
     * {@code v8-node} picks a random 16-bit node, so it has no single expected instance; see
     * {@link #v8NodeMakesAGeneratorWithARandomSixteenBitNode()}.
     */
    static final Map<String, UuidLayout> EXPECTED_LAYOUTS = Map.ofEntries(
            Map.entry("v7", UuidLayout.v7()),
            Map.entry("v7-monotonic-random", UuidLayout.v7(MonotonicMethod.MONOTONIC_RANDOM)),
            Map.entry("v7-clock-precision", UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION)),
            Map.entry("v6", UuidLayout.v6()),
            Map.entry("v4", UuidLayout.v4()),
            Map.entry("comb-sqlserver", UuidLayout.combSqlServer()),
            Map.entry("comb-postgres", UuidLayout.combPostgres()),
            Map.entry("comb-legacy", UuidLayout.combLegacy()),
            Map.entry("comb-binary", UuidLayout.combBinary()),
            Map.entry("seqguid-string", UuidLayout.seqGuidString()),
            Map.entry("seqguid-binary", UuidLayout.seqGuidBinary()),
            Map.entry("seqguid-atend", UuidLayout.seqGuidAtEnd()),
            Map.entry("tick-counter", UuidLayout.tickCounter()),
            Map.entry("v8-sqlserver", UuidLayout.v8SqlServer()),
            Map.entry("draft01-v7", UuidLayout.draft01V7()));

    static List<String> layoutNames() {
        return UuidLayout.names().stream().filter(name -> !name.equals("v8-node")).toList();
    }

    @Test
    void everyLayoutNameHasAnExpectedLayout() {
        assertThat(UuidLayout.names()).containsExactlyInAnyOrderElementsOf(
                Stream.concat(EXPECTED_LAYOUTS.keySet().stream(), Stream.of("v8-node")).toList());
    }

    @ParameterizedTest
    @MethodSource("layoutNames")
    void everyLayoutNameMakesAGeneratorOfThatLayout(String name) {
        runner.withPropertyValues("seqid.layout=" + name).run(context -> {
            UuidGenerator g = context.getBean(UuidGenerator.class);
            assertThat(g.layout().name()).isEqualTo(name);
            assertThat(g.layout()).isEqualTo(EXPECTED_LAYOUTS.get(name));
            UUID id = g.next();
            assertThat(g.layout().matches(id)).isTrue();
        });
    }

    @Test
    void v8NodeMakesAGeneratorWithARandomSixteenBitNode() {
        runner.withPropertyValues("seqid.layout=v8-node").run(context -> {
            UuidLayout layout = context.getBean(UuidGenerator.class).layout();
            assertThat(layout.nodeBits()).isEqualTo(16);
            assertThat(layout.node()).isBetween(0L, 0xFFFFL);
            assertThat(layout).isEqualTo(UuidLayout.v8Node(16, layout.node()));
            UUID id = context.getBean(UuidGenerator.class).next();
            assertThat(layout.nodeOf(id)).isEqualTo(layout.node());
        });
    }

    @Test
    void everySettingIsApplied() {
        runner.withPropertyValues("seqid.layout=comb-sqlserver", "seqid.overflow-policy=throw", "seqid.max-lead=250ms",
                "seqid.entropy=thread-local-random", "seqid.clock-step-back=reanchor", "seqid.step-back-tolerance=30s").run(context -> {
                    UuidGenerator g = context.getBean(UuidGenerator.class);
                    assertThat(g.layout()).isSameAs(UuidLayout.combSqlServer());
                    assertThat(g.overflowPolicy()).isEqualTo(OverflowPolicy.THROW);
                    assertThat(g.toString()).contains("maxLead=PT0.25S");
                    assertThat(g.entropy()).isSameAs(EntropySource.threadLocalRandom());
                    assertThat(g.clockStepBack()).isEqualTo(dev.seqid.ClockStepBack.REANCHOR);
                    assertThat(g.stepBackTolerance()).isEqualTo(java.time.Duration.ofSeconds(30));
                    assertThat(context.getBean(StripedUuidGenerator.class).generator()).isSameAs(g);
                });
    }

    /** A customizer bean sets what properties cannot: here a floor read from the database, an hour ahead of the clock. */
    @Test
    void customizersChangeTheBuilderBeforeItBuilds() {
        UuidLayout v7 = UuidLayout.v7();
        UUID last = v7.compose(v7.timestamp().tickOf(java.time.Instant.now().plusSeconds(3600)), 5, -1L, -1L);
        runner.withBean("floor", UuidGeneratorBuilderCustomizer.class, () -> builder -> builder.after(last)).run(context -> {
            UuidGenerator g = context.getBean(UuidGenerator.class);
            UUID next = g.next();
            assertThat(v7.databaseOrder().compare(next, last)).isPositive();
            assertThat(v7.counterOf(next)).isEqualTo(6);
        });
    }

    @Test
    void theOtherEntropySources() {
        runner.withPropertyValues("seqid.entropy=per-thread-drbg")
                .run(context -> assertThat(context.getBean(UuidGenerator.class).entropy()).isSameAs(EntropySource.perThreadDrbg()));
        runner.withPropertyValues("seqid.entropy=secure-random")
                .run(context -> assertThat(context.getBean(UuidGenerator.class).entropy().getClass().getSimpleName())
                        .isEqualTo("SecureRandomEntropySource"));
        runner.withPropertyValues("seqid.entropy=secure", "seqid.max-lead=0")
                .run(context -> {
                    UuidGenerator g = context.getBean(UuidGenerator.class);
                    assertThat(g.entropy()).isSameAs(EntropySource.secure());
                    assertThat(g.toString()).contains("maxLead=PT0S");
                });
    }

    @Test
    void theApplicationsOwnGeneratorWins() {
        runner.withUserConfiguration(OwnGenerator.class).withPropertyValues("seqid.layout=v6").run(context -> {
            assertThat(context).hasSingleBean(UuidGenerator.class);
            assertThat(context.getBean(UuidGenerator.class)).isSameAs(context.getBean(OwnGenerator.class).mine);
            assertThat(context.getBean(UuidGenerator.class).layout()).isSameAs(UuidLayout.combPostgres());
        });
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnGenerator {
        final UuidGenerator mine = UuidGenerator.builder().layout(UuidLayout.combPostgres()).build();

        @Bean
        UuidGenerator myIds() {
            return mine;
        }
    }

    /**
     * Property, bad value, the value as the report shows it, the allowed values, and whether the
     * exception itself lists them (a setter's refusal does; Spring's conversion failures of enums,
     * durations and booleans leave that to the failure analyzer). Layouts and entropy sources go by
     * the core's names exactly, as on the command line and in the Kotlin DSL.
     */
    static Stream<Arguments> badValues() {
        return Stream.of(
                Arguments.of("seqid.layout", "v9", "v9", UuidLayout.names(), true),
                Arguments.of("seqid.layout", "V7", "V7", UuidLayout.names(), true),
                Arguments.of("seqid.max-lead", "-1s", "PT-1S", List.of("a duration of zero or more"), true),
                Arguments.of("seqid.overflow-policy", "sometimes", "sometimes", List.of("wait", "throw"), false),
                Arguments.of("seqid.clock-step-back", "jump", "jump", List.of("keep-order", "reanchor"), false),
                Arguments.of("seqid.step-back-tolerance", "-1s", "PT-1S", List.of("a duration of zero or more"), true),
                Arguments.of("seqid.entropy", "dice", "dice", EntropySource.names(), true),
                Arguments.of("seqid.entropy", "SECURE_RANDOM", "SECURE_RANDOM", EntropySource.names(), true),
                Arguments.of("seqid.entropy", "fast", "fast", EntropySource.names(), true),
                Arguments.of("seqid.max-lead", "soon", "soon", List.of("a duration of zero or more"), false));
    }

    @ParameterizedTest
    @MethodSource("badValues")
    void aBadValueFailsTheStartNamingThePropertyAndTheAllowedValues(String property, String value, String shown, List<String> allowed,
            boolean exceptionListsThem) {
        runner.withPropertyValues(property + "=" + value).run(context -> {
            assertThat(context).hasFailed();
            Throwable failure = context.getStartupFailure();
            assertThat(failure).hasStackTraceContaining(BindException.class.getName()).hasStackTraceContaining(property);
            if (exceptionListsThem) {
                assertThat(failure).hasStackTraceContaining(property + ": ").hasStackTraceContaining("allowed values: " + String.join(", ", allowed));
            }
            FailureAnalysis analysis = new SeqIdPropertiesFailureAnalyzer().analyze(failure);
            assertThat(analysis).isNotNull();
            assertThat(analysis.getDescription()).contains("Property " + property + " has a value seqid does not allow: '" + shown + "'");
            assertThat(analysis.getDescription()).contains("Allowed values of " + property + ": " + String.join(", ", allowed));
            assertThat(analysis.getAction()).startsWith("Set " + property + " to one of the allowed values above");
        });
    }

    @Test
    void theLayoutsOwnMessageListsTheLayoutsToo() {
        runner.withPropertyValues("seqid.layout=v9").run(context -> assertThat(context.getStartupFailure())
                .hasStackTraceContaining("seqid.layout: unknown layout 'v9'; allowed values: " + String.join(", ", UuidLayout.names())));
    }

    @Test
    void theEntropysOwnMessageListsTheCoresNames() {
        runner.withPropertyValues("seqid.entropy=dice").run(context -> assertThat(context.getStartupFailure())
                .hasStackTraceContaining("seqid.entropy: unknown entropy 'dice'; allowed values: " + String.join(", ", EntropySource.names())));
    }

    @Test
    void theAnalyzerLeavesOtherFailuresAlone() {
        assertThat(new SeqIdPropertiesFailureAnalyzer().analyze(new IllegalStateException("not ours"))).isNull();
    }

    @Test
    void ideMetadataDescribesEveryPropertyWithTheCoresDefaultsAndHintsTheLayoutsAndEntropySources() throws IOException {
        String json;
        try (InputStream in = getClass().getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
            assertThat(in).as("generated by spring-boot-configuration-processor").isNotNull();
            json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        for (String property : List.of("seqid.layout", "seqid.overflow-policy", "seqid.max-lead", "seqid.entropy", "seqid.facade.key",
                "seqid.facade.scheme", "seqid.facade.invalid-status")) {
            assertThat(json).contains("\"name\": \"" + property + "\"");
        }
        assertThat(json).contains("\"type\": \"dev.seqid.OverflowPolicy\"", "\"type\": \"java.time.Duration\"");
        // The defaults and hints are written by hand (additional-spring-configuration-metadata.json), for
        // the IDE: the processor cannot read the core's constants. They must be the core's defaults and names.
        String properties = json.substring(0, json.indexOf("\"hints\""));
        Map<String, String> defaults = new java.util.HashMap<>();
        Matcher property = Pattern.compile("\\{[^{}]*\"name\": \"(seqid\\.[a-z.-]+)\"[^{}]*\\}").matcher(properties);
        while (property.find()) {
            Matcher defaultValue = Pattern.compile("\"defaultValue\": \"?([^\",\\s]*)").matcher(property.group());
            defaults.put(property.group(1), defaultValue.find() ? defaultValue.group(1) : null);
        }
        assertThat(defaults.get("seqid.layout")).isEqualTo(UuidGenerator.DEFAULT_LAYOUT);
        assertThat(defaults.get("seqid.entropy")).isEqualTo(UuidGenerator.DEFAULT_ENTROPY);
        assertThat(defaults.get("seqid.overflow-policy")).isEqualTo(UuidGenerator.DEFAULT_OVERFLOW_POLICY.configName());
        assertThat(DurationStyle.detectAndParse(defaults.get("seqid.max-lead"))).isEqualTo(UuidGenerator.DEFAULT_MAX_LEAD);
        assertThat(defaults.get("seqid.facade.scheme")).isEqualTo(UuidFacade.DEFAULT_SCHEME.configName());
        assertThat(defaults.get("seqid.facade.invalid-status")).isEqualTo(String.valueOf(new SeqIdProperties().getFacade().getInvalidStatus()));
        assertThat(defaults.get("seqid.clock-step-back")).isEqualTo(UuidGenerator.DEFAULT_CLOCK_STEP_BACK.configName());
        assertThat(DurationStyle.detectAndParse(defaults.get("seqid.step-back-tolerance"))).isEqualTo(UuidGenerator.DEFAULT_STEP_BACK_TOLERANCE);
        // Each hint: its name, then its values up to the next hint's name.
        String[] hintBlocks = json.substring(json.indexOf("\"hints\"")).split("\"name\": \"");
        Map<String, List<String>> hints = new java.util.HashMap<>();
        for (int i = 1; i < hintBlocks.length; i++) {
            List<String> values = new java.util.ArrayList<>();
            Matcher value = Pattern.compile("\"value\": \"?([^\",\\s]+)").matcher(hintBlocks[i]);
            while (value.find()) {
                values.add(value.group(1));
            }
            hints.put(hintBlocks[i].substring(0, hintBlocks[i].indexOf('"')), values);
        }
        assertThat(hints).containsOnlyKeys("seqid.layout", "seqid.entropy", "seqid.facade.scheme", "seqid.facade.invalid-status");
        assertThat(hints.get("seqid.layout")).containsExactlyElementsOf(UuidLayout.names());
        assertThat(hints.get("seqid.entropy")).containsExactlyElementsOf(EntropySource.names());
        assertThat(hints.get("seqid.facade.scheme")).containsExactlyInAnyOrderElementsOf(dev.seqid.FacadeScheme.names());
        assertThat(hints.get("seqid.facade.invalid-status")).containsExactly("404", "400");
    }

    @Test
    void theAutoConfigurationsAreRegistered() {
        List<String> imports = new java.util.ArrayList<>();
        ImportCandidates.load(AutoConfiguration.class, getClass().getClassLoader()).forEach(imports::add);
        assertThat(imports).contains(SeqIdAutoConfiguration.class.getName(), SeqIdHibernateAutoConfiguration.class.getName(),
                SeqIdReactorAutoConfiguration.class.getName(), SeqIdMetricsAutoConfiguration.class.getName(),
                SeqIdFacadeAutoConfiguration.class.getName());
    }
}
