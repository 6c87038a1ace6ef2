package dev.seqid.springdata.r2dbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidGenerator;
import dev.seqid.springdata.SeqIdGeneratorRegistry;
import dev.seqid.springdata.entities.Invoice;
import dev.seqid.springdata.entities.Schema;
import example.docs.Note;
import dev.seqid.springdata.entities.Shipment;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.data.r2dbc.core.R2dbcEntityTemplate;
import org.springframework.r2dbc.core.DatabaseClient;
import reactor.core.publisher.Flux;

/**
 * What {@link dev.seqid.springdata.SeqIdReactiveBeforeConvertCallback} promises, on one real
 * database per subclass, with BlockHound installed (its JUnit platform listener): one application
 * context per class, started once.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class R2dbcContract {

    /** 2,000 entities in all: rounds of a batch of each type. */
    private static final int ROUNDS = 10;
    private static final int BATCH = 100;
    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    private ConfigurableApplicationContext context;
    private DatabaseClient sql;
    private ReactiveInvoices invoices;
    private ReactiveShipments shipments;

    /** Starts the database; returns the {@code spring.r2dbc.*} properties that reach it. */
    abstract Map<String, Object> startDatabase() throws Exception;

    abstract void stopDatabase() throws Exception;

    /** Whether the driver runs the saves on non-blocking threads (an event loop). */
    abstract boolean savesOnNonBlockingThreads();

    @BeforeAll
    void start() throws Exception {
        Map<String, Object> properties = new HashMap<>(startDatabase());
        properties.put("spring.main.banner-mode", "off");
        context = new SpringApplicationBuilder(R2dbcApp.class).web(WebApplicationType.NONE).properties(properties).run();
        sql = context.getBean(DatabaseClient.class);
        Flux.fromIterable(Schema.DDL).concatMap(ddl -> sql.sql(ddl).then()).then().block(TIMEOUT);
        invoices = context.getBean(ReactiveInvoices.class);
        shipments = context.getBean(ReactiveShipments.class);
    }

    @AfterAll
    void stop() throws Exception {
        try {
            if (context != null) {
                context.close();
            }
        } finally {
            stopDatabase();
        }
    }

    @BeforeEach
    void emptyTables() {
        sql.sql("DELETE FROM invoice").then().then(sql.sql("DELETE FROM shipment").then()).then(sql.sql("DELETE FROM note").then())
                .block(TIMEOUT);
    }

    @Test
    void aKotlinDataClassWithANullValIdGetsItsIdThroughItsCopyInOrder() {
        R2dbcEntityTemplate template = context.getBean(R2dbcEntityTemplate.class);

        List<Note> saved = Flux.range(0, BATCH).concatMap(i -> template.insert(new Note(null, "note " + i))).collectList().block(TIMEOUT);
        List<String> inIdOrder = sql.sql("SELECT text FROM note ORDER BY id").map(row -> row.get(0, String.class)).all()
                .collectList().block(TIMEOUT);

        assertThat(saved).hasSize(BATCH).allSatisfy(note -> assertThat(note.getId()).isNotNull());
        assertThat(inIdOrder).as("ORDER BY id: the order of the saves").containsExactlyElementsOf(saved.stream().map(Note::getText).toList());
    }

    @Test
    void twoEntityTypesShareTheDefaultGeneratorAndComeBackInIdOrderAsSaved() {
        R2dbcApp.ThreadSpy spy = context.getBean(R2dbcApp.ThreadSpy.class);
        int nonBlockingBefore = spy.onNonBlockingThreads.get();

        List<UUID> savedKeys = Flux.range(0, ROUNDS)
                .concatMap(round -> invoices.saveAll(Flux.range(0, BATCH).map(i -> new Invoice(null, "customer " + round + "/" + i)))
                        .map(Invoice::id)
                        .concatWith(shipments.saveAll(Flux.range(0, BATCH).map(i -> new Shipment("parcel " + round + "/" + i)))
                                .map(Shipment::getId)))
                .collectList()
                .block(TIMEOUT);
        List<UUID> inDatabaseOrder = sql.sql(Schema.IDS_IN_DATABASE_ORDER).map(row -> row.get(0, UUID.class)).all()
                .collectList().block(TIMEOUT);

        assertThat(savedKeys).hasSize(2 * ROUNDS * BATCH).doesNotHaveDuplicates();
        assertThat(inDatabaseOrder).as("ORDER BY id over both tables: the order of the saves").containsExactlyElementsOf(savedKeys);
        assertThat(savedKeys).allSatisfy(id -> assertThat(id.version()).isEqualTo(7));
        assertThat(context.getBean(SeqIdGeneratorRegistry.class).byLayout()).as("no generator besides the default").isEmpty();
        assertThat(context.getBean(SeqIdGeneratorRegistry.class).defaultGenerator()).isSameAs(context.getBean(UuidGenerator.class));
        if (savesOnNonBlockingThreads()) {
            assertThat(spy.onNonBlockingThreads.get() - nonBlockingBefore)
                    .as("saves whose callbacks ran on the driver's non-blocking threads, where BlockHound watches")
                    .isPositive();
        }
    }

    @Test
    void aRecordGetsItsIdThroughItsWitherAndIsFoundByIt() {
        Invoice unsaved = new Invoice(null, "ACME");

        Invoice saved = invoices.save(unsaved).block(TIMEOUT);

        assertThat(unsaved.id()).as("the record given to save() is unchanged").isNull();
        assertThat(saved.id()).isNotNull();
        assertThat(invoices.findById(saved.id()).block(TIMEOUT)).isEqualTo(saved);
        Invoice renamed = invoices.save(new Invoice(saved.id(), "ACME Ltd")).block(TIMEOUT);
        assertThat(renamed.id()).as("an update keeps the id").isEqualTo(saved.id());
        assertThat(invoices.findAll().collectList().block(TIMEOUT)).containsExactly(renamed);
    }

    @Test
    void anIdTheApplicationSetIsInsertedAsGivenAndNeverOverwritten() {
        UUID given = UUID.fromString("00000000-0000-4000-8000-000000000001");
        UUID givenRef = UUID.fromString("00000000-0000-4000-8000-000000000002");
        R2dbcEntityTemplate template = context.getBean(R2dbcEntityTemplate.class);

        Invoice inserted = template.insert(new Invoice(given, "given")).block(TIMEOUT);
        Shipment shipment = new Shipment("given ref");
        shipment.setTrackingRef(givenRef);
        Shipment saved = shipments.save(shipment).block(TIMEOUT);

        assertThat(inserted.id()).isEqualTo(given);
        assertThat(invoices.findById(given).block(TIMEOUT)).isEqualTo(new Invoice(given, "given"));
        assertThat(saved.getId()).as("the null id filled").isNotNull();
        Shipment loaded = shipments.findById(saved.getId()).block(TIMEOUT);
        assertThat(loaded.getTrackingRef()).as("the tracking reference set by the application kept").isEqualTo(givenRef);
        loaded.setLabel("relabelled");
        shipments.save(loaded).block(TIMEOUT);
        assertThat(shipments.findAll().collectList().block(TIMEOUT)).singleElement().satisfies(s -> {
            assertThat(s.getId()).isEqualTo(saved.getId());
            assertThat(s.getTrackingRef()).isEqualTo(givenRef);
            assertThat(s.getLabel()).isEqualTo("relabelled");
        });
    }
}
