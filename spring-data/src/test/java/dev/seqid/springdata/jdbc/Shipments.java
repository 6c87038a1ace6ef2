package dev.seqid.springdata.jdbc;

import dev.seqid.springdata.entities.Shipment;
import java.util.UUID;
import org.springframework.data.repository.ListCrudRepository;

public interface Shipments extends ListCrudRepository<Shipment, UUID> {
}
