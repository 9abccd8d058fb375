package io.attest.plugins.patternshealthcare;

import io.attest.plugins.citationcore.CoreRecognizers;
import io.attest.plugins.citationcore.LegalTemplates;
import io.attest.plugins.citationcore.RecognizerPack;
import java.util.List;

/** The healthcare domain: the shared recognisers of citation-core plus its Medicare parts and CMS forms ({@link MedicareRecognizer}). */
public final class HealthcarePatternPack extends RecognizerPack {

    public HealthcarePatternPack() {
        super(CoreRecognizers.with(List.of(new MedicareRecognizer()), LegalTemplates.catalog()));
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
