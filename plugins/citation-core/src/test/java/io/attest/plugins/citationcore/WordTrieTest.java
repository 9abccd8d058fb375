package io.attest.plugins.citationcore;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** One trie per list of words, shared by every form that writes them; what it matches is unchanged. */
class WordTrieTest {

    private static List<FormElement.Alternative> words(int entry, String... texts) {
        return java.util.Arrays.stream(texts).map(text -> FormElement.Alternative.of(text, entry)).toList();
    }

    @Test
    void formsWritingTheSameWordsShareOneTrieAndEachMatchesWithItsOwnAlternatives() {
        List<FormElement.Alternative> first = words(-1, "§", "Sec.", "Section");
        List<FormElement.Alternative> second = words(3, "§", "Sec.", "Section");
        List<FormElement.Alternative> reordered = words(-1, "Section", "Sec.", "§");

        assertThat(WordTrie.of(second)).isSameAs(WordTrie.of(first));
        assertThat(WordTrie.of(reordered)).as("the order of the words is part of the trie").isNotSameAs(WordTrie.of(first));

        WordTrie shared = WordTrie.of(second);
        assertThat(longest(shared, "Section 5", second)).isEqualTo("Section");
        assertThat(longest(shared, "§ 5", second)).isEqualTo("§");
        assertThat(longest(shared, "Sec. 5", second)).isEqualTo("Sec.");
        assertThat(longest(shared, "section 5", second)).isEqualTo("Section");
        assertThat(shared.matches("Rule 5", 0, second)).as("a neighbouring word").isEmpty();
        assertThat(longest(WordTrie.of(reordered), "Section 5", reordered)).isEqualTo("Section");
    }

    /** The text of the longest alternative matching at the start of {@code text}, or null. */
    private static String longest(WordTrie trie, String text, List<FormElement.Alternative> alternatives) {
        long[] found = trie.matches(text, 0, alternatives);
        return found.length == 0 ? null : alternatives.get((int) found[0]).text();
    }

    @Test
    void theLegalCatalogHoldsFarFewerTriesThanWordElements() {
        Set<WordTrie> tries = Collections.newSetFromMap(new IdentityHashMap<>());
        int elements = 0;
        for (CitationTemplate template : LegalTemplates.catalog().templates()) {
            for (CitationTemplate.Form form : template.forms()) {
                for (FormElement element : form.elements()) {
                    if (element instanceof FormElement.Words words) {
                        tries.add(words.trie());
                        elements++;
                    }
                }
            }
        }
        assertThat(tries.size()).isLessThan(elements / 3);
    }
}
