package dev.seqid.springdata.jdbc;

import java.util.Map;

/** Spring Data JDBC on H2 (in memory). */
class H2JdbcTest extends JdbcContract {

    @Override
    Map<String, Object> startDatabase() {
        return Map.of("spring.datasource.url", "jdbc:h2:mem:seqid-jdbc;DB_CLOSE_DELAY=-1", "spring.datasource.username", "sa");
    }

    @Override
    void stopDatabase() {
    }
}
