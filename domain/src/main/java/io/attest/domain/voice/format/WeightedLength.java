package io.attest.domain.voice.format;

import java.text.Normalizer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The length of a post as X counts it (its published "v3" rules, decisions.md section 6): the text
 * is NFC-normalised; every URL counts 23; every emoji (a whole sequence: skin tone, ZWJ family, flag,
 * keycap) counts 2; a code point in U+0000–U+10FF, U+2000–U+200D, U+2010–U+201F or U+2032–U+2037
 * (Latin, Greek, Cyrillic, Hebrew, Arabic, Indic scripts, common punctuation) counts 1; everything
 * else (CJK, Hangul, other symbols) counts 2. A post may weigh at most {@link #MAX}.
 *
 * <p>URLs: X links a word with a scheme, or a bare host whose top-level domain it knows. This class
 * has no list of top-level domains, so it treats every word shaped like {@code host.tld} (a last
 * label of two or more letters) as a URL: it may count 23 where X counts fewer characters, never
 * fewer than X — a post accepted here is never too long for X.
 */
public final class WeightedLength {

    /** The most a post may weigh. */
    public static final int MAX = 280;
    /** What any URL weighs, however long or short. */
    public static final int URL_WEIGHT = 23;

    private static final String HOST = "(?:[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?\\.)+\\p{L}{2,}";
    /** A scheme URL up to whitespace, or a bare {@code host.tld[/path]}; trailing sentence punctuation is not part of it. */
    private static final Pattern URL = Pattern.compile(
            "(?i)(?<![\\p{L}\\p{N}@.#$/_-])(?:https?://[^\\s]+|" + HOST + "(?::\\d{1,5})?(?:/[^\\s]*)?)");
    private static final String TRAILING = ".,;:!?'\"’”)]}>»…";

    private WeightedLength() {
    }

    public static int of(String text) {
        String normalized = Normalizer.normalize(text, Normalizer.Form.NFC);
        int weight = 0;
        int index = 0;
        Matcher url = URL.matcher(normalized);
        int nextUrl = url.find() ? url.start() : -1;
        int urlEnd = nextUrl < 0 ? -1 : trimmedEnd(normalized, url.start(), url.end());
        while (index < normalized.length()) {
            if (index == nextUrl) {
                weight += URL_WEIGHT;
                index = urlEnd;
                nextUrl = url.find(index) ? url.start() : -1;
                urlEnd = nextUrl < 0 ? -1 : trimmedEnd(normalized, url.start(), url.end());
                continue;
            }
            int emojiEnd = Emoji.sequenceEnd(normalized, index);
            if (emojiEnd > index) {
                weight += 2;
                index = emojiEnd;
                continue;
            }
            int codePoint = normalized.codePointAt(index);
            weight += weightOf(codePoint);
            index += Character.charCount(codePoint);
        }
        return weight;
    }

    /** True when {@code text} fits in one post. */
    public static boolean fits(String text) {
        return of(text) <= MAX;
    }

    static int weightOf(int codePoint) {
        boolean light = codePoint <= 0x10FF
                || (codePoint >= 0x2000 && codePoint <= 0x200D)
                || (codePoint >= 0x2010 && codePoint <= 0x201F)
                || (codePoint >= 0x2032 && codePoint <= 0x2037);
        return light ? 1 : 2;
    }

    /** A URL does not end in sentence punctuation ("see https://x.com/a." ends before the dot). */
    private static int trimmedEnd(String text, int start, int end) {
        int trimmed = end;
        while (trimmed > start + 1 && TRAILING.indexOf(text.charAt(trimmed - 1)) >= 0) {
            trimmed--;
        }
        return trimmed;
    }
}
