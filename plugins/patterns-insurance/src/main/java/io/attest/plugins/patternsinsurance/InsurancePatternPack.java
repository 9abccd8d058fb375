package io.attest.plugins.patternsinsurance;

import io.attest.plugins.citationcore.CoreRecognizers;
import io.attest.plugins.citationcore.LegalTemplates;
import io.attest.plugins.citationcore.RecognizerPack;
import java.util.List;

/** The insurance domain: the shared recognisers of citation-core plus its policy provisions ({@link PolicyRecognizer}) and the policy template. */
public final class InsurancePatternPack extends RecognizerPack {

    public InsurancePatternPack() {
        super(CoreRecognizers.with(List.of(new PolicyRecognizer()), LegalTemplates.with(InsurancePatternPack.class, "templates/policy.json")));
    }

    @Override
    public String id() {
        return "patterns-insurance";
    }

    @Override
    public String version() {
        return "1.0.0";
    }

    @Override
    public String domain() {
        return "insurance";
    }
}
