package example.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.TypeId;
import dev.seqid.UuidFacade;
import dev.seqid.UuidGenerator;
import dev.seqid.spring.Facade;
import dev.seqid.spring.TypeIdPrefix;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The TypeIDs block of docs/spring-boot.md: the JSON record and the controller, started as a Spring
 * MVC application and called over HTTP, and the answer to a TypeID of another prefix that the page
 * quotes. The build checks that the page shows exactly this region (dev.seqid.DocBlocksTest).
 */
class SpringTypeIdSnippetsTest {

    @Configuration(proxyBeanMethods = false)
    @EnableAutoConfiguration(excludeName = {"org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration",
            "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration"})
    @Import({InvoiceController.class, Invoices.class})
    static class App {
    }

    @Test
    void theControllerShowsTypeIdsAndTakesThemBack() throws Exception {
        SpringApplication app = new SpringApplication(App.class);
        app.setWebApplicationType(WebApplicationType.SERVLET);
        try (ConfigurableApplicationContext context = app.run("--server.port=0", "--seqid.facade.key=8f3a2b1c4d5e6f708192a3b4c5d6e7f8")) {
            String base = "http://127.0.0.1:" + context.getEnvironment().getProperty("local.server.port") + "/invoices/";
            UuidGenerator ids = context.getBean(UuidGenerator.class);
            UUID id = ids.next();
            UUID customer = ids.next();
            context.getBean(Invoices.class).byId.put(id, new InvoiceView(id, customer, 1250));
            HttpClient http = HttpClient.newHttpClient();

            String text = TypeId.prefix("inv").format(id);
            HttpResponse<String> found = http.send(HttpRequest.newBuilder(URI.create(base + text)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(found.statusCode()).isEqualTo(200);
            JsonNode body = JsonMapper.builder().build().readTree(found.body());
            assertThat(body.get("id").asString()).isEqualTo(text);
            String customerText = body.get("customer").asString();
            assertThat(customerText).isEqualTo(TypeId.prefix("cus").encode(context.getBean(UuidFacade.class), customer))
                    .startsWith("cus_").isNotEqualTo(TypeId.prefix("cus").format(customer));
            assertThat(body.get("cents").asLong()).isEqualTo(1250);

            // the answer the page quotes: another prefix is the configured status (404 by default), saying why
            HttpResponse<String> refused = http.send(HttpRequest.newBuilder(URI.create(base + "cus_01h455vb4pex5vsknk084sn02q")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(refused.statusCode()).isEqualTo(404);
            assertThat(refused.headers().firstValue("Content-Type")).hasValue("application/problem+json");
            assertThat(JsonMapper.builder().build().readTree(refused.body()).get("detail").asString())
                    .isEqualTo("path variable 'id': not a TypeID of prefix 'inv': \"cus_01h455vb4pex5vsknk084sn02q\" has the prefix 'cus';"
                            + " expected inv_ and 26 characters");
        }
    }
}

/** The store, as a database table would hold the invoices. */
class Invoices {
    final Map<UUID, InvoiceView> byId = new ConcurrentHashMap<>();

    InvoiceView find(UUID id) {
        return byId.get(id);
    }
}

// tag::type-ids[]
record InvoiceView(@TypeIdPrefix("inv") UUID id,               // JSON "inv_01h455vb4pex5vsknk084sn02q"; in Java the UUID
                   @TypeIdPrefix("cus") @Facade UUID customer, // JSON "cus_" and the façade's 26 characters; in Java the key
                   long cents) {
}

@RestController
@RequestMapping("/invoices")
class InvoiceController {
    private final Invoices invoices;

    InvoiceController(Invoices invoices) {
        this.invoices = invoices;
    }

    @GetMapping("/{id}")
    ResponseEntity<InvoiceView> get(@PathVariable("id") @TypeIdPrefix("inv") UUID id) {   // the path holds inv_…
        return ResponseEntity.ofNullable(invoices.find(id));   // cus_…, upper case, a UUID: seqid.facade.invalid-status
    }
}
// end::type-ids[]
