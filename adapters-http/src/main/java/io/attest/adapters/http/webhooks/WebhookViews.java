package io.attest.adapters.http.webhooks;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.attest.adapters.http.Timestamps;
import io.attest.application.events.ManageWebhookEndpoints;
import io.attest.domain.events.WebhookEndpoint;
import io.attest.adapters.http.json.StrictJson;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** Webhook endpoints (decisions.md section 8). */
public final class WebhookViews {

    private static final int MAX_EVENT_TYPE = 100;

    private WebhookViews() {
    }

    @Serdeable
    @Schema(name = "CreateWebhookEndpointRequest")
    public record CreateRequest(
            @StrictJson.Text
            @NotNull(message = "is required")
            @Size(max = ManageWebhookEndpoints.MAX_URL_CHARS, message = "must be at most " + ManageWebhookEndpoints.MAX_URL_CHARS + " characters")
            @Schema(description = "https URL of the receiver; at most 2048 characters", example = "https://example.com/hooks/attest",
                    maxLength = ManageWebhookEndpoints.MAX_URL_CHARS) String url,

            @StrictJson.TextList
            @NotEmpty(message = "must be a non-empty array of strings")
            @Size(max = ManageWebhookEndpoints.MAX_EVENTS, message = "must have at most " + ManageWebhookEndpoints.MAX_EVENTS + " elements")
            @ArraySchema(minItems = 1, maxItems = ManageWebhookEndpoints.MAX_EVENTS,
                    arraySchema = @Schema(description = "Event types to receive (spec section 6), 1–10"))
            List<@Size(max = MAX_EVENT_TYPE, message = "must be at most " + MAX_EVENT_TYPE + " characters") String> events) {
    }

    @Serdeable
    @Schema(name = "ReplayParkedRequest")
    public record ReplayRequest(
            @StrictJson.Text
            @NotNull(message = "is required")
            @Size(max = 64, message = "must be at most 64 characters")
            @Schema(description = "ISO 8601 timestamp: parked deliveries of events created at or after it",
                    example = "2026-01-05T08:00:00Z") String since) {
    }

    @Serdeable
    @Schema(name = "WebhookEndpoint")
    public record EndpointView(
            String id,
            @Schema(type = "string", allowableValues = "webhook_endpoint") String object,
            String url,
            List<String> events,
            @Schema(type = "string", allowableValues = "active") String status,
            @JsonProperty("created_at") String createdAt,
            @Nullable @JsonProperty("secret_rotated_at") @Schema(description = "Absent until the first rotation") String secretRotatedAt,
            @Nullable @Schema(description = "whsec_…; only in the answers to creation and rotation") String secret,
            @Nullable @JsonProperty("previous_secret_expires_at")
            @Schema(description = "After a rotation: until when the old secret still signs (Service-Signature-Previous)")
            String previousSecretExpiresAt) {

        public static EndpointView of(WebhookEndpoint e) {
            return new EndpointView(e.id().value(), "webhook_endpoint", e.url().toString(), e.events(), e.status(),
                    Timestamps.iso(e.createdAt()), Timestamps.iso(e.secretRotatedAt()), null, null);
        }

        public static EndpointView withSecret(ManageWebhookEndpoints.WithSecret s) {
            EndpointView v = of(s.endpoint());
            return new EndpointView(v.id(), v.object(), v.url(), v.events(), v.status(), v.createdAt(), v.secretRotatedAt(),
                    s.secret().value(), Timestamps.iso(s.previousSecretExpiresAt()));
        }
    }

    @Serdeable
    @Schema(name = "WebhookEndpointList")
    public record EndpointList(List<EndpointView> endpoints) {
    }

    @Serdeable
    @Schema(name = "EndpointReplay")
    public record EndpointReplay(@JsonProperty("endpoint_id") String endpointId, String since,
                                 @Schema(description = "Parked deliveries queued again") int replayed) {
    }
}
