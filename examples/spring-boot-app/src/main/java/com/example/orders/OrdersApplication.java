package com.example.orders;

import org.springframework.aot.hint.annotation.RegisterReflectionForBinding;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** Orders keyed by time-ordered ids: the seqid starter supplies the generator, nothing else is configured. */
@SpringBootApplication
@RegisterReflectionForBinding(OrderView.class) // a JSON type: Jackson reads it reflectively, also in a native image
public class OrdersApplication {

    public static void main(String[] args) {
        SpringApplication.run(OrdersApplication.class, args);
    }
}
