package io.attest.plugins.textgenbuiltin;

import java.util.ArrayList;
import java.util.List;

/** Splits text into word and punctuation tokens, the way the part-of-speech model expects them. */
final class Words {

    private Words() {
    }

    static List<String> tokens(String text) {
        List<String> tokens = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean inner = (c == '\'' || c == '’' || c == '-') && !word.isEmpty() && i + 1 < text.length()
                    && Character.isLetterOrDigit(text.charAt(i + 1));
            if (Character.isLetterOrDigit(c) || inner) {
                word.append(c == '’' ? '\'' : c);
                continue;
            }
            if (!word.isEmpty()) {
                tokens.add(word.toString());
                word.setLength(0);
            }
            if (!Character.isWhitespace(c)) {
                tokens.add(String.valueOf(c));
            }
        }
        if (!word.isEmpty()) {
            tokens.add(word.toString());
        }
        return tokens;
    }

    static boolean isWord(String token) {
        return !token.isEmpty() && Character.isLetterOrDigit(token.charAt(0));
    }
}
