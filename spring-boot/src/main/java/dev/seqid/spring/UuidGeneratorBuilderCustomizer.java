package dev.seqid.spring;

import dev.seqid.UuidGenerator;

/**
 * Changes the builder of the auto-configured {@link UuidGenerator} after the {@code seqid.*}
 * properties are applied and before it is built: for settings whose value is not known when the
 * properties are written, such as a floor read from the database
 * ({@link UuidGenerator.Builder#after}):
 *
 * <pre>{@code
 * @Bean
 * UuidGeneratorBuilderCustomizer floor(JdbcTemplate jdbc) {
 *     return builder -> {
 *         List<UUID> last = jdbc.queryForList("select id from orders order by id desc limit 1", UUID.class);
 *         if (!last.isEmpty()) {
 *             builder.after(last.get(0));
 *         }
 *     };
 * }
 * }</pre>
 * Every customizer bean is applied, in their {@code @Order}. They are not applied to a
 * {@code UuidGenerator} bean the application defines itself.
 */
@FunctionalInterface
public interface UuidGeneratorBuilderCustomizer {

    /**
     * Changes {@code builder}.
     *
     * @param builder the builder, with the {@code seqid.*} properties applied
     */
    void customize(UuidGenerator.Builder builder);
}
