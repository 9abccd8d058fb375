package io.attest.plugins.textgenbuiltin;

import io.attest.testsupport.VoiceSamples;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.voice.style.StyleProfile;
import io.attest.plugin.api.voice.style.StyleProfiler;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import opennlp.tools.postag.POSTaggerME;
import org.junit.jupiter.api.Test;

/**
 * Every slot of every frame learned from the three writers is refilled with a phrase of the same
 * shape as the one cut out: the same determiner (a/an by sound), the same number, a name only where
 * a name was — and the filled sentence passes {@link GrammarCheck}.
 */
class FrameFillerTest {

    @Test
    void slotsAreRefilledWithPhrasesOfTheRemovedShape() {
        POSTaggerME tagger = new POSTaggerME(NlpModels.partsOfSpeech());
        List<String> problems = new ArrayList<>();
        int filled = 0;
        for (String writer : VoiceSamples.WRITERS) {
            List<String> samples = VoiceSamples.first(writer, AttributionTest.TRAINING);
            StyleProfile profile = StyleProfiler.measure(samples);
            LearnedFrames.Learned learned = LearnedFrames.of(samples);
            assertThat(learned.frames()).as(writer).isNotEmpty();
            WriterNouns nouns = WriterNouns.of(profile, learned.nounShare());
            for (String topicText : AttributionTest.TOPICS) {
                Topic topic = TopicReader.read(topicText);
                SentenceFiller filler = new SentenceFiller(topic, Person.choose(profile.pronouns(), new Random(1)), profile, nouns);
                Random random = new Random(topicText.hashCode());
                for (LearnedFrames.Frame frame : learned.frames()) {
                    FrameFiller.Filled result = FrameFiller.filled(frame, filler, random);
                    if (result == null) {
                        continue;
                    }
                    filled++;
                    List<LearnedFrames.Part> slots = frame.parts().stream().filter(LearnedFrames.Part::slot).toList();
                    assertThat(result.fillings()).hasSameSizeAs(slots);
                    for (int i = 0; i < slots.size(); i++) {
                        String shape = shapeProblem(slots.get(i), result.fillings().get(i));
                        if (shape != null) {
                            problems.add(shape + ": " + result.sentence());
                        }
                    }
                    String grammar = GrammarCheck.problem(result.sentence(), tagger);
                    if (grammar != null) {
                        problems.add(grammar + ": " + result.sentence());
                    }
                }
            }
        }
        assertThat(filled).isGreaterThan(50);
        assertThat(problems).isEmpty();
    }

    private static String shapeProblem(LearnedFrames.Part slot, String filling) {
        String[] removed = slot.removed().split(" ");
        String[] added = filling.split(" ");
        String removedDeterminer = slot.determiner();
        String addedDeterminer = removedDeterminer.isEmpty() ? "" : added[0].toLowerCase(Locale.ROOT);
        boolean sameDeterminer = removedDeterminer.equals(addedDeterminer)
                || Set.of("a", "an").contains(removedDeterminer) && Set.of("a", "an").contains(addedDeterminer);
        if (!sameDeterminer) {
            return "determiner " + removedDeterminer + " became " + addedDeterminer + " (" + slot.removed() + " → " + filling + ")";
        }
        String removedHead = removed[removed.length - 1].toLowerCase(Locale.ROOT);
        String addedHead = added[added.length - 1].toLowerCase(Locale.ROOT);
        if (!slot.proper() && GrammarCheck.plural(removedHead) != GrammarCheck.plural(addedHead)) {
            return "number changed (" + slot.removed() + " → " + filling + ")";
        }
        boolean addedProper = Character.isUpperCase(added[added.length - 1].codePointAt(0));
        if (slot.proper() != addedProper) {
            return "name for a common noun or back (" + slot.removed() + " → " + filling + ")";
        }
        return null;
    }
}
