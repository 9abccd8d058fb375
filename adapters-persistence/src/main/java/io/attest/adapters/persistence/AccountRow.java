package io.attest.adapters.persistence;

import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;
import java.time.Instant;

/** A row of {@code accounts}; mapped to {@link io.attest.domain.accounts.Account} by {@link JdbcAccountRepository}. */
@MappedEntity("accounts")
record AccountRow(@Id String id, String email, String passwordHash, String plan, Instant createdAt) {
}
