/**
 * Sequential, time-ordered UUIDs: the generator, the layouts it makes, and the orders, codecs and
 * parser that read them back.
 *
 * <h2>Entry points</h2>
 * <ul>
 *   <li>{@link dev.seqid.UuidGenerator#builder()}: a generator of one {@link dev.seqid.UuidLayout},
 *   on a {@link dev.seqid.ClockSource} and an {@link dev.seqid.EntropySource}, with an
 *   {@link dev.seqid.OverflowPolicy} and a maximum lead. {@code next()}, the batches
 *   ({@code next(UUID[])}, {@code nextLongs}, {@code nextBytes}), the non-blocking takes
 *   ({@code tryNext}), and {@link dev.seqid.UuidGenerator#striped()} for per-thread order.</li>
 *   <li>{@link dev.seqid.UuidLayout}: the presets ({@code v7()}, the COMBs, v6, v8) and
 *   {@link dev.seqid.UuidLayout#named(String)}; decoding ({@code tickOf}, {@code instantOf},
 *   {@code counterOf}) and range bounds.</li>
 *   <li>{@link dev.seqid.UuidOrder} (database sort orders as comparators),
 *   {@link dev.seqid.UuidCodec} (byte orders of drivers and databases, v1/v6),
 *   {@link dev.seqid.UuidParser} (strict text).</li>
 *   <li>{@link dev.seqid.PrefilledEntropySource}: the default entropy, for a caller that wants to
 *   size or close its own.</li>
 *   <li>{@link dev.seqid.UuidFacade}: the ids a service shows instead of its keys, under a
 *   {@link dev.seqid.FacadeKey} and a {@link dev.seqid.FacadeScheme}; with a plausible-time window,
 *   and {@link dev.seqid.UuidFacade#rotating rotating} over old keys.</li>
 * </ul>
 * A configuration names a layout, an entropy source, an overflow policy, a step-back choice or an
 * order by one lower-case name, the same in the Kotlin DSL, the Spring properties and the command
 * line: {@code named(String)} and {@code names()} on {@link dev.seqid.UuidLayout},
 * {@link dev.seqid.EntropySource}, {@link dev.seqid.OverflowPolicy}, {@link dev.seqid.ClockStepBack},
 * {@link dev.seqid.FacadeScheme} and {@link dev.seqid.UuidOrder}, the enum-like ones through
 * {@code ConfigNames}.
 *
 * <h2>The path of {@code next()}</h2>
 * <ol>
 *   <li>{@link dev.seqid.UuidGenerator#next()} hands a writer ({@code IdWriter.NEW_UUID}, the one
 *   place that knows a destination type) to {@code writeOne} of the implementation the builder
 *   chose: {@code OrderedUuidGenerator} for every layout with a timestamp, {@code RandomUuidGenerator}
 *   for v4. No call tests which it is.</li>
 *   <li>{@code OrderedUuidGenerator.writeOne} takes one position from {@code PositionState.takeOne}:
 *   usually one {@code getAndAdd} on the padded word of the current {@code Epoch}, then one clock
 *   read ({@code PositionArithmetic.relativeNow}) and the checks of the add path; the lead and the
 *   overflow policy ({@code LeadPolicy}) only when the position changes tick or runs ahead.</li>
 *   <li>{@code writeAt} places the tick's bits once per tick ({@code TickBits}, from the
 *   {@code BitPlan}), draws the random words ({@code RandomBits}, from the entropy source: for the
 *   default, a thread's {@code Grant} cut from the {@code BlockCursor}'s block, which a
 *   {@code BlockSupply} fills ahead in its Disruptor ring) and writes the id with the
 *   {@code BitPlan}.</li>
 * </ol>
 *
 * <h2>Clock step backs and the floor</h2>
 * {@link dev.seqid.ClockStepBack} (keep order or re-anchor) and the tolerance are chosen on the
 * builder, as is the floor ({@code Builder.after}, the last id stored). {@code StepBackPolicy} says
 * what a step back is (the clock below the epoch's high-water mark by more than the tolerance or the
 * lead), counts it and decides a re-anchor; {@code Floor} is the position no id goes to or below;
 * {@code PositionState.startAbove} is where a new generator and a re-anchor start. The lead and the
 * overflow policy are {@code LeadPolicy}'s.
 *
 * <h2>The façades</h2>
 * {@code UuidFacade} is sealed to its schemes: {@code Uuidv47Facade} and {@code OpaqueFacade} (both
 * keyed by {@code SipHash24}, the latter a Feistel permutation), {@code PlausibleTimeFacade} (a
 * window around another) and {@code RotatingFacade} (the current key, then the previous ones). A
 * refusal names the input and the scheme, never anything decoded with the key.
 *
 * <h2>The path of a batch</h2>
 * {@code next(UUID[])}, {@code nextLongs} and the {@code tryNext} forms go to
 * {@code OrderedUuidGenerator.write}/{@code tryWrite}: {@code PositionState.reserve} takes up to
 * {@code maxReservation} positions with one CAS ({@code idsWithinLead} first, for a non-blocking
 * take), and {@code compose} writes them from one draw of random words per
 * {@code RandomBits.BLOCK_IDS} ids, placing the tick's bits once per tick. The striped view's leases
 * ({@code StripedUuidGenerator.Leasing}) reserve the same way and compose through the same method.
 *
 * <h2>What goes where</h2>
 * The public API is the public types of this package, each documented with its contract. A class
 * that works with the package-private parts of this package (the position state, the bit plan, the
 * entropy ring and its grants) is package-private here: nothing outside can reach it, and nothing
 * in it needs to be public. Package {@code dev.seqid.internal} holds the building blocks that need
 * nothing package-private from {@code dev.seqid} but that its public classes use (the DRBG, the
 * cached clock, padding, the per-thread slot table, the entropy sources behind the
 * {@code EntropySource} factories), and {@code GeneratorsByLayout}, the generators of seqid's
 * persistence adapters and their rule of choice: public so that this package and the adapters can
 * call them, exported by the module only to those adapters' modules, so not API. Test and benchmark
 * hooks live in test and benchmark code, not here.
 */
package dev.seqid;
