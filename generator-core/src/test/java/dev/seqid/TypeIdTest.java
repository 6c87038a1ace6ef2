package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * TypeID (specification 0.3.0): the specification's published vectors, every one in both
 * directions; the rules at their edges; messages that say what is wrong and where; round trips and
 * the order of the texts.
 */
class TypeIdTest {

    private static final Pattern OBJECT = Pattern.compile("\\{([^}]*)}");
    private static final Pattern FIELD = Pattern.compile("\"(\\w+)\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");

    /** The objects of a flat JSON array of string fields, as the specification's files are. */
    static List<Map<String, String>> vectors(String file) throws IOException {
        try (InputStream in = Objects.requireNonNull(TypeIdTest.class.getResourceAsStream("/typeid-spec/" + file), file)) {
            String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            List<Map<String, String>> objects = new ArrayList<>();
            Matcher object = OBJECT.matcher(json);
            while (object.find()) {
                Map<String, String> fields = new LinkedHashMap<>();
                Matcher field = FIELD.matcher(object.group(1));
                while (field.find()) {
                    fields.put(field.group(1), field.group(2));
                }
                objects.add(fields);
            }
            return objects;
        }
    }

    static Stream<Arguments> valid() throws IOException {
        return vectors("valid.json").stream().map(v -> Arguments.of(v.get("name"), v.get("typeid"), v.get("prefix"), v.get("uuid")));
    }

    static Stream<Arguments> invalid() throws IOException {
        return vectors("invalid.json").stream().map(v -> Arguments.of(v.get("name"), v.get("typeid"), v.get("description")));
    }

