package dev.seqid.spark;

import dev.seqid.FacadeKey;
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
 */
public final class FacadeSetting implements Serializable {

    /** The configuration key of the façade key: 32 hexadecimal digits. */
    static final String KEY = "spark.seqid.facade.key";
    /** The configuration key of the scheme; unset, {@link UuidFacade#DEFAULT_SCHEME}. */
    static final String SCHEME = "spark.seqid.facade.scheme";

    @Serial
    private static final long serialVersionUID = 1L;

    /** The scheme's name, one of {@code UuidFacade.names()}. */
    private final String scheme;
    /** The key's 16 bytes: the serialized plan carries them to the executors, as it must. */
    private final byte[] key;
    private transient UuidFacade facade;

    private FacadeSetting(String scheme, byte[] key) {
        this.scheme = scheme;
        this.key = key;
        this.facade = UuidFacade.named(scheme, FacadeKey.of(key));
    }

    /**
     * The façade of the active session's configuration ({@link SQLConf} holds both the Spark
     * configuration the session started with and what {@code spark.conf.set} changed).
     *
     * @throws IllegalArgumentException if the key is missing or not 32 hexadecimal digits, or the
     *                                  scheme unknown, saying what would be right (never the key)
     */
    static FacadeSetting fromConf(String function) {
        SQLConf conf = SQLConf.get();
        String hex = conf.getConfString(KEY, null);
        if (hex == null || hex.isBlank()) {
            throw new IllegalArgumentException(function + ": no façade key: set " + KEY + " to 32 hexadecimal digits (spark-submit --conf,"
                    + " spark-defaults.conf or spark.conf.set; make one with: openssl rand -hex 16)");
        }
        String scheme = conf.getConfString(SCHEME, UuidFacade.DEFAULT_SCHEME);
        try {
            return new FacadeSetting(scheme, FacadeKey.ofHex(hex.strip()).toBytes());
        } catch (IllegalArgumentException e) {
            String setting = e.getMessage().startsWith("a façade key") ? KEY : SCHEME;
            throw new IllegalArgumentException(function + ": " + setting + ": " + e.getMessage(), e);
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
        this.facade = UuidFacade.named(scheme, FacadeKey.of(key));
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
