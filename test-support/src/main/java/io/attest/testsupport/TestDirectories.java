package io.attest.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;

/**
 * Temporary directories for a server's local state (the meeting search index under
 * {@code attest.data-dir}): under {@code java.io.tmpdir}, never in the source tree, and deleted with
 * everything in them when the JVM exits.
 */
public final class TestDirectories {

    private static final List<Path> CREATED = new CopyOnWriteArrayList<>();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(TestDirectories::deleteCreated, "test-directories-cleanup"));
    }

    private TestDirectories() {
    }

    /** A new empty directory {@code <tmpdir>/<prefix>…}, removed at JVM exit. */
    public static Path temporary(String prefix) {
        try {
            Path dir = Files.createTempDirectory(prefix);
            CREATED.add(dir);
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a temporary directory", e);
        }
    }

    private static void deleteCreated() {
        for (Path dir : CREATED) {
            try (Stream<Path> paths = Files.walk(dir)) {
                for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(path);
                }
            } catch (IOException | UncheckedIOException e) {
                // best effort at exit: a file still open (a server not closed) stays in the temporary directory
            }
        }
    }
}
