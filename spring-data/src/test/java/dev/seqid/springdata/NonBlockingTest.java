package dev.seqid.springdata;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.EntropySource;
import dev.seqid.MonotonicMethod;
import dev.seqid.OverflowPolicy;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.springdata.entities.Shipment;
import dev.seqid.testing.SettableClockSource;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.springframework.data.annotation.Id;
import org.springframework.data.r2dbc.mapping.R2dbcMappingContext;
import org.springframework.data.relational.core.sql.SqlIdentifier;
import reactor.blockhound.BlockingOperationError;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/**
 * The R2DBC callback on a non-blocking thread (Reactor's parallel scheduler, watched by BlockHound):
 * when its generator has no id until the clock moves, the save waits without blocking the thread,
 * and completes with the next id once the clock moves, where a blocking {@code next()} on the same
 * thread is caught by BlockHound; and the first save of an entity type the mapping context did not
 * know at the start makes that type's supplier (which may block) off the non-blocking thread.
 */
class NonBlockingTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    private final SettableClockSource clock = new SettableClockSource(Instant.parse("2026-01-01T00:00:00Z"));
    /** A counter of 4 bits and a lead of 2 ms: a few dozen ids, then none until the clock moves. */
    private final UuidGenerator generator = UuidGenerator.builder()
            .layout(UuidLayout.builder("v7-counter-4").version(7).rfcVariant(true).counter(MonotonicMethod.DEDICATED_COUNTER, 4).build())
            .clock(clock)
            .entropy(EntropySource.threadLocalRandom())
            .overflowPolicy(OverflowPolicy.WAIT)
            .maxLead(Duration.ofMillis(2))
            .build();
    private final SeqIdReactiveBeforeConvertCallback callback =
            new SeqIdReactiveBeforeConvertCallback(new R2dbcMappingContext(), new SeqIdGeneratorRegistry(generator));

    private static final Instant SUPPLIED_AT = Instant.parse("2030-01-01T00:00:00Z");

    /**
     * A supplier that blocks while it is made (a sleep, standing for the file or the remote setting
     * a real one may read) and records whether it was made on a non-blocking thread.
     */
    public static class BlockingSupplier implements Supplier<UuidGenerator> {
        static final List<Boolean> MADE_ON_NON_BLOCKING_THREAD = new CopyOnWriteArrayList<>();

        public BlockingSupplier() throws InterruptedException {
            Thread.sleep(1);
            MADE_ON_NON_BLOCKING_THREAD.add(Schedulers.isInNonBlockingThread());
        }

        @Override
        public UuidGenerator get() {
            return UuidGenerator.builder().clock(new SettableClockSource(SUPPLIED_AT)).build();
        }
    }

    record Parcel(@Id @SeqIdOnSave(supplier = BlockingSupplier.class) UUID id, String label) {
        Parcel withId(UUID id) {
            return new Parcel(id, label);
        }
    }

    private static Parcel saveOnAParallelThread(SeqIdReactiveBeforeConvertCallback callback, String label) {
        return (Parcel) Mono.defer(() -> Mono.from(callback.onBeforeConvert(new Parcel(null, label), SqlIdentifier.unquoted("parcel"))))
                .subscribeOn(Schedulers.parallel())
                .block(TIMEOUT);
    }

    @Test
    void theFirstSaveOfATypeUnknownAtTheStartMakesItsSupplierOffTheNonBlockingThread() {
        BlockingSupplier.MADE_ON_NON_BLOCKING_THREAD.clear();
        SeqIdReactiveBeforeConvertCallback late = new SeqIdReactiveBeforeConvertCallback(new R2dbcMappingContext(), new SeqIdGeneratorRegistry(generator));
        late.afterSingletonsInstantiated();
        assertThat(BlockingSupplier.MADE_ON_NON_BLOCKING_THREAD).as("the mapping context knew no type at the start").isEmpty();
        assertThatThrownBy(() -> Mono.fromCallable(BlockingSupplier::new).subscribeOn(Schedulers.parallel()).block(TIMEOUT))
                .as("the supplier made on a non-blocking thread is caught by BlockHound")
                .hasCauseInstanceOf(BlockingOperationError.class);
        BlockingSupplier.MADE_ON_NON_BLOCKING_THREAD.clear();

        Parcel first = saveOnAParallelThread(late, "first");
        Parcel second = saveOnAParallelThread(late, "second");

        assertThat(BlockingSupplier.MADE_ON_NON_BLOCKING_THREAD).as("made once, on a thread that may block").containsExactly(false);
        assertThat(UuidLayout.v7().instantOf(first.id())).as("the supplier's generator").isEqualTo(SUPPLIED_AT);
        assertThat(first.label()).isEqualTo("first");
        assertThat(second.id()).isGreaterThan(first.id());
    }

    @Test
    void aSaveWaitsForTheClockWithoutBlockingItsThread() throws Exception {
        UUID last = null;
        for (UUID id = generator.tryNext(); id != null; id = generator.tryNext()) {
            last = id;
        }
        assertThat(generator.tryNext()).as("the generator spent until the clock moves").isNull();
        assertThatThrownBy(() -> Mono.fromCallable(generator::next).subscribeOn(Schedulers.parallel()).block(TIMEOUT))
                .as("a blocking next() on a non-blocking thread is caught by BlockHound")
                .hasCauseInstanceOf(BlockingOperationError.class);

        CompletableFuture<Object> saved = Mono.defer(() -> Mono.from(callback.onBeforeConvert(new Shipment("late"), SqlIdentifier.unquoted("shipment"))))
                .subscribeOn(Schedulers.parallel())
                .toFuture();
        Thread.sleep(50);
        assertThat(saved).as("no id before the clock moves").isNotDone();
        clock.advance(Duration.ofMillis(10));

        Shipment shipment = (Shipment) saved.get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        assertThat(shipment.getId()).isNotNull();
        assertThat(shipment.getTrackingRef()).isNotNull();
        assertThat(shipment.getId().compareTo(last)).as("after every id taken before").isPositive();
    }
}
