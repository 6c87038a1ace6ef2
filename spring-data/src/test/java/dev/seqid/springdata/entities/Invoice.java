package dev.seqid.springdata.entities;

import dev.seqid.springdata.SeqIdOnSave;
import java.util.UUID;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/** An immutable entity: Spring Data sets the id through the wither, so a save returns a new record. */
@Table
public record Invoice(@Id @SeqIdOnSave UUID id, String customer) {

    public Invoice withId(UUID id) {
        return new Invoice(id, customer);
    }
}
