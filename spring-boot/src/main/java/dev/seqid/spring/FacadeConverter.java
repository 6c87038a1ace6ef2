package dev.seqid.spring;

import dev.seqid.UuidFacade;
import java.util.Set;
import java.util.UUID;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.converter.ConditionalGenericConverter;

/**
 * Converts the text of a {@link Facade @Facade} {@code UUID} path variable or request parameter by
 * decoding the façade; registered in the MVC and WebFlux formatters, ahead of the plain
 * String-to-UUID conversion, and only for parameters carrying the annotation.
 *
 * <p>Text that is not a façade of the key converts to null instead of failing, and Spring then
 * reports the parameter as missing after conversion, which {@link FacadeHandlerExceptionResolver}
 * and {@link FacadeWebExceptionHandler} answer with the configured status. It must not fail: when
 * a conversion fails, Spring's binder retries with the plain UUID property editor, which would
 * accept an internal id sent in place of its façade.
 */
final class FacadeConverter implements ConditionalGenericConverter {

    private final UuidFacade facade;

    FacadeConverter(UuidFacade facade) {
        this.facade = facade;
    }

    @Override
    public Set<ConvertiblePair> getConvertibleTypes() {
        return Set.of(new ConvertiblePair(String.class, UUID.class));
    }

    @Override
    public boolean matches(TypeDescriptor sourceType, TypeDescriptor targetType) {
        return targetType.hasAnnotation(Facade.class);
    }

    @Override
    public Object convert(Object source, TypeDescriptor sourceType, TypeDescriptor targetType) {
        return source == null ? null : facade.tryDecode(((String) source).strip());
    }
}
