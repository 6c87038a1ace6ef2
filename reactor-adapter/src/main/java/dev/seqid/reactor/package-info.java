/**
 * Reactor adapter: {@link dev.seqid.reactor.ReactiveUuids} makes a {@code Flux} or {@code Mono}
 * of a {@link dev.seqid.UuidGenerator}'s ids that honours backpressure, reserves ids per chunk of
 * demand and never blocks a thread.
 */
package dev.seqid.reactor;
