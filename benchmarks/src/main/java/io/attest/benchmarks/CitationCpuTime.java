package io.attest.benchmarks;

import com.sun.management.ThreadMXBean;
import io.attest.domain.guard.CaseNameNormalizer;
import io.attest.plugin.api.guard.Citation;
import io.attest.domain.guard.CitationCheck;
import io.attest.plugin.api.guard.FlagType;
import io.attest.domain.guard.SourceIndex;
import io.attest.plugins.citationcore.CaseNameAbbreviations;
import io.attest.plugin.api.guard.CitationPatternPack;
import io.attest.plugins.patternsfinancial.FinancialPatternPack;
import io.attest.plugins.patternshealthcare.HealthcarePatternPack;
import io.attest.plugins.patternsinsurance.InsurancePatternPack;
import io.attest.plugins.patternslegal.LegalPatternPack;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The citation extraction and the whole check timed by the measuring thread's CPU clock, for A/B
 * comparisons on a machine shared with other work, where JMH's wall-clock scores swing by more than
 * the difference measured: time spent waiting for a core is not counted. Uses only API that older
 * builds have too, so the same class can run against an older jar:
 * {@code java -cp OLD.jar:benchmarks/target/classes io.attest.benchmarks.CitationCpuTime extract dense}.
 * <ul>
 *   <li>{@code extract dense|prose [legal|financial|insurance|healthcare]} — {@link CitationCheck#citations} on the
 *       1,000,000-character inputs of {@link CitationExtractionBenchmark}, with the legal pack or the one named
 *       (the others add their domain's provision family to the same pass);</li>
 *   <li>{@code steady dense|prose [pack] [warm-up seconds] [seconds]} — the same, as the mean CPU time per operation
 *       over a time (default 15 s after 8 s of warm-up) rather than the best of 40;</li>
 *   <li>{@code extract-file FILE} — the same on a file's text (the text of a dumped check);</li>
 *   <li>{@code dump DIR} — writes {@code CheckInput.legal().scaled(100, 50)} (the input of {@link LargeCheckBenchmark}) as files;</li>
 *   <li>{@code check DIR [strict]} — the whole check of those files;</li>
 *   <li>{@code passes DIR} — only the two passes over the sources of that check: the literal rule
 *       ({@link SourceIndex#containsLiterally}) for the text's citations without a key, and the
 *       case-name heuristics ({@link SourceIndex#containsNormalized}) for the case names it does not find.</li>
 *   <li>{@code scaling} — the whole check of issue 16's repeated inputs ({@code "§§1 "},
 *       {@code "1 U.S. 1 "}, and the dense text checked against itself as its only source) at
 *       250,000 to 2,000,000 characters: the time per character should not grow with the size.</li>
 * </ul>
 * Prints the best and mean CPU milliseconds of 40 operations after 40 of warm-up (the check's count set by
 * {@code -Doperations=N}: its code needs about 30 operations before the JIT has compiled it), and the bytes
 * allocated per operation.
 */
public final class CitationCpuTime {

    private CitationCpuTime() {
    }

    public static void main(String[] args) throws IOException {
        switch (args[0]) {
            case "extract" -> {
                String text = CitationExtractionBenchmark.repeatTo(CitationExtractionBenchmark.resource(
                        args[1].equals("dense") ? "dense-citations.txt" : "prose-jargon-file.txt"));
                CitationPatternPack pack = pack(args.length > 2 ? args[2] : "legal");
                time("extract " + args[1] + " " + pack.domain(), 40, () -> CitationCheck.citations(pack, text));
            }
            case "steady" -> {
                String text = CitationExtractionBenchmark.repeatTo(CitationExtractionBenchmark.resource(
                        args[1].equals("dense") ? "dense-citations.txt" : "prose-jargon-file.txt"));
                CitationPatternPack pack = pack(args.length > 2 ? args[2] : "legal");
                steady("steady " + args[1] + " " + pack.domain(), args.length > 3 ? Integer.parseInt(args[3]) : 8,
                        args.length > 4 ? Integer.parseInt(args[4]) : 15, () -> CitationCheck.citations(pack, text));
            }
            case "extract-file" -> {
                String text = Files.readString(Path.of(args[1]));
                LegalPatternPack pack = new LegalPatternPack();
                time("extract " + args[1], 40, () -> CitationCheck.citations(pack, text));
            }
            case "dump" -> {
                CheckInput input = CheckInput.legal().scaled(100, 50);
                Path dir = Files.createDirectories(Path.of(args[1]));
                Files.writeString(dir.resolve("text.txt"), input.text);
                for (int i = 0; i < input.sources.size(); i++) {
                    Files.writeString(dir.resolve("source-" + i + ".txt"), input.sources.get(i));
                }
            }
            case "check" -> {
                Path dir = Path.of(args[1]);
                String text = Files.readString(dir.resolve("text.txt"));
                List<String> sources = sources(dir);
                boolean strict = args.length > 2 && args[2].equals("strict");
                LegalPatternPack pack = new LegalPatternPack();
                CitationCheck check = new CitationCheck(new CaseNameNormalizer(CaseNameAbbreviations.table()));
                time(strict ? "check strict" : "check", Integer.getInteger("operations", 40), () -> check.check(text, sources, pack, strict));
            }
            case "passes" -> {
                Path dir = Path.of(args[1]);
                String text = Files.readString(dir.resolve("text.txt"));
                SourceIndex index = SourceIndex.of(sources(dir));
                List<String> unkeyed = new ArrayList<>();
                List<FlagType> types = new ArrayList<>();
                for (Citation citation : CitationCheck.citations(new LegalPatternPack(), text)) {
                    if (!citation.keyed()) {
                        unkeyed.add(citation.raw(text));
                        types.add(citation.type());
                    }
                }
                boolean[] literal = index.containsLiterally(unkeyed);
                List<String> caseNames = new ArrayList<>();
                for (int i = 0; i < unkeyed.size(); i++) {
                    if (!literal[i] && types.get(i) == FlagType.CASE_CITATION) {
                        caseNames.add(unkeyed.get(i));
                    }
                }
                CaseNameNormalizer normalizer = new CaseNameNormalizer(CaseNameAbbreviations.table());
                System.out.printf("%d citations without a key, %d case names not found literally%n", unkeyed.size(), caseNames.size());
                time("literal rule", 40, () -> index.containsLiterally(unkeyed));
                time("case-name heuristics", 40, () -> index.containsNormalized(caseNames, normalizer));
            }
            case "scaling" -> {
                LegalPatternPack pack = new LegalPatternPack();
                CitationCheck check = new CitationCheck(new CaseNameNormalizer(CaseNameAbbreviations.table()));
                String dense = CitationExtractionBenchmark.resource("dense-citations.txt");
                // the JIT compiles the check on the middle size first, so that the smallest is not timed cold
                String warm = repeat(dense, 500_000);
                time("warm-up: §§1, 1 U.S. 1 and the dense text of 500,000 chars", 10, () -> List.of(
                        check.check(repeat("§§1 ", 500_000), List.of(), pack, false),
                        check.check(repeat("1 U.S. 1 ", 500_000), List.of(), pack, false),
                        check.check(warm, List.of(warm), pack, false)));
                for (int size : new int[] {250_000, 500_000, 1_000_000, 2_000_000}) {
                    String sections = repeat("§§1 ", size);
                    String reporters = repeat("1 U.S. 1 ", size);
                    String self = repeat(dense, size);
                    int n = 5;
                    time("§§1 x " + size + " chars, no source", n, () -> check.check(sections, List.of(), pack, false));
                    time("1 U.S. 1 x " + size + " chars, no source", n, () -> check.check(reporters, List.of(), pack, false));
                    time("dense text of " + size + " chars, itself as source", n, () -> check.check(self, List.of(self), pack, false));
                }
            }
            default -> throw new IllegalArgumentException("extract dense|prose, extract-file FILE, dump DIR, check DIR [strict], passes DIR or scaling");
        }
    }

    private static CitationPatternPack pack(String domain) {
        return switch (domain) {
            case "legal" -> new LegalPatternPack();
            case "financial" -> new FinancialPatternPack();
            case "insurance" -> new InsurancePatternPack();
            case "healthcare" -> new HealthcarePatternPack();
            default -> throw new IllegalArgumentException("legal, financial, insurance or healthcare: " + domain);
        };
    }

    /** {@code unit} repeated to exactly {@code size} characters. */
    private static String repeat(String unit, int size) {
        return unit.repeat(size / unit.length() + 1).substring(0, size);
    }

    private static List<String> sources(Path dir) throws IOException {
        List<String> sources = new ArrayList<>();
        for (int i = 0; Files.exists(dir.resolve("source-" + i + ".txt")); i++) {
            sources.add(Files.readString(dir.resolve("source-" + i + ".txt")));
        }
        return sources;
    }

    /**
     * The mean CPU time per operation over {@code seconds} after {@code warmUp} seconds of the same
     * operation: less at the mercy of one run's JIT luck than the best of 40.
     */
    private static void steady(String label, int warmUp, int seconds, Supplier<Object> operation) {
        ThreadMXBean mx = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        long until = System.nanoTime() + warmUp * 1_000_000_000L;
        while (System.nanoTime() < until) {
            operation.get();
        }
        long cpu = mx.getCurrentThreadCpuTime();
        long operations = 0;
        until = System.nanoTime() + seconds * 1_000_000_000L;
        while (System.nanoTime() < until) {
            operation.get();
            operations++;
        }
        double mean = (mx.getCurrentThreadCpuTime() - cpu) / 1e6 / operations;
        System.out.printf("%s: CPU ms per operation mean %.2f over %d operations%n", label, mean, operations);
    }

    private static void time(String label, int n, Supplier<Object> operation) {
        ThreadMXBean mx = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        for (int i = 0; i < n; i++) {
            operation.get();
        }
        double best = Double.MAX_VALUE;
        double sum = 0;
        long allocated = mx.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < n; i++) {
            long start = mx.getCurrentThreadCpuTime();
            operation.get();
            double ms = (mx.getCurrentThreadCpuTime() - start) / 1e6;
            best = Math.min(best, ms);
            sum += ms;
        }
        System.out.printf("%s: CPU ms per operation best %.2f mean %.2f, %.1f MB allocated per operation%n", label, best, sum / n,
                (mx.getCurrentThreadAllocatedBytes() - allocated) / (double) n / 1e6);
    }
}
