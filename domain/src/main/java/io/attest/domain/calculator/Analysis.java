package io.attest.domain.calculator;

import java.util.List;
import java.util.Objects;

/** The levers of one run: what moves the output most, in one sentence and in full. */
public record Analysis(String output, List<Lever> rankedLevers, String headline, List<BrokenAssumption> brokenAssumptions) {

    public Analysis {
        Objects.requireNonNull(output, "output");
        rankedLevers = List.copyOf(rankedLevers);
        Objects.requireNonNull(headline, "headline");
        brokenAssumptions = List.copyOf(brokenAssumptions);
    }
}
