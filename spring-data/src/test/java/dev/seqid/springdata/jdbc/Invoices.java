package dev.seqid.springdata.jdbc;

import dev.seqid.springdata.entities.Invoice;
import java.util.UUID;
import org.springframework.data.repository.ListCrudRepository;

public interface Invoices extends ListCrudRepository<Invoice, UUID> {
}
