package dev.seqid.spark;

import dev.seqid.TypeId;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serial;
import java.io.Serializable;

/**
 * The TypeID prefix of a {@code seqid_typeid} or {@code seqid_from_typeid} call, checked when the
 * query is analysed and carried in the plan to the executors. Serializable (the plan is), it keeps
 * the prefix's name and rebuilds the core's {@link TypeId.Prefix} after deserialization, so no row
 * checks the prefix again. Public because generated code lives in another package; not an API.
 */
public final class TypeIdPrefix implements Serializable {

    @Serial
    private static final long serialVersionUID = 1L;

    /** The prefix, as the query gave it; checked. */
    private final String name;
    private transient TypeId.Prefix prefix;

    private TypeIdPrefix(String name) {
        this.name = name;
        this.prefix = TypeId.prefix(name);
    }

    /**
     * The checked prefix {@code name}, for the builder of {@code function}.
     *
     * @throws IllegalArgumentException naming the function and the rule the prefix breaks
     */
    static TypeIdPrefix of(String function, String name) {
        if (name == null) {
            throw new IllegalArgumentException(function + ": the prefix is NULL; give a constant string such as 'inv', or '' for"
                    + " TypeIDs without a prefix");
        }
        try {
            return new TypeIdPrefix(name);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(function + ": " + e.getMessage(), e);
        }
    }

    /** The core's prefix; thread-safe, shared by every task of the executor that deserialized this one. */
    TypeId.Prefix prefix() {
        return prefix;
    }

    /**
     * Reads the name, then rebuilds the core's prefix.
     *
     * @param in the stream the plan is read from
     * @throws IOException            if the stream fails
     * @throws ClassNotFoundException if a class of the stream is missing
     */
    @Serial
    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        this.prefix = TypeId.prefix(name);
    }

    /**
     * What {@code EXPLAIN} and the Spark UI show.
     *
     * @return for example {@code "TypeIdPrefix[inv]"}
     */
    @Override
    public String toString() {
        return "TypeIdPrefix[" + name + "]";
    }
}
