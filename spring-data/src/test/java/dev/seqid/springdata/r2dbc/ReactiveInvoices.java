package dev.seqid.springdata.r2dbc;

import dev.seqid.springdata.entities.Invoice;
import java.util.UUID;
import org.springframework.data.repository.reactive.ReactiveCrudRepository;

public interface ReactiveInvoices extends ReactiveCrudRepository<Invoice, UUID> {
}
