package dev.seqid.spring.data;

import dev.seqid.springdata.SeqIdOnSave;
import java.util.UUID;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/** A Spring Data JDBC entity of the application in SpringDataJdbcApplicationTest. */
@Table
public record Ticket(@Id @SeqIdOnSave UUID id, String title) {

    public Ticket withId(UUID id) {
        return new Ticket(id, title);
    }
}
