package dev.seqid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.EntropySource;
import dev.seqid.TimestampEncoding;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.UuidParser;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class GenerateCommandTest {

    /** Sub-millisecond digits, so that every layout has to round down to its own precision. */
    private static final String AT = "2022-02-22T19:22:22.123456789Z";
    private static final String BASE = "11111111-2222-4333-8444-555555555555";
    private static final String RFC_INSTANT = "2022-02-22T19:22:22Z";

    static Stream<String> orderedLayoutNames() {
        return UuidLayout.names().stream().filter(name -> UuidLayout.named(name).ordered());
    }

    private static List<UUID> parse(List<String> lines) {
        List<UUID> uuids = new ArrayList<>();
        for (String line : lines) {
            assertThat(line).isEqualTo(line.toLowerCase());
            uuids.add(UuidParser.parse(line));
        }
        return uuids;
    }

    @Test
    void defaultIsOneVersion7Id() {
        CommandResult result = CommandResult.run("generate");
        assertThat(result.exitCode()).isZero();
        assertThat(result.err()).isEmpty();
        assertThat(parse(result.lines())).singleElement().satisfies(uuid -> assertThat(uuid.version()).isEqualTo(7));
    }

    @Test
    void countFivePrintsFiveIncreasingVersion7Ids() {
        CommandResult result = CommandResult.run("generate", "--count", "5");
        assertThat(result.exitCode()).isZero();
        List<UUID> uuids = parse(result.lines());
        assertThat(uuids).hasSize(5).doesNotHaveDuplicates().isSortedAccordingTo(UuidLayout.v7().databaseOrder());
        assertThat(uuids).allSatisfy(uuid -> assertThat(uuid.version()).isEqualTo(7));
    }

    @Test
    void countZeroPrintsNothing() {
        CommandResult result = CommandResult.run("generate", "-n", "0");
        assertThat(result.exitCode()).isZero();
        assertThat(result.out()).isEmpty();
    }

    @Test
    void negativeCountIsAUsageError() {
        CommandResult result = CommandResult.run("generate", "--count", "-1");
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.err()).contains("--count must be 0 or more");
        assertThat(result.out()).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("orderedLayoutNames")
    void idsAtOneInstantAreDistinctInDatabaseOrderAndDecodeToTheInstant(String name) {
        CommandResult result = CommandResult.run("generate", "--layout", name, "--count", "100", "--at", AT);
        assertThat(result.exitCode()).as(result.err()).isZero();
        UuidLayout layout = UuidLayout.named(name);
        List<UUID> uuids = parse(result.lines());
        assertThat(uuids).hasSize(100);
        assertThat(new HashSet<>(uuids)).hasSize(100);
        for (int i = 1; i < uuids.size(); i++) {
            assertThat(layout.databaseOrder().compare(uuids.get(i - 1), uuids.get(i))).as("id %d after id %d", i, i - 1).isNegative();
        }
        TimestampEncoding encoding = layout.timestamp();
        long tick = encoding.tickOf(Instant.parse(AT));
        Instant atPrecision = encoding.instantOf(tick);
        assertThat(atPrecision).isBefore(Instant.parse(AT).plusNanos(1));
        for (UUID uuid : uuids) {
            assertThat(layout.matches(uuid)).isTrue();
            if (layout.counterBits() > 0) {
                // The counter keeps 100 ids of one tick apart: all at the instant itself.
                assertThat(layout.instantOf(uuid)).isEqualTo(atPrecision);
            } else {
                // No counter (clock precision, tick counter): each id steps one tick past the clock.
                assertThat(layout.tickOf(uuid)).isBetween(tick, tick + 100 * layout.tickStep());
            }
        }
    }

    @Test
    void batchesJoinInOrder() {
        CommandResult result = CommandResult.run("generate", "--count", "3000", "--at", AT);
        assertThat(result.exitCode()).isZero();
        List<UUID> uuids = parse(result.lines());
        assertThat(uuids).hasSize(3000).doesNotHaveDuplicates().isSortedAccordingTo(UuidLayout.v7().databaseOrder());
        assertThat(uuids).allSatisfy(uuid -> assertThat(UuidLayout.v7().instantOf(uuid)).isEqualTo("2022-02-22T19:22:22.123Z"));
    }

    @Test
    void version4WithoutInstantIsRandom() {
        CommandResult result = CommandResult.run("generate", "--layout", "v4", "--count", "100");
        assertThat(result.exitCode()).isZero();
        List<UUID> uuids = parse(result.lines());
        assertThat(uuids).hasSize(100).doesNotHaveDuplicates();
        assertThat(uuids).allSatisfy(uuid -> assertThat(uuid.version()).isEqualTo(4));
    }

    @ParameterizedTest
    @CsvSource({"--at, 2022-02-22T19:22:22Z", "--base, " + BASE})
    void version4HasNoTimestampToSet(String option, String value) {
        CommandResult result = CommandResult.run("generate", "--layout", "v4", option, value);
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.err()).contains("layout v4 has no timestamp").contains(option).contains("comb-sqlserver");
        assertThat(result.out()).isEmpty();
    }

    /** Expected values derived by hand from docs/layouts.md#worked-example: 2022-02-22T19:22:22Z is 0x017f22e279b0 Unix milliseconds. */
    @ParameterizedTest
    @CsvSource({
        "comb-sqlserver, 11111111-2222-4333-8444-017f22e279b0",
        "comb-postgres,  017f22e2-79b0-4333-8444-555555555555",
        "v7,             017f22e2-79b0-7333-8444-555555555555",
        // .NET byte offset 0: timestamp bytes 01 7f 22 e2 79 b0 land in string bytes 3, 2, 1, 0, 5, 4
        "comb-binary,    e2227f01-b079-4333-8444-555555555555",
        // 60-bit Gregorian 100 ns count 0x1ec9414c232ab00 (the RFC v6 vector's): top 48 bits, version 6, low 12 bits
        "v6,             1ec9414c-232a-6b00-8444-555555555555",
        // days since 1900-01-01 = 44612 = 0xae44; (int) (69,742,000 ms of day * 0.3) = 20922600 = 0x013f40e8
        "comb-legacy,    11111111-2222-4333-8444-ae44013f40e8",
    })
    void baseAtInstantIsRtCombsCreate(String layout, String expected) {
        CommandResult result = CommandResult.run("generate", "--layout", layout, "--base", BASE, "--at", RFC_INSTANT);
        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.lines()).containsExactly(expected);

        // Deterministic, and idempotent: stamping the result with the same instant changes nothing.
        assertThat(CommandResult.run("generate", "--layout", layout, "--base", BASE, "--at", RFC_INSTANT).lines()).containsExactly(expected);
        assertThat(CommandResult.run("generate", "--layout", layout, "--base", expected.toUpperCase(), "--at", RFC_INSTANT).lines())
                .containsExactly(expected);
    }

    @Test
    void baseWithoutInstantUsesNow() {
        Instant before = Instant.now().minusMillis(1);
        CommandResult result = CommandResult.run("generate", "--layout", "comb-sqlserver", "--base", BASE);
        Instant after = Instant.now().plusMillis(1);
        assertThat(result.exitCode()).isZero();
        UUID uuid = UuidParser.parse(result.lines().get(0));
        assertThat(uuid.toString()).startsWith("11111111-2222-4333-8444-");
        assertThat(UuidLayout.combSqlServer().instantOf(uuid)).isBetween(before, after);
    }

    @Test
    void baseTakesExactlyOneId() {
        CommandResult result = CommandResult.run("generate", "--base", BASE, "--count", "2");
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.err()).contains("--base stamps exactly one id").contains("--count must be 1");
        assertThat(result.out()).isEmpty();
    }

    @Test
    void malformedBaseShowsTheParsersMessage() {
        CommandResult result = CommandResult.run("generate", "--base", "11111111-2222-4333-8444-55555555555x");
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.err()).contains("not a UUID").contains("'x' at index 35 is not a hexadecimal digit");
    }

    @ParameterizedTest
    @CsvSource({"comb-legacy, 1800-01-01T00:00:00Z", "v7, 1969-12-31T23:59:59Z", "comb-legacy, 2079-06-07T00:00:00Z"})
    void instantOutsideTheLayoutsRangeIsRejected(String layout, String at) {
        CommandResult result = CommandResult.run("generate", "--layout", layout, "--at", at);
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.err()).contains("layout " + layout + " cannot encode --at " + at).contains("outside the range");
        assertThat(result.out()).isEmpty();

        CommandResult stamped = CommandResult.run("generate", "--layout", layout, "--at", at, "--base", BASE);
        assertThat(stamped.exitCode()).isEqualTo(2);
        assertThat(stamped.err()).contains("outside the range");
    }

    @Test
    void instantBeyondTheClockNeedsBase() {
        // v6 reaches back to 1582, the generator's nanosecond clock only to 1677.
        CommandResult result = CommandResult.run("generate", "--layout", "v6", "--at", "1600-01-01T00:00:00Z");
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.err()).contains("outside the range of the generator's clock").contains("--base");

        CommandResult stamped = CommandResult.run("generate", "--layout", "v6", "--at", "1600-01-01T00:00:00Z", "--base", BASE);
        assertThat(stamped.exitCode()).isZero();
        assertThat(UuidLayout.v6().instantOf(UuidParser.parse(stamped.lines().get(0)))).isEqualTo("1600-01-01T00:00:00Z");
    }

    @Test
    void unknownLayoutListsTheKnownOnes() {
        CommandResult result = CommandResult.run("generate", "--layout", "v99");
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.err()).contains("unknown layout 'v99'");
        for (String name : UuidLayout.names()) {
            assertThat(result.err()).contains(name);
        }
        assertThat(result.out()).isEmpty();
    }

    @Test
    void badInstantSaysWhatWouldBeRight() {
        CommandResult result = CommandResult.run("generate", "--at", "2022-02-22 19:22");
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.err()).contains("'2022-02-22 19:22' is not an ISO-8601 instant").contains("2022-02-22T19:22:22Z");
        assertThat(result.out()).isEmpty();
    }

    // ------------------------------------------------------------------ the generator's options: --entropy, --overflow-policy, --max-lead

    static List<String> entropyNames() {
        return EntropySource.names();
    }

    @ParameterizedTest
    @MethodSource("entropyNames")
    void everyEntropyNameMakesIds(String name) {
        CommandResult result = CommandResult.run("generate", "--entropy", name, "--count", "50");
        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(parse(result.lines())).hasSize(50).doesNotHaveDuplicates().isSortedAccordingTo(UuidLayout.v7().databaseOrder());
    }

    @Test
    void unknownEntropyRelaysTheCoresMessage() {
        CommandResult result = CommandResult.run("generate", "--entropy", "fast");
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.err()).contains("unknown entropy 'fast'; known: " + String.join(", ", EntropySource.names()));
        assertThat(result.out()).isEmpty();
    }

    @Test
    void helpShowsTheCoresDefaultsAndNames() {
        CommandResult result = CommandResult.run("generate", "--help");
        assertThat(result.exitCode()).isZero();
        String help = result.out().replaceAll("\\s+", " ");
        assertThat(help).contains("--layout=LAYOUT Layout of the ids (default: " + UuidGenerator.DEFAULT_LAYOUT + ")")
                .contains("(default: " + UuidGenerator.DEFAULT_ENTROPY + "). One of: " + String.join(", ", EntropySource.names()))
                .contains("One of: wait, throw (default: " + UuidGenerator.DEFAULT_OVERFLOW_POLICY.configName() + ";")
                .contains("(default: " + UuidGenerator.DEFAULT_MAX_LEAD + ";");
    }

    @Test
    void theClockStepBackOptionsTakeTheCoresNamesAndDurations() {
        CommandResult result = CommandResult.run("generate", "--clock-step-back", "reanchor", "--step-back-tolerance", "30s", "--count", "100");
        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(parse(result.lines())).hasSize(100).doesNotHaveDuplicates().isSortedAccordingTo(UuidLayout.v7().databaseOrder());
        CommandResult bad = CommandResult.run("generate", "--clock-step-back", "jump");
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err()).contains("unknown clock step-back choice 'jump'; known: keep-order, reanchor");
        CommandResult negative = CommandResult.run("generate", "--step-back-tolerance", "-1s");
        assertThat(negative.exitCode()).isEqualTo(2);
        assertThat(negative.err()).contains("--step-back-tolerance");
        String help = CommandResult.run("generate", "--help").out().replaceAll("\\s+", " ");
        assertThat(help).contains("One of: keep-order, reanchor (default: " + UuidGenerator.DEFAULT_CLOCK_STEP_BACK.configName() + ")")
                .contains("(default: " + UuidGenerator.DEFAULT_STEP_BACK_TOLERANCE + ")");
    }

    @Test
    void afterSetsAFloorAndRefusesAnIdOfAnotherLayout() {
        UuidLayout v7 = UuidLayout.v7();
        UUID last = v7.compose(v7.timestamp().tickOf(Instant.now().plusSeconds(3600)), 5, -1L, -1L);
        CommandResult result = CommandResult.run("generate", "--after", last.toString(), "--count", "3");
        assertThat(result.exitCode()).as(result.err()).isZero();
        List<UUID> ids = parse(result.lines());
        assertThat(ids).hasSize(3).isSortedAccordingTo(v7.databaseOrder());
        assertThat(v7.databaseOrder().compare(ids.get(0), last)).isPositive();
        assertThat(v7.counterOf(ids.get(0))).isEqualTo(6);
        UUID v6 = UuidLayout.v6().compose(1000, 0, 0, 0);
        CommandResult refused = CommandResult.run("generate", "--after", v6.toString());
        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.err()).contains("--after: after(" + v6 + "): not an id of layout v7");
    }

    @Test
    void overflowPolicyThrowAndMaxLeadOnTheClock() {
        CommandResult result = CommandResult.run("generate", "--overflow-policy", "throw", "--max-lead", "0", "--count", "1000");
        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(parse(result.lines())).hasSize(1000).doesNotHaveDuplicates().isSortedAccordingTo(UuidLayout.v7().databaseOrder());
    }

    /** v7-clock-precision has no counter: one id per tick of 1/4,096,000 s, so at a frozen instant the lead alone makes room. */
    @ParameterizedTest
    @CsvSource({"0, 1", "0ns, 1", "1us, 5", "PT0.000001S, 5", "1, 4097"})
    void maxLeadBoundsTheIdsAtAFrozenInstant(String lead, int fit) {
        String[] args = {"generate", "--layout", "v7-clock-precision", "--at", AT, "--max-lead", lead, "--count", ""};
        args[args.length - 1] = Integer.toString(fit);
        CommandResult enough = CommandResult.run(args);
        assertThat(enough.exitCode()).as(enough.err()).isZero();
        assertThat(enough.lines()).hasSize(fit);

        args[args.length - 1] = Integer.toString(fit + 1);
        CommandResult tooMany = CommandResult.run(args);
        assertThat(tooMany.exitCode()).isEqualTo(1);
        // Printed in batches: the batch that does not fit is not printed.
        assertThat(tooMany.lines()).hasSizeLessThanOrEqualTo(fit);
        assertThat(tooMany.err()).contains("printed only " + tooMany.lines().size() + " of " + (fit + 1) + " ids at " + Instant.parse(AT))
                .contains("over its maximum lead");
    }

    @Test
    void withoutMaxLeadAFrozenInstantBorrowsFarAhead() {
        CommandResult result = CommandResult.run("generate", "--layout", "v7-clock-precision", "--at", AT, "--count", "1000");
        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.lines()).hasSize(1000);
    }

    @Test
    void overflowPolicyWaitWithAtIsAUsageError() {
        CommandResult result = CommandResult.run("generate", "--at", AT, "--overflow-policy", "wait");
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.err()).contains("--overflow-policy wait would wait forever with --at");
        assertThat(result.out()).isEmpty();
        assertThat(CommandResult.run("generate", "--at", AT, "--overflow-policy", "throw", "--count", "3").lines()).hasSize(3);
    }

    @ParameterizedTest
    @CsvSource({
        "--overflow-policy, sometimes, unknown overflow policy 'sometimes'; known: wait, throw",
        "--overflow-policy, WAIT,      unknown overflow policy 'WAIT'; known: wait, throw",
        "--max-lead,        soon,      'soon' is not a duration; expected for example 250ms, 1s, 10m or PT0.5S",
        "--max-lead,        PT-1S,     --max-lead: maxLead must be zero or positive, got PT-1S",
    })
    void badGeneratorOptionsAreUsageErrors(String option, String value, String message) {
        CommandResult result = CommandResult.run("generate", option, value);
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.err()).contains(message);
        assertThat(result.out()).isEmpty();
    }
}
