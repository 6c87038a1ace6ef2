package dev.seqid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.RealTimeOrder;
import org.hibernate.id.uuid.UuidVersion7Strategy;
import org.junit.jupiter.api.Test;

/**
 * Hibernate's own version 7 generator ({@code UuidVersion7Strategy}) shared by 4 threads, as
 * docs/comparison.md and the README's table state: an id asked for after another was returned is
 * greater, over every such pair (its state is one {@code AtomicReference} updated by CAS).
 */
class HibernateVersion7ThreadsTest {

    @Test
    void increasingAcrossThreads() throws InterruptedException {
        UuidVersion7Strategy strategy = new UuidVersion7Strategy();
        assertThat(RealTimeOrder.assertIncreasing(() -> strategy.generateUuid(null), 4, 20_000)).isGreaterThan(79_000);
    }
}
