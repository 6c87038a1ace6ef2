package example.docs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.FacadeKey;
import dev.seqid.FacadeScheme;
import dev.seqid.UuidFacade;
import dev.seqid.UuidFormatException;
import dev.seqid.UuidGenerator;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The core's code blocks of docs/facade.md, as a user copies them (only the imports added); the
 * build checks that the page shows exactly these regions (dev.seqid.DocBlocksTest).
 */
class FacadeSnippetsTest {

    private static final String HEX = "8f3a2b1c4d5e6f708192a3b4c5d6e7f8";
    private static final String OLD_HEX = "00112233445566778899aabbccddeeff";

    private static String secret(String name) {
        return name.equals("SEQID_FACADE_KEY") ? HEX : OLD_HEX;
    }

    @Test
    void encodeAndDecode() {
        UuidGenerator ids = UuidGenerator.builder().build();
        // tag::basics[]
        FacadeKey key = FacadeKey.ofHex(secret("SEQID_FACADE_KEY"));   // 32 hex digits: openssl rand -hex 16
        UuidFacade facade = UuidFacade.opaque(key);                    // or UuidFacade.uuidv47(key)

        UUID id = ids.next();                                          // v7: the key the database indexes
        UUID publicId = facade.encode(id);                             // v4: what the API shows
        UUID back = facade.decode(publicId);                           // == id; throws UuidFormatException if not a façade
        UUID orNull = facade.tryDecode("0190a8e2-5c5e-7b3a-9f00-1234567890ab");   // null: not a façade
        // end::basics[]

        assertThat(id.version()).isEqualTo(7);
        assertThat(publicId.version()).isEqualTo(4);
        assertThat(back).isEqualTo(id);
        assertThat(orNull).isNull();
        assertThat(key.toString()).doesNotContain(HEX);
        assertThatThrownBy(() -> facade.decode(id)).isInstanceOf(UuidFormatException.class);
    }

    @Test
    void rotation() {
        UuidGenerator ids = UuidGenerator.builder().build();
        UuidFacade before = UuidFacade.opaque(FacadeKey.ofHex(OLD_HEX));
        UUID madeInJune = UUID.fromString("019e807a-ec00-7abc-9def-0123456789ab");
        UUID oldPublicId = before.encode(madeInJune);
        // tag::rotation[]
        Instant firstDay = Instant.parse("2026-01-01T00:00:00Z");
        UuidFacade facade = UuidFacade.rotating(
                UuidFacade.builder(FacadeScheme.OPAQUE, FacadeKey.ofHex(secret("SEQID_FACADE_KEY")))
                        .plausibleTime(firstDay, Duration.ofMinutes(5))    // refuses ids made before firstDay or after now + 5 min
                        .build(),
                UuidFacade.opaque(FacadeKey.ofHex(secret("SEQID_FACADE_KEY_PREVIOUS"))));   // the last one needs no window

        UUID publicId = facade.encode(ids.next());                      // the new key only
        UUID id = facade.tryDecode(oldPublicId);                        // the new key, then the old one
        // end::rotation[]

        assertThat(id).isEqualTo(madeInJune);
        assertThat(UuidFacade.opaque(FacadeKey.ofHex(HEX)).decode(publicId)).isEqualTo(facade.decode(publicId));
        assertThat(before.decode(publicId)).isNotEqualTo(facade.decode(publicId));
        assertThatThrownBy(() -> UuidFacade.rotating(UuidFacade.opaque(FacadeKey.ofHex(HEX)), before))
                .as("a façade without a window before the last would hide the old key").isInstanceOf(IllegalArgumentException.class);
    }
}
