package io.attest.plugins.textgenbuiltin;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The caller's guards as the tests check them (the same rules as the API's guards, decisions.md
 * section 6 and issue 17): no 8-word sequence of a sample, no 18-token run of a sample's
 * function-word-and-punctuation skeleton, no 5-word sequence of an inspiration.
 */
final class DraftGuardsForTests {

    static final int COPY_WORDS = 8;
    static final int SKELETON_TOKENS = 18;
    static final int INSPIRATION_WORDS = 5;

    private static final Set<String> FUNCTION = Set.of(
            "a", "an", "the", "this", "that", "these", "those", "some", "any", "no", "every", "each", "all", "both", "either",
            "neither", "such", "what", "which", "who", "whom", "whose", "where", "when", "why", "how", "whether",
            "i", "me", "my", "mine", "myself", "we", "us", "our", "ours", "ourselves", "you", "your", "yours", "yourself",
            "he", "him", "his", "himself", "she", "her", "hers", "herself", "it", "its", "itself", "they", "them", "their",
            "theirs", "themselves", "one", "there", "here", "of", "in", "on", "at", "by", "for", "with", "about", "against",
            "between", "into", "through", "during", "before", "after", "above", "below", "to", "from", "up", "down", "out",
            "off", "over", "under", "again", "further", "than", "as", "like", "upon", "within", "without", "across", "along",
            "among", "around", "behind", "beyond", "toward", "towards", "onto", "per", "via", "since", "until", "unless",
            "while", "though", "although", "because", "if", "then", "else", "so", "and", "or", "but", "nor", "yet", "not",
            "be", "am", "is", "are", "was", "were", "been", "being", "have", "has", "had", "having", "do", "does", "did",
            "doing", "will", "would", "shall", "should", "can", "could", "may", "might", "must", "ought", "also", "just",
            "only", "very", "too", "even", "still", "more", "most", "much", "many", "few", "less", "least", "other",
            "another", "same", "own", "now", "never", "always", "often", "ever", "quite", "rather");

    private final Set<String> sampleWords = new HashSet<>();
    private final Set<String> sampleSkeletons = new HashSet<>();
    private final Set<String> inspirationWords = new HashSet<>();

    DraftGuardsForTests(List<String> samples, List<String> inspirations) {
        samples.forEach(s -> {
            addGrams(sampleWords, words(s), COPY_WORDS);
            addGrams(sampleSkeletons, skeleton(s), SKELETON_TOKENS);
        });
        inspirations.forEach(s -> addGrams(inspirationWords, words(s), INSPIRATION_WORDS));
    }

    /** Empty when the draft passes, else the rule it breaks. */
    String violation(String draft) {
        if (shares(sampleWords, words(draft), COPY_WORDS)) {
            return "copy";
        }
        if (shares(inspirationWords, words(draft), INSPIRATION_WORDS)) {
            return "inspiration";
        }
        if (shares(sampleSkeletons, skeleton(draft), SKELETON_TOKENS)) {
            return "skeleton";
        }
        return "";
    }

    static List<String> tokens(String text) {
        return Words.tokens(text.toLowerCase(Locale.ROOT).replace('’', '\'').replace('‘', '\''));
    }

    static List<String> words(String text) {
        return tokens(text).stream().filter(Words::isWord).toList();
    }

    static List<String> skeleton(String text) {
        List<String> out = new ArrayList<>();
        for (String t : tokens(text)) {
            out.add(!Words.isWord(t) || FUNCTION.contains(t) ? t : "_");
        }
        return out;
    }

    private static void addGrams(Set<String> into, List<String> tokens, int n) {
        for (int i = 0; i + n <= tokens.size(); i++) {
            into.add(String.join(" ", tokens.subList(i, i + n)));
        }
    }

    private static boolean shares(Set<String> grams, List<String> tokens, int n) {
        for (int i = 0; i + n <= tokens.size(); i++) {
            if (grams.contains(String.join(" ", tokens.subList(i, i + n)))) {
                return true;
            }
        }
        return false;
    }
}
