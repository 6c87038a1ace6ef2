/**
 * seqid: sequential, time-ordered UUIDs. The API is package {@code dev.seqid}; start with
 * {@link dev.seqid.UuidGenerator#builder()}.
 */
module dev.seqid {
    exports dev.seqid;

    requires com.lmax.disruptor;
    requires org.jctools.core;
}
