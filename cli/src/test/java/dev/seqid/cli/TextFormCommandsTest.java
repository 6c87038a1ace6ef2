package dev.seqid.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.seqid.FacadeKey;
import dev.seqid.TypeId;
import dev.seqid.UlidText;
import dev.seqid.UuidFacade;
import dev.seqid.UuidFormatException;
import dev.seqid.UuidLayout;
import dev.seqid.UuidParser;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The TypeID and ULID text forms on the command line: {@code generate --format}, {@code convert --to},
 * {@code inspect} of any form and {@code facade --format}, each checked against the core's
 * {@link TypeId} and {@link UlidText}.
 */
class TextFormCommandsTest {

    /** The TypeID specification's v7 vector: prefix_01h455vb4pex5vsknk084sn02q. */
    private static final String VECTOR_UUID = "01890a5d-ac96-774b-bcce-b302099a8057";
    private static final String VECTOR_SUFFIX = "01h455vb4pex5vsknk084sn02q";
    private static final String VECTOR_ULID = "01H455VB4PEX5VSKNK084SN02Q";
    private static final String AT = "2022-02-22T19:22:22.123Z";
    private static final String BASE = "11111111-2222-4333-8444-555555555555";
    private static final String KEY = "000102030405060708090a0b0c0d0e0f";
    private static final Map<String, String> WITH_KEY = Map.of("SEQID_FACADE_KEY", KEY);
    private static final String LONGEST_PREFIX = "a".repeat(TypeId.MAX_PREFIX_LENGTH);

    // ------------------------------------------------------------------ generate

    @Test
    void generatePrintsTypeIdsOfThePrefixThatSortAsTheIds() {
        CommandResult result = CommandResult.run("generate", "--format", "typeid", "--prefix", "inv", "--count", "2000", "--at", AT);
        assertThat(result.exitCode()).as(result.err()).isZero();
        List<String> lines = result.lines();
        assertThat(lines).hasSize(2000).allSatisfy(line -> assertThat(line).matches("inv_[0-7][0-9a-hjkmnp-tv-z]{25}"));
        List<UUID> ids = lines.stream().map(TypeId.prefix("inv")::parse).toList();
        assertThat(ids).doesNotHaveDuplicates().allSatisfy(id -> assertThat(id.version()).isEqualTo(7));
        assertThat(ids).allSatisfy(id -> assertThat(UuidLayout.v7().instantOf(id)).isEqualTo(java.time.Instant.parse(AT)));
        // In generation order, which is the order of the texts as strings.
        assertThat(lines).isSorted();
    }

