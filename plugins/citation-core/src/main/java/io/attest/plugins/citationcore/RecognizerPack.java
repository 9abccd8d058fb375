package io.attest.plugins.citationcore;

import io.attest.domain.guard.Citation;
import io.attest.domain.guard.port.CitationPatternPack;
import io.attest.domain.shared.plugin.PluginApi;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

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

    @Override
    public int spiVersion() {
        return PluginApi.SPI_VERSION;
    }
}
