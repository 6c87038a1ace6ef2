package dev.seqid.benchinsert;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/** What every complete run must show, whatever the database. */
final class ReportAssertions {

    static final List<String> DEFAULT_KEYS = BenchKey.DEFAULT_NAMES;

    private ReportAssertions() {
    }

    /**
     * A run of {@link BenchRun#smallRun} that completed: exit 0, every key in the JSON (standard output
     * and report.json alike), in report.md and in the chart, with timings, positive sizes and passed checks.
     */
    static JsonNode assertCompleteRun(BenchRun run, Path out, String product, List<String> keys) throws Exception {
        return assertRun(run, out, product, keys, Set.of());
    }

    /**
     * As {@link #assertCompleteRun}, except that the database may refuse the rows of the keys in
     * {@code refusable} (each then reported with its reason and left out of the figures, exit code 1).
     * Returns the report; {@code refused} receives the keys that were refused.
     */
    static JsonNode assertRun(BenchRun run, Path out, String product, List<String> keys, Set<String> refusable) throws Exception {
        JsonNode report = run.json();
        List<String> refused = new ArrayList<>();
        report.path("keys").forEach(k -> {
            if (!k.path("error").isNull()) {
                refused.add(k.path("name").asText());
            }
        });
        assertThat(refused).as("refused keys: " + run).isSubsetOf(refusable);
        if (refused.isEmpty()) {
            assertThat(run.exitCode()).as(run.toString()).isZero();
            assertThat(run.err()).as(run.toString()).isEmpty();
        } else {
            assertThat(run.exitCode()).as(run.toString()).isEqualTo(BenchInsertCommand.EXIT_FAILURE);
            assertThat(run.err()).as(run.toString()).contains("the database refused some keys' rows");
            assertThat(report.path("complete").asBoolean()).isFalse();
        }
        assertThat(BenchInsertCommand.mapper().readTree(Files.readString(out.resolve("report.json")))).isEqualTo(report);

        assertThat(report.path("database").path("product").asText()).isEqualTo(product);
        assertThat(report.path("run").path("rows").asInt()).isEqualTo(2000);
        List<String> names = new ArrayList<>();
        report.path("keys").forEach(k -> names.add(k.path("name").asText()));
        assertThat(names).containsExactlyElementsOf(keys);

        for (JsonNode key : report.path("keys")) {
            String name = key.path("name").asText();
            if (refused.contains(name)) {
                assertThat(key.path("totalMillis").isNull()).as(name + " has no figures").isTrue();
                assertThat(key.path("rowsInserted").asInt()).as(name + " rows before the refusal").isBetween(0, 1999);
                continue;
            }
            assertThat(key.path("rowsInserted").asInt()).as(name + " rows inserted").isEqualTo(2000);
            JsonNode tenths = key.path("millisPerTenth");
            assertThat(tenths.size()).as(name).isEqualTo(10);
            double sum = 0;
            for (JsonNode t : tenths) {
                assertThat(t.asDouble()).as(name + " tenth").isPositive();
                sum += t.asDouble();
            }
            double total = key.path("totalMillis").asDouble();
            assertThat(total).as(name + " total = sum of the tenths").isCloseTo(sum, org.assertj.core.data.Percentage.withPercentage(1));
            assertThat(key.path("rowsPerSecond").asDouble()).as(name + " rows/s")
                    .isCloseTo(2000 / (total / 1000), org.assertj.core.data.Percentage.withPercentage(0.1));
            assertThat(key.path("tableBytes").asLong()).as(name + " table size").isPositive();
            assertThat(key.path("pkIndexBytes").asLong()).as(name + " PK size").isPositive()
                    .isLessThanOrEqualTo(key.path("tableBytes").asLong());
            if (keys.contains("bigint") && !refused.contains("bigint")) {
                double bigint = find(report, "bigint").path("totalMillis").asDouble();
                assertThat(key.path("ratioToBigint").asDouble()).as(name + " ratio")
                        .isCloseTo(total / bigint, org.assertj.core.data.Percentage.withPercentage(0.1));
            }
            if (name.equals("bigint")) {
                assertThat(key.path("orderMatchesSeqid").isNull()).as("bigint has no order check").isTrue();
            } else {
                assertThat(key.path("orderMatchesSeqid").asBoolean()).as(name + " ORDER BY id = seqid's order").isTrue();
                assertThat(key.path("inGenerationOrder").asBoolean()).as(name + " in generation order as seqid predicts")
                        .isEqualTo(key.path("seqidExpectsGenerationOrder").asBoolean());
            }
        }
        if (keys.contains("v7")) {
            assertThat(find(report, "v7").path("inGenerationOrder").asBoolean()).as("v7 ORDER BY id = generation order").isTrue();
        }
        if (keys.contains("v4")) {
            assertThat(find(report, "v4").path("inGenerationOrder").asBoolean()).as("v4 is not in generation order").isFalse();
        }
        List<String> failed = new ArrayList<>();
        report.path("checks").forEach(c -> {
            if (!c.path("passed").asBoolean()) {
                failed.add(c.toString());
            }
        });
        assertThat(failed).as("failed checks").isEmpty();
        assertThat(report.path("passed").asBoolean()).isTrue();
        for (String key : keys) {
            if (!key.equals("bigint") && !refused.contains(key)) {
                assertThat(checksOf(report, key)).as("checks of " + key).anyMatch(n -> n.startsWith("ORDER BY id = seqid's"));
            }
        }

        String table = Files.readString(out.resolve("report.md"));
        assertThat(table).contains("rows per key into " + product);
        for (String key : keys) {
            assertThat(table).contains("| `" + key + "` |");
        }
        List<String> measured = new ArrayList<>(keys);
        measured.removeAll(refused);
        assertChart(out, keys, measured);
        return report;
    }

