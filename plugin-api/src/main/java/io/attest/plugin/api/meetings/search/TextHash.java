package io.attest.plugin.api.meetings.search;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * The SHA-256 of a text (UTF-8): how a stored sentence vector names the text it was computed from,
 * without holding the text itself.
 */
public final class TextHash {

    private static final int BYTES = 32;

    private final byte[] digest;
    private final int hash;

    private TextHash(byte[] digest) {
        this.digest = digest;
        this.hash = Arrays.hashCode(digest);
    }

    public static TextHash of(String text) {
        try {
            return new TextHash(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }

    /** A digest read back from storage: exactly 32 bytes. */
    public static TextHash fromBytes(byte[] digest) {
        if (digest == null || digest.length != BYTES) {
            throw new IllegalArgumentException("a text hash is 32 bytes");
        }
        return new TextHash(digest.clone());
    }

    public byte[] bytes() {
        return digest.clone();
    }

    public String hex() {
        return HexFormat.of().formatHex(digest);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TextHash that && Arrays.equals(digest, that.digest);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return "TextHash[" + hex().substring(0, 12) + "…]";
    }
}
