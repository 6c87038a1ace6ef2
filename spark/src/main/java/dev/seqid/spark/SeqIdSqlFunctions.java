package dev.seqid.spark;

import java.util.List;
import org.apache.spark.sql.catalyst.FunctionIdentifier;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.ExpressionInfo;
import org.apache.spark.sql.catalyst.expressions.Literal;
import org.apache.spark.sql.catalyst.expressions.objects.StaticInvoke;
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
 * <p>Every function is a {@link StaticInvoke} of a {@link SeqIdRuntime} method: Spark generates
 * code that calls the method directly (whole-stage code generation), and evaluates it by
 * reflection when code generation is off. The layout argument must be a constant string; the
 * builder resolves it to the layout's index once, so no row looks a name up. The id functions are
 * marked non-deterministic, as Spark's own {@code uuid()}: the optimizer neither folds them into a
 * constant nor merges two calls.
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
                    + " seqid_facade, with the same key and scheme), as a string.", args -> facade("seqid_unfacade", "unfacade", args)));

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
