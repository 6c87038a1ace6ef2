package com.example.orders;

import dev.seqid.reactor.ReactiveUuids;
import java.util.UUID;
import org.springframework.stereotype.Service;
import reactor.core.publisher.Flux;

/** Keys a stream of parcels with ids from the starter's {@link ReactiveUuids} bean, without blocking a thread. */
@Service
public class Shipments {

    /** A parcel with its tracking id. */
    public record Parcel(UUID trackingId, String content) {
    }

    private final ReactiveUuids ids;

    public Shipments(ReactiveUuids ids) {
        this.ids = ids;
    }

    /** Gives each content a tracking id, in order: later parcels get greater ids. */
    public Flux<Parcel> track(Flux<String> contents) {
        return contents.transform(ids.keying((content, id) -> new Parcel(id, content)));
    }

    /** {@code count} fresh ids, reserved as the subscriber asks for them. */
    public Flux<UUID> trackingIds(long count) {
        return ids.flux(count);
    }
}
