package io.attest.plugins.citationcore;

import java.util.Arrays;
import java.util.List;

/**
 * Matches one form of a template around an anchor: the elements after the anchor forwards, the
 * ones before it backwards (each backward step finds where an element would start and checks it
 * by reading forwards). Alternatives are tried longest first and optional parts present first; the
 * first way that fits wins. Every element reads a bounded stretch, and the number of ways is
 * bounded by the form, so one attempt costs a bounded amount of work.
 */
final class FormMatcher {

    /** What a successful match captured: the span of each token slot and the entry of each lookup slot. */
    static final class Captures {
        final int[] tokenStart;
        final int[] tokenEnd;
        final int[] entry;
        /** Whether each token slot was read as a list (after a plural marker such as {@code §§}). */
        final boolean[] list;
        boolean plural;

        Captures(int tokens, int lookups) {
            tokenStart = new int[tokens];
            tokenEnd = new int[tokens];
            list = new boolean[tokens];
            entry = new int[lookups];
            clear();
        }

        /** Captures of the same sizes, nothing captured. */
        Captures blank() {
            return new Captures(tokenStart.length, entry.length);
        }

        void clear() {
            Arrays.fill(tokenStart, -1);
            Arrays.fill(tokenEnd, -1);
            Arrays.fill(list, false);
            Arrays.fill(entry, -1);
            plural = false;
        }
    }

    private interface Next {
        /** The end (or start, backwards) of the whole match from here, or -1. */
        int at(int position);
    }

    private final String t;
    private final Captures captures;

    FormMatcher(String text, Captures captures) {
        this.t = text;
        this.captures = captures;
    }

    /** What {@link #match} returns when the elements before the anchor have no way to match at all. */
    static final long NO_WAY_BEFORE = -2;

    /**
     * The span {@code start << 32 | end} of {@code elements} matched with the anchor (element
     * {@code anchor}, alternative {@code alternative}) at {@code [from, to)}; -1 when it does not fit,
     * {@link #NO_WAY_BEFORE} when already the elements before the anchor do not. The part before
     * the anchor is read first: it is what fails in most attempts ({@code Title 42 of the} missing
     * before {@code 42 U.S.C.}), and the two parts capture disjoint slots, so the order does not
     * change the result.
     */
    long match(List<FormElement> elements, int anchor, FormElement.Alternative alternative, int from, int to) {
        captures.clear();
        FormElement.Words words = (FormElement.Words) elements.get(anchor);
        capture(words, alternative);
        int start = from;
        if (anchor > 0) {
            int before = separateBack(from, words.spaceBefore());
            start = before < 0 ? -1 : backward(elements, anchor - 1, before, from, p -> p);
            if (start < 0) {
                return NO_WAY_BEFORE;
            }
        }
        if (!Scan.startsWord(t, start)) {
            return -1;
        }
        int end = forward(elements, anchor + 1, to, p -> p);
        if (end < 0 || Scan.wordChar(Scan.at(t, end)) && Scan.wordChar(t.charAt(end - 1))) {
            return -1;
        }
        return ((long) start << 32) | end;
    }

    private void capture(FormElement.Words words, FormElement.Alternative alternative) {
        if (words.slot() >= 0) {
            captures.entry[words.slot()] = alternative.entry();
        }
        captures.plural = alternative.plural();
    }

    private int forward(List<FormElement> elements, int k, int position, Next next) {
        if (k == elements.size()) {
            return next.at(position);
        }
        FormElement element = elements.get(k);
        int p = separate(position, element.spaceBefore());
        // instanceof, not a pattern switch: the switch's type test (an invokedynamic) was a tenth of
        // a successful match's time in the profile of this, the engine's innermost loop
        int result;
        if (p < 0) {
            result = -1;
        } else if (element instanceof FormElement.Words words) {
            result = forwardWords(elements, k, words, p, next);
        } else if (element instanceof FormElement.Token token) {
            result = forwardToken(elements, k, token, p, next);
        } else {
            FormElement.Group group = (FormElement.Group) element;
            result = forward(group.elements(), 0, p, q -> forward(elements, k + 1, q, next));
        }
        if (result < 0 && element.optional()) {
            result = forward(elements, k + 1, position, next);
        }
        return result;
    }

    /** Lists up to this size are tried one by one (no allocation); longer ones through their {@link WordTrie}. */
    private static final int LINEAR_WORDS = 12;

