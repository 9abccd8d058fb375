package io.attest.testsupport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TestPostgresTest {

    /** Nothing listens on port 1: the connection is refused at once. */
    private static final String CLOSED_PORT = "jdbc:postgresql://127.0.0.1:1/postgres";

    @Test
    void freshDatabaseGivesTwoDistinctEmptyConnectableDatabases() throws SQLException {
        TestDatabase first = TestPostgres.freshDatabase();
        TestDatabase second = TestPostgres.freshDatabase();

        assertThat(first.name()).startsWith("attest_test_").isNotEqualTo(second.name());
        assertThat(first.jdbcUrl()).isNotEqualTo(second.jdbcUrl());

        try (Connection a = first.connect(); Connection b = second.connect()) {
            assertThat(scalar(a, "SELECT current_database()")).isEqualTo(first.name());
            assertThat(scalar(b, "SELECT current_database()")).isEqualTo(second.name());
            assertThat(userRelations(a)).isZero();
            assertThat(userRelations(b)).isZero();

            // What one test class writes, the other never sees.
            try (Statement s = a.createStatement()) {
                s.execute("CREATE TABLE only_in_first (id int)");
            }
            assertThat(userRelations(a)).isEqualTo(1);
            assertThat(userRelations(b)).isZero();
        }
    }

    @Test
    void micronautPropertiesPointTheDefaultDataSourceAtTheDatabase() {
        TestDatabase db = new TestDatabase("jdbc:postgresql://127.0.0.1:5432/attest_test_x", "attest", null);

        assertThat(db.password()).isEmpty();
        assertThat(db.micronautProperties())
                .containsEntry("datasources.default.url", "jdbc:postgresql://127.0.0.1:5432/attest_test_x")
                .containsEntry("datasources.default.username", "attest")
                .containsEntry("datasources.default.password", "")
                .containsEntry("datasources.default.driver-class-name", "org.postgresql.Driver")
                .containsEntry("datasources.default.dialect", "POSTGRES")
                .containsEntry("datasources.default.maximum-pool-size", 10);
        assertThat(db.toString()).doesNotContain("password");
    }

    @Test
    void databaseIsReplacedInEveryUrlShape() {
        assertThat(TestPostgres.withDatabase("jdbc:postgresql://127.0.0.1:5432/postgres", "db1"))
                .isEqualTo("jdbc:postgresql://127.0.0.1:5432/db1");
        assertThat(TestPostgres.withDatabase("jdbc:postgresql://h1:5432,h2:5433/admin?sslmode=require&user=u", "db1"))
                .isEqualTo("jdbc:postgresql://h1:5432,h2:5433/db1?sslmode=require&user=u");
        assertThat(TestPostgres.withDatabase("jdbc:postgresql://localhost", "db1"))
                .isEqualTo("jdbc:postgresql://localhost/db1");
        assertThat(TestPostgres.withDatabase("jdbc:postgresql://localhost?ssl=false", "db1"))
                .isEqualTo("jdbc:postgresql://localhost/db1?ssl=false");
        assertThat(TestPostgres.databaseName("jdbc:postgresql://h:1/db1?x=y")).isEqualTo("db1");
        assertThatThrownBy(() -> TestPostgres.withDatabase("postgresql://localhost/db", "db1"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("jdbc:postgresql://");
    }

    @Test
    void aConfiguredUrlMustWorkThereIsNoFallback() {
        Map<String, String> env = Map.of(TestPostgres.ENV_URL, CLOSED_PORT + "?sslmode=disable&password=secret");

        assertThatThrownBy(() -> TestPostgres.resolve(env::get, TestPostgres.LOCAL_URL, () -> null))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("TEST_DATABASE_URL is set to " + CLOSED_PORT)
                .hasMessageNotContaining("secret");
    }

    @Test
    void withoutAnyServerTheFailureSaysHowToProvideOneAndComesQuickly() {
        long start = System.nanoTime();

        assertThatThrownBy(() -> TestPostgres.resolve(name -> null, CLOSED_PORT, () -> "no Docker engine available"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("TEST_DATABASE_URL: not set")
                .hasMessageContaining(CLOSED_PORT + " as attest")
                .hasMessageContaining(CLOSED_PORT + " as postgres")
                .hasMessageContaining("Docker: no Docker engine available")
                .hasMessageContaining("PostgreSQL 14+");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10));
    }

    @Test
    void theNoServerMessageTellsHowToProvideOne() {
        String message = TestPostgres.noServerMessage(List.of("TEST_DATABASE_URL: not set", "Docker: no Docker engine available"));

        assertThat(message)
                .contains("TEST_DATABASE_URL: not set")
                .contains("PostgreSQL 14+")
                .contains("TEST_DATABASE_URL=jdbc:postgresql://")
                .contains("Docker");
    }

    private static String scalar(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }

    private static int userRelations(Connection c) throws SQLException {
        return Integer.parseInt(scalar(c, """
                SELECT count(*) FROM pg_class r JOIN pg_namespace n ON n.oid = r.relnamespace
                WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
                """));
    }
}
