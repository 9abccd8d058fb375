package io.attest.server.security;

import com.password4j.Argon2Function;
import com.password4j.types.Argon2;
import io.attest.domain.accounts.Password;
import io.attest.domain.accounts.port.PasswordHasher;

/**
 * Argon2id with OWASP's recommended floor (19 MiB, 2 iterations, 1 lane), salted per password. The
 * stored string is the PHC format, which carries its own parameters, so they can be raised later
 * without invalidating existing hashes.
 */
public final class Argon2idPasswordHasher implements PasswordHasher {

    private static final int MEMORY_KIB = 19 * 1024;
    private static final int ITERATIONS = 2;
    private static final int PARALLELISM = 1;
    private static final int HASH_LENGTH = 32;
    private static final int SALT_LENGTH = 16;

    private final Argon2Function function = Argon2Function.getInstance(MEMORY_KIB, ITERATIONS, PARALLELISM, HASH_LENGTH, Argon2.ID);
    private final String dummyHash = com.password4j.Password.hash("attest-timing-equaliser")
            .addRandomSalt(SALT_LENGTH).with(function).getResult();

    @Override
    public String hash(Password password) {
        return com.password4j.Password.hash(password.value()).addRandomSalt(SALT_LENGTH).with(function).getResult();
    }

    @Override
    public boolean verify(String candidate, String storedHash) {
        try {
            return com.password4j.Password.check(candidate, storedHash).with(Argon2Function.getInstanceFromHash(storedHash));
        } catch (RuntimeException malformedHash) {
            return false;
        }
    }

    @Override
    public void verifyAgainstDummy(String candidate) {
        verify(candidate, dummyHash);
    }
}
