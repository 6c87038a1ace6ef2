package example.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.EntropySource;
import dev.seqid.OverflowPolicy;
import dev.seqid.StripedUuidGenerator;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import dev.seqid.UuidParser;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The core's code blocks of README.md, as a user copies them (only the imports added); the build
 * checks that the page shows exactly these regions (dev.seqid.DocBlocksTest).
 */
class ReadmeSnippetsTest {

    @Test
    void quickStart() {
        // tag::quick-start[]
        UuidGenerator ids = UuidGenerator.builder().build();   // RFC 9562 v7, thread-safe, lock-free
        UUID id = ids.next();                                   // greater than every id before, on any thread

        UUID[] batch = new UUID[256];
        ids.next(batch);                                        // 256 consecutive ids, one CAS

        UUID now = ids.tryNext();                               // never waits: an id, or null at the lead
        Instant when = UuidLayout.v7().instantOf(id);           // the timestamp back out
        // end::quick-start[]

        assertThat(batch).doesNotContainNull();
        assertThat(UuidOrder.UNSIGNED.compare(id, batch[0])).isNegative();
        for (int i = 1; i < batch.length; i++) {
            assertThat(UuidOrder.UNSIGNED.compare(batch[i - 1], batch[i])).isNegative();
        }
        assertThat(now).isNotNull();
        assertThat(UuidOrder.UNSIGNED.compare(batch[255], now)).isNegative();
        assertThat(Duration.between(when, Instant.now()).abs()).isLessThan(Duration.ofMinutes(1));
    }

    @Test
    void settings() {
        // tag::settings[]
        UuidGenerator sqlServer = UuidGenerator.builder()
                .layout(UuidLayout.named("comb-sqlserver"))     // or UuidLayout.combSqlServer()
                .entropy(EntropySource.secure())                // the default
                .overflowPolicy(OverflowPolicy.WAIT)            // the default
                .maxLead(Duration.ofSeconds(1))                 // the default
                .build();
        // end::settings[]

        assertThat(sqlServer.layout()).isSameAs(UuidLayout.combSqlServer());
        assertThat(sqlServer.overflowPolicy()).isEqualTo(OverflowPolicy.WAIT);
        assertThat(sqlServer.entropy()).isSameAs(EntropySource.secure());
        UUID a = sqlServer.next();
        UUID b = sqlServer.next();
        assertThat(UuidOrder.SQL_SERVER.compare(a, b)).isNegative();
    }

    @Test
    void batchesAndStripes() {
        UuidGenerator ids = UuidGenerator.builder().build();
        // tag::bulk[]
        long[] pairs = new long[512];
        ids.nextLongs(pairs, 0, 256);                           // 256 ids as msb/lsb pairs, allocation-free

        StripedUuidGenerator perThread = ids.striped();         // ordered per thread only: for bulk loaders
        UUID row = perThread.next();
        // end::bulk[]

        UUID first = new UUID(pairs[0], pairs[1]);
        UUID last = new UUID(pairs[510], pairs[511]);
        assertThat(UuidOrder.UNSIGNED.compare(first, last)).isNegative();
        assertThat(UuidOrder.UNSIGNED.compare(last, row)).isNegative();
    }

    @Test
    void sortingAndParsing() {
        UuidGenerator ids = UuidGenerator.builder().build();
        List<UUID> someIds = new ArrayList<>(Arrays.asList(ids.next(), ids.next(), ids.next()));
        List<UUID> made = List.copyOf(someIds);
        Collections.reverse(someIds);
        // tag::order[]
        someIds.sort(UuidOrder.UNSIGNED);                       // PostgreSQL's order (UUID.compareTo is signed)
        UUID parsed = UuidParser.parse("0190a8e2-5c5e-7b3a-9f00-1234567890ab");   // the canonical form only
        // end::order[]

        assertThat(someIds).containsExactlyElementsOf(made);
        assertThat(parsed).isEqualTo(UUID.fromString("0190a8e2-5c5e-7b3a-9f00-1234567890ab"));
    }
}
