package io.attest.plugins.textgenbuiltin;

import java.util.List;
import java.util.Locale;

/**
 * What the generator takes from inspirations: structure only — their length, whether they are a
 * list or a story, whether they open with a question. Never their words.
 *
 * @param lengthFactor how much longer (or shorter) than the format's usual length, 0.5–2
 */
record StructureHints(boolean list, boolean story, boolean questionHook, double lengthFactor) {

    static final StructureHints NONE = new StructureHints(false, false, false, 1);

    static StructureHints from(List<String> inspirations, int usualWords) {
        if (inspirations.isEmpty()) {
            return NONE;
        }
        int lists = 0;
        int stories = 0;
        int questions = 0;
        long words = 0;
        for (String inspiration : inspirations) {
            words += Words.tokens(inspiration).stream().filter(Words::isWord).count();
            if (isList(inspiration)) {
                lists++;
            }
            if (isStory(inspiration)) {
                stories++;
            }
            String first = inspiration.strip().split("(?<=[.!?])\\s+|\n", 2)[0];
            if (first.endsWith("?")) {
                questions++;
            }
        }
        int n = inspirations.size();
        double factor = Math.max(0.5, Math.min(2, words / (double) n / Math.max(1, usualWords)));
        return new StructureHints(2 * lists > n - 1 && lists > 0, 2 * stories > n - 1 && stories > 0,
                2 * questions > n - 1 && questions > 0, factor);
    }

    /** Three or more lines that start with a bullet or a number. */
    private static boolean isList(String text) {
        int items = 0;
        for (String line : text.split("\n")) {
            String t = line.strip();
            if (t.startsWith("- ") || t.startsWith("• ") || t.startsWith("* ") || t.matches("^\\d{1,2}[.)]\\s.*")) {
                items++;
            }
        }
        return items >= 3;
    }

    /** First person and the past tense: "I was", "we had", "I learned". */
    private static boolean isStory(String text) {
        List<String> words = Words.tokens(text.toLowerCase(Locale.ROOT)).stream().filter(Words::isWord).toList();
        int firstPerson = 0;
        int past = 0;
        for (String w : words) {
            if (w.equals("i") || w.equals("we") || w.equals("my") || w.equals("our")) {
                firstPerson++;
            }
            if (w.equals("was") || w.equals("were") || w.equals("had") || w.equals("did") || (w.length() > 4 && w.endsWith("ed"))) {
                past++;
            }
        }
        return !words.isEmpty() && firstPerson * 40 >= words.size() && past * 25 >= words.size();
    }
}
