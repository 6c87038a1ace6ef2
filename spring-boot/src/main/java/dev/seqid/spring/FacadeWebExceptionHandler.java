package dev.seqid.spring;

import java.util.Map;
import org.springframework.core.MethodParameter;
import org.springframework.core.Ordered;
import org.springframework.http.HttpStatusCode;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.reactive.HandlerMapping;
import org.springframework.web.server.MissingRequestValueException;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.server.ServerErrorException;
import org.springframework.web.server.ServerWebExchange;
import org.springframework.web.server.WebExceptionHandler;
import reactor.core.publisher.Mono;

/**
 * WebFlux: a {@link Facade @Facade} path variable or request parameter that did not decode
 * ({@link FacadeConverter} gave null, so WebFlux reports it missing) becomes a
 * {@link ResponseStatusException} of {@code seqid.facade.invalid-status}, which the next handler
 * (Spring Boot's error handler) renders. A parameter that the request does not carry at all keeps
 * WebFlux's own answer (400 for a request parameter, 500 for a path variable the route lacks,
 * which is the application's mistake). Ordered just before Spring Boot's error handler.
 */
final class FacadeWebExceptionHandler implements WebExceptionHandler, Ordered {

    private final HttpStatusCode status;

    FacadeWebExceptionHandler(int status) {
        this.status = HttpStatusCode.valueOf(status);
    }

    @Override
    public Mono<Void> handle(ServerWebExchange exchange, Throwable failure) {
        boolean given;
        if (failure instanceof MissingRequestValueException missing && isFacade(missing.getMethodParameter())) {
            given = exchange.getRequest().getQueryParams().containsKey(missing.getName());
        } else if (failure instanceof ServerErrorException missing && isFacade(missing.getMethodParameter())) {
            // WebFlux reports a path variable missing after conversion as a server error
            given = pathVariables(exchange).containsKey(pathVariableName(missing.getMethodParameter()));
        } else {
            given = false;
        }
        return Mono.error(given ? new ResponseStatusException(status, "not a façade id", failure) : failure);
    }

    private static Map<String, String> pathVariables(ServerWebExchange exchange) {
        Map<String, String> variables = exchange.getAttribute(HandlerMapping.URI_TEMPLATE_VARIABLES_ATTRIBUTE);
        return variables == null ? Map.of() : variables;
    }

    /** The name {@code @PathVariable} gives, or the parameter's own; empty if it is no path variable. */
    static String pathVariableName(MethodParameter parameter) {
        PathVariable variable = parameter.getParameterAnnotation(PathVariable.class);
        if (variable == null) {
            return "";
        }
        String name = variable.value().isEmpty() ? variable.name() : variable.value();
        return name.isEmpty() && parameter.getParameterName() != null ? parameter.getParameterName() : name;
    }

    private static boolean isFacade(MethodParameter parameter) {
        return FacadePlaces.isFacadeOnly(parameter);   // with @TypeIdPrefix: TypeIdWebExceptionHandler's
    }

    @Override
    public int getOrder() {
        // Spring Boot's ErrorWebExceptionHandler is at -1
        return -2;
    }
}
