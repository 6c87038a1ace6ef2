package dev.seqid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class SeqidCommandTest {

    @Test
    void helpListsTheSubcommands() {
        CommandResult result = CommandResult.run("--help");
        assertThat(result.exitCode()).isZero();
        assertThat(result.out()).contains("generate").contains("inspect").contains("sort").contains("convert").contains("Exit codes");
    }

    @ParameterizedTest
    @ValueSource(strings = {"generate", "inspect", "sort", "convert"})
    void everySubcommandHasHelp(String subcommand) {
        CommandResult result = CommandResult.run(subcommand, "--help");
        assertThat(result.exitCode()).isZero();
        assertThat(result.out()).startsWith("Usage: seqid " + subcommand).contains("Exit codes");
        assertThat(result.out()).doesNotContain("${");
    }

    @Test
    void missingSubcommandIsAUsageError() {
        CommandResult result = CommandResult.run();
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.err()).contains("missing subcommand").contains("Try 'seqid --help'");
    }

    @Test
    void unknownOptionSuggestsHelp() {
        CommandResult result = CommandResult.run("generate", "--cuont", "5");
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.err()).contains("--cuont").contains("Try 'seqid generate --help'");
    }
}
