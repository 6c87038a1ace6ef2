package dev.seqid.spring.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.FacadeKey;
import dev.seqid.FacadeScheme;
import dev.seqid.UuidFacade;
import dev.seqid.UuidGenerator;
import dev.seqid.spring.Facade;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Primary;
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
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@link Facade @Facade} with each way of having a {@link UuidFacade}, over HTTP in Spring MVC
 * (Tomcat) and WebFlux (Reactor Netty), v7 keys in embedded PostgreSQL 18: the application's own
 * bean (opaque, with a plausible-time window, no {@code seqid.facade.*} property), the bean of the
 * properties, two beans of which one is {@code @Primary} (a key rotation), two beans with none
 * {@code @Primary}, and none. Path variables, request parameters, and JSON fields of type
 * {@code UUID}, {@code List}, {@code Set}, {@code Optional} and {@code UUID[]}, both ways.
 */
@ExtendWith(OutputCaptureExtension.class)
class FacadeBeansWebTest {

    private static final String KEY = "8f3a2b1c4d5e6f708192a3b4c5d6e7f8";
    private static final String PREVIOUS_KEY = "0123456789abcdef0123456789abcdef";
    private static final Instant FIRST_DAY = Instant.parse("2020-01-01T00:00:00Z");

    private static EmbeddedPostgres postgres;
    private final HttpClient http = HttpClient.newHttpClient();
    private final JsonMapper json = JsonMapper.builder().build();

    @BeforeAll
    static void startDatabase() throws Exception {
        postgres = EmbeddedPostgres.builder().start();
    }

    @AfterAll
    static void stopDatabase() throws Exception {
        postgres.close();
    }

    /** An annotation of the application's that carries @Facade. */
    @Facade
    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
    public @interface PublicId {
    }

    /** Every shape of {@code @Facade} in JSON, and one plain id to compare with. */
    public record Linked(@Facade UUID id, @Facade List<UUID> list, @Facade Set<UUID> set, @Facade Optional<UUID> maybe,
                         @Facade UUID[] array, UUID plain) {
        static Linked of(UUID id) {
            return new Linked(id, List.of(id), Set.of(id), Optional.of(id), new UUID[] {id}, id);
        }
    }

    /** A class with a field, not a record: the same shapes through Jackson's field access. */
    public static class Tagged {
        @Facade
        public List<UUID> ids = new ArrayList<>();
        public String tag;
    }

    /** What the service read from a body: plain ids, so the test sees what the façades decoded to. */
    public record Decoded(UUID id, List<UUID> list, Set<UUID> set, UUID maybe, List<UUID> array) {
        static Decoded of(Linked body) {
            return new Decoded(body.id(), body.list(), body.set(), body.maybe().orElse(null), Arrays.asList(body.array()));
        }
    }

    /** The table of things: v7 keys made by the application's generator. */
    static final class Things {
        private final JdbcTemplate jdbc;
        private final UuidGenerator ids;

        Things(JdbcTemplate jdbc, UuidGenerator ids) {
            this.jdbc = jdbc;
            this.ids = ids;
            jdbc.execute("CREATE TABLE IF NOT EXISTS thing (id uuid PRIMARY KEY)");
        }

        Linked create() {
            UUID id = ids.next();
            jdbc.update("INSERT INTO thing (id) VALUES (?)", id);
            return Linked.of(id);
        }

        Linked find(UUID id) {
            List<UUID> found = jdbc.queryForList("SELECT id FROM thing WHERE id = ?", UUID.class, id);
            return found.isEmpty() ? null : Linked.of(found.get(0));
        }
    }

    @RestController
    @RequestMapping("/things")
    static class MvcThings {
        private final Things things;

        MvcThings(JdbcTemplate jdbc, UuidGenerator ids) {
            this.things = new Things(jdbc, ids);
        }

        @PostMapping
        Linked create() {
            return things.create();
        }

        @GetMapping("/{id}")
        ResponseEntity<Linked> byPath(@PathVariable("id") @Facade UUID id) {
            return ResponseEntity.ofNullable(things.find(id));
        }

