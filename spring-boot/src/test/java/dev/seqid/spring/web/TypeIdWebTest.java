package dev.seqid.spring.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.FacadeKey;
import dev.seqid.FacadeScheme;
import dev.seqid.TypeId;
import dev.seqid.UuidFacade;
import dev.seqid.UuidGenerator;
import dev.seqid.spring.Facade;
import dev.seqid.spring.TypeIdPrefix;
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
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
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
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@link TypeIdPrefix @TypeIdPrefix} end to end, over HTTP in Spring MVC (Tomcat) and WebFlux
 * (Reactor Netty), v7 keys in embedded PostgreSQL 18: plain TypeIDs of the keys with no façade bean
 * at all, and TypeIDs of façades with the application's own façade bean and with the properties'
 * one. Path variables, request parameters (directly and through an annotation of the
 * application's), the empty prefix, JSON both ways; the texts a client gets wrong (another prefix,
 * upper case, 25 and 27 characters, a canonical UUID, no prefix, a first character above 7, a façade
 * of another key) answer the configured status with a detail that says what is wrong and shows
 * nothing decoded; and the places and prefixes that cannot work stop the start.
 */
@ExtendWith(OutputCaptureExtension.class)
class TypeIdWebTest {

    private static final String KEY = "8f3a2b1c4d5e6f708192a3b4c5d6e7f8";
    private static final String OTHER_KEY = "0123456789abcdef0123456789abcdef";
    private static final TypeId.Prefix INV = TypeId.prefix("inv");
    private static final TypeId.Prefix CUS = TypeId.prefix("cus");
    private static final TypeId.Prefix BARE = TypeId.prefix("");

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

    /** An annotation of the application's that carries @TypeIdPrefix. */
    @TypeIdPrefix("inv")
    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
    public @interface InvoiceId {
    }

    /** An invoice as the API shows it: plain TypeIDs of the key, and the key itself to compare with. */
    public record InvoiceView(@TypeIdPrefix("inv") UUID id, @InvoiceId List<UUID> related, @TypeIdPrefix("") UUID bare, UUID plain) {
        static InvoiceView of(UUID id) {
            return new InvoiceView(id, List.of(id), id, id);
        }
    }

    /** A customer as the API shows it: TypeIDs of the key's façade. */
    public record CustomerView(@TypeIdPrefix("cus") @Facade UUID id, @TypeIdPrefix("cus") @Facade Optional<UUID> referrer, UUID plain) {
        static CustomerView of(UUID id) {
            return new CustomerView(id, Optional.of(id), id);
        }
    }

    /** The tables: v7 keys made by the application's generator. */
    static final class Rows {
        private final JdbcTemplate jdbc;
        private final UuidGenerator ids;
        private final String table;

        Rows(JdbcTemplate jdbc, UuidGenerator ids, String table) {
            this.jdbc = jdbc;
            this.ids = ids;
            this.table = table;
            jdbc.execute("CREATE TABLE IF NOT EXISTS " + table + " (id uuid PRIMARY KEY)");
        }

        UUID create() {
            UUID id = ids.next();
            jdbc.update("INSERT INTO " + table + " (id) VALUES (?)", id);
            return id;
        }

        boolean exists(UUID id) {
            return jdbc.queryForObject("SELECT count(*) FROM " + table + " WHERE id = ?", Integer.class, id) == 1;
        }
    }

    @RestController
    static class MvcInvoices {
        private final Rows rows;

        MvcInvoices(JdbcTemplate jdbc, UuidGenerator ids) {
            this.rows = new Rows(jdbc, ids, "invoice");
        }

        @PostMapping("/invoices")
        InvoiceView create() {
            return InvoiceView.of(rows.create());
        }

        @GetMapping("/invoices/{id}")
        ResponseEntity<InvoiceView> byPath(@PathVariable("id") @TypeIdPrefix("inv") UUID id) {
            return found(rows, id, InvoiceView.of(id));
        }

        @GetMapping("/invoices")
        ResponseEntity<InvoiceView> byParameter(@RequestParam("id") @TypeIdPrefix("inv") UUID id) {
            return found(rows, id, InvoiceView.of(id));
        }

        @GetMapping("/invoices/composed/{id}")
        ResponseEntity<InvoiceView> byComposed(@PathVariable("id") @InvoiceId UUID id) {
            return found(rows, id, InvoiceView.of(id));
        }

