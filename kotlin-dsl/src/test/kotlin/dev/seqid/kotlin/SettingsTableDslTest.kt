package dev.seqid.kotlin

import dev.seqid.SettingsTable
import java.lang.reflect.Modifier
import org.assertj.core.api.Assertions.assertThat
import org.assertj.core.api.SoftAssertions
import org.junit.jupiter.api.Test

/**
 * docs/settings.md and the Kotlin DSL say the same: every public property and function of
 * [UuidGeneratorSpec] has a row outside the façade's section and every one of [UuidFacadeSpec] a
 * row in it, every name in the Kotlin DSL column is one of them (or the entry point [uuidFacade]; in
 * the text forms' section, a function of TextForms.kt), and an empty `uuidGenerator { }` builds with
 * the defaults the page states.
 */
class SettingsTableDslTest {

    private val rows = SettingsTable.read()

    @Test
    fun everyPropertyAndFunctionOfTheBlocksHasARowAndEveryNameInTheColumnIsOne() {
        val generatorNames = SettingsTable.names(rows.filter { !it.facade() && it.section() != TEXT_FORMS }, SettingsTable.KOTLIN)
        val textFormNames = SettingsTable.names(rows.filter { it.section() == TEXT_FORMS }, SettingsTable.KOTLIN)
        val facadeNames = SettingsTable.names(rows.filter { it.facade() }, SettingsTable.KOTLIN)
        val generatorSpec = members(UuidGeneratorSpec::class.java)
        val facadeSpec = members(UuidFacadeSpec::class.java)
        val entryPoints = topLevelFunctions(Class.forName("dev.seqid.kotlin.FacadesKt"))
        val softly = SoftAssertions()

        softly.assertThat(generatorNames).`as`("the Kotlin DSL column names every setting of uuidGenerator { }").containsAll(generatorSpec)
        softly.assertThat(facadeNames).`as`("the façade section's Kotlin DSL column names every setting of uuidFacade { }").containsAll(facadeSpec)
        softly.assertThat(generatorNames - generatorSpec).`as`("names in the Kotlin DSL column that uuidGenerator { } does not have").isEmpty()
        softly.assertThat(textFormNames).`as`("the text forms' section names Kotlin functions").isNotEmpty()
        softly.assertThat(textFormNames - topLevelFunctions(Class.forName("dev.seqid.kotlin.TextFormsKt")))
            .`as`("names in the text forms' section's Kotlin DSL column that TextForms.kt does not have").isEmpty()
        softly.assertThat(facadeNames - facadeSpec - entryPoints).`as`("names in the façade section's Kotlin DSL column that uuidFacade { } does not have").isEmpty()
        softly.assertAll()
    }

    @Test
    fun anEmptyBlockBuildsWithTheDefaultsOnThePage() {
        val built = SettingsTable.settingsOf(uuidGenerator { })
        val checked = mutableSetOf<String>()
        for (row in rows) {
            for (name in row.names(SettingsTable.BUILDER).filter { it in built }) {
                checked += name
                assertThat(SettingsTable.sameDefault(built[name], row.defaultValue()))
                    .`as`("%s says the default of %s is %s; uuidGenerator { } builds with %s", row, name, row.defaultValue(), built[name])
                    .isTrue()
            }
        }
        assertThat(checked).`as`("every setting's default is on the page").isEqualTo(built.keys)
    }

    /**
     * The public properties (by their Kotlin name) and functions of a DSL block, not the internal
     * ones (`name$module`); a member taking or returning a value class (`kotlin.time.Duration`) has
     * its JVM name mangled to `name-hash`, which is cut off.
     */
    private fun members(block: Class<*>): Set<String> =
        block.declaredMethods
            .filter { Modifier.isPublic(it.modifiers) && !it.isSynthetic && '$' !in it.name }
            .map { m ->
                val name = m.name.substringBefore('-')
                val accessor = Regex("^(get|set|is)([A-Z].*)").find(name)
                if (accessor != null) accessor.groupValues[2].replaceFirstChar { it.lowercase() } else name
            }
            .toSortedSet()

    private companion object {
        /** The section of the text forms' rows, whose Kotlin names are functions, not DSL settings. */
        const val TEXT_FORMS = "Text forms"
    }

    /** The public top-level functions of a Kotlin file's class. */
    private fun topLevelFunctions(file: Class<*>): Set<String> =
        file.declaredMethods.filter { Modifier.isPublic(it.modifiers) && Modifier.isStatic(it.modifiers) && '$' !in it.name }
            .map { it.name }.toSet()
}
