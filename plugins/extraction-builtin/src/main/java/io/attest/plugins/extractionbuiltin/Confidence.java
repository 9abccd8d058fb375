package io.attest.plugins.extractionbuiltin;

/**
 * Confidence = base of the evidence, +0.05 when the owner of a commitment or action item is a
 * participant (−0.10 when it is unknown), +0.03 when a due date was resolved, +0.05 per extra
 * agreement or explicit confirmation (at most +0.10), −0.15 when the words hedge ("maybe", "try
 * to"); clamped to [0.05, 0.99] and rounded to two decimals.
 */
final class Confidence {

    private Confidence() {
    }

    static double of(Evidence evidence, boolean needsOwner, boolean ownerKnown, boolean dueKnown,
                     int confirmations, boolean hedged) {
        double c = evidence.base;
        if (needsOwner) {
            c += ownerKnown ? 0.05 : -0.10;
        }
        if (dueKnown) {
            c += 0.03;
        }
        c += Math.min(confirmations, 2) * 0.05;
        if (hedged) {
            c -= 0.15;
        }
        c = Math.max(0.05, Math.min(0.99, c));
        return Math.round(c * 100) / 100.0;
    }
}
