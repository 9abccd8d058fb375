package io.attest.application.accounts;

import io.attest.domain.accounts.Account;
import io.attest.domain.accounts.ApiKey;

/** Who is calling a /v1 route: the account and the key it presented. */
public record Caller(Account account, ApiKey key) {
}
