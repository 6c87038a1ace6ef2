/**
 * seqid: sequential, time-ordered UUIDs. The API is package {@code dev.seqid}; start with
 * {@link dev.seqid.UuidGenerator#builder()}.
 *
 * <p>Package {@code dev.seqid.internal} is not API: it is exported only to seqid's own adapters
 * that use it (their jars name these modules in their {@code Automatic-Module-Name}), and may
 * change in any release.
 */
// "module": javac warns of a qualified export to a module it cannot see, and seqid-core is compiled
// before (and without) the adapters it exports to; the export is meant for them all the same.
@SuppressWarnings("module")
module dev.seqid {
    exports dev.seqid;
    exports dev.seqid.internal to dev.seqid.hibernate, dev.seqid.springdata, dev.seqid.reactor, dev.seqid.kotlin;

    requires com.lmax.disruptor;
    requires org.jctools.core;
    // JCTools' queues use sun.misc.Unsafe, and its module only `requires static` jdk.unsupported:
    // on the module path nothing else resolves that module, and the first generator built fails
    // with NoClassDefFoundError: sun/misc/Unsafe.
    requires jdk.unsupported;
}
