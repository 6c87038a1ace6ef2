package dev.seqid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidLayout;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class InspectCommandTest {

    private static final String V7 = "017F22E2-79B0-7CC3-98C4-DC0C0C07398F";
    private static final String V6 = "1EC9414C-232A-6B00-B3C8-9F6BDECED846";
    private static final String V1 = "C232AB00-9414-11EC-B3C8-9F6BDECED846";
    private static final String V8 = "2489E9AD-2EE2-8E00-8EC9-32D5F69181C0";

    /** One flat JSON object: string, integer or null values, no nesting. */
    private static final String MEMBER_TEXT = "\"[a-z_]+\":(?:\"(?:[^\"\\\\]|\\\\.)*\"|-?\\d+|null)";
    private static final Pattern FLAT_OBJECT = Pattern.compile("\\{" + MEMBER_TEXT + "(?:," + MEMBER_TEXT + ")*}");
    private static final Pattern MEMBER = Pattern.compile("\"([a-z_]+)\":(\"((?:[^\"\\\\]|\\\\.)*)\"|(-?\\d+)|null)");

    /** The members of a flat JSON object; a JSON null becomes a Java null, a number stays its text. */
    static Map<String, String> parseFlatJson(String line) {
        assertThat(line).startsWith("{").endsWith("}");
        Map<String, String> members = new LinkedHashMap<>();
        Matcher member = MEMBER.matcher(line);
        int end = 1;
        while (member.find()) {
            assertThat(member.start()).as("member at %d of %s", end, line).isEqualTo(end);
            assertThat(members.put(member.group(1), member.group(3) != null ? member.group(3) : member.group(4)))
                    .as("duplicate key " + member.group(1)).isNull();
            end = member.end();
            if (line.charAt(end) == ',') {
                end++;
            }
        }
        assertThat(end).as("whole object parsed: " + line).isEqualTo(line.length() - 1);
        return members;
    }

    /** The {@code key: value} lines of one text block. */
    private static Map<String, String> parseText(String block) {
        Map<String, String> fields = new LinkedHashMap<>();
        for (String line : block.lines().toList()) {
            int colon = line.indexOf(": ");
            assertThat(colon).as(line).isPositive();
            fields.put(line.substring(0, colon), line.substring(colon + 2));
        }
        return fields;
    }

    @Test
    void argumentsStartingWithAtAreUuidsNotFiles() {
        CommandResult result = CommandResult.run("inspect", "@/dev/zero", V7);
        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.err()).contains("not a UUID").contains("@/dev/zero");
        assertThat(result.out()).contains("017f22e2-79b0-7cc3-98c4-dc0c0c07398f");
    }

    @Test
    void version7Vector() {
        CommandResult result = CommandResult.run("inspect", V7);
        assertThat(result.exitCode()).isZero();
        assertThat(result.err()).isEmpty();
        assertThat(parseText(result.out())).containsExactly(
                Map.entry("uuid", "017f22e2-79b0-7cc3-98c4-dc0c0c07398f"),
                Map.entry("form", "uuid"),
                Map.entry("version", "7"),
                Map.entry("variant", "RFC_9562"),
                Map.entry("layout", "v7"),
                Map.entry("timestamp", "2022-02-22T19:22:22.000Z"),
                // rand_a 0xcc3, then the top 6 bits of rand_b (0x18): the 18-bit counter of seqid's v7
                Map.entry("counter", "330d8"),
                Map.entry("dotnet_hex", "e2227f01b079c37c98c4dc0c0c07398f"));
    }

    @Test
    void version6Vector() {
        CommandResult result = CommandResult.run("inspect", V6);
        assertThat(result.exitCode()).isZero();
        assertThat(parseText(result.out())).containsExactly(
                Map.entry("uuid", "1ec9414c-232a-6b00-b3c8-9f6bdeced846"),
                Map.entry("form", "uuid"),
                Map.entry("version", "6"),
                Map.entry("variant", "RFC_9562"),
                Map.entry("layout", "v6"),
                Map.entry("timestamp", "2022-02-22T19:22:22.0000000Z"),
                Map.entry("counter", "33c8"), // clock_seq: 0xb3c8 without the variant bits
                Map.entry("node", "9f6bdeced846"),
                Map.entry("dotnet_hex", "4c41c91e2a23006bb3c89f6bdeced846"));
    }

    @Test
    void version1VectorIsReadThroughVersion6() {
        CommandResult result = CommandResult.run("inspect", V1);
        assertThat(result.exitCode()).isZero();
        Map<String, String> fields = parseText(result.out());
        assertThat(fields).containsEntry("uuid", "c232ab00-9414-11ec-b3c8-9f6bdeced846")
                .containsEntry("version", "1")
                .containsEntry("layout", "v1")
                .containsEntry("timestamp", "2022-02-22T19:22:22.0000000Z")
                .containsEntry("counter", "33c8")
                .containsEntry("node", "9f6bdeced846")
                .containsEntry("dotnet_hex", "00ab32c21494ec11b3c89f6bdeced846");
    }

    @Test
    void version8HasNoTimestampUnlessALayoutIsNamed() {
        CommandResult result = CommandResult.run("inspect", "--json", V8);
        assertThat(result.exitCode()).isZero();
        Map<String, String> json = parseFlatJson(result.lines().get(0));
        assertThat(json).containsEntry("version", "8").containsEntry("layout", "v8").containsEntry("timestamp", null);

        // Read as seqid's v8-node layout, its first 48 bits are Unix milliseconds.
        CommandResult named = CommandResult.run("inspect", "--json", "--layout", "v8-node", V8);
        assertThat(named.exitCode()).isZero();
        assertThat(parseFlatJson(named.lines().get(0))).containsEntry("layout", "v8-node").containsEntry("timestamp",
                InspectCommand.format(Instant.ofEpochMilli(0x2489E9AD2EE2L), 1000));
    }

    @Test
    void jsonIsOneFlatObjectPerUuid() {
        CommandResult result = CommandResult.run("inspect", "--json", V7, V6, V1, V8, "00000000-0000-0000-0000-000000000000");
        assertThat(result.exitCode()).isZero();
        List<String> lines = result.lines();
        assertThat(lines).hasSize(5).allSatisfy(line -> assertThat(line).matches(FLAT_OBJECT));
        List<Map<String, String>> objects = lines.stream().map(InspectCommandTest::parseFlatJson).toList();
        assertThat(objects).allSatisfy(object -> assertThat(object)
                .containsOnlyKeys("uuid", "form", "prefix", "version", "variant", "layout", "timestamp", "counter", "node", "dotnet_hex"));
        assertThat(objects.get(0)).containsEntry("uuid", "017f22e2-79b0-7cc3-98c4-dc0c0c07398f").containsEntry("form", "uuid")
                .containsEntry("prefix", null).containsEntry("version", "7")
                .containsEntry("variant", "RFC_9562").containsEntry("layout", "v7").containsEntry("timestamp", "2022-02-22T19:22:22.000Z")
                .containsEntry("counter", "330d8").containsEntry("node", null);
        assertThat(objects.get(1)).containsEntry("timestamp", "2022-02-22T19:22:22.0000000Z").containsEntry("node", "9f6bdeced846");
        assertThat(objects.get(2)).containsEntry("layout", "v1").containsEntry("timestamp", "2022-02-22T19:22:22.0000000Z");
        assertThat(objects.get(4)).containsEntry("version", "0").containsEntry("variant", "NCS").containsEntry("layout", "unknown")
                .containsEntry("timestamp", null).containsEntry("counter", null);
    }

    @ParameterizedTest
    @CsvSource({
        "11111111-2222-4333-8444-017f22e279b0, comb-sqlserver, 2022-02-22T19:22:22.000Z",
        "017f22e2-79b0-4333-8444-555555555555, comb-postgres,  2022-02-22T19:22:22.000Z",
        // neither bytes 10-15 nor bytes 0-5 hold a time between 2000 and 2100
        "ffffffff-ffff-4fff-bfff-ffffffffffff, v4,",
        "00000000-0000-4000-8000-000000000000, v4,",
        // version 4 nibble but not the RFC variant: not a COMB nor a v4
        "11111111-2222-4333-c444-017f22e279b0, unknown,",
        "ffffffff-ffff-ffff-ffff-ffffffffffff, unknown,",
    })
    void detectsCombsAmongVersion4(String uuid, String layout, String timestamp) {
        CommandResult result = CommandResult.run("inspect", "--json", uuid);
        assertThat(result.exitCode()).isZero();
        assertThat(parseFlatJson(result.lines().get(0))).containsEntry("layout", layout).containsEntry("timestamp", timestamp);
    }

    @Test
    void legacyCombNeedsItsLayoutNamed() {
        CommandResult result = CommandResult.run("inspect", "--layout", "comb-legacy", "11111111-2222-4333-8444-ae44013f40e8");
        assertThat(result.exitCode()).isZero();
        assertThat(parseText(result.out())).containsEntry("layout", "comb-legacy").containsEntry("timestamp", "2022-02-22T19:22:22.000Z");
    }

    static Stream<String> orderedLayoutNames() {
        return GenerateCommandTest.orderedLayoutNames();
    }

    @ParameterizedTest
    @MethodSource("orderedLayoutNames")
    void readsBackWhatGenerateWrote(String name) {
        String at = "2022-02-22T19:22:22.123456789Z";
        List<String> generated = CommandResult.run("generate", "--layout", name, "--at", at, "--base",
                "11111111-2222-4333-8444-555555555555").lines();
        CommandResult result = CommandResult.run(Stream.concat(Stream.of("inspect", "--json", "--layout", name), generated.stream())
                .toArray(String[]::new));
        assertThat(result.exitCode()).as(result.err()).isZero();
        UuidLayout layout = UuidLayout.named(name);
        String expected = InspectCommand.format(layout.timestamp().instantOf(layout.timestamp().tickOf(Instant.parse(at))),
                layout.timestamp().ticksPerSecond());
        assertThat(result.lines()).hasSize(1).allSatisfy(line -> assertThat(parseFlatJson(line))
                .containsEntry("layout", name).containsEntry("timestamp", expected));
    }

    @Test
    void timestampsPrintAtTheLayoutsPrecision() {
        assertThat(InspectCommand.fractionDigits(1)).isZero();
        assertThat(InspectCommand.fractionDigits(300)).isEqualTo(3);
        assertThat(InspectCommand.fractionDigits(1000)).isEqualTo(3);
        assertThat(InspectCommand.fractionDigits(4_096_000)).isEqualTo(7);
        assertThat(InspectCommand.fractionDigits(10_000_000)).isEqualTo(7);
        assertThat(InspectCommand.fractionDigits(1 << 24)).isEqualTo(8);
        assertThat(InspectCommand.fractionDigits(1_000_000_000)).isEqualTo(9);
        assertThat(InspectCommand.format(Instant.parse("2022-02-22T19:22:22.123456789Z"), 1000)).isEqualTo("2022-02-22T19:22:22.123Z");
        assertThat(InspectCommand.format(Instant.parse("2022-02-22T19:22:22Z"), 1)).isEqualTo("2022-02-22T19:22:22Z");
    }

    @Test
    void malformedUuidIsReportedAndTheOthersArePrinted() {
        CommandResult result = CommandResult.run("inspect", "--json", V7, "017F22E2-79B0-7CC3-98C4-DC0C0C07398", V6);
        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.lines()).hasSize(2);
        assertThat(parseFlatJson(result.lines().get(0))).containsEntry("layout", "v7");
        assertThat(parseFlatJson(result.lines().get(1))).containsEntry("layout", "v6");
        assertThat(result.err()).contains("seqid inspect: not a UUID: \"017F22E2-79B0-7CC3-98C4-DC0C0C07398\": it has 35 characters");
    }

    @Test
    void uuidOfAnotherLayoutIsReported() {
        CommandResult result = CommandResult.run("inspect", "--layout", "v7", V6, V7);
        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(parseText(result.out())).containsEntry("uuid", "017f22e2-79b0-7cc3-98c4-dc0c0c07398f");
        assertThat(result.err()).contains(V6).contains("is not a v7 id").contains("version 6");

        CommandResult asV1 = CommandResult.run("inspect", "--layout", "v1", V6);
        assertThat(asV1.exitCode()).isEqualTo(1);
        assertThat(asV1.err()).contains("not a v1 id");
    }

    @Test
    void unknownLayoutListsTheKnownOnes() {
        CommandResult result = CommandResult.run("inspect", "--layout", "v99", V7);
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.err()).contains("unknown layout 'v99'").contains("v1");
        for (String name : UuidLayout.names()) {
            assertThat(result.err()).contains(name);
        }
        assertThat(result.out()).isEmpty();
    }

    @Test
    void textBlocksAreSeparatedByABlankLine() {
        CommandResult result = CommandResult.run("inspect", V7, V6);
        String[] blocks = result.out().split("\\R\\R");
        assertThat(blocks).hasSize(2);
        assertThat(parseText(blocks[0])).containsEntry("layout", "v7");
        assertThat(parseText(blocks[1])).containsEntry("layout", "v6");
    }
}
