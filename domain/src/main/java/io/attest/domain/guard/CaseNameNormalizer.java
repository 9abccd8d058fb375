package io.attest.domain.guard;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The partial-match heuristics for case names (decisions.md section 4, {@code strict: false}):
 * text is reduced to lower-case word tokens without periods or commas, so that Bluebook
 * abbreviations and the words they stand for ({@code Ins.} / {@code Insurance}), {@code &} and
 * {@code and}, typographic and straight apostrophes, and {@code Code} / {@code Code Ann.} compare
 * equal.
 */
public final class CaseNameNormalizer {

    private final Map<String, String> canonical;

    /** {@code abbreviations}: Bluebook abbreviation → the words it abbreviates ({@code "Ins." → ["Insurance"]}). */
    public CaseNameNormalizer(Map<String, List<String>> abbreviations) {
        Map<String, String> map = new HashMap<>();
        abbreviations.forEach((abbreviation, words) -> {
            String key = bare(abbreviation);
            if (!hasLetter(key)) {
                return; // "&" is a separator, handled in normalize(): it becomes the token "and"
            }
            for (String word : words) {
                String expansion = bare(word);
                if (!expansion.isEmpty() && !expansion.contains(" ")) {
                    map.putIfAbsent(expansion, key);
                }
            }
        });
        // An abbreviation maps to itself, even when it is also some other abbreviation's expansion.
        abbreviations.keySet().stream().map(CaseNameNormalizer::bare).filter(CaseNameNormalizer::hasLetter)
                .forEach(abbreviation -> map.put(abbreviation, abbreviation));
        this.canonical = Map.copyOf(map);
    }

    /** Tokens separated by single spaces; a {@code '\0'} in the input (a source boundary) is kept as a token of its own. */
    public String normalize(CharSequence text) {
        StringBuilder out = new StringBuilder(text.length());
        StringBuilder token = new StringBuilder();
        String previous = "";
        for (int i = 0; i <= text.length(); i++) {
            char c = i < text.length() ? text.charAt(i) : ' ';
            if (Character.isLetterOrDigit(c) || c == '\'' || c == '\u2019' || c == '\u2018' || c == '.' || c == '-') {
                token.append(c);
                continue;
            }
            previous = flush(token, out, previous);
            if (c == '&') {
                previous = emit("and", out, previous);
            } else if (c == '\0') {
                previous = emit("\0", out, previous);
            }
        }
        return out.toString();
    }

    private String flush(StringBuilder token, StringBuilder out, String previous) {
        if (token.isEmpty()) {
            return previous;
        }
        String word = bare(token.toString());
        token.setLength(0);
        if (word.isEmpty()) {
            return previous;
        }
        word = canonical.getOrDefault(word, word);
        if (word.equals("ann") && previous.equals("code")) {
            return previous; // "Code Ann." names the same code as "Code"
        }
        return emit(word, out, previous);
    }

    private static String emit(String word, StringBuilder out, String previous) {
        if (!out.isEmpty()) {
            out.append(' ');
        }
        out.append(word);
        return word;
    }

    private static boolean hasLetter(String word) {
        return word.chars().anyMatch(Character::isLetter);
    }

    /** Lower case, typographic apostrophes straightened, periods and surrounding hyphens dropped. */
    static String bare(String word) {
        StringBuilder b = new StringBuilder(word.length());
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if (c == '\u2019' || c == '\u2018') {
                b.append('\'');
            } else if (c != '.') {
                b.append(Character.toLowerCase(c));
            }
        }
        String s = b.toString().toLowerCase(Locale.ROOT);
        int from = 0;
        int to = s.length();
        while (from < to && (s.charAt(from) == '-' || s.charAt(from) == '\'')) {
            from++;
        }
        while (to > from && (s.charAt(to - 1) == '-' || s.charAt(to - 1) == '\'')) {
            to--;
        }
        return s.substring(from, to);
    }
}
