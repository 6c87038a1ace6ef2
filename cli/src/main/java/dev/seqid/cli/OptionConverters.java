package dev.seqid.cli;

import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import dev.seqid.UuidParser;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.UUID;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The picocli converters and candidate lists of the options that several subcommands share. A
 * converter that rejects a value throws {@link TypeConversionException} with a message that says
 * what would be right; picocli then reports a usage error (exit code 2).
 */
final class OptionConverters {

    private OptionConverters() {
    }

    /** {@code --layout}: a name of {@link UuidLayout#names()}. */
    static final class LayoutConverter implements ITypeConverter<UuidLayout> {
        @Override
        public UuidLayout convert(String name) {
            try {
                return UuidLayout.named(name);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** The layout names, for {@code ${COMPLETION-CANDIDATES}} in help texts. */
    static final class LayoutNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return UuidLayout.names().iterator();
        }
    }

    /** {@code --order}: a name of {@link UuidOrder#forName(String)}. */
    static final class OrderConverter implements ITypeConverter<UuidOrder> {
        @Override
        public UuidOrder convert(String name) {
            try {
                return UuidOrder.forName(name);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** The order names, for {@code ${COMPLETION-CANDIDATES}} in help texts. */
    static final class OrderNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            List<String> names = new ArrayList<>();
            for (UuidOrder order : UuidOrder.values()) {
                names.add(order.cliName());
            }
            return names.iterator();
        }
    }

    /** {@code --at}: an ISO-8601 instant in UTC, as {@link Instant#parse(CharSequence)} reads it. */
    static final class InstantConverter implements ITypeConverter<Instant> {
        @Override
        public Instant convert(String text) {
            try {
                return Instant.parse(text);
            } catch (DateTimeParseException e) {
                throw new TypeConversionException("'" + text + "' is not an ISO-8601 instant in UTC (" + e.getMessage()
                        + "); expected for example 2022-02-22T19:22:22Z or 2022-02-22T19:22:22.123Z");
            }
        }
    }

    /** A UUID option value, parsed strictly by {@link UuidParser}. */
    static final class UuidConverter implements ITypeConverter<UUID> {
        @Override
        public UUID convert(String text) {
            try {
                return UuidParser.parse(text);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
