package io.attest.plugins.patternsinsurance;

import io.attest.plugins.citationcore.CoreRecognizers;
import io.attest.plugins.citationcore.LegalTemplates;
import io.attest.plugins.citationcore.ProvisionFamily;
import io.attest.plugins.citationcore.RecognizerPack;
import java.util.EnumSet;

/** The insurance domain: the shared recognisers plus the insurance provision families (see citation-core's README). */
public final class InsurancePatternPack extends RecognizerPack {

    public InsurancePatternPack() {
        super(CoreRecognizers.with(EnumSet.of(ProvisionFamily.INSURANCE), LegalTemplates.with(InsurancePatternPack.class, "templates/policy.json")));
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
