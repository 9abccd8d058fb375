package io.attest.plugins.citationcore;

/** Character helpers of the reporter readers that {@link Scan} has no identical twin for. */
final class ReporterChars {

    private ReporterChars() {
    }

    static boolean wordChar(String text, int i) {
        return i < text.length() && Character.isLetterOrDigit(text.charAt(i));
    }

    static long number(String text, int from, int to) {
        long v = 0;
        for (int i = from; i < to && i < from + 12; i++) {
            v = v * 10 + (text.charAt(i) - '0');
        }
        return v;
    }
}
