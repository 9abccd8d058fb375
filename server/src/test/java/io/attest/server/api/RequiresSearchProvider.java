package io.attest.server.api;

import io.attest.domain.meetings.port.TranscriptSearch;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.ServiceLoader;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Marks API tests that search: they run against the real {@code TranscriptSearch} provider (the Lucene
 * one of adapters-search, on the server's class path) and are reported as skipped, with this reason,
 * only on a branch where no provider is installed yet. There is no stand-in index for API tests.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
@ExtendWith(RequiresSearchProvider.Condition.class)
public @interface RequiresSearchProvider {

    final class Condition implements ExecutionCondition {

        @Override
        public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
            boolean installed = ServiceLoader.load(TranscriptSearch.class).findFirst().isPresent();
            return installed ? ConditionEvaluationResult.enabled("a TranscriptSearch provider is installed")
                    : ConditionEvaluationResult.disabled("no TranscriptSearch provider on the class path: this test needs the "
                            + "Lucene provider of adapters-search");
        }
    }
}
