package io.attest.domain.calculator;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/** What the console shows of a schema's most recent run: when, the analysed output, and its ranked levers. */
public record LastRun(SchemaId schemaId, Instant ranAt, String output, String headline, List<Lever> rankedLevers) {

    public LastRun {
        Objects.requireNonNull(schemaId, "schemaId");
        Objects.requireNonNull(ranAt, "ranAt");
        Objects.requireNonNull(output, "output");
        Objects.requireNonNull(headline, "headline");
        rankedLevers = List.copyOf(rankedLevers);
    }

    public static LastRun of(SchemaId schemaId, Instant ranAt, Analysis analysis) {
        return new LastRun(schemaId, ranAt, analysis.output(), analysis.headline(), analysis.rankedLevers());
    }
}
