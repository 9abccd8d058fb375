package io.attest.plugin.api.guard;

import java.util.Optional;

/**
 * The sections a range covers: {@code 1981-1988} covers 1981 to 1988, {@code 164.400-414} and
 * {@code 164.400-164.414} cover 164.400 to 164.414. The last run of digits is counted; what comes
 * before it must be the same. {@code 2000e to 2000e-17} covers 2000e and its dashed sections
 * 2000e-1 to 2000e-17 (prefix {@code 2000e-}, from 1: the first end is not one of the counted
 * members). A range whose ends read neither way covers its two ends only.
 */
public record SectionRange(String prefix, long from, long to) {

    private static final int MAX_DIGITS = 9;

    public static Optional<SectionRange> of(String start, String end) {
        String dashed = start + "-";
        if (end.startsWith(dashed) && allDigits(end.substring(dashed.length()))) {
            long to = Long.parseLong(end.substring(dashed.length()));
            return to >= 1 ? Optional.of(new SectionRange(dashed, 1, to)) : Optional.empty();
        }
        int split = lastDigitRun(start);
        if (split < 0) {
            return Optional.empty();
        }
        String prefix = start.substring(0, split);
        String tail = end.startsWith(prefix) && lastDigitRun(end) == prefix.length() ? end.substring(prefix.length()) : end;
        if (!allDigits(tail)) {
            return Optional.empty();
        }
        long from = Long.parseLong(start.substring(split));
        long to = Long.parseLong(tail);
        return from <= to ? Optional.of(new SectionRange(prefix, from, to)) : Optional.empty();
    }

    public boolean contains(String section) {
        long n = counted(section, prefix);
        return n >= from && n <= to;
    }

    /** The number after {@code prefix} when the rest of {@code section} is all digits, else -1. */
    public static long counted(String section, String prefix) {
        if (!section.startsWith(prefix) || section.length() == prefix.length()) {
            return -1;
        }
        String rest = section.substring(prefix.length());
        return allDigits(rest) ? Long.parseLong(rest) : -1;
    }

    /** {@code section} without its last run of digits ({@code 164.} of {@code 164.402}); null when it does not end in one. */
    public static String prefixOf(String section) {
        int split = lastDigitRun(section);
        return split < 0 ? null : section.substring(0, split);
    }

    /** Where the trailing digit run starts; -1 when the text does not end in 1 to 9 digits. */
    private static int lastDigitRun(String s) {
        int i = s.length();
        while (i > 0 && Character.isDigit(s.charAt(i - 1)) && s.charAt(i - 1) < 128) {
            i--;
        }
        int digits = s.length() - i;
        return digits == 0 || digits > MAX_DIGITS ? -1 : i;
    }

    private static boolean allDigits(String s) {
        if (s.isEmpty() || s.length() > MAX_DIGITS) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }
}
