package dev.seqid.reactor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import io.r2dbc.postgresql.PostgresqlConnectionConfiguration;
import io.r2dbc.postgresql.PostgresqlConnectionFactory;
import io.r2dbc.spi.Connection;
import io.r2dbc.spi.Result;
import io.r2dbc.spi.Statement;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/**
 * A real pipeline: rows keyed by v7 ids with {@link ReactiveUuids#keying}, written in batches through
 * R2DBC to an embedded PostgreSQL 18, read back in the database's own order. PostgreSQL sorts
 * {@code uuid} by its bytes and decodes a v7 id's timestamp itself ({@code uuid_extract_timestamp},
 * PostgreSQL 17+), so both the order and the timestamps are checked by an independent reader.
 */
class PostgresPipelineTest {

    private static final int ROWS = 10_000;
    private static final int BATCH = 500;

    private static EmbeddedPostgres postgres;
    private static PostgresqlConnectionFactory connections;

    private final UuidGenerator generator = UuidGenerator.builder().layout(UuidLayout.named("v7")).build();
    private final ReactiveUuids ids = ReactiveUuids.of(generator);

    record Row(UUID id, String payload, int seq) {
    }

    record ReadRow(int seq, UUID id, Instant extracted, int version) {
    }

    @BeforeAll
    static void startPostgres() throws Exception {
        long start = System.nanoTime();
        postgres = EmbeddedPostgres.builder().start();
        System.out.printf("PostgresPipelineTest: PostgreSQL started in %d ms%n", (System.nanoTime() - start) / 1_000_000);
        connections = new PostgresqlConnectionFactory(PostgresqlConnectionConfiguration.builder()
                .host("localhost")
                .port(postgres.getPort())
                .username("postgres")
                .database("postgres")
                .build());
    }

    @AfterAll
    static void stopPostgres() throws Exception {
        if (postgres != null) {
            postgres.close();
        }
    }

    @Test
    void rowsKeyedByV7IdsComeBackInGenerationOrderWithTheTimestampsPostgresDecodes() {
        long t0 = System.nanoTime();
        inConnection(c -> Flux.from(c.createStatement(
                "CREATE TABLE keyed_rows (id uuid PRIMARY KEY, payload text NOT NULL, seq int NOT NULL)").execute())
                .flatMap(Result::getRowsUpdated)
                .then())
                .block(Duration.ofSeconds(30));

        System.out.printf("PostgresPipelineTest: table created in %d ms%n", (System.nanoTime() - t0) / 1_000_000);
        List<Row> written = new ArrayList<>(ROWS);
        AtomicInteger keyedOnNonBlockingThreads = new AtomicInteger();
        Flux<Row> rows = Flux.range(0, ROWS)
                .transform(ids.<Integer, Row>keying((seq, id) -> new Row(id, "payload " + seq, seq)))
                .doOnNext(r -> {
                    written.add(r);
                    if (Schedulers.isInNonBlockingThread()) {
                        keyedOnNonBlockingThreads.incrementAndGet();
                    }
                });

        long start = System.nanoTime();
        Long inserted = inConnection(c -> Mono.from(c.beginTransaction())
                .thenMany(rows.buffer(BATCH).concatMap(batch -> insert(c, batch)))
                .reduce(0L, Long::sum)
                .flatMap(n -> Mono.from(c.commitTransaction()).thenReturn(n)))
                .block(Duration.ofSeconds(60));
        long writeNanos = System.nanoTime() - start;

        start = System.nanoTime();
        List<ReadRow> read = inConnection(c -> Flux.from(c.createStatement(
                        "SELECT seq, id, uuid_extract_timestamp(id) AS ts, uuid_extract_version(id) AS v"
                                + " FROM keyed_rows ORDER BY id").execute())
                .flatMap(result -> result.map((row, meta) -> new ReadRow(
                        row.get("seq", Integer.class),
                        row.get("id", UUID.class),
                        row.get("ts", OffsetDateTime.class).toInstant(),
                        row.get("v", Short.class))))
                .collectList())
                .block(Duration.ofSeconds(60));
        Long counted = inConnection(c -> Flux.from(c.createStatement("SELECT count(*) FROM keyed_rows").execute())
                .flatMap(result -> result.map((row, meta) -> row.get(0, Long.class)))
                .single())
                .block(Duration.ofSeconds(30));
        long readNanos = System.nanoTime() - start;
        System.out.printf("PostgresPipelineTest: %,d rows keyed and written in %d ms (batches of %d; %,d keyed on"
                        + " non-blocking threads), read back in %d ms%n",
                ROWS, writeNanos / 1_000_000, BATCH, keyedOnNonBlockingThreads.get(), readNanos / 1_000_000);

        assertThat(inserted).isEqualTo(ROWS);
        assertThat(counted).isEqualTo(ROWS);
        assertThat(written).hasSize(ROWS);
        assertThat(read).hasSize(ROWS);
        // The demand for the next batch comes from the driver's event loop: the keying operator and the
        // generator ran there, under BlockHound, which fails any blocking call on such a thread.
        assertThat(keyedOnNonBlockingThreads).as("rows keyed on a non-blocking (event loop) thread").hasPositiveValue();

        UuidLayout layout = generator.layout();
        for (int i = 0; i < ROWS; i++) {
            ReadRow r = read.get(i);
            // ORDER BY id gives the rows in the order the keying operator made their ids...
            assertThat(r.seq()).as("seq of row %d in id order", i).isEqualTo(i);
            assertThat(r.id()).as("id of seq %d", i).isEqualTo(written.get(i).id());
            // ...and PostgreSQL reads the same millisecond out of every id as the layout does.
            assertThat(r.version()).as("uuid_extract_version of %s", r.id()).isEqualTo(7);
            assertThat(r.extracted().truncatedTo(ChronoUnit.MILLIS))
                    .as("uuid_extract_timestamp(%s)", r.id())
                    .isEqualTo(layout.instantOf(r.id()).truncatedTo(ChronoUnit.MILLIS));
        }
    }

    /**
     * One INSERT of the whole batch, {@code VALUES ($1, $2, $3), ($4, $5, $6), ...}: one statement
     * per batch (a binding per row with {@code Statement.add()} is executed row by row, and took about
     * four times as long).
     */
    private static Mono<Long> insert(Connection c, List<Row> batch) {
        StringBuilder sql = new StringBuilder("INSERT INTO keyed_rows (id, payload, seq) VALUES ");
        for (int i = 0; i < batch.size(); i++) {
            sql.append(i == 0 ? "" : ", ").append("($").append(3 * i + 1).append(", $").append(3 * i + 2)
                    .append(", $").append(3 * i + 3).append(')');
        }
        Statement st = c.createStatement(sql.toString());
        for (int i = 0; i < batch.size(); i++) {
            Row r = batch.get(i);
            st.bind(3 * i, r.id()).bind(3 * i + 1, r.payload()).bind(3 * i + 2, r.seq());
        }
        return Flux.from(st.execute()).flatMap(Result::getRowsUpdated).reduce(0L, Long::sum);
    }

    /** Runs {@code work} on a new connection, closed when it ends. */
    private static <T> Mono<T> inConnection(Function<Connection, Mono<T>> work) {
        return Mono.usingWhen(connections.create(), work, Connection::close);
    }
}
