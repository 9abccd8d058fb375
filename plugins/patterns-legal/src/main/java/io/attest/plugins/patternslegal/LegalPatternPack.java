package io.attest.plugins.patternslegal;

import io.attest.plugins.citationcore.LegalTemplates;

import io.attest.plugins.citationcore.CoreRecognizers;
import io.attest.plugins.citationcore.ProvisionFamily;
import io.attest.plugins.citationcore.RecognizerPack;
import java.util.EnumSet;

/** The legal domain: the shared recognisers plus the legal provision families (see citation-core's README). */
public final class LegalPatternPack extends RecognizerPack {

    public LegalPatternPack() {
        super(CoreRecognizers.with(EnumSet.of(ProvisionFamily.LEGAL), LegalTemplates.catalog()));
    }

    @Override
    public String id() {
        return "patterns-legal";
    }

    @Override
    public String version() {
        return "1.0.0";
    }

    @Override
    public String domain() {
        return "legal";
    }
}
