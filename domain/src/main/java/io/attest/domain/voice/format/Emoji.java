package io.attest.domain.voice.format;

/**
 * Finds emoji sequences with the JDK's Unicode emoji properties: a pictographic code point with its
 * modifiers (variation selector, skin tone, tags, keycap) and anything joined to it by ZWJ; a pair of
 * regional indicators (a flag); a keycap ({@code 1️⃣}). A text-style symbol such as {@code ©} or a
 * digit on its own is not an emoji.
 */
public final class Emoji {

    private static final int ZWJ = 0x200D;
    private static final int VS16 = 0xFE0F;
    private static final int VS15 = 0xFE0E;
    private static final int KEYCAP = 0x20E3;

    private Emoji() {
    }

    /** The end of the emoji sequence that starts at {@code index}, or {@code index} when none starts there. */
    public static int sequenceEnd(String text, int index) {
        int first = text.codePointAt(index);
        int next = index + Character.charCount(first);
        if (isRegionalIndicator(first)) {
            if (next < text.length() && isRegionalIndicator(text.codePointAt(next))) {
                return next + Character.charCount(text.codePointAt(next));
            }
            return index;
        }
        if (isKeycapBase(first)) {
            int at = next;
            if (at < text.length() && text.codePointAt(at) == VS16) {
                at++;
            }
            return at < text.length() && text.codePointAt(at) == KEYCAP ? at + 1 : index;
        }
        if (!startsEmoji(first, text, next)) {
            return index;
        }
        int end = afterModifiers(text, next);
        while (end < text.length() && text.codePointAt(end) == ZWJ) {
            int joinedAt = end + 1;
            if (joinedAt >= text.length() || !Character.isExtendedPictographic(text.codePointAt(joinedAt))) {
                break;
            }
            end = afterModifiers(text, joinedAt + Character.charCount(text.codePointAt(joinedAt)));
        }
        return end;
    }

    /** How many emoji sequences {@code text} holds. */
    public static int count(String text) {
        int count = 0;
        int index = 0;
        while (index < text.length()) {
            int end = sequenceEnd(text, index);
            if (end > index) {
                count++;
                index = end;
            } else {
                index += Character.charCount(text.codePointAt(index));
            }
        }
        return count;
    }

    /** Emoji presentation by default, or a text-default pictograph asked to look like one (VS16). */
    private static boolean startsEmoji(int codePoint, String text, int next) {
        if (!Character.isExtendedPictographic(codePoint) || isKeycapBase(codePoint)) {
            return false;
        }
        if (Character.isEmojiPresentation(codePoint)) {
            return next >= text.length() || text.codePointAt(next) != VS15;
        }
        return next < text.length() && (text.codePointAt(next) == VS16 || Character.isEmojiModifier(text.codePointAt(next)));
    }

    private static int afterModifiers(String text, int at) {
        int end = at;
        while (end < text.length()) {
            int cp = text.codePointAt(end);
            if (cp == VS16 || Character.isEmojiModifier(cp) || (cp >= 0xE0020 && cp <= 0xE007F)) {
                end += Character.charCount(cp);
            } else {
                break;
            }
        }
        return end;
    }

    private static boolean isRegionalIndicator(int codePoint) {
        return codePoint >= 0x1F1E6 && codePoint <= 0x1F1FF;
    }

    private static boolean isKeycapBase(int codePoint) {
        return (codePoint >= '0' && codePoint <= '9') || codePoint == '#' || codePoint == '*';
    }
}
