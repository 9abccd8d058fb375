package io.attest.benchmarks.search;

import io.attest.adapters.search.MiniLmEmbedder;
import io.attest.adapters.search.PassageSplitter;
import io.attest.plugin.api.meetings.search.TranscriptDocument;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What a sentence vector costs (all-MiniLM-L6-v2 quantised, ONNX Runtime, one thread): per item
 * text and per passage of the synthetic meetings, one at a time and in the batches the index
 * uses. Each operation is {@value #TEXTS} texts; the score is per text.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = "--enable-native-access=ALL-UNNAMED")
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
public class EmbeddingBenchmark {

    static final int TEXTS = 64;
    private final MiniLmEmbedder embedder = MiniLmEmbedder.shared();
    private List<String> items;
    private List<String> passages;

    @Setup
    public void setUp() {
        items = new ArrayList<>();
        passages = new ArrayList<>();
        for (TranscriptDocument transcript : new SyntheticMeetings(20, 7).transcripts(2_000)) {
            transcript.items().forEach(item -> items.add(item.text()));
            for (PassageSplitter.Passage passage : PassageSplitter.split(transcript.text())) {
                passages.add(transcript.text().substring(passage.start(), passage.end()));
            }
        }
        items = items.subList(0, TEXTS);
        passages = passages.subList(0, TEXTS);
        System.out.printf("%nitem texts: %.0f characters on average; passages: %.0f%n",
                items.stream().mapToInt(String::length).average().orElse(0),
                passages.stream().mapToInt(String::length).average().orElse(0));
    }

    @Benchmark
    @OperationsPerInvocation(TEXTS)
    public Object itemsOneByOne() {
        List<float[]> out = new ArrayList<>(TEXTS);
        for (String text : items) {
            out.add(embedder.embed(text));
        }
        return out;
    }

    @Benchmark
    @OperationsPerInvocation(TEXTS)
    public Object itemsBatched() {
        return embedder.embedAll(items);
    }

    @Benchmark
    @OperationsPerInvocation(TEXTS)
    public Object passagesOneByOne() {
        List<float[]> out = new ArrayList<>(TEXTS);
        for (String text : passages) {
            out.add(embedder.embed(text));
        }
        return out;
    }

    @Benchmark
    @OperationsPerInvocation(TEXTS)
    public Object passagesBatched() {
        return embedder.embedAll(passages);
    }
}
