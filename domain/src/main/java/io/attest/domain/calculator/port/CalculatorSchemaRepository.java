package io.attest.domain.calculator.port;

import io.attest.domain.calculator.CalculatorSchema;
import io.attest.domain.calculator.SchemaId;
import io.attest.domain.calculator.SchemaSummary;
import io.attest.domain.shared.AccountId;
import java.util.List;
import java.util.Optional;

/** Stored schemas. Every read and write is scoped by the owning account: another account's id is not found. */
public interface CalculatorSchemaRepository {

    void insert(CalculatorSchema schema);

    Optional<CalculatorSchema> find(AccountId account, SchemaId id);

    /** True when the account has the schema; cheaper than {@link #find} (no lines are read). */
    boolean exists(AccountId account, SchemaId id);

    /** True when the account had the schema and it is now gone. */
    boolean delete(AccountId account, SchemaId id);

    /** The account's schemas without their lines, newest first, at most {@code limit}. */
    List<SchemaSummary> list(AccountId account, int limit);
}
