package dev.seqid.spring;

import dev.seqid.EntropySource;
import dev.seqid.PrefilledEntropySource;
import dev.seqid.UuidGenerator;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.TimeGauge;
import io.micrometer.core.instrument.binder.MeterBinder;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Meters of seqid generators, all read from state the generators keep anyway (nothing is counted
 * per id, so {@code next()} costs the same with them):
 * <ul>
 *   <li>{@code seqid.generator.lead} (time gauge, tags {@code generator} = bean name, {@code layout}):
 *   {@link UuidGenerator#lead()}, how far ahead of the clock the generator runs; above zero only
 *   while ids are made faster than the layout's counter allows, or after the clock stepped back.</li>
 *   <li>{@code seqid.generator.clock.step.backs} and {@code seqid.generator.reanchors} (function
 *   counters, same tags): {@link UuidGenerator#clockStepBacks()}, times the clock fell further
 *   behind the generator than its step-back tolerance, and {@link UuidGenerator#reanchors()}, times
 *   the generator re-anchored to the clock after one ({@code ClockStepBack.REANCHOR}).</li>
 *   <li>{@code seqid.entropy.fallbacks} (function counter, tag {@code entropy}: {@code shared} for
 *   the process-wide {@code EntropySource.secure()}, else the name of the first generator bean
 *   using it): {@link PrefilledEntropySource#fallbacks()}, blocks of entropy filled inline because
 *   the producer thread had not kept up.</li>
 *   <li>{@code seqid.entropy.restarts} (function counter, same tag):
 *   {@link PrefilledEntropySource#restarts()}, times a dead producer thread was replaced.</li>
 * </ul>
 * The entropy meters exist only for generators whose entropy is a {@link PrefilledEntropySource}
 * (the default); one pair per source, however many generators share it. There is no meter of ids
 * made: a generator's state does not hold that count (the counter starts at a random value in
 * each millisecond), and counting per call would cost every {@code next()} a shared write.
 */
public final class SeqIdMeterBinder implements MeterBinder {

    private final Supplier<Map<String, UuidGenerator>> generators;

    /**
     * Meters for {@code generators} (bean name to generator), read when {@link #bindTo} is called.
     *
     * @param generators supplies the generators to meter, by bean name
     */
    public SeqIdMeterBinder(Supplier<Map<String, UuidGenerator>> generators) {
        this.generators = Objects.requireNonNull(generators, "generators");
    }

    @Override
    public void bindTo(MeterRegistry registry) {
        Map<EntropySource, String> sources = new IdentityHashMap<>();
        for (Map.Entry<String, UuidGenerator> e : generators.get().entrySet()) {
            UuidGenerator g = e.getValue();
            TimeGauge.builder("seqid.generator.lead", g, TimeUnit.NANOSECONDS, gen -> gen.lead().toNanos())
                    .description("How far ahead of the clock the generator runs (UuidGenerator.lead())")
                    .tag("generator", e.getKey()).tag("layout", g.layout().name())
                    .strongReference(true)
                    .register(registry);
            FunctionCounter.builder("seqid.generator.clock.step.backs", g, UuidGenerator::clockStepBacks)
                    .description("Times the clock fell further behind the generator than its step-back tolerance (UuidGenerator.clockStepBacks())")
                    .tag("generator", e.getKey()).tag("layout", g.layout().name())
                    .register(registry);
            FunctionCounter.builder("seqid.generator.reanchors", g, UuidGenerator::reanchors)
                    .description("Times the generator re-anchored to the clock after a step back (UuidGenerator.reanchors())")
                    .tag("generator", e.getKey()).tag("layout", g.layout().name())
                    .register(registry);
            if (g.entropy() instanceof PrefilledEntropySource && !sources.containsKey(g.entropy())) {
                sources.put(g.entropy(), g.entropy() == PrefilledEntropySource.shared() ? "shared" : e.getKey());
            }
        }
        for (Map.Entry<EntropySource, String> s : sources.entrySet()) {
            PrefilledEntropySource source = (PrefilledEntropySource) s.getKey();
            FunctionCounter.builder("seqid.entropy.fallbacks", source, PrefilledEntropySource::fallbacks)
                    .description("Blocks of entropy filled inline because the ring was empty (PrefilledEntropySource.fallbacks())")
                    .tag("entropy", s.getValue()).register(registry);
            FunctionCounter.builder("seqid.entropy.restarts", source, PrefilledEntropySource::restarts)
                    .description("Times the entropy producer thread was replaced (PrefilledEntropySource.restarts())")
                    .tag("entropy", s.getValue()).register(registry);
        }
    }
}
