package io.attest.plugins.patternsfinancial;

import io.attest.plugins.citationcore.CoreRecognizers;
import io.attest.plugins.citationcore.LegalTemplates;
import io.attest.plugins.citationcore.ProvisionFamily;
import io.attest.plugins.citationcore.RecognizerPack;
import java.util.EnumSet;

/** The financial domain: the shared recognisers plus the financial provision families (see citation-core's README). */
public final class FinancialPatternPack extends RecognizerPack {

    public FinancialPatternPack() {
        super(CoreRecognizers.with(EnumSet.of(ProvisionFamily.FINANCIAL), LegalTemplates.catalog()));
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
