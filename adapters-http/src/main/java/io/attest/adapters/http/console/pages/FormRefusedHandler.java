package io.attest.adapters.http.console.pages;

import io.micronaut.context.annotation.Requires;
import io.micronaut.core.io.Writable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import io.micronaut.views.jte.HtmlJteViewsRenderer;
import jakarta.inject.Singleton;
import java.util.Map;

/**
 * A console form that failed the CSRF check: 403 with a page that explains and links back. Rendered here:
 * the views filter does not render the answers of exception handlers.
 */
@Produces(MediaType.TEXT_HTML)
@Singleton
@Requires(classes = ExceptionHandler.class)
public class FormRefusedHandler implements ExceptionHandler<ConsoleCsrf.FormRefused, HttpResponse<Writable>> {

    private final HtmlJteViewsRenderer<Map<String, Object>> renderer;

    public FormRefusedHandler(HtmlJteViewsRenderer<Map<String, Object>> renderer) {
        this.renderer = renderer;
    }

    // ExceptionHandler declares handle with a raw HttpRequest; HttpRequest<?> would not override it
    @SuppressWarnings("rawtypes")
    @Override
    public HttpResponse<Writable> handle(HttpRequest request, ConsoleCsrf.FormRefused exception) {
        boolean signedIn = request.getAttribute(ConsolePaths.SESSION_TOKEN_ATTRIBUTE).isPresent();
        Chrome chrome = signedIn ? Chrome.signedIn(request, "") : Chrome.signedOut("");
        Pages.Refused page = new Pages.Refused(chrome,
                "This form has expired or did not come from this console. Go back, reload the page and try again.");
        return HttpResponse.<Writable>status(HttpStatus.FORBIDDEN).contentType(MediaType.TEXT_HTML_TYPE)
                .body(renderer.render("console/refused", Pages.model(page), request));
    }
}
