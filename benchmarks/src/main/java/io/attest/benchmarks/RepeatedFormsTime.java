package io.attest.benchmarks;

import io.attest.domain.guard.CitationCheck;
import io.attest.plugins.patternslegal.LegalPatternPack;

/**
 * Not JMH: that extraction stays linear in the text when one form is repeated back to back (the
 * forms of issue 19's second round: bare {@code sec.}, ranges with {@code to}, ranges to dashed
 * sections, ordinal amendments, acts, abbreviated range ends, and near misses), 1 MB against 2 MB,
 * best of three wall-clock runs each, after one untimed pass over all of them for the JIT.
 * {@code java -Xmx2g -cp attest-benchmarks.jar io.attest.benchmarks.RepeatedFormsTime}
 */
public final class RepeatedFormsTime {

    private static final String[] UNITS = {"sec. 1(a) ", "R.C. 1.1 to 1.2 ", "42 U.S.C. §§ 2000e to 2000e-17 ",
        "Twenty-sixth Amendment to the U.S. Constitution ", "ERISA § 502 ", "§§ 542.051-.061, Tex. Ins. Code ", "sec sec sec ",
        "-.-.-.1 "};

    private RepeatedFormsTime() {
    }

    public static void main(String[] args) {
        LegalPatternPack pack = new LegalPatternPack();
        measure(pack, false);
        measure(pack, true);
    }

    private static void measure(LegalPatternPack pack, boolean print) {
        for (String unit : UNITS) {
            StringBuilder line = new StringBuilder(String.format("%-50s", "'" + unit + "'"));
            for (int megabytes = 1; megabytes <= 2; megabytes++) {
                int size = 1_000_000 * megabytes;
                String text = unit.repeat(size / unit.length() + 1).substring(0, size);
                long best = Long.MAX_VALUE;
                int citations = 0;
                for (int round = 0; round < 3; round++) {
                    long start = System.nanoTime();
                    citations = CitationCheck.citations(pack, text).size();
                    best = Math.min(best, System.nanoTime() - start);
                }
                line.append(String.format(" | %d MB %5d ms %7d citations", megabytes, best / 1_000_000, citations));
            }
            if (print) {
                System.out.println(line);
            }
        }
    }
}
