package dev.seqid;

import java.util.Objects;

/**
 * The rules of TypeID text and what breaks them: {@link TypeId}'s slow path, run to check a prefix
 * once and to say, when a text is refused, what is wrong with it and where. Stateless.
 */
final class TypeIdRules {

    private static final String FORM = "a TypeID is a prefix of at most 63 characters a-z and '_' that starts and ends with a"
            + " letter, '_', and 26 characters of 0-9 and a-z without i, l, o, u, the first 0 to 7, such as"
            + " inv_01h455vb4pex5vsknk084sn02q; with an empty prefix, the 26 characters alone";

    private TypeIdRules() {
    }

    /** Whether {@code text[from, to)} is a TypeID prefix. */
    static boolean isPrefix(CharSequence text, int from, int to) {
        return prefixProblem(text, from, to) == null;
    }

    /** Throws if {@code prefix} is not a TypeID prefix, saying which rule it breaks. */
    static void checkPrefix(String prefix) {
        Objects.requireNonNull(prefix, "prefix must not be null; use \"\" for a TypeID without a type");
        Problem problem = prefixProblem(prefix, 0, prefix.length());
        if (problem != null) {
            throw new IllegalArgumentException("not a TypeID prefix: \"" + UuidFormatException.abbreviate(prefix) + "\": " + problem.what()
                    + " (a prefix is empty, or 1 to 63 characters a-z and '_' that start and end with a letter, such as inv or"
                    + " line_item)");
        }
    }

    /** What is wrong with a text, and the index of the character at fault (-1 if none is). */
    private record Problem(int index, String what) {
    }

    /** What is wrong with the prefix {@code text[from, to)}, or null if it is a valid prefix. */
    private static Problem prefixProblem(CharSequence text, int from, int to) {
        int length = to - from;
        if (length > TypeId.MAX_PREFIX_LENGTH) {
            return new Problem(-1, "the prefix has " + length + " characters, more than " + TypeId.MAX_PREFIX_LENGTH);
        }
        for (int i = from; i < to; i++) {
            char ch = text.charAt(i);
            if (ch == '_') {
                if (i == from || i == to - 1) {
                    return new Problem(i, "the prefix " + (i == from ? "starts" : "ends") + " with '_' at index " + i);
                }
            } else if (ch < 'a' || ch > 'z') {
                String shown = ch >= 0x20 && ch < 0x7f ? "'" + ch + "'" : String.format("U+%04X", (int) ch);
                return new Problem(i, shown + " at index " + i + " is not a lower-case letter a-z or '_'"
                        + (ch >= 'A' && ch <= 'Z' ? " (a prefix is lower case)" : ""));
            }
        }
        return null;
    }

    /** The index of the separator (the last '_'), or -1 if the text has none. */
    private static int separator(CharSequence text) {
        for (int i = text.length() - 1; i >= 0; i--) {
            if (text.charAt(i) == '_') {
                return i;
            }
        }
        return -1;
    }

    /** Why the fast path refused {@code text}: the slow path, run only to throw. */
    static UuidFormatException refusal(CharSequence text, String expected) {
        UuidFormatException problem = problem(text, separator(text), expected);
        if (problem == null) {
            throw new AssertionError("a TypeID the fast path refused and the full check accepts: " + text);
        }
        return problem;
    }

    /**
     * Why the text is not a TypeID (of the expected prefix, when one is given), or null if it is.
     * Run only to throw, or by the fast path after its own check failed.
     */
    private static UuidFormatException problem(CharSequence text, int separator, String expected) {
        String input = text.toString();
        int suffixStart = separator + 1;
        int suffixLength = text.length() - suffixStart;
        if (separator == 0) {
            return refuse(input, 0, "it starts with the separator '_'"
                    + (suffixLength == Base32Text.LENGTH ? ": with an empty prefix the separator is left out" : ""), expected);
        }
        if (separator > 0) {
            Problem prefixProblem = prefixProblem(text, 0, separator);
            if (prefixProblem != null) {
                return refuse(input, prefixProblem.index(), prefixProblem.what(), expected);
            }
        }
        if (suffixLength != Base32Text.LENGTH) {
            return refuse(input, -1, "the part after " + (separator < 0 ? "the start" : "the last '_'") + " has " + suffixLength
                    + " characters, not 26", expected);
        }
        int bad = Base32Text.firstBad(text, suffixStart, false);
        if (bad >= 0) {
            return refuse(input, bad, Base32Text.describe(text, bad, suffixStart, false), expected);
        }
        if (expected != null) {
            String found = separator < 0 ? "" : input.substring(0, separator);
            if (!found.equals(expected)) {
                return UuidFormatException.text(input, 0, "not a TypeID of prefix '" + expected + "': \""
                        + UuidFormatException.abbreviate(input) + "\" has " + (found.isEmpty() ? "no prefix" : "the prefix '" + found + "'")
                        + "; expected " + (expected.isEmpty() ? "26 characters without a prefix" : expected + "_ and 26 characters"));
            }
        }
        return null;
    }

    private static UuidFormatException refuse(String input, int index, String problem, String expected) {
        return UuidFormatException.text(input, index, "not a TypeID" + (expected == null ? "" : " of prefix '" + expected + "'")
                + ": \"" + UuidFormatException.abbreviate(input) + "\": " + problem + " (" + FORM + ")");
    }

}
