package io.attest.adapters.http.console.pages;

import io.attest.adapters.http.RequestAttributes;
import io.attest.adapters.http.error.HttpErrors;
import io.attest.application.accounts.CreatedApiKey;
import io.attest.application.accounts.ManageApiKeys;
import io.attest.domain.accounts.ApiKey;
import io.attest.domain.accounts.RevocationReason;
import io.attest.domain.accounts.Scope;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.Produces;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Hidden;
import java.net.URI;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** API keys: list, create (the secret shown on this one answer), revoke after a confirmation page. */
@Hidden
@Controller(ConsolePaths.KEYS)
@Produces(MediaType.TEXT_HTML)
@ExecuteOn(TaskExecutors.BLOCKING)
public class KeysPageController {

    private final ManageApiKeys keys;

    public KeysPageController(ManageApiKeys keys) {
        this.keys = keys;
    }

    /** One row of the key table; times already formatted. */
    public record KeyRow(String id, String name, String hint, String scopes, String created, String lastUsed,
                         String revoked, boolean active) {
        static KeyRow of(ApiKey key) {
            return new KeyRow(key.id().value(), key.name(), key.hint(),
                    String.join(", ", key.scopes().stream().map(Scope::id).sorted().toList()), Pages.time(key.createdAt()),
                    Pages.time(key.lastUsedAt()),
                    key.isRevoked() ? Pages.time(key.revokedAt()) + (key.revokedReason() == RevocationReason.REVOKED ? ""
                            : " (" + key.revokedReason().id() + ")") : null,
                    !key.isRevoked());
        }
    }

    /** A scope checkbox of the create form. */
    public record ScopeOption(String id, boolean checked) {
    }

    /** The key just created: the only time its secret is shown. */
    public record NewKey(String name, String secret, String hint) {
    }

    public record Page(Chrome chrome, List<KeyRow> keys, NewKey created, String name, List<ScopeOption> scopes,
                       String nameError, String scopesError, String notice) {
    }

    public record Revoke(Chrome chrome, KeyRow key) {
    }

    @Get
    public HttpResponse<?> list(HttpRequest<?> request, @Nullable @io.micronaut.http.annotation.QueryValue String revoked) {
        return page(request, HttpStatus.OK, null, "", allScopes(), null, null,
                revoked != null ? "The key was revoked: calls with it now answer 401." : null);
    }

    @Post(consumes = MediaType.APPLICATION_FORM_URLENCODED)
    public HttpResponse<?> create(HttpRequest<?> request, @Nullable @Body Map<String, Object> body) {
        ConsoleForm form = ConsoleForm.signedIn(request, body);
        List<String> chosen = form.values("scopes");
        List<ScopeOption> options = options(chosen);
        if (chosen.isEmpty()) {
            return page(request, HttpStatus.BAD_REQUEST, null, form.text("name"), options, null,
                    "Choose at least one scope.", null);
        }
        try {
            CreatedApiKey created = keys.create(account(request), form.value("name"), chosen);
            NewKey shown = new NewKey(created.key().name(), created.secret().reveal(), created.key().hint());
            return page(request, HttpStatus.CREATED, shown, "", allScopes(), null, null, null);
        } catch (AttestException e) {
            String field = Pages.fieldOf(e);
            return page(request, HttpErrors.statusOf(e.code()), null, form.text("name"), options,
                    "scopes".equals(field) ? null : e.getMessage(), "scopes".equals(field) ? e.getMessage() : null, null);
        }
    }

    @Get("/{id}/revoke")
    public HttpResponse<?> confirmRevoke(HttpRequest<?> request, @PathVariable String id) {
        return keys.list(account(request)).stream().filter(k -> k.id().value().equals(id) && !k.isRevoked()).findFirst()
                .<HttpResponse<?>>map(k -> Pages.ok("revoke-key", new Revoke(Chrome.signedIn(request, "keys"), KeyRow.of(k))))
                .orElseGet(() -> notFound(request));
    }

    @Post(value = "/{id}/revoke", consumes = MediaType.APPLICATION_FORM_URLENCODED)
    public HttpResponse<?> revoke(HttpRequest<?> request, @PathVariable String id, @Nullable @Body Map<String, Object> body) {
        ConsoleForm.signedIn(request, body);
        try {
            keys.revoke(account(request), id);
        } catch (AttestException e) {
            return notFound(request);
        }
        return HttpResponse.seeOther(URI.create(ConsolePaths.KEYS + "?revoked=1"));
    }

    private HttpResponse<?> page(HttpRequest<?> request, HttpStatus status, NewKey created, String name,
                                 List<ScopeOption> scopes, String nameError, String scopesError, String notice) {
        List<KeyRow> rows = keys.list(account(request)).stream().map(KeyRow::of).toList();
        return Pages.render(status, "keys", new Page(Chrome.signedIn(request, "keys"), rows, created, name, scopes,
                nameError, scopesError, notice));
    }

    static HttpResponse<?> notFound(HttpRequest<?> request) {
        return Pages.render(HttpStatus.NOT_FOUND, "refused", new Pages.Refused(Chrome.signedIn(request, ""),
                "There is nothing here: it does not exist in this account, or it is already gone."));
    }

    static AccountId account(HttpRequest<?> request) {
        return new AccountId(request.getAttribute(RequestAttributes.ACCOUNT_ID, String.class).orElseThrow());
    }

    private static List<ScopeOption> allScopes() {
        return Arrays.stream(Scope.values()).map(s -> new ScopeOption(s.id(), true)).toList();
    }

    private static List<ScopeOption> options(Collection<String> chosen) {
        Set<String> set = Set.copyOf(chosen);
        return Arrays.stream(Scope.values()).map(s -> new ScopeOption(s.id(), set.contains(s.id()))).toList();
    }
}
