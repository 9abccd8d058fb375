package io.attest.domain.voice.guard;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The tokens the guards compare: NFKC, lower case, typographic apostrophes as {@code '}. A word is a
 * run of letters, digits and inner apostrophes or hyphens; every other visible character is a
 * punctuation token of its own; spaces separate.
 */
final class Tokens {

    private Tokens() {
    }

    /** Words only (punctuation and line breaks ignored): the unit of the copy and inspiration guards. */
    static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        for (String token : all(text)) {
            if (isWord(token)) {
                words.add(token);
            }
        }
        return words;
    }

    /** Words and punctuation marks in order. */
    static List<String> all(String text) {
        String normalized = Normalizer.normalize(text, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT)
                .replace('’', '\'').replace('‘', '\'');
        List<String> tokens = new ArrayList<>();
        int i = 0;
        int n = normalized.length();
        while (i < n) {
            int cp = normalized.codePointAt(i);
            int width = Character.charCount(cp);
            if (Character.isLetterOrDigit(cp)) {
                int start = i;
                i += width;
                while (i < n) {
                    int next = normalized.codePointAt(i);
                    if (Character.isLetterOrDigit(next)) {
                        i += Character.charCount(next);
                    } else if ((next == '\'' || next == '-') && i + 1 < n && Character.isLetterOrDigit(normalized.codePointAt(i + 1))) {
                        i++;
                    } else {
                        break;
                    }
                }
                tokens.add(normalized.substring(start, i));
            } else {
                if (!Character.isWhitespace(cp) && !Character.isISOControl(cp) && Character.getType(cp) != Character.FORMAT) {
                    tokens.add(normalized.substring(i, i + width));
                }
                i += width;
            }
        }
        return tokens;
    }

    static boolean isWord(String token) {
        return Character.isLetterOrDigit(token.codePointAt(0));
    }
}
