package dev.seqid.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.UuidLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.annotation.Configuration;

/** A real start with a bad property: Spring Boot's failure report is seqid's analysis (registered in spring.factories). */
@ExtendWith(OutputCaptureExtension.class)
class FailureReportTest {

    @Configuration(proxyBeanMethods = false)
    @ImportAutoConfiguration(SeqIdAutoConfiguration.class)
    static class App {
    }

    @Test
    void theStartFailsWithSeqIdsAnalysis(CapturedOutput output) {
        SpringApplication app = new SpringApplication(App.class);
        app.setWebApplicationType(WebApplicationType.NONE);
        assertThatThrownBy(() -> app.run("--seqid.layout=comb-oracle")).isNotNull();
        assertThat(output.toString())
                .contains("APPLICATION FAILED TO START")
                .contains("Property seqid.layout has a value seqid does not allow: 'comb-oracle'")
                .contains("Allowed values of seqid.layout: " + String.join(", ", UuidLayout.names()))
                .contains("Set seqid.layout to one of the allowed values above");
    }
}
