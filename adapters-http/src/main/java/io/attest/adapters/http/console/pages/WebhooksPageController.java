package io.attest.adapters.http.console.pages;

import io.attest.adapters.http.error.HttpErrors;
import io.attest.application.events.ManageWebhookEndpoints;
import io.attest.application.events.ReplayDeliveries;
import io.attest.domain.events.EventTypes;
import io.attest.domain.events.WebhookEndpoint;
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
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Hidden;
import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Webhook endpoints: register (the signing secret shown on that answer only), the deliveries of one endpoint
 * with every attempt, replay of its parked deliveries since a time, secret rotation and deletion after a
 * confirmation page. Replays are audited with the actor {@code console}.
 */
@Hidden
@Controller("/console/webhooks")
@Produces(MediaType.TEXT_HTML)
@ExecuteOn(TaskExecutors.BLOCKING)
public class WebhooksPageController {

    static final String ACTOR = "console";
    private static final int DELIVERIES_SHOWN = 50;
    private static final DateTimeFormatter LOCAL_INPUT = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm");

    private final ManageWebhookEndpoints endpoints;
    private final ReplayDeliveries replay;
    private final Clock clock;

    public WebhooksPageController(ManageWebhookEndpoints endpoints, ReplayDeliveries replay, Clock clock) {
        this.endpoints = endpoints;
        this.replay = replay;
        this.clock = clock;
    }

    public record EndpointRow(String id, String url, String events, String createdAt, String rotatedAt) {
        static EndpointRow of(WebhookEndpoint e) {
            return new EndpointRow(e.id().value(), e.url().toString(), String.join(", ", e.events()),
                    Pages.time(e.createdAt()), e.secretRotatedAt() == null ? null : Pages.time(e.secretRotatedAt()));
        }
    }

    public record EventOption(String type, boolean checked) {
    }

    /** An endpoint's secret, shown once: after registration or rotation. */
    public record NewSecret(String endpointId, String url, String secret, String previousValidUntil) {
    }

    public record ListPage(Chrome chrome, List<EndpointRow> endpoints, NewSecret created, String url, List<EventOption> events,
                           String urlError, String eventsError, String notice) {
    }

    public record EndpointPage(Chrome chrome, EndpointRow endpoint, List<DeliveryRows.DeliveryRow> deliveries, String since,
                               String sinceError, String notice, NewSecret rotated) {
    }

    /** The confirmation page of a rotation or deletion. */
    public record Confirm(Chrome chrome, EndpointRow endpoint, String action) {
    }

    @Get
    public HttpResponse<?> list(HttpRequest<?> request, @Nullable @QueryValue String deleted) {
        return listPage(request, HttpStatus.OK, null, "", options(List.of()), null, null,
                deleted != null ? "The endpoint was deleted; its pending deliveries are cancelled." : null);
    }

    @Post(consumes = MediaType.APPLICATION_FORM_URLENCODED)
    public HttpResponse<?> create(HttpRequest<?> request, @Nullable @Body Map<String, Object> body) {
        ConsoleForm form = ConsoleForm.signedIn(request, body);
        String url = form.text("url");
        List<String> chosen = form.values("events");
        if (chosen.isEmpty()) {
            return listPage(request, HttpStatus.BAD_REQUEST, null, url, options(chosen), null, "Choose at least one event type.", null);
        }
        try {
            var created = endpoints.register(KeysPageController.account(request), url, chosen);
            return listPage(request, HttpStatus.CREATED, secret(created), "", options(List.of()), null, null, null);
        } catch (AttestException e) {
            boolean eventsField = "events".equals(Pages.fieldOf(e));
            return listPage(request, HttpErrors.statusOf(e.code()), null, url, options(chosen),
                    eventsField ? null : e.getMessage(), eventsField ? e.getMessage() : null, null);
        }
    }

    @Get("/{id}")
    public HttpResponse<?> show(HttpRequest<?> request, @PathVariable String id, @Nullable @QueryValue String replayed) {
        String notice = replayed == null ? null : replayed + (replayed.equals("1") ? " delivery is" : " deliveries are")
                + " queued again.";
        return endpointPage(request, HttpStatus.OK, id, defaultSince(), null, notice, null);
    }

