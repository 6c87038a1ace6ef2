package example.docs;

import static org.assertj.core.api.Assertions.assertThat;

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
        UUID first = Orders.newKey();
        UUID[] batch = Orders.newKeys(256);
        UUID last = Orders.newKey();

        assertThat(first.version()).isEqualTo(7);
        assertThat(batch).hasSize(256).doesNotContainNull();
        assertThat(UuidOrder.UNSIGNED.compare(first, batch[0])).isNegative();
        for (int i = 1; i < batch.length; i++) {
            assertThat(UuidOrder.UNSIGNED.compare(batch[i - 1], batch[i])).isNegative();
        }
        assertThat(UuidOrder.UNSIGNED.compare(batch[255], last)).isNegative();
        assertThat(Duration.between(Orders.createdAt(first), Instant.now()).abs()).isLessThan(Duration.ofMinutes(1));
        assertThat(Orders.createdAt(last)).isAfterOrEqualTo(Orders.createdAt(first));
    }

    @Test
    void settings() {
        // tag::settings[]
        UuidGenerator sqlServer = UuidGenerator.builder()
                .layout(UuidLayout.named("comb-sqlserver"))     // or UuidLayout.combSqlServer()
                .overflowPolicy(OverflowPolicy.THROW)           // default WAIT
                .maxLead(Duration.ofMillis(250))                // default 1 s
                .build();
        // end::settings[]

        assertThat(sqlServer.layout()).isSameAs(UuidLayout.combSqlServer());
        assertThat(sqlServer.overflowPolicy()).isEqualTo(OverflowPolicy.THROW);
        assertThat(sqlServer.toString()).contains("maxLead=PT0.25S");
        UUID a = sqlServer.next();
        UUID b = sqlServer.next();
        assertThat(UuidOrder.SQL_SERVER.compare(a, b)).isNegative();
    }
}
