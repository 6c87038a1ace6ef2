package dev.seqid.spring;

import dev.seqid.TypeId;
import dev.seqid.UuidFacade;
import dev.seqid.UuidFormatException;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.util.List;
import java.util.UUID;
import org.springframework.core.MethodParameter;
import org.springframework.core.annotation.MergedAnnotation;
import org.springframework.core.annotation.MergedAnnotations;

/**
 * What {@link TypeIdPrefix @TypeIdPrefix} says at a place, and what is wrong with a prefix or a
 * text there, written once for the converter, the error handling, the start check and the Jackson
 * module. Where it can stand is {@link FacadePlaces}' rule, the same as {@code @Facade}'s. The
 * TypeID rules and their messages are seqid-core's ({@link TypeId}); this adds the place.
 */
final class TypeIdPlaces {

    private TypeIdPlaces() {
    }

    /** The prefix the parameter's {@code @TypeIdPrefix} gives (directly or through an annotation of its own), or null if it has none. */
    static String prefixOf(MethodParameter parameter) {
        return parameter == null ? null : value(MergedAnnotations.from(parameter.getParameterAnnotations()).get(TypeIdPrefix.class));
    }

    /** The prefix the member's {@code @TypeIdPrefix} gives, or null if it has none. */
    static String prefixOf(AnnotatedElement member) {
        return value(MergedAnnotations.from(member).get(TypeIdPrefix.class));
    }

    /** The prefix of these annotations (Jackson's view of a property), or null if none is or carries {@code @TypeIdPrefix}. */
    static String prefixOf(Iterable<Annotation> annotations) {
        for (Annotation annotation : annotations) {
            if (annotation instanceof TypeIdPrefix prefix) {
                return prefix.value();
            }
            String carried = value(MergedAnnotations.from(annotation.annotationType()).get(TypeIdPrefix.class));
            if (carried != null) {
                return carried;
            }
        }
        return null;
    }

    private static String value(MergedAnnotation<TypeIdPrefix> annotation) {
        return annotation.isPresent() ? annotation.getString("value") : null;
    }

    /**
     * The line that reports a prefix the specification refuses, or null if it is a prefix.
     *
     * @param prefix the annotation's value
     * @param where the place, for the line
     * @return null, or one line naming the place and the rule the prefix breaks
     */
    static String prefixProblem(String prefix, String where) {
        try {
            TypeId.prefix(prefix);
            return null;
        } catch (IllegalArgumentException e) {
            return where + ": @TypeIdPrefix(\"" + prefix + "\") is " + e.getMessage();
        }
    }

    /**
     * The checked prefix, or the start failure that names the place and the rule it breaks.
     *
     * @throws FacadeSetupException if the prefix breaks a rule of the specification
     */
    static TypeId.Prefix prefix(String prefix, String where) {
        String problem = prefixProblem(prefix, where);
        if (problem != null) {
            throw FacadeSetupException.unsupported(List.of(problem));
        }
        return TypeId.prefix(prefix);
    }

    /** What a value at the place must be, for messages: "a TypeID of prefix 'inv'". */
    static String expected(String prefix) {
        return prefix.isEmpty() ? "a TypeID without a prefix" : "a TypeID of prefix '" + prefix + "'";
    }

    /**
     * What is wrong with a text that did not convert, for the answer's {@code detail}: seqid-core's
     * message for text that is not a TypeID of the prefix; for a TypeID whose UUID is not a façade,
     * only that. Nothing decoded with the key: which check of the façade refused it is not said.
     *
     * @param prefix the checked prefix
     * @param facade the façade the place uses, or null for a plain TypeID
     * @param text the text the request carried
     * @return what is wrong, or null if the text is fine after all
     */
    static String textProblem(TypeId.Prefix prefix, UuidFacade facade, String text) {
        UUID publicId;
        try {
            publicId = prefix.parse(text);
        } catch (UuidFormatException e) {
            return e.getMessage();
        }
        if (facade != null && facade.tryDecode(publicId) == null) {
            return expected(prefix.name()) + " in form, but its UUID is not a façade of this application's key";
        }
        return null;
    }
}
