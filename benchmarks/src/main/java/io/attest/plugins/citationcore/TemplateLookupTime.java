package io.attest.plugins.citationcore;

import io.attest.benchmarks.CitationExtractionBenchmark;
import io.attest.plugin.api.guard.Citation;
import java.util.ArrayList;
import java.util.List;

/**
 * Not JMH: the legal templates' look-up at one name ({@code TemplateRecognizer.at}), timed apart
 * from the scan that calls it: every place of the 1 MB dense input where a name may start is looked
 * up once, and then either the places where a citation was found ({@code found}) or the others
 * ({@code none}) are looked up again and again, each pass with a fresh scratch as a scan has. Wall
 * time per look-up; run it under JFR to see where a successful look-up's time goes. In this
 * package because the look-up is package-private.
 * {@code java -cp attest-benchmarks.jar io.attest.plugins.citationcore.TemplateLookupTime found|none SECONDS}
 */
public final class TemplateLookupTime {

    private TemplateLookupTime() {
    }

    public static void main(String[] args) {
        String text = CitationExtractionBenchmark.repeatTo(CitationExtractionBenchmark.resource("dense-citations.txt"));
        TemplateRecognizer recognizer = new TemplateRecognizer(LegalTemplates.catalog());
        TemplateRecognizer.Scratch scratch = recognizer.newScratch(text);
        List<Integer> found = new ArrayList<>();
        List<Integer> none = new ArrayList<>();
        for (int i = 0; i < text.length(); i++) {
            if (recognizer.mayStartAt(text, i)) {
                (recognizer.at(text, i, scratch, null) != null ? found : none).add(i);
            }
        }
        int[] places = ("found".equals(args[0]) ? found : none).stream().mapToInt(Integer::intValue).toArray();
        long until = System.nanoTime() + Long.parseLong(args[1]) * 1_000_000_000L;
        long started = System.nanoTime();
        long lookUps = 0;
        long citations = 0;
        while (System.nanoTime() < until) {
            TemplateRecognizer.Scratch fresh = recognizer.newScratch(text);
            for (int place : places) {
                Citation citation = recognizer.at(text, place, fresh, null);
                citations += citation == null ? 0 : 1;
            }
            lookUps += places.length;
        }
        System.out.printf("%d places with a citation, %d without; %s: %.1f ns per look-up (%d citations)%n", found.size(), none.size(),
                args[0], (System.nanoTime() - started) / (double) lookUps, citations);
    }
}
