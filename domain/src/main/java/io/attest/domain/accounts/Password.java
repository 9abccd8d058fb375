package io.attest.domain.accounts;

import io.attest.domain.shared.AttestException;

/** A password as typed, checked against the policy before it is hashed. Never logged, never stored. */
public record Password(String value) {

    public static final int MIN_LENGTH = 12;
    /** Bounds the hashing work one request can cause. */
    public static final int MAX_LENGTH = 1024;

    public Password {
        if (value == null) {
            throw AttestException.invalidRequest("password", "password is required");
        }
        int length = value.codePointCount(0, value.length());
        if (length < MIN_LENGTH || length > MAX_LENGTH) {
            throw AttestException.invalidRequest("password",
                    "password must be between " + MIN_LENGTH + " and " + MAX_LENGTH + " characters");
        }
    }

    @Override
    public String toString() {
        return "Password[***]";
    }
}
