package dev.seqid.springdata.jdbc;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.util.Map;

/** Spring Data JDBC on an embedded PostgreSQL 18. */
class PostgresJdbcTest extends JdbcContract {

    private EmbeddedPostgres postgres;

    @Override
    Map<String, Object> startDatabase() throws Exception {
        postgres = EmbeddedPostgres.builder().start();
        return Map.of("spring.datasource.url", postgres.getJdbcUrl("postgres", "postgres"),
                "spring.datasource.username", "postgres");
    }

    @Override
    void stopDatabase() throws Exception {
        if (postgres != null) {
            postgres.close();
        }
    }
}
