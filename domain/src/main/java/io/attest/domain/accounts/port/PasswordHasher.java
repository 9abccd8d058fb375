package io.attest.domain.accounts.port;

import io.attest.domain.accounts.Password;

/** Slow, salted password hashing (Argon2id in production). */
public interface PasswordHasher {

    String hash(Password password);

    boolean verify(String candidate, String storedHash);

    /** Does the work of a verification without a stored hash, so an unknown e-mail costs as much time as a known one. */
    void verifyAgainstDummy(String candidate);
}
