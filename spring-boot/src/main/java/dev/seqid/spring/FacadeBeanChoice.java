package dev.seqid.spring;

import dev.seqid.UuidFacade;
import java.util.List;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.ObjectProvider;

/**
 * The one {@link UuidFacade} bean that {@link Facade @Facade} uses, wherever it is used: the only
 * one, whether the {@code seqid.facade.*} properties made it or the application defined it, or of
 * several the {@code @Primary} one. Chosen when first needed (at start, by the checks of the
 * handler methods and their bodies, or at first use), then kept: beans do not change after start.
 *
 * <p>Key rotation belongs here as a bean, not as a second choice: the façade that decodes with the
 * new key and then with the old ones is the one bean (or the {@code @Primary} one) this picks.
 */
final class FacadeBeanChoice {

    private final ListableBeanFactory beans;
    private final ObjectProvider<UuidFacade> facades;
    private volatile UuidFacade chosen;

    FacadeBeanChoice(ListableBeanFactory beans, ObjectProvider<UuidFacade> facades) {
        this.beans = beans;
        this.facades = facades;
    }

    /**
     * The façade {@code @Facade} uses.
     *
     * @param where what uses {@code @Facade}, for the message if there is no façade to use
     * @return the façade
     * @throws FacadeSetupException if there is no façade bean, or several and none {@code @Primary}
     */
    UuidFacade facade(String where) {
        UuidFacade facade = chosen;
        if (facade != null) {
            return facade;
        }
        List<String> names = List.of(beans.getBeanNamesForType(UuidFacade.class));
        if (names.isEmpty()) {
            throw FacadeSetupException.noBean(where);
        }
        facade = facades.getIfUnique();
        if (facade == null) {
            throw FacadeSetupException.severalBeans(where, names);
        }
        chosen = facade;
        return facade;
    }

    /** The façade, or null if there is none to use (the caller then refuses the value, never passes it). */
    UuidFacade facadeOrNull() {
        try {
            return facade("");
        } catch (FacadeSetupException none) {
            return null;
        }
    }
}
