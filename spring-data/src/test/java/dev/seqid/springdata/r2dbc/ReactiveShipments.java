package dev.seqid.springdata.r2dbc;

import dev.seqid.springdata.entities.Shipment;
import java.util.UUID;
import org.springframework.data.repository.reactive.ReactiveCrudRepository;

public interface ReactiveShipments extends ReactiveCrudRepository<Shipment, UUID> {
}
