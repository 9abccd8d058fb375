package io.attest.testsupport;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A brand-new, empty PostgreSQL database made by {@link TestPostgres#freshDatabase()} for one test
 * class; dropped when the JVM exits. {@code password} is empty when the server needs none.
 */
public record TestDatabase(String jdbcUrl, String user, String password) {

    public TestDatabase {
        Objects.requireNonNull(jdbcUrl, "jdbcUrl");
        Objects.requireNonNull(user, "user");
        password = password == null ? "" : password;
    }

    /**
     * The default data source pointed at this database, for {@code ApplicationContext.run(props)} or a
     * {@code TestPropertyProvider}. Add {@code flyway.datasources.default.enabled=true} to migrate it.
     * Also {@code attest.data-dir}: a fresh temporary directory ({@link TestDirectories}) for each call, so
     * that a server started from these properties keeps its search index there and never under the
     * working directory (the module's source tree when Maven runs the tests).
     */
    public Map<String, Object> micronautProperties() {
        Map<String, Object> props = new LinkedHashMap<>();
        props.put("datasources.default.url", jdbcUrl);
        props.put("datasources.default.username", user);
        props.put("datasources.default.password", password);
        props.put("datasources.default.driver-class-name", "org.postgresql.Driver");
        props.put("datasources.default.dialect", "POSTGRES");
        props.put("datasources.default.maximum-pool-size", 10);
        props.put("attest.data-dir", TestDirectories.temporary("attest-data").toString());
        return props;
    }

    /** A plain JDBC connection (auto-commit) for assertions that bypass the code under test. */
    public Connection connect() throws SQLException {
        return TestPostgres.connect(jdbcUrl, user, password);
    }

    /** The database's name, as in {@code CREATE DATABASE}. */
    public String name() {
        return TestPostgres.databaseName(jdbcUrl);
    }

    @Override
    public String toString() {
        // Never print the password.
        return "TestDatabase[" + jdbcUrl + " as " + user + "]";
    }
}