        @GetMapping
        ResponseEntity<Linked> byParameter(@RequestParam("id") @Facade UUID id) {
            return ResponseEntity.ofNullable(things.find(id));
        }

        @GetMapping("/composed/{id}")
        ResponseEntity<Linked> byComposed(@PathVariable("id") @PublicId UUID id) {
            return ResponseEntity.ofNullable(things.find(id));
        }

        @PutMapping("/{id}")
        Decoded read(@PathVariable("id") @Facade UUID id, @RequestBody Linked body) {
            return Decoded.of(body);
        }

        @PostMapping("/tagged")
        Tagged tagged(@RequestBody Tagged body) {
            return body;
        }
    }

    @RestController
    @RequestMapping("/things")
    static class FluxThings {
        private final Things things;

        FluxThings(JdbcTemplate jdbc, UuidGenerator ids) {
            this.things = new Things(jdbc, ids);
        }

        @PostMapping
        Mono<Linked> create() {
            return blocking(things::create);
        }

        @GetMapping("/{id}")
        Mono<ResponseEntity<Linked>> byPath(@PathVariable("id") @Facade UUID id) {
            return blocking(() -> ResponseEntity.ofNullable(things.find(id)));
        }

        @GetMapping
        Mono<ResponseEntity<Linked>> byParameter(@RequestParam("id") @Facade UUID id) {
            return blocking(() -> ResponseEntity.ofNullable(things.find(id)));
        }

        @GetMapping("/composed/{id}")
        Mono<ResponseEntity<Linked>> byComposed(@PathVariable("id") @PublicId UUID id) {
            return blocking(() -> ResponseEntity.ofNullable(things.find(id)));
        }

        @PutMapping("/{id}")
        Mono<Decoded> read(@PathVariable("id") @Facade UUID id, @RequestBody Linked body) {
            return Mono.just(Decoded.of(body));
        }

        @PostMapping("/tagged")
        Mono<Tagged> tagged(@RequestBody Tagged body) {
            return Mono.just(body);
        }

        private static <T> Mono<T> blocking(Callable<T> call) {
            return Mono.fromCallable(call).subscribeOn(Schedulers.boundedElastic());
        }
    }

    /** @Facade only in JSON: a body and an answer, no @Facade parameter. */
    @RestController
    static class JsonOnly {
        @PostMapping("/echo")
        Linked echo(@RequestBody Linked body) {
            return body;
        }
    }

    /** @Facade in an answer declared as Object: the start check cannot see it, the first use fails. */
    @RestController
    static class Hidden {
        private final UuidGenerator ids;

        Hidden(UuidGenerator ids) {
            this.ids = ids;
        }

        @GetMapping("/hidden")
        Object hidden() {
            return Linked.of(ids.next());
        }
    }

    /** The application's own bean: opaque with a plausible-time window, no seqid.facade.* property. */
    @Configuration(proxyBeanMethods = false)
    static class OwnBean {
        @Bean
        UuidFacade applicationFacade() {
            return UuidFacade.builder(FacadeScheme.OPAQUE, FacadeKey.ofHex(KEY)).plausibleTime(FIRST_DAY, Duration.ofMinutes(5)).build();
        }
    }

    /** A rotation: the new key's façade is the one @Facade uses (@Primary), the old key's is a second bean. */
    @Configuration(proxyBeanMethods = false)
    static class TwoBeansOnePrimary {
        @Bean
        @Primary
        UuidFacade currentFacade() {
            return UuidFacade.builder(FacadeScheme.OPAQUE, FacadeKey.ofHex(KEY)).plausibleTime(FIRST_DAY, Duration.ofMinutes(5)).build();
        }

        @Bean
        UuidFacade previousFacade() {
            return UuidFacade.builder(FacadeScheme.OPAQUE, FacadeKey.ofHex(PREVIOUS_KEY)).plausibleTime(FIRST_DAY, Duration.ofMinutes(5)).build();
        }
    }

    /** Two beans and no way to pick. */
    @Configuration(proxyBeanMethods = false)
    static class TwoBeans {
        @Bean
        UuidFacade currentFacade() {
            return UuidFacade.opaque(FacadeKey.ofHex(KEY));
        }

