package dev.seqid.spark;

import java.util.List;
import org.apache.spark.sql.catalyst.FunctionIdentifier;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.ExpressionInfo;
import org.apache.spark.sql.catalyst.expressions.Literal;
import org.apache.spark.sql.catalyst.expressions.objects.StaticInvoke;
import org.apache.spark.sql.internal.SQLConf;
import org.apache.spark.sql.types.AbstractDataType;
import org.apache.spark.sql.types.BinaryType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.ObjectType;
import org.apache.spark.sql.types.StringType;
import scala.Function1;
import scala.Option;
import scala.collection.immutable.Seq;
import scala.jdk.javaapi.CollectionConverters;

/**
 * The SQL functions, each a name, its documentation ({@code DESCRIBE FUNCTION}) and a builder that
 * turns the call's arguments into a Catalyst expression when the query is analysed.
 *
 * <p>Every function is a {@link StaticInvoke} of a {@link SeqIdRuntime} method (of a
 * {@link TextFormRuntime} method for the TypeID and ULID functions): Spark generates
 * code that calls the method directly (whole-stage code generation), and evaluates it by
 * reflection when code generation is off. The layout argument must be a constant string; the
 * builder resolves it to the layout's index once, so no row looks a name up. The id functions are
 * marked non-deterministic, as Spark's own {@code uuid()}: the optimizer neither folds them into a
 * constant nor merges two calls. A TypeID prefix, like a layout, must be a constant string, checked
 * when the query is analysed.
 */
final class SeqIdSqlFunctions {

    /** One SQL function: its name, what {@code DESCRIBE FUNCTION} shows, and its builder. */
    record Function(String name, String usage, Function1<Seq<Expression>, Expression> builder) {

        FunctionIdentifier identifier() {
            return FunctionIdentifier.apply(name);
        }

        ExpressionInfo info() {
            return new ExpressionInfo(SeqIdSqlFunctions.class.getName(), null, name, usage, "");
        }
    }

    /** The rule of the text functions for text that does not parse, as DESCRIBE FUNCTION states it. */
    private static final String BAD_TEXT = "Text that does not parse fails the query under spark.sql.ansi.enabled (the default)"
            + " and gives NULL without it; NULL gives NULL.";

    /** The type of the prefix literal the TypeID functions pass their method. */
    private static final ObjectType PREFIX_TYPE = new ObjectType(TypeIdPrefix.class);

    static final List<Function> ALL = List.of(
            new Function("uuidv7", "uuidv7() - A new RFC 9562 version 7 id (time-ordered), as its canonical string.",
                    args -> id("uuidv7", "uuid", DataTypes.StringType, SeqIdRuntime.layoutIndex("uuidv7", "v7"), args, 0)),
            new Function("seqid_uuid", "seqid_uuid(layout) - A new id of the named seqid layout, as its canonical string.",
                    args -> id("seqid_uuid", "uuid", DataTypes.StringType, layout("seqid_uuid", args, 0, 1), args, 1)),
            new Function("seqid_uuid_bytes", "seqid_uuid_bytes(layout) - A new id of the named seqid layout, as the 16 bytes its"
                    + " database stores (.NET order for the SQL Server and binary layouts, big-endian for the others).",
                    args -> id("seqid_uuid_bytes", "uuidBytes", DataTypes.BinaryType, layout("seqid_uuid_bytes", args, 0, 1), args, 1)),
            new Function("seqid_instant", "seqid_instant(id, layout) - The time in an id of the layout (a string, or the bytes"
                    + " seqid_uuid_bytes makes), as a TIMESTAMP.", SeqIdSqlFunctions::instant),
            new Function("seqid_range_start", "seqid_range_start(ts, layout) - The smallest id of the layout made at or after ts,"
                    + " as a string: WHERE id >= seqid_range_start(ts, layout).", args -> range("seqid_range_start", "rangeStart", args)),
            new Function("seqid_range_end", "seqid_range_end(ts, layout) - The largest id of the layout made at or before ts,"
                    + " as a string: WHERE id <= seqid_range_end(ts, layout).", args -> range("seqid_range_end", "rangeEnd", args)),
            new Function("seqid_facade", "seqid_facade(id) - The façade of a v7 id (a string): a version 4 id that hides when the id"
                    + " was made, under the key spark.seqid.facade.secret and the scheme spark.seqid.facade.scheme (opaque or uuidv47;"
                    + " default opaque), as a string.", args -> facade("seqid_facade", "facade", args)),
            new Function("seqid_unfacade", "seqid_unfacade(facade) - The v7 id whose façade the string is (the inverse of"
                    + " seqid_facade, with the same key and scheme), as a string.", args -> facade("seqid_unfacade", "unfacade", args)),
            new Function("seqid_typeid", "seqid_typeid(prefix, id) - The TypeID text of an id (a string) under a constant prefix,"
                    + " such as inv_01h455vb4pex5vsknk084sn02q; '' for none. " + BAD_TEXT, SeqIdSqlFunctions::typeId),
            new Function("seqid_from_typeid", "seqid_from_typeid(text[, prefix]) - The id of a TypeID, as a string; with a constant"
                    + " prefix, a TypeID of another prefix is bad text. " + BAD_TEXT, SeqIdSqlFunctions::fromTypeId),
            new Function("seqid_ulid", "seqid_ulid(id) - The ULID text of an id (a string): 26 characters, upper case. " + BAD_TEXT,
                    args -> text("seqid_ulid", "ulid", args)),
            new Function("seqid_from_ulid", "seqid_from_ulid(text) - The id of a ULID text (either case), as a string. " + BAD_TEXT,
                    args -> text("seqid_from_ulid", "fromUlid", args)));

