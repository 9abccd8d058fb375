package io.attest.benchmarks;

import io.attest.plugin.api.voice.style.StyleProfile;
import io.attest.plugin.api.voice.style.StyleProfiler;
import io.attest.testsupport.VoiceSamples;
import java.util.ArrayList;
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
 * Issue 17's training target (&lt; 1 s), in milliseconds per operation on one thread:
 * {@code StyleProfiler.measure} — the whole profile, phrase bank and lexicon included — on 200
 * samples (the three writers of {@code voice-samples/} in turn: 80 + 80 + 40 samples of 200–1,400
 * characters, about 97,000 characters in all), and on one writer's 80 samples.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class VoiceTrainingBenchmark {

    private List<String> twoHundred;
    private List<String> eighty;

    @Setup
    public void setUp() {
        List<String> all = new ArrayList<>();
        for (String writer : VoiceSamples.WRITERS) {
            all.addAll(VoiceSamples.all(writer));
        }
        twoHundred = List.copyOf(all.subList(0, 200));
        eighty = VoiceSamples.all("debian-handbook");
    }

    @Benchmark
    public StyleProfile train200Samples() {
        return StyleProfiler.measure(twoHundred);
    }

    @Benchmark
    public StyleProfile train80Samples() {
        return StyleProfiler.measure(eighty);
    }
}
