package io.attest.domain.accounts;

import io.attest.domain.shared.Base62;
import io.attest.domain.shared.Sha256;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.zip.CRC32;

/**
 * An API key as the caller holds it: {@code att_} + 30 random base62 characters + a 6-character
 * base62 CRC32 of those 30 characters. The checksum lets us (and secret scanners) reject a
 * mistyped or made-up key without a database lookup. Only {@link #sha256()} is ever stored.
 */
public final class ApiKeySecret {

    public static final String PREFIX = "att_";
    public static final int RANDOM_LENGTH = 30;
    public static final int CHECKSUM_LENGTH = 6;
    public static final int LENGTH = PREFIX.length() + RANDOM_LENGTH + CHECKSUM_LENGTH;

    private final String value;

    private ApiKeySecret(String value) {
        this.value = value;
    }

    public static ApiKeySecret generate() {
        String random = Base62.random(RANDOM_LENGTH);
        return new ApiKeySecret(PREFIX + random + checksum(random));
    }

    /** The key if {@code text} has the shape and a matching checksum; empty otherwise. */
    public static Optional<ApiKeySecret> parse(String text) {
        if (text == null || text.length() != LENGTH || !text.startsWith(PREFIX)) {
            return Optional.empty();
        }
        String body = text.substring(PREFIX.length());
        if (!Base62.isBase62(body)) {
            return Optional.empty();
        }
        String random = body.substring(0, RANDOM_LENGTH);
        String sum = body.substring(RANDOM_LENGTH);
        return checksum(random).equals(sum) ? Optional.of(new ApiKeySecret(text)) : Optional.empty();
    }

    static String checksum(String random) {
        CRC32 crc = new CRC32();
        crc.update(random.getBytes(StandardCharsets.US_ASCII));
        return Base62.encode(crc.getValue(), CHECKSUM_LENGTH);
    }

    /** Lowercase hex SHA-256 of the whole key: the only form that is stored. */
    public String sha256() {
        return Sha256.hex(value);
    }

    /** {@code att_…} and the last four characters: enough to recognise a key in a list. */
    public String hint() {
        return PREFIX + "\u2026" + value.substring(value.length() - 4);
    }

    /** The secret itself; shown to its owner exactly once. */
    public String reveal() {
        return value;
    }

    @Override
    public String toString() {
        return "ApiKeySecret[" + hint() + "]";
    }
}
