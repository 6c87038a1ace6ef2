package dev.seqid;

/**
 * Thrown by {@link FacadeKey#of(byte[])} and {@link FacadeKey#ofHex(CharSequence)} for a key of the
 * wrong length or with a character that is not a hexadecimal digit. Callers that report where a
 * key came from (an environment variable, a property, a Spark setting) catch this type rather than
 * reading the message. The message says which rule failed and where, and never contains the key or
 * any part of it.
 */
public final class FacadeKeyException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    FacadeKeyException(String message) {
        super(message);
    }
}
