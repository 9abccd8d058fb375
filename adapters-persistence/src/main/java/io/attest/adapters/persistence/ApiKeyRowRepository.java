package io.attest.adapters.persistence;

import io.micronaut.data.annotation.Query;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.GenericRepository;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

@JdbcRepository(dialect = Dialect.POSTGRES)
interface ApiKeyRowRepository extends GenericRepository<ApiKeyRow, String> {

    ApiKeyRow save(ApiKeyRow row);

    Optional<ApiKeyRow> findById(String id);

    Optional<ApiKeyRow> findBySecretSha256(String secretSha256);

    Optional<ApiKeyRow> findByIdAndAccountId(String id, String accountId);

    /** Newest first; the id breaks ties between keys created in the same microsecond. */
    @Query("SELECT * FROM api_keys WHERE account_id = :accountId ORDER BY created_at DESC, id DESC")
    List<ApiKeyRow> listNewestFirst(String accountId);

    /** Only an active key changes; a second revocation keeps the first time and reason. */
    @Query("""
            UPDATE api_keys SET revoked_at = :at, revoked_reason = :reason
            WHERE id = :id AND revoked_at IS NULL""")
    int revokeIfActive(String id, String reason, Instant at);

    /** Writes only when the stored time is unknown or older than {@code staleBefore}: one write a minute per busy key. */
    @Query("""
            UPDATE api_keys SET last_used_at = :at
            WHERE id = :id AND (last_used_at IS NULL OR last_used_at < :staleBefore)""")
    int touchLastUsed(String id, Instant at, Instant staleBefore);
}
