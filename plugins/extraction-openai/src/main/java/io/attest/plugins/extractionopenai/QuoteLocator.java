package io.attest.plugins.extractionopenai;

/**
 * Finds a model's quote in the transcript and returns where it is: the offsets are computed here,
 * never taken from the model. First the exact text; then a loose comparison that forgives what models
 * change when they copy — runs of whitespace and line breaks, letter case, typographic quotes,
 * apostrophes and dashes. An occurrence inside the part the model was shown wins over an earlier
 * one elsewhere. Quotes with fewer than {@link #MIN_WORD_CHARS} letters or digits (they would match
 * anywhere) or longer than {@link #MAX_SPAN} characters are not located.
 */
final class QuoteLocator {

    static final int MIN_WORD_CHARS = 4;
    static final int MAX_SPAN = 1_000;

    /** {@code [start, end)} in the transcript. */
    record Span(int start, int end) {
    }

    private final String text;
    /** The transcript folded by {@link #fold}; {@code origin[i]} is the transcript index of folded char {@code i}. */
    private final String folded;
    private final int[] origin;

    QuoteLocator(String text) {
        this.text = text;
        StringBuilder out = new StringBuilder(text.length());
        int[] map = new int[text.length() + 1];
        boolean lastSpace = true;
        for (int i = 0; i < text.length(); i++) {
            char c = fold(text.charAt(i));
            if (c == ' ') {
                if (lastSpace) {
                    continue;
                }
                lastSpace = true;
            } else {
                lastSpace = false;
            }
            map[out.length()] = i;
            out.append(c);
        }
        this.folded = out.toString();
        this.origin = map;
    }

    /** Where {@code quote} is, preferring {@code [preferStart, preferEnd)}; {@code null} when it is not in the transcript. */
    Span find(String quote, int preferStart, int preferEnd) {
        if (quote == null) {
            return null;
        }
        String wanted = stripQuotes(quote.strip());
        if (wordChars(wanted) < MIN_WORD_CHARS || wanted.length() > MAX_SPAN * 2) {
            return null;
        }
        Span exact = locate(text, wanted, preferStart, preferEnd, null);
        Span span = exact != null ? exact : locate(folded, foldAll(wanted), foldedIndex(preferStart), foldedIndex(preferEnd), origin);
        if (span == null) {
            return null;
        }
        span = trim(span);
        return span.end() - span.start() > MAX_SPAN || span.end() <= span.start() ? null : span;
    }

    /** First occurrence starting inside the preferred range, else the first anywhere; offsets mapped back through {@code map}. */
    private static Span locate(String haystack, String needle, int preferStart, int preferEnd, int[] map) {
        if (needle.isEmpty()) {
            return null;
        }
        int at = haystack.indexOf(needle, preferStart);
        if (at < 0 || at >= preferEnd) {
            at = haystack.indexOf(needle);
        }
        if (at < 0) {
            return null;
        }
        int last = at + needle.length() - 1;
        return map == null ? new Span(at, last + 1) : new Span(map[at], map[last] + 1);
    }

    private int foldedIndex(int transcriptIndex) {
        // origin is increasing: binary search for the first folded char at or after the index
        int low = 0;
        int high = folded.length();
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (origin[mid] < transcriptIndex) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }

    private Span trim(Span span) {
        int start = span.start();
        int end = span.end();
        while (start < end && Character.isWhitespace(text.charAt(start))) {
            start++;
        }
        while (end > start && Character.isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        return new Span(start, end);
    }

    /** A quote the model wrapped in quotation marks as a whole. */
    private static String stripQuotes(String quote) {
        if (quote.length() >= 2) {
            char first = fold(quote.charAt(0));
            char last = fold(quote.charAt(quote.length() - 1));
            if ((first == '"' && last == '"') || (first == '\'' && last == '\'' && quote.length() > 2)) {
                String inner = quote.substring(1, quote.length() - 1).strip();
                return inner.isEmpty() ? quote : inner;
            }
        }
        return quote;
    }

    private static int wordChars(String text) {
        int count = 0;
        for (int i = 0; i < text.length(); i++) {
            if (Character.isLetterOrDigit(text.charAt(i))) {
                count++;
            }
        }
        return count;
    }

    private static String foldAll(String text) {
        StringBuilder out = new StringBuilder(text.length());
        boolean lastSpace = true;
        for (int i = 0; i < text.length(); i++) {
            char c = fold(text.charAt(i));
            if (c == ' ') {
                if (lastSpace) {
                    continue;
                }
                lastSpace = true;
            } else {
                lastSpace = false;
            }
            out.append(c);
        }
        int end = out.length();
        while (end > 0 && out.charAt(end - 1) == ' ') {
            end--;
        }
        return out.substring(0, end);
    }

    /** One char to its loose form; never changes the number of chars (offsets map one to one). */
    static char fold(char c) {
        if (Character.isWhitespace(c) || Character.isSpaceChar(c)) {
            return ' ';
        }
        return switch (c) {
            case '\u2018', '\u2019', '\u201A', '\u201B', '\u2032', '`', '\u00B4' -> '\'';
            case '\u201C', '\u201D', '\u201E', '\u201F', '\u2033', '\u00AB', '\u00BB' -> '"';
            case '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212' -> '-';
            default -> Character.toLowerCase(c);
        };
    }
}
