package dev.seqid.cli;

import dev.seqid.EntropySource;
import dev.seqid.OverflowPolicy;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import dev.seqid.UuidParser;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    /** {@code --entropy}: a name of {@link EntropySource#names()}. */
    static final class EntropyConverter implements ITypeConverter<EntropySource> {
        @Override
        public EntropySource convert(String name) {
            try {
                return EntropySource.named(name);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** The entropy names, for {@code ${COMPLETION-CANDIDATES}} in help texts. */
    static final class EntropyNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return EntropySource.names().iterator();
        }
    }

    /** {@code --overflow-policy}: {@code wait} or {@code throw}, the {@link OverflowPolicy} in lower case (as Spring's property). */
    static final class OverflowPolicyConverter implements ITypeConverter<OverflowPolicy> {
        @Override
        public OverflowPolicy convert(String name) {
            for (OverflowPolicy policy : OverflowPolicy.values()) {
                if (cliName(policy).equals(name)) {
                    return policy;
                }
            }
            throw new TypeConversionException("unknown overflow policy '" + name + "'; known: " + String.join(", ", new OverflowPolicyNames()));
        }
    }

    /** The overflow policies' names, for {@code ${COMPLETION-CANDIDATES}} in help texts. */
    static final class OverflowPolicyNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            List<String> names = new ArrayList<>();
            for (OverflowPolicy policy : OverflowPolicy.values()) {
                names.add(cliName(policy));
            }
            return names.iterator();
        }
    }

    /** The command line's name of {@code policy}: {@code wait}, {@code throw}. */
    static String cliName(OverflowPolicy policy) {
        return policy.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static final Pattern SIMPLE_DURATION = Pattern.compile("(-?\\d+)(ns|us|ms|s|m|h|d)?");

    /**
     * {@code --max-lead}: an ISO-8601 duration ({@code PT0.5S}, as {@link Duration#parse} reads it) or
     * a whole number with a unit: {@code ns}, {@code us}, {@code ms}, {@code s}, {@code m}, {@code h},
     * {@code d} ({@code 250ms}, {@code 1s}), milliseconds without one, as Spring's
     * {@code seqid.max-lead} takes it. The sign is left to the generator's builder, which says what it
     * allows.
     */
    static final class DurationConverter implements ITypeConverter<Duration> {
        @Override
        public Duration convert(String text) {
            Matcher m = SIMPLE_DURATION.matcher(text);
            try {
                if (m.matches()) {
                    long amount = Long.parseLong(m.group(1));
                    switch (m.group(2) == null ? "ms" : m.group(2)) {
                        case "ns":
                            return Duration.ofNanos(amount);
                        case "us":
                            return Duration.ofNanos(Math.multiplyExact(amount, 1000L));
                        case "ms":
                            return Duration.ofMillis(amount);
                        case "s":
                            return Duration.ofSeconds(amount);
                        case "m":
                            return Duration.ofMinutes(amount);
                        case "h":
                            return Duration.ofHours(amount);
                        default:
                            return Duration.ofDays(amount);
                    }
                }
                return Duration.parse(text);
            } catch (DateTimeParseException | ArithmeticException | NumberFormatException e) {
                throw new TypeConversionException("'" + text + "' is not a duration; expected for example 250ms, 1s, 10m or PT0.5S");
            }
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
