package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.testing.SeededEntropySource;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The ordering contract of the ordered generator, proved against a model ({@link ContractModel})
 * over seeded random scripts ({@link ModelScript}): layouts v7, v6, COMB, sub-millisecond and
 * monotonic random; maxLead from 0 to 2 s; a tolerance below, equal to and above the lead; both
 * {@link ClockStepBack} choices and both {@link OverflowPolicy} policies; with and without a floor
 * at, below and above the clock; a clock frozen, moved forward, stepped back by a little, by the
 * tolerance exactly and one tick more, to the floor's tick and one past it; and next(), batches,
 * nextLongs, the tryNext forms and the striped view in between. After every call: the ids above
 * every id before in the layout's database order (except across a re-anchor the model predicted),
 * never at or below the floor, the counters equal to the model's, a throw or a null exactly when
 * the model says the lead is passed.
 *
 * <p>{@code -Dseqid.model.scripts=N} sets the number of scripts (default 2,000, about 15 s on 2
 * shared CPUs; the profile {@code model-long} runs 1,000,000), {@code -Dseqid.model.firstSeed=S}
 * the first seed, and {@code -Dseqid.model.seed=S} replays the one script a failure names:
 * {@code ./mvnw -B -o -pl generator-core -Djcstress.skip=true -Dtest=UuidGeneratorModelTest -Dseqid.model.seed=S test}.
 */
class UuidGeneratorModelTest {

    private static final int SCRIPTS = Integer.getInteger("seqid.model.scripts", 2_000);
    private static final long FIRST_SEED = Long.getLong("seqid.model.firstSeed", 1);
    /** next() calls at a frozen clock: 300,000 (past v7's 2^18 positions of one tick) by default, 8,000,000 in the long run. */
    private static final int FROZEN_CALLS = Integer.getInteger("seqid.model.frozenCalls", 300_000);
    private static final int STEPS = 40;
    private static final int ID_BUDGET = 10_000;

    @Test
    void everyScriptFollowsTheModel() {
        String replay = System.getProperty("seqid.model.seed");
        if (replay != null && !replay.isEmpty()) {
            new ModelScript(Long.parseLong(replay), ID_BUDGET).run(STEPS);
            return;
        }
        for (long seed = FIRST_SEED; seed < FIRST_SEED + SCRIPTS; seed++) {
            new ModelScript(seed, ID_BUDGET).run(STEPS);
        }
    }

    /**
     * Issue 63's bug 4 at the point it was found: a frozen clock, {@link OverflowPolicy#THROW},
     * maxLead 0 and {@link ClockStepBack#REANCHOR} with a tolerance at the lead. A position that has
     * only borrowed ticks is no step back: next() calls (300,000, past the 2^18 positions of a v7
     * tick; 8,000,000 in the long run, {@code -Dseqid.model.frozenCalls}) give strictly increasing
     * ids, throw exactly when the lead is passed, and count no step back.
     */
    @Test
    void aGeneratorAtItsLeadWithAFrozenClockNeverReanchors() {
        for (ClockStepBack choice : List.of(ClockStepBack.REANCHOR, ClockStepBack.KEEP_ORDER)) {
            UuidLayout layout = UuidLayout.v7();
            ModelClock clock = new ModelClock(layout.timestamp(), layout.timestamp().tickOf(Instant.parse("2026-06-01T00:00:00Z")));
            UuidGenerator g = UuidGenerator.builder().layout(layout).clock(clock).entropy(new SeededEntropySource(63))
                    .overflowPolicy(OverflowPolicy.THROW).maxLead(Duration.ZERO)
                    .clockStepBack(choice).stepBackTolerance(Duration.ZERO).build();
            ContractModel model = new ContractModel(layout, Duration.ZERO, choice, Duration.ZERO, null, clock.tick());
            long now = clock.tick();
            UUID last = null;
            long made = 0;
            long thrown = 0;
            for (int i = 0; i < FROZEN_CALLS; i++) {
                boolean past = model.mustPassLead(now, ContractModel.SINGLE);
                UUID id;
                try {
                    id = g.next();
                } catch (GeneratorOverflowException e) {
                    assertThat(past).as("call %d threw within the lead", i).isTrue();
                    thrown++;
                    continue;
                }
                assertThat(last == null || layout.databaseOrder().compare(id, last) > 0).as("call %d: %s not above %s", i, id, last).isTrue();
                assertThat(past).as("call %d made an id past the lead", i).isFalse();
                ContractModel.Position p = new ContractModel.Position(layout.tickOf(id), layout.counterOf(id));
                model.moved(now, model.jumps(now), p);
                last = id;
                made++;
            }
            assertThat(made + thrown).isEqualTo(FROZEN_CALLS);
            assertThat(thrown).isPositive();
            assertThat(g.clockStepBacks()).isZero();
            assertThat(g.reanchors()).isZero();
            assertThatThrownBy(g::next).isInstanceOf(GeneratorOverflowException.class);
        }
    }
}
