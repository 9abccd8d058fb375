package io.attest.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.server.wiring.MeetingSearchIndex;
import io.attest.testsupport.TestDirectories;
import io.attest.testsupport.TestPostgres;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A server started for a test from the test database's properties alone (as TlsApiTest and the operator
 * command tests do) keeps its meeting index in a temporary directory, never under the working
 * directory — which is the module's source tree when Maven runs the tests.
 */
class TestStateDirectoryTest {

    @Test
    void aTestServerWithoutAnExplicitDataDirectoryKeepsItsIndexInATemporaryDirectory() {
        Map<String, Object> properties = new HashMap<>(TestPostgres.freshDatabase().micronautProperties());
        properties.put("micronaut.server.port", -1);
        properties.put("attest.plugins.dir", TestDirectories.temporary("attest-plugins").toString());
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, properties)) {
            MeetingSearchIndex index = server.getApplicationContext().getBean(MeetingSearchIndex.class);
            assertThat(index.search()).isPresent(); // opened: the directory exists now
            Path directory = index.directory().toAbsolutePath().normalize();
            Path temporary = Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath().normalize();
            Path working = Path.of("").toAbsolutePath().normalize();
            assertThat(Files.isDirectory(directory)).isTrue();
            assertThat(directory).startsWith(temporary);
            assertThat(directory.startsWith(working)).as("%s is under the working directory %s", directory, working).isFalse();
        }
    }
}
