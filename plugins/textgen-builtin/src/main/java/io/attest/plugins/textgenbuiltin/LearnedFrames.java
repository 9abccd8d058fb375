package io.attest.plugins.textgenbuiltin;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import opennlp.tools.postag.POSTaggerME;

/**
 * Sentence frames learned from the writer's own sentences: each sample sentence is tagged by
 * OpenNLP, its noun phrases (determiner, adjectives, nouns, ending in a noun) are cut out and become
 * slots that remember their number, and what is left — the writer's verbs, connectives, function
 * words and punctuation, the shape of the sentence — is the frame. The drafts refill the slots with
 * the topic's noun phrases and the writer's own nouns, so the sentence is about the topic and keeps
 * the writer's structure and wording between the slots.
 *
 * <p>Only frames that cannot rebuild a sample are kept: at most five consecutive words of the
 * sample between two slots (the copy limit is 8), at least one slot per eight words, no quotations,
 * digits, abbreviations or unbalanced parentheses. The generator still checks every sentence against
 * the copy and skeleton guards.
 */
final class LearnedFrames {

    /** A frame: literal tokens, and slots ({@code plural} = the cut-out phrase was plural). */
    record Frame(List<Part> parts, int slots, boolean question) {
    }

    /** A literal token, or a slot when {@code token} is null. */
    record Part(String token, boolean plural) {
        boolean slot() {
            return token == null;
        }
    }

    /** The frames, and for every word of the samples the share of its occurrences tagged as a noun. */
    record Learned(List<Frame> frames, Map<String, Double> nounShare) {
        static final Learned NONE = new Learned(List.of(), Map.of());
    }

