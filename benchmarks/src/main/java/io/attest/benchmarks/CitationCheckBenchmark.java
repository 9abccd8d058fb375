package io.attest.benchmarks;

import io.attest.domain.guard.CaseNameNormalizer;
import io.attest.plugin.api.guard.Citation;
import io.attest.domain.guard.CitationCheck;
import io.attest.plugin.api.guard.FlagType;
import io.attest.domain.guard.SourceIndex;
import io.attest.plugin.api.guard.CitationPatternPack;
import io.attest.plugins.citationcore.CaseNameAbbreviations;
import io.attest.plugins.patternslegal.LegalPatternPack;
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
 * The whole citation check of one request — extraction, cross-walk (literal and, non-strict, the
 * normalised case names), markers and risk score — as the server runs it
 * ({@code CitationCheck} with the reporters-db abbreviations), on the request body of the HTTP
 * load: {@link CheckInput#legal()}, a 10 KB citation-dense text and 5 sources of about 20 KB.
 * The parts, for the split: {@code extractTextOnly} (the extraction), {@code literalCrossWalkOnly}
 * (the literal cross-walk of all the text's citations), {@code caseNameSearchOnly} (the
 * non-strict case-name search of all the text's case names).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class CitationCheckBenchmark {

    private final CitationPatternPack pack = new LegalPatternPack();
    private final CitationCheck check = new CitationCheck(new CaseNameNormalizer(CaseNameAbbreviations.table()));
    private final CaseNameNormalizer normalizer = new CaseNameNormalizer(CaseNameAbbreviations.table());
    private CheckInput input;
    private List<String> raws;
    private List<String> caseNames;

    @Setup
    public void setUp() {
        input = CheckInput.legal();
        List<Citation> citations = CitationCheck.citations(pack, input.text);
        raws = citations.stream().map(c -> c.raw(input.text)).toList();
        caseNames = citations.stream().filter(c -> c.type() == FlagType.CASE_CITATION).map(c -> c.raw(input.text)).toList();
    }

    @Benchmark
    public CitationCheck.Outcome wholeCheck() {
        return check.check(input.text, input.sources, pack, false);
    }

    @Benchmark
    public CitationCheck.Outcome wholeCheckStrict() {
        return check.check(input.text, input.sources, pack, true);
    }

    @Benchmark
    public List<Citation> extractTextOnly() {
        return CitationCheck.citations(pack, input.text);
    }

    @Benchmark
    public boolean[] literalCrossWalkOnly() {
        return SourceIndex.of(input.sources).containsLiterally(raws);
    }

    @Benchmark
    public boolean[] caseNameSearchOnly() {
        return SourceIndex.of(input.sources).containsNormalized(caseNames, normalizer);
    }
}