    @Post(value = "/{id}/replay", consumes = MediaType.APPLICATION_FORM_URLENCODED)
    public HttpResponse<?> replayParked(HttpRequest<?> request, @PathVariable String id, @Nullable @Body Map<String, Object> body) {
        ConsoleForm form = ConsoleForm.signedIn(request, body);
        String since = form.text("since");
        Instant from;
        try {
            from = LocalDateTime.parse(since).toInstant(ZoneOffset.UTC);
        } catch (DateTimeParseException e) {
            return endpointPage(request, HttpStatus.BAD_REQUEST, id, since, "Enter a date and time (UTC).", null, null);
        }
        try {
            int queued = replay.replayParked(KeysPageController.account(request), ACTOR, id, from);
            return HttpResponse.seeOther(URI.create("/console/webhooks/" + id + "?replayed=" + queued));
        } catch (AttestException e) {
            return KeysPageController.notFound(request);
        }
    }

    @Get("/{id}/rotate")
    public HttpResponse<?> confirmRotate(HttpRequest<?> request, @PathVariable String id) {
        return confirm(request, id, "rotate");
    }

    @Post(value = "/{id}/rotate", consumes = MediaType.APPLICATION_FORM_URLENCODED)
    public HttpResponse<?> rotate(HttpRequest<?> request, @PathVariable String id, @Nullable @Body Map<String, Object> body) {
        ConsoleForm.signedIn(request, body);
        try {
            var rotated = endpoints.rotateSecret(KeysPageController.account(request), id);
            return endpointPage(request, HttpStatus.OK, id, defaultSince(), null, null, secret(rotated));
        } catch (AttestException e) {
            return KeysPageController.notFound(request);
        }
    }

    @Get("/{id}/delete")
    public HttpResponse<?> confirmDelete(HttpRequest<?> request, @PathVariable String id) {
        return confirm(request, id, "delete");
    }

    @Post(value = "/{id}/delete", consumes = MediaType.APPLICATION_FORM_URLENCODED)
    public HttpResponse<?> delete(HttpRequest<?> request, @PathVariable String id, @Nullable @Body Map<String, Object> body) {
        ConsoleForm.signedIn(request, body);
        try {
            endpoints.delete(KeysPageController.account(request), id);
        } catch (AttestException e) {
            return KeysPageController.notFound(request);
        }
        return HttpResponse.seeOther(URI.create("/console/webhooks?deleted=1"));
    }

    private HttpResponse<?> confirm(HttpRequest<?> request, String id, String action) {
        try {
            WebhookEndpoint endpoint = endpoints.get(KeysPageController.account(request), id);
            return Pages.ok("webhook-confirm", new Confirm(Chrome.signedIn(request, "webhooks"), EndpointRow.of(endpoint), action));
        } catch (AttestException e) {
            return KeysPageController.notFound(request);
        }
    }

    private HttpResponse<?> listPage(HttpRequest<?> request, HttpStatus status, NewSecret created, String url,
                                     List<EventOption> events, String urlError, String eventsError, String notice) {
        List<EndpointRow> rows = endpoints.list(KeysPageController.account(request)).stream().map(EndpointRow::of).toList();
        return Pages.render(status, "webhooks", new ListPage(Chrome.signedIn(request, "webhooks"), rows, created, url, events,
                urlError, eventsError, notice));
    }

    private HttpResponse<?> endpointPage(HttpRequest<?> request, HttpStatus status, String id, String since, String sinceError,
                                         String notice, NewSecret rotated) {
        var account = KeysPageController.account(request);
        try {
            WebhookEndpoint endpoint = endpoints.get(account, id);
            var deliveries = DeliveryRows.of(replay.list(account, id, null, DELIVERIES_SHOWN));
            return Pages.render(status, "webhook", new EndpointPage(Chrome.signedIn(request, "webhooks"), EndpointRow.of(endpoint),
                    deliveries, since, sinceError, notice, rotated));
        } catch (AttestException e) {
            return KeysPageController.notFound(request);
        }
    }

    private static NewSecret secret(ManageWebhookEndpoints.WithSecret with) {
        return new NewSecret(with.endpoint().id().value(), with.endpoint().url().toString(), with.secret().value(),
                with.previousSecretExpiresAt() == null ? null : Pages.time(with.previousSecretExpiresAt()));
    }

    /** Replay "since" starts a week back: parking takes about 15 h of retries. */
    private String defaultSince() {
        return LOCAL_INPUT.format(LocalDateTime.ofInstant(clock.instant().minus(7, ChronoUnit.DAYS), ZoneOffset.UTC));
    }

    private static List<EventOption> options(List<String> chosen) {
        Set<String> set = Set.copyOf(chosen);
        return EventTypes.ALL.stream().sorted().map(t -> new EventOption(t, set.contains(t))).toList();
    }
}
