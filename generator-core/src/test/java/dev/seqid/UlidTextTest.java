package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.f4b6a3.ulid.Ulid;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * ULID text: the same text ulid-creator writes and reads, both ways; either case on input; no
 * aliases, no overflow; the order of a generator's ids kept by the texts.
 */
class UlidTextTest {

    @Test
    void ulidCreatorWritesAndReadsTheSameTextForRandomUuidsBothWays() {
        SplittableRandom random = new SplittableRandom(20261206L);
        for (int i = 0; i < 10_000; i++) {
            UUID id = new UUID(random.nextLong(), random.nextLong());

            String ours = UlidText.format(id);
            String theirs = Ulid.from(id).toString();
            assertThat(ours).isEqualTo(theirs);
            assertThat(UlidText.parse(theirs)).isEqualTo(id);
            assertThat(Ulid.from(ours).toUuid()).isEqualTo(id);
            assertThat(UlidText.parse(theirs.toLowerCase(Locale.ROOT))).isEqualTo(id);
        }
    }

    @Test
    void aV7IdsUlidTextStartsWithTheMillisecondAUlidOfThatTimeHas() {
        UUID id = UUID.fromString("01890a5d-ac96-774b-bcce-b302099a8057");
        String text = UlidText.format(id);

        assertThat(text).isEqualTo("01H455VB4PEX5VSKNK084SN02Q");
        assertThat(Ulid.from(text).getTime()).isEqualTo(UuidLayout.v7().instantOf(id).toEpochMilli());
        // the TypeID of the same bits is the same 26 characters in lower case
        assertThat(TypeId.of("", id).toString()).isEqualTo(text.toLowerCase(Locale.ROOT));
    }

    @Test
    void theEdgesOfTheRange() {
        assertThat(UlidText.format(new UUID(0, 0))).isEqualTo("00000000000000000000000000");
        assertThat(UlidText.format(new UUID(-1, -1))).isEqualTo("7ZZZZZZZZZZZZZZZZZZZZZZZZZ");
        assertThat(UlidText.parse("7zzzzzzzzzzzzzzzzzzzzzzzzz")).isEqualTo(new UUID(-1, -1));
        assertThat(UlidText.parse("00000000000000000000000001")).isEqualTo(new UUID(0, 1));
        assertThat(UlidText.parse("0000000000000000000000000G")).isEqualTo(new UUID(0, 16));
    }

    @Test
    void badTextIsRefusedSayingWhatAndWhere() {
        assertThatThrownBy(() -> UlidText.parse("81H455VB4PEX5VSKNK084SN02Q")).isInstanceOf(UuidFormatException.class)
                .hasMessageStartingWith("not ULID text: \"81H455VB4PEX5VSKNK084SN02Q\": '8' at index 0 is above '7'")
                .hasMessageContaining("such as 01H455VB4PEX5VSKNK084SN02Q")
                .satisfies(e -> assertThat(((UuidFormatException) e).index()).isZero());
        assertThatThrownBy(() -> UlidText.parse("01H455VB4PEX5VSKNK084SN0IQ"))
                .hasMessageContaining("'I' at index 24 is not in the alphabet (Crockford's base32 leaves out i, l, o and u,"
                        + " and this reader takes no aliases for them)")
                .satisfies(e -> assertThat(((UuidFormatException) e).index()).isEqualTo(24));
        assertThatThrownBy(() -> UlidText.parse("01H455VB4PEX5VSKNK084SN02")).hasMessageContaining("it has 25 characters, not 26")
                .satisfies(e -> assertThat(((UuidFormatException) e).index()).isEqualTo(-1));
        assertThatThrownBy(() -> UlidText.parse("01H455VB-PEX5VSKNK084SN02Q")).hasMessageContaining("'-' at index 8 is not a digit");
        assertThatThrownBy(() -> UlidText.parse("01H455VB4PEX5VSKNK084SN0\u00e9Q")).hasMessageContaining("U+00E9 at index 24");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "01H455VB4PEX5VSKNK084SN02QQ", "01H455VB4PEX5VSKNK084SN02Q ", "0IH455VB4PEX5VSKNK084SN02Q",
            "0LH455VB4PEX5VSKNK084SN02Q", "O1H455VB4PEX5VSKNK084SN02Q", "01U455VB4PEX5VSKNK084SN02Q", "ZZZZZZZZZZZZZZZZZZZZZZZZZZ"})
    void nothingButUlidTextParses(String text) {
        assertThat(UlidText.tryParse(text)).isNull();
        assertThatThrownBy(() -> UlidText.parse(text)).isInstanceOf(UuidFormatException.class);
        assertThat(UlidText.tryParse(null)).isNull();
    }

    @Test
    void theTextsOfOneGeneratorSortAsStringsInTheIdsOrder() {
        UuidGenerator ids = UuidGenerator.builder().build();
        String previous = UlidText.format(ids.next());
        for (int i = 0; i < 100_000; i++) {
            String text = UlidText.format(ids.next());
            assertThat(text.compareTo(previous)).as("text %d after %s", i, previous).isPositive();
            previous = text;
        }
    }
}
