package dev.seqid.benchinsert;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

/** An SQLite or H2 database file in a temporary directory, removed by {@link #close()}. */
final class FileDatabase implements TargetDatabase {

    private final String kind;
    private final CacheSize cache;
    private final Path directory;
    private final String url;

    private FileDatabase(String kind, CacheSize cache) {
        this.kind = kind;
        this.cache = cache;
        this.directory = TargetDatabase.createTempDirectory(kind);
        Path file = directory.resolve("bench");
        this.url = kind.equals("sqlite")
                ? "jdbc:sqlite:" + file + ".db"
                : "jdbc:h2:file:" + file + (cache == null ? "" : ";CACHE_SIZE=" + cache.kibibytes());
    }

    static FileDatabase sqlite(CacheSize cache) {
        return new FileDatabase("sqlite", cache);
    }

    static FileDatabase h2(CacheSize cache) {
        return new FileDatabase("h2", cache);
    }

    @Override
    public String kind() {
        return kind;
    }

    @Override
    public boolean embedded() {
        return true;
    }

    @Override
    public String displayUrl() {
        return url;
    }

    @Override
    public Connection connect() throws SQLException {
        return DriverManager.getConnection(url);
    }

    @Override
    public Dialect dialect(Connection connection) {
        return kind.equals("sqlite") ? new SqliteDialect(cache) : new H2Dialect();
    }

    /** The directory holding the database file. */
    Path directory() {
        return directory;
    }

    @Override
    public synchronized void close() {
        TargetDatabase.deleteRecursively(directory);
    }
}
