package io.attest.plugins.patternshealthcare;

import io.attest.plugins.citationcore.CoreRecognizers;
import io.attest.plugins.citationcore.LegalTemplates;
import io.attest.plugins.citationcore.ProvisionFamily;
import io.attest.plugins.citationcore.RecognizerPack;
import java.util.EnumSet;

/** The healthcare domain: the shared recognisers plus the healthcare provision families (see citation-core's README). */
public final class HealthcarePatternPack extends RecognizerPack {

    public HealthcarePatternPack() {
        super(CoreRecognizers.with(EnumSet.of(ProvisionFamily.HEALTHCARE), LegalTemplates.catalog()));
    }

    @Override
    public String id() {
        return "patterns-healthcare";
    }

    @Override
    public String version() {
        return "1.0.0";
    }

    @Override
    public String domain() {
        return "healthcare";
    }
}
