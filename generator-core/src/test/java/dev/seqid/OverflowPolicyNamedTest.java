package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The names a configuration gives overflow policies, as the layouts and entropy sources have theirs. */
class OverflowPolicyNamedTest {

    @Test
    void eachPolicyIsNamedByItsConstantInKebabCase() {
        assertThat(OverflowPolicy.names()).containsExactly("wait", "throw");
        for (OverflowPolicy policy : OverflowPolicy.values()) {
            assertThat(policy.configName()).isEqualTo(policy.name().toLowerCase(java.util.Locale.ROOT));
            assertThat(OverflowPolicy.named(policy.configName())).isSameAs(policy);
        }
    }

    @Test
    void anUnknownNameListsTheKnownOnes() {
        for (String wrong : new String[] {"WAIT", "Throw", "block", ""}) {
            assertThatThrownBy(() -> OverflowPolicy.named(wrong)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("unknown overflow policy '" + wrong + "'; known: wait, throw");
        }
        assertThatThrownBy(() -> OverflowPolicy.named(null)).isInstanceOf(NullPointerException.class);
    }
}
