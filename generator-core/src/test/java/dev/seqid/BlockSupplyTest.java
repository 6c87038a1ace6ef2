package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The block supply on its own: its producer thread (named, a daemon, parked on a full ring), the
 * recycling of spent blocks, the hand-out of blocks in sequence order, and {@code close()}, which
 * ends the producer before it returns. Waits are polls of a condition with a bound of 10 s.
 */
class BlockSupplyTest {

    private static final long BOUND_NANOS = Duration.ofSeconds(10).toNanos();

    private static boolean await(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + BOUND_NANOS;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            Thread.sleep(1);
        }
        return true;
    }

    /** A producer fill that numbers its blocks 1, 2, ... (every word of the block) and records the arrays and the thread. */
    private static final class NumberingFiller implements Consumer<byte[]> {
        final List<byte[]> filled = Collections.synchronizedList(new ArrayList<>());
        volatile Thread thread;

        @Override
        public void accept(byte[] block) {
            thread = Thread.currentThread();
            long number = filled.size() + 1;
            ByteBuffer b = ByteBuffer.wrap(block);
            while (b.hasRemaining()) {
                b.putLong(number);
            }
            filled.add(block);
        }
    }

    @Test
    void accessorsReportTheSizesAndWhetherClosed() {
        BlockSupply supply = new BlockSupply(128, 8, () -> block -> { }, false);
        assertThat(supply.blockBytes()).isEqualTo(128);
        assertThat(supply.slots()).isEqualTo(8);
        assertThat(supply.closed()).isFalse();
        supply.close();
        assertThat(supply.closed()).isTrue();
        assertThat(supply.take()).as("closed before the first take: no producer, an empty ring").isNull();
    }

    /**
     * Blocks given back before the producer starts are the ones it fills (in the order given back),
     * four for a ring of four slots, with no new array; it then parks on the full ring, and
     * {@code take()} hands the blocks out in the order filled. The producer is a daemon named
     * {@code seqid-entropy-producer-N}.
     */
    @Test
    void theProducerRefillsRecycledBlocksParksOnAFullRingAndTakeHandsThemOutInOrder() throws InterruptedException {
        NumberingFiller filler = new NumberingFiller();
        BlockSupply supply = new BlockSupply(64, 4, () -> filler, false);
        try {
            List<byte[]> recycled = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                byte[] spent = new byte[64];
                recycled.add(spent);
                supply.recycle(spent);
            }
            List<byte[]> taken = new ArrayList<>();
            byte[] first = supply.take(); // starts the producer; the ring is most likely still empty
            if (first != null) {
                taken.add(first);
            }
            int expectedFills = 4 + taken.size();
            assertThat(await(() -> filler.filled.size() >= expectedFills && filler.thread.getState() == Thread.State.TIMED_WAITING))
                    .as("the producer filled the ring and parked (fills: %s)", filler.filled.size()).isTrue();
            Thread producer = filler.thread;
            assertThat(filler.filled).hasSize(expectedFills);
            for (int i = 0; i < 4; i++) {
                assertThat(filler.filled.get(i)).as("fill %d", i + 1).isSameAs(recycled.get(i));
            }
            assertThat(producer.getName()).matches("seqid-entropy-producer-\\d+");
            assertThat(producer.isDaemon()).isTrue();

            while (taken.size() < 4) {
                byte[] block = supply.take();
                assertThat(block).as("take %d of a full ring", taken.size() + 1).isNotNull();
                taken.add(block);
            }
            for (int i = 0; i < 4; i++) {
                assertThat(taken.get(i)).isSameAs(recycled.get(i));
                assertThat(ByteBuffer.wrap(taken.get(i)).getLong(56)).isEqualTo(i + 1);
            }
        } finally {
            supply.close();
        }
    }

    @Test
    void theSharedSupplysProducerIsNamedWithoutANumber() throws InterruptedException {
        NumberingFiller filler = new NumberingFiller();
        BlockSupply supply = new BlockSupply(64, 4, () -> filler, true);
        try {
            supply.take();
            assertThat(await(() -> filler.thread != null)).isTrue();
            assertThat(filler.thread.getName()).isEqualTo("seqid-entropy-producer");
        } finally {
            supply.close();
        }
    }

    /**
     * {@code close()} interrupts the producer and waits for it to end: a fill blocked in an
     * interruptible wait ends, and the producer, which takes 200 ms to wind up after the interrupt,
     * is dead when {@code close()} returns.
     */
    @Test
    void closeInterruptsTheProducerAndReturnsOnlyOnceItHasEnded() throws InterruptedException {
        CountDownLatch never = new CountDownLatch(1);
        List<Thread> producers = Collections.synchronizedList(new ArrayList<>());
        Consumer<byte[]> blocking = block -> {
            producers.add(Thread.currentThread());
            try {
                never.await(60, TimeUnit.SECONDS);
                throw new AssertionError("the producer was not interrupted within 60 s");
            } catch (InterruptedException e) {
                long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(200);
                while (System.nanoTime() < until) {
                    Thread.onSpinWait(); // a slow wind-up, so that a close() that did not wait returns before the end
                }
                throw new IllegalStateException("interrupted in a fill", e);
            }
        };
        try {
            BlockSupply supply = new BlockSupply(64, 4, () -> blocking, false);
            supply.take();
            assertThat(await(() -> !producers.isEmpty() && producers.get(0).getState() == Thread.State.TIMED_WAITING)).isTrue();
            Thread producer = producers.get(0);
            supply.close();
            assertThat(producer.isAlive()).as("the producer, when close() returns").isFalse();
        } finally {
            never.countDown();
        }
    }

    /**
     * An inline fill takes a spent block before it makes a new one (the ring ran dry because the
     * producer is behind, while consumers recycle), and fills it afresh.
     */
    @Test
    void anInlineFillReusesASpentBlock() throws InterruptedException {
        CountDownLatch release = new CountDownLatch(1);
        List<Thread> producers = Collections.synchronizedList(new ArrayList<>());
        Consumer<byte[]> stalled = block -> {
            producers.add(Thread.currentThread());
            try {
                release.await();
            } catch (InterruptedException e) {
                throw new IllegalStateException("stalled producer interrupted", e);
            }
        };
        BlockSupply supply = new BlockSupply(64, 4, () -> stalled, false);
        try {
            assertThat(supply.take()).as("a ring whose producer never finishes a block").isNull();
            // The producer has polled the queue for its first block and waits in its fill: the queue is ours.
            assertThat(await(() -> !producers.isEmpty() && producers.get(0).getState() == Thread.State.WAITING)).isTrue();
            byte[] spent = new byte[64];
            supply.recycle(spent);
            byte[] filled = supply.fillInline();
            assertThat(filled).as("the inline fill's block").isSameAs(spent);
            assertThat(Arrays.equals(filled, new byte[64])).as("its bytes still all zero (not filled)").isFalse();
            assertThat(supply.fillInline()).as("with the queue empty, a new block").isNotSameAs(spent).hasSize(64);
            assertThat(supply.fallbacks()).isEqualTo(2);
        } finally {
            release.countDown();
            supply.close();
        }
    }

    /** A close() whose wait is interrupted keeps the caller's interrupt status, and returns at once. */
    @Test
    void closeKeepsTheCallersInterruptStatus() throws InterruptedException {
        NumberingFiller filler = new NumberingFiller();
        BlockSupply supply = new BlockSupply(64, 4, () -> filler, false);
        supply.take();
        assertThat(await(() -> filler.thread != null)).isTrue();
        Thread.currentThread().interrupt();
        supply.close();
        assertThat(Thread.interrupted()).as("interrupt status after close()").isTrue();
        filler.thread.join(10_000);
        assertThat(filler.thread.isAlive()).isFalse();
    }
}
