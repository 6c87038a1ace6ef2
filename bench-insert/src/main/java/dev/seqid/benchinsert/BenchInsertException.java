package dev.seqid.benchinsert;

/**
 * A failure the command reports as one message and an exit code, never as a stack trace:
 * {@link #usage} for input the user can correct (exit code 2), {@link #failure} for a run that could
 * not be completed (exit code 1).
 */
final class BenchInsertException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int exitCode;

    private BenchInsertException(int exitCode, String message, Throwable cause) {
        super(message, cause);
        this.exitCode = exitCode;
    }

    /** Wrong input: an option value, an unreachable JDBC URL, an unwritable output directory. */
    static BenchInsertException usage(String message) {
        return new BenchInsertException(BenchInsertCommand.EXIT_USAGE, message, null);
    }

    /** Wrong input found through an exception (kept as the cause). */
    static BenchInsertException usage(String message, Throwable cause) {
        return new BenchInsertException(BenchInsertCommand.EXIT_USAGE, message, cause);
    }

    /** The run failed: a server did not start, a statement failed mid-run, a cross-check failed. */
    static BenchInsertException failure(String message, Throwable cause) {
        return new BenchInsertException(BenchInsertCommand.EXIT_FAILURE, message, cause);
    }

    int exitCode() {
        return exitCode;
    }
}
