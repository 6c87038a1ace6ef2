package dev.seqid.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.FacadeKey;
import dev.seqid.TypeId;
import dev.seqid.UuidFacade;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.support.StaticListableBeanFactory;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.core.MethodParameter;
import org.springframework.core.convert.TypeDescriptor;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@link TypeIdPrefix @TypeIdPrefix} where the start check sees nothing (the auto-configured
 * {@code JsonMapper} used directly), the split between the {@code @Facade} and the TypeID parts
 * whatever order they are registered in, and the escaping of the problem body.
 */
class TypeIdJsonTest {

    private static final String KEY = "8f3a2b1c4d5e6f708192a3b4c5d6e7f8";
    private static final UUID ID = UUID.fromString("01a233a2-709a-71d0-b029-494786597424");

    public record Invoice(@TypeIdPrefix("inv") UUID id, @TypeIdPrefix("inv") Optional<UUID> parent, @TypeIdPrefix("cus") @Facade UUID customer) {
    }

    public record BadPrefix(@TypeIdPrefix("Inv") UUID id) {
    }

    public record Plain(@TypeIdPrefix("inv") UUID id) {
    }

    @Test
    void theAutoConfiguredMapperWritesAndReadsTypeIdsAndFailsClosedAtFirstUse() {
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(JacksonAutoConfiguration.class, SeqIdAutoConfiguration.class, SeqIdFacadeAutoConfiguration.class))
                .run(context -> {
                    JsonMapper json = context.getBean(JsonMapper.class);
                    // no façade bean: a plain TypeID works, a façade TypeID fails at first use, a bad prefix too, writing nothing
                    assertThat(json.writeValueAsString(new Plain(ID))).isEqualTo("{\"id\":\"" + TypeId.prefix("inv").format(ID) + "\"}");
                    assertThatThrownBy(() -> json.writeValueAsString(new Invoice(ID, Optional.empty(), ID)))
                            .hasStackTraceContaining("no UuidFacade bean").hasStackTraceContaining("Invoice.customer");
                    assertThatThrownBy(() -> json.writeValueAsString(new BadPrefix(ID)))
                            .hasStackTraceContaining("JSON property BadPrefix.id: @TypeIdPrefix(\"Inv\") is not a TypeID prefix")
                            .hasStackTraceContaining("'I' at index 0 is not a lower-case letter");
                });
    }

    @Test
    void theTypeIdPartsTakeFacadePlacesWithAPrefixWhicheverOrderTheModulesAndConvertersHave() throws Exception {
        UuidFacade facade = UuidFacade.opaque(FacadeKey.ofHex(KEY));
        StaticListableBeanFactory beans = new StaticListableBeanFactory(Map.of("facade", facade));
        FacadeBeanChoice choice = new FacadeBeanChoice(beans, beans.getBeanProvider(UuidFacade.class));
        String customer = TypeId.prefix("cus").encode(facade, ID);
        String expected = "{\"id\":\"" + TypeId.prefix("inv").format(ID) + "\",\"parent\":\"" + TypeId.prefix("inv").format(ID)
                + "\",\"customer\":\"" + customer + "\"}";
        for (List<JacksonModule> order : List.of(List.of(new FacadeJacksonModule(choice), new TypeIdJacksonModule(choice)),
                List.of(new TypeIdJacksonModule(choice), new FacadeJacksonModule(choice)))) {
            JsonMapper json = JsonMapper.builder().addModules(order).build();
            assertThat(json.writeValueAsString(new Invoice(ID, Optional.of(ID), ID))).as(order.toString()).isEqualTo(expected);
            assertThat(json.readValue(expected, Invoice.class)).isEqualTo(new Invoice(ID, Optional.of(ID), ID));
        }

        Method method = TypeIdJsonTest.class.getDeclaredMethod("handler", UUID.class, UUID.class);
        TypeDescriptor both = new TypeDescriptor(new MethodParameter(method, 0));
        TypeDescriptor facadeOnly = new TypeDescriptor(new MethodParameter(method, 1));
        TypeDescriptor text = TypeDescriptor.valueOf(String.class);
        assertThat(new FacadeConverter(choice).matches(text, both)).isFalse();
        assertThat(new FacadeConverter(choice).matches(text, facadeOnly)).isTrue();
        assertThat(new TypeIdConverter(choice).matches(text, both)).isTrue();
        assertThat(new TypeIdConverter(choice).matches(text, facadeOnly)).isFalse();
        assertThat(new TypeIdConverter(choice).convert(customer, text, both)).isEqualTo(ID);
        assertThat(new TypeIdConverter(choice).convert(TypeId.prefix("cus").format(ID), text, both)).as("not a façade").isNull();
        assertThat(new TypeIdConverter(choice).convert(ID.toString(), text, both)).as("a canonical UUID").isNull();
    }

    @SuppressWarnings("unused")
    private static void handler(@TypeIdPrefix("cus") @Facade UUID both, @Facade UUID facadeOnly) {
    }

    @Test
    void theProblemBodyEscapesWhatTheClientSent() {
        String detail = "request parameter 'id': not a TypeID: \"a\\b\u0001</script>\"";
        assertThat(new String(TypeIdProblemDetail.body(400, detail), java.nio.charset.StandardCharsets.UTF_8))
                .isEqualTo("{\"type\":\"about:blank\",\"title\":\"Bad Request\",\"status\":400,\"detail\":"
                        + "\"request parameter 'id': not a TypeID: \\\"a\\\\b\\u0001\\u003c/script\\u003e\\\"\"}");
        assertThat(JsonMapper.builder().build().readTree(TypeIdProblemDetail.body(404, detail)).get("detail").asString()).isEqualTo(detail);
    }
}
