package dev.seqid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.seqid.TypeId;
import dev.seqid.UlidText;
import dev.seqid.UuidLayout;
import dev.seqid.UuidParser;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Fuzzes {@code seqid inspect} in-process ({@link CommandResult#run}) with arbitrary UUID arguments,
 * an optional {@code --layout} from the known names (v1 and {@link UuidLayout#names()}) and an
 * optional {@code --json}.
 *
 * <p>Property: the exit code is 0 or 1, never a stack trace on standard error; every argument is
 * either printed (in order; an argument any of the core's parsers reads, as a canonical UUID, a
 * TypeID or ULID text) or named on standard error (its text, as far as the message shows it),
 * and the exit code is 1 exactly when some argument was not printed. With {@code --json} every output
 * line parses (Jackson) as a JSON object with the keys {@code uuid}, {@code version}, {@code variant},
 * {@code layout} and {@code timestamp}, whose values agree with the argument and the layout asked for.
 *
 * <p>Regression mode runs in every build, on the empty input and on the seeds in
 * {@code src/test/resources/dev/seqid/cli/InspectCommandFuzzTestInputs/inspectExitsZeroOrOneAndNamesEveryBadInput/},
 * each named for its case: the nil id and the all-ones id under every layout (with and without
 * {@code --json}), the RFC 9562 v1, v6 and v7 vectors under their layouts, upper case, and bad
 * arguments among good ones (empty, option-like, braces, no hyphens, one bad digit, a backslash and a
 * quote, 100 characters of which the message shows 80), and a TypeID, ULID text and a TypeID with an
 * upper-case prefix (with and without {@code --json}). A seed is read the {@link FuzzedDataProvider}
 * way: the booleans, the layout's index, the count and the ids from the end of the file, the text
 * arguments from its start (a backslash doubled, a backslash and another character ending one). To
 * fuzz:
 * {@code JAZZER_FUZZ=1 ./mvnw -B -pl cli -am test -Djcstress.skip=true -Dsurefire.failIfNoSpecifiedTests=false -Dtest=InspectCommandFuzzTest}
 */
class InspectCommandFuzzTest {

    private static final List<String> LAYOUTS = Stream.concat(Stream.of("v1"), UuidLayout.names().stream()).toList();
    private static final ObjectMapper JSON = new ObjectMapper();
    /** What {@code UuidFormatException} shows of a long input. */
    private static final int SHOWN_CHARACTERS = 80;

    @FuzzTest(maxDuration = "2m")
    void inspectExitsZeroOrOneAndNamesEveryBadInput(FuzzedDataProvider data) throws Exception {
        List<String> args = new ArrayList<>(List.of("inspect"));
        boolean json = data.consumeBoolean();
        if (json) {
            args.add("--json");
        }
        String layout = null;
        if (data.consumeBoolean()) {
            layout = data.pickValue(LAYOUTS);
            args.add("--layout");
            args.add(layout);
        }
        args.add("--"); // every argument after this is a UUID, even "-x" or "--json"
        List<String> uuids = new ArrayList<>();
        int count = data.consumeInt(1, 4);
        for (int i = 0; i < count; i++) {
            uuids.add(uuidArgument(data));
        }
        args.addAll(uuids);

        CommandResult result = CommandResult.run(args.toArray(String[]::new));

        String context = "seqid " + String.join(" ", args) + "\nstdout: " + result.out() + "\nstderr: " + result.err();
        assertThat(result.exitCode()).as(context).isIn(0, 1);
        String errorsWithoutArguments = result.err();
        for (String text : uuids) {
            errorsWithoutArguments = errorsWithoutArguments.replace(text, "").replace(shown(text), "");
        }
        assertThat(errorsWithoutArguments).as("no stack trace on stderr\n%s", context).doesNotContain("Exception").doesNotContain("\tat ");
        List<UUID> printed = json ? checkJsonLines(result, layout, context) : textBlockIds(result);

        // Each argument is printed (in order), or named on standard error.
        int next = 0;
        boolean someRejected = false;
        for (String text : uuids) {
            UUID parsed = parseOrNull(text);
            if (parsed != null && next < printed.size() && printed.get(next).equals(parsed)) {
                next++;
                continue;
            }
            someRejected = true;
            assertThat(result.err()).as("argument \"%s\" neither printed nor named on stderr\n%s", text, context)
                    .contains("seqid inspect: ").contains(shown(text));
        }
        assertThat(next).as("every printed id is an argument, in order\n%s", context).isEqualTo(printed.size());
        assertThat(result.exitCode()).as("exit code 1 exactly when some argument was rejected\n%s", context)
                .isEqualTo(someRejected ? 1 : 0);
        assertThat(result.err().isEmpty()).as("stderr empty exactly when nothing was rejected\n%s", context).isEqualTo(!someRejected);
    }

    /**
     * Jazzer's regression mode runs the files of {@code <test class>Inputs/<fuzz method>/} in the
     * test class's resource package and nothing else: a renamed class or method would leave the
     * seeds unrun, with only the empty input left and no failure.
     */
    @Test
    void seedsAreWhereRegressionModeLooksForThem() throws Exception {
        String method = "inspectExitsZeroOrOneAndNamesEveryBadInput";
        assertThat(InspectCommandFuzzTest.class.getDeclaredMethod(method, FuzzedDataProvider.class).isAnnotationPresent(FuzzTest.class)).isTrue();
        URL seeds = InspectCommandFuzzTest.class.getResource("InspectCommandFuzzTestInputs/" + method);
        assertThat(seeds).as("seed directory InspectCommandFuzzTestInputs/%s beside this class", method).isNotNull();
        try (Stream<Path> files = Files.list(Path.of(seeds.toURI()))) {
            assertThat(files.count()).as("seeds in %s", seeds).isGreaterThanOrEqualTo(28);
        }
    }

    /** A UUID in either case (so that decoding gets exercised), or arbitrary text. */
    private static String uuidArgument(FuzzedDataProvider data) {
        String text;
        if (data.consumeBoolean()) {
            String canonical = new UUID(data.consumeLong(), data.consumeLong()).toString();
            text = data.consumeBoolean() ? canonical.toUpperCase(Locale.ROOT) : canonical;
        } else {
            text = data.consumeString(100);
        }
        return text;
    }

    /** What an error message shows of {@code text}: all of it, or its first characters. */
    private static String shown(String text) {
        return text.length() <= SHOWN_CHARACTERS ? text : text.substring(0, SHOWN_CHARACTERS);
    }

    /** The id {@code text} spells as a canonical UUID, a TypeID or ULID text, by the core's parsers; null if none reads it. */
    private static UUID parseOrNull(String text) {
        try {
            return UuidParser.parse(text);
        } catch (IllegalArgumentException e) {
            TypeId typeId = TypeId.tryParse(text);
            return typeId != null ? typeId.uuid() : UlidText.tryParse(text);
        }
    }

    /** Checks each line of {@code --json} output with a real JSON parser; returns the ids, in order. */
    private static List<UUID> checkJsonLines(CommandResult result, String layout, String context) throws Exception {
        List<UUID> ids = new ArrayList<>();
        for (String line : result.lines()) {
            JsonNode object = JSON.readTree(line);
            assertThat(object.isObject()).as("line %s\n%s", line, context).isTrue();
            for (String key : List.of("uuid", "version", "variant", "layout", "timestamp")) {
                assertThat(object.has(key)).as("key %s in %s\n%s", key, line, context).isTrue();
            }
            UUID id = UuidParser.parse(object.get("uuid").asText());
            assertThat(object.get("uuid").asText()).as(context).isEqualTo(id.toString());
            assertThat(object.get("version").isInt()).as(context).isTrue();
            assertThat(object.get("version").asInt()).as(context).isEqualTo(id.version());
            assertThat(object.get("variant").isTextual()).as(context).isTrue();
            assertThat(object.get("layout").isTextual()).as(context).isTrue();
            if (layout != null) {
                assertThat(object.get("layout").asText()).as(context).isEqualTo(layout);
            }
            JsonNode timestamp = object.get("timestamp");
            assertThat(timestamp.isNull() || timestamp.isTextual()).as(context).isTrue();
            if (timestamp.isTextual()) {
                Instant.parse(timestamp.asText()); // an ISO-8601 instant, or DateTimeParseException fails the run
            }
            ids.add(id);
        }
        return ids;
    }

    /** The ids of the {@code key: value} text blocks. */
    private static List<UUID> textBlockIds(CommandResult result) {
        return result.lines().stream().filter(line -> line.startsWith("uuid: "))
                .map(line -> UuidParser.parse(line.substring("uuid: ".length()))).toList();
    }
}
