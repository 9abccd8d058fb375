package io.attest.adapters.persistence;

import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;
import io.micronaut.data.annotation.MappedProperty;
import java.time.Instant;

/** A row of {@code console_sessions}: the SHA-256 of the cookie token, never the token. */
@MappedEntity("console_sessions")
record ConsoleSessionRow(
        @Id @MappedProperty("token_sha256") String tokenSha256,
        String accountId,
        Instant createdAt,
        Instant lastSeenAt) {
}
