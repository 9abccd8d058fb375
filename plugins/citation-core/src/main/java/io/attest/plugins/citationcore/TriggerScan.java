package io.attest.plugins.citationcore;

/**
 * The positions of a few trigger characters in a text, in order, found with {@link String#indexOf(int, int)}
 * (vectorised by the JIT) rather than a {@code charAt} loop: most of a text holds no trigger, and
 * a recogniser only looks closer where one is. One pending position per trigger is kept, so each
 * character is passed over once per trigger.
 */
final class TriggerScan {

    private final String text;
    private final char[] triggers;
    private final int[] pending;

    TriggerScan(String text, char... triggers) {
        this(text, 0, triggers);
    }

    /** The triggers from {@code from} on. */
    TriggerScan(String text, int from, char... triggers) {
        this.text = text;
        this.triggers = triggers.clone();
        this.pending = new int[triggers.length];
        for (int k = 0; k < triggers.length; k++) {
            pending[k] = text.indexOf(triggers[k], from);
        }
    }

    /** The first position at or after {@code from} that holds a trigger, or -1 when there is none. */
    int next(int from) {
        int first = -1;
        for (int k = 0; k < triggers.length; k++) {
            int at = pending[k];
            if (at >= 0 && at < from) {
                at = text.indexOf(triggers[k], from);
                pending[k] = at;
            }
            if (at >= 0 && (first < 0 || at < first)) {
                first = at;
            }
        }
        return first;
    }
}
