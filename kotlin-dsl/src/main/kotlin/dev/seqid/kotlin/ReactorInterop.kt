package dev.seqid.kotlin

import dev.seqid.UuidGenerator
import dev.seqid.reactor.ReactiveUuids
import java.util.UUID
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.reactive.asFlow
import kotlinx.coroutines.reactor.asFlux
import reactor.core.publisher.Flux

/**
 * The generator's ids as a Reactor [Flux] (seqid's reactor adapter: one reservation per chunk of
 * demand, never blocking). Needs `reactor-adapter` and `kotlinx-coroutines-reactor` on the class
 * path.
 *
 * ```
 * val keys: Flux<UUID> = generator.asFlux()
 * ```
 */
public fun UuidGenerator.asFlux(): Flux<UUID> = ReactiveUuids.of(this).flux()

/**
 * A reactive id publisher as a [Flow], through kotlinx-coroutines-reactor.
 *
 * ```
 * val keys: Flow<UUID> = ReactiveUuids.of(generator).asFlow()
 * ```
 */
public fun ReactiveUuids.asFlow(): Flow<UUID> = flux().asFlow()

/**
 * A [Flow] of ids as a [Flux], for handing a coroutine pipeline's ids to Reactor code.
 *
 * ```
 * val flux: Flux<UUID> = generator.asFlow().toFlux()
 * ```
 */
public fun Flow<UUID>.toFlux(): Flux<UUID> = asFlux()
