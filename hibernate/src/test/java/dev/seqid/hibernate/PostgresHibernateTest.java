package dev.seqid.hibernate;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import javax.sql.DataSource;

/** {@link HibernateIdsContract} on embedded PostgreSQL 18 (uuid column, byte-wise order). */
class PostgresHibernateTest extends HibernateIdsContract {

    private EmbeddedPostgres postgres;

    @Override
    DataSource startDatabase() throws Exception {
        postgres = EmbeddedPostgres.builder().start();
        return postgres.getPostgresDatabase();
    }

    @Override
    void stopDatabase() throws Exception {
        if (postgres != null) {
            postgres.close();
        }
    }
}
