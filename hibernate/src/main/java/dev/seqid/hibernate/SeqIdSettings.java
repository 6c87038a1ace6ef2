package dev.seqid.hibernate;

/** Hibernate configuration settings read by seqid's integration. */
public final class SeqIdSettings {

    /**
     * The SessionFactory's default generator: a {@link dev.seqid.UuidGenerator} instance (not a
     * string), used by every {@code @SeqIdGenerated} without a layout and by those whose layout has
     * its layout's name. Optional; without it the default is a {@code v7} generator with default
     * settings. Spring Boot's auto-configuration sets it to the application's {@code UuidGenerator}
     * bean.
     */
    public static final String GENERATOR = "seqid.hibernate.generator";

    private SeqIdSettings() {
    }
}
