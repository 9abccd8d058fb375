package io.attest.benchmarks;

import io.attest.plugin.api.voice.GenerationRequest;
import io.attest.plugin.api.voice.VoiceFormat;
import io.attest.plugin.api.voice.style.StyleProfile;
import io.attest.plugin.api.voice.style.StyleProfiler;
import io.attest.plugins.textgenbuiltin.BuiltinTextGenerator;
import io.attest.testsupport.VoiceSamples;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Issue 17's generation target, in milliseconds per operation on one thread:
 *
 * <ul>
 *   <li>{@code generate}: the built-in generator asked for three variants the way the use case asks
 *       for them ({@value #ASKED} drafts: twice the variants, at least four more; re-ranked by style
 *       distance inside the generator), with a writer's profile and first 50 samples, per writer and
 *       format (target &lt; 200 ms). A new seed and topic every call; the frames learned from the
 *       samples are cached per sample set, as in the server after a profile's first request.</li>
 * </ul>
 *
 * <p>Training is {@link VoiceTrainingBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
public class VoiceProfileBenchmark {

    static final int ASKED = 7;
    static final List<String> TOPICS = List.of(
            "Why small teams should write design documents before they start coding",
            "How remote work changes the way cities plan their downtown offices",
            "What a good onboarding checklist does for new volunteers at a food bank",
            "The hidden cost of meetings that have no written agenda");

    @Param({"jargon-file", "debian-handbook", "scofield"})
    public String writer;

    @Param({"linkedin", "instagram", "x", "thread", "blog", "email"})
    public String format;

    private final BuiltinTextGenerator generator = new BuiltinTextGenerator();
    private List<String> samples;
    private StyleProfile profile;
    private VoiceFormat voiceFormat;
    private long seed;

    @Setup(Level.Trial)
    public void setUp() {
        samples = VoiceSamples.first(writer, 50);
        profile = StyleProfiler.measure(samples);
        voiceFormat = VoiceFormat.valueOf(format.toUpperCase(Locale.ROOT));
    }

    @Benchmark
    public List<String> generate() {
        long s = seed++;
        return generator.generate(new GenerationRequest(profile, "", samples, TOPICS.get((int) (s % TOPICS.size())), voiceFormat,
                List.of(), ASKED, s));
    }
}
