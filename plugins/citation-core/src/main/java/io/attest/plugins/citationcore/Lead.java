package io.attest.plugins.citationcore;

import java.util.List;

/**
 * The characters a form may go on with after its anchor (after any whitespace). Most names a scan
 * stops at are followed by something none of their forms can read ({@code Cal.} of a reporter
 * followed by {@code 4th}, not by a code name or {@code Const.}): checking one character before an
 * attempt saves building and unwinding the matcher for it. An over-approximation: where a form
 * could go on with anything, or the rule is not obvious (a word starting with a period, which
 * {@link Literal} may skip), every character is admitted.
 */
final class Lead {

    static final Lead ANY = new Lead(-1L, -1L, true);

    /** ASCII 0–63 and 64–127 as bits; {@code other}: any character from 128 up. */
    private final long low;
    private final long high;
    private final boolean other;

    private Lead(long low, long high, boolean other) {
        this.low = low;
        this.high = high;
        this.other = other;
    }

    /** What {@link #next} and {@link #previous} return when the text ends or starts there: nothing is admitted. */
    static final int EDGE = -1;
    /** What they return when only whitespace stands there, as far as a form may put it: anything is admitted. */
    static final int FAR = -2;

    /**
     * The first character after {@code to} that is not whitespace, {@link #EDGE} or {@link #FAR}:
     * read once for all the forms anchored at a name that ends at {@code to}.
     */
    static int next(String t, int to) {
        int n = t.length();
        int limit = Math.min(n, to + Scan.MAX_SPACE + 1);
        int p = to;
        while (p < limit && Scan.space(t.charAt(p))) {
            p++;
        }
        return p >= n ? EDGE : p == limit ? FAR : t.charAt(p);
    }

    /** The last character before {@code from} that is not whitespace, {@link #EDGE} or {@link #FAR}. */
    static int previous(String t, int from) {
        int limit = Math.max(0, from - Scan.MAX_SPACE - 1);
        int p = from;
        while (p > limit && Scan.space(t.charAt(p - 1))) {
            p--;
        }
        return p == 0 ? EDGE : p == limit ? FAR : t.charAt(p - 1);
    }

    /** Whether {@code c}, from {@link #next} or {@link #previous}, may start what follows or end what precedes. */
    boolean admitsAt(int c) {
        return this == ANY || c == FAR || c != EDGE && admits((char) c);
    }

    boolean admits(char c) {
        if (c >= 128) {
            return other;
        }
        return ((c < 64 ? low >>> c : high >>> (c - 64)) & 1L) != 0;
    }

    /** What may come first from element {@code k} of {@code elements} on. */
    static Lead of(List<FormElement> elements, int k) {
        if (k >= elements.size()) {
            return ANY;
        }
        FormElement element = elements.get(k);
        Lead own = switch (element) {
            case FormElement.Words words -> ofWords(words.alternatives());
            case FormElement.Token token -> ofToken(token.type());
            case FormElement.Group group -> of(group.elements(), 0);
        };
        return element.optional() ? own.or(of(elements, k + 1)) : own;
    }

    /** What may come last in elements {@code k}, {@code k-1}, ... (read backwards from element {@code k}). */
    static Lead endOf(List<FormElement> elements, int k) {
        if (k < 0) {
            return ANY;
        }
        FormElement element = elements.get(k);
        Lead own = switch (element) {
            case FormElement.Words words -> endOfWords(words.alternatives());
            case FormElement.Token token -> endOfToken(token.type());
            case FormElement.Group group -> endOf(group.elements(), group.elements().size() - 1);
        };
        return element.optional() ? own.or(endOf(elements, k - 1)) : own;
    }

    private static Lead endOfWords(List<FormElement.Alternative> alternatives) {
        Builder b = new Builder();
        for (FormElement.Alternative alternative : alternatives) {
            String text = alternative.text();
            int k = text.length() - 1;
            char last = text.charAt(k);
            if (last == '.') {
                b.add('.'); // a period may be left out: then the character before it ends the words
                if (k == 0) {
                    return ANY;
                }
                last = text.charAt(k - 1);
            }
            if (last == ' ' || last == '.') {
                return ANY;
            }
            b.addLoosely(last);
        }
        return b.build();
    }

    private static Lead endOfToken(TokenType type) {
        Builder b = new Builder();
        for (char c = 0; c < 128; c++) {
            if (type.mayEndWith(c)) {
                b.add(c);
            }
        }
        return b.build();
    }

    private static Lead ofWords(List<FormElement.Alternative> alternatives) {
        Builder b = new Builder();
        for (FormElement.Alternative alternative : alternatives) {
            char first = alternative.text().charAt(0);
            if (first == ' ' || first == '.') {
                return ANY;
            }
            b.addLoosely(first);
        }
        return b.build();
    }

    private static Lead ofToken(TokenType type) {
        Builder b = new Builder();
        for (char c = 0; c < 128; c++) {
            if (type.mayStartWith(c)) {
                b.add(c);
            }
        }
        return b.build();
    }

    private Lead or(Lead other) {
        if (this == ANY || other == ANY) {
            return ANY;
        }
        return new Lead(low | other.low, high | other.high, this.other || other.other);
    }

    private static final class Builder {
        long low;
        long high;
        boolean other;

        void add(char c) {
            if (c >= 128) {
                other = true;
            } else if (c < 64) {
                low |= 1L << c;
            } else {
                high |= 1L << (c - 64);
            }
        }

        /** {@code c} as {@link Literal} matches it: a letter in either case, an apostrophe straight or typographic. */
        void addLoosely(char c) {
            if (c == '\'') {
                add('\'');
                other = true;
            } else if (Scan.asciiLetter(c)) {
                add(Character.toLowerCase(c));
                add(Character.toUpperCase(c));
            } else {
                add(c);
            }
        }

        Lead build() {
            return new Lead(low, high, other);
        }
    }
}
