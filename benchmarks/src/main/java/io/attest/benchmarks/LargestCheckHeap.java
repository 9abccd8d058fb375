package io.attest.benchmarks;

import io.attest.domain.guard.CaseNameNormalizer;
import io.attest.domain.guard.CitationCheck;
import io.attest.plugins.citationcore.CaseNameAbbreviations;
import io.attest.plugins.patternslegal.LegalPatternPack;
import java.util.Collections;
import java.util.List;

/**
 * The largest citation checks the limits allow, made of one citation repeated (the most citations
 * per character), run in process; started with decreasing {@code -Xmx} it finds the smallest heap
 * each needs (an {@code OutOfMemoryError} ends the run):
 * <ul>
 *   <li>{@code sections}: a 2,000,000-character text of {@code "§§1 "} (500,000 bare sections) against
 *       ten sources of 1,000,000 characters of {@code "1 U.S. 1 "};</li>
 *   <li>{@code reporters}: a 2,000,000-character text of {@code "1 U.S. 1 "} against one source of
 *       10,000,000 characters of it (1,111,111 cites back to back).</li>
 * </ul>
 * {@code java -Xmx160m -cp attest-benchmarks.jar io.attest.benchmarks.LargestCheckHeap sections|reporters [runs]}
 */
public final class LargestCheckHeap {

    private LargestCheckHeap() {
    }

    public static void main(String[] args) {
        boolean sections = args[0].equals("sections");
        String text = sections ? "§§1 ".repeat(500_000) : "1 U.S. 1 ".repeat(222_222);
        List<String> sources = sections
                ? Collections.nCopies(10, "1 U.S. 1 ".repeat(111_111))
                : List.of("1 U.S. 1 ".repeat(1_111_111));
        LegalPatternPack pack = new LegalPatternPack();
        CitationCheck check = new CitationCheck(new CaseNameNormalizer(CaseNameAbbreviations.table()));
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        for (int run = 0; run < runs; run++) {
            long started = System.nanoTime();
            CitationCheck.Outcome outcome = check.check(text, sources, pack, false);
            System.out.printf("%s: %d flags, %d characters marked, %d ms, heap max %d MiB%n", args[0], outcome.flags().size(),
                    outcome.flaggedText().length(), (System.nanoTime() - started) / 1_000_000, Runtime.getRuntime().maxMemory() >> 20);
        }
    }
}
