package io.attest.plugins.textgenbuiltin;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Refills a {@link LearnedFrames.Frame}: the topic's main noun phrase goes into the first slot of
 * its number (the frame's subject, most often), every other slot gets a companion of the same number
 * — the topic's other phrases, the writer's own nouns, general ones — so that verbs and pronouns of
 * the frame still agree. No companion twice in one sentence.
 */
final class FrameFiller {

    private static final int TRIES = 12;

    private FrameFiller() {
    }

    /** The sentence, capitalised, or null when the frame cannot take the topic. */
    static String fill(LearnedFrames.Frame frame, SentenceFiller filler, Random random) {
        boolean mainPlural = filler.mainPlural();
        int mainSlot = -1;
        List<LearnedFrames.Part> parts = frame.parts();
        for (int i = 0; i < parts.size() && mainSlot < 0; i++) {
            if (parts.get(i).slot() && parts.get(i).plural() == mainPlural) {
                mainSlot = i;
            }
        }
        if (mainSlot < 0) {
            return null;
        }
        List<String> tokens = new ArrayList<>();
        List<String> taken = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            LearnedFrames.Part part = parts.get(i);
            if (!part.slot()) {
                tokens.add(part.token());
                continue;
            }
            String text;
            if (i == mainSlot) {
                text = filler.fill("{A}", null, random);
            } else {
                text = null;
                for (int t = 0; t < TRIES && text == null; t++) {
                    NounPhrase companion = filler.companion(random);
                    if (companion.plural() == part.plural() && !taken.contains(companion.text())
                            && !companion.text().equals(filler.mainText())) {
                        text = companion.text();
                    }
                }
                if (text == null) {
                    return null;
                }
            }
            taken.add(text);
            tokens.add(text);
        }
        String sentence = LearnedFrames.join(tokens);
        return Character.toUpperCase(sentence.charAt(0)) + sentence.substring(1);
    }
}
