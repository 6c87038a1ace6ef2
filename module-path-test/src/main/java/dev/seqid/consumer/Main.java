package dev.seqid.consumer;

import dev.seqid.FacadeKey;
import dev.seqid.TypeId;
import dev.seqid.UuidFacade;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.kotlin.FlowsKt;
import dev.seqid.kotlin.TextFormsKt;
import dev.seqid.reactor.ReactiveUuids;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;

/**
 * Uses seqid as a named module would, run by the build with {@code java --module-path ... --module
 * dev.seqid.consumer/dev.seqid.consumer.Main} (this module's pom.xml): ids, a decoded timestamp, a
 * façade, a TypeID, a Reactor {@code Flux}, Kotlin top-level functions called from Java, and what the
 * module system lets this module reach of seqid-core's package {@code dev.seqid.internal} (nothing)
 * and what it lets the adapters reach (what they use). Prints each failed check and exits 1 if any
 * failed, so that the build fails.
 */
public final class Main {

    private static final String INTERNAL = "dev.seqid.internal";

    private final List<String> failures = new ArrayList<>();

    public static void main(String[] args) throws Exception {
        Main main = new Main();
        main.run();
        if (!main.failures.isEmpty()) {
            main.failures.forEach(f -> System.err.println("FAILED: " + f));
            System.exit(1);
        }
        System.out.println("module path consumer: all checks passed");
    }

    private void run() throws Exception {
        Module consumer = Main.class.getModule();
        Module core = UuidGenerator.class.getModule();
        Module reactor = ReactiveUuids.class.getModule();
        Module kotlin = TextFormsKt.class.getModule();

        // Each on the module path, by the name docs/compatibility.md gives.
        check(consumer.isNamed() && consumer.getName().equals("dev.seqid.consumer"), "the consumer is named module dev.seqid.consumer, not " + consumer);
        check(core.isNamed() && core.getName().equals("dev.seqid") && !core.getDescriptor().isAutomatic(), "seqid-core is explicit module dev.seqid, not " + core);
        check(reactor.isNamed() && reactor.getName().equals("dev.seqid.reactor"), "seqid-reactor is module dev.seqid.reactor, not " + reactor);
        check(kotlin.isNamed() && kotlin.getName().equals("dev.seqid.kotlin"), "seqid-kotlin is module dev.seqid.kotlin, not " + kotlin);

        // Ids, their order and their timestamp.
        UuidGenerator generator = UuidGenerator.builder().build();
        UuidLayout layout = generator.layout();
        Comparator<UUID> order = layout.databaseOrder();
        Instant before = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        UUID[] ids = new UUID[1000];
        generator.next(ids);
        Instant after = Instant.now();
        for (int i = 1; i < ids.length; i++) {
            check(order.compare(ids[i - 1], ids[i]) < 0, "ids in increasing order: " + ids[i - 1] + " then " + ids[i]);
        }
        UUID id = ids[0];
        check(id.version() == 7, "a version 7 id by default: " + id);
        Instant time = layout.instantOf(id);
        check(!time.isBefore(before) && !time.isAfter(after.plus(generator.lead()).plusMillis(1)),
                "the decoded time " + time + " is between " + before + " and " + after + " plus the lead");

        // A façade: the outside form decodes to the id and is not the id.
        UuidFacade facade = UuidFacade.opaque(FacadeKey.random());
        UUID outside = facade.encode(id);
        check(!outside.equals(id) && facade.decode(outside).equals(id), "the façade's form decodes to the id");

        // A TypeID, written by the Java API and by the Kotlin top-level function (class TextFormsKt).
        String typeId = TypeId.prefix("user").format(id);
        check(typeId.startsWith("user_") && typeId.length() == 31, "a TypeID with prefix user: " + typeId);
        check(TypeId.prefix("user").parse(typeId).equals(id), "the TypeID parses back to the id");
        check(TextFormsKt.toTypeId(id, "user").equals(typeId), "Kotlin's toTypeId writes the Java API's TypeID");

        // A Reactor Flux of ids, and the adapters' own use of dev.seqid.internal (its chunk-size rule).
        List<UUID> flux = ReactiveUuids.of(generator).flux(100).collectList().block();
        check(flux != null && flux.size() == 100, "a Flux of 100 ids: " + flux);
        for (int i = 1; flux != null && i < flux.size(); i++) {
            check(order.compare(flux.get(i - 1), flux.get(i)) < 0, "the Flux's ids in increasing order");
        }
        long[] chunk = ReactiveUuids.of(generator).longChunks(4).blockFirst();
        check(chunk != null && chunk.length == 8, "a chunk of 4 ids as 8 longs");
        check(refusesChunkSizeZero(() -> ReactiveUuids.of(generator).longChunks(0)), "seqid-reactor refuses 0 ids per chunk (its rule is in dev.seqid.internal)");
        check(FlowsKt.asFlow(generator, 4) != null, "a Kotlin Flow of ids from Java");
        check(refusesChunkSizeZero(() -> FlowsKt.asFlow(generator, 0)), "seqid-kotlin refuses a chunk of 0 (its rule is in dev.seqid.internal)");

        // Package dev.seqid.internal: exported to the adapters that use it, not to this module.
        check(core.isExported("dev.seqid"), "package dev.seqid is exported");
        check(!core.isExported(INTERNAL, consumer), INTERNAL + " is not exported to the consumer");
        check(!core.isOpen(INTERNAL, consumer), INTERNAL + " is not open to the consumer");
        check(!core.isExported(INTERNAL), INTERNAL + " is not exported to all modules");
        check(core.isExported(INTERNAL, reactor) && core.isExported(INTERNAL, kotlin), INTERNAL + " is exported to dev.seqid.reactor and dev.seqid.kotlin");
        Class<?> internal = Class.forName(INTERNAL + ".CachedMillisClockSource");
        Field shared = internal.getField("SHARED");
        check(throwsOnAccess(shared), "reading the public field " + shared + " of a package not exported to the consumer throws IllegalAccessException");
        check(refusesSetAccessible(shared), "setAccessible(true) on " + shared + " throws InaccessibleObjectException");
    }

    private static boolean refusesChunkSizeZero(Runnable call) {
        try {
            call.run();
            return false;
        } catch (IllegalArgumentException expected) {
            return true;
        }
    }

    private static boolean throwsOnAccess(Field field) {
        try {
            field.get(null);
            return false;
        } catch (IllegalAccessException expected) {
            return true;
        }
    }

    private static boolean refusesSetAccessible(Field field) {
        try {
            field.setAccessible(true);
            return false;
        } catch (InaccessibleObjectException expected) {
            return true;
        }
    }

    private void check(boolean holds, String what) {
        if (!holds) {
            failures.add(what);
        }
    }
}
