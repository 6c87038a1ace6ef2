package dev.seqid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ConvertCommandTest {

    private static final String V6 = "1ec9414c-232a-6b00-b3c8-9f6bdeced846";
    private static final String V1 = "c232ab00-9414-11ec-b3c8-9f6bdeced846";

    @Test
    void version1ToVersion6AndBack() {
        assertThat(CommandResult.run("convert", "--to", "v6", V1.toUpperCase()).lines()).containsExactly(V6);
        assertThat(CommandResult.run("convert", "--to", "v1", V6.toUpperCase()).lines()).containsExactly(V1);
    }

    @Test
    void byteOrdersOfDriversAndDatabases() {
        String uuid = "00112233-4455-6677-8899-aabbccddeeff";
        CommandResult dotNet = CommandResult.run("convert", "--to", "dotnet-hex", uuid, V1);
        assertThat(dotNet.exitCode()).isZero();
        // .NET: groups 1-3 byte-reversed. MySQL UUID_TO_BIN(u, 1): bytes 6, 7, 4, 5, 0, 1, 2, 3, 8-15.
        assertThat(dotNet.lines()).containsExactly("33221100554477668899aabbccddeeff", "00ab32c21494ec11b3c89f6bdeced846");
        assertThat(CommandResult.run("convert", "--to", "mysql-swap-hex", uuid, V1).lines())
                .containsExactly("66774455001122338899aabbccddeeff", "11ec9414c232ab00b3c89f6bdeced846");
    }

    @Test
    void badInputsAreReportedAndTheOthersConverted() {
        CommandResult result = CommandResult.run("convert", "--to", "v6", V1, V6, "c232ab00-9414-11ec-b3c8-9f6bdeced84g", V1);
        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.lines()).containsExactly(V6, V6);
        assertThat(result.err()).contains("seqid convert: " + V6 + ": ").contains("version 1").contains("has version 6")
                .contains("'g' at index 35 is not a hexadecimal digit");
    }

    @Test
    void missingOrUnknownFormIsAUsageError() {
        CommandResult missing = CommandResult.run("convert", V1);
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).contains("--to");

        CommandResult unknown = CommandResult.run("convert", "--to", "v7", V1);
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("unknown form 'v7'").contains("v6, v1, dotnet-hex, mysql-swap-hex");
        assertThat(unknown.out()).isEmpty();
    }
}
