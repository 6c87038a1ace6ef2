package dev.seqid;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;

/**
 * The one convention for a named choice ({@link ClockStepBack}, {@link OverflowPolicy},
 * {@link UuidOrder}, {@link FacadeScheme}): each constant has a {@code configName()}, the name a
 * Spring property, the command line and the Kotlin DSL use; {@code named(String)} takes exactly
 * that name back and refuses any other with a message listing the known ones; {@code names()} lists
 * them in declaration order. The choices call these methods rather than each writing the loop and
 * the message.
 */
final class ConfigNames {

    private ConfigNames() {
    }

    /** A constant's name in kebab case: {@code KEEP_ORDER} is {@code "keep-order"}. */
    static String kebab(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The config names of {@code all}, in their order; immutable. */
    static <T> List<String> names(T[] all, Function<T, String> configName) {
        return java.util.Arrays.stream(all).map(configName).toList();
    }

    /**
     * The one of {@code all} whose config name is exactly {@code name}.
     *
     * @param what what a choice is, for the message ("overflow policy")
     * @throws IllegalArgumentException for any other name: {@code unknown <what> '<name>'; known: a, b}
     */
    static <T> T named(String what, String name, T[] all, Function<T, String> configName) {
        Objects.requireNonNull(name, "name");
        for (T choice : all) {
            if (configName.apply(choice).equals(name)) {
                return choice;
            }
        }
        throw new IllegalArgumentException("unknown " + what + " '" + name + "'; known: " + String.join(", ", names(all, configName)));
    }
}