        @GetMapping("/bare/{id}")
        ResponseEntity<InvoiceView> bare(@PathVariable("id") @TypeIdPrefix("") UUID id) {
            return found(rows, id, InvoiceView.of(id));
        }

        @PutMapping("/invoices")
        List<UUID> read(@RequestBody InvoiceView body) {
            return List.of(body.id(), body.related().get(0), body.bare());
        }
    }

    @RestController
    static class FluxInvoices {
        private final Rows rows;

        FluxInvoices(JdbcTemplate jdbc, UuidGenerator ids) {
            this.rows = new Rows(jdbc, ids, "invoice");
        }

        @PostMapping("/invoices")
        Mono<InvoiceView> create() {
            return blocking(() -> InvoiceView.of(rows.create()));
        }

        @GetMapping("/invoices/{id}")
        Mono<ResponseEntity<InvoiceView>> byPath(@PathVariable("id") @TypeIdPrefix("inv") UUID id) {
            return blocking(() -> found(rows, id, InvoiceView.of(id)));
        }

        @GetMapping("/invoices")
        Mono<ResponseEntity<InvoiceView>> byParameter(@RequestParam("id") @TypeIdPrefix("inv") UUID id) {
            return blocking(() -> found(rows, id, InvoiceView.of(id)));
        }

        @GetMapping("/invoices/composed/{id}")
        Mono<ResponseEntity<InvoiceView>> byComposed(@PathVariable("id") @InvoiceId UUID id) {
            return blocking(() -> found(rows, id, InvoiceView.of(id)));
        }

        @GetMapping("/bare/{id}")
        Mono<ResponseEntity<InvoiceView>> bare(@PathVariable("id") @TypeIdPrefix("") UUID id) {
            return blocking(() -> found(rows, id, InvoiceView.of(id)));
        }

        @PutMapping("/invoices")
        Mono<List<UUID>> read(@RequestBody InvoiceView body) {
            return Mono.just(List.of(body.id(), body.related().get(0), body.bare()));
        }
    }

    @RestController
    static class MvcCustomers {
        private final Rows rows;

        MvcCustomers(JdbcTemplate jdbc, UuidGenerator ids) {
            this.rows = new Rows(jdbc, ids, "customer");
        }

        @PostMapping("/customers")
        CustomerView create() {
            return CustomerView.of(rows.create());
        }

        @GetMapping("/customers/{id}")
        ResponseEntity<CustomerView> byPath(@PathVariable("id") @TypeIdPrefix("cus") @Facade UUID id) {
            return found(rows, id, CustomerView.of(id));
        }

        @GetMapping("/customers")
        ResponseEntity<CustomerView> byParameter(@RequestParam("id") @TypeIdPrefix("cus") @Facade UUID id) {
            return found(rows, id, CustomerView.of(id));
        }

        @PutMapping("/customers")
        List<UUID> read(@RequestBody CustomerView body) {
            return List.of(body.id(), body.referrer().orElseThrow());
        }
    }

    @RestController
    static class FluxCustomers {
        private final Rows rows;

        FluxCustomers(JdbcTemplate jdbc, UuidGenerator ids) {
            this.rows = new Rows(jdbc, ids, "customer");
        }

        @PostMapping("/customers")
        Mono<CustomerView> create() {
            return blocking(() -> CustomerView.of(rows.create()));
        }

        @GetMapping("/customers/{id}")
        Mono<ResponseEntity<CustomerView>> byPath(@PathVariable("id") @TypeIdPrefix("cus") @Facade UUID id) {
            return blocking(() -> found(rows, id, CustomerView.of(id)));
        }

        @GetMapping("/customers")
        Mono<ResponseEntity<CustomerView>> byParameter(@RequestParam("id") @TypeIdPrefix("cus") @Facade UUID id) {
            return blocking(() -> found(rows, id, CustomerView.of(id)));
        }

        @PutMapping("/customers")
        Mono<List<UUID>> read(@RequestBody CustomerView body) {
            return Mono.just(List.of(body.id(), body.referrer().orElseThrow()));
        }
    }

    private static <T> ResponseEntity<T> found(Rows rows, UUID id, T view) {
        return rows.exists(id) ? ResponseEntity.ok(view) : ResponseEntity.notFound().build();
    }