    static JsonNode find(JsonNode report, String key) {
        for (JsonNode k : report.path("keys")) {
            if (k.path("name").asText().equals(key)) {
                return k;
            }
        }
        throw new AssertionError("no key " + key + " in " + report);
    }

    static List<String> checksOf(JsonNode report, String key) {
        List<String> names = new ArrayList<>();
        report.path("checks").forEach(c -> {
            if (c.path("key").asText().equals(key) && c.path("passed").asBoolean()) {
                names.add(c.path("name").asText());
            }
        });
        return names;
    }

    /**
     * The PNG is an image with pixels of every key's colour (its line and markers); the SVG parses as
     * SVG and strokes every key's colour, bigint's dashed.
     */
    static void assertChart(Path out, List<String> all, List<String> keys) throws Exception {
        Map<String, Color> colors = ReportChart.colors(all);
        BufferedImage png = ImageIO.read(out.resolve("insert-times.png").toFile());
        assertThat(png).as("insert-times.png is an image").isNotNull();
        assertThat(png.getWidth()).isEqualTo(1000);
        assertThat(png.getHeight()).isEqualTo(600);
        for (String key : keys) {
            if (!key.equals("bigint")) { // black, as the axes' text: not telling
                assertThat(pixels(png, colors.get(key))).as("pixels of " + key + "'s colour in the PNG").isGreaterThan(20);
            }
        }

        Path svgFile = out.resolve("insert-times.svg");
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        Document svg = factory.newDocumentBuilder().parse(svgFile.toFile());
        Element root = svg.getDocumentElement();
        assertThat(root.getTagName()).isEqualTo("svg");
        assertThat(root.getAttribute("viewBox")).isEqualTo("0 0 1000 600");
        String text = Files.readString(svgFile);
        if (keys.contains("bigint")) {
            assertThat(text).as("bigint's dashed line in the SVG").contains("stroke-dasharray:8,6");
        }
        for (String key : keys) {
            Color c = colors.get(key);
            assertThat(text).as(key + "'s colour in the SVG")
                    .contains(String.format(Locale.ROOT, "stroke:rgb(%d,%d,%d)", c.getRed(), c.getGreen(), c.getBlue()));
        }
    }

    private static int pixels(BufferedImage image, Color color) {
        int n = 0;
        int rgb = color.getRGB() & 0xFFFFFF;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xFFFFFF) == rgb) {
                    n++;
                }
            }
        }
        return n;
    }

    /**
     * Whether the process is still running after up to 30 s: {@code pg_ctl stop} returns when the
     * postmaster has removed its pid file, a moment before the process ends.
     */
    static boolean stillRunning(long pid) throws InterruptedException {
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(30);
        while (alive(pid) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        return alive(pid);
    }

    /** Whether the process with this id is still running. */
    static boolean alive(long pid) {
        return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }

    /** The postmaster's process id from a data directory's postmaster.pid. */
    static long postmasterPid(Path dataDirectory) throws IOException {
        return Long.parseLong(Files.readAllLines(dataDirectory.resolve("postmaster.pid")).get(0).trim());
    }
}
