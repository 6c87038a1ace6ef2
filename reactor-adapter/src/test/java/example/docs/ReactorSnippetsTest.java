package example.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidOrder;
import dev.seqid.reactor.ReactiveUuids;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * The Reactor code blocks of README.md and docs/reactor.md, as a user copies them (only the
 * imports added); the build checks that the pages show exactly these regions
 * (dev.seqid.DocBlocksTest).
 */
class ReactorSnippetsTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    /** A row as an application keeps it: immutable, with a wither for its id. */
    record Row(UUID id, String payload) {
        Row withId(UUID id) {
            return new Row(id, payload);
        }
    }

    private final UuidGenerator generator = UuidGenerator.builder().build();
    private final Flux<Row> rows = Flux.range(0, 1_000).map(i -> new Row(null, "row " + i));

    @Test
    void readme() {
        // tag::readme[]
        record Line(UUID id, String item) {                        // a row, with a wither for its key
            Line withId(UUID id) { return new Line(id, item); }
        }
        UuidGenerator generator = UuidGenerator.builder().build(); // the application's one generator
        ReactiveUuids ids = ReactiveUuids.of(generator);
        Flux<UUID> keys = ids.flux();                              // endless, honours backpressure
        Flux<Line> lines = Flux.just("tea", "cups", "saucers").map(item -> new Line(null, item));
        Flux<Line> keyed = lines.transform(ids.keying(Line::withId)); // every line a key, in order
        // end::readme[]

        assertIncreasing(keys.take(300).collectList().block(TIMEOUT));
        List<Line> out = keyed.collectList().block(TIMEOUT);
        assertThat(out).extracting(Line::item).containsExactly("tea", "cups", "saucers");
        assertIncreasing(out.stream().map(Line::id).toList());
    }

    @Test
    void everyPublisher() {
        // tag::usage[]
        ReactiveUuids ids = ReactiveUuids.of(generator);          // any layout; timer: Schedulers.parallel()
        Flux<UUID> keys = ids.flux();                              // endless, honours backpressure
        Flux<UUID> hundred = ids.flux(100);                        // completes after 100
        Mono<UUID> key = ids.mono();
        Flux<long[]> chunks = ids.longChunks(256);                 // 256 ids per element as long pairs
        Flux<Row> keyed = rows.transform(ids.keying(Row::withId)); // every row an id, in order
        // end::usage[]

        assertIncreasing(keys.take(10).collectList().block(TIMEOUT));
        assertThat(hundred.collectList().block(TIMEOUT)).hasSize(100).doesNotHaveDuplicates();
        assertThat(key.block(TIMEOUT)).isNotNull();
        long[] chunk = chunks.blockFirst(TIMEOUT);
        assertThat(chunk).hasSize(512);
        assertThat(UuidOrder.UNSIGNED.compare(new UUID(chunk[0], chunk[1]), new UUID(chunk[510], chunk[511]))).isNegative();
        assertIncreasing(keyed.map(Row::id).collectList().block(TIMEOUT));
    }

    private static void assertIncreasing(List<UUID> ids) {
        assertThat(ids).isNotEmpty().doesNotContainNull();
        for (int i = 1; i < ids.size(); i++) {
            assertThat(UuidOrder.UNSIGNED.compare(ids.get(i - 1), ids.get(i))).as("id %d after id %d", i, i - 1).isNegative();
        }
    }
}
