package dev.seqid;

import org.jctools.queues.MpmcArrayQueue;

/**
 * The random bits of a layout's ids, drawn from an {@link EntropySource}: which words an id draws,
 * and buffers for drawing a batch's words with one call.
 *
 * <p>An id draws one word for each of its two words that has random bits, plus, for monotonic
 * random batches, one word for its offset in its slot ({@link PositionArithmetic#span}). In a batch
 * buffer, id {@code i}'s words start at {@code i * wordsPerId}; a word the layout does not use is
 * not read: its flag is fixed by the layout, so the test goes the same way for every id.
 *
 * <p>Buffers are handed from call to call through a small MPMC queue, not kept per thread: a new
 * thread per request must not pay for a buffer of its own. A buffer is owned by one call between
 * {@link #borrow()} and {@link #giveBack}; the queue's offer/poll order the hand-over.
 */
final class RandomBits {

    /** Ids whose words a batch draws with one call. */
    static final int BLOCK_IDS = 64;

    private final EntropySource entropy;
    private final long maskMsb;
    private final long maskLsb;
    private final boolean msbDraws;
    private final boolean lsbDraws;
    private final int wordsPerId;
    private final int msbWord;
    private final int lsbWord;
    private final int stepWord;
    private final MpmcArrayQueue<long[]> buffers = new MpmcArrayQueue<>(16);

    /**
     * @param steps whether batch ids draw a word for their slot offset (monotonic random)
     */
    RandomBits(EntropySource entropy, BitPlan plan, boolean steps) {
        this.entropy = entropy;
        this.maskMsb = plan.randomMaskMsb();
        this.maskLsb = plan.randomMaskLsb();
        this.msbDraws = maskMsb != 0;
        this.lsbDraws = maskLsb != 0;
        int words = 0;
        this.msbWord = msbDraws ? words++ : 0;
        this.lsbWord = lsbDraws ? words++ : 0;
        this.stepWord = steps ? words++ : 0;
        this.wordsPerId = words;
    }

    /** The random bits of one id's most significant word: a fresh word masked to the layout's random bits. */
    long nextMsb() {
        return msbDraws ? entropy.nextLong() & maskMsb : 0;
    }

    /** As {@link #nextMsb()}, for the least significant word. */
    long nextLsb() {
        return lsbDraws ? entropy.nextLong() & maskLsb : 0;
    }

    /**
     * A buffer for {@link #BLOCK_IDS} ids ({@link #buffer}), its room at {@link #gatherAt()}; return
     * it with {@link #giveBack}.
     */
    long[] borrow() {
        long[] buffer = buffers.relaxedPoll();
        return buffer != null ? buffer : buffer(BLOCK_IDS);
    }

    /**
     * A new buffer for {@code ids} ids: their words, then, from {@link #gatherAt(int) gatherAt(ids)},
     * room for their {@code 2 * ids} composed words (see {@link IdWriter#writeInBlock}).
     */
    long[] buffer(int ids) {
        return new long[(bufferWordsPerId() + 2) * ids];
    }

    /** Where the room for composed (msb, lsb) pairs starts in a buffer for {@code ids} ids. */
    int gatherAt(int ids) {
        return bufferWordsPerId() * ids;
    }

    /** Where a borrowed buffer's room starts: {@link #gatherAt(int)} of {@link #BLOCK_IDS}. */
    int gatherAt() {
        return gatherAt(BLOCK_IDS);
    }

    /**
     * Words a buffer holds per id: {@code wordsPerId}, but at least 1, so that a buffer's length
     * still counts its ids for a layout that draws nothing.
     */
    int bufferWordsPerId() {
        return Math.max(1, wordsPerId);
    }

    /** Returns a buffer for another call (dropped for the collector if the pool is full). */
    void giveBack(long[] buffer) {
        buffers.offer(buffer);
    }

    /** Draws the words of {@code ids} ids (at most {@link #BLOCK_IDS}) into {@code buffer}, with one call to the entropy source. */
    void draw(long[] buffer, int ids) {
        if (wordsPerId > 0) {
            entropy.nextLongs(buffer, 0, wordsPerId * ids);
        }
    }

    /** The random bits of id {@code i}'s most significant word, from a drawn buffer. */
    long msb(long[] buffer, int i) {
        return msbDraws ? buffer[i * wordsPerId + msbWord] & maskMsb : 0;
    }

    /** The random bits of id {@code i}'s least significant word, from a drawn buffer. */
    long lsb(long[] buffer, int i) {
        return lsbDraws ? buffer[i * wordsPerId + lsbWord] & maskLsb : 0;
    }

    /** Id {@code i}'s offset in its slot, from a drawn buffer: its step word masked by {@code slotMask} (0, and no read, when there is no offset). */
    long slotOffset(long[] buffer, int i, long slotMask) {
        return slotMask == 0 ? 0 : buffer[i * wordsPerId + stepWord] & slotMask;
    }
}
