/**
 * A consumer of seqid on the module path: what an application that is a named module writes to
 * use seqid-core, seqid-reactor and seqid-kotlin. {@link dev.seqid.consumer.Main} checks what the
 * module system lets it reach.
 */
module dev.seqid.consumer {
    requires dev.seqid;
    requires dev.seqid.reactor;
    requires dev.seqid.kotlin;
    requires reactor.core;
    requires kotlinx.coroutines.core;
}
