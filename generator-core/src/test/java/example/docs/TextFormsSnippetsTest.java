package example.docs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.FacadeKey;
import dev.seqid.TypeId;
import dev.seqid.UlidText;
import dev.seqid.UuidFacade;
import dev.seqid.UuidFormatException;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidParser;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The code blocks of docs/text-forms.md, as a user copies them (only the imports added); the build
 * checks that the page shows exactly these regions (dev.seqid.DocBlocksTest), and these tests check
 * what the blocks' comments say each line gives.
 */
class TextFormsSnippetsTest {

    private static final String HEX = "8f3a2b1c4d5e6f708192a3b4c5d6e7f8";

    private static String secret(String name) {
        return HEX;
    }

    @Test
    void oneIdInThreeForms() {
        // tag::forms[]
        UUID id = UUID.fromString("01890a5d-ac96-774b-bcce-b302099a8057");   // canonical text: 36 characters
        TypeId.Prefix invoices = TypeId.prefix("inv");          // checked once: throws IllegalArgumentException if bad
        String typeId = invoices.format(id);                     // "inv_01h455vb4pex5vsknk084sn02q"
        String ulid = UlidText.format(id);                       // "01H455VB4PEX5VSKNK084SN02Q"
        UUID fromTypeId = invoices.parse(typeId);                // == id
        UUID fromUlid = UlidText.parse(ulid.toLowerCase());      // == id: ULID text is read in either case
        // end::forms[]

        assertThat(id.toString()).hasSize(36);
        assertThat(typeId).isEqualTo("inv_01h455vb4pex5vsknk084sn02q");
        assertThat(ulid).isEqualTo("01H455VB4PEX5VSKNK084SN02Q");
        assertThat(fromTypeId).isEqualTo(id);
        assertThat(fromUlid).isEqualTo(id);
        assertThat(typeId.substring(4)).isEqualTo(ulid.toLowerCase());
        assertThatThrownBy(() -> TypeId.prefix("Inv")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void fromAGenerator() {
        // tag::next[]
        UuidGenerator ids = UuidGenerator.builder().build();
        TypeId.Prefix invoices = TypeId.prefix("inv");
        String first = invoices.next(ids);                       // inv_ and the 26 characters of ids.next()
        String second = invoices.next(ids);                      // sorts after first, as a string
        TypeId typed = TypeId.parse(second);                     // any prefix: typed.prefix() is "inv"
        // end::next[]

        assertThat(first).startsWith("inv_").hasSize(30);
        assertThat(second).isGreaterThan(first);
        assertThat(typed.prefix()).isEqualTo("inv");
        assertThat(invoices.parse(second)).isEqualTo(typed.uuid());
        assertThat(typed.uuid().version()).isEqualTo(7);
        assertThat(typed.toString()).isEqualTo(second);
    }

    @Test
    void whatParsingRefuses() {
        TypeId.Prefix invoices = TypeId.prefix("inv");
        // tag::refused[]
        invoices.tryParse("inv_01h455vb4pex5vsknk084sn02q");     // the UUID
        invoices.tryParse("cus_01h455vb4pex5vsknk084sn02q");     // null: another prefix
        invoices.tryParse("INV_01H455VB4PEX5VSKNK084SN02Q");     // null: a TypeID is lower case
        invoices.tryParse("inv_81h455vb4pex5vsknk084sn02q");     // null: the first character is above 7
        invoices.tryParse("inv_01h455vb4pex5vsknk084sn02");      // null: 25 characters, not 26
        UlidText.tryParse("01H455VB4PEX5VSKNK084SN02Q");         // the UUID
        UlidText.tryParse("01h455vb4pex5vsknk084sn02q");         // the UUID: either case
        UlidText.tryParse("0IH455VB4PEX5VSKNK084SN02Q");         // null: no aliases (I for 1, L for 1, O for 0)
        UlidText.tryParse("81H455VB4PEX5VSKNK084SN02Q");         // null: the first character is above 7
        try {
            invoices.parse("cus_01h455vb4pex5vsknk084sn02q");
        } catch (UuidFormatException e) {
            e.getMessage();   // not a TypeID of prefix 'inv': "cus_01h455vb4pex5vsknk084sn02q" has the prefix 'cus'; expected inv_ and 26 characters
        }
        // end::refused[]

        UUID id = UUID.fromString("01890a5d-ac96-774b-bcce-b302099a8057");
        assertThat(invoices.tryParse("inv_01h455vb4pex5vsknk084sn02q")).isEqualTo(id);
        assertThat(invoices.tryParse("cus_01h455vb4pex5vsknk084sn02q")).isNull();
        assertThat(invoices.tryParse("INV_01H455VB4PEX5VSKNK084SN02Q")).isNull();
        assertThat(invoices.tryParse("inv_01H455VB4PEX5VSKNK084SN02Q")).as("upper-case suffix").isNull();
        assertThat(invoices.tryParse("inv_81h455vb4pex5vsknk084sn02q")).isNull();
        assertThat(invoices.tryParse("inv_71h455vb4pex5vsknk084sn02q")).as("7 is the highest first character").isNotNull();
        assertThat(invoices.tryParse("inv_01h455vb4pex5vsknk084sn02")).isNull();
        assertThat(UlidText.tryParse("01H455VB4PEX5VSKNK084SN02Q")).isEqualTo(id);
        assertThat(UlidText.tryParse("01h455vb4pex5vsknk084sn02q")).isEqualTo(id);
        assertThat(UlidText.tryParse("0IH455VB4PEX5VSKNK084SN02Q")).isNull();
        assertThat(UlidText.tryParse("0LH455VB4PEX5VSKNK084SN02Q")).isNull();
        assertThat(UlidText.tryParse("0OH455VB4PEX5VSKNK084SN02Q")).isNull();
        assertThat(UlidText.tryParse("81H455VB4PEX5VSKNK084SN02Q")).isNull();
        assertThat(UlidText.tryParse("01H455VB-4PEX5VSKNK084SN02Q")).as("no hyphens").isNull();
        assertThat(UuidParser.parse("01890A5D-AC96-774B-BCCE-B302099A8057")).as("hex digits in either case").isEqualTo(id);
        assertThat(UUID.fromString("1-1-1-1-1")).as("the JDK's reading of a short form").isNotNull();
        for (String notCanonical : new String[] {"1-1-1-1-1", "{01890a5d-ac96-774b-bcce-b302099a8057}",
                "urn:uuid:01890a5d-ac96-774b-bcce-b302099a8057", "01890a5dac96774bbcceb302099a8057"}) {
            assertThatThrownBy(() -> UuidParser.parse(notCanonical)).as(notCanonical).isInstanceOf(UuidFormatException.class);
        }
        assertThat(TypeId.parse("01h455vb4pex5vsknk084sn02q").prefix()).as("an empty prefix, no separator").isEmpty();
        assertThatThrownBy(() -> TypeId.parse("_01h455vb4pex5vsknk084sn02q")).isInstanceOf(UuidFormatException.class);
        assertThatThrownBy(() -> TypeId.parse("inv__01h455vb4pex5vsknk084sn02q")).as("a prefix ending in '_'")
                .isInstanceOf(UuidFormatException.class);
        assertThat(TypeId.parse("line_item_01h455vb4pex5vsknk084sn02q").prefix()).as("the separator is the last '_'")
                .isEqualTo("line_item");
        assertThat(TypeId.parse("a".repeat(63) + "_01h455vb4pex5vsknk084sn02q").prefix()).hasSize(63);
        assertThatThrownBy(() -> TypeId.parse("a".repeat(64) + "_01h455vb4pex5vsknk084sn02q")).isInstanceOf(UuidFormatException.class);
        assertThatThrownBy(() -> invoices.parse("cus_01h455vb4pex5vsknk084sn02q"))
                .isInstanceOf(UuidFormatException.class)
                .hasMessage("not a TypeID of prefix 'inv': \"cus_01h455vb4pex5vsknk084sn02q\" has the prefix 'cus';"
                        + " expected inv_ and 26 characters");
    }

    @Test
    void aFacadeUnderAPrefix() {
        UuidGenerator ids = UuidGenerator.builder().build();
        // tag::facade[]
        UuidFacade facade = UuidFacade.opaque(FacadeKey.ofHex(secret("SEQID_FACADE_KEY")));
        TypeId.Prefix invoices = TypeId.prefix("inv");

        UUID id = ids.next();                                    // the internal v7 key
        String publicId = invoices.encode(facade, id);           // inv_ + the façade: no time, no order
        UUID back = invoices.decode(facade, publicId);           // == id; UuidFormatException if not inv_ + a façade
        UUID none = invoices.tryDecode(facade, invoices.format(id));   // null: the key's own text is no façade
        // end::facade[]

        assertThat(publicId).startsWith("inv_").hasSize(30);
        assertThat(invoices.parse(publicId).version()).isEqualTo(4);
        assertThat(publicId.substring(4, 14)).as("the millisecond does not show")
                .isNotEqualTo(invoices.format(id).substring(4, 14));
        assertThat(back).isEqualTo(id);
        assertThat(none).isNull();
        assertThatThrownBy(() -> invoices.decode(facade, invoices.format(id))).isInstanceOf(UuidFormatException.class);
        assertThatThrownBy(() -> TypeId.prefix("cus").decode(facade, publicId)).isInstanceOf(UuidFormatException.class);
    }
}
