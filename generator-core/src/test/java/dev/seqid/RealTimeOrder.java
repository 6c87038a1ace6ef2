package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * The check that a generator's ids increase in real time across threads: an id asked for after
 * another was returned is greater, unsigned, over every such pair. Shared with the modules that
 * check a peer's generator the same way (in the seqid-core test-jar).
 */
public final class RealTimeOrder {

    /** One call: the ticket drawn before it, the ticket drawn after it returned, and its id. */
    private record Call(long start, long end, UUID id) {
    }

    private RealTimeOrder() {
    }

    /**
     * Calls {@code ids} {@code perThread} times on each of {@code threads} threads and checks every
     * pair of calls where one returned before the other started.
     *
     * @return how many calls found an id returned before they started, so a caller can check the
     *         threads overlapped
     */
    public static int assertIncreasing(Supplier<UUID> ids, int threads, int perThread) throws InterruptedException {
        AtomicLong tickets = new AtomicLong();
        List<List<Call>> calls = new ArrayList<>();
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            List<Call> own = new ArrayList<>();
            calls.add(own);
            workers.add(new Thread(() -> {
                for (int i = 0; i < perThread; i++) {
                    long start = tickets.getAndIncrement();
                    UUID id = ids.get();
                    own.add(new Call(start, tickets.getAndIncrement(), id));
                }
            }));
        }
        workers.forEach(Thread::start);
        for (Thread worker : workers) {
            worker.join();
        }
        List<Call> byStart = new ArrayList<>();
        calls.forEach(byStart::addAll);
        List<Call> byEnd = new ArrayList<>(byStart);
        byStart.sort(Comparator.comparingLong(Call::start));
        byEnd.sort(Comparator.comparingLong(Call::end));
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
        return checked;
    }
}
