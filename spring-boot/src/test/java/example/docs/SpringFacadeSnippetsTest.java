package example.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.FacadeKey;
import dev.seqid.FacadeScheme;
import dev.seqid.UuidFacade;
import dev.seqid.UuidGenerator;
import dev.seqid.spring.Facade;
import dev.seqid.spring.SeqIdAutoConfiguration;
import dev.seqid.spring.SeqIdFacadeAutoConfiguration;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Primary;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.json.JsonMapper;

/**
 * The Spring blocks of docs/facade.md: the properties file and the controller, started as a Spring
 * MVC application and called over HTTP, and two façade beans of which @Facade uses the @Primary one. The build checks that the page shows exactly these regions
 * (dev.seqid.DocBlocksTest).
 */
class SpringFacadeSnippetsTest {

    @Configuration(proxyBeanMethods = false)
    @EnableAutoConfiguration(excludeName = {"org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration",
            "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration"})
    @Import({OrderController.class, Orders.class})
    static class App {
    }

    @Test
    void theControllerShowsFacadesAndTakesThemBack() throws Exception {
        String key = "8f3a2b1c4d5e6f708192a3b4c5d6e7f8";
        SpringApplication app = new SpringApplication(App.class);
        app.setWebApplicationType(WebApplicationType.SERVLET);
        try (ConfigurableApplicationContext context = app.run("--server.port=0", "--SEQID_FACADE_KEY=" + key,
                "--spring.config.import=classpath:example/docs/facade.properties")) {
            String base = "http://127.0.0.1:" + context.getEnvironment().getProperty("local.server.port") + "/orders";
            HttpClient http = HttpClient.newHttpClient();
            HttpResponse<String> created = http.send(HttpRequest.newBuilder(URI.create(base)).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"item\":\"tea\"}")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(created.statusCode()).isEqualTo(200);
            UUID stored = context.getBean(Orders.class).byId.keySet().iterator().next();
            UUID publicId = context.getBean(UuidFacade.class).encode(stored);
            assertThat(context.getBean(UuidFacade.class).scheme().configName()).isEqualTo("opaque");
            assertThat(created.body()).isEqualTo("{\"id\":\"" + publicId + "\",\"item\":\"tea\"}");

            HttpResponse<String> found = http.send(HttpRequest.newBuilder(URI.create(base + "/" + publicId)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(found.statusCode()).isEqualTo(200);
            assertThat(found.body()).isEqualTo(created.body());
            HttpResponse<String> internal = http.send(HttpRequest.newBuilder(URI.create(base + "/" + stored)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(internal.statusCode()).as("the stored key is not a façade").isEqualTo(404);
        }
    }

    @Test
    void ofTwoFacadeBeansFacadeUsesThePrimaryOneAndARotatingOneTakesTheOldKeysFacades() throws Exception {
        String current = "8f3a2b1c4d5e6f708192a3b4c5d6e7f8";
        String previous = "0123456789abcdef0123456789abcdef";
        String other = "fedcba9876543210fedcba9876543210";
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(JacksonAutoConfiguration.class, SeqIdAutoConfiguration.class,
                        SeqIdFacadeAutoConfiguration.class))
                .withUserConfiguration(FacadeKeys.class)
                .withBean("reportsFacade", UuidFacade.class, () -> FacadeKeys.withWindow(other))   // a second bean of the application's
                .withPropertyValues("SEQID_FACADE_KEY=" + current, "SEQID_FACADE_KEY_PREVIOUS=" + previous)
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    UUID id = context.getBean(UuidGenerator.class).next();
                    UuidFacade primary = context.getBean("facade", UuidFacade.class);
                    assertThat(context.getBean(UuidFacade.class)).isSameAs(primary);
                    JsonMapper json = context.getBean(JsonMapper.class);
                    UUID newFacade = FacadeKeys.withWindow(current).encode(id);
                    UUID oldFacade = FacadeKeys.withWindow(previous).encode(id);
                    assertThat(json.writeValueAsString(new OrderView(id, "tea")))
                            .isEqualTo("{\"id\":\"" + newFacade + "\",\"item\":\"tea\"}")
                            .doesNotContain(oldFacade.toString())
                            .doesNotContain(FacadeKeys.withWindow(other).encode(id).toString());
                    assertThat(json.readValue("{\"id\":\"" + oldFacade + "\",\"item\":\"tea\"}", OrderView.class).id())
                            .as("an old link keeps working").isEqualTo(id);
                    assertThat(json.readValue("{\"id\":\"" + newFacade + "\",\"item\":\"tea\"}", OrderView.class).id()).isEqualTo(id);
                });
    }
}

/** What a client posts. */
record NewOrder(String item) {
}

/** The store: v7 keys, as a database table would hold them. */
class Orders {
    final Map<UUID, OrderView> byId = new ConcurrentHashMap<>();
    private final UuidGenerator ids;

    Orders(UuidGenerator ids) {
        this.ids = ids;
    }

    OrderView create(String item) {
        OrderView order = new OrderView(ids.next(), item);
        byId.put(order.id(), order);
        return order;
    }

    OrderView find(UUID id) {
        return byId.get(id);
    }
}

// tag::primary[]
@Configuration
class FacadeKeys {
    @Bean
    @Primary                                                  // the one @Facade uses, where there are several
    UuidFacade facade(@Value("${SEQID_FACADE_KEY}") String key, @Value("${SEQID_FACADE_KEY_PREVIOUS}") String previous) {
        return UuidFacade.rotating(withWindow(key), withWindow(previous));   // encodes with the new key, decodes with both
    }

    static UuidFacade withWindow(String key) {
        return UuidFacade.builder(FacadeScheme.OPAQUE, FacadeKey.ofHex(key))
                .plausibleTime(Instant.parse("2026-01-01T00:00:00Z"), Duration.ofMinutes(5))
                .build();
    }
}
// end::primary[]

// tag::controller[]
record OrderView(@Facade UUID id, String item) {            // JSON "id": the façade; in Java: the v7 key
}

@RestController
@RequestMapping("/orders")
class OrderController {
    private final Orders orders;

    OrderController(Orders orders) {
        this.orders = orders;
    }

    @PostMapping
    OrderView create(@RequestBody NewOrder order) {
        return orders.create(order.item());                  // stored under a v7 key, answered with its façade
    }

    @GetMapping("/{id}")
    ResponseEntity<OrderView> get(@PathVariable("id") @Facade UUID id) {   // the path holds the façade
        return ResponseEntity.ofNullable(orders.find(id));  // id is the v7 key; not a façade: 404
    }
}
// end::controller[]
