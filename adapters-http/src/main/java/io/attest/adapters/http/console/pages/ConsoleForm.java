package io.attest.adapters.http.console.pages;

import io.micronaut.http.HttpRequest;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The fields of one posted console form, read only after its CSRF token passed. */
public record ConsoleForm(Map<String, List<String>> fields) {

    /** A form of a signed-in page. */
    static ConsoleForm signedIn(HttpRequest<?> request, Map<String, Object> body) {
        ConsoleForm form = of(body);
        ConsoleCsrf.checkSession(request, form.value(ConsoleCsrf.FIELD));
        return form;
    }

    /** The sign-in or sign-up form. */
    static ConsoleForm preSession(HttpRequest<?> request, Map<String, Object> body) {
        ConsoleForm form = of(body);
        ConsoleCsrf.checkPreSession(request, form.value(ConsoleCsrf.FIELD));
        return form;
    }

    /** The first value of a field, or null. */
    public String value(String name) {
        List<String> values = fields.get(name);
        return values == null || values.isEmpty() ? null : values.getFirst();
    }

    /** The value, trimmed, or "" when absent. */
    public String text(String name) {
        String value = value(name);
        return value == null ? "" : value.strip();
    }

    public List<String> values(String name) {
        return fields.getOrDefault(name, List.of());
    }

    private static ConsoleForm of(Map<String, Object> body) {
        Map<String, List<String>> fields = new LinkedHashMap<>();
        if (body != null) {
            body.forEach((name, value) -> {
                List<String> values = new ArrayList<>();
                if (value instanceof Collection<?> many) {
                    many.forEach(v -> values.add(String.valueOf(v)));
                } else if (value != null) {
                    values.add(String.valueOf(value));
                }
                fields.put(name, List.copyOf(values));
            });
        }
        return new ConsoleForm(Map.copyOf(fields));
    }
}
