package io.attest.adapters.persistence;

import io.micronaut.data.annotation.Query;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.GenericRepository;
import java.time.Instant;
import java.util.Optional;

@JdbcRepository(dialect = Dialect.POSTGRES)
interface ConsoleSessionRowRepository extends GenericRepository<ConsoleSessionRow, String> {

    ConsoleSessionRow save(ConsoleSessionRow row);

    Optional<ConsoleSessionRow> findById(String tokenSha256);

    /** Moves the idle clock forward only, so a slow concurrent request cannot set it back. */
    @Query("""
            UPDATE console_sessions SET last_seen_at = :lastSeenAt
            WHERE token_sha256 = :tokenSha256 AND last_seen_at < :lastSeenAt""")
    int touch(String tokenSha256, Instant lastSeenAt);

    @Query("DELETE FROM console_sessions WHERE token_sha256 = :tokenSha256")
    int delete(String tokenSha256);

    @Query("DELETE FROM console_sessions WHERE last_seen_at < :cutoff")
    int deleteIdleSince(Instant cutoff);
}
