package com.example.orders;

import dev.seqid.springdata.SeqIdOnSave;
import java.util.UUID;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/**
 * A Spring Data R2DBC entity keyed by seqid: the starter's callback fills the null id with an id of
 * the {@code UuidGenerator} bean when the delivery is saved, without blocking the event loop.
 */
@Table
public record Delivery(@Id @SeqIdOnSave UUID id, @SeqIdOnSave(supplier = ReferenceIds.class) UUID reference, String address) {

    /** Spring Data sets the id of this immutable entity through this wither. */
    public Delivery withId(UUID id) {
        return new Delivery(id, reference, address);
    }

    /** And the reference, from the generator {@link ReferenceIds} makes, through this one. */
    public Delivery withReference(UUID reference) {
        return new Delivery(id, reference, address);
    }
}
