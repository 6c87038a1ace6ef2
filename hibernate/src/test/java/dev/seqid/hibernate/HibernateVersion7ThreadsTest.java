package dev.seqid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import org.hibernate.id.uuid.UuidVersion7Strategy;
import org.junit.jupiter.api.Test;

/**
 * Hibernate's own version 7 generator ({@code UuidVersion7Strategy}) shared by 4 threads, as
 * docs/comparison.md and the README's table state: an id asked for after another was returned is
 * greater, over every such pair (its state is one {@code AtomicReference} updated by CAS).
 */
class HibernateVersion7ThreadsTest {

    private record Call(long start, long end, UUID id) {
    }

    @Test
    void increasingAcrossThreads() throws InterruptedException {
        UuidVersion7Strategy strategy = new UuidVersion7Strategy();
        AtomicLong tickets = new AtomicLong();
        List<List<Call>> perThread = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            List<Call> calls = new ArrayList<>();
            perThread.add(calls);
            threads.add(new Thread(() -> {
                for (int i = 0; i < 20_000; i++) {
                    long start = tickets.getAndIncrement();
                    UUID id = strategy.generateUuid(null);
                    calls.add(new Call(start, tickets.getAndIncrement(), id));
                }
            }));
        }
        threads.forEach(Thread::start);
        for (Thread thread : threads) {
            thread.join();
        }
        List<Call> byStart = new ArrayList<>();
        perThread.forEach(byStart::addAll);
        List<Call> byEnd = new ArrayList<>(byStart);
        byStart.sort((a, b) -> Long.compare(a.start(), b.start()));
        byEnd.sort((a, b) -> Long.compare(a.end(), b.end()));
        UUID highestReturned = null;
        int returned = 0;
        int checked = 0;
        for (Call call : byStart) {
            while (returned < byEnd.size() && byEnd.get(returned).end() < call.start()) {
                UUID id = byEnd.get(returned++).id();
                if (highestReturned == null || UuidOrder.UNSIGNED.compare(id, highestReturned) > 0) {
                    highestReturned = id;
                }
            }
            if (highestReturned != null) {
                assertThat(UuidOrder.UNSIGNED.compare(call.id(), highestReturned))
                        .as("%s asked for after %s was returned", call.id(), highestReturned).isPositive();
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(79_000);
    }
}
