package dev.seqid.spring;

import java.util.Map;
import org.springframework.core.Ordered;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.http.server.reactive.ServerHttpResponse;
import org.springframework.web.reactive.HandlerMapping;
import org.springframework.web.server.MissingRequestValueException;
import org.springframework.web.server.ServerErrorException;
import org.springframework.web.server.ServerWebExchange;
import org.springframework.web.server.WebExceptionHandler;
import reactor.core.publisher.Mono;

/**
 * WebFlux: a {@link TypeIdPrefix @TypeIdPrefix} path variable or request parameter that did not
 * convert ({@link TypeIdConverter} gave null, so WebFlux reports it missing) answers
 * {@code seqid.facade.invalid-status} with a problem body saying what is wrong with the text
 * ({@link TypeIdProblemDetail}). A parameter the request does not carry at all keeps WebFlux's own
 * answer. Ordered just before Spring Boot's error handler.
 */
final class TypeIdWebExceptionHandler implements WebExceptionHandler, Ordered {

    private final HttpStatusCode status;
    private final FacadeBeanChoice choice;

    TypeIdWebExceptionHandler(int status, FacadeBeanChoice choice) {
        this.status = HttpStatusCode.valueOf(status);
        this.choice = choice;
    }

    @Override
    public Mono<Void> handle(ServerWebExchange exchange, Throwable failure) {
        String found = null;
        if (failure instanceof MissingRequestValueException missing) {
            found = TypeIdProblemDetail.detail("request parameter", missing.getName(), missing.getMethodParameter(),
                    exchange.getRequest().getQueryParams().getFirst(missing.getName()), choice);
        } else if (failure instanceof ServerErrorException missing && missing.getMethodParameter() != null) {
            // WebFlux reports a path variable missing after conversion as a server error
            String name = FacadeWebExceptionHandler.pathVariableName(missing.getMethodParameter());
            Map<String, String> variables = exchange.getAttribute(HandlerMapping.URI_TEMPLATE_VARIABLES_ATTRIBUTE);
            found = name.isEmpty() || variables == null ? null
                    : TypeIdProblemDetail.detail("path variable", name, missing.getMethodParameter(), variables.get(name), choice);
        }
        String detail = found;
        ServerHttpResponse response = exchange.getResponse();
        if (detail == null || response.isCommitted()) {
            return Mono.error(failure);
        }
        response.setStatusCode(status);
        response.getHeaders().setContentType(MediaType.parseMediaType(TypeIdProblemDetail.MEDIA_TYPE));
        return response.writeWith(Mono.fromSupplier(() -> response.bufferFactory().wrap(TypeIdProblemDetail.body(status.value(), detail))));
    }

    @Override
    public int getOrder() {
        // Spring Boot's ErrorWebExceptionHandler is at -1, FacadeWebExceptionHandler at -2
        return -2;
    }
}
