package io.attest.domain.shared;

import java.security.SecureRandom;

/** Base62 (0-9, A-Z, a-z) for identifiers and key material: URL-safe and double-click selectable. */
public final class Base62 {

    public static final String ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    private static final SecureRandom RANDOM = new SecureRandom();

    private Base62() {
    }

    /** {@code length} characters drawn uniformly from the alphabet with a CSPRNG. */
    public static String random(int length) {
        char[] out = new char[length];
        for (int i = 0; i < length; i++) {
            out[i] = ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length()));
        }
        return new String(out);
    }

    /** The non-negative {@code value} in base62, left-padded with '0' to {@code width} characters. */
    public static String encode(long value, int width) {
        if (value < 0) {
            throw new IllegalArgumentException("negative value");
        }
        char[] out = new char[width];
        long rest = value;
        for (int i = width - 1; i >= 0; i--) {
            out[i] = ALPHABET.charAt((int) (rest % 62));
            rest /= 62;
        }
        if (rest != 0) {
            throw new IllegalArgumentException("value does not fit in " + width + " base62 characters");
        }
        return new String(out);
    }

    public static boolean isBase62(CharSequence text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean ok = (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
            if (!ok) {
                return false;
            }
        }
        return true;
    }
}
