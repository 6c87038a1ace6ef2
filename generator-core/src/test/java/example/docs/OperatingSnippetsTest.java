package example.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.ClockSource;
import dev.seqid.EntropySource;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The code block of docs/operating.md, copied into the page line for line (DocBlocksTest checks it):
 * a generator that starts no thread of seqid's, on threads of its own, still makes ordered v7 ids.
 */
class OperatingSnippetsTest {

    private static Set<Thread> seqidThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith("seqid-")).collect(Collectors.toSet());
    }

    @Test
    void aGeneratorOnTheSystemClockAndPerThreadEntropyStartsNoThread() throws InterruptedException {
        Set<Thread> before = seqidThreads();

        // tag::no-threads[]
        UuidGenerator ids = UuidGenerator.builder()
                .clock(ClockSource.system())               // no ticker: a clock call per id
                .entropy(EntropySource.perThreadDrbg())    // no producer: each thread fills its own block
                .build();
        // end::no-threads[]

        List<UUID> made = new ArrayList<>();
        Thread[] threads = new Thread[4];
        for (int t = 0; t < threads.length; t++) {
            threads[t] = new Thread(() -> {
                for (int i = 0; i < 20_000; i++) {
                    ids.next();
                }
            });
            threads[t].start();
        }
        for (int i = 0; i < 1_000; i++) {
            made.add(ids.next());
        }
        for (Thread t : threads) {
            t.join();
        }

        assertThat(seqidThreads()).as("seqid's threads after 81,000 ids").isSubsetOf(before);
        assertThat(made).allSatisfy(id -> assertThat(id.version()).isEqualTo(7)).doesNotHaveDuplicates().isSortedAccordingTo(UuidOrder.UNSIGNED);
    }
}
