package io.attest.adapters.http.console.pages;

import io.attest.domain.shared.AttestException;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.views.ModelAndView;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Map;

/** Rendering helpers and the models of the small pages; templates live in {@code src/main/jte/console}. */
public final class Pages {

    private static final DateTimeFormatter MINUTES = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter SECONDS = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'")
            .withZone(ZoneOffset.UTC);

    private Pages() {
    }

    /** Every template takes one parameter, {@code page}. */
    public static Map<String, Object> model(Object page) {
        return Map.of("page", page);
    }

    public static MutableHttpResponse<ModelAndView<Map<String, Object>>> render(HttpStatus status, String view, Object page) {
        // The content type picks the JTE renderer even where no route says @Produces(text/html) (exception handlers).
        return HttpResponse.<ModelAndView<Map<String, Object>>>status(status).contentType(MediaType.TEXT_HTML_TYPE)
                .body(new ModelAndView<>("console/" + view, model(page)));
    }

    public static MutableHttpResponse<ModelAndView<Map<String, Object>>> ok(String view, Object page) {
        return render(HttpStatus.OK, view, page);
    }

    /** A time as the console shows it, to the minute; "never" for null. */
    public static String time(Instant instant) {
        return instant == null ? "never" : MINUTES.format(instant);
    }

    public static String timeToSecond(Instant instant) {
        return instant == null ? "" : SECONDS.format(instant);
    }

    /** The form field an error belongs to: {@code scopes[2]} belongs to {@code scopes}; null for the whole form. */
    public static String fieldOf(AttestException error) {
        String field = error.field();
        if (field == null) {
            return null;
        }
        int bracket = field.indexOf('[');
        return bracket < 0 ? field : field.substring(0, bracket);
    }

    /** A page that only says something (a refused form, a missing resource). */
    public record Refused(Chrome chrome, String message) {
    }
}
