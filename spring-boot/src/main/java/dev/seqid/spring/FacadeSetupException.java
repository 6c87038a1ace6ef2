package dev.seqid.spring;

import java.util.List;

/**
 * {@link Facade @Facade} or {@link TypeIdPrefix @TypeIdPrefix} cannot do its job: no
 * {@link dev.seqid.UuidFacade} bean, several and no way to pick one, a place where it cannot decode
 * every value, or a prefix the TypeID specification refuses. Thrown at start where the use is seen
 * then (handler method parameters, request and response bodies), otherwise at first use, so that a
 * façade boundary never falls back to plain ids. {@link FacadeSetupFailureAnalyzer} makes it the
 * failure report. Its text names beans, classes and properties, never a key.
 */
final class FacadeSetupException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    private final String description;
    private final String action;

    private FacadeSetupException(String description, String action) {
        super(description + System.lineSeparator() + action);
        this.description = description;
        this.action = action;
    }

    /** No façade bean, where {@code where} says what uses {@code @Facade}. */
    static FacadeSetupException noBean(String where) {
        return new FacadeSetupException(
                "@Facade is used (" + where + "), but the application has no UuidFacade bean, so there is no key to map façades"
                        + " with; @Facade never falls back to plain UUIDs.",
                "Set seqid.facade.key (32 hexadecimal digits, for example from: openssl rand -hex 16) to have one made from the"
                        + " seqid.facade.* properties, or define a UuidFacade @Bean.");
    }

    /** Several façade beans and none {@code @Primary}. */
    static FacadeSetupException severalBeans(String where, List<String> names) {
        return new FacadeSetupException(
                "@Facade is used (" + where + "), and the application has " + names.size() + " UuidFacade beans, none of them"
                        + " @Primary: " + String.join(", ", names) + ".",
                "Mark the UuidFacade bean that @Facade uses with @Primary (during a key rotation, the one that encodes with the"
                        + " new key), or keep one UuidFacade bean.");
    }

    /**
     * Places where {@code @Facade} or {@code @TypeIdPrefix} stands on something it cannot map, or
     * {@code @TypeIdPrefix} gives a prefix the specification refuses, one line each.
     */
    static FacadeSetupException unsupported(List<String> problems) {
        return new FacadeSetupException(
                "@Facade or @TypeIdPrefix stands where it cannot map every value:" + System.lineSeparator() + "    "
                        + String.join(System.lineSeparator() + "    ", problems),
                "Use @Facade and @TypeIdPrefix on a required @PathVariable or @RequestParam of type UUID, and in JSON on UUID,"
                        + " List<UUID>, Set<UUID>, Collection<UUID>, Optional<UUID> or UUID[]. For an optional request parameter, map"
                        + " the request with and without it: @GetMapping(params = \"id\") taking @RequestParam(\"id\") @Facade UUID id,"
                        + " and @GetMapping(params = \"!id\") without it. A @TypeIdPrefix prefix is empty, or 1 to 63 characters a-z"
                        + " and '_' that start and end with a letter.");
    }

    /** What is wrong, for the failure report. */
    String description() {
        return description;
    }

    /** What to do about it, for the failure report. */
    String action() {
        return action;
    }
}
