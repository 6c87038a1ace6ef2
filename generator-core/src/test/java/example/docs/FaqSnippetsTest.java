package example.docs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.ClockStepBack;
import dev.seqid.GeneratorOverflowException;
import dev.seqid.OverflowPolicy;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import dev.seqid.UuidParser;
import dev.seqid.testing.SettableClockSource;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The code blocks of docs/faq.md: each tagged region below is copied into the page, line for line
 * (DocBlocksTest checks it), and each test runs its region and checks what it made.
 */
class FaqSnippetsTest {

    @Test
    void aNodeIdPerProcess() {
        long hostNumber = 4711;
        // tag::v8-node[]
        UuidGenerator ids = UuidGenerator.builder()
                .layout(UuidLayout.v8Node(16, hostNumber))   // hostNumber: 0 to 65,535, a different one for each process
                .build();
        // end::v8-node[]

        UUID a = ids.next();
        UUID b = ids.next();
        assertThat(a.version()).isEqualTo(8);
        assertThat(ids.layout().nodeOf(a)).isEqualTo(hostNumber);
        assertThat(ids.layout().nodeOf(b)).isEqualTo(hostNumber);
        assertThat(UuidOrder.UNSIGNED.compare(a, b)).isNegative();
    }

    @Test
    void aClockThatStepsBackKeepsTheIdsGoingUpThenThrowsUnderThrow() {
        // tag::step-back[]
        SettableClockSource clock = new SettableClockSource(Instant.parse("2026-03-01T12:00:00Z"));
        UuidGenerator ids = UuidGenerator.builder()
                .clock(clock)
                .overflowPolicy(OverflowPolicy.THROW)
                .build();
        UUID before = ids.next();
        clock.set(Instant.parse("2026-03-01T11:59:50Z"));   // the clock steps back 10 s
        UUID after = ids.next();                            // greater than before, still stamped 12:00:00.000
        // end::step-back[]

        assertThat(UuidOrder.UNSIGNED.compare(before, after)).isNegative();
        assertThat(UuidLayout.v7().instantOf(after)).isEqualTo(Instant.parse("2026-03-01T12:00:00Z"));
        assertThat(ids.lead()).as("measured from the clock, which is now 10 s behind the last id").isEqualTo(Duration.ofSeconds(10));
    }

    @Test
    void theLeadCountsFromTheHighestReadingSoASpentCounterThrowsUnderThrow() {
        SettableClockSource clock = new SettableClockSource(Instant.parse("2026-03-01T12:00:00Z"));
        UuidGenerator ids = UuidGenerator.builder().clock(clock).overflowPolicy(OverflowPolicy.THROW).maxLead(Duration.ofMillis(5)).build();
        UUID first = ids.next();
        clock.set(Instant.parse("2026-03-01T11:59:50Z"));

        // The generator borrows ticks up to 5 ms past the highest reading, 12:00:00.000, then throws:
        // the clock, 10 s behind, gives it no room of its own.
        long[] words = new long[2 * 4096];
        long made = 0;
        try {
            while (true) {
                ids.nextLongs(words, 0, 4096);
                made += 4096;
            }
        } catch (GeneratorOverflowException e) {
            assertThat(e).hasMessageContaining("ahead of the clock");
        }
        // A batch fails whole when it does not fit; single ids take what is left of the last tick.
        try {
            for (int i = 0; i <= 4096; i++) {
                ids.next();
                made++;
            }
        } catch (GeneratorOverflowException e) {
            assertThat(e).hasMessageContaining("ahead of the clock");
        }
        assertThat(made).as("the rest of 12:00:00.000's counter and 5 ms of 2^18 ids").isBetween(5L << 18, 6L << 18);
        assertThatThrownBy(ids::next).isInstanceOf(GeneratorOverflowException.class);

        // Once the clock has caught up with the borrowed ticks, ids flow again, above all before.
        clock.set(Instant.parse("2026-03-01T12:00:00.010Z"));
        UUID resumed = ids.next();
        assertThat(UuidOrder.UNSIGNED.compare(first, resumed)).isNegative();
        assertThat(UuidLayout.v7().instantOf(resumed)).isEqualTo(Instant.parse("2026-03-01T12:00:00.010Z"));
    }

