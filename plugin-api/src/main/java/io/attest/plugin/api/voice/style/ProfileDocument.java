package io.attest.plugin.api.voice.style;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The document form of a {@link StyleProfile} (the shape is described on {@link StyleProfile}). */
final class ProfileDocument {

    private ProfileDocument() {
    }

    static Map<String, Object> write(StyleProfile p) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("version", p.version());
        StyleProfile.Corpus c = p.corpus();
        d.put("corpus", map("samples", c.samples(), "paragraphs", c.paragraphs(), "sentences", c.sentences(),
                "words", c.words()));
        StyleProfile.Lengths l = p.lengths();
        d.put("lengths", map("sentence_words", l.sentenceWords().toDocument(),
                "paragraph_sentences", l.paragraphSentences().toDocument(), "sample_words", l.sampleWords().toDocument()));
        StyleProfile.Punctuation u = p.punctuation();
        d.put("punctuation", map("commas", u.commas(), "semicolons", u.semicolons(), "colons", u.colons(),
                "dashes", u.dashes(), "parentheses", u.parentheses(), "quotations", u.quotations(),
                "questions", u.questions(), "exclamations", u.exclamations(), "ellipses", u.ellipses()));
        StyleProfile.Endings e = p.endings();
        d.put("endings", map("period", e.period(), "question", e.question(), "exclamation", e.exclamation(),
                "ellipsis", e.ellipsis(), "none", e.none()));
        StyleProfile.Capitalisation k = p.capitalisation();
        d.put("capitalisation", map("sentence_initial", k.sentenceInitial(), "capitalised_words", k.capitalisedWords(),
                "all_caps_words", k.allCapsWords()));
        StyleProfile.Markers m = p.markers();
        d.put("markers", map("emoji", m.emoji(), "hashtags", m.hashtags(), "mentions", m.mentions(), "urls", m.urls(),
                "line_breaks", m.lineBreaks(), "paragraphs", m.paragraphs(), "hashtag_closing", m.hashtagClosing()));
        StyleProfile.Pronouns n = p.pronouns();
        d.put("pronouns", map("first_singular", n.firstSingular(), "first_plural", n.firstPlural(), "second", n.second(),
                "third", n.third(), "impersonal", n.impersonal()));
        d.put("openers", map("words", StyleProfile.shareList(p.openers().words()),
                "adverbials", StyleProfile.shareList(p.openers().adverbials())));
        StyleProfile.Closers z = p.closers();
        d.put("closers", map("question", z.question(), "exclamation", z.exclamation(), "link", z.link(),
                "hashtags", z.hashtags(), "emoji", z.emoji(), "phrases", StyleProfile.shareList(z.phrases())));
        Map<String, Object> words = new LinkedHashMap<>();
        p.functionWords().forEach((word, rate) -> words.put(word, rate.toDocument()));
        d.put("function_words", words);
        d.put("char_trigrams", new LinkedHashMap<String, Object>(p.charTrigrams()));
        StyleProfile.Vocabulary v = p.vocabulary();
        d.put("vocabulary", map("moving_type_token_ratio", v.movingTypeTokenRatio(), "hapax_share", v.hapaxShare(),
                "mean_word_length", v.meanWordLength(), "long_word_share", v.longWordShare()));
        List<Map<String, Object>> phrases = new ArrayList<>();
        p.phraseBank().forEach(ph -> phrases.add(ph.toDocument()));
        d.put("phrase_bank", phrases);
        List<Map<String, Object>> lexicon = new ArrayList<>();
        p.lexicon().forEach(x -> lexicon.add(x.toDocument()));
        d.put("lexicon", lexicon);
        return d;
    }

    static StyleProfile read(Map<String, Object> document) {
        DocumentNode root = DocumentNode.root(document).onlyKeys("version", "corpus", "lengths", "punctuation", "endings",
                "capitalisation", "markers", "pronouns", "openers", "closers", "function_words", "char_trigrams",
                "vocabulary", "phrase_bank", "lexicon");
        int version = root.integer("version");
        if (version != StyleProfile.VERSION) {
            throw new IllegalArgumentException("$.version must be " + StyleProfile.VERSION);
        }
        DocumentNode c = root.object("corpus").onlyKeys("samples", "paragraphs", "sentences", "words");
        DocumentNode l = root.object("lengths").onlyKeys("sentence_words", "paragraph_sentences", "sample_words");
        DocumentNode u = root.object("punctuation").onlyKeys("commas", "semicolons", "colons", "dashes", "parentheses",
                "quotations", "questions", "exclamations", "ellipses");
        DocumentNode e = root.object("endings").onlyKeys("period", "question", "exclamation", "ellipsis", "none");
        DocumentNode k = root.object("capitalisation").onlyKeys("sentence_initial", "capitalised_words", "all_caps_words");
        DocumentNode m = root.object("markers").onlyKeys("emoji", "hashtags", "mentions", "urls", "line_breaks",
                "paragraphs", "hashtag_closing");
        DocumentNode n = root.object("pronouns").onlyKeys("first_singular", "first_plural", "second", "third", "impersonal");
        DocumentNode o = root.object("openers").onlyKeys("words", "adverbials");
        DocumentNode z = root.object("closers").onlyKeys("question", "exclamation", "link", "hashtags", "emoji", "phrases");
        DocumentNode v = root.object("vocabulary").onlyKeys("moving_type_token_ratio", "hapax_share", "mean_word_length",
                "long_word_share");
        return new StyleProfile(
                version,
                new StyleProfile.Corpus(c.integer("samples"), c.integer("paragraphs"), c.integer("sentences"), c.integer("words")),
                new StyleProfile.Lengths(Distribution.read(l.object("sentence_words")),
                        Distribution.read(l.object("paragraph_sentences")), Distribution.read(l.object("sample_words"))),
                new StyleProfile.Punctuation(u.number("commas"), u.number("semicolons"), u.number("colons"),
                        u.number("dashes"), u.number("parentheses"), u.number("quotations"), u.number("questions"),
                        u.number("exclamations"), u.number("ellipses")),
                new StyleProfile.Endings(e.share("period"), e.share("question"), e.share("exclamation"),
                        e.share("ellipsis"), e.share("none")),
                new StyleProfile.Capitalisation(k.share("sentence_initial"), k.share("capitalised_words"),
                        k.share("all_caps_words")),
                new StyleProfile.Markers(m.number("emoji"), m.number("hashtags"), m.number("mentions"), m.number("urls"),
                        m.number("line_breaks"), m.number("paragraphs"), m.share("hashtag_closing")),
                new StyleProfile.Pronouns(n.number("first_singular"), n.number("first_plural"), n.number("second"),
                        n.number("third"), n.number("impersonal")),
                new StyleProfile.Openers(shares(o, "words"), shares(o, "adverbials")),
                new StyleProfile.Closers(z.share("question"), z.share("exclamation"), z.share("link"), z.share("hashtags"),
                        z.share("emoji"), shares(z, "phrases")),
                functionWords(root.object("function_words")),
                trigrams(root.object("char_trigrams")),
                new StyleProfile.Vocabulary(v.share("moving_type_token_ratio"), v.share("hapax_share"),
                        v.number("mean_word_length"), v.share("long_word_share")),
                root.objectList("phrase_bank").stream().map(Phrase::read).toList(),
                root.has("lexicon") ? root.objectList("lexicon").stream().map(Lexeme::read).toList() : List.of());
    }

    private static List<Share> shares(DocumentNode node, String key) {
        return node.objectList(key).stream().map(Share::read).toList();
    }

    /**
     * Exactly the words of {@link FunctionWords#ALL} (a profile from elsewhere compares like with like),
     * in any order — JSON objects are unordered, and a tool that re-serialises the export may sort or
     * shuffle keys; the profile holds them in {@link FunctionWords#ALL}'s order again.
     */
    private static Map<String, WordRate> functionWords(DocumentNode node) {
        Map<String, DocumentNode> entries = node.objects();
        if (!new HashSet<>(entries.keySet()).equals(new HashSet<>(FunctionWords.ALL))) {
            throw new IllegalArgumentException(node.path() + " must list exactly the " + FunctionWords.ALL.size()
                    + " function words of this profile version");
        }
        Map<String, WordRate> out = new LinkedHashMap<>();
        for (String word : FunctionWords.ALL) {
            out.put(word, WordRate.read(entries.get(word)));
        }
        return out;
    }

    private static Map<String, Double> trigrams(DocumentNode node) {
        Map<String, Double> out = node.numbers();
        for (Map.Entry<String, Double> e : out.entrySet()) {
            if (e.getKey().codePointCount(0, e.getKey().length()) != 3) {
                throw new IllegalArgumentException(node.path() + "." + e.getKey() + " is not a 3-character key");
            }
            if (e.getValue() > 1) {
                throw new IllegalArgumentException(node.path() + "." + e.getKey() + " must be between 0 and 1");
            }
        }
        // In the profiler's order (share descending, then the trigram), whatever order the document had.
        List<Map.Entry<String, Double>> ranked = new ArrayList<>(out.entrySet());
        ranked.sort(Map.Entry.<String, Double>comparingByValue(Comparator.reverseOrder()).thenComparing(Map.Entry.comparingByKey()));
        Map<String, Double> ordered = new LinkedHashMap<>();
        ranked.forEach(e -> ordered.put(e.getKey(), e.getValue()));
        return ordered;
    }

    private static Map<String, Object> map(Object... keysAndValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            m.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return m;
    }
}
