package io.attest.plugins.textgenbuiltin;

import java.util.ArrayList;
import java.util.List;

/** Splits text into word and punctuation tokens, the way the part-of-speech model expects them. */
final class Words {

    private Words() {
    }

    static List<String> tokens(String text) {
        List<String> tokens = new ArrayList<>();
        int start = -1;
        boolean curly = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean inner = (c == '\'' || c == '’' || c == '-') && start >= 0 && i + 1 < text.length()
                    && Character.isLetterOrDigit(text.charAt(i + 1));
            if (Character.isLetterOrDigit(c) || inner) {
                if (start < 0) {
                    start = i;
                }
                curly |= c == '’';
                continue;
            }
            if (start >= 0) {
                tokens.add(word(text, start, i, curly));
                start = -1;
                curly = false;
            }
            if (!Character.isWhitespace(c)) {
                tokens.add(String.valueOf(c));
            }
        }
        if (start >= 0) {
            tokens.add(word(text, start, text.length(), curly));
        }
        return tokens;
    }

    /** A word of the text, with a curly apostrophe made straight. */
    private static String word(String text, int start, int end, boolean curly) {
        String word = text.substring(start, end);
        return curly ? word.replace('’', '\'') : word;
    }

    static boolean isWord(String token) {
        return !token.isEmpty() && Character.isLetterOrDigit(token.charAt(0));
    }
}
