package dev.seqid.springdata.entities;

import java.util.List;

/** The tables of {@link Invoice}, {@link Shipment} and the Kotlin data class {@code example.docs.Note}, in SQL that PostgreSQL, MariaDB and H2 all take. */
public final class Schema {

    public static final List<String> DDL = List.of(
            "CREATE TABLE invoice (id UUID PRIMARY KEY, customer VARCHAR(100) NOT NULL)",
            "CREATE TABLE shipment (id UUID PRIMARY KEY, label VARCHAR(100) NOT NULL, tracking_ref UUID)",
            "CREATE TABLE note (id UUID PRIMARY KEY, text VARCHAR(100) NOT NULL)");

    /** Both tables' ids in the database's own order of its UUID columns. */
    public static final String IDS_IN_DATABASE_ORDER =
            "SELECT id FROM (SELECT id FROM invoice UNION ALL SELECT id FROM shipment) ids ORDER BY id";

    private Schema() {
    }
}
