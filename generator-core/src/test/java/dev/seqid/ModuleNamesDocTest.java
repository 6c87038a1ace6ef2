package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The table "Java module names" of docs/compatibility.md is the build's: for {@code seqid-core} the
 * name in its {@code module-info.java}, for every other module the {@code Automatic-Module-Name} its
 * {@code pom.xml} writes into the jar's manifest; and every artifact of {@code bom/pom.xml} but the
 * BOM itself has a row. The section names every module {@code seqid-core} requires and every module
 * it exports {@code dev.seqid.internal} to.
 */
class ModuleNamesDocTest {

    private static final Pattern ARTIFACT_ID = Pattern.compile("</parent>.*?<artifactId>([^<]+)</artifactId>", Pattern.DOTALL);
    private static final Pattern AUTOMATIC_NAME = Pattern.compile("<Automatic-Module-Name>([^<]+)</Automatic-Module-Name>");
    private static final Pattern MODULE_DECLARATION = Pattern.compile("(?m)^\\s*module\\s+([\\w.]+)\\s*\\{");
    private static final Pattern BOM_ARTIFACT = Pattern.compile("<artifactId>(seqid-[a-z0-9-]+)</artifactId>");
    private static final Pattern REQUIRES = Pattern.compile("(?m)^\\s*requires\\s+([\\w.]+)\\s*;");
    private static final Pattern QUALIFIED_EXPORT = Pattern.compile("exports\\s+dev\\.seqid\\.internal\\s+to\\s+([\\w.,\\s]+);");
    private static final Pattern ROW = Pattern.compile("^\\|\\s*`(seqid-[a-z0-9-]+)`\\s*\\|\\s*`([\\w.]+)`\\s*\\|\\s*$");

    @Test
    void theDocsTableIsTheBuildsModuleNamesForEveryArtifactOfTheBom() throws IOException {
        Path root = DocPages.repositoryRoot();

        Map<String, String> build = new TreeMap<>();
        String moduleInfo = Files.readString(root.resolve("generator-core/src/main/java/module-info.java"));
        Matcher declared = MODULE_DECLARATION.matcher(moduleInfo);
        assertThat(declared.find()).as("a module declaration in generator-core's module-info.java").isTrue();
        build.put(artifactId(root.resolve("generator-core/pom.xml")), declared.group(1));
        try (Stream<Path> modules = Files.list(root)) {
            for (Path pom : (Iterable<Path>) modules.map(m -> m.resolve("pom.xml")).filter(Files::isRegularFile)::iterator) {
                Matcher name = AUTOMATIC_NAME.matcher(Files.readString(pom));
                if (name.find()) {
                    build.put(artifactId(pom), name.group(1));
                }
            }
        }

        Map<String, String> documented = new TreeMap<>();
        StringBuilder section = new StringBuilder();
        boolean inSection = false;
        for (String line : DocPages.readLines(root.resolve("docs/compatibility.md"))) {
            if (line.startsWith("## ")) {
                inSection = line.equals("## Java module names");
                continue;
            }
            if (inSection) {
                section.append(line).append('\n');
            }
            Matcher row = ROW.matcher(line);
            if (inSection && row.matches()) {
                documented.put(row.group(1), row.group(2));
            }
        }

        Matcher bom = BOM_ARTIFACT.matcher(Files.readString(root.resolve("bom/pom.xml")));
        Map<String, String> published = new TreeMap<>();
        while (bom.find()) {
            if (!bom.group(1).equals("seqid-bom")) {
                published.put(bom.group(1), build.get(bom.group(1)));
            }
        }

        assertThat(build).containsEntry("seqid-core", "dev.seqid").hasSizeGreaterThanOrEqualTo(9);
        assertThat(documented).as("docs/compatibility.md's table against the build").isEqualTo(build);
        assertThat(published).as("the BOM's artifacts and their module names").doesNotContainValue(null);
        assertThat(documented.keySet()).containsAll(published.keySet());

        List<String> named = new ArrayList<>();
        Matcher requires = REQUIRES.matcher(moduleInfo);
        while (requires.find()) {
            named.add(requires.group(1));
        }
        assertThat(named).as("the requires of generator-core's module-info.java").contains("org.jctools.core");
        Matcher exported = QUALIFIED_EXPORT.matcher(moduleInfo);
        assertThat(exported.find()).as("the qualified export of dev.seqid.internal").isTrue();
        named.addAll(List.of(exported.group(1).trim().split("\\s*,\\s*")));
        for (String module : named) {
            assertThat(section.toString()).as("the section names module %s of module-info.java", module).contains("`" + module + "`");
        }
    }

    /** The module's own artifactId: the first one after its {@code <parent>} block. */
    private static String artifactId(Path pom) throws IOException {
        Matcher id = ARTIFACT_ID.matcher(Files.readString(pom));
        assertThat(id.find()).as("an artifactId after the parent in %s", pom).isTrue();
        return id.group(1);
    }
}
