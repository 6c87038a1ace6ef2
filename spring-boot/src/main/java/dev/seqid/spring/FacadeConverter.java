package dev.seqid.spring;

import dev.seqid.UuidFacade;
import java.util.Set;
import java.util.UUID;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.converter.ConditionalGenericConverter;

/**
 * Converts the text of a {@link Facade @Facade} {@code UUID} path variable or request parameter by
 * decoding the façade; registered in the MVC and WebFlux formatters, ahead of the plain
 * String-to-UUID conversion, and only for parameters carrying the annotation and no
 * {@link TypeIdPrefix @TypeIdPrefix} (those are {@link TypeIdConverter}'s).
 *
 * <p>Text that is not a façade of the key converts to null instead of failing, and Spring then
 * reports the parameter as missing after conversion, which {@link FacadeHandlerExceptionResolver}
 * and {@link FacadeWebExceptionHandler} answer with the configured status. It must not fail: when
 * a conversion fails, Spring's binder retries with the plain UUID property editor, which would
 * accept an internal id sent in place of its façade.
 *
 * <p>The façade is the bean {@link FacadeBeanChoice} picks, which the start check
 * ({@link FacadeStartCheck}) has already chosen for every {@code @Facade} parameter it found.
 */
final class FacadeConverter implements ConditionalGenericConverter {

    private final FacadeBeanChoice choice;

    FacadeConverter(FacadeBeanChoice choice) {
        this.choice = choice;
    }

    @Override
    public Set<ConvertiblePair> getConvertibleTypes() {
        return Set.of(new ConvertiblePair(String.class, UUID.class));
    }

    @Override
    public boolean matches(TypeDescriptor sourceType, TypeDescriptor targetType) {
        // with @TypeIdPrefix beside it, the text is a TypeID: TypeIdConverter's
        return targetType.hasAnnotation(Facade.class) && !targetType.hasAnnotation(TypeIdPrefix.class);
    }

    @Override
    public Object convert(Object source, TypeDescriptor sourceType, TypeDescriptor targetType) {
        if (source == null) {
            return null;
        }
        // No façade to decode with (a use the start check could not see): refused like a value that
        // does not decode. Throwing here would hand the text to the plain UUID property editor.
        UuidFacade facade = choice.facadeOrNull();
        return facade == null ? null : facade.tryDecode(((String) source).strip());
    }
}
