package dev.seqid.benchinsert;

import java.util.List;
import java.util.Map;

/**
 * Everything one run measured, as {@code --json} prints it and {@code report.json} stores it.
 * Sizes are bytes, times milliseconds; a null figure was not measurable on that database.
 *
 * @param tool       {@code seqid bench-insert}
 * @param startedAt  ISO-8601 instant the run began
 * @param database   what was measured
 * @param run        the run's parameters
 * @param machine    where it ran
 * @param keys       one entry per key, in the order they ran
 * @param checks     the cross-checks between the database and seqid
 * @param passed     whether every check passed
 * @param complete   whether every key was measured (a database may refuse some keys' rows)
 * @param files      the files written
 * @param notes      anything not measured, and why
 */
record Report(String tool, String startedAt, DatabaseInfo database, RunInfo run, MachineInfo machine, List<KeyResult> keys,
        List<Check> checks, boolean passed, boolean complete, Files files, List<String> notes) {

    /**
     * @param db       the --db value: postgres, mariadb, sqlite, h2 or jdbc
     * @param embedded whether the command started (and removed) the database itself
     * @param product  the JDBC driver's product name
     * @param url      the JDBC URL used (password parameters masked)
     * @param cache    the --cache value, or null for the server's default
     * @param idType   the key column's type
     * @param idOrder  seqid's model of how ORDER BY id compares that type (a UuidOrder name), or null
     * @param settings server settings that shape the figures
     */
    record DatabaseInfo(String db, boolean embedded, String product, String url, String cache, String idType, String idOrder,
            Map<String, String> settings) {
    }

    /**
     * @param rows       rows inserted per key
     * @param batch      rows per batch; each batch is one transaction
     * @param rounds     times each key was measured, in --layouts order in the first round, reversed in the
     *                   next, alternately; a key's figures come from its median round
     * @param warmupRows rows inserted (and dropped) before the measured keys, to warm up the JIT and the driver
     * @param payload    the other column
     * @param logName    what logBytes measures (WAL, redo log), or null
     */
    record RunInfo(int rows, int batch, int rounds, int warmupRows, String payload, String logName) {
    }

    record MachineInfo(int cpus, String os, String arch, String java, long maxHeapBytes) {
    }

    /**
     * One key's figures, from its median round (the round whose total is the median of the key's rounds;
     * for an even count of rounds the faster of the two middle ones), except {@code roundMillis},
     * {@code minMillis} and {@code maxMillis}.
     *
     * @param name                   bigint or the seqid layout name
     * @param keyType                the key column's type
     * @param millisPerTenth         time to insert each tenth of the rows
     * @param totalMillis            all rows: the median of the rounds' totals
     * @param roundMillis            each round's total, in the order the rounds ran
     * @param minMillis              the fastest round's total
     * @param maxMillis              the slowest round's total
     * @param rowsPerSecond          rows / total
     * @param ratioToBigint          total / bigint's total, both medians (null without the bigint baseline)
     * @param tableBytes             the table with all its indexes
     * @param pkIndexBytes           the primary key's B-tree (for a clustered key, the tree that holds the rows)
     * @param pkIndex                leaf statistics of that B-tree, where measurable
     * @param logBytes               WAL (PostgreSQL) or redo log (MariaDB) written by the inserts
     * @param orderMatchesSeqid      whether ORDER BY id returned the ids in seqid's model of the database's order
     * @param inGenerationOrder      whether ORDER BY id returned the ids in the order they were generated
     * @param seqidExpectsGenerationOrder whether seqid's model says it would (the ids increase in that order)
     * @param rowsInserted           rows committed: all of them, or as many as before the database refused one
     * @param error                  why the key could not be measured (the database refused a row), or null;
     *                               then the figures are null
     */
    record KeyResult(String name, String keyType, double[] millisPerTenth, Double totalMillis, double[] roundMillis,
            Double minMillis, Double maxMillis, Double rowsPerSecond,
            Double ratioToBigint, Long tableBytes, Long pkIndexBytes, IndexStats pkIndex, Long logBytes,
            Boolean orderMatchesSeqid, Boolean inGenerationOrder, Boolean seqidExpectsGenerationOrder, int rowsInserted,
            String error) {

        boolean completed() {
            return error == null;
        }
    }

    /**
     * Leaf statistics of a B-tree.
     *
     * @param leafPages         number of leaf pages
     * @param avgLeafDensity    mean fill of the leaf pages, percent (PostgreSQL pgstatindex, SQLite dbstat)
     * @param leafFragmentation percent of leaf pages whose next leaf is not the next page (PostgreSQL pgstatindex)
     */
    record IndexStats(Long leafPages, Double avgLeafDensity, Double leafFragmentation) {
    }

    /** One cross-check between the database and seqid. */
    record Check(String name, String key, boolean passed, String detail) {
    }

    /** The files written, as paths. */
    record Files(String png, String svg, String json, String table) {
    }
}
