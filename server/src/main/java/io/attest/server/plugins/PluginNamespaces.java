package io.attest.server.plugins;

import io.attest.plugin.api.ProviderSettings;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Each provider's configuration namespace, handed to it at {@code init}: the properties
 * {@code attest.plugin.<id>.<key>} and the environment variables {@code ATTEST_PLUGIN_<ID>_<KEY>},
 * where {@code <ID>} is the id upper-cased with {@code -} as {@code _} and {@code <KEY>} the key
 * likewise ({@code ATTEST_PLUGIN_ACME_LEGAL_FIRM_NAME} → provider {@code acme-legal}, key
 * {@code firm-name}). An environment variable wins over a property of the same key.
 *
 * <p>A variable name does not say where the id ends, so it is matched against the installed ids:
 * the longest id whose prefix it starts with takes it (with {@code acme} and {@code acme-legal}
 * installed, {@code ATTEST_PLUGIN_ACME_LEGAL_X} is {@code acme-legal}'s {@code x}). Settings that
 * match no installed provider are logged and ignored (a disabled provider may keep its settings).
 */
public final class PluginNamespaces {

    public static final String ENV_PREFIX = "ATTEST_PLUGIN_";
    public static final String PROPERTY_PREFIX = "attest.plugin.";

    private static final Logger LOG = LoggerFactory.getLogger(PluginNamespaces.class);

    private PluginNamespaces() {
    }

    /** {@code acme-legal} → {@code ATTEST_PLUGIN_ACME_LEGAL_}. */
    public static String envPrefix(String id) {
        return ENV_PREFIX + id.toUpperCase(Locale.ROOT).replace('-', '_') + "_";
    }

    /** {@code (acme-legal, firm-name)} → {@code ATTEST_PLUGIN_ACME_LEGAL_FIRM_NAME}. */
    public static String envName(String id, String key) {
        return envPrefix(id) + key.toUpperCase(Locale.ROOT).replace('-', '_');
    }

    /** One setting of one provider. */
    public record Setting(String id, String key) {
    }

    /**
     * The provider and key an environment variable is for, among {@code ids}: the longest id whose
     * prefix the name starts with, followed by a non-empty key. Empty when none fits.
     */
    public static Optional<Setting> parseEnv(String name, Collection<String> ids) {
        if (name == null || !name.startsWith(ENV_PREFIX)) {
            return Optional.empty();
        }
        String best = null;
        for (String id : ids) {
            String prefix = envPrefix(id);
            if (name.startsWith(prefix) && name.length() > prefix.length() && (best == null || id.length() > best.length())) {
                best = id;
            }
        }
        if (best == null) {
            return Optional.empty();
        }
        String key = name.substring(envPrefix(best).length()).toLowerCase(Locale.ROOT).replace('_', '-');
        return Optional.of(new Setting(best, key));
    }

    /**
     * The provider and key of a property {@code attest.plugin.<id>.<key>} (ids contain no dot; the
     * key may: {@code firm.name} is {@code firm-name}). Empty when it is not one.
     */
    public static Optional<Setting> parseProperty(String name) {
        if (name == null || !name.startsWith(PROPERTY_PREFIX)) {
            return Optional.empty();
        }
        String rest = name.substring(PROPERTY_PREFIX.length());
        int dot = rest.indexOf('.');
        if (dot <= 0 || dot == rest.length() - 1) {
            return Optional.empty();
        }
        return Optional.of(new Setting(rest.substring(0, dot),
                rest.substring(dot + 1).toLowerCase(Locale.ROOT).replace('.', '-').replace('_', '-')));
    }

    /**
     * The namespace of every id in {@code ids} (absent ids: no settings).
     *
     * @param properties full property names ({@code attest.plugin.acme-legal.firm-name}) and values,
     *                   from the configuration files and system properties, not from the environment
     * @param env        the process environment
     */
    public static Map<String, ProviderSettings> resolve(Set<String> ids, Map<String, String> properties,
                                                        Map<String, String> env) {
        Map<String, Map<String, String>> values = new HashMap<>();
        Set<String> unmatched = new TreeSet<>();
        new TreeMap<>(properties).forEach((name, value) -> parseProperty(name).ifPresent(setting -> {
            if (ids.contains(setting.id())) {
                values.computeIfAbsent(setting.id(), k -> new LinkedHashMap<>()).put(setting.key(), value);
            } else {
                unmatched.add(name);
            }
        }));
        new TreeMap<>(env).forEach((name, value) -> {
            if (!name.startsWith(ENV_PREFIX)) {
                return;
            }
            Optional<Setting> setting = parseEnv(name, ids);
            if (setting.isPresent()) {
                values.computeIfAbsent(setting.get().id(), k -> new LinkedHashMap<>()).put(setting.get().key(), value);
            } else {
                unmatched.add(name);
            }
        });
        if (!unmatched.isEmpty()) {
            LOG.warn("plugin settings that name no installed provider are ignored: {} (installed: {})", unmatched,
                    new TreeSet<>(ids));
        }
        Map<String, ProviderSettings> result = new TreeMap<>();
        values.forEach((id, settings) -> result.put(id, new ProviderSettings(settings)));
        return result;
    }

    /** {@code base} with {@code top}'s values on top (a key of {@code top} wins). */
    public static ProviderSettings overlay(ProviderSettings base, ProviderSettings top) {
        Map<String, String> merged = new HashMap<>(base.values());
        merged.putAll(top.values());
        return new ProviderSettings(merged);
    }
}
