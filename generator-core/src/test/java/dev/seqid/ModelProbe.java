package dev.seqid;

/**
 * What {@link UuidGeneratorModelTest} reads of a generator beyond its ids, for the two things the
 * contract leaves to the implementation: where a batch's reservation of monotonic random slots ends
 * (past its last id by a random offset) and how many positions a striped lease takes. The model
 * checks each reading against what the contract allows before it follows it.
 */
final class ModelProbe {

    private ModelProbe() {
    }

    /** The generator's position now, absolute. */
    static ContractModel.Position position(UuidGenerator generator) {
        PositionState state = ((OrderedUuidGenerator) generator).state;
        Epoch e = state.epoch();
        long s = e.stateVolatile() & ~EpochFields.SEALED;
        return new ContractModel.Position(e.base + (s >>> state.counterBits), s & state.counterMask);
    }

    /** The most ids one reservation of a batch takes. */
    static int maxReservation(UuidGenerator generator) {
        return ((OrderedUuidGenerator) generator).state.maxReservation;
    }
}
