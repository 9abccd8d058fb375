package io.attest.server.api;

import io.attest.testsupport.TestDatabase;
import io.attest.testsupport.TestPostgres;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** A real Attest server on a random port over a fresh PostgreSQL database; one per test class. */
public final class TestServer implements AutoCloseable {

    private final TestDatabase database;
    private final EmbeddedServer server;

    private TestServer(TestDatabase database, EmbeddedServer server) {
        this.database = database;
        this.server = server;
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
        properties.putAll(overrides);
        EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, properties);
        return new TestServer(database, server);
    }

    private static Path emptyPluginsDir() {
        try {
            return Files.createTempDirectory("attest-plugins");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public URI uri(String path) {
        return server.getURI().resolve(path);
    }

    public ApiClient client() {
        return new ApiClient(server.getURI());
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
