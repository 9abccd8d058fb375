package io.attest.plugin.api.voice.style;

/**
 * Measured values are kept to six decimals: documents stay small and compare exactly after a trip
 * through JSON, and tiny floating-point differences cannot make two profiles of the same samples differ.
 */
final class Rounding {

    private Rounding() {
    }

    static double round(double value) {
        if (!Double.isFinite(value)) {
            return 0;
        }
        return Math.round(value * 1_000_000d) / 1_000_000d;
    }
}
