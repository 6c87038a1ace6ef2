import dev.seqid.*;
import java.lang.management.ManagementFactory;

public class AllocCheck2 {
    public static void main(String[] a) throws Exception {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        PrefilledEntropySource src = PrefilledEntropySource.shared();
        UuidGenerator g = UuidGenerator.builder().entropy(src).build();
        UuidGenerator fast = UuidGenerator.builder().entropy(EntropySource.threadLocalRandom()).build();
        long[] dst = new long[512];
        for (int i = 0; i < 200_000; i++) { g.nextLongs(dst, 0, 256); fast.nextLongs(dst, 0, 256); }
        int calls = 400_000;
        long f0 = src.fallbacks();
        long b = mx.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < calls; i++) g.nextLongs(dst, 0, 256);
        long m = mx.getCurrentThreadAllocatedBytes() - b;
        System.out.printf("secure: caller %,d B = %.1f B per call; inline fills %d (%,d B of blocks)%n", m, (double) m / calls, src.fallbacks() - f0, (src.fallbacks() - f0) * 65536);
        b = mx.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < calls; i++) fast.nextLongs(dst, 0, 256);
        m = mx.getCurrentThreadAllocatedBytes() - b;
        System.out.printf("threadLocalRandom: caller %,d B = %.3f B per call%n", m, (double) m / calls);
    }
}
