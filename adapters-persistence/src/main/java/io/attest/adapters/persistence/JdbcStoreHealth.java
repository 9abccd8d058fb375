package io.attest.adapters.persistence;

import io.attest.domain.shared.port.StoreHealth;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.Statement;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** {@code GET /health}: PostgreSQL answers a trivial query within a couple of seconds. */
@Singleton
final class JdbcStoreHealth implements StoreHealth {

    private static final Logger LOG = LoggerFactory.getLogger(JdbcStoreHealth.class);
    private static final int QUERY_TIMEOUT_SECONDS = 2;

    private final TransactionOperations<Connection> transactions;

    JdbcStoreHealth(TransactionOperations<Connection> transactions) {
        this.transactions = transactions;
    }

    @Override
    public boolean reachable() {
        try {
            return transactions.executeRead(status -> {
                try (Statement s = status.getConnection().createStatement()) {
                    s.setQueryTimeout(QUERY_TIMEOUT_SECONDS);
                    return s.execute("SELECT 1");
                }
            });
        } catch (RuntimeException e) {
            LOG.warn("PostgreSQL is not reachable: {}", e.getMessage());
            return false;
        }
    }
}
