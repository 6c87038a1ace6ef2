package com.example.orders;

import dev.seqid.hibernate.SeqIdGenerated;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;

/**
 * An order whose key the seqid generator makes on insert: {@code @SeqIdGenerated} with no layout
 * uses the application's {@code UuidGenerator} bean (v7 unless {@code seqid.layout} says otherwise),
 * so keys grow with insertion time and PostgreSQL appends them to the primary key's index.
 */
@Entity
@Table(name = "purchase_order")
public class PurchaseOrder {

    @Id
    @SeqIdGenerated
    private UUID id;

    @Column(nullable = false)
    private String item;

    /** A second generated column, from the generator {@link ReferenceIds} makes. */
    @SeqIdGenerated(supplier = ReferenceIds.class)
    @Column(nullable = false)
    private UUID reference;

    protected PurchaseOrder() {
    }

    public PurchaseOrder(String item) {
        this.item = item;
    }

    public UUID getId() {
        return id;
    }

    public String getItem() {
        return item;
    }

    public UUID getReference() {
        return reference;
    }
}
