package dev.seqid.springdata.r2dbc;

import java.util.Map;

/** Spring Data R2DBC on H2 (in memory, r2dbc-h2). */
class H2R2dbcTest extends R2dbcContract {

    @Override
    Map<String, Object> startDatabase() {
        return Map.of("spring.r2dbc.url", "r2dbc:h2:mem:///seqid-r2dbc;DB_CLOSE_DELAY=-1", "spring.r2dbc.username", "sa");
    }

    @Override
    void stopDatabase() {
    }

    @Override
    boolean savesOnNonBlockingThreads() {
        return false; // r2dbc-h2 runs H2's blocking engine on the subscriber's thread
    }
}
