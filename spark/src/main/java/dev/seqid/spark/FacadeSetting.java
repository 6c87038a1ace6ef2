package dev.seqid.spark;

import dev.seqid.FacadeKey;
import dev.seqid.FacadeKeyException;
import dev.seqid.FacadeScheme;
import dev.seqid.UuidFacade;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serial;
import java.io.Serializable;
import org.apache.spark.sql.internal.SQLConf;

/**
 * The façade that {@code seqid_facade} and {@code seqid_unfacade} use, read from the session's
 * configuration when a query is analysed and carried in the plan to the executors. Serializable
 * (the plan is), it keeps the scheme and the key's bytes and rebuilds the {@link UuidFacade} after
 * deserialization; its {@link #toString()}, which {@code EXPLAIN} and the Spark UI show, names the
 * scheme only. Public because generated code lives in another package; not an API.
 *
 * <p>The key's setting is {@value #KEY}: its name matches Spark's default
 * {@code spark.redaction.regex} ({@code (?i)secret|password|token|access[.]?key}), so the Spark UI's
 * Environment tab, event logs and {@code spark.logConf} show it redacted. The earlier name,
 * {@value #OLD_KEY}, matched none of it and showed the key; when it is set, reading the setting
 * fails with a message that names the new one and not the value.
 */
public final class FacadeSetting implements Serializable {

    /** The configuration key of the façade key, 32 hexadecimal digits; named so that Spark redacts it. */
    static final String KEY = "spark.seqid.facade.secret";
    /** The key's former setting, which Spark does not redact: refused when set. */
    static final String OLD_KEY = "spark.seqid.facade.key";
    /** The configuration key of the scheme, a name of {@link FacadeScheme#names()}; unset, {@link UuidFacade#DEFAULT_SCHEME}. */
    static final String SCHEME = "spark.seqid.facade.scheme";

    @Serial
    private static final long serialVersionUID = 2L;

    /** The scheme. */
    private final FacadeScheme scheme;
    /** The key's 16 bytes: the serialized plan carries them to the executors, as it must. */
    private final byte[] key;
    private transient UuidFacade facade;

    private FacadeSetting(FacadeScheme scheme, byte[] key) {
        this.scheme = scheme;
        this.key = key;
        this.facade = UuidFacade.builder(scheme, FacadeKey.of(key)).build();
    }

    /**
     * The façade of the active session's configuration ({@link SQLConf} holds both the Spark
     * configuration the session started with and what {@code spark.conf.set} changed).
     *
     * @throws IllegalArgumentException if the key is missing or not 32 hexadecimal digits, the
     *                                  scheme unknown, or the key's former setting set, saying what
     *                                  would be right (never the key)
     */
    static FacadeSetting fromConf(String function) {
        SQLConf conf = SQLConf.get();
        if (conf.getConfString(OLD_KEY, null) != null) {
            throw new IllegalArgumentException(function + ": " + OLD_KEY + " is no longer read, because Spark does not redact a setting of"
                    + " that name and the Spark UI, event logs and spark.logConf showed the key: set " + KEY + " instead (Spark's default"
                    + " spark.redaction.regex hides it) and remove " + OLD_KEY + " (its value is not shown here)");
        }
        String hex = conf.getConfString(KEY, null);
        if (hex == null || hex.isBlank()) {
            throw new IllegalArgumentException(function + ": no façade key: set " + KEY + " to 32 hexadecimal digits (spark-submit --conf,"
                    + " spark-defaults.conf or spark.conf.set; make one with: openssl rand -hex 16)");
        }
        FacadeScheme scheme;
        try {
            scheme = FacadeScheme.named(conf.getConfString(SCHEME, UuidFacade.DEFAULT_SCHEME.configName()));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(function + ": " + SCHEME + ": " + e.getMessage(), e);
        }
        try {
            return new FacadeSetting(scheme, FacadeKey.ofHex(hex.strip()).toBytes());
        } catch (FacadeKeyException e) {
            throw new IllegalArgumentException(function + ": " + KEY + ": " + e.getMessage(), e);
        }
    }

    /** The façade; thread-safe, shared by every task of the executor that deserialized this setting. */
    UuidFacade facade() {
        return facade;
    }

    /**
     * Reads the scheme and key, then rebuilds the façade.
     *
     * @param in the stream the plan is read from
     * @throws IOException            if the stream fails
     * @throws ClassNotFoundException if a class of the stream is missing
     */
    @Serial
    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        this.facade = UuidFacade.builder(scheme, FacadeKey.of(key)).build();
    }

    /**
     * Names the scheme, never the key.
     *
     * @return for example {@code "UuidFacade[opaque, layout v7]"}
     */
    @Override
    public String toString() {
        return facade.toString();
    }
}
