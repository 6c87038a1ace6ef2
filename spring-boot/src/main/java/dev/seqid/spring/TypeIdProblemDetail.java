package dev.seqid.spring;

import dev.seqid.TypeId;
import dev.seqid.UuidFacade;
import java.nio.charset.StandardCharsets;
import org.springframework.core.MethodParameter;
import org.springframework.http.HttpStatus;

/**
 * The answer to a request whose {@link TypeIdPrefix @TypeIdPrefix} path variable or request parameter
 * did not convert: an RFC 9457 {@code application/problem+json} body whose {@code detail} names the
 * parameter and says what is wrong with its text ({@link TypeIdPlaces#textProblem}), for Spring MVC
 * and WebFlux alike. Written here rather than left to Spring Boot's error page, which leaves the
 * message out unless {@code server.error.include-message} is set.
 */
final class TypeIdProblemDetail {

    static final String MEDIA_TYPE = "application/problem+json";

    private TypeIdProblemDetail() {
    }

    /**
     * What is wrong with the text of a parameter, or null if the parameter is not this class's to answer.
     *
     * @param kind "path variable" or "request parameter"
     * @param name the parameter's name in the request
     * @param parameter the handler method parameter
     * @param text the text the request carried, or null if it carried none
     * @param choice the façade bean, for a parameter with {@code @Facade}
     * @return the detail, or null
     */
    static String detail(String kind, String name, MethodParameter parameter, String text, FacadeBeanChoice choice) {
        String value = TypeIdPlaces.prefixOf(parameter);
        if (value == null || text == null) {
            return null;
        }
        TypeId.Prefix prefix;
        try {
            prefix = TypeId.prefix(value);
        } catch (IllegalArgumentException badPrefix) {
            return null;   // the application's mistake, which the start check reports where it sees it
        }
        UuidFacade facade = null;
        if (FacadePlaces.isFacade(parameter)) {
            facade = choice.facadeOrNull();
            if (facade == null) {
                return null;   // no façade bean: the start check reports it where it sees it
            }
        }
        String problem = TypeIdPlaces.textProblem(prefix, facade, text);
        return kind + " '" + name + "': " + (problem != null ? problem : "not " + TypeIdPlaces.expected(value));
    }

    /** The body: type, title, status and detail, in JSON. */
    static byte[] body(int status, String detail) {
        HttpStatus known = HttpStatus.resolve(status);
        String title = known == null ? "Error" : known.getReasonPhrase();
        return ("{\"type\":\"about:blank\",\"title\":" + quote(title) + ",\"status\":" + status + ",\"detail\":" + quote(detail) + "}")
                .getBytes(StandardCharsets.UTF_8);
    }

    /** A JSON string: quotes, backslashes and control characters escaped, and {@code <} and {@code >} too. */
    static String quote(String text) {
        StringBuilder json = new StringBuilder(text.length() + 16).append('"');
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch == '"' || ch == '\\') {
                json.append('\\').append(ch);
            } else if (ch < 0x20 || ch == '<' || ch == '>' || ch == 0x2028 || ch == 0x2029) {
                json.append(String.format("\\u%04x", (int) ch));
            } else {
                json.append(ch);
            }
        }
        return json.append('"').toString();
    }
}
