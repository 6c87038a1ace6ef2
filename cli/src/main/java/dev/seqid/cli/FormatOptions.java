package dev.seqid.cli;

import dev.seqid.TypeId;
import java.util.UUID;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * {@code --format} and {@code --prefix}, the text form of the ids a command prints (and, for
 * {@code facade --decode}, reads): one definition, mixed into {@code generate} and {@code facade}.
 */
final class FormatOptions {

    @Option(names = "--format", paramLabel = "FORM", defaultValue = "uuid", converter = TextForm.Names.class,
            completionCandidates = TextForm.Names.class,
            description = {"The text form of the ids printed (of facade: of the façades, printed, and read with --decode): "
                    + "${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}). uuid is 8-4-4-4-12 hex; typeid a TypeID, the --prefix "
                    + "and '_' before 26 base32 characters in lower case; ulid the same 26 characters in upper case."})
    TextForm format;

    @Option(names = "--prefix", paramLabel = "PREFIX",
            description = {"The TypeID prefix, with --format typeid only: 1 to 63 characters a-z and '_' that start and end with a "
                    + "letter, such as inv (default: none, the 26 characters alone)."})
    String prefix;

    /** The checked prefix; a usage error on {@code spec} if it is given without {@code --format typeid} or is no TypeID prefix. */
    TypeId.Prefix checkedPrefix(CommandSpec spec) {
        return TextForm.prefix(prefix, format == TextForm.TYPEID, "--format", format.cliName(), spec);
    }

    /** The text of {@code id} in the chosen form, under {@code checked} ({@link #checkedPrefix}). */
    String format(UUID id, TypeId.Prefix checked) {
        return format.format(id, checked);
    }

    /** The id {@code text} spells in the chosen form, strictly (a TypeID of {@code checked}); the core's exception if it does not. */
    UUID parse(String text, TypeId.Prefix checked) {
        return format.parse(text, checked);
    }
}