    private static <T> Mono<T> blocking(Callable<T> call) {
        return Mono.fromCallable(call).subscribeOn(Schedulers.boundedElastic());
    }

    /** The application's own façade bean: opaque with a plausible-time window, no seqid.facade.* property. */
    @Configuration(proxyBeanMethods = false)
    static class OwnBean {
        @Bean
        UuidFacade applicationFacade() {
            return UuidFacade.builder(FacadeScheme.OPAQUE, FacadeKey.ofHex(KEY))
                    .plausibleTime(Instant.parse("2020-01-01T00:00:00Z"), Duration.ofMinutes(5)).build();
        }
    }

    /** No façade bean and no property. */
    @Configuration(proxyBeanMethods = false)
    static class NoBean {
    }

    @Configuration(proxyBeanMethods = false)
    @EnableAutoConfiguration(excludeName = "org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration")
    static class App {
    }

    private static ConfigurableApplicationContext start(String stack, List<Class<?>> sources, String... args) {
        List<Class<?>> all = new ArrayList<>(List.of(App.class));
        all.addAll(sources);
        SpringApplication app = new SpringApplication(all.toArray(Class<?>[]::new));
        app.setWebApplicationType(stack.equals("mvc") ? WebApplicationType.SERVLET : WebApplicationType.REACTIVE);
        List<String> arguments = new ArrayList<>(List.of("--server.port=0", "--spring.datasource.url=" + postgres.getJdbcUrl("postgres", "postgres")));
        arguments.addAll(List.of(args));
        return app.run(arguments.toArray(String[]::new));
    }

