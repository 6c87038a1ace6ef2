package dev.seqid.cli;

import dev.seqid.GeneratorOverflowException;
import dev.seqid.OverflowPolicy;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.testing.SettableClockSource;
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
 *   ({@link #FROZEN_CLOCK_MAX_LEAD}) and throws rather than wait, so any count comes out unique and
 *   in order, every id at the instant (or, once a tick's counter is spent, just after it).</li>
 *   <li>{@code --base}: one id, {@link UuidLayout#stamp} of the base at {@code --at} or now: RT.Comb's
 *   {@code Create(guid, timestamp)}.</li>
 * </ul>
 */
@Command(
        name = "generate",
        mixinStandardHelpOptions = true,
        versionProvider = SeqidCommand.Version.class,
        sortOptions = false,
        description = {
            "Prints new sequential UUIDs, one per line, increasing in the database order of the layout.",
            "",
            "With --at, the ids carry that instant instead of the clock's; they are still unique and in order (the counter "
                    + "after the timestamp counts up). With --base, prints the base UUID with the instant (--at, or now) written "
                    + "into the layout's timestamp, as RT.Comb's Create(guid, timestamp) does: every other bit is the base's "
                    + "(RFC 9562 layouts also get their version and variant bits)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:the generator ran out of ids (only with --at, after borrowing ~10 years of ticks)",
                "2:usage error (unknown layout, bad or out-of-range instant, --base with --count other than 1, v4 with --at/--base)"})
final class GenerateCommand implements Callable<Integer> {

    /** How far a generator on a frozen clock may run ahead of it: enough for any practical --count. */
    static final Duration FROZEN_CLOCK_MAX_LEAD = Duration.ofDays(3650);

    private static final int BATCH_SIZE = 1024;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--layout", paramLabel = "LAYOUT", defaultValue = "v7", converter = OptionConverters.LayoutConverter.class,
            completionCandidates = OptionConverters.LayoutNames.class,
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

    @Override
    public Integer call() {
        if (count < 0) {
            throw usageError("--count must be 0 or more, got " + count);
        }
        if (!layout.ordered() && (at != null || base != null)) {
            throw usageError("layout " + layout.name() + " has no timestamp, so " + (base != null ? "--base" : "--at")
                    + " does not apply to it; use an ordered layout: " + orderedLayoutNames());
        }
        if (base != null) {
            return stampBase();
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
                    out.println(batch[i]);
                }
                printed += n;
            }
        } catch (GeneratorOverflowException e) {
            out.flush();
            SeqidCommand.reportBadInput(spec, "printed only " + printed + " of " + count + " ids at " + at + ": " + e.getMessage());
            return SeqidCommand.EXIT_BAD_INPUT;
        }
        out.flush();
        return SeqidCommand.EXIT_OK;
    }

    /** {@code --base}: one id, the base stamped with the instant. */
    private int stampBase() {
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
        out.println(stamped);
        out.flush();
        return SeqidCommand.EXIT_OK;
    }

    /** The generator: the default one, or one on a clock frozen at {@code --at}. */
    private UuidGenerator generator() {
        UuidGenerator.Builder builder = UuidGenerator.builder().layout(layout);
        if (at == null) {
            return builder.build();
        }
        try {
            layout.timestamp().tickOf(at);
        } catch (IllegalArgumentException e) {
            throw usageError(rangeMessage(at, e));
        }
        SettableClockSource clock;
        try {
            clock = new SettableClockSource(at);
        } catch (ArithmeticException e) {
            throw usageError("--at " + at + " is outside the range of the generator's clock, which counts nanoseconds in a long: "
                    + "1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z; to stamp a single id at that instant use --base");
        }
        try {
            return builder.clock(clock).maxLead(FROZEN_CLOCK_MAX_LEAD).overflowPolicy(OverflowPolicy.THROW).build();
        } catch (IllegalStateException e) {
            throw usageError("--at " + at + " cannot be used with layout " + layout.name() + ": " + e.getMessage());
        }
    }

    private String rangeMessage(Instant instant, IllegalArgumentException e) {
        return "layout " + layout.name() + " cannot encode " + (at != null ? "--at " : "the current time ") + instant + ": "
                + e.getMessage();
    }

    private CommandLine.ParameterException usageError(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
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
