package dev.seqid.spring;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.core.MethodParameter;
import org.springframework.web.bind.MissingPathVariableException;
import org.springframework.web.bind.MissingRequestValueException;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.servlet.HandlerExceptionResolver;
import org.springframework.web.servlet.ModelAndView;

/**
 * Spring MVC: a {@link Facade @Facade} path variable or request parameter that did not decode
 * ({@link FacadeConverter} gave null, so Spring reports it missing after conversion) answers
 * {@code seqid.facade.invalid-status} through the servlet container's error handling (Spring
 * Boot's error page or JSON). First among the resolvers, ahead of the default one's 400.
 */
final class FacadeHandlerExceptionResolver implements HandlerExceptionResolver {

    private final int status;

    FacadeHandlerExceptionResolver(int status) {
        this.status = status;
    }

    @Override
    public ModelAndView resolveException(HttpServletRequest request, HttpServletResponse response, Object handler, Exception failure) {
        if (!(failure instanceof MissingRequestValueException missing) || !missing.isMissingAfterConversion()) {
            return null;
        }
        MethodParameter parameter = failure instanceof MissingPathVariableException path ? path.getParameter()
                : failure instanceof MissingServletRequestParameterException query ? query.getMethodParameter() : null;
        if (!FacadePlaces.isFacadeOnly(parameter)) {
            return null;
        }
        try {
            response.sendError(status, "not a façade id");
        } catch (IOException e) {
            return null;
        }
        return new ModelAndView();
    }
}
