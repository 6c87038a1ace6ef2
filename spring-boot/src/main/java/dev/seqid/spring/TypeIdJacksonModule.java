package dev.seqid.spring;

import dev.seqid.TypeId;
import dev.seqid.UuidFacade;
import dev.seqid.spring.FacadePlaces.JsonShape;
import java.lang.annotation.Annotation;
import java.util.List;
import java.util.UUID;
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
import tools.jackson.databind.introspect.NopAnnotationIntrospector;
import tools.jackson.databind.ser.std.StdScalarSerializer;

/**
 * The Jackson 3 module that makes {@link TypeIdPrefix @TypeIdPrefix} fields, accessors and creator
 * parameters (so record components) write the TypeID text and read it back: of type {@code UUID},
 * and each element of a collection, an array or an {@code Optional} of {@code UUID}. With
 * {@link Facade @Facade} beside it the text carries the id's façade, made with the bean
 * {@code @Facade} uses. Spring Boot registers every {@link JacksonModule} bean with the
 * {@code JsonMapper} it auto-configures.
 *
 * <p>It fails closed when Jackson first builds the (de)serializer of a type with such a property: a
 * prefix the specification refuses, a property of another type, or with {@code @Facade} no façade
 * bean to use, throws {@link FacadeSetupException}, so the value is neither written nor read.
 * {@link FacadeStartCheck} finds the same at start for handlers' bodies.
 */
final class TypeIdJacksonModule extends JacksonModule {

    private final FacadeBeanChoice choice;

    TypeIdJacksonModule(FacadeBeanChoice choice) {
        this.choice = choice;
    }

    @Override
    public String getModuleName() {
        return "seqid-type-id";
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
                return shape(annotated) == JsonShape.VALUE ? new TypeIdSerializer(prefix(annotated), facade(annotated)) : null;
            }

            @Override
            public Object findContentSerializer(MapperConfig<?> config, Annotated annotated) {
                return shape(annotated) == JsonShape.ELEMENTS ? new TypeIdSerializer(prefix(annotated), facade(annotated)) : null;
            }

            @Override
            public Object findDeserializer(MapperConfig<?> config, Annotated annotated) {
                return shape(annotated) == JsonShape.VALUE ? new TypeIdDeserializer(prefix(annotated), facade(annotated)) : null;
            }

            @Override
            public Object findContentDeserializer(MapperConfig<?> config, Annotated annotated) {
                return shape(annotated) == JsonShape.ELEMENTS ? new TypeIdDeserializer(prefix(annotated), facade(annotated)) : null;
            }
        });
    }

    /** The prefix {@code @TypeIdPrefix} gives the property, directly or through an annotation of the application's; null if none. */
    static String prefixOf(Annotated annotated) {
        TypeIdPrefix direct = annotated.getAnnotation(TypeIdPrefix.class);
        if (direct != null) {
            return direct.value();
        }
        // a member without annotations has no map at all, and annotations() would throw
        if (annotated instanceof AnnotatedMember member && member._annotationMap() == null) {
            return null;
        }
        List<Annotation> annotations = annotated.annotations().toList();
        return TypeIdPlaces.prefixOf(annotations);
    }

    /** How the property carries TypeIDs; null if it has no {@code @TypeIdPrefix}; throws if it cannot carry them. */
    private static JsonShape shape(Annotated annotated) {
        if (prefixOf(annotated) == null) {
            return null;
        }
        JavaType type = annotated.getType();
        JavaType element = type.getContentType();
        JsonShape shape = FacadePlaces.jsonShape(type.getRawClass(), element == null ? null : element.getRawClass());
        if (shape == null) {
            throw FacadeSetupException.unsupported(List.of(FacadePlaces.jsonProblem("JSON property "
                    + FacadeJacksonModule.where(annotated), type.toCanonical())));
        }
        return shape;
    }

    private static TypeId.Prefix prefix(Annotated annotated) {
        return TypeIdPlaces.prefix(prefixOf(annotated), "JSON property " + FacadeJacksonModule.where(annotated));
    }

    /** The façade of a property with {@code @Facade}, null for a plain TypeID. */
    private UuidFacade facade(Annotated annotated) {
        return FacadeJacksonModule.isFacade(annotated) ? choice.facade("JSON property " + FacadeJacksonModule.where(annotated)) : null;
    }

    /** Writes the TypeID text of the id, or of its façade. */
    private static final class TypeIdSerializer extends StdScalarSerializer<UUID> {
        private final TypeId.Prefix prefix;
        private final UuidFacade facade;

        TypeIdSerializer(TypeId.Prefix prefix, UuidFacade facade) {
            super(UUID.class);
            this.prefix = prefix;
            this.facade = facade;
        }

        @Override
        public void serialize(UUID id, JsonGenerator generator, SerializationContext context) throws JacksonException {
            generator.writeString(facade == null ? prefix.format(id) : prefix.encode(facade, id));
        }
    }

    /** Reads a TypeID of the prefix and gives its UUID, or the id its façade stands for; anything else is a malformed body. */
    private static final class TypeIdDeserializer extends StdScalarDeserializer<UUID> {
        private final TypeId.Prefix prefix;
        private final UuidFacade facade;

        TypeIdDeserializer(TypeId.Prefix prefix, UuidFacade facade) {
            super(UUID.class);
            this.prefix = prefix;
            this.facade = facade;
        }

        @Override
        public UUID deserialize(JsonParser parser, DeserializationContext context) throws JacksonException {
            if (!parser.hasToken(JsonToken.VALUE_STRING)) {
                return (UUID) context.handleUnexpectedToken(UUID.class, parser);
            }
            String text = parser.getString();
            UUID id = facade == null ? prefix.tryParse(text) : prefix.tryDecode(facade, text);
            if (id == null) {
                String problem = TypeIdPlaces.textProblem(prefix, facade, text);
                throw context.weirdStringException(text, UUID.class, problem != null ? problem : "not " + TypeIdPlaces.expected(prefix.name()));
            }
            return id;
        }
    }
}
