package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Boundary values of the checks on input: the byte readers' 16-byte check and its message, the
 * parser's message (abbreviation length, how it shows a character), the list of order names in
 * {@link UuidOrder#named}'s error, MariaDB's byte test at its edges, and the largest batch
 * {@link UuidGenerator#nextLongs} accepts.
 */
class InputBoundaryTest {

    private static final String VECTOR = "017f22e2-79b0-7cc3-98c4-dc0c0c07398f";

    // ---------------------------------------------------------------- UuidCodec

    @Test
    void everyByteReaderSaysHowManyBytesAFifteenByteArrayHolds() {
        byte[] fifteen = new byte[15];
        String expected = "a UUID needs 16 bytes from offset 0, but the array has 15 bytes and only 15 from that offset"
                + " (expected 0 <= offset <= array length - 16)";
        assertThatThrownBy(() -> UuidCodec.fromBytes(fifteen, 0)).isInstanceOf(IndexOutOfBoundsException.class).hasMessage(expected);
        assertThatThrownBy(() -> UuidCodec.fromDotNetBytes(fifteen, 0)).isInstanceOf(IndexOutOfBoundsException.class).hasMessage(expected);
        assertThatThrownBy(() -> UuidCodec.fromMySqlSwapped(fifteen, 0)).isInstanceOf(IndexOutOfBoundsException.class).hasMessage(expected);
    }

    @Test
    void theByteReadersUseSixteenBytesOfALongerArrayAndCheckTheOffset() {
        byte[] seventeen = new byte[17];
        seventeen[16] = 0x11; // the last byte of the id read from offset 1
        assertThat(UuidCodec.fromDotNetBytes(seventeen, 1)).isEqualTo(new UUID(0, 0x11));
        assertThat(UuidCodec.fromMySqlSwapped(seventeen, 1)).isEqualTo(new UUID(0, 0x11));
        assertThatThrownBy(() -> UuidCodec.fromDotNetBytes(seventeen, 2)).hasMessageContaining("only 15 from that offset");
        assertThatThrownBy(() -> UuidCodec.fromMySqlSwapped(seventeen, 2)).hasMessageContaining("only 15 from that offset");
    }

    // ---------------------------------------------------------------- UuidParser, UuidFormatException

    @Test
    void anInputOfEightyCharactersIsShownInFullAndOneOfEightyOneIsAbbreviated() {
        String eighty = "x".repeat(80);
        UuidFormatException e80 = catchThrowableOfType(UuidFormatException.class, () -> UuidParser.parse(eighty));
        assertThat(e80.getMessage()).startsWith("not a UUID: \"" + eighty + "\": it has 80 characters (");
        String eightyOne = "x".repeat(81);
        UuidFormatException e81 = catchThrowableOfType(UuidFormatException.class, () -> UuidParser.parse(eightyOne));
        assertThat(e81.getMessage()).startsWith("not a UUID: \"" + eighty + "... (81 characters)\": it has 81 characters (");
    }

    @Test
    void printableAsciiIsQuotedAndControlCharactersAreShownAsCodePoints() {
        // space (0x20) and tilde (0x7e) are the ends of printable ASCII; 0x1f and DEL (0x7f) lie just outside
        assertThat(UuidParser.parse(VECTOR)).isEqualTo(UUID.fromString(VECTOR));
        assertThat(messageWithAt(' ')).isEqualTo("' ' at index 0 is not a hexadecimal digit");
        assertThat(messageWithAt('~')).isEqualTo("'~' at index 0 is not a hexadecimal digit");
        assertThat(messageWithAt('\u001f')).isEqualTo("U+001F at index 0 is not a hexadecimal digit");
        assertThat(messageWithAt('\u007f')).isEqualTo("U+007F at index 0 is not a hexadecimal digit");
    }

    /** The problem part of the message for VECTOR with {@code c} at index 0. */
    private static String messageWithAt(char c) {
        String text = c + VECTOR.substring(1);
        UuidFormatException e = catchThrowableOfType(UuidFormatException.class, () -> UuidParser.parse(text));
        assertThat(e.index()).isZero();
        String message = e.getMessage();
        String prefix = "not a UUID: \"" + text + "\": ";
        assertThat(message).startsWith(prefix);
        return message.substring(prefix.length(), message.indexOf(" (expected 36 characters"));
    }

    // ---------------------------------------------------------------- UuidOrder

    @Test
    void anUnknownOrderNameListsTheKnownOnesSeparatedByCommas() {
        assertThatThrownBy(() -> UuidOrder.named("oracle"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown UUID order 'oracle'; known: unsigned, sqlserver, dotnet-bytes, mariadb, java");
    }

    @Test
    void mariaDbReversesOnlyAByte6AboveZeroAndBelow0x60WithByte8sTopBitSet() {
        // Stored as is, these compare by bytes 0-7 first; reversed, by bytes 10-15 then 8-9 first.
        // byte 6 = 0x00, byte 8 = 0x80: not reversed, so the high half 0 sorts below 1
        UUID byte6Zero = new UUID(0, 0x8000_0000_0000_0000L);
        UUID one = new UUID(1, 0);
        assertThat(UuidOrder.MARIADB.compare(byte6Zero, one)).isNegative();
        // byte 6 = 0x60, byte 8 = 0x80: not reversed, so 0x6000 sorts below 0x7000 (byte 6 = 0x70, not reversed)
        UUID byte6Sixty = new UUID(0x6000, 0x8000_0000_0000_0000L);
        UUID byte6Seventy = new UUID(0x7000, 0);
        assertThat(UuidOrder.MARIADB.compare(byte6Sixty, byte6Seventy)).isNegative();
        // byte 6 = 0x40, bytes 8-15 = 0: byte 8's top bit is clear, not reversed, so 0x4000 sorts above 0
        UUID lsbZero = new UUID(0x4000, 0);
        UUID highLsb = new UUID(0, 0x7FFF_FFFF_FFFF_FFFFL);
        assertThat(UuidOrder.MARIADB.compare(lsbZero, highLsb)).isPositive();
        // byte 6 = 0x5F, byte 8 = 0x80: reversed, stored with bytes 10-15, 8-9 first (0000 0000 0000 8000), so it
        // sorts above 0x7000 although its bytes 0-7 (0x5F00) are below
        UUID reversed = new UUID(0x5F00, 0x8000_0000_0000_0000L);
        assertThat(UuidOrder.MARIADB.compare(reversed, byte6Seventy)).isPositive();
        // byte 6 = 0x01: reversed too
        assertThat(UuidOrder.MARIADB.compare(new UUID(0x0100, 0x8000_0000_0000_0000L), byte6Seventy)).isPositive();
    }

    // ---------------------------------------------------------------- UuidGenerator

    @Test
    void nextLongsAcceptsACountOfHalfOfIntegerMaxValueAndRejectsOneMore() {
        UuidGenerator g = UuidGenerator.builder().layout(UuidLayout.v4()).entropy(() -> 0L).build();
        int largest = (Integer.MAX_VALUE - 1) / 2;
        // the count is allowed: only the small array is at fault
        assertThatThrownBy(() -> g.nextLongs(new long[2], 0, largest)).isExactlyInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> g.nextLongs(new long[2], 0, largest + 1))
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("count must be 0 to " + largest + ", got " + (largest + 1));
    }
}
