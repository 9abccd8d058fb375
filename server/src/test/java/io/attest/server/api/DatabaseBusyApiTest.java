package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.data.connection.jdbc.advice.DelegatingDataSource;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** With every database connection taken, a request is a quick, retryable 503 — not a 500 — and the server recovers. */
class DatabaseBusyApiTest {

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass(Map.of(
            "datasources.default.maximum-pool-size", 2,
            "datasources.default.minimum-idle", 2,
            "datasources.default.connection-timeout", 250));

    @Test
    void anExhaustedPoolAnswers503WithRetryAfterAndTheServerRecovers() throws Exception {
        String key = Accounts.newKey(server.get());
        ApiClient client = server.client();
        // The pool itself, not the contextual proxy that only hands out the current transaction's connection.
        DataSource pool = DelegatingDataSource.unwrapDataSource(server.get().context().getBean(DataSource.class));
        List<Connection> held = new ArrayList<>();
        try {
            held.add(pool.getConnection());
            held.add(pool.getConnection());

            ApiClient.Reply busy = client.get("/v1/plugins", "Authorization", ApiClient.bearer(key));

            assertThat(busy.status()).isEqualTo(503);
            assertThat(busy.error().get("code").asText()).isEqualTo("service_unavailable");
            assertThat(busy.error().get("request_id").asText()).startsWith("req_");
            assertThat(busy.header("Retry-After")).contains("2");
            assertThat(busy.body()).doesNotContain("Exception", "JDBC", "Hikari");
        } finally {
            for (Connection connection : held) {
                connection.close();
            }
        }
        assertThat(client.get("/v1/plugins", "Authorization", ApiClient.bearer(key)).status()).isEqualTo(200);
    }
}
