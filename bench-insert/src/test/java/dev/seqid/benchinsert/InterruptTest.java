package dev.seqid.benchinsert;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command in a process of its own, ended while it inserts (SIGTERM; Ctrl-C's SIGINT runs the same
 * shutdown hook): the embedded PostgreSQL is stopped and its temporary directory removed.
 */
class InterruptTest {

    @BeforeAll
    static void linuxX64() {
        Assumptions.assumeTrue(EmbeddedPlatform.isLinuxX64(), "the embedded servers are Linux x86-64 builds");
    }

    @TempDir
    Path temp;

    @Test
    void endingTheProcessStopsTheServerAndRemovesItsFiles() throws Exception {
        Path tmp = Files.createDirectories(temp.resolve("tmp"));
        // zonky's unpacked binaries stay where they are shared; only the run's own directory goes into tmp
        String zonkyCache = System.getProperty("ot.epg.working-dir",
                Path.of(System.getProperty("java.io.tmpdir"), "embedded-pg").toString());
        Path stderr = temp.resolve("stderr.txt");
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.io.tmpdir=" + tmp, "-Dot.epg.working-dir=" + zonkyCache,
                "-cp", System.getProperty("java.class.path"), BenchInsertCommand.class.getName(),
                "--db", "postgres", "--rows", "200000", "--layouts", "bigint,v4", "--out", temp.resolve("out").toString())
                .redirectOutput(temp.resolve("stdout.txt").toFile())
                .redirectError(stderr.toFile())
                .start();
        try {
            Path data = awaitRunningServer(tmp, process);
            long postmaster = ReportAssertions.postmasterPid(data);
            assertThat(ReportAssertions.alive(postmaster)).isTrue();
            awaitInserts(data, process); // ended while it inserts, not while it sets up

            process.destroy(); // SIGTERM
            assertThat(process.waitFor(90, TimeUnit.SECONDS)).as("the command exits").isTrue();

            assertThat(Files.readString(stderr)).contains("interrupted; stopping the embedded postgres and removing its files");
            try (var left = Files.list(tmp)) {
                assertThat(left.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("seqid-bench-insert-")).toList())
                        .as("the run's temporary directory is removed").isEmpty();
            }
            assertThat(ReportAssertions.stillRunning(postmaster)).as("postmaster " + postmaster + " stopped").isFalse();
        } finally {
            process.destroyForcibly();
        }
    }

    /**
     * Waits until the command's connection to the server in {@code data} has run an INSERT (the
     * server's own view of its sessions, pg_stat_activity, which keeps each session's latest
     * statement): the command is inserting, its warm-up or a key's rows.
     */
    private static void awaitInserts(Path data, Process process) throws Exception {
        // postmaster.pid: the postmaster's pid, its data directory, start time, then its port
        int port = Integer.parseInt(Files.readAllLines(data.resolve("postmaster.pid"), StandardCharsets.UTF_8).get(3).trim());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        try (Connection connection = DriverManager.getConnection("jdbc:postgresql://localhost:" + port + "/postgres", "postgres", "");
                PreparedStatement inserting = connection.prepareStatement(
                        "SELECT count(*) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND query ILIKE 'insert into %'")) {
            while (System.nanoTime() < deadline) {
                assertThat(process.isAlive()).as("the command runs").isTrue();
                try (ResultSet rows = inserting.executeQuery()) {
                    rows.next();
                    if (rows.getLong(1) > 0) {
                        return;
                    }
                }
                Thread.sleep(20);
            }
        }
        throw new AssertionError("the command ran no INSERT on the server at port " + port + " within 120 s");
    }

    /** The data directory once its postmaster runs. */
    private static Path awaitRunningServer(Path tmp, Process process) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < deadline) {
            assertThat(process.isAlive()).as("the command runs").isTrue();
            Optional<Path> data;
            try (var dirs = Files.list(tmp)) {
                data = dirs.filter(d -> d.getFileName().toString().startsWith("seqid-bench-insert-postgres-"))
                        .map(d -> d.resolve("data")).filter(d -> Files.exists(d.resolve("postmaster.pid"))).findFirst();
            }
            if (data.isPresent()) {
                List<String> pid;
                try {
                    pid = Files.readAllLines(data.get().resolve("postmaster.pid"), StandardCharsets.UTF_8);
                } catch (NoSuchFileException e) {
                    // removed between the look and the read (a postmaster that stopped while the server was set up)
                    pid = List.of();
                }
                // the last line of postmaster.pid is the server's status, "ready" once it accepts connections
                if (pid.size() >= 8 && pid.get(pid.size() - 1).trim().equals("ready")) {
                    return data.get();
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no embedded PostgreSQL started under " + tmp + File.separator);
    }
}
