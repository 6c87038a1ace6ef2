package dev.seqid.spring;

import dev.seqid.UuidFacade;
import java.util.UUID;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.Version;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.cfg.MapperConfig;
import tools.jackson.databind.deser.std.StdScalarDeserializer;
import tools.jackson.databind.introspect.Annotated;
import tools.jackson.databind.introspect.NopAnnotationIntrospector;
import tools.jackson.databind.ser.std.StdScalarSerializer;

/**
 * The Jackson 3 module that makes {@link Facade @Facade} {@code UUID} fields, accessors and
 * creator parameters (so record components) write the façade and read it back. Spring Boot
 * registers every {@link JacksonModule} bean with the {@code JsonMapper} it auto-configures.
 */
final class FacadeJacksonModule extends JacksonModule {

    private final UuidFacade facade;

    FacadeJacksonModule(UuidFacade facade) {
        this.facade = facade;
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
        FacadeSerializer serializer = new FacadeSerializer(facade);
        FacadeDeserializer deserializer = new FacadeDeserializer(facade);
        context.insertAnnotationIntrospector(new NopAnnotationIntrospector() {
            @Override
            public Object findSerializer(MapperConfig<?> config, Annotated annotated) {
                return isFacadeUuid(annotated) ? serializer : null;
            }

            @Override
            public Object findDeserializer(MapperConfig<?> config, Annotated annotated) {
                return isFacadeUuid(annotated) ? deserializer : null;
            }
        });
    }

    private static boolean isFacadeUuid(Annotated annotated) {
        return annotated.hasAnnotation(Facade.class) && annotated.getRawType() == UUID.class;
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
