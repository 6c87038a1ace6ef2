package dev.seqid.spring.data;

import java.util.UUID;
import org.springframework.data.repository.ListCrudRepository;

public interface Tickets extends ListCrudRepository<Ticket, UUID> {
}
