package io.attest.plugins.citationcore;

import java.util.List;

/**
 * The characters that one of a list of words may start with, as {@link Literal#match} reads them
 * (a letter in either case unless the word is matched as written, a straight or typographic
 * apostrophe): a form element whose words cannot start at a character is passed over without
 * trying each of them ({@code {sec}} has ten ways of writing, and most places hold none).
 */
final class FirstCharacters {

    private final boolean[] ascii;
    private final String others;
    /** A word starting with a space or a period (matched loosely) may start anywhere. */
    private final boolean anywhere;

    private FirstCharacters(boolean[] ascii, String others, boolean anywhere) {
        this.ascii = ascii;
        this.others = others;
        this.anywhere = anywhere;
    }

    static FirstCharacters of(List<FormElement.Alternative> alternatives) {
        boolean[] ascii = new boolean[128];
        StringBuilder others = new StringBuilder();
        boolean anywhere = false;
        for (FormElement.Alternative alternative : alternatives) {
            String text = alternative.text();
            char first = text.isEmpty() ? ' ' : text.charAt(0);
            if (first == ' ' || first == '.') {
                anywhere = true;
            } else if (first == '\'') {
                ascii['\''] = true;
                others.append('\u2019');
            } else if (first < 128) {
                ascii[first] = true;
                if (!alternative.caseSensitive() && Scan.asciiLetter(first)) {
                    ascii[first ^ 0x20] = true;
                }
            } else {
                others.append(first);
            }
        }
        return new FirstCharacters(ascii, others.toString(), anywhere);
    }

    boolean admits(char c) {
        return anywhere || (c < 128 ? ascii[c] : others.indexOf(c) >= 0);
    }
}
