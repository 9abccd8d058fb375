package io.attest.server.wiring;

import io.attest.adapters.webhook.AddressRules;
import io.attest.adapters.webhook.HostResolver;
import io.attest.adapters.webhook.TargetCheck;
import io.attest.adapters.webhook.WebhookSettings;
import io.attest.application.events.BrowseEvents;
import io.attest.application.events.EventRetention;
import io.attest.application.events.ManageWebhookEndpoints;
import io.attest.application.events.ReplayDeliveries;
import io.attest.application.events.WeeklyDigestSchedule;
import io.attest.application.operations.GetOperation;
import io.attest.domain.events.port.DeliveryQueue;
import io.attest.domain.events.port.DigestWindows;
import io.attest.domain.events.port.EventLog;
import io.attest.domain.events.port.EventOutbox;
import io.attest.domain.events.port.WebhookEndpointRepository;
import io.attest.domain.events.port.WebhookTargetPolicy;
import io.attest.domain.events.port.WeeklyDigestAudience;
import io.attest.domain.operations.port.OperationStore;
import io.attest.domain.shared.Base62;
import io.attest.domain.shared.port.TransactionBoundary;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Clock;
import java.time.Duration;

/**
 * Events, webhooks and asynchronous operations (docs/webhooks.md): the use cases, the SSRF rules and
 * the delivery settings. The workers themselves start with the HTTP server ({@link BackgroundWorkers}),
 * not with an operator command's context.
 */
@Factory
public class EventsWiring {

    /** Built at start-up: a malformed allowed range (or port) must stop the server, not the first delivery. */
    @Context
    AddressRules addressRules(@Value("${attest.webhooks.allowed-cidrs:}") String allowedCidrs) {
        return new AddressRules(WebhookSettings.parseAllowList(allowedCidrs));
    }

    @Singleton
    HostResolver hostResolver() {
        return HostResolver.SYSTEM;
    }

    @Singleton
    TargetCheck targetCheck(AddressRules rules, HostResolver resolver,
                            @Value("${attest.webhooks.allow-http:false}") boolean allowHttp) {
        return new TargetCheck(rules, allowHttp, resolver);
    }

    @Singleton
    WebhookSettings webhookSettings(AddressRules rules,
                                    @Value("${attest.webhooks.allow-http:false}") boolean allowHttp,
                                    @Value("${attest.webhooks.worker.concurrency:32}") int concurrency,
                                    @Value("${attest.webhooks.worker.per-endpoint-concurrency:4}") int perEndpoint,
                                    @Value("${attest.webhooks.worker.per-account-concurrency:16}") int perAccount,
                                    @Value("${attest.webhooks.worker.poll-interval:250ms}") Duration pollInterval,
                                    @Value("${attest.webhooks.worker.lease:60s}") Duration lease) {
        return new WebhookSettings(rules.allowed(), allowHttp, workerId("webhooks"), concurrency, perEndpoint, perAccount,
                pollInterval,
                lease, WebhookSettings.CONNECT_TIMEOUT, WebhookSettings.TOTAL_TIMEOUT);
    }

    @Singleton
    GetOperation getOperation(OperationStore store, TransactionBoundary tx) {
        return new GetOperation(store, tx);
    }

    @Singleton
    ManageWebhookEndpoints manageWebhookEndpoints(WebhookEndpointRepository endpoints, TargetCheck policy,
                                                  TransactionBoundary tx, Clock clock) {
        WebhookTargetPolicy targetPolicy = policy;
        return new ManageWebhookEndpoints(endpoints, targetPolicy, tx, clock);
    }

    @Singleton
    BrowseEvents browseEvents(EventLog events, DeliveryQueue deliveries, TransactionBoundary tx) {
        return new BrowseEvents(events, deliveries, tx);
    }

    @Singleton
    ReplayDeliveries replayDeliveries(EventLog events, WebhookEndpointRepository endpoints, DeliveryQueue deliveries,
                                      TransactionBoundary tx, Clock clock) {
        return new ReplayDeliveries(events, endpoints, deliveries, tx, clock);
    }

    @Singleton
    WeeklyDigestSchedule weeklyDigestSchedule(WeeklyDigestAudience audience, DigestWindows windows, EventOutbox outbox,
                                              TransactionBoundary tx, Clock clock) {
        return new WeeklyDigestSchedule(audience, windows, outbox, tx, clock);
    }

    @Singleton
    EventRetention eventRetention(EventLog events, OperationStore operations, Clock clock) {
        return new EventRetention(events, operations, clock);
    }

    /** Unique per worker and instance (several instances may run on one host, or in one JVM in tests). */
    static String workerId(String kind) {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            host = "unknown-host";
        }
        return kind + "@" + host + "/" + ProcessHandle.current().pid() + "/" + Base62.random(6);
    }
}
