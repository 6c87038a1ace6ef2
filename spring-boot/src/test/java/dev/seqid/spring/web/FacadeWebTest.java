package dev.seqid.spring.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidFacade;
import dev.seqid.UuidGenerator;
import dev.seqid.spring.Facade;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/**
 * {@link Facade @Facade} end to end, in Spring MVC on Tomcat and in WebFlux on Reactor Netty: the
 * database (embedded PostgreSQL 18) holds v7 keys, the HTTP API shows only façades, in the path, the
 * query and JSON, and a request with something that is not a façade gets the configured status.
 */
class FacadeWebTest {

    private static final String KEY = "8f3a2b1c4d5e6f708192a3b4c5d6e7f8";
    private static final Pattern ID = Pattern.compile("\"id\":\"([0-9a-f-]{36})\"");

    private static EmbeddedPostgres postgres;
    private final HttpClient http = HttpClient.newHttpClient();

    @BeforeAll
    static void startDatabase() throws Exception {
        postgres = EmbeddedPostgres.builder().start();
    }

    @AfterAll
    static void stopDatabase() throws Exception {
        postgres.close();
    }

    /** An item as the API shows it: the id is the façade in JSON, the v7 key in Java. */
    public record ItemView(@Facade UUID id, String name) {
    }

    /** What a client posts to make an item. */
    public record NewItem(String name) {
    }

    /** The table of items: v7 keys made by the application's generator. */
    static final class Items {
        private final JdbcTemplate jdbc;
        private final UuidGenerator ids;

        Items(JdbcTemplate jdbc, UuidGenerator ids) {
            this.jdbc = jdbc;
            this.ids = ids;
            jdbc.execute("CREATE TABLE IF NOT EXISTS item (id uuid PRIMARY KEY, name text NOT NULL)");
        }

        ItemView create(String name) {
            UUID id = ids.next();
            jdbc.update("INSERT INTO item (id, name) VALUES (?, ?)", id, name);
            return new ItemView(id, name);
        }

        ItemView find(UUID id) {
            List<ItemView> found = jdbc.query("SELECT id, name FROM item WHERE id = ?",
                    (row, n) -> new ItemView(row.getObject("id", UUID.class), row.getString("name")), id);
            return found.isEmpty() ? null : found.get(0);
        }

        ItemView rename(UUID id, String name) {
            return jdbc.update("UPDATE item SET name = ? WHERE id = ?", name, id) == 1 ? new ItemView(id, name) : null;
        }
    }

    @RestController
    @RequestMapping("/items")
    static class MvcItems {
        private final Items items;

        MvcItems(JdbcTemplate jdbc, UuidGenerator ids) {
            this.items = new Items(jdbc, ids);
        }

        @PostMapping
        ItemView create(@RequestBody NewItem item) {
            return items.create(item.name());
        }

        @GetMapping("/{id}")
        ResponseEntity<ItemView> byPath(@PathVariable("id") @Facade UUID id) {
            return ResponseEntity.ofNullable(items.find(id));
        }

        @GetMapping
        ResponseEntity<ItemView> byParameter(@RequestParam("id") @Facade UUID id) {
            return ResponseEntity.ofNullable(items.find(id));
        }

        @PutMapping("/{id}")
        ResponseEntity<ItemView> rename(@PathVariable("id") @Facade UUID id, @RequestBody ItemView item) {
            return item.id().equals(id) ? ResponseEntity.ofNullable(items.rename(id, item.name())) : ResponseEntity.badRequest().build();
        }
    }

    @RestController
    @RequestMapping("/items")
    static class FluxItems {
        private final Items items;

        FluxItems(JdbcTemplate jdbc, UuidGenerator ids) {
            this.items = new Items(jdbc, ids);
        }

        @PostMapping
        Mono<ItemView> create(@RequestBody NewItem item) {
            return blocking(() -> items.create(item.name()));
        }

        @GetMapping("/{id}")
        Mono<ResponseEntity<ItemView>> byPath(@PathVariable("id") @Facade UUID id) {
            return blocking(() -> ResponseEntity.ofNullable(items.find(id)));
        }

        @GetMapping
        Mono<ResponseEntity<ItemView>> byParameter(@RequestParam("id") @Facade UUID id) {
            return blocking(() -> ResponseEntity.ofNullable(items.find(id)));
        }

        @PutMapping("/{id}")
        Mono<ResponseEntity<ItemView>> rename(@PathVariable("id") @Facade UUID id, @RequestBody ItemView item) {
            return blocking(() -> item.id().equals(id) ? ResponseEntity.ofNullable(items.rename(id, item.name()))
                    : ResponseEntity.badRequest().build());
        }

        private static <T> Mono<T> blocking(java.util.concurrent.Callable<T> call) {
            return Mono.fromCallable(call).subscribeOn(Schedulers.boundedElastic());
        }
    }

    @Configuration(proxyBeanMethods = false)
    @EnableAutoConfiguration
    @Import(MvcItems.class)
    static class MvcApp {
    }

