package dev.seqid.spring;

import dev.seqid.ClockStepBack;
import dev.seqid.EntropySource;
import dev.seqid.FacadeKey;
import dev.seqid.FacadeKeyException;
import dev.seqid.FacadeScheme;
import dev.seqid.OverflowPolicy;
import dev.seqid.UuidFacade;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code seqid.*} properties: the settings of the auto-configured {@link UuidGenerator} bean.
 * Their names and values are those of {@link UuidGenerator.Builder} (layout, entropy,
 * overflowPolicy, maxLead), the Kotlin DSL and the command line; the layouts, entropy sources and overflow
 * policies go by the names of {@link UuidLayout#names()}, {@link EntropySource#names()} and
 * {@link OverflowPolicy#names()}, and every default
 * is the core's ({@code UuidGenerator.DEFAULT_*}). A value that is not allowed fails the
 * application's start with a message that names the property and the allowed values.
 */
@ConfigurationProperties(prefix = SeqIdProperties.PREFIX)
public class SeqIdProperties {

    /** The prefix of every property. */
    public static final String PREFIX = "seqid";

    /** Properties holding the core's defaults ({@code UuidGenerator.DEFAULT_*}); Spring Boot binds {@code seqid.*} onto them. */
    public SeqIdProperties() {
    }

    /**
     * The layout of the ids, by name: v7, comb-sqlserver, comb-postgres, ... (the names of
     * UuidLayout.names(), as the command line takes them).
     */
    private String layout = UuidGenerator.DEFAULT_LAYOUT;

    /** What next() does when the counter is spent and the maximum lead reached: wait for the clock, or throw. */
    private OverflowPolicy overflowPolicy = UuidGenerator.DEFAULT_OVERFLOW_POLICY;

    /** How far the generator may run ahead of the clock by borrowing ticks when a tick's counter is spent; zero or more. */
    private Duration maxLead = UuidGenerator.DEFAULT_MAX_LEAD;

    /**
     * Where the random bits come from, by name: secure, per-thread-drbg, secure-random or
     * thread-local-random (guessable) (the names of EntropySource.names(), as the command line takes them).
     */
    private String entropy = UuidGenerator.DEFAULT_ENTROPY;

    /** The façade of ids at the application's boundary: properties {@code seqid.facade.*}. */
    private final FacadeProperties facade = new FacadeProperties();

    /** What the generator does when the clock steps back further than the tolerance: keep-order (wait or throw until the clock catches up) or reanchor (start again from the clock; order across the step is lost). */
    private ClockStepBack clockStepBack = UuidGenerator.DEFAULT_CLOCK_STEP_BACK;

    /** How far the clock may read behind the generator before a step back is counted and, under reanchor, acted on; zero or more. */
    private Duration stepBackTolerance = UuidGenerator.DEFAULT_STEP_BACK_TOLERANCE;

    /**
     * The layout of the ids, property {@code seqid.layout}.
     *
     * @return the layout's name, one of {@link UuidLayout#names()}
     */
    public String getLayout() {
        return layout;
    }

    /**
     * Sets the layout of the ids, property {@code seqid.layout}.
     *
     * @param layout a layout name, such as {@code "v7"}
     * @throws IllegalArgumentException (naming the property and the allowed values) if {@code layout} is not one of {@link UuidLayout#names()}
     */
    public void setLayout(String layout) {
        this.layout = known("layout", layout, UuidLayout.names());
    }

    /**
     * What {@code next()} does when the counter is spent and the maximum lead reached, property
     * {@code seqid.overflow-policy}.
     *
     * @return the overflow policy
     */
    public OverflowPolicy getOverflowPolicy() {
        return overflowPolicy;
    }

    /**
     * Sets what {@code next()} does when the counter is spent and the maximum lead reached, property
     * {@code seqid.overflow-policy}.
     *
     * @param overflowPolicy wait for the clock, or throw
     */
    public void setOverflowPolicy(OverflowPolicy overflowPolicy) {
        this.overflowPolicy = Objects.requireNonNull(overflowPolicy, "overflowPolicy");
    }

    /**
     * How far the generator may run ahead of the clock, property {@code seqid.max-lead}.
     *
     * @return the maximum lead, zero or more
     */
    public Duration getMaxLead() {
        return maxLead;
    }

    /**
     * Sets how far the generator may run ahead of the clock, property {@code seqid.max-lead}.
     *
     * @param maxLead the maximum lead, zero or more
     * @throws IllegalArgumentException (naming the property and the allowed values) if {@code maxLead} is negative
     */
    public void setMaxLead(Duration maxLead) {
        Objects.requireNonNull(maxLead, "maxLead");
        if (maxLead.isNegative()) {
            throw new InvalidSeqIdPropertyException("max-lead", maxLead, "a negative lead, " + maxLead);
        }
        this.maxLead = maxLead;
    }

    /**
     * Where the random bits come from, property {@code seqid.entropy}.
     *
     * @return the entropy source's name, one of {@link EntropySource#names()}
     */
    public String getEntropy() {
        return entropy;
    }

    /**
     * Sets where the random bits come from, property {@code seqid.entropy}.
     *
     * @param entropy an entropy source name, such as {@code "secure"}
     * @throws IllegalArgumentException (naming the property and the allowed values) if {@code entropy} is not one of {@link EntropySource#names()}
     */
    public void setEntropy(String entropy) {
        this.entropy = known("entropy", entropy, EntropySource.names());
    }

    /**
     * What the generator does after a long clock step back, property {@code seqid.clock-step-back}.
     *
     * @return the choice
     */
    public ClockStepBack getClockStepBack() {
        return clockStepBack;
    }

    /**
     * Sets what the generator does after a long clock step back, property {@code seqid.clock-step-back}.
     *
     * @param clockStepBack keep strict order, or re-anchor to the clock
     */
    public void setClockStepBack(ClockStepBack clockStepBack) {
        this.clockStepBack = Objects.requireNonNull(clockStepBack, "clockStepBack");
    }

    /**
     * How far the clock may read behind the generator before a step back counts, property
     * {@code seqid.step-back-tolerance}.
     *
     * @return the tolerance, zero or more
     */
    public Duration getStepBackTolerance() {
        return stepBackTolerance;
    }

    /**
     * Sets how far the clock may read behind the generator before a step back counts, property
     * {@code seqid.step-back-tolerance}.
     *
     * @param stepBackTolerance the tolerance, zero or more
     * @throws IllegalArgumentException (naming the property and the allowed values) if it is negative
     */
    public void setStepBackTolerance(Duration stepBackTolerance) {
        Objects.requireNonNull(stepBackTolerance, "stepBackTolerance");
        if (stepBackTolerance.isNegative()) {
            throw new InvalidSeqIdPropertyException("step-back-tolerance", stepBackTolerance, "a negative tolerance, " + stepBackTolerance);
        }
        this.stepBackTolerance = stepBackTolerance;
    }

    /**
     * A new generator with these settings (the clock is the generator's default, {@code ClockSource.cached()}).
     *
     * @return the new generator
     */
    public UuidGenerator newGenerator() {
        return newBuilder().build();
    }

    /**
     * A builder with these settings, for {@link UuidGeneratorBuilderCustomizer}s to change before it builds.
     *
     * @return a new builder
     */
    public UuidGenerator.Builder newBuilder() {
        return UuidGenerator.builder().layout(UuidLayout.named(layout)).overflowPolicy(overflowPolicy).maxLead(maxLead)
                .entropy(EntropySource.named(entropy)).clockStepBack(clockStepBack).stepBackTolerance(stepBackTolerance);
    }

    /**
     * The façade settings, properties {@code seqid.facade.*}.
     *
     * @return the façade settings (never null; unset, no façade bean is made)
     */
    public FacadeProperties getFacade() {
        return facade;
    }

    /** {@code value}, if it is one of the core's {@code names} of property {@code seqid.<name>}. */
    private static String known(String name, String value, List<String> names) {
        Objects.requireNonNull(value, name);
        if (!names.contains(value)) {
            throw new InvalidSeqIdPropertyException(name, value, "unknown " + name + " '" + value + "'");
        }
        return value;
    }

    /**
     * What property {@code seqid.<name>} allows, as the failure message lists it; null for a name
     * that is not one of these properties.
     */
    static String allowedValues(String name) {
        switch (name) {
            case "layout":
                return String.join(", ", UuidLayout.names());
            case "overflow-policy":
                return String.join(", ", OverflowPolicy.names());
            case "entropy":
                return String.join(", ", EntropySource.names());
            case "max-lead":
                return "a duration of zero or more, such as 1s, 250ms or PT0.5S";
            case "facade.key":
                return "32 hexadecimal digits (16 bytes), such as the output of: openssl rand -hex 16";
            case "facade.scheme":
                return String.join(", ", FacadeScheme.names());
            case "facade.invalid-status":
                return "404, 400";
            case "clock-step-back":
                return String.join(", ", ClockStepBack.names());
            case "step-back-tolerance":
                return "a duration of zero or more, such as 10s or PT10S";
            default:
                return null;
        }
    }

    /**
     * The {@code seqid.facade.*} properties: the key and scheme of the {@link UuidFacade} bean, and
     * what a request whose {@link Facade @Facade} parameter is not a façade gets. Setting the key
     * (or the scheme) makes the bean. The key is held as a {@link FacadeKey}, whose
     * {@code toString()} does not show it, and no failure message shows it either.
     */
    public static class FacadeProperties {

        /** The secret key of the façade: 32 hexadecimal digits (make one with: openssl rand -hex 16). */
        private FacadeKey key;

        /** The scheme: opaque (hides the time, the counter and the order) or uuidv47 (hides the time; the UUIDv47 scheme). */
        private FacadeScheme scheme = UuidFacade.DEFAULT_SCHEME;

        /**
         * The HTTP status of a request whose @Facade path variable or request parameter is not a façade of the key, or whose
         * @TypeIdPrefix one is not a TypeID of the prefix (with @Facade, of a façade): 404 or 400.
         */
        private int invalidStatus = 404;

        /** Settings holding the defaults; Spring Boot binds {@code seqid.facade.*} onto them. */
        public FacadeProperties() {
        }

        /**
         * Sets the key, property {@code seqid.facade.key}.
         *
         * @param key 32 hexadecimal digits
         * @throws IllegalArgumentException (naming the property and what is allowed, never the key) if it is not 32 hexadecimal digits
         */
        public void setKey(String key) {
            try {
                this.key = FacadeKey.ofHex(Objects.requireNonNull(key, "facade.key").strip());
            } catch (FacadeKeyException e) {
                throw new InvalidSeqIdPropertyException("facade.key", "(not shown)", e.getMessage());
            }
        }

        /**
         * The key, if property {@code seqid.facade.key} is set.
         *
         * @return the key, or null
         */
        public FacadeKey key() {
            return key;
        }

        /**
         * The scheme, property {@code seqid.facade.scheme}.
         *
         * @return the scheme; {@link UuidFacade#DEFAULT_SCHEME} unless set
         */
        public FacadeScheme getScheme() {
            return scheme;
        }

        /**
         * Sets the scheme, property {@code seqid.facade.scheme}, whose values are the names of
         * {@link FacadeScheme#names()}: {@code opaque} or {@code uuidv47}.
         *
         * @param scheme the scheme
         */
        public void setScheme(FacadeScheme scheme) {
            this.scheme = Objects.requireNonNull(scheme, "facade.scheme");
        }

        /**
         * The status of a request whose {@link Facade @Facade} parameter is not a façade, or whose
         * {@link TypeIdPrefix @TypeIdPrefix} one is not a TypeID of the prefix, property
         * {@code seqid.facade.invalid-status}.
         *
         * @return 404 or 400
         */
        public int getInvalidStatus() {
            return invalidStatus;
        }

        /**
         * Sets the status of a request whose {@link Facade @Facade} parameter is not a façade, or
         * whose {@link TypeIdPrefix @TypeIdPrefix} one is not a TypeID of the prefix, property
         * {@code seqid.facade.invalid-status}.
         *
         * @param invalidStatus 404 (the default: the id names nothing) or 400
         * @throws IllegalArgumentException (naming the property and the allowed values) for another status
         */
        public void setInvalidStatus(int invalidStatus) {
            if (invalidStatus != 404 && invalidStatus != 400) {
                throw new InvalidSeqIdPropertyException("facade.invalid-status", invalidStatus, "status " + invalidStatus);
            }
            this.invalidStatus = invalidStatus;
        }

        /**
         * A new façade with these settings.
         *
         * @return the façade
         * @throws IllegalArgumentException (naming the property) if no key is set
         */
        public UuidFacade newFacade() {
            if (key == null) {
                throw new InvalidSeqIdPropertyException("facade.key", "", "no key, though seqid.facade.scheme is set");
            }
            return UuidFacade.builder(scheme, key).build();
        }
    }
}
