package io.attest.plugins.textgenbuiltin;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
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

    /**
     * A literal token, or a slot when {@code token} is null. A slot remembers the shape of the noun
     * phrase cut out of it: its determiner ({@code ""} for none, kept in the frame and put back in
     * front of the new noun), its number, whether its head was a name, and the phrase itself.
     */
    record Part(String token, boolean plural, String determiner, boolean proper, String removed) {
        static Part literal(String token) {
            return new Part(token, false, "", false, "");
        }

        boolean slot() {
            return token == null;
        }
    }

    /** Determiners that need a singular countable noun. */
    static final Set<String> SINGULAR_DETERMINERS = Set.of("a", "an", "another", "each", "every", "this", "that", "either",
            "neither", "one");
    /** Determiners that need a plural noun. */
    static final Set<String> PLURAL_DETERMINERS = Set.of("these", "those", "many", "several", "few", "fewer", "both", "two",
            "three", "four", "five", "various");
    /** Determiners that take a plural or an uncountable noun, not a singular countable one ("some disk"). */
    static final Set<String> PLURAL_OR_MASS_DETERMINERS = Set.of("some", "all", "most", "more", "less", "enough", "much",
            "other", "such");
    /** Adverbs that may stand right before a noun phrase ("only the kernel"); any other is part of the phrase's meaning. */
    private static final Set<String> ADVERBS_BEFORE_PHRASE = Set.of("not", "only", "also", "even", "just", "then");
    private static final Set<String> SINGULAR_VERBS = Set.of("is", "was", "has", "does");
    private static final Set<String> PRONOUNS = Set.of("i", "you", "he", "she", "it", "we", "they", "one", "this", "that",
            "there", "who", "which", "what", "someone", "something", "everyone", "nobody", "anyone");
    private static final Set<String> PLURAL_VERBS = Set.of("are", "were", "have", "do");

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
    /** By a digest of the sample set, so that the cache does not hold the samples (up to 4 MB a set). */
    private static final Map<String, Learned> CACHE = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Learned> eldest) {
            return size() > CACHED;
        }
    };
    /**
     * Frames and noun shares are learned from at most this many characters of sentences, in sample order:
     * the tagger is the costly part, and a few hundred sentences give all the frames a draft can use, so
     * the largest sample set (200 × 20,000 characters) costs what its first 200,000 characters cost.
     */
    static final int LEARNED_CHARACTERS = 200_000;
    /** Longer sentences are not tagged: no frame comes from them (at most 260 characters) and the tagger's work grows with length. */
    static final int TAGGED_SENTENCE = 600;

    private LearnedFrames() {
    }

    /** The frames of these samples (remembered for the last few sample sets: a profile is used again and again). */
    static Learned of(List<String> samples) {
        if (samples.isEmpty()) {
            return Learned.NONE;
        }
        String key = digest(samples);
        synchronized (CACHE) {
            Learned cached = CACHE.get(key);
            if (cached != null) {
                return cached;
            }
        }
        Learned frames = learn(samples);
        synchronized (CACHE) {
            CACHE.put(key, frames);
        }
        return frames;
    }

    private static String digest(List<String> samples) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (String sample : samples) {
                sha.update((sample.length() + ":").getBytes(StandardCharsets.UTF_8));
                sha.update(sample.getBytes(StandardCharsets.UTF_8));
            }
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }

    static Learned learn(List<String> samples) {
        POSTaggerME tagger = new POSTaggerME(NlpModels.partsOfSpeech());
        List<Frame> out = new ArrayList<>();
        Map<String, int[]> nouns = new HashMap<>();
        int budget = LEARNED_CHARACTERS;
        for (String sample : samples) {
            if (budget <= 0) {
                break;
            }
            for (String sentence : sample.strip().split("(?<=[.?])\\s+(?=[A-Z])")) {
                if (sentence.length() > TAGGED_SENTENCE || budget <= 0) {
                    continue;
                }
                budget -= sentence.length();
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
        String previousTag = "";
        boolean verb = false;
        int slots = 0;
        int words = 0;
        int run = 0;
        int i = 0;
        while (i < tokens.size() - 1) {
            int end = nounPhraseEnd(tokens, tags, i);
            if (end > i) {
                Part slot = slot(tokens, tags, i, end, previousTag);
                if (slot == null) {
                    return null;
                }
                parts.add(slot);
                previousTag = "NOUN";
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
            if (previousTag.equals("NOUN") && Words.isWord(token)
                    && !Set.of("VERB", "AUX", "ADP", "CCONJ", "SCONJ", "PRON", "ADV", "PART", "DET").contains(tags[i])) {
                return null; // the phrase was cut short ("the disk | daemon")
            }
            boolean finite = tags[i].equals("AUX") || tags[i].equals("VERB") && token.endsWith("s");
            if (finite && slots == 0 && !parts.stream().anyMatch(p -> p.token() != null && PRONOUNS.contains(p.token().toLowerCase(Locale.ROOT)))) {
                return null; // no subject before the verb: "Also refers to …" is the writer's fragment, not a sentence
            }
            // A finite verb, not only "allowing" or "to control": a frame without one is a fragment.
            verb |= (tags[i].equals("VERB") || tags[i].equals("AUX")) && !token.toLowerCase(Locale.ROOT).endsWith("ing")
                    && !(i > 0 && tokens.get(i - 1).equalsIgnoreCase("to"));
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
            parts.add(Part.literal(token));
            previousTag = tags[i].equals("ADV") && ADVERBS_BEFORE_PHRASE.contains(token.toLowerCase(Locale.ROOT)) ? "" : tags[i];
            i++;
        }
        Part last = parts.get(parts.size() - 1);
        if (parts.size() >= 2 && !last.slot() && parts.get(parts.size() - 2).slot()
                && !Set.of("VERB", "ADV", "PRON").contains(tags[tokens.size() - 2])) {
            return null; // a lone word after the last phrase ("includes the disk daemon."): the phrase was cut short
        }
        parts.add(Part.literal(tokens.get(tokens.size() - 1)));
        if (!verb || slots == 0 || slots > 5 || words > 8 * slots || parts.get(0).slot() && parts.size() < 3) {
            return null;
        }
        return new Frame(List.copyOf(parts), slots, sentence.endsWith("?"));
    }

    /**
     * The slot for the noun phrase {@code [start, end)}, or null when it cannot be refilled with a
     * phrase of the same shape: a phrase right after a determiner, adjective, number or an adverb
     * that would then modify the new phrase ("more the disks", "for tolerably these teams"); a phrase
     * with a number or two determiners; a bare singular common noun (countable or not is unknown); a
     * name right before its verb (its number is unknown: "Hackers find"); a determiner or a verb
     * right after it that disagrees with the head's number.
     */
    private static Part slot(List<String> tokens, String[] tags, int start, int end, String previousTag) {
        if (Set.of("DET", "ADJ", "NUM", "ADV", "PRON").contains(previousTag)) {
            return null;
        }
        String determiner = "";
        int first = start;
        if (DETERMINERS.contains(tokens.get(start).toLowerCase(Locale.ROOT)) && !tags[start].equals("NOUN")) {
            determiner = tokens.get(start).toLowerCase(Locale.ROOT);
            first = start + 1;
        }
        for (int k = first; k < end; k++) {
            if (tags[k].equals("NUM") || DETERMINERS.contains(tokens.get(k).toLowerCase(Locale.ROOT))) {
                return null;
            }
        }
        if (first >= end) {
            return null;
        }
        String head = tokens.get(end - 1).toLowerCase(Locale.ROOT);
        boolean proper = tags[end - 1].equals("PROPN");
        boolean plural = !proper && NounPhrase.isPlural(head);
        String next = end < tokens.size() ? tokens.get(end).toLowerCase(Locale.ROOT) : "";
        boolean verbNext = end < tokens.size() && (tags[end].equals("VERB") || tags[end].equals("AUX"));
        if (proper && (!determiner.isEmpty() || verbNext || end - first > 1)) {
            return null;
        }
        if (!proper && determiner.isEmpty() && !plural) {
            return null;
        }
        if (SINGULAR_DETERMINERS.contains(determiner) && plural || PLURAL_DETERMINERS.contains(determiner) && !plural
                || PLURAL_OR_MASS_DETERMINERS.contains(determiner) && !plural) {
            return null;
        }
        if (verbNext && (SINGULAR_VERBS.contains(next) && plural || PLURAL_VERBS.contains(next) && !plural
                || tags[end].equals("VERB") && plural && next.endsWith("s") && !next.endsWith("ss")
                || tags[end].equals("VERB") && !plural && !next.endsWith("s") && !next.endsWith("ed"))) {
            return null;
        }
        // "the BIOS hands | off": a compound ending in a plural before a particle or preposition is as likely a
        // noun and its verb ("hands off") as a plural phrase; the verb would be lost with the slot.
        if (end - first > 1 && plural && end < tokens.size() && (tags[end].equals("ADP") || tags[end].equals("PART"))
                && (tags[end - 2].equals("NOUN") || tags[end - 2].equals("PROPN"))) {
            return null;
        }
        String removed = String.join(" ", tokens.subList(start, end));
        return new Part(null, plural, determiner, proper, removed);
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