    @Test
    void generatePrintsUlidTextThatSortsAsTheIds() {
        CommandResult result = CommandResult.run("generate", "--format", "ulid", "--count", "2000", "--at", AT);
        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.lines()).hasSize(2000).isSorted()
                .allSatisfy(line -> assertThat(UlidText.format(UlidText.parse(line))).isEqualTo(line));
    }

    @Test
    void everyFormOfOneStampedIdIsThatIdsText() {
        UUID id = UuidParser.parse(CommandResult.run("generate", "--base", BASE, "--at", AT).out().strip());
        assertThat(single("generate", "--base", BASE, "--at", AT, "--format", "uuid")).isEqualTo(id.toString());
        assertThat(single("generate", "--base", BASE, "--at", AT, "--format", "typeid", "--prefix", "inv"))
                .isEqualTo(TypeId.of("inv", id).toString());
        assertThat(single("generate", "--base", BASE, "--at", AT, "--format", "ulid")).isEqualTo(UlidText.format(id));
        // The empty prefix (left out or given as "") is the specification's TypeID without a type: the ULID text in lower case.
        assertThat(single("generate", "--base", BASE, "--at", AT, "--format", "typeid")).isEqualTo(TypeId.of("", id).toString())
                .isEqualTo(UlidText.format(id).toLowerCase(Locale.ROOT));
        assertThat(single("generate", "--base", BASE, "--at", AT, "--format", "typeid", "--prefix", ""))
                .isEqualTo(UlidText.format(id).toLowerCase(Locale.ROOT));
        assertThat(single("generate", "--base", BASE, "--at", AT, "--format", "typeid", "--prefix", LONGEST_PREFIX))
                .isEqualTo(LONGEST_PREFIX + "_" + UlidText.format(id).toLowerCase(Locale.ROOT));
        assertThat(single("generate", "--base", BASE, "--at", AT, "--format", "TypeID", "--prefix", "i"))
                .as("a form's name in either case, as --to's").isEqualTo(TypeId.of("i", id).toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--prefix inv                        | --prefix is the prefix of a TypeID, so it needs --format typeid, not --format uuid",
        "--format uuid --prefix inv          | --prefix is the prefix of a TypeID, so it needs --format typeid, not --format uuid",
        "--format ulid --prefix inv          | --prefix is the prefix of a TypeID, so it needs --format typeid, not --format ulid",
        "--format typeid --prefix Inv        | --prefix: not a TypeID prefix: \"Inv\": 'I' at index 0 is not a lower-case letter",
        "--format typeid --prefix inv_       | --prefix: not a TypeID prefix: \"inv_\": the prefix ends with '_' at index 3",
        "--format xml                        | unknown form 'xml'; expected one of: uuid, typeid, ulid",
    })
    void aPrefixWithoutTypeIdOrABadPrefixOrFormIsAUsageErrorAndPrintsNothing(String options, String message) {
        for (String command : List.of("generate", "facade")) {
            String[] args = Stream.concat(Stream.of(command), Stream.of(options.split(" "))).toArray(String[]::new);
            CommandResult result = CommandResult.runWithEnvironment(WITH_KEY, VECTOR_UUID + "\n", args);
            assertThat(result.exitCode()).as(command + " " + options).isEqualTo(2);
            assertThat(result.out()).isEmpty();
            assertThat(result.err()).startsWith("seqid " + command + ": ").contains(message);
        }
    }

    @Test
    void aPrefixOneCharacterPastTheLongestIsRefusedWithTheCoresMessage() {
        String tooLong = LONGEST_PREFIX + "a";
        String core = catchThrowableOfType(IllegalArgumentException.class, () -> TypeId.prefix(tooLong)).getMessage();
        CommandResult result = CommandResult.run("generate", "--format", "typeid", "--prefix", tooLong);
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.err()).contains("--prefix: " + core).contains("64 characters, more than 63");
    }

    // ------------------------------------------------------------------ convert

    @Test
    void convertWritesEachFormFromEachForm() {
        List<String> inputs = List.of(VECTOR_UUID, VECTOR_UUID.toUpperCase(Locale.ROOT), "prefix_" + VECTOR_SUFFIX, "inv_" + VECTOR_SUFFIX,
                VECTOR_ULID, VECTOR_ULID.toLowerCase(Locale.ROOT));
        assertThat(convert("--to", "uuid", inputs)).hasSize(6).containsOnly(VECTOR_UUID);
        assertThat(convert("--to", "ulid", inputs)).hasSize(6).containsOnly(VECTOR_ULID);
        assertThat(convert("--to", "typeid", inputs)).hasSize(6).containsOnly(VECTOR_SUFFIX);
        assertThat(convert("--to typeid --prefix prefix", inputs)).hasSize(6).containsOnly("prefix_" + VECTOR_SUFFIX);
        assertThat(convert("--to typeid --prefix " + LONGEST_PREFIX, inputs)).hasSize(6).containsOnly(LONGEST_PREFIX + "_" + VECTOR_SUFFIX);
    }

    @Test
    void convertRoundTripsRandomIdsThroughEveryForm() {
        java.util.Random random = new java.util.Random(65);
        for (int i = 0; i < 50; i++) {
            UUID id = new UUID(random.nextLong(), random.nextLong());
            String typeId = single("convert", "--to", "typeid", "--prefix", "line_item", id.toString());
            assertThat(typeId).isEqualTo(TypeId.of("line_item", id).toString());
            String ulid = single("convert", "--to", "ulid", typeId);
            assertThat(ulid).isEqualTo(UlidText.format(id));
            assertThat(single("convert", "--to", "uuid", ulid)).isEqualTo(id.toString());
        }
        assertThat(single("convert", "--to", "v6", TypeId.of("evt", UUID.fromString("c232ab00-9414-11ec-b3c8-9f6bdeced846")).toString()))
                .as("the other forms read any text form too").isEqualTo("1ec9414c-232a-6b00-b3c8-9f6bdeced846");
    }

    @Test
    void convertNamesABadTextWithTheCoresMessageForItsFormAndPrintsTheOthers() {
        String badTypeId = "inv_" + VECTOR_SUFFIX.substring(0, 25) + "u";
        String badUlid = "8" + VECTOR_ULID.substring(1);
        String badUuid = VECTOR_UUID.substring(0, 35);
        CommandResult result = CommandResult.run("convert", "--to", "ulid", VECTOR_UUID, badTypeId, badUlid, badUuid, "inv_" + VECTOR_SUFFIX);
        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.lines()).containsExactly(VECTOR_ULID, VECTOR_ULID);
        assertThat(result.err()).contains("seqid convert: " + coreMessage(() -> TypeId.parse(badTypeId)))
                .contains("seqid convert: " + coreMessage(() -> UlidText.parse(badUlid)))
                .contains("seqid convert: " + coreMessage(() -> UuidParser.parse(badUuid)));
    }

    @Test
    void convertTakesAPrefixOnlyForATypeId() {
        CommandResult result = CommandResult.run("convert", "--to", "ulid", "--prefix", "inv", VECTOR_UUID);
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.out()).isEmpty();
        assertThat(result.err()).contains("--prefix is the prefix of a TypeID, so it needs --to typeid, not --to ulid");
        CommandResult bad = CommandResult.run("convert", "--to", "typeid", "--prefix", "in v", VECTOR_UUID);
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err()).contains("--prefix: not a TypeID prefix: \"in v\"");
    }

    // ------------------------------------------------------------------ inspect

    @Test
    void inspectShowsTheFormAndPrefixAndWhatTheCanonicalFormShows() {
        Map<String, String> canonical = json(CommandResult.run("inspect", "--json", VECTOR_UUID));
        assertThat(canonical).containsEntry("form", "uuid").containsEntry("prefix", null).containsEntry("layout", "v7");
        for (String text : List.of("prefix_" + VECTOR_SUFFIX, "a_b_" + VECTOR_SUFFIX)) {
            Map<String, String> typeId = json(CommandResult.run("inspect", "--json", text));
            assertThat(typeId).containsEntry("form", "typeid").containsEntry("prefix", text.substring(0, text.lastIndexOf('_')));
            assertThat(without(typeId, "form", "prefix")).isEqualTo(without(canonical, "form", "prefix"));
        }
        for (String text : List.of(VECTOR_ULID, VECTOR_ULID.toLowerCase(Locale.ROOT))) {
            Map<String, String> ulid = json(CommandResult.run("inspect", "--json", text));
            assertThat(ulid).containsEntry("form", "ulid").containsEntry("prefix", null);
            assertThat(without(ulid, "form")).isEqualTo(without(canonical, "form"));
        }
        CommandResult text = CommandResult.run("inspect", "prefix_" + VECTOR_SUFFIX);
        assertThat(text.exitCode()).isZero();
        assertThat(text.lines()).startsWith("uuid: " + VECTOR_UUID, "form: typeid", "prefix: prefix", "version: 7");
        assertThat(CommandResult.run("inspect", VECTOR_ULID).lines()).startsWith("uuid: " + VECTOR_UUID, "form: ulid", "version: 7");
    }

    @Test
    void inspectReadsATypeIdAsTheLayoutGiven() {
        UUID id = UuidParser.parse(CommandResult.run("generate", "--layout", "v8-node", "--base", BASE, "--at", AT).out().strip());
        Map<String, String> fields = json(CommandResult.run("inspect", "--json", "--layout", "v8-node", TypeId.of("evt", id).toString()));
        assertThat(fields).containsEntry("layout", "v8-node").containsEntry("timestamp", AT).containsEntry("prefix", "evt");
    }

    @Test
    void inspectNamesABadTypeIdOrUlidWithTheCoresMessageAndPrintsTheOthers() {
        String badTypeId = "Inv_" + VECTOR_SUFFIX;
        String badUlid = VECTOR_ULID.substring(0, 25) + "L";
        CommandResult result = CommandResult.run("inspect", "--json", badTypeId, "inv_" + VECTOR_SUFFIX, badUlid);
        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.lines()).hasSize(1);
        assertThat(InspectCommandTest.parseFlatJson(result.lines().get(0))).containsEntry("uuid", VECTOR_UUID).containsEntry("prefix", "inv");
        assertThat(result.err()).contains("seqid inspect: " + coreMessage(() -> TypeId.parse(badTypeId)))
                .contains("seqid inspect: " + coreMessage(() -> UlidText.parse(badUlid)));
    }

    // ------------------------------------------------------------------ facade

    @Test
    void facadePrintsTheFacadeAsATypeIdAndDecodesIt() {
        UuidFacade core = UuidFacade.opaque(FacadeKey.ofHex(KEY), UuidLayout.v7());
        String id = "01a233a2-709a-71d0-b029-494786597424";
        CommandResult encoded = CommandResult.runWithEnvironment(WITH_KEY, "", "facade", "--format", "typeid", "--prefix", "inv", id);
        assertThat(encoded.exitCode()).as(encoded.err()).isZero();
        // The façade of the published answer (FacadeCommandTest), as a TypeID.
        assertThat(encoded.lines()).containsExactly(TypeId.of("inv", UUID.fromString("0378ce01-82ea-477d-a103-92e90b1ddb7c")).toString())
                .containsExactly(TypeId.prefix("inv").encode(core, UUID.fromString(id)));
        CommandResult decoded = CommandResult.runWithEnvironment(WITH_KEY, encoded.out(), "facade", "--decode", "--format", "typeid",
                "--prefix", "inv");
        assertThat(decoded.exitCode()).as(decoded.err()).isZero();
        assertThat(decoded.lines()).containsExactly(id);

        CommandResult ulid = CommandResult.runWithEnvironment(WITH_KEY, "", "facade", "--format", "ulid", id);
        assertThat(ulid.lines()).containsExactly(UlidText.format(UUID.fromString("0378ce01-82ea-477d-a103-92e90b1ddb7c")));
        assertThat(CommandResult.runWithEnvironment(WITH_KEY, ulid.out(), "facade", "--decode", "--format", "ulid").lines())
                .containsExactly(id);
    }

    @Test
    void facadeDecodeReadsOnlyTheFormAndPrefixGiven() {
        String publicId = TypeId.of("inv", UUID.fromString("0378ce01-82ea-477d-a103-92e90b1ddb7c")).toString();
        CommandResult otherPrefix = CommandResult.runWithEnvironment(WITH_KEY, "", "facade", "--decode", "--format", "typeid", "--prefix",
                "cus", publicId);
        assertThat(otherPrefix.exitCode()).isEqualTo(1);
        assertThat(otherPrefix.out()).isEmpty();
        assertThat(otherPrefix.err()).contains("seqid facade: not a TypeID of prefix 'cus': \"" + publicId + "\" has the prefix 'inv';"
                + " expected cus_ and 26 characters");
        // Without --format typeid a TypeID is not read, nor a canonical UUID with it.
        CommandResult asUuid = CommandResult.runWithEnvironment(WITH_KEY, "", "facade", "--decode", publicId);
        assertThat(asUuid.exitCode()).isEqualTo(1);
        assertThat(asUuid.err()).contains("seqid facade: " + coreMessage(() -> UuidParser.parse(publicId)));
        CommandResult canonical = CommandResult.runWithEnvironment(WITH_KEY, "", "facade", "--decode", "--format", "typeid", "--prefix",
                "inv", "0378ce01-82ea-477d-a103-92e90b1ddb7c");
        assertThat(canonical.exitCode()).isEqualTo(1);
        assertThat(canonical.err()).contains("not a TypeID of prefix 'inv'");
        // A TypeID of the prefix whose UUID is no façade of the key: the core's refusal.
        String internal = TypeId.of("inv", UUID.fromString("01a233a2-709a-71d0-b029-494786597424")).toString();
        CommandResult notAFacade = CommandResult.runWithEnvironment(WITH_KEY, "", "facade", "--decode", "--format", "typeid", "--prefix",
                "inv", internal);
        assertThat(notAFacade.exitCode()).isEqualTo(1);
        assertThat(notAFacade.err()).contains("seqid facade: not a façade of the opaque scheme");
    }

    // ------------------------------------------------------------------ helpers

    private static String single(String... args) {
        CommandResult result = CommandResult.run(args);
        assertThat(result.exitCode()).as(String.join(" ", args) + ": " + result.err()).isZero();
        assertThat(result.lines()).hasSize(1);
        return result.lines().get(0);
    }

    /** {@code seqid convert OPTIONS INPUTS...}: its lines, which must all be printed. */
    private static List<String> convert(String options, List<String> inputs) {
        String[] args = Stream.concat(Stream.concat(Stream.of("convert"), Stream.of(options.split(" "))), inputs.stream())
                .toArray(String[]::new);
        CommandResult result = CommandResult.run(args);
        assertThat(result.exitCode()).as(result.err()).isZero();
        return result.lines();
    }

    private static List<String> convert(String option, String value, List<String> inputs) {
        return convert(option + " " + value, inputs);
    }

    private static Map<String, String> json(CommandResult result) {
        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.lines()).hasSize(1);
        return InspectCommandTest.parseFlatJson(result.lines().get(0));
    }

    private static Map<String, String> without(Map<String, String> fields, String... keys) {
        Map<String, String> rest = new java.util.LinkedHashMap<>(fields);
        for (String key : keys) {
            rest.remove(key);
        }
        return rest;
    }

    private static String coreMessage(Runnable parse) {
        return catchThrowableOfType(UuidFormatException.class, parse::run).getMessage();
    }
}
