package dev.seqid.spring;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/** Makes a {@link FacadeSetupException} the failure report: what {@code @Facade} lacks and what to do. */
class FacadeSetupFailureAnalyzer extends AbstractFailureAnalyzer<FacadeSetupException> {

    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, FacadeSetupException cause) {
        return new FailureAnalysis(cause.description(), cause.action(), cause);
    }
}
