package dev.seqid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SortCommandTest {

    /** v7 ids (MariaDB stores them as they are): u1 starts low, u2 has its top bit set. */
    private static final String U1 = "10000000-0000-7000-8000-000000000003";
    private static final String U2 = "90000000-0000-7000-8000-000000000001";
    /** v4 ids (MariaDB stores them node group first): u3 has node 2, u4 node 0. */
    private static final String U3 = "20000000-0000-4000-8000-000000000002";
    private static final String U4 = "30000000-0000-4000-8000-000000000000";

    /** The four in an order none of the comparators produces, in upper case, with blank lines and stray whitespace. */
    private static final String INPUT = "  " + U3.toUpperCase() + "\n\n" + U2 + "\t\r\n" + U4.toUpperCase() + "\n   \n" + U1 + "\n";

    /**
     * Expected orders, worked out by hand. unsigned: first hex digit 1 < 2 < 3 < 9. java: u2's most
     * significant long is negative. sqlserver: bytes 10-15 first, ...00 < ...01 < ...02 < ...03.
     * mariadb: v4 ids compare by their node group (00.., below every v7 id's 10.. and 90..), v7 ids as is.
     */
    @ParameterizedTest
    @CsvSource({
        "unsigned,  " + U1 + " " + U3 + " " + U4 + " " + U2,
        "java,      " + U2 + " " + U1 + " " + U3 + " " + U4,
        "sqlserver, " + U4 + " " + U2 + " " + U3 + " " + U1,
        "mariadb,   " + U4 + " " + U3 + " " + U1 + " " + U2,
    })
    void sortsInTheNamedOrder(String order, String expected) {
        CommandResult result = CommandResult.runWithInput(INPUT, "sort", "--order", order);
        assertThat(result.exitCode()).isZero();
        assertThat(result.err()).isEmpty();
        assertThat(result.lines()).containsExactly(expected.split(" "));
    }

    @Test
    void defaultOrderIsUnsigned() {
        CommandResult result = CommandResult.runWithInput(INPUT, "sort");
        assertThat(result.lines()).containsExactly(U1, U3, U4, U2);
    }

    @Test
    void emptyInputPrintsNothing() {
        CommandResult result = CommandResult.runWithInput("", "sort", "--order", "sqlserver");
        assertThat(result.exitCode()).isZero();
        assertThat(result.out()).isEmpty();
    }

    @Test
    void malformedLineIsReportedWithItsNumberAndSkipped() {
        String input = U2 + "\n" + U1 + "\n\nnot-a-uuid\n" + U3 + "\n" + U4 + "x\n";
        CommandResult result = CommandResult.runWithInput(input, "sort", "--order", "unsigned");
        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.lines()).containsExactly(U1, U3, U2);
        assertThat(result.err()).contains("seqid sort: line 4: not a UUID: \"not-a-uuid\": it has 10 characters")
                .contains("seqid sort: line 6: not a UUID: \"" + U4 + "x\": it has 37 characters");
    }

    @Test
    void dotNetBytesOrderComparesTheFirstGroupsByteReversed() {
        // string order: 01000000... > 00000001...; .NET bytes: 00 00 00 01 ... < 01 00 00 00 ...
        String high = "01000000-0000-4000-8000-000000000000";
        String low = "00000001-0000-4000-8000-000000000000";
        CommandResult result = CommandResult.runWithInput(low + "\n" + high + "\n", "sort", "--order", "dotnet-bytes");
        assertThat(result.exitCode()).isZero();
        assertThat(result.err()).isEmpty();
        assertThat(result.lines()).containsExactly(high, low);
        assertThat(CommandResult.runWithInput(high + "\n" + low + "\n", "sort").lines()).containsExactly(low, high);
    }

    @Test
    void helpListsEveryOrder() {
        CommandResult result = CommandResult.run("sort", "--help");
        assertThat(result.exitCode()).isZero();
        assertThat(result.out()).contains("unsigned").contains("sqlserver").contains("dotnet-bytes").contains("mariadb").contains("java");
    }

    @ParameterizedTest
    @CsvSource({"oracle", "SqlServer"})
    void unknownOrderListsTheKnownOnes(String order) {
        // Exact names, as --layout and --entropy take them (UuidOrder.named).
        CommandResult result = CommandResult.runWithInput(INPUT, "sort", "--order", order);
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.err()).contains("'" + order + "'").contains("unsigned").contains("sqlserver").contains("dotnet-bytes").contains("mariadb").contains("java");
        assertThat(result.out()).isEmpty();
    }
}
