package dev.seqid;

import java.time.Duration;

/**
 * The generator of layout v4: no timestamp, no state, every id random but for its version and
 * variant bits. Nothing to order, so it never waits and never runs ahead of the clock.
 */
final class RandomUuidGenerator extends UuidGenerator {

    private final RandomBits random;
    private final StripedUuidGenerator striped;

    RandomUuidGenerator(Builder b) {
        super(b);
        this.random = new RandomBits(entropy, plan, false);
        this.striped = new StripedUuidGenerator.Unordered(this);
    }

    @Override
    <D, R> R writeOne(IdWriter<D, R> writer, D dst, int at) {
        return writer.write(dst, at, 0, plan.constantMsb() | random.nextMsb(), plan.constantLsb() | random.nextLsb());
    }

    @Override
    <D, R> R tryWriteOne(IdWriter<D, R> writer, D dst, int at) {
        return writeOne(writer, dst, at); // never waits
    }

    @Override
    <D> void write(IdWriter<D, ?> writer, D dst, int from, int count) {
        tryWrite(writer, dst, from, count);
    }

    @Override
    <D> int tryWrite(IdWriter<D, ?> writer, D dst, int from, int count) { // never waits
        long[] words = random.borrow();
        int at = random.gatherAt();
        try {
            for (int block = 0; block < count; block += RandomBits.BLOCK_IDS) {
                int ids = Math.min(RandomBits.BLOCK_IDS, count - block);
                random.draw(words, ids);
                for (int i = 0; i < ids; i++) {
                    writer.writeInBlock(dst, from, block + i, words, at, i, plan.constantMsb() | random.msb(words, i),
                            plan.constantLsb() | random.lsb(words, i));
                }
                writer.finishBlock(dst, from, block, words, at, ids);
            }
            return count;
        } finally {
            random.giveBack(words);
        }
    }

    /** Always 0: a random id is always possible. */
    @Override
    public long nanosUntilNext() {
        return 0;
    }

    /** Always zero: the ids have no timestamp. */
    @Override
    public Duration lead() {
        return Duration.ZERO;
    }

    /** Always 0: the clock is never read. */
    @Override
    public long clockStepBacks() {
        return 0;
    }

    /** Always 0: there is no position to re-anchor. */
    @Override
    public long reanchors() {
        return 0;
    }

    @Override
    public StripedUuidGenerator striped() {
        return striped;
    }
}