    private int forwardWords(List<FormElement> elements, int k, FormElement.Words words, int p, Next next) {
        if (!words.firsts().admits(Scan.at(t, p))) {
            return -1;
        }
        if (words.alternatives().size() > LINEAR_WORDS) {
            return forwardWordsByTrie(elements, k, words, p, next);
        }
        boolean plural = captures.plural;
        int tried = Integer.MAX_VALUE;
        char first = p < t.length() ? Literal.fold(t.charAt(p)) : 0; // the same on every retry: the words start at p
        while (true) {
            // the longest alternative first, each end tried once
            int bestEnd = -1;
            FormElement.Alternative best = null;
            List<FormElement.Alternative> alternatives = words.alternatives();
            for (int a = 0; a < alternatives.size(); a++) { // indexed: an iterator per call is garbage on this path
                FormElement.Alternative alternative = alternatives.get(a);
                if (alternative.first() != 0 && alternative.first() != first) {
                    continue; // cannot start here
                }
                int end = Literal.match(t, p, alternative.text(), alternative.caseSensitive());
                if (end > bestEnd && end < tried) {
                    bestEnd = end;
                    best = alternative;
                }
            }
            if (best == null) {
                return -1;
            }
            int result = tryWords(elements, k, words, best, bestEnd, plural, next);
            if (result >= 0) {
                return result;
            }
            tried = bestEnd;
        }
    }

    private int forwardWordsByTrie(List<FormElement> elements, int k, FormElement.Words words, int p, Next next) {
        boolean plural = captures.plural;
        int lastEnd = -1;
        for (long found : words.trie().matches(t, p, words.alternatives())) {
            int end = (int) (found >>> 32);
            if (end == lastEnd) {
                continue; // each end tried once: the longest alternative reaching it
            }
            lastEnd = end;
            int result = tryWords(elements, k, words, words.alternatives().get((int) found), end, plural, next);
            if (result >= 0) {
                return result;
            }
        }
        return -1;
    }

    private int tryWords(List<FormElement> elements, int k, FormElement.Words words, FormElement.Alternative alternative, int end,
            boolean plural, Next next) {
        int saved = words.slot() >= 0 ? captures.entry[words.slot()] : -1;
        capture(words, alternative);
        int result = forward(elements, k + 1, end, next);
        if (result < 0) {
            if (words.slot() >= 0) {
                captures.entry[words.slot()] = saved;
            }
            captures.plural = plural;
        }
        return result;
    }

    private int forwardToken(List<FormElement> elements, int k, FormElement.Token token, int p, Next next) {
        boolean list = captures.plural && token.type() == TokenType.SECTION;
        boolean nextGlued = k + 1 < elements.size() && !elements.get(k + 1).spaceBefore();
        int end = list ? Scan.sectionList(t, p, true) : nextGlued ? token.type().readGlued(t, p) : token.type().read(t, p);
        if (end < 0) {
            return -1;
        }
        if (!list && token.type() == TokenType.SECTION) {
            int rangeEnd = Scan.sameChapterRangeEnd(t, p, end);
            if (rangeEnd > 0) {
                end = rangeEnd; // "R.C. 2307.71 to 2307.80": a range, read as a list
                list = true;
            }
        }
        boolean plural = captures.plural;
        captures.tokenStart[token.slot()] = p;
        captures.tokenEnd[token.slot()] = end;
        captures.list[token.slot()] = list;
        captures.plural = false;
        int result = forward(elements, k + 1, end, next);
        if (result < 0) {
            captures.tokenStart[token.slot()] = -1;
            captures.tokenEnd[token.slot()] = -1;
            captures.list[token.slot()] = false;
            captures.plural = plural;
        }
        return result;
    }

    /**
     * Matches elements {@code k}, {@code k-1}, ... backwards, element {@code k} ending at {@code end};
     * {@code following} is where the element after {@code k} starts (before the whitespace in
     * between), which is where the match starts when every element left is optional and left out.
     */
    private int backward(List<FormElement> elements, int k, int end, int following, Next previous) {
        FormElement element = elements.get(k);
        int result; // instanceof, not a pattern switch, as in forward
        if (element instanceof FormElement.Words words) {
            result = backwardWords(elements, k, words, end, previous);
        } else if (element instanceof FormElement.Token token) {
            result = backwardToken(elements, k, token, end, previous);
        } else {
            FormElement.Group group = (FormElement.Group) element;
            result = backward(group.elements(), group.elements().size() - 1, end, following, s -> before(elements, k, group, s, previous));
        }
        if (result < 0 && element.optional()) {
            result = k == 0 ? previous.at(following) : backward(elements, k - 1, end, following, previous);
        }
        return result;
    }

    /** Goes on before element {@code k}, which starts at {@code start}. */
    private int before(List<FormElement> elements, int k, FormElement element, int start, Next previous) {
        if (k == 0) {
            return previous.at(start);
        }
        int p = separateBack(start, element.spaceBefore());
        return p < 0 ? -1 : backward(elements, k - 1, p, start, previous);
    }

