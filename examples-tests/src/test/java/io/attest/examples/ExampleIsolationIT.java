package io.attest.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/**
 * The examples compile against plugin-api only: the invoker built a copy of the legal example with
 * one more class importing the server, the domain and a first-party plugin, and expected it to
 * fail. This checks it failed for those imports, not for some other reason.
 */
class ExampleIsolationIT {

    @Test
    void aClassFromTheServerTheDomainOrAFirstPartyPluginDoesNotCompileInAnExample() throws IOException {
        String log = Files.readString(BuiltExamples.leakyProject().resolve("build.log"));

        assertThat(log).contains("BUILD FAILURE")
                .contains("package io.attest.server.plugins does not exist")
                .contains("package io.attest.plugins.citationcore does not exist")
                .contains("package io.attest.domain.guard does not exist");
    }
}