    static final int MAX_LITERAL_RUN = 5;
    private static final int CACHED = 32;
    private static final Set<String> DETERMINERS = Set.of("the", "a", "an", "this", "that", "these", "those", "its",
            "their", "his", "her", "our", "your", "my", "some", "any", "each", "every", "no", "another", "such", "all",
            "both", "several", "many", "most", "other", "one", "two", "three", "four", "five", "few", "more", "less", "fewer",
            "enough", "much");
    private static final Set<String> NOT_STARTING = Set.of("which", "what", "whose", "whatever", "whichever");
    private static final Map<List<String>, Learned> CACHE = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<List<String>, Learned> eldest) {
            return size() > CACHED;
        }
    };

    private LearnedFrames() {
    }

    /** The frames of these samples (remembered for the last few sample sets: a profile is used again and again). */
    static Learned of(List<String> samples) {
        if (samples.isEmpty()) {
            return Learned.NONE;
        }
        synchronized (CACHE) {
            Learned cached = CACHE.get(samples);
            if (cached != null) {
                return cached;
            }
        }
        Learned frames = learn(samples);
        synchronized (CACHE) {
            CACHE.put(List.copyOf(samples), frames);
        }
        return frames;
    }

    static Learned learn(List<String> samples) {
        POSTaggerME tagger = new POSTaggerME(NlpModels.partsOfSpeech());
        List<Frame> out = new ArrayList<>();
        Map<String, int[]> nouns = new HashMap<>();
        for (String sample : samples) {
            for (String sentence : sample.strip().split("(?<=[.?])\\s+(?=[A-Z])")) {
                List<String> tokens = Words.tokens(sentence.strip());
                if (tokens.isEmpty()) {
                    continue;
                }
                String[] tags = tagger.tag(tokens.toArray(String[]::new));
                for (int i = 0; i < tokens.size(); i++) {
                    int[] c = nouns.computeIfAbsent(tokens.get(i).toLowerCase(Locale.ROOT), k -> new int[2]);
                    c[0]++;
                    if (tags[i].equals("NOUN") || tags[i].equals("PROPN")) {
                        c[1]++;
                    }
                }
                Frame frame = frame(sentence.strip(), tokens, tags);
                if (frame != null) {
                    out.add(frame);
                }
            }
        }
        Map<String, Double> shares = new HashMap<>();
        nouns.forEach((word, c) -> shares.put(word, c[1] / (double) c[0]));
        return new Learned(List.copyOf(out), Map.copyOf(shares));
    }

    static Frame frame(String sentence, List<String> tokens, String[] tags) {
        if (sentence.length() < 20 || sentence.length() > 260 || !sentence.matches("[\\p{L} ,;:()—–'’-]+[.?]")
                || !Character.isUpperCase(sentence.charAt(0))) {
            return null;
        }
        if (tokens.size() < 7 || tokens.size() > 42 || !balanced(tokens)) {
            return null;
        }
        List<Part> parts = new ArrayList<>();
        boolean verb = false;
        int slots = 0;
        int words = 0;
        int run = 0;
        int i = 0;
        while (i < tokens.size() - 1) {
            int end = nounPhraseEnd(tokens, tags, i);
            if (end > i) {
                String head = tokens.get(end - 1).toLowerCase(Locale.ROOT);
                parts.add(new Part(null, tags[end - 1].equals("NOUN") && NounPhrase.isPlural(head)));
                slots++;
                words += end - i;
                run = 0;
                i = end;
                continue;
            }
            String token = tokens.get(i);
            if (tags[i].equals("DET") && i + 1 < tokens.size() && !determinerFits(token, tokens.get(i + 1), tags[i + 1])) {
                return null;
            }
            if (i == tokens.size() - 2 && tags[i].equals("ADP")) {
                return null; // a particle last ("is powered on") reads as a dangling preposition
            }
            verb |= tags[i].equals("VERB") || tags[i].equals("AUX");
            if (Words.isWord(token)) {
                words++;
                if (++run > MAX_LITERAL_RUN) {
                    return null;
                }
                if (i == 0) {
                    token = token.toLowerCase(Locale.ROOT);
                } else if (Character.isUpperCase(token.charAt(0)) && !token.equals("I")) {
                    return null; // a name outside a noun phrase would be the sample's, not the topic's
                }
            }
            parts.add(new Part(token, false));
            i++;
        }
        parts.add(new Part(tokens.get(tokens.size() - 1), false));
        if (!verb || slots == 0 || slots > 5 || words > 8 * slots || parts.get(0).slot() && parts.size() < 3) {
            return null;
        }
        return new Frame(List.copyOf(parts), slots, sentence.endsWith("?"));
    }

    /** The end (exclusive) of a noun phrase starting at {@code start}, or {@code start} when none starts there. */
    private static int nounPhraseEnd(List<String> tokens, String[] tags, int start) {
        String first = tokens.get(start).toLowerCase(Locale.ROOT);
        if (NOT_STARTING.contains(first)) {
            return start;
        }
        int i = start;
        // Up to two determiners and quantifiers ("a few", "all the", "the two") belong to the phrase.
        for (int d = 0; d < 2 && i < tokens.size() && DETERMINERS.contains(tokens.get(i).toLowerCase(Locale.ROOT))
                && (tags[i].equals("DET") || tags[i].equals("PRON") || tags[i].equals("NUM") || tags[i].equals("ADJ")); d++) {
            i++;
        }
        int lastNoun = -1;
        while (i < tokens.size() && Words.isWord(tokens.get(i))
                && (tags[i].equals("ADJ") || tags[i].equals("NOUN") || tags[i].equals("PROPN"))
                && !DETERMINERS.contains(tokens.get(i).toLowerCase(Locale.ROOT))) {
            if (tags[i].equals("NOUN") || tags[i].equals("PROPN")) {
                lastNoun = i;
            }
            i++;
        }
        return lastNoun < 0 ? start : lastNoun + 1;
    }

    /** A determiner left in the frame must stand before its noun, or be a quantifier before "of" ("some of"). */
    private static boolean determinerFits(String determiner, String next, String nextTag) {
        String d = determiner.toLowerCase(Locale.ROOT);
        if (Set.of("all", "both", "such", "half", "that", "what").contains(d)) {
            return true;
        }
        if (next.equalsIgnoreCase("of")) {
            return Set.of("some", "many", "most", "each", "any", "none", "several", "few", "either", "neither", "much").contains(d);
        }
        return Set.of("ADJ", "NOUN", "PROPN", "NUM", "ADV").contains(nextTag);
    }

    private static boolean balanced(List<String> tokens) {
        int depth = 0;
        for (String t : tokens) {
            if (t.equals("(")) {
                depth++;
            } else if (t.equals(")") && --depth < 0) {
                return false;
            }
        }
        return depth == 0;
    }

    /** The tokens joined as prose: no space before closing marks, none after an opening parenthesis. */
    static String join(List<String> tokens) {
        StringBuilder b = new StringBuilder();
        for (String t : tokens) {
            boolean closing = t.equals(",") || t.equals(".") || t.equals(";") || t.equals(":") || t.equals(")") || t.equals("?");
            if (!b.isEmpty() && !closing && b.charAt(b.length() - 1) != '(') {
                b.append(' ');
            }
            b.append(t);
        }
        return b.toString();
    }
}
