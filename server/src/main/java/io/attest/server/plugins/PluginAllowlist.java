package io.attest.server.plugins;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The operator's list of the drop-in plugins allowed to load. Each entry is {@code <id>=<sha256>}: the
 * provider {@code id} may only come from the jar (or plugin directory, or data file) whose SHA-256 is
 * that hash, the value {@code GET /v1/plugins} shows. A plugin holding several providers needs one
 * line per id (with the same hash). A bare {@code <sha256>} (the original form) allows that file to
 * provide any id. Empty means "every drop-in is allowed".
 *
 * <p>Text form ({@link #parse}): one entry a line; {@code #} starts a comment; blank lines are ignored.
 * Any mistake is reported with the origin and the line number, and stops start-up.
 *
 * @param byId  the hashes allowed for each provider id
 * @param anyId bare hashes: files allowed whatever they provide
 */
public record PluginAllowlist(Map<String, Set<String>> byId, Set<String> anyId) {

    public static final PluginAllowlist NONE = new PluginAllowlist(Map.of(), Set.of());

    private static final Pattern SHA256_HEX = Pattern.compile("[0-9a-f]{64}");

    public PluginAllowlist {
        Map<String, Set<String>> copy = new TreeMap<>();
        byId.forEach((id, hashes) -> copy.put(id, Set.copyOf(hashes)));
        byId = Map.copyOf(copy);
        anyId = Set.copyOf(anyId);
    }

    /** Entries of a file: one a line, {@code #} comments, blank lines; {@code origin} names it in errors. */
    public static PluginAllowlist parse(String text, String origin) {
        List<String> lines = text.lines().toList();
        Builder builder = new Builder();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int comment = line.indexOf('#');
            builder.add(comment >= 0 ? line.substring(0, comment) : line, origin + " line " + (i + 1));
        }
        return builder.build();
    }

    /** Entries given one by one (the comma-separated setting); blank ones are ignored. */
    public static PluginAllowlist of(Collection<String> entries, String origin) {
        Builder builder = new Builder();
        if (entries != null) {
            entries.forEach(entry -> builder.add(entry == null ? "" : entry, origin));
        }
        return builder.build();
    }

    /** Both lists' entries. */
    public PluginAllowlist and(PluginAllowlist other) {
        Builder builder = new Builder();
        builder.addAll(this);
        builder.addAll(other);
        return builder.build();
    }

    public boolean isEmpty() {
        return byId.isEmpty() && anyId.isEmpty();
    }

    /** Whether any entry names this hash (checked before a file's code is loaded). */
    public boolean mentions(String sha256) {
        return anyId.contains(sha256) || byId.values().stream().anyMatch(hashes -> hashes.contains(sha256));
    }

    /** The hashes allowed for {@code id}; empty when no line names it. */
    public Set<String> hashesFor(String id) {
        return byId.getOrDefault(id, Set.of());
    }

    private static final class Builder {
        private final Map<String, Set<String>> byId = new TreeMap<>();
        private final Set<String> anyId = new TreeSet<>();

        void add(String raw, String where) {
            String entry = raw.strip();
            if (entry.isEmpty()) {
                return;
            }
            int equals = entry.indexOf('=');
            String id = equals < 0 ? null : entry.substring(0, equals).strip();
            String hash = (equals < 0 ? entry : entry.substring(equals + 1)).strip().toLowerCase(Locale.ROOT);
            if (id != null && !PluginCatalogLoader.ID.matcher(id).matches()) {
                throw new PluginLoadingException("Plugin loading failed: the allow-list entry \"" + entry + "\" (" + where
                        + ") does not start with a provider id (" + PluginCatalogLoader.ID.pattern()
                        + "); write <id>=<sha256>");
            }
            if (!SHA256_HEX.matcher(hash).matches()) {
                throw new PluginLoadingException("Plugin loading failed: the allow-list entry \"" + entry + "\" (" + where
                        + ") is not a SHA-256 hash (64 hexadecimal characters)" + (id == null ? "" : " after its id")
                        + "; write <id>=<sha256>, the value GET /v1/plugins shows");
            }
            if (id == null) {
                anyId.add(hash);
            } else {
                byId.computeIfAbsent(id, k -> new TreeSet<>()).add(hash);
            }
        }

        void addAll(PluginAllowlist list) {
            list.byId().forEach((id, hashes) -> byId.computeIfAbsent(id, k -> new TreeSet<>()).addAll(hashes));
            anyId.addAll(list.anyId());
        }

        PluginAllowlist build() {
            return new PluginAllowlist(byId, anyId);
        }
    }

    /** Lines naming a hash that none of {@code present} has: likely the old hash of an updated jar. */
    List<String> staleEntries(Collection<String> present) {
        List<String> stale = new ArrayList<>();
        byId.forEach((id, hashes) -> hashes.stream().filter(h -> !present.contains(h)).forEach(h -> stale.add(id + "=" + h)));
        return stale;
    }
}
