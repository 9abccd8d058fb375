package io.attest.adapters.http.console;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.attest.adapters.http.Timestamps;
import io.attest.application.accounts.CreatedApiKey;
import io.attest.domain.accounts.Account;
import io.attest.domain.accounts.ApiKey;
import io.attest.domain.accounts.Scope;
import io.attest.domain.accounts.Usage;
import io.attest.adapters.http.json.StrictJson;
import io.attest.domain.accounts.Email;
import io.attest.domain.accounts.Password;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** Request and response bodies of the console JSON routes. */
public final class ConsoleViews {

    private static final int MAX_SCOPES = 16;
    private static final int MAX_SCOPE_CHARS = 32;

    private ConsoleViews() {
    }

    @Serdeable
    @Schema(name = "Credentials")
    public record CredentialsRequest(
            @StrictJson.Text
            @NotNull(message = "is required")
            @Size(max = Email.MAX_LENGTH, message = "must be at most " + Email.MAX_LENGTH + " characters")
            @Schema(example = "ada@example.com", maxLength = Email.MAX_LENGTH) String email,
            @StrictJson.Text
            @NotNull(message = "is required")
            @Size(max = Password.MAX_LENGTH, message = "must be at most " + Password.MAX_LENGTH + " characters")
            @Schema(minLength = 12, maxLength = Password.MAX_LENGTH) String password) {
    }

    @Serdeable
    @Schema(name = "Account")
    public record AccountView(@JsonProperty("account_id") String accountId, String email, String plan) {
        static AccountView of(Account account) {
            return new AccountView(account.id().value(), account.email().value(), account.plan().id());
        }
    }

    @Serdeable
    @Schema(name = "CreateKey")
    public record CreateKeyRequest(
            @StrictJson.Text
            @NotNull(message = "is required")
            @Size(max = ApiKey.MAX_NAME_LENGTH, message = "must be at most " + ApiKey.MAX_NAME_LENGTH + " characters")
            @Schema(example = "ci pipeline", maxLength = ApiKey.MAX_NAME_LENGTH) String name,
            @Nullable
            @StrictJson.TextList
            @Size(max = MAX_SCOPES, message = "must have at most " + MAX_SCOPES + " elements")
            @ArraySchema(maxItems = MAX_SCOPES, schema = @Schema(type = "string", allowableValues = {"guard", "deal", "voice", "calculator", "meetings", "webhooks"}),
                    arraySchema = @Schema(description = "Omit for all scopes", nullable = true))
            List<@Size(max = MAX_SCOPE_CHARS, message = "must be at most " + MAX_SCOPE_CHARS + " characters") String> scopes) {
    }

    @Serdeable
    @Schema(name = "CreatedKey", description = "The secret appears in this response only.")
    public record CreatedKeyView(String id, String name, String secret, String hint, List<String> scopes,
                                 @JsonProperty("created_at") String createdAt) {
        static CreatedKeyView of(CreatedApiKey created) {
            ApiKey key = created.key();
            return new CreatedKeyView(key.id().value(), key.name(), created.secret().reveal(), key.hint(),
                    scopeIds(key), Timestamps.iso(key.createdAt()));
        }
    }

    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "Key")
    public record KeyView(String id, String name, String hint, List<String> scopes,
                          @JsonProperty("created_at") String createdAt,
                          @JsonProperty("last_used_at") @Schema(nullable = true) String lastUsedAt,
                          @JsonProperty("revoked_at") @Schema(nullable = true) String revokedAt,
                          @JsonProperty("revoked_reason") @Schema(type = "string", nullable = true, allowableValues = {"revoked", "operator", "compromised"}) String revokedReason) {
        static KeyView of(ApiKey key) {
            return new KeyView(key.id().value(), key.name(), key.hint(), scopeIds(key), Timestamps.iso(key.createdAt()),
                    Timestamps.iso(key.lastUsedAt()), Timestamps.iso(key.revokedAt()),
                    key.revokedReason() == null ? null : key.revokedReason().id());
        }
    }

    @Serdeable
    @Schema(name = "KeyList")
    public record KeyList(List<KeyView> keys) {
    }

    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "Usage")
    public record UsageView(@Schema(example = "2026-11") String period, long used,
                            @Schema(nullable = true, description = "null when the plan is unlimited") Long limit,
                            @JsonProperty("resets_at") String resetsAt) {
        public static UsageView of(Usage usage) {
            return new UsageView(usage.period().id(), usage.used(),
                    usage.limit().isPresent() ? usage.limit().getAsLong() : null, Timestamps.iso(usage.period().resetsAt()));
        }
    }

    static List<String> scopeIds(ApiKey key) {
        return key.scopes().stream().map(Scope::id).sorted().toList();
    }

}