    private SeqIdSqlFunctions() {
    }

    /** A new id per row: {@code SeqIdRuntime.<method>(layout)}, non-deterministic, never null. */
    private static Expression id(String function, String method, DataType type, int layout, Seq<Expression> args, int arity) {
        requireArity(function, args, arity, arity == 0 ? "()" : "('v7'), naming a layout");
        return new StaticInvoke(SeqIdRuntime.class, type, method, seq(Literal.create(layout, DataTypes.IntegerType)),
                seq(), false, false, false, Option.empty());
    }

    private static Expression instant(Seq<Expression> args) {
        requireArity("seqid_instant", args, 2, "(id, 'v7'): an id and a layout");
        int layout = layout("seqid_instant", args, 1, 2);
        Expression id = args.apply(0);
        boolean bytes = id.dataType() instanceof BinaryType;
        return new StaticInvoke(SeqIdRuntime.class, DataTypes.TimestampType, bytes ? "instantOfBytes" : "instantOfString",
                seq(id, Literal.create(layout, DataTypes.IntegerType)),
                seq(bytes ? DataTypes.BinaryType : DataTypes.StringType, DataTypes.IntegerType), true, true, true, Option.empty());
    }

    private static Expression range(String function, String method, Seq<Expression> args) {
        requireArity(function, args, 2, "(timestamp, 'v7'): a time and a layout");
        int layout = layout(function, args, 1, 2);
        return new StaticInvoke(SeqIdRuntime.class, DataTypes.StringType, method,
                seq(args.apply(0), Literal.create(layout, DataTypes.IntegerType)),
                seq(DataTypes.TimestampType, DataTypes.IntegerType), true, true, true, Option.empty());
    }

    /**
     * {@code SeqIdRuntime.<method>(setting, id)}: the façade setting, read from the configuration
     * now, travels in the plan as an object literal that shows the scheme but not the key.
     */
    private static Expression facade(String function, String method, Seq<Expression> args) {
        requireArity(function, args, 1, "(id): one id");
        ObjectType settingType = new ObjectType(FacadeSetting.class);
        return new StaticInvoke(SeqIdRuntime.class, DataTypes.StringType, method,
                seq(Literal.create(FacadeSetting.fromConf(function), settingType), args.apply(0)),
                seq(settingType, DataTypes.StringType), true, true, true, Option.empty());
    }

