package dev.seqid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.SettingsTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * docs/settings.md and the command line say the same: every option of {@code seqid generate} and
 * {@code seqid facade} that sets a generator or façade setting has a row, every name in the Command
 * line column is such an option ({@code --layout} of generate, {@code facade --scheme}) or the key's
 * environment variable, and each default on the page is the option's.
 */
class SettingsTableCommandLineTest {

    /**
     * Options of these subcommands that choose what the command does, not how the generator or
     * the façade is made; a new option is either a setting (a row on the page) or added here.
     */
    private static final Map<String, Set<String>> NOT_SETTINGS = Map.of(
            "generate", Set.of("--count", "--base"),   // how many ids to print; a UUID to stamp instead of making ids
            "facade", Set.of("--decode"));             // which way to convert

    private final List<SettingsTable.Row> rows = SettingsTable.read();
    private final CommandSpec seqid = SeqidCommand.commandLine().getCommandSpec();

    @Test
    void everySettingOptionHasARowAndEveryNameInTheColumnIsAnOption() {
        Set<String> documented = SettingsTable.names(rows, SettingsTable.COMMAND_LINE);
        Set<String> options = new TreeSet<>();
        for (String command : NOT_SETTINGS.keySet()) {
            for (OptionSpec option : subcommand(command).options()) {
                if (!option.usageHelp() && !option.versionHelp() && !NOT_SETTINGS.get(command).contains(option.longestName())) {
                    options.add(name(command, option.longestName()));
                }
            }
        }
        List<String> unknown = new ArrayList<>();
        for (String name : documented) {
            if (!name.equals(FacadeCommand.KEY_VARIABLE) && option(name) == null) {
                unknown.add(name);
            }
        }
        SoftAssertions softly = new SoftAssertions();

        softly.assertThat(options).as("the options found").contains("--layout", "facade --scheme");
        softly.assertThat(documented).as("the Command line column of docs/settings.md names every setting option").containsAll(options);
        softly.assertThat(documented).as("the façade key's environment variable").contains(FacadeCommand.KEY_VARIABLE);
        softly.assertThat(unknown).as("names in the Command line column that are no option of generate or facade").isEmpty();
        softly.assertAll();
    }

    @Test
    void theDefaultsAreTheOptions() {
        int checked = 0;
        for (SettingsTable.Row row : rows) {
            for (String name : row.names(SettingsTable.COMMAND_LINE)) {
                OptionSpec option = option(name);
                String value = option == null ? null : defaultOf(option);
                if (name.equals("--at")) {
                    // --at replaces the clock; left out, the generator keeps the builder's default clock.
                    assertThat(value).as("--at has no default").isNull();
                    continue;
                }
                assertThat(SettingsTable.sameDefault(value, row.defaultValue()))
                        .as("%s says the default of %s is %s; the command line's is %s", row, name, row.defaultValue(), value)
                        .isTrue();
                checked++;
            }
        }
        assertThat(checked).as("defaults checked").isGreaterThanOrEqualTo(8);
    }

    /** The default of {@code option}: its own, or its command's default provider's (the core's). */
    private static String defaultOf(OptionSpec option) {
        if (option.defaultValue() != null) {
            return option.defaultValue();
        }
        CommandLine.IDefaultValueProvider provider = option.command().defaultValueProvider();
        try {
            return provider == null ? null : provider.defaultValue(option);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** The option a Command line cell names: {@code --x} of generate, {@code facade --x} of facade; null if none. */
    private OptionSpec option(String name) {
        String[] words = name.split(" ");
        String command = words.length == 2 ? words[0] : "generate";
        CommandLine sub = seqid.subcommands().get(command);
        return sub == null ? null : sub.getCommandSpec().findOption(words[words.length - 1]);
    }

    private CommandSpec subcommand(String command) {
        return seqid.subcommands().get(command).getCommandSpec();
    }

    private static String name(String command, String option) {
        return command.equals("generate") ? option : command + " " + option;
    }
}
