package dev.seqid.cli;

import dev.seqid.ClockStepBack;
import dev.seqid.EntropySource;
import dev.seqid.FacadeScheme;
import dev.seqid.OverflowPolicy;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import dev.seqid.UuidParser;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Iterator;
import java.util.List;
import java.util.UUID;
import java.util.function.Function;
import java.util.function.Supplier;
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

    /**
     * {@code lookup} of {@code text}; the {@link IllegalArgumentException} it throws (whose message
     * says what is known or expected) becomes picocli's usage error with that message.
     */
    static <T> T lookUp(String text, Function<String, T> lookup) {
        try {
            return lookup.apply(text);
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException(e.getMessage());
        }
    }

    /**
     * The values of an option that are looked up by name in one of the core's catalogues: picocli's
     * converter ({@code named}, whose message on an unknown name lists the known ones) and the
     * completion candidates of {@code ${COMPLETION-CANDIDATES}} in help texts ({@code names}), in one
     * class, named in both places of the {@code @Option}.
     */
    abstract static class Catalogue<T> implements ITypeConverter<T>, Iterable<String> {
        private final Function<String, T> named;
        private final Supplier<List<String>> names;

        Catalogue(Function<String, T> named, Supplier<List<String>> names) {
            this.named = named;
            this.names = names;
        }

        @Override
        public T convert(String name) {
            return lookUp(name, named);
        }

        @Override
        public Iterator<String> iterator() {
            return names.get().iterator();
        }
    }

    /** {@code --layout}: a name of {@link UuidLayout#names()}. */
    static final class Layouts extends Catalogue<UuidLayout> {
        Layouts() {
            super(UuidLayout::named, UuidLayout::names);
        }
    }

    /** {@code --entropy}: a name of {@link EntropySource#names()}. */
    static final class Entropies extends Catalogue<EntropySource> {
        Entropies() {
            super(EntropySource::named, EntropySource::names);
        }
    }

    /** {@code --overflow-policy}: a name of {@link OverflowPolicy#names()} ({@code wait}, {@code throw}). */
    static final class OverflowPolicies extends Catalogue<OverflowPolicy> {
        OverflowPolicies() {
            super(OverflowPolicy::named, OverflowPolicy::names);
        }
    }

    /** {@code --clock-step-back}: a name of {@link ClockStepBack#names()} ({@code keep-order}, {@code reanchor}). */
    static final class ClockStepBacks extends Catalogue<ClockStepBack> {
        ClockStepBacks() {
            super(ClockStepBack::named, ClockStepBack::names);
        }
    }

    /** {@code --scheme} of {@code seqid facade}: a name of {@link FacadeScheme#names()} ({@code uuidv47}, {@code opaque}). */
    static final class FacadeSchemes extends Catalogue<FacadeScheme> {
        FacadeSchemes() {
            super(FacadeScheme::named, FacadeScheme::names);
        }
    }

    /** {@code --order}: a name of {@link UuidOrder#names()}. */
    static final class Orders extends Catalogue<UuidOrder> {
        Orders() {
            super(UuidOrder::named, UuidOrder::names);
        }
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
            return lookUp(text, UuidParser::parse);
        }
    }
}
