/**
 * jcstress tests of seqid's lock-free parts: the generator's (tick, counter) state machine
 * ({@link dev.seqid.UuidGenerator}), the prefilled entropy ring
 * ({@link dev.seqid.PrefilledEntropySource}), the table of per-thread objects by thread id
 * ({@code dev.seqid.internal.ThreadSlots}) and the Reactor adapter's request/cancel logic
 * ({@link dev.seqid.reactor.ReactiveUuids}). One invariant per test; each test's Javadoc states
 * it, explains its result columns, and gives the command that runs it alone.
 *
 * <h2>Tests</h2>
 * <table>
 *   <caption>Tests and the invariant each one checks</caption>
 *   <tr><th>Test</th><th>Invariant</th></tr>
 *   <tr><td>{@link dev.seqid.stress.Generator_01_TwoActorsNext Generator_01_TwoActorsNext}
 *       ({@code .FrozenClock}, {@code .RealClock})</td>
 *       <td>Two concurrent {@code next()}: different positions, unsigned order agrees; either order.</td></tr>
 *   <tr><td>{@link dev.seqid.stress.Generator_02_ThreeIds Generator_02_ThreeIds}</td>
 *       <td>Three {@code next()} on two threads (two, one): three different positions, the first
 *       thread's in order, the other's anywhere among them.</td></tr>
 *   <tr><td>{@link dev.seqid.stress.Generator_03_NextThenNextOrdered Generator_03_NextThenNextOrdered}</td>
 *       <td>A thread's second id is greater than its first while another thread hammers {@code next()}.</td></tr>
 *   <tr><td>{@link dev.seqid.stress.Generator_04_NextRacingBatch Generator_04_NextRacingBatch}</td>
 *       <td>A single id racing a batch of 8 lies below or above the whole batch, never inside it;
 *       the batch increases.</td></tr>
 *   <tr><td>{@link dev.seqid.stress.Generator_05_ClockStepBack Generator_05_ClockStepBack}
 *       ({@code .ActorSteps}, {@code .StepFirst})</td>
 *       <td>The clock stepping back an hour mid-race repeats no position and reorders no thread's ids.</td></tr>
 *   <tr><td>{@link dev.seqid.stress.Generator_06_CounterOverflow Generator_06_CounterOverflow}
 *       ({@code .CasPath}, {@code .AddPath})</td>
 *       <td>Two calls racing across a counter overflow (borrowed tick; the CAS step with a 1-bit
 *       counter, the {@code getAndAdd} path with a 12-bit one): one gets the tick's last
 *       position, the other the next tick's first, in unsigned order.</td></tr>
 *   <tr><td>{@link dev.seqid.stress.Generator_08_MessagePassingOrder Generator_08_MessagePassingOrder}
 *       ({@code .Next}, {@code .Batch}, {@code .ClockAhead}, {@code .ClockBehind},
 *       {@code .CounterOverflow}, {@code .CombSqlServer}, {@code .Striped})</td>
 *       <td>A call that begins after another thread's call returned (seen through a volatile flag)
 *       gets a greater id in the layout's {@code databaseOrder()}, from another position: single
 *       ids, batches, the clock moved on or set back in between, a counter overflow into a borrowed
 *       tick, SQL Server order. Striped mode promises less: a smaller id is interesting, a shared
 *       position forbidden. (There is no Generator_07: the {@code getAndAdd} crossing it tested is
 *       now {@code Generator_06_CounterOverflow.AddPath}.)</td></tr>
 *   <tr><td>{@link dev.seqid.stress.Generator_09_TryNextNeverPastTheLead Generator_09_TryNextNeverPastTheLead}</td>
 *       <td>Two non-blocking takes ({@code tryNext}) racing for the last positions within the lead:
 *       disjoint, none past the lead, the tick used up; neither waits.</td></tr>
 *   <tr><td>{@link dev.seqid.stress.Generator_10_SealRacingAdds Generator_10_SealRacingAdds}</td>
 *       <td>Two threads' adds run into the epoch's seal tick (a 42-bit counter): four different
 *       positions above the last id before, each thread's in order, the old epoch sealed.</td></tr>
 *   <tr><td>{@link dev.seqid.stress.Generator_11_SingleTryNextRacing Generator_11_SingleTryNextRacing}</td>
 *       <td>Two threads taking one id at a time without blocking ({@code tryNext()}) until it
 *       returns null: disjoint, each in order, none past the lead, a null only once the tick is used
 *       up; neither waits.</td></tr>
 *   <tr><td>{@link dev.seqid.stress.Generator_12_ThrowAtTheLeadRacing Generator_12_ThrowAtTheLeadRacing}</td>
 *       <td>Two {@code next()} under {@code THROW} racing past the last position within the lead
 *       while the clock moves on a tick: the first clock reader throws, and its undo never lowers
 *       the state below the other's id (a later call's id is after both).</td></tr>
 *   <tr><td>{@link dev.seqid.stress.Layout_01_TwoActorsNext Layout_01_TwoActorsNext}
 *       ({@code .CombSqlServer}, {@code .CombPostgres}, {@code .CombLegacy}, {@code .CombBinary},
 *       {@code .TickCounter}, {@code .V6}, {@code .V8SqlServer}, {@code .V8Node})</td>
 *       <td>Two concurrent {@code next()} on each layout: different positions, and the layout's
 *       {@code databaseOrder()} orders them one way or the other, never equal.</td></tr>
 *   <tr><td>{@link dev.seqid.stress.Entropy_01_BlockHandOff Entropy_01_BlockHandOff}</td>
 *       <td>No entropy block reaches two consumers: two threads' draws share no value.</td></tr>
 *   <tr><td>{@link dev.seqid.stress.Entropy_02_CloseRacingNext Entropy_02_CloseRacingNext}
 *       ({@code .NextLong}, {@code .GeneratorNext}, {@code .DrawsTerminate})</td>
 *       <td>{@code close()} racing draws throws nowhere, and a drawing thread always finishes
 *       ({@code DrawsTerminate} is a termination test: STALE is forbidden).</td></tr>
 *   <tr><td>{@link dev.seqid.stress.Entropy_03_GrantHandOff Entropy_03_GrantHandOff}</td>
 *       <td>Two new threads' first grants, cut from one shared block by its atomic cursor, across
 *       the block's end and the install of the next: no byte reaches two callers.</td></tr>
 *   <tr><td>{@link dev.seqid.stress.Entropy_04_SmallGrantToPadded Entropy_04_SmallGrantToPadded}</td>
 *       <td>Two new threads draw past their small grants into their padded ones (by
 *       {@code nextLong} and {@code nextLongs}) from the same blocks: no byte reaches two callers,
 *       or one caller twice.</td></tr>
 *   <tr><td>{@link dev.seqid.stress.Entropy_05_DirectRacingGrants Entropy_05_DirectRacingGrants}</td>
 *       <td>A thread drawing straight from the shared block (as a virtual thread does, by
 *       {@code nextLong} and {@code nextLongs}) races a new thread's grants on the same blocks: no
 *       byte reaches two callers, or one caller twice.</td></tr>
 *   <tr><td>{@link dev.seqid.stress.Slots_01_SharedSlot Slots_01_SharedSlot}</td>
 *       <td>Two threads whose ids pick one slot of the table of per-thread objects (striped
 *       {@code next()}'s leases, the padded grants) look up and claim it at once: each finds its own
 *       object or none, never the other's.</td></tr>
 *   <tr><td>{@link dev.seqid.stress.Reactor_01_RequestCancel Reactor_01_RequestCancel}
 *       ({@code .Cancel}, {@code .RequestThenCancel}, {@code .TwoRequests})</td>
 *       <td>{@code request(3)} and {@code request(5)} racing {@code cancel()} on one subscription of
 *       {@code ReactiveUuids.flux()}: at most 8 {@code onNext}, at most one begun after
 *       {@code cancel()} returned (the element the drain had already checked; interesting), none
 *       after a later request, distinct increasing ids, serial signals; without a cancel exactly 8.</td></tr>
 *   <tr><td>{@link dev.seqid.stress.Reactor_02_KeyedRequestCancel Reactor_02_KeyedRequestCancel}
 *       ({@code .Cancel}, {@code .RequestThenCancel}, {@code .TwoRequests})</td>
 *       <td>The same race on the keying operator ({@code ReactiveUuids.keyed} of a range), and the
 *       elements keep the source's order.</td></tr>
 * </table>
 *
 * <h2>How the generator tests judge ids</h2>
 * Every id carries fresh random bits, so two ids built from the same (tick, counter) position
 * would almost never compare equal: a test that only looked for equal ids could not catch a
 * duplicated position. The tests read each id's position back ({@code UuidLayout.tickOf},
 * {@code counterOf}; see {@code Positions}) and forbid equal positions, as well as an id order that
 * disagrees with the positions. The generators draw from {@code EntropySource.threadLocalRandom()}
 * (cheap, no shared state) so the tests stress the state machine, not an entropy ring; a generator
 * is made per jcstress state, a {@code PrefilledEntropySource} only in the {@code Entropy_*} tests.
 *
 * <p>Every test has two actors. jcstress runs a test only on at least as many CPUs as it has
 * actors (it lists the others under "No scheduling is possible" and skips them), and the build
 * machine has 2: the tests that had a third actor now fold its work into one of the two
 * ({@code Generator_02_ThreeIds}, {@code Generator_05_ClockStepBack.StepFirst},
 * {@code Reactor_01_RequestCancel.Cancel}, {@code Reactor_02_KeyedRequestCancel.Cancel}).
 *
 * <h2>Commands</h2>
 * Build the jar ({@code stress-tests/target/jcstress.jar}) without running it:
 * <pre>{@code ./mvnw -B -pl stress-tests -am package -DskipTests}</pre>
 * The default build ({@code ./mvnw -B verify}) runs every test once in sanity mode: a smoke run
 * of about 70 samples per test (4 in each of 18 configurations), which catches a bug that fails
 * every time but rarely a race (a non-atomic counter add that {@code -m quick} found in
 * {@code Generator_02} within three minutes passed a sanity run). It runs with C2's randomizers on
 * ({@code -jvmArgs "-XX:+UnlockDiagnosticVMOptions -XX:+StressLCM -XX:+StressGCM -XX:+StressIGVN
 * -XX:+StressCCP"}, the property {@code jcstress.jvmArgs}); jcstress still adds
 * {@code -XX:+/-UseBiasedLocking} where the JVM has it (17, not 25) and compiles each actor separately
 * (interpreter, C1 or C2). Its own detection would also run every test without the randomizers:
 * twice the configurations (5 min 3 s instead of 2 min 54 s on 2 CPUs, 2026-11-25). Other tests or modes:
 * {@code -Djcstress.tests=Generator_05 -Djcstress.mode=quick}; every detected configuration:
 * {@code -Djcstress.jvmArgs=} (empty). Skip the run with {@code -Djcstress.skip=true},
 * {@code -DskipStress} or {@code -DskipTests}.
 *
 * <p>The jar's main class, {@link dev.seqid.stress.JcstressLauncher}, runs jcstress's {@code Main} after a
 * check: a run whose {@code -t} regexp matches no test, or only tests with more actors than the
 * run's CPUs, exits 2 with a message (jcstress alone prints "FATAL: No matching tests." and exits
 * 0, which would leave the build green having tested nothing).
 *
 * <p>jcstress writes two things into its working directory: the HTML report, {@code results/}
 * (another place with {@code -r DIR}), and a binary log of every result,
 * {@code jcstress-results-<date-time>.bin.gz}, which jcstress 0.16 has no option to place
 * elsewhere. So run it from {@code stress-tests/target}, as the Maven run does: both stay under
 * {@code target/} and {@code ./mvnw clean} removes them. By hand:
 * <pre>{@code (cd stress-tests/target && java -jar jcstress.jar -m sanity -t 'dev\.seqid\.stress\.')}</pre>
 * The full suite, which actually stresses, in every JVM configuration jcstress detects (quick: 1
 * to 2 hours on 2 CPUs, estimated from one test's 28 configurations; tough: ten forks, much
 * longer):
 * <pre>{@code
 * (cd stress-tests/target && java -jar jcstress.jar -m quick)
 * (cd stress-tests/target && java -jar jcstress.jar -m tough)
 * ./mvnw -B -pl stress-tests -am verify -Pstress-full                      # quick, through Maven
 * ./mvnw -B -pl stress-tests -am verify -Pstress-full -Djcstress.mode=tough
 * }</pre>
 * One test: {@code (cd stress-tests/target && java -jar jcstress.jar -m quick -t Generator_04)}.
 * jcstress exits 1 when any test fails (a FORBIDDEN or unlisted outcome, an error, a stale
 * termination test), which fails the Maven build; the report is then
 * {@code stress-tests/target/results/index.html}, and
 * {@code (cd stress-tests/target && java -jar jcstress.jar -p jcstress-results-<date-time>.bin.gz)}
 * reads a finished run's log again (printing its results and rewriting the report).
 */
package dev.seqid.stress;