    @ParameterizedTest(name = "{0}, façade bean: {1}")
    @CsvSource({"mvc, none", "webflux, none", "mvc, own", "webflux, own", "mvc, properties", "webflux, properties"})
    void theApiShowsTypeIdsAndRefusesEveryOtherText(String stack, String beans) throws Exception {
        boolean mvc = stack.equals("mvc");
        List<Class<?>> sources = new ArrayList<>(List.of(mvc ? MvcInvoices.class : FluxInvoices.class));
        if (!beans.equals("none")) {
            sources.add(mvc ? MvcCustomers.class : FluxCustomers.class);
        }
        sources.add(beans.equals("own") ? OwnBean.class : NoBean.class);
        String[] args = beans.equals("properties")
                ? new String[] {"--seqid.facade.key=" + KEY, "--seqid.facade.scheme=uuidv47", "--seqid.facade.invalid-status=400"}
                : new String[0];
        int invalidStatus = beans.equals("properties") ? 400 : 404;
        try (ConfigurableApplicationContext context = start(stack, sources, args)) {
            String base = "http://127.0.0.1:" + context.getEnvironment().getProperty("local.server.port");
            JdbcTemplate jdbc = context.getBean(JdbcTemplate.class);

            // plain TypeIDs: no façade bean needed
            HttpResponse<String> created = send(HttpRequest.newBuilder(URI.create(base + "/invoices")).POST(HttpRequest.BodyPublishers.noBody()));
            assertThat(created.statusCode()).as(created.body()).isEqualTo(200);
            JsonNode invoice = json.readTree(created.body());
            UUID stored = UUID.fromString(invoice.get("plain").asString());
            assertThat(stored.version()).as("the database key").isEqualTo(7);
            assertThat(jdbc.queryForObject("SELECT count(*) FROM invoice WHERE id = ?", Integer.class, stored)).isEqualTo(1);
            String text = invoice.get("id").asString();
            assertThat(text).isEqualTo(INV.format(stored)).startsWith("inv_").hasSize(30);
            assertThat(invoice.get("related").get(0).asString()).as("through @InvoiceId").isEqualTo(text);
            String suffix = text.substring(4);
            assertThat(invoice.get("bare").asString()).as("the empty prefix: the 26 characters alone").isEqualTo(suffix).isEqualTo(BARE.format(stored));

            for (String path : List.of("/invoices/" + text, "/invoices?id=" + text, "/invoices/composed/" + text, "/bare/" + suffix)) {
                HttpResponse<String> found = get(base + path);
                assertThat(found.statusCode()).as(path).isEqualTo(200);
                assertThat(found.body()).as(path).isEqualTo(created.body());
            }
            // a TypeID of no row: the controller's own 404, whatever the setting
            assertThat(get(base + "/invoices/" + INV.format(UUID.randomUUID())).statusCode()).isEqualTo(404);

            // what a client gets wrong: the configured status and what is wrong, in the path and the query
            Map<String, String> wrong = Map.of(
                    "cus_" + suffix, "has the prefix 'cus'; expected inv_ and 26 characters",
                    "INV_" + suffix, "'I' at index 0 is not a lower-case letter a-z or '_' (a prefix is lower case)",
                    "inv_" + suffix.toUpperCase(), "is upper case: a TypeID is lower case only",
                    "inv_" + suffix.substring(1), "has 25 characters, not 26",
                    "inv_" + suffix + "0", "has 27 characters, not 26",
                    stored.toString(), "not a TypeID of prefix 'inv'",
                    suffix, "has no prefix; expected inv_ and 26 characters",
                    "inv_8" + suffix.substring(1), "'8' at index 4 is above '7'");
            for (Map.Entry<String, String> bad : wrong.entrySet()) {
                assertRefused(get(base + "/invoices/" + bad.getKey()), invalidStatus, "path variable 'id': ", bad.getValue(), stored);
                assertRefused(get(base + "/invoices?id=" + bad.getKey()), invalidStatus, "request parameter 'id': ", bad.getValue(), stored);
                assertRefused(get(base + "/invoices/composed/" + bad.getKey()), invalidStatus, "path variable 'id': ", bad.getValue(), stored);
            }
            assertRefused(get(base + "/invoices?id="), invalidStatus, "request parameter 'id': ", "has 0 characters, not 26", stored);
            assertRefused(get(base + "/bare/" + text), invalidStatus, "path variable 'id': ", "has the prefix 'inv'; expected 26 characters without a prefix", stored);
            assertRefused(get(base + "/bare/_" + suffix), invalidStatus, "path variable 'id': ", "with an empty prefix the separator is left out", stored);
            // a parameter the request does not carry at all keeps Spring's own answer
            assertThat(get(base + "/invoices").statusCode()).isEqualTo(400);

            // JSON both ways: TypeIDs in, the keys in Java
            HttpResponse<String> read = send(put(base + "/invoices", invoiceBody(text, text, suffix)));
            assertThat(read.statusCode()).as(read.body()).isEqualTo(200);
            assertThat(read.body()).isEqualTo("[\"" + stored + "\",\"" + stored + "\",\"" + stored + "\"]");
            for (String bad : List.of(invoiceBody("cus_" + suffix, text, suffix), invoiceBody(text, stored.toString(), suffix),
                    invoiceBody(text, text, text), invoiceBody(text, "INV_" + suffix, suffix))) {
                HttpResponse<String> refused = send(put(base + "/invoices", bad));
                assertThat(refused.statusCode()).as(bad).isEqualTo(400);
            }

            if (beans.equals("none")) {
                assertThat(context.getBeanNamesForType(UuidFacade.class)).isEmpty();
                return;
            }
            // TypeIDs of façades: the key never shows, the method gets it
            UuidFacade facade = context.getBean(UuidFacade.class);
            HttpResponse<String> customer = send(HttpRequest.newBuilder(URI.create(base + "/customers")).POST(HttpRequest.BodyPublishers.noBody()));
            assertThat(customer.statusCode()).as(customer.body()).isEqualTo(200);
            JsonNode body = json.readTree(customer.body());
            UUID key = UUID.fromString(body.get("plain").asString());
            assertThat(jdbc.queryForObject("SELECT count(*) FROM customer WHERE id = ?", Integer.class, key)).isEqualTo(1);
            String publicId = body.get("id").asString();
            assertThat(publicId).isEqualTo(CUS.encode(facade, key)).isEqualTo(CUS.format(facade.encode(key))).isNotEqualTo(CUS.format(key));
            assertThat(CUS.decode(facade, publicId)).isEqualTo(key);
            assertThat(body.get("referrer").asString()).isEqualTo(publicId);
            assertThat(customer.body()).doesNotContain(CUS.format(key).substring(4));
            for (String path : List.of("/customers/" + publicId, "/customers?id=" + publicId)) {
                HttpResponse<String> found = get(base + path);
                assertThat(found.statusCode()).as(path).isEqualTo(200);
                assertThat(found.body()).isEqualTo(customer.body());
            }
            String notFacade = "a TypeID of prefix 'cus' in form, but its UUID is not a façade of this application's key";
            String otherKeys = CUS.encode(UuidFacade.opaque(FacadeKey.ofHex(OTHER_KEY)), key);
            // the key's own TypeID, and with the own bean's plausible-time window another key's façade (uuidv47 takes any
            // v4, so there another key's façade decodes to an id of no row): nothing decoded in the answer, only that it is
            // not a façade
            for (String bad : beans.equals("own") ? List.of(CUS.format(key), otherKeys) : List.of(CUS.format(key))) {
                HttpResponse<String> refused = get(base + "/customers/" + bad);
                assertRefused(refused, invalidStatus, "path variable 'id': ", notFacade, key);
                assertThat(json.readTree(refused.body()).get("detail").asString()).isEqualTo("path variable 'id': " + notFacade);
                assertRefused(get(base + "/customers?id=" + bad), invalidStatus, "request parameter 'id': ", notFacade, key);
            }
            assertRefused(get(base + "/customers/inv_" + publicId.substring(4)), invalidStatus, "path variable 'id': ",
                    "has the prefix 'inv'; expected cus_ and 26 characters", key);
            assertRefused(get(base + "/customers/" + facade.encode(key)), invalidStatus, "path variable 'id': ", "not a TypeID of prefix 'cus'", key);

            HttpResponse<String> decoded = send(put(base + "/customers", customerBody(publicId, publicId)));
            assertThat(decoded.statusCode()).as(decoded.body()).isEqualTo(200);
            assertThat(decoded.body()).isEqualTo("[\"" + key + "\",\"" + key + "\"]");
            for (String bad : List.of(customerBody(CUS.format(key), publicId), customerBody(publicId, "inv_" + publicId.substring(4)),
                    customerBody(publicId, facade.encode(key).toString()))) {
                HttpResponse<String> refused = send(put(base + "/customers", bad));
                assertThat(refused.statusCode()).as(bad).isEqualTo(400);
                assertThat(refused.body()).doesNotContain(key.toString()).doesNotContain(KEY);
            }
        }
    }

