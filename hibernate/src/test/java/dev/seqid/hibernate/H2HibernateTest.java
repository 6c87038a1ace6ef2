package dev.seqid.hibernate;

import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;

/** {@link HibernateIdsContract} on an in-memory H2 database. */
class H2HibernateTest extends HibernateIdsContract {

    @Override
    DataSource startDatabase() {
        JdbcDataSource ds = new JdbcDataSource();
        ds.setURL("jdbc:h2:mem:seqid-contract;DB_CLOSE_DELAY=-1");
        return ds;
    }

    @Override
    void stopDatabase() {
        // create-drop dropped the tables; the in-memory database goes with the JVM.
    }
}
