package dev.seqid.internal;

/**
 * 128 bytes laid out before the fields of a subclass: the first half of the padding of an object
 * that one thread writes while others read it, so that the fields share no cache line (nor the
 * pair of lines a CPU prefetches together) with whatever the garbage collector places before the
 * object. The subclass that holds the hot fields is extended once more by a class of 128 bytes of
 * trailing pad (a superclass's fields are laid out first).
 *
 * <p>Bytes rather than longs: the JVM (JDK 15 and later) fills a superclass's alignment gaps with
 * a subclass's fields, and with long pads the 4-byte gap after a compressed object header would
 * take a hot {@code int} or reference ahead of the pad. Byte fields leave no gap.
 */
public abstract class LeadingPad {
    byte b000, b001, b002, b003, b004, b005, b006, b007, b008, b009, b010, b011, b012, b013, b014, b015;
    byte b016, b017, b018, b019, b020, b021, b022, b023, b024, b025, b026, b027, b028, b029, b030, b031;
    byte b032, b033, b034, b035, b036, b037, b038, b039, b040, b041, b042, b043, b044, b045, b046, b047;
    byte b048, b049, b050, b051, b052, b053, b054, b055, b056, b057, b058, b059, b060, b061, b062, b063;
    byte b064, b065, b066, b067, b068, b069, b070, b071, b072, b073, b074, b075, b076, b077, b078, b079;
    byte b080, b081, b082, b083, b084, b085, b086, b087, b088, b089, b090, b091, b092, b093, b094, b095;
    byte b096, b097, b098, b099, b100, b101, b102, b103, b104, b105, b106, b107, b108, b109, b110, b111;
    byte b112, b113, b114, b115, b116, b117, b118, b119, b120, b121, b122, b123, b124, b125, b126, b127;
}
