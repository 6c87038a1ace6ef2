package dev.seqid.spring;

import java.util.Collection;
import java.util.Optional;
import java.util.UUID;
import org.springframework.core.MethodParameter;
import org.springframework.core.annotation.MergedAnnotations;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ValueConstants;

/**
 * Where {@link Facade @Facade} and {@link TypeIdPrefix @TypeIdPrefix} can stand, written once for the
 * converters, the error handling, the start checks and the Jackson modules: a required
 * {@code @PathVariable} or {@code @RequestParam} of type {@code UUID}, and in JSON a {@code UUID} or
 * a collection, array or {@code Optional} of them. Elsewhere a value that does not decode could only
 * become null or the plain id, so those places fail the start (or, in JSON seen only at first use,
 * the request). A place with {@code @TypeIdPrefix} is the TypeID classes' to map, {@code @Facade}
 * beside it or not; the {@code @Facade} classes leave it to them.
 */
final class FacadePlaces {

    /** How the Jackson module maps a {@code @Facade} property. */
    enum JsonShape {
        /** A {@code UUID}: the property's own (de)serializer. */
        VALUE,
        /** A collection, array or {@code Optional} of {@code UUID}: the (de)serializer of each element. */
        ELEMENTS
    }

    private FacadePlaces() {
    }

    /** Whether the parameter carries {@code @Facade}, directly or on an annotation of its own. */
    static boolean isFacade(MethodParameter parameter) {
        return parameter != null && MergedAnnotations.from(parameter.getParameterAnnotations()).isPresent(Facade.class);
    }

    /** Whether the parameter carries {@code @TypeIdPrefix}, directly or on an annotation of its own. */
    static boolean isTypeId(MethodParameter parameter) {
        return parameter != null && MergedAnnotations.from(parameter.getParameterAnnotations()).isPresent(TypeIdPrefix.class);
    }

    /** Whether {@code @Facade} alone maps the parameter: it carries {@code @Facade} and no {@code @TypeIdPrefix}. */
    static boolean isFacadeOnly(MethodParameter parameter) {
        return isFacade(parameter) && !isTypeId(parameter);
    }

    /**
     * What is wrong with {@code @Facade} on this handler method parameter, or null if it can take it.
     *
     * @param parameter a parameter carrying {@code @Facade}
     * @param where the parameter and its method, for the message
     * @return null, or one line naming the parameter and what is wrong
     */
    static String parameterProblem(MethodParameter parameter, String where) {
        return parameterProblem(parameter, where, "a façade");
    }

    /**
     * What is wrong with {@code @Facade} or {@code @TypeIdPrefix} on this handler method parameter,
     * or null if it can take it.
     *
     * @param parameter a parameter carrying {@code @Facade} or {@code @TypeIdPrefix}
     * @param where the parameter and its method, for the message
     * @param expected what the value must be, for the message: "a façade", "a TypeID of prefix 'inv'"
     * @return null, or one line naming the parameter and what is wrong
     */
    static String parameterProblem(MethodParameter parameter, String where, String expected) {
        PathVariable path = parameter.getParameterAnnotation(PathVariable.class);
        RequestParam query = parameter.getParameterAnnotation(RequestParam.class);
        if (path == null && query == null) {
            return where + ": not a @PathVariable or @RequestParam";
        }
        if (parameter.getParameterType() != UUID.class) {
            return where + ": of type " + parameter.getGenericParameterType().getTypeName()
                    + ", not UUID (an absent or undecodable value would pass as empty or null)";
        }
        if (path != null && !path.required()
                || query != null && (!query.required() || !ValueConstants.DEFAULT_NONE.equals(query.defaultValue()))) {
            return where + ": optional (required = false or a defaultValue), so a value that is not " + expected + " would pass as absent";
        }
        return null;
    }

    /**
     * How a JSON property of this type carries façades, or null if {@code @Facade} cannot stand on it.
     *
     * @param type the property's class
     * @param element the class of its elements (of a collection, an array or an {@code Optional}), or null
     * @return the shape, or null
     */
    static JsonShape jsonShape(Class<?> type, Class<?> element) {
        if (type == UUID.class) {
            return JsonShape.VALUE;
        }
        if (element == UUID.class && (type.isArray() || Collection.class.isAssignableFrom(type) || type == Optional.class)) {
            return JsonShape.ELEMENTS;
        }
        return null;
    }

    /** The line that reports {@code @Facade} on a JSON property it cannot map. */
    static String jsonProblem(String where, String typeName) {
        return where + ": of type " + typeName + ", not UUID, or a collection, array or Optional of UUID";
    }
}
