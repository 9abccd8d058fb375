package io.attest.domain.voice.guard;

import io.attest.plugin.api.voice.SharedSequences;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The hashed sequence table answers exactly as a set of the sequences themselves would. */
class SharedSequencesTest {

    @Test
    void answersLikeASetOfTheSequencesOnRandomTexts() {
        Random random = new Random(17);
        List<String> vocabulary = List.of("the", "a", "kernel", "package", "of", "is", ",", ".", "disk", "x", "xx", "Aa", "BB");
        for (int length : new int[] {1, 3, 5, 8, 18}) {
            SharedSequences hashed = new SharedSequences(length);
            Set<List<String>> plain = new HashSet<>();
            for (int r = 0; r < 30; r++) {
                List<String> reference = text(random, vocabulary, 200);
                hashed.add(reference);
                for (int i = 0; i + length <= reference.size(); i++) {
                    plain.add(List.copyOf(reference.subList(i, i + length)));
                }
            }
            for (int d = 0; d < 300; d++) {
                List<String> draft = text(random, vocabulary, 40);
                boolean expected = false;
                for (int i = 0; i + length <= draft.size() && !expected; i++) {
                    expected = plain.contains(draft.subList(i, i + length));
                }
                assertThat(hashed.shares(draft)).as("length %d, draft %s", length, draft).isEqualTo(expected);
                hashed.firstShared(draft).ifPresent(shared -> assertThat(plain).contains(shared));
            }
        }
    }

    @Test
    void aLongRepeatedTextIsOneSequence() {
        SharedSequences hashed = new SharedSequences(8);
        List<String> words = new ArrayList<>();
        for (int i = 0; i < 100_000; i++) {
            words.add("word");
        }
        hashed.add(words);
        assertThat(hashed.shares(words.subList(0, 8))).isTrue();
        assertThat(hashed.shares(List.of("word", "word", "word", "word", "word", "word", "word", "words"))).isFalse();
        assertThat(new SharedSequences(8).isEmpty()).isTrue();
        assertThat(hashed.isEmpty()).isFalse();
    }

    private static List<String> text(Random random, List<String> vocabulary, int size) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            out.add(vocabulary.get(random.nextInt(random.nextInt(vocabulary.size()) + 1)));
        }
        return out;
    }
}
