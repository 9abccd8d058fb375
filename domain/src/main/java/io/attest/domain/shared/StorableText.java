package io.attest.domain.shared;

/**
 * Text that PostgreSQL can store and give back unchanged: no NUL character (a {@code text} column
 * cannot hold it) and no unpaired UTF-16 surrogate (it has no UTF-8 form). JSON can carry both
 * ({@code "\u0000"}, {@code "\ud800"}), so request text is checked before it reaches the database.
 */
public final class StorableText {

    private StorableText() {
    }

    public static boolean isStorable(String value) {
        if (value == null) {
            return true;
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\u0000') {
                return false;
            }
            if (Character.isHighSurrogate(c)) {
                if (i + 1 >= value.length() || !Character.isLowSurrogate(value.charAt(i + 1))) {
                    return false;
                }
                i++;
            } else if (Character.isLowSurrogate(c)) {
                return false;
            }
        }
        return true;
    }
}
