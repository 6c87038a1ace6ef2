package dev.seqid;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The tables of {@code docs/settings.md}, read for the tests that keep them and the code in step:
 * the builder's column here ({@code SettingsTableBuilderTest}), the Kotlin DSL's in kotlin-dsl, the
 * Spring properties' in spring-boot and the command line's in cli. Test code: this module's test jar
 * carries it (with {@link WhiteBox}) to those modules.
 *
 * <p>Every Markdown table of the page whose header is {@link #COLUMNS} is read; a row keeps the
 * {@code ##} section it is under. A cell names things in code spans: {@link Row#names} gives each
 * span's leading name ({@code layout(UuidLayout)} is {@code layout}, {@code layout = …} and
 * {@code layout("name")} are {@code layout}, {@code seqid.layout} and {@code --layout} are
 * themselves, {@code facade --scheme} keeps both words). A cell of only "—" names nothing. The
 * default is the first code span of the Default cell, or none when the cell has no code span.
 */
public final class SettingsTable {

    public static final String SETTING = "Setting";
    public static final String BUILDER = "Builder";
    public static final String KOTLIN = "Kotlin DSL";
    public static final String SPRING = "Spring property";
    public static final String COMMAND_LINE = "Command line";
    public static final String DEFAULT = "Default";
    /** The header of every settings table, in this order. */
    public static final List<String> COLUMNS = List.of(SETTING, BUILDER, KOTLIN, SPRING, COMMAND_LINE, DEFAULT);
    /** The section of the façade's settings. */
    public static final String FACADE_SECTION = "The façade";

    private static final Pattern CODE_SPAN = Pattern.compile("`([^`]+)`");
    private static final Pattern LEADING_NAME = Pattern.compile("^([A-Za-z_][A-Za-z0-9_.-]*|--?[a-z0-9-]+)");
    private static final Pattern SPRING_DURATION = Pattern.compile("(\\d+)(ns|us|ms|s|m|h|d)");

    private SettingsTable() {
    }

    /**
     * One row of a settings table.
     *
     * @param line    its line number on the page, from 1
     * @param section the {@code ##} heading it is under
     * @param cells   the cell of each column of {@link #COLUMNS}
     */
    public record Row(int line, String section, Map<String, String> cells) {

        /** The cell of {@code column}, trimmed. */
        public String cell(String column) {
            String cell = cells.get(column);
            if (cell == null) {
                throw new IllegalArgumentException("no column '" + column + "'; the columns are " + COLUMNS);
            }
            return cell;
        }

        /** The leading name of each code span of {@code column}'s cell, in order; none for "—". */
        public List<String> names(String column) {
            List<String> names = new ArrayList<>();
            Matcher span = CODE_SPAN.matcher(cell(column));
            while (span.find()) {
                names.add(leadingName(span.group(1)));
            }
            return names;
        }

        /** The documented default: the first code span of the Default cell; null (none) if it has none. */
        public String defaultValue() {
            Matcher span = CODE_SPAN.matcher(cell(DEFAULT));
            return span.find() ? span.group(1).strip() : null;
        }

        /** Whether this row is in the façade's section. */
        public boolean facade() {
            return section.equals(FACADE_SECTION);
        }

        @Override
        public String toString() {
            String setting = cell(SETTING).replaceAll(":.*", "");
            return "docs/settings.md:" + line + " (" + (setting.length() > 40 ? setting.substring(0, 40) + "…" : setting) + ")";
        }
    }

    /** The page's path: tests run in their module's folder, so the repository root is its parent. */
    public static Path page() {
        Path page = Path.of("..", "docs", "settings.md").toAbsolutePath().normalize();
        if (!Files.isRegularFile(page)) {
            throw new IllegalStateException("no settings page at " + page + " (tests run in the module folder)");
        }
        return page;
    }

    /** The rows of every settings table of {@code docs/settings.md}. */
    public static List<Row> read() {
        try {
            return parse(Files.readAllLines(page(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every code span of the page outside the tables too, as written. */
    public static List<String> codeSpans() {
        try {
            List<String> spans = new ArrayList<>();
            Matcher span = CODE_SPAN.matcher(Files.readString(page(), StandardCharsets.UTF_8));
            while (span.find()) {
                spans.add(span.group(1).strip());
            }
            return spans;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The rows of every table of {@code lines} whose header is {@link #COLUMNS}. */
    public static List<Row> parse(List<String> lines) {
        List<Row> rows = new ArrayList<>();
        String section = "";
        boolean inTable = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.startsWith("## ")) {
                section = line.substring(3).strip();
            }
            if (!line.startsWith("|")) {
                inTable = false;
                continue;
            }
            List<String> cells = cells(line);
            if (cells.equals(COLUMNS)) {
                inTable = true;
                i++; // the delimiter row
                continue;
            }
            if (!inTable) {
                continue;
            }
            if (cells.size() != COLUMNS.size()) {
                throw new IllegalStateException("docs/settings.md:" + (i + 1) + " has " + cells.size() + " cells, the table " + COLUMNS.size());
            }
            Map<String, String> byColumn = new LinkedHashMap<>();
            for (int c = 0; c < cells.size(); c++) {
                byColumn.put(COLUMNS.get(c), cells.get(c));
            }
            rows.add(new Row(i + 1, section, byColumn));
        }
        return rows;
    }

    /** The leading names of {@code column} in every row of {@code rows}. */
    public static Set<String> names(List<Row> rows, String column) {
        Set<String> names = new LinkedHashSet<>();
        rows.forEach(row -> names.addAll(row.names(column)));
        return names;
    }

    /**
     * Whether {@code actual}, a setting's value in the code, is the {@code documented} default (a
     * Default cell's first code span, or null for none): a layout by its name, an enum by its
     * configuration name, an entropy source by {@link EntropySource#named}, a duration in Spring
     * Boot's or ISO-8601 form, {@code Type.method()} as the value of that static method of this
     * package, anything else by its string.
     */
    public static boolean sameDefault(Object actual, String documented) {
        if (documented == null || actual == null) {
            return documented == null && actual == null;
        }
        if (documented.endsWith("()") && documented.contains(".")) {
            return actual.equals(staticValue(documented));
        }
        if (actual instanceof UuidLayout layout) {
            return layout.name().equals(documented);
        }
        if (actual instanceof EntropySource entropy) {
            return EntropySource.names().contains(documented) && entropy == EntropySource.named(documented);
        }
        if (actual instanceof OverflowPolicy policy) {
            return policy.configName().equals(documented);
        }
        if (actual instanceof ClockStepBack choice) {
            return choice.configName().equals(documented);
        }
        if (actual instanceof FacadeScheme scheme) {
            return scheme.configName().equals(documented);
        }
        Duration a = actual instanceof Duration d ? d : duration(actual.toString());
        Duration b = duration(documented);
        if (a != null || b != null) {
            return a != null && a.equals(b);
        }
        return actual.toString().equals(documented);
    }

    /** {@code text} as a duration in Spring Boot's simple form ({@code 250ms}, {@code 1s}) or ISO-8601; null if neither. */
    public static Duration duration(String text) {
        Matcher simple = SPRING_DURATION.matcher(text);
        if (simple.matches()) {
            long n = Long.parseLong(simple.group(1));
            return switch (simple.group(2)) {
                case "ns" -> Duration.ofNanos(n);
                case "us" -> Duration.ofNanos(n * 1_000);
                case "ms" -> Duration.ofMillis(n);
                case "s" -> Duration.ofSeconds(n);
                case "m" -> Duration.ofMinutes(n);
                case "h" -> Duration.ofHours(n);
                default -> Duration.ofDays(n);
            };
        }
        if (text.toUpperCase(Locale.ROOT).startsWith("P")) {
            try {
                return Duration.parse(text);
            } catch (DateTimeParseException e) {
                return null;
            }
        }
        return null;
    }

    /**
     * The settings {@code generator} was built with, by the name of the {@link UuidGenerator.Builder}
     * method that sets each ({@code after}: null for no floor, else the floor).
     *
     * @throws IllegalStateException for a builder setting this method cannot read from a generator
     *                               yet (a new one: teach it here)
     */
    public static Map<String, Object> settingsOf(UuidGenerator generator) {
        Map<String, Object> settings = new LinkedHashMap<>();
        for (Field setting : UuidGenerator.Builder.class.getDeclaredFields()) {
            if (Modifier.isStatic(setting.getModifiers())) {
                continue;
            }
            String name = setting.getName();
            if (name.equals("after")) {
                Floor floor = generator instanceof OrderedUuidGenerator ? WhiteBox.state(generator).stepBack.floor : Floor.NONE;
                settings.put(name, floor.equals(Floor.NONE) ? null : floor);
                continue;
            }
            try {
                settings.put(name, UuidGenerator.class.getDeclaredField(name).get(generator));
            } catch (NoSuchFieldException | IllegalAccessException e) {
                throw new IllegalStateException("settingsOf cannot read builder setting '" + name + "' from a generator: teach it how", e);
            }
        }
        return settings;
    }

    /** The leading name of a code span: an identifier (dots kept), an option, or a subcommand and its option. */
    static String leadingName(String span) {
        String text = span.strip();
        String[] words = text.split("\\s+");
        if (words.length >= 2 && words[0].matches("[a-z-]+") && words[1].startsWith("--")) {
            return words[0] + " " + leadingName(words[1]);
        }
        Matcher name = LEADING_NAME.matcher(text);
        return name.find() ? name.group(1) : text;
    }

    /** The value of {@code Type.method()}, a public static method without arguments of a type of this package. */
    private static Object staticValue(String call) {
        String path = call.substring(0, call.length() - 2);
        int dot = path.lastIndexOf('.');
        try {
            Method method = Class.forName("dev.seqid." + path.substring(0, dot)).getMethod(path.substring(dot + 1));
            return method.invoke(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("docs/settings.md names a default " + call + " that is no static method of dev.seqid", e);
        }
    }

    private static List<String> cells(String line) {
        String inner = line.strip();
        inner = inner.substring(1, inner.endsWith("|") ? inner.length() - 1 : inner.length());
        List<String> cells = new ArrayList<>();
        for (String cell : inner.split("\\|", -1)) {
            cells.add(cell.strip());
        }
        return cells;
    }
}
