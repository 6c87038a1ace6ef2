package dev.seqid.spring;

import dev.seqid.EntropySource;
import dev.seqid.OverflowPolicy;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Collectors;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code seqid.*} properties: the settings of the auto-configured {@link UuidGenerator} bean.
 * A value that is not allowed fails the application's start with a message that names the
 * property and the allowed values.
 */
@ConfigurationProperties(prefix = SeqIdProperties.PREFIX)
public class SeqIdProperties {

    /** The prefix of every property. */
    public static final String PREFIX = "seqid";

    /**
     * The layout of the ids, by name: v7, comb-sqlserver, comb-postgres, ... (the names of
     * UuidLayout.names(), as the command line takes them).
     */
    private String layout = "v7";

    /** What next() does when the counter is spent and the maximum lead reached: wait for the clock, or throw. */
    private OverflowPolicy overflowPolicy = OverflowPolicy.WAIT;

    /** How far the generator may run ahead of the clock by borrowing ticks when a tick's counter is spent; zero or more. */
    private Duration maxLead = Duration.ofSeconds(1);

    /** Where the random bits come from. */
    private Entropy entropy = Entropy.SECURE;

    public String getLayout() {
        return layout;
    }

    /** @throws IllegalArgumentException (naming the property and the allowed values) if {@code layout} is not one of {@link UuidLayout#names()} */
    public void setLayout(String layout) {
        Objects.requireNonNull(layout, "layout");
        if (!UuidLayout.names().contains(layout)) {
            throw new InvalidSeqIdPropertyException("layout", layout, "unknown layout '" + layout + "'");
        }
        this.layout = layout;
    }

    public OverflowPolicy getOverflowPolicy() {
        return overflowPolicy;
    }

    public void setOverflowPolicy(OverflowPolicy overflowPolicy) {
        this.overflowPolicy = Objects.requireNonNull(overflowPolicy, "overflowPolicy");
    }

    public Duration getMaxLead() {
        return maxLead;
    }

    /** @throws IllegalArgumentException (naming the property and the allowed values) if {@code maxLead} is negative */
    public void setMaxLead(Duration maxLead) {
        Objects.requireNonNull(maxLead, "maxLead");
        if (maxLead.isNegative()) {
            throw new InvalidSeqIdPropertyException("max-lead", maxLead, "a negative lead, " + maxLead);
        }
        this.maxLead = maxLead;
    }

    public Entropy getEntropy() {
        return entropy;
    }

    public void setEntropy(Entropy entropy) {
        this.entropy = Objects.requireNonNull(entropy, "entropy");
    }

    /** A new generator with these settings (the clock is the generator's default, {@code ClockSource.cached()}). */
    public UuidGenerator newGenerator() {
        return UuidGenerator.builder().layout(UuidLayout.named(layout)).overflowPolicy(overflowPolicy).maxLead(maxLead)
                .entropy(entropy.source()).build();
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
                return kebab(OverflowPolicy.values());
            case "entropy":
                return kebab(Entropy.values());
            case "max-lead":
                return "a duration of zero or more, such as 1s, 250ms or PT0.5S";
            default:
                return null;
        }
    }

    private static String kebab(Enum<?>[] values) {
        return Arrays.stream(values).map(v -> v.name().toLowerCase(Locale.ROOT).replace('_', '-')).collect(Collectors.joining(", "));
    }

    /** The entropy sources a property can name; {@code EntropySource} has the details of each. */
    public enum Entropy {
        /** Cryptographic, from the process-wide pre-filled ring ({@code EntropySource.secure()}); the default. */
        SECURE,
        /** Cryptographic, a CTR_DRBG per thread and no background thread ({@code EntropySource.perThreadDrbg()}). */
        PER_THREAD_DRBG,
        /** One {@code SecureRandom} call per draw ({@code EntropySource.of(new SecureRandom())}); slow. */
        SECURE_RANDOM,
        /** Fast but guessable ({@code EntropySource.threadLocalRandom()}): only for ids that need not be unguessable. */
        THREAD_LOCAL_RANDOM;

        /** The source this value names. */
        public EntropySource source() {
            switch (this) {
                case PER_THREAD_DRBG:
                    return EntropySource.perThreadDrbg();
                case SECURE_RANDOM:
                    return EntropySource.of(new SecureRandom());
                case THREAD_LOCAL_RANDOM:
                    return EntropySource.threadLocalRandom();
                default:
                    return EntropySource.secure();
            }
        }
    }
}
