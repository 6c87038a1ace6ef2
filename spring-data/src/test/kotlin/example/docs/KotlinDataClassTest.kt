package example.docs

import dev.seqid.UuidGenerator
import dev.seqid.springdata.SeqIdBeforeConvertCallback
import dev.seqid.springdata.SeqIdGeneratorRegistry
import dev.seqid.springdata.SeqIdOnSave
import dev.seqid.springdata.SeqIdReactiveBeforeConvertCallback
import java.time.Duration
import java.util.UUID
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.AfterAll
import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestInstance
import org.springframework.boot.WebApplicationType
import org.springframework.boot.autoconfigure.AutoConfigurationPackage
import org.springframework.boot.autoconfigure.ImportAutoConfiguration
import org.springframework.boot.builder.SpringApplicationBuilder
import org.springframework.boot.data.jdbc.autoconfigure.DataJdbcRepositoriesAutoConfiguration
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration
import org.springframework.boot.jdbc.autoconfigure.DataSourceTransactionManagerAutoConfiguration
import org.springframework.boot.jdbc.autoconfigure.JdbcTemplateAutoConfiguration
import org.springframework.context.ConfigurableApplicationContext
import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.ComponentScan
import org.springframework.context.annotation.FilterType
import org.springframework.context.annotation.Configuration
import org.springframework.data.annotation.Id
import org.springframework.data.jdbc.core.mapping.JdbcMappingContext
import org.springframework.data.jdbc.repository.config.EnableJdbcRepositories
import org.springframework.data.r2dbc.mapping.R2dbcMappingContext
import org.springframework.data.relational.core.mapping.Table
import org.springframework.data.relational.core.sql.SqlIdentifier
import org.springframework.data.repository.ListCrudRepository
import org.springframework.jdbc.core.JdbcTemplate
import reactor.core.publisher.Mono

/** An immutable Kotlin entity: Spring Data sets the `val` through the data class's `copy` (docs/spring-data.md). */
// tag::data-class[]
@Table
data class Note(@Id @SeqIdOnSave val id: UUID?, val text: String)   // null until saved: Spring Data copies it
// end::data-class[]

interface Notes : ListCrudRepository<Note, UUID>

@Configuration(proxyBeanMethods = false)
@AutoConfigurationPackage(basePackageClasses = [Note::class])
@ImportAutoConfiguration(
    DataSourceAutoConfiguration::class, DataSourceTransactionManagerAutoConfiguration::class,
    JdbcTemplateAutoConfiguration::class, DataJdbcRepositoriesAutoConfiguration::class,
)
@EnableJdbcRepositories(
    basePackageClasses = [Notes::class],
    includeFilters = [ComponentScan.Filter(type = FilterType.ASSIGNABLE_TYPE, classes = [Notes::class])],
)
class NotesApp {
    @Bean
    fun uuidGenerator(): UuidGenerator = UuidGenerator.builder().build()

    @Bean
    fun seqIdBeforeConvertCallback(context: JdbcMappingContext, generator: UuidGenerator) =
        SeqIdBeforeConvertCallback(context, SeqIdGeneratorRegistry(generator))
}

/** A Kotlin data class with `val id: UUID?`: saved with Spring Data JDBC on H2, and through the R2DBC callback. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class KotlinDataClassTest {

    private lateinit var context: ConfigurableApplicationContext

    @BeforeAll
    fun start() {
        context = SpringApplicationBuilder(NotesApp::class.java).web(WebApplicationType.NONE)
            .properties(mapOf<String, Any>(
                "spring.main.banner-mode" to "off",
                "spring.datasource.url" to "jdbc:h2:mem:seqid-kotlin;DB_CLOSE_DELAY=-1",
            ))
            .run()
        context.getBean(JdbcTemplate::class.java).execute("CREATE TABLE note (id UUID PRIMARY KEY, text VARCHAR(100) NOT NULL)")
    }

    @AfterAll
    fun stop() {
        context.close()
    }

    @Test
    fun `a data class with a null val id is saved with a new id in order`() {
        val notes = context.getBean(Notes::class.java)
        val unsaved = listOf(Note(null, "first"), Note(null, "second"), Note(null, "third"))

        val saved = notes.saveAll(unsaved)

        assertThat(unsaved).allSatisfy { assertThat(it.id).isNull() }
        assertThat(saved.map { it.text }).containsExactly("first", "second", "third")
        assertThat(saved).allSatisfy { assertThat(it.id).isNotNull() }
        val inIdOrder = context.getBean(JdbcTemplate::class.java)
            .queryForList("SELECT text FROM note ORDER BY id", String::class.java)
        assertThat(inIdOrder).containsExactly("first", "second", "third")
        assertThat(notes.findById(saved[0].id!!)).contains(saved[0])
    }

    @Test
    fun `the R2DBC callback copies a data class and keeps an id it has`() {
        val callback = SeqIdReactiveBeforeConvertCallback(R2dbcMappingContext(), SeqIdGeneratorRegistry(UuidGenerator.builder().build()))
        val table = SqlIdentifier.unquoted("note")
        val given = UUID.fromString("00000000-0000-4000-8000-000000000001")

        val filled = Mono.from(callback.onBeforeConvert(Note(null, "r2dbc"), table)).block(Duration.ofSeconds(10)) as Note
        val kept = Mono.from(callback.onBeforeConvert(Note(given, "given"), table)).block(Duration.ofSeconds(10)) as Note

        assertThat(filled.id).isNotNull()
        assertThat(filled.text).isEqualTo("r2dbc")
        assertThat(kept).isEqualTo(Note(given, "given"))
    }
}
