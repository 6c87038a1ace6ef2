package dev.seqid.spring;

import dev.seqid.TypeId;
import dev.seqid.UuidFacade;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.converter.ConditionalGenericConverter;

/**
 * Converts the text of a {@link TypeIdPrefix @TypeIdPrefix} {@code UUID} path variable or request
 * parameter: the TypeID's UUID, or with {@link Facade @Facade} beside it the id its façade stands
 * for. Registered in the MVC and WebFlux formatters, only for parameters carrying the annotation
 * ({@link FacadeConverter} leaves those to this one, {@code @Facade} or not).
 *
 * <p>Text that is not a TypeID of the prefix (or not a façade) converts to null instead of failing,
 * as in {@link FacadeConverter} and for its reason: a failed conversion would be retried with the
 * plain UUID property editor, which takes a canonical UUID sent in place of the TypeID. Spring then
 * reports the parameter missing after conversion, which {@link TypeIdHandlerExceptionResolver} and
 * {@link TypeIdWebExceptionHandler} answer, saying what is wrong with the text.
 */
final class TypeIdConverter implements ConditionalGenericConverter {

    private final FacadeBeanChoice choice;
    /** The checked prefixes by annotation value, so a request does not check its prefix again. */
    private final Map<String, TypeId.Prefix> prefixes = new ConcurrentHashMap<>();

    TypeIdConverter(FacadeBeanChoice choice) {
        this.choice = choice;
    }

    @Override
    public Set<ConvertiblePair> getConvertibleTypes() {
        return Set.of(new ConvertiblePair(String.class, UUID.class));
    }

    @Override
    public boolean matches(TypeDescriptor sourceType, TypeDescriptor targetType) {
        return targetType.hasAnnotation(TypeIdPrefix.class);
    }

    @Override
    public Object convert(Object source, TypeDescriptor sourceType, TypeDescriptor targetType) {
        if (source == null) {
            return null;
        }
        String value = targetType.getAnnotation(TypeIdPrefix.class).value();
        TypeId.Prefix prefix = prefixes.get(value);
        if (prefix == null) {
            try {
                prefix = prefixes.computeIfAbsent(value, TypeId::prefix);
            } catch (IllegalArgumentException badPrefix) {
                return null;   // a place the start check could not see: refused, never handed to the UUID editor
            }
        }
        if (!targetType.hasAnnotation(Facade.class)) {
            return prefix.tryParse((String) source);
        }
        UuidFacade facade = choice.facadeOrNull();
        return facade == null ? null : prefix.tryDecode(facade, (String) source);
    }
}
