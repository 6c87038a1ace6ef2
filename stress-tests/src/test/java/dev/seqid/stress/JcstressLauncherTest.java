package dev.seqid.stress;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The launcher refuses a jcstress run that would run nothing, and passes on every other. */
class JcstressLauncherTest {

    private static final List<String> TESTS = List.of(
            "dev.seqid.stress.Generator_01_TwoActorsNext.FrozenClock",
            "dev.seqid.stress.Generator_04_NextRacingBatch",
            "dev.seqid.stress.Wide_Four");

    /** Stands for jcstress's scheduler on 2 CPUs: only the 4-actor test cannot run. */
    private static boolean fitsTwoCpus(String test) {
        return !test.endsWith("Wide_Four");
    }

    private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
    private final PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);

    private String err() {
        return errBytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aFilterMatchingNothingIsRefused() {
        assertThat(JcstressLauncher.check("Generator_77", TESTS, JcstressLauncherTest::fitsTwoCpus, 2, err)).isEqualTo(2);
        assertThat(err()).contains("no test matches -t Generator_77", "of the 3 tests");
    }

    @Test
    void anEmptyTestListIsRefused() {
        assertThat(JcstressLauncher.check(".*", List.of(), test -> true, 2, err)).isEqualTo(2);
        assertThat(err()).contains("no test matches", "of the 0 tests");
    }

    @Test
    void theFilterIsFoundAnywhereInTheNameAsJcstressDoes() {
        // No anchors: "NextRacing" is a substring of one name (Matcher.find, not matches).
        assertThat(JcstressLauncher.check("NextRacing", TESTS, JcstressLauncherTest::fitsTwoCpus, 2, err)).isZero();
        assertThat(err()).isEmpty();
        assertThat(JcstressLauncher.check("^Generator_04", TESTS, JcstressLauncherTest::fitsTwoCpus, 2, err)).isEqualTo(2);
    }

    @Test
    void onlyUnschedulableMatchesAreRefused() {
        assertThat(JcstressLauncher.check("Wide_", TESTS, JcstressLauncherTest::fitsTwoCpus, 2, err)).isEqualTo(2);
        assertThat(err()).contains("more actors than the 2 CPUs", "Wide_Four").doesNotContain("WARNING");
    }

    @Test
    void unschedulableMatchesAmongOthersAreNamedInAWarning() {
        assertThat(JcstressLauncher.check("dev\\.seqid\\.stress\\.", TESTS, JcstressLauncherTest::fitsTwoCpus, 2, err)).isZero();
        assertThat(err()).contains("WARNING: 1 of the 3 matching tests", "[dev.seqid.stress.Wide_Four]");
    }

    @Test
    void aBadRegexpIsRefusedWithItsReason() {
        assertThat(JcstressLauncher.check("Generator_(", TESTS, test -> true, 2, err)).isEqualTo(2);
        assertThat(err()).contains("-t Generator_( is not a regular expression");
    }

    @Test
    void aBlankJvmArgsIsDroppedAndAnyOtherKept() {
        assertThat(JcstressLauncher.withoutBlankJvmArgs(new String[] {"-m", "quick", "-jvmArgs", "", "-t", "x"}))
                .containsExactly("-m", "quick", "-t", "x");
        assertThat(JcstressLauncher.withoutBlankJvmArgs(new String[] {"-jvmArgs", "  ", "-m", "sanity"}))
                .containsExactly("-m", "sanity");
        assertThat(JcstressLauncher.withoutBlankJvmArgs(new String[] {"-jvmArgs", "-XX:+StressLCM", "-m", "sanity"}))
                .containsExactly("-jvmArgs", "-XX:+StressLCM", "-m", "sanity");
        // A dangling option is jcstress's to reject, not ours to hide.
        assertThat(JcstressLauncher.withoutBlankJvmArgs(new String[] {"-m", "sanity", "-jvmArgs"}))
                .containsExactly("-m", "sanity", "-jvmArgs");
        assertThat(Set.of(JcstressLauncher.withoutBlankJvmArgs(new String[0]))).isEmpty();
    }
}
