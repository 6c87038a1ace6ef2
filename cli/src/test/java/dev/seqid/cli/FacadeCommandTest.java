package dev.seqid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.FacadeKey;
import dev.seqid.UuidFacade;
import dev.seqid.UuidGenerator;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class FacadeCommandTest {

    private static final String KEY = "000102030405060708090a0b0c0d0e0f";
    private static final Map<String, String> WITH_KEY = Map.of("SEQID_FACADE_KEY", KEY);

    @Test
    void uuidv47GivesThePublishedAnswersBothWays() {
        CommandResult encoded = CommandResult.runWithEnvironment(WITH_KEY, "", "facade", "--scheme", "uuidv47",
                "01a233a2-709a-71d0-b029-494786597424", "01A233A2-709A-71D0-B1A9-FD143691893C");
        assertThat(encoded.exitCode()).isZero();
        assertThat(encoded.err()).isEmpty();
        assertThat(encoded.lines()).containsExactly("b94d7bd1-ed77-41d0-b029-494786597424", "dc4ee0be-1f06-41d0-b1a9-fd143691893c");
        CommandResult decoded = CommandResult.runWithEnvironment(WITH_KEY, "", "facade", "--scheme", "uuidv47", "--decode",
                "b94d7bd1-ed77-41d0-b029-494786597424");
        assertThat(decoded.lines()).containsExactly("01a233a2-709a-71d0-b029-494786597424");
    }

    @Test
    void opaqueIsTheDefaultAndReadsStandardInputWhenThereIsNoArgument() {
        CommandResult encoded = CommandResult.runWithEnvironment(WITH_KEY, "dc1b77ae-0bf3-7dad-a4f0-eeb9026e6076\n\n  "
                + "01a233a2-709a-71d0-b029-494786597424  \n", "facade");
        assertThat(encoded.exitCode()).isZero();
        assertThat(encoded.lines()).containsExactly("3cdfef6c-d1bc-4ca7-9a95-18c868f8d302", "0378ce01-82ea-477d-a103-92e90b1ddb7c");
        CommandResult decoded = CommandResult.runWithEnvironment(WITH_KEY, encoded.out(), "facade", "--decode");
        assertThat(decoded.lines()).containsExactly("dc1b77ae-0bf3-7dad-a4f0-eeb9026e6076", "01a233a2-709a-71d0-b029-494786597424");
    }

    @Test
    void agreesWithTheCoreForAnotherLayout() {
        UUID id = UuidGenerator.builder().layout(dev.seqid.UuidLayout.v8SqlServer()).build().next();
        CommandResult result = CommandResult.runWithEnvironment(WITH_KEY, "", "facade", "--layout", "v8-sqlserver", id.toString());
        assertThat(result.lines()).containsExactly(UuidFacade.opaque(FacadeKey.ofHex(KEY), dev.seqid.UuidLayout.v8SqlServer()).encode(id)
                .toString());
    }

    @Test
    void aBadIdIsNamedOnStandardErrorAndTheOthersArePrinted() {
        CommandResult result = CommandResult.runWithEnvironment(WITH_KEY, "", "facade", "--decode", "01a233a2-709a-71d0-b029-494786597424",
                "0378ce01-82ea-477d-a103-92e90b1ddb7c", "0378ce01");
        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.lines()).containsExactly("01a233a2-709a-71d0-b029-494786597424");
        assertThat(result.err()).contains("seqid facade: not a façade of the opaque scheme: 01a233a2-709a-71d0-b029-494786597424 has version 7")
                .contains("seqid facade: not a UUID: \"0378ce01\": it has 8 characters");
        CommandResult stdin = CommandResult.runWithEnvironment(WITH_KEY, "dc1b77ae-0bf3-7dad-a4f0-eeb9026e6076\nnope\n", "facade");
        assertThat(stdin.exitCode()).isEqualTo(1);
        assertThat(stdin.lines()).containsExactly("3cdfef6c-d1bc-4ca7-9a95-18c868f8d302");
        assertThat(stdin.err()).contains("seqid facade: line 2: not a UUID: \"nope\"");
        CommandResult notV7 = CommandResult.runWithEnvironment(WITH_KEY, "", "facade", "3cdfef6c-d1bc-4ca7-9a95-18c868f8d302");
        assertThat(notV7.exitCode()).isEqualTo(1);
        assertThat(notV7.err()).contains("encodes ids with version 7 and the RFC 9562 variant");
    }

    @Test
    void aMissingOrBadKeyIsAUsageErrorThatNeverShowsTheKey() {
        CommandResult missing = CommandResult.runWithEnvironment(Map.of(), "", "facade", "01a233a2-709a-71d0-b029-494786597424");
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.out()).isEmpty();
        assertThat(missing.err()).contains("seqid facade: no façade key: set the environment variable SEQID_FACADE_KEY to 32 hexadecimal"
                + " digits (make one with: openssl rand -hex 16)");
        String almost = KEY.substring(0, 31) + "z";
        CommandResult bad = CommandResult.runWithEnvironment(Map.of("SEQID_FACADE_KEY", almost), "", "facade",
                "01a233a2-709a-71d0-b029-494786597424");
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err()).contains("SEQID_FACADE_KEY: a façade key is 32 hexadecimal digits (0-9, a-f or A-F), but the character at"
                + " index 31 is not one").doesNotContain(almost).doesNotContain(KEY.substring(0, 16));
        CommandResult shortKey = CommandResult.runWithEnvironment(Map.of("SEQID_FACADE_KEY", KEY.substring(2)), "", "facade",
                "01a233a2-709a-71d0-b029-494786597424");
        assertThat(shortKey.exitCode()).isEqualTo(2);
        assertThat(shortKey.err()).contains("SEQID_FACADE_KEY: a façade key is 32 hexadecimal digits (16 bytes), got 30 characters")
                .doesNotContain(KEY.substring(2)).doesNotContain(KEY.substring(2, 18));
        CommandResult upper = CommandResult.runWithEnvironment(Map.of("SEQID_FACADE_KEY", KEY.toUpperCase(java.util.Locale.ROOT)), "",
                "facade", "01a233a2-709a-71d0-b029-494786597424");
        assertThat(upper.exitCode()).as("the message says A-F is taken, and it is").isZero();
        assertThat(upper.lines()).containsExactly("0378ce01-82ea-477d-a103-92e90b1ddb7c");
        CommandResult scheme = CommandResult.runWithEnvironment(WITH_KEY, "", "facade", "--scheme", "uuidv48", "01a233a2-709a-71d0-b029-494786597424");
        assertThat(scheme.exitCode()).isEqualTo(2);
        assertThat(scheme.err()).contains("unknown façade scheme 'uuidv48'; known: uuidv47, opaque").doesNotContain("SEQID_FACADE_KEY:");
        CommandResult layout = CommandResult.runWithEnvironment(WITH_KEY, "", "facade", "--layout", "seqguid-string",
                "01a233a2-709a-71d0-b029-494786597424");
        assertThat(layout.exitCode()).isEqualTo(2);
        assertThat(layout.err()).contains("layout seqguid-string has no version").doesNotContain("SEQID_FACADE_KEY:");
    }

    @Test
    void theHelpNamesTheEnvironmentVariable() {
        CommandResult help = CommandResult.run("facade", "--help");
        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).contains("SEQID_FACADE_KEY").contains("--decode").contains("uuidv47, opaque")
                .contains("(default: " + UuidFacade.DEFAULT_SCHEME.configName() + ")");
    }
}