    private int backwardWords(List<FormElement> elements, int k, FormElement.Words words, int end, Next previous) {
        List<FormElement.Alternative> alternatives = words.alternatives();
        int tried = -1;
        char last = Literal.lastBefore(t, end); // the same on every retry: the words end at end
        while (true) {
            // the longest alternative first, each start tried once, as forwardWords does: "twenty-sixth"
            // before its "sixth", which would start the citation inside the word
            int bestStart = Integer.MAX_VALUE;
            FormElement.Alternative best = null;
            for (int a = 0; a < alternatives.size(); a++) { // indexed: an iterator per call is garbage on this path
                FormElement.Alternative alternative = alternatives.get(a);
                if (alternative.letters() > 0 && alternative.last() != last) {
                    continue; // cannot end here: most ways of writing an optional "of", "the" or code name are passed over so
                }
                int start = Literal.startBefore(t, end, alternative.letters());
                if (start > tried && start < bestStart && Literal.match(t, start, alternative.text(), alternative.caseSensitive()) == end) {
                    bestStart = start;
                    best = alternative;
                }
            }
            if (best == null) {
                return -1;
            }
            int saved = words.slot() >= 0 ? captures.entry[words.slot()] : -1;
            if (words.slot() >= 0) {
                captures.entry[words.slot()] = best.entry();
            }
            // read backwards, the section after a plural marker was read before the marker: it is
            // a list all the same ("§§ 627.4136-627.4137, Fla. Stat.")
            int listSlot = best.plural() && k + 1 < elements.size() && elements.get(k + 1) instanceof FormElement.Token token
                    && token.type() == TokenType.SECTION ? token.slot() : -1;
            if (listSlot >= 0) {
                captures.list[listSlot] = true;
            }
            int result = before(elements, k, words, bestStart, previous);
            if (result >= 0) {
                return result;
            }
            if (words.slot() >= 0) {
                captures.entry[words.slot()] = saved;
            }
            if (listSlot >= 0) {
                captures.list[listSlot] = false;
            }
            tried = bestStart;
        }
    }

    /** How many starts a token read backwards may try: the earliest, and some later ones after a period, dash or bracket (bounded: a token is read forwards for each). */
    private static final int TOKEN_STARTS = 8;

    private int backwardToken(List<FormElement> elements, int k, FormElement.Token token, int end, Next previous) {
        int start = token.type().startBefore(t, end);
        for (int tries = 0; start >= 0 && start < end && tries < TOKEN_STARTS; tries++) {
            boolean glued = k > 0 && !elements.get(k).spaceBefore();
            boolean nextGlued = k + 1 < elements.size() && !elements.get(k + 1).spaceBefore();
            int read = nextGlued ? token.type().readGlued(t, start) : token.type().read(t, start);
            if (read == end && (glued || !continuesANumber(start))
                    && (start == 0 || !Scan.asciiAlnum(t.charAt(start - 1)) || glued)) {
                captures.tokenStart[token.slot()] = start;
                captures.tokenEnd[token.slot()] = end;
                int result = before(elements, k, token, start, previous);
                if (result >= 0) {
                    return result;
                }
                captures.tokenStart[token.slot()] = -1;
                captures.tokenEnd[token.slot()] = -1;
            }
            start = nextStart(token.type(), start + 1, end);
        }
        return -1;
    }

    /** Whether a number read back to {@code start} is the end of a longer one ({@code 1,042}, {@code 5.42}, {@code $42}). */
    private boolean continuesANumber(int start) {
        if (start == 0) {
            return false;
        }
        char before = t.charAt(start - 1);
        return before == '$' || (before == ',' || before == '.' || before == '/' || Scan.dash(before)) && start > 1
                && Scan.digit(t.charAt(start - 2));
    }

    private int nextStart(TokenType type, int from, int end) {
        for (int p = from; p < end; p++) {
            if (!Scan.asciiAlnum(t.charAt(p - 1)) && Scan.asciiAlnum(t.charAt(p))) {
                return p;
            }
        }
        return -1;
    }

    /** After the whitespace between two elements (none when glued); -1 when two words would touch. */
    private int separate(int p, boolean space) {
        if (!space) {
            return p;
        }
        int q = Scan.spaces(t, p);
        if (q < 0 || q == p && p > 0 && Scan.wordChar(t.charAt(p - 1)) && Scan.wordChar(Scan.at(t, p))) {
            return -1;
        }
        return q;
    }

    /** Before the whitespace that ends just before {@code p}; -1 when two words would touch. */
    private int separateBack(int p, boolean space) {
        if (!space) {
            return p;
        }
        int q = p;
        while (q > 0 && p - q <= Scan.MAX_SPACE && Scan.space(t.charAt(q - 1))) {
            q--;
        }
        if (p - q > Scan.MAX_SPACE || q == p && q > 0 && Scan.wordChar(t.charAt(q - 1)) && Scan.wordChar(Scan.at(t, q))) {
            return -1;
        }
        return q;
    }
}
