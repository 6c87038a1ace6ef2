package dev.seqid.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.FacadeKey;
import dev.seqid.UuidFacade;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@link Facade @Facade} in the {@code JsonMapper} that Spring Boot auto-configures, used directly,
 * where the start check sees nothing: every shape maps with the application's own bean and with the
 * {@code @Primary} one of two; with no bean, two and no way to pick, or a shape it cannot map, the
 * first use fails, saying why, and neither writes nor reads a plain id.
 */
class FacadeJsonTest {

    private static final String KEY = "8f3a2b1c4d5e6f708192a3b4c5d6e7f8";
    private static final String OTHER_KEY = "0123456789abcdef0123456789abcdef";
    private static final UUID ID = UUID.fromString("01a233a2-709a-71d0-b029-494786597424");

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(JacksonAutoConfiguration.class, SeqIdAutoConfiguration.class, SeqIdFacadeAutoConfiguration.class));

    public record Shapes(@Facade UUID id, @Facade List<UUID> list, @Facade Set<UUID> set, @Facade Optional<UUID> maybe, @Facade UUID[] array) {
    }

    public record Keyed(@Facade Map<String, UUID> byName) {
    }

    /** An annotation of the application's that carries @Facade. */
    @Facade
    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
    public @interface PublicId {
    }

    public record Composed(@PublicId UUID id, @PublicId List<UUID> others) {
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnBean {
        @Bean
        UuidFacade mine() {
            return UuidFacade.opaque(FacadeKey.ofHex(KEY));
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class TwoBeans {
        @Bean
        UuidFacade currentFacade() {
            return UuidFacade.opaque(FacadeKey.ofHex(KEY));
        }

        @Bean
        UuidFacade previousFacade() {
            return UuidFacade.opaque(FacadeKey.ofHex(OTHER_KEY));
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class TwoBeansOnePrimary {
        @Bean
        UuidFacade previousFacade() {
            return UuidFacade.opaque(FacadeKey.ofHex(OTHER_KEY));
        }

        @Bean
        @Primary
        UuidFacade currentFacade() {
            return UuidFacade.opaque(FacadeKey.ofHex(KEY));
        }
    }

    private static String json(String id) {
        return "{\"id\":\"" + id + "\",\"list\":[\"" + id + "\"],\"set\":[\"" + id + "\"],\"maybe\":\"" + id + "\",\"array\":[\"" + id + "\"]}";
    }

    private static Shapes shapes() {
        return new Shapes(ID, List.of(ID), Set.of(ID), Optional.of(ID), new UUID[] {ID});
    }

    @Test
    void everyShapeMapsWithTheApplicationsOwnBeanAndWithTheOnePrimary() {
        String facade = UuidFacade.opaque(FacadeKey.ofHex(KEY)).encode(ID).toString();
        for (Class<?> beans : List.of(OwnBean.class, TwoBeansOnePrimary.class)) {
            runner.withUserConfiguration(beans).run(context -> {
                JsonMapper mapper = context.getBean(JsonMapper.class);
                assertThat(mapper.writeValueAsString(shapes())).isEqualTo(json(facade));
                Shapes read = mapper.readValue(json(facade), Shapes.class);
                assertThat(read.id()).isEqualTo(ID);
                assertThat(read.list()).containsExactly(ID);
                assertThat(read.set()).containsExactly(ID);
                assertThat(read.maybe()).contains(ID);
                assertThat(read.array()).containsExactly(ID);
                // empty containers and null stay what they are
                assertThat(mapper.writeValueAsString(new Shapes(null, List.of(), Set.of(), Optional.empty(), new UUID[0])))
                        .isEqualTo("{\"id\":null,\"list\":[],\"set\":[],\"maybe\":null,\"array\":[]}");
                assertThat(mapper.readValue("{\"maybe\":null}", Shapes.class).maybe()).isEmpty();
            });
        }
    }

    @Test
    void anAnnotationCarryingFacadeMapsAsFacadeDoes() {
        UuidFacade facade = UuidFacade.opaque(FacadeKey.ofHex(KEY));
        String json = "{\"id\":\"" + facade.encode(ID) + "\",\"others\":[\"" + facade.encode(ID) + "\"]}";
        runner.withUserConfiguration(OwnBean.class).run(context -> {
            JsonMapper mapper = context.getBean(JsonMapper.class);
            assertThat(mapper.writeValueAsString(new Composed(ID, List.of(ID)))).isEqualTo(json);
            assertThat(mapper.readValue(json, Composed.class)).isEqualTo(new Composed(ID, List.of(ID)));
            assertThatThrownBy(() -> mapper.readValue("{\"id\":\"" + ID + "\"}", Composed.class)).hasMessageContaining("not a façade id");
        });
    }

    @Test
    void withoutAFacadeBeanTheFirstUseFailsAndNoIdIsWrittenOrRead() {
        runner.run(context -> {
            assertThat(context).hasNotFailed();
            JsonMapper mapper = context.getBean(JsonMapper.class);
            assertFailsSaying(() -> mapper.writeValueAsString(shapes()), "no UuidFacade bean", "Set seqid.facade.key", "Shapes.");
            assertFailsSaying(() -> mapper.readValue(json(ID.toString()), Shapes.class), "no UuidFacade bean", "Shapes.");
        });
    }

    @Test
    void twoBeansAndNoPrimaryFailTheFirstUseNamingThem() {
        runner.withUserConfiguration(TwoBeans.class).run(context -> {
            JsonMapper mapper = context.getBean(JsonMapper.class);
            assertFailsSaying(() -> mapper.writeValueAsString(shapes()), "2 UuidFacade beans", "currentFacade, previousFacade", "@Primary");
        });
    }

    @Test
    void aShapeFacadeCannotMapFailsTheFirstUseEvenWithABean() {
        runner.withUserConfiguration(OwnBean.class).run(context -> {
            JsonMapper mapper = context.getBean(JsonMapper.class);
            assertFailsSaying(() -> mapper.writeValueAsString(new Keyed(Map.of("a", ID))), "Keyed.byName", "java.util.Map");
            assertFailsSaying(() -> mapper.readValue("{\"byName\":{\"a\":\"" + ID + "\"}}", Keyed.class), "Keyed.byName");
        });
    }

    private static void assertFailsSaying(ThrowingCallable call, String... parts) {
        assertThatThrownBy(call).satisfies(failure -> {
            StringBuilder messages = new StringBuilder();
            for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
                messages.append(t.getMessage()).append('\n');
            }
            assertThat(messages.toString()).contains(parts).doesNotContain(KEY).doesNotContain(OTHER_KEY)
                    .doesNotContain(UuidFacade.opaque(FacadeKey.ofHex(KEY)).encode(ID).toString());
        });
    }
}
