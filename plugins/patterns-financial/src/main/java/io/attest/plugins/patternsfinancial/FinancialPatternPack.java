package io.attest.plugins.patternsfinancial;

import io.attest.plugins.citationcore.CoreRecognizers;
import io.attest.plugins.citationcore.LegalTemplates;
import io.attest.plugins.citationcore.RecognizerPack;
import java.util.List;

/** The financial domain: the shared recognisers of citation-core plus its securities provisions ({@link SecuritiesRecognizer}). */
public final class FinancialPatternPack extends RecognizerPack {

    public FinancialPatternPack() {
        super(CoreRecognizers.with(List.of(new SecuritiesRecognizer()), LegalTemplates.catalog()));
    }

    @Override
    public String id() {
        return "patterns-financial";
    }

    @Override
    public String version() {
        return "1.0.0";
    }

    @Override
    public String domain() {
        return "financial";
    }
}
