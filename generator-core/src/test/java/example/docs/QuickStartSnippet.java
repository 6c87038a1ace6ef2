package example.docs;

// The quick start of README.md, from its imports on: a user's first class. ReadmeSnippetsTest runs it.
// tag::quick-start[]
import dev.seqid.UuidGenerator;   // seqid's generator, not Hibernate's @UuidGenerator annotation
import dev.seqid.UuidLayout;
import java.time.Instant;
import java.util.UUID;

class Orders {
    // build one generator and share it: every thread, request and entity takes ids from it
    static final UuidGenerator IDS = UuidGenerator.builder().build();   // RFC 9562 v7, lock-free

    static UUID newKey() {
        return IDS.next();                        // greater than every id before, on any thread
    }

    static UUID[] newKeys(int count) {
        UUID[] batch = new UUID[count];
        IDS.next(batch);                          // consecutive ids, one atomic step for them all
        return batch;
    }

    static Instant createdAt(UUID id) {
        return UuidLayout.v7().instantOf(id);     // the timestamp back out
    }
}
// end::quick-start[]
