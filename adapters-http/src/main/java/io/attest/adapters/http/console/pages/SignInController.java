package io.attest.adapters.http.console.pages;

import io.attest.adapters.http.ClientAddresses;
import io.attest.adapters.http.console.SessionCookie;
import io.attest.adapters.http.error.HttpErrors;
import io.attest.application.accounts.ConsoleSessions;
import io.attest.application.accounts.LogIn;
import io.attest.application.accounts.SignUp;
import io.attest.application.accounts.SignedIn;
import io.attest.domain.shared.AttestException;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.cookie.Cookie;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Hidden;
import java.net.URI;
import java.util.Map;

/** Sign-up, sign-in and sign-out pages, on the same use cases as the JSON routes. */
@Hidden
@Controller(ConsolePaths.ROOT)
@Produces(MediaType.TEXT_HTML)
@ExecuteOn(TaskExecutors.BLOCKING)
public class SignInController {

    private final SignUp signUp;
    private final LogIn logIn;
    private final ConsoleSessions sessions;
    private final ClientAddresses clientAddresses;

    public SignInController(SignUp signUp, LogIn logIn, ConsoleSessions sessions, ClientAddresses clientAddresses) {
        this.signUp = signUp;
        this.logIn = logIn;
        this.sessions = sessions;
        this.clientAddresses = clientAddresses;
    }

    /** The sign-in or sign-up form, as shown and as re-shown with its errors. */
    public record Form(Chrome chrome, String csrf, String email, String error, String emailError, String passwordError,
                       String notice, boolean signUpEnabled) {
    }

    /** Signed in (the filter let it through): the keys page is home. */
    @Get
    public HttpResponse<?> home() {
        return HttpResponse.seeOther(URI.create(ConsolePaths.KEYS));
    }

    @Get("/login")
    public HttpResponse<?> loginPage(HttpRequest<?> request, @Nullable @QueryValue String expired,
                                     @Nullable @QueryValue("signed-out") String signedOut) {
        String notice = expired != null ? "Your session has expired. Sign in again."
                : signedOut != null ? "You have signed out." : null;
        return form(request, HttpStatus.OK, "login", "", null, null, null, notice);
    }

    @Post(value = "/login", consumes = MediaType.APPLICATION_FORM_URLENCODED)
    public HttpResponse<?> login(HttpRequest<?> request, @Nullable @Body Map<String, Object> body) {
        ConsoleForm form = ConsoleForm.preSession(request, body);
        String email = form.text("email");
        try {
            return signedIn(request, logIn.logIn(email, nullToEmpty(form.value("password")), clientAddresses.of(request)));
        } catch (AttestException e) {
            return failed(request, "login", email, e);
        }
    }

    @Get("/signup")
    public HttpResponse<?> signUpPage(HttpRequest<?> request) {
        return form(request, HttpStatus.OK, "signup", "", null, null, null, null);
    }

    @Post(value = "/signup", consumes = MediaType.APPLICATION_FORM_URLENCODED)
    public HttpResponse<?> signUp(HttpRequest<?> request, @Nullable @Body Map<String, Object> body) {
        ConsoleForm form = ConsoleForm.preSession(request, body);
        String email = form.text("email");
        try {
            return signedIn(request, signUp.signUp(email, nullToEmpty(form.value("password")), clientAddresses.of(request)));
        } catch (AttestException e) {
            return failed(request, "signup", email, e);
        }
    }

    @Post(value = "/logout", consumes = MediaType.APPLICATION_FORM_URLENCODED)
    public HttpResponse<?> logout(HttpRequest<?> request, @Nullable @Body Map<String, Object> body) {
        ConsoleForm.signedIn(request, body);
        sessions.logOut(request.getAttribute(ConsolePaths.SESSION_TOKEN_ATTRIBUTE, String.class).orElse(null));
        return HttpResponse.seeOther(URI.create(ConsolePaths.LOGIN + "?signed-out=1")).cookie(SessionCookie.cleared(request));
    }

    private static HttpResponse<?> signedIn(HttpRequest<?> request, SignedIn signedIn) {
        return HttpResponse.seeOther(URI.create(ConsolePaths.KEYS))
                .cookie(SessionCookie.of(signedIn.sessionToken(), request))
                .cookie(Cookie.of(ConsoleCsrf.PRE_SESSION_COOKIE, "").path(ConsolePaths.ROOT).maxAge(0));
    }

    private HttpResponse<?> failed(HttpRequest<?> request, String view, String email, AttestException e) {
        String field = Pages.fieldOf(e);
        String emailError = "email".equals(field) ? e.getMessage() : null;
        String passwordError = "password".equals(field) ? e.getMessage() : null;
        String error = emailError == null && passwordError == null ? e.getMessage() : null;
        return form(request, HttpErrors.statusOf(e.code()), view, email, error, emailError, passwordError, null);
    }

    private MutableHttpResponse<?> form(HttpRequest<?> request, HttpStatus status, String view, String email, String error,
                                        String emailError, String passwordError, String notice) {
        String csrf = ConsoleCsrf.preSessionToken(request);
        Form page = new Form(Chrome.signedOut(view), csrf, email, error, emailError, passwordError, notice, signUp.enabled());
        return ConsoleCsrf.withPreSessionCookie(request, Pages.render(status, view, page));
    }

    private static String nullToEmpty(String value) {
        return value == null ? "" : value;
    }
}