    /** {@code seqid_typeid(prefix, id)}: the prefix checked now, the method picked by ANSI mode now. */
    private static Expression typeId(Seq<Expression> args) {
        requireArity("seqid_typeid", args, 2, "('inv', id): a prefix and an id");
        TypeIdPrefix prefix = prefix("seqid_typeid", args.apply(0));
        return textInvoke("typeId", seq(prefixLiteral(prefix), args.apply(1)), seq(PREFIX_TYPE, DataTypes.StringType));
    }

    /** {@code seqid_from_typeid(text)} of any prefix, or {@code seqid_from_typeid(text, prefix)} of that prefix only. */
    private static Expression fromTypeId(Seq<Expression> args) {
        if (args.size() == 1) {
            return textInvoke("fromTypeId", seq(args.apply(0)), seq(DataTypes.StringType));
        }
        if (args.size() != 2) {
            throw new IllegalArgumentException("seqid_from_typeid takes 1 or 2 arguments, as in seqid_from_typeid(text) or"
                    + " seqid_from_typeid(text, 'inv'): a TypeID and, to accept only one prefix, that prefix; got " + args.size());
        }
        TypeIdPrefix prefix = prefix("seqid_from_typeid", args.apply(1));
        return textInvoke("fromTypeIdOf", seq(prefixLiteral(prefix), args.apply(0)), seq(PREFIX_TYPE, DataTypes.StringType));
    }

    /** A text function of one string argument. */
    private static Expression text(String function, String method, Seq<Expression> args) {
        requireArity(function, args, 1, "(text): one string");
        return textInvoke(method, seq(args.apply(0)), seq(DataTypes.StringType));
    }

    /**
     * {@code TextFormRuntime.<method>} under ANSI mode, {@code TextFormRuntime.try<Method>} (null for
     * bad text) without it: the session's {@code spark.sql.ansi.enabled} when the query is analysed,
     * as Spark's own casts read it. Null in, null out.
     */
    private static Expression textInvoke(String method, Seq<Expression> args, Seq<AbstractDataType> types) {
        String chosen = SQLConf.get().ansiEnabled() ? method : "try" + Character.toUpperCase(method.charAt(0)) + method.substring(1);
        return new StaticInvoke(TextFormRuntime.class, DataTypes.StringType, chosen, args, types, true, true, true, Option.empty());
    }

    private static Expression prefixLiteral(TypeIdPrefix prefix) {
        return Literal.create(prefix, PREFIX_TYPE);
    }

    /** The TypeID prefix given by a constant string argument, checked now. */
    private static TypeIdPrefix prefix(String function, Expression arg) {
        if (!arg.foldable() || !(arg.dataType() instanceof StringType || arg.dataType() == DataTypes.NullType)) {
            throw new IllegalArgumentException(function + ": the prefix must be a constant string such as 'inv' ('' for none), got "
                    + arg.sql());
        }
        Object name = arg.eval(null);
        return TypeIdPrefix.of(function, name == null ? null : name.toString());
    }

    /** The index of the layout named by constant string argument {@code at}. */
    private static int layout(String function, Seq<Expression> args, int at, int arity) {
        requireArity(function, args, arity, arity == 1 ? "('v7'), naming a layout" : "(..., 'v7'), the last naming a layout");
        Expression arg = args.apply(at);
        if (!arg.foldable() || !(arg.dataType() instanceof StringType || arg.dataType() == DataTypes.NullType)) {
            throw new IllegalArgumentException(function + ": the layout must be a constant string such as 'v7', got " + arg.sql());
        }
        Object name = arg.eval(null);
        return SeqIdRuntime.layoutIndex(function, name == null ? null : name.toString());
    }

    private static void requireArity(String function, Seq<Expression> args, int arity, String shape) {
        if (args.size() != arity) {
            throw new IllegalArgumentException(function + " takes " + arity + (arity == 1 ? " argument" : " arguments")
                    + ", as in " + function + shape + "; got " + args.size());
        }
    }

    @SafeVarargs
    private static <T> Seq<T> seq(T... items) {
        return CollectionConverters.asScala(List.of(items)).toList();
    }
}
