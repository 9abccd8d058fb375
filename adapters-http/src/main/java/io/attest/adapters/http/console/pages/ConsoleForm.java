package io.attest.adapters.http.console.pages;

import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.StorableText;
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

    /**
     * The posted fields; a value PostgreSQL could not store as sent (a NUL, an unpaired surrogate) is
     * 400 {@code invalid_request} naming the field, as the JSON routes answer it ({@code JsonBodyRules}),
     * instead of a database error later.
     */
    static ConsoleForm of(Map<String, Object> body) {
        Map<String, List<String>> fields = new LinkedHashMap<>();
        if (body != null) {
            body.forEach((name, value) -> {
                List<String> values = new ArrayList<>();
                if (value instanceof Collection<?> many) {
                    many.forEach(v -> values.add(String.valueOf(v)));
                } else if (value != null) {
                    values.add(String.valueOf(value));
                }
                for (String text : values) {
                    if (!StorableText.isStorable(text) || !StorableText.isStorable(name)) {
                        throw AttestException.invalidRequest(StorableText.isStorable(name) ? name : null,
                                "a form field holds a character that cannot be stored (NUL or an unpaired surrogate)");
                    }
                }
                fields.put(name, List.copyOf(values));
            });
        }
        return new ConsoleForm(Map.copyOf(fields));
    }
}