    @Test
    void theSpecificationsFilesAreReadInFull() throws IOException {
        assertThat(vectors("valid.json")).hasSize(9).allSatisfy(v -> assertThat(v).containsKeys("name", "typeid", "prefix", "uuid"));
        assertThat(vectors("invalid.json")).hasSize(19).allSatisfy(v -> assertThat(v).containsKeys("name", "typeid", "description"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("valid")
    void eachValidVectorParsesToItsUuidAndIsWrittenBackAsGiven(String name, String text, String prefix, String uuid) {
        UUID id = UUID.fromString(uuid);

        TypeId parsed = TypeId.parse(text);
        assertThat(parsed.prefix()).isEqualTo(prefix);
        assertThat(parsed.uuid()).isEqualTo(id);
        assertThat(TypeId.tryParse(text)).isEqualTo(parsed);
        assertThat(TypeId.prefix(prefix).parse(text)).isEqualTo(id);
        assertThat(TypeId.prefix(prefix).tryParse(text)).isEqualTo(id);

        assertThat(TypeId.of(prefix, id)).hasToString(text);
        assertThat(TypeId.prefix(prefix).format(id)).isEqualTo(text);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invalid")
    void eachInvalidVectorIsRefusedWithAMessageAndTryParseGivesNull(String name, String text, String description) {
        assertThatThrownBy(() -> TypeId.parse(text))
                .as(description)
                .isInstanceOf(UuidFormatException.class)
                .hasMessageStartingWith("not a TypeID: \"")
                .hasMessageContaining("such as inv_01h455vb4pex5vsknk084sn02q")
                .satisfies(e -> assertThat(((UuidFormatException) e).input()).isEqualTo(text));
        assertThat(TypeId.tryParse(text)).as(description).isNull();
        assertThat(TypeId.prefix("prefix").tryParse(text)).as(description).isNull();
        assertThatThrownBy(() -> TypeId.prefix("prefix").parse(text)).isInstanceOf(UuidFormatException.class);
    }

    @Test
    void messagesSayWhatIsWrongAndWhere() {
        assertThat(refusal("inv_01h455vb4pex5vsknk084sn0iq")).satisfies(e -> {
            assertThat(e.index()).isEqualTo(28);
            assertThat(e).hasMessageContaining("'i' at index 28 is not in the alphabet");
        });
        assertThat(refusal("inv_81h455vb4pex5vsknk084sn02q")).satisfies(e -> {
            assertThat(e.index()).isEqualTo(4);
            assertThat(e).hasMessageContaining("'8' at index 4 is above '7'");
        });
        assertThat(refusal("inv_01H455vb4pex5vsknk084sn02q")).satisfies(e -> {
            assertThat(e.index()).isEqualTo(6);
            assertThat(e).hasMessageContaining("'H' at index 6 is upper case");
        });
        assertThat(refusal("Inv_01h455vb4pex5vsknk084sn02q")).satisfies(e -> {
            assertThat(e.index()).isZero();
            assertThat(e).hasMessageContaining("'I' at index 0 is not a lower-case letter a-z or '_' (a prefix is lower case)");
        });
        assertThat(refusal("inv_01h455vb4pex5vsknk084sn02")).satisfies(e -> {
            assertThat(e.index()).isEqualTo(-1);
            assertThat(e).hasMessageContaining("the part after the last '_' has 25 characters, not 26");
        });
        assertThat(refusal("_01h455vb4pex5vsknk084sn02q")).hasMessageContaining("with an empty prefix the separator is left out");
        assertThat(refusal("inv__01h455vb4pex5vsknk084sn02q")).hasMessageContaining("the prefix ends with '_' at index 3");
        assertThat(refusal("inv\u000001h455vb4pex5vsknk084sn02q")).hasMessageContaining("has 30 characters, not 26");
    }

    @Test
    void anExpectedPrefixIsCheckedAndBothAreNamed() {
        TypeId.Prefix customers = TypeId.prefix("cus");
        String invoice = TypeId.prefix("inv").format(UUID.fromString("01890a5d-ac96-774b-bcce-b302099a8057"));

        assertThatThrownBy(() -> customers.parse(invoice))
                .isInstanceOf(UuidFormatException.class)
                .hasMessage("not a TypeID of prefix 'cus': \"inv_01h455vb4pex5vsknk084sn02q\" has the prefix 'inv'; expected cus_ and 26 characters");
        assertThat(customers.tryParse(invoice)).isNull();
        assertThatThrownBy(() -> customers.parse("01h455vb4pex5vsknk084sn02q")).hasMessageContaining("has no prefix; expected cus_");
        assertThatThrownBy(() -> TypeId.prefix("").parse(invoice)).hasMessageContaining("has the prefix 'inv'; expected 26 characters without a prefix");
        // a longer prefix that starts with the expected one, and one that is cut short
        assertThat(customers.tryParse("cust_01h455vb4pex5vsknk084sn02q")).isNull();
        assertThatThrownBy(() -> customers.parse("cust_01h455vb4pex5vsknk084sn02q")).hasMessageContaining("has the prefix 'cust'");
        assertThatThrownBy(() -> customers.parse("cu_01h455vb4pex5vsknk084sn02q")).hasMessageContaining("has the prefix 'cu'");
        // a bad text under the expected prefix says what is bad, not only that the prefix differs
        assertThatThrownBy(() -> customers.parse("cus_01h455vb4pex5vsknk084sn0iq"))
                .hasMessageStartingWith("not a TypeID of prefix 'cus': ").hasMessageContaining("'i' at index 28");
    }

    @Test
    void prefixesAreCheckedAtTheirEdges() {
        String sixtyThree = "a".repeat(63);
        assertThat(TypeId.prefix(sixtyThree).name()).hasSize(63);
        assertThat(TypeId.prefix("").format(new UUID(0, 0))).isEqualTo("00000000000000000000000000");
        assertThat(TypeId.prefix("a").name()).isEqualTo("a");
        assertThat(TypeId.prefix("a_b").name()).isEqualTo("a_b");
        assertThat(TypeId.of(sixtyThree, new UUID(0, 1)).toString()).hasSize(63 + 1 + 26);

        assertThatThrownBy(() -> TypeId.prefix(sixtyThree + "a")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the prefix has 64 characters, more than 63");
        assertThatThrownBy(() -> TypeId.prefix("_")).hasMessageContaining("starts with '_' at index 0");
        assertThatThrownBy(() -> TypeId.prefix("inv_")).hasMessageContaining("ends with '_' at index 3");
        assertThatThrownBy(() -> TypeId.prefix("Inv")).hasMessageContaining("(a prefix is lower case)");
        assertThatThrownBy(() -> TypeId.prefix("in-v")).hasMessageContaining("'-' at index 2");
        assertThatThrownBy(() -> TypeId.of("x9", new UUID(0, 0))).hasMessageContaining("'9' at index 1");
        assertThatThrownBy(() -> TypeId.prefix(null)).isInstanceOf(NullPointerException.class).hasMessageContaining("use \"\"");

        String parsedSixtyThree = sixtyThree + "_01h455vb4pex5vsknk084sn02q";
        assertThat(TypeId.parse(parsedSixtyThree).prefix()).isEqualTo(sixtyThree);
        assertThat(TypeId.tryParse("a" + parsedSixtyThree)).isNull();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " ", "inv", "inv_", "01h455vb4pex5vsknk084sn02q_", "inv_01h455vb4pex5vsknk084sn02q\n"})
    void nothingButATypeIdParses(String text) {
        assertThat(TypeId.tryParse(text)).isNull();
        assertThatThrownBy(() -> TypeId.parse(text)).isInstanceOf(UuidFormatException.class);
    }

    @Test
    void randomUuidsRoundTripUnderRandomPrefixes() {
        SplittableRandom random = new SplittableRandom(20261206L);
        for (int i = 0; i < 20_000; i++) {
            UUID id = new UUID(random.nextLong(), random.nextLong());
            String prefix = randomPrefix(random);
            String text = TypeId.of(prefix, id).toString();

            assertThat(text).hasSize((prefix.isEmpty() ? 0 : prefix.length() + 1) + 26).matches("([a-z_]*_)?[0-7][0-9a-hjkmnp-tv-z]{25}");
            TypeId back = TypeId.parse(text);
            assertThat(back.uuid()).isEqualTo(id);
            assertThat(back.prefix()).isEqualTo(prefix);
            assertThat(TypeId.prefix(prefix).parse(new StringBuilder(text))).isEqualTo(id);
        }
    }

    @Test
    void theTextsOfOneGeneratorSortAsStringsInTheIdsOrder() {
        UuidGenerator ids = UuidGenerator.builder().build();
        TypeId.Prefix invoices = TypeId.prefix("inv");
        String previous = null;
        UUID previousId = null;
        for (int i = 0; i < 100_000; i++) {
            UUID id = ids.next();
            String text = invoices.format(id);
            if (previous != null) {
                assertThat(text.compareTo(previous)).as("text %d after %s", i, previous).isPositive();
                assertThat(invoices.of(id).compareTo(invoices.of(previousId))).isPositive();
            }
            previous = text;
            previousId = id;
        }
    }

    @Test
    void compareToIsTheOrderOfTheTexts() {
        SplittableRandom random = new SplittableRandom(7);
        List<TypeId> values = new ArrayList<>();
        for (int i = 0; i < 2_000; i++) {
            // prefixes that share their start, and one whose '_' meets the other's letter or separator
            String prefix = List.of("", "a", "b", "ab", "a_b", "ba", "a_a").get(random.nextInt(7));
            values.add(TypeId.of(prefix, new UUID(random.nextInt(3) - 1L, random.nextLong())));
        }
        for (int i = 1; i < values.size(); i++) {
            TypeId a = values.get(i - 1);
            TypeId b = values.get(i);
            assertThat(Integer.signum(a.compareTo(b))).as("%s vs %s", a, b).isEqualTo(Integer.signum(a.toString().compareTo(b.toString())));
        }
    }

    @Test
    void oneCallMakesAGeneratorsNextIdAsATypeIdAndAFacadeTravelsUnderAPrefix() {
        UuidGenerator ids = UuidGenerator.builder().build();
        TypeId.Prefix invoices = TypeId.prefix("inv");
        String text = invoices.next(ids);
        assertThat(text).startsWith("inv_01");
        assertThat(invoices.parse(text).version()).isEqualTo(7);

        UuidFacade facade = UuidFacade.opaque(FacadeKey.ofHex("000102030405060708090a0b0c0d0e0f"));
        UUID id = ids.next();
        String publicText = invoices.encode(facade, id);
        assertThat(invoices.parse(publicText)).isEqualTo(facade.encode(id)).extracting(UUID::version).isEqualTo(4);
        assertThat(invoices.decode(facade, publicText)).isEqualTo(id);
        assertThat(invoices.tryDecode(facade, publicText)).isEqualTo(id);
        // the internal id under the prefix is no façade; another prefix is not read
        assertThat(invoices.tryDecode(facade, invoices.format(id))).isNull();
        assertThatThrownBy(() -> invoices.decode(facade, invoices.format(id))).isInstanceOf(UuidFormatException.class);
        assertThat(TypeId.prefix("cus").tryDecode(facade, publicText)).isNull();
        assertThatThrownBy(() -> TypeId.prefix("cus").decode(facade, publicText)).hasMessageContaining("has the prefix 'inv'");
    }

    @Test
    void valuesAreEqualByPrefixAndUuid() {
        UUID id = UUID.fromString("01890a5d-ac96-774b-bcce-b302099a8057");
        assertThat(TypeId.of("inv", id)).isEqualTo(TypeId.parse("inv_01h455vb4pex5vsknk084sn02q"))
                .hasSameHashCodeAs(TypeId.of("inv", id))
                .isNotEqualTo(TypeId.of("cus", id))
                .isNotEqualTo(TypeId.of("inv", new UUID(0, 0)));
        assertThat(TypeId.prefix("inv")).isEqualTo(TypeId.prefix("inv")).isNotEqualTo(TypeId.prefix("cus")).hasToString("TypeId.Prefix[inv]");
    }

    private static UuidFormatException refusal(String text) {
        try {
            TypeId.parse(text);
        } catch (UuidFormatException e) {
            assertThat(e.input()).isEqualTo(text);
            return e;
        }
        throw new AssertionError("parsed: " + text);
    }

    private static String randomPrefix(SplittableRandom random) {
        int length = random.nextInt(8) == 0 ? 0 : 1 + random.nextInt(63);
        StringBuilder prefix = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            boolean edge = i == 0 || i == length - 1;
            prefix.append(!edge && random.nextInt(6) == 0 ? '_' : (char) ('a' + random.nextInt(26)));
        }
        return prefix.toString();
    }
}
