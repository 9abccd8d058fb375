package io.attest.adapters.persistence;

import io.micronaut.data.annotation.Query;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.GenericRepository;
import java.time.Instant;
import java.util.Optional;

@JdbcRepository(dialect = Dialect.POSTGRES)
interface AccountRowRepository extends GenericRepository<AccountRow, String> {

    /** 1 when stored, 0 when the e-mail is taken; no exception, so the caller's transaction stays usable. */
    @Query("""
            INSERT INTO accounts (id, email, password_hash, plan, created_at)
            VALUES (:id, :email, :passwordHash, :plan, :createdAt)
            ON CONFLICT (email) DO NOTHING""")
    int insertUnlessEmailTaken(String id, String email, String passwordHash, String plan, Instant createdAt);

    Optional<AccountRow> findById(String id);

    Optional<AccountRow> findByEmail(String email);

    @Query("UPDATE accounts SET plan = :plan WHERE id = :id")
    int updatePlan(String id, String plan);
}
