package com.example.events

import dev.seqid.UuidLayout
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import kotlinx.coroutines.async
import kotlinx.coroutines.awaitAll
import kotlinx.coroutines.flow.asFlow
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.runBlocking

class EventsTest {

    private val sqlServerOrder = UuidLayout.named("comb-sqlserver").databaseOrder()

    @Test
    fun `events are keyed in the order they arrive, in SQL Server's order`() = runBlocking {
        val names = (0 until 5_000).map { "event-$it" }
        val events = keyed(names.asFlow()).toList()

        assertEquals(names, events.map { it.name })
        val ids = events.map { it.id }
        assertEquals(ids.size, ids.toSet().size, "distinct ids")
        assertEquals(ids, ids.sortedWith(sqlServerOrder), "ids in SQL Server's uniqueidentifier order")
    }

    @Test
    fun `concurrent suspending calls get distinct ids`() = runBlocking {
        val events = (0 until 1_000).map { async { event("e$it") } }.awaitAll()

        assertEquals(1_000, events.map { it.id }.toSet().size)
        assertTrue(events.all { it.id.version() == 4 }, "comb-sqlserver ids carry version nibble 4, as RT.Comb's do")
    }
}
