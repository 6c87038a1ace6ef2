package dev.seqid.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A block DRBG's reseed rule, checked on a CTR_DRBG of known seed and a short reseed interval put in
 * place of its own (by reflection: its DRBG is private and always seeded from the process's seed
 * source), against the block-by-block reference of {@link CtrDrbgTest}.
 */
class BlockDrbgTest {

    @Test
    void fillServesRequestsUntilTheIntervalEndsThenReseedsFromTheSeedSource() {
        byte[] entropy = new byte[CtrDrbg.SEED_LENGTH];
        new Random(11).nextBytes(entropy);
        CtrDrbg known = new CtrDrbg(entropy, null, 2);
        BlockDrbg drbg = new BlockDrbg(known);
        CtrDrbgTest.Reference withoutReseed = new CtrDrbgTest.Reference(entropy, null);
        CtrDrbgTest.Reference zeroReseed = new CtrDrbgTest.Reference(entropy, null);

        byte[] block = new byte[100];
        for (int request = 1; request <= 2; request++) {
            drbg.fill(block);
            assertThat(block).as("request %d, within the interval: no reseed", request).isEqualTo(withoutReseed.generate(100, null));
            zeroReseed.generate(100, null);
            assertThat(known.reseedCounter()).isEqualTo(request + 1);
        }
        assertThat(known.needsReseed()).isTrue();

        drbg.fill(block);
        assertThat(known.reseedCounter()).as("reseeded, then one request").isEqualTo(2);
        assertThat(block).as("not the unreseeded continuation").isNotEqualTo(withoutReseed.generate(100, null));
        zeroReseed.reseed(new byte[CtrDrbg.SEED_LENGTH], null);
        assertThat(block).as("not a reseed with an all-zero seed (a seed nobody drew)").isNotEqualTo(zeroReseed.generate(100, null));
    }

    @Test
    void fillWritesTheWholeBlockWithFreshOutput() {
        BlockDrbg drbg = new BlockDrbg();
        byte[] first = new byte[CtrDrbg.MAX_REQUEST_BYTES];
        byte[] second = new byte[CtrDrbg.MAX_REQUEST_BYTES];
        drbg.fill(first);
        drbg.fill(second);
        long[] words = new long[2 * first.length / Long.BYTES];
        for (int i = 0; i < first.length / Long.BYTES; i++) {
            words[i] = (long) ThreadLocalDrbgEntropySource.LONGS.get(first, i * Long.BYTES);
            words[first.length / Long.BYTES + i] = (long) ThreadLocalDrbgEntropySource.LONGS.get(second, i * Long.BYTES);
        }
        ThreadLocalDrbgEntropySourceTest.assertFreshWords(words);
    }
}
