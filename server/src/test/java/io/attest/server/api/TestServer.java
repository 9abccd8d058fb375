package io.attest.server.api;

import io.attest.testsupport.TestDatabase;
import io.attest.testsupport.TestDirectories;
import io.attest.testsupport.TestPostgres;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A real Attest server on a random port over a fresh PostgreSQL database. Register one per test
 * class ({@code @RegisterExtension static final TestServer.PerClass server = TestServer.perClass()})
 * or start extra instances with {@link #start} / {@link #startOn} in a try-with-resources.
 */
public final class TestServer implements AutoCloseable {

    private final TestDatabase database;
    private final EmbeddedServer server;

    private TestServer(TestDatabase database, EmbeddedServer server) {
        this.database = database;
        this.server = server;
    }

    public static PerClass perClass() {
        return perClass(Map.of());
    }

    public static PerClass perClass(Map<String, Object> overrides) {
        return new PerClass(overrides);
    }

    /** Starts the server before a class's tests and stops it after them. */
    public static final class PerClass implements BeforeAllCallback, AfterAllCallback {

        private final Map<String, Object> overrides;
        private TestServer server;

        private PerClass(Map<String, Object> overrides) {
            this.overrides = overrides;
        }

        @Override
        public void beforeAll(ExtensionContext context) {
            server = TestServer.start(overrides);
        }

        @Override
        public void afterAll(ExtensionContext context) {
            server.close();
        }

        public ApiClient client() {
            return server.client();
        }

        public ApiClient clientFrom(String from) {
            return server.clientFrom(from);
        }

        public TestDatabase database() {
            return server.database();
        }

        /** The running server, e.g. for {@link Accounts#newKey}. */
        public TestServer get() {
            return server;
        }
    }

    public static TestServer start() {
        return start(Map.of());
    }

    public static TestServer start(Map<String, Object> overrides) {
        return startOn(TestPostgres.freshDatabase(), overrides);
    }

    /** Another instance on the same database, as behind a load balancer. */
    public static TestServer startOn(TestDatabase database, Map<String, Object> overrides) {
        Map<String, Object> properties = new HashMap<>(database.micronautProperties());
        properties.put("micronaut.server.port", -1);
        properties.put("attest.plugins.dir", emptyPluginsDir().toString());
        // Every test signs its accounts up from 127.0.0.1: the per-address sign-up limit would stop a busy
        // class. SignInThrottleApiTest sets its own.
        properties.put("attest.security.throttle.signup-max", 100_000);
        // All test traffic comes from 127.0.0.1: 200 concurrent calls (QuotaApiTest) plus the keep-alive
        // connections earlier tests of the class left open passed the per-address cap of 256, and the
        // connection over it was closed unanswered. SlowClientsApiTest sets its own cap.
        properties.put("attest.connections.max-per-address", 10_000);
        // Each instance keeps its own local state (the meeting search index), as on separate machines:
        // micronautProperties() gives every call a fresh temporary attest.data-dir.
        properties.putAll(overrides);
        EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, properties);
        return new TestServer(database, server);
    }

    private static Path emptyPluginsDir() {
        return TestDirectories.temporary("attest-plugins");
    }

    public URI uri(String path) {
        return server.getURI().resolve(path);
    }

    public ApiClient client() {
        return new ApiClient(server.getURI());
    }

    /** A client connecting from the loopback address {@code from} (127.0.0.0/8): a client address of its own. */
    public ApiClient clientFrom(String from) {
        try {
            return new ApiClient(URI.create("http://127.0.0.1:" + server.getPort() + "/"), InetAddress.getByName(from));
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException(from, e);
        }
    }

    public TestDatabase database() {
        return database;
    }

    public ApplicationContext context() {
        return server.getApplicationContext();
    }

    @Override
    public void close() {
        server.getApplicationContext().close();
    }
}
