package dev.seqid.benchinsert;

import java.util.Locale;

/** The embedded servers bundled in the jar are Linux x86-64 builds. */
final class EmbeddedPlatform {

    private EmbeddedPlatform() {
    }

    static boolean isLinuxX64() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        return os.contains("linux") && (arch.equals("amd64") || arch.equals("x86_64"));
    }

    static void requireLinuxX64(String server) {
        if (!isLinuxX64()) {
            throw BenchInsertException.usage("the embedded " + server + " server in bench-insert is a Linux x86-64 build, and this is "
                    + System.getProperty("os.name") + " " + System.getProperty("os.arch")
                    + "; use --db sqlite, --db h2, or a JDBC URL of your own server");
        }
    }
}
