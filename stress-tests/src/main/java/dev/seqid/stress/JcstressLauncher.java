package dev.seqid.stress;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.openjdk.jcstress.Main;
import org.openjdk.jcstress.Options;
import org.openjdk.jcstress.infra.runners.TestList;
import org.openjdk.jcstress.os.Scheduler;
import org.openjdk.jcstress.os.topology.Topology;

/**
 * The main class of {@code jcstress.jar}: checks that a run would run something, then hands the
 * arguments to jcstress ({@link org.openjdk.jcstress.Main}).
 *
 * <p>jcstress 0.16 exits 0 when its {@code -t} regexp matches no test ("FATAL: No matching tests."),
 * and also when every matching test is skipped because it has more actors than the machine has
 * CPUs ("No scheduling is possible"). A build that runs jcstress would then stay green having
 * tested nothing: after a typo in {@code -Djcstress.tests}, a lost {@code META-INF/TestList} (the
 * annotation processor did not run), or on a machine too small for the tests. This class refuses
 * those runs with exit status 2 and a message saying why. Tests skipped for lack of CPUs among
 * others that run are named in a warning.
 *
 * <p>It selects tests the way jcstress does: the names listed in the jar's
 * {@code META-INF/TestList} in which the {@code -t} regexp is <em>found</em> (a substring match),
 * parsed by jcstress's own {@link Options}; a test is skipped when jcstress's {@link Scheduler}
 * has no scheduling class for its actor count on the CPUs the run may use ({@code -c}).
 *
 * <p>It also treats {@code -jvmArgs} with a blank value as absent, so that a build property left
 * empty (the stress-full profile's {@code jcstress.jvmArgs}) means jcstress's own JVM-mode
 * auto-detection rather than one JVM mode with an empty argument.
 *
 * <p>{@code -l} (list), {@code -p} (parse a result file) and {@code -h} go straight to jcstress.
 */
public final class JcstressLauncher {

    /** Exit status of a refused run: jcstress itself uses 1 for failed tests. */
    static final int NOTHING_TO_RUN = 2;

    private JcstressLauncher() {
    }

    public static void main(String[] args) throws Exception {
        String[] jcstressArgs = withoutBlankJvmArgs(args);
        Options options = new Options(jcstressArgs);
        if (!options.parse()) {
            System.exit(1); // jcstress printed the problem or the help; Main would exit 1 as well
        }
        if (!options.shouldList() && !options.shouldParse()) {
            int cpus = options.getCPUCount();
            Scheduler scheduler = new Scheduler(Topology.get(), cpus);
            Predicate<String> schedulable =
                    test -> !scheduler.scheduleClasses(TestList.getInfo(test).threads(), cpus, options.affinityMode()).isEmpty();
            int status = check(options.getTestFilter(), TestList.tests(), schedulable, cpus, System.err);
            if (status != 0) {
                System.exit(status);
            }
        }
        Main.main(jcstressArgs);
    }

    /**
     * Whether a run of {@code filter} over {@code tests} runs anything: 0 if at least one matching
     * test can be scheduled, otherwise {@link #NOTHING_TO_RUN} after saying why on {@code err}.
     * Prints a warning naming the matching tests that cannot be scheduled when others can.
     */
    static int check(String filter, Collection<String> tests, Predicate<String> schedulable, int cpus, PrintStream err) {
        Pattern pattern;
        try {
            pattern = Pattern.compile(filter);
        } catch (PatternSyntaxException e) {
            err.println("jcstress: -t " + filter + " is not a regular expression: " + e.getDescription());
            return NOTHING_TO_RUN;
        }
        Set<String> matched = new TreeSet<>();
        for (String test : tests) {
            if (pattern.matcher(test).find()) {
                matched.add(test);
            }
        }
        if (matched.isEmpty()) {
            err.println("jcstress: no test matches -t " + filter + " (of the " + tests.size()
                    + " tests in META-INF/TestList). Check the regexp, and that the jcstress annotation"
                    + " processor ran when the jar was built.");
            return NOTHING_TO_RUN;
        }
        List<String> skipped = new ArrayList<>();
        for (String test : matched) {
            if (!schedulable.test(test)) {
                skipped.add(test);
            }
        }
        if (skipped.size() == matched.size()) {
            err.println("jcstress: all " + matched.size() + " tests matching -t " + filter + " have more actors than the "
                    + cpus + " CPUs this run may use, so none would run: " + skipped);
            return NOTHING_TO_RUN;
        }
        if (!skipped.isEmpty()) {
            err.println("jcstress: WARNING: " + skipped.size() + " of the " + matched.size()
                    + " matching tests have more actors than the " + cpus + " CPUs this run may use and will not run: " + skipped);
        }
        return 0;
    }

    /** {@code args} without any {@code -jvmArgs} whose value is blank (jcstress would pass it on as one empty JVM argument). */
    static String[] withoutBlankJvmArgs(String[] args) {
        List<String> kept = new ArrayList<>(args.length);
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("-jvmArgs") && i + 1 < args.length && args[i + 1].isBlank()) {
                i++; // drop the option and its blank value; a dangling -jvmArgs is left for jcstress to reject
                continue;
            }
            kept.add(args[i]);
        }
        return kept.toArray(new String[0]);
    }
}
