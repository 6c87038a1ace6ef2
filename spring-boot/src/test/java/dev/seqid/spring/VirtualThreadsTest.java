package dev.seqid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledForJreRange;
import org.junit.jupiter.api.condition.JRE;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.task.TaskExecutionAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.core.task.AsyncTaskExecutor;

/**
 * With {@code spring.threads.virtual.enabled=true} (Java 21+: tagged jdk21, so the build runs it again
 * on a JDK 21+ it finds, see docs/contributing.md): the generator bean serves Spring's virtual-thread
 * task executor, one virtual thread per id.
 */
@EnabledForJreRange(min = JRE.JAVA_21)
@Tag("jdk21")
class VirtualThreadsTest {

    @Test
    void theGeneratorServesSpringsVirtualThreads() {
        new ApplicationContextRunner().withConfiguration(AutoConfigurations.of(SeqIdAutoConfiguration.class, TaskExecutionAutoConfiguration.class))
                .withPropertyValues("spring.threads.virtual.enabled=true")
                .run(context -> {
                    UuidGenerator ids = context.getBean(UuidGenerator.class);
                    AsyncTaskExecutor executor = context.getBean("applicationTaskExecutor", AsyncTaskExecutor.class);
                    List<Future<Object[]>> tasks = new ArrayList<>();
                    for (int i = 0; i < 2_000; i++) {
                        tasks.add(executor.submit(() -> new Object[] {ids.next(), isVirtual(Thread.currentThread())}));
                    }
                    List<UUID> made = new ArrayList<>();
                    for (Future<Object[]> f : tasks) {
                        Object[] r = f.get(30, TimeUnit.SECONDS);
                        assertThat((Boolean) r[1]).as("ran on a virtual thread").isTrue();
                        made.add((UUID) r[0]);
                    }
                    assertThat(made).doesNotHaveDuplicates();
                    // One generator, many virtual threads: no position may go to two of them. Ids built from one
                    // position differ in their random bits, so the check above cannot see that; positions can.
                    UuidLayout layout = ids.layout();
                    Set<List<Long>> positions = new HashSet<>();
                    for (UUID id : made) {
                        positions.add(List.of(layout.tickOf(id), layout.counterOf(id)));
                    }
                    assertThat(positions.size()).as("generator positions (tick, counter) of the %d ids (fewer: one position went to two threads)",
                            made.size()).isEqualTo(made.size());
                    made.sort(UuidOrder.UNSIGNED);
                    assertThat(UuidOrder.UNSIGNED.compare(made.get(made.size() - 1), ids.next())).isNegative();
                });
    }

    /** {@code Thread.isVirtual()}, which the Java 17 API this module compiles against lacks. */
    private static boolean isVirtual(Thread t) throws ReflectiveOperationException {
        return (Boolean) Thread.class.getMethod("isVirtual").invoke(t);
    }
}
