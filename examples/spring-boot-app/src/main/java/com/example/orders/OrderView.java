package com.example.orders;

import dev.seqid.spring.Facade;
import java.util.UUID;

/**
 * An order as its JSON shows it to the outside: {@code @Facade} writes the key as its façade (the
 * {@code UuidFacade} of the {@code seqid.facade.*} properties), so the key's time does not leak.
 */
public record OrderView(@Facade UUID id, String item) {

    public static OrderView of(PurchaseOrder order) {
        return new OrderView(order.getId(), order.getItem());
    }
}
