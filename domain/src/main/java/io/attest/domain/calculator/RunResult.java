package io.attest.domain.calculator;

import java.math.BigDecimal;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Every value of a run: the schema's lines in schema order, then the inputs that are not lines in
 * order of first use; plus the analysis.
 */
public record RunResult(Map<String, BigDecimal> results, Analysis analysis) {

    public RunResult {
        results = Collections.unmodifiableMap(new LinkedHashMap<>(results));
        Objects.requireNonNull(analysis, "analysis");
    }
}
