package io.attest.plugins.textgenbuiltin;

import io.attest.plugin.api.voice.style.Lexeme;
import io.attest.plugin.api.voice.style.Phrase;
import io.attest.plugin.api.voice.style.StyleProfile;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import opennlp.tools.postag.POSTaggerME;

/**
 * The things the writer keeps returning to, as noun phrases a clause can take in a noun slot: the
 * recurring noun phrases of the phrase bank ("the system", "this term") and the nouns of the
 * profile's lexicon ("packages", "the kernel", "hackers", "God"), each weighted by how often the
 * writer uses it. A writer's voice is also its vocabulary; the drafts relate the topic to these
 * things, in whole noun phrases the grammar places, never in the writer's own sentences.
 */
final class WriterNouns {

    /** With the samples at hand, a word counts as the writer's noun only if most of its uses are tagged as one. */
    private static final double MOSTLY_NOUN = 0.7;
    private final List<NounPhrase> phrases;
    private final double[] weights;
    /** Heads the tagger does not read as a noun right after "a" ("a set comes first": "set" as an adjective). */
    private final Set<String> notAfterArticle;

    private WriterNouns(List<NounPhrase> phrases, double[] weights, Set<String> notAfterArticle) {
        this.phrases = phrases;
        this.weights = weights;
        this.notAfterArticle = notAfterArticle;
    }

    private static final int CACHED = 32;
    /** Abbreviations a lexicon may hold that the tagger reads as nouns. */
    private static final Set<String> ABBREVIATIONS = Set.of("etc", "ie", "eg", "cf", "vs", "viz", "ibid", "op", "al");
    /** Tagging the lexicon costs a few hundred tagger calls: remembered per profile and sample set. */
    private static final Map<Key, WriterNouns> CACHE = new java.util.LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, WriterNouns> eldest) {
            return size() > CACHED;
        }
    };

    /** The parts of the profile that decide the nouns, and the sample set's noun shares (by identity: they are cached). */
    private record Key(List<Phrase> phrases, List<Lexeme> lexicon, long words, Same shares) {
    }

    private static final class Same {
        private final Object value;

        Same(Object value) {
            this.value = value;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Same s && s.value == value;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(value);
        }
    }

    static WriterNouns of(StyleProfile profile, Map<String, Double> nounShare) {
        Key key = new Key(profile.phraseBank(), profile.lexicon(), profile.corpus().words(), new Same(nounShare));
        synchronized (CACHE) {
            WriterNouns cached = CACHE.get(key);
            if (cached != null) {
                return cached;
            }
        }
        WriterNouns nouns = compute(profile, nounShare);
        synchronized (CACHE) {
            CACHE.put(key, nouns);
        }
        return nouns;
    }

    private static WriterNouns compute(StyleProfile profile, Map<String, Double> nounShare) {
        List<NounPhrase> out = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        Set<String> notAfterArticle = new java.util.HashSet<>();
        POSTaggerME tagger = new POSTaggerME(NlpModels.partsOfSpeech());
        double words = Math.max(1, profile.corpus().words());
        for (Phrase phrase : profile.phraseBank()) {
            String[] parts = phrase.text().split(" ");
            if (parts.length < 2 || parts.length > 3 || !(parts[0].equals("the") || parts[0].equals("this"))) {
                continue;
            }
            String[] tags = tagger.tag(parts);
            boolean nouns = true;
            for (int i = 1; i < parts.length; i++) {
                nouns &= parts[i].length() >= 3 && (tags[i].equals("NOUN") || i < parts.length - 1 && tags[i].equals("ADJ"));
            }
            String head = parts[parts.length - 1];
            Double headShare = nounShare.get(head);
            nouns &= headShare == null || headShare >= MOSTLY_NOUN;
            nouns &= noun(tagger, false, 3, "It", "was", "the", head, "that", "mattered", ".")
                    && noun(tagger, false, 3, "There", "is", "no", head, "here", ".");
            if (nouns && seen.add(phrase.text())) {
                out.add(new NounPhrase(phrase.text(), head, NounPhrase.isPlural(head), false));
                weights.add(phrase.occurrences() / words);
            }
        }
        for (Lexeme lexeme : profile.lexicon()) {
            String form = lexeme.form();
            if (form.contains("'") || form.contains("’") || form.endsWith("ly") || ABBREVIATIONS.contains(lexeme.text())) {
                continue;
            }
            // Three frames that each leave the tagger a noun reading only if the word is really used as one
            // ("package", "hacker"), and not for words that are mostly something else ("out", "get", "compare").
            boolean proper = Character.isUpperCase(form.codePointAt(0));
            Double share = nounShare.get(lexeme.text());
            if (share != null && share < MOSTLY_NOUN) {
                continue;
            }
            if (!(noun(tagger, proper, 3, "It", "was", "the", form, "that", "mattered", ".")
                    && noun(tagger, proper, 1, "The", form, "was", "good", ".")
                    && noun(tagger, proper, 3, "There", "is", "no", form, "here", "."))) {
                continue;
            }
            NounPhrase phrase = NounPhrase.of(form, proper);
            if (!proper && !phrase.plural() && !noun(tagger, false, 1, "A", form, "comes", "first", ".")) {
                notAfterArticle.add(phrase.head());
            }
            if (seen.add(phrase.text().toLowerCase(Locale.ROOT))) {
                out.add(phrase);
                weights.add(lexeme.rate());
            }
        }
        return new WriterNouns(List.copyOf(out), weights.stream().mapToDouble(Double::doubleValue).toArray(),
                Set.copyOf(notAfterArticle));
    }

    private static boolean noun(POSTaggerME tagger, boolean proper, int at, String... frame) {
        String tag = tagger.tag(frame)[at];
        return tag.equals("NOUN") || tag.equals("PROPN") && proper;
    }

    /** Whether "a"/"an" may go before this head: not when the tagger would then read it as something else. */
    boolean takesArticle(String head) {
        return !notAfterArticle.contains(head);
    }

    boolean isEmpty() {
        return phrases.isEmpty();
    }

    List<NounPhrase> all() {
        return phrases;
    }

    /** One of them, likelier the more the writer uses it. */
    NounPhrase pick(Random random) {
        return phrases.get(Weighted.pick(weights, random));
    }
}
