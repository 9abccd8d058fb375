package io.attest.server;

import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Environment variables whose meaning needs more than a placeholder in application.yml: a
 * {@code postgresql://user:pass@host/db} DATABASE_URL, and TLS switched on by a keystore.
 * The result is applied as system properties, which take precedence over application.yml.
 */
public final class ServerEnvironment {

    private ServerEnvironment() {
    }

    public static Map<String, String> properties(Map<String, String> env) {
        Map<String, String> out = new LinkedHashMap<>();
        String url = env.get("DATABASE_URL");
        if (url != null && (url.startsWith("postgresql://") || url.startsWith("postgres://"))) {
            URI uri = URI.create(url);
            String port = uri.getPort() == -1 ? "" : ":" + uri.getPort();
            String query = uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery();
            out.put("datasources.default.url", "jdbc:postgresql://" + uri.getHost() + port + uri.getRawPath() + query);
            String userInfo = uri.getRawUserInfo();
            if (userInfo != null && !env.containsKey("DATABASE_USER")) {
                String[] parts = userInfo.split(":", 2);
                out.put("datasources.default.username", decode(parts[0]));
                if (parts.length == 2 && !env.containsKey("DATABASE_PASSWORD")) {
                    out.put("datasources.default.password", decode(parts[1]));
                }
            }
        }
        String keystore = env.get("ATTEST_TLS_KEYSTORE");
        if (keystore != null && !keystore.isBlank()) {
            out.put("micronaut.server.ssl.enabled", "true");
            out.put("micronaut.server.ssl.build-self-signed", "false");
            out.put("micronaut.server.ssl.port", env.getOrDefault("ATTEST_TLS_PORT", "8443"));
            out.put("micronaut.server.ssl.key-store.path", "file:" + keystore);
            out.put("micronaut.server.ssl.key-store.type", "PKCS12");
            out.put("micronaut.server.ssl.key-store.password", env.getOrDefault("ATTEST_TLS_KEYSTORE_PASSWORD", ""));
        }
        return out;
    }

    private static String decode(String part) {
        return URLDecoder.decode(part, StandardCharsets.UTF_8);
    }
}