    @Test
    void afterARestartTheFloorKeepsNewIdsAboveTheLastStoredOne() {
        UUID lastStoredId = UuidLayout.v7().stamp(UUID.randomUUID(), Instant.now().plusSeconds(30));   // made by a host whose clock ran ahead
        // tag::restart[]
        UuidGenerator ids = UuidGenerator.builder()
                .after(lastStoredId)                       // the highest id stored: spring-boot.md's query
                .build();
        // end::restart[]

        UUID first = ids.next();
        assertThat(UuidOrder.UNSIGNED.compare(lastStoredId, first)).isNegative();
        assertThat(UuidOrder.UNSIGNED.compare(first, ids.next())).isNegative();
    }

    @Test
    void reanchoringStartsAgainFromTheClockAndCountsTheStep() {
        SettableClockSource clock = new SettableClockSource(Instant.parse("2026-03-01T12:00:00Z"));
        // tag::reanchor[]
        UuidGenerator ids = UuidGenerator.builder()
                .clock(clock)
                .clockStepBack(ClockStepBack.REANCHOR)          // default: ClockStepBack.KEEP_ORDER
                .stepBackTolerance(Duration.ofSeconds(10))      // the default
                .build();
        // end::reanchor[]

        UUID before = ids.next();
        clock.set(Instant.parse("2026-03-01T11:00:00Z"));   // an hour back
        UUID after = ids.next();
        assertThat(UuidLayout.v7().instantOf(after)).isEqualTo(Instant.parse("2026-03-01T11:00:00Z"));
        assertThat(UuidOrder.UNSIGNED.compare(after, before)).isNegative();
        assertThat(ids.clockStepBacks()).isEqualTo(1);
        assertThat(ids.reanchors()).isEqualTo(1);
    }

    @Test
    void anIdShowsWhenItWasMade() {
        UuidGenerator generator = UuidGenerator.builder().build();
        Instant start = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        UUID id = generator.next();
        // tag::reveals[]
        Instant created = UuidLayout.v7().instantOf(id);   // to the millisecond, for anyone who sees the id
        // end::reveals[]

        assertThat(created).isBetween(start.minusMillis(5), Instant.now());
        assertThat(created.getNano() % 1_000_000).isZero();
    }

    @Test
    void aKeyForTheDatabaseAndAnotherForUrls() {
        // tag::public-ref[]
        UuidGenerator keys = UuidGenerator.builder().build();                                // v7: the primary key
        UuidGenerator publicRefs = UuidGenerator.builder().layout(UuidLayout.v4()).build();  // v4: shown in URLs, tells nothing
        // end::public-ref[]
        String pathSegment = publicRefs.next().toString();
        // tag::parse[]
        UUID ref = UuidParser.parse(pathSegment);   // UuidFormatException unless it is the 36-character form
        // end::parse[]

        assertThat(keys.next().version()).isEqualTo(7);
        assertThat(ref.version()).isEqualTo(4);
        assertThat(ref.toString()).isEqualTo(pathSegment);
    }

    @Test
    void randomLeadingBytesForDistributedSqlDatabases() {
        // tag::distributed[]
        UuidGenerator ids = UuidGenerator.builder()
                .layout(UuidLayout.combSqlServer())   // random first bytes, the time in the last six
                .build();
        // end::distributed[]

        Instant start = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        UUID id = ids.next();
        assertThat(ids.layout().instantOf(id)).isBetween(start.minusMillis(5), Instant.now());
        assertThat(ids.layout().databaseOrder()).isSameAs(UuidOrder.SQL_SERVER);
        // The first bytes are random: among many ids, in byte order, the first byte takes many values.
        long firstBytes = java.util.stream.IntStream.range(0, 64).map(i -> (int) (ids.next().getMostSignificantBits() >>> 56)).distinct().count();
        assertThat(firstBytes).isGreaterThan(16);
    }
}
