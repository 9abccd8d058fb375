package io.attest.adapters.persistence;

import io.attest.domain.shared.port.TransactionBoundary;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.util.function.Supplier;

/**
 * One read-write transaction around a use case. A nested call joins the outer transaction. A
 * RuntimeException (an AttestException included) rolls everything back and reaches the caller
 * unchanged, so the HTTP layer maps it as itself.
 */
@Singleton
final class JdbcTransactionBoundary implements TransactionBoundary {

    private final TransactionOperations<Connection> transactions;

    JdbcTransactionBoundary(TransactionOperations<Connection> transactions) {
        this.transactions = transactions;
    }

    @Override
    public <T> T inTransaction(Supplier<T> work) {
        return transactions.executeWrite(status -> work.get());
    }
}
