package dev.seqid.benchinsert;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * The database a run writes to: one the command starts in a temporary directory (embedded
 * PostgreSQL or MariaDB, an SQLite or H2 file) or one a JDBC URL names. {@link #close()} stops an
 * embedded server and removes its directory; it is idempotent and safe to call from a shutdown hook
 * while the run is still going.
 */
interface TargetDatabase extends AutoCloseable {

    /** The --db value this target was made for: postgres, mariadb, sqlite, h2 or jdbc. */
    String kind();

    /** Whether the command created the database (and removes it). */
    boolean embedded();

    /** The JDBC URL, with any password masked, for the report. */
    String displayUrl();

    /** A new connection. */
    Connection connect() throws SQLException;

    /** The dialect for this database (for a JDBC URL, from the product the connection reports). */
    Dialect dialect(Connection connection) throws SQLException;

    /** Stops the server if there is one and removes the files the command created. Never throws. */
    @Override
    void close();

    /** Creates a temporary directory for an embedded database. */
    static Path createTempDirectory(String kind) {
        try {
            return Files.createTempDirectory("seqid-bench-insert-" + kind + "-");
        } catch (IOException e) {
            throw BenchInsertException.failure("cannot create a temporary directory for the embedded database in "
                    + System.getProperty("java.io.tmpdir") + ": " + e.getMessage() + "; set -Djava.io.tmpdir to a writable directory", e);
        }
    }

    /** Deletes a directory tree, as far as possible; never throws. */
    static void deleteRecursively(Path root) {
        if (root == null || !Files.exists(root)) {
            return;
        }
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    Files.deleteIfExists(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                    Files.deleteIfExists(dir);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            // best effort: a file the server still writes may reappear; nothing else to do
        }
    }

    /** The URL with the values of password parameters replaced by ***. */
    static String maskPassword(String url) {
        return url.replaceAll("(?i)(password=)[^&;]*", "$1***");
    }
}
