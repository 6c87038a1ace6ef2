package example.docs;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.time.Duration;
import java.util.function.Supplier;

// tag::supplier[]
public class OrderIds implements Supplier<UuidGenerator> {
    public UuidGenerator get() {
        return UuidGenerator.builder().layout(UuidLayout.v7()).maxLead(Duration.ofMillis(100)).build();
    }
}
// end::supplier[]
