package dev.seqid.spark;

import org.apache.spark.sql.SparkSessionExtensions;
import scala.Function1;
import scala.Tuple3;
import scala.runtime.BoxedUnit;

/**
 * Registers seqid's SQL functions in every session Spark builds, by configuration alone:
 *
 * <pre>
 * spark.sql.extensions=dev.seqid.spark.SeqIdSparkExtensions
 * </pre>
 *
 * <p>so {@code spark-sql}, notebooks and Thrift server users get {@code uuidv7()},
 * {@code seqid_uuid(layout)}, {@code seqid_uuid_bytes(layout)}, {@code seqid_instant(id, layout)},
 * {@code seqid_range_start(ts, layout)}, {@code seqid_range_end(ts, layout)}, the façade functions
 * and the TypeID and ULID text functions with the seqid-spark jar on the class path. Spark instantiates this class by its no-argument constructor.
 */
public final class SeqIdSparkExtensions implements Function1<SparkSessionExtensions, BoxedUnit> {

    /** Made by Spark from {@code spark.sql.extensions}; applications name the class, they do not make one. */
    public SeqIdSparkExtensions() {
    }

    @Override
    public BoxedUnit apply(SparkSessionExtensions extensions) {
        for (SeqIdSqlFunctions.Function f : SeqIdSqlFunctions.ALL) {
            extensions.injectFunction(new Tuple3<>(f.identifier(), f.info(), f.builder()));
        }
        return BoxedUnit.UNIT;
    }
}
