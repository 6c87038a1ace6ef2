package example.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.EntropySource;
import dev.seqid.OverflowPolicy;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import java.time.Duration;
import java.time.Instant;
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
}
