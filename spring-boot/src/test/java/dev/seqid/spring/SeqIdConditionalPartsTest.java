package dev.seqid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.EntropySource;
import dev.seqid.PrefilledEntropySource;
import dev.seqid.testing.SettableClockSource;
import dev.seqid.StripedUuidGenerator;
import dev.seqid.UuidGenerator;
import dev.seqid.hibernate.SeqIdGenerated;
import dev.seqid.reactor.ReactiveUuids;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.TimeGauge;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer;
import org.springframework.boot.micrometer.metrics.autoconfigure.MetricsAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.export.simple.SimpleMetricsExportAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;
import reactor.core.publisher.Flux;

/** The Reactor, Micrometer and Hibernate parts: there when their libraries are, absent when not. */
class SeqIdConditionalPartsTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner().withConfiguration(AutoConfigurations.of(
            SeqIdAutoConfiguration.class, SeqIdHibernateAutoConfiguration.class, SeqIdReactorAutoConfiguration.class,
            SeqIdMetricsAutoConfiguration.class));

    // ------------------------------------------------------------------------------- Reactor

    @Test
    void withReactorAReactiveUuidsBeanOverTheGenerator() {
        runner.run(context -> {
            assertThat(context).hasSingleBean(ReactiveUuids.class);
            UuidGenerator g = context.getBean(UuidGenerator.class);
            ReactiveUuids reactive = context.getBean(ReactiveUuids.class);
            assertThat(reactive.generator()).isSameAs(g);
            List<UUID> ids = reactive.flux(100).collectList().block(Duration.ofSeconds(10));
            assertThat(ids).hasSize(100).doesNotHaveDuplicates().isSortedAccordingTo(g.layout().databaseOrder());
        });
    }

    @Test
    void withoutReactorOrTheAdapterNoReactiveUuids() {
        runner.withClassLoader(new FilteredClassLoader(Flux.class)).run(context -> {
            assertThat(context).hasSingleBean(UuidGenerator.class);
            assertThat(context).doesNotHaveBean("reactiveUuids");
        });
        runner.withClassLoader(new FilteredClassLoader(ReactiveUuids.class)).run(context -> {
            assertThat(context).hasSingleBean(UuidGenerator.class);
            assertThat(context).doesNotHaveBean("reactiveUuids");
        });
    }

    @Test
    void theApplicationsOwnReactiveUuidsWins() {
        runner.withUserConfiguration(OwnReactive.class).run(context -> {
            assertThat(context).hasSingleBean(ReactiveUuids.class);
            assertThat(context.getBean(ReactiveUuids.class).generator()).isNotSameAs(context.getBean(UuidGenerator.class));
        });
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnReactive {
        @Bean
        ReactiveUuids myReactiveUuids() {
            return ReactiveUuids.of(UuidGenerator.builder().build());
        }
    }

    @Test
    void twoGeneratorsWithoutAPrimaryLeaveReactorAndHibernateAlone() {
        runner.withUserConfiguration(TwoGenerators.class).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context.getBeansOfType(UuidGenerator.class)).hasSize(2);
            assertThat(context).doesNotHaveBean(ReactiveUuids.class).doesNotHaveBean(HibernatePropertiesCustomizer.class)
                    .doesNotHaveBean(StripedUuidGenerator.class);
        });
        runner.withUserConfiguration(TwoGenerators.class, PrimaryGenerator.class).run(context -> {
            assertThat(context.getBean(ReactiveUuids.class).generator()).isSameAs(context.getBean("primaryIds"));
            assertThat(context.getBean(StripedUuidGenerator.class).generator()).isSameAs(context.getBean("primaryIds"));
        });
    }

    @Configuration(proxyBeanMethods = false)
    static class TwoGenerators {
        @Bean
        UuidGenerator oneIds() {
            return UuidGenerator.builder().build();
        }

        @Bean
        UuidGenerator otherIds() {
            return UuidGenerator.builder().build();
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class PrimaryGenerator {
        @Bean
        @Primary
        UuidGenerator primaryIds() {
            return UuidGenerator.builder().build();
        }
    }

    // ------------------------------------------------------------------------------- Hibernate

    @Test
    void withHibernateTheGeneratorGoesIntoTheHibernateSettings() {
        runner.run(context -> {
            assertThat(context).hasSingleBean(HibernatePropertiesCustomizer.class);
            java.util.Map<String, Object> settings = new java.util.HashMap<>();
            context.getBean(HibernatePropertiesCustomizer.class).customize(settings);
            assertThat(settings).containsOnlyKeys("seqid.hibernate.generator");
            assertThat(settings.get("seqid.hibernate.generator")).isSameAs(context.getBean(UuidGenerator.class));
        });
    }

    @Test
    void withoutHibernateOrSeqIdsHibernateModuleNoCustomizer() {
        runner.withClassLoader(new FilteredClassLoader("org.hibernate", "org.springframework.boot.hibernate")).run(context -> {
            assertThat(context).hasSingleBean(UuidGenerator.class).hasSingleBean(ReactiveUuids.class);
            assertThat(context).doesNotHaveBean("seqIdHibernatePropertiesCustomizer");
        });
        runner.withClassLoader(new FilteredClassLoader(SeqIdGenerated.class)).run(context -> {
            assertThat(context).hasSingleBean(UuidGenerator.class);
            assertThat(context).doesNotHaveBean("seqIdHibernatePropertiesCustomizer");
        });
    }

    // ------------------------------------------------------------------------------- Micrometer

    private ApplicationContextRunner withMetrics() {
        return runner.withConfiguration(AutoConfigurations.of(MetricsAutoConfiguration.class, SimpleMetricsExportAutoConfiguration.class));
    }

    @Test
    void withMicrometerTheLeadAndTheSharedEntropysCounters() {
        withMetrics().run(context -> {
            MeterRegistry registry = context.getBean(MeterRegistry.class);
            UuidGenerator g = context.getBean(UuidGenerator.class);
            g.next();
            TimeGauge lead = registry.find("seqid.generator.lead").tag("generator", "uuidGenerator").tag("layout", "v7").timeGauge();
            assertThat(lead).isNotNull();
            assertThat(lead.value(TimeUnit.MILLISECONDS)).isBetween(0.0, 1000.0);
            FunctionCounter fallbacks = registry.find("seqid.entropy.fallbacks").tag("entropy", "shared").functionCounter();
            FunctionCounter restarts = registry.find("seqid.entropy.restarts").tag("entropy", "shared").functionCounter();
            assertThat(fallbacks).isNotNull();
            assertThat(restarts).isNotNull();
            assertThat(fallbacks.count()).isEqualTo(PrefilledEntropySource.shared().fallbacks());
            assertThat(restarts.count()).isEqualTo(PrefilledEntropySource.shared().restarts());
        });
    }

    @Test
    void theMetersFollowTheGeneratorsState() {
        withMetrics().withUserConfiguration(InstrumentedGenerator.class).run(context -> {
            MeterRegistry registry = context.getBean(MeterRegistry.class);
            InstrumentedGenerator own = context.getBean(InstrumentedGenerator.class);
            TimeGauge lead = registry.find("seqid.generator.lead").tag("generator", "instrumentedIds").timeGauge();
            assertThat(lead.value(TimeUnit.SECONDS)).isZero();
            own.ids.next();
            own.clock.set(own.clock.instant().minusSeconds(5)); // the clock steps back: the generator is now 5 s ahead
            assertThat(lead.value(TimeUnit.SECONDS)).isCloseTo(5.0, org.assertj.core.data.Offset.offset(0.01));

            FunctionCounter fallbacks = registry.find("seqid.entropy.fallbacks").tag("entropy", "instrumentedIds").functionCounter();
            double before = fallbacks.count();
            own.source.close(); // no producer any more: every block is filled inline
            for (int i = 0; i < 1000; i++) {
                own.ids.next();
            }
            assertThat(fallbacks.count()).isGreaterThan(before).isEqualTo(own.source.fallbacks());
            assertThat(registry.find("seqid.entropy.restarts").tag("entropy", "instrumentedIds").functionCounter().count()).isZero();
            // Not a PrefilledEntropySource: a lead gauge, no entropy meters.
            assertThat(registry.find("seqid.generator.lead").tag("generator", "fastIds").timeGauge()).isNotNull();
            assertThat(registry.find("seqid.entropy.fallbacks").tag("entropy", "fastIds").functionCounter()).isNull();
        });
    }

    @Test
    void theStepBackAndReanchorCountersFollowTheGenerator() {
        withMetrics().withUserConfiguration(ReanchoringGenerator.class).run(context -> {
            MeterRegistry registry = context.getBean(MeterRegistry.class);
            ReanchoringGenerator own = context.getBean(ReanchoringGenerator.class);
            FunctionCounter stepBacks = registry.find("seqid.generator.clock.step.backs").tag("generator", "reanchoringIds").tag("layout", "v7")
                    .functionCounter();
            FunctionCounter reanchors = registry.find("seqid.generator.reanchors").tag("generator", "reanchoringIds").functionCounter();
            own.ids.next();
            assertThat(stepBacks.count()).isZero();
            assertThat(reanchors.count()).isZero();
            own.clock.set(own.clock.instant().minusSeconds(3600)); // an NTP step of an hour
            own.ids.next();
            assertThat(stepBacks.count()).isEqualTo(1.0);
            assertThat(reanchors.count()).isEqualTo(1.0);
        });
    }

    @Configuration(proxyBeanMethods = false)
    static class ReanchoringGenerator {
        final SettableClockSource clock = new SettableClockSource(Instant.parse("2030-01-01T00:00:00Z"));
        final UuidGenerator ids = UuidGenerator.builder().clock(clock).entropy(EntropySource.threadLocalRandom())
                .clockStepBack(dev.seqid.ClockStepBack.REANCHOR).build();

        @Bean
        UuidGenerator reanchoringIds() {
            return ids;
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class InstrumentedGenerator {
        final SettableClockSource clock = new SettableClockSource(Instant.parse("2030-01-01T00:00:00Z"));
        final PrefilledEntropySource source = new PrefilledEntropySource(64, 4);
        final UuidGenerator ids = UuidGenerator.builder().clock(clock).entropy(source).build();

        @Bean
        @Primary
        UuidGenerator instrumentedIds() {
            return ids;
        }

        @Bean
        UuidGenerator fastIds() {
            return UuidGenerator.builder().entropy(EntropySource.threadLocalRandom()).build();
        }
    }

    @Test
    void withoutMicrometerNoMeterBinder() {
        runner.withClassLoader(new FilteredClassLoader("io.micrometer")).run(context -> {
            assertThat(context).hasSingleBean(UuidGenerator.class);
            assertThat(context).doesNotHaveBean("seqIdMeterBinder");
        });
    }
}
