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
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.data.r2dbc.mapping.R2dbcMappingContext;
import org.springframework.data.relational.core.sql.SqlIdentifier;
import reactor.blockhound.BlockingOperationError;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/**
 * The R2DBC callback on a non-blocking thread (Reactor's parallel scheduler, watched by BlockHound)
 * when its generator has no id until the clock moves: the save waits without blocking the thread,
 * and completes with the next id once the clock moves, where a blocking {@code next()} on the same
 * thread is caught by BlockHound.
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
