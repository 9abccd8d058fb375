package io.attest.benchmarks;

import io.attest.plugin.api.voice.GenerationRequest;
import io.attest.plugin.api.voice.VoiceFormat;
import io.attest.plugin.api.voice.style.StyleProfile;
import io.attest.plugin.api.voice.style.StyleProfiler;
import io.attest.plugins.textgenbuiltin.BuiltinTextGenerator;
import io.attest.testsupport.VoiceSamples;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Locale;

/**
 * {@link VoiceProfileBenchmark}'s work — the built-in generator asked for three variants the way the
 * use case asks (7 drafts), per writer and format — timed by the measuring thread's CPU clock, for a
 * machine shared with other work, where JMH's wall-clock scores count the time spent waiting for a core:
 * {@code java -cp benchmarks/target/attest-benchmarks.jar io.attest.benchmarks.VoiceCpuTime [requests]}.
 * Prints, per cell, the mean and the slowest CPU milliseconds of {@code requests} calls (default 30)
 * after as many for warm-up, with the same topics and seeds as the benchmark.
 */
public final class VoiceCpuTime {

    private VoiceCpuTime() {
    }

    public static void main(String[] args) {
        int requests = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        BuiltinTextGenerator generator = new BuiltinTextGenerator();
        System.out.println("| format | " + String.join(" | ", VoiceSamples.WRITERS) + " |");
        System.out.println("|---|---|---|---|");
        for (VoiceFormat format : VoiceFormat.values()) {
            StringBuilder row = new StringBuilder("| " + format.wireName() + " |");
            for (String writer : VoiceSamples.WRITERS) {
                List<String> samples = VoiceSamples.first(writer, 50);
                StyleProfile profile = StyleProfiler.measure(samples);
                double total = 0;
                double slowest = 0;
                for (int i = 0; i < 2 * requests; i++) {
                    long before = threads.getCurrentThreadCpuTime();
                    generator.generate(new GenerationRequest(profile, "", samples,
                            VoiceProfileBenchmark.TOPICS.get(i % VoiceProfileBenchmark.TOPICS.size()), format, List.of(),
                            VoiceProfileBenchmark.ASKED, i));
                    double ms = (threads.getCurrentThreadCpuTime() - before) / 1e6;
                    if (i >= requests) {
                        total += ms;
                        slowest = Math.max(slowest, ms);
                    }
                }
                row.append(String.format(Locale.ROOT, " %.0f ms (max %.0f) |", total / requests, slowest));
            }
            System.out.println(row);
        }
    }
}
