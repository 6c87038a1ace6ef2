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
        assertThat(result.out()).contains("generate").contains("inspect").contains("sort").contains("convert").contains("bench-insert")
                .contains("Exit codes");
    }

    @Test
    void benchInsertHelpSaysHowToRunIt() {
        CommandResult result = CommandResult.run("bench-insert", "--help");
        assertThat(result.exitCode()).isZero();
        assertThat(result.out()).contains("./seqid bench-insert").contains("bench-insert/target/seqid-bench-insert.jar");
    }

    @Test
    void benchInsertInThisJarPointsToItsOwnJar() {
        CommandResult result = CommandResult.run("bench-insert", "--db", "sqlite", "--rows", "2000");
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.out()).isEmpty();
        assertThat(result.err()).contains("runs from its own jar").contains("./seqid bench-insert --db sqlite --rows 2000");
    }

    @ParameterizedTest
    @ValueSource(strings = {"generate", "inspect", "sort", "convert", "facade", "bench-insert"})
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
