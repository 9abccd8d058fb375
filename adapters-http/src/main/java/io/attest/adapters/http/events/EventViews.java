package io.attest.adapters.http.events;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.attest.adapters.http.Timestamps;
import io.attest.domain.events.Delivery;
import io.attest.domain.events.DeliveryAttempt;
import io.attest.domain.events.DomainEvent;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;
import java.util.Map;

/** Events (the envelope of spec 2.7), deliveries and their attempt logs. */
public final class EventViews {

    private EventViews() {
    }

    @Serdeable
    @Schema(name = "Event", description = "The webhook envelope, exactly as delivered")
    public record EventView(
            @Schema(description = "evt_…; receivers de-duplicate by it") String id,
            @Schema(type = "string", allowableValues = {"meeting_memory.ingest.completed", "meeting_memory.digest.weekly",
                    "voice_profile.train.completed", "key.compromised"}) String type,
            @JsonProperty("created_at") String createdAt,
            Map<String, Object> data) {

        public static EventView of(DomainEvent event) {
            return new EventView(event.id().value(), event.type(), Timestamps.iso(event.createdAt()), event.data());
        }
    }

    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "EventList", description = "Newest first")
    public record EventList(List<EventView> events,
                            @JsonProperty("has_more") @Schema(description = "Older events follow: pass the last id as starting_after")
                            boolean hasMore) {
    }

    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "DeliveryAttempt")
    public record AttemptView(
            int number,
            @JsonProperty("started_at") String startedAt,
            @JsonProperty("duration_ms") long durationMs,
            @JsonProperty("status_code") @Schema(description = "null when no answer came", nullable = true) Integer statusCode,
            boolean succeeded,
            @Schema(description = "Why the attempt failed; null when it succeeded", nullable = true) String error,
            @JsonProperty("response_excerpt") @Schema(description = "The first 1 KB of the answer's body", nullable = true) String responseExcerpt) {

        static AttemptView of(DeliveryAttempt a) {
            return new AttemptView(a.number(), Timestamps.iso(a.startedAt()), a.durationMillis(), a.statusCode(),
                    a.succeeded(), a.error(), a.responseExcerpt());
        }
    }

    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "Delivery")
    public record DeliveryView(
            String id,
            @JsonProperty("event_id") String eventId,
            @JsonProperty("event_type") String eventType,
            @JsonProperty("endpoint_id") String endpointId,
            @Schema(type = "string", allowableValues = {"pending", "succeeded", "parked", "cancelled"}) String status,
            int attempts,
            @JsonProperty("next_attempt_at") @Schema(nullable = true, description = "null when no attempt is due") String nextAttemptAt,
            @JsonProperty("delivered_at") @Schema(nullable = true, description = "null until a 2xx") String deliveredAt,
            @JsonProperty("created_at") String createdAt,
            @JsonProperty("attempt_log") List<AttemptView> attemptLog) {

        public static DeliveryView of(Delivery d) {
            return new DeliveryView(d.id(), d.eventId().value(), d.eventType(), d.endpointId().value(),
                    d.status().wireName(), d.attempts(), Timestamps.iso(d.nextAttemptAt()), Timestamps.iso(d.deliveredAt()),
                    Timestamps.iso(d.createdAt()), d.attemptLog().stream().map(AttemptView::of).toList());
        }
    }

    @Serdeable
    @Schema(name = "DeliveryList")
    public record DeliveryList(List<DeliveryView> deliveries) {

        public static DeliveryList of(List<Delivery> deliveries) {
            return new DeliveryList(deliveries.stream().map(DeliveryView::of).toList());
        }
    }

    @Serdeable
    @Schema(name = "EventReplay")
    public record EventReplay(@JsonProperty("event_id") String eventId,
                              @Schema(description = "Deliveries queued again") int replayed) {
    }
}
