package io.attest.plugins.textgenbuiltin;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Refills a {@link LearnedFrames.Frame} with phrases of the same shape as the ones cut out: the
 * frame keeps the removed phrase's determiner and the new noun has the same number (and is a name
 * only where a name was), so "these disks" becomes "these teams", "a package" becomes "a kernel",
 * bare "packages" becomes bare "documents", "Usenet" becomes "Debian". The topic's main phrase goes
 * into the first slot that can take it; the others get companions — the topic's other phrases, the
 * writer's own nouns, general ones. No companion twice in one sentence.
 */
final class FrameFiller {

    private static final int TRIES = 16;

    /** The filled sentence, and what went into each slot (in order). */
    record Filled(String sentence, List<String> fillings) {
    }

    private FrameFiller() {
    }

    /** The sentence, capitalised, or null when the frame cannot take the topic. */
    static String fill(LearnedFrames.Frame frame, SentenceFiller filler, Random random) {
        Filled filled = filled(frame, filler, random);
        return filled == null ? null : filled.sentence();
    }

    static Filled filled(LearnedFrames.Frame frame, SentenceFiller filler, Random random) {
        NounPhrase main = filler.main();
        List<LearnedFrames.Part> parts = frame.parts();
        int mainSlot = -1;
        for (int i = 0; i < parts.size() && mainSlot < 0; i++) {
            if (parts.get(i).slot() && fits(parts.get(i), main) && MAIN_DETERMINERS.contains(parts.get(i).determiner())) {
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
            String text = null;
            if (i == mainSlot) {
                text = phrase(part, main);
            } else {
                for (int t = 0; t < TRIES && text == null; t++) {
                    NounPhrase companion = filler.plainCompanion(random);
                    // Phrases of a noun and its modifiers only: "the tools at hand" after "a" or "these" would not read.
                    String candidate = fits(part, companion) && bare(companion).split(" ").length <= 2
                            && !SentenceFiller.GENERAL.contains(companion) ? phrase(part, companion) : null;
                    if (candidate != null && !taken.contains(bare(companion)) && !bare(companion).equals(bare(main))) {
                        text = candidate;
                    }
                }
                if (text == null) {
                    return null;
                }
            }
            taken.add(i == mainSlot ? bare(main) : text.substring(part.determiner().isEmpty() ? 0 : text.indexOf(' ') + 1));
            tokens.add(text);
        }
        String sentence = LearnedFrames.join(tokens);
        List<String> fillings = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            if (parts.get(i).slot()) {
                fillings.add(tokens.get(i));
            }
        }
        return new Filled(Character.toUpperCase(sentence.charAt(0)) + sentence.substring(1), List.copyOf(fillings));
    }

    /** The main topic phrase only goes where it reads naturally: bare, after "the", or after "these"/"this". */
    private static final java.util.Set<String> MAIN_DETERMINERS = java.util.Set.of("", "the", "these", "this", "those");

    /** Whether the phrase has the slot's shape: same number, a name only for a name, countable after "a"/"each"/…. */
    static boolean fits(LearnedFrames.Part slot, NounPhrase phrase) {
        if (slot.proper() != phrase.proper() || slot.plural() != phrase.plural()) {
            return false;
        }
        if (slot.proper()) {
            return phrase.text().indexOf(' ') < 0;
        }
        String determiner = slot.determiner();
        boolean countableSingular = !phrase.plural() && phrase.text().startsWith("the ");
        if (determiner.isEmpty()) {
            return phrase.plural();
        }
        if (LearnedFrames.SINGULAR_DETERMINERS.contains(determiner)) {
            return countableSingular;
        }
        if (LearnedFrames.PLURAL_OR_MASS_DETERMINERS.contains(determiner)) {
            return phrase.plural() || !countableSingular;
        }
        return true;
    }

    /** The slot's determiner (a/an by the new noun's first letter) before the phrase without its own. */
    private static String phrase(LearnedFrames.Part slot, NounPhrase phrase) {
        String bare = bare(phrase);
        String determiner = slot.determiner();
        if (determiner.equals("a") || determiner.equals("an")) {
            determiner = "aeiou".indexOf(Character.toLowerCase(bare.charAt(0))) >= 0 ? "an" : "a";
        }
        return determiner.isEmpty() ? bare : determiner + " " + bare;
    }

    private static String bare(NounPhrase phrase) {
        String text = phrase.text();
        for (String article : List.of("the ", "a ", "an ", "this ", "these ")) {
            if (text.toLowerCase(Locale.ROOT).startsWith(article)) {
                return text.substring(article.length());
            }
        }
        return text;
    }
}
