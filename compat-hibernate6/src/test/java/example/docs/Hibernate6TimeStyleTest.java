package example.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidOrder;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import org.hibernate.SessionFactory;
import org.hibernate.annotations.UuidGenerator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What docs/migrating.md says of Hibernate 6's {@code @UuidGenerator(style = TIME)}, on Hibernate ORM
 * 6.6 and embedded PostgreSQL 18: its ids have version 1, but not RFC 9562's version 1 layout. Their
 * first 8 bytes are the same for every id of the process (the first 4 bytes of the host's address,
 * then a stamp of the JVM's start), and the time follows, in milliseconds, in bytes 8 to 13; so
 * PostgreSQL sorts them by host and JVM start first. The new seqid ids start with the time, and sort
 * before every old one made on a host whose address starts with 2 or more. Hibernate 6.6 has no
 * {@code VERSION_7} style (Hibernate 7 added it).
 */
class Hibernate6TimeStyleTest {

    @Entity(name = "InvoiceTime")
    @Table(name = "invoice_time")
    static class InvoiceTime {
        // tag::hibernate-time-before[]
        @Id
        @UuidGenerator(style = UuidGenerator.Style.TIME)
        UUID id;
        // end::hibernate-time-before[]
    }

    private static EmbeddedPostgres postgres;
    private static SessionFactory sessions;

    @BeforeAll
    static void start() throws IOException {
        postgres = EmbeddedPostgres.builder().start();
        sessions = Hibernate6SnippetsTest.sessionFactory(postgres.getPostgresDatabase(), InvoiceTime.class);
    }

    @AfterAll
    static void stop() throws IOException {
        sessions.close();
        postgres.close();
    }

    private static UUID persistedTimeId() {
        InvoiceTime invoice = new InvoiceTime();
        sessions.inTransaction(session -> session.persist(invoice));
        return invoice.id;
    }

    /** The address bytes Hibernate's TIME style puts first: the local host's, or four zeros if it has none. */
    private static byte[] addressPrefix() {
        try {
            return Arrays.copyOf(InetAddress.getLocalHost().getAddress(), 4);
        } catch (IOException e) {
            return new byte[4];
        }
    }

    @Test
    void hibernate66HasNoVersion7Style() {
        assertThat(Arrays.stream(UuidGenerator.Style.values()).map(Enum::name)).containsExactly("AUTO", "RANDOM", "TIME");
    }

    @Test
    void timeIdsAreVersion1WithTheHostAndJvmFirstAndTheMillisecondsInBytes8To13() throws InterruptedException {
        List<UUID> ids = new ArrayList<>();
        List<long[]> windows = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            long before = System.currentTimeMillis();
            ids.add(persistedTimeId());
            windows.add(new long[] {before, System.currentTimeMillis()});
            Thread.sleep(2);
        }

        for (int i = 0; i < ids.size(); i++) {
            UUID id = ids.get(i);
            assertThat(id.version()).isEqualTo(1);
            assertThat(id.variant()).isEqualTo(2);
            assertThat(id.getMostSignificantBits()).as("the first 8 bytes, the same for every id of the process")
                    .isEqualTo(ids.get(0).getMostSignificantBits());
            byte[] bytes = ByteBuffer.allocate(16).putLong(id.getMostSignificantBits()).putLong(id.getLeastSignificantBits()).array();
            assertThat(Arrays.copyOf(bytes, 4)).as("bytes 0-3: the host's address").isEqualTo(addressPrefix());
            long millis = (id.getLeastSignificantBits() >>> 16) & 0x3FFF_FFFF_FFFFL; // bytes 8-13 but the variant's 2 bits
            assertThat(millis).as("bytes 8-13 of id %d: the milliseconds", i).isBetween(windows.get(i)[0], windows.get(i)[1]);
        }
    }

    @Test
    void postgresqlSortsTheTimeIdsOfOneProcessByTimeAndTheNewSeqidIdsByTheHostsAddress() throws SQLException, InterruptedException {
        List<UUID> old = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            old.add(persistedTimeId());
            Thread.sleep(2);
        }
        UUID seqid = SeqIdV7Generator.IDS.next();

        assertThat(old).isSortedAccordingTo(UuidOrder.UNSIGNED);
        assertThat(postgresLess(old.get(0), old.get(4))).as("PostgreSQL: an earlier TIME id of this process sorts first").isTrue();
        boolean addressFrom2 = (addressPrefix()[0] & 0xFF) >= 2;
        assertThat(postgresLess(seqid, old.get(0))).as("PostgreSQL: the seqid id sorts before the TIME ids (address from 2.0.0.0: %s)", addressFrom2)
                .isEqualTo(addressFrom2);
    }

    /** PostgreSQL's own comparison of two uuid values. */
    private static boolean postgresLess(UUID a, UUID b) throws SQLException {
        try (Connection c = postgres.getPostgresDatabase().getConnection();
                PreparedStatement s = c.prepareStatement("select ?::uuid < ?::uuid")) {
            s.setObject(1, a);
            s.setObject(2, b);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getBoolean(1);
            }
        }
    }
}
