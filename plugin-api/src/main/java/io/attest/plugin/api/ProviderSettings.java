package io.attest.plugin.api;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Configuration handed to a chosen engine provider: the server passes every property under the
 * capability's settings prefix ({@code attest.deal.provider.*} for the market-data provider,
 * {@code attest.meetings.extraction.*} for the meeting extractor; keys lower-case kebab, e.g.
 * {@code base-url}); a provider reads what it understands. Values are strings; the helpers parse and
 * report mistakes with an {@link IllegalArgumentException} that names the key (start-up stops with it).
 */
public record ProviderSettings(Map<String, String> values) {

    public static final ProviderSettings EMPTY = new ProviderSettings(Map.of());

    public ProviderSettings {
        Map<String, String> normalised = new TreeMap<>();
        if (values != null) {
            values.forEach((key, value) -> {
                if (key != null && value != null) {
                    normalised.put(key.strip().toLowerCase(Locale.ROOT).replace('.', '-').replace('_', '-'), value.strip());
                }
            });
        }
        values = Map.copyOf(normalised);
    }

    public Optional<String> string(String key) {
        String value = values.get(key);
        return value == null || value.isEmpty() ? Optional.empty() : Optional.of(value);
    }

    public String required(String key) {
        return string(key).orElseThrow(() -> new IllegalArgumentException("setting " + key + " is required"));
    }

    /** {@code 800ms}, {@code 2s}, {@code 1m}, an ISO-8601 duration ({@code PT2S}) or plain milliseconds. */
    public Duration duration(String key, Duration fallback) {
        Optional<String> value = string(key);
        if (value.isEmpty()) {
            return fallback;
        }
        String text = value.get().toLowerCase(Locale.ROOT);
        try {
            Duration parsed;
            if (text.endsWith("ms")) {
                parsed = Duration.ofMillis(Long.parseLong(text.substring(0, text.length() - 2).strip()));
            } else if (text.endsWith("s") && !text.startsWith("p")) {
                parsed = Duration.ofMillis(Math.round(Double.parseDouble(text.substring(0, text.length() - 1).strip()) * 1000));
            } else if (text.endsWith("m") && !text.startsWith("p")) {
                parsed = Duration.ofMinutes(Long.parseLong(text.substring(0, text.length() - 1).strip()));
            } else if (text.startsWith("p")) {
                parsed = Duration.parse(text.toUpperCase(Locale.ROOT));
            } else {
                parsed = Duration.ofMillis(Long.parseLong(text));
            }
            if (parsed.isNegative()) {
                throw new IllegalArgumentException("setting " + key + " must not be negative: " + value.get());
            }
            return parsed;
        } catch (NumberFormatException | DateTimeParseException e) {
            throw new IllegalArgumentException("setting " + key + " is not a duration (800ms, 2s, PT2S): " + value.get(), e);
        }
    }

    public int integer(String key, int fallback, int min, int max) {
        Optional<String> value = string(key);
        if (value.isEmpty()) {
            return fallback;
        }
        try {
            int parsed = Integer.parseInt(value.get());
            if (parsed < min || parsed > max) {
                throw new IllegalArgumentException("setting " + key + " must be within " + min + " and " + max + ": " + parsed);
            }
            return parsed;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("setting " + key + " is not a whole number: " + value.get(), e);
        }
    }

    @Override
    public String toString() {
        // never print values: a key may be among them
        return "ProviderSettings" + values.keySet();
    }
}
