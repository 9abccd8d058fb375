package io.attest.application.accounts;

import io.attest.domain.accounts.ClientAddress;
import io.attest.domain.accounts.Email;
import io.attest.domain.accounts.port.AccountRepository;
import io.attest.domain.accounts.port.PasswordHasher;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import io.attest.domain.shared.port.TransactionBoundary;
import java.util.Optional;

/**
 * Console login. A wrong e-mail and a wrong password get the same answer, after the same work; both are
 * counted by the {@link LoginThrottle}, which refuses further attempts (429, before any password is
 * hashed) once too many failed — also an attempt with the right password, or the throttle would tell a
 * guesser when they found it.
 */
public final class LogIn {

    private static final int MAX_PASSWORD_LENGTH = 1024;

    private final AccountRepository accounts;
    private final PasswordHasher hasher;
    private final ConsoleSessions sessions;
    private final TransactionBoundary tx;
    private final LoginThrottle throttle;

    public LogIn(AccountRepository accounts, PasswordHasher hasher, ConsoleSessions sessions, TransactionBoundary tx,
                 LoginThrottle throttle) {
        this.accounts = accounts;
        this.hasher = hasher;
        this.sessions = sessions;
        this.tx = tx;
        this.throttle = throttle;
    }

    public SignedIn logIn(String email, String password, ClientAddress from) {
        if (password == null || password.length() > MAX_PASSWORD_LENGTH) {
            throw invalid();
        }
        LoginThrottle.Attempt attempt = throttle.admit(email, from);
        Optional<AccountRepository.StoredCredentials> found = parse(email)
                .flatMap(address -> tx.inTransaction(() -> accounts.findCredentials(address)));
        boolean verified;
        if (found.isEmpty()) {
            hasher.verifyAgainstDummy(password);
            verified = false;
        } else {
            verified = hasher.verify(password, found.get().passwordHash());
        }
        AccountId account = found.map(credentials -> credentials.account().id()).orElse(null);
        if (!verified) {
            throttle.failed(attempt, account);
            throw invalid();
        }
        throttle.succeeded(attempt, account);
        return tx.inTransaction(() -> new SignedIn(found.get().account(), sessions.start(found.get().account().id())));
    }

    private static Optional<Email> parse(String email) {
        try {
            return Optional.of(Email.of(email));
        } catch (AttestException malformed) {
            return Optional.empty();
        }
    }

    private static AttestException invalid() {
        return AttestException.of(ErrorCode.INVALID_CREDENTIALS, "e-mail or password is wrong");
    }
}
