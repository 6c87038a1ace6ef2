package example.docs;

import dev.seqid.UuidGenerator;
import java.util.EnumSet;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.EventTypeSets;

/**
 * The Hibernate 6 generator of docs/compatibility.md ("Spring Boot 3 and Hibernate 6"), copied into
 * the page line for line (DocBlocksTest checks it): Hibernate makes one instance per mapped id, all
 * of them hand out the ids of the one generator of the process.
 */
// tag::generator[]
public class SeqIdV7Generator implements BeforeExecutionGenerator {
    public static final UuidGenerator IDS = UuidGenerator.builder().build();   // one per process

    @Override
    public Object generate(SharedSessionContractImplementor session, Object owner, Object currentValue, EventType eventType) {
        return IDS.next();
    }

    @Override
    public EnumSet<EventType> getEventTypes() {
        return EventTypeSets.INSERT_ONLY;
    }
}
// end::generator[]
