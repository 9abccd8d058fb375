package io.attest.plugins.citationcore;

import java.util.Map;
import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.WantedAuthorities;
import io.attest.plugin.api.guard.CitationPatternPack;
import io.attest.plugin.api.guard.CitationPatternPack;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Set;

/** A pattern pack made of recognisers: the shared ones plus its domain's families. */
public abstract class RecognizerPack implements CitationPatternPack {

    private final List<Recognizer> recognizers;

    protected RecognizerPack(List<Recognizer> recognizers) {
        this.recognizers = List.copyOf(recognizers);
    }

    @Override
    public final List<Citation> find(String text) {
        List<Citation> found = new ArrayList<>();
        for (Recognizer recognizer : recognizers) {
            if (!recognizer.readsOtherCitations()) {
                recognizer.find(text, found);
            }
        }
        BitSet covered = null;
        for (Recognizer recognizer : recognizers) {
            if (recognizer.readsOtherCitations()) {
                if (covered == null) {
                    covered = new BitSet(text.length());
                    for (Citation citation : found) {
                        covered.set(citation.start(), citation.end());
                    }
                }
                recognizer.find(text, found, covered);
            }
        }
        return found;
    }

    /** What each recogniser finds with a key of the wanted scopes (see {@link Recognizer#findAuthorities}). */
    @Override
    public final List<Citation> findAuthorities(String text, WantedAuthorities wanted) {
        List<Citation> found = new ArrayList<>();
        if (wanted.scopes().isEmpty()) {
            return found;
        }
        for (Recognizer recognizer : recognizers) {
            recognizer.findAuthorities(text, found, wanted);
        }
        return found;
    }

    /** The Bluebook abbreviations of laws.json, which the shared case-name recogniser reads too. */
    @Override
    public Map<String, List<String>> caseNameAbbreviations() {
        return CaseNameAbbreviations.table();
    }

    @Override
    public int spiVersion() {
        return CitationPatternPack.SPI_VERSION;
    }
}
