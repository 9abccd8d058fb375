package io.attest.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class ServerEnvironmentTest {

    @Test
    void aPostgresqlUriBecomesAJdbcUrlWithItsCredentials() {
        Map<String, String> properties = ServerEnvironment.properties(Map.of("DATABASE_URL", "postgresql://attest:s%40cret@db.internal:5433/attest?sslmode=require"));
        assertThat(properties)
                .containsEntry("datasources.default.url", "jdbc:postgresql://db.internal:5433/attest?sslmode=require")
                .containsEntry("datasources.default.username", "attest")
                .containsEntry("datasources.default.password", "s@cret");
    }

    @Test
    void explicitCredentialsWinOverTheUri() {
        Map<String, String> properties = ServerEnvironment.properties(Map.of(
                "DATABASE_URL", "postgres://u:p@localhost/db", "DATABASE_USER", "other", "DATABASE_PASSWORD", "x"));
        assertThat(properties).containsEntry("datasources.default.url", "jdbc:postgresql://localhost/db")
                .doesNotContainKeys("datasources.default.username", "datasources.default.password");
    }

    @Test
    void aJdbcUrlIsLeftToApplicationYml() {
        assertThat(ServerEnvironment.properties(Map.of("DATABASE_URL", "jdbc:postgresql://h/d"))).isEmpty();
    }

    @Test
    void aKeystoreTurnsOnHttps() {
        Map<String, String> properties = ServerEnvironment.properties(Map.of("ATTEST_TLS_KEYSTORE", "/etc/attest/tls.p12"));
        assertThat(properties).containsEntry("micronaut.server.ssl.enabled", "true")
                .containsEntry("micronaut.server.ssl.port", "8443")
                .containsEntry("micronaut.server.ssl.key-store.path", "file:/etc/attest/tls.p12")
                .containsEntry("micronaut.server.ssl.key-store.type", "PKCS12");
    }
}
