package io.attest.plugin.api.voice.style;

import java.util.List;
import java.util.Set;

/**
 * The English function words whose frequencies a profile measures: articles, pronouns,
 * prepositions, conjunctions, auxiliaries and modals, common adverbs. Their rates carry a writer's
 * habits independently of the topic, which is why stylometry (and our style distance) leans on them.
 * Fixed and ordered, so that every profile lists the same words in the same order.
 */
public final class FunctionWords {

    /** In a fixed order; lower case. */
    public static final List<String> ALL = List.of(
            "the", "a", "an", "this", "that", "these", "those", "some", "any", "all", "each", "every", "no", "other",
            "such", "both", "either", "neither", "many", "much", "more", "most", "few", "less", "several",
            "i", "me", "my", "mine", "myself", "we", "us", "our", "ours", "you", "your", "yours",
            "he", "him", "his", "himself", "she", "her", "it", "its", "itself", "they", "them", "their", "themselves",
            "one", "who", "whom", "whose", "which", "what", "where", "when", "why", "how", "whether",
            "of", "in", "to", "for", "with", "on", "at", "by", "from", "into", "onto", "about", "as", "than", "like",
            "through", "over", "under", "between", "after", "before", "during", "without", "within", "upon", "against",
            "among", "around", "across", "toward", "towards", "unto", "until", "since",
            "and", "or", "but", "nor", "so", "yet", "if", "because", "although", "though", "while", "unless", "whereas",
            "thus", "therefore", "however", "hence", "also", "then", "there", "here", "now", "not", "only", "even", "just",
            "still", "very", "too", "quite", "rather", "often", "always", "never", "usually", "perhaps", "indeed", "again",
            "is", "are", "was", "were", "be", "been", "being", "am", "has", "have", "had", "having", "do", "does", "did",
            "can", "could", "will", "would", "shall", "should", "may", "might", "must",
            "shalt", "thou", "thee", "thy", "hath", "ye");

    private static final Set<String> SET = Set.copyOf(ALL);

    private FunctionWords() {
    }

    public static boolean contains(String lowerCaseWord) {
        return SET.contains(lowerCaseWord);
    }
}
