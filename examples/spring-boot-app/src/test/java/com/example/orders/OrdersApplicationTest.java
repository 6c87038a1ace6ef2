package com.example.orders;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidGenerator;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import reactor.core.publisher.Flux;
import tools.jackson.databind.json.JsonMapper;

/** Starts the application on an embedded PostgreSQL 18, as it would run against a real one. */
@SpringBootTest
class OrdersApplicationTest {

    private static final EmbeddedPostgres POSTGRES = start();

    private static EmbeddedPostgres start() {
        try {
            return EmbeddedPostgres.builder().start();
        } catch (IOException e) {
            throw new IllegalStateException("embedded PostgreSQL did not start", e);
        }
    }

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        registry.add("spring.datasource.url", () -> POSTGRES.getJdbcUrl("postgres", "postgres"));
        registry.add("spring.datasource.username", () -> "postgres");
        registry.add("spring.r2dbc.url", () -> "r2dbc:postgresql://localhost:" + POSTGRES.getPort() + "/postgres");
        registry.add("spring.r2dbc.username", () -> "postgres");
        registry.add("seqid.facade.key", () -> "8f3a2b1c4d5e6f708192a3b4c5d6e7f8"); // a test key; a real one comes from a secret store
    }

    @AfterAll
    static void stop() throws IOException {
        POSTGRES.close();
    }

    @Autowired
    PurchaseOrderRepository orders;
    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    Shipments shipments;
    @Autowired
    UuidGenerator generator;
    @Autowired
    Deliveries deliveries;
    @Autowired
    JsonMapper json;

    @Test
    void rowsComeBackOrderedByIdInTheOrderTheyWereInserted() {
        List<String> inserted = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            String item = "item-" + i;
            orders.save(new PurchaseOrder(item)); // one transaction per order, as a request would
            inserted.add(item);
        }
        // And a bulk insert after them.
        List<PurchaseOrder> bulk = IntStream.range(500, 1500).mapToObj(i -> new PurchaseOrder("item-" + i)).toList();
        orders.saveAll(bulk);
        bulk.forEach(o -> inserted.add(o.getItem()));

        assertThat(jdbc.queryForObject("select data_type from information_schema.columns"
                + " where table_name = 'purchase_order' and column_name = 'id'", String.class))
                .as("PostgreSQL stores the key as its native uuid type").isEqualTo("uuid");
        List<String> byId = jdbc.queryForList("select item from purchase_order where item like 'item-%' order by id", String.class);
        assertThat(byId).containsExactlyElementsOf(inserted);
    }

    @Test
    void theKeysComeFromTheStartersGenerator() {
        PurchaseOrder saved = orders.save(new PurchaseOrder("one"));
        UUID next = generator.next();

        assertThat(saved.getId().version()).as("v7 by seqid.layout").isEqualTo(7);
        assertThat(saved.getId().compareTo(next)).as("made before the generator's next id").isNegative();
    }

    @Test
    void theReferencesComeFromTheSupplierTheAnnotationsName() {
        PurchaseOrder order = orders.save(new PurchaseOrder("with a reference"));
        Delivery delivery = deliveries.schedule(Flux.just("reference street")).blockLast(Duration.ofSeconds(60));

        assertThat(order.getReference().version()).as("v6 by ReferenceIds, through Hibernate").isEqualTo(6);
        assertThat(delivery.reference().version()).as("v6 by ReferenceIds, through Spring Data R2DBC").isEqualTo(6);
        assertThat(jdbc.queryForObject("select reference from delivery where address = 'reference street'", UUID.class))
                .isEqualTo(delivery.reference());
    }

    @Test
    void theJsonOfAnOrderCarriesTheFacadeOfItsKeyAndReadsBackToTheKey() {
        PurchaseOrder order = orders.save(new PurchaseOrder("shown"));

        String text = json.writeValueAsString(OrderView.of(order));

        assertThat(text).contains("\"item\":\"shown\"").doesNotContain(order.getId().toString());
        assertThat(json.readValue(text, OrderView.class)).isEqualTo(OrderView.of(order));
    }

    @Test
    void aFluxOfIdsIsOrderedAndDistinct() {
        List<UUID> ids = shipments.trackingIds(10_000).collectList().block();

        assertThat(ids).hasSize(10_000).doesNotHaveDuplicates().isSorted();
    }

    @Test
    void parcelsAreKeyedInTheOrderTheyArrive() {
        List<Shipments.Parcel> parcels = shipments.track(Flux.range(0, 1000).map(i -> "parcel-" + i)).collectList().block();

        assertThat(parcels).extracting(Shipments.Parcel::content)
                .containsExactlyElementsOf(IntStream.range(0, 1000).mapToObj(i -> "parcel-" + i).toList());
        assertThat(parcels).extracting(Shipments.Parcel::trackingId).doesNotHaveDuplicates().isSorted();
    }

    @Test
    void deliveriesFromAFluxAreStoredWithTheStartersIdsInTheOrderTheyArrive() {
        List<String> addresses = IntStream.range(0, 1000).mapToObj(i -> "street " + i).toList();

        List<Delivery> saved = deliveries.schedule(Flux.fromIterable(addresses)).collectList().block(Duration.ofSeconds(60));
        UUID next = generator.next();

        assertThat(saved).extracting(Delivery::address).containsExactlyElementsOf(addresses);
        assertThat(saved).allSatisfy(d -> {
            assertThat(d.id().version()).as("v7 by seqid.layout").isEqualTo(7);
            assertThat(d.id().compareTo(next)).as("made by the starter's generator before its next id").isNegative();
        });
        assertThat(jdbc.queryForList("select address from delivery where address like 'street %' order by id", String.class))
                .as("the rows in id order: the order they arrived in")
                .containsExactlyElementsOf(addresses);
    }
}
