package io.attest.plugin.api.guard;

/**
 * A way to write a citation pattern pack as data instead of code: the server reads every file of
 * the plugins directory whose name ends with {@link #extension()} with {@link #read}. Found with
 * {@link java.util.ServiceLoader} on the server's class path only (a pack module registers it in
 * {@code META-INF/services/io.attest.plugin.api.guard.PatternPackFormat}), so the server never
 * compiles against the format's implementation.
 */
public interface PatternPackFormat {

    /** The file-name ending this format reads, with its dot ({@code .json}). */
    String extension();

    /**
     * The pack a file holds.
     *
     * @throws IllegalArgumentException when the file is not a valid pack (start-up stops with the message)
     */
    CitationPatternPack read(byte[] content);
}
