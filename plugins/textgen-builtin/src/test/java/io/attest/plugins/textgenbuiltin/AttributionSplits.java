package io.attest.plugins.textgenbuiltin;

import io.attest.plugin.api.voice.GenerationRequest;
import io.attest.plugin.api.voice.VoiceFormat;
import io.attest.plugin.api.voice.style.StyleProfile;
import io.attest.plugin.api.voice.style.StyleProfiler;
import io.attest.testsupport.VoiceSamples;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Not a test (no assertion, not run by the build): the attribution of {@link AttributionTest} on four
 * splits of the samples, the figures the steering was chosen by (docs/voice-profile.md). Run it with
 * the test class path, e.g. {@code java -cp "$(cat cp.txt):target/classes:target/test-classes"
 * io.attest.plugins.textgenbuiltin.AttributionSplits official,heldout,dev,rev}:
 *
 * <ul>
 *   <li>{@code official}: {@link AttributionTest} itself (samples 1–50 train, 51–80 build the attributors);</li>
 *   <li>{@code heldout}: {@link HeldOutSplitCheckTest} (26–50 train, 1–25 build the attributors), per format;</li>
 *   <li>{@code dev}: 1–25 train, 26–50 build the attributors, six other topics, inspirations as the official split;</li>
 *   <li>{@code rev}: 31–80 train, 1–30 build the attributors, the same six other topics.</li>
 * </ul>
 * Each line: writer, then words / trigrams attributor share per format (blog, linkedin, email).
 */
final class AttributionSplits {

    static final List<String> OTHER_TOPICS = List.of(
            "Why neighbourhood councils should publish their budgets online",
            "What learning a second language as an adult teaches about patience",
            "How bicycle lanes change the small shops along a street",
            "The case for repairing old furniture instead of buying new",
            "Why night trains are coming back in Europe",
            "What a good hospital discharge letter should tell the family");

    private record Split(String name, int trainFrom, int trainTo, int refFrom, int refTo, List<String> topics, int variants,
                         long seed, boolean inspirations) {
    }

    private AttributionSplits() {
    }

    public static void main(String[] args) {
        String which = args.length > 0 ? args[0] : "official,heldout,dev,rev";
        List<String> heldOutTopics = List.of(AttributionTest.TOPICS.get(1), AttributionTest.TOPICS.get(3), AttributionTest.TOPICS.get(5));
        List<Split> splits = new ArrayList<>();
        for (Split s : List.of(new Split("official", 0, 50, 50, 80, AttributionTest.TOPICS, 3, 1000, true),
                new Split("heldout", 25, 50, 0, 25, heldOutTopics, 2, 500, false),
                new Split("dev", 0, 25, 25, 50, OTHER_TOPICS, 3, 77, true),
                new Split("rev", 30, 80, 0, 30, OTHER_TOPICS, 3, 99, true))) {
            if (which.contains(s.name())) {
                splits.add(s);
            }
        }
        BuiltinTextGenerator generator = new BuiltinTextGenerator();
        for (Split s : splits) {
            Map<String, List<String>> reference = new LinkedHashMap<>();
            VoiceSamples.WRITERS.forEach(w -> reference.put(w, VoiceSamples.all(w).subList(s.refFrom(), s.refTo())));
            MostFrequentWordsAttributor words = new MostFrequentWordsAttributor(reference, 150);
            CharacterTrigramAttributor trigrams = new CharacterTrigramAttributor(reference);
            int total = 0;
            int byWords = 0;
            int byTrigrams = 0;
            System.out.println(s.name() + ":");
            for (String writer : VoiceSamples.WRITERS) {
                List<String> training = VoiceSamples.all(writer).subList(s.trainFrom(), s.trainTo());
                StyleProfile profile = StyleProfiler.measure(training);
                StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "  %-16s", writer));
                for (VoiceFormat format : AttributionTest.FORMATS) {
                    int n = 0;
                    int w = 0;
                    int g = 0;
                    for (int t = 0; t < s.topics().size(); t++) {
                        List<String> inspirations = s.inspirations() && t % 3 == 0
                                ? List.of(AttributionTest.INSPIRATIONS.get(t % 2)) : List.of();
                        for (String draft : generator.generate(new GenerationRequest(profile, "", training, s.topics().get(t),
                                format, inspirations, s.variants(), s.seed() + t))) {
                            n++;
                            w += words.attribute(draft).equals(writer) ? 1 : 0;
                            g += trigrams.attribute(draft).equals(writer) ? 1 : 0;
                        }
                    }
                    line.append(String.format(Locale.ROOT, " %s %.2f/%.2f", format.wireName(), w / (double) n, g / (double) n));
                    total += n;
                    byWords += w;
                    byTrigrams += g;
                }
                System.out.println(line);
            }
            System.out.printf(Locale.ROOT, "  all: words %.3f, trigrams %.3f (%d drafts)%n", byWords / (double) total,
                    byTrigrams / (double) total, total);
        }
    }
}
