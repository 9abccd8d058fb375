package io.attest.adapters.http.console.pages;

import io.attest.domain.events.Delivery;
import io.attest.domain.events.DeliveryAttempt;
import io.attest.domain.events.DeliveryStatus;
import java.util.List;

/** Deliveries and their attempt logs as the console tables show them. */
public final class DeliveryRows {

    private DeliveryRows() {
    }

    public record AttemptRow(int number, String startedAt, String status, boolean succeeded, long durationMillis,
                             String error, String response) {
        static AttemptRow of(DeliveryAttempt a) {
            return new AttemptRow(a.number(), Pages.timeToSecond(a.startedAt()),
                    a.statusCode() == null ? "no answer" : String.valueOf(a.statusCode()), a.succeeded(), a.durationMillis(),
                    a.error(), a.responseExcerpt());
        }
    }

    /** {@code badge} is the CSS class of the status: ok, bad (parked), wait (pending) or off (cancelled). */
    public record DeliveryRow(String id, String eventId, String eventType, String endpointId, String status, String badge,
                              int attempts, String nextAttemptAt, String deliveredAt, String createdAt, boolean parked,
                              List<AttemptRow> attemptLog) {
        static DeliveryRow of(Delivery d) {
            String badge = switch (d.status()) {
                case SUCCEEDED -> "ok";
                case PARKED -> "bad";
                case PENDING -> "wait";
                case CANCELLED -> "off";
            };
            return new DeliveryRow(d.id(), d.eventId().value(), d.eventType(), d.endpointId().value(), d.status().wireName(),
                    badge, d.attempts(), d.nextAttemptAt() == null ? null : Pages.timeToSecond(d.nextAttemptAt()),
                    d.deliveredAt() == null ? null : Pages.timeToSecond(d.deliveredAt()), Pages.timeToSecond(d.createdAt()),
                    d.status() == DeliveryStatus.PARKED, d.attemptLog().stream().map(AttemptRow::of).toList());
        }
    }

    static List<DeliveryRow> of(List<Delivery> deliveries) {
        return deliveries.stream().map(DeliveryRow::of).toList();
    }
}
