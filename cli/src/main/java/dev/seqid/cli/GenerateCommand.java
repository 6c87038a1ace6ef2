package dev.seqid.cli;

import dev.seqid.ClockStepBack;
import dev.seqid.EntropySource;
import dev.seqid.GeneratorOverflowException;
import dev.seqid.OverflowPolicy;
import dev.seqid.TypeId;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.io.PrintWriter;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code seqid generate}: prints new ids, one per line.
 *
 * <p>Three modes:
 * <ul>
 *   <li>default: a generator of the layout on the system clock; ids increase in the layout's
 *   database order.</li>
 *   <li>{@code --at}: the generator reads a clock frozen at that instant, may borrow ticks far ahead
 *   ({@link #FROZEN_CLOCK_MAX_LEAD} unless {@code --max-lead} says otherwise) and throws rather than
 *   wait, so any count comes out unique and in order, every id at the instant (or, once a tick's
 *   counter is spent, just after it).</li>
 *   <li>{@code --base}: one id, {@link UuidLayout#stamp} of the base at {@code --at} or now: RT.Comb's
 *   {@code Create(guid, timestamp)}.</li>
 * </ul>
 *
 * <p>The generator's options have the names of {@link UuidGenerator.Builder}'s settings, the Kotlin
 * DSL's and the Spring properties' ({@code --layout}, {@code --entropy}, {@code --overflow-policy},
 * {@code --max-lead}) and take the same values (the names of {@link UuidLayout#names()} and
 * {@link EntropySource#names()}); their defaults are the core's ({@code UuidGenerator.DEFAULT_*},
 * through {@link CoreDefaults}).
 */
@Command(
        name = "generate",
        mixinStandardHelpOptions = true,
        versionProvider = SeqidCommand.Version.class,
        sortOptions = false,
        defaultValueProvider = GenerateCommand.CoreDefaults.class,
        description = {
            "Prints new sequential UUIDs, one per line, increasing in the database order of the layout; with --format typeid "
                    + "or ulid, as TypeIDs (--prefix inv: inv_01h455vb4pex5vsknk084sn02q) or ULID text.",
            "",
            "With --at, the ids carry that instant instead of the clock's; they are still unique and in order (the counter "
                    + "after the timestamp counts up). With --base, prints the base UUID with the instant (--at, or now) written "
                    + "into the layout's timestamp, as RT.Comb's Create(guid, timestamp) does: every other bit is the base's "
                    + "(RFC 9562 layouts also get their version and variant bits)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success",
                "1:the generator ran out of ids (with --at after borrowing --max-lead, by default ~10 years, of ticks; "
                        + "or with --overflow-policy throw)",
                "2:usage error (unknown layout or entropy, bad or out-of-range instant or lead, --base with --count other than 1, "
                        + "v4 with --at/--base, --overflow-policy wait with --at, --prefix without --format typeid or not a TypeID prefix)"})
final class GenerateCommand implements Callable<Integer> {

    /** How far a generator on a frozen clock may run ahead of it: enough for any practical --count. */
    static final Duration FROZEN_CLOCK_MAX_LEAD = Duration.ofDays(3650);

    private static final int BATCH_SIZE = 1024;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--layout", paramLabel = "LAYOUT", converter = OptionConverters.Layouts.class,
            completionCandidates = OptionConverters.Layouts.class,
            description = "Layout of the ids (default: ${DEFAULT-VALUE}). One of: ${COMPLETION-CANDIDATES}.")
    UuidLayout layout;

    @Option(names = {"-n", "--count"}, paramLabel = "N", defaultValue = "1", description = "How many ids to print (default: ${DEFAULT-VALUE}).")
    long count;

    @Option(names = "--at", paramLabel = "INSTANT", converter = OptionConverters.InstantConverter.class,
            description = {"Use this instant instead of the clock.", "ISO-8601 UTC, e.g. 2022-02-22T19:22:22.123Z.",
                "With --base the output is deterministic."})
    Instant at;

    @Option(names = "--base", paramLabel = "UUID", converter = OptionConverters.UuidConverter.class,
            description = "Write the timestamp into this UUID and print it (exactly one id: --count must be 1).")
    UUID base;

    @Option(names = "--entropy", paramLabel = "NAME", converter = OptionConverters.Entropies.class,
            completionCandidates = OptionConverters.Entropies.class,
            description = {"Where the random bits come from (default: ${DEFAULT-VALUE}). One of: ${COMPLETION-CANDIDATES}.",
                "thread-local-random is fast but guessable."})
    EntropySource entropy;

    @Option(names = "--overflow-policy", paramLabel = "POLICY", converter = OptionConverters.OverflowPolicies.class,
            completionCandidates = OptionConverters.OverflowPolicies.class,
            description = {"What the generator does when its counter is spent and the maximum lead reached: wait for the clock, "
                    + "or throw (exit code 1). One of: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}; with --at: throw, "
                    + "as the frozen clock never moves)."})
    OverflowPolicy overflowPolicy;

    @Option(names = "--max-lead", paramLabel = "DURATION", converter = OptionConverters.DurationConverter.class,
            description = {"How far the generator may run ahead of the clock, borrowing ticks when a tick's counter is spent: zero or "
                    + "more, e.g. 250ms, 1s or PT0.5S; a number alone is milliseconds (default: ${DEFAULT-VALUE}; with --at: 3650 days)."})
    Duration maxLead;

    @Option(names = "--clock-step-back", paramLabel = "CHOICE", converter = OptionConverters.ClockStepBacks.class,
            completionCandidates = OptionConverters.ClockStepBacks.class,
            description = {"What the generator does when the clock steps back further than --step-back-tolerance: keep strict "
                    + "order, or re-anchor to the clock (ids after the step sort below those before). One of: "
                    + "${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE})."})
    ClockStepBack clockStepBack;

    @Option(names = "--after", paramLabel = "UUID", converter = OptionConverters.UuidConverter.class,
            description = "A floor: every id is greater than this id of the layout, whatever the clock says (the last id stored).")
    UUID after;

    @Option(names = "--step-back-tolerance", paramLabel = "DURATION", converter = OptionConverters.DurationConverter.class,
            description = {"How far the clock may read behind the generator before a step back counts: zero or more, as --max-lead "
                    + "(default: ${DEFAULT-VALUE})."})
    Duration stepBackTolerance;

    @CommandLine.Mixin
    FormatOptions output;

    @Override
    public Integer call() {
        if (count < 0) {
            throw usageError("--count must be 0 or more, got " + count);
        }
        TypeId.Prefix prefix = output.checkedPrefix(spec);
        if (!layout.ordered() && (at != null || base != null)) {
            throw usageError("layout " + layout.name() + " has no timestamp, so " + (base != null ? "--base" : "--at")
                    + " does not apply to it; use an ordered layout: " + orderedLayoutNames());
        }
        if (base != null) {
            return stampBase(prefix);
        }
        UuidGenerator generator = generator();
        PrintWriter out = spec.commandLine().getOut();
        UUID[] batch = new UUID[(int) Math.min(count, BATCH_SIZE)];
        long printed = 0;
        try {
            while (printed < count) {
                int n = (int) Math.min(count - printed, batch.length);
                generator.next(batch, 0, n);
                for (int i = 0; i < n; i++) {
                    out.println(output.format(batch[i], prefix));
                }
                printed += n;
            }
        } catch (GeneratorOverflowException e) {
            out.flush();
            SeqidCommand.reportBadInput(spec, "printed only " + printed + " of " + count + " ids" + (at != null ? " at " + at : "") + ": "
                    + e.getMessage());
            return SeqidCommand.EXIT_BAD_INPUT;
        }
        out.flush();
        return SeqidCommand.EXIT_OK;
    }

    /** {@code --base}: one id, the base stamped with the instant. */
    private int stampBase(TypeId.Prefix prefix) {
        if (count != 1) {
            throw usageError("--base stamps exactly one id, so --count must be 1 (or left out), got " + count);
        }
        Instant instant = at != null ? at : Instant.now();
        UUID stamped;
        try {
            stamped = layout.stamp(base, instant);
        } catch (IllegalArgumentException e) {
            throw usageError(rangeMessage(instant, e));
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println(output.format(stamped, prefix));
        out.flush();
        return SeqidCommand.EXIT_OK;
    }

    /**
     * The generator: of the options' settings, on the clock, or on one frozen at {@code --at}, where it
     * throws rather than waits and, unless told otherwise, may run {@link #FROZEN_CLOCK_MAX_LEAD} ahead.
     */
    private UuidGenerator generator() {
        UuidGenerator.Builder builder = UuidGenerator.builder().layout(layout).entropy(entropy).overflowPolicy(overflowPolicy)
                .clockStepBack(clockStepBack);
        if (after != null) {
            builder.after(after); // checked against the layout by build(): a usage error below
        }
        try {
            builder.maxLead(maxLead);
        } catch (IllegalArgumentException e) {
            throw usageError("--max-lead: " + e.getMessage());
        }
        try {
            builder.stepBackTolerance(stepBackTolerance);
        } catch (IllegalArgumentException e) {
            throw usageError("--step-back-tolerance: " + e.getMessage());
        }
        if (at == null) {
            return build(builder);
        }
        if (overflowPolicy == OverflowPolicy.WAIT && given("--overflow-policy")) {
            throw usageError("--overflow-policy " + OverflowPolicy.WAIT.configName() + " would wait forever with --at, "
                    + "whose clock never moves; leave it out (--at throws)");
        }
        try {
            layout.timestamp().tickOf(at);
        } catch (IllegalArgumentException e) {
            throw usageError(rangeMessage(at, e));
        }
        FrozenClock clock;
        try {
            clock = new FrozenClock(at);
        } catch (ArithmeticException e) {
            throw usageError("--at " + at + " is outside the range of the generator's clock, which counts nanoseconds in a long: "
                    + "1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z; to stamp a single id at that instant use --base");
        }
        if (!given("--max-lead")) {
            builder.maxLead(FROZEN_CLOCK_MAX_LEAD);
        }
        try {
            return build(builder.clock(clock).overflowPolicy(OverflowPolicy.THROW));
        } catch (IllegalStateException e) {
            throw usageError("--at " + at + " cannot be used with layout " + layout.name() + ": " + e.getMessage());
        }
    }

    /** {@code builder.build()}; a floor ({@code --after}) the core refuses is a usage error with the core's message. */
    private UuidGenerator build(UuidGenerator.Builder builder) {
        try {
            return builder.build();
        } catch (IllegalArgumentException e) {
            throw usageError("--after: " + e.getMessage());
        }
    }

    /** Whether the command line gave {@code option} (rather than its default). */
    private boolean given(String option) {
        return spec.commandLine().getParseResult().hasMatchedOption(option);
    }

    private String rangeMessage(Instant instant, IllegalArgumentException e) {
        return "layout " + layout.name() + " cannot encode " + (at != null ? "--at " : "the current time ") + instant + ": "
                + e.getMessage();
    }

    private CommandLine.ParameterException usageError(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }

    /**
     * The defaults of the generator's options: the core's ({@link UuidGenerator#DEFAULT_LAYOUT},
     * {@link UuidGenerator#DEFAULT_ENTROPY}, {@link UuidGenerator#DEFAULT_OVERFLOW_POLICY},
     * {@link UuidGenerator#DEFAULT_MAX_LEAD}), as {@code --help} shows them.
     */
    static final class CoreDefaults implements CommandLine.IDefaultValueProvider {
        @Override
        public String defaultValue(CommandLine.Model.ArgSpec arg) {
            if (!(arg instanceof CommandLine.Model.OptionSpec)) {
                return null;
            }
            switch (((CommandLine.Model.OptionSpec) arg).longestName()) {
                case "--layout":
                    return UuidGenerator.DEFAULT_LAYOUT;
                case "--entropy":
                    return UuidGenerator.DEFAULT_ENTROPY;
                case "--overflow-policy":
                    return UuidGenerator.DEFAULT_OVERFLOW_POLICY.configName();
                case "--max-lead":
                    return UuidGenerator.DEFAULT_MAX_LEAD.toString();
                case "--clock-step-back":
                    return UuidGenerator.DEFAULT_CLOCK_STEP_BACK.configName();
                case "--step-back-tolerance":
                    return UuidGenerator.DEFAULT_STEP_BACK_TOLERANCE.toString();
                default:
                    return null;
            }
        }
    }

    private static String orderedLayoutNames() {
        StringBuilder names = new StringBuilder();
        for (String name : UuidLayout.names()) {
            if (UuidLayout.named(name).ordered()) {
                names.append(names.length() == 0 ? "" : ", ").append(name);
            }
        }
        return names.toString();
    }
}
