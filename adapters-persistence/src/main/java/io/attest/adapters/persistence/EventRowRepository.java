package io.attest.adapters.persistence;

import io.micronaut.data.annotation.Query;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.GenericRepository;
import java.time.Instant;

@JdbcRepository(dialect = Dialect.POSTGRES)
interface EventRowRepository extends GenericRepository<EventRow, String> {

    /** {@code data} is JSON text; PostgreSQL parses and checks it into jsonb. */
    @Query("""
            INSERT INTO events (id, account_id, type, data, created_at)
            VALUES (:id, :accountId, :type, CAST(:data AS jsonb), :createdAt)""")
    void insert(String id, String accountId, String type, String data, Instant createdAt);
}
