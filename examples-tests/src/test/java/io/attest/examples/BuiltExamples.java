package io.attest.examples;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Where the invoker builds of this module left the examples (system properties set by the pom). */
final class BuiltExamples {

    private BuiltExamples() {
    }

    /** The copy of {@code examples/<name>} the invoker built. */
    static Path project(String name) {
        return Path.of(System.getProperty("examples.it.dir", "target/it")).resolve(name);
    }

    /** The leaky copy of the legal example, whose build had to fail. */
    static Path leakyProject() {
        return Path.of(System.getProperty("examples.leak.dir", "target/it-leak")).resolve("legal-firm-pack-leak");
    }

    /**
     * The drop-in folder {@code mvn package} made in {@code examples/<name>}:
     * {@code target/drop-in/<folder>}, the plugin's jar beside its libraries.
     */
    static Path dropInFolder(String name, String folder) {
        Path dir = project(name).resolve("target").resolve("drop-in").resolve(folder);
        if (!Files.isDirectory(dir)) {
            throw new IllegalStateException("the example " + name + " made no drop-in folder " + dir
                    + " (the examples are built by this module's invoker executions: run `verify`)");
        }
        return dir;
    }

    /** The one jar {@code mvn package} made in {@code examples/<name>}. */
    static Path jar(String name) {
        try (Stream<Path> files = Files.list(project(name).resolve("target"))) {
            List<Path> jars = files.filter(file -> file.getFileName().toString().endsWith(".jar")).toList();
            if (jars.size() != 1) {
                throw new IllegalStateException("expected one jar in " + project(name).resolve("target") + ", found " + jars
                        + " (the examples are built by this module's invoker executions: run `verify`)");
            }
            return jars.getFirst();
        } catch (IOException e) {
            throw new UncheckedIOException("the example " + name + " was not built (run this module's `verify`)", e);
        }
    }
}
