package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import org.junit.jupiter.api.Test;

/** The names a configuration gives entropy sources: one name per factory method, the default first. */
class EntropySourceNamedTest {

    @Test
    void eachNameGivesItsFactoryMethodsSource() {
        assertThat(EntropySource.named("secure")).isSameAs(EntropySource.secure());
        assertThat(EntropySource.named("per-thread-drbg")).isSameAs(EntropySource.perThreadDrbg());
        assertThat(EntropySource.named("secure-random")).isNotSameAs(EntropySource.named("secure-random"));
        assertThat(EntropySource.named("thread-local-random")).isSameAs(EntropySource.threadLocalRandom());
        assertThat(EntropySource.named("secure-random").toString()).startsWith("EntropySource.of(");
        assertThat(EntropySource.names()).first().isEqualTo(UuidGenerator.DEFAULT_ENTROPY);
    }

    /** The rule the names follow: each is the name of a no-argument factory method, in kebab case. */
    @Test
    void eachNameIsAFactoryMethodsNameInKebabCase() throws ReflectiveOperationException {
        for (String name : EntropySource.names()) {
            StringBuilder camel = new StringBuilder();
            for (String word : name.split("-")) {
                camel.append(camel.length() == 0 ? word : Character.toUpperCase(word.charAt(0)) + word.substring(1));
            }
            Method factory = EntropySource.class.getMethod(camel.toString());
            assertThat(Modifier.isStatic(factory.getModifiers())).as(name).isTrue();
            assertThat(factory.getReturnType()).as(name).isEqualTo(EntropySource.class);
            assertThat(factory.invoke(null).getClass()).as(name).isEqualTo(EntropySource.named(name).getClass());
        }
        assertThat(EntropySource.secureRandom()).isNotSameAs(EntropySource.secureRandom());
    }

    @Test
    void anUnknownNameListsTheKnownOnesOnce() {
        assertThatThrownBy(() -> EntropySource.named("fast")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown entropy 'fast'; known: secure, per-thread-drbg, secure-random, thread-local-random");
    }
}
