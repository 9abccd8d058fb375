package io.attest.plugins.textgenbuiltin;

import io.attest.testsupport.VoiceSamples;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.voice.GenerationRequest;
import io.attest.plugin.api.voice.VoiceFormat;
import io.attest.plugin.api.voice.style.StyleProfile;
import io.attest.plugin.api.voice.style.StyleProfiler;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import opennlp.tools.postag.POSTaggerME;
import org.junit.jupiter.api.Test;

/**
 * Every sentence of every variant, for every writer and format, reads as a sentence: it starts with a
 * capital and ends with a terminal mark, has no slot left unfilled and no word twice in a row, and
 * OpenNLP's tagger finds a well-formed shape in it — a verb, no determiner right before a verb, a
 * preposition or punctuation, no preposition right before punctuation. The draft is on the topic:
 * the head noun of the topic's main phrase appears in it. Each of these would catch shuffled words
 * or stitched fragments.
 */
class FluencyTest {

    @Test
    void everySentenceOfEveryVariantIsAWellFormedSentenceOnTheTopic() {
        BuiltinTextGenerator generator = new BuiltinTextGenerator();
        POSTaggerME tagger = new POSTaggerME(NlpModels.partsOfSpeech());
        List<String> problems = new ArrayList<>();
        int sentences = 0;
        for (String writer : VoiceSamples.WRITERS) {
            StyleProfile profile = StyleProfiler.measure(VoiceSamples.first(writer, AttributionTest.TRAINING));
            for (VoiceFormat format : VoiceFormat.values()) {
                for (int t = 0; t < 2; t++) {
                    String topic = AttributionTest.TOPICS.get(t * 3 + 1);
                    String head = TopicReader.read(topic).main().head();
                    for (String draft : generator.generate(new GenerationRequest(profile, "", VoiceSamples.first(writer, AttributionTest.TRAINING), topic, format,
                            List.of(), 3, 7L * t + format.ordinal()))) {
                        if (!draft.toLowerCase(Locale.ROOT).contains(head)) {
                            problems.add(format + " draft does not mention " + head + ": " + draft);
                        }
                        for (String sentence : sentences(draft)) {
                            sentences++;
                            String problem = problem(sentence, tagger);
                            if (problem != null) {
                                problems.add(problem + ": " + sentence);
                            }
                        }
                    }
                }
            }
        }
        assertThat(sentences).isGreaterThan(700);
        assertThat(problems).isEmpty();
    }

    @Test
    void theChecksCatchShuffledWordsAndFragments() {
        POSTaggerME tagger = new POSTaggerME(NlpModels.partsOfSpeech());
        assertThat(problem("Small teams are easy to talk about and hard to do well.", tagger)).isNull();
        assertThat(problem("teams small about are easy talk to the.", tagger)).isNotNull();
        assertThat(problem("The design documents of the.", tagger)).isNotNull();
        assertThat(problem("Easy to talk about the the teams.", tagger)).isNotNull();
        assertThat(problem("Small teams are {A.be} easy.", tagger)).isNotNull();
        assertThat(problem("Design documents, small teams and the details", tagger)).isNotNull();
        assertThat(problem("Remote work depends on an out more than on any single tool.", tagger)).isNotNull();
        assertThat(problem("Some of the teams write design documents.", tagger)).isNull();
    }

    /** Sentences the learned frames produced before they were restricted, and others of the same kinds. */
    @Test
    void theChecksCatchBrokenAgreementAndMisplacedWords() {
        POSTaggerME tagger = new POSTaggerME(NlpModels.partsOfSpeech());
        List<String> bad = List.of(
                "The message find Usenet for tolerably these teams.",
                "Small teams that include the disk allow assigning more the disks than required to the protocol.",
                "Small teams that include the time allow assigning more the tools at hand than required to the instance.",
                "The packages is installed by the administrator.",
                "The kernel provide the drivers.",
                "Small teams works best with the kernel.",
                "These team write design documents.",
                "A teams writes design documents.",
                "Many disk are shared across the volumes.",
                "Each packages has its own maintainer.",
                "This documents are kept in the archive.",
                "The hackers has a word for it.",
                "It are the packages that matter.",
                "They has the documents at hand.",
                "The system allow assigning the disks to the volume.",
                "The administrator can give less a reason to the users.",
                "The volumes are shared in strongly the system.",
                "The teams write the these documents.",
                "Small teams need a example before they start.",
                "Small teams keep an record of the decisions.",
                "Design documents were written by the the team.",
                "Also refers to small teams.",
                "In general, is a matter of the kernel.",
                "The package for each purpose, allowing it to control small teams.",
                "Small teams, to control the packages.");
        for (String sentence : bad) {
            assertThat(problem(sentence, tagger)).as(sentence).isNotNull();
        }
        List<String> good = List.of(
                "The packages are installed by the administrator.",
                "The kernel provides the drivers.",
                "Small teams work best with the kernel.",
                "These teams write design documents.",
                "A team writes design documents.",
                "Each package has its own maintainer.",
                "The hackers have a word for it.",
                "It is the packages that matter.",
                "The system allows assigning more disks to the volume.",
                "Let the team decide what the documents should say.",
                "One of the teams is already writing an example.",
                "A user of the system found an hour to read the news.",
                "The people involved were asked for only the documents that matter.");
        for (String sentence : good) {
            assertThat(problem(sentence, tagger)).as(sentence).isNull();
        }
    }

    /** The sentences of a draft, without its title, Subject line, hashtag lines and list bullets. */
    static List<String> sentences(String draft) {
        List<String> out = new ArrayList<>();
        String[] lines = draft.split("\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            boolean titleLine = i == 0 && lines.length > 2 && lines[1].isBlank() && !line.endsWith(".") && !line.endsWith("?");
            if (line.isEmpty() || titleLine || line.startsWith("Subject:") || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("- ")) {
                line = line.substring(2);
            }
            for (String s : line.split("(?<=[.!?])\\s+(?=[A-Z])")) {
                out.add(s.replaceAll("\\s+\\p{So}+$", "").replaceAll("\\s+#\\S+", "").strip());
            }
        }
        return out;
    }

    /** Why a sentence is not well formed, or null ({@link GrammarCheck}). */
    static String problem(String sentence, POSTaggerME tagger) {
        return GrammarCheck.problem(sentence, tagger);
    }
}
