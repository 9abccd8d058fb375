package io.attest.plugins.citationcore;

import io.attest.benchmarks.CitationExtractionBenchmark;
import io.attest.plugin.api.guard.Citation;
import java.util.ArrayList;
import java.util.List;

/**
 * Not JMH: the legal templates' look-up at one name ({@code TemplateRecognizer.at}), timed apart
 * from the scan that calls it: every place of the 1 MB dense (or prose) input where a name may
 * start is looked up once, and then either the places where a citation was found ({@code found})
 * or the others ({@code none}) are looked up again and again, each pass with a fresh scratch as a
 * scan has. Wall time per look-up and per pass; run it under JFR to see where a successful
 * look-up's time goes. {@code capitals} passes over every capital letter instead, each tested with
 * {@code mayStartAt} and looked up where it holds, as the scan does: with {@code prose}, the cost
 * the templates add at the capitals of ordinary text, comparable between builds that test a place
 * differently (docs/performance.md, thirteenth round). In this package because the look-up is
 * package-private.
 * {@code java -cp attest-benchmarks.jar io.attest.plugins.citationcore.TemplateLookupTime found|none|capitals SECONDS [dense|prose]}
 */
public final class TemplateLookupTime {

    private TemplateLookupTime() {
    }

    public static void main(String[] args) {
        String input = args.length > 2 ? args[2] : "dense";
        String text = CitationExtractionBenchmark.repeatTo(CitationExtractionBenchmark.resource(
                input.equals("prose") ? "prose-jargon-file.txt" : "dense-citations.txt"));
        TemplateRecognizer recognizer = new TemplateRecognizer(LegalTemplates.catalog());
        TemplateRecognizer.Scratch scratch = recognizer.newScratch(text);
        List<Integer> found = new ArrayList<>();
        List<Integer> none = new ArrayList<>();
        for (int i = 0; i < text.length(); i++) {
            if (recognizer.mayStartAt(text, i)) {
                (recognizer.at(text, i, scratch, null) != null ? found : none).add(i);
            }
        }
        boolean capitals = "capitals".equals(args[0]);
        int[] places = capitals ? capitals(text) : ("found".equals(args[0]) ? found : none).stream().mapToInt(Integer::intValue).toArray();
        long until = System.nanoTime() + Long.parseLong(args[1]) * 1_000_000_000L;
        long started = System.nanoTime();
        long lookUps = 0;
        long passes = 0;
        long citations = 0;
        while (System.nanoTime() < until) {
            TemplateRecognizer.Scratch fresh = recognizer.newScratch(text);
            for (int place : places) {
                if (capitals && !recognizer.mayStartAt(text, place)) {
                    continue;
                }
                Citation citation = recognizer.at(text, place, fresh, null);
                citations += citation == null ? 0 : 1;
            }
            lookUps += places.length;
            passes++;
        }
        long elapsed = System.nanoTime() - started;
        System.out.printf("%s: %d places with a citation, %d without; %s: %.1f ns per place, %.3f ms per pass (%d citations)%n", input,
                found.size(), none.size(), args[0], elapsed / (double) lookUps, elapsed / 1e6 / passes, citations);
    }

    /** The positions of the capital letters of {@code text}. */
    private static int[] capitals(String text) {
        return java.util.stream.IntStream.range(0, text.length()).filter(i -> text.charAt(i) >= 'A' && text.charAt(i) <= 'Z').toArray();
    }
}
