package io.attest.plugins.textgenbuiltin;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.voice.GenerationRequest;
import io.attest.domain.voice.VoiceFormat;
import io.attest.domain.voice.style.StyleProfile;
import io.attest.domain.voice.style.StyleProfiler;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
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

    private static final Set<String> VERBS = Set.of("VERB", "AUX");
    /** The grammar's agreeing verbs, which the statistical tagger sometimes reads as nouns ("teams depend"). */
    private static final Set<String> GRAMMAR_VERBS = Set.of("depend", "depends", "work", "works", "seem", "seems", "look",
            "looks", "show", "shows", "become", "becomes", "tend", "tends", "make", "makes", "mean", "means", "reward",
            "rewards", "matter", "matters", "come", "comes");
    private static final Set<String> PREDETERMINERS = Set.of("both", "all", "such", "half", "that", "what");
    /** Quantifiers the tagger reads as determiners that are whole noun phrases before "of" ("some of", "each of"). */
    private static final Set<String> QUANTIFIERS = Set.of("some", "many", "most", "each", "any", "none", "several", "few",
            "either", "neither", "much");
    private static final Set<String> NOT_AFTER_DETERMINER = Set.of("VERB", "AUX", "ADP", "PUNCT", "DET", "CCONJ", "SCONJ");

    @Test
    void everySentenceOfEveryVariantIsAWellFormedSentenceOnTheTopic() {
        BuiltinTextGenerator generator = new BuiltinTextGenerator();
        POSTaggerME tagger = new POSTaggerME(NlpModels.partsOfSpeech());
        List<String> problems = new ArrayList<>();
        int sentences = 0;
        for (String writer : VoiceSamples.WRITERS) {
            StyleProfile profile = StyleProfiler.measure(VoiceSamples.training(writer));
            for (VoiceFormat format : VoiceFormat.values()) {
                for (int t = 0; t < 2; t++) {
                    String topic = AttributionTest.TOPICS.get(t * 3 + 1);
                    String head = TopicReader.read(topic).main().head();
                    for (String draft : generator.generate(new GenerationRequest(profile, "", VoiceSamples.training(writer), topic, format,
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

    /** Why a sentence is not well formed, or null. */
    static String problem(String sentence, POSTaggerME tagger) {
        if (sentence.contains("{") || sentence.contains("}")) {
            return "unfilled slot";
        }
        if (!Character.isUpperCase(sentence.codePointAt(0))) {
            return "does not start with a capital";
        }
        if (!(sentence.endsWith(".") || sentence.endsWith("?") || sentence.endsWith("!") || sentence.endsWith(")"))) {
            return "no terminal mark";
        }
        List<String> tokens = Words.tokens(sentence);
        String[] tags = tagger.tag(tokens.toArray(String[]::new));
        boolean verb = false;
        for (int i = 0; i < tokens.size(); i++) {
            verb |= VERBS.contains(tags[i]) || GRAMMAR_VERBS.contains(tokens.get(i).toLowerCase(Locale.ROOT));
            if (i > 0 && Words.isWord(tokens.get(i)) && tokens.get(i).equalsIgnoreCase(tokens.get(i - 1))) {
                return "word repeated";
            }
            // "a" + VERB is left out: the tagger reads nouns after "a" as verbs ("less of a burden").
            if (i > 0 && tags[i - 1].equals("DET") && NOT_AFTER_DETERMINER.contains(tags[i])
                    && !PREDETERMINERS.contains(tokens.get(i - 1).toLowerCase(Locale.ROOT))
                    && !(tags[i].equals("ADP") && QUANTIFIERS.contains(tokens.get(i - 1).toLowerCase(Locale.ROOT)))
                    && !(tags[i].equals("VERB") && Set.of("a", "an").contains(tokens.get(i - 1).toLowerCase(Locale.ROOT)))) {
                return "determiner before " + tags[i] + " (" + tokens.get(i - 1) + " " + tokens.get(i) + ")";
            }
            if (i > 0 && tags[i - 1].equals("ADP") && tags[i].equals("PUNCT") && !Set.of("(", "“", "‘", "\"").contains(tokens.get(i))
                    && !Set.of("about", "for", "to", "of", "in", "with").contains(tokens.get(i - 1).toLowerCase(Locale.ROOT))) {
                return "preposition before punctuation";
            }
        }
        return verb ? null : "no verb";
    }
}