    @Configuration(proxyBeanMethods = false)
    @EnableAutoConfiguration
    @Import(FluxItems.class)
    static class FluxApp {
    }

    @ParameterizedTest(name = "{0}, {1}, invalid-status {2}")
    @CsvSource({"mvc, opaque, 404", "mvc, uuidv47, 400", "webflux, opaque, 400", "webflux, uuidv47, 404"})
    void theApiShowsOnlyFacadesAndTheDatabaseHoldsV7Keys(String stack, String scheme, int invalidStatus) throws Exception {
        SpringApplication app = new SpringApplication(stack.equals("mvc") ? MvcApp.class : FluxApp.class);
        app.setWebApplicationType(stack.equals("mvc") ? WebApplicationType.SERVLET : WebApplicationType.REACTIVE);
        try (ConfigurableApplicationContext context = app.run(
                "--server.port=0",
                "--spring.datasource.url=" + postgres.getJdbcUrl("postgres", "postgres"),
                "--spring.autoconfigure.exclude=org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration",
                "--seqid.facade.key=" + KEY,
                "--seqid.facade.scheme=" + scheme,
                "--seqid.facade.invalid-status=" + invalidStatus)) {
            String base = "http://127.0.0.1:" + context.getEnvironment().getProperty("local.server.port") + "/items";
            UuidFacade facade = context.getBean(UuidFacade.class);
            assertThat(facade.scheme().configName()).isEqualTo(scheme);
            String name = stack + "-" + scheme;

            HttpResponse<String> created = send(HttpRequest.newBuilder(URI.create(base)).header("Content-Type", "application/json").POST(json("{\"name\":\"" + name + "\"}")));
            assertThat(created.statusCode()).isEqualTo(200);
            UUID publicId = UUID.fromString(idIn(created.body()));
            UUID stored = context.getBean(JdbcTemplate.class).queryForObject("SELECT id FROM item WHERE name = ?", UUID.class, name);
            assertThat(stored.version()).as("the database key").isEqualTo(7);
            assertThat(publicId.version()).as("the public id").isEqualTo(4);
            assertThat(publicId).isNotEqualTo(stored).isEqualTo(facade.encode(stored));
            assertThat(created.body()).doesNotContain(stored.toString());

            HttpResponse<String> byPath = send(HttpRequest.newBuilder(URI.create(base + "/" + publicId)).GET());
            assertThat(byPath.statusCode()).isEqualTo(200);
            assertThat(byPath.body()).isEqualTo("{\"id\":\"" + publicId + "\",\"name\":\"" + name + "\"}");
            HttpResponse<String> byParameter = send(HttpRequest.newBuilder(URI.create(base + "?id=" + publicId)).GET());
            assertThat(byParameter.statusCode()).isEqualTo(200);
            assertThat(idIn(byParameter.body())).isEqualTo(publicId.toString());

            HttpResponse<String> renamed = send(HttpRequest.newBuilder(URI.create(base + "/" + publicId))
                    .header("Content-Type", "application/json").PUT(json("{\"id\":\"" + publicId + "\",\"name\":\"" + name + "-2\"}")));
            assertThat(renamed.statusCode()).isEqualTo(200);
            assertThat(context.getBean(JdbcTemplate.class).queryForObject("SELECT name FROM item WHERE id = ?", String.class, stored))
                    .isEqualTo(name + "-2");

            // the stored key is not a façade, nor is text that is no UUID: the configured status, in path and query
            for (String bad : List.of(stored.toString(), "not-a-uuid", "b94d7bd1-ed77-41d0-7029-494786597424")) {
                assertThat(send(HttpRequest.newBuilder(URI.create(base + "/" + bad)).GET()).statusCode()).as(bad).isEqualTo(invalidStatus);
                assertThat(send(HttpRequest.newBuilder(URI.create(base + "?id=" + bad)).GET()).statusCode()).as(bad).isEqualTo(invalidStatus);
            }
            // a façade of no row: the controller's own 404
            UUID nobody = facade.encode(context.getBean(UuidGenerator.class).next());
            assertThat(send(HttpRequest.newBuilder(URI.create(base + "/" + nobody)).GET()).statusCode()).isEqualTo(404);
            // a JSON body with something that is not a façade: a bad request, whatever the setting
            HttpResponse<String> badBody = send(HttpRequest.newBuilder(URI.create(base + "/" + publicId))
                    .header("Content-Type", "application/json").PUT(json("{\"id\":\"" + stored + "\",\"name\":\"x\"}")));
            assertThat(badBody.statusCode()).isEqualTo(400);
            assertThat(badBody.body()).doesNotContain(KEY);
        }
    }

    private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
        return http.send(request.header("Accept", "application/json").build(), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpRequest.BodyPublisher json(String body) {
        return HttpRequest.BodyPublishers.ofString(body);
    }

    private static String idIn(String body) {
        Matcher m = ID.matcher(body);
        assertThat(m.find()).as(body).isTrue();
        return m.group(1);
    }
}
