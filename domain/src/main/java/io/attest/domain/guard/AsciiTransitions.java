package io.attest.domain.guard;

/**
 * An {@link AhoCorasick} automaton's transitions on ASCII characters, worked out for every state
 * in advance (a DFA): reading a character is one array load instead of a walk along fail links,
 * which is where the literal rule spent its time. Built only while the table stays small (see
 * {@link #MAX_ENTRIES}); other characters still go through {@link AhoCorasick#next}.
 *
 * <p>A pass carries an <em>entry</em>: the state as its row offset (state × 128, so a step needs
 * no multiplication) with the sign bit set when some pattern ends in that state. Characters the
 * caller skips (whitespace) leave the state as it is and never signal a match.
 */
final class AsciiTransitions {

    /** 4 M entries (16 MB), 32,768 states: far more than a check's citations make. */
    static final int MAX_ENTRIES = 1 << 22;
    private static final int ROW = 128;
    private static final int SHIFT = 7;
    private static final int MATCH = 1 << 31;

    private final int[] table;

    private AsciiTransitions(int[] table) {
        this.table = table;
    }

    /**
     * The table for {@code automaton}, where the ASCII characters {@code skipped} (of length 128)
     * leave the state unchanged; null when it would have more than {@code maxEntries} entries (or
     * {@link #MAX_ENTRIES}).
     */
    static AsciiTransitions of(AhoCorasick automaton, boolean[] skipped, int maxEntries) {
        if ((long) automaton.stateCount() * ROW > Math.min(maxEntries, MAX_ENTRIES)) {
            return null;
        }
        int[] table = new int[automaton.stateCount() * ROW];
        for (int state : automaton.statesByDepth()) {
            int row = state << SHIFT;
            if (state != 0) {
                // Without a child, a character goes where it goes from the fail link's state, filled in already.
                System.arraycopy(table, automaton.fail(state) << SHIFT, table, row, ROW);
            }
            for (int symbol : automaton.childSymbols(state)) {
                if (symbol < ROW) {
                    int child = automaton.child(state, symbol);
                    table[row + symbol] = entry(child, automaton.hasMatch(child));
                }
            }
            for (char c = 0; c < ROW; c++) {
                if (skipped[c]) {
                    table[row + c] = entry(state, false);
                }
            }
        }
        return new AsciiTransitions(table);
    }

    /**
     * The first index from {@code from} on where {@code chars} leaves the root: a character some
     * pattern starts with, or one beyond ASCII. A pass spends nearly all its time at the root, and
     * this loop has no state to carry from one character to the next, so it runs several times
     * faster than stepping through the table.
     */
    int leaveRoot(char[] chars, int from) {
        int i = from;
        while (i < chars.length && chars[i] < ROW && table[chars[i]] == 0) {
            i++;
        }
        return i;
    }

    /** The entry after reading ASCII character {@code c} from {@code entry}. */
    int next(int entry, char c) {
        return table[(entry & ~MATCH) + c];
    }

    static int entry(int state, boolean match) {
        return state << SHIFT | (match ? MATCH : 0);
    }

    static int state(int entry) {
        return (entry & ~MATCH) >>> SHIFT;
    }

    /** Whether some pattern ends in the state of {@code entry}. */
    static boolean matches(int entry) {
        return entry < 0;
    }
}
