package dev.seqid.spring;

/**
 * A {@code seqid.*} property set to a value it does not allow; thrown by the setters of
 * {@link SeqIdProperties} while Spring binds them, and explained by
 * {@link SeqIdPropertiesFailureAnalyzer}.
 */
final class InvalidSeqIdPropertyException extends IllegalArgumentException {

    private final String property;
    private final Object value;
    private final String reason;

    InvalidSeqIdPropertyException(String name, Object value, String reason) {
        super(SeqIdProperties.PREFIX + "." + name + ": " + reason + "; allowed values: " + SeqIdProperties.allowedValues(name));
        this.property = SeqIdProperties.PREFIX + "." + name;
        this.value = value;
        this.reason = reason;
    }

    /** What is wrong with the value, without the allowed values. */
    String reason() {
        return reason;
    }

    /** The property's full name, e.g. {@code seqid.layout}. */
    String property() {
        return property;
    }

    Object value() {
        return value;
    }
}
