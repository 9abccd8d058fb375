package io.attest.domain.voice.guard;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A text's skeleton: its function words and punctuation in order, every other word replaced by one
 * slot ({@code _}). Two texts with a long common run of skeleton are the same sentences with other
 * nouns and verbs put in — the copying that swapping words hides from the 8-word guard.
 */
final class Skeleton {

    static final String SLOT = "_";

    /** English closed-class words: articles, pronouns, prepositions, conjunctions, auxiliaries, common adverbs. */
    static final Set<String> FUNCTION_WORDS = Set.of(
            "a", "an", "the", "this", "that", "these", "those", "some", "any", "no", "every", "each", "all", "both", "either",
            "neither", "such", "what", "which", "who", "whom", "whose", "where", "when", "why", "how", "whether",
            "i", "me", "my", "mine", "myself", "we", "us", "our", "ours", "ourselves", "you", "your", "yours", "yourself",
            "he", "him", "his", "himself", "she", "her", "hers", "herself", "it", "its", "itself", "they", "them", "their",
            "theirs", "themselves", "one", "there", "here",
            "of", "in", "on", "at", "by", "for", "with", "about", "against", "between", "into", "through", "during", "before",
            "after", "above", "below", "to", "from", "up", "down", "out", "off", "over", "under", "again", "further", "than",
            "as", "like", "upon", "within", "without", "across", "along", "among", "around", "behind", "beyond", "toward",
            "towards", "onto", "per", "via", "since", "until", "unless", "while", "though", "although", "because", "if",
            "then", "else", "so", "and", "or", "but", "nor", "yet", "not",
            "be", "am", "is", "are", "was", "were", "been", "being", "have", "has", "had", "having", "do", "does", "did",
            "doing", "will", "would", "shall", "should", "can", "could", "may", "might", "must", "ought",
            "i'm", "it's", "don't", "doesn't", "didn't", "isn't", "aren't", "wasn't", "weren't", "won't", "can't", "i've",
            "you're", "we're", "they're", "that's", "there's", "let's", "i'd", "you'll", "we'll", "i'll",
            "also", "just", "only", "very", "too", "even", "still", "more", "most", "much", "many", "few", "less", "least",
            "other", "another", "same", "own", "now", "never", "always", "often", "ever", "quite", "rather");

    private Skeleton() {
    }

    static List<String> of(String text) {
        List<String> tokens = Tokens.all(text);
        List<String> skeleton = new ArrayList<>(tokens.size());
        for (String token : tokens) {
            skeleton.add(!Tokens.isWord(token) || FUNCTION_WORDS.contains(token) ? token : SLOT);
        }
        return skeleton;
    }
}
