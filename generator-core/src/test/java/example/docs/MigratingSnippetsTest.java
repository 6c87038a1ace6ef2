package example.docs;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.uuid.Generators;
import com.fasterxml.uuid.impl.TimeBasedEpochGenerator;
import com.github.f4b6a3.uuid.UuidCreator;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The code blocks of docs/migrating.md: each tagged region below is copied into the page, line for
 * line (DocBlocksTest checks it), and each test runs its region and checks what it made, including
 * where the new ids sort against the ones made before the switch.
 */
class MigratingSnippetsTest {

    /** Lets the clock move past the millisecond of the last id made before the switch. */
    private static void aMillisecondLater() throws InterruptedException {
        Thread.sleep(2);
    }

    @Test
    void fromRandomUuid() {
        // tag::random-before[]
        UUID id = UUID.randomUUID();
        // end::random-before[]

        assertThat(id.version()).isEqualTo(4);
    }

    @Test
    void theSeqidLine() {
        // tag::after[]
        UuidGenerator ids = UuidGenerator.builder().build();   // once, shared: a static final field or a bean
        UUID id = ids.next();
        // end::after[]

        assertThat(id.version()).isEqualTo(7);
        assertThat(UuidOrder.UNSIGNED.compare(id, ids.next())).isNegative();
    }

    @Test
    void fromUuidCreator() throws InterruptedException {
        // tag::uuid-creator-before[]
        UUID id = UuidCreator.getTimeOrderedEpoch();
        // end::uuid-creator-before[]
        aMillisecondLater();
        UuidGenerator ids = UuidGenerator.builder().build();
        UUID next = ids.next();

        assertThat(id.version()).isEqualTo(7);
        assertThat(UuidOrder.UNSIGNED.compare(id, next)).as("seqid's v7 ids sort after uuid-creator's earlier ones").isNegative();
        assertThat(UuidLayout.v7().instantOf(next)).isAfter(UuidLayout.v7().instantOf(id));
    }

    @Test
    void fromJug() throws InterruptedException {
        // tag::jug-before[]
        TimeBasedEpochGenerator generator = Generators.timeBasedEpochGenerator();   // once, shared
        UUID id = generator.generate();
        // end::jug-before[]
        aMillisecondLater();
        UuidGenerator ids = UuidGenerator.builder().build();
        UUID next = ids.next();

        assertThat(id.version()).isEqualTo(7);
        assertThat(UuidOrder.UNSIGNED.compare(id, next)).as("seqid's v7 ids sort after JUG's earlier ones").isNegative();
    }

    @Test
    void dotNetSchemes() {
        // tag::dotnet[]
        UuidGenerator efCore = UuidGenerator.builder().layout(UuidLayout.tickCounter()).build();       // EF Core's SequentialGuidValueGenerator
        UuidGenerator rtComb = UuidGenerator.builder().layout(UuidLayout.combSqlServer()).build();     // RT.Comb's SqlCombProvider
        UuidGenerator legacyComb = UuidGenerator.builder().layout(UuidLayout.combLegacy()).build();    // RT.Comb's legacy COMB (SQL Server datetime)
        UuidGenerator binaryComb = UuidGenerator.builder().layout(UuidLayout.combBinary()).build();    // Guid.ToByteArray() in BINARY(16)
        // end::dotnet[]

        for (UuidGenerator g : new UuidGenerator[] {efCore, rtComb, legacyComb}) {
            UUID a = g.next();
            UUID b = g.next();
            assertThat(g.layout().databaseOrder()).isSameAs(UuidOrder.SQL_SERVER);
            assertThat(UuidOrder.SQL_SERVER.compare(a, b)).as(g.layout().name()).isNegative();
        }
        assertThat(binaryComb.layout().databaseOrder()).isSameAs(UuidOrder.DOTNET_BYTES);
        assertThat(UuidOrder.DOTNET_BYTES.compare(binaryComb.next(), binaryComb.next())).isNegative();
        assertThat(UuidLayout.names()).contains("tick-counter", "comb-sqlserver", "comb-legacy", "comb-binary");
    }
}