        @Bean
        UuidFacade previousFacade() {
            return UuidFacade.opaque(FacadeKey.ofHex(PREVIOUS_KEY));
        }
    }

    /** No bean and no property. */
    @Configuration(proxyBeanMethods = false)
    static class NoBean {
    }

    @Configuration(proxyBeanMethods = false)
    @EnableAutoConfiguration(excludeName = "org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration")
    static class App {
    }

    private static ConfigurableApplicationContext start(String stack, Class<?> beans, Class<?> controller, String... args) {
        SpringApplication app = new SpringApplication(App.class, beans, controller);
        app.setWebApplicationType(stack.equals("mvc") ? WebApplicationType.SERVLET : WebApplicationType.REACTIVE);
        List<String> all = new ArrayList<>(List.of("--server.port=0", "--spring.datasource.url=" + postgres.getJdbcUrl("postgres", "postgres")));
        all.addAll(List.of(args));
        return app.run(all.toArray(String[]::new));
    }

    private static Class<?> things(String stack) {
        return stack.equals("mvc") ? MvcThings.class : FluxThings.class;
    }

    @ParameterizedTest(name = "{0}, {1}")
    @CsvSource({"mvc, own", "webflux, own", "mvc, properties", "webflux, properties", "mvc, primary", "webflux, primary"})
    void facadeWorksWithEveryWayOfHavingTheBean(String stack, String beans) throws Exception {
        Class<?> config = switch (beans) {
            case "own" -> OwnBean.class;
            case "primary" -> TwoBeansOnePrimary.class;
            default -> NoBean.class;
        };
        String[] args = beans.equals("properties")
                ? new String[] {"--seqid.facade.key=" + KEY, "--seqid.facade.scheme=uuidv47", "--seqid.facade.invalid-status=400"}
                : new String[0];
        int invalidStatus = beans.equals("properties") ? 400 : 404;
        try (ConfigurableApplicationContext context = start(stack, config, things(stack), args)) {
            UuidFacade facade = beans.equals("primary") ? context.getBean("currentFacade", UuidFacade.class) : context.getBean(UuidFacade.class);
            String base = "http://127.0.0.1:" + context.getEnvironment().getProperty("local.server.port") + "/things";

            HttpResponse<String> created = send(HttpRequest.newBuilder(URI.create(base)).POST(HttpRequest.BodyPublishers.noBody()));
            assertThat(created.statusCode()).as(created.body()).isEqualTo(200);
            JsonNode body = json.readTree(created.body());
            UUID stored = UUID.fromString(body.get("plain").asString());
            assertThat(stored.version()).as("the database key").isEqualTo(7);
            assertThat(context.getBean(JdbcTemplate.class).queryForObject("SELECT count(*) FROM thing WHERE id = ?", Integer.class, stored)).isEqualTo(1);
            String publicId = facade.encode(stored).toString();
            // every @Facade shape writes the façade; only the plain field shows the key
            assertThat(body.get("id").asString()).isEqualTo(publicId);
            assertThat(body.get("maybe").asString()).isEqualTo(publicId);
            for (String array : List.of("list", "set", "array")) {
                assertThat(body.get(array).size()).as(array).isEqualTo(1);
                assertThat(body.get(array).get(0).asString()).as(array).isEqualTo(publicId);
            }
            assertThat(created.body().split(stored.toString(), -1)).as("the stored key appears once, as plain").hasSize(2);

            // the path and the query take the façade and refuse the stored key
            assertThat(send(HttpRequest.newBuilder(URI.create(base + "/" + publicId)).GET()).statusCode()).isEqualTo(200);
            assertThat(send(HttpRequest.newBuilder(URI.create(base + "?id=" + publicId)).GET()).statusCode()).isEqualTo(200);
            assertThat(send(HttpRequest.newBuilder(URI.create(base + "/" + stored)).GET()).statusCode()).isEqualTo(invalidStatus);
            assertThat(send(HttpRequest.newBuilder(URI.create(base + "?id=" + stored)).GET()).statusCode()).isEqualTo(invalidStatus);
            // through an annotation of the application's that carries @Facade
            assertThat(send(HttpRequest.newBuilder(URI.create(base + "/composed/" + publicId)).GET()).statusCode()).isEqualTo(200);
            assertThat(send(HttpRequest.newBuilder(URI.create(base + "/composed/" + stored)).GET()).statusCode()).isEqualTo(invalidStatus);
            if (beans.equals("primary")) {
                // the other bean's façade of the same id is not the one @Facade uses
                String previous = context.getBean("previousFacade", UuidFacade.class).encode(stored).toString();
                assertThat(send(HttpRequest.newBuilder(URI.create(base + "/" + previous)).GET()).statusCode()).isEqualTo(invalidStatus);
            }

            // a body of façades reads back as the stored key, in every shape
            String linked = linked(publicId, publicId, publicId, publicId, publicId);
            HttpResponse<String> read = send(put(base + "/" + publicId, linked));
            assertThat(read.statusCode()).as(read.body()).isEqualTo(200);
            Decoded decoded = json.readValue(read.body(), Decoded.class);
            assertThat(decoded).isEqualTo(new Decoded(stored, List.of(stored), Set.of(stored), stored, List.of(stored)));
            // the stored key in any one place of the body: a bad request, never the id
            String raw = stored.toString();
            for (String bad : List.of(linked(raw, publicId, publicId, publicId, publicId), linked(publicId, raw, publicId, publicId, publicId),
                    linked(publicId, publicId, raw, publicId, publicId), linked(publicId, publicId, publicId, raw, publicId),
                    linked(publicId, publicId, publicId, publicId, raw))) {
                HttpResponse<String> refused = send(put(base + "/" + publicId, bad));
                assertThat(refused.statusCode()).as(bad).isEqualTo(400);
                assertThat(refused.body()).doesNotContain(KEY);
            }

            // a field of a class, not a record component
            HttpResponse<String> tagged = send(HttpRequest.newBuilder(URI.create(base + "/tagged")).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"ids\":[\"" + publicId + "\"],\"tag\":\"t\"}")));
            assertThat(tagged.statusCode()).as(tagged.body()).isEqualTo(200);
            assertThat(tagged.body()).isEqualTo("{\"ids\":[\"" + publicId + "\"],\"tag\":\"t\"}");
            assertThat(send(HttpRequest.newBuilder(URI.create(base + "/tagged")).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"ids\":[\"" + raw + "\"],\"tag\":\"t\"}"))).statusCode()).isEqualTo(400);
        }
    }

    @ParameterizedTest(name = "{0}, lazy initialization {1}")
    @CsvSource({"mvc, false", "webflux, false", "mvc, true", "webflux, true"})
    void withoutAFacadeBeanTheStartFailsSayingWhatToDo(String stack, boolean lazy, CapturedOutput output) {
        // with lazy initialization too: Spring Boot never makes a SmartInitializingSingleton (the check) lazy
        assertThatThrownBy(() -> start(stack, NoBean.class, things(stack), "--spring.main.lazy-initialization=" + lazy).close()).isNotNull();
        assertThat(output.toString())
                .contains("APPLICATION FAILED TO START")
                .contains("@Facade is used")
                .contains("parameter 'id' of " + things(stack).getSimpleName() + ".")
                .contains("no UuidFacade bean")
                .contains("Set seqid.facade.key")
                .contains("define a UuidFacade @Bean");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"mvc", "webflux"})
    void withFacadeOnlyInJsonAndNoBeanTheStartFails(String stack, CapturedOutput output) {
        assertThatThrownBy(() -> start(stack, NoBean.class, JsonOnly.class).close()).isNotNull();
        assertThat(output.toString())
                .contains("APPLICATION FAILED TO START")
                .contains("@Facade is used")
                .contains("Linked.id")
                .contains("no UuidFacade bean");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"mvc", "webflux"})
    void aFacadeTheStartCannotSeeFailsItsRequestWithoutABeanAndShowsNoId(String stack) throws Exception {
        try (ConfigurableApplicationContext context = start(stack, NoBean.class, Hidden.class)) {
            String base = "http://127.0.0.1:" + context.getEnvironment().getProperty("local.server.port");
            HttpResponse<String> answer = send(HttpRequest.newBuilder(URI.create(base + "/hidden")).GET());
            assertThat(answer.statusCode()).isEqualTo(500);
            assertThat(answer.body()).doesNotContainPattern("[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-");
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"mvc", "webflux"})
    void twoBeansAndNoPrimaryFailTheStartNamingThemAndTheWayToPick(String stack, CapturedOutput output) {
        assertThatThrownBy(() -> start(stack, TwoBeans.class, things(stack)).close()).isNotNull();
        assertThat(output.toString())
                .contains("APPLICATION FAILED TO START")
                .contains("2 UuidFacade beans")
                .contains("currentFacade").contains("previousFacade")
                .contains("@Primary")
                .doesNotContain(KEY).doesNotContain(PREVIOUS_KEY);
    }

    @Test
    void twoBeansAndNoFacadeAnywhereStartFine() {
        // no @Facade in handlers or bodies: two façade beans are the application's business
        try (ConfigurableApplicationContext context = start("mvc", TwoBeans.class, NoBean.class)) {
            assertThat(context.getBeanNamesForType(UuidFacade.class)).containsExactlyInAnyOrder("currentFacade", "previousFacade");
        }
    }
    /** Optional and multi-valued @Facade parameters: the start fails naming each, never a silent null or raw id. */
    @RestController
    static class OptionalParameters {
        @GetMapping("/a")
        String notRequired(@RequestParam(name = "id", required = false) @Facade UUID id) {
            return String.valueOf(id);
        }

        @GetMapping("/b")
        String optional(@RequestParam("id") @Facade Optional<UUID> id) {
            return String.valueOf(id);
        }

        @GetMapping("/c")
        String several(@RequestParam("id") @Facade List<UUID> ids) {
            return String.valueOf(ids);
        }

        @GetMapping("/e")
        String form(Form form) {
            return String.valueOf(form.id);
        }

        @GetMapping("/f")
        String checkedForm(@Checked Form form) {
            return String.valueOf(form.id);
        }

        @GetMapping("/d")
        String defaulted(@RequestParam(name = "id", defaultValue = "00000000-0000-4000-8000-000000000000") @Facade UUID id) {
            return String.valueOf(id);
        }
    }

    /** An annotation that is no binding annotation, as {@code @Valid} is: the parameter it marks is still bound as a form. */
    @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
    @java.lang.annotation.Target(java.lang.annotation.ElementType.PARAMETER)
    @interface Checked {
    }

    /** A form-bound object with a @Facade field. */
    public static class Form {
        @Facade
        public UUID id;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"mvc", "webflux"})
    void optionalAndMultiValuedParametersFailTheStartNamingEach(String stack, CapturedOutput output) {
        assertThatThrownBy(() -> start(stack, OwnBean.class, OptionalParameters.class).close()).isNotNull();
        assertThat(output.toString())
                .contains("APPLICATION FAILED TO START")
                .contains("OptionalParameters.notRequired").contains("OptionalParameters.optional")
                .contains("OptionalParameters.several").contains("OptionalParameters.defaulted")
                .contains("Form.id: a field of parameter").contains("of OptionalParameters.form, bound from the request's parameters")
                .contains("of OptionalParameters.checkedForm, bound from the request's parameters")
                .contains("params = \"id\"")
                .doesNotContain(KEY);
    }

    private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
        return http.send(request.header("Accept", "application/json").build(), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpRequest.Builder put(String uri, String body) {
        return HttpRequest.newBuilder(URI.create(uri)).header("Content-Type", "application/json").PUT(HttpRequest.BodyPublishers.ofString(body));
    }

    private static String linked(String id, String list, String set, String maybe, String array) {
        return "{\"id\":\"" + id + "\",\"list\":[\"" + list + "\"],\"set\":[\"" + set + "\"],\"maybe\":\"" + maybe
                + "\",\"array\":[\"" + array + "\"],\"plain\":null}";
    }
}
