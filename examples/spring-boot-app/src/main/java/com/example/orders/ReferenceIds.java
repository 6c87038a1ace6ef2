package com.example.orders;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.util.function.Supplier;

/**
 * The generator of the public references of orders and deliveries, named by
 * {@code @SeqIdGenerated(supplier = ...)} and {@code @SeqIdOnSave(supplier = ...)}: a v6 layout,
 * unlike the keys. Not a bean, so seqid makes it with this public no-argument constructor (once per
 * adapter) and calls {@code get()} once.
 */
public class ReferenceIds implements Supplier<UuidGenerator> {

    @Override
    public UuidGenerator get() {
        return UuidGenerator.builder().layout(UuidLayout.named("v6")).build();
    }
}
