package com.example.orders;

import org.springframework.stereotype.Service;
import reactor.core.publisher.Flux;

/** Stores a stream of addresses as deliveries through Spring Data R2DBC: a reactive pipeline from request to row. */
@Service
public class Deliveries {

    private final DeliveryRepository repository;

    public Deliveries(DeliveryRepository repository) {
        this.repository = repository;
    }

    /** Saves a delivery per address, in order; each comes back with the id it was inserted with. */
    public Flux<Delivery> schedule(Flux<String> addresses) {
        return repository.saveAll(addresses.map(address -> new Delivery(null, null, address)));
    }
}
