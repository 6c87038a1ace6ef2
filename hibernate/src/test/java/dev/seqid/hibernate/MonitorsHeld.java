package dev.seqid.hibernate;

import java.lang.management.ManagementFactory;
import java.lang.management.MonitorInfo;
import java.lang.management.ThreadInfo;
import java.util.Arrays;
import java.util.List;

/** The monitors the calling thread holds, as the JVM reports them (its stack's locked monitors). */
final class MonitorsHeld {

    private MonitorsHeld() {
    }

    /**
     * The classes of the monitors of seqid's objects and of {@code ConcurrentHashMap}'s nodes
     * (which {@code computeIfAbsent} holds while its function runs) that the calling thread holds.
     */
    static List<String> seqidOrConcurrentMap() {
        ThreadInfo info = ManagementFactory.getThreadMXBean().getThreadInfo(new long[] {Thread.currentThread().getId()}, true, false)[0];
        return Arrays.stream(info.getLockedMonitors())
                .map(MonitorInfo::getClassName)
                .filter(name -> name.startsWith("dev.seqid.") || name.startsWith("java.util.concurrent.ConcurrentHashMap"))
                .toList();
    }
}
