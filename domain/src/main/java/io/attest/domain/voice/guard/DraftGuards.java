package io.attest.domain.voice.guard;

import io.attest.plugin.api.voice.SharedSequences;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The guards every generated draft passes before anyone sees it (decisions.md section 6, issue 17),
 * whatever generator wrote it:
 *
 * <ul>
 *   <li><b>copy</b>: no sequence of {@value #COPY_WORDS} words that a sample of the profile has;</li>
 *   <li><b>skeleton</b>: no run of {@value #SKELETON_TOKENS} tokens of a sample's function-word-and-punctuation
 *       skeleton ({@link Skeleton}): a sample's sentences with other nouns and verbs put in. Calibrated on
 *       the three writers of the voice-samples data: the longest run two different paragraphs of the same
 *       writer share is 10–15 tokens, so 18 leaves room for a writer's own habits while a copied sentence of
 *       ordinary length is caught;</li>
 *   <li><b>inspiration</b>: no sequence of {@value #INSPIRATION_WORDS} words that an inspiration has
 *       (inspirations shape structure, never wording).</li>
 * </ul>
 * Words are compared case-folded and NFKC-normalised, across punctuation and line breaks. Built once
 * per request from the samples and inspirations; {@link #check} is then linear in the draft.
 */
public final class DraftGuards {

    public static final int COPY_WORDS = 8;
    public static final int SKELETON_TOKENS = 18;
    public static final int INSPIRATION_WORDS = 5;

    /** Why a draft was refused; {@code shared} is the repeated sequence (for logs and tests, never for clients). */
    public sealed interface Violation permits Copied, SkeletonCopied, InspirationLeaked {
        List<String> shared();
    }

    public record Copied(List<String> shared) implements Violation {
    }

    public record SkeletonCopied(List<String> shared) implements Violation {
    }

    public record InspirationLeaked(List<String> shared) implements Violation {
    }

    private final SharedSequences sampleWords = new SharedSequences(COPY_WORDS);
    private final SharedSequences sampleSkeletons = new SharedSequences(SKELETON_TOKENS);
    private final SharedSequences inspirationWords = new SharedSequences(INSPIRATION_WORDS);

    public DraftGuards(List<String> samples, List<String> inspirations) {
        for (String sample : Objects.requireNonNull(samples, "samples")) {
            sampleWords.add(Tokens.words(sample));
            sampleSkeletons.add(Skeleton.of(sample));
        }
        for (String inspiration : Objects.requireNonNull(inspirations, "inspirations")) {
            inspirationWords.add(Tokens.words(inspiration));
        }
    }

    /** The first rule {@code draft} breaks, or empty when it passes all three. */
    public Optional<Violation> check(String draft) {
        List<String> words = Tokens.words(draft);
        Optional<List<String>> copied = sampleWords.firstShared(words);
        if (copied.isPresent()) {
            return Optional.of(new Copied(copied.get()));
        }
        Optional<List<String>> leaked = inspirationWords.firstShared(words);
        if (leaked.isPresent()) {
            return Optional.of(new InspirationLeaked(leaked.get()));
        }
        if (!sampleSkeletons.isEmpty()) {
            Optional<List<String>> skeleton = sampleSkeletons.firstShared(Skeleton.of(draft));
            if (skeleton.isPresent()) {
                return Optional.of(new SkeletonCopied(skeleton.get()));
            }
        }
        return Optional.empty();
    }

    public boolean passes(String draft) {
        return check(draft).isEmpty();
    }
}
