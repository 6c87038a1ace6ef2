package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class UuidParserTest {

    private static final String VECTOR = "017f22e2-79b0-7cc3-98c4-dc0c0c07398f";
    private static final UUID VECTOR_UUID = new UUID(0x017F22E2_79B0_7CC3L, 0x98C4_DC0C0C07398FL);

    private static String withCharAt(String s, int index, char c) {
        return s.substring(0, index) + c + s.substring(index + 1);
    }

    private static UuidFormatException rejected(String text) {
        UuidFormatException e = catchThrowableOfType(UuidFormatException.class, () -> UuidParser.parse(text));
        assertThat(e).as("parse(\"%s\") must throw UuidFormatException", text).isNotNull();
        assertThat(e).isInstanceOf(IllegalArgumentException.class);
        assertThat(e.input()).isEqualTo(text);
        assertThat(e.getMessage()).contains(text);
        return e;
    }

    @Test
    void parsesCanonicalTextInEitherCase() {
        assertThat(UuidParser.parse(VECTOR)).isEqualTo(VECTOR_UUID);
        assertThat(UuidParser.parse(VECTOR.toUpperCase())).isEqualTo(VECTOR_UUID);
        assertThat(UuidParser.parse("017F22e2-79B0-7cC3-98c4-Dc0C0c07398F")).isEqualTo(VECTOR_UUID);
        assertThat(UuidParser.parse(new StringBuilder(VECTOR))).isEqualTo(VECTOR_UUID);
        assertThat(UuidParser.parse("00000000-0000-0000-0000-000000000000")).isEqualTo(new UUID(0, 0));
        assertThat(UuidParser.parse("ffffffff-ffff-ffff-ffff-ffffffffffff")).isEqualTo(new UUID(-1, -1));
        assertThat(UuidParser.parse("FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF")).isEqualTo(new UUID(-1, -1));
        assertThat(UuidParser.parse("01234567-89ab-cdef-0123-456789abcdef"))
                .isEqualTo(new UUID(0x0123456789ABCDEFL, 0x0123456789ABCDEFL));
    }

    @Test
    void roundTripsWithUuidToString() {
        SplittableRandom r = new SplittableRandom(1);
        for (int i = 0; i < 10_000; i++) {
            UUID u = new UUID(r.nextLong(), r.nextLong());
            assertThat(UuidParser.parse(u.toString())).isEqualTo(u);
            assertThat(UuidParser.parse(u.toString().toUpperCase())).isEqualTo(u);
        }
    }

    @Test
    void nullIsANullPointerExceptionWithAMessage() {
        assertThatThrownBy(() -> UuidParser.parse(null))
                .isInstanceOf(NullPointerException.class)
                .hasMessageContaining("null");
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 32, 35, 37, 38, 80})
    void wrongLengthIsRejectedWithIndexMinusOne(int length) {
        String text = (VECTOR + VECTOR + VECTOR).substring(0, Math.min(length, 108));
        UuidFormatException e = rejected(text);
        assertThat(e.index()).isEqualTo(-1);
        assertThat(e.getMessage()).contains(length + " characters");
    }

    @Test
    void lengthErrorsOfCommonShapes() {
        assertThat(rejected(VECTOR.substring(1)).index()).isEqualTo(-1); // 35
        assertThat(rejected(VECTOR + "0").index()).isEqualTo(-1); // 37
        assertThat(rejected(VECTOR.replace("-", "")).index()).isEqualTo(-1); // 32 hex digits, no hyphens
        assertThat(rejected("{" + VECTOR + "}").index()).isEqualTo(-1);
        assertThat(rejected(" " + VECTOR).index()).isEqualTo(-1);
        assertThat(rejected(VECTOR + " ").index()).isEqualTo(-1);
        assertThat(rejected(VECTOR + "\n").index()).isEqualTo(-1);
        // lenient forms that UUID.fromString accepts
        assertThat(rejected("1-2-3-4-5").index()).isEqualTo(-1);
        assertThat(rejected("").index()).isEqualTo(-1);
    }

    @Test
    void veryLongInputIsAbbreviatedInTheMessage() {
        String text = "0".repeat(10_000);
        UuidFormatException e = catchThrowableOfType(UuidFormatException.class, () -> UuidParser.parse(text));
        assertThat(e.input()).isEqualTo(text);
        assertThat(e.getMessage()).contains("0".repeat(80)).contains("10000").hasSizeLessThan(500);
    }

    @ParameterizedTest
    @CsvSource({
        // index, replacement: a hex digit where a hyphen belongs
        "8, a", "13, 0", "18, F", "23, 9",
        // other separators
        "8, _", "13, :", "18, ' '", "23, +"})
    void missingHyphenIsReportedAtItsIndex(int index, char replacement) {
        String text = withCharAt(VECTOR, index, replacement);
        UuidFormatException e = rejected(text);
        assertThat(e.index()).isEqualTo(index);
        assertThat(e.getMessage()).contains("index " + index).contains("'-'");
    }

    @Test
    void misplacedHyphensAreReportedAtTheFirstOffendingIndex() {
        // hyphen moved one place left: "017f22e-279b0-..." -> index 7 is a '-' where a digit belongs
        String left = "017f22e-279b0-7cc3-98c4-dc0c0c07398f";
        UuidFormatException e = rejected(left);
        assertThat(e.index()).isEqualTo(7);
        assertThat(e.getMessage()).contains("index 7").contains("'-'");
        // moved one place right: index 8 holds '2' where '-' belongs
        String right = "017f22e22-9b0-7cc3-98c4-dc0c0c07398f";
        assertThat(rejected(right).index()).isEqualTo(8);
        // group widths 8-4-4-4-12 are fixed: 4-8-4-4-12 is wrong at index 4
        assertThat(rejected("017f-22e279b0-7cc3-98c4-dc0c0c07398f").index()).isEqualTo(4);
        // a hyphen at the very end
        assertThat(rejected("017f22e2-79b0-7cc3-98c4-dc0c0c07398-").index()).isEqualTo(35);
    }

    @ParameterizedTest
    @CsvSource({
        "0, g", "20, G", "35, z", "30, ' '", "1, x", "2, '.'", "14, '@'", "19, '`'", "24, '/'", "25, ':'"})
    void asciiNonHexCharactersAreReportedAtTheirIndex(int index, char c) {
        String text = withCharAt(VECTOR, index, c);
        UuidFormatException e = rejected(text);
        assertThat(e.index()).isEqualTo(index);
        assertThat(e.getMessage()).contains("index " + index).contains("'" + c + "'");
    }

    @Test
    void nonAsciiDigitsThatCharacterDigitAcceptsAreRejected() {
        // Character.digit accepts all of these as hexadecimal digits; the canonical form does not.
        char[] tricky = {
            '\u0663', // ARABIC-INDIC DIGIT THREE
            '\u0967', // DEVANAGARI DIGIT ONE
            '\uFF10', // FULLWIDTH DIGIT ZERO
            '\uFF21', // FULLWIDTH LATIN CAPITAL LETTER A
            '\uFF46', // FULLWIDTH LATIN SMALL LETTER F
            '\u00A0', // NO-BREAK SPACE (not a digit at all)
            '\u0000',
        };
        assertThat(Character.digit('\u0663', 16)).isEqualTo(3);
        assertThat(Character.digit('\uFF21', 16)).isEqualTo(10);
        for (char c : tricky) {
            for (int index : new int[] {0, 14, 35}) {
                String text = withCharAt(VECTOR, index, c);
                UuidFormatException e = rejected(text);
                assertThat(e.index()).isEqualTo(index);
                assertThat(e.getMessage()).contains("index " + index)
                        .contains(String.format("U+%04X", (int) c));
            }
        }
    }

    @Test
    void leadingOrTrailingSpaceInPlaceOfADigitIsRejected() {
        assertThat(rejected(" " + VECTOR.substring(1)).index()).isEqualTo(0);
        assertThat(rejected(VECTOR.substring(0, 35) + " ").index()).isEqualTo(35);
        assertThat(rejected("\t" + VECTOR.substring(1)).index()).isEqualTo(0);
    }

    @Test
    void everyPositionRejectsEveryNonHexAsciiCharacter() {
        for (int index = 0; index < 36; index++) {
            boolean hyphenSlot = index == 8 || index == 13 || index == 18 || index == 23;
            for (char c = 0; c < 128; c++) {
                boolean ok = hyphenSlot ? c == '-' : "0123456789abcdefABCDEF".indexOf(c) >= 0;
                String text = withCharAt(VECTOR, index, c);
                if (ok) {
                    assertThat(UuidParser.parse(text)).isEqualTo(UUID.fromString(text));
                } else {
                    int at = index;
                    UuidFormatException e = catchThrowableOfType(UuidFormatException.class, () -> UuidParser.parse(text));
                    assertThat(e).as("char %d at %d", (int) c, at).isNotNull();
                    assertThat(e.index()).isEqualTo(index);
                }
            }
        }
    }
}
