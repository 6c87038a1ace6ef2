package dev.seqid.cli;

import dev.seqid.TypeId;
import dev.seqid.UlidText;
import dev.seqid.UuidParser;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.stream.Stream;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The text forms of an id on the command line: the canonical UUID, a TypeID and ULID text, read and
 * written by the core ({@link UuidParser}, {@link TypeId}, {@link UlidText}), which holds the rules
 * and writes the messages.
 *
 * <p>An argument's form is told by its text ({@link #read}): one with a {@code '_'} is a TypeID, one
 * of 26 characters ULID text, anything else a canonical UUID. No text is two of them but the
 * 26 lower-case characters of a TypeID without a prefix, which are also ULID text of the same 128
 * bits; they are read as ULID text.
 */
enum TextForm {
    /** The canonical 8-4-4-4-12 hex form. */
    CANONICAL("uuid"),
    TYPEID("typeid"),
    ULID("ulid");

    /** The length of ULID text and of a TypeID's suffix. */
    private static final int BASE32_LENGTH = 26;

    private final String cliName;

    TextForm(String cliName) {
        this.cliName = cliName;
    }

    /** The name the options take and the output shows. */
    String cliName() {
        return cliName;
    }

    /**
     * The text of {@code id} in this form.
     *
     * @param prefix the TypeID prefix ({@link #TYPEID} only; null for the others)
     */
    String format(UUID id, TypeId.Prefix prefix) {
        return switch (this) {
            case CANONICAL -> id.toString();
            case TYPEID -> prefix.format(id);
            case ULID -> UlidText.format(id);
        };
    }

    /**
     * The id {@code text} spells in this form, strictly: a TypeID must have {@code prefix}.
     *
     * @throws dev.seqid.UuidFormatException if it does not, with the core's message
     */
    UUID parse(String text, TypeId.Prefix prefix) {
        return switch (this) {
            case CANONICAL -> UuidParser.parse(text);
            case TYPEID -> prefix.parse(text);
            case ULID -> UlidText.parse(text);
        };
    }

    /**
     * An id read from an argument in whichever form its text is (see the class comment).
     *
     * @throws dev.seqid.UuidFormatException if the text is not what its form needs, with the core's
     *                                       message for that form
     */
    static Reading read(String text) {
        if (text.indexOf('_') >= 0) {
            TypeId typeId = TypeId.parse(text);
            return new Reading(TYPEID, typeId.prefix(), typeId.uuid());
        }
        if (text.length() == BASE32_LENGTH) {
            return new Reading(ULID, null, UlidText.parse(text));
        }
        return new Reading(CANONICAL, null, UuidParser.parse(text));
    }

    /**
     * The checked prefix of a command's {@code --prefix}: empty when left out; a usage error if it
     * is given while {@code option} chose {@code choice}, not a TypeID, or if the core refuses it.
     *
     * @param typeId whether {@code option} (such as {@code --format}) chose a TypeID
     * @return the prefix for a TypeID, null otherwise
     */
    static TypeId.Prefix prefix(String prefix, boolean typeId, String option, String choice, CommandSpec spec) {
        if (!typeId) {
            if (prefix != null) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--prefix is the prefix of a TypeID, so it needs "
                        + option + " " + TYPEID.cliName + ", not " + option + " " + choice);
            }
            return null;
        }
        try {
            return TypeId.prefix(prefix == null ? "" : prefix);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--prefix: " + e.getMessage());
        }
    }

    static TextForm forName(String name) {
        String lowerCase = name.toLowerCase(Locale.ROOT);
        for (TextForm form : values()) {
            if (form.cliName.equals(lowerCase)) {
                return form;
            }
        }
        throw new IllegalArgumentException("unknown form '" + name + "'; expected one of: " + String.join(", ", names()));
    }

    static List<String> names() {
        return Stream.of(values()).map(TextForm::cliName).toList();
    }

    /**
     * An id as an argument gave it: the form, the TypeID's prefix (null unless a TypeID) and the
     * 128 bits.
     */
    record Reading(TextForm form, String prefix, UUID uuid) {
    }

    /** {@code --format}: a name of {@link #names()}, as converter and completion candidates. */
    static final class Names extends OptionConverters.Catalogue<TextForm> {
        Names() {
            super(TextForm::forName, TextForm::names);
        }
    }
}
