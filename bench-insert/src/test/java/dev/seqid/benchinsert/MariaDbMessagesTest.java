package dev.seqid.benchinsert;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import org.junit.jupiter.api.Test;

/** What the command says about MariaDB without starting it: refused ids, missing libraries. */
class MariaDbMessagesTest {

    @Test
    void theValuesMariaDbCannotStore() {
        // the rule of sql_type_uuid.h, checked against MariaDB 11.4.5 by hand: byte 6 >= 0x80 and byte 8 in 0x01..0x80
        assertThat(MariaDbDialect.cannotStore(UUID.fromString("6b1c92bd-d648-8502-80e2-01a208f990a9"))).isTrue();
        assertThat(MariaDbDialect.cannotStore(UUID.fromString("6b1c92bd-d648-8502-01e2-01a208f990a9"))).isTrue();
        assertThat(MariaDbDialect.cannotStore(UUID.fromString("6b1c92bd-d648-f502-7fe2-01a208f990a9"))).isTrue();
        assertThat(MariaDbDialect.cannotStore(UUID.fromString("6b1c92bd-d648-8502-81e2-01a208f990a9"))).isFalse();
        assertThat(MariaDbDialect.cannotStore(UUID.fromString("6b1c92bd-d648-8502-00e2-01a208f990a9"))).isFalse();
        assertThat(MariaDbDialect.cannotStore(UUID.fromString("6b1c92bd-d648-7502-80e2-01a208f990a9"))).isFalse();
    }

    @Test
    void aRefusedIdIsExplained() {
        MariaDbDialect dialect = new MariaDbDialect();
        String refused = dialect.describeRejection(new java.sql.SQLDataException("(conn=4) Incorrect uuid value: "
                + "'6b1c92bd-d648-8502-80e2-01a208f990a9' for column `bench`.`seqid_bench_v8_sqlserver`.`id` at row 1"));
        assertThat(refused).startsWith("MariaDB refused a row: (conn=4) Incorrect uuid value: '6b1c92bd-d648-8502-80e2-01a208f990a9'")
                .contains("cannot store a value whose byte 6 is 0x80 or more, version 8-15, and whose byte 8 is 0x01-0x80");
        String other = dialect.describeRejection(new java.sql.SQLDataException("Data too long for column 'payload' at row 1"));
        assertThat(other).isEqualTo("MariaDB refused a row: Data too long for column 'payload' at row 1");
    }

    @Test
    void aMissingLibraryIsNamedWithThePackageToInstall() {
        String message = EmbeddedMariaDbDatabase.startFailureMessage(new RuntimeException("mariadb-install-db failed",
                new RuntimeException("bin/mariadbd: error while loading shared libraries: libaio.so.1: cannot open shared object file")));
        assertThat(message).startsWith("embedded MariaDB did not start: mariadb-install-db failed")
                .contains("needs the shared library libaio.so.1").contains("apt-get install libaio1")
                .contains("--db jdbc:mariadb://HOST/DB");

        String unknown = EmbeddedMariaDbDatabase.startFailureMessage(new RuntimeException(
                "bin/mariadbd: error while loading shared libraries: libfoo.so.9: cannot open shared object file"));
        assertThat(unknown).contains("libfoo.so.9").contains("apt-file search libfoo.so.9");
    }
}
