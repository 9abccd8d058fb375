package io.attest.domain.voice.guard;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Every sequence of {@code length} consecutive tokens of some reference texts, to ask whether a draft
 * repeats one. Built once per request; memory is one entry per token of the references.
 */
final class SharedSequences {

    private final int length;
    private final Set<List<String>> sequences = new HashSet<>();

    SharedSequences(int length) {
        if (length < 1) {
            throw new IllegalArgumentException("length must be positive");
        }
        this.length = length;
    }

    void add(List<String> tokens) {
        for (int i = 0; i + length <= tokens.size(); i++) {
            sequences.add(List.copyOf(tokens.subList(i, i + length)));
        }
    }

    /** The first sequence of {@code tokens} that a reference also has. */
    Optional<List<String>> firstShared(List<String> tokens) {
        for (int i = 0; i + length <= tokens.size(); i++) {
            List<String> window = tokens.subList(i, i + length);
            if (sequences.contains(window)) {
                return Optional.of(List.copyOf(window));
            }
        }
        return Optional.empty();
    }

    boolean isEmpty() {
        return sequences.isEmpty();
    }
}