    private static void assertRefused(HttpResponse<String> answer, int status, String parameter, String what, UUID key) {
        assertThat(answer.statusCode()).as(answer.uri() + ": " + answer.body()).isEqualTo(status);
        assertThat(answer.headers().firstValue("Content-Type")).hasValue("application/problem+json");
        assertThat(answer.body()).as(answer.uri().toString())
                .startsWith("{\"type\":\"about:blank\",\"title\":\"" + (status == 404 ? "Not Found" : "Bad Request") + "\",\"status\":" + status)
                .contains("\"detail\":\"" + parameter)
                .contains(what.replace("\"", "\\\""))
                .doesNotContain(KEY);
        if (!answer.uri().toString().contains(key.toString())) {
            assertThat(answer.body()).as("nothing decoded").doesNotContain(key.toString());
        }
    }

    /** Optional, multi-valued and form-bound TypeID parameters, and a Map in JSON: the start fails naming each. */
    @RestController
    static class OptionalParameters {
        @GetMapping("/a")
        String notRequired(@RequestParam(name = "id", required = false) @TypeIdPrefix("inv") UUID id) {
            return String.valueOf(id);
        }

        @GetMapping("/b")
        String optional(@RequestParam("id") @TypeIdPrefix("inv") Optional<UUID> id) {
            return String.valueOf(id);
        }

        @GetMapping("/c")
        String several(@RequestParam("id") @TypeIdPrefix("inv") List<UUID> ids) {
            return String.valueOf(ids);
        }

        @GetMapping("/d")
        String defaulted(@RequestParam(name = "id", defaultValue = "inv_00000000000000000000000000") @TypeIdPrefix("inv") UUID id) {
            return String.valueOf(id);
        }

        @GetMapping("/e/{id}")
        String notRequiredPath(@PathVariable(name = "id", required = false) @InvoiceId UUID id) {
            return String.valueOf(id);
        }

        @GetMapping("/f")
        String form(Form form) {
            return String.valueOf(form.id);
        }

        @PostMapping("/g")
        String map(@RequestBody Mapped body) {
            return String.valueOf(body);
        }
    }

    /** A form-bound object with a @TypeIdPrefix field. */
    public static class Form {
        @TypeIdPrefix("inv")
        public UUID id;
    }

