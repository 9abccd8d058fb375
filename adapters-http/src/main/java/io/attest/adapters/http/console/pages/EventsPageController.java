package io.attest.adapters.http.console.pages;

import io.attest.application.events.BrowseEvents;
import io.attest.application.events.ReplayDeliveries;
import io.attest.domain.events.DomainEvent;
import io.attest.domain.shared.AttestException;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.json.JsonMapper;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Hidden;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/** The account's recent events, one event with its deliveries per endpoint and every attempt, and its replay. */
@Hidden
@Controller("/console/events")
@Produces(MediaType.TEXT_HTML)
@ExecuteOn(TaskExecutors.BLOCKING)
public class EventsPageController {

    /** The list shows the last 30 days, newest first, at most this many. */
    static final int SHOWN = BrowseEvents.MAX_LIMIT;
    private static final Duration WINDOW = Duration.ofDays(30);

    private final BrowseEvents events;
    private final ReplayDeliveries replay;
    private final JsonMapper json;
    private final Clock clock;

    public EventsPageController(BrowseEvents events, ReplayDeliveries replay, JsonMapper json, Clock clock) {
        this.events = events;
        this.replay = replay;
        this.json = json;
        this.clock = clock;
    }

    public record EventRow(String id, String type, String createdAt) {
        static EventRow of(DomainEvent e) {
            return new EventRow(e.id().value(), e.type(), Pages.timeToSecond(e.createdAt()));
        }
    }

    public record ListPage(Chrome chrome, List<EventRow> events, boolean more) {
    }

    public record EventPage(Chrome chrome, EventRow event, String data, List<DeliveryRows.DeliveryRow> deliveries, String notice) {
    }

    @Get
    public HttpResponse<?> list(HttpRequest<?> request) {
        // Oldest first from the window's start; shown newest first.
        var page = events.list(KeysPageController.account(request), null, clock.instant().minus(WINDOW), SHOWN);
        List<EventRow> rows = page.events().stream().map(EventRow::of).toList().reversed();
        return Pages.ok("events", new ListPage(Chrome.signedIn(request, "events"), rows, page.hasMore()));
    }

    @Get("/{id}")
    public HttpResponse<?> show(HttpRequest<?> request, @PathVariable String id, @Nullable @QueryValue String replayed) {
        var account = KeysPageController.account(request);
        try {
            DomainEvent event = events.get(account, id);
            String notice = replayed == null ? null : "The event is queued again for " + replayed
                    + (replayed.equals("1") ? " endpoint." : " endpoints.");
            return Pages.ok("event", new EventPage(Chrome.signedIn(request, "events"), EventRow.of(event), pretty(event.data()),
                    DeliveryRows.of(events.deliveries(account, id)), notice));
        } catch (AttestException e) {
            return KeysPageController.notFound(request);
        }
    }

    @Post(value = "/{id}/replay", consumes = MediaType.APPLICATION_FORM_URLENCODED)
    public HttpResponse<?> replay(HttpRequest<?> request, @PathVariable String id, @Nullable @Body Map<String, Object> body) {
        ConsoleForm.signedIn(request, body);
        try {
            int queued = replay.replayEvent(KeysPageController.account(request), WebhooksPageController.ACTOR, id);
            return HttpResponse.seeOther(URI.create("/console/events/" + id + "?replayed=" + queued));
        } catch (AttestException e) {
            return KeysPageController.notFound(request);
        }
    }

    private String pretty(Map<String, Object> data) {
        try {
            return new String(json.writeValueAsBytes(data), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return String.valueOf(data);
        }
    }
}
