package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * {@link HotThreadLocal}: a thread gets its own value whether or not it is promoted, and whether
 * or not another promoted thread holds (or took over) the slot its id picks.
 */
class HotThreadLocalTest {

    @Test
    void aThreadGetsItsInitialValueUntilItSetsOne() {
        AtomicInteger made = new AtomicInteger();
        HotThreadLocal<String> local = new HotThreadLocal<>(() -> "initial " + made.incrementAndGet());

        assertThat(local.get()).isEqualTo("initial 1");
        assertThat(local.get()).as("made once per thread").isEqualTo("initial 1");
        local.promote("promoted");
        assertThat(local.get()).isEqualTo("promoted");
        assertThat(made).hasValue(1);
    }

    @Test
    void threadsWhoseIdsPickOneSlotEachGetTheirOwnValue() throws Exception {
        HotThreadLocal<String> local = new HotThreadLocal<>(() -> "initial");
        // Two threads whose ids pick the same slot: a thread id is fixed when the thread is created.
        CountDownLatch firstPromoted = new CountDownLatch(1);
        CountDownLatch secondPromoted = new CountDownLatch(1);
        AtomicReference<String> firstBefore = new AtomicReference<>();
        AtomicReference<String> firstAfter = new AtomicReference<>();
        AtomicReference<String> secondSaw = new AtomicReference<>();
        Thread first = new Thread(() -> {
            local.promote("first");
            firstBefore.set(local.get());
            firstPromoted.countDown();
            await(secondPromoted);
            firstAfter.set(local.get()); // its slot was taken over: from the ThreadLocal now
        });
        Thread second = null;
        for (int i = 0; i < 10 * HotThreadLocal.SLOTS && second == null; i++) {
            Thread t = new Thread(() -> {
                await(firstPromoted);
                local.promote("second");
                secondSaw.set(local.get());
                secondPromoted.countDown();
            });
            if (slotOf(t) == slotOf(first)) {
                second = t;
            }
        }
        assertThat(second).as("a thread whose id picks the first one's slot").isNotNull();

        first.start();
        second.start();
        first.join(10_000);
        second.join(10_000);

        assertThat(firstBefore).hasValue("first");
        assertThat(secondSaw).hasValue("second");
        assertThat(firstAfter).as("never another thread's value").hasValue("first");
        assertThat(local.get()).as("an unpromoted thread, beside the slot's owner").isEqualTo("initial");
    }

    @Test
    void aThreadWhoseSlotAnotherHoldsGetsItsOwnValue() throws Exception {
        HotThreadLocal<String> local = new HotThreadLocal<>(() -> "initial");
        local.promote("main"); // this thread holds its slot
        AtomicReference<String> seen = new AtomicReference<>();
        Thread other;
        do {
            other = new Thread(() -> seen.set(local.get()));
        } while (slotOf(other) != slotOf(Thread.currentThread()));
        other.start();
        other.join(10_000);

        assertThat(seen).as("the slot names another thread: the ThreadLocal answers").hasValue("initial");
        assertThat(local.get()).isEqualTo("main");
    }

    @SuppressWarnings("deprecation")
    private static int slotOf(Thread t) {
        return (int) t.getId() & (HotThreadLocal.SLOTS - 1);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
