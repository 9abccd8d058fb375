package io.attest.plugins.patternslegal;

import io.attest.plugins.citationcore.LegalTemplates;

import io.attest.plugin.api.guard.CitationPatternPack;
import io.attest.plugin.api.guard.PatternPackFormat;
import io.attest.plugins.citationcore.DeclarativePatternPack;

/**
 * Citation pattern packs an operator writes as JSON (RE2/J patterns, no Java), reading the legal
 * pack's citation templates as the built-in packs do; registered for the server's plugins directory.
 */
public final class JsonPackFormat implements PatternPackFormat {

    @Override
    public String extension() {
        return ".json";
    }

    @Override
    public CitationPatternPack read(byte[] content) {
        return DeclarativePatternPack.fromJson(content, LegalTemplates.catalog());
    }
}
