package io.attest.benchmarks;

import io.attest.plugin.api.guard.Citation;
import io.attest.domain.guard.CitationCheck;
import io.attest.plugin.api.guard.CitationPatternPack;
import io.attest.plugins.patternslegal.LegalPatternPack;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Citation extraction alone (the legal pack, overlaps resolved) on 1,000,000-character inputs, so
 * that operations per second read directly as millions of characters (≈ MB of ASCII) per second on
 * one core: citation-dense text, prose without citations, and adversarial input.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class CitationExtractionBenchmark {

    static final int SIZE = 1_000_000;

    private final CitationPatternPack pack = new LegalPatternPack();
    private String dense;
    private String prose;
    private String adversarialCaseNames;
    private String adversarialSections;
    private String adversarialDigits;

    @Setup
    public void setUp() {
        dense = repeatTo(resource("dense-citations.txt"));
        prose = repeatTo(resource("prose-jargon-file.txt"));
        adversarialCaseNames = repeatTo("v. v. Smith v. v. v. In re In re ex rel. ");
        adversarialSections = repeatTo("§§§§ Section Section § 1(a)(b)(c)(d)(e)(f)(g)( ");
        adversarialDigits = repeatTo("12.34.56.78.90 1 2 3 4 5 6 7 8 9 0 ");
    }

    @Benchmark
    public List<Citation> denseCitations() {
        return CitationCheck.citations(pack, dense);
    }

    @Benchmark
    public List<Citation> proseWithoutCitations() {
        return CitationCheck.citations(pack, prose);
    }

    @Benchmark
    public List<Citation> adversarialCaseNames() {
        return CitationCheck.citations(pack, adversarialCaseNames);
    }

    @Benchmark
    public List<Citation> adversarialSections() {
        return CitationCheck.citations(pack, adversarialSections);
    }

    @Benchmark
    public List<Citation> adversarialDigitsAndPeriods() {
        return CitationCheck.citations(pack, adversarialDigits);
    }

    public static String repeatTo(String unit) {
        StringBuilder b = new StringBuilder(SIZE + unit.length());
        while (b.length() < SIZE) {
            b.append(unit);
        }
        b.setLength(SIZE);
        return b.toString();
    }

    public static String resource(String name) {
        try (InputStream in = CitationExtractionBenchmark.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
