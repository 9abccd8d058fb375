package io.attest.adapters.http.console;

import io.attest.adapters.http.ClientAddresses;
import io.attest.adapters.http.error.ErrorEnvelope;
import io.attest.adapters.http.filter.ConsoleGuardFilter;
import io.attest.application.accounts.ConsoleSessions;
import io.attest.application.accounts.LogIn;
import io.attest.application.accounts.SignUp;
import io.attest.application.accounts.SignedIn;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.CookieValue;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;

/** Console sign-up, login and logout; the session travels in an HttpOnly, SameSite=Strict cookie. */
@Controller("/console/api")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Console")
public class ConsoleAccountController {

    private final SignUp signUp;
    private final LogIn logIn;
    private final ConsoleSessions sessions;
    private final ClientAddresses clientAddresses;

    public ConsoleAccountController(SignUp signUp, LogIn logIn, ConsoleSessions sessions, ClientAddresses clientAddresses) {
        this.signUp = signUp;
        this.logIn = logIn;
        this.sessions = sessions;
        this.clientAddresses = clientAddresses;
    }

    @Post("/signup")
    @Operation(operationId = "signUp", summary = "Create an account (free plan) and sign in")
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    @RequestBody(required = true, content = @Content(schema = @Schema(implementation = ConsoleViews.CredentialsRequest.class)))
    @ApiResponse(responseCode = "201", description = "Signed up; the session cookie is set",
            content = @Content(schema = @Schema(implementation = ConsoleViews.AccountView.class)))
    public MutableHttpResponse<ConsoleViews.AccountView> signup(HttpRequest<?> request,
                                                                @Valid @Body ConsoleViews.CredentialsRequest body) {
        SignedIn signedIn = signUp.signUp(body.email(), body.password(), clientAddresses.of(request));
        return withSession(HttpResponse.status(HttpStatus.CREATED), request, signedIn);
    }

    @Post("/login")
    @Operation(operationId = "logIn", summary = "Sign in with e-mail and password")
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    @RequestBody(required = true, content = @Content(schema = @Schema(implementation = ConsoleViews.CredentialsRequest.class)))
    @ApiResponse(responseCode = "200", description = "Signed in; the session cookie is set",
            content = @Content(schema = @Schema(implementation = ConsoleViews.AccountView.class)))
    public MutableHttpResponse<ConsoleViews.AccountView> login(HttpRequest<?> request,
                                                               @Valid @Body ConsoleViews.CredentialsRequest body) {
        SignedIn signedIn = logIn.logIn(body.email(), body.password(), clientAddresses.of(request));
        return withSession(HttpResponse.ok(), request, signedIn);
    }

    @Post("/logout")
    @Operation(operationId = "logOut", summary = "End the session")
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    @ApiResponse(responseCode = "204", description = "Signed out")
    public MutableHttpResponse<Void> logout(HttpRequest<?> request,
                                            @Nullable @CookieValue(ConsoleGuardFilter.SESSION_COOKIE) String token) {
        sessions.logOut(token);
        return HttpResponse.<Void>noContent().cookie(SessionCookie.cleared(request));
    }

    private static MutableHttpResponse<ConsoleViews.AccountView> withSession(MutableHttpResponse<ConsoleViews.AccountView> response,
                                                                             HttpRequest<?> request, SignedIn signedIn) {
        return response.body(ConsoleViews.AccountView.of(signedIn.account()))
                .cookie(SessionCookie.of(signedIn.sessionToken(), request));
    }
}
