import dev.seqid.*;
import java.lang.management.ManagementFactory;
import java.util.UUID;
public class AllocNext {
    static volatile UUID sink;
    public static void main(String[] a) throws Exception {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        PrefilledEntropySource src = PrefilledEntropySource.shared();
        UuidGenerator g = UuidGenerator.builder().build();
        for (int i = 0; i < 20_000_000; i++) sink = g.next();
        int n = 50_000_000;
        long f0 = src.fallbacks(), b = mx.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < n; i++) sink = g.next();
        long m = mx.getCurrentThreadAllocatedBytes() - b;
        System.out.printf("next(): caller %.3f B per id over %,d ids; inline fills %d%n", (double) m / n, n, src.fallbacks() - f0);
    }
}
