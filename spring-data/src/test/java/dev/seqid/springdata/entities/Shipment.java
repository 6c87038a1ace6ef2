package dev.seqid.springdata.entities;

import dev.seqid.springdata.SeqIdOnSave;
import java.util.UUID;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/** A mutable entity with a second seqid column that is not the key. */
@Table
public class Shipment {

    @Id
    @SeqIdOnSave
    private UUID id;

    private String label;

    @SeqIdOnSave
    private UUID trackingRef;

    public Shipment() {
    }

    public Shipment(String label) {
        this.label = label;
    }

    public UUID getId() {
        return id;
    }

    public void setId(UUID id) {
        this.id = id;
    }

    public String getLabel() {
        return label;
    }

    public void setLabel(String label) {
        this.label = label;
    }

    public UUID getTrackingRef() {
        return trackingRef;
    }

    public void setTrackingRef(UUID trackingRef) {
        this.trackingRef = trackingRef;
    }
}
