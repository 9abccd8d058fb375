package io.attest.adapters.persistence;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;
import io.micronaut.data.annotation.MappedProperty;
import io.micronaut.data.annotation.TypeDef;
import io.micronaut.data.model.DataType;
import java.time.Instant;

/** A row of {@code api_keys}; {@code scopes} holds scope ids ({@code guard}, {@code deal}, ...). */
@MappedEntity("api_keys")
record ApiKeyRow(
        @Id String id,
        String accountId,
        String name,
        String hint,
        @TypeDef(type = DataType.STRING_ARRAY) String[] scopes,
        @MappedProperty("secret_sha256") String secretSha256,
        Instant createdAt,
        @Nullable Instant lastUsedAt,
        @Nullable Instant revokedAt,
        @Nullable String revokedReason) {
}
