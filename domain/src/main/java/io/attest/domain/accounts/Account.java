package io.attest.domain.accounts;

import io.attest.domain.shared.AccountId;

import java.time.Instant;
import java.util.Objects;

public record Account(AccountId id, Email email, Plan plan, Instant createdAt) {

    public Account {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(email, "email");
        Objects.requireNonNull(plan, "plan");
        Objects.requireNonNull(createdAt, "createdAt");
    }
}
