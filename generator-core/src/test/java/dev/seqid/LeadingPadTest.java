package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.internal.LeadingPad;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The objects one thread writes on every call while others read nearby: their hot fields lie
 * between 128 bytes of padding on each side, at the offsets the JVM actually gives them. With long
 * leading pads the JVM put a grant's {@code index} in the 4-byte gap after the object header,
 * ahead of the pad; this test failed then. (Named by string: the per-thread DRBG's state is
 * package-private in another package.)
 */
class LeadingPadTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"dev.seqid.Grant$Padded", "dev.seqid.Epoch", "dev.seqid.StripedUuidGenerator$Lease",
            "dev.seqid.internal.ThreadLocalDrbgEntropySource$Local"})
    void theHotFieldsHave128BytesOfPaddingOnEachSide(String className) throws Exception {
        Class<?> padded = Class.forName(className);
        Class<?> unsafeClass = Class.forName("sun.misc.Unsafe");
        Field theUnsafe = unsafeClass.getDeclaredField("theUnsafe");
        theUnsafe.setAccessible(true);
        Object unsafe = theUnsafe.get(null);
        Method offsetOf = unsafeClass.getMethod("objectFieldOffset", Field.class);
        int referenceBytes = (int) unsafeClass.getMethod("arrayIndexScale", Class.class).invoke(unsafe, Object[].class);

        // The hot fields: those of every class between the leading pad and the trailing pad's class.
        List<Class<?>> fieldClasses = new ArrayList<>();
        for (Class<?> c = padded.getSuperclass(); c != LeadingPad.class; c = c.getSuperclass()) {
            assertThat(c).as("%s extends the leading pad", padded.getSimpleName()).isNotNull().isNotEqualTo(Object.class);
            fieldClasses.add(c);
        }
        long firstField = Long.MAX_VALUE;
        long endOfFields = 0;
        for (Class<?> fields : fieldClasses) {
            for (Field f : fields.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers())) {
                    long offset = (long) offsetOf.invoke(unsafe, f);
                    firstField = Math.min(firstField, offset);
                    endOfFields = Math.max(endOfFields, offset + size(f, referenceBytes));
                }
            }
        }
        int before = 0;
        int after = 0;
        for (Class<?> pad : List.of(LeadingPad.class, padded)) {
            for (Field f : pad.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers())) {
                    continue; // not in the object (and objectFieldOffset refuses it); PIT's coverage adds one
                }
                long offset = (long) offsetOf.invoke(unsafe, f);
                int size = size(f, referenceBytes);
                if (offset + size <= firstField) {
                    before += size;
                } else if (offset >= endOfFields) {
                    after += size;
                }
            }
        }
        assertThat(before).as("pad bytes before the fields (first field at " + firstField + ")").isGreaterThanOrEqualTo(128);
        assertThat(after).as("pad bytes after the fields (which end at " + endOfFields + ")").isGreaterThanOrEqualTo(128);
    }

    private static int size(Field f, int referenceBytes) {
        Class<?> t = f.getType();
        if (t == long.class || t == double.class) {
            return 8;
        }
        if (t == int.class || t == float.class) {
            return 4;
        }
        if (t == short.class || t == char.class) {
            return 2;
        }
        return t == byte.class || t == boolean.class ? 1 : referenceBytes;
    }
}
