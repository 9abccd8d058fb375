package io.attest.server.wiring;

import io.attest.adapters.webhook.AddressRules;
import io.attest.adapters.webhook.HostResolver;
import io.attest.adapters.webhook.TargetCheck;
import io.attest.adapters.webhook.WebhookClient;
import io.attest.adapters.webhook.WebhookDispatcher;
import io.attest.adapters.webhook.WebhookSettings;
import io.attest.application.events.EventRetention;
import io.attest.application.events.WeeklyDigestSchedule;
import io.attest.application.operations.OperationHandler;
import io.attest.application.operations.OperationWorker;
import io.attest.domain.events.port.DeliveryQueue;
import io.attest.domain.events.port.EventOutbox;
import io.attest.domain.operations.port.OperationStore;
import io.attest.domain.shared.port.TransactionBoundary;
import io.micronaut.context.annotation.Value;
import io.micronaut.runtime.event.annotation.EventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Starts, with the HTTP server, this instance's webhook dispatcher, its operations worker and the
 * periodic tasks (weekly digest schedule, 30-day retention); stops them with it, giving unfinished
 * work back to the queues. An operator command's context starts none of them.
 */
@Singleton
public class BackgroundWorkers {

    private static final Logger LOG = LoggerFactory.getLogger(BackgroundWorkers.class);

    private final DeliveryQueue deliveries;
    private final OperationStore operations;
    private final EventOutbox outbox;
    private final TransactionBoundary tx;
    private final Clock clock;
    private final WebhookSettings webhookSettings;
    private final TargetCheck targetCheck;
    private final AddressRules rules;
    private final HostResolver resolver;
    private final List<OperationHandler> handlers;
    private final WeeklyDigestSchedule digest;
    private final EventRetention retention;
    private final boolean webhooksEnabled;
    private final boolean operationsEnabled;
    private final OperationWorker.Settings operationSettings;
    private final Duration scheduleInterval;

    private WebhookClient client;
    private WebhookDispatcher dispatcher;
    private OperationWorker worker;
    private ScheduledExecutorService schedule;

    public BackgroundWorkers(DeliveryQueue deliveries, OperationStore operations, EventOutbox outbox, TransactionBoundary tx,
                             Clock clock, WebhookSettings webhookSettings, TargetCheck targetCheck, AddressRules rules,
                             HostResolver resolver, List<OperationHandler> handlers, WeeklyDigestSchedule digest,
                             EventRetention retention,
                             @Value("${attest.webhooks.worker.enabled:true}") boolean webhooksEnabled,
                             @Value("${attest.operations.worker.enabled:true}") boolean operationsEnabled,
                             @Value("${attest.operations.worker.concurrency:4}") int operationConcurrency,
                             @Value("${attest.operations.worker.poll-interval:500ms}") Duration operationPoll,
                             @Value("${attest.operations.worker.lease:60s}") Duration operationLease,
                             @Value("${attest.operations.worker.max-attempts:5}") int maxAttempts,
                             @Value("${attest.events.schedule-interval:1m}") Duration scheduleInterval) {
        this.deliveries = deliveries;
        this.operations = operations;
        this.outbox = outbox;
        this.tx = tx;
        this.clock = clock;
        this.webhookSettings = webhookSettings;
        this.targetCheck = targetCheck;
        this.rules = rules;
        this.resolver = resolver;
        this.handlers = handlers;
        this.digest = digest;
        this.retention = retention;
        this.webhooksEnabled = webhooksEnabled;
        this.operationsEnabled = operationsEnabled;
        this.operationSettings = new OperationWorker.Settings(EventsWiring.workerId("operations"), operationConcurrency,
                operationPoll, operationLease, maxAttempts);
        this.scheduleInterval = scheduleInterval;
    }

    @EventListener
    synchronized void onStartup(ServerStartupEvent event) {
        if (webhooksEnabled && dispatcher == null) {
            client = new WebhookClient(targetCheck, rules, resolver, webhookSettings);
            dispatcher = new WebhookDispatcher(deliveries, client, clock, webhookSettings).start();
            LOG.info("webhook dispatcher {} started", webhookSettings.workerId());
        }
        if (operationsEnabled && worker == null) {
            worker = new OperationWorker(operations, outbox, tx, clock, handlers, operationSettings, LOG::warn).start();
            LOG.info("operations worker {} started with handlers for {}", operationSettings.workerId(),
                    handlers.stream().map(OperationHandler::type).toList());
        }
        if (schedule == null) {
            schedule = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "events-schedule");
                t.setDaemon(true);
                return t;
            });
            long every = scheduleInterval.toMillis();
            schedule.scheduleWithFixedDelay(this::runSchedule, every, every, TimeUnit.MILLISECONDS);
        }
    }

    /** The weekly digest schedule and retention; also callable directly (tests drive it with their clock). */
    public int runSchedule() {
        try {
            int announced = digest.runDue();
            int purged = retention.purge();
            if (announced + purged > 0) {
                LOG.info("events schedule: {} weekly digest events written, {} old events and operations removed",
                        announced, purged);
            }
            return announced;
        } catch (RuntimeException e) {
            LOG.warn("events schedule failed: {}", e.toString());
            return 0;
        }
    }

    /** The dispatcher of this instance, or null when delivery is switched off. */
    public WebhookDispatcher dispatcher() {
        return dispatcher;
    }

    public OperationWorker operationWorker() {
        return worker;
    }

    @PreDestroy
    synchronized void stop() {
        if (schedule != null) {
            schedule.shutdownNow();
        }
        if (dispatcher != null) {
            dispatcher.close();
            dispatcher = null;
        }
        if (client != null) {
            client.close();
        }
        if (worker != null) {
            worker.close();
            worker = null;
        }
    }
}
