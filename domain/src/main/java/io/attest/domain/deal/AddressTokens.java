package io.attest.domain.deal;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;

/**
 * A raw address cleaned into upper-case ASCII words, so that every later rule compares plain
 * tokens; {@code segments} holds, for each token, the index of the comma-separated part it came from.
 *
 * @param foreignScript true when a letter outside the Latin script was met (the address is unreadable)
 */
record AddressTokens(List<String> tokens, List<Integer> segments, boolean foreignScript) {

    /** Clean-up rule 1 of {@link AddressNormalizer}: case, accents, fractions, periods, apostrophes, separators. */
    static AddressTokens clean(String raw) {
        String text = raw;
        if (!isPlainAscii(text)) {
            text = text.replace("½", " 1/2").replace("¼", " 1/4").replace("¾", " 3/4")
                    .replace('\u2019', '\'').replace('\u2018', '\'').replace('\u2013', '-').replace('\u2014', '-')
                    .replace('\u00A0', ' ').replace('\u2044', '/');
            text = Normalizer.normalize(text, Normalizer.Form.NFKD);
        }
        List<String> tokens = new ArrayList<>();
        List<Integer> segments = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        int segment = 0;
        boolean foreign = false;
        boolean initials = false;
        int length = text.length();
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (word.isEmpty()) {
                initials = false;
            }
            if (c >= 'a' && c <= 'z') {
                word.append((char) (c - 32));
            } else if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
                word.append(c);
            } else if (c == '.') {
                // P.O. / N.W. / D.C. / U.S.A.: initials joined into one word; other periods separate words
                boolean initial = (initials || word.length() == 1 && isAsciiLetter(word.charAt(0)))
                        && i + 1 < length && isAsciiLetter(text.charAt(i + 1))
                        && (i + 2 >= length || !isAsciiLetter(text.charAt(i + 2)));
                if (initial) {
                    initials = true;
                } else {
                    flush(word, tokens, segments, segment);
                    initials = false;
                }
                continue;
            } else if (c == '\'' || c == '`') {
                // dropped: O'FALLON -> OFALLON, MARY'S -> MARYS
            } else if (c == '-') {
                if (word.length() > 0 && i + 1 < length && Character.isLetterOrDigit(text.charAt(i + 1))) {
                    word.append('-');
                } else {
                    flush(word, tokens, segments, segment);
                }
            } else if (c == '/') {
                if (word.length() > 0 && Character.isDigit(word.charAt(word.length() - 1))
                        && i + 1 < length && Character.isDigit(text.charAt(i + 1))) {
                    word.append('/');
                } else {
                    flush(word, tokens, segments, segment);
                }
            } else if (c == '#') {
                flush(word, tokens, segments, segment);
                tokens.add("#");
                segments.add(segment);
            } else if (c == ',' || c == ';' || c == '\n' || c == '\r' || c == '|') {
                flush(word, tokens, segments, segment);
                segment++;
            } else if (Character.getType(c) == Character.NON_SPACING_MARK || Character.getType(c) == Character.ENCLOSING_MARK
                    || Character.getType(c) == Character.COMBINING_SPACING_MARK) {
                // accents left by NFKD
            } else if (Character.isLetter(c)) {
                foreign = true;
                flush(word, tokens, segments, segment);
            } else {
                flush(word, tokens, segments, segment);
            }
        }
        flush(word, tokens, segments, segment);
        return new AddressTokens(tokens, segments, foreign);
    }

    /** The tokens {@code [from, to)} joined by single spaces, as the tables spell multi-word names. */
    static String join(List<String> tokens, int from, int to) {
        if (to - from == 1) {
            return tokens.get(from);
        }
        StringBuilder text = new StringBuilder();
        for (int i = from; i < to; i++) {
            if (i > from) {
                text.append(' ');
            }
            text.append(tokens.get(i));
        }
        return text.toString();
    }

    static boolean isDigits(String token) {
        return !token.isEmpty() && token.chars().allMatch(Character::isDigit);
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean isPlainAscii(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) > 126) {
                return false;
            }
        }
        return true;
    }

    /** Ends the current word: trailing hyphens are dropped, an empty word adds nothing. */
    private static void flush(StringBuilder word, List<String> tokens, List<Integer> segments, int segment) {
        if (word.isEmpty()) {
            return;
        }
        int end = word.length();
        while (end > 0 && word.charAt(end - 1) == '-') {
            end--;
        }
        if (end > 0) {
            tokens.add(word.substring(0, end));
            segments.add(segment);
        }
        word.setLength(0);
    }
}
