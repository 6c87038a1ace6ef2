package dev.seqid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.SettingsTable;
import dev.seqid.hibernate.SeqIdSettings;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;
import org.springframework.beans.BeanWrapperImpl;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * docs/settings.md and the {@code seqid.*} properties say the same: every property of this
 * module's configuration metadata (META-INF/spring-configuration-metadata.json, which the
 * configuration processor writes into target/classes from {@link SeqIdProperties} and
 * additional-spring-configuration-metadata.json) has a row, every {@code seqid.} name on the page is
 * such a property, a group of them ({@code seqid.*}) or the Hibernate setting
 * {@link SeqIdSettings#GENERATOR}, and each default on the page is the metadata's and the one Spring
 * Boot binds when nothing is set.
 */
class SettingsTablePropertiesTest {

    private final List<SettingsTable.Row> rows = SettingsTable.read();

    @Test
    void everyPropertyOfTheMetadataHasARowAndEverySeqidNameOnThePageIsAProperty() throws Exception {
        Map<String, String> metadata = metadataDefaults();
        Set<String> documented = SettingsTable.names(rows, SettingsTable.SPRING);
        List<String> unknown = new ArrayList<>();
        for (String span : SettingsTable.codeSpans()) {
            boolean group = span.endsWith(".*") && metadata.keySet().stream().anyMatch(p -> p.startsWith(span.substring(0, span.length() - 1)));
            if (span.startsWith(SeqIdProperties.PREFIX + ".") && !group && !metadata.containsKey(span) && !span.equals(SeqIdSettings.GENERATOR)) {
                unknown.add(span);
            }
        }
        SoftAssertions softly = new SoftAssertions();

        softly.assertThat(metadata).as("the configuration metadata is found and has the generator's properties").containsKey("seqid.layout");
        softly.assertThat(documented).as("the Spring property column of docs/settings.md names every property of the metadata")
                .containsAll(metadata.keySet());
        softly.assertThat(new TreeSet<>(documented)).as("names in the Spring property column that are no property of the metadata")
                .isSubsetOf(metadata.keySet());
        softly.assertThat(unknown).as("seqid.* names on docs/settings.md that are neither a property nor the Hibernate setting").isEmpty();
        softly.assertAll();
    }

    @Test
    void theDefaultsAreTheMetadatasAndThoseBoundWhenNothingIsSet() throws Exception {
        Map<String, String> metadata = metadataDefaults();
        BeanWrapperImpl bound = new BeanWrapperImpl(
                new Binder(new MapConfigurationPropertySource()).bindOrCreate(SeqIdProperties.PREFIX, SeqIdProperties.class));
        Set<String> checked = new TreeSet<>();
        for (SettingsTable.Row row : rows) {
            for (String property : row.names(SettingsTable.SPRING)) {
                checked.add(property);
                assertThat(SettingsTable.sameDefault(metadata.get(property), row.defaultValue()))
                        .as("%s says the default of %s is %s; the metadata says %s", row, property, row.defaultValue(), metadata.get(property))
                        .isTrue();
                String path = beanPath(property);
                if (bound.isReadableProperty(path)) {
                    Object value = bound.getPropertyValue(path);
                    assertThat(SettingsTable.sameDefault(value, row.defaultValue()))
                            .as("%s says the default of %s is %s; Spring Boot binds %s", row, property, row.defaultValue(), value)
                            .isTrue();
                } else {
                    assertThat(((SeqIdProperties) bound.getWrappedInstance()).getFacade().key())
                            .as("only seqid.facade.key has no getter (it is a secret); it is unset by default").isNull();
                    assertThat(property).isEqualTo("seqid.facade.key");
                }
            }
        }
        assertThat(checked).as("every property's default is checked").containsAll(metadata.keySet());
    }

    /** {@code seqid.facade.invalid-status} as the bean path {@code facade.invalidStatus}. */
    private static String beanPath(String property) {
        StringBuilder path = new StringBuilder();
        String rest = property.substring(SeqIdProperties.PREFIX.length() + 1);
        for (int i = 0; i < rest.length(); i++) {
            char c = rest.charAt(i);
            if (c == '-') {
                path.append(Character.toUpperCase(rest.charAt(++i)));
            } else {
                path.append(c);
            }
        }
        return path.toString();
    }

    /** The properties of this module's configuration metadata, each with its default as text (null for none). */
    private static Map<String, String> metadataDefaults() throws IOException, URISyntaxException {
        Path classes = Path.of(SeqIdProperties.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path file = classes.resolve("META-INF/spring-configuration-metadata.json");
        assertThat(file).as("the configuration processor's output in this module's classes").isRegularFile();
        JsonNode properties = JsonMapper.builder().build().readTree(Files.readString(file)).get("properties");
        Map<String, String> defaults = new LinkedHashMap<>();
        for (JsonNode property : properties) {
            JsonNode value = property.get("defaultValue");
            defaults.put(property.get("name").asString(), value == null || value.isNull() ? null : value.asString());
        }
        return defaults;
    }
}