    /** @TypeIdPrefix on a JSON property it cannot map. */
    public record Mapped(@TypeIdPrefix("inv") Map<String, UUID> byName) {
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"mvc", "webflux"})
    void optionalAndMultiValuedTypeIdPlacesFailTheStartNamingEach(String stack, CapturedOutput output) {
        // no façade bean: plain TypeIDs need none, so the start fails for the places alone
        assertThatThrownBy(() -> start(stack, List.of(NoBean.class, OptionalParameters.class)).close()).isNotNull();
        assertThat(output.toString())
                .contains("APPLICATION FAILED TO START")
                .contains("@Facade or @TypeIdPrefix stands where it cannot map every value")
                .contains("parameter 'id' of OptionalParameters.notRequired: optional (required = false or a defaultValue), so a value that"
                        + " is not a TypeID of prefix 'inv' would pass as absent")
                .contains("parameter 'id' of OptionalParameters.defaulted: optional")
                .contains("parameter 'id' of OptionalParameters.notRequiredPath: optional")
                .contains("parameter 'id' of OptionalParameters.optional: of type java.util.Optional<java.util.UUID>, not UUID")
                .contains("parameter 'id' of OptionalParameters.several: of type java.util.List<java.util.UUID>, not UUID")
                .contains("Form.id: a field of parameter").contains("of OptionalParameters.form, bound from the request's parameters")
                .contains("JSON property Mapped.byName: of type java.util.Map<java.lang.String, java.util.UUID>, not UUID")
                .doesNotContain("no UuidFacade bean");
    }

    /** Prefixes the specification refuses, on a parameter and on a JSON property. */
    @RestController
    static class BadPrefixes {
        @GetMapping("/x/{id}")
        String upperCase(@PathVariable("id") @TypeIdPrefix("Inv") UUID id) {
            return String.valueOf(id);
        }

        @PostMapping("/y")
        String trailingUnderscore(@RequestBody BadJson body) {
            return String.valueOf(body);
        }
    }

    /** A record whose prefix ends with the separator. */
    public record BadJson(@TypeIdPrefix("inv_") UUID id) {
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"mvc", "webflux"})
    void aPrefixTheSpecificationRefusesFailsTheStartWithTheRule(String stack, CapturedOutput output) {
        assertThatThrownBy(() -> start(stack, List.of(NoBean.class, BadPrefixes.class)).close()).isNotNull();
        assertThat(output.toString())
                .contains("APPLICATION FAILED TO START")
                .contains("parameter 'id' of BadPrefixes.upperCase: @TypeIdPrefix(\"Inv\") is not a TypeID prefix: \"Inv\": 'I' at index 0"
                        + " is not a lower-case letter a-z or '_' (a prefix is lower case)")
                .contains("JSON property BadJson.id: @TypeIdPrefix(\"inv_\") is not a TypeID prefix: \"inv_\": the prefix ends with '_' at index 3")
                .contains("A @TypeIdPrefix prefix is empty, or 1 to 63 characters");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"mvc", "webflux"})
    void aFacadeTypeIdWithoutAFacadeBeanFailsTheStart(String stack, CapturedOutput output) {
        assertThatThrownBy(() -> start(stack, List.of(NoBean.class, stack.equals("mvc") ? MvcCustomers.class : FluxCustomers.class)).close())
                .isNotNull();
        assertThat(output.toString())
                .contains("APPLICATION FAILED TO START")
                .contains("@Facade is used (parameter 'id' of " + (stack.equals("mvc") ? "Mvc" : "Flux") + "Customers.byParameter")
                .contains("no UuidFacade bean");
    }

    private HttpResponse<String> get(String uri) throws Exception {
        return send(HttpRequest.newBuilder(URI.create(uri)).GET());
    }

    private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
        return http.send(request.header("Accept", "application/json").build(), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpRequest.Builder put(String uri, String body) {
        return HttpRequest.newBuilder(URI.create(uri)).header("Content-Type", "application/json").PUT(HttpRequest.BodyPublishers.ofString(body));
    }

    private static String invoiceBody(String id, String related, String bare) {
        return "{\"id\":\"" + id + "\",\"related\":[\"" + related + "\"],\"bare\":\"" + bare + "\",\"plain\":null}";
    }

    private static String customerBody(String id, String referrer) {
        return "{\"id\":\"" + id + "\",\"referrer\":\"" + referrer + "\",\"plain\":null}";
    }
}
