package io.attest.application.accounts;

import io.attest.domain.accounts.Account;

/** An account with a fresh console session; {@code sessionToken} goes into the cookie and nowhere else. */
public record SignedIn(Account account, String sessionToken) {

    @Override
    public String toString() {
        return "SignedIn[" + account.id() + "]";
    }
}
