package io.attest.plugins.patternslegal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** The lines of a test resource next to this package, blank lines and {@code #} comments left out. */
final class ResourceLines {

    private ResourceLines() {
    }

    static List<String> of(String name) {
        try (InputStream in = ResourceLines.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(line -> !line.isBlank() && !line.startsWith("#")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
