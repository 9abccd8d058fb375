package io.attest.domain.shared.plugin;

/**
 * One loaded provider as {@code GET /v1/plugins} shows it. {@code source} is {@code classpath} or
 * the jar's file name; {@code sha256} is the jar's hash, null for class-path providers.
 */
public record InstalledPlugin(String id, String version, String kind, String source, String sha256) {
}
