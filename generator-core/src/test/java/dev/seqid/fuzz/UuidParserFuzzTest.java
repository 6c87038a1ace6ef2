package dev.seqid.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.seqid.UuidFormatException;
import dev.seqid.UuidParser;
import java.util.Locale;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * Fuzzes {@link UuidParser#parse(CharSequence)}.
 *
 * <p>Property: for any text, {@code parse} either returns the UUID whose canonical lower-case
 * string is the lower-cased text (so it accepted exactly the canonical 8-4-4-4-12 form, checked
 * against an independent regular expression), or throws {@link UuidFormatException} whose message
 * shows the input and whose {@link UuidFormatException#index()} points at the first offending
 * character (-1 for a wrong length). Any other exception is a failure.
 *
 * <p>Regression mode (seeds in {@code src/test/resources/dev/seqid/fuzz/UuidParserFuzzTestInputs/}
 * only) runs in every build. To fuzz:
 * {@code JAZZER_FUZZ=1 ./mvnw -B -pl generator-core -am test -Djcstress.skip=true -Dsurefire.failIfNoSpecifiedTests=false -Dtest=UuidParserFuzzTest}
 */
class UuidParserFuzzTest {

    /** The canonical form, written independently of the parser. */
    private static final Pattern CANONICAL =
            Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

    @FuzzTest(maxDuration = "2m")
    void parseAcceptsExactlyTheCanonicalForm(FuzzedDataProvider data) {
        String text = data.consumeBoolean() ? nearlyCanonical(data) : data.consumeRemainingAsString();
        checkParse(text);
    }

    /** A canonical UUID string (random case) with a few characters replaced, inserted or removed. */
    private static String nearlyCanonical(FuzzedDataProvider data) {
        String canonical = new UUID(data.consumeLong(), data.consumeLong()).toString();
        StringBuilder text = new StringBuilder(data.consumeBoolean() ? canonical.toUpperCase(Locale.ROOT) : canonical);
        int edits = data.consumeInt(0, 3);
        for (int i = 0; i < edits && text.length() > 0; i++) {
            int at = data.consumeInt(0, text.length() - 1);
            switch (data.consumeInt(0, 2)) {
                case 0 -> text.setCharAt(at, data.consumeChar());
                case 1 -> text.insert(at, data.consumeChar());
                default -> text.deleteCharAt(at);
            }
        }
        return text.toString();
    }

    static void checkParse(String text) {
        UUID parsed;
        try {
            parsed = UuidParser.parse(text);
        } catch (UuidFormatException e) {
            checkRejection(text, e);
            return;
        }
        assertThat(CANONICAL.matcher(text).matches()).as("parse accepted non-canonical text \"%s\"", text).isTrue();
        assertThat(parsed.toString()).as("round trip of \"%s\"", text).isEqualTo(text.toLowerCase(Locale.ROOT));
    }

    private static void checkRejection(String text, UuidFormatException e) {
        assertThat(CANONICAL.matcher(text).matches()).as("parse rejected canonical text \"%s\": %s", text, e.getMessage()).isFalse();
        assertThat(e.input()).isEqualTo(text);
        String message = e.getMessage();
        assertThat(message).isNotBlank().startsWith("not a UUID: \"");
        // The input is shown, abbreviated after 80 characters.
        assertThat(message).contains(text.length() <= 80 ? text : text.substring(0, 80));
        if (text.length() != 36) {
            assertThat(e.index()).as("index for a text of length %d", text.length()).isEqualTo(-1);
            assertThat(message).contains("it has " + text.length() + " characters");
            return;
        }
        int index = e.index();
        assertThat(index).as("index of the offending character in \"%s\"", text).isBetween(0, 35);
        for (int i = 0; i < index; i++) {
            assertThat(isValidAt(text.charAt(i), i)).as("character %d of \"%s\" before the reported index %d", i, text, index).isTrue();
        }
        assertThat(isValidAt(text.charAt(index), index)).as("reported character %d of \"%s\"", index, text).isFalse();
        assertThat(message).contains("index " + index);
    }

    private static boolean isValidAt(char ch, int index) {
        if (index == 8 || index == 13 || index == 18 || index == 23) {
            return ch == '-';
        }
        return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
    }
}
