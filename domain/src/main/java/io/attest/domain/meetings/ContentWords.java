package io.attest.domain.meetings;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The content of a short text as a set of light stems, for telling whether a later "it landed" is
 * about an earlier promise: lower case, English stop words, time words and the verbs of doing and
 * delivering removed (they say that something happened, not what), then a light suffix stripper
 * ({@code slides → slid}, {@code updated → updat}, {@code update → updat}, {@code planned → plan}).
 * Deliberately crude and symmetric: both sides go through the same steps.
 */
public final class ContentWords {

    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+(?:['’][\\p{L}]+)?");

    /** Words that carry no subject matter in a status update. */
    static final Set<String> STOP = Set.copyOf(List.of(
            // articles, pronouns, determiners
            "a", "an", "the", "i", "me", "my", "mine", "we", "us", "our", "ours", "you", "your", "yours", "he", "him",
            "his", "she", "her", "hers", "it", "its", "they", "them", "their", "theirs", "this", "that", "these",
            "those", "there", "here", "what", "which", "who", "whom", "whose", "someone", "somebody", "something",
            "anyone", "anything", "everyone", "everything", "all", "any", "both", "each", "few", "more", "most",
            "other", "some", "such", "own", "same", "so", "than", "too", "very", "one",
            // auxiliaries and the verbs of doing
            "am", "is", "are", "was", "were", "be", "been", "being", "have", "has", "had", "having", "do", "does",
            "did", "doing", "done", "make", "makes", "made", "get", "gets", "got", "take", "takes", "took", "taken",
            "put", "go", "goes", "went", "gone", "will", "would", "shall", "should", "can", "could", "may", "might",
            "must", "let", "lets", "let's", "i'll", "i've", "i'm", "we'll", "we've", "we're", "it's", "that's",
            "handle", "handled", "take", "care", "work", "worked", "look", "looked",
            // delivering
            "land", "landed", "merge", "merged", "ship", "shipped", "send", "sent", "finish", "finished", "complete",
            "completed", "deliver", "delivered", "deploy", "deployed", "release", "released", "publish", "published",
            "submit", "submitted", "fix", "fixed", "wrap", "wrapped", "sort", "sorted", "close", "closed",
            // prepositions and conjunctions
            "of", "to", "in", "on", "at", "by", "for", "with", "about", "against", "between", "into", "through",
            "during", "before", "after", "above", "below", "from", "up", "down", "out", "off", "over", "under",
            "again", "further", "then", "once", "and", "but", "if", "or", "because", "as", "until", "while", "not",
            "no", "nor", "only", "just", "also", "already", "now", "still", "yet", "when", "where", "why", "how",
            // time words
            "today", "tonight", "tomorrow", "yesterday", "day", "days", "week", "weeks", "month", "months", "year",
            "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "morning", "afternoon",
            "evening", "eod", "eow", "next", "last", "end", "soon", "asap", "earlier", "later",
            // meeting talk
            "ok", "okay", "yes", "yeah", "sure", "thanks", "thank", "please", "update", "quick", "good", "great",
            "news", "fyi", "everybody", "team", "folks", "guys"));

    private static final Set<String> STOP_STEMS = new HashSet<>();

    static {
        for (String word : STOP) {
            STOP_STEMS.add(stem(word));
        }
    }

    private ContentWords() {
    }

    /** The stems of the content words of {@code text}, leaving out {@code ignored} words (participant names). */
    public static Set<String> stems(String text, Set<String> ignored) {
        Set<String> out = new LinkedHashSet<>();
        Matcher m = WORD.matcher(text.toLowerCase(Locale.ROOT));
        while (m.find()) {
            String word = m.group().replace('’', '\'');
            if (word.endsWith("'s")) {
                word = word.substring(0, word.length() - 2);
            }
            if (word.length() < 2 || STOP.contains(word) || ignored.contains(word)) {
                continue;
            }
            String stem = stem(word);
            if (!STOP_STEMS.contains(stem)) {
                out.add(stem);
            }
        }
        return out;
    }

    /** A light stem: plural, -ing and -ed removed, then a final e and a doubled final consonant. */
    static String stem(String word) {
        String w = word;
        if (w.endsWith("ies") && w.length() > 4) {
            w = w.substring(0, w.length() - 3) + "y";
        } else if (w.endsWith("es") && w.length() > 4 && (w.endsWith("ses") || w.endsWith("xes") || w.endsWith("ches")
                || w.endsWith("shes"))) {
            w = w.substring(0, w.length() - 2);
        } else if (w.endsWith("s") && !w.endsWith("ss") && w.length() > 3) {
            w = w.substring(0, w.length() - 1);
        }
        if (w.endsWith("ing") && w.length() > 5) {
            w = w.substring(0, w.length() - 3);
        } else if (w.endsWith("ed") && w.length() > 4) {
            w = w.substring(0, w.length() - 2);
        }
        if (w.endsWith("e") && w.length() > 3) {
            w = w.substring(0, w.length() - 1);
        }
        int n = w.length();
        if (n > 3 && w.charAt(n - 1) == w.charAt(n - 2) && !isVowel(w.charAt(n - 1)) && Character.isLetter(w.charAt(n - 1))) {
            w = w.substring(0, n - 1);
        }
        return w;
    }

    private static boolean isVowel(char c) {
        return "aeiouy".indexOf(c) >= 0;
    }
}
