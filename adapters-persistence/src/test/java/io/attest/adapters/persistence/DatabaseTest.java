package io.attest.adapters.persistence;

import io.attest.domain.accounts.Account;
import io.attest.domain.accounts.Email;
import io.attest.domain.accounts.Plan;
import io.attest.domain.accounts.port.AccountRepository;
import io.attest.domain.shared.AccountId;
import io.attest.testsupport.TestDatabase;
import io.attest.testsupport.TestPostgres;
import io.micronaut.context.ApplicationContext;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;

/** One migrated, empty database and one Micronaut context per test class. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class DatabaseTest {

    protected TestDatabase database;
    protected ApplicationContext context;

    @BeforeAll
    void startContext() {
        database = TestPostgres.freshDatabase();
        Map<String, Object> props = new HashMap<>(database.micronautProperties());
        props.put("flyway.datasources.default.enabled", true);
        context = ApplicationContext.run(props);
    }

    @AfterAll
    void stopContext() {
        if (context != null) {
            context.close();
        }
    }

    /** Now at PostgreSQL's precision (microseconds), so round trips compare equal. */
    static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }

    Account newAccount() {
        Account account = new Account(AccountId.next(), Email.of(AccountId.next().value().toLowerCase() + "@example.com"),
                Plan.FREE, now());
        if (!context.getBean(AccountRepository.class).insert(account, "$argon2id$test")) {
            throw new IllegalStateException("account not inserted");
        }
        return account;
    }

    /** A single number from SQL run outside the code under test, on its own connection. */
    long count(String sql, Object... params) {
        try (Connection c = database.connect(); PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                ps.setObject(i + 1, params[i]);
            }
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
