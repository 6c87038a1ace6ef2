package dev.seqid.spring;

import org.springframework.boot.context.properties.bind.BindException;
import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;

/**
 * Explains a {@code seqid.*} property that could not be bound, or that a bean could not be made
 * from (a façade's scheme without its key): which property, the value and where it came from, and
 * the values it allows. Ahead of Spring Boot's general bind analyzer. The value of
 * {@code seqid.facade.key} is never shown: its setter reports it as {@code (not shown)}.
 */
@Order(Ordered.HIGHEST_PRECEDENCE)
class SeqIdPropertiesFailureAnalyzer extends AbstractFailureAnalyzer<Exception> {

    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, Exception cause) {
        String property;
        Object value;
        String origin = "";
        String reason;
        InvalidSeqIdPropertyException invalid = find(rootFailure, InvalidSeqIdPropertyException.class);
        if (invalid != null) {
            // A setter refused the value: Spring reports the bind under "seqid", the exception knows the property.
            property = invalid.property();
            value = invalid.value();
            reason = invalid.reason();
        } else {
            BindException failure = deepestSeqIdBindException(rootFailure);
            if (failure == null) {
                return null;
            }
            property = failure.getName().toString();
            value = failure.getProperty() != null ? failure.getProperty().getValue() : null;
            if (property.equals(SeqIdProperties.PREFIX + ".facade.key")) {
                value = "(not shown)";
            } else if (failure.getProperty() != null && failure.getProperty().getOrigin() != null) {
                origin = " (from " + failure.getProperty().getOrigin() + ")";
            }
            reason = failure.getCause() != null ? failure.getCause().getMessage() : failure.getMessage();
        }
        String allowed = SeqIdProperties.allowedValues(property.substring(SeqIdProperties.PREFIX.length() + 1));
        if (allowed == null) {
            return null;
        }
        String description = String.format("Property %s has a value seqid does not allow: '%s'%s.%n    Reason: %s%n    Allowed values of %s: %s",
                property, value, origin, reason, property, allowed);
        String action = String.format("Set %s to one of the allowed values above, or remove it for the default.", property);
        return new FailureAnalysis(description, action, cause);
    }

    private static <T extends Throwable> T find(Throwable failure, Class<T> type) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        return null;
    }

    /** The innermost {@link BindException} of a {@code seqid.<property>} in the cause chain. */
    private static BindException deepestSeqIdBindException(Throwable failure) {
        BindException found = null;
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof BindException && ((BindException) t).getName().toString().startsWith(SeqIdProperties.PREFIX + ".")) {
                found = (BindException) t;
            }
        }
        return found;
    }
}
