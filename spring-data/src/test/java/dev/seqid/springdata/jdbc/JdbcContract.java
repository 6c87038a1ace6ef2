package dev.seqid.springdata.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidGenerator;
import dev.seqid.springdata.SeqIdGeneratorRegistry;
import dev.seqid.springdata.entities.Invoice;
import dev.seqid.springdata.entities.Schema;
import dev.seqid.springdata.entities.Shipment;
import example.docs.Note;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.data.jdbc.core.JdbcAggregateTemplate;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * What {@link dev.seqid.springdata.SeqIdBeforeConvertCallback} promises, on one real database per
 * subclass: one application context per class, started once.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class JdbcContract {

    /** 2,000 entities in all: rounds of a batch of each type. */
    private static final int ROUNDS = 10;
    private static final int BATCH = 100;

    private ConfigurableApplicationContext context;
    private JdbcTemplate sql;
    private Invoices invoices;
    private Shipments shipments;

    /** Starts the database; returns the {@code spring.datasource.*} properties that reach it. */
    abstract Map<String, Object> startDatabase() throws Exception;

    abstract void stopDatabase() throws Exception;

    @BeforeAll
    void start() throws Exception {
        Map<String, Object> properties = new java.util.HashMap<>(startDatabase());
        properties.put("spring.main.banner-mode", "off");
        context = new SpringApplicationBuilder(JdbcApp.class).web(WebApplicationType.NONE).properties(properties).run();
        sql = context.getBean(JdbcTemplate.class);
        Schema.DDL.forEach(sql::execute);
        invoices = context.getBean(Invoices.class);
        shipments = context.getBean(Shipments.class);
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
        sql.execute("DELETE FROM invoice");
        sql.execute("DELETE FROM shipment");
        sql.execute("DELETE FROM note");
    }

    @Test
    void aKotlinDataClassWithANullValIdGetsItsIdThroughItsCopyInOrder() {
        JdbcAggregateTemplate template = context.getBean(JdbcAggregateTemplate.class);
        List<Note> unsaved = IntStream.range(0, BATCH).mapToObj(i -> new Note(null, "note " + i)).toList();

        List<Note> saved = unsaved.stream().map(template::save).toList();

        assertThat(unsaved).allSatisfy(note -> assertThat(note.getId()).as("the data class given to save() is unchanged").isNull());
        assertThat(saved).allSatisfy(note -> assertThat(note.getId()).isNotNull());
        assertThat(sql.queryForList("SELECT text FROM note ORDER BY id", String.class))
                .as("ORDER BY id: the order of the saves").containsExactlyElementsOf(saved.stream().map(Note::getText).toList());
        assertThat(template.findById(saved.get(0).getId(), Note.class)).isEqualTo(saved.get(0));
    }

    @Test
    void twoEntityTypesShareTheDefaultGeneratorAndComeBackInIdOrderAsSaved() {
        List<UUID> saved = new ArrayList<>();
        for (int round = 0; round < ROUNDS; round++) {
            int r = round;
            for (Invoice invoice : invoices.saveAll(IntStream.range(0, BATCH).mapToObj(i -> new Invoice(null, "customer " + r + "/" + i)).toList())) {
                saved.add(invoice.id());
            }
            for (Shipment shipment : shipments.saveAll(IntStream.range(0, BATCH).mapToObj(i -> new Shipment("parcel " + r + "/" + i)).toList())) {
                saved.add(shipment.getId());
                saved.add(shipment.getTrackingRef());
            }
        }
        List<UUID> inDatabaseOrder = sql.query(Schema.IDS_IN_DATABASE_ORDER, (rs, n) -> UUID.fromString(rs.getString(1)));
        List<UUID> savedKeys = saved.stream().filter(id -> inDatabaseOrder.contains(id)).toList();

        assertThat(inDatabaseOrder).hasSize(2 * ROUNDS * BATCH);
        assertThat(inDatabaseOrder).as("ORDER BY id over both tables: the order of the saves").containsExactlyElementsOf(savedKeys);
        assertThat(saved).as("every id and tracking reference distinct").doesNotHaveDuplicates().doesNotContainNull();
        assertThat(saved).allSatisfy(id -> assertThat(id.version()).isEqualTo(7));
        assertThat(context.getBean(SeqIdGeneratorRegistry.class).byLayout()).as("no generator besides the default").isEmpty();
        assertThat(context.getBean(SeqIdGeneratorRegistry.class).defaultGenerator()).isSameAs(context.getBean(UuidGenerator.class));
    }

    @Test
    void aRecordGetsItsIdThroughItsWitherAndIsFoundByIt() {
        Invoice unsaved = new Invoice(null, "ACME");

        Invoice saved = invoices.save(unsaved);

        assertThat(unsaved.id()).as("the record given to save() is unchanged").isNull();
        assertThat(saved.id()).isNotNull();
        assertThat(invoices.findById(saved.id())).contains(saved);
        Invoice renamed = invoices.save(new Invoice(saved.id(), "ACME Ltd"));
        assertThat(renamed.id()).as("an update keeps the id").isEqualTo(saved.id());
        assertThat(invoices.findAll()).containsExactly(renamed);
    }

    @Test
    void anIdTheApplicationSetIsInsertedAsGivenAndNeverOverwritten() {
        UUID given = UUID.fromString("00000000-0000-4000-8000-000000000001");
        UUID givenRef = UUID.fromString("00000000-0000-4000-8000-000000000002");
        JdbcAggregateTemplate template = context.getBean(JdbcAggregateTemplate.class);

        Invoice inserted = template.insert(new Invoice(given, "given"));
        Shipment shipment = new Shipment("given ref");
        shipment.setTrackingRef(givenRef);
        Shipment saved = shipments.save(shipment);

        assertThat(inserted.id()).isEqualTo(given);
        assertThat(invoices.findById(given)).contains(new Invoice(given, "given"));
        assertThat(saved.getId()).as("the null id filled").isNotNull();
        Shipment loaded = shipments.findById(saved.getId()).orElseThrow();
        assertThat(loaded.getTrackingRef()).as("the tracking reference set by the application kept").isEqualTo(givenRef);
        loaded.setLabel("relabelled");
        shipments.save(loaded);
        assertThat(shipments.findAll()).singleElement().satisfies(s -> {
            assertThat(s.getId()).isEqualTo(saved.getId());
            assertThat(s.getTrackingRef()).isEqualTo(givenRef);
            assertThat(s.getLabel()).isEqualTo("relabelled");
        });
    }
}
