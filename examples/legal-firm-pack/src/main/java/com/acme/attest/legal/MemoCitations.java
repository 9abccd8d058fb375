package com.acme.attest.legal;

import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.FlagType;
import java.util.ArrayList;
import java.util.List;

/**
 * The firm's internal memo numbers: {@code <firm> Memo <year>-<number>}, a four-digit year and a
 * number of one to four digits ({@code ACME Memo 2024-17}), standing as whole words. Scanned by
 * hand rather than with a regular expression: a pack must run in time linear in the text.
 */
final class MemoCitations {

    private final String prefix;

    MemoCitations(String firm) {
        String name = firm.strip();
        if (name.isEmpty() || !name.chars().allMatch(c -> Character.isLetterOrDigit(c) || c == ' ' || c == '&' || c == '-')) {
            throw new IllegalArgumentException("setting firm-name must be letters, digits, spaces, & or -: '" + firm + "'");
        }
        this.prefix = name + " Memo ";
    }

    List<Citation> find(String text) {
        List<Citation> found = new ArrayList<>();
        for (int at = text.indexOf(prefix); at >= 0; at = text.indexOf(prefix, at + 1)) {
            if (at > 0 && Character.isLetterOrDigit(text.charAt(at - 1))) {
                continue;
            }
            int year = at + prefix.length();
            int dash = digits(text, year);
            if (dash - year != 4 || dash >= text.length() || text.charAt(dash) != '-') {
                continue;
            }
            int end = digits(text, dash + 1);
            int numberLength = end - dash - 1;
            if (numberLength < 1 || numberLength > 4 || (end < text.length() && Character.isLetterOrDigit(text.charAt(end)))) {
                continue;
            }
            found.add(Citation.of(FlagType.SECTION_REF, at, end, text));
        }
        return found;
    }

    private static int digits(String text, int from) {
        int i = from;
        while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
            i++;
        }
        return i;
    }
}
