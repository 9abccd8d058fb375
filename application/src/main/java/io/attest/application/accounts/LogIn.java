package io.attest.application.accounts;

import io.attest.domain.accounts.Email;
import io.attest.domain.accounts.port.AccountRepository;
import io.attest.domain.accounts.port.PasswordHasher;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import io.attest.domain.shared.port.TransactionBoundary;
import java.util.Optional;

/** Console login. A wrong e-mail and a wrong password get the same answer, after the same work. */
public final class LogIn {

    private static final int MAX_PASSWORD_LENGTH = 1024;

    private final AccountRepository accounts;
    private final PasswordHasher hasher;
    private final ConsoleSessions sessions;
    private final TransactionBoundary tx;

    public LogIn(AccountRepository accounts, PasswordHasher hasher, ConsoleSessions sessions, TransactionBoundary tx) {
        this.accounts = accounts;
        this.hasher = hasher;
        this.sessions = sessions;
        this.tx = tx;
    }

    public SignedIn logIn(String email, String password) {
        if (password == null || password.length() > MAX_PASSWORD_LENGTH) {
            throw invalid();
        }
        Optional<AccountRepository.StoredCredentials> found = parse(email)
                .flatMap(address -> tx.inTransaction(() -> accounts.findCredentials(address)));
        if (found.isEmpty()) {
            hasher.verifyAgainstDummy(password);
            throw invalid();
        }
        if (!hasher.verify(password, found.get().passwordHash())) {
            throw invalid();
        }
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
