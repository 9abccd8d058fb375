package io.attest.plugins.patternslegal;

import io.attest.plugins.citationcore.LegalTemplates;

import io.attest.plugins.citationcore.CoreRecognizers;
import io.attest.plugins.citationcore.RecognizerPack;
import java.util.List;

/** The legal domain: the shared recognisers of citation-core with the legal citation templates; no family of its own. */
public final class LegalPatternPack extends RecognizerPack {

    public LegalPatternPack() {
        super(CoreRecognizers.with(List.of(), LegalTemplates.catalog()));
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
