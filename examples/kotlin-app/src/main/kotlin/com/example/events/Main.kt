package com.example.events

import dev.seqid.UuidGenerator
import dev.seqid.kotlin.asFlow
import dev.seqid.kotlin.nextId
import dev.seqid.kotlin.uuidGenerator
import java.util.UUID
import kotlin.time.Duration.Companion.milliseconds
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.flow.zip
import kotlinx.coroutines.runBlocking

/** An event with the id that orders it. */
data class Event(val id: UUID, val name: String)

/**
 * The application's one generator, configured with the DSL: SQL Server's order (the time in the
 * last six bytes), at most 100 ms ahead of the clock under bursts.
 */
val ids: UuidGenerator = uuidGenerator {
    layout("comb-sqlserver")
    maxLead = 100.milliseconds
}

/** Keys each name with the next id, in order; the ids are reserved in chunks as the flow is collected. */
fun keyed(names: Flow<String>): Flow<Event> = names.zip(ids.asFlow()) { name, id -> Event(id, name) }

/** One event, its id taken without blocking the thread (the call suspends if the generator must wait). */
suspend fun event(name: String): Event = Event(ids.nextId(), name)

fun main() = runBlocking {
    val first = event("started")
    val batch = keyed(kotlinx.coroutines.flow.flowOf("a", "b", "c")).toList()
    println(first)
    batch.forEach(::println)
    println("layout ${ids.layout().name()}: ${batch.size + 1} events")
}
