package io.attest.benchmarks;

import io.attest.domain.guard.CaseNameNormalizer;
import io.attest.domain.guard.CitationCheck;
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
 * The whole citation check of a large request, {@code CheckInput.legal().scaled(100, 50)}: about
 * 1 MB of text against 5 sources of about 1 MB each — the size where the cost of reading the
 * sources shows. The HTTP load of the same body: {@code CheckInput BODY.json 100 50}, then
 * {@code BODY=BODY.json benchmarks/verify-references-load.sh}. Measured before
 * and after the cross-walk by identity (issue 19), which reads every source with the pack.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xmx2g"})
@Warmup(iterations = 3, time = 4)
@Measurement(iterations = 5, time = 4)
public class LargeCheckBenchmark {

    private final CitationPatternPack pack = new LegalPatternPack();
    private final CitationCheck check = new CitationCheck(new CaseNameNormalizer(CaseNameAbbreviations.table()));
    private String text;
    private List<String> sources;

    @Setup
    public void setUp() {
        CheckInput input = CheckInput.legal().scaled(100, 50);
        text = input.text;
        sources = input.sources;
    }

    @Benchmark
    public CitationCheck.Outcome wholeCheck() {
        return check.check(text, sources, pack, false);
    }

    @Benchmark
    public CitationCheck.Outcome wholeCheckStrict() {
        return check.check(text, sources, pack, true);
    }
}
