package dev.seqid.springdata.r2dbc;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.util.Map;

/** Spring Data R2DBC on an embedded PostgreSQL 18, through r2dbc-postgresql. */
class PostgresR2dbcTest extends R2dbcContract {

    private EmbeddedPostgres postgres;

    @Override
    Map<String, Object> startDatabase() throws Exception {
        postgres = EmbeddedPostgres.builder().start();
        return Map.of("spring.r2dbc.url", "r2dbc:postgresql://localhost:" + postgres.getPort() + "/postgres",
                "spring.r2dbc.username", "postgres");
    }

    @Override
    void stopDatabase() throws Exception {
        if (postgres != null) {
            postgres.close();
        }
    }

    @Override
    boolean savesOnNonBlockingThreads() {
        return true; // the driver's Netty event loop
    }
}
