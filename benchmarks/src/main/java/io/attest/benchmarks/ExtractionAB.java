package io.attest.benchmarks;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Citation extraction of two builds compared in one JVM: each benchmarks jar in its own class loader
 * (hence the reflective call: the two builds' classes have the same names), both warmed for 8 s, then
 * one operation of each alternately ({@code CitationCheck.citations(legal pack, 1 MB)}, order swapped
 * every pair), each timed by the thread's CPU clock. Both sides see the same load at the same moments,
 * so a shared machine moves both alike; prints the medians and the median of the per-pair ratios. Run
 * it both ways round: the same jar on both sides reads B 1.5–2 % slower than A. With a fifth
 * argument, the simple name of a recogniser of {@code citation-core} with a no-argument constructor
 * ({@code ReporterRecognizer}, {@code CaseNameRecognizer}), only that recogniser's
 * {@code find(text, out)} is timed: which part of the pack moved between two builds; or the name of
 * another domain's pack ({@code financial}, {@code insurance}, {@code healthcare}), whose
 * extraction is timed instead of the legal pack's.
 * The input is 1 MB of dense citations, of prose, or of one of the benchmark's adversarial units
 * repeated ({@code case-names}, {@code sections}, {@code digits}).
 * {@code java -Xmx2g -cp attest-benchmarks.jar io.attest.benchmarks.ExtractionAB A.jar B.jar dense|prose|case-names|sections|digits SECONDS [RECOGNISER|PACK]}
 */
public final class ExtractionAB {

    private ExtractionAB() {
    }

    /** {@code citations} is static ({@code CitationCheck.citations(pack, text)}) or, with {@code recogniser}, {@code find(text, out)}. */
    record Side(Method citations, Object pack, String text, Object recogniser) {
        void run() throws ReflectiveOperationException {
            if (recogniser == null) {
                citations.invoke(null, pack, text);
            } else {
                citations.invoke(recogniser, text, new java.util.ArrayList<>());
            }
        }
    }

    static Side side(String jar, String input, String recogniser) throws Exception {
        URLClassLoader loader = new URLClassLoader(new URL[] {Path.of(jar).toUri().toURL()}, ClassLoader.getPlatformClassLoader());
        String unit = switch (input) {
            // the adversarial units of CitationExtractionBenchmark
            case "case-names" -> "v. v. Smith v. v. v. In re In re ex rel. ";
            case "sections" -> "§§§§ Section Section § 1(a)(b)(c)(d)(e)(f)(g)( ";
            case "digits" -> "12.34.56.78.90 1 2 3 4 5 6 7 8 9 0 ";
            default -> {
                try (var in = loader.getResourceAsStream("io/attest/benchmarks/"
                        + (input.equals("dense") ? "dense-citations.txt" : "prose-jargon-file.txt"))) {
                    yield new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
            }
        };
        StringBuilder text = new StringBuilder();
        while (text.length() < 1_000_000) {
            text.append(unit);
        }
        text.setLength(1_000_000);
        Class<?> check = loader.loadClass("io.attest.domain.guard.CitationCheck");
        String packClass = switch (recogniser == null ? "legal" : recogniser) {
            case "financial" -> "io.attest.plugins.patternsfinancial.FinancialPatternPack";
            case "insurance" -> "io.attest.plugins.patternsinsurance.InsurancePatternPack";
            case "healthcare" -> "io.attest.plugins.patternshealthcare.HealthcarePatternPack";
            default -> "io.attest.plugins.patternslegal.LegalPatternPack";
        };
        Object pack = loader.loadClass(packClass).getConstructor().newInstance();
        Method citations = Arrays.stream(check.getMethods())
                .filter(m -> m.getName().equals("citations") && m.getParameterCount() == 2).findFirst().orElseThrow();
        if (recogniser != null && !recogniser.equals(recogniser.toLowerCase(java.util.Locale.ROOT))) {
            Class<?> type = loader.loadClass("io.attest.plugins.citationcore." + recogniser);
            Method find = type.getMethod("find", String.class, java.util.List.class);
            return new Side(find, null, text.toString(), type.getConstructor().newInstance());
        }
        return new Side(citations, pack, text.toString(), null);
    }

    public static void main(String[] args) throws Exception {
        String recogniser = args.length > 4 ? args[4] : null;
        Side a = side(args[0], args[2], recogniser);
        Side b = side(args[1], args[2], recogniser);
        int seconds = Integer.parseInt(args[3]);
        ThreadMXBean clock = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        long until = System.nanoTime() + 8_000_000_000L;
        while (System.nanoTime() < until) {
            a.run();
            b.run();
        }
        double[] ta = new double[100_000];
        double[] tb = new double[100_000];
        int n = 0;
        until = System.nanoTime() + seconds * 1_000_000_000L;
        while (System.nanoTime() < until && n < ta.length) {
            boolean aFirst = (n & 1) == 0;
            for (int k = 0; k < 2; k++) {
                Side side = (k == 0) == aFirst ? a : b;
                long started = clock.getCurrentThreadCpuTime();
                side.run();
                double ms = (clock.getCurrentThreadCpuTime() - started) / 1e6;
                (side == a ? ta : tb)[n] = ms;
            }
            n++;
        }
        double[] sa = Arrays.copyOf(ta, n);
        double[] sb = Arrays.copyOf(tb, n);
        double[] ratio = new double[n];
        for (int i = 0; i < n; i++) {
            ratio[i] = tb[i] / ta[i];
        }
        Arrays.sort(sa);
        Arrays.sort(sb);
        Arrays.sort(ratio);
        System.out.printf("%s %d pairs: A median %.2f (p25 %.2f) ms, B median %.2f (p25 %.2f) ms, B/A of medians %.3f, median pair ratio %.3f%n",
                args[2], n, sa[n / 2], sa[n / 4], sb[n / 2], sb[n / 4], sb[n / 2] / sa[n / 2], ratio[n / 2]);
    }
}
