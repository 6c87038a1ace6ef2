package dev.seqid.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.FacadeKey;
import dev.seqid.FacadeScheme;
import dev.seqid.UuidFacade;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;

/** The seqid.facade.* properties: the bean they make, and the failure report of a bad one, which never shows the key. */
@ExtendWith(OutputCaptureExtension.class)
class FacadePropertiesTest {

    private static final String KEY = "8f3a2b1c4d5e6f708192a3b4c5d6e7f8";

    @Configuration(proxyBeanMethods = false)
    @ImportAutoConfiguration({SeqIdAutoConfiguration.class, SeqIdFacadeAutoConfiguration.class})
    static class App {
    }

    private static ConfigurableApplicationContext run(String... args) {
        SpringApplication app = new SpringApplication(App.class);
        app.setWebApplicationType(WebApplicationType.NONE);
        return app.run(args);
    }

    @Test
    void theKeyAndSchemeMakeTheFacadeBeanAndTheKeyIsNotLogged(CapturedOutput output) {
        try (ConfigurableApplicationContext context = run("--seqid.facade.key=" + KEY, "--seqid.facade.scheme=uuidv47", "--debug")) {
            UuidFacade facade = context.getBean(UuidFacade.class);
            UUID id = UUID.fromString("01a233a2-709a-71d0-b029-494786597424");
            assertThat(facade.scheme()).isEqualTo(dev.seqid.FacadeScheme.UUIDV47);
            assertThat(facade.encode(id)).isEqualTo(UuidFacade.uuidv47(FacadeKey.ofHex(KEY)).encode(id));
            assertThat(context.getBean(SeqIdProperties.class).getFacade().getInvalidStatus()).isEqualTo(404);
        }
        assertThat(output.toString()).contains("SeqIdFacadeAutoConfiguration").doesNotContain(KEY);
    }

    @Test
    void withoutFacadePropertiesThereIsNoFacadeBean() {
        try (ConfigurableApplicationContext context = run()) {
            assertThat(context.getBeanNamesForType(UuidFacade.class)).isEmpty();
        }
    }

    @Test
    void withoutWebOrJacksonOnTheClassPathTheFacadeBeanIsMadeAndNothingElseIsNeeded() {
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(SeqIdAutoConfiguration.class, SeqIdFacadeAutoConfiguration.class))
                .withClassLoader(new FilteredClassLoader("tools.jackson", "org.springframework.web"))
                .withPropertyValues("seqid.facade.key=" + KEY)
                .run(context -> {
                    assertThat(context).hasNotFailed().hasSingleBean(UuidFacade.class);
                    assertThat(context.getBean(UuidFacade.class).scheme()).isEqualTo(FacadeScheme.OPAQUE);
                });
    }

    @Test
    void aShortKeyFailsTheStartWithSeqIdsReportAndWithoutTheKey(CapturedOutput output) {
        String shortKey = KEY.substring(2);
        assertThatThrownBy(() -> run("--seqid.facade.key=" + shortKey)).isNotNull();
        assertThat(output.toString())
                .contains("APPLICATION FAILED TO START")
                .contains("Property seqid.facade.key has a value seqid does not allow: '(not shown)'")
                .contains("Reason: a façade key is 32 hexadecimal digits (16 bytes), got 30 characters")
                .contains("Allowed values of seqid.facade.key: 32 hexadecimal digits (16 bytes), such as the output of: openssl rand -hex 16")
                .doesNotContain(shortKey);
    }

    @Test
    void aNonHexKeyFailsTheStartWithoutShowingTheKey(CapturedOutput output) {
        String notHex = "zz" + KEY.substring(2);
        assertThatThrownBy(() -> run("--seqid.facade.key=" + notHex)).isNotNull();
        assertThat(output.toString())
                .contains("Property seqid.facade.key has a value seqid does not allow: '(not shown)'")
                .contains("the character at index 0 is not one")
                .doesNotContain(notHex).doesNotContain(KEY.substring(2, 18));
    }

    @Test
    void aSchemeWithoutAKeyFailsTheStartNamingTheKey(CapturedOutput output) {
        assertThatThrownBy(() -> run("--seqid.facade.scheme=opaque")).isNotNull();
        assertThat(output.toString())
                .contains("APPLICATION FAILED TO START")
                .contains("Property seqid.facade.key has a value seqid does not allow: ''")
                .contains("Reason: no key, though seqid.facade.scheme is set");
    }

    @Test
    void anUnknownSchemeOrStatusFailsTheStartListingTheAllowedValues(CapturedOutput output) {
        assertThatThrownBy(() -> run("--seqid.facade.key=" + KEY, "--seqid.facade.scheme=uuidv48")).isNotNull();
        assertThat(output.toString()).contains("Property seqid.facade.scheme has a value seqid does not allow: 'uuidv48'")
                .contains("Allowed values of seqid.facade.scheme: uuidv47, opaque");
        assertThatThrownBy(() -> run("--seqid.facade.key=" + KEY, "--seqid.facade.invalid-status=500")).isNotNull();
        assertThat(output.toString()).contains("Property seqid.facade.invalid-status has a value seqid does not allow: '500'")
                .contains("Allowed values of seqid.facade.invalid-status: 404, 400");
    }
}
