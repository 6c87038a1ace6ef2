package dev.seqid.spring;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Map;
import org.springframework.web.bind.MissingPathVariableException;
import org.springframework.web.bind.MissingRequestValueException;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.servlet.HandlerExceptionResolver;
import org.springframework.web.servlet.HandlerMapping;
import org.springframework.web.servlet.ModelAndView;

/**
 * Spring MVC: a {@link TypeIdPrefix @TypeIdPrefix} path variable or request parameter that did not
 * convert ({@link TypeIdConverter} gave null, so Spring reports it missing after conversion) answers
 * {@code seqid.facade.invalid-status} with a problem body saying what is wrong with the text
 * ({@link TypeIdProblemDetail}). First among the resolvers, ahead of the default one's 400.
 */
final class TypeIdHandlerExceptionResolver implements HandlerExceptionResolver {

    private final int status;
    private final FacadeBeanChoice choice;

    TypeIdHandlerExceptionResolver(int status, FacadeBeanChoice choice) {
        this.status = status;
        this.choice = choice;
    }

    @Override
    public ModelAndView resolveException(HttpServletRequest request, HttpServletResponse response, Object handler, Exception failure) {
        if (!(failure instanceof MissingRequestValueException missing) || !missing.isMissingAfterConversion() || response.isCommitted()) {
            return null;
        }
        String detail;
        if (failure instanceof MissingPathVariableException path) {
            Object variables = request.getAttribute(HandlerMapping.URI_TEMPLATE_VARIABLES_ATTRIBUTE);
            Object text = variables instanceof Map<?, ?> map ? map.get(path.getVariableName()) : null;
            detail = TypeIdProblemDetail.detail("path variable", path.getVariableName(), path.getParameter(), (String) text, choice);
        } else if (failure instanceof MissingServletRequestParameterException query) {
            detail = TypeIdProblemDetail.detail("request parameter", query.getParameterName(), query.getMethodParameter(),
                    request.getParameter(query.getParameterName()), choice);
        } else {
            detail = null;
        }
        if (detail == null) {
            return null;
        }
        try {
            response.resetBuffer();
            response.setStatus(status);
            response.setContentType(TypeIdProblemDetail.MEDIA_TYPE);
            response.getOutputStream().write(TypeIdProblemDetail.body(status, detail));
            response.flushBuffer();
        } catch (IOException e) {
            return null;
        }
        return new ModelAndView();
    }
}
