package dev.seqid.benchinsert;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;

/** A database the user runs, named by a JDBC URL; nothing to start or remove. */
final class JdbcUrlDatabase implements TargetDatabase {

    private final String url;
    private final String user;
    private final String password;

    JdbcUrlDatabase(String url, String user, String password) {
        this.url = url;
        this.user = user;
        this.password = password;
    }

    @Override
    public String kind() {
        return "jdbc";
    }

    @Override
    public boolean embedded() {
        return false;
    }

    @Override
    public String displayUrl() {
        return TargetDatabase.maskPassword(url);
    }

    @Override
    public Connection connect() throws SQLException {
        Properties properties = new Properties();
        if (user != null) {
            properties.setProperty("user", user);
        }
        if (password != null) {
            properties.setProperty("password", password);
        }
        if (url.startsWith("jdbc:postgresql:")) {
            // one multi-row INSERT per batch instead of one statement per row
            properties.setProperty("reWriteBatchedInserts", "true");
        }
        return DriverManager.getConnection(url, properties);
    }

    @Override
    public Dialect dialect(Connection connection) throws SQLException {
        return Dialect.forProduct(connection.getMetaData().getDatabaseProductName());
    }

    @Override
    public void close() {
        // the user's database stays as it was; the run drops its own tables
    }
}
