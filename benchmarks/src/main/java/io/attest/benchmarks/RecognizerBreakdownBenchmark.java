package io.attest.benchmarks;

import io.attest.plugin.api.guard.Citation;
import io.attest.domain.guard.CitationSelection;
import io.attest.plugins.citationcore.CaseNameRecognizer;
import io.attest.plugins.citationcore.ProvisionRecognizer;
import io.attest.plugins.citationcore.Recognizer;
import io.attest.plugins.citationcore.ReporterRecognizer;
import io.attest.plugins.citationcore.TemplateRecognizer;
import io.attest.plugins.citationcore.LegalTemplates;
import io.attest.plugins.patternslegal.LegalPatternPack;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Where the time of {@link CitationExtractionBenchmark} goes: each of the legal pack's four
 * recognisers alone (the pack runs them one after the other over the whole text, see
 * {@code RecognizerPack.find}), and the selection of {@code CitationCheck.citations} alone
 * ({@code CitationSelection.choose(candidates, text)}: case names trimmed, then overlaps resolved)
 * on the pack's candidates, on the same 1,000,000-character inputs. Ops/s = millions of chars/s;
 * the pack's time is about the sum of the recognisers' times (1 / ops) plus the selection's.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class RecognizerBreakdownBenchmark {

    @Param({"dense", "prose", "adversarialCaseNames", "adversarialSections", "adversarialDigits"})
    public String input;

    private final Recognizer reporters = new ReporterRecognizer();
    private final Recognizer caseNames = new CaseNameRecognizer();
    private final TemplateRecognizer templates = new TemplateRecognizer(LegalTemplates.catalog());
    /** The shared provision forms alone, and with the templates read in the same pass (as the legal pack runs them). */
    private final Recognizer provisions = new ProvisionRecognizer();
    private final Recognizer provisionsWithTemplates = new ProvisionRecognizer(List.of(), templates);
    private String text;
    private List<Citation> candidates;

    @Setup
    public void setUp() {
        text = switch (input) {
            case "dense" -> CitationExtractionBenchmark.repeatTo(CitationExtractionBenchmark.resource("dense-citations.txt"));
            case "prose" -> CitationExtractionBenchmark.repeatTo(CitationExtractionBenchmark.resource("prose-jargon-file.txt"));
            case "adversarialCaseNames" -> CitationExtractionBenchmark.repeatTo("v. v. Smith v. v. v. In re In re ex rel. ");
            case "adversarialSections" -> CitationExtractionBenchmark.repeatTo("§§§§ Section Section § 1(a)(b)(c)(d)(e)(f)(g)( ");
            case "adversarialDigits" -> CitationExtractionBenchmark.repeatTo("12.34.56.78.90 1 2 3 4 5 6 7 8 9 0 ");
            default -> throw new IllegalArgumentException(input);
        };
        candidates = new LegalPatternPack().find(text);
    }

    @Benchmark
    public List<Citation> reporters() {
        return run(reporters);
    }

    @Benchmark
    public List<Citation> caseNames() {
        return run(caseNames);
    }

    /** The templates' own scan (as the sources are read: around numbers and section signs). */
    @Benchmark
    public List<Citation> templates() {
        return run(templates);
    }

    @Benchmark
    public List<Citation> provisionsWithTemplates() {
        return run(provisionsWithTemplates);
    }

    @Benchmark
    public List<Citation> provisions() {
        return run(provisions);
    }

    @Benchmark
    public List<Citation> selection() {
        return CitationSelection.choose(candidates, text);
    }

    private List<Citation> run(Recognizer recognizer) {
        List<Citation> out = new ArrayList<>();
        recognizer.find(text, out);
        return out;
    }
}
