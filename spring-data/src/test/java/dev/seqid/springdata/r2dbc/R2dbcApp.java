package dev.seqid.springdata.r2dbc;

import dev.seqid.UuidGenerator;
import dev.seqid.springdata.SeqIdGeneratorRegistry;
import dev.seqid.springdata.SeqIdReactiveBeforeConvertCallback;
import dev.seqid.springdata.entities.Invoice;
import java.util.concurrent.atomic.AtomicInteger;
import org.reactivestreams.Publisher;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.boot.autoconfigure.AutoConfigurationPackage;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.data.r2dbc.autoconfigure.DataR2dbcAutoConfiguration;
import org.springframework.boot.data.r2dbc.autoconfigure.DataR2dbcRepositoriesAutoConfiguration;
import org.springframework.boot.r2dbc.autoconfigure.R2dbcAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.r2dbc.mapping.R2dbcMappingContext;
import org.springframework.data.r2dbc.mapping.event.BeforeConvertCallback;
import org.springframework.data.r2dbc.repository.config.EnableR2dbcRepositories;
import org.springframework.data.relational.core.sql.SqlIdentifier;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/**
 * A Spring Data R2DBC application as Spring Boot sets it up, with the seqid callback registered by
 * hand, and a callback after it that counts the saves on non-blocking threads (where BlockHound
 * would fail a blocking call).
 */
@Configuration(proxyBeanMethods = false)
@AutoConfigurationPackage(basePackageClasses = Invoice.class)
@ImportAutoConfiguration({R2dbcAutoConfiguration.class, DataR2dbcAutoConfiguration.class, DataR2dbcRepositoriesAutoConfiguration.class})
@EnableR2dbcRepositories(basePackageClasses = R2dbcApp.class)
public class R2dbcApp {

    /** Counts the saves whose callbacks ran on non-blocking threads. */
    public static final class ThreadSpy implements BeforeConvertCallback<Object> {
        public final AtomicInteger onNonBlockingThreads = new AtomicInteger();

        @Override
        public Publisher<Object> onBeforeConvert(Object entity, SqlIdentifier table) {
            if (Schedulers.isInNonBlockingThread()) {
                onNonBlockingThreads.incrementAndGet();
            }
            return Mono.just(entity);
        }
    }

    @Bean
    UuidGenerator uuidGenerator() {
        return UuidGenerator.builder().build();
    }

    @Bean
    SeqIdGeneratorRegistry seqIdGeneratorRegistry(UuidGenerator uuidGenerator, BeanFactory beans) {
        return new SeqIdGeneratorRegistry(uuidGenerator, beans);
    }

    @Bean
    SeqIdReactiveBeforeConvertCallback seqIdReactiveBeforeConvertCallback(R2dbcMappingContext mappingContext,
            SeqIdGeneratorRegistry generators) {
        return new SeqIdReactiveBeforeConvertCallback(mappingContext, generators);
    }

    @Bean
    ThreadSpy threadSpy() {
        return new ThreadSpy();
    }
}
