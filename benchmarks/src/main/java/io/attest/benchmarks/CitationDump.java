package io.attest.benchmarks;

import io.attest.domain.guard.CaseNameNormalizer;
import io.attest.domain.guard.CitationCheck;
import io.attest.domain.guard.Flag;
import io.attest.plugin.api.guard.Authority;
import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.CitationPatternPack;
import io.attest.plugins.citationcore.CaseNameAbbreviations;
import io.attest.plugins.patternsfinancial.FinancialPatternPack;
import io.attest.plugins.patternshealthcare.HealthcarePatternPack;
import io.attest.plugins.patternsinsurance.InsurancePatternPack;
import io.attest.plugins.patternslegal.LegalPatternPack;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Prints every citation the packs find (type, span, normalized name, and each authority's key,
 * section, pin, name and link) on the inputs of {@link CitationExtractionBenchmark}, on the files
 * given, and the flags of one whole check of {@link CheckInput}, so that a change meant only to make
 * extraction faster can be checked to change no output: dump before, dump after, {@code diff}.
 * <pre>
 * java -cp benchmarks/target/attest-benchmarks.jar io.attest.benchmarks.CitationDump \
 *     $(find server/src/test/resources/citation-corpus server/src/test/resources/citation-identity \
 *       plugins -path '*resources*' -name '*.json*' -not -path '*target*' | sort) &gt; /tmp/citations.txt
 * </pre>
 */
public final class CitationDump {

    private static final List<CitationPatternPack> PACKS = List.of(
            new LegalPatternPack(), new FinancialPatternPack(), new InsurancePatternPack(), new HealthcarePatternPack());

    private CitationDump() {
    }

    public static void main(String[] files) throws IOException {
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        String dense = CitationExtractionBenchmark.repeatTo(CitationExtractionBenchmark.resource("dense-citations.txt"));
        String prose = CitationExtractionBenchmark.repeatTo(CitationExtractionBenchmark.resource("prose-jargon-file.txt"));
        for (CitationPatternPack pack : PACKS) {
            dump(out, "dense", pack, dense);
        }
        dump(out, "prose", PACKS.get(0), prose);
        for (String file : files) {
            String text = Files.readString(Path.of(file));
            for (CitationPatternPack pack : PACKS) {
                dump(out, file, pack, text);
            }
        }
        dumpCheck(out, CheckInput.legal().scaled(10, 5));
        out.flush();
    }

    private static void dump(PrintStream out, String input, CitationPatternPack pack, String text) {
        List<Citation> citations = CitationCheck.citations(pack, text);
        out.printf("== %s with %s: %d citations%n", input, pack.domain(), citations.size());
        for (Citation citation : citations) {
            out.printf("%s %d-%d %s | %s%n", citation.type(), citation.start(), citation.end(), citation.normalized(),
                    citation.outOfRange() ? "out of range" : "");
            for (Authority authority : citation.authorities()) {
                out.printf("    %s | %s | pin %s | %s | %s%n", authority.key(), authority.section(), authority.pin(),
                        authority.name(), authority.url());
            }
        }
    }

    /** The flags of the whole check, which also reads the sources for the text's authorities. */
    private static void dumpCheck(PrintStream out, CheckInput input) {
        CitationCheck check = new CitationCheck(new CaseNameNormalizer(CaseNameAbbreviations.table()));
        for (boolean strict : new boolean[] {false, true}) {
            CitationCheck.Outcome outcome = check.check(input.text, input.sources, PACKS.get(0), strict);
            out.printf("== check, strict %s: %d flags, risk %s%n", strict, outcome.flags().size(), outcome.riskScore());
            for (Flag flag : outcome.flags()) {
                out.println(flag);
            }
        }
    }
}
