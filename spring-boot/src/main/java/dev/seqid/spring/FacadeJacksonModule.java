package dev.seqid.spring;

import dev.seqid.UuidFacade;
import dev.seqid.spring.FacadePlaces.JsonShape;
import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.UUID;
import org.springframework.core.annotation.MergedAnnotations;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.Version;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.cfg.MapperConfig;
import tools.jackson.databind.deser.std.StdScalarDeserializer;
import tools.jackson.databind.introspect.Annotated;
import tools.jackson.databind.introspect.AnnotatedMember;
import tools.jackson.databind.introspect.AnnotatedParameter;
import tools.jackson.databind.introspect.NopAnnotationIntrospector;
import tools.jackson.databind.ser.std.StdScalarSerializer;

/**
 * The Jackson 3 module that makes {@link Facade @Facade} fields, accessors and creator parameters
 * (so record components) write the façade and read it back: of type {@code UUID}, and each element
 * of a collection, an array or an {@code Optional} of {@code UUID}. Spring Boot registers every
 * {@link JacksonModule} bean with the {@code JsonMapper} it auto-configures.
 *
 * <p>It fails closed when Jackson first builds the (de)serializer of a type with a {@code @Facade}
 * property: with no façade bean to use, or on a property of another type (a {@code Map}, a
 * {@code String}), it throws {@link FacadeSetupException}, so the value is neither written nor read,
 * never as a plain id. {@link FacadeStartCheck} finds the same at start for handlers' bodies.
 */
final class FacadeJacksonModule extends JacksonModule {

    private final FacadeBeanChoice choice;

    FacadeJacksonModule(FacadeBeanChoice choice) {
        this.choice = choice;
    }

    @Override
    public String getModuleName() {
        return "seqid-facade";
    }

    @Override
    public Version version() {
        return Version.unknownVersion();
    }

    @Override
    public void setupModule(SetupContext context) {
        context.insertAnnotationIntrospector(new NopAnnotationIntrospector() {
            @Override
            public Object findSerializer(MapperConfig<?> config, Annotated annotated) {
                return shape(annotated) == JsonShape.VALUE ? new FacadeSerializer(facade(annotated)) : null;
            }

            @Override
            public Object findContentSerializer(MapperConfig<?> config, Annotated annotated) {
                return shape(annotated) == JsonShape.ELEMENTS ? new FacadeSerializer(facade(annotated)) : null;
            }

            @Override
            public Object findDeserializer(MapperConfig<?> config, Annotated annotated) {
                return shape(annotated) == JsonShape.VALUE ? new FacadeDeserializer(facade(annotated)) : null;
            }

            @Override
            public Object findContentDeserializer(MapperConfig<?> config, Annotated annotated) {
                return shape(annotated) == JsonShape.ELEMENTS ? new FacadeDeserializer(facade(annotated)) : null;
            }
        });
    }

    /**
     * How a {@code @Facade} property carries façades; null if it has no {@code @Facade}, or has
     * {@code @TypeIdPrefix} too (then {@link TypeIdJacksonModule} writes the façade as a TypeID);
     * throws if it cannot carry them.
     */
    private static JsonShape shape(Annotated annotated) {
        if (!isFacade(annotated) || TypeIdJacksonModule.prefixOf(annotated) != null) {
            return null;
        }
        JavaType type = annotated.getType();
        JavaType element = type.getContentType();
        JsonShape shape = FacadePlaces.jsonShape(type.getRawClass(), element == null ? null : element.getRawClass());
        if (shape == null) {
            throw FacadeSetupException.unsupported(List.of(FacadePlaces.jsonProblem("JSON property " + where(annotated), type.toCanonical())));
        }
        return shape;
    }

    /** {@code @Facade} on the property, directly or on an annotation of the application's (Jackson keeps every annotation of a member). */
    static boolean isFacade(Annotated annotated) {
        if (annotated.hasAnnotation(Facade.class)) {
            return true;
        }
        // a member without annotations has no map at all, and annotations() would throw
        return !(annotated instanceof AnnotatedMember member && member._annotationMap() == null)
                && annotated.annotations().anyMatch(annotation -> MergedAnnotations.from(annotation.annotationType()).isPresent(Facade.class));
    }

    private UuidFacade facade(Annotated annotated) {
        return choice.facade("JSON property " + where(annotated));
    }

    /** The property's class and name: a creator parameter of a record by its component's name. */
    static String where(Annotated annotated) {
        if (annotated instanceof AnnotatedParameter parameter) {
            Class<?> type = parameter.getDeclaringClass();
            RecordComponent[] components = type.isRecord() ? type.getRecordComponents() : new RecordComponent[0];
            String name = parameter.getIndex() < components.length ? components[parameter.getIndex()].getName()
                    : "<creator parameter " + parameter.getIndex() + ">";
            return type.getSimpleName() + "." + name;
        }
        return annotated instanceof AnnotatedMember member ? member.getDeclaringClass().getSimpleName() + "." + member.getName() : annotated.getName();
    }

    /** Writes the façade of the id. */
    private static final class FacadeSerializer extends StdScalarSerializer<UUID> {
        private final UuidFacade facade;

        FacadeSerializer(UuidFacade facade) {
            super(UUID.class);
            this.facade = facade;
        }

        @Override
        public void serialize(UUID id, JsonGenerator generator, SerializationContext context) throws JacksonException {
            generator.writeString(facade.encode(id).toString());
        }
    }

    /** Reads a façade and gives the id; anything else is a malformed body. */
    private static final class FacadeDeserializer extends StdScalarDeserializer<UUID> {
        private final UuidFacade facade;

        FacadeDeserializer(UuidFacade facade) {
            super(UUID.class);
            this.facade = facade;
        }

        @Override
        public UUID deserialize(JsonParser parser, DeserializationContext context) throws JacksonException {
            if (!parser.hasToken(JsonToken.VALUE_STRING)) {
                return (UUID) context.handleUnexpectedToken(UUID.class, parser);
            }
            String text = parser.getString();
            UUID id = facade.tryDecode(text.strip());
            if (id == null) {
                throw context.weirdStringException(text, UUID.class, "not a façade id");
            }
            return id;
        }
    }
}
