package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.slf4j.LoggerFactory;

/** One structured line per request, with the route template and ids, and never a secret or a body. */
class RequestLogApiTest {

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass();
    private static final ListAppender<ILoggingEvent> LOGS = new ListAppender<>();

    @BeforeAll
    static void captureAccessLog() {
        Logger access = (Logger) LoggerFactory.getLogger("io.attest.access");
        access.setLevel(Level.INFO);
        LOGS.start();
        access.addAppender(LOGS);
    }

    @AfterAll
    static void releaseAccessLog() {
        Logger access = (Logger) LoggerFactory.getLogger("io.attest.access");
        access.detachAppender(LOGS);
        access.setLevel(null);
    }

    @Test
    void requestLinesCarryRouteStatusDurationAndIdsButNoSecrets() {
        ApiClient console = server.client();
        String accountId = Accounts.signUp(console);
        String secret = Accounts.createKey(console, null);
        ApiClient.Reply call = server.client().postJson("/v1/guard/probe?token=query-secret", "{\"body\":\"body-secret\"}",
                "Authorization", ApiClient.bearer(secret));
        String requestId = call.header("Request-Id").orElseThrow();

        List<ILoggingEvent> events = List.copyOf(LOGS.list);
        ILoggingEvent line = events.stream().filter(e -> requestId.equals(fields(e).get("request_id"))).findFirst().orElseThrow();
        Map<String, Object> fields = fields(line);
        assertThat(fields).containsEntry("method", "POST").containsEntry("route", "/v1/guard/probe")
                .containsEntry("status", 201).containsEntry("account_id", accountId).containsKey("duration_ms");

        String everything = events.stream().map(e -> e.getFormattedMessage() + " " + fields(e)).collect(Collectors.joining("\n"));
        assertThat(everything).doesNotContain(secret).doesNotContain(Accounts.PASSWORD)
                .doesNotContain("query-secret").doesNotContain("body-secret");
    }

    private static Map<String, Object> fields(ILoggingEvent event) {
        Map<String, Object> fields = new HashMap<>();
        if (event.getKeyValuePairs() != null) {
            event.getKeyValuePairs().forEach(pair -> fields.put(pair.key, pair.value));
        }
        return fields;
    }
}
